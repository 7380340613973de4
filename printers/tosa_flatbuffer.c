/* tosa_flatbuffer.c: the writer of `.tosa` files (TOSA 1.0 flatbuffers,
   printers.h): each func.func of TOSA ops becomes a region holding one
   basic block of the function's name.  Tensors are named t0, t1, ... in
   the order the function defines them (arguments, then each op's
   results); a tosa.const's or tosa.const_shape's value is its output
   tensor's data, padded to 8 bytes as TOSA's own writer pads it. */
#include "../ir/apnum.h"
#include "../ir/dialects/tosa/serial.h"
#include "../ir/dialects/tosa/tosa.h"
#include "flatbuffer.h"
#include "printers.h"

/* The writing of one function. */
typedef struct {
	IrContext *ctx;
	FbBuilder *b;
	PtrMap index; /* IrValue* -> its tensor's number + 1 */
	uint32_t n;
	FbRef *tensors;
	size_t cap;
	bool ok;
} Writing;

static bool refuse(Writing *w, const IrOp *op, const char *msg)
{
	if (w->ok)
		ir_diag_op(w->ctx, IR_DIAG_ERROR, op, "%s", msg);
	w->ok = false;
	return false;
}

/* The DType of element type t, TOSA_DT_UNKNOWN if none. */
static uint32_t dtype_of(IrType *t)
{
	StrBuf s = {0};
	print_type_str(&s, t);
	uint32_t d = tosa_serial_dtype_of(s.s ? s.s : "");
	sb_free(&s);
	return d;
}

static FbRef name_ref(FbBuilder *b, uint32_t i)
{
	char name[16];
	int n = snprintf(name, sizeof name, "t%u", i);
	return fb_string(b, name, (size_t)n);
}

/* The names of values (n of them), as a vector of strings. */
static FbRef names(Writing *w, const IrOp *op, IrValue *const *vals, size_t n)
{
	FbRef *refs = xmalloc(n * sizeof *refs + 1);
	for (size_t i = 0; i < n; i++) {
		uintptr_t t = (uintptr_t)pm_get(&w->index, vals[i]);
		if (!t)
			refuse(w, op, "uses a value defined outside its function");
		refs[i] = name_ref(w->b, t ? (uint32_t)t - 1 : 0);
	}
	FbRef v = fb_vector_refs(w->b, refs, n);
	free(refs);
	return v;
}

/* Bytes of value a (dense elements) in the format's layout:
   splats expanded, int4 packed two in a byte, padded to 8 bytes. */
static FbRef tensor_data(Writing *w, const IrOp *op, const IrAttr *a)
{
	if (!a || a->kind != IR_ATTR_DENSE || !ir_type_is_shaped(ir_attr_type_of(a))) {
		refuse(w, op, "a constant needs dense elements for its TOSA flatbuffer form");
		return 0;
	}
	IrType *elem = ir_attr_type_of(a)->shaped.elem;
	int64_t numel = ir_type_num_elements(ir_attr_type_of(a));
	size_t eb = ir_dense_elem_bytes(elem);
	bool int4 = elem->kind == IR_TYPE_INTEGER && elem->integer.width == 4;
	size_t n = int4 ? ((size_t)numel + 1) / 2 : (size_t)numel * eb;
	size_t padded = (n + 7) & ~(size_t)7;
	uint8_t *bytes = xcalloc(padded + 1, 1);
	for (int64_t i = 0; i < numel; i++) {
		const unsigned char *p = ir_dense_data(a) + (a->dense.splat ? 0 : (size_t)i * eb);
		if (int4)
			bytes[i / 2] |= (uint8_t)((p[0] & 0xF) << (i % 2 * 4));
		else
			memcpy(bytes + (size_t)i * eb, p, eb);
	}
	FbRef r = fb_vector_scalars(w->b, bytes, padded, 1, 8);
	free(bytes);
	return r;
}

/* Tensor of value v, defined by op (NULL for an argument). */
static void add_tensor(Writing *w, IrValue *v, const IrOp *op, const IrOp *at)
{
	IrType *t = ir_value_type(v);
	int64_t srank = tosa_shape_rank(t);
	bool unranked = t->kind == IR_TYPE_UNRANKED_TENSOR;
	if (srank < 0 && t->kind != IR_TYPE_TENSOR && !unranked) {
		refuse(w, at, "a value that is not a tensor has no TOSA flatbuffer form");
		return;
	}
	uint32_t dt = srank >= 0 ? TOSA_DT_SHAPE : dtype_of(t->shaped.elem);
	if (!dt) {
		refuse(w, at, "an element type with no TOSA flatbuffer form");
		return;
	}
	FbRef data = 0;
	if (op && (!strcmp(ir_op_name(op)->s, "tosa.const") || !strcmp(ir_op_name(op)->s, "tosa.const_shape")))
		data = tensor_data(w, op, ir_op_get_attr(op, "values"));
	unsigned rank = srank >= 0 ? 1 : unranked ? 0 : t->shaped.rank;
	int32_t *dims = xmalloc(rank * sizeof *dims + 1);
	for (unsigned i = 0; i < rank; i++) {
		int64_t d = srank >= 0 ? srank : t->shaped.dims[i];
		if (d != IR_DYNAMIC && d > INT32_MAX)
			refuse(w, at, "a dimension beyond 32 bits");
		dims[i] = d == IR_DYNAMIC ? -1 : (int32_t)d;
	}
	FbRef shape = unranked ? 0 : fb_vector_scalars(w->b, dims, rank, 4, 4);
	free(dims);
	FbRef name = name_ref(w->b, w->n);
	fb_table_start(w->b);
	fb_add_ref(w->b, 0, name);
	fb_add_ref(w->b, 1, shape);
	fb_add_u32(w->b, 2, dt, 0);
	fb_add_ref(w->b, 3, data);
	fb_add_u8(w->b, 5, unranked, 0);
	if (w->n == w->cap)
		w->tensors = xrealloc(w->tensors, (w->cap = w->cap * 2 + 16) * sizeof *w->tensors);
	w->tensors[w->n++] = fb_table_end(w->b);
	pm_put(&w->index, v, (void *)(uintptr_t)w->n);
}

/* The keyword of enum attribute a (`#tosa.x<KW>` printed) is kw. */
static bool enum_is(const IrAttr *a, const char *kw)
{
	StrBuf s = {0};
	print_attr_str(&s, (IrAttr *)a);
	const char *open = s.s ? strchr(s.s, '<') : NULL;
	bool is = open && !strncmp(open + 1, kw, strlen(kw)) && open[1 + strlen(kw)] == '>';
	sb_free(&s);
	return is;
}

/* An attribute's value, written before its table. */
typedef struct {
	const TosaSerialAttr *a;
	FbRef ref;
	uint32_t u;
} Field;

static void field_value(Writing *w, const IrOp *op, const TosaSerialAttr *sa, Field *f)
{
	const IrAttr *a = ir_op_get_attr(op, sa->name);
	f->a = sa;
	switch ((TosaSerialKind)sa->kind) {
	case TS_I32:
		f->u = a && a->kind == IR_ATTR_INTEGER ? (uint32_t)a->words[0] : 0;
		break;
	case TS_I64_ARRAY:
	case TS_I32_ARRAY: {
		unsigned n = a && a->kind == IR_ATTR_DENSE_ARRAY ? a->darray.n : 0;
		int32_t *v = xmalloc(n * sizeof *v + 1);
		/* an element is its type's width of the word: i32's -1 may be
		   kept as 0xffffffff */
		unsigned width = n && ir_attr_type_of(a)->kind == IR_TYPE_INTEGER ? ir_attr_type_of(a)->integer.width : 64;
		for (unsigned i = 0; i < n; i++) {
			int64_t x;
			apint_to_i64(&a->darray.elems[i], width, 1, &x); /* at most 64 bits: always fits */
			if (x < INT32_MIN || x > INT32_MAX)
				refuse(w, op, "an attribute value beyond 32 bits");
			v[i] = (int32_t)x;
		}
		f->ref = a ? fb_vector_scalars(w->b, v, n, 4, 4) : 0;
		free(v);
		break;
	}
	case TS_BOOL:
	case TS_OPT_BOOL:
		f->u = a && a->kind == IR_ATTR_BOOL && a->b;
		break;
	case TS_NAN_MODE:
		f->u = a && enum_is(a, "IGNORE") ? 2 : 1;
		break;
	case TS_ACC_TYPE:
		f->u = a && a->kind == IR_ATTR_TYPE ? dtype_of(a->tval) : 0;
		break;
	case TS_VALUE: {
		uint64_t x = !a ? 0 : a->kind == IR_ATTR_FLOAT ? a->fbits.lo : a->kind == IR_ATTR_INTEGER ? a->words[0] :
		             a->kind == IR_ATTR_BOOL ? a->b : 0;
		size_t nb = a && ir_attr_type_of(a) ? ir_dense_elem_bytes(ir_attr_type_of(a)) : 0;
		uint8_t bytes[8] = {0};
		for (size_t i = 0; i < nb && i < 8; i++)
			bytes[i] = (uint8_t)(x >> (8 * i));
		f->ref = a ? fb_vector_scalars(w->b, bytes, nb && nb <= 8 ? nb : 1, 1, 8) : 0;
		break;
	}
	case TS_RESIZE_MODE:
		f->u = a && enum_is(a, "BILINEAR") ? 2 : 1;
		break;
	case TS_DOUBLE_ROUND:
		if (a && !enum_is(a, "SINGLE_ROUND") && !enum_is(a, "DOUBLE_ROUND"))
			refuse(w, op, "only single and double rounding have a TOSA flatbuffer form");
		f->u = a && enum_is(a, "DOUBLE_ROUND");
		break;
	case TS_STRING:
	case TS_BYTES:
		if (a && a->kind == IR_ATTR_STRING)
			f->ref = sa->kind == TS_STRING ? fb_string(w->b, a->str->s, a->str->n)
			                               : fb_vector_scalars(w->b, a->str->s, a->str->n, 1, 1);
		break;
	case TS_NONE:
		break;
	}
}

static FbRef attribute_table(Writing *w, const IrOp *op, const TosaSerialOp *so)
{
	Field f[TOSA_SERIAL_MAX_ATTRS] = {{0}};
	unsigned n = 0;
	for (; n < TOSA_SERIAL_MAX_ATTRS && so->attrs[n].name; n++)
		field_value(w, op, &so->attrs[n], &f[n]);
	fb_table_start(w->b);
	for (unsigned i = 0; i < n; i++) {
		const TosaSerialAttr *a = f[i].a;
		if (f[i].ref)
			fb_add_ref(w->b, a->field, f[i].ref);
		else if (a->kind == TS_BOOL || a->kind == TS_OPT_BOOL || a->kind == TS_DOUBLE_ROUND)
			fb_add_u8(w->b, a->field, (uint8_t)f[i].u, 0);
		else
			fb_add_u32(w->b, a->field, f[i].u, 0);
	}
	return fb_table_end(w->b);
}

static FbRef write_operator(Writing *w, IrOp *op)
{
	const TosaSerialOp *so = tosa_serial_op_named(ir_op_name(op)->s);
	if (!so) {
		refuse(w, op, "op has no TOSA flatbuffer form");
		return 0;
	}
	if (ir_op_attrs(op) && ir_op_attrs(op)->dict.n) { /* the format keeps an op's own attributes alone */
		refuse(w, op, "op has discardable attributes, which a TOSA flatbuffer cannot hold");
		return 0;
	}
	IrValue **ins = xmalloc(op->noperands * sizeof *ins + 1);
	for (unsigned i = 0; i < op->noperands; i++)
		ins[i] = ir_op_operand(op, i);
	FbRef in = names(w, op, ins, op->noperands);
	free(ins);
	for (unsigned i = 0; i < op->nresults; i++)
		add_tensor(w, &ir_op_results(op)[i], op, op);
	IrValue **outs = xmalloc(op->nresults * sizeof *outs + 1);
	for (unsigned i = 0; i < op->nresults; i++)
		outs[i] = &ir_op_results(op)[i];
	FbRef out = names(w, op, outs, op->nresults);
	free(outs);
	FbRef attr = attribute_table(w, op, so);
	fb_table_start(w->b);
	fb_add_u32(w->b, 0, so->op, 0);
	fb_add_union(w->b, 1, (uint8_t)so->op, attr);
	fb_add_ref(w->b, 3, in);
	fb_add_ref(w->b, 4, out);
	return fb_table_end(w->b);
}

/* The region of function f. */
static FbRef write_function(IrContext *ctx, FbBuilder *b, IrOp *f, bool *ok)
{
	Writing w = {.ctx = ctx, .b = b, .ok = true};
	IrBlock *body = ir_op_nregions(f) ? ir_region_first(&ir_op_regions(f)[0]) : NULL;
	IrIdent *name = ir_op_symbol_name(ctx, f);
	if (!body || ir_block_next(body) || !name) {
		*ok = refuse(&w, f, "only a function of one block has a TOSA flatbuffer form");
		return 0;
	}
	PtrVec ops = {0};
	FbRef in = 0, out = 0;
	IrValue **args = xmalloc(body->nargs * sizeof *args + 1);
	for (unsigned i = 0; i < body->nargs; i++) {
		args[i] = ir_block_arg(body, i);
		add_tensor(&w, args[i], NULL, f);
	}
	in = names(&w, f, args, body->nargs);
	free(args);
	for (IrOp *op = ir_block_first(body); op && w.ok; op = ir_op_next(op)) {
		if (!strcmp(ir_op_name(op)->s, "func.return")) {
			IrValue **vals = xmalloc(op->noperands * sizeof *vals + 1);
			for (unsigned i = 0; i < op->noperands; i++)
				vals[i] = ir_op_operand(op, i);
			out = names(&w, op, vals, op->noperands);
			free(vals);
		} else {
			pv_push(&ops, (void *)(uintptr_t)write_operator(&w, op));
		}
	}
	if (!w.ok) { /* nothing more is written */
		pv_free(&ops);
		free(w.tensors);
		pm_free(&w.index);
		return *ok = false;
	}
	FbRef *refs = xmalloc(ops.n * sizeof *refs + 1);
	for (size_t i = 0; i < ops.n; i++)
		refs[i] = (FbRef)(uintptr_t)ops.v[i];
	FbRef opv = fb_vector_refs(b, refs, ops.n);
	free(refs);
	pv_free(&ops);
	FbRef tensors = fb_vector_refs(b, w.tensors, w.n);
	FbRef bname = fb_string(b, name->s, name->n);
	fb_table_start(b);
	fb_add_ref(b, 0, bname);
	fb_add_ref(b, 1, opv);
	fb_add_ref(b, 2, tensors);
	fb_add_ref(b, 3, in);
	fb_add_ref(b, 4, out);
	FbRef block = fb_table_end(b);
	FbRef blocks = fb_vector_refs(b, &block, 1);
	FbRef rname = fb_string(b, name->s, name->n);
	fb_table_start(b);
	fb_add_ref(b, 0, rname);
	fb_add_ref(b, 1, blocks);
	FbRef region = fb_table_end(b);
	free(w.tensors);
	pm_free(&w.index);
	return region;
}

bool print_tosa_flatbuffer(IrContext *ctx, IrOp *module, StrBuf *out)
{
	FbBuilder b;
	fb_builder_init(&b);
	bool ok = true;
	PtrVec regions = {0};
	IrBlock *top = ir_op_nregions(module) ? ir_region_first(&ir_op_regions(module)[0]) : NULL;
	for (IrOp *op = top ? ir_block_first(top) : NULL; op && ok; op = ir_op_next(op)) {
		if (strcmp(ir_op_name(op)->s, "func.func")) {
			ir_diag_op(ctx, IR_DIAG_ERROR, op, "op has no TOSA flatbuffer form (a model is func.func ops)");
			ok = false;
		} else {
			pv_push(&regions, (void *)(uintptr_t)write_function(ctx, &b, op, &ok));
		}
	}
	if (!ok) {
		pv_free(&regions);
		fb_builder_free(&b);
		return false;
	}
	FbRef *refs = xmalloc(regions.n * sizeof *refs + 1);
	for (size_t i = 0; i < regions.n; i++)
		refs[i] = (FbRef)(uintptr_t)regions.v[i];
	FbRef rv = fb_vector_refs(&b, refs, regions.n);
	free(refs);
	pv_free(&regions);
	/* TOSA 1.0.0, not a draft */
	fb_table_start(&b);
	fb_add_u32(&b, 0, 1, UINT32_MAX);
	fb_add_u32(&b, 1, 0, UINT32_MAX);
	fb_add_u32(&b, 2, 0, UINT32_MAX);
	fb_add_u8(&b, 3, 0, 1);
	FbRef version = fb_table_end(&b);
	fb_table_start(&b);
	fb_add_ref(&b, 0, version);
	fb_add_ref(&b, 1, rv);
	size_t len = 0;
	const uint8_t *bytes = fb_finish(&b, fb_table_end(&b), "TOSA", &len);
	if (!bytes)
		ir_diag_op(ctx, IR_DIAG_ERROR, module, "the TOSA flatbuffer would be larger than 2 GiB");
	else
		sb_putn(out, (const char *)bytes, len);
	ok = bytes != NULL;
	fb_builder_free(&b);
	return ok;
}
