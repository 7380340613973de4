/* fold.c: the math dialect's folders (MLIR 22's MathOps.cpp): constants
   in, constants out, elementwise over dense elements. The transcendental
   functions fold f64 with the C library's double function and f32 with its
   float one (sinf, logf: not through double), other float types not at
   all; absf, ceil, floor and roundeven fold every float type, as APFloat
   does them exactly. */
#include <math.h>
#include <string.h>

#include "math.h"

/* What a function accepts before it is folded. */
typedef enum { ANY, NOT_NEGATIVE, ABOVE_MINUS_ONE } Domain;

typedef struct {
	const char *name;
	double (*f64)(double);
	float (*f32)(float);
	Domain domain;
} Unary;

static const Unary unaries[] = {
	{"acos", acos, acosf, ANY},        {"acosh", acosh, acoshf, ANY},   {"asin", asin, asinf, ANY},
	{"asinh", asinh, asinhf, ANY},     {"atan", atan, atanf, ANY},      {"atanh", atanh, atanhf, ANY},
	{"cos", cos, cosf, ANY},           {"cosh", cosh, coshf, ANY},      {"erf", erf, erff, ANY},
	{"erfc", erfc, erfcf, ANY},        {"exp", exp, expf, ANY},         {"exp2", exp2, exp2f, ANY},
	{"expm1", expm1, expm1f, ANY},     {"log", log, logf, NOT_NEGATIVE}, {"log10", log10, log10f, NOT_NEGATIVE},
	{"log1p", log1p, log1pf, ABOVE_MINUS_ONE}, {"log2", log2, log2f, NOT_NEGATIVE},
	{"round", round, roundf, ANY},     {"sin", sin, sinf, ANY},         {"sinh", sinh, sinhf, ANY},
	{"sqrt", sqrt, sqrtf, NOT_NEGATIVE}, {"tan", tan, tanf, ANY},      {"tanh", tanh, tanhf, ANY},
	{"trunc", trunc, truncf, ANY},
};

static uint64_t bits_of_float(float f)
{
	uint32_t u;
	memcpy(&u, &f, sizeof u);
	return u;
}

static float float_of_bits(uint64_t b)
{
	uint32_t u = (uint32_t)b;
	float f;
	memcpy(&f, &u, sizeof f);
	return f;
}

static uint64_t bits_of_double(double d)
{
	uint64_t u;
	memcpy(&u, &d, sizeof u);
	return u;
}

static double double_of_bits(uint64_t b)
{
	double d;
	memcpy(&d, &b, sizeof d);
	return d;
}

static bool unary_elem(const IrType *t, uint64_t a, uint64_t b, uint64_t *out, const void *arg)
{
	(void)b;
	const Unary *u = arg;
	if (t->kind != IR_TYPE_FLOAT || (t->fkind != IR_F32 && t->fkind != IR_F64))
		return false;
	if (t->fkind == IR_F32) {
		float x = float_of_bits(a);
		if ((u->domain == NOT_NEGATIVE && signbit(x)) || (u->domain == ABOVE_MINUS_ONE && signbit(x + 1.0f)))
			return false;
		*out = bits_of_float(u->f32(x));
	} else {
		double x = double_of_bits(a);
		if ((u->domain == NOT_NEGATIVE && signbit(x)) || (u->domain == ABOVE_MINUS_ONE && signbit(x + 1.0)))
			return false;
		*out = bits_of_double(u->f64(x));
	}
	return true;
}

/* The binary functions of f32 and f64 (atan2, powf), and copysign of any
   float type. */
typedef enum { ATAN2, POWF, COPYSIGN } Binary;

static bool binary_elem(const IrType *t, uint64_t a, uint64_t b, uint64_t *out, const void *arg)
{
	Binary which = *(const Binary *)arg;
	if (t->kind != IR_TYPE_FLOAT)
		return false;
	if (which == COPYSIGN) {
		uint64_t sign = 1ull << (ir_type_bit_width(t) - 1);
		*out = (a & ~sign) | (b & sign);
		return true;
	}
	/* atan2 of two zeros is APFloat's default NaN */
	if (t->fkind == IR_F32) {
		float x = float_of_bits(a), y = float_of_bits(b);
		*out = bits_of_float(which == POWF ? powf(x, y) : x == 0 && y == 0 ? NAN : atan2f(x, y));
	} else if (t->fkind == IR_F64) {
		double x = double_of_bits(a), y = double_of_bits(b);
		*out = bits_of_double(which == POWF ? pow(x, y) : x == 0 && y == 0 ? NAN : atan2(x, y));
	} else {
		return false;
	}
	return true;
}

/* absf and the roundings APFloat does exactly in every float type: the
   value in double is exact and so is its rounding to an integer. */
typedef enum { ABSF, CEIL, FLOOR, ROUNDEVEN } Exact;

static bool exact_elem(const IrType *t, uint64_t a, uint64_t b, uint64_t *out, const void *arg)
{
	(void)b;
	Exact which = *(const Exact *)arg;
	if (t->kind != IR_TYPE_FLOAT)
		return false;
	IrFloatKind k = t->fkind;
	if (which == ABSF) {
		*out = a & ~(1ull << (ir_type_bit_width(t) - 1));
		return true;
	}
	double x = apfloat_to_double(k, (ApBits){a, 0});
	if (isnan(x) || isinf(x)) {
		*out = a;
		return true;
	}
	double r = which == CEIL ? ceil(x) : which == FLOOR ? floor(x) : nearbyint(x);
	*out = apfloat_from_double(k, r).lo;
	return true;
}

/* The integer ones: absi, ctlz, cttz, ctpop, and ipowi (MLIR's IPowIOp
   folder: no fold of zero to a negative power). */
typedef enum { ABSI, CTLZ, CTTZ, CTPOP, IPOWI } IntOp;

static bool int_elem(const IrType *t, uint64_t a, uint64_t b, uint64_t *out, const void *arg)
{
	unsigned w = ir_type_bit_width(t);
	uint64_t mask = w >= 64 ? ~0ull : (1ull << w) - 1, sign = 1ull << (w - 1);
	int64_t sa = (int64_t)((a & sign) ? a | ~mask : a), sb = (int64_t)((b & sign) ? b | ~mask : b);
	unsigned n = 0;
	switch (*(const IntOp *)arg) {
	case ABSI: *out = (uint64_t)(sa < 0 ? -(uint64_t)sa : (uint64_t)sa); return true;
	case CTLZ:
		while (n < w && !(a & (1ull << (w - 1 - n))))
			n++;
		*out = n;
		return true;
	case CTTZ:
		while (n < w && !(a & (1ull << n)))
			n++;
		*out = n;
		return true;
	case CTPOP: *out = (uint64_t)__builtin_popcountll(a & mask); return true;
	default: break;
	}
	if (sb == 0) {
		*out = 1;
	} else if (sb < 0) {
		if (sa == 0)
			return false;
		*out = sa == 1 ? 1 : sa != -1 ? 0 : (b & 1) ? (uint64_t)-1 : 1;
	} else {
		uint64_t result = 1, base = (uint64_t)sa;
		for (uint64_t p = (uint64_t)sb; p; p >>= 1, base *= base)
			if (p & 1)
				result *= base;
		*out = result;
	}
	return true;
}

static bool named(const IrOp *op, const char *name)
{
	return !strcmp(ir_op_name(op)->s + strlen("math."), name);
}

IrFoldStatus math_fold(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	static const char *const exact[] = {"absf", "ceil", "floor", "roundeven"};
	static const char *const ints[] = {"absi", "ctlz", "cttz", "ctpop", "ipowi"};
	static const char *const binary[] = {"atan2", "powf", "copysign"};
	IrType *type = ir_value_type(&ir_op_results(op)[0]);
	IrAttr *r = arith_poison_operand(c, op->noperands);
	if (r) {
		results[0].attr = r;
		return IR_FOLD_RESULTS;
	}
	for (unsigned i = 0; i < sizeof unaries / sizeof unaries[0]; i++)
		if (named(op, unaries[i].name))
			r = c[0] ? arith_fold_elements(ctx, type, c[0], NULL, unary_elem, &unaries[i]) : NULL;
	for (Exact i = ABSF; i <= ROUNDEVEN; i++)
		if (named(op, exact[i]))
			r = c[0] ? arith_fold_elements(ctx, type, c[0], NULL, exact_elem, &i) : NULL;
	for (IntOp i = ABSI; i <= IPOWI; i++)
		if (named(op, ints[i]) && c[0] && (i != IPOWI || c[1]))
			r = arith_fold_elements(ctx, type, c[0], i == IPOWI ? c[1] : NULL, int_elem, &i);
	for (Binary i = ATAN2; i <= COPYSIGN; i++)
		if (named(op, binary[i]) && c[0] && c[1])
			r = arith_fold_elements(ctx, type, c[0], c[1], binary_elem, &i);
	results[0].attr = r;
	return r ? IR_FOLD_RESULTS : IR_FOLD_FAILED;
}
