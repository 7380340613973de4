/* fold.c: the TOSA dialect's folders (IrOpDef.fold) and its constants
   (IrDialect.materialize_constant), as MLIR 22's TosaCanonicalizations.cpp
   folds them: constants fold to their values, and ops that leave their
   input as it is (adding zero, multiplying by one, casts, reshapes,
   slices, pads, tiles and transposes that change nothing, reductions
   over a dimension of one) fold to it. Arithmetic on constants is not
   folded yet. */
#include <math.h>

#include "tosa.h"

static IrValue *operand(const IrOp *op, unsigned i)
{
	return ir_op_operands(op)[i].value;
}

static IrType *result_type(const IrOp *op)
{
	return ir_op_results(op)[0].type;
}

static bool named(const IrOp *op, const char *name)
{
	return !strcmp(op->name->s + 5, name);
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
	return elem->kind == IR_TYPE_INTEGER || elem->kind == IR_TYPE_FLOAT ? a->dense.data : NULL;
}

static uint64_t splat_bits(const unsigned char *p, const IrType *elem)
{
	uint64_t v = 0;
	size_t eb = ir_dense_elem_bytes(elem);
	for (size_t k = 0; k < eb && k < 8; k++)
		v |= (uint64_t)p[k] << (8 * k);
	unsigned w = ir_type_bit_width(elem);
	return w >= 64 ? v : v & ((1ull << w) - 1);
}

static int64_t splat_sext(const unsigned char *p, const IrType *elem)
{
	unsigned w = ir_type_bit_width(elem);
	uint64_t v = splat_bits(p, elem);
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
	uint64_t v = splat_bits(p, elem);
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
		return apfloat_to_double(elem->fkind, (ApBits){splat_bits(p, elem), 0}) == 1.0;
	return shift >= 0 && shift < 63 && splat_sext(p, elem) == (int64_t)1 << shift;
}

/* add: x + 0 and 0 + x; sub: x - 0 (the types unchanged) */
static IrFoldStatus fold_add_sub(IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrType *lt = operand(op, 0)->type, *rt = operand(op, 1)->type, *t = result_type(op);
	if (!is_ranked(lt) || !is_ranked(rt) || !is_ranked(t))
		return IR_FOLD_FAILED;
	if (lt == t && is_splat_zero(c[1], t->shaped.elem))
		return to_value(res, operand(op, 0));
	if (named(op, "add") && rt == t && is_splat_zero(c[0], t->shaped.elem))
		return to_value(res, operand(op, 1));
	return IR_FOLD_FAILED;
}

/* A splat constant reshaped to the static type t. */
static IrAttr *resize_splat(IrContext *ctx, const IrAttr *a, IrType *t)
{
	return ir_attr_dense(ctx, t, true, a->dense.data, ir_dense_elem_bytes(t->shaped.elem));
}

/* mul: x * 1 is x, x * 0 is 0 (i32 with its shift, which must be known) */
static IrFoldStatus fold_mul(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrType *lt = operand(op, 0)->type, *rt = operand(op, 1)->type, *t = result_type(op);
	if (!is_ranked(lt) || !is_ranked(rt) || !is_ranked(t))
		return IR_FOLD_FAILED;
	IrType *elem = t->shaped.elem;
	int64_t shift = 0;
	if (elem->kind == IR_TYPE_INTEGER && elem->integer.width == 32 && op->noperands > 2) {
		const unsigned char *p = c[2] && c[2]->kind == IR_ATTR_DENSE ? c[2]->dense.data : NULL;
		if (!p)
			return IR_FOLD_FAILED;
		shift = splat_sext(p, c[2]->type->shaped.elem);
	}
	for (unsigned i = 0; i < 2; i++) { /* the constant on the left first */
		if (operand(op, 1 - i)->type != t)
			continue;
		if (is_splat_zero(c[i], elem) && is_static(t))
			return to_attr(res, resize_splat(ctx, c[i], t));
		if (is_splat_one(c[i], elem, shift))
			return to_value(res, operand(op, 1 - i));
	}
	return IR_FOLD_FAILED;
}

/* reduce_*: over a dimension of one (or a scalar), with the type unchanged */
static IrFoldStatus fold_reduce(IrOp *op, IrFoldResult *res)
{
	IrType *t = operand(op, 0)->type;
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
	if (!a || a->kind != IR_ATTR_DENSE || !is_static(t) || !ir_type_is_shaped(a->type))
		return IR_FOLD_FAILED;
	if (a->dense.splat)
		return to_attr(res, resize_splat(ctx, a, t));
	IrValue *in = operand(op, 0);
	const IrAttr *shape = op->noperands > 1 ? c[1] : NULL;
	if (!in->uses || in->uses->next || !shape || shape->kind != IR_ATTR_DENSE || shape->dense.splat ||
	    ir_type_num_elements(t) != ir_type_num_elements(a->type))
		return IR_FOLD_FAILED;
	/* the shape's values are t's dimensions (the verifier holds to it) */
	IrType *reshaped = ir_type_tensor(ctx, t->shaped.rank, t->shaped.dims, a->type->shaped.elem, NULL);
	return to_attr(res, ir_attr_dense(ctx, reshaped, false, a->dense.data, a->dense.nbytes));
}

/* reshape: to its own type (with at most one dynamic dimension); of a
   reshape, the inner one's input; of a constant, the constant reshaped */
static IrFoldStatus fold_reshape(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrType *in = operand(op, 0)->type, *t = result_type(op);
	if (!is_ranked(in) || !is_ranked(t))
		return IR_FOLD_FAILED;
	unsigned dynamic = 0;
	for (unsigned i = 0; i < in->shaped.rank; i++)
		dynamic += in->shaped.dims[i] < 0;
	if (in == t && dynamic < 2)
		return to_value(res, operand(op, 0));
	IrOp *inner = ir_value_def(operand(op, 0));
	if (inner && !strcmp(inner->name->s, "tosa.reshape")) {
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
	if (!a || a->kind != IR_ATTR_DENSE || !ir_type_is_shaped(a->type))
		return false;
	IrType *elem = a->type->shaped.elem;
	size_t eb = ir_dense_elem_bytes(elem), n = a->dense.splat ? 1 : a->dense.nbytes / eb;
	for (size_t i = 0; i < n; i++)
		if (splat_sext(a->dense.data + i * eb, elem) != v)
			return false;
	return true;
}

/* transpose by the identity permutation */
static IrFoldStatus fold_transpose(IrOp *op, IrFoldResult *res)
{
	IrAttr *perms = ir_op_get_attr(op, "perms");
	if (!perms || perms->kind != IR_ATTR_DENSE_ARRAY)
		return IR_FOLD_FAILED;
	for (unsigned i = 0; i < perms->darray.n; i++)
		if (perms->darray.elems[i] != i)
			return IR_FOLD_FAILED;
	return to_value(res, operand(op, 0));
}

/* The folder of each TOSA op that has one. */
IrFoldStatus tosa_fold(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrValue *in = op->noperands ? operand(op, 0) : NULL;
	IrType *t = result_type(op);
	if (named(op, "add") || named(op, "sub"))
		return fold_add_sub(op, c, res);
	if (named(op, "mul"))
		return fold_mul(ctx, op, c, res);
	if (!strncmp(op->name->s, "tosa.reduce_", 12))
		return fold_reduce(op, res);
	if (named(op, "reshape"))
		return fold_reshape(ctx, op, c, res);
	if (named(op, "transpose"))
		return fold_transpose(op, res);
	if (named(op, "cast") && in->type == t)
		return to_value(res, in);
	if (named(op, "slice") && in->type == t && is_static(t))
		return to_value(res, in);
	if ((named(op, "pad") || named(op, "tile")) && in->type == t && all_ints(c[1], named(op, "pad") ? 0 : 1))
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
