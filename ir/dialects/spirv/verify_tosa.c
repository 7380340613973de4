/* verify_tosa.c: the verifier of the spirv.Tosa.* ops, from each op's row of
   the TOSA rules the word validator reads too (IrOpDef.facts, an
   SpvTosaRule of ir/spirv_tosa_rules.c), in the order and words of MLIR's
   ODS verifier (SPIRVTosaOps.td, SPIRVTosaTypes.td): the attributes'
   constraints, each operand's and the result's type constraint, the
   traits (the rule's ties), InGraphScope, then the op's own checks
   (SPIRVTosaOps.cpp's pooling and SELECT shapes).

   An operand's type constraint is the rule's shape (`rN`: "ND tensorArm",
   `z`: a rank-1 tensor of length 1, ...) of the element types that some
   alternative of the rule's type support gives that operand, as ODS
   spells them ("8/16-bit integer or Float16 or Float32 or BFloat16");
   MLIR's spirv dialect has no 8-bit float types, so they are left out.
   What the instruction takes as constants is an attribute here, or an
   operand (zero points, shifts, shapes) that MLIR lets any value give, as
   its conversion tests do with graph inputs: that they come from constant
   instructions is the word validator's rule (ir/spirv_validate.c), checked
   when the module is written. */
#include "spirv.h"

/* The element types the rules name, in the order ODS lists them. */
enum { E_BOOL, E_I8, E_I16, E_I32, E_I64, E_F16, E_F32, E_BF16, E_COUNT };
static const char *const elem_names[E_COUNT] = {"bool", "i8", "i16", "i32", "i64", "f16", "f32", "bf16"};
/* MLIR's summaries of the builtin types, as ODS traits print them */
static const char *const builtin_summaries[E_COUNT] = {
	"1-bit signless integer", "8-bit signless integer", "16-bit signless integer", "32-bit signless integer",
	"64-bit signless integer", "16-bit float", "32-bit float", "bfloat16 type"};

static int elem_index(const char *s, size_t n)
{
	for (int i = 0; i < E_COUNT; i++)
		if (spv_tosa_spec_is(s, n, elem_names[i]))
			return i;
	return -1;
}

/* The index of t (a scalar type) among the element types, or -1. */
static int elem_of_type(const IrType *t)
{
	if (!t)
		return -1;
	if (t->kind == IR_TYPE_INTEGER && t->integer.sign == IR_SIGNLESS) {
		switch (t->integer.width) {
		case 1: return E_BOOL;
		case 8: return E_I8;
		case 16: return E_I16;
		case 32: return E_I32;
		case 64: return E_I64;
		default: return -1;
		}
	}
	if (t->kind == IR_TYPE_FLOAT)
		return t->fkind == IR_F16 ? E_F16 : t->fkind == IR_F32 ? E_F32 : t->fkind == IR_BF16 ? E_BF16 : -1;
	return -1;
}

static const SpirvType *tensor_arm(const IrType *t)
{
	const SpirvType *s = t ? spirv_type(t) : NULL;
	return s && s->kind == SPIRV_TENSOR_ARM ? s : NULL;
}

/* A tensor's element type, or t itself. */
static IrType *element(IrType *t)
{
	const SpirvType *s = tensor_arm(t);
	return s ? s->elem : t;
}

static bool ranked(const SpirvType *s)
{
	return s && !s->unranked;
}

/* ---- the alternatives of type support ---- */

/* The alternative after the one at *a (of *n bytes, 0 before the first):
   false after the last. */
static bool next_alternative(const char **a, size_t *n)
{
	*a += *n + ((*a)[*n] == '|');
	*n = strcspn(*a, "|");
	return **a;
}

/* The value of `key=value` in the alternative [a, a + n), or NULL; its length in *len. */
static const char *alternative_value(const char *a, size_t n, const char *key, size_t *len)
{
	size_t k = strlen(key);
	const char *end = a + n;
	for (const char *s = memchr(a, ':', n); s && s < end; s++) {
		if (s[-1] != ' ' || (size_t)(end - s) <= k || memcmp(s, key, k) || s[k] != '=')
			continue;
		const char *v = s + k + 1;
		*len = strcspn(v, " |");
		return v;
	}
	return NULL;
}

/* The element types of the operand or result name[0..n) over the
   alternatives where `when` (an element index of the name `when_name`)
   holds, or all of them when when_name is NULL: a bit per element index. */
static unsigned allowed_elements(const SpvTosaRule *r, const char *name, size_t n, const char *when_name, int when)
{
	char key[64];
	snprintf(key, sizeof key, "%.*s", (int)n, name);
	unsigned set = 0;
	const char *a = r->types;
	for (size_t len = 0; next_alternative(&a, &len);) {
		size_t vl;
		const char *v;
		if (when_name && (!(v = alternative_value(a, len, when_name, &vl)) || elem_index(v, vl) != when))
			continue;
		if ((v = alternative_value(a, len, key, &vl)) && elem_index(v, vl) >= 0)
			set |= 1u << elem_index(v, vl);
	}
	return set;
}

/* ---- ODS's summaries ---- */

/* The summary of the element types in set, as the spirv dialect's
   AnyTypeOf and AnyIntOfWidths constraints give it. */
static void elements_summary(StrBuf *b, unsigned set)
{
	static const char *const aliases[E_COUNT] = {"bool", "Int8", "Int16", "Int32", "Int64",
	                                             "Float16", "Float32", "BFloat16"};
	static const char *const widths[E_COUNT] = {NULL, "8", "16", "32", "64"};
	unsigned ints = set & ((1u << E_I8) | (1u << E_I16) | (1u << E_I32) | (1u << E_I64));
	bool first = true;
	for (int i = 0; i < E_COUNT; i++) {
		if (!(set & 1u << i))
			continue;
		bool is_int = i >= E_I8 && i <= E_I64;
		if (is_int && (ints & (ints - 1))) { /* several widths: one "8/16-bit integer" */
			if ((ints & -ints) != 1u << i)
				continue;
			sb_puts(b, first ? "" : " or ");
			for (int w = i, sep = 0; w <= E_I64; w++)
				if (ints & 1u << w)
					sb_printf(b, "%s%s", sep++ ? "/" : "", widths[w]);
			sb_puts(b, "-bit integer");
		} else
			sb_printf(b, "%s%s", first ? "" : " or ", aliases[i]);
		first = false;
	}
}

/* The rank constraint of a shape: *lo to *hi, and the length of a rank-1
   tensor (0 when any). */
static void shape_bounds(const char *s, size_t n, unsigned *lo, unsigned *hi, int64_t *len)
{
	*len = 0;
	*lo = *hi = 1;
	if (*s == 't') {
		*hi = n > 1 ? (unsigned)strtoul(s + 1, NULL, 10) : 6;
	} else if (*s == 'r') {
		*lo = *hi = (unsigned)strtoul(s + 1, NULL, 10);
	} else if (*s == 'z') {
		*len = 1;
	} else if (*s == 's' && s[n - 1] != 'R' && s[n - 1] != 'O') { /* sN; sR, s2R and sO follow other values' ranks */
		*len = strtoll(s + 1, NULL, 10);
	}
}

/* The type constraint of spec sp with element types set, as ODS sums it up. */
static void constraint_summary(StrBuf *b, const SpvTosaSpec *sp, unsigned set)
{
	unsigned lo, hi;
	int64_t len;
	shape_bounds(sp->shape, sp->nshape, &lo, &hi, &len);
	if (len)
		sb_printf(b, "rank 1 tensorArm of length %lld", (long long)len);
	else
		for (unsigned k = lo; k <= hi; k++)
			sb_printf(b, "%s%uD%s", k == lo ? "" : "/", k, k == hi ? " tensorArm" : "");
	sb_puts(b, " of ");
	elements_summary(b, set);
	sb_puts(b, " values");
}

/* Does t meet spec sp with element types set? */
static bool meets(const IrType *t, const SpvTosaSpec *sp, unsigned set)
{
	const SpirvType *s = tensor_arm(t);
	if (!ranked(s))
		return false;
	unsigned lo, hi;
	int64_t len;
	shape_bounds(sp->shape, sp->nshape, &lo, &hi, &len);
	if (s->count < lo || s->count > hi || (len && spirv_tensor_dims(s)[0] != len))
		return false;
	int e = elem_of_type(s->elem);
	return e >= 0 && (set & 1u << e);
}

/* The element types spec sp allows: its own, those the alternatives give
   it, else (CONCAT's inputs, which the alternatives leave to the output)
   the result's. */
static unsigned spec_elements(const SpvTosaRule *r, const SpvTosaSpec *sp)
{
	if (sp->elem) {
		int e = elem_index(sp->elem, sp->nelem);
		return e < 0 ? 0 : 1u << e;
	}
	if (*sp->shape == 's')
		return 1u << E_I32;
	unsigned set = allowed_elements(r, sp->name, sp->nname, NULL, 0);
	if (!set) {
		SpvTosaSpec res;
		spv_tosa_spec_next(r->result, &res);
		set = allowed_elements(r, res.name, res.nname, NULL, 0);
	}
	return set;
}

/* ---- names: operand groups, results, attributes ---- */

/* The index of the operand group called name[0..n), or -1. */
static int group_index(const IrOp *op, const char *name, size_t n)
{
	const char *list = op->def->operands, *w;
	size_t len;
	for (int i = 0; (w = ir_word_next(&list, &len)); i++) {
		if (len && w[len - 1] == '*')
			len--;
		if (len == n && !memcmp(w, name, n))
			return i;
	}
	return -1;
}

/* The type of the value called name[0..n): an operand group's first value,
   the result, or a typed attribute (CLAMP's bounds); NULL if none. */
static IrType *named_type(const IrOp *op, const SpvTosaRule *r, const char *name, size_t n)
{
	int g = group_index(op, name, n);
	if (g >= 0)
		return (unsigned)g < op->noperands ? ir_op_operands(op)[g].value->type : NULL;
	SpvTosaSpec sp;
	for (const char *s = r->result; (s = spv_tosa_spec_next(s, &sp));)
		if (sp.nname == n && !memcmp(sp.name, name, n))
			return ir_op_results(op)[0].type;
	IrAttr *a = ir_op_get_attr_n(op, name, n);
	return a && (a->kind == IR_ATTR_INTEGER || a->kind == IR_ATTR_FLOAT) ? a->type : NULL;
}

/* The integers of an inherent attribute (dense elements of a rank-1
   arm.tensor, the format's `[1, 2]`); false past its end. */
static bool attr_ints(const IrAttr *a, size_t i, int64_t *v)
{
	return a && ir_dense_int_at(a, i, v);
}

static int64_t attr_count(const IrAttr *a)
{
	return a && a->kind == IR_ATTR_DENSE ? ir_type_num_elements(a->type) : -1;
}

/* An i32 attribute's value. */
static bool int_value(const IrAttr *a, int64_t *v)
{
	if (!a || a->kind != IR_ATTR_INTEGER || ir_type_bit_width(a->type) != 32)
		return false;
	*v = (int32_t)a->words[0];
	return true;
}

/* ---- the attributes' and types' constraints ---- */

static bool check_attributes(IrContext *ctx, IrOp *op, const SpvTosaRule *r)
{
	SpvTosaSpec sp;
	for (const char *s = r->operands; (s = spv_tosa_spec_next(s, &sp));) {
		IrAttr *a = ir_op_get_attr_n(op, sp.name, sp.nname);
		if (!a || group_index(op, sp.name, sp.nname) >= 0)
			continue;
		int64_t v;
		if (spv_tosa_spec_is(sp.name, sp.nname, "axis") && int_value(a, &v) && (v < 0 || v > 5))
			return vt_op_error(ctx, op,
			                   "attribute 'axis' failed to satisfy constraint: 32-bit signless integer "
			                   "attribute whose value is non-negative whose maximum value is 5");
		unsigned lo, hi;
		int64_t len;
		shape_bounds(sp.shape, sp.nshape, &lo, &hi, &len);
		if (*sp.shape == 's' && len && attr_count(a) != len) {
			char name[64];
			snprintf(name, sizeof name, "%.*s", (int)sp.nname, sp.name);
			return vt_op_error(ctx, op,
			                   "attribute '%s' failed to satisfy constraint: 32-bit signless integer elements "
			                   "attribute of shape [%L] Attr with type = spirv::TensorArmType",
			                   name, len);
		}
	}
	return true;
}

/* ODS's error for the value `what` (`operand #1`, `result #0`), of type t,
   that does not meet spec sp with element types set, itself or (in_struct)
   as each member of a struct. */
static bool type_error(IrContext *ctx, IrOp *op, const char *what, const SpvTosaSpec *sp, unsigned set, IrType *t,
                       bool in_struct)
{
	StrBuf b = {0};
	sb_puts(&b, in_struct ? "Struct with any combination of " : "");
	constraint_summary(&b, sp, set);
	sb_puts(&b, in_struct ? " values" : "");
	vt_op_error(ctx, op, "%s must be %s, but got %T", what, b.s, t);
	sb_free(&b);
	return false;
}

/* FFT2D's and RFFT2D's result: a struct of two 3D f32 tensors. */
static bool check_struct_result(IrContext *ctx, IrOp *op, const SpvTosaRule *r)
{
	IrType *t = ir_op_results(op)[0].type;
	const SpirvType *s = spirv_type(t);
	SpvTosaSpec sp;
	spv_tosa_spec_next(r->result, &sp);
	unsigned set = spec_elements(r, &sp);
	bool ok = s && s->kind == SPIRV_STRUCT && s->count == 2;
	for (unsigned i = 0; ok && i < 2; i++)
		ok = meets(spirv_struct_members(s)[i], &sp, set);
	return ok || type_error(ctx, op, "result #0", &sp, set, t, true);
}

static bool check_types(IrContext *ctx, IrOp *op, const SpvTosaRule *r)
{
	SpvTosaSpec sp = {0};
	const char *s = r->operands;
	unsigned index = 0;
	IrUse *uses = ir_op_operands(op);
	while (index < op->noperands) {
		if (!sp.variadic && !(s = spv_tosa_spec_next(s, &sp)))
			break;
		if (group_index(op, sp.name, sp.nname) < 0)
			continue;
		unsigned set = spec_elements(r, &sp);
		IrType *t = uses[index].value->type;
		if (!meets(t, &sp, set)) {
			char what[32];
			snprintf(what, sizeof what, "operand #%u", index);
			return type_error(ctx, op, what, &sp, set, t, false);
		}
		index++;
	}
	SpvTosaSpec res, second;
	const char *rest = spv_tosa_spec_next(r->result, &res);
	if (spv_tosa_spec_next(rest, &second))
		return check_struct_result(ctx, op, r);
	unsigned set = spec_elements(r, &res);
	IrType *t = ir_op_results(op)[0].type;
	return meets(t, &res, set) || type_error(ctx, op, "result #0", &res, set, t, false);
}

/* ---- the ties ---- */

/* A tie's names, `a,b,c` of [p, end), with their types. */
typedef struct {
	char name[8][32];
	IrType *type[8];
	unsigned count;
	char list[160]; /* "a, b, c", as ODS lists them */
} Names;

static void read_names(const IrOp *op, const SpvTosaRule *r, const char *p, const char *end, Names *out)
{
	size_t nl = 0;
	out->count = 0;
	out->list[0] = 0;
	while (p < end && out->count < 8) {
		const char *e = p + strcspn(p, ",>;");
		if (e > end)
			e = end;
		unsigned i = out->count++;
		snprintf(out->name[i], sizeof out->name[i], "%.*s", (int)(e - p), p);
		out->type[i] = named_type(op, r, p, (size_t)(e - p));
		nl += (size_t)snprintf(out->list + nl, sizeof out->list - nl, "%s%s", i ? ", " : "", out->name[i]);
		if (nl >= sizeof out->list)
			nl = sizeof out->list - 1;
		p = e + 1;
	}
}

/* MatchBroadcastableShapes of x and y to out, when all are ranked alike. */
static bool broadcasts(IrType *x, IrType *y, IrType *out)
{
	const SpirvType *a = tensor_arm(x), *b = tensor_arm(y), *o = tensor_arm(out);
	if (!ranked(a) || !ranked(b) || !ranked(o) || a->count != b->count || a->count != o->count)
		return true;
	for (unsigned i = 0; i < a->count; i++) {
		int64_t da = spirv_tensor_dims(a)[i], db = spirv_tensor_dims(b)[i], dout = spirv_tensor_dims(o)[i];
		if (da == IR_DYNAMIC || db == IR_DYNAMIC || dout == IR_DYNAMIC)
			continue;
		if (!(da == db || da == 1 || db == 1) || (da > db ? da : db) != dout)
			return false;
	}
	return true;
}

static int64_t axis_of(const IrOp *op)
{
	int64_t v = 0;
	return int_value(ir_op_get_attr(op, "axis"), &v) ? v : 0;
}

/* TypeConstraintImplicationOn for a's element: b's element among those the
   alternatives with a's allow. */
static bool check_implication(IrContext *ctx, IrOp *op, const SpvTosaRule *r, const Names *nm)
{
	int ea = elem_of_type(element(nm->type[0])), eb = elem_of_type(element(nm->type[1]));
	if (ea < 0 || !nm->type[1])
		return true;
	const char *a = nm->name[0];
	unsigned set = allowed_elements(r, nm->name[1], strlen(nm->name[1]), a, ea);
	if (!set || (eb >= 0 && (set & 1u << eb)))
		return true;
	StrBuf list = {0};
	for (int i = 0; i < E_COUNT; i++)
		if (set & 1u << i)
			sb_printf(&list, "%s%s", list.s ? "," : "", builtin_summaries[i]);
	vt_op_error(ctx, op, "failed to verify that if %s has type %s then %s must have a type in [%s]", a,
	            builtin_summaries[ea], nm->name[1], list.s);
	sb_free(&list);
	return false;
}

/* The value names of `key=` that the alternatives with name = element e give. */
static void values_where(const SpvTosaRule *r, const char *name, int e, const char *key, StrBuf *out)
{
	const char *a = r->types;
	for (size_t len = 0; next_alternative(&a, &len);) {
		size_t vl, kl;
		const char *v = alternative_value(a, len, name, &vl), *k;
		if (!v || elem_index(v, vl) != e || !(k = alternative_value(a, len, key, &kl)))
			continue;
		bool seen = false;
		for (const char *p = out->s; p && *p && !seen; p += strcspn(p, ",") + (p[strcspn(p, ",")] == ','))
			seen = strcspn(p, ",") == kl && !memcmp(p, k, kl);
		if (!seen)
			sb_printf(out, "%s%.*s", out->s ? "," : "", (int)kl, k);
	}
}

/* TypeImpliesAccType: the acc_type among those the alternatives with the
   input's element give. */
static bool check_acc_type(IrContext *ctx, IrOp *op, const SpvTosaRule *r, const Names *nm)
{
	int e = elem_of_type(element(nm->type[0]));
	int64_t acc = spirv_enum_attr_value(ir_op_get_attr(op, "acc_type"), "tosa_ext_acc_type");
	if (e < 0 || acc < 0 || (size_t)acc >= spirv_tosa_acc_types.n)
		return true;
	const char *name = nm->name[0];
	StrBuf accs = {0};
	values_where(r, name, e, "acc_type", &accs);
	const char *want = spirv_tosa_acc_types.values[acc].name;
	bool ok = !accs.s;
	for (const char *p = accs.s; p && *p && !ok; p += strcspn(p, ",") + (p[strcspn(p, ",")] == ','))
		ok = strcspn(p, ",") == strlen(want) && !memcmp(p, want, strlen(want));
	if (!ok)
		vt_op_error(ctx, op, "failed to verify that acc_type must be one in [%s] when type has value %s", accs.s,
		            builtin_summaries[e]);
	sb_free(&accs);
	return ok;
}

/* TableSizeConstraint: the table's length the alternative for the input's
   element gives. */
static bool check_table(IrContext *ctx, IrOp *op, const SpvTosaRule *r, const Names *nm)
{
	int e = elem_of_type(element(nm->type[0]));
	const SpirvType *t = tensor_arm(named_type(op, r, "table", 5));
	const char *name = nm->name[0];
	StrBuf size = {0};
	values_where(r, name, e, "TABLE_SIZE", &size);
	bool ok = e < 0 || !size.s || !ranked(t) || spirv_tensor_dims(t)[0] == strtoll(size.s, NULL, 10);
	if (!ok)
		vt_op_error(ctx, op, "failed to verify that table must have size %s if %s has element type %s", size.s,
		            name, builtin_summaries[e]);
	sb_free(&size);
	return ok;
}

/* One tie `kind=names` of [p, end). */
static bool check_tie(IrContext *ctx, IrOp *op, const SpvTosaRule *r, const char *p, const char *end)
{
	const char *eq = memchr(p, '=', (size_t)(end - p));
	if (!eq)
		return true;
	size_t kn = (size_t)(eq - p);
	Names nm;
	read_names(op, r, eq + 1, end, &nm);
	IrType *first = NULL;
	if (spv_tosa_spec_is(p, kn, "same") || spv_tosa_spec_is(p, kn, "elem")) {
		bool same = *p == 's', ok = true;
		for (unsigned i = 0; i < nm.count; i++) {
			IrType *t = same ? nm.type[i] : element(nm.type[i]);
			if (t && !first)
				first = t;
			else if (t)
				ok &= t == first;
		}
		return ok || vt_op_error(ctx, op, "failed to verify that all of {%s} have same %s", nm.list,
		                         same ? "type" : "element type");
	}
	if (spv_tosa_spec_is(p, kn, "rank")) {
		int rank = -1;
		bool ok = true;
		for (unsigned i = 0; i < nm.count; i++) {
			const SpirvType *s = tensor_arm(nm.type[i]);
			if (!ranked(s))
				continue;
			ok &= rank < 0 || (unsigned)rank == s->count;
			rank = (int)s->count;
		}
		return ok || vt_op_error(ctx, op, "failed to verify that all of {%s} have same rank", nm.list);
	}
	if (spv_tosa_spec_is(p, kn, "bcast"))
		return broadcasts(nm.type[0], nm.type[1], nm.type[2]) ||
		       vt_op_error(ctx, op,
		                   "failed to verify that the shape of %s and %s are compatible for broadcasting "
		                   "and the broadcast shape is equal to the %s shape",
		                   nm.name[0], nm.name[1], nm.name[2]);
	if (spv_tosa_spec_is(p, kn, "axis")) {
		const SpirvType *s = tensor_arm(nm.type[0]);
		return !ranked(s) || axis_of(op) < (int64_t)s->count ||
		       vt_op_error(ctx, op, "failed to verify that axis attribute value should be lower than rank(%s)",
		                   nm.name[0]);
	}
	if (spv_tosa_spec_is(p, kn, "argmax")) {
		const SpirvType *in = tensor_arm(nm.type[0]), *out = tensor_arm(nm.type[1]);
		return !ranked(in) || !ranked(out) || (in->count > 1 ? in->count - 1 : 1) == out->count ||
		       vt_op_error(ctx, op, "failed to verify that %s rank must be equal to max(1, rank(%s))",
		                   nm.name[1], nm.name[0]);
	}
	if (spv_tosa_spec_is(p, kn, "imply"))
		return check_implication(ctx, op, r, &nm);
	if (spv_tosa_spec_is(p, kn, "acc"))
		return check_acc_type(ctx, op, r, &nm);
	if (spv_tosa_spec_is(p, kn, "table"))
		return check_table(ctx, op, r, &nm);
	return true;
}

/* ---- the op's own checks (SPIRVTosaOps.cpp) ---- */

/* One spatial dimension of a pooling op: the output size the input's,
   kernel, stride and padding give. */
static bool check_pool_dim(IrContext *ctx, IrOp *op, int64_t in, int64_t out, const int64_t k[4], const char *dim,
                           const char *axis, const char *before, const char *after)
{
	int64_t kernel = k[0], stride = k[1], pad0 = k[2], pad1 = k[3];
	if (in == IR_DYNAMIC || stride <= 0)
		return true;
	int64_t num = in + pad0 + pad1 - kernel;
	if (num % stride)
		return vt_op_error(ctx, op,
		                   "expected input_%s + pad_%s + pad_%s - kernel_%s to be wholly divisible by stride_%s, "
		                   "got (%L + %L + %L - %L) / %L",
		                   dim, before, after, axis, axis, in, pad0, pad1, kernel, stride);
	if (out != IR_DYNAMIC && out != num / stride + 1)
		return vt_op_error(ctx, op,
		                   "failed to verify that shapes of input and output must satisfy [N,IH,IW,C] and "
		                   "[N,OH,OW,C], with OH = ((IH + pad_top + pad_bottom - kernel_y) / stride_y) + 1 and "
		                   "OW = ((IW + pad_left + pad_right - kernel_x) / stride_x) + 1");
	return true;
}

/* AVG_POOL2D's and MAX_POOL2D's output height and width. */
static bool check_pool(IrContext *ctx, IrOp *op)
{
	const SpirvType *in = tensor_arm(ir_op_operands(op)[0].value->type);
	const SpirvType *out = tensor_arm(ir_op_results(op)[0].type);
	if (!ranked(in) || !ranked(out) || in->count != 4 || out->count != 4)
		return true;
	IrAttr *kernel = ir_op_get_attr(op, "kernel"), *stride = ir_op_get_attr(op, "stride"),
	       *pad = ir_op_get_attr(op, "pad");
	int64_t y[4], x[4];
	if (!attr_ints(kernel, 0, &y[0]) || !attr_ints(stride, 0, &y[1]) || !attr_ints(pad, 0, &y[2]) ||
	    !attr_ints(pad, 1, &y[3]) || !attr_ints(kernel, 1, &x[0]) || !attr_ints(stride, 1, &x[1]) ||
	    !attr_ints(pad, 2, &x[2]) || !attr_ints(pad, 3, &x[3]))
		return true;
	const int64_t *id = spirv_tensor_dims(in), *od = spirv_tensor_dims(out);
	return check_pool_dim(ctx, op, id[1], od[1], y, "height", "y", "top", "bottom") &&
	       check_pool_dim(ctx, op, id[2], od[2], x, "width", "x", "left", "right");
}

/* SELECT: the condition and both values broadcast to the output. */
static bool check_select(IrContext *ctx, IrOp *op)
{
	const SpirvType *t[4];
	for (unsigned i = 0; i < 3; i++)
		t[i] = tensor_arm(ir_op_operands(op)[i].value->type);
	t[3] = tensor_arm(ir_op_results(op)[0].type);
	for (unsigned i = 0; i < 4; i++)
		if (!ranked(t[i]) || t[i]->count != t[0]->count)
			return true; /* the ranks are AllRanksMatch's */
	for (unsigned d = 0; d < t[0]->count; d++) {
		int64_t c = spirv_tensor_dims(t[0])[d], a = spirv_tensor_dims(t[1])[d], b = spirv_tensor_dims(t[2])[d],
			o = spirv_tensor_dims(t[3])[d];
		if (c == IR_DYNAMIC || a == IR_DYNAMIC || b == IR_DYNAMIC || o == IR_DYNAMIC)
			continue;
		if (!(c == a || c == 1 || a == 1) || !(c == b || c == 1 || b == 1) || !(a == b || a == 1 || b == 1))
			return vt_op_error(ctx, op,
			                   "failed to verify that the shape of inputs: condition, true_value, and false_value "
			                   "are compatible for broadcasting");
		int64_t m = c > a ? c : a;
		if ((m > b ? m : b) != o)
			return vt_op_error(ctx, op,
			                   "failed to verify that the broadcast shape of inputs: condition, true_value, and "
			                   "false_value is equal to the output shape");
	}
	return true;
}

/* The rule's ties in order: the traits (`kind=names`), or with own the
   op's own checks (`pool`, `select`), which MLIR runs after the traits. */
static bool check_ties(IrContext *ctx, IrOp *op, const SpvTosaRule *r, bool own)
{
	for (const char *p = r->ties; *p;) {
		size_t n = strcspn(p, ";");
		bool ok = true;
		if (!own && memchr(p, '=', n))
			ok = check_tie(ctx, op, r, p, p + n);
		else if (own && spv_tosa_spec_is(p, n, "pool"))
			ok = check_pool(ctx, op);
		else if (own && spv_tosa_spec_is(p, n, "select"))
			ok = check_select(ctx, op);
		if (!ok)
			return false;
		p += n + (p[n] == ';');
	}
	return true;
}

bool spirv_verify_tosa(IrContext *ctx, IrOp *op)
{
	IrAttr *props = op->props && op->props->kind == IR_ATTR_DICT ? op->props : NULL;
	for (unsigned i = 0; props && i < props->dict.n; i++) {
		StrBuf msg = {0};
		bool bad = spirv_enum_attr_kept_as_text(ctx, props->dict.entries[i].value, &msg);
		if (bad)
			ir_diag_op(ctx, IR_DIAG_ERROR, op, "%s", msg.s);
		sb_free(&msg);
		if (bad)
			return false;
	}
	const SpvTosaRule *r = op->def->facts;
	return check_attributes(ctx, op, r) && check_types(ctx, op, r) && check_ties(ctx, op, r, false) &&
	       spirv_verify_in_graph(ctx, op) && check_ties(ctx, op, r, true);
}

/* ---- IrDialect.check_op ---- */

/* Is name[0..n) one of the words of list (a trailing `*` aside)? */
static bool word_in(const char *list, const char *name, size_t n)
{
	const char *w;
	size_t len;
	while (list && (w = ir_word_next(&list, &len)))
		if ((len == n || (len == n + 1 && w[n] == '*')) && !memcmp(w, name, n))
			return true;
	return false;
}

/* Is name[0..n) an entry of the rule's operand or result list? */
static bool in_specs(const char *specs, const char *name, size_t n)
{
	SpvTosaSpec sp;
	for (const char *s = specs; (s = spv_tosa_spec_next(s, &sp));)
		if (sp.nname == n && !memcmp(sp.name, name, n))
			return true;
	return false;
}

/* Every spirv.Tosa op's operand groups and attributes are entries of its
   rule (so that the op points at the right row), and every name its ties
   give is an operand group, a result or an attribute of the op. */
void spirv_check_op(const IrOpDef *def, StrBuf *out, unsigned *problems)
{
	if (def->verify != spirv_verify_tosa)
		return;
	const SpvTosaRule *r = def->facts;
	const char *lists[2] = {def->operands, def->inherent}, *w;
	size_t len;
	for (int k = 0; k < 2; k++)
		for (const char *l = lists[k]; l && (w = ir_word_next(&l, &len));)
			if (!in_specs(r->operands, w, len - (w[len - 1] == '*'))) {
				sb_printf(out, "%s: '%.*s' is not an operand of TOSA %s\n", def->name, (int)len, w, r->name);
				++*problems;
			}
	static const char *const kinds[] = {"same", "elem", "rank", "bcast", "axis", "argmax", "imply", "acc", "table"};
	for (const char *p = r->ties; *p;) {
		size_t n = strcspn(p, ";"), kn = strcspn(p, "=;");
		bool known = kn == n && (spv_tosa_spec_is(p, n, "pool") || spv_tosa_spec_is(p, n, "select"));
		for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
			known |= kn < n && spv_tosa_spec_is(p, kn, kinds[i]);
		if (!known) {
			sb_printf(out, "%s: unknown tie '%.*s'\n", def->name, (int)n, p);
			++*problems;
		}
		for (const char *a = p + kn + 1; kn < n && a < p + n;) {
			size_t an = strcspn(a, ",>;");
			if (!word_in(def->operands, a, an) && !word_in(def->inherent, a, an) && !in_specs(r->result, a, an)) {
				sb_printf(out, "%s: tie names '%.*s', no value of the op\n", def->name, (int)an, a);
				++*problems;
			}
			a += an + 1;
		}
		p += n + (p[n] == ';');
	}
}
