/* affine.c: uniqued affine expressions, maps and integer sets. */
#include "internal.h"

static IrAffineExpr *affine_get(IrContext *ctx, IrAffineKind kind, int64_t value,
                                IrAffineExpr *lhs, IrAffineExpr *rhs)
{
	Key k;
	KEY_INIT(k);
	key_u64(&k, kind);
	key_u64(&k, (uint64_t)value);
	key_ptr(&k, lhs);
	key_ptr(&k, rhs);
	IrAffineExpr *e = key_lookup(ctx, UNIQ_AFFINE_EXPR, &k);
	if (e)
		return e;
	e = arena_alloc(&ctx->arena, sizeof *e);
	e->kind = kind;
	e->depth = 1 + (lhs ? (lhs->depth > rhs->depth ? lhs->depth : rhs->depth) : 0);
	e->value = value;
	e->lhs = lhs;
	e->rhs = rhs;
	return key_insert(ctx, UNIQ_AFFINE_EXPR, &k, e);
}

IrAffineExpr *ir_affine_const(IrContext *ctx, int64_t v)
{
	return affine_get(ctx, IR_AFFINE_CONST, v, NULL, NULL);
}

IrAffineExpr *ir_affine_dim(IrContext *ctx, unsigned pos)
{
	return affine_get(ctx, IR_AFFINE_DIM, pos, NULL, NULL);
}

IrAffineExpr *ir_affine_symbol(IrContext *ctx, unsigned pos)
{
	return affine_get(ctx, IR_AFFINE_SYMBOL, pos, NULL, NULL);
}

static int64_t floor_div(int64_t a, int64_t b)
{
	int64_t q = a / b;
	return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

static int64_t ceil_div(int64_t a, int64_t b)
{
	int64_t q = a / b;
	return (a % b != 0 && ((a < 0) == (b < 0))) ? q + 1 : q;
}

static int64_t mod_pos(int64_t a, int64_t b)
{
	int64_t m = a % b;
	return m < 0 ? m + (b < 0 ? -b : b) : m;
}

static bool is_const(const IrAffineExpr *e, int64_t *v)
{
	if (e->kind != IR_AFFINE_CONST)
		return false;
	if (v)
		*v = e->value;
	return true;
}

/* Folds two constants; false when the result is undefined or overflows. */
static bool fold(IrAffineKind kind, int64_t a, int64_t b, int64_t *out)
{
	switch (kind) {
	case IR_AFFINE_ADD: return !__builtin_add_overflow(a, b, out);
	case IR_AFFINE_MUL: return !__builtin_mul_overflow(a, b, out);
	case IR_AFFINE_FLOORDIV:
		if (b == 0 || (a == INT64_MIN && b == -1))
			return false;
		*out = floor_div(a, b);
		return true;
	case IR_AFFINE_CEILDIV:
		if (b == 0 || (a == INT64_MIN && b == -1))
			return false;
		*out = ceil_div(a, b);
		return true;
	case IR_AFFINE_MOD:
		if (b <= 0)
			return false;
		*out = mod_pos(a, b);
		return true;
	default: return false;
	}
}

IrAffineExpr *ir_affine_binary(IrContext *ctx, IrAffineKind kind, IrAffineExpr *lhs,
                               IrAffineExpr *rhs)
{
	int64_t a, b, r;
	if (lhs->depth >= IR_AFFINE_MAX_DEPTH || rhs->depth >= IR_AFFINE_MAX_DEPTH)
		return NULL;
	bool lc = is_const(lhs, &a), rc = is_const(rhs, &b);
	/* what cannot be folded (division by zero, overflow) stays as written, as in MLIR */
	if (lc && rc && fold(kind, a, b, &r))
		return ir_affine_const(ctx, r);
	if (lc && rc)
		return affine_get(ctx, kind, 0, lhs, rhs);
	switch (kind) {
	case IR_AFFINE_ADD:
		/* constants go on the right */
		if (lc)
			return ir_affine_binary(ctx, kind, rhs, lhs);
		if (rc && b == 0)
			return lhs;
		/* (x + c1) + c2 -> x + (c1 + c2) */
		if (rc && lhs->kind == IR_AFFINE_ADD && is_const(lhs->rhs, &a) &&
		    !__builtin_add_overflow(a, b, &r))
			return ir_affine_binary(ctx, kind, lhs->lhs, ir_affine_const(ctx, r));
		break;
	case IR_AFFINE_MUL:
		if (lc)
			return ir_affine_binary(ctx, kind, rhs, lhs);
		if (rc && b == 1)
			return lhs;
		if (rc && b == 0)
			return rhs;
		/* (x * c1) * c2 -> x * (c1 * c2) */
		if (rc && lhs->kind == IR_AFFINE_MUL && is_const(lhs->rhs, &a) &&
		    !__builtin_mul_overflow(a, b, &r))
			return ir_affine_binary(ctx, kind, lhs->lhs, ir_affine_const(ctx, r));
		break;
	case IR_AFFINE_FLOORDIV:
	case IR_AFFINE_CEILDIV:
		if (rc && b == 1)
			return lhs;
		break;
	case IR_AFFINE_MOD:
		if (rc && b == 1)
			return ir_affine_const(ctx, 0);
		break;
	default:
		die("not a binary affine kind: %d", kind);
	}
	return affine_get(ctx, kind, 0, lhs, rhs);
}

IrAffineMap *ir_affine_map(IrContext *ctx, unsigned ndims, unsigned nsyms, unsigned nresults,
                           IrAffineExpr **results, unsigned nsizes, IrAffineExpr **sizes)
{
	Key k;
	KEY_INIT(k);
	key_u64(&k, ndims);
	key_u64(&k, nsyms);
	key_u64(&k, nresults);
	key_bytes(&k, results, nresults * sizeof *results);
	key_u64(&k, nsizes);
	key_bytes(&k, sizes, nsizes * sizeof *sizes);
	IrAffineMap *m = key_lookup(ctx, UNIQ_AFFINE_MAP, &k);
	if (m)
		return m;
	m = arena_alloc(&ctx->arena, sizeof *m);
	m->ndims = ndims;
	m->nsyms = nsyms;
	m->nresults = nresults;
	m->results = arena_dup(&ctx->arena, results, nresults * sizeof *results);
	m->nsizes = nsizes;
	m->sizes = arena_dup(&ctx->arena, sizes, nsizes * sizeof *sizes);
	return key_insert(ctx, UNIQ_AFFINE_MAP, &k, m);
}

IrIntegerSet *ir_integer_set(IrContext *ctx, unsigned ndims, unsigned nsyms, unsigned n,
                             IrAffineExpr **constraints, const bool *is_eq)
{
	Key k;
	KEY_INIT(k);
	key_u64(&k, ndims);
	key_u64(&k, nsyms);
	key_u64(&k, n);
	key_bytes(&k, constraints, n * sizeof *constraints);
	key_bytes(&k, is_eq, n * sizeof *is_eq);
	IrIntegerSet *s = key_lookup(ctx, UNIQ_INTEGER_SET, &k);
	if (s)
		return s;
	s = arena_alloc(&ctx->arena, sizeof *s);
	s->ndims = ndims;
	s->nsyms = nsyms;
	s->nconstraints = n;
	s->constraints = arena_dup(&ctx->arena, constraints, n * sizeof *constraints);
	s->is_eq = arena_dup(&ctx->arena, is_eq, n * sizeof *is_eq);
	return key_insert(ctx, UNIQ_INTEGER_SET, &k, s);
}

bool ir_affine_is_pure(const IrAffineExpr *e)
{
	switch (e->kind) {
	case IR_AFFINE_CONST:
	case IR_AFFINE_DIM:
	case IR_AFFINE_SYMBOL:
		return true;
	case IR_AFFINE_ADD:
		return ir_affine_is_pure(e->lhs) && ir_affine_is_pure(e->rhs);
	case IR_AFFINE_MUL:
		return ir_affine_is_pure(e->lhs) && ir_affine_is_pure(e->rhs) &&
		       (is_const(e->lhs, NULL) || is_const(e->rhs, NULL));
	default:
		return ir_affine_is_pure(e->lhs) && is_const(e->rhs, NULL);
	}
}
