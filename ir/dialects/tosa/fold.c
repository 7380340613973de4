/* fold.c: the TOSA dialect's folders (IrOpDef.fold) and its constants
   (IrDialect.materialize_constant), as MLIR 22's TosaCanonicalizations.cpp
   folds them: constants fold to their values, and ops that leave their
   input as it is (adding zero, multiplying by one, casts, reshapes,
   slices, pads, tiles, resizes and transposes that change nothing,
   reductions and reverses over a dimension of one, negate of negate,
   abs of abs, selects without broadcast of one value or by a splat
   condition) fold to it; splats are reshaped, sliced and transposed, and
   argmax over a dimension of one is zeros. Arithmetic on splats is in
   fold_const.c. */
#include <math.h>

#include "tosa.h"

static IrValue *operand(const IrOp *op, unsigned i)
{
	return ir_op_operand(op, i);
}

static IrType *result_type(const IrOp *op)
{
	return ir_value_type(&ir_op_results(op)[0]);
}

static bool named(const IrOp *op, const char *name)
{
	return !strcmp(ir_op_name(op)->s + 5, name);
}

static IrFoldStatus to_value(IrFoldResult *res, IrValue *v)
{
	res->value = v;
	return IR_FOLD_RESULTS;
}

static IrFoldStatus to_attr(IrFoldResult *res, IrAttr *a)
{
	if (!a)
		return IR_FOLD_FAILED;
	res->attr = a;
	return IR_FOLD_RESULTS;
}

/* tosa.const and tosa.const_shape: their values */
IrFoldStatus tosa_fold_values(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	(void)ctx, (void)c;
	return to_attr(res, ir_op_get_attr(op, "values"));
}

static bool is_ranked(const IrType *t)
{
	return t->kind == IR_TYPE_TENSOR;
}

static bool is_static(const IrType *t)
{
	return is_ranked(t) && ir_type_num_elements(t) >= 0;
}

/* The splat element of dense a of element type elem, NULL if a is not a
   splat of an integer or float. */
static const unsigned char *splat_of(const IrAttr *a, const IrType *elem)
{
	if (!a || a->kind != IR_ATTR_DENSE || !a->dense.splat)
		return NULL;
	return elem->kind == IR_TYPE_INTEGER || elem->kind == IR_TYPE_FLOAT ? ir_dense_data(a) : NULL;
}

uint64_t tosa_elem_bits(const unsigned char *p, const IrType *elem)
{
	uint64_t v = 0;
	size_t eb = ir_dense_elem_bytes(elem);
	for (size_t k = 0; k < eb && k < 8; k++)
		v |= (uint64_t)p[k] << (8 * k);
	unsigned w = ir_type_bit_width(elem);
	return w >= 64 ? v : v & ((1ull << w) - 1);
}

int64_t tosa_elem_sext(const unsigned char *p, const IrType *elem)
{
	unsigned w = ir_type_bit_width(elem);
	uint64_t v = tosa_elem_bits(p, elem);
	if (w && w < 64 && (v >> (w - 1) & 1))
		v |= ~0ull << w;
	return (int64_t)v;
}

/* MLIR's isSplatZero (a float zero of either sign) */
static bool is_splat_zero(const IrAttr *a, const IrType *elem)
{
	const unsigned char *p = splat_of(a, elem);
	if (!p || ir_type_bit_width(elem) > 64)
		return false;
	uint64_t v = tosa_elem_bits(p, elem);
	if (elem->kind == IR_TYPE_FLOAT)
		v &= ~(1ull << (ir_type_bit_width(elem) - 1));
	return v == 0;
}

/* MLIR's isSplatOne: 1.0, or the integer 1 << shift */
static bool is_splat_one(const IrAttr *a, const IrType *elem, int64_t shift)
{
	const unsigned char *p = splat_of(a, elem);
	if (!p || ir_type_bit_width(elem) > 64)
		return false;
	if (elem->kind == IR_TYPE_FLOAT)
		return apfloat_to_double(elem->fkind, (ApBits){tosa_elem_bits(p, elem), 0}) == 1.0;
	return shift >= 0 && shift < 63 && tosa_elem_sext(p, elem) == (int64_t)1 << shift;
}

/* add: x + 0 and 0 + x; sub: x - 0 (the types unchanged) */
static IrFoldStatus fold_add_sub(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrType *lt = ir_value_type(operand(op, 0)), *rt = ir_value_type(operand(op, 1)), *t = result_type(op);
	if (!is_ranked(lt) || !is_ranked(rt) || !is_ranked(t))
		return IR_FOLD_FAILED;
	if (lt == t && is_splat_zero(c[1], t->shaped.elem))
		return to_value(res, operand(op, 0));
	if (named(op, "add") && rt == t && is_splat_zero(c[0], t->shaped.elem))
		return to_value(res, operand(op, 1));
	return tosa_fold_binary_constants(ctx, op, c, res);
}

/* A splat constant reshaped to the static type t. */
IrAttr *tosa_resize_splat(IrContext *ctx, const IrAttr *a, IrType *t)
{
	return ir_attr_dense(ctx, t, true, ir_dense_data(a), ir_dense_elem_bytes(t->shaped.elem));
}

/* mul: x * 1 is x, x * 0 is 0 (i32 with its shift, which must be known) */
static IrFoldStatus fold_mul(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrType *lt = ir_value_type(operand(op, 0)), *rt = ir_value_type(operand(op, 1)), *t = result_type(op);
	if (!is_ranked(lt) || !is_ranked(rt) || !is_ranked(t))
		return IR_FOLD_FAILED;
	IrType *elem = t->shaped.elem;
	int64_t shift = 0;
	if (elem->kind == IR_TYPE_INTEGER && elem->integer.width == 32 && op->noperands > 2) {
		const unsigned char *p = c[2] && c[2]->kind == IR_ATTR_DENSE ? ir_dense_data(c[2]) : NULL;
		if (!p)
			return IR_FOLD_FAILED;
		shift = tosa_elem_sext(p, ir_attr_type_of(c[2])->shaped.elem);
	}
	for (unsigned i = 0; i < 2; i++) { /* the constant on the left first */
		if (ir_value_type(operand(op, 1 - i)) != t)
			continue;
		if (is_splat_zero(c[i], elem) && is_static(t))
			return to_attr(res, tosa_resize_splat(ctx, c[i], t));
		if (is_splat_one(c[i], elem, shift))
			return to_value(res, operand(op, 1 - i));
	}
	return to_attr(res, tosa_fold_mul_constants(ctx, c[0], c[1], t, shift));
}

/* reduce_*: over a dimension of one (or a scalar), with the type unchanged */
static IrFoldStatus fold_reduce(IrOp *op, IrFoldResult *res)
{
	IrType *t = ir_value_type(operand(op, 0));
	IrAttr *axis = ir_op_get_attr(op, "axis");
	if (!is_ranked(t) || t != result_type(op) || !axis || axis->kind != IR_ATTR_INTEGER)
		return IR_FOLD_FAILED;
	int64_t a = (int64_t)axis->words[0];
	if (t->shaped.rank == 0 || (a >= 0 && a < (int64_t)t->shaped.rank && t->shaped.dims[a] == 1))
		return to_value(res, operand(op, 0));
	return IR_FOLD_FAILED;
}

/* A constant reshaped by a reshape of result type t: a splat always, other
   values only when the reshape is their one use and its shape is known
   (they are not duplicated). */
static IrFoldStatus fold_reshape_constant(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrAttr *a = c[0];
	IrType *t = result_type(op);
	if (!a || a->kind != IR_ATTR_DENSE || !is_static(t) || !ir_type_is_shaped(ir_attr_type_of(a)))
		return IR_FOLD_FAILED;
	if (a->dense.splat)
		return to_attr(res, tosa_resize_splat(ctx, a, t));
	IrValue *in = operand(op, 0);
	const IrAttr *shape = op->noperands > 1 ? c[1] : NULL;
	if (!ir_value_uses(in) || ir_value_uses(in)->next || !shape || shape->kind != IR_ATTR_DENSE || shape->dense.splat ||
	    ir_type_num_elements(t) != ir_type_num_elements(ir_attr_type_of(a)))
		return IR_FOLD_FAILED;
	/* the shape's values are t's dimensions (the verifier holds to it) */
	IrType *reshaped = ir_type_tensor(ctx, t->shaped.rank, t->shaped.dims, ir_attr_type_of(a)->shaped.elem, NULL);
	return to_attr(res, ir_attr_dense_retyped(ctx, reshaped, a));
}

/* reshape: to its own type (with at most one dynamic dimension); of a
   reshape, the inner one's input; of a constant, the constant reshaped */
static IrFoldStatus fold_reshape(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrType *in = ir_value_type(operand(op, 0)), *t = result_type(op);
	if (!is_ranked(in) || !is_ranked(t))
		return IR_FOLD_FAILED;
	unsigned dynamic = 0;
	for (unsigned i = 0; i < in->shaped.rank; i++)
		dynamic += in->shaped.dims[i] < 0;
	if (in == t && dynamic < 2)
		return to_value(res, operand(op, 0));
	IrOp *inner = ir_value_def(operand(op, 0));
	if (inner && !strcmp(ir_op_name(inner)->s, "tosa.reshape")) {
		ir_op_set_operand(op, 0, operand(inner, 0));
		return IR_FOLD_IN_PLACE;
	}
	IrType *elem = in->shaped.elem;
	if (elem->kind != IR_TYPE_INTEGER && elem->kind != IR_TYPE_INDEX && elem->kind != IR_TYPE_FLOAT)
		return IR_FOLD_FAILED;
	return fold_reshape_constant(ctx, op, c, res);
}

/* Are all the values of the constant a (integers) v? */
static bool all_ints(const IrAttr *a, int64_t v)
{
	if (!a || a->kind != IR_ATTR_DENSE || !ir_type_is_shaped(ir_attr_type_of(a)))
		return false;
	IrType *elem = ir_attr_type_of(a)->shaped.elem;
	size_t eb = ir_dense_elem_bytes(elem), n = a->dense.splat ? 1 : a->dense.nbytes / eb;
	for (size_t i = 0; i < n; i++)
		if (tosa_elem_sext(ir_dense_data(a) + i * eb, elem) != v)
			return false;
	return true;
}

/* transpose: of a splat of its element type, the splat reshaped; by the
   identity permutation, its input */
static IrFoldStatus fold_transpose(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrType *t = result_type(op);
	if (c[0] && c[0]->kind == IR_ATTR_DENSE && c[0]->dense.splat && is_static(t) &&
	    ir_attr_type_of(c[0])->shaped.elem == t->shaped.elem)
		return to_attr(res, tosa_resize_splat(ctx, c[0], t));
	IrAttr *perms = ir_op_get_attr(op, "perms");
	if (!perms || perms->kind != IR_ATTR_DENSE_ARRAY)
		return IR_FOLD_FAILED;
	for (unsigned i = 0; i < perms->darray.n; i++)
		if (perms->darray.elems[i] != i)
			return IR_FOLD_FAILED;
	return to_value(res, operand(op, 0));
}

/* The n ints of the constant a (a tosa.const_shape's values); false when
   a is not n integers. */
static bool const_ints(const IrAttr *a, int64_t *vals, unsigned n)
{
	if (!a || a->kind != IR_ATTR_DENSE || !ir_type_is_shaped(ir_attr_type_of(a)) || ir_type_num_elements(ir_attr_type_of(a)) != n)
		return false;
	for (unsigned i = 0; i < n; i++)
		if (!ir_dense_int_at(a, i, &vals[i]))
			return false;
	return true;
}

/* argmax along a dimension of one: zeros */
static IrFoldStatus fold_argmax(IrContext *ctx, IrOp *op, IrFoldResult *res)
{
	IrType *in = ir_value_type(operand(op, 0)), *t = result_type(op);
	IrAttr *axis = ir_op_get_attr(op, "axis");
	if (!is_static(in) || !is_static(t) || !axis || axis->kind != IR_ATTR_INTEGER ||
	    t->shaped.elem->kind != IR_TYPE_INTEGER)
		return IR_FOLD_FAILED;
	int64_t a = (int32_t)axis->words[0];
	if (a < 0 || a >= (int64_t)in->shaped.rank || in->shaped.dims[a] != 1)
		return IR_FOLD_FAILED;
	static const unsigned char zero[8];
	return to_attr(res, ir_attr_dense(ctx, t, true, zero, ir_dense_elem_bytes(t->shaped.elem)));
}

/* resize by a unit scale, without offset or border, to its own type */
static IrFoldStatus fold_resize(IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	int64_t scale[4], offset[2], border[2];
	if (op->noperands < 4 || !const_ints(c[1], scale, 4) || !const_ints(c[2], offset, 2) ||
	    !const_ints(c[3], border, 2))
		return IR_FOLD_FAILED;
	if (scale[0] != scale[1] || scale[2] != scale[3] || offset[0] || offset[1] || border[0] || border[1])
		return IR_FOLD_FAILED;
	return ir_value_type(operand(op, 0)) == result_type(op) ? to_value(res, operand(op, 0)) : IR_FOLD_FAILED;
}

/* reverse: of a splat, the splat; along a dimension of one, its input */
static IrFoldStatus fold_reverse(IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	if (c[0] && c[0]->kind == IR_ATTR_DENSE && c[0]->dense.splat)
		return to_attr(res, c[0]);
	IrType *t = ir_value_type(operand(op, 0));
	IrAttr *axis = ir_op_get_attr(op, "axis");
	if (!is_ranked(t) || !axis || axis->kind != IR_ATTR_INTEGER)
		return IR_FOLD_FAILED;
	int64_t a = (int32_t)axis->words[0];
	if (t->shaped.rank == 0 || (a >= 0 && a < (int64_t)t->shaped.rank && t->shaped.dims[a] == 1))
		return to_value(res, operand(op, 0));
	return IR_FOLD_FAILED;
}

static bool int_index_or_float(const IrType *elem)
{
	return elem->kind == IR_TYPE_INTEGER || elem->kind == IR_TYPE_INDEX || elem->kind == IR_TYPE_FLOAT;
}

/* slice: of all its input, the input; of a splat, the splat; one element
   of a constant, a splat of it */
static IrFoldStatus fold_slice(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrType *in = ir_value_type(operand(op, 0)), *t = result_type(op);
	if (!is_ranked(in) || !is_ranked(t))
		return IR_FOLD_FAILED;
	if (in == t && is_static(t))
		return to_value(res, operand(op, 0));
	const IrAttr *a = c[0];
	if (!a || a->kind != IR_ATTR_DENSE || !int_index_or_float(in->shaped.elem) || !int_index_or_float(t->shaped.elem))
		return IR_FOLD_FAILED;
	if (a->dense.splat && is_static(t))
		return to_attr(res, tosa_resize_splat(ctx, a, t));
	unsigned rank = in->shaped.rank;
	int64_t start[64];
	if (op->noperands < 2 || !is_static(in) || !is_static(t) || ir_type_num_elements(t) != 1 || rank > 64 || !const_ints(c[1], start, rank))
		return IR_FOLD_FAILED;
	int64_t index = 0;
	for (unsigned i = 0; i < rank; i++) {
		if (start[i] < 0 || start[i] >= in->shaped.dims[i])
			return IR_FOLD_FAILED;
		index = index * in->shaped.dims[i] + start[i];
	}
	size_t eb = ir_dense_elem_bytes(ir_attr_type_of(a)->shaped.elem);
	if ((size_t)(index + 1) * eb > a->dense.nbytes)
		return IR_FOLD_FAILED;
	return to_attr(res, ir_attr_dense(ctx, t, true, ir_dense_data(a) + index * eb, eb));
}

/* select, when no operand is broadcast: of one value, it; by a splat
   condition, the value it chooses */
static IrFoldStatus fold_select(IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrType *t0 = ir_value_type(operand(op, 0));
	for (unsigned i = 0; i < op->noperands; i++) {
		IrType *t = ir_value_type(operand(op, i));
		if (!is_static(t) || t->shaped.rank != t0->shaped.rank ||
		    memcmp(t->shaped.dims, t0->shaped.dims, t0->shaped.rank * sizeof *t0->shaped.dims))
			return IR_FOLD_FAILED;
	}
	if (operand(op, 1) == operand(op, 2))
		return to_value(res, operand(op, 1));
	const IrAttr *p = c[0];
	if (!p || p->kind != IR_ATTR_DENSE || !p->dense.splat || ir_attr_type_of(p)->shaped.elem->kind != IR_TYPE_INTEGER)
		return IR_FOLD_FAILED;
	return to_value(res, operand(op, tosa_elem_bits(ir_dense_data(p), ir_attr_type_of(p)->shaped.elem) ? 1 : 2));
}

/* negate(negate(x)) is x when all four zero points are 0 */
static IrFoldStatus fold_negate(IrOp *op, IrFoldResult *res)
{
	IrOp *inner = ir_value_def(operand(op, 0));
	if (!inner || strcmp(ir_op_name(inner)->s, "tosa.negate") || op->noperands < 3 || inner->noperands < 3)
		return IR_FOLD_FAILED;
	int64_t zp;
	for (unsigned i = 1; i < 3; i++)
		if (!tosa_zero_point(op, i, true, &zp) || zp || !tosa_zero_point(inner, i, true, &zp) || zp)
			return IR_FOLD_FAILED;
	return to_value(res, operand(inner, 0));
}

/* equal of an integer value and itself: true */
static IrFoldStatus fold_equal(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrType *in = ir_value_type(operand(op, 0)), *t = result_type(op);
	if (ir_type_is_shaped(in) && in->shaped.elem->kind == IR_TYPE_INTEGER && is_static(t) &&
	    operand(op, 0) == operand(op, 1)) {
		static const unsigned char one = 1;
		return to_attr(res, ir_attr_dense(ctx, t, true, &one, 1));
	}
	return tosa_fold_binary_constants(ctx, op, c, res);
}

/* The folder of each TOSA op that has one. */
IrFoldStatus tosa_fold(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrValue *in = op->noperands ? operand(op, 0) : NULL;
	IrType *t = result_type(op);
	if (named(op, "add") || named(op, "sub"))
		return fold_add_sub(ctx, op, c, res);
	if (named(op, "mul"))
		return fold_mul(ctx, op, c, res);
	if (!strncmp(ir_op_name(op)->s, "tosa.reduce_", 12))
		return fold_reduce(op, res);
	if (named(op, "reshape"))
		return fold_reshape(ctx, op, c, res);
	if (named(op, "transpose"))
		return fold_transpose(ctx, op, c, res);
	if (named(op, "cast"))
		return ir_value_type(in) == t ? to_value(res, in) : tosa_fold_cast_constant(ctx, op, c, res);
	if (named(op, "slice"))
		return fold_slice(ctx, op, c, res);
	if (named(op, "argmax"))
		return fold_argmax(ctx, op, res);
	if (named(op, "resize"))
		return fold_resize(op, c, res);
	if (named(op, "reverse"))
		return fold_reverse(op, c, res);
	if (named(op, "select"))
		return fold_select(op, c, res);
	if (named(op, "negate"))
		return fold_negate(op, res);
	if (named(op, "abs") && ir_value_def(in) && !strcmp(ir_op_name(ir_value_def(in))->s, "tosa.abs"))
		return to_value(res, in);
	if (named(op, "equal"))
		return fold_equal(ctx, op, c, res);
	if (named(op, "greater") || named(op, "greater_equal"))
		return tosa_fold_binary_constants(ctx, op, c, res);
	if (named(op, "intdiv"))
		return tosa_fold_intdiv(ctx, op, c, res);
	if (named(op, "reciprocal"))
		return tosa_fold_reciprocal(ctx, op, c, res);
	if ((named(op, "pad") || named(op, "tile")) && ir_value_type(in) == t && all_ints(c[1], named(op, "pad") ? 0 : 1))
		return to_value(res, in);
	return IR_FOLD_FAILED;
}

/* MLIR's TosaDialect::materializeConstant: a tosa.const_shape of integer
   elements for a !tosa.shape, else a tosa.const of any elements. */
IrOp *tosa_materialize_constant(IrContext *ctx, IrAttr *value, IrType *type, IrAttr *loc)
{
	if (value->kind != IR_ATTR_DENSE)
		return NULL;
	bool shape = type->kind == IR_TYPE_DIALECT && !strcmp(type->dialect.ns->s, "tosa") &&
	             !strncmp(type->dialect.body->s, "shape", 5);
	IrOpState st = {
		.name = ir_ident_cstr(ctx, shape ? "tosa.const_shape" : "tosa.const"),
		.nresults = 1,
		.result_types = &type,
		.props = ir_dict_set(ctx, NULL, ir_ident_cstr(ctx, "values"), value),
		.loc = loc,
	};
	return ir_op_create(ctx, &st);
}
