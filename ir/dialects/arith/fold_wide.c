/* fold_wide.c: constant folding of values beyond 64 bits (i128, i256...,
   f80, f128): the element values as words (ir/apnum.h) rather than one
   uint64_t, so that `arith.muli` of two i256 constants folds to the exact
   product as MLIR's APInt gives it. */
#include "arith.h"
#include "../../apnum.h"

static IrType *elem_of(const IrType *t)
{
	return ir_type_is_shaped(t) ? t->shaped.elem : (IrType *)t;
}

bool arith_is_wide(const IrType *t)
{
	if (!t) /* an untyped attribute's, such as #ub.poison */
		return false;
	t = elem_of(t);
	return (t->kind == IR_TYPE_INTEGER || t->kind == IR_TYPE_INDEX) && ir_type_bit_width(t) > 64;
}

static size_t nwords(unsigned width)
{
	size_t n = ((size_t)width + 63) / 64;
	return n ? n : 1;
}

/* An integer constant: a scalar, or dense elements (count values, one for
   a splat). */
typedef struct {
	const IrAttr *attr;
	unsigned width;
	size_t count;
} Ints;

static bool read_ints(const IrAttr *a, Ints *v)
{
	if (!a)
		return false;
	if (a->kind == IR_ATTR_INTEGER) {
		*v = (Ints){a, ir_type_bit_width(ir_attr_type_of(a)), 1};
		return ir_attr_type_of(a)->kind == IR_TYPE_INTEGER || ir_attr_type_of(a)->kind == IR_TYPE_INDEX;
	}
	if (a->kind != IR_ATTR_DENSE || !ir_type_is_shaped(ir_attr_type_of(a)) || ir_type_num_elements(ir_attr_type_of(a)) < 0)
		return false;
	IrType *e = ir_attr_type_of(a)->shaped.elem;
	if (e->kind != IR_TYPE_INTEGER && e->kind != IR_TYPE_INDEX)
		return false;
	*v = (Ints){a, ir_type_bit_width(e), a->dense.splat ? 1 : (size_t)ir_type_num_elements(ir_attr_type_of(a))};
	return true;
}

/* Value i of v into w (nwords(v->width) words). */
static void value_at(const Ints *v, size_t i, uint64_t *w)
{
	size_t n = nwords(v->width);
	if (v->attr->kind == IR_ATTR_INTEGER) {
		memcpy(w, v->attr->words, n * sizeof *w);
		return;
	}
	size_t eb = ir_dense_elem_bytes(ir_attr_type_of(v->attr)->shaped.elem);
	const unsigned char *p = ir_dense_data(v->attr) + i * eb;
	memset(w, 0, n * sizeof *w);
	for (size_t k = 0; k < eb; k++)
		w[k / 8] |= (uint64_t)p[k] << (8 * (k % 8));
}

bool arith_wide_is_splat(const IrAttr *a, int64_t v)
{
	Ints c;
	if (!read_ints(a, &c))
		return false;
	size_t n = nwords(c.width);
	uint64_t *want = xcalloc(n + 1, sizeof *want), *have = xcalloc(n + 1, sizeof *have);
	uint64_t one = (uint64_t)v;
	apint_resize(want, c.width, &one, 64, true);
	bool equal = true;
	for (size_t i = 0; i < c.count && equal; i++) {
		value_at(&c, i, have);
		equal = !memcmp(have, want, n * sizeof *have);
	}
	free(want), free(have);
	return equal;
}

/* One element of the fold, false if it does not fold. */
static bool fold_one(ArithIntOp which, int64_t arg, unsigned w, const uint64_t *a, const uint64_t *b,
                     unsigned rw, uint64_t *out, uint64_t *tmp)
{
	switch (which) {
	case ARITH_ADD: apint_add(out, a, b, w); return true;
	case ARITH_SUB: apint_sub(out, a, b, w); return true;
	case ARITH_MUL: apint_mul(out, a, b, w); return true;
	case ARITH_AND: case ARITH_OR: case ARITH_XOR:
		for (size_t i = 0; i < nwords(w); i++)
			out[i] = which == ARITH_AND ? a[i] & b[i] : which == ARITH_OR ? a[i] | b[i] : a[i] ^ b[i];
		return true;
	case ARITH_DIVU: return apint_udivrem(out, NULL, a, b, w);
	case ARITH_REMU: return apint_udivrem(NULL, out, a, b, w);
	case ARITH_REMS: return apint_sdivrem(NULL, out, a, b, w);
	case ARITH_CEILDIVU:
		if (!apint_udivrem(out, tmp, a, b, w))
			return false;
		if (!apint_is_zero(tmp, w)) {
			memset(tmp, 0, nwords(w) * sizeof *tmp);
			tmp[0] = 1;
			apint_add(out, out, tmp, w);
		}
		return true;
	case ARITH_DIVS: case ARITH_CEILDIVS: case ARITH_FLOORDIVS: {
		/* the smallest value divided by -1 overflows: left alone */
		apint_negate(tmp, b, w);
		bool b_minus_one = tmp[0] == 1 && apint_is_zero(tmp + 1, w > 64 ? w - 64 : 0);
		apint_negate(tmp, a, w);
		if (b_minus_one && apint_sign(a, w) && !apint_cmp(tmp, a, w, false))
			return false;
		if (!apint_sdivrem(out, tmp, a, b, w))
			return false;
		/* round the truncated quotient up (ceil) or down (floor) when the
		   division was not exact and the exact quotient's sign says so */
		bool inexact = !apint_is_zero(tmp, w), positive = apint_sign(a, w) == apint_sign(b, w);
		if (which == ARITH_DIVS || !inexact || (which == ARITH_CEILDIVS) != positive)
			return true;
		memset(tmp, 0, nwords(w) * sizeof *tmp);
		tmp[0] = 1;
		if (which == ARITH_CEILDIVS)
			apint_add(out, out, tmp, w);
		else
			apint_sub(out, out, tmp, w);
		return true;
	}
	case ARITH_SHL: case ARITH_SHRU: case ARITH_SHRS: {
		memset(tmp, 0, nwords(w) * sizeof *tmp);
		tmp[0] = w;
		if (apint_cmp(b, tmp, w, false) >= 0)
			return false;
		(which == ARITH_SHL ? apint_shl : which == ARITH_SHRU ? apint_lshr : apint_ashr)(out, a, (unsigned)b[0], w);
		return true;
	}
	case ARITH_MAXS: case ARITH_MAXU: case ARITH_MINS: case ARITH_MINU: {
		int c = apint_cmp(a, b, w, which == ARITH_MAXS || which == ARITH_MINS);
		bool take_a = which == ARITH_MAXS || which == ARITH_MAXU ? c > 0 : c < 0;
		memcpy(out, take_a ? a : b, nwords(w) * sizeof *out);
		return true;
	}
	case ARITH_CARRY: /* a is the sum of b and another: did it wrap? */
		memset(out, 0, nwords(rw) * sizeof *out);
		out[0] = apint_cmp(a, b, w, false) < 0;
		return true;
	case ARITH_CMPI: {
		enum { EQ, NE, SLT, SLE, SGT, SGE, ULT, ULE, UGT, UGE };
		int c = apint_cmp(a, b, w, arg >= SLT && arg <= SGE);
		static const signed char holds[10][3] = { /* c = -1, 0, 1 */
			{0, 1, 0}, {1, 0, 1}, {1, 0, 0}, {1, 1, 0}, {0, 0, 1},
			{0, 1, 1}, {1, 0, 0}, {1, 1, 0}, {0, 0, 1}, {0, 1, 1}};
		if (arg < 0 || arg > UGE)
			return false;
		memset(out, 0, nwords(rw) * sizeof *out);
		out[0] = (uint64_t)holds[arg][c + 1];
		return true;
	}
	case ARITH_EXTU: case ARITH_EXTS: case ARITH_TRUNC:
		apint_resize(out, rw, a, w, which == ARITH_EXTS);
		return true;
	case ARITH_MULHS: case ARITH_MULHU: { /* the high half of the double-width product */
		size_t n2 = nwords(2 * w) + 1;
		uint64_t *x = xcalloc(n2, sizeof *x), *y = xcalloc(n2, sizeof *y);
		apint_resize(x, 2 * w, a, w, which == ARITH_MULHS);
		apint_resize(y, 2 * w, b, w, which == ARITH_MULHS);
		apint_mul(x, x, y, 2 * w);
		apint_lshr(x, x, w, 2 * w);
		apint_resize(out, w, x, 2 * w, false);
		free(x), free(y);
		return true;
	}
	default:
		return false;
	}
}

/* The attribute of count values (of rw bits each, nwords apart) shaped as
   type. */
static IrAttr *make_ints(IrContext *ctx, IrType *type, unsigned rw, const uint64_t *vals, size_t count)
{
	IrType *elem = elem_of(type);
	size_t n = nwords(rw);
	if (!ir_type_is_shaped(type)) {
		if (elem->kind == IR_TYPE_INTEGER && rw == 1 && elem->integer.sign == IR_SIGNLESS)
			return ir_attr_bool(ctx, vals[0] & 1);
		return ir_attr_int_words(ctx, elem, vals);
	}
	size_t eb = ir_dense_elem_bytes(elem);
	unsigned char *data = xcalloc(count + 1, eb);
	for (size_t i = 0; i < count; i++)
		for (size_t k = 0; k < eb; k++)
			data[i * eb + k] = (unsigned char)(vals[i * n + k / 8] >> (8 * (k % 8)));
	IrAttr *a = ir_attr_dense(ctx, type, count == 1 && ir_type_num_elements(type) != 1, data, count * eb);
	free(data);
	return a;
}

IrAttr *arith_fold_wide(IrContext *ctx, IrType *result, const IrAttr *la, const IrAttr *ra, ArithIntOp which,
                        int64_t arg)
{
	Ints l, r = {0};
	if (!read_ints(la, &l) || (ra && (!read_ints(ra, &r) || r.width != l.width)))
		return NULL;
	if (ra && ir_type_is_shaped(ir_attr_type_of(la)) != ir_type_is_shaped(ir_attr_type_of(ra)))
		return NULL;
	if (ir_type_is_shaped(result) != ir_type_is_shaped(ir_attr_type_of(la)) ||
	    (ir_type_is_shaped(result) && ir_type_num_elements(result) < 0))
		return NULL;
	size_t count = ra && r.count > l.count ? r.count : l.count;
	if ((l.count != 1 && l.count != count) || (ra && r.count != 1 && r.count != count))
		return NULL;
	unsigned w = l.width, rw = ir_type_bit_width(elem_of(result));
	size_t n = nwords(w > rw ? w : rw);
	uint64_t *a = xcalloc(n + 1, sizeof *a), *b = xcalloc(n + 1, sizeof *b), *tmp = xcalloc(n + 1, sizeof *tmp);
	uint64_t *vals = xcalloc(count * nwords(rw) + n, sizeof *vals);
	bool ok = true;
	for (size_t i = 0; i < count && ok; i++) {
		value_at(&l, l.count == 1 ? 0 : i, a);
		if (ra)
			value_at(&r, r.count == 1 ? 0 : i, b);
		ok = fold_one(which, arg, w, a, b, rw, vals + i * nwords(rw), tmp);
	}
	IrAttr *out = ok ? make_ints(ctx, result, rw, vals, count) : NULL;
	free(a), free(b), free(tmp), free(vals);
	return out;
}

bool arith_is_wide_float(const IrType *t)
{
	if (!t)
		return false;
	t = elem_of(t);
	return t->kind == IR_TYPE_FLOAT && (t->fkind == IR_F80 || t->fkind == IR_F128);
}

/* Float value i of a (a scalar, or dense elements) as bits. */
static ApBits float_at(const IrAttr *a, size_t i)
{
	if (a->kind == IR_ATTR_FLOAT)
		return a->fbits;
	size_t eb = ir_dense_elem_bytes(ir_attr_type_of(a)->shaped.elem);
	const unsigned char *p = ir_dense_data(a) + (a->dense.splat ? 0 : i * eb);
	ApBits v = {0, 0};
	for (size_t k = 0; k < eb; k++)
		*(k < 8 ? &v.lo : &v.hi) |= (uint64_t)p[k] << (8 * (k % 8));
	return v;
}

IrAttr *arith_fold_wide_float_cast(IrContext *ctx, IrType *result, const IrAttr *in, bool trunc)
{
	if (!in || !ir_attr_type_of(in) || ir_type_is_shaped(result) != ir_type_is_shaped(ir_attr_type_of(in)))
		return NULL;
	IrType *from = elem_of(ir_attr_type_of(in)), *to = elem_of(result);
	if (from->kind != IR_TYPE_FLOAT || to->kind != IR_TYPE_FLOAT ||
	    (in->kind != IR_ATTR_FLOAT && in->kind != IR_ATTR_DENSE))
		return NULL;
	size_t count = in->kind == IR_ATTR_DENSE && !in->dense.splat ? (size_t)ir_type_num_elements(ir_attr_type_of(in)) : 1;
	size_t eb = ir_dense_elem_bytes(to);
	unsigned char *data = xcalloc(count + 1, eb);
	ApBits v = {0, 0};
	bool ok = true;
	for (size_t i = 0; i < count && ok; i++) {
		ApBits x = float_at(in, i);
		v = apfloat_convert(to->fkind, from->fkind, x);
		if (trunc) { /* exact only: no NaN, and the value comes back */
			ApBits back = apfloat_convert(from->fkind, to->fkind, v);
			ok = !apfloat_is_nan(from->fkind, x) && back.lo == x.lo && back.hi == x.hi;
		}
		for (size_t k = 0; k < eb; k++)
			data[i * eb + k] = (unsigned char)((k < 8 ? v.lo : v.hi) >> (8 * (k % 8)));
	}
	IrAttr *out = !ok ? NULL
	              : !ir_type_is_shaped(result) ? ir_attr_float(ctx, to, v)
	                                           : ir_attr_dense(ctx, result, count == 1 && ir_type_num_elements(result) != 1, data, count * eb);
	free(data);
	return out;
}
