/* fold_const.c: TOSA arithmetic on splat constants, as MLIR 22's folders
   do it (its binaryFolder and the folders of mul, intdiv, cast and
   reciprocal): both operands splats of one element type, integers of at
   most 64 bits, floats of the kinds computed here through doubles; the
   result a splat of the op's static result type. As in MLIR 22, integer
   sums and differences wrap around and comparisons are signed, whatever
   the signedness of the type. */
#include <math.h>

#include "tosa.h"

/* A splat of t whose element has the bits v. */
static IrAttr *splat(IrContext *ctx, IrType *t, uint64_t v)
{
	unsigned char data[8];
	size_t eb = ir_dense_elem_bytes(t->shaped.elem);
	for (size_t k = 0; k < eb && k < 8; k++)
		data[k] = (unsigned char)(v >> (8 * k));
	return ir_attr_dense(ctx, t, true, data, eb);
}

/* Is e an integer of at most 64 bits or a float computed here? */
static bool computed(const IrType *e)
{
	if (e->kind == IR_TYPE_INTEGER)
		return e->integer.width >= 1 && e->integer.width <= 64;
	return e->kind == IR_TYPE_FLOAT &&
	       (e->fkind == IR_F16 || e->fkind == IR_BF16 || e->fkind == IR_F32 || e->fkind == IR_F64);
}

/* The element type of the splat a, NULL unless a is a splat of a type
   computed here. */
static IrType *splat_elem(const IrAttr *a)
{
	if (!a || a->kind != IR_ATTR_DENSE || !a->dense.splat || !ir_type_is_shaped(ir_attr_type_of(a)))
		return NULL;
	return computed(ir_attr_type_of(a)->shaped.elem) ? ir_attr_type_of(a)->shaped.elem : NULL;
}

static double splat_double(const IrAttr *a)
{
	IrType *e = ir_attr_type_of(a)->shaped.elem;
	return apfloat_to_double(e->fkind, (ApBits){tosa_elem_bits(ir_dense_data(a), e), 0});
}

static IrAttr *float_splat(IrContext *ctx, IrType *t, double d)
{
	return splat(ctx, t, apfloat_from_double(t->shaped.elem->fkind, d).lo);
}

static uint64_t mask(unsigned w)
{
	return w >= 64 ? ~0ull : (1ull << w) - 1;
}

/* The splat's integer, sign- or zero-extended. */
static int64_t splat_int(const IrAttr *a, bool is_unsigned)
{
	IrType *e = ir_attr_type_of(a)->shaped.elem;
	return is_unsigned ? (int64_t)tosa_elem_bits(ir_dense_data(a), e) : tosa_elem_sext(ir_dense_data(a), e);
}

typedef enum { OP_ADD, OP_SUB, OP_GREATER, OP_GREATER_EQUAL, OP_EQUAL } BinaryOp;

static bool is_compare(BinaryOp k)
{
	return k >= OP_GREATER;
}

/* MLIR's binaryFolder on splats: NULL when it does not fold. */
static IrAttr *fold_binary(IrContext *ctx, BinaryOp k, const IrAttr *l, const IrAttr *r, IrType *t)
{
	IrType *e = splat_elem(l);
	if (!e || e != splat_elem(r) || t->kind != IR_TYPE_TENSOR || ir_type_num_elements(t) < 0)
		return NULL;
	if (e->kind == IR_TYPE_FLOAT) {
		double a = splat_double(l), b = splat_double(r);
		switch (k) {
		case OP_ADD:
			return float_splat(ctx, t, a + b);
		case OP_SUB:
			return float_splat(ctx, t, a - b);
		case OP_GREATER:
			return splat(ctx, t, a > b);
		case OP_GREATER_EQUAL:
			return splat(ctx, t, a >= b);
		case OP_EQUAL:
			return splat(ctx, t, a == b);
		}
		return NULL;
	}
	/* integers compare as signed ones, and sums wrap around */
	int64_t a = splat_int(l, false), b = splat_int(r, false);
	if (is_compare(k))
		return splat(ctx, t, k == OP_EQUAL ? a == b : k == OP_GREATER ? a > b : a >= b);
	uint64_t v = k == OP_ADD ? (uint64_t)a + (uint64_t)b : (uint64_t)a - (uint64_t)b;
	return splat(ctx, t, v & mask(e->integer.width));
}

static IrFoldStatus to_attr(IrFoldResult *res, IrAttr *a)
{
	res->attr = a;
	return a ? IR_FOLD_RESULTS : IR_FOLD_FAILED;
}

static bool int_or_float_operands(const IrOp *op)
{
	for (unsigned i = 0; i < 2; i++) {
		IrType *t = ir_value_type(ir_op_operand(op, i));
		IrType *e = ir_type_is_shaped(t) ? t->shaped.elem : t;
		if (e->kind != IR_TYPE_INTEGER && e->kind != IR_TYPE_INDEX && e->kind != IR_TYPE_FLOAT)
			return false;
	}
	return true;
}

IrFoldStatus tosa_fold_binary_constants(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	static const struct {
		const char *name;
		BinaryOp k;
	} ops[] = {{"tosa.add", OP_ADD},
	           {"tosa.sub", OP_SUB},
	           {"tosa.greater", OP_GREATER},
	           {"tosa.greater_equal", OP_GREATER_EQUAL},
	           {"tosa.equal", OP_EQUAL}};
	for (size_t i = 0; i < sizeof ops / sizeof *ops; i++) {
		if (strcmp(ir_op_name(op)->s, ops[i].name))
			continue;
		if (!c[0] || !c[1] || (!is_compare(ops[i].k) && !int_or_float_operands(op)))
			return IR_FOLD_FAILED;
		return to_attr(res, fold_binary(ctx, ops[i].k, c[0], c[1], ir_value_type(&ir_op_results(op)[0])));
	}
	return IR_FOLD_FAILED;
}

/* mul of splats: integers l * r, rounded and shifted right by shift (the
   product then within i32), floats l * r */
IrAttr *tosa_fold_mul_constants(IrContext *ctx, const IrAttr *l, const IrAttr *r, IrType *t, int64_t shift)
{
	IrType *e = splat_elem(l);
	if (!e || e != splat_elem(r) || t->kind != IR_TYPE_TENSOR || ir_type_num_elements(t) < 0 ||
	    t->shaped.elem->kind != e->kind)
		return NULL;
	if (e->kind == IR_TYPE_FLOAT)
		return float_splat(ctx, t, splat_double(l) * splat_double(r));
	unsigned w = t->shaped.elem->integer.width;
	int64_t a = splat_int(l, false), b = splat_int(r, false);
	if (shift <= 0)
		return splat(ctx, t, ((uint64_t)a * (uint64_t)b) & mask(w));
	if (shift > 62)
		return NULL;
	int64_t p = (int64_t)((uint64_t)a * (uint64_t)b + (1ull << (shift - 1))) >> shift;
	if (p < INT32_MIN || p > INT32_MAX)
		return NULL;
	return splat(ctx, t, (uint64_t)p & mask(w));
}

/* intdiv: 0 / x is 0, x / 1 is x, splats divided (truncating) */
IrFoldStatus tosa_fold_intdiv(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrValue *lhs = ir_op_operand(op, 0);
	IrType *t = ir_value_type(&ir_op_results(op)[0]);
	if (ir_value_type(lhs) != ir_value_type(ir_op_operand(op, 1)) || t->kind != IR_TYPE_TENSOR ||
	    t->shaped.elem->kind != IR_TYPE_INTEGER)
		return IR_FOLD_FAILED;
	IrType *le = splat_elem(c[0]), *re = splat_elem(c[1]);
	if (le && le->kind == IR_TYPE_INTEGER && splat_int(c[0], false) == 0)
		return to_attr(res, c[0]);
	if (re && re->kind == IR_TYPE_INTEGER && (tosa_elem_bits(ir_dense_data(c[1]), re) & mask(re->integer.width)) == 1) {
		res->value = lhs;
		return IR_FOLD_RESULTS;
	}
	if (!le || !re || le->kind != IR_TYPE_INTEGER || re->kind != IR_TYPE_INTEGER || ir_type_num_elements(t) < 0)
		return IR_FOLD_FAILED;
	int64_t a = splat_int(c[0], false), b = splat_int(c[1], false);
	if (b == 0)
		return IR_FOLD_FAILED;
	uint64_t q = b == -1 ? (uint64_t)0 - (uint64_t)a : (uint64_t)(a / b);
	return to_attr(res, splat(ctx, t, q & mask(t->shaped.elem->integer.width)));
}

/* A double rounded to the nearest integer (ties to even) of w bits,
   saturated as APFloat's convertToInteger does, NaN to 0. */
static uint64_t float_to_int(double d, unsigned w, bool is_unsigned)
{
	if (isnan(d))
		return 0;
	d = nearbyint(d);
	double lo = is_unsigned ? 0 : -ldexp(1, (int)w - 1), hi = is_unsigned ? ldexp(1, (int)w) : ldexp(1, (int)w - 1);
	if (d < lo)
		return is_unsigned ? 0 : (uint64_t)1 << (w - 1);
	if (d >= hi)
		return is_unsigned ? mask(w) : mask(w - 1);
	return (is_unsigned ? (uint64_t)d : (uint64_t)(int64_t)d) & mask(w);
}

/* cast of a splat between integers and floats */
IrFoldStatus tosa_fold_cast_constant(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrType *in = ir_value_type(ir_op_operand(op, 0)), *t = ir_value_type(&ir_op_results(op)[0]);
	IrType *from = splat_elem(c[0]);
	if (!from || !ir_type_is_shaped(in) || t->kind != IR_TYPE_TENSOR || ir_type_num_elements(t) < 0)
		return IR_FOLD_FAILED;
	IrType *ie = in->shaped.elem, *oe = t->shaped.elem;
	bool out_float = oe->kind == IR_TYPE_FLOAT;
	if ((ie->kind != IR_TYPE_INTEGER && ie->kind != IR_TYPE_FLOAT) || !computed(oe))
		return IR_FOLD_FAILED;
	bool in_unsigned = ie->kind == IR_TYPE_INTEGER && (ie->integer.sign == IR_UNSIGNED || ie->integer.width == 1);
	if (ie->kind == IR_TYPE_FLOAT) {
		double d = splat_double(c[0]);
		if (out_float)
			return to_attr(res, float_splat(ctx, t, d));
		return to_attr(res, splat(ctx, t, float_to_int(d, oe->integer.width, oe->integer.sign == IR_UNSIGNED)));
	}
	if (out_float) {
		bool u = ie->integer.sign == IR_UNSIGNED;
		int64_t v = splat_int(c[0], u);
		return to_attr(res, float_splat(ctx, t, u ? (double)(uint64_t)v : (double)v));
	}
	unsigned w = oe->integer.width;
	if (w == 1)
		return to_attr(res, splat(ctx, t, splat_int(c[0], true) != 0));
	return to_attr(res, splat(ctx, t, (uint64_t)splat_int(c[0], in_unsigned) & mask(w)));
}

/* reciprocal of a float splat */
IrFoldStatus tosa_fold_reciprocal(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrType *e = splat_elem(c[0]), *t = ir_value_type(&ir_op_results(op)[0]);
	if (!e || e->kind != IR_TYPE_FLOAT || t->kind != IR_TYPE_TENSOR || ir_type_num_elements(t) < 0 ||
	    t->shaped.elem != e)
		return IR_FOLD_FAILED;
	return to_attr(res, float_splat(ctx, t, 1.0 / splat_double(c[0])));
}
