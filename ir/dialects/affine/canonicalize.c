/* canonicalize.c: the affine dialect's folders and canonicalization
   patterns, those of MLIR 22's AffineOps.cpp: affine.apply of a dim, a
   symbol or constants; maps composed with the affine.apply ops feeding
   them and canonicalized with their operands (SimplifyAffineOp) in
   affine.apply, loads, stores, prefetches, min and max; min and max
   deduplicated, merged and ordered; loop bounds folded and canonicalized,
   empty loops and loops of no iteration removed; conditions canonicalized,
   empty else blocks dropped and constant conditions resolved.

   MLIR's folders of affine.for and affine.if change their operand lists,
   which live in the op's allocation here: they are the first pattern of
   their op (run before the others, as a folder is), and the op rebuilt
   with its new operands is told to the driver as changed in place. */
#include "affine.h"

static IrAffineMap *map_of(const IrOp *op, const char *name)
{
	return ir_op_get_attr(op, name)->map;
}

static IrValue *operand(const IrOp *op, unsigned i)
{
	return ir_op_operands(op)[i].value;
}

static AffineOperands operands_of_map(IrContext *ctx, const IrAffineMap *m, const IrOp *op, unsigned first)
{
	return affine_operands_of(ctx, m->ndims, m->nsyms, m->nresults, m->results, ir_op_operands(op) + first);
}

/* Where the map's operands of an affine access, apply, min or max start. */
static unsigned map_start(const IrOp *op)
{
	const char *n = op->name->s + strlen("affine.");
	if (!strcmp(n, "store") || !strcmp(n, "vector_store"))
		return 2;
	return !strcmp(n, "load") || !strcmp(n, "vector_load") || !strcmp(n, "prefetch");
}

/* MLIR's replaceOpWithNewOp<name>(op, map, operands): the new op keeps
   op's operands before the map's and its properties (but the map), not
   its discardable attributes. */
static void replace_with_map(IrRewriter *rw, IrOp *op, const char *name, IrAffineMap *m, IrValue *const *map_ops,
                             unsigned n)
{
	IrContext *ctx = rw->ctx;
	unsigned first = map_start(op);
	IrValue **ops = xmalloc((first + n + 1) * sizeof *ops);
	for (unsigned i = 0; i < first; i++)
		ops[i] = operand(op, i);
	memcpy(ops + first, map_ops, n * sizeof *ops);
	IrType *types[1] = {op->nresults ? ir_op_results(op)[0].type : NULL};
	IrOpState st = {
		.name = ir_ident_cstr(ctx, name),
		.nresults = op->nresults,
		.result_types = types,
		.noperands = first + n,
		.operands = ops,
		.props = ir_dict_set(ctx, op->props, ir_ident_cstr(ctx, "map"), ir_attr_affine_map(ctx, m)),
		.loc = ir_op_loc(ctx, op),
	};
	IrOp *created = ir_rewriter_create(rw, &st);
	IrValue *result = created->nresults ? ir_op_results(created) : NULL;
	ir_rewriter_replace_op(rw, op, &result);
	free(ops);
}

/* ---- folders ---- */

IrFoldStatus affine_fold_apply(IrContext *ctx, IrOp *op, IrAttr *const *constants, IrFoldResult *results)
{
	IrAffineMap *m = map_of(op, "map");
	IrAffineExpr *e = m->results[0];
	if (e->kind == IR_AFFINE_DIM || e->kind == IR_AFFINE_SYMBOL) {
		results[0].value = operand(op, (unsigned)e->value + (e->kind == IR_AFFINE_SYMBOL ? m->ndims : 0));
		return IR_FOLD_RESULTS;
	}
	AffineOperands a = operands_of_map(ctx, m, op, 0);
	int64_t v;
	bool poison;
	bool ok = affine_eval_constant(ctx, &a, 0, constants, &v, &poison);
	affine_operands_free(&a);
	if (ok)
		results[0].attr = ir_attr_int(ctx, ir_type_index(ctx), v);
	else if (poison)
		results[0].attr = ir_attr_dialect(ctx, ir_ident_cstr(ctx, "ub"), ir_ident_cstr(ctx, "poison"), true, NULL, NULL);
	return results[0].attr ? IR_FOLD_RESULTS : IR_FOLD_FAILED;
}

/* MLIR's foldMinMaxOp: the results that fold become constants; all of
   them constant, the least (greatest) is the value. */
IrFoldStatus affine_fold_min_max(IrContext *ctx, IrOp *op, IrAttr *const *constants, IrFoldResult *results)
{
	bool is_min = !strcmp(op->name->s, "affine.min");
	IrAffineMap *m = map_of(op, "map");
	AffineOperands a = operands_of_map(ctx, m, op, 0);
	bool all = true;
	int64_t best = 0;
	for (unsigned i = 0; i < a.n; i++) {
		int64_t v;
		if (!affine_eval_constant(ctx, &a, i, constants, &v, NULL)) {
			all = false;
			continue;
		}
		a.exprs[i] = ir_affine_const(ctx, v);
		if (i == 0 || (is_min ? v < best : v > best))
			best = v;
	}
	IrAffineMap *folded = affine_operands_map(&a);
	affine_operands_free(&a);
	if (!folded->ndims && folded->nsyms == 1 && folded->nresults == 1 &&
	    folded->results[0]->kind == IR_AFFINE_SYMBOL) {
		results[0].value = operand(op, 0);
		return IR_FOLD_RESULTS;
	}
	if (!all) {
		if (folded == m)
			return IR_FOLD_FAILED;
		ir_op_set_attr(ctx, op, ir_ident_cstr(ctx, "map"), ir_attr_affine_map(ctx, folded));
		return IR_FOLD_IN_PLACE;
	}
	results[0].attr = ir_attr_int(ctx, ir_type_index(ctx), best);
	return IR_FOLD_RESULTS;
}

/* MLIR's memref::foldMemRefCast: operands cast by memref.cast from a
   ranked memref take the cast's source (but the value an affine.store
   stores). */
IrFoldStatus affine_fold_memref_cast(IrContext *ctx, IrOp *op, IrAttr *const *constants, IrFoldResult *results)
{
	(void)ctx, (void)constants, (void)results;
	IrValue *stored = !strcmp(op->name->s, "affine.store") ? operand(op, 0) : NULL;
	return memref_fold_casts(op, stored) ? IR_FOLD_IN_PLACE : IR_FOLD_FAILED;
}

/* MLIR's AffineLoadOp::fold: memref.cast folded into it, and a load from
   a constant memref.global (of a splat, or at constant indices) is the
   element. */
IrFoldStatus affine_fold_load(IrContext *ctx, IrOp *op, IrAttr *const *constants, IrFoldResult *results)
{
	if (affine_fold_memref_cast(ctx, op, constants, results) == IR_FOLD_IN_PLACE)
		return IR_FOLD_IN_PLACE;
	IrOp *get = ir_value_def(operand(op, 0)), *table = get;
	if (!get || strcmp(get->name->s, "memref.get_global"))
		return IR_FOLD_FAILED;
	while (table && !(table->def && table->def->traits & IR_TRAIT_SYMBOL_TABLE))
		table = ir_op_parent(table);
	IrAttr *name = ir_op_get_attr(get, "name");
	IrOp *global = table && name && name->kind == IR_ATTR_SYMBOL_REF ? ir_symbol_lookup(ctx, table, name->symref.names[0]) : NULL;
	IrAttr *init = global && !strcmp(global->name->s, "memref.global") && ir_op_get_attr(global, "constant")
	                       ? ir_op_get_attr(global, "initial_value") : NULL;
	if (!init || init->kind != IR_ATTR_DENSE)
		return IR_FOLD_FAILED;
	IrAffineMap *m = map_of(op, "map");
	IrType *t = init->type;
	int64_t flat = 0;
	for (unsigned i = 0; !init->dense.splat && i < m->nresults; i++) {
		IrAffineExpr *e = m->results[i];
		if (e->kind != IR_AFFINE_CONST || i >= t->shaped.rank || e->value < 0 || e->value >= t->shaped.dims[i])
			return IR_FOLD_FAILED;
		flat = flat * t->shaped.dims[i] + e->value;
	}
	results[0].attr = vs_dense_element(ctx, init, init->dense.splat ? 0 : (size_t)flat);
	return results[0].attr ? IR_FOLD_RESULTS : IR_FOLD_FAILED;
}

/* ---- SimplifyAffineOp ---- */

static bool same_operands(const AffineOperands *a, const IrOp *op, unsigned first)
{
	if (a->ndims + a->nsyms != op->noperands - first)
		return false;
	for (unsigned i = 0; i < a->ndims + a->nsyms; i++)
		if (a->operands[i] != operand(op, first + i))
			return false;
	return true;
}

static bool simplify_affine_op(IrRewriter *rw, IrOp *op)
{
	unsigned first = map_start(op);
	IrAffineMap *old = map_of(op, "map");
	AffineOperands a = operands_of_map(rw->ctx, old, op, first);
	affine_compose(&a);
	affine_canonicalize(&a);
	affine_simplify_with_operands(&a);
	bool changed = false;
	if (!a.failed) {
		IrAffineMap *m = affine_operands_map(&a);
		changed = m != old || !same_operands(&a, op, first);
		if (changed)
			replace_with_map(rw, op, op->name->s, m, a.operands, a.ndims + a.nsyms);
	}
	affine_operands_free(&a);
	return changed;
}

/* ---- affine.min and affine.max ---- */

/* CanonicalizeSingleResultAffineMinMaxOp: of one expression, an affine.apply. */
static bool single_result_min_max(IrRewriter *rw, IrOp *op)
{
	IrAffineMap *m = map_of(op, "map");
	if (m->nresults != 1)
		return false;
	IrValue **ops = xmalloc((op->noperands + 1) * sizeof *ops);
	for (unsigned i = 0; i < op->noperands; i++)
		ops[i] = operand(op, i);
	replace_with_map(rw, op, "affine.apply", m, ops, op->noperands);
	free(ops);
	return true;
}

/* The n values of op's operands from first, malloc'ed. */
static IrValue **operand_values(const IrOp *op, unsigned first, unsigned n)
{
	IrValue **v = xmalloc((n + 1) * sizeof *v);
	for (unsigned i = 0; i < n; i++)
		v[i] = operand(op, first + i);
	return v;
}

/* Removes repeated expressions (the first of each kept); true if any. */
static bool dedupe_exprs(AffineOperands *a)
{
	unsigned k = 0;
	for (unsigned i = 0; i < a->n; i++) {
		unsigned j = 0;
		while (j < k && a->exprs[j] != a->exprs[i])
			j++;
		if (j == k)
			a->exprs[k++] = a->exprs[i];
	}
	bool removed = k != a->n;
	a->n = k;
	return removed;
}

/* DeduplicateAffineMinMaxExpressions */
static bool dedupe_min_max(IrRewriter *rw, IrOp *op)
{
	AffineOperands a = operands_of_map(rw->ctx, map_of(op, "map"), op, 0);
	bool removed = dedupe_exprs(&a);
	if (removed)
		replace_with_map(rw, op, op->name->s, affine_operands_map(&a), a.operands, op->noperands);
	affine_operands_free(&a);
	return removed;
}

/* MergeAffineMinMaxOp: an expression that is a dim or symbol whose operand
   an op of the same kind defines is replaced by that op's expressions. */
static bool merge_min_max(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	IrAffineMap *m = map_of(op, "map");
	PtrVec producers = {0};
	IrAffineExpr **exprs = NULL;
	size_t nexprs = 0, cap = 0;
	for (unsigned i = 0; i < m->nresults; i++) {
		IrAffineExpr *e = m->results[i];
		IrOp *def = NULL;
		if (e->kind == IR_AFFINE_DIM || e->kind == IR_AFFINE_SYMBOL)
			def = ir_value_def(operand(op, (unsigned)e->value + (e->kind == IR_AFFINE_SYMBOL ? m->ndims : 0)));
		if (def && def->name == op->name) {
			pv_push(&producers, def);
			continue;
		}
		if (nexprs == cap)
			exprs = xrealloc(exprs, (cap = cap ? 2 * cap : 8) * sizeof *exprs);
		exprs[nexprs++] = e;
	}
	if (!producers.n) {
		free(exprs);
		return false;
	}
	PtrVec dims = {0}, syms = {0};
	for (unsigned i = 0; i < op->noperands; i++)
		pv_push(i < m->ndims ? &dims : &syms, operand(op, i));
	for (size_t p = 0; p < producers.n; p++) {
		IrOp *prod = producers.v[p];
		IrAffineMap *pm = map_of(prod, "map");
		IrAffineExpr **dr = xmalloc((pm->ndims + 1) * sizeof *dr), **sr = xmalloc((pm->nsyms + 1) * sizeof *sr);
		for (unsigned i = 0; i < pm->ndims; i++)
			dr[i] = ir_affine_dim(ctx, (unsigned)dims.n + i);
		for (unsigned i = 0; i < pm->nsyms; i++)
			sr[i] = ir_affine_symbol(ctx, (unsigned)syms.n + i);
		for (unsigned i = 0; i < pm->nresults; i++) {
			if (nexprs == cap)
				exprs = xrealloc(exprs, (cap = cap ? 2 * cap : 8) * sizeof *exprs);
			exprs[nexprs] = ir_affine_substitute(ctx, pm->results[i], dr, pm->ndims, sr, pm->nsyms);
			if (exprs[nexprs])
				nexprs++;
		}
		for (unsigned i = 0; i < pm->ndims + pm->nsyms; i++)
			pv_push(i < pm->ndims ? &dims : &syms, operand(prod, i));
		free(dr);
		free(sr);
	}
	IrValue **ops = xmalloc((dims.n + syms.n + 1) * sizeof *ops);
	for (size_t i = 0; i < dims.n + syms.n; i++)
		ops[i] = i < dims.n ? dims.v[i] : syms.v[i - dims.n];
	IrAffineMap *merged = ir_affine_map(ctx, (unsigned)dims.n, (unsigned)syms.n, (unsigned)nexprs, exprs, 0, NULL);
	replace_with_map(rw, op, op->name->s, merged, ops, (unsigned)(dims.n + syms.n));
	free(ops);
	free(exprs);
	pv_free(&producers);
	pv_free(&dims);
	pv_free(&syms);
	return true;
}

typedef struct {
	const int64_t *row;
	unsigned len, index;
} FlatRow;

static int row_cmp(const void *x, const void *y)
{
	const FlatRow *a = x, *b = y;
	for (unsigned i = 0; i < a->len; i++)
		if (a->row[i] != b->row[i])
			return a->row[i] < b->row[i] ? -1 : 1;
	return a->index < b->index ? -1 : a->index > b->index; /* stable */
}

/* CanonicalizeAffineMinMaxOpExprAndTermOrder: expressions ordered by their
   flattened coefficients (dims, symbols, constant), when all flatten. */
static bool order_min_max(IrRewriter *rw, IrOp *op)
{
	IrAffineMap *m = map_of(op, "map");
	unsigned len = m->ndims + m->nsyms + 1;
	int64_t *rows = xcalloc((size_t)m->nresults * len + 1, sizeof *rows);
	FlatRow *order = xmalloc((m->nresults + 1) * sizeof *order);
	bool ok = true, sorted = true;
	for (unsigned i = 0; i < m->nresults && ok; i++) {
		int64_t *row = rows + (size_t)i * len;
		ok = ir_affine_is_pure(m->results[i]) && affine_flatten(m->results[i], m->ndims, m->nsyms, row, 1);
		order[i] = (FlatRow){row, len, i};
		if (ok && i && row_cmp(&order[i], &order[i - 1]) < 0)
			sorted = false;
	}
	bool changed = ok && !sorted;
	if (changed) {
		qsort(order, m->nresults, sizeof *order, row_cmp);
		IrAffineExpr **exprs = xmalloc((m->nresults + 1) * sizeof *exprs);
		for (unsigned i = 0; i < m->nresults; i++)
			exprs[i] = m->results[order[i].index];
		IrValue **ops = operand_values(op, 0, op->noperands);
		replace_with_map(rw, op, op->name->s, ir_affine_map(rw->ctx, m->ndims, m->nsyms, m->nresults, exprs, 0, NULL),
		                 ops, op->noperands);
		free(ops);
		free(exprs);
	}
	free(rows);
	free(order);
	return changed;
}

/* ---- affine.for ---- */

static bool single_constant(const AffineOperands *a, int64_t *v)
{
	if (a->n != 1 || a->exprs[0]->kind != IR_AFFINE_CONST)
		return false;
	*v = a->exprs[0]->value;
	return true;
}

/* MLIR's foldLoopBounds for one bound: all its expressions constant, the
   bound becomes their greatest (lower) or least (upper). */
static bool fold_bound(IrContext *ctx, AffineOperands *b, bool lower)
{
	unsigned nin = b->ndims + b->nsyms;
	IrAttr **constants = xmalloc((nin + 1) * sizeof *constants);
	for (unsigned i = 0; i < nin; i++)
		constants[i] = ir_value_constant(ctx, b->operands[i]);
	bool ok = b->n > 0;
	int64_t best = 0;
	for (unsigned i = 0; i < b->n && ok; i++) {
		int64_t v;
		ok = affine_eval_constant(ctx, b, i, constants, &v, NULL);
		if (ok && (i == 0 || (lower ? v > best : v < best)))
			best = v;
	}
	free(constants);
	if (ok) {
		b->ndims = b->nsyms = 0;
		b->n = 1;
		b->exprs[0] = ir_affine_const(ctx, best);
	}
	return ok;
}

/* MLIR's canonicalizeLoopBounds for one bound: composed and canonicalized,
   expressions that never decide the bound dropped (simplified before
   composing for an upper bound, after for a lower one, as MLIR has it),
   repeated ones too; taken only when the map changes. */
static bool canonicalize_bound(AffineOperands *b, bool lower)
{
	IrAffineMap *before = affine_operands_map(b);
	AffineOperands c = affine_operands_copy(b);
	if (!lower)
		affine_simplify_min_max(&c, false);
	affine_compose(&c);
	affine_canonicalize(&c);
	if (lower)
		affine_simplify_min_max(&c, true);
	dedupe_exprs(&c);
	bool changed = !c.failed && affine_operands_map(&c) != before;
	if (changed) {
		affine_operands_free(b);
		*b = c;
	} else {
		affine_operands_free(&c);
	}
	return changed;
}

static int64_t step_of(const IrOp *op)
{
	return (int64_t)ir_op_get_attr(op, "step")->words[0];
}

bool affine_for_trip_count(const IrOp *op, uint64_t *count)
{
	int64_t lb, ub, step = step_of(op);
	IrAffineMap *l = map_of(op, "lowerBoundMap"), *u = map_of(op, "upperBoundMap");
	if (step <= 0 || l->nresults != 1 || u->nresults != 1 || l->results[0]->kind != IR_AFFINE_CONST ||
	    u->results[0]->kind != IR_AFFINE_CONST)
		return false;
	lb = l->results[0]->value;
	ub = u->results[0]->value;
	*count = ub - lb <= 0 ? 0 : (uint64_t)((ub - lb + step - 1) / step);
	return true;
}

static unsigned segment(const IrOp *op, unsigned i)
{
	return (unsigned)ir_op_get_attr(op, "operandSegmentSizes")->darray.elems[i];
}

/* The loop with bounds lb and ub, rebuilt in op's place. */
static IrOp *set_bounds(IrRewriter *rw, IrOp *op, AffineOperands *lb, AffineOperands *ub)
{
	IrContext *ctx = rw->ctx;
	unsigned nlb = lb->ndims + lb->nsyms, nub = ub->ndims + ub->nsyms, ninit = segment(op, 2);
	IrValue **ops = xmalloc((nlb + nub + 1) * sizeof *ops);
	memcpy(ops, lb->operands, nlb * sizeof *ops);
	memcpy(ops + nlb, ub->operands, nub * sizeof *ops);
	IrOp *loop = ir_op_splice_operands(ctx, op, 0, segment(op, 0) + segment(op, 1), nlb + nub, ops);
	free(ops);
	uint64_t sizes[3] = {nlb, nub, ninit};
	ir_op_set_attr(ctx, loop, ir_ident_cstr(ctx, "lowerBoundMap"), ir_attr_affine_map(ctx, affine_operands_map(lb)));
	ir_op_set_attr(ctx, loop, ir_ident_cstr(ctx, "upperBoundMap"), ir_attr_affine_map(ctx, affine_operands_map(ub)));
	ir_op_set_attr(ctx, loop, ir_ident_cstr(ctx, "operandSegmentSizes"),
	               ir_attr_dense_array(ctx, ir_type_int(ctx, 32, IR_SIGNLESS), 3, sizes));
	ir_rewriter_modified(rw, loop);
	return loop;
}

/* The loop's initial values, which its results are when it does not run. */
static void replace_by_inits(IrRewriter *rw, IrOp *op)
{
	unsigned first = segment(op, 0) + segment(op, 1);
	IrValue **inits = operand_values(op, first, op->noperands - first);
	ir_rewriter_replace_op(rw, op, inits);
	free(inits);
}

/* MLIR's AffineForOp::fold: constant bounds folded, bounds canonicalized,
   and a loop with results that runs no iteration replaced by its initial
   values. */
static bool fold_for(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	AffineOperands lb = operands_of_map(ctx, map_of(op, "lowerBoundMap"), op, 0);
	AffineOperands ub = operands_of_map(ctx, map_of(op, "upperBoundMap"), op, segment(op, 0));
	int64_t c;
	bool changed = false;
	if (!single_constant(&lb, &c))
		changed |= fold_bound(ctx, &lb, true);
	if (!single_constant(&ub, &c))
		changed |= fold_bound(ctx, &ub, false);
	changed |= canonicalize_bound(&lb, true);
	changed |= canonicalize_bound(&ub, false);
	if (changed)
		op = set_bounds(rw, op, &lb, &ub);
	affine_operands_free(&lb);
	affine_operands_free(&ub);
	uint64_t trips;
	if (op->nresults && affine_for_trip_count(op, &trips) && trips == 0) {
		replace_by_inits(rw, op);
		changed = true;
	}
	return changed;
}

/* AffineForEmptyLoopFolder: a loop whose body only yields is replaced by
   what it yields, when that does not depend on the number of iterations
   (nor is the induction variable).
   (Without results the loop is dead and the driver erases it.) */
static bool fold_empty_loop(IrRewriter *rw, IrOp *op)
{
	IrBlock *body = ir_op_regions(op)[0].first;
	if (body->first != body->last || !op->nresults)
		return false;
	uint64_t trips;
	bool known = affine_for_trip_count(op, &trips);
	if (known && trips == 0) {
		replace_by_inits(rw, op);
		return true;
	}
	IrOp *yield = body->last;
	unsigned first = segment(op, 0) + segment(op, 1);
	IrValue **repl = xmalloc((yield->noperands + 1) * sizeof *repl);
	bool outside = false, permuted = false, iv = false;
	for (unsigned i = 0; i < yield->noperands; i++) {
		IrValue *v = operand(yield, i);
		iv |= v == body->args[0];
		unsigned pos = 1;
		while (pos < body->nargs && body->args[pos] != v)
			pos++;
		if (pos == body->nargs) {
			outside = true;
			repl[i] = v;
		} else {
			permuted |= pos - 1 != i;
			repl[i] = operand(op, first + pos - 1);
		}
	}
	bool ok = !iv && !(!known && (outside || permuted)) && !(known && trips >= 2 && permuted);
	if (ok)
		ir_rewriter_replace_op(rw, op, repl);
	free(repl);
	return ok;
}

/* ---- affine.if ---- */

/* MLIR's AffineIfOp::fold: the condition composed with the affine.apply
   ops feeding it and canonicalized with its operands. */
static bool fold_if(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	IrIntegerSet *set = ir_op_get_attr(op, "condition")->set;
	AffineOperands a = affine_operands_of(ctx, set->ndims, set->nsyms, set->nconstraints, set->constraints,
	                                      ir_op_operands(op));
	if (affine_any_apply(a.operands, op->noperands))
		affine_compose(&a);
	affine_canonicalize(&a);
	bool changed = false;
	if (!a.failed) {
		IrIntegerSet *canon = ir_integer_set(ctx, a.ndims, a.nsyms, a.n, a.exprs, set->is_eq);
		changed = canon != set || !same_operands(&a, op, 0);
		if (changed) {
			op = ir_op_splice_operands(ctx, op, 0, op->noperands, a.ndims + a.nsyms, a.operands);
			ir_op_set_attr(ctx, op, ir_ident_cstr(ctx, "condition"), ir_attr_integer_set(ctx, canon));
			ir_rewriter_modified(rw, op);
		}
	}
	affine_operands_free(&a);
	return changed;
}

/* SimplifyDeadElse: an else block that only yields nothing goes. */
static bool drop_dead_else(IrRewriter *rw, IrOp *op)
{
	IrBlock *b = ir_op_regions(op)[1].first;
	if (!b || b->first != b->last || op->nresults)
		return false;
	ir_rewriter_erase_block(rw, b);
	ir_rewriter_modified(rw, op);
	return true;
}

/* Is the set the single constraint `c == 0`? (MLIR's empty set is 1 == 0.) */
static bool single_equality(const IrIntegerSet *s, int64_t c)
{
	return s->nconstraints == 1 && s->is_eq[0] && s->constraints[0]->kind == IR_AFFINE_CONST &&
	       s->constraints[0]->value == c;
}

/* AlwaysTrueOrFalseIf: the block a trivially true or false condition
   selects takes the op's place. */
static bool resolve_constant_if(IrRewriter *rw, IrOp *op)
{
	IrIntegerSet *set = ir_op_get_attr(op, "condition")->set;
	IrBlock *taken;
	if (single_equality(set, 1)) {
		taken = ir_op_regions(op)[1].first;
		if (!op->nresults && !taken) {
			ir_rewriter_erase_op(rw, op);
			return true;
		}
	} else if (single_equality(set, 0)) {
		taken = ir_op_regions(op)[0].first;
	} else {
		return false;
	}
	IrOp *yield = taken->last;
	ir_rewriter_inline_block_before(rw, taken, op, NULL);
	IrValue **values = operand_values(yield, 0, yield->noperands);
	ir_rewriter_replace_op(rw, op, values);
	ir_rewriter_erase_op(rw, yield);
	free(values);
	return true;
}

/* ---- affine.delinearize_index and affine.linearize_index ---- */

/* The op's static_basis (its length in *n). */
static const int64_t *static_basis(const IrOp *op, unsigned *n)
{
	return vs_i64s(ir_op_get_attr(op, "static_basis"), n);
}

/* MLIR's AffineDelinearizeIndexOp::fold: with one result, the linear
   index; a constant linear index and a static basis, the constant parts,
   the outermost unbounded. */
IrFoldStatus affine_fold_delinearize(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	if (op->nresults == 1) {
		results[0].value = operand(op, 0);
		return IR_FOLD_RESULTS;
	}
	if (!c[0] || c[0]->kind != IR_ATTR_INTEGER || op->noperands > 1)
		return IR_FOLD_FAILED;
	unsigned n;
	const int64_t *basis = static_basis(op, &n);
	unsigned skip = n == op->nresults; /* the outer bound limits nothing */
	int64_t high = (int64_t)c[0]->words[0];
	IrType *t = operand(op, 0)->type;
	for (unsigned i = op->nresults; i-- > 1;) {
		int64_t m = basis[skip + i - 1], r = high % m;
		if (r < 0)
			r += m;
		results[i].attr = ir_attr_int(ctx, t, r);
		high = high / m - (high % m != 0 && (high < 0) != (m < 0));
	}
	results[0].attr = ir_attr_int(ctx, t, high);
	return IR_FOLD_RESULTS;
}

/* MLIR's AffineLinearizeIndexOp::fold: no index is 0, one index itself,
   constant indices by a static basis their linear combination. */
IrFoldStatus affine_fold_linearize(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	VsGroup idx = vs_group(op, 0), dyn = vs_group(op, 1);
	if (!idx.n) {
		results[0].attr = ir_attr_int(ctx, ir_op_results(op)[0].type, 0);
		return IR_FOLD_RESULTS;
	}
	if (idx.n == 1) {
		results[0].value = operand(op, idx.start);
		return IR_FOLD_RESULTS;
	}
	for (unsigned i = 0; i < idx.n; i++)
		if (!c[idx.start + i] || c[idx.start + i]->kind != IR_ATTR_INTEGER)
			return IR_FOLD_FAILED;
	if (dyn.n)
		return IR_FOLD_FAILED;
	unsigned n;
	const int64_t *basis = static_basis(op, &n);
	int64_t value = 0, stride = 1;
	unsigned k = idx.n;
	for (unsigned b = n; b-- > 0 && k > 0;) {
		value += (int64_t)c[idx.start + --k]->words[0] * stride;
		stride *= basis[b];
	}
	if (n < idx.n)
		value += (int64_t)c[idx.start]->words[0] * stride;
	results[0].attr = ir_attr_int(ctx, ir_op_results(op)[0].type, value);
	return IR_FOLD_RESULTS;
}

/* MLIR's foldCstValueToCstAttrBasis, a part of both folders (run as their
   first pattern: it drops operands): constant dynamic basis values become
   static. */
static bool constant_basis(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	bool linearize = !strcmp(op->name->s, "affine.linearize_index");
	VsGroup dyn = linearize ? vs_group(op, 1) : (VsGroup){1, op->noperands - 1};
	unsigned n, k = 0, nkept = 0;
	const int64_t *basis = static_basis(op, &n);
	int64_t *vals = xmalloc((n + 1) * sizeof *vals);
	IrValue **kept = xmalloc((dyn.n + 1) * sizeof *kept);
	for (unsigned i = 0; i < n; i++) {
		vals[i] = basis[i];
		if (basis[i] != IR_DYNAMIC || k >= dyn.n)
			continue;
		IrValue *v = operand(op, dyn.start + k++);
		if (!affine_constant_operand(ctx, v, &vals[i])) {
			vals[i] = IR_DYNAMIC;
			kept[nkept++] = v;
		}
	}
	bool changed = nkept != dyn.n;
	if (changed) {
		IrOp *rebuilt = ir_op_splice_operands(ctx, op, dyn.start, dyn.n, nkept, kept);
		ir_op_set_attr(ctx, rebuilt, ir_ident_cstr(ctx, "static_basis"),
		               ir_attr_dense_array(ctx, ctx->t_i64, n, (const uint64_t *)vals));
		if (linearize) {
			uint64_t segments[2] = {dyn.start, nkept};
			ir_op_set_attr(ctx, rebuilt, ir_ident_cstr(ctx, "operandSegmentSizes"),
			               ir_attr_dense_array(ctx, ir_type_int(ctx, 32, IR_SIGNLESS), 2, segments));
		}
		ir_rewriter_modified(rw, rebuilt);
	}
	free(vals);
	free(kept);
	return changed;
}

/* DropUnitExtentBasis: the parts of a delinearization by a basis element
   of 1 are 0, and the others come from a delinearization by the rest. */
static bool drop_unit_basis(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	unsigned n, nres = op->nresults, nd = 0, k = 1;
	const int64_t *basis = static_basis(op, &n);
	bool outer = n == nres; /* else result 0 has no basis element */
	int64_t *kept = xmalloc((nres + 1) * sizeof *kept);
	IrValue **dyn = xmalloc((nres + 1) * sizeof *dyn), **repl = xcalloc(nres + 1, sizeof *repl);
	IrValue *zero = NULL;
	unsigned nkept = 0;
	for (unsigned r = 0; r < nres; r++) {
		if (!outer && r == 0)
			continue; /* no basis element: kept */
		int64_t v = basis[r - !outer];
		IrValue *d = v == IR_DYNAMIC && k < op->noperands ? operand(op, k++) : NULL;
		if (d && !affine_constant_operand(ctx, d, &v))
			v = IR_DYNAMIC;
		if (v == 1) {
			if (!zero)
				zero = &ir_op_results(ir_rewriter_insert(rw, arith_materialize_constant(ctx, ir_attr_int(ctx, ir_type_index(ctx), 0), ir_type_index(ctx), ir_op_loc(ctx, op))))[0];
			repl[r] = zero;
			continue;
		}
		kept[nkept++] = d ? IR_DYNAMIC : v;
		if (d)
			dyn[nd++] = d;
	}
	bool changed = zero != NULL;
	if (changed) {
		unsigned count = nkept + !outer;
		if (nkept) {
			IrType **types = xmalloc((count + 1) * sizeof *types);
			for (unsigned i = 0; i < count; i++)
				types[i] = ir_type_index(ctx);
			IrValue **ops = xmalloc((nd + 2) * sizeof *ops);
			ops[0] = operand(op, 0);
			memcpy(ops + 1, dyn, nd * sizeof *ops);
			IrAttr *props = ir_dict_set(ctx, NULL, ir_ident_cstr(ctx, "static_basis"),
			                            ir_attr_dense_array(ctx, ctx->t_i64, nkept, (const uint64_t *)kept));
			IrOpState st = {.name = op->name, .nresults = count, .result_types = types, .noperands = nd + 1,
			                .operands = ops, .props = props, .loc = ir_op_loc(ctx, op)};
			IrOp *rest = ir_rewriter_create(rw, &st);
			for (unsigned r = 0, j = 0; r < nres; r++)
				if (!repl[r])
					repl[r] = &ir_op_results(rest)[j++];
			free(types);
			free(ops);
		} else if (!outer) {
			repl[0] = operand(op, 0);
		}
		ir_rewriter_replace_op(rw, op, repl);
	}
	free(kept);
	free(dyn);
	free(repl);
	return changed;
}

/* The basis of a linearize_index: static values, and the operand of each
   dynamic one (else NULL). */
static void linearize_basis(const IrOp *op, int64_t *vals, IrValue **dyn, unsigned *n)
{
	const int64_t *basis = static_basis(op, n);
	VsGroup g = vs_group(op, 1);
	for (unsigned i = 0, k = 0; i < *n; i++) {
		vals[i] = basis[i];
		dyn[i] = basis[i] == IR_DYNAMIC && k < g.n ? operand(op, g.start + k++) : NULL;
	}
}

/* op replaced by a linearize_index of the n indices by the nb basis
   elements (vals, dyn as linearize_basis gives them), disjoint as op. */
static void replace_by_linearize(IrRewriter *rw, IrOp *op, IrValue *const *indices, unsigned n, const int64_t *vals,
                                 IrValue *const *dyn, unsigned nb)
{
	IrContext *ctx = rw->ctx;
	IrValue **ops = xmalloc((n + nb + 1) * sizeof *ops);
	memcpy(ops, indices, n * sizeof *ops);
	unsigned nd = 0;
	for (unsigned i = 0; i < nb; i++)
		if (dyn[i])
			ops[n + nd++] = dyn[i];
	uint64_t segments[2] = {n, nd};
	IrAttr *props = ir_dict_set(ctx, op->props, ir_ident_cstr(ctx, "static_basis"),
	                            ir_attr_dense_array(ctx, ctx->t_i64, nb, (const uint64_t *)vals));
	props = ir_dict_set(ctx, props, ir_ident_cstr(ctx, "operandSegmentSizes"),
	                    ir_attr_dense_array(ctx, ir_type_int(ctx, 32, IR_SIGNLESS), 2, segments));
	IrType *index = ir_type_index(ctx);
	IrOpState st = {.name = op->name, .nresults = 1, .result_types = &index, .noperands = n + nd, .operands = ops,
	                .props = props, .loc = ir_op_loc(ctx, op)};
	ir_rewriter_replace_op_with(rw, op, &ir_op_results(ir_rewriter_create(rw, &st))[0]);
	free(ops);
}

/* DropLinearizeLeadingZero: a leading index 0 goes (with the outer bound). */
static bool linearize_leading_zero(IrRewriter *rw, IrOp *op)
{
	VsGroup idx = vs_group(op, 0);
	int64_t c;
	if (!idx.n || !affine_constant_operand(rw->ctx, operand(op, idx.start), &c) || c != 0)
		return false;
	if (idx.n == 1) {
		ir_rewriter_replace_op_with(rw, op, operand(op, idx.start));
		return true;
	}
	unsigned n;
	static_basis(op, &n);
	int64_t *vals = xmalloc((n + 1) * sizeof *vals);
	IrValue **dyn = xmalloc((n + 1) * sizeof *dyn), **indices = operand_values(op, idx.start + 1, idx.n - 1);
	linearize_basis(op, vals, dyn, &n);
	unsigned drop = n == idx.n; /* an outer bound */
	replace_by_linearize(rw, op, indices, idx.n - 1, vals + drop, dyn + drop, n - drop);
	free(vals);
	free(dyn);
	free(indices);
	return true;
}

/* DropLinearizeUnitComponentsIfDisjointOrZero: an index by a basis element
   of 1 goes when the linearization is disjoint or the index is 0. */
static bool linearize_unit_components(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	VsGroup idx = vs_group(op, 0);
	unsigned n;
	static_basis(op, &n);
	int64_t *vals = xmalloc((n + 1) * sizeof *vals);
	IrValue **dyn = xmalloc((n + 1) * sizeof *dyn), **indices = xmalloc((idx.n + 1) * sizeof *indices);
	linearize_basis(op, vals, dyn, &n);
	bool disjoint = ir_op_get_attr(op, "disjoint") != NULL;
	unsigned first = n != idx.n, ni = 0, nb = 0;
	if (first && idx.n)
		indices[ni++] = operand(op, idx.start);
	for (unsigned i = 0; i < n && first + i < idx.n; i++) {
		IrValue *index = operand(op, idx.start + first + i);
		int64_t b = vals[i], v;
		bool unit = (dyn[i] ? affine_constant_operand(ctx, dyn[i], &b) : true) && b == 1;
		if (unit && (disjoint || (affine_constant_operand(ctx, index, &v) && v == 0)))
			continue;
		indices[ni++] = index;
		vals[nb] = vals[i];
		dyn[nb++] = dyn[i];
	}
	bool changed = ni != idx.n;
	if (changed && !ni)
		ir_rewriter_replace_op_with(rw, op, &ir_op_results(ir_rewriter_insert(rw, arith_materialize_constant(ctx, ir_attr_int(ctx, ir_type_index(ctx), 0), ir_type_index(ctx), ir_op_loc(ctx, op))))[0]);
	else if (changed)
		replace_by_linearize(rw, op, indices, ni, vals, dyn, nb);
	free(vals);
	free(dyn);
	free(indices);
	return changed;
}

/* ---- the pattern lists ---- */

#define SIMPLIFY(op) {"(anonymous namespace)::SimplifyAffineOp<mlir::affine::" op ">", 1, simplify_affine_op}
#define END {NULL, 0, NULL}

const IrPattern affine_apply_patterns[] = {SIMPLIFY("AffineApplyOp"), END};
const IrPattern affine_load_patterns[] = {SIMPLIFY("AffineLoadOp"), END};
const IrPattern affine_store_patterns[] = {SIMPLIFY("AffineStoreOp"), END};
const IrPattern affine_vector_load_patterns[] = {SIMPLIFY("AffineVectorLoadOp"), END};
const IrPattern affine_vector_store_patterns[] = {SIMPLIFY("AffineVectorStoreOp"), END};
const IrPattern affine_prefetch_patterns[] = {SIMPLIFY("AffinePrefetchOp"), END};

#define MIN_MAX(op)                                                                               \
	{"CanonicalizeSingleResultAffineMinMaxOp<mlir::affine::" op ">", 1, single_result_min_max}, \
	{"DeduplicateAffineMinMaxExpressions<mlir::affine::" op ">", 1, dedupe_min_max},            \
	{"MergeAffineMinMaxOp<mlir::affine::" op ">", 1, merge_min_max}, SIMPLIFY(op),              \
	{"CanonicalizeAffineMinMaxOpExprAndTermOrder<mlir::affine::" op ">", 1, order_min_max}, END

const IrPattern affine_min_patterns[] = {MIN_MAX("AffineMinOp")};
const IrPattern affine_max_patterns[] = {MIN_MAX("AffineMaxOp")};

const IrPattern affine_for_patterns[] = {
	{"mlir::affine::AffineForOp::fold", 1, fold_for},
	{"(anonymous namespace)::AffineForEmptyLoopFolder", 1, fold_empty_loop},
	END,
};
const IrPattern affine_delinearize_patterns[] = {
	{"mlir::affine::AffineDelinearizeIndexOp::fold", 1, constant_basis},
	{"(anonymous namespace)::DropUnitExtentBasis", 1, drop_unit_basis}, END};
const IrPattern affine_linearize_patterns[] = {
	{"mlir::affine::AffineLinearizeIndexOp::fold", 1, constant_basis},
	{"(anonymous namespace)::DropLinearizeLeadingZero", 1, linearize_leading_zero},
	{"(anonymous namespace)::DropLinearizeUnitComponentsIfDisjointOrZero", 1, linearize_unit_components}, END};
const IrPattern affine_if_patterns[] = {
	{"mlir::affine::AffineIfOp::fold", 1, fold_if},
	{"(anonymous namespace)::SimplifyDeadElse", 1, drop_dead_else},
	{"(anonymous namespace)::AlwaysTrueOrFalseIf", 1, resolve_constant_if},
	END,
};
