/* fold.c: the arith dialect's folders (IrOpDef.fold) and its constants
   (IrDialect.materialize_constant), with MLIR 22's results: constants
   folded with exact integer semantics at the type's width, floats with
   IEEE arithmetic in their own format, and the identities MLIR's folders
   know (x + 0, x * 1, x - x, ...).

   Integers wider than 64 bits, and f80 and f128, are not folded. */
#include <math.h>

#include "arith.h"

/* ---- constant values: a scalar attribute or dense elements ---- */

/* An integer or float constant: one value (scalar, or splat elements) or
   one per element. */
typedef struct {
	const IrAttr *attr;
	IrType *elem;  /* the element (or scalar) type */
	size_t n;      /* values stored: 1 for a scalar or a splat */
	bool shaped;
} Const;

static unsigned width_of(const IrType *t)
{
	return ir_type_bit_width(t);
}

static uint64_t mask(unsigned w)
{
	return w >= 64 ? ~0ull : (1ull << w) - 1;
}

static int64_t sext(uint64_t v, unsigned w)
{
	if (w == 0)
		return 0;
	if (w < 64 && (v >> (w - 1) & 1))
		v |= ~0ull << w;
	return (int64_t)v;
}

static bool is_int_type(const IrType *t)
{
	return t->kind == IR_TYPE_INDEX || t->kind == IR_TYPE_INTEGER;
}

static bool foldable_float(const IrType *t)
{
	return t->kind == IR_TYPE_FLOAT && t->fkind != IR_F80 && t->fkind != IR_F128;
}

/* Reads a into c: false unless it is an integer, bool or float attribute
   or dense elements of such, of at most 64 bits. */
static bool read_const(const IrAttr *a, Const *c)
{
	if (!a)
		return false;
	*c = (Const){a, ir_attr_type_of(a), 1, false};
	if (a->kind == IR_ATTR_DENSE) {
		if (!ir_type_is_shaped(ir_attr_type_of(a)))
			return false;
		c->elem = ir_attr_type_of(a)->shaped.elem;
		c->shaped = true;
		c->n = a->dense.splat ? 1 : (size_t)ir_type_num_elements(ir_attr_type_of(a));
	} else if (a->kind != IR_ATTR_INTEGER && a->kind != IR_ATTR_BOOL && a->kind != IR_ATTR_FLOAT) {
		return false;
	}
	return (is_int_type(c->elem) || foldable_float(c->elem)) && width_of(c->elem) <= 64;
}

/* Value i (of c.n) as bits, zero above the width. */
static uint64_t const_bits(const Const *c, size_t i)
{
	const IrAttr *a = c->attr;
	switch (a->kind) {
	case IR_ATTR_BOOL: return a->b;
	case IR_ATTR_INTEGER: return a->words[0];
	case IR_ATTR_FLOAT: return a->fbits.lo;
	default: break;
	}
	size_t eb = ir_dense_elem_bytes(c->elem);
	const unsigned char *p = ir_dense_data(a) + i * eb;
	uint64_t v = 0;
	for (size_t k = 0; k < eb; k++)
		v |= (uint64_t)p[k] << (8 * k);
	return v & mask(width_of(c->elem));
}

/* The attribute of bits vals (n of them: 1 makes a scalar or a splat) of
   element type elem, shaped as type when that is shaped. */
static IrAttr *make_const(IrContext *ctx, IrType *type, IrType *elem, const uint64_t *vals, size_t n)
{
	if (!ir_type_is_shaped(type)) {
		if (elem->kind == IR_TYPE_FLOAT)
			return ir_attr_float(ctx, elem, (ApBits){vals[0], 0});
		if (elem->kind == IR_TYPE_INTEGER && elem->integer.width == 1 && elem->integer.sign == IR_SIGNLESS)
			return ir_attr_bool(ctx, vals[0] & 1);
		return ir_attr_int_words(ctx, elem, vals);
	}
	size_t eb = ir_dense_elem_bytes(elem);
	bool splat = true;
	for (size_t i = 1; i < n && splat; i++)
		splat = vals[i] == vals[0];
	size_t count = splat ? 1 : n;
	unsigned char *data = xcalloc(count, eb);
	for (size_t i = 0; i < count; i++)
		for (size_t k = 0; k < eb; k++)
			data[i * eb + k] = (unsigned char)(vals[i] >> (8 * k));
	IrAttr *a = ir_attr_dense(ctx, type, splat, data, count * eb);
	free(data);
	return a;
}

IrAttr *arith_fold_elements(IrContext *ctx, IrType *result, IrAttr *la, IrAttr *ra, ArithElemFn fn,
                            const void *arg)
{
	Const l, r;
	if (!read_const(la, &l) || (ra && !read_const(ra, &r)))
		return NULL;
	if (ra && (l.shaped != r.shaped || (l.shaped && ir_attr_type_of(l.attr)->shaped.rank != ir_attr_type_of(r.attr)->shaped.rank)))
		return NULL;
	IrType *relem = ir_type_is_shaped(result) ? result->shaped.elem : result;
	if (!ir_type_is_shaped(result) && l.shaped)
		return NULL;
	if (width_of(relem) > 64 || !(is_int_type(relem) || foldable_float(relem)))
		return NULL;
	size_t n = l.n > (ra ? r.n : 0) ? l.n : ra ? r.n : 1;
	if ((l.n != 1 && l.n != n) || (ra && r.n != 1 && r.n != n))
		return NULL;
	uint64_t *vals = xmalloc(n * sizeof *vals);
	bool ok = true;
	for (size_t i = 0; i < n && ok; i++) {
		uint64_t a = const_bits(&l, l.n == 1 ? 0 : i), b = ra ? const_bits(&r, r.n == 1 ? 0 : i) : 0;
		ok = fn(l.elem, a, b, &vals[i], arg);
		vals[i] &= mask(width_of(relem));
	}
	IrAttr *out = ok ? make_const(ctx, result, relem, vals, n) : NULL;
	free(vals);
	return out;
}

/* Is a the integer constant v at every element (MLIR's m_Zero, m_One,
   and all ones with v = -1)? */
bool arith_is_int_splat(const IrAttr *a, int64_t v)
{
	Const c;
	if (a && arith_is_wide(ir_attr_type_of(a)))
		return arith_wide_is_splat(a, v);
	if (!read_const(a, &c) || !is_int_type(c.elem))
		return false;
	unsigned w = width_of(c.elem);
	for (size_t i = 0; i < c.n; i++)
		if (const_bits(&c, i) != ((uint64_t)v & mask(w)))
			return false;
	return true;
}

/* Is a the float constant d at every element (m_PosZeroFloat, m_OneFloat...)? */
static bool is_float_splat(const IrAttr *a, double d)
{
	Const c;
	if (!read_const(a, &c) || c.elem->kind != IR_TYPE_FLOAT)
		return false;
	for (size_t i = 0; i < c.n; i++) {
		double v = apfloat_to_double(c.elem->fkind, (ApBits){const_bits(&c, i), 0});
		if (v != d || signbit(v) != signbit(d))
			return false;
	}
	return true;
}

/* Is a NaN at every element (m_NaNFloat)? */
static bool is_float_nan(const IrAttr *a)
{
	Const c;
	if (!read_const(a, &c) || c.elem->kind != IR_TYPE_FLOAT)
		return false;
	for (size_t i = 0; i < c.n; i++)
		if (!isnan(apfloat_to_double(c.elem->fkind, (ApBits){const_bits(&c, i), 0})))
			return false;
	return true;
}

IrAttr *arith_zero_attr(IrContext *ctx, IrType *type)
{
	IrType *elem = ir_type_is_shaped(type) ? type->shaped.elem : type;
	if (ir_type_is_shaped(type) && (type->kind == IR_TYPE_UNRANKED_TENSOR || ir_type_num_elements(type) < 0))
		return NULL;
	if (!is_int_type(elem) || width_of(elem) > 64)
		return NULL;
	uint64_t zero = 0;
	return make_const(ctx, type, elem, &zero, 1);
}

static bool is_poison(const IrAttr *a)
{
	return a->kind == IR_ATTR_DIALECT && !strcmp(a->dialect.ns->s, "ub");
}

static IrFoldStatus fold_to_attr(IrFoldResult *res, IrAttr *a)
{
	if (!a)
		return IR_FOLD_FAILED;
	res->attr = a;
	return IR_FOLD_RESULTS;
}

static IrFoldStatus fold_to_value(IrFoldResult *res, IrValue *v)
{
	res->value = v;
	return IR_FOLD_RESULTS;
}

static IrValue *operand(const IrOp *op, unsigned i)
{
	return ir_op_operand(op, i);
}

static IrValue *result(const IrOp *op)
{
	return &ir_op_results(op)[0];
}

/* The op defining v if it is named name (an arith op, without prefix). */
static IrOp *def_named(IrValue *v, const char *name)
{
	IrOp *d = ir_value_def(v);
	return d && ir_op_name(d)->n == 6 + strlen(name) && !memcmp(ir_op_name(d)->s, "arith.", 6) && !strcmp(ir_op_name(d)->s + 6, name)
	               ? d
	               : NULL;
}

static bool named(const IrOp *op, const char *name)
{
	return !strcmp(ir_op_name(op)->s + 6, name);
}

/* The fast-math flags set on op (bits as ops.c declares them). */
enum { FM_NNAN = 2, FM_NSZ = 8, FM_CONTRACT = 32 };

static unsigned fastmath_set(const IrOp *op)
{
	IrAttr *f = ir_op_get_attr(op, "fastmath");
	return f && f->kind == IR_ATTR_DIALECT && f->dialect.params ? ((const ArithFlags *)f->dialect.params)->set : 0;
}

/* ---- integer arithmetic at a width (MLIR's APInt) ---- */


static bool int_binary(const IrType *t, uint64_t a, uint64_t b, uint64_t *out, const void *arg)
{
	unsigned w = width_of(t);
	int64_t sa = sext(a, w), sb = sext(b, w);
	int64_t smin = w ? sext(1ull << (w - 1), w) : 0;
	switch (*(const int *)arg) {
	case ARITH_ADD: *out = a + b; return true;
	case ARITH_SUB: *out = a - b; return true;
	case ARITH_MUL: *out = a * b; return true;
	case ARITH_AND: *out = a & b; return true;
	case ARITH_OR: *out = a | b; return true;
	case ARITH_XOR: *out = a ^ b; return true;
	case ARITH_DIVU:
		if (!b)
			return false;
		*out = a / b;
		return true;
	case ARITH_REMU:
		if (!b)
			return false;
		*out = a % b;
		return true;
	case ARITH_CEILDIVU:
		if (!b)
			return false;
		*out = a / b + (a % b != 0);
		return true;
	case ARITH_DIVS: /* division by zero and overflow are left alone */
		if (!b || (sa == smin && sb == -1))
			return false;
		*out = (uint64_t)(sa / sb);
		return true;
	case ARITH_REMS:
		if (!b)
			return false;
		*out = sb == -1 ? 0 : (uint64_t)(sa % sb);
		return true;
	case ARITH_CEILDIVS:
	case ARITH_FLOORDIVS: {
		if (!b || (sa == smin && sb == -1))
			return false;
		int64_t q = sa / sb, r = sa % sb;
		bool ceil = *(const int *)arg == ARITH_CEILDIVS;
		if (r && ((r < 0) == (sb < 0)) == ceil)
			q += ceil ? 1 : -1;
		*out = (uint64_t)q;
		return true;
	}
	case ARITH_SHL:
	case ARITH_SHRU:
	case ARITH_SHRS:
		if (b >= w)
			return false;
		*out = *(const int *)arg == ARITH_SHL ? a << b : *(const int *)arg == ARITH_SHRU ? a >> b : (uint64_t)(sa >> b);
		return true;
	case ARITH_MAXS: *out = sa > sb ? a : b; return true;
	case ARITH_MINS: *out = sa < sb ? a : b; return true;
	case ARITH_MAXU: *out = a > b ? a : b; return true;
	case ARITH_MINU: *out = a < b ? a : b; return true;
	case ARITH_MULHS: /* the high half of the double-width product */
		*out = w ? (uint64_t)(((__int128)sa * sb) >> w) : 0;
		return true;
	case ARITH_MULHU:
		*out = w ? (uint64_t)(((unsigned __int128)a * b) >> w) : 0;
		return true;
	case ARITH_CARRY: /* a is the sum of b and another: did it wrap? */
		*out = a < b;
		return true;
	}
	return false;
}

IrAttr *arith_poison_operand(IrAttr *const *c, unsigned n)
{
	for (unsigned i = 0; i < n; i++)
		if (c[i] && is_poison(c[i]))
			return c[i];
	return NULL;
}

static IrAttr *fold_int(IrContext *ctx, IrOp *op, IrAttr *const *c, int which)
{
	IrAttr *poison = arith_poison_operand(c, 2);
	if (poison)
		return poison;
	if (!c[0] || !c[1])
		return NULL;
	if (arith_is_wide(ir_value_type(operand(op, 0))))
		return arith_fold_wide(ctx, ir_value_type(result(op)), c[0], c[1], which, 0);
	return arith_fold_elements(ctx, ir_value_type(result(op)), c[0], c[1], int_binary, &which);
}

/* ---- the integer ops' folders ---- */

static IrFoldStatus fold_addi(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrValue *lhs = operand(op, 0), *rhs = operand(op, 1);
	if (arith_is_int_splat(c[1], 0))
		return fold_to_value(res, lhs);
	IrOp *sub = def_named(lhs, "subi");
	if (sub && operand(sub, 1) == rhs) /* (a - b) + b */
		return fold_to_value(res, operand(sub, 0));
	if ((sub = def_named(rhs, "subi")) && operand(sub, 1) == lhs) /* b + (a - b) */
		return fold_to_value(res, operand(sub, 0));
	return fold_to_attr(res, fold_int(ctx, op, c, ARITH_ADD));
}

static IrFoldStatus fold_subi(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrValue *lhs = operand(op, 0), *rhs = operand(op, 1);
	IrAttr *zero;
	if (lhs == rhs && (zero = arith_zero_attr(ctx, ir_value_type(result(op)))))
		return fold_to_attr(res, zero);
	if (arith_is_int_splat(c[1], 0))
		return fold_to_value(res, lhs);
	IrOp *add = def_named(lhs, "addi");
	if (add && operand(add, 1) == rhs) /* (a + b) - b */
		return fold_to_value(res, operand(add, 0));
	if (add && operand(add, 0) == rhs) /* (a + b) - a */
		return fold_to_value(res, operand(add, 1));
	return fold_to_attr(res, fold_int(ctx, op, c, ARITH_SUB));
}

static IrFoldStatus fold_muli(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	if (arith_is_int_splat(c[1], 0))
		return fold_to_value(res, operand(op, 1));
	if (arith_is_int_splat(c[1], 1))
		return fold_to_value(res, operand(op, 0));
	return fold_to_attr(res, fold_int(ctx, op, c, ARITH_MUL));
}

/* x / 1 and (a * b) / b (when the multiplication cannot wrap as flag says) */
static IrValue *div_identity(IrOp *op, IrAttr *const *c, unsigned flag)
{
	if (arith_is_int_splat(c[1], 1))
		return operand(op, 0);
	IrOp *mul = def_named(operand(op, 0), "muli");
	IrAttr *flags = mul ? ir_op_get_attr(mul, "overflowFlags") : NULL;
	if (!flags || flags->kind != IR_ATTR_DIALECT || !flags->dialect.params ||
	    !(((const ArithFlags *)flags->dialect.params)->set & flag))
		return NULL;
	if (operand(mul, 1) == operand(op, 1))
		return operand(mul, 0);
	if (operand(mul, 0) == operand(op, 1))
		return operand(mul, 1);
	return NULL;
}

enum { NSW = 1, NUW = 2 };

static IrFoldStatus fold_divui(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrValue *v = div_identity(op, c, NUW);
	return v ? fold_to_value(res, v) : fold_to_attr(res, fold_int(ctx, op, c, ARITH_DIVU));
}

static IrFoldStatus fold_divsi(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrValue *v = div_identity(op, c, NSW);
	return v ? fold_to_value(res, v) : fold_to_attr(res, fold_int(ctx, op, c, ARITH_DIVS));
}

/* ceildiv and floordiv: x / 1 is x */
static IrFoldStatus fold_round_div(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	if (arith_is_int_splat(c[1], 1))
		return fold_to_value(res, operand(op, 0));
	int which = named(op, "ceildivui") ? ARITH_CEILDIVU : named(op, "ceildivsi") ? ARITH_CEILDIVS : ARITH_FLOORDIVS;
	return fold_to_attr(res, fold_int(ctx, op, c, which));
}

static IrFoldStatus fold_rem(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrAttr *zero;
	if (arith_is_int_splat(c[1], 1) && (zero = arith_zero_attr(ctx, ir_value_type(result(op)))))
		return fold_to_attr(res, zero);
	return fold_to_attr(res, fold_int(ctx, op, c, named(op, "remui") ? ARITH_REMU : ARITH_REMS));
}

/* Is v `x xor -1` (not x)? */
static bool is_not_of(IrContext *ctx, IrValue *v, IrValue *x)
{
	IrOp *x_or = def_named(v, "xori");
	return x_or && operand(x_or, 0) == x && arith_is_int_splat(ir_value_constant(ctx, operand(x_or, 1)), -1);
}

static IrFoldStatus fold_andi(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrValue *lhs = operand(op, 0), *rhs = operand(op, 1);
	IrAttr *zero;
	if (arith_is_int_splat(c[1], 0))
		return fold_to_value(res, rhs);
	if (arith_is_int_splat(c[1], -1))
		return fold_to_value(res, lhs);
	if ((is_not_of(ctx, rhs, lhs) || is_not_of(ctx, lhs, rhs)) && (zero = arith_zero_attr(ctx, ir_value_type(result(op)))))
		return fold_to_attr(res, zero);
	for (unsigned i = 0; i < 2; i++) { /* a & (a & b) is a & b */
		IrOp *prev = def_named(operand(op, i), "andi");
		IrValue *other = operand(op, 1 - i);
		if (prev && (operand(prev, 0) == other || operand(prev, 1) == other))
			return fold_to_value(res, result(prev));
	}
	IrAttr *folded = fold_int(ctx, op, c, ARITH_AND);
	if (!folded && lhs == rhs) /* Idempotent */
		return fold_to_value(res, lhs);
	return fold_to_attr(res, folded);
}

static IrFoldStatus fold_ori(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	if (arith_is_int_splat(c[1], 0))
		return fold_to_value(res, operand(op, 0));
	if (arith_is_int_splat(c[1], -1))
		return fold_to_value(res, operand(op, 1));
	for (unsigned i = 0; i < 2; i++) /* x | not x is the all-ones of the not */
		if (is_not_of(ctx, operand(op, i), operand(op, 1 - i)))
			return fold_to_value(res, operand(def_named(operand(op, i), "xori"), 1));
	IrAttr *folded = fold_int(ctx, op, c, ARITH_OR);
	if (!folded && operand(op, 0) == operand(op, 1)) /* Idempotent */
		return fold_to_value(res, operand(op, 0));
	return fold_to_attr(res, folded);
}

static IrFoldStatus fold_xori(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrValue *lhs = operand(op, 0), *rhs = operand(op, 1);
	IrAttr *zero;
	if (arith_is_int_splat(c[1], 0))
		return fold_to_value(res, lhs);
	if (lhs == rhs && (zero = arith_zero_attr(ctx, ir_value_type(result(op)))))
		return fold_to_attr(res, zero);
	IrOp *inner = def_named(lhs, "xori");
	if (inner && operand(inner, 1) == rhs) /* (a ^ b) ^ b */
		return fold_to_value(res, operand(inner, 0));
	if (inner && operand(inner, 0) == rhs) /* (a ^ b) ^ a */
		return fold_to_value(res, operand(inner, 1));
	inner = def_named(rhs, "xori");
	if (inner && operand(inner, 1) == lhs) /* a ^ (x ^ a) */
		return fold_to_value(res, operand(inner, 0));
	if (inner && operand(inner, 0) == lhs) /* a ^ (a ^ x) */
		return fold_to_value(res, operand(inner, 1));
	return fold_to_attr(res, fold_int(ctx, op, c, ARITH_XOR));
}

static IrFoldStatus fold_shift(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	if (arith_is_int_splat(c[1], 0))
		return fold_to_value(res, operand(op, 0));
	int which = named(op, "shli") ? ARITH_SHL : named(op, "shrui") ? ARITH_SHRU : ARITH_SHRS;
	/* MLIR keeps the fold only when it saw the shift amount in range, which
	   a poison operand (passed through before any amount is seen) is not */
	if (arith_poison_operand(c, 2))
		return IR_FOLD_FAILED;
	return fold_to_attr(res, fold_int(ctx, op, c, which));
}

/* maxsi, maxui, minsi, minui: x op x is x; the extreme value of the
   comparison absorbs, the other end is neutral */
static IrFoldStatus fold_minmax(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrValue *lhs = operand(op, 0), *rhs = operand(op, 1);
	if (lhs == rhs)
		return fold_to_value(res, lhs);
	IrType *elem = ir_type_is_shaped(ir_value_type(lhs)) ? ir_value_type(lhs)->shaped.elem : ir_value_type(lhs);
	unsigned w = width_of(elem);
	bool is_signed = ir_op_name(op)->s[9] == 's', is_max = ir_op_name(op)->s[8] == 'x';
	int64_t smax = (int64_t)(mask(w) >> 1), smin = ~smax;
	int64_t top = is_signed ? smax : -1, bottom = is_signed ? smin : 0;
	if (w <= 64 && arith_is_int_splat(c[1], is_max ? top : bottom))
		return fold_to_value(res, rhs);
	if (w <= 64 && arith_is_int_splat(c[1], is_max ? bottom : top))
		return fold_to_value(res, lhs);
	int which = is_max ? (is_signed ? ARITH_MAXS : ARITH_MAXU) : (is_signed ? ARITH_MINS : ARITH_MINU);
	return fold_to_attr(res, fold_int(ctx, op, c, which));
}

/* addui_extended: x + 0 is x without carry; constants give the sum and
   whether it wrapped */
static IrFoldStatus fold_addui_extended(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrType *carry_type = ir_value_type(&ir_op_results(op)[1]);
	if (arith_is_int_splat(c[1], 0)) {
		IrAttr *no = arith_zero_attr(ctx, carry_type);
		if (!no)
			return IR_FOLD_FAILED;
		res[0].value = operand(op, 0);
		res[1].attr = no;
		return IR_FOLD_RESULTS;
	}
	IrAttr *sum = fold_int(ctx, op, c, ARITH_ADD);
	int which = ARITH_CARRY;
	IrAttr *carry = !sum ? NULL
	                : arith_is_wide(ir_value_type(operand(op, 0))) ? arith_fold_wide(ctx, carry_type, sum, c[0], which, 0)
	                                                      : arith_fold_elements(ctx, carry_type, sum, c[0], int_binary, &which);
	if (!carry)
		return IR_FOLD_FAILED;
	res[0].attr = sum;
	res[1].attr = carry;
	return IR_FOLD_RESULTS;
}

/* mulsi_extended and mului_extended: x * 0 is 0 in both halves, (for
   mului) x * 1 is x with a high half of 0; constants give both halves */
static IrFoldStatus fold_mul_extended(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	if (arith_is_int_splat(c[1], 0)) {
		res[0].attr = res[1].attr = c[1];
		return IR_FOLD_RESULTS;
	}
	IrAttr *zero;
	if (named(op, "mului_extended") && arith_is_int_splat(c[1], 1) &&
	    (zero = arith_zero_attr(ctx, ir_value_type(operand(op, 0))))) {
		res[0].value = operand(op, 0);
		res[1].attr = zero;
		return IR_FOLD_RESULTS;
	}
	IrAttr *low = fold_int(ctx, op, c, ARITH_MUL);
	IrAttr *high = fold_int(ctx, op, c, named(op, "mulsi_extended") ? ARITH_MULHS : ARITH_MULHU);
	if (!low || !high)
		return IR_FOLD_FAILED;
	res[0].attr = low;
	res[1].attr = high;
	return IR_FOLD_RESULTS;
}

/* ---- comparisons ---- */

enum { EQ, NE, SLT, SLE, SGT, SGE, ULT, ULE, UGT, UGE }; /* arith.cmpi's predicate values */

static bool cmpi_holds(int64_t pred, unsigned w, uint64_t a, uint64_t b)
{
	int64_t sa = sext(a, w), sb = sext(b, w);
	switch (pred) {
	case EQ: return a == b;
	case NE: return a != b;
	case SLT: return sa < sb;
	case SLE: return sa <= sb;
	case SGT: return sa > sb;
	case SGE: return sa >= sb;
	case ULT: return a < b;
	case ULE: return a <= b;
	case UGT: return a > b;
	default: return a >= b;
	}
}

static bool cmpi_elem(const IrType *t, uint64_t a, uint64_t b, uint64_t *out, const void *arg)
{
	*out = cmpi_holds(*(const int64_t *)arg, width_of(t), a, b);
	return true;
}

static int64_t predicate(const IrOp *op)
{
	IrAttr *p = ir_op_get_attr(op, "predicate");
	return p && p->kind == IR_ATTR_INTEGER ? (int64_t)p->words[0] : -1;
}

static IrType *elem_or_self(IrType *t)
{
	return ir_type_is_shaped(t) ? t->shaped.elem : t;
}

static bool is_i1(IrType *t)
{
	t = elem_or_self(t);
	return t->kind == IR_TYPE_INTEGER && t->integer.width == 1;
}

/* The boolean b shaped as type (a splat for a shaped one). */
static IrAttr *bool_of(IrContext *ctx, IrType *type, bool b)
{
	uint64_t v = b;
	return make_const(ctx, type, elem_or_self(type), &v, 1);
}

static IrFoldStatus fold_cmpi(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrValue *lhs = operand(op, 0), *rhs = operand(op, 1);
	int64_t pred = predicate(op);
	if (pred < 0)
		return IR_FOLD_FAILED;
	if (lhs == rhs)
		return fold_to_attr(res, bool_of(ctx, ir_value_type(result(op)),
		                                 pred == EQ || pred == SLE || pred == SGE || pred == ULE || pred == UGE));
	if (arith_is_int_splat(c[1], 0)) {
		IrOp *ext = def_named(lhs, "extsi");
		if (!ext)
			ext = def_named(lhs, "extui");
		IrType *in = ext ? ir_value_type(operand(ext, 0)) : NULL; /* an i1 or a vector of i1 */
		if (ext && is_i1(in) && (in->kind == IR_TYPE_INTEGER || in->kind == IR_TYPE_VECTOR) && pred == NE)
			return fold_to_value(res, operand(ext, 0));
		if (is_i1(ir_value_type(lhs)) && pred == NE)
			return fold_to_value(res, lhs);
	}
	if (arith_is_int_splat(c[1], 1) && is_i1(ir_value_type(lhs)) && pred == EQ)
		return fold_to_value(res, lhs);
	if (c[0] && !c[1]) { /* the constant moves to the right, the predicate is mirrored */
		static const int64_t mirrored[] = {EQ, NE, SGT, SGE, SLT, SLE, UGT, UGE, ULT, ULE};
		ir_op_set_attr(ctx, op, ir_ident_cstr(ctx, "predicate"), ir_attr_int(ctx, ctx->t_i64, mirrored[pred]));
		ir_op_set_operand(op, 0, rhs);
		ir_op_set_operand(op, 1, lhs);
		return IR_FOLD_IN_PLACE;
	}
	if (c[0] && c[1] && arith_is_wide(ir_value_type(lhs)))
		return fold_to_attr(res, arith_fold_wide(ctx, ir_value_type(result(op)), c[0], c[1], ARITH_CMPI, pred));
	return fold_to_attr(res, c[0] ? arith_fold_elements(ctx, ir_value_type(result(op)), c[0], c[1], cmpi_elem, &pred) : NULL);
}

/* arith.cmpf's predicates, in the order of their values */
enum { F_FALSE, OEQ, OGT, OGE, OLT, OLE, ONE, ORD, UEQ, UGT_F, UGE_F, ULT_F, ULE_F, UNE, UNO, F_TRUE };

static bool cmpf_holds(int64_t pred, double a, double b)
{
	bool unordered = isnan(a) || isnan(b);
	switch (pred) {
	case F_FALSE: return false;
	case OEQ: return !unordered && a == b;
	case OGT: return !unordered && a > b;
	case OGE: return !unordered && a >= b;
	case OLT: return !unordered && a < b;
	case OLE: return !unordered && a <= b;
	case ONE: return !unordered && a != b;
	case ORD: return !unordered;
	case UEQ: return unordered || a == b;
	case UGT_F: return unordered || a > b;
	case UGE_F: return unordered || a >= b;
	case ULT_F: return unordered || a < b;
	case ULE_F: return unordered || a <= b;
	case UNE: return unordered || a != b;
	case UNO: return unordered;
	default: return true;
	}
}

static IrFoldStatus fold_cmpf(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	/* scalars only, as MLIR; a NaN operand decides alone */
	IrAttr *l = c[0] && c[0]->kind == IR_ATTR_FLOAT ? c[0] : NULL;
	IrAttr *r = c[1] && c[1]->kind == IR_ATTR_FLOAT ? c[1] : NULL;
	if (l && !foldable_float(ir_attr_type_of(l)))
		return IR_FOLD_FAILED;
	if (l && apfloat_is_nan(ir_attr_type_of(l)->fkind, l->fbits))
		r = l;
	if (r && foldable_float(ir_attr_type_of(r)) && apfloat_is_nan(ir_attr_type_of(r)->fkind, r->fbits))
		l = r;
	if (!l || !r || !foldable_float(ir_attr_type_of(r)) || predicate(op) < 0)
		return IR_FOLD_FAILED;
	double a = apfloat_to_double(ir_attr_type_of(l)->fkind, l->fbits), b = apfloat_to_double(ir_attr_type_of(r)->fkind, r->fbits);
	return fold_to_attr(res, ir_attr_bool(ctx, cmpf_holds(predicate(op), a, b)));
}

/* ---- floats ---- */

enum { F_ADD, F_SUB, F_MUL, F_DIV, F_REM, F_MAXIMUM, F_MINIMUM, F_MAXNUM, F_MINNUM, F_NEG };

/* A NaN result as APFloat gives it: the first NaN operand, quiet, or the
   default NaN. */
static uint64_t nan_result(IrFloatKind k, double a, double b, uint64_t abits, uint64_t bbits)
{
	if (isnan(a))
		return abits;
	if (isnan(b))
		return bbits;
	return apfloat_from_double(k, NAN).lo;
}

static bool float_binary(const IrType *t, uint64_t abits, uint64_t bbits, uint64_t *out, const void *arg)
{
	IrFloatKind k = t->fkind;
	double a = apfloat_to_double(k, (ApBits){abits, 0}), b = apfloat_to_double(k, (ApBits){bbits, 0}), r;
	switch (*(const int *)arg) {
	case F_ADD: r = a + b; break;
	case F_SUB: r = a - b; break;
	case F_MUL: r = a * b; break;
	case F_DIV: r = a / b; break;
	case F_REM: r = fmod(a, b); break;
	case F_NEG: *out = abits ^ (1ull << (width_of(t) - 1)); return true;
	case F_MAXIMUM:
	case F_MINIMUM: {
		bool max = *(const int *)arg == F_MAXIMUM;
		if (isnan(a) || isnan(b)) {
			*out = isnan(a) ? abits : bbits;
			return true;
		}
		if (a == b && a == 0) /* -0 is below +0 */
			*out = (signbit(a) != 0) == max ? bbits : abits;
		else
			*out = (max ? a > b : a < b) ? abits : bbits;
		return true;
	}
	default: { /* maxnum, minnum: a NaN is ignored */
		bool max = *(const int *)arg == F_MAXNUM;
		if (isnan(a) || isnan(b))
			*out = isnan(a) ? bbits : abits;
		else if (a == b && a == 0)
			*out = (signbit(a) != 0) == max ? bbits : abits;
		else
			*out = (max ? a > b : a < b) ? abits : bbits;
		return true;
	}
	}
	*out = isnan(r) ? nan_result(k, a, b, abits, bbits) : apfloat_from_double(k, r).lo;
	return true;
}

static IrAttr *fold_float(IrContext *ctx, IrOp *op, IrAttr *const *c, int which)
{
	IrAttr *poison = arith_poison_operand(c, which == F_NEG ? 1 : 2);
	if (poison)
		return poison;
	if (!foldable_float(elem_or_self(ir_value_type(result(op)))) || !c[0] || (which != F_NEG && !c[1]))
		return NULL;
	return arith_fold_elements(ctx, ir_value_type(result(op)), c[0], which == F_NEG ? NULL : c[1], float_binary, &which);
}

static IrFoldStatus fold_float_op(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	static const char *const names[] = {"addf", "subf", "mulf", "divf", "remf", "maximumf",
	                                    "minimumf", "maxnumf", "minnumf", "negf"};
	int which = 0;
	while (!named(op, names[which]))
		which++;
	IrValue *lhs = operand(op, 0);
	switch (which) {
	case F_ADD:
		if (is_float_splat(c[1], -0.0))
			return fold_to_value(res, lhs);
		break;
	case F_SUB:
		if (is_float_splat(c[1], 0.0))
			return fold_to_value(res, lhs);
		break;
	case F_MUL:
		if (is_float_splat(c[1], 1.0))
			return fold_to_value(res, lhs);
		/* x * 0 is 0 when NaN and the sign of zero may be ignored */
		if ((fastmath_set(op) & (FM_NNAN | FM_NSZ)) == (FM_NNAN | FM_NSZ) &&
		    (is_float_splat(c[1], 0.0) || is_float_splat(c[1], -0.0)))
			return fold_to_value(res, operand(op, 1));
		break;
	case F_DIV:
		if (is_float_splat(c[1], 1.0))
			return fold_to_value(res, lhs);
		break;
	case F_NEG: {
		IrOp *inner = def_named(lhs, "negf");
		if (inner)
			return fold_to_value(res, operand(inner, 0));
		break;
	}
	case F_MAXIMUM:
	case F_MINIMUM:
	case F_MAXNUM:
	case F_MINNUM:
		if (lhs == operand(op, 1))
			return fold_to_value(res, lhs);
		/* the neutral operand: -inf for maximumf, +inf for minimumf, NaN
		   for maxnumf and minnumf */
		if (which == F_MAXIMUM ? is_float_splat(c[1], -INFINITY)
		    : which == F_MINIMUM ? is_float_splat(c[1], INFINITY) : is_float_nan(c[1]))
			return fold_to_value(res, lhs);
		break;
	}
	return fold_to_attr(res, fold_float(ctx, op, c, which));
}

/* ---- casts ---- */

enum { C_EXTU, C_EXTS, C_TRUNC, C_SITOFP, C_UITOFP, C_FPTOSI, C_FPTOUI, C_BITCAST, C_EXTF, C_TRUNCF };

static bool cast_elem(const IrType *in, uint64_t a, uint64_t b, uint64_t *out, const void *arg)
{
	const IrType *to = ((const IrType *const *)arg)[1];
	int which = *(const int *)((const void *const *)arg)[0];
	unsigned w = width_of(in);
	switch (which) {
	case C_EXTU: case C_TRUNC: case C_BITCAST: *out = a; return true;
	case C_EXTS: *out = (uint64_t)sext(a, w); return true;
	case C_SITOFP: case C_UITOFP: {
		/* rounded once from the integer, as APFloat::convertFromAPInt */
		int64_t s = sext(a, w);
		bool neg = which == C_SITOFP && s < 0;
		ApBits bits;
		if (apfloat_from_int(to->fkind, neg, neg ? 0 - (uint64_t)s : which == C_SITOFP ? (uint64_t)s : a, &bits)) {
			*out = bits.lo;
			return true;
		}
		/* f80 and f128 hold any 53-bit integer exactly, through a double */
		if (w > 53 && (which == C_SITOFP ? (s > (1ll << 53) || s < -(1ll << 53)) : a > (1ull << 53)))
			return false;
		*out = apfloat_from_double(to->fkind, which == C_SITOFP ? (double)s : (double)a).lo;
		return true;
	}
	case C_EXTF:
		*out = apfloat_from_double(to->fkind, apfloat_to_double(in->fkind, (ApBits){a, 0})).lo;
		return true;
	case C_TRUNCF: { /* only a value the narrower type holds exactly */
		double d = apfloat_to_double(in->fkind, (ApBits){a, 0});
		*out = apfloat_from_double(to->fkind, d).lo;
		double back = apfloat_to_double(to->fkind, (ApBits){*out, 0});
		return !isnan(d) && back == d && signbit(back) == signbit(d);
	}
	default: { /* fptosi, fptoui: the value must fit, rounding toward zero */
		double d = trunc(apfloat_to_double(in->fkind, (ApBits){a, 0}));
		unsigned tw = width_of(to);
		if (isnan(d))
			return false;
		if (which == C_FPTOSI) {
			double lim = ldexp(1.0, (int)tw - 1);
			if (d < -lim || d >= lim)
				return false;
			*out = (uint64_t)(int64_t)d;
		} else {
			if (d < 0 || d >= ldexp(1.0, (int)tw))
				return false;
			*out = (uint64_t)d;
		}
		return true;
	}
	}
}

static IrAttr *fold_cast_const(IrContext *ctx, IrOp *op, IrAttr *in, int which)
{
	IrType *to = elem_or_self(ir_value_type(result(op)));
	const void *arg[2] = {&which, to};
	if (in && is_poison(in))
		return in;
	bool int_to_int = which == C_EXTU || which == C_EXTS || which == C_TRUNC;
	if (int_to_int && in && (arith_is_wide(ir_attr_type_of(in)) || arith_is_wide(ir_value_type(result(op)))))
		return arith_fold_wide(ctx, ir_value_type(result(op)), in, NULL,
		                       which == C_EXTU ? ARITH_EXTU : which == C_EXTS ? ARITH_EXTS : ARITH_TRUNC, 0);
	return arith_fold_elements(ctx, ir_value_type(result(op)), in, NULL, cast_elem, arg);
}

/* extui and extsi: an extension of the same kind is folded into this one */
static IrFoldStatus fold_ext(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	bool is_signed = named(op, "extsi");
	IrOp *inner = def_named(operand(op, 0), is_signed ? "extsi" : "extui");
	if (inner) {
		ir_op_set_operand(op, 0, operand(inner, 0));
		return IR_FOLD_IN_PLACE;
	}
	return fold_to_attr(res, fold_cast_const(ctx, op, c[0], is_signed ? C_EXTS : C_EXTU));
}

static IrFoldStatus fold_trunci(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrValue *in = operand(op, 0);
	IrOp *ext = def_named(in, "extui");
	if (!ext)
		ext = def_named(in, "extsi");
	if (ext) {
		IrValue *src = operand(ext, 0);
		if (width_of(elem_or_self(ir_value_type(src))) > width_of(elem_or_self(ir_value_type(result(op))))) {
			ir_op_set_operand(op, 0, src);
			return IR_FOLD_IN_PLACE;
		}
		if (ir_value_type(src) == ir_value_type(result(op)))
			return fold_to_value(res, src);
	}
	IrOp *inner = def_named(in, "trunci");
	if (inner) {
		ir_op_set_operand(op, 0, operand(inner, 0));
		return IR_FOLD_IN_PLACE;
	}
	return fold_to_attr(res, fold_cast_const(ctx, op, c[0], C_TRUNC));
}

/* index_cast and index_castui: to and from index, extended by sign or zero */
static IrFoldStatus fold_index_cast(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	bool is_signed = named(op, "index_cast");
	unsigned from = width_of(elem_or_self(ir_value_type(operand(op, 0)))), to = width_of(elem_or_self(ir_value_type(result(op))));
	return fold_to_attr(res, fold_cast_const(ctx, op, c[0], to <= from ? C_TRUNC : is_signed ? C_EXTS : C_EXTU));
}

static IrFoldStatus fold_bitcast(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	if (c[0] && is_poison(c[0]) && !ir_type_is_shaped(ir_value_type(result(op))))
		return fold_to_attr(res, c[0]);
	IrOp *inner = def_named(operand(op, 0), "bitcast");
	if (inner) {
		if (ir_value_type(operand(inner, 0)) == ir_value_type(result(op)))
			return fold_to_value(res, operand(inner, 0));
		ir_op_set_operand(op, 0, operand(inner, 0));
		return IR_FOLD_IN_PLACE;
	}
	IrAttr *folded = fold_cast_const(ctx, op, c[0], C_BITCAST);
	if (!folded && ir_value_type(operand(op, 0)) == ir_value_type(result(op))) /* a cast to its own type */
		return fold_to_value(res, operand(op, 0));
	return fold_to_attr(res, folded);
}

/* truncf(extf(a)) is truncf(a), or a when it has the result's type */
static IrFoldStatus fold_truncf(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrOp *ext = def_named(operand(op, 0), "extf");
	if (ext) {
		IrValue *src = operand(ext, 0);
		IrType *st = elem_or_self(ir_value_type(src)), *rt = elem_or_self(ir_value_type(result(op)));
		if (width_of(st) > width_of(rt)) {
			ir_op_set_operand(op, 0, src);
			return IR_FOLD_IN_PLACE;
		}
		if (st == rt)
			return fold_to_value(res, src);
	}
	if (c[0] && (arith_is_wide_float(ir_value_type(result(op))) || arith_is_wide_float(ir_attr_type_of(c[0]))))
		return fold_to_attr(res, is_poison(c[0]) ? c[0] : arith_fold_wide_float_cast(ctx, ir_value_type(result(op)), c[0], true));
	if (!foldable_float(elem_or_self(ir_value_type(result(op)))))
		return IR_FOLD_FAILED;
	return fold_to_attr(res, fold_cast_const(ctx, op, c[0], C_TRUNCF));
}

static IrFoldStatus fold_conversion(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	int which = named(op, "sitofp") ? C_SITOFP : named(op, "uitofp") ? C_UITOFP
	            : named(op, "fptosi") ? C_FPTOSI : named(op, "fptoui") ? C_FPTOUI : C_EXTF;
	IrOp *trunc = which == C_EXTF ? def_named(operand(op, 0), "truncf") : NULL;
	if (trunc && ir_value_type(operand(trunc, 0)) == ir_value_type(result(op)) && /* extf(truncf(x)), both contract */
	    (fastmath_set(trunc) & fastmath_set(op) & FM_CONTRACT))
		return fold_to_value(res, operand(trunc, 0));
	if (which == C_EXTF && c[0] && (arith_is_wide_float(ir_value_type(result(op))) || arith_is_wide_float(ir_attr_type_of(c[0]))))
		return fold_to_attr(res, is_poison(c[0]) ? c[0] : arith_fold_wide_float_cast(ctx, ir_value_type(result(op)), c[0], false));
	if (which == C_EXTF && !foldable_float(elem_or_self(ir_value_type(result(op)))))
		return IR_FOLD_FAILED;
	return fold_to_attr(res, fold_cast_const(ctx, op, c[0], which));
}

/* ---- select and constant ---- */

static IrFoldStatus fold_select(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	IrValue *cond = operand(op, 0), *t = operand(op, 1), *f = operand(op, 2);
	if (t == f)
		return fold_to_value(res, t);
	if (arith_is_int_splat(c[0], 1))
		return fold_to_value(res, t);
	if (arith_is_int_splat(c[0], 0))
		return fold_to_value(res, f);
	if (c[1] && is_poison(c[1]))
		return fold_to_value(res, f);
	if (c[2] && is_poison(c[2]))
		return fold_to_value(res, t);
	IrType *rt = ir_value_type(result(op));
	if (rt->kind == IR_TYPE_INTEGER && rt->integer.width == 1 && rt->integer.sign == IR_SIGNLESS &&
	    arith_is_int_splat(c[1], 1) && arith_is_int_splat(c[2], 0))
		return fold_to_value(res, cond);
	IrOp *cmp = def_named(cond, "cmpi");
	int64_t pred = cmp ? predicate(cmp) : -1;
	if ((pred == EQ || pred == NE) && ((operand(cmp, 0) == t && operand(cmp, 1) == f) ||
	                                   (operand(cmp, 1) == t && operand(cmp, 0) == f)))
		return fold_to_value(res, pred == NE ? t : f);
	/* elements chosen one by one by a constant vector condition */
	Const k, a, b;
	if (!read_const(c[0], &k) || !k.shaped || !read_const(c[1], &a) || !a.shaped || !read_const(c[2], &b) ||
	    !b.shaped)
		return IR_FOLD_FAILED;
	size_t n = (size_t)ir_type_num_elements(rt);
	uint64_t *vals = xmalloc(n * sizeof *vals);
	for (size_t i = 0; i < n; i++)
		vals[i] = const_bits(&k, k.n == 1 ? 0 : i) ? const_bits(&a, a.n == 1 ? 0 : i) : const_bits(&b, b.n == 1 ? 0 : i);
	IrAttr *out = make_const(ctx, ir_attr_type_of(a.attr), a.elem, vals, n);
	free(vals);
	return fold_to_attr(res, out);
}

IrFoldStatus arith_fold_constant(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	return fold_to_attr(res, ir_op_get_attr(op, "value"));
}

/* The folder of each arith op that has one. */
IrFoldStatus arith_fold(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res)
{
	static const struct {
		const char *name;
		IrFoldStatus (*fold)(IrContext *, IrOp *, IrAttr *const *, IrFoldResult *);
	} folders[] = {
		{"addi", fold_addi}, {"subi", fold_subi}, {"muli", fold_muli}, {"divui", fold_divui},
		{"divsi", fold_divsi}, {"ceildivui", fold_round_div}, {"ceildivsi", fold_round_div},
		{"floordivsi", fold_round_div}, {"remui", fold_rem}, {"remsi", fold_rem}, {"andi", fold_andi},
		{"ori", fold_ori}, {"xori", fold_xori}, {"shli", fold_shift}, {"shrui", fold_shift},
		{"shrsi", fold_shift}, {"maxsi", fold_minmax}, {"maxui", fold_minmax}, {"minsi", fold_minmax},
		{"minui", fold_minmax}, {"cmpi", fold_cmpi}, {"cmpf", fold_cmpf}, {"addf", fold_float_op},
		{"subf", fold_float_op}, {"mulf", fold_float_op}, {"divf", fold_float_op},
		{"remf", fold_float_op}, {"maximumf", fold_float_op}, {"minimumf", fold_float_op},
		{"maxnumf", fold_float_op}, {"minnumf", fold_float_op}, {"negf", fold_float_op},
		{"extui", fold_ext}, {"extsi", fold_ext}, {"trunci", fold_trunci},
		{"index_cast", fold_index_cast}, {"index_castui", fold_index_cast}, {"bitcast", fold_bitcast},
		{"sitofp", fold_conversion}, {"uitofp", fold_conversion}, {"fptosi", fold_conversion},
		{"fptoui", fold_conversion}, {"extf", fold_conversion}, {"truncf", fold_truncf},
		{"select", fold_select}, {"addui_extended", fold_addui_extended},
		{"mulsi_extended", fold_mul_extended}, {"mului_extended", fold_mul_extended},
	};
	for (size_t i = 0; i < sizeof folders / sizeof *folders; i++)
		if (named(op, folders[i].name))
			return folders[i].fold(ctx, op, c, res);
	return IR_FOLD_FAILED;
}

/* An op `name` of one result of type holding value as its property
   `value`. */
static IrOp *value_op(IrContext *ctx, const char *name, IrAttr *value, IrType *type, IrAttr *loc)
{
	IrOpState st = {
		.name = ir_ident_cstr(ctx, name),
		.nresults = 1,
		.result_types = &type,
		.props = ir_dict_set(ctx, NULL, ir_ident_cstr(ctx, "value"), value),
		.loc = loc,
	};
	return ir_op_create(ctx, &st);
}

/* MLIR's arith materializeConstant: an arith.constant of a value of the
   result's own type (a typed integer, float or elements attribute), a
   ub.poison for `#ub.poison`. */
IrOp *arith_materialize_constant(IrContext *ctx, IrAttr *value, IrType *type, IrAttr *loc)
{
	if (is_poison(value))
		return value_op(ctx, "ub.poison", value, type, loc);
	if (ir_attr_type_of(value) != type || value->kind == IR_ATTR_DIALECT)
		return NULL;
	if (value->kind == IR_ATTR_INTEGER && type->kind == IR_TYPE_INTEGER && type->integer.sign != IR_SIGNLESS)
		return NULL;
	return value_op(ctx, "arith.constant", value, type, loc);
}
