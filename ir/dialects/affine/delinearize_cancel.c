/* delinearize_cancel.c: MLIR 22's cancellation, while composing a map with
   its operands, of a sum that rebuilds the index an affine.delinearize_index
   split: x0 * S0 + x1 * S1 + ... + xn (Si the product of the basis elements
   after i) becomes that index. */
#include "affine.h"

/* The summands of a sum's spine, first to last (the caller frees them). */
static IrAffineExpr **summands(const IrAffineExpr *e, size_t *n)
{
	const IrAffineExpr **spine = NULL;
	size_t k = ir_affine_sum_spine(e, &spine);
	IrAffineExpr **terms = xmalloc((k + 2) * sizeof *terms);
	terms[0] = spine[k - 1]->lhs;
	for (size_t i = k; i-- > 0;)
		terms[k - i] = spine[i]->rhs;
	free(spine);
	*n = k + 1;
	return terms;
}

typedef struct {
	IrContext *ctx;
	IrAffineExpr **wanted; /* result i times its stride, as the parser builds it */
	unsigned n;
	IrAffineExpr *index; /* the dim or symbol standing for the delinearized index */
	bool failed;         /* beyond IR_AFFINE_MAX_DEPTH */
} Cancel;

static IrAffineExpr *cancel(Cancel *c, IrAffineExpr *e);

/* A sum: its summands cancelled first, then every whole set of the wanted
   summands (each once) taken out for the index, as often as they occur;
   the others keep their order, followed by the index. */
static IrAffineExpr *cancel_sum(Cancel *c, IrAffineExpr *e)
{
	size_t n;
	IrAffineExpr **terms = summands(e, &n);
	bool changed = false, *taken = xcalloc(n + 1, 1);
	size_t *at = xmalloc((c->n + 1) * sizeof *at);
	for (size_t i = 0; i < n; i++) {
		IrAffineExpr *t = cancel(c, terms[i]);
		changed |= t != terms[i];
		terms[i] = t;
	}
	unsigned sets = 0;
	while (!c->failed) {
		unsigned w = 0;
		for (; w < c->n; w++) {
			size_t k = 0;
			while (k < n && (taken[k] || terms[k] != c->wanted[w]))
				k++;
			if (k == n)
				break;
			taken[k] = true;
			at[w] = k;
		}
		if (w < c->n) {
			while (w-- > 0)
				taken[at[w]] = false;
			break;
		}
		sets++;
	}
	IrAffineExpr *out = e;
	if ((changed || sets) && !c->failed) {
		out = NULL;
		for (size_t i = 0; i < n; i++)
			if (!taken[i])
				out = out ? ir_affine_binary(c->ctx, IR_AFFINE_ADD, out, terms[i]) : terms[i];
		for (unsigned s = 0; s < sets; s++)
			out = out ? ir_affine_binary(c->ctx, IR_AFFINE_ADD, out, c->index) : c->index;
		c->failed = !out;
	}
	free(terms);
	free(taken);
	free(at);
	return c->failed ? e : out;
}

/* e with the wanted sums cancelled wherever they stand. */
static IrAffineExpr *cancel(Cancel *c, IrAffineExpr *e)
{
	if (c->failed || e->kind == IR_AFFINE_DIM || e->kind == IR_AFFINE_SYMBOL || e->kind == IR_AFFINE_CONST)
		return e;
	if (e->kind == IR_AFFINE_ADD)
		return cancel_sum(c, e);
	IrAffineExpr *l = cancel(c, e->lhs), *r = cancel(c, e->rhs);
	if (c->failed || (l == e->lhs && r == e->rhs))
		return e;
	IrAffineExpr *out = ir_affine_binary(c->ctx, e->kind, l, r);
	c->failed = !out;
	return out ? out : e;
}

/* The dim or symbol of dims and syms (dims first) holding each result of
   op, the last one where a result occurs twice; false if one is absent. */
static bool find_results(IrContext *ctx, const IrOp *op, const PtrVec *dims, const PtrVec *syms,
                         IrAffineExpr **at, bool *all_dims)
{
	memset(at, 0, op->nresults * sizeof *at);
	*all_dims = true;
	for (size_t i = 0; i < dims->n + syms->n; i++) {
		bool is_dim = i < dims->n;
		IrValue *v = is_dim ? dims->v[i] : syms->v[i - dims->n];
		if (v && ir_value_def(v) == op)
			at[v->index] = is_dim ? ir_affine_dim(ctx, (unsigned)i) : ir_affine_symbol(ctx, (unsigned)(i - dims->n));
	}
	for (unsigned r = 0; r < op->nresults; r++) {
		if (!at[r])
			return false;
		*all_dims &= at[r]->kind == IR_AFFINE_DIM;
	}
	return true;
}

bool affine_cancel_delinearize(AffineOperands *a, unsigned pos, PtrVec *dims, PtrVec *syms)
{
	IrValue *v = pos < dims->n ? dims->v[pos] : syms->v[pos - dims->n];
	IrOp *op = v ? ir_value_def(v) : NULL;
	/* only from its first result, and only with a static basis */
	if (!op || strcmp(ir_op_name(op)->s, "affine.delinearize_index") || v->index || op->noperands != 1)
		return false;
	IrContext *ctx = a->ctx;
	unsigned n = op->nresults, nb;
	const int64_t *basis = vs_i64s(ir_op_get_attr(op, "static_basis"), &nb);
	IrAffineExpr **at = xmalloc((n + 1) * sizeof *at);
	bool all_dims, found = find_results(ctx, op, dims, syms, at, &all_dims);
	Cancel c = {ctx, at, n, NULL, false};
	int64_t stride = 1;
	for (unsigned i = n; found && i-- > 0;) {
		if (stride != 1)
			at[i] = ir_affine_binary(ctx, IR_AFFINE_MUL, at[i], ir_affine_const(ctx, stride));
		/* the bound of result i is the basis element nb - n + i */
		if (i && __builtin_mul_overflow(stride, basis[nb - n + i], &stride))
			found = false;
	}
	bool changed = false;
	if (found) {
		c.index = all_dims ? ir_affine_dim(ctx, (unsigned)dims->n) : ir_affine_symbol(ctx, (unsigned)syms->n);
		for (unsigned i = 0; i < a->n && !c.failed; i++) {
			IrAffineExpr *e = cancel(&c, a->exprs[i]);
			changed |= e != a->exprs[i];
			a->exprs[i] = e;
		}
		a->failed |= c.failed;
	}
	if (changed) {
		pv_push(all_dims ? dims : syms, ir_op_operand(op, 0));
		a->ndims = (unsigned)dims->n;
		a->nsyms = (unsigned)syms->n;
	}
	free(at);
	return changed;
}
