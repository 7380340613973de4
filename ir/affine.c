/* affine.c: uniqued affine expressions, maps and integer sets. */
#include "internal.h"

/* Two's-complement arithmetic: MLIR computes these in plain int64_t, so
   where it wraps around (its undefined overflow, in practice) mica wraps
   the same way instead of invoking C's undefined behaviour. */
static int64_t wrap_add(int64_t a, int64_t b)
{
	return (int64_t)((uint64_t)a + (uint64_t)b);
}

static int64_t wrap_mul(int64_t a, int64_t b)
{
	return (int64_t)((uint64_t)a * (uint64_t)b);
}

static int64_t wrap_abs(int64_t a)
{
	return a < 0 ? (int64_t)(0 - (uint64_t)a) : a;
}

/* a / b and a % b for b != 0, without the trap of INT64_MIN / -1. */
static int64_t quot(int64_t a, int64_t b)
{
	return b == -1 ? (int64_t)(0 - (uint64_t)a) : a / b;
}

static int64_t rem(int64_t a, int64_t b)
{
	return b == -1 ? 0 : a % b;
}

uint64_t ir_gcd_u64(uint64_t a, uint64_t b)
{
	while (b) {
		uint64_t t = a % b;
		a = b;
		b = t;
	}
	return a;
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
	return m < 0 ? m + b : m;
}

/* MLIR's getLargestKnownDivisor of a node built from these operands. */
static int64_t known_divisor(IrAffineKind kind, int64_t value, const IrAffineExpr *l,
                             const IrAffineExpr *r)
{
	switch (kind) {
	case IR_AFFINE_CONST: return wrap_abs(value);
	case IR_AFFINE_DIM:
	case IR_AFFINE_SYMBOL: return 1;
	case IR_AFFINE_MUL: return wrap_mul(l->divisor, r->divisor);
	case IR_AFFINE_ADD:
	case IR_AFFINE_MOD: return (int64_t)ir_gcd_u64((uint64_t)l->divisor, (uint64_t)r->divisor);
	default: /* floordiv, ceildiv: the quotient when the divisor divides */
		if (r->kind == IR_AFFINE_CONST && r->value != 0 && rem(l->divisor, r->value) == 0)
			return wrap_abs(quot(l->divisor, r->value));
		return 1;
	}
}

/* IrAffineExpr.depth of a node of these operands (a leaf without). */
static unsigned node_depth(IrAffineKind kind, const IrAffineExpr *l, const IrAffineExpr *r)
{
	if (!l)
		return 1;
	unsigned left = kind == IR_AFFINE_ADD ? l->depth : l->depth + 1;
	return left > r->depth + 1 ? left : r->depth + 1;
}

/* MLIR's isPureAffine of a node of these operands. */
static bool node_pure(IrAffineKind kind, const IrAffineExpr *l, const IrAffineExpr *r)
{
	if (!l)
		return true;
	bool both = l->pure && r->pure;
	switch (kind) {
	case IR_AFFINE_ADD: return both;
	case IR_AFFINE_MUL: return both && (l->kind == IR_AFFINE_CONST || r->kind == IR_AFFINE_CONST);
	default: return l->pure && r->kind == IR_AFFINE_CONST;
	}
}

/* The one place nodes are made; NULL when a binary node would be deeper
   than IR_AFFINE_MAX_DEPTH. */
static IrAffineExpr *affine_get(IrContext *ctx, IrAffineKind kind, int64_t value,
                                IrAffineExpr *lhs, IrAffineExpr *rhs)
{
	unsigned depth = node_depth(kind, lhs, rhs);
	if (depth > IR_AFFINE_MAX_DEPTH)
		return NULL;
	Key k;
	KEY_INIT(k);
	key_u64(&k, kind);
	key_u64(&k, (uint64_t)value);
	key_ref(&k, lhs);
	key_ref(&k, rhs);
	IrAffineExpr *e = key_lookup(ctx, UNIQ_AFFINE_EXPR, &k);
	if (e)
		return e;
	e = arena_alloc(ctx_arena(ctx), sizeof *e);
	e->kind = kind;
	e->depth = depth;
	e->value = value;
	e->lhs = lhs;
	e->rhs = rhs;
	e->symbolic = lhs ? lhs->symbolic && rhs->symbolic : kind != IR_AFFINE_DIM;
	e->pure = node_pure(kind, lhs, rhs);
	e->simplified = false;
	e->divisor = known_divisor(kind, value, lhs, rhs);
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

static bool is_const(const IrAffineExpr *e, int64_t *v)
{
	if (e->kind != IR_AFFINE_CONST)
		return false;
	if (v)
		*v = e->value;
	return true;
}

static bool is_const_eq(const IrAffineExpr *e, int64_t v)
{
	return e->kind == IR_AFFINE_CONST && e->value == v;
}

/* What the simplify_* functions return when MLIR's simplify* would return
   nullptr (no simplification); NULL itself means "too deep" and travels up.
   RETRY asks make to start again with the operands the function changed:
   where MLIR's simplifyAdd and simplifyMod call themselves on the left
   operand of a sum, that operand may be a sum as long as the input. */
static IrAffineExpr no_fold_node, retry_node;
#define NO_FOLD (&no_fold_node)
#define RETRY (&retry_node)

static IrAffineExpr *retry(IrAffineExpr **pl, IrAffineExpr **pr, IrAffineExpr *l, IrAffineExpr *r)
{
	*pl = l;
	*pr = r;
	return RETRY;
}

static IrAffineExpr *make(IrContext *ctx, IrAffineKind kind, IrAffineExpr *l, IrAffineExpr *r);
static IrAffineExpr *simplify(IrContext *ctx, IrAffineKind kind, IrAffineExpr *l, IrAffineExpr *r);

static IrAffineExpr *make_c(IrContext *ctx, IrAffineKind kind, IrAffineExpr *l, int64_t c)
{
	return make(ctx, kind, l, ir_affine_const(ctx, c));
}

/* Is -r (r * -1 as MLIR builds it) the constant c? Only a constant other
   than INT64_MIN negates to a constant, so nothing needs to be built. */
static bool negation_is(const IrAffineExpr *r, int64_t c)
{
	return r->kind == IR_AFFINE_CONST && r->value != INT64_MIN && -r->value == c;
}

/* MLIR's simplifyAdd, step for step (lhs + rhs is *pl + *pr). */
static IrAffineExpr *simplify_add(IrContext *ctx, IrAffineExpr **pl, IrAffineExpr **pr)
{
	IrAffineExpr *lhs = *pl, *rhs = *pr;
	int64_t lc = 0, rc = 0, sum;
	bool lconst = is_const(lhs, &lc), rconst = is_const(rhs, &rc);
	if (lconst && rconst)
		return __builtin_add_overflow(lc, rc, &sum) ? NO_FOLD : ir_affine_const(ctx, sum);
	/* constants, then symbolic terms, go to the right */
	if (lconst || (lhs->symbolic && !rhs->symbolic))
		return retry(pl, pr, rhs, lhs);
	if (rconst && rc == 0)
		return lhs;
	/* (e + c1) + c2 -> e + (c1 + c2) */
	if (rconst && lhs->kind == IR_AFFINE_ADD && is_const(lhs->rhs, &lc))
		return make_c(ctx, IR_AFFINE_ADD, lhs->lhs, wrap_add(lc, rc));
	/* e * c1 + e * c2 -> e * (c1 + c2), a bare e counting as e * 1 */
	int64_t c1 = 1, c2 = 1;
	IrAffineExpr *first = lhs, *second = rhs;
	if (lhs->kind == IR_AFFINE_MUL && is_const(lhs->rhs, &c1))
		first = lhs->lhs;
	if (rhs->kind == IR_AFFINE_MUL && is_const(rhs->rhs, &c2))
		second = rhs->lhs;
	if (first == second)
		return make_c(ctx, IR_AFFINE_MUL, first, wrap_add(c1, c2));
	/* (e + c) + f -> (e + f) + c */
	if (lhs->kind == IR_AFFINE_ADD && is_const(lhs->rhs, &lc))
		return retry(pl, pr, make(ctx, IR_AFFINE_ADD, lhs->lhs, rhs), lhs->rhs);
	/* e - (e floordiv q) * q -> e mod q */
	if (!rhs->lhs)
		return NO_FOLD;
	IrAffineExpr *lrhs = rhs->lhs, *rrhs = rhs->rhs;
	if (is_const_eq(rrhs, -1) && lrhs->kind == IR_AFFINE_MUL) {
		/* rhs is ((x floordiv q) * q) * -1 with a symbolic q */
		IrAffineExpr *div = lrhs->lhs, *q = lrhs->rhs;
		if (div->kind != IR_AFFINE_FLOORDIV)
			return NO_FOLD;
		if (div->rhs == q && div->lhs == lhs)
			return make(ctx, IR_AFFINE_MOD, lhs, q);
	}
	/* rhs is (x floordiv c) * -c with a positive constant c */
	if (!lrhs->lhs || rhs->kind != IR_AFFINE_MUL || lrhs->kind != IR_AFFINE_FLOORDIV)
		return NO_FOLD;
	int64_t c;
	if (is_const(lrhs->rhs, &c) && c > 0 && lhs == lrhs->lhs && negation_is(rrhs, c))
		return make(ctx, IR_AFFINE_MOD, lhs, lrhs->rhs);
	/* (e + x) + (x floordiv c) * -c: try the last summand with rhs */
	if (lhs->kind == IR_AFFINE_ADD) {
		IrAffineExpr *s = simplify(ctx, IR_AFFINE_ADD, lhs->rhs, rhs);
		if (s != NO_FOLD)
			return retry(pl, pr, lhs->lhs, s);
	}
	return NO_FOLD;
}

/* MLIR's simplifyMul, step for step (lhs * rhs is *pl * *pr). */
static IrAffineExpr *simplify_mul(IrContext *ctx, IrAffineExpr **pl, IrAffineExpr **pr)
{
	IrAffineExpr *lhs = *pl, *rhs = *pr;
	int64_t lc = 0, rc = 0, product;
	bool lconst = is_const(lhs, &lc), rconst = is_const(rhs, &rc);
	if (lconst && rconst)
		return __builtin_mul_overflow(lc, rc, &product) ? NO_FOLD
		                                                : ir_affine_const(ctx, product);
	if (!lhs->symbolic && !rhs->symbolic)
		return NO_FOLD;
	/* the constant or symbolic factor goes to the right */
	if (!rhs->symbolic || lconst)
		return retry(pl, pr, rhs, lhs);
	if (rconst && rc == 1)
		return lhs;
	if (rconst && rc == 0)
		return rhs;
	/* (e * c1) * c2 -> e * (c1 * c2) */
	if (rconst && lhs->kind == IR_AFFINE_MUL && is_const(lhs->rhs, &lc))
		return make_c(ctx, IR_AFFINE_MUL, lhs->lhs, wrap_mul(lc, rc));
	/* (e * c) * f -> (e * f) * c */
	if (lhs->kind == IR_AFFINE_MUL && is_const(lhs->rhs, &lc))
		return make(ctx, IR_AFFINE_MUL, make(ctx, IR_AFFINE_MUL, lhs->lhs, rhs), lhs->rhs);
	return NO_FOLD;
}

/* Does simplify_div split the sum e divided by c? */
static bool splits(const IrAffineExpr *e, int64_t c)
{
	return e->kind == IR_AFFINE_ADD && (rem(e->lhs->divisor, c) == 0 || rem(e->rhs->divisor, c) == 0);
}

/* MLIR's simplifyFloorDiv and simplifyCeilDiv (the latter lacks the split
   of a sum). Negative divisors fold; zero ones never do. */
static IrAffineExpr *simplify_div(IrContext *ctx, IrAffineKind kind, IrAffineExpr *lhs,
                                  IrAffineExpr *rhs)
{
	int64_t lc, rc;
	if (!is_const(rhs, &rc) || rc == 0)
		return NO_FOLD;
	bool ceil = kind == IR_AFFINE_CEILDIV;
	if (is_const(lhs, &lc)) {
		if (lc == INT64_MIN && rc == -1)
			return NO_FOLD;
		return ir_affine_const(ctx, ceil ? ceil_div(lc, rc) : floor_div(lc, rc));
	}
	if (rc == 1)
		return lhs;
	/* (e * c1) div c2 -> e * (c1 / c2) when c2 divides c1 */
	if (lhs->kind == IR_AFFINE_MUL && is_const(lhs->rhs, &lc) && rem(lc, rc) == 0)
		return make_c(ctx, IR_AFFINE_MUL, lhs->lhs, quot(lc, rc));
	/* (a + b) floordiv c -> a floordiv c + b floordiv c when c divides a or
	   b; a is split again if it is such a sum, along the whole sum */
	if (ceil || !splits(lhs, rc))
		return NO_FOLD;
	const IrAffineExpr **spine;
	size_t n = ir_affine_sum_spine(lhs, &spine), k = 0;
	while (k < n && splits(spine[k], rc))
		k++;
	IrAffineExpr *e = make(ctx, kind, spine[k - 1]->lhs, rhs);
	while (k-- > 0)
		e = make(ctx, IR_AFFINE_ADD, e, make(ctx, kind, spine[k]->rhs, rhs));
	free(spine);
	return e;
}

/* MLIR's simplifyMod (lhs mod rhs is *pl mod *pr). Divisors below 1 are
   left alone. */
static IrAffineExpr *simplify_mod(IrContext *ctx, IrAffineExpr **pl, IrAffineExpr **pr)
{
	IrAffineExpr *lhs = *pl, *rhs = *pr;
	int64_t lc, rc, inner;
	if (!is_const(rhs, &rc) || rc < 1)
		return NO_FOLD;
	if (is_const(lhs, &lc))
		return ir_affine_const(ctx, mod_pos(lc, rc));
	if (lhs->divisor % rc == 0)
		return ir_affine_const(ctx, 0);
	/* (a + b) mod c drops the summand c is known to divide */
	if (lhs->kind == IR_AFFINE_ADD) {
		if (lhs->lhs->divisor % rc == 0)
			return make(ctx, IR_AFFINE_MOD, lhs->rhs, rhs);
		if (lhs->rhs->divisor % rc == 0)
			return retry(pl, pr, lhs->lhs, rhs);
	}
	/* (e mod a) mod b -> e mod b when b divides a */
	if (lhs->kind == IR_AFFINE_MOD && is_const(lhs->rhs, &inner) && inner >= 1 &&
	    mod_pos(inner, rc) == 0)
		return retry(pl, pr, lhs->lhs, rhs);
	return NO_FOLD;
}

/* MLIR's orderCommutativeArgs: of two dims or two symbols the lower
   position goes first, of a dim and a symbol the dim. */
static void order_commutative(IrAffineExpr **l, IrAffineExpr **r)
{
	IrAffineExpr *a = *l, *b = *r;
	bool leaf_a = a->kind == IR_AFFINE_DIM || a->kind == IR_AFFINE_SYMBOL;
	bool leaf_b = b->kind == IR_AFFINE_DIM || b->kind == IR_AFFINE_SYMBOL;
	if (!leaf_a || !leaf_b)
		return;
	if (a->kind == b->kind ? a->value > b->value : a->kind == IR_AFFINE_SYMBOL) {
		*l = b;
		*r = a;
	}
}

/* One step of MLIR's simplify* for *pl `kind` *pr: the simplified node,
   NULL beyond the depth limit, NO_FOLD, or RETRY with new operands. */
static IrAffineExpr *simplify_step(IrContext *ctx, IrAffineKind kind, IrAffineExpr **pl,
                                   IrAffineExpr **pr)
{
	switch (kind) {
	case IR_AFFINE_ADD: return simplify_add(ctx, pl, pr);
	case IR_AFFINE_MUL: return simplify_mul(ctx, pl, pr);
	case IR_AFFINE_FLOORDIV:
	case IR_AFFINE_CEILDIV: return simplify_div(ctx, kind, *pl, *pr);
	case IR_AFFINE_MOD: return simplify_mod(ctx, pl, pr);
	default: die("not a binary affine kind: %d", kind);
	}
}

/* MLIR's getAffineBinaryOpExpr: its operators first try simplify*, then
   unique the node (ordering the operands of `+` and `*`). */
static IrAffineExpr *make(IrContext *ctx, IrAffineKind kind, IrAffineExpr *l, IrAffineExpr *r)
{
	IrAffineExpr *s;
	do {
		if (!l || !r)
			return NULL;
		s = simplify_step(ctx, kind, &l, &r);
	} while (s == RETRY);
	if (s != NO_FOLD)
		return s;
	if (kind == IR_AFFINE_ADD || kind == IR_AFFINE_MUL)
		order_commutative(&l, &r);
	return affine_get(ctx, kind, 0, l, r);
}

/* MLIR's simplify* for l `kind` r: NO_FOLD where it returns nullptr; a
   step that asks to retry has become a call of make, which never does. */
static IrAffineExpr *simplify(IrContext *ctx, IrAffineKind kind, IrAffineExpr *l, IrAffineExpr *r)
{
	IrAffineExpr *s = simplify_step(ctx, kind, &l, &r);
	return s == RETRY ? make(ctx, kind, l, r) : s;
}

IrAffineExpr *ir_affine_binary(IrContext *ctx, IrAffineKind kind, IrAffineExpr *lhs,
                               IrAffineExpr *rhs)
{
	/* as written, whatever it simplifies to */
	if (node_depth(kind, lhs, rhs) > IR_AFFINE_MAX_DEPTH)
		return NULL;
	return make(ctx, kind, lhs, rhs);
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
	m = arena_alloc(ctx_arena(ctx), sizeof *m);
	m->ndims = ndims;
	m->nsyms = nsyms;
	m->nresults = nresults;
	m->results = arena_dup(ctx_arena(ctx), results, nresults * sizeof *results);
	m->nsizes = nsizes;
	m->sizes = arena_dup(ctx_arena(ctx), sizes, nsizes * sizeof *sizes);
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
	s = arena_alloc(ctx_arena(ctx), sizeof *s);
	s->ndims = ndims;
	s->nsyms = nsyms;
	s->nconstraints = n;
	s->constraints = arena_dup(ctx_arena(ctx), constraints, n * sizeof *constraints);
	s->is_eq = arena_dup(ctx_arena(ctx), is_eq, n * sizeof *is_eq);
	return key_insert(ctx, UNIQ_INTEGER_SET, &k, s);
}

bool ir_affine_is_pure(const IrAffineExpr *e)
{
	return e->pure;
}

size_t ir_affine_sum_spine(const IrAffineExpr *e, const IrAffineExpr ***spine)
{
	size_t n = 0, cap = 0;
	for (; e->kind == IR_AFFINE_ADD; e = e->lhs) {
		if (n == cap) {
			cap = cap ? 2 * cap : 16;
			*spine = xrealloc(n ? *spine : NULL, cap * sizeof **spine);
		}
		(*spine)[n++] = e;
	}
	return n;
}
