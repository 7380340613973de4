/* canonicalize.c: the affine dialect's folders and canonicalization
   patterns, those of MLIR 22's AffineOps.cpp: affine.apply of a dim, a
   symbol or constants; maps composed with the affine.apply ops feeding
   them and canonicalized with their operands (SimplifyAffineOp) in
   affine.apply, loads, stores, prefetches, min and max; min and max
   deduplicated, merged and ordered; loop bounds folded and canonicalized,
   empty loops and loops of no iteration removed; conditions canonicalized,
   empty else blocks dropped and constant conditions resolved; the bounds
   of affine.parallel composed. (affine.delinearize_index and
   affine.linearize_index: index_ops.c.)

   MLIR's folders of affine.for, affine.parallel and affine.if change their operand lists,
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
	return ir_op_operand(op, i);
}

static AffineOperands operands_of_map(IrContext *ctx, const IrAffineMap *m, const IrOp *op, unsigned first)
{
	return affine_operands_of(ctx, m->ndims, m->nsyms, m->nresults, m->results, ir_op_operands(op) + first);
}

/* Where the map's operands of an affine access, apply, min or max start. */
static unsigned map_start(const IrOp *op)
{
	const char *n = ir_op_name(op)->s + strlen("affine.");
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
	IrType *types[1] = {op->nresults ? ir_value_type(&ir_op_results(op)[0]) : NULL};
	IrOpState st = {
		.name = ir_ident_cstr(ctx, name),
		.nresults = op->nresults,
		.result_types = types,
		.noperands = first + n,
		.operands = ops,
		.props = ir_dict_set(ctx, ir_op_props(op), ir_ident_cstr(ctx, "map"), ir_attr_affine_map(ctx, m)),
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
	bool is_min = !strcmp(ir_op_name(op)->s, "affine.min");
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
	IrValue *stored = !strcmp(ir_op_name(op)->s, "affine.store") ? operand(op, 0) : NULL;
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
	if (!get || strcmp(ir_op_name(get)->s, "memref.get_global"))
		return IR_FOLD_FAILED;
	while (table && !(ir_def(table) && ir_def(table)->traits & IR_TRAIT_SYMBOL_TABLE))
		table = ir_op_parent(table);
	IrAttr *name = ir_op_get_attr(get, "name");
	IrOp *global = table && name && name->kind == IR_ATTR_SYMBOL_REF ? ir_symbol_lookup(ctx, table, name->symref.names[0]) : NULL;
	IrAttr *init = global && !strcmp(ir_op_name(global)->s, "memref.global") && ir_op_get_attr(global, "constant")
	                       ? ir_op_get_attr(global, "initial_value") : NULL;
	if (!init || init->kind != IR_ATTR_DENSE)
		return IR_FOLD_FAILED;
	IrAffineMap *m = map_of(op, "map");
	IrType *t = ir_attr_type_of(init);
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

/* Are a's operands op's n operands from first? */
static bool same_operands(const AffineOperands *a, const IrOp *op, unsigned first, unsigned n)
{
	if (a->ndims + a->nsyms != n)
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
		changed = !affine_operands_have_map(&a, old) || !same_operands(&a, op, first, op->noperands - first);
		if (changed)
			replace_with_map(rw, op, ir_op_name(op)->s, affine_operands_map(&a), a.operands, a.ndims + a.nsyms);
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
IrValue **affine_operand_values(const IrOp *op, unsigned first, unsigned n)
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
		replace_with_map(rw, op, ir_op_name(op)->s, affine_operands_map(&a), a.operands, op->noperands);
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
		if (def && ir_op_name(def) == ir_op_name(op)) {
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
	replace_with_map(rw, op, ir_op_name(op)->s, merged, ops, (unsigned)(dims.n + syms.n));
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
		IrValue **ops = affine_operand_values(op, 0, op->noperands);
		replace_with_map(rw, op, ir_op_name(op)->s, ir_affine_map(rw->ctx, m->ndims, m->nsyms, m->nresults, exprs, 0, NULL),
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
	AffineOperands c = affine_operands_copy(b);
	if (!lower)
		affine_simplify_min_max(&c, false);
	affine_compose(&c);
	affine_canonicalize(&c);
	if (lower)
		affine_simplify_min_max(&c, true);
	dedupe_exprs(&c);
	bool changed = !c.failed && !affine_operands_same_map(&c, b);
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
	IrValue **inits = affine_operand_values(op, first, op->noperands - first);
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

/* MLIR's AffineParallelOp::fold: each bounds map composed with the
   affine.apply ops feeding it (AffineValueMap::canonicalize), set when
   that changes it or its operands. */
static bool fold_parallel(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	IrAffineMap *maps[2] = {map_of(op, "lowerBoundsMap"), map_of(op, "upperBoundsMap")};
	unsigned first[2] = {0, maps[0]->ndims + maps[0]->nsyms};
	static const char *const names[2] = {"lowerBoundsMap", "upperBoundsMap"};
	AffineOperands b[2];
	bool changed = false;
	for (unsigned i = 0; i < 2; i++) {
		b[i] = operands_of_map(ctx, maps[i], op, first[i]);
		AffineOperands c = affine_operands_copy(&b[i]);
		affine_compose(&c);
		unsigned n = maps[i]->ndims + maps[i]->nsyms;
		if (!c.failed && (affine_operands_map(&c) != maps[i] || !same_operands(&c, op, first[i], n))) {
			affine_operands_free(&b[i]);
			b[i] = c;
			changed = true;
		} else {
			affine_operands_free(&c);
		}
	}
	if (changed) {
		unsigned nl = b[0].ndims + b[0].nsyms, nu = b[1].ndims + b[1].nsyms;
		IrValue **ops = xmalloc((nl + nu + 1) * sizeof *ops);
		memcpy(ops, b[0].operands, nl * sizeof *ops);
		memcpy(ops + nl, b[1].operands, nu * sizeof *ops);
		IrOp *loop = ir_op_splice_operands(ctx, op, 0, op->noperands, nl + nu, ops);
		for (unsigned i = 0; i < 2; i++)
			ir_op_set_attr(ctx, loop, ir_ident_cstr(ctx, names[i]), ir_attr_affine_map(ctx, affine_operands_map(&b[i])));
		ir_rewriter_modified(rw, loop);
		free(ops);
	}
	affine_operands_free(&b[0]);
	affine_operands_free(&b[1]);
	return changed;
}

/* AffineForEmptyLoopFolder: a loop whose body only yields is replaced by
   what it yields, when that does not depend on the number of iterations
   (nor is the induction variable).
   (Without results the loop is dead and the driver erases it.) */
static bool fold_empty_loop(IrRewriter *rw, IrOp *op)
{
	IrBlock *body = ir_region_first(&ir_op_regions(op)[0]);
	if (ir_block_first(body) != ir_block_last(body) || !op->nresults)
		return false;
	uint64_t trips;
	bool known = affine_for_trip_count(op, &trips);
	if (known && trips == 0) {
		replace_by_inits(rw, op);
		return true;
	}
	IrOp *yield = ir_block_last(body);
	unsigned first = segment(op, 0) + segment(op, 1);
	IrValue **repl = xmalloc((yield->noperands + 1) * sizeof *repl);
	bool outside = false, permuted = false, iv = false;
	for (unsigned i = 0; i < yield->noperands; i++) {
		IrValue *v = operand(yield, i);
		iv |= v == ir_block_arg(body, 0);
		unsigned pos = 1;
		while (pos < body->nargs && ir_block_arg(body, pos) != v)
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
		changed = canon != set || !same_operands(&a, op, 0, op->noperands);
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
	IrBlock *b = ir_region_first(&ir_op_regions(op)[1]);
	if (!b || ir_block_first(b) != ir_block_last(b) || op->nresults)
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
		taken = ir_region_first(&ir_op_regions(op)[1]);
		if (!op->nresults && !taken) {
			ir_rewriter_erase_op(rw, op);
			return true;
		}
	} else if (single_equality(set, 0)) {
		taken = ir_region_first(&ir_op_regions(op)[0]);
	} else {
		return false;
	}
	IrOp *yield = ir_block_last(taken);
	ir_rewriter_inline_block_before(rw, taken, op, NULL);
	IrValue **values = affine_operand_values(yield, 0, yield->noperands);
	ir_rewriter_replace_op(rw, op, values);
	ir_rewriter_erase_op(rw, yield);
	free(values);
	return true;
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
const IrPattern affine_parallel_patterns[] = {{"mlir::affine::AffineParallelOp::fold", 1, fold_parallel}, END};
const IrPattern affine_if_patterns[] = {
	{"mlir::affine::AffineIfOp::fold", 1, fold_if},
	{"(anonymous namespace)::SimplifyDeadElse", 1, drop_dead_else},
	{"(anonymous namespace)::AlwaysTrueOrFalseIf", 1, resolve_constant_if},
	END,
};
