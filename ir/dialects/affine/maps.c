/* maps.c: MLIR's canonicalization of an affine map or integer set with its
   operands (canonicalizeMapAndOperands, composeAffineMapAndOperands of
   AffineOps.cpp): the affine.apply ops feeding the operands composed into
   the expressions, operands that are valid symbols made symbols (and
   dimensions passed as symbols made dimensions), unused and repeated
   operands dropped, constant symbols written into the expressions. */
#include "affine.h"

void affine_operands_free(AffineOperands *a)
{
	free(a->exprs); /* the operands' room too */
	a->exprs = NULL;
	a->operands = NULL;
}

AffineOperands affine_operands_new(IrContext *ctx, unsigned n, unsigned nops)
{
	AffineOperands a = {ctx, 0, 0, n, NULL, NULL, false};
	a.exprs = xmalloc((n + 1) * sizeof *a.exprs + (nops + 1) * sizeof *a.operands);
	a.operands = (IrValue **)(a.exprs + n + 1);
	return a;
}

AffineOperands affine_operands_of(IrContext *ctx, unsigned ndims, unsigned nsyms, unsigned n,
                                 IrAffineExpr *const *exprs, const IrUse *uses)
{
	AffineOperands a = affine_operands_new(ctx, n, ndims + nsyms);
	a.ndims = ndims;
	a.nsyms = nsyms;
	memcpy(a.exprs, exprs, n * sizeof *a.exprs);
	for (unsigned i = 0; i < ndims + nsyms; i++)
		a.operands[i] = ir_use_value(&uses[i]);
	return a;
}

AffineOperands affine_operands_copy(const AffineOperands *a)
{
	AffineOperands c = affine_operands_new(a->ctx, a->n, a->ndims + a->nsyms);
	c.ndims = a->ndims;
	c.nsyms = a->nsyms;
	c.failed = a->failed;
	memcpy(c.exprs, a->exprs, a->n * sizeof *c.exprs);
	memcpy(c.operands, a->operands, (a->ndims + a->nsyms) * sizeof *c.operands);
	return c;
}

IrAffineMap *affine_operands_map(AffineOperands *a)
{
	return ir_affine_map(a->ctx, a->ndims, a->nsyms, a->n, a->exprs, 0, NULL);
}

bool affine_operands_have_map(const AffineOperands *a, const IrAffineMap *m)
{
	return !m->nsizes && a->ndims == m->ndims && a->nsyms == m->nsyms && a->n == m->nresults &&
	       !memcmp(a->exprs, m->results, a->n * sizeof *a->exprs);
}

bool affine_operands_same_map(const AffineOperands *a, const AffineOperands *b)
{
	return a->ndims == b->ndims && a->nsyms == b->nsyms && a->n == b->n &&
	       !memcmp(a->exprs, b->exprs, a->n * sizeof *a->exprs);
}

/* Does any of the n entries replace its dim or symbol? */
static bool any_replaced(IrAffineExpr *const *repl, unsigned n)
{
	for (unsigned i = 0; repl && i < n; i++)
		if (repl[i])
			return true;
	return false;
}

/* MLIR's replaceDimsAndSymbols: dim i becomes dims[i], symbol i syms[i]
   (NULL arrays or entries keep them), and the counts become nd and ns.
   Where nothing is replaced the expressions stay as they are, which is
   what the substitution would give them back. */
static void remap(AffineOperands *a, IrAffineExpr **dims, IrAffineExpr **syms, unsigned nd, unsigned ns)
{
	if (any_replaced(dims, a->ndims) || any_replaced(syms, a->nsyms))
		for (unsigned i = 0; i < a->n && !a->failed; i++) {
			IrAffineExpr *e = ir_affine_substitute(a->ctx, a->exprs[i], dims, dims ? a->ndims : 0, syms,
			                                       syms ? a->nsyms : 0);
			if (e)
				a->exprs[i] = e;
			else
				a->failed = true;
		}
	a->ndims = nd;
	a->nsyms = ns;
}

/* a's operands become the nops at ops, in a block made for them. */
static void set_operands(AffineOperands *a, IrValue *const *ops, unsigned nops)
{
	AffineOperands b = affine_operands_new(a->ctx, a->n, nops);
	memcpy(b.exprs, a->exprs, a->n * sizeof *b.exprs);
	memcpy(b.operands, ops, nops * sizeof *ops);
	free(a->exprs);
	a->exprs = b.exprs;
	a->operands = b.operands;
}

/* Marks the dims and symbols e uses. The terms of a sum are marked along
   its left operands, in any order, so no spine of it is needed. */
static void mark_uses(const IrAffineExpr *e, bool *dims, bool *syms)
{
	for (; e->kind == IR_AFFINE_ADD; e = e->lhs)
		mark_uses(e->rhs, dims, syms);
	if (e->kind == IR_AFFINE_DIM)
		dims[e->value] = true;
	else if (e->kind == IR_AFFINE_SYMBOL)
		syms[e->value] = true;
	else if (e->kind != IR_AFFINE_CONST) {
		mark_uses(e->lhs, dims, syms);
		mark_uses(e->rhs, dims, syms);
	}
}

void affine_mark_uses(const AffineOperands *a, bool *dims, bool *syms)
{
	for (unsigned i = 0; i < a->n; i++)
		mark_uses(a->exprs[i], dims, syms);
}

/* MLIR's canonicalizePromotedSymbols: dims whose operand is a valid symbol
   become symbols after the others. (Replacements that keep a dim where
   it is stay NULL, here and below, so that a map nothing moves in is
   not rebuilt.) */
static void promote_symbols(AffineOperands *a)
{
	unsigned first = 0;
	while (first < a->ndims && !affine_valid_symbol(a->operands[first]))
		first++;
	if (first == a->ndims)
		return;
	IrContext *ctx = a->ctx;
	unsigned nin = a->ndims + a->nsyms, nd = first, np = 0;
	IrValue **ops = xmalloc((nin + 1) * sizeof *ops), **promoted = xmalloc((nin + 1) * sizeof *promoted);
	IrAffineExpr **dims = xcalloc(a->ndims + 1, sizeof *dims);
	memcpy(ops, a->operands, first * sizeof *ops);
	for (unsigned i = first; i < a->ndims; i++) {
		IrValue *v = a->operands[i];
		if (i == first || affine_valid_symbol(v)) {
			dims[i] = ir_affine_symbol(ctx, a->nsyms + np);
			promoted[np++] = v;
		} else {
			dims[i] = ir_affine_dim(ctx, nd);
			ops[nd++] = v;
		}
	}
	memcpy(ops + nd, a->operands + a->ndims, a->nsyms * sizeof *ops);
	memcpy(ops + nd + a->nsyms, promoted, np * sizeof *ops);
	remap(a, dims, NULL, nd, a->nsyms + np);
	memcpy(a->operands, ops, nin * sizeof *ops);
	free(ops);
	free(promoted);
	free(dims);
}

/* Is the symbol operand v to become a dim (legalizeDemotedDims)? */
static bool demoted(IrValue *v)
{
	return affine_valid_dim(v) && !affine_valid_symbol(v);
}

/* MLIR's legalizeDemotedDims: symbols whose operand is a valid dim but no
   valid symbol become dims after the others. */
static void demote_dims(AffineOperands *a)
{
	unsigned first = 0;
	while (first < a->nsyms && !demoted(a->operands[a->ndims + first]))
		first++;
	if (first == a->nsyms)
		return;
	IrContext *ctx = a->ctx;
	unsigned nin = a->ndims + a->nsyms, nd = 0, ns = first;
	IrValue **ops = xmalloc((nin + 1) * sizeof *ops), **kept = xmalloc((nin + 1) * sizeof *kept);
	IrAffineExpr **syms = xcalloc(a->nsyms + 1, sizeof *syms);
	memcpy(ops, a->operands, a->ndims * sizeof *ops);
	memcpy(kept, a->operands + a->ndims, first * sizeof *kept);
	for (unsigned i = first; i < a->nsyms; i++) {
		IrValue *v = a->operands[a->ndims + i];
		if (i == first || demoted(v)) {
			syms[i] = ir_affine_dim(ctx, a->ndims + nd);
			ops[a->ndims + nd++] = v;
		} else {
			syms[i] = ir_affine_symbol(ctx, ns);
			kept[ns++] = v;
		}
	}
	memcpy(ops + a->ndims + nd, kept, ns * sizeof *ops);
	remap(a, NULL, syms, a->ndims + nd, ns);
	memcpy(a->operands, ops, nin * sizeof *ops);
	free(ops);
	free(kept);
	free(syms);
}

/* The integer constant v holds (m_Constant with an IntegerAttr). */
bool affine_constant_operand(IrContext *ctx, IrValue *v, int64_t *out)
{
	IrAttr *c = ir_value_constant(ctx, v);
	if (!c || c->kind != IR_ATTR_INTEGER)
		return false;
	*out = (int64_t)c->words[0];
	return true;
}

/* The position j < i of an earlier used operand equal to operands[i], or -1. */
static int earlier(IrValue *const *operands, const bool *used, const bool *skip, unsigned i)
{
	for (unsigned j = 0; j < i; j++)
		if (used[j] && !(skip && skip[j]) && operands[j] == operands[i])
			return (int)j;
	return -1;
}

/* Maps have a few operands: the per-operand scratch of canonicalization
   and evaluation lives on the stack up to this many, else on the heap. */
enum { FEW_OPERANDS = 16 };

/* n bytes, at local (of local_size bytes) when they fit there */
static void *scratch(void *local, size_t local_size, size_t n)
{
	return n <= local_size ? local : xmalloc(n);
}

static void scratch_free(void *p, const void *local)
{
	if (p != local)
		free(p);
}

void affine_canonicalize(AffineOperands *a)
{
	if (a->failed || !(a->ndims + a->nsyms))
		return;
	promote_symbols(a);
	demote_dims(a);
	IrContext *ctx = a->ctx;
	unsigned nd = 0, ns = 0, nin = a->ndims + a->nsyms;
	/* per operand: used, and (symbols) constant; its replacement; the
	   operands kept, which fit in place of the old ones at the end */
	bool local_used[2 * FEW_OPERANDS];
	IrAffineExpr *local_repl[FEW_OPERANDS];
	IrValue *local_ops[FEW_OPERANDS];
	bool *used = memset(scratch(local_used, sizeof local_used, 2 * nin), 0, 2 * nin);
	bool *used_dims = used, *used_syms = used + a->ndims, *constant = used + nin;
	IrAffineExpr **repl = memset(scratch(local_repl, sizeof local_repl, nin * sizeof *repl), 0, nin * sizeof *repl);
	IrAffineExpr **dims = repl, **syms = repl + a->ndims;
	IrValue **ops = scratch(local_ops, sizeof local_ops, nin * sizeof *ops);
	affine_mark_uses(a, used_dims, used_syms);
	for (unsigned i = 0; i < a->ndims; i++) {
		if (!used_dims[i])
			continue;
		int j = earlier(a->operands, used_dims, NULL, i);
		if (j >= 0) {
			dims[i] = dims[j] ? dims[j] : ir_affine_dim(ctx, (unsigned)j);
		} else {
			dims[i] = nd == i ? NULL : ir_affine_dim(ctx, nd);
			ops[nd++] = a->operands[i];
		}
	}
	IrValue **sym_ops = a->operands + a->ndims;
	for (unsigned i = 0; i < a->nsyms; i++) {
		int64_t c;
		if (!used_syms[i])
			continue;
		if (affine_constant_operand(ctx, sym_ops[i], &c)) {
			syms[i] = ir_affine_const(ctx, c);
			constant[i] = true;
			continue;
		}
		int j = earlier(sym_ops, used_syms, constant, i);
		if (j >= 0) {
			syms[i] = syms[j] ? syms[j] : ir_affine_symbol(ctx, (unsigned)j);
		} else {
			syms[i] = ns == i ? NULL : ir_affine_symbol(ctx, ns);
			ops[nd + ns++] = sym_ops[i];
		}
	}
	remap(a, dims, syms, nd, ns);
	memcpy(a->operands, ops, (nd + ns) * sizeof *ops);
	scratch_free(used, local_used);
	scratch_free(repl, local_repl);
	scratch_free(ops, local_ops);
}

/* MLIR's simplifyAffineMap on the expressions. */
static void simplify(AffineOperands *a)
{
	for (unsigned i = 0; i < a->n && !a->failed; i++)
		a->exprs[i] = ir_affine_simplify(a->ctx, a->exprs[i], a->ndims, a->nsyms);
}

static bool is_apply(const IrValue *v)
{
	IrOp *def = v ? ir_value_def(v) : NULL;
	return def && !strcmp(ir_op_name(def)->s, "affine.apply");
}

/* MLIR's replaceDimOrSym: the dim or symbol at pos (into dims, then syms)
   defined by an affine.apply becomes that apply's expression over its
   own operands, appended to dims and syms. */
static bool replace_dim_or_sym(AffineOperands *a, unsigned pos, PtrVec *dims, PtrVec *syms)
{
	bool is_dim = pos < dims->n;
	void **slot = is_dim ? &dims->v[pos] : &syms->v[pos - dims->n];
	IrValue *v = *slot;
	if (!is_apply(v))
		return false;
	*slot = NULL;
	IrOp *apply = ir_value_def(v);
	IrAffineMap *m = ir_op_get_attr(apply, "map")->map;
	AffineOperands inner = affine_operands_of(a->ctx, m->ndims, m->nsyms, 1, m->results, ir_op_operands(apply));
	affine_canonicalize(&inner);
	IrContext *ctx = a->ctx;
	IrAffineExpr **shift_dims = xmalloc((inner.ndims + 1) * sizeof *shift_dims),
	             **shift_syms = xmalloc((inner.nsyms + 1) * sizeof *shift_syms);
	for (unsigned i = 0; i < inner.ndims; i++)
		shift_dims[i] = ir_affine_dim(ctx, (unsigned)dims->n + i);
	for (unsigned i = 0; i < inner.nsyms; i++)
		shift_syms[i] = ir_affine_symbol(ctx, (unsigned)syms->n + i);
	IrAffineExpr *repl = inner.failed ? NULL
	                                  : ir_affine_substitute(ctx, inner.exprs[0], shift_dims, inner.ndims,
	                                                         shift_syms, inner.nsyms);
	for (unsigned i = 0; i < inner.ndims; i++)
		pv_push(dims, inner.operands[i]);
	for (unsigned i = 0; i < inner.nsyms; i++)
		pv_push(syms, inner.operands[inner.ndims + i]);
	if (!repl) {
		a->failed = true;
	} else {
		unsigned p = is_dim ? pos : pos - a->ndims;
		IrAffineExpr **target = xcalloc((is_dim ? a->ndims : a->nsyms) + 1, sizeof *target);
		target[p] = repl;
		remap(a, is_dim ? target : NULL, is_dim ? NULL : target, (unsigned)dims->n, (unsigned)syms->n);
		free(target);
	}
	free(shift_dims);
	free(shift_syms);
	affine_operands_free(&inner);
	return true;
}

/* The end of composition: the operands left NULL in dims and syms (those
   replaced by what defined them) become zero in the expressions. */
static void drop_replaced(AffineOperands *a, PtrVec *dims, PtrVec *syms)
{
	IrContext *ctx = a->ctx;
	IrValue **ops = xmalloc((dims->n + syms->n + 1) * sizeof *ops);
	IrAffineExpr **dr = xmalloc((dims->n + 1) * sizeof *dr), **sr = xmalloc((syms->n + 1) * sizeof *sr);
	unsigned nd = 0, ns = 0;
	for (size_t i = 0; i < dims->n; i++) {
		dr[i] = !dims->v[i] ? ir_affine_const(ctx, 0) : nd == i ? NULL : ir_affine_dim(ctx, nd);
		if (dims->v[i])
			ops[nd++] = dims->v[i];
	}
	for (size_t i = 0; i < syms->n; i++) {
		sr[i] = !syms->v[i] ? ir_affine_const(ctx, 0) : ns == i ? NULL : ir_affine_symbol(ctx, ns);
		if (syms->v[i])
			ops[nd + ns++] = syms->v[i];
	}
	remap(a, dr, sr, nd, ns);
	set_operands(a, ops, nd + ns);
	free(ops);
	free(dr);
	free(sr);
}

/* Is v a result of an op that composition looks into: an affine.apply,
   or an affine.delinearize_index whose results may cancel? */
static bool composable(const IrValue *v)
{
	IrOp *def = v ? ir_value_def(v) : NULL;
	return def && (!strcmp(ir_op_name(def)->s, "affine.apply") || !strcmp(ir_op_name(def)->s, "affine.delinearize_index"));
}

static bool any_composable(const AffineOperands *a)
{
	for (unsigned i = 0; i < a->ndims + a->nsyms; i++)
		if (composable(a->operands[i]))
			return true;
	return false;
}

/* The operands defined by affine.apply ops replaced by their expressions
   (over those ops' own operands), and the delinearized indices rebuilt
   from their parts taken back, until no operand changes. */
static void compose_operands(AffineOperands *a)
{
	PtrVec dims = {0}, syms = {0};
	for (unsigned i = 0; i < a->ndims + a->nsyms; i++)
		pv_push(i < a->ndims ? &dims : &syms, a->operands[i]);
	bool changed = true, composed = false;
	while (changed && !a->failed) {
		changed = false;
		for (unsigned pos = 0; pos < dims.n + syms.n && !changed; pos++)
			changed = affine_cancel_delinearize(a, pos, &dims, &syms) ||
			          replace_dim_or_sym(a, pos, &dims, &syms);
		composed |= changed;
	}
	if (composed) /* the operands replaced go, the others close up */
		drop_replaced(a, &dims, &syms);
	pv_free(&dims);
	pv_free(&syms);
}

void affine_compose(AffineOperands *a)
{
	if (a->failed)
		return;
	if (a->n && any_composable(a)) /* most maps have nothing to compose */
		compose_operands(a);
	affine_canonicalize(a);
	simplify(a);
}

bool affine_any_apply(IrValue *const *operands, unsigned n)
{
	for (unsigned i = 0; i < n; i++)
		if (is_apply(operands[i]))
			return true;
	return false;
}

bool affine_eval_constant(IrContext *ctx, const AffineOperands *a, unsigned i, IrAttr *const *constants,
                          int64_t *out, bool *poison)
{
	unsigned nin = a->ndims + a->nsyms;
	bool local_used[FEW_OPERANDS];
	int64_t local_values[FEW_OPERANDS];
	bool *used = memset(scratch(local_used, sizeof local_used, nin), 0, nin);
	int64_t *values = memset(scratch(local_values, sizeof local_values, nin * sizeof *values), 0, nin * sizeof *values);
	mark_uses(a->exprs[i], used, used + a->ndims);
	bool known = true;
	for (unsigned k = 0; k < nin && known; k++) {
		IrAttr *c = constants[k];
		if (used[k])
			known = c && c->kind == IR_ATTR_INTEGER;
		if (known && used[k])
			values[k] = (int64_t)c->words[0];
	}
	bool ok = known && ir_affine_eval(a->exprs[i], values, values + a->ndims, out);
	if (poison)
		*poison = known && !ok;
	scratch_free(used, local_used);
	scratch_free(values, local_values);
	(void)ctx;
	return ok;
}

/* Adds scale times e to row (coefficients of dims, symbols, then the
   constant), as MLIR's SimpleAffineExprFlattener without local variables:
   false for what needs one (division, modulo) or is not affine. */
bool affine_flatten(const IrAffineExpr *e, unsigned nd, unsigned ns, int64_t *row, int64_t scale)
{
	const IrAffineExpr **spine = NULL;
	size_t n = ir_affine_sum_spine(e, &spine);
	if (n) {
		bool ok = affine_flatten(spine[n - 1]->lhs, nd, ns, row, scale);
		for (size_t i = n; i-- > 0 && ok;)
			ok = affine_flatten(spine[i]->rhs, nd, ns, row, scale);
		free(spine);
		return ok;
	}
	switch (e->kind) {
	case IR_AFFINE_DIM: row[e->value] += scale; return true;
	case IR_AFFINE_SYMBOL: row[nd + e->value] += scale; return true;
	case IR_AFFINE_CONST: row[nd + ns] += scale * e->value; return true;
	case IR_AFFINE_MUL:
		if (e->rhs->kind == IR_AFFINE_CONST)
			return affine_flatten(e->lhs, nd, ns, row, scale * e->rhs->value);
		if (e->lhs->kind == IR_AFFINE_CONST)
			return affine_flatten(e->rhs, nd, ns, row, scale * e->lhs->value);
		return false;
	default: return false;
	}
}
