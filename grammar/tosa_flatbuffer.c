/* tosa_flatbuffer.c: the reader of `.tosa` files (TOSA 1.0 flatbuffers,
   file identifier "TOSA"; parse.h).  Each basic block becomes a func.func
   of its name: its inputs the arguments, its outputs the returned values,
   each operator a TOSA op and each constant tensor's data a tosa.const or
   tosa.const_shape.  The first (main) block's function gets the names the
   converter's importer gives a model's inputs and outputs
   (tf.entry_function `tosa_deserialized_input_<i>:0`, ..., arguments'
   and results' tf_saved_model.index_path `input_<i>`, `output_<i>`).  The reader writes the module as generic MLIR text and
   reads that with mica's own parser and verifier, so that ops reach the IR
   one way only; what the text cannot say (a name used before it is
   defined, an unknown operator, a tensor's data that is too short) is
   refused first, as `file: error: ... at byte offset N`. */
#include <inttypes.h>

#include "../ir/dialects/tosa/serial.h"
#include "flatbuffer.h"
#include "parse.h"

/* The reading of one file. */
typedef struct {
	FbReader r;
	const char *msg; /* the first problem the reader itself found */
	size_t at;
	StrBuf *text;
	/* the block being read: its tensors, and for each the SSA number it
	   has once defined (0: not yet) */
	FbVector tensors;
	uint32_t *defined;
	uint32_t nextssa;
	uint32_t nblocks; /* the blocks read so far */
} Reading;

static bool fail(Reading *rd, size_t at, const char *msg)
{
	if (!rd->msg)
		rd->msg = msg, rd->at = at;
	return false;
}

static bool failed(const Reading *rd)
{
	return rd->msg || fb_failed(&rd->r);
}

/* A string as an MLIR string literal. */
static void put_string(StrBuf *out, const uint8_t *s, size_t n)
{
	sb_putc(out, '"');
	for (size_t i = 0; i < n; i++) {
		if (s[i] >= 0x20 && s[i] < 0x7f && s[i] != '"' && s[i] != '\\')
			sb_putc(out, (char)s[i]);
		else
			sb_printf(out, "\\%02X", s[i]);
	}
	sb_putc(out, '"');
}

/* The index of the tensor called name (n bytes) in the block, or -1. */
static int64_t tensor_named(Reading *rd, const char *name, uint32_t n)
{
	for (uint32_t i = 0; i < rd->tensors.n && !failed(rd); i++) {
		FbTable t = fb_elem_table(&rd->r, &rd->tensors, i);
		uint32_t tn;
		const char *s = fb_get_string(&rd->r, &t, 0, &tn);
		if (s && tn == n && !memcmp(s, name, n))
			return i;
	}
	return -1;
}

/* The tensor named by element i of names (a vector of strings), checked
   to be in the block: its index, or -1 after an error. */
static int64_t named_tensor(Reading *rd, const FbVector *names, uint32_t i)
{
	uint32_t n;
	const char *s = fb_elem_string(&rd->r, names, i, &n);
	if (!s)
		return -1;
	int64_t t = tensor_named(rd, s, n);
	if (t < 0)
		fail(rd, (size_t)(s - (const char *)rd->r.buf), "no tensor of this name in the block");
	return t;
}

/* Tensor t's type, as MLIR writes it; its element type into elem (NULL
   allowed) and its DType into dtype. */
static void put_type(Reading *rd, StrBuf *out, uint32_t t, const char **elem, uint32_t *dtype)
{
	FbTable tt = fb_elem_table(&rd->r, &rd->tensors, t);
	uint32_t dt = fb_get_u32(&rd->r, &tt, 2, TOSA_DT_UNKNOWN);
	const char *e = tosa_serial_dtype_name(dt);
	FbVector shape = fb_get_vector(&rd->r, &tt, 1, 4);
	if (elem)
		*elem = e;
	if (dtype)
		*dtype = dt;
	if (failed(rd))
		return;
	if (!e) {
		fail(rd, tt.pos, "tensor of an unknown element type");
		return;
	}
	if (dt == TOSA_DT_SHAPE) {
		int32_t rank = shape.n == 1 ? (int32_t)fb_elem_scalar(&rd->r, &shape, 0) : -1;
		if (rank < 0)
			fail(rd, tt.pos, "a shape tensor's shape must be its rank alone");
		sb_printf(out, "!tosa.shape<%d>", rank);
		return;
	}
	if (fb_get_u8(&rd->r, &tt, 5, 0)) {
		sb_printf(out, "tensor<*x%s>", e);
		return;
	}
	sb_puts(out, "tensor<");
	for (uint32_t i = 0; i < shape.n; i++) {
		int32_t d = (int32_t)fb_elem_scalar(&rd->r, &shape, i);
		if (d < -1)
			fail(rd, shape.pos + 4 * (size_t)i, "a negative dimension");
		else if (d == -1)
			sb_puts(out, "?x");
		else
			sb_printf(out, "%dx", d);
	}
	sb_printf(out, "%s>", e);
}

/* Tensor t's data as the value of a tosa.const or tosa.const_shape. */
static void put_values(Reading *rd, uint32_t t)
{
	StrBuf *out = rd->text;
	FbTable tt = fb_elem_table(&rd->r, &rd->tensors, t);
	FbVector shape = fb_get_vector(&rd->r, &tt, 1, 4);
	FbVector data = fb_get_vector(&rd->r, &tt, 3, 1);
	const char *elem;
	uint32_t dt;
	StrBuf type = {0};
	put_type(rd, &type, t, &elem, &dt);
	uint64_t numel = 1;
	for (uint32_t i = 0; i < shape.n && !failed(rd); i++) {
		int32_t d = (int32_t)fb_elem_scalar(&rd->r, &shape, i);
		if (d < 0 || (d && numel > ((uint64_t)1 << 40) / (uint64_t)d))
			fail(rd, tt.pos, "a constant tensor needs a static shape of fewer elements");
		numel *= d < 0 ? 0 : (uint64_t)d;
	}
	if (dt == TOSA_DT_SHAPE) { /* a shape<N> holds N index values */
		numel = shape.n == 1 ? fb_elem_scalar(&rd->r, &shape, 0) : 0;
		sb_free(&type);
		sb_printf(&type, "tensor<%" PRIu64 "xindex>", numel);
	}
	/* bytes per element; int4 packs two in a byte */
	size_t eb = dt == TOSA_DT_INT48 ? 6 : dt == TOSA_DT_SHAPE ? 8 :
	            dt == TOSA_DT_INT16 || dt == TOSA_DT_UINT16 || dt == TOSA_DT_FP16 || dt == TOSA_DT_BF16 ? 2 :
	            dt == TOSA_DT_INT32 || dt == TOSA_DT_FP32 ? 4 : 1;
	uint64_t need = dt == TOSA_DT_INT4 ? (numel + 1) / 2 : numel * eb;
	if (!failed(rd) && (!data.present || data.n < need))
		fail(rd, tt.pos, "a constant tensor's data is shorter than its shape");
	if (failed(rd)) {
		sb_free(&type);
		return;
	}
	const uint8_t *p = rd->r.buf + data.pos;
	sb_puts(out, "values = dense<");
	if (numel && (dt == TOSA_DT_BOOL || dt == TOSA_DT_INT4)) {
		/* no hex form: a list of the values */
		sb_putc(out, '[');
		for (uint64_t i = 0; i < numel; i++) {
			if (i)
				sb_puts(out, ", ");
			if (dt == TOSA_DT_BOOL)
				sb_puts(out, p[i] ? "true" : "false");
			else /* the low nibble first, sign-extended */
				sb_printf(out, "%d", (int)(int8_t)(uint8_t)((p[i / 2] >> (i % 2 * 4)) << 4) >> 4);
		}
		sb_putc(out, ']');
	} else if (numel) {
		sb_puts(out, "\"0x");
		for (uint64_t i = 0; i < need; i++)
			sb_printf(out, "%02X", p[i]);
		sb_putc(out, '"');
	}
	sb_printf(out, "> : %s", type.s);
	sb_free(&type);
}

/* A scalar attribute of the first operand's element type, from its
   little-endian bytes in field f of attribute table at. */
static void put_value(Reading *rd, const FbTable *at, unsigned f, const char *name, const char *elem)
{
	FbVector v = fb_get_vector(&rd->r, at, f, 1);
	if (!v.present || failed(rd))
		return;
	bool fl = elem[0] == 'f' || elem[0] == 'b';
	unsigned bits = !strcmp(elem, "i1") ? 1 : fl ? (elem[1] == '3' ? 32 : elem[1] == '8' ? 8 : 16) : (unsigned)atoi(elem + (elem[0] == 'u' ? 2 : 1));
	uint32_t nb = (bits + 7) / 8;
	if (!bits || bits > 64) { /* a shape's index elements have no scalar value */
		fail(rd, v.pos, "an attribute's value of an element type without one");
		return;
	}
	if (v.n < nb) {
		fail(rd, v.pos, "an attribute's value is shorter than its element type");
		return;
	}
	uint64_t x = 0;
	for (uint32_t i = nb; i-- > 0;)
		x = x << 8 | rd->r.buf[v.pos + i];
	if (fl)
		sb_printf(rd->text, "%s = 0x%0*" PRIX64 " : %s", name, (int)nb * 2, x, elem);
	else if (bits == 1)
		sb_printf(rd->text, "%s = %s", name, x & 1 ? "true" : "false");
	else if (elem[0] == 'u')
		sb_printf(rd->text, "%s = %" PRIu64 " : %s", name, x, elem);
	else
		sb_printf(rd->text, "%s = %" PRId64 " : %s", name, bits < 64 && x >> (bits - 1) & 1 ? (int64_t)(x | ~0ull << bits) : (int64_t)x, elem);
}

/* The attribute of kind a from field a->field of table at; false when
   nothing is written. */
static bool put_attr(Reading *rd, const TosaSerialAttr *a, const FbTable *at, const char *elem)
{
	StrBuf *out = rd->text;
	size_t before = out->len;
	uint32_t u = 0;
	switch ((TosaSerialKind)a->kind) {
	case TS_I32:
		sb_printf(out, "%s = %d : i32", a->name, (int32_t)fb_get_u32(&rd->r, at, a->field, 0));
		break;
	case TS_I64_ARRAY:
	case TS_I32_ARRAY: {
		FbVector v = fb_get_vector(&rd->r, at, a->field, 4);
		sb_printf(out, "%s = array<%s", a->name, a->kind == TS_I64_ARRAY ? "i64" : "i32");
		for (uint32_t i = 0; i < v.n; i++)
			sb_printf(out, "%s%d", i ? ", " : ": ", (int32_t)fb_elem_scalar(&rd->r, &v, i));
		sb_putc(out, '>');
		break;
	}
	case TS_BOOL:
	case TS_OPT_BOOL:
		u = fb_get_u8(&rd->r, at, a->field, 0);
		if (u || a->kind == TS_BOOL)
			sb_printf(out, "%s = %s", a->name, u ? "true" : "false");
		break;
	case TS_NAN_MODE:
		u = fb_get_u32(&rd->r, at, a->field, 0);
		if (u > 2)
			fail(rd, at->pos, "an unknown NaN propagation mode");
		else if (u)
			sb_printf(out, "%s = #tosa.nan_mode<%s>", a->name, u == 1 ? "PROPAGATE" : "IGNORE");
		break;
	case TS_ACC_TYPE: {
		const char *t = tosa_serial_dtype_name(fb_get_u32(&rd->r, at, a->field, 0));
		if (!t)
			fail(rd, at->pos, "an unknown accumulator type");
		else
			sb_printf(out, "%s = %s", a->name, t);
		break;
	}
	case TS_VALUE:
		if (elem)
			put_value(rd, at, a->field, a->name, elem);
		break;
	case TS_RESIZE_MODE:
		u = fb_get_u32(&rd->r, at, a->field, 0);
		if (u < 1 || u > 2)
			fail(rd, at->pos, "an unknown resize mode");
		else
			sb_printf(out, "%s = #tosa.resize_mode<%s>", a->name, u == 1 ? "NEAREST_NEIGHBOR" : "BILINEAR");
		break;
	case TS_DOUBLE_ROUND:
		sb_printf(out, "%s = #tosa.rounding_mode<%s>", a->name,
		          fb_get_u8(&rd->r, at, a->field, 0) ? "DOUBLE_ROUND" : "SINGLE_ROUND");
		break;
	case TS_STRING: {
		uint32_t n;
		const char *s = fb_get_string(&rd->r, at, a->field, &n);
		sb_printf(out, "%s = ", a->name);
		put_string(out, (const uint8_t *)(s ? s : ""), s ? n : 0);
		break;
	}
	case TS_BYTES: {
		FbVector v = fb_get_vector(&rd->r, at, a->field, 1);
		sb_printf(out, "%s = ", a->name);
		put_string(out, rd->r.buf + (v.present ? v.pos : 0), v.n);
		break;
	}
	case TS_NONE:
		break;
	}
	return out->len != before;
}

/* The SSA name of tensor t. */
static void put_ssa(Reading *rd, uint32_t t)
{
	sb_printf(rd->text, "%%v%u", rd->defined[t] - 1);
}

/* Defines tensor t (an input or an operator's output). */
static void define(Reading *rd, uint32_t t, size_t at)
{
	if (rd->defined[t])
		fail(rd, at, "a tensor defined twice");
	else
		rd->defined[t] = ++rd->nextssa;
}

/* Defines the tensors named by names (a block's inputs, an operator's
   outputs): their SSA names, each with its type when typed. */
static void define_all(Reading *rd, const FbVector *names, bool typed)
{
	for (uint32_t i = 0; i < names->n && !failed(rd); i++) {
		int64_t t = named_tensor(rd, names, i);
		if (t < 0)
			return;
		define(rd, (uint32_t)t, names->pos + 4 * (size_t)i);
		if (i)
			sb_puts(rd->text, ", ");
		put_ssa(rd, (uint32_t)t);
		if (typed) {
			sb_puts(rd->text, ": ");
			put_type(rd, rd->text, (uint32_t)t, NULL, NULL);
		}
	}
}

/* Uses the tensors named by names as operands: their SSA names, or their
   types when types. */
static void put_operands(Reading *rd, const FbVector *names, bool types)
{
	for (uint32_t i = 0; i < names->n && !failed(rd); i++) {
		int64_t t = named_tensor(rd, names, i);
		if (t < 0)
			return;
		if (i)
			sb_puts(rd->text, ", ");
		if (types)
			put_type(rd, rd->text, (uint32_t)t, NULL, NULL);
		else if (!rd->defined[t])
			fail(rd, names->pos + 4 * (size_t)i, "a tensor used before it is defined");
		else
			put_ssa(rd, (uint32_t)t);
	}
}

static void read_operator(Reading *rd, const FbTable *o)
{
	StrBuf *out = rd->text;
	uint32_t code = fb_get_u32(&rd->r, o, 0, 0);
	const TosaSerialOp *op = tosa_serial_op(code);
	FbVector ins = fb_get_vector(&rd->r, o, 3, 4), outs = fb_get_vector(&rd->r, o, 4, 4);
	uint8_t utype = fb_get_u8(&rd->r, o, 1, 0);
	FbTable at = fb_get_table(&rd->r, o, 2);
	if (failed(rd))
		return;
	if (!op) {
		fail(rd, o->pos, "an operator mica does not read");
		return;
	}
	if (utype && utype != code) {
		fail(rd, o->pos, "an operator's attribute is of another operator");
		return;
	}
	const char *elem = NULL; /* the first operand's element type */
	if (ins.n) {
		int64_t t = named_tensor(rd, &ins, 0);
		StrBuf ignored = {0};
		if (t >= 0)
			put_type(rd, &ignored, (uint32_t)t, &elem, NULL);
		sb_free(&ignored);
	}
	sb_puts(out, "    ");
	define_all(rd, &outs, false);
	sb_printf(out, "%s\"%s\"(", outs.n ? " = " : "", op->name);
	put_operands(rd, &ins, false);
	sb_puts(out, ") <{");
	bool any = false;
	if ((code == TOSA_SERIAL_CONST || code == TOSA_SERIAL_CONST_SHAPE) && outs.n == 1) {
		int64_t t = named_tensor(rd, &outs, 0);
		if (t >= 0)
			put_values(rd, (uint32_t)t);
		any = true;
	}
	for (unsigned i = 0; i < TOSA_SERIAL_MAX_ATTRS && op->attrs[i].name && !failed(rd); i++) {
		size_t mark = out->len;
		if (any)
			sb_puts(out, ", ");
		if (put_attr(rd, &op->attrs[i], &at, elem))
			any = true;
		else
			out->len = mark, out->s[mark] = 0;
	}
	sb_puts(out, "}> : (");
	put_operands(rd, &ins, true);
	sb_puts(out, outs.n == 1 ? ") -> " : ") -> (");
	put_operands(rd, &outs, true);
	sb_puts(out, outs.n == 1 ? "\n" : ")\n");
}

/* `{tf_saved_model.index_path = ["<kind>_0"]}, ...` for n values. */
static void put_index_paths(StrBuf *out, const char *kind, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++)
		sb_printf(out, "%s{tf_saved_model.index_path = [\"%s_%u\"]}", i ? ", " : "[", kind, i);
	sb_puts(out, "], ");
}

/* `tosa_deserialized_<kind>_0:0,...` for n values, quoted. */
static void put_entry_names(StrBuf *out, const char *kind, uint32_t n)
{
	sb_putc(out, '"');
	for (uint32_t i = 0; i < n; i++)
		sb_printf(out, "%stosa_deserialized_%s_%u:0", i ? "," : "", kind, i);
	sb_putc(out, '"');
}

/* One basic block as a func.func. */
static void read_block(Reading *rd, const FbTable *b, Arena *a)
{
	StrBuf *out = rd->text;
	uint32_t n;
	const char *name = fb_get_string(&rd->r, b, 0, &n);
	FbVector ops = fb_get_vector(&rd->r, b, 1, 4);
	FbVector ins = fb_get_vector(&rd->r, b, 3, 4), outs = fb_get_vector(&rd->r, b, 4, 4);
	rd->tensors = fb_get_vector(&rd->r, b, 2, 4);
	if (failed(rd))
		return;
	if (!name) {
		fail(rd, b->pos, "a basic block without a name");
		return;
	}
	rd->defined = arena_alloc(a, (size_t)rd->tensors.n * sizeof *rd->defined + 1);
	memset(rd->defined, 0, (size_t)rd->tensors.n * sizeof *rd->defined);
	rd->nextssa = 0;
	/* the main block (the first) is the model's entry: the converter's
	   importer names its inputs and outputs as below, where its readers
	   (tosa-shape-verif, the VGF and IOSpec writers) look for them */
	bool entry = rd->nblocks++ == 0;
	sb_puts(out, "\"func.func\"() <{");
	if (entry && ins.n) {
		sb_puts(out, "arg_attrs = ");
		put_index_paths(out, "input", ins.n);
	}
	sb_puts(out, "function_type = (");
	put_operands(rd, &ins, true);
	sb_puts(out, ") -> (");
	put_operands(rd, &outs, true);
	sb_puts(out, "), ");
	if (entry && outs.n) {
		sb_puts(out, "res_attrs = ");
		put_index_paths(out, "output", outs.n);
	}
	sb_puts(out, "sym_name = ");
	put_string(out, (const uint8_t *)name, n);
	sb_puts(out, "}> ({\n");
	if (ins.n)
		sb_puts(out, "  ^bb0(");
	define_all(rd, &ins, true);
	if (ins.n)
		sb_puts(out, "):\n");
	for (uint32_t i = 0; i < ops.n && !failed(rd); i++) {
		FbTable o = fb_elem_table(&rd->r, &ops, i);
		read_operator(rd, &o);
	}
	sb_puts(out, "    \"func.return\"(");
	put_operands(rd, &outs, false);
	sb_puts(out, ") : (");
	put_operands(rd, &outs, true);
	sb_puts(out, ") -> ()\n})");
	if (entry) {
		sb_puts(out, " {tf.entry_function = {inputs = ");
		put_entry_names(out, "input", ins.n);
		sb_puts(out, ", outputs = ");
		put_entry_names(out, "output", outs.n);
		sb_puts(out, "}, tf_saved_model.exported_names = [\"tosa_deserialized\"]}");
	}
	sb_puts(out, " : () -> ()\n");
}

static bool read_graph(Reading *rd, const uint8_t *buf, size_t len)
{
	Arena a = {0};
	fb_reader_init(&rd->r, buf, len);
	FbTable g = fb_root(&rd->r, "TOSA");
	FbTable v = fb_get_table(&rd->r, &g, 0);
	int32_t major = (int32_t)fb_get_u32(&rd->r, &v, 0, UINT32_MAX);
	FbVector regions = fb_get_vector(&rd->r, &g, 1, 4);
	if (!failed(rd) && !v.present)
		fail(rd, g.pos, "no version");
	else if (!failed(rd) && major != 1)
		fail(rd, v.pos, "not a TOSA 1 file");
	for (uint32_t i = 0; i < regions.n && !failed(rd); i++) {
		FbTable r = fb_elem_table(&rd->r, &regions, i);
		FbVector blocks = fb_get_vector(&rd->r, &r, 1, 4);
		for (uint32_t j = 0; j < blocks.n && !failed(rd); j++) {
			FbTable b = fb_elem_table(&rd->r, &blocks, j);
			read_block(rd, &b, &a);
		}
	}
	arena_free(&a);
	if (fb_failed(&rd->r) && !rd->msg)
		rd->msg = rd->r.error, rd->at = rd->r.error_at;
	return !rd->msg;
}

IrOp *parse_tosa_flatbuffer(IrContext *ctx, IrSource *src, IrSource *mlir, StrBuf *text)
{
	Reading rd = {.text = text};
	*mlir = (IrSource){0};
	if (!read_graph(&rd, (const uint8_t *)src->text, src->len)) {
		ir_error_bare(ctx, "%s: error: %s at byte offset %zu", src->name, rd.msg, rd.at);
		return NULL;
	}
	/* the text's own name (messages about it quote its lines), kept after it */
	size_t len = text->len;
	sb_putc(text, 0);
	sb_printf(text, "%s (as MLIR)", src->name);
	*mlir = (IrSource){.name = text->s + len + 1, .text = text->s, .len = len};
	IrOp *module = parse_source(ctx, mlir);
	if (module && !ir_verify(ctx, module)) {
		ir_op_destroy(ctx, module);
		return NULL;
	}
	return module;
}

bool parse_is_tosa_flatbuffer(const IrSource *src)
{
	size_t n = strlen(src->name);
	if (n >= 5 && !strcmp(src->name + n - 5, ".tosa"))
		return true;
	/* Text that happens to have "TOSA" at byte 4 ("//  TOSA ...") starts
	   with four printable bytes, a root offset far beyond any such file. */
	const uint8_t *b = (const uint8_t *)src->text;
	return src->len >= 8 && !memcmp(b + 4, "TOSA", 4) &&
	       (b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24) < src->len;
}
