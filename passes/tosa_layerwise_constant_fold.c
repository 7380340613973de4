/* tosa_layerwise_constant_fold.c: tosa-layerwise-constant-fold, as MLIR
   22's TosaLayerwiseConstantFoldPass: constant operands of tosa.transpose,
   tosa.reciprocal and the integer reductions are computed into a new
   tosa.const, with MLIR's limits (the constant's one use, a splat, or
   aggressive-reduce-constant for reductions), together with every TOSA
   op's canonicalization patterns, applied by the greedy driver (which also
   folds every op it visits). */
#include <assert.h>

#include "internal.h"
#include "../ir/dialect.h"
#include "../ir/pattern.h"
#include "../ir/apnum.h"

/* aggressive-reduce-constant of the run in progress on this thread
   (patterns take no user pointer; threads run the pass on sibling
   functions at once) */
static _Thread_local bool aggressive;

static IrValue *input(const IrOp *op)
{
	return ir_op_operand(op, 0);
}

/* op replaced by a tosa.const of value, typed as value */
static void replace_with_const(IrRewriter *rw, IrOp *op, IrAttr *value)
{
	const IrDialect *tosa = ir_dialect_find("tosa", 4);
	ir_rewriter_set_insertion_before(rw, op);
	IrOp *c = ir_rewriter_insert(rw, tosa->materialize_constant(rw->ctx, value, ir_attr_type_of(value), ir_op_loc(rw->ctx, op)));
	ir_rewriter_replace_op_with(rw, op, ir_op_results(c));
}

/* The number of uses of v (MLIR's users, one per use). */
static unsigned count_uses(const IrValue *v)
{
	unsigned n = 0;
	for (const IrUse *u = ir_value_uses(v); u; u = ir_use_next(u))
		n++;
	return n;
}

/* Element i of dense a, each eb bytes (a splat repeats its one). */
static const unsigned char *elem_at(const IrAttr *a, size_t eb, size_t i)
{
	return ir_dense_data(a) + (a->dense.splat ? 0 : i * eb);
}

/* ---- transpose ---- */

/* Whether MLIR transposes raw values of elem: integers stored in 1, 2, 4
   or 8 bytes, index, any float. */
static bool transposable(const IrType *elem)
{
	if (elem->kind == IR_TYPE_FLOAT || elem->kind == IR_TYPE_INDEX)
		return true;
	if (elem->kind != IR_TYPE_INTEGER)
		return false;
	size_t eb = ir_dense_elem_bytes(elem);
	return eb == 1 || eb == 2 || eb == 4 || eb == 8;
}

/* The elements of dense_resource a of type in, read from its blob, as
   MLIR's transpose reads them: integers of 8, 16, 32 or 64 bits and f32,
   a blob of one element being a splat; NULL otherwise (a blob of another
   size, or none). */
static IrAttr *resource_elements(IrContext *ctx, const IrAttr *a, IrType *in)
{
	const IrType *elem = in->shaped.elem;
	unsigned w = elem->kind == IR_TYPE_INTEGER ? elem->integer.width : 0;
	bool f32 = elem->kind == IR_TYPE_FLOAT && elem->fkind == IR_F32;
	if (!f32 && w != 8 && w != 16 && w != 32 && w != 64)
		return NULL;
	int64_t n = ir_type_num_elements(in);
	size_t eb = ir_dense_elem_bytes(elem), nbytes;
	unsigned char *data = n < 0 ? NULL : ir_context_blob(ctx, a->resource, &nbytes);
	if (!data)
		return NULL;
	IrAttr *values = NULL;
	if (nbytes == eb || nbytes == eb * (size_t)n)
		values = ir_attr_dense(ctx, in, nbytes == eb, data, nbytes);
	free(data);
	return values;
}

/* MLIR's TosaFoldConstantTranspose: a constant transposed, when the
   transpose is the only user of the op defining it. */
static bool fold_transpose(IrRewriter *rw, IrOp *op)
{
	IrType *out = ir_value_type(&ir_op_results(op)[0]), *in = ir_value_type(input(op));
	IrAttr *values = ir_value_constant(rw->ctx, input(op));
	if (values && values->kind == IR_ATTR_DENSE_RESOURCE && in->kind == IR_TYPE_TENSOR)
		values = resource_elements(rw->ctx, values, in);
	IrAttr *perms = ir_op_get_attr(op, "perms");
	if (out->kind != IR_TYPE_TENSOR || in->kind != IR_TYPE_TENSOR || !values || values->kind != IR_ATTR_DENSE ||
	    !transposable(out->shaped.elem) || count_uses(input(op)) != 1 || !perms ||
	    perms->kind != IR_ATTR_DENSE_ARRAY || perms->darray.n != in->shaped.rank ||
	    ir_type_num_elements(out) < 0 || ir_type_num_elements(in) != ir_type_num_elements(out))
		return false;
	unsigned rank = in->shaped.rank;
	size_t eb = ir_dense_elem_bytes(out->shaped.elem), n = (size_t)ir_type_num_elements(out);
	/* the output stride of each input dimension */
	int64_t *stride = xmalloc((rank + 1) * sizeof *stride), step = 1;
	for (unsigned d = rank; d-- > 0;) {
		int64_t p = (int64_t)perms->darray.elems[d];
		if (p < 0 || p >= (int64_t)rank) {
			free(stride);
			return false;
		}
		stride[p] = step;
		step *= out->shaped.dims[d];
	}
	unsigned char *data = xmalloc(n * eb + 1);
	for (size_t i = 0; i < n; i++) {
		size_t at = 0, rest = i;
		for (unsigned d = rank; d-- > 0;) {
			at += (size_t)stride[d] * (rest % (size_t)in->shaped.dims[d]);
			rest /= (size_t)in->shaped.dims[d];
		}
		memcpy(data + at * eb, elem_at(values, eb, i), eb);
	}
	IrAttr *result = ir_attr_dense(rw->ctx, out, false, data, n * eb);
	free(data);
	free(stride);
	replace_with_const(rw, op, result);
	return true;
}

/* ---- reciprocal ---- */

/* 1 / x in x's float kind, rounded to nearest even; false for the kinds
   wider than f64, whose quotient a double does not hold. */
static bool reciprocal_of(IrFloatKind k, const unsigned char *p, size_t eb, unsigned char *out)
{
	if (k == IR_F32) {
		float f;
		memcpy(&f, p, 4);
		f = 1.0f / f;
		memcpy(out, &f, 4);
		return true;
	}
	if (apfloat_width(k) > 64)
		return false;
	ApBits x = {0, 0};
	memcpy(&x.lo, p, eb);
	/* a double holds every quotient of the narrower kinds closely enough
	   that rounding it again gives the correctly rounded one */
	ApBits r = apfloat_from_double(k, 1.0 / apfloat_to_double(k, x));
	memcpy(out, &r.lo, eb);
	return true;
}

/* MLIR's TosaFoldConstantReciprocal: the reciprocal of a float tosa.const,
   when it is a splat or the reciprocal its one use. */
static bool fold_reciprocal(IrRewriter *rw, IrOp *op)
{
	IrValue *in = input(op);
	IrOp *def = ir_value_def(in);
	IrAttr *values = ir_value_constant(rw->ctx, in);
	if (!ir_type_is_shaped(ir_value_type(in)) || ir_value_type(in)->shaped.elem->kind != IR_TYPE_FLOAT || !values ||
	    values->kind != IR_ATTR_DENSE || strcmp(ir_op_name(def)->s, "tosa.const") ||
	    (!values->dense.splat && count_uses(in) != 1))
		return false;
	IrType *elem = ir_attr_type_of(values)->shaped.elem;
	size_t eb = ir_dense_elem_bytes(elem), n = values->dense.nbytes / eb;
	unsigned char *data = xmalloc(values->dense.nbytes + 1);
	bool ok = true;
	for (size_t i = 0; ok && i < n; i++)
		ok = reciprocal_of(elem->fkind, ir_dense_data(values) + i * eb, eb, data + i * eb);
	IrAttr *result = ok ? ir_attr_dense(rw->ctx, ir_attr_type_of(values), values->dense.splat, data, values->dense.nbytes) : NULL;
	free(data);
	if (ok)
		replace_with_const(rw, op, result);
	return ok;
}

/* ---- reductions ---- */

typedef int64_t (*Combine)(int64_t a, int64_t b);

static int64_t combine_sum(int64_t a, int64_t b) { return (int64_t)((uint64_t)a + (uint64_t)b); }
static int64_t combine_prod(int64_t a, int64_t b) { return (int64_t)((uint64_t)a * (uint64_t)b); }
static int64_t combine_max(int64_t a, int64_t b) { return a >= b ? a : b; }
static int64_t combine_min(int64_t a, int64_t b) { return a <= b ? a : b; }
static int64_t combine_all(int64_t a, int64_t b) { return a & b; }
static int64_t combine_any(int64_t a, int64_t b) { return a | b; }

static const struct {
	const char *op;
	Combine combine;
} reductions[] = {
	{"tosa.reduce_all", combine_all}, {"tosa.reduce_any", combine_any},   {"tosa.reduce_max", combine_max},
	{"tosa.reduce_min", combine_min}, {"tosa.reduce_product", combine_prod}, {"tosa.reduce_sum", combine_sum},
};

/* Element at of dense integers a of elem, sign-extended. */
static int64_t int_at(const IrAttr *a, const IrType *elem, size_t at)
{
	size_t eb = ir_dense_elem_bytes(elem);
	uint64_t v = 0;
	memcpy(&v, elem_at(a, eb, at), eb);
	unsigned w = elem->integer.width;
	if (w < 64 && (v >> (w - 1) & 1))
		v |= ~0ull << w;
	return (int64_t)v;
}

/* MLIR's ReduceConstantOptimization: a reduction of integers of a
   tosa.const along its axis, when it is the constant's one use or
   aggressive-reduce-constant is set; integers of at most 64 bits. */
static bool fold_reduce(IrRewriter *rw, IrOp *op)
{
	Combine combine = NULL;
	for (size_t i = 0; i < sizeof reductions / sizeof *reductions; i++)
		if (!strcmp(ir_op_name(op)->s, reductions[i].op))
			combine = reductions[i].combine;
	IrValue *in = input(op);
	IrOp *def = ir_value_def(in);
	IrType *out = ir_value_type(&ir_op_results(op)[0]);
	IrAttr *values = def && !strcmp(ir_op_name(def)->s, "tosa.const") ? ir_op_get_attr(def, "values") : NULL;
	IrAttr *axis_attr = ir_op_get_attr(op, "axis");
	if (!combine || !values || (count_uses(in) != 1 && !aggressive) || out->kind != IR_TYPE_TENSOR ||
	    ir_type_num_elements(out) < 0 || values->kind != IR_ATTR_DENSE || ir_attr_type_of(values)->kind != IR_TYPE_TENSOR ||
	    !axis_attr || axis_attr->kind != IR_ATTR_INTEGER)
		return false;
	IrType *elem = ir_attr_type_of(values)->shaped.elem;
	const IrType *shape = ir_attr_type_of(values);
	int64_t axis = (int64_t)axis_attr->words[0];
	if (elem->kind != IR_TYPE_INTEGER || elem->integer.width > 64 || axis < 0 || axis >= (int64_t)shape->shaped.rank ||
	    out->shaped.elem->kind != IR_TYPE_INTEGER || ir_dense_elem_bytes(out->shaped.elem) != ir_dense_elem_bytes(elem))
		return false;
	/* the input as outer x len x inner around the axis */
	int64_t len = shape->shaped.dims[axis], inner = 1;
	for (unsigned d = (unsigned)axis + 1; d < shape->shaped.rank; d++)
		inner *= shape->shaped.dims[d];
	size_t n = (size_t)ir_type_num_elements(out), eb = ir_dense_elem_bytes(elem);
	if (len <= 0 || inner <= 0 || n * (size_t)len != (size_t)ir_type_num_elements(shape))
		return false;
	unsigned char *data = xmalloc(n * eb + 1);
	uint64_t mask = elem->integer.width >= 64 ? ~0ull : (1ull << elem->integer.width) - 1;
	for (size_t i = 0; i < n; i++) {
		size_t first = i / (size_t)inner * (size_t)(len * inner) + i % (size_t)inner;
		int64_t acc = int_at(values, elem, first);
		for (int64_t k = 1; k < len; k++)
			acc = combine(acc, int_at(values, elem, first + (size_t)(k * inner)));
		uint64_t bits = (uint64_t)acc & mask;
		memcpy(data + i * eb, &bits, eb);
	}
	IrAttr *result = ir_attr_dense(rw->ctx, out, false, data, n * eb);
	free(data);
	replace_with_const(rw, op, result);
	return true;
}

/* ---- the pass's pattern set ---- */

static const IrPattern transpose_patterns[] = {{"TosaFoldConstantTranspose", 1, fold_transpose}, {0}};
static const IrPattern reciprocal_patterns[] = {{"TosaFoldConstantReciprocal", 1, fold_reciprocal}, {0}};
static const IrPattern reduce_patterns[] = {{"ReduceConstantOptimization", 1, fold_reduce}, {0}};

static const IrPattern *own_patterns(const char *name)
{
	if (!strcmp(name, "tosa.transpose"))
		return transpose_patterns;
	if (!strcmp(name, "tosa.reciprocal"))
		return reciprocal_patterns;
	for (size_t i = 0; i < sizeof reductions / sizeof *reductions; i++)
		if (!strcmp(name, reductions[i].op))
			return reduce_patterns;
	return NULL;
}

/* The pass's patterns of def followed by its canonicalization patterns (MLIR
   adds them in that order), built once per definition and kept.  Only TOSA's
   canonicalization patterns take part, as in MLIR's pass; other ops are
   only folded. */
static const IrPattern *patterns_of(const IrOpDef *def)
{
	if (strncmp(def->name, "tosa.", 5))
		return NULL;
	static struct {
		const IrOpDef *def;
		IrPattern *list;
	} merged[8];
	static pthread_mutex_t merging = PTHREAD_MUTEX_INITIALIZER; /* threads share the lists */
	const IrPattern *own = own_patterns(def->name);
	if (!own || !def->patterns)
		return own ? own : def->patterns;
	pthread_mutex_lock(&merging);
	unsigned slot = 0;
	while (slot < 8 && merged[slot].def && merged[slot].def != def)
		slot++;
	assert(slot < 8); /* one slot for each op of own_patterns */
	if (!merged[slot].def) {
		size_t n = 0, m = 0;
		while (def->patterns[m].match_and_rewrite)
			m++;
		IrPattern *list = xmalloc((m + 2) * sizeof *list);
		list[n++] = own[0];
		memcpy(list + n, def->patterns, (m + 1) * sizeof *list);
		merged[slot].def = def;
		merged[slot].list = list;
	}
	IrPattern *list = merged[slot].list;
	pthread_mutex_unlock(&merging);
	return list;
}

static bool run(PassRun *r, IrOp *op)
{
	aggressive = pass_option_bool(r, "aggressive-reduce-constant");
	IrGreedyConfig cfg = ir_greedy_config_default();
	cfg.patterns_of = patterns_of;
	ir_apply_patterns_greedily(r->ctx, op, &cfg, NULL);
	return true;
}

static const PassOptionDef options[] = {
	{"aggressive-reduce-constant", PASS_OPT_BOOL, "false",
	 "Always perform the reduce constant optimizationMay add more tosa.const but would reduce runtime calculations",
	 NULL, NULL},
	{NULL, 0, NULL, NULL, NULL, NULL},
};

const PassDef pass_tosa_layerwise_constant_fold = {
	.arg = "tosa-layerwise-constant-fold",
	.name = "TosaLayerwiseConstantFoldPass",
	.summary = "Fold layerwise operations on constant tensors",
	.anchor = "func.func",
	.options = options,
	.run = run,
	.op_local = true,
};
