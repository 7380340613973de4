/* bounds.c: simplifications of affine expressions by what the constant
   bounds of the affine.for induction variables among their operands tell
   (MLIR's simplifyMapWithOperands and simplifyMinOrMaxExprWithOperands of
   AffineOps.cpp, with getBoundForAffineExpr of AffineExpr.cpp). */
#include "affine.h"

/* A constant bound, when known (std::optional<int64_t>). */
typedef struct {
	bool known;
	int64_t v;
} Bound;

static const Bound unknown = {false, 0};

static Bound known(int64_t v)
{
	return (Bound){true, v};
}

/* MLIR's floorDiv, ceilDiv and mod (non-negative) for a divisor > 0. */
static int64_t floor_div(int64_t a, int64_t b)
{
	return a / b - (a % b < 0);
}

static int64_t ceil_div(int64_t a, int64_t b)
{
	return a / b + (a % b > 0);
}

static int64_t mod(int64_t a, int64_t b)
{
	int64_t r = a % b;
	return r < 0 ? r + b : r;
}

/* The operands of a map with their bounds. */
typedef struct {
	IrContext *ctx;
	unsigned nd, ns;
	IrValue **operands;
	Bound *lower, *upper; /* per operand, found when first asked (operand_bounds) */
} Operands;

/* MLIR's getForInductionVarOwner: the affine.for whose induction variable v is. */
static IrOp *loop_of_iv(IrValue *v)
{
	IrBlockArg *arg = ir_value_arg(v);
	IrBlock *block = arg ? ir_arg_block(arg) : NULL;
	IrOp *owner = block && ir_block_parent(block) ? ir_region_parent(ir_block_parent(block)) : NULL;
	if (!owner || strcmp(ir_op_name(owner)->s, "affine.for"))
		return NULL;
	IrBlock *body = ir_region_first(&ir_op_regions(owner)[0]);
	return body && body->nargs && ir_block_arg(body, 0) == v ? owner : NULL;
}

static Bound constant_bound(const IrOp *loop, const char *name)
{
	IrAffineMap *m = ir_op_get_attr(loop, name)->map;
	return m->nresults == 1 && m->results[0]->kind == IR_AFFINE_CONST ? known(m->results[0]->value) : unknown;
}

static int64_t step_of(const IrOp *loop)
{
	return (int64_t)ir_op_get_attr(loop, "step")->words[0];
}

/* The least value of an induction variable. */
static Bound iv_lower(IrValue *v)
{
	IrOp *loop = loop_of_iv(v);
	return loop ? constant_bound(loop, "lowerBoundMap") : unknown;
}

/* The greatest value it takes (its last iteration's when its lower bound
   is known too). */
static Bound iv_upper(IrValue *v)
{
	IrOp *loop = loop_of_iv(v);
	Bound ub = loop ? constant_bound(loop, "upperBoundMap") : unknown;
	if (!ub.known)
		return unknown;
	Bound lb = constant_bound(loop, "lowerBoundMap");
	if (lb.known)
		return known(ub.v - 1 - (ub.v - lb.v - 1) % step_of(loop));
	return known(ub.v - 1);
}

/* MLIR's getBoundForAffineExpr: a bound of e from the bounds of its dims
   and symbols, through floor and ceil divisions and remainders by
   constants, and otherwise its flattened linear form. */
static void operand_bounds(Operands *o);

static Bound expr_bound(Operands *o, const IrAffineExpr *e, bool upper)
{
	bool div = e->kind == IR_AFFINE_FLOORDIV || e->kind == IR_AFFINE_CEILDIV;
	int64_t c = e->kind < IR_AFFINE_CONST && e->rhs->kind == IR_AFFINE_CONST ? e->rhs->value : 0;
	if (div) {
		if (c < 1)
			return unknown;
		Bound b = expr_bound(o, e->lhs, upper);
		if (!b.known)
			return unknown;
		return known(e->kind == IR_AFFINE_FLOORDIV ? floor_div(b.v, c) : ceil_div(b.v, c));
	}
	if (e->kind == IR_AFFINE_MOD && c >= 1) {
		Bound lb = expr_bound(o, e->lhs, false), ub = expr_bound(o, e->lhs, upper);
		if (lb.known && ub.known && floor_div(lb.v, c) == floor_div(ub.v, c))
			return known(upper ? mod(ub.v, c) : mod(lb.v, c));
		return known(upper ? c - 1 : 0);
	}
	unsigned n = o->nd + o->ns;
	int64_t *row = xcalloc(n + 1, sizeof *row);
	Bound b = unknown;
	if (affine_flatten(e, o->nd, o->ns, row, 1)) {
		operand_bounds(o);
		b = known(row[n]);
		for (unsigned i = 0; i < n && b.known; i++) {
			if (!row[i])
				continue;
			Bound in = (row[i] > 0) == upper ? o->upper[i] : o->lower[i];
			b.known = in.known;
			b.v += in.v * row[i];
		}
	}
	free(row);
	return b.known ? b : unknown;
}

/* MLIR's getLowerBound and getUpperBound of an expression. */
static Bound bound_of(Operands *o, const IrAffineExpr *e, bool upper)
{
	return e->kind == IR_AFFINE_CONST ? known(e->value) : expr_bound(o, e, upper);
}

static uint64_t gcd(uint64_t a, uint64_t b)
{
	while (b) {
		uint64_t t = a % b;
		a = b;
		b = t;
	}
	return a;
}

/* MLIR's getLargestKnownDivisor(e, operands): the expression's own, or for
   an induction variable, what its lower bound and step imply. */
static int64_t divisor_of(const Operands *o, const IrAffineExpr *e)
{
	if (e->kind != IR_AFFINE_DIM)
		return e->divisor;
	IrOp *loop = loop_of_iv(o->operands[e->value]);
	if (!loop)
		return 1;
	Bound lb = constant_bound(loop, "lowerBoundMap");
	if (lb.known && lb.v == 0)
		return step_of(loop);
	IrAffineMap *m = ir_op_get_attr(loop, "lowerBoundMap")->map;
	uint64_t g = 0;
	for (unsigned i = 0; i < m->nresults; i++)
		g = gcd((uint64_t)m->results[i]->divisor, g);
	return (int64_t)gcd(g ? g : UINT64_MAX, (uint64_t)step_of(loop));
}

/* MLIR's isNonNegativeBoundedBy: 0 <= e < k, for a constant or an
   induction variable. */
static bool bounded_by(const Operands *o, const IrAffineExpr *e, int64_t k)
{
	if (e->kind == IR_AFFINE_CONST)
		return e->value >= 0 && e->value < k;
	if (e->kind != IR_AFFINE_DIM)
		return false;
	IrOp *loop = loop_of_iv(o->operands[e->value]);
	if (!loop)
		return false;
	Bound lb = constant_bound(loop, "lowerBoundMap"), ub = constant_bound(loop, "upperBoundMap");
	return lb.known && lb.v >= 0 && ub.known && ub.v <= k;
}

/* MLIR's isQTimesDPlusR: e = q + r with q a multiple of *div and
   0 <= r < *div. */
static bool q_times_d_plus_r(const Operands *o, IrAffineExpr *e, int64_t *div, IrAffineExpr **q, IrAffineExpr **r)
{
	if (e->kind != IR_AFFINE_ADD)
		return false;
	for (int side = 0; side < 2; side++) {
		IrAffineExpr *multiple = side ? e->rhs : e->lhs, *rest = side ? e->lhs : e->rhs;
		*div = divisor_of(o, multiple);
		if (bounded_by(o, rest, *div)) {
			*q = multiple;
			*r = rest;
			return true;
		}
	}
	return false;
}

/* MLIR's simplifyExprAndOperands; NULL beyond IR_AFFINE_MAX_DEPTH. */
static IrAffineExpr *simplify_expr(Operands *o, IrAffineExpr *e)
{
	IrContext *ctx = o->ctx;
	if (e->kind >= IR_AFFINE_CONST)
		return e;
	const IrAffineExpr **spine = NULL;
	size_t n = ir_affine_sum_spine(e, &spine);
	if (n) {
		IrAffineExpr *sum = simplify_expr(o, spine[n - 1]->lhs);
		for (size_t i = n; i-- > 0 && sum;) {
			IrAffineExpr *term = simplify_expr(o, spine[i]->rhs);
			sum = term ? ir_affine_binary(ctx, IR_AFFINE_ADD, sum, term) : NULL;
		}
		free(spine);
		return sum;
	}
	IrAffineExpr *lhs = simplify_expr(o, e->lhs), *rhs = lhs ? simplify_expr(o, e->rhs) : NULL;
	e = rhs ? ir_affine_binary(ctx, e->kind, lhs, rhs) : NULL;
	if (!e || (e->kind != IR_AFFINE_FLOORDIV && e->kind != IR_AFFINE_CEILDIV && e->kind != IR_AFFINE_MOD) ||
	    e->rhs->kind != IR_AFFINE_CONST || e->rhs->value <= 0)
		return e;
	lhs = e->lhs;
	rhs = e->rhs;
	int64_t k = rhs->value;
	Bound lb = bound_of(o, lhs, false), ub = bound_of(o, lhs, true);
	if (lb.known && ub.known) {
		if (e->kind == IR_AFFINE_FLOORDIV && floor_div(lb.v, k) == floor_div(ub.v, k))
			return ir_affine_const(ctx, floor_div(lb.v, k));
		if (e->kind == IR_AFFINE_CEILDIV && ceil_div(lb.v, k) == ceil_div(ub.v, k))
			return ir_affine_const(ctx, ceil_div(lb.v, k));
		if (e->kind == IR_AFFINE_MOD && lb.v >= 0 && lb.v < k && ub.v < k)
			return lhs;
	}
	int64_t div;
	IrAffineExpr *q, *r;
	if (q_times_d_plus_r(o, lhs, &div, &q, &r)) {
		if (div && k % div == 0 && e->kind == IR_AFFINE_FLOORDIV)
			return ir_affine_binary(ctx, IR_AFFINE_FLOORDIV, q, rhs);
		if (div % k == 0 && e->kind == IR_AFFINE_MOD)
			return ir_affine_binary(ctx, IR_AFFINE_MOD, r, rhs);
		return e;
	}
	if ((e->kind == IR_AFFINE_FLOORDIV && bounded_by(o, lhs, k)) ||
	    (e->kind == IR_AFFINE_MOD && divisor_of(o, lhs) % k == 0))
		return ir_affine_const(ctx, 0);
	return e;
}

static Operands operands_of(AffineOperands *a)
{
	return (Operands){a->ctx, a->ndims, a->nsyms, a->operands, NULL, NULL};
}

/* The bounds of the operands, found on the first call: most maps have no
   expression that needs them. */
static void operand_bounds(Operands *o)
{
	if (o->lower)
		return;
	unsigned n = o->nd + o->ns;
	o->lower = xmalloc((n + 1) * sizeof *o->lower);
	o->upper = xmalloc((n + 1) * sizeof *o->upper);
	for (unsigned i = 0; i < n; i++) {
		o->lower[i] = iv_lower(o->operands[i]);
		o->upper[i] = iv_upper(o->operands[i]);
	}
}

static void operands_free(Operands *o)
{
	free(o->lower);
	free(o->upper);
}

void affine_simplify_with_operands(AffineOperands *a)
{
	if (a->failed)
		return;
	Operands o = operands_of(a);
	for (unsigned i = 0; i < a->n && !a->failed; i++) {
		IrAffineExpr *e = simplify_expr(&o, a->exprs[i]);
		if (e)
			a->exprs[i] = e;
		else
			a->failed = true;
	}
	operands_free(&o);
}

/* Does expression i of a max (min) never exceed (fall below) another one?
   Of two that always equal, the first is kept. */
static bool redundant(const Bound *lb, const Bound *ub, unsigned n, unsigned i, bool is_max)
{
	const Bound *mine = is_max ? ub : lb, *theirs = is_max ? lb : ub, *others = is_max ? ub : lb;
	for (unsigned pos = 0; pos < n; pos++) {
		if (pos == i || !theirs[pos].known)
			continue;
		if (is_max ? theirs[pos].v > mine[i].v : theirs[pos].v < mine[i].v)
			return true;
		if (theirs[pos].v != mine[i].v)
			continue;
		bool fixed = lb[i].known && ub[i].known && lb[i].v == ub[i].v;
		if (!(others[pos].known && fixed && theirs[pos].v == others[pos].v && i < pos))
			return true;
	}
	return false;
}

void affine_simplify_min_max(AffineOperands *a, bool is_max)
{
	if (a->failed || !(a->ndims + a->nsyms))
		return;
	Operands o = operands_of(a);
	Bound *lb = xmalloc((a->n + 1) * sizeof *lb), *ub = xmalloc((a->n + 1) * sizeof *ub);
	for (unsigned i = 0; i < a->n; i++) {
		lb[i] = bound_of(&o, a->exprs[i], false);
		ub[i] = bound_of(&o, a->exprs[i], true);
	}
	unsigned k = 0;
	for (unsigned i = 0; i < a->n; i++) {
		IrAffineExpr *e = a->exprs[i];
		if (lb[i].known && ub[i].known && lb[i].v == ub[i].v)
			e = ir_affine_const(a->ctx, lb[i].v);
		if (!(is_max ? ub : lb)[i].known || !redundant(lb, ub, a->n, i, is_max))
			a->exprs[k++] = e;
	}
	a->n = k;
	free(lb);
	free(ub);
	operands_free(&o);
}
