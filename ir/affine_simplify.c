/* affine_simplify.c: MLIR's affine utilities beyond construction (simplify, compose, eval). */
#include "internal.h"

/* ir_affine_binary that lets a NULL ("too deep") operand through. */
static IrAffineExpr *bin(IrContext *ctx, IrAffineKind kind, IrAffineExpr *l, IrAffineExpr *r)
{
	return l && r ? ir_affine_binary(ctx, kind, l, r) : NULL;
}

static IrAffineExpr *bin_c(IrContext *ctx, IrAffineKind kind, IrAffineExpr *l, int64_t c)
{
	return bin(ctx, kind, l, ir_affine_const(ctx, c));
}

static bool is_leaf_id(const IrAffineExpr *e)
{
	return e->kind == IR_AFFINE_DIM || e->kind == IR_AFFINE_SYMBOL;
}

/* Coefficient arithmetic wraps like MLIR's int64_t arithmetic does. */
static int64_t wrap_add(int64_t a, int64_t b)
{
	return (int64_t)((uint64_t)a + (uint64_t)b);
}

static int64_t wrap_mul(int64_t a, int64_t b)
{
	return (int64_t)((uint64_t)a * (uint64_t)b);
}

static uint64_t uabs(int64_t a)
{
	return a < 0 ? 0 - (uint64_t)a : (uint64_t)a;
}

/* ---- flat forms ----
   A flat form (MLIR's flattened expression) is a sum of coefficients times
   columns plus a constant: dims (columns 0 .. nd-1), then symbols (nd ..
   nd+ns-1), then locals (nd+ns+i), which stand for the div/mod (and
   semi-affine) subexpressions of the Flattener's `locals`. MLIR keeps it
   dense, a row as wide as all the columns; here it is sparse, so that the
   flat form of a sum of n dims or n divisions takes time and memory in n,
   not n * n. */

typedef struct {
	unsigned col;
	int64_t coeff;
} Coef;

typedef struct {
	Coef *v;        /* malloc'ed; a column may come twice, or with 0, until normalized */
	unsigned n, cap;
	bool sorted;    /* v is sorted by column, each column once (row_norm) */
	int64_t cst;
} Row;

static void row_push(Row *r, unsigned col, int64_t coeff)
{
	if (r->n == r->cap) {
		r->cap = r->cap ? 2 * r->cap : 4;
		r->v = xrealloc(r->v, r->cap * sizeof *r->v);
	}
	r->sorted = r->n == 0 || (r->sorted && r->v[r->n - 1].col < col);
	r->v[r->n++] = (Coef){col, coeff};
}

/* The row holding just coeff * col (no column for coeff 0) plus cst. */
static void row_set(Row *r, unsigned col, int64_t coeff, int64_t cst)
{
	r->n = 0;
	r->sorted = true;
	r->cst = cst;
	if (coeff)
		row_push(r, col, coeff);
}

static int coef_cmp(const void *x, const void *y)
{
	const Coef *a = x, *b = y;
	return (a->col > b->col) - (a->col < b->col);
}

/* Sorts by column and adds up a column's coefficients, as MLIR's dense
   row holds them (wrapping as its int64_t arithmetic does); drops zeros. */
static void row_norm(Row *r)
{
	if (!r->sorted)
		qsort(r->v, r->n, sizeof *r->v, coef_cmp);
	unsigned k = 0;
	for (unsigned i = 0; i < r->n; i++) {
		if (k && r->v[k - 1].col == r->v[i].col)
			r->v[k - 1].coeff = wrap_add(r->v[k - 1].coeff, r->v[i].coeff);
		else
			r->v[k++] = r->v[i];
		if (r->v[k - 1].coeff == 0 && (i + 1 == r->n || r->v[i + 1].col != r->v[k - 1].col))
			k--;
	}
	r->n = k;
	r->sorted = true;
}

/* The expression a column stands for. */
static IrAffineExpr *column(IrContext *ctx, unsigned col, unsigned nd, unsigned ns,
                            IrAffineExpr **locals)
{
	return col < nd ? ir_affine_dim(ctx, col) : col < nd + ns ? ir_affine_symbol(ctx, col - nd)
	                                                         : locals[col - nd - ns];
}

/* MLIR's getAffineExprFromFlatForm of a normalized row: dims, symbols and
   locals in column order, then the constant. */
static IrAffineExpr *from_flat(IrContext *ctx, const Row *row, unsigned nd, unsigned ns,
                               IrAffineExpr **locals)
{
	IrAffineExpr *e = ir_affine_const(ctx, 0);
	for (unsigned k = 0; k < row->n; k++)
		e = bin(ctx, IR_AFFINE_ADD, e,
		        bin_c(ctx, IR_AFFINE_MUL, column(ctx, row->v[k].col, nd, ns, locals), row->v[k].coeff));
	if (row->cst)
		e = bin_c(ctx, IR_AFFINE_ADD, e, row->cst);
	return e;
}

/* One term of a semi-affine sum, keyed as MLIR's
   getSemiAffineExprFromFlatForm keys it. */
typedef struct {
	unsigned a;
	int64_t b;
	unsigned order;   /* insertion order: the first entry of a key wins */
	IrAffineExpr *e;
	int64_t coeff;
} Term;

static void add_term(Term *t, unsigned *n, unsigned a, int64_t b, IrAffineExpr *e,
                     int64_t coeff)
{
	t[*n] = (Term){a, b, *n, e, coeff};
	++*n;
}

static int term_cmp(const void *x, const void *y)
{
	const Term *p = x, *q = y;
	if (p->a != q->a)
		return p->a < q->a ? -1 : 1;
	if (p->b != q->b)
		return p->b < q->b ? -1 : 1;
	return p->order < q->order ? -1 : p->order > q->order;
}

/* MLIR's getSemiAffineExprFromFlatForm of a normalized row: dims, then
   products and divisions of a dim by a symbol, then symbols, ordered by
   position. */
static IrAffineExpr *semi_from_flat(IrContext *ctx, const Row *row, unsigned nd,
                                    unsigned ns, IrAffineExpr **locals)
{
	Term *t = xmalloc((row->n + 1) * sizeof *t);
	bool *added = xcalloc(row->n + 1, sizeof *added); /* by entry of the row */
	unsigned n = 0, off_sym = 0, big = nd > ns ? nd : ns;
	int64_t off_dim = -1;
	for (unsigned k = 0; k < row->n; k++) {
		unsigned j = row->v[k].col;
		if (j >= nd && j < nd + ns)
			add_term(t, &n, j - nd, (int64_t)(big + off_sym++), ir_affine_symbol(ctx, j - nd), row->v[k].coeff);
	}
	for (unsigned k = 0; k < row->n; k++) {
		if (row->v[k].col < nd + ns)
			continue;
		IrAffineExpr *le = locals[row->v[k].col - nd - ns];
		/* MLIR takes every local for a binary expression (asserting so) */
		if (!le->lhs)
			continue;
		IrAffineExpr *l = le->lhs, *r = le->rhs;
		if (!is_leaf_id(l) || !(is_leaf_id(r) || r->kind == IR_AFFINE_CONST))
			continue;
		unsigned a = (unsigned)l->value;
		int64_t b;
		if (r->kind == IR_AFFINE_CONST)
			b = l->kind == IR_AFFINE_DIM ? off_dim-- : (int64_t)(big + off_sym++);
		else if (l->kind == IR_AFFINE_DIM)
			b = r->value;
		else
			b = (int64_t)(big + off_sym++);
		add_term(t, &n, a, b, le, row->v[k].coeff);
		added[k] = true;
	}
	for (unsigned k = 0; k < row->n && row->v[k].col < nd; k++)
		add_term(t, &n, row->v[k].col, off_dim--, ir_affine_dim(ctx, row->v[k].col), row->v[k].coeff);
	qsort(t, n, sizeof *t, term_cmp);
	IrAffineExpr *e = ir_affine_const(ctx, 0);
	const Term *first = t;
	for (unsigned k = 0; k < n; k++) {
		/* a repeated key reads the first entry, as MLIR's DenseMap lookup does */
		if (first->a != t[k].a || first->b != t[k].b)
			first = &t[k];
		e = bin(ctx, IR_AFFINE_ADD, e, bin_c(ctx, IR_AFFINE_MUL, first->e, first->coeff));
	}
	for (unsigned k = 0; k < row->n; k++)
		if (row->v[k].col >= nd + ns && !added[k])
			e = bin(ctx, IR_AFFINE_ADD, e,
			        bin_c(ctx, IR_AFFINE_MUL, locals[row->v[k].col - nd - ns], row->v[k].coeff));
	if (row->cst)
		e = bin_c(ctx, IR_AFFINE_ADD, e, row->cst);
	free(added);
	free(t);
	return e;
}

/* ---- flattening (MLIR's SimpleAffineExprFlattener) ---- */

typedef struct {
	IrContext *ctx;
	unsigned nd, ns, nl;
	IrAffineExpr **locals;
	unsigned locals_cap;
	PtrMap local_index;   /* local expression -> 1 + its index */
	Row *rows;            /* operand stack of flat forms */
	unsigned nrows, rows_cap;
	bool too_deep;
} Flattener;

static Row *top(Flattener *f)
{
	return &f->rows[f->nrows - 1];
}

static Row *push_row(Flattener *f)
{
	if (f->nrows == f->rows_cap) {
		f->rows_cap = f->rows_cap ? 2 * f->rows_cap : 8;
		f->rows = xrealloc(f->rows, f->rows_cap * sizeof *f->rows);
	}
	f->rows[f->nrows] = (Row){.sorted = true};
	return &f->rows[f->nrows++];
}

/* Pops the top row; the caller frees its v. */
static Row pop_row(Flattener *f)
{
	return f->rows[--f->nrows];
}

/* The column of the local e, appended to the locals if it is new. */
static unsigned local_col(Flattener *f, IrAffineExpr *e)
{
	uintptr_t i = (uintptr_t)pm_get(&f->local_index, e);
	if (!i) {
		if (f->nl == f->locals_cap) {
			f->locals_cap = f->locals_cap ? 2 * f->locals_cap : 4;
			f->locals = xrealloc(f->locals, f->locals_cap * sizeof *f->locals);
		}
		f->locals[f->nl++] = e;
		pm_put(&f->local_index, e, (void *)(uintptr_t)f->nl);
		i = f->nl;
	}
	return f->nd + f->ns + (unsigned)(i - 1);
}

static IrAffineExpr *flat_expr(Flattener *f, Row *row)
{
	row_norm(row);
	IrAffineExpr *e = from_flat(f->ctx, row, f->nd, f->ns, f->locals);
	if (!e)
		f->too_deep = true;
	return e;
}

/* Makes the top row stand for e (MLIR's addExprToFlattenedList): a
   constant, dim or symbol directly, anything else as a local. */
static bool set_top_to(Flattener *f, IrAffineExpr *e)
{
	if (!e) {
		f->too_deep = true;
		return false;
	}
	if (e->kind == IR_AFFINE_CONST)
		row_set(top(f), 0, 0, e->value);
	else if (e->kind == IR_AFFINE_DIM || e->kind == IR_AFFINE_SYMBOL)
		row_set(top(f), (e->kind == IR_AFFINE_DIM ? 0 : f->nd) + (unsigned)e->value, 1, 0);
	else
		row_set(top(f), local_col(f, e), 1, 0);
	return true;
}

/* A semi-affine product, division or mod (its right operand not a
   constant) becomes a local of its own. */
static bool visit_semi(Flattener *f, IrAffineKind kind)
{
	Row rhs = pop_row(f);
	IrAffineExpr *a = flat_expr(f, top(f)), *b = flat_expr(f, &rhs);
	free(rhs.v);
	return set_top_to(f, bin(f->ctx, kind, a, b));
}

/* The constant right operand, popped. */
static int64_t pop_const(Flattener *f)
{
	Row rhs = pop_row(f);
	free(rhs.v);
	return rhs.cst;
}

/* The shorter row's terms go into the longer one, so that adding up n
   terms in any order takes O(n log n). */
static bool visit_add(Flattener *f)
{
	Row rhs = pop_row(f), *lhs = top(f);
	lhs->cst = wrap_add(lhs->cst, rhs.cst);
	if (lhs->n < rhs.n) {
		Row shorter = *lhs;
		*lhs = rhs;
		lhs->cst = shorter.cst;
		rhs = shorter;
	}
	for (unsigned k = 0; k < rhs.n; k++)
		row_push(lhs, rhs.v[k].col, rhs.v[k].coeff);
	free(rhs.v);
	return true;
}

static bool visit_mul(Flattener *f, const IrAffineExpr *e)
{
	if (e->rhs->kind != IR_AFFINE_CONST)
		return visit_semi(f, IR_AFFINE_MUL);
	int64_t c = pop_const(f);
	Row *lhs = top(f);
	for (unsigned k = 0; k < lhs->n; k++)
		lhs->v[k].coeff = wrap_mul(lhs->v[k].coeff, c);
	lhs->cst = wrap_mul(lhs->cst, c);
	return true;
}

/* The gcd of c and every coefficient of the normalized row r. */
static uint64_t row_gcd(const Row *r, int64_t c)
{
	uint64_t g = ir_gcd_u64((uint64_t)c, uabs(r->cst));
	for (unsigned k = 0; k < r->n; k++)
		g = ir_gcd_u64(g, uabs(r->v[k].coeff));
	return g;
}

/* e mod c is e - c * q with the local q = e floordiv c (both divided by
   their gcd first); a divisor below 1 cannot be flattened. */
static bool visit_mod(Flattener *f, const IrAffineExpr *e)
{
	if (e->rhs->kind != IR_AFFINE_CONST)
		return visit_semi(f, e->kind);
	int64_t c = pop_const(f);
	if (c <= 0)
		return false;
	Row *lhs = top(f);
	row_norm(lhs);
	bool divides = lhs->cst % c == 0;
	for (unsigned k = 0; k < lhs->n && divides; k++)
		divides = lhs->v[k].coeff % c == 0;
	if (divides) {
		row_set(lhs, 0, 0, 0);
		return true;
	}
	uint64_t g = row_gcd(lhs, c);
	Row dividend = {xmalloc((lhs->n + 1) * sizeof *dividend.v), lhs->n, lhs->n + 1, true,
	                g != 1 ? lhs->cst / (int64_t)g : lhs->cst};
	for (unsigned k = 0; k < lhs->n; k++)
		dividend.v[k] = (Coef){lhs->v[k].col, g != 1 ? lhs->v[k].coeff / (int64_t)g : lhs->v[k].coeff};
	IrAffineExpr *q = bin_c(f->ctx, IR_AFFINE_FLOORDIV, flat_expr(f, &dividend), c / (int64_t)g);
	free(dividend.v);
	if (!q) {
		f->too_deep = true;
		return false;
	}
	row_push(top(f), local_col(f, q), -c);
	return true;
}

/* e floordiv c (ceildiv) is a local, after dividing e and c by their gcd;
   a divisor below 1 cannot be flattened. */
static bool visit_div(Flattener *f, const IrAffineExpr *e)
{
	if (e->rhs->kind != IR_AFFINE_CONST)
		return visit_semi(f, e->kind);
	int64_t c = pop_const(f);
	if (c <= 0)
		return false;
	Row *lhs = top(f);
	row_norm(lhs);
	uint64_t g = row_gcd(lhs, c);
	if (g != 1) {
		for (unsigned k = 0; k < lhs->n; k++)
			lhs->v[k].coeff /= (int64_t)g;
		lhs->cst /= (int64_t)g;
	}
	int64_t divisor = c / (int64_t)g;
	if (divisor == 1)
		return true;
	IrAffineExpr *q = bin_c(f->ctx, e->kind, flat_expr(f, lhs), divisor);
	if (!q) {
		f->too_deep = true;
		return false;
	}
	row_set(lhs, local_col(f, q), 1, 0);
	return true;
}

static bool walk(Flattener *f, const IrAffineExpr *e);

/* walk of a sum, its left operands that are sums in one loop. */
static bool walk_sum(Flattener *f, const IrAffineExpr *e)
{
	const IrAffineExpr **spine;
	size_t n = ir_affine_sum_spine(e, &spine);
	bool ok = walk(f, spine[n - 1]->lhs);
	for (size_t i = n; ok && i-- > 0;)
		ok = walk(f, spine[i]->rhs) && visit_add(f);
	free(spine);
	return ok;
}

/* Post-order walk; false when e cannot be flattened (or f->too_deep). */
static bool walk(Flattener *f, const IrAffineExpr *e)
{
	switch (e->kind) {
	case IR_AFFINE_CONST:
		push_row(f)->cst = e->value;
		return true;
	case IR_AFFINE_DIM:
	case IR_AFFINE_SYMBOL:
		/* an id beyond the declared counts has no column (MLIR asserts) */
		if ((uint64_t)e->value >= (e->kind == IR_AFFINE_DIM ? f->nd : f->ns))
			return false;
		row_push(push_row(f), (e->kind == IR_AFFINE_DIM ? 0 : f->nd) + (unsigned)e->value, 1);
		return true;
	case IR_AFFINE_ADD:
		return walk_sum(f, e);
	default:
		break;
	}
	if (!walk(f, e->lhs) || !walk(f, e->rhs))
		return false;
	switch (e->kind) {
	case IR_AFFINE_MUL: return visit_mul(f, e);
	case IR_AFFINE_MOD: return visit_mod(f, e);
	default: return visit_div(f, e);
	}
}

static void flattener_free(Flattener *f)
{
	for (unsigned i = 0; i < f->nrows; i++)
		free(f->rows[i].v);
	free(f->rows);
	free(f->locals);
	pm_free(&f->local_index);
}

/* ---- semi-affine simplification (MLIR's simplifySemiAffine) ---- */

/* What symbolic_divide returns where MLIR's symbolicDivide returns null. */
static IrAffineExpr no_quotient_node;
#define NO_QUOTIENT (&no_quotient_node)

static IrAffineExpr *simplify_expr(IrContext *ctx, IrAffineExpr *e, unsigned nd, unsigned ns);

/* MLIR's canSimplifyDivisionBySymbol. */
static bool divisible_by_symbol(const IrAffineExpr *e, int64_t pos, IrAffineKind op,
                                bool from_mul)
{
	/* a sum: each summand, its left operands that are sums in one loop */
	for (; e->kind == IR_AFFINE_ADD; e = e->lhs, from_mul = false)
		if (!divisible_by_symbol(e->rhs, pos, op, false))
			return false;
	switch (e->kind) {
	case IR_AFFINE_CONST: return e->value == 0;
	case IR_AFFINE_DIM: return false;
	case IR_AFFINE_SYMBOL: return e->value == pos;
	case IR_AFFINE_MOD:
		return divisible_by_symbol(e->lhs, pos, IR_AFFINE_MOD, false) &&
		       divisible_by_symbol(e->rhs, pos, IR_AFFINE_MOD, false);
	case IR_AFFINE_MUL:
		return divisible_by_symbol(e->lhs, pos, op, true) ||
		       divisible_by_symbol(e->rhs, pos, op, true);
	default: /* floordiv and ceildiv commute only with themselves */
		if (op != e->kind || from_mul)
			return false;
		return divisible_by_symbol(e->lhs, pos, e->kind, false);
	}
}

static IrAffineExpr *quotient_bin(IrContext *ctx, IrAffineKind kind, IrAffineExpr *l,
                                  IrAffineExpr *r)
{
	if (l == NO_QUOTIENT || r == NO_QUOTIENT)
		return NO_QUOTIENT;
	return bin(ctx, kind, l, r);
}

/* MLIR's symbolicDivide: e divided by symbol `pos`, NO_QUOTIENT where MLIR
   gives a null expression, NULL beyond the depth limit. */
static IrAffineExpr *symbolic_divide(IrContext *ctx, IrAffineExpr *e, int64_t pos,
                                     IrAffineKind op)
{
	switch (e->kind) {
	case IR_AFFINE_CONST: return e->value ? NO_QUOTIENT : ir_affine_const(ctx, 0);
	case IR_AFFINE_DIM: return NO_QUOTIENT;
	case IR_AFFINE_SYMBOL: return ir_affine_const(ctx, 1);
	case IR_AFFINE_ADD: {
		const IrAffineExpr **spine;
		size_t n = ir_affine_sum_spine(e, &spine);
		IrAffineExpr *q = symbolic_divide(ctx, spine[n - 1]->lhs, pos, op);
		for (size_t i = n; i-- > 0;)
			q = quotient_bin(ctx, IR_AFFINE_ADD, q, symbolic_divide(ctx, spine[i]->rhs, pos, op));
		free(spine);
		return q;
	}
	case IR_AFFINE_MOD:
		return quotient_bin(ctx, IR_AFFINE_MOD, symbolic_divide(ctx, e->lhs, pos, e->kind),
		                    symbolic_divide(ctx, e->rhs, pos, e->kind));
	case IR_AFFINE_MUL:
		if (!divisible_by_symbol(e->lhs, pos, op, false))
			return quotient_bin(ctx, IR_AFFINE_MUL, e->lhs,
			                    symbolic_divide(ctx, e->rhs, pos, op));
		return quotient_bin(ctx, IR_AFFINE_MUL, symbolic_divide(ctx, e->lhs, pos, op), e->rhs);
	default:
		return quotient_bin(ctx, e->kind, symbolic_divide(ctx, e->lhs, pos, e->kind), e->rhs);
	}
}

typedef struct {
	IrAffineExpr **v;
	unsigned n, cap;
} ExprVec;

static void summands(ExprVec *out, IrAffineExpr *e)
{
	const IrAffineExpr **spine;
	size_t n = ir_affine_sum_spine(e, &spine);
	if (n) {
		summands(out, spine[n - 1]->lhs);
		for (size_t i = n; i-- > 0;)
			summands(out, spine[i]->rhs);
		free(spine);
		return;
	}
	if (out->n == out->cap) {
		out->cap = out->cap ? 2 * out->cap : 8;
		out->v = xrealloc(out->v, out->cap * sizeof *out->v);
	}
	out->v[out->n++] = e;
}

/* MLIR's isModOfModSubtraction: is lhs of the form `x - x mod rhs` (the
   summands other than -(x mod rhs) simplifying to x), so that lhs mod rhs
   is 0? -1 beyond the depth limit. */
static int mod_of_mod_subtraction(IrContext *ctx, IrAffineExpr *lhs, IrAffineExpr *rhs,
                                  unsigned nd, unsigned ns)
{
	ExprVec s = {0};
	int found = 0;
	summands(&s, lhs);
	for (unsigned i = 0; i < s.n && !found; i++) {
		IrAffineExpr *m = s.v[i], *inner;
		if (m->kind != IR_AFFINE_MUL)
			continue;
		if (m->lhs->kind == IR_AFFINE_CONST && m->lhs->value == -1)
			inner = m->rhs;
		else if (m->rhs->kind == IR_AFFINE_CONST && m->rhs->value == -1)
			inner = m->lhs;
		else
			continue;
		if (inner->kind != IR_AFFINE_MOD || inner->rhs != rhs)
			continue;
		IrAffineExpr *diff = ir_affine_const(ctx, 0);
		for (unsigned j = 0; j < s.n; j++)
			if (j != i)
				diff = bin(ctx, IR_AFFINE_ADD, diff, s.v[j]);
		diff = bin(ctx, IR_AFFINE_ADD, diff, bin_c(ctx, IR_AFFINE_MUL, inner->lhs, -1));
		if (diff)
			diff = simplify_expr(ctx, diff, nd, ns);
		if (!diff)
			found = -1;
		else if (diff->kind == IR_AFFINE_CONST && diff->value == 0)
			found = 1;
	}
	free(s.v);
	return found;
}

/* MLIR's simplifySemiAffine: divisions and mods by a symbol that divides
   the dividend cancel. NULL beyond the depth limit. */
static IrAffineExpr *simplify_semi(IrContext *ctx, IrAffineExpr *e, unsigned nd, unsigned ns)
{
	if (!e->lhs)
		return e;
	if (e->kind == IR_AFFINE_ADD) {
		const IrAffineExpr **spine;
		size_t n = ir_affine_sum_spine(e, &spine);
		IrAffineExpr *sum = simplify_semi(ctx, spine[n - 1]->lhs, nd, ns);
		for (size_t i = n; sum && i-- > 0;) {
			IrAffineExpr *r = simplify_semi(ctx, spine[i]->rhs, nd, ns);
			sum = r ? bin(ctx, IR_AFFINE_ADD, sum, r) : NULL;
		}
		free(spine);
		return sum;
	}
	IrAffineExpr *l = simplify_semi(ctx, e->lhs, nd, ns);
	IrAffineExpr *r = l ? simplify_semi(ctx, e->rhs, nd, ns) : NULL;
	if (!r)
		return NULL;
	if (e->kind == IR_AFFINE_MUL)
		return bin(ctx, e->kind, l, r);
	int mm = mod_of_mod_subtraction(ctx, l, r, nd, ns);
	if (mm < 0)
		return NULL;
	if (mm)
		return ir_affine_const(ctx, 0);
	if (r->kind != IR_AFFINE_SYMBOL || !divisible_by_symbol(e->lhs, r->value, e->kind, false))
		return bin(ctx, e->kind, l, r);
	if (e->kind == IR_AFFINE_MOD)
		return ir_affine_const(ctx, 0);
	IrAffineExpr *q = symbolic_divide(ctx, l, r->value, e->kind);
	return q == NO_QUOTIENT ? bin(ctx, e->kind, l, r) : q;
}

/* MLIR's simplifyAffineExpr; NULL beyond the depth limit. */
static IrAffineExpr *simplify_expr(IrContext *ctx, IrAffineExpr *e, unsigned nd, unsigned ns)
{
	if (!ir_affine_is_pure(e) && !(e = simplify_semi(ctx, e, nd, ns)))
		return NULL;
	Flattener f = {.ctx = ctx, .nd = nd, .ns = ns};
	IrAffineExpr *result = e;
	if (walk(&f, e)) {
		Row *row = top(&f);
		row_norm(row);
		if (ir_affine_is_pure(e)) {
			result = from_flat(ctx, row, nd, ns, f.locals);
		} else {
			/* a semi-affine form the flat form rebuilds as is stays */
			IrAffineExpr *same = from_flat(ctx, row, nd, ns, f.locals);
			result = same == e ? e : same ? semi_from_flat(ctx, row, nd, ns, f.locals) : NULL;
		}
	} else if (f.too_deep) {
		result = NULL;
	}
	flattener_free(&f);
	return result;
}

/* The canonicalizer simplifies the same maps again and again, nearly
   always to themselves: an affine expression found to be its own
   simplification is marked so. Its flat form depends on it alone (the
   counts of dims and symbols only place its columns), so the mark holds
   for any counts that cover it. */
IrAffineExpr *ir_affine_simplify(IrContext *ctx, IrAffineExpr *e, unsigned ndims,
                                 unsigned nsyms)
{
	if (FACT_GET(e->simplified))
		return e;
	IrAffineExpr *s = simplify_expr(ctx, e, ndims, nsyms);
	if (s == e && ir_affine_is_pure(e))
		FACT_SET(e->simplified, true);
	return s ? s : e;
}

IrAffineMap *ir_affine_map_simplify(IrContext *ctx, IrAffineMap *m)
{
	IrAffineExpr **r = xmalloc((m->nresults + 1) * sizeof *r);
	for (unsigned i = 0; i < m->nresults; i++)
		r[i] = ir_affine_simplify(ctx, m->results[i], m->ndims, m->nsyms);
	IrAffineMap *s = ir_affine_map(ctx, m->ndims, m->nsyms, m->nresults, r, m->nsizes, m->sizes);
	free(r);
	return s;
}

/* ---- substitution and composition ---- */

/* e with operands l and r (NULL if r is); MLIR rebuilds only what changed,
   so untouched subtrees keep their shape. */
static IrAffineExpr *rebuilt(IrContext *ctx, const IrAffineExpr *e, IrAffineExpr *l, IrAffineExpr *r)
{
	if (!r)
		return NULL;
	if (l == e->lhs && r == e->rhs)
		return (IrAffineExpr *)e;
	return ir_affine_binary(ctx, e->kind, l, r);
}

IrAffineExpr *ir_affine_substitute(IrContext *ctx, IrAffineExpr *e, IrAffineExpr **dim_repl,
                                   unsigned ndims, IrAffineExpr **sym_repl, unsigned nsyms)
{
	switch (e->kind) {
	case IR_AFFINE_CONST:
		return e;
	case IR_AFFINE_DIM:
		return (uint64_t)e->value < ndims && dim_repl[e->value] ? dim_repl[e->value] : e;
	case IR_AFFINE_SYMBOL:
		return (uint64_t)e->value < nsyms && sym_repl[e->value] ? sym_repl[e->value] : e;
	case IR_AFFINE_ADD: {
		const IrAffineExpr **spine;
		size_t n = ir_affine_sum_spine(e, &spine);
		IrAffineExpr *sum = ir_affine_substitute(ctx, spine[n - 1]->lhs, dim_repl, ndims, sym_repl, nsyms);
		for (size_t i = n; sum && i-- > 0;)
			sum = rebuilt(ctx, spine[i], sum,
			              ir_affine_substitute(ctx, spine[i]->rhs, dim_repl, ndims, sym_repl, nsyms));
		free(spine);
		return sum;
	}
	default:
		break;
	}
	IrAffineExpr *l = ir_affine_substitute(ctx, e->lhs, dim_repl, ndims, sym_repl, nsyms);
	return l ? rebuilt(ctx, e, l, ir_affine_substitute(ctx, e->rhs, dim_repl, ndims, sym_repl, nsyms))
	         : NULL;
}

IrAffineMap *ir_affine_map_compose(IrContext *ctx, IrAffineMap *f, IrAffineMap *g)
{
	if (f->ndims != g->nresults)
		return NULL;
	unsigned nsyms = f->nsyms + g->nsyms, n = g->nresults;
	/* g's symbols move behind f's */
	IrAffineExpr **shift = xmalloc((g->nsyms + 1) * sizeof *shift);
	IrAffineExpr **inner = xmalloc((n + 1) * sizeof *inner);
	IrAffineExpr **out = xmalloc((f->nresults + 1) * sizeof *out);
	IrAffineMap *m = NULL;
	for (unsigned i = 0; i < g->nsyms; i++)
		shift[i] = ir_affine_symbol(ctx, f->nsyms + i);
	for (unsigned i = 0; i < n; i++)
		if (!(inner[i] = ir_affine_substitute(ctx, g->results[i], NULL, 0, shift, g->nsyms)))
			goto done;
	for (unsigned i = 0; i < f->nresults; i++)
		if (!(out[i] = ir_affine_substitute(ctx, f->results[i], inner, n, NULL, 0)))
			goto done;
	m = ir_affine_map(ctx, g->ndims, nsyms, f->nresults, out, 0, NULL);
done:
	free(out);
	free(inner);
	free(shift);
	return m;
}

/* ---- permutations ---- */

bool ir_affine_map_is_identity(const IrAffineMap *m)
{
	if (m->ndims != m->nresults)
		return false;
	for (unsigned i = 0; i < m->nresults; i++)
		if (m->results[i]->kind != IR_AFFINE_DIM || m->results[i]->value != (int64_t)i)
			return false;
	return true;
}

bool ir_affine_map_is_permutation(const IrAffineMap *m)
{
	if (m->nsyms || m->ndims != m->nresults)
		return false;
	bool *seen = xcalloc(m->ndims + 1, sizeof *seen);
	bool ok = true;
	for (unsigned i = 0; i < m->nresults && ok; i++) {
		const IrAffineExpr *e = m->results[i];
		ok = e->kind == IR_AFFINE_DIM && (uint64_t)e->value < m->ndims && !seen[e->value];
		if (ok)
			seen[e->value] = true;
	}
	free(seen);
	return ok;
}

IrAffineMap *ir_affine_map_inverse_permutation(IrContext *ctx, IrAffineMap *m)
{
	if (!ir_affine_map_is_permutation(m))
		return NULL;
	IrAffineExpr **inv = xmalloc((m->ndims + 1) * sizeof *inv);
	for (unsigned i = 0; i < m->nresults; i++)
		inv[m->results[i]->value] = ir_affine_dim(ctx, i);
	IrAffineMap *r = ir_affine_map(ctx, m->nresults, 0, m->ndims, inv, 0, NULL);
	free(inv);
	return r;
}

/* ---- evaluation ---- */

bool ir_affine_eval(const IrAffineExpr *e, const int64_t *dims, const int64_t *syms,
                    int64_t *out)
{
	int64_t a, b;
	switch (e->kind) {
	case IR_AFFINE_CONST: *out = e->value; return true;
	case IR_AFFINE_DIM: *out = dims[e->value]; return true;
	case IR_AFFINE_SYMBOL: *out = syms[e->value]; return true;
	case IR_AFFINE_ADD: {
		/* left to right, as the tree adds, so that an overflow is found where
		   it happens */
		const IrAffineExpr **spine;
		size_t n = ir_affine_sum_spine(e, &spine);
		bool ok = ir_affine_eval(spine[n - 1]->lhs, dims, syms, &a);
		for (size_t i = n; ok && i-- > 0;)
			ok = ir_affine_eval(spine[i]->rhs, dims, syms, &b) && !__builtin_add_overflow(a, b, &a);
		free(spine);
		if (ok)
			*out = a;
		return ok;
	}
	default: break;
	}
	if (!ir_affine_eval(e->lhs, dims, syms, &a) || !ir_affine_eval(e->rhs, dims, syms, &b))
		return false;
	switch (e->kind) {
	case IR_AFFINE_MUL: return !__builtin_mul_overflow(a, b, out);
	case IR_AFFINE_MOD:
		/* MLIR folds mod only by divisors >= 1 (others are poison) */
		if (b < 1)
			return false;
		*out = a % b < 0 ? a % b + b : a % b;
		return true;
	default:
		if (b == 0 || (a == INT64_MIN && b == -1))
			return false;
		*out = a / b;
		if (a % b != 0 && ((a < 0) != (b < 0)) == (e->kind == IR_AFFINE_FLOORDIV))
			*out += e->kind == IR_AFFINE_FLOORDIV ? -1 : 1;
		return true;
	}
}
