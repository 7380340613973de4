/* canonicalize.c: the scf dialect's canonicalization patterns
   (IrOpDef.patterns) that take a region's one way through an op: an
   scf.if on a constant, an scf.execute_region of one block, an scf.for
   of no or one iteration (its bounds and step constant) become the ops
   of the region that runs, or nothing; and an scf.for whose init is a
   tensor.cast that loses static information iterates on the cast's
   source instead. MLIR 22 gives these patterns no
   names that canonicalize's enable-patterns and disable-patterns know. */
#include "scf.h"
#include "../arith/arith.h"
#include "../tensor/tensor.h" /* tensor_preserves_static */

/* MLIR's replaceOpWithRegion: the one block of region r (its arguments
   taken by args) moves before op, whose results become the values its
   scf.yield yields; the scf.yield goes. */
static void replace_with_region(IrRewriter *rw, IrOp *op, IrRegion *r, IrValue *const *args)
{
	IrBlock *b = ir_region_first(r);
	IrOp *yield = ir_block_last(b);
	ir_rewriter_inline_block_before(rw, b, op, args);
	IrValue **results = xmalloc((yield->noperands ? yield->noperands : 1) * sizeof *results);
	for (unsigned i = 0; i < yield->noperands; i++)
		results[i] = ir_op_operand(yield, i);
	ir_rewriter_replace_op(rw, op, results);
	free(results);
	ir_rewriter_erase_op(rw, yield);
}

/* scf.if on a constant: the region it takes, or nothing. */
static bool if_constant(IrRewriter *rw, IrOp *op)
{
	IrAttr *c = ir_value_constant(rw->ctx, ir_op_operand(op, 0));
	if (!c || (c->kind != IR_ATTR_BOOL && c->kind != IR_ATTR_INTEGER))
		return false;
	bool taken_then = c->kind == IR_ATTR_BOOL ? c->b : c->words[0] & 1;
	IrRegion *taken = &ir_op_regions(op)[taken_then ? 0 : 1];
	if (ir_region_first(taken))
		replace_with_region(rw, op, taken, NULL);
	else
		ir_rewriter_erase_op(rw, op);
	return true;
}

/* scf.execute_region of one block, not marked no_inline: its ops. */
static bool execute_region_inline(IrRewriter *rw, IrOp *op)
{
	IrRegion *r = &ir_op_regions(op)[0];
	if (!ir_region_first(r) || ir_region_first(r) != ir_region_last(r) || ir_op_get_attr(op, "no_inline"))
		return false;
	replace_with_region(rw, op, r, NULL);
	return true;
}

/* v's value when an arith.constant defines it, sign-extended from its width. */
static bool constant_i64(const IrValue *v, int64_t *out)
{
	uint64_t bits;
	unsigned width;
	if (!arith_constant_value(v, &bits, &width))
		return false;
	if (width < 64 && bits >> (width - 1) & 1)
		bits |= ~UINT64_C(0) << width;
	*out = (int64_t)bits;
	return true;
}

/* MLIR's computeConstDiff: ub - lb when both are constants or ub is
   `arith.addi` of lb and a constant that does not wrap signed (nsw). */
static bool constant_diff(IrValue *lb, IrValue *ub, int64_t *diff)
{
	int64_t l, u;
	if (constant_i64(lb, &l) && constant_i64(ub, &u)) {
		*diff = (int64_t)((uint64_t)u - (uint64_t)l);
		return true;
	}
	IrOp *add = ir_value_def(ub);
	if (!add || strcmp(ir_op_name(add)->s, "arith.addi") || !(arith_overflow_flags(add) & 1))
		return false;
	IrValue *a = ir_op_operand(add, 0), *b = ir_op_operand(add, 1);
	return (a == lb && constant_i64(b, diff)) || (b == lb && constant_i64(a, diff));
}

/* scf.for that runs no iteration (its results are its inits) or one (its
   body, the induction variable its lower bound); or, with more, a body
   that only yields values from outside (MLIR's SimplifyTrivialLoops). As
   in MLIR 22, a constant step that is not positive runs no iteration,
   whatever the bounds. */
static bool for_trivial(IrRewriter *rw, IrOp *op)
{
	IrUse *operands = ir_op_operands(op);
	unsigned ninits = op->noperands - 3;
	IrValue **inits = xmalloc((ninits + 1) * sizeof *inits);
	inits[0] = ir_use_value(&operands[0]); /* the induction variable's value for one iteration */
	for (unsigned i = 0; i < ninits; i++)
		inits[1 + i] = ir_use_value(&operands[3 + i]);
	int64_t diff, step;
	bool done = true;
	bool unsigned_cmp = ir_op_get_attr(op, "unsignedCmp") != NULL;
	if (operands[0].value == operands[1].value ||
	    (constant_i64(ir_use_value(&operands[2]), &step) && step <= 0)) {
		ir_rewriter_replace_op(rw, op, inits + 1);
	} else if (unsigned_cmp || !constant_diff(ir_use_value(&operands[0]), ir_use_value(&operands[1]), &diff)) {
		done = false;
	} else if (diff <= 0) {
		ir_rewriter_replace_op(rw, op, inits + 1);
	} else if (!constant_i64(ir_use_value(&operands[2]), &step)) {
		done = false;
	} else if (step >= diff) {
		replace_with_region(rw, op, &ir_op_regions(op)[0], inits);
	} else {
		IrBlock *body = ir_region_first(&ir_op_regions(op)[0]);
		IrOp *yield = ir_block_last(body);
		done = ir_block_first(body) == yield;
		for (unsigned i = 0; done && i < yield->noperands; i++) {
			IrValue *v = ir_op_operand(yield, i);
			done = ir_block_parent(ir_value_block(v)) != &ir_op_regions(op)[0];
		}
		if (done) {
			IrValue **yielded = xmalloc((yield->noperands + 1) * sizeof *yielded);
			for (unsigned i = 0; i < yield->noperands; i++)
				yielded[i] = ir_op_operand(yield, i);
			ir_rewriter_replace_op(rw, op, yielded);
			free(yielded);
		}
	}
	free(inits);
	return done;
}

/* MLIR's FoldConstantCase: scf.index_switch on a constant becomes the
   ops of the case of that value, or of the default region. */
static bool switch_constant(IrRewriter *rw, IrOp *op)
{
	int64_t v;
	if (!constant_i64(ir_op_operand(op, 0), &v))
		return false;
	unsigned n;
	const int64_t *cases = vs_i64s(ir_op_get_attr(op, "cases"), &n);
	unsigned r = 0;
	for (unsigned i = 0; i < n && !r; i++)
		if (cases[i] == v)
			r = 1 + i;
	replace_with_region(rw, op, &ir_op_regions(op)[r], NULL);
	return true;
}

/* scf.if's fold (MLIR's IfOp::fold): on the negation of a condition (an
   arith.xori with 1), the branches swap and the condition is the value
   negated. */
IrFoldStatus scf_fold_if(IrContext *ctx, IrOp *op, IrAttr *const *operands, IrFoldResult *results)
{
	(void)operands, (void)results;
	IrRegion *then_r = &ir_op_regions(op)[0], *else_r = &ir_op_regions(op)[1];
	IrOp *x = ir_value_def(ir_op_operand(op, 0));
	if (!ir_region_first(else_r) || !x || x->noperands != 2 || strcmp(ir_op_name(x)->s, "arith.xori"))
		return IR_FOLD_FAILED;
	IrAttr *one = ir_value_constant(ctx, ir_op_operand(x, 1));
	if (!one || !(one->kind == IR_ATTR_BOOL ? one->b : one->kind == IR_ATTR_INTEGER && one->words[0] == 1))
		return IR_FOLD_FAILED;
	ir_op_set_operand(op, 0, ir_op_operand(x, 0));
	IrBlock *then_b = ir_region_first(then_r);
	ir_block_move_before(ir_region_first(else_r), then_b);
	ir_block_move_to_end(then_b, else_r);
	return IR_FOLD_IN_PLACE;
}

/* A new scf.yield in place of yield, yielding the n values. */
static void replace_yield(IrRewriter *rw, IrOp *yield, unsigned n, IrValue **values)
{
	IrOpState st = {.name = ir_op_name(yield), .noperands = n, .operands = values, .loc = ir_op_loc(rw->ctx, yield)};
	ir_rewriter_set_insertion_before(rw, yield);
	ir_rewriter_create(rw, &st);
	ir_rewriter_erase_op(rw, yield);
}

/* A new scf.if before op on op's condition, of the n result types, its
   regions op's (moved). */
static IrOp *if_like(IrRewriter *rw, IrOp *op, unsigned n, IrType **types)
{
	IrValue *cond = ir_op_operand(op, 0);
	IrOpState st = {.name = ir_op_name(op), .nresults = n, .result_types = types, .noperands = 1,
	                .operands = &cond, .nregions = 2, .loc = ir_op_loc(rw->ctx, op)};
	IrOp *nif = ir_op_create(rw->ctx, &st);
	for (unsigned r = 0; r < 2; r++)
		ir_region_inline_before(&ir_op_regions(op)[r], &ir_op_regions(nif)[r], NULL);
	ir_rewriter_set_insertion_before(rw, op);
	return ir_rewriter_insert(rw, nif);
}

/* MLIR's ConvertTrivialIfToSelect: the results whose values in both
   branches are defined outside them become an arith.select on the
   condition (or the value itself when both are the same); the scf.if
   keeps the others. */
static bool if_to_select(IrRewriter *rw, IrOp *op)
{
	IrRegion *then_r = &ir_op_regions(op)[0], *else_r = &ir_op_regions(op)[1];
	if (!op->nresults || !ir_region_first(else_r))
		return false;
	IrOp *ty = ir_block_last(ir_region_first(then_r)), *ey = ir_block_last(ir_region_first(else_r));
	unsigned n = op->nresults, kept = 0;
	bool *inside = xcalloc(n, 1);
	IrType **types = xmalloc(n * sizeof *types);
	for (unsigned i = 0; i < n; i++) {
		IrValue *t = ir_op_operand(ty, i), *e = ir_op_operand(ey, i);
		inside[i] = ir_block_parent(ir_value_block(t)) == then_r || ir_block_parent(ir_value_block(e)) == else_r;
		if (inside[i])
			types[kept++] = ir_value_type(t);
	}
	if (kept == n) {
		free(inside);
		free(types);
		return false;
	}
	IrValue *cond = ir_op_operand(op, 0);
	IrOp *nif = if_like(rw, op, kept, types);
	IrValue **results = xmalloc(n * sizeof *results), **tv = xmalloc(n * sizeof *tv), **ev = xmalloc(n * sizeof *ev);
	unsigned k = 0;
	for (unsigned i = 0; i < n; i++) {
		IrValue *t = ir_op_operand(ty, i), *e = ir_op_operand(ey, i);
		if (inside[i]) {
			results[i] = &ir_op_results(nif)[k];
			tv[k] = t;
			ev[k++] = e;
		} else if (t == e) {
			results[i] = t;
		} else {
			IrValue *sel_ops[3] = {cond, t, e};
			IrType *sel_type = ir_value_type(t);
			IrOpState st = {.name = ir_ident_cstr(rw->ctx, "arith.select"), .nresults = 1, .result_types = &sel_type,
			                .noperands = 3, .operands = sel_ops, .loc = ir_op_loc(rw->ctx, op)};
			ir_rewriter_set_insertion_before(rw, nif);
			results[i] = &ir_op_results(ir_rewriter_create(rw, &st))[0];
		}
	}
	replace_yield(rw, ty, kept, tv);
	replace_yield(rw, ey, kept, ev);
	ir_rewriter_replace_op(rw, op, results);
	free(results);
	free(tv);
	free(ev);
	free(inside);
	free(types);
	return true;
}

/* MLIR's RemoveEmptyElseBranch: an scf.if without results whose else
   branch only yields loses it. */
static bool if_drop_empty_else(IrRewriter *rw, IrOp *op)
{
	IrBlock *else_b = ir_region_first(&ir_op_regions(op)[1]);
	if (op->nresults || !else_b || ir_block_first(else_b) != ir_block_last(else_b))
		return false;
	IrValue *cond = ir_op_operand(op, 0);
	IrOpState st = {.name = ir_op_name(op), .noperands = 1, .operands = &cond, .nregions = 2,
	                .attrs = ir_op_attrs(op), .loc = ir_op_loc(rw->ctx, op)};
	IrOp *nif = ir_op_create(rw->ctx, &st);
	ir_region_inline_before(&ir_op_regions(op)[0], &ir_op_regions(nif)[0], NULL);
	ir_rewriter_set_insertion_before(rw, op);
	ir_rewriter_insert(rw, nif);
	ir_rewriter_erase_op(rw, op);
	return true;
}

bool scf_in_region(const IrOp *o, const IrRegion *r)
{
	for (; o && ir_op_block(o) && ir_block_parent(ir_op_block(o)); o = ir_region_parent(ir_block_parent(ir_op_block(o))))
		if (ir_block_parent(ir_op_block(o)) == r)
			return true;
	return false;
}

IrValue *scf_bool_constant(IrRewriter *rw, IrOp *op, bool b)
{
	ir_rewriter_set_insertion_before(rw, op);
	IrOp *c = arith_materialize_constant(rw->ctx, ir_attr_bool(rw->ctx, b), rw->ctx->t_i1, ir_op_loc(rw->ctx, op));
	return &ir_op_results(ir_rewriter_insert(rw, c))[0];
}

/* MLIR's ConditionPropagation: in the then branch the condition is true,
   in the else branch false; its uses there become constants. */
static bool if_propagate_condition(IrRewriter *rw, IrOp *op)
{
	IrValue *cond = ir_op_operand(op, 0);
	if (ir_value_constant(rw->ctx, cond))
		return false;
	IrValue *known[2] = {NULL, NULL};
	bool changed = false;
	for (IrUse *u = ir_value_uses(cond), *next; u; u = next) {
		next = ir_use_next(u);
		for (int r = 0; r < 2; r++) {
			if (!scf_in_region(ir_use_owner(u), &ir_op_regions(op)[r]))
				continue;
			if (!known[r])
				known[r] = scf_bool_constant(rw, op, r == 0);
			ir_op_set_operand(ir_use_owner(u), (unsigned)(u - ir_op_operands(ir_use_owner(u))), known[r]);
			ir_rewriter_modified(rw, ir_use_owner(u));
			changed = true;
			break;
		}
	}
	return changed;
}

/* A new one-result op `name` of the operands before op. */
static IrValue *create_value(IrRewriter *rw, IrOp *op, const char *name, IrType *type, unsigned n, IrValue **operands)
{
	IrOpState st = {.name = ir_ident_cstr(rw->ctx, name), .nresults = 1, .result_types = &type, .noperands = n,
	                .operands = operands, .loc = ir_op_loc(rw->ctx, op)};
	ir_rewriter_set_insertion_before(rw, op);
	return &ir_op_results(ir_rewriter_create(rw, &st))[0];
}

/* v's value when a constant-like op makes it an i1 constant: 0 or 1,
   else -1. */
static int bool_constant(IrContext *ctx, IrValue *v)
{
	IrAttr *c = ir_value_constant(ctx, v);
	if (c && c->kind == IR_ATTR_BOOL)
		return c->b;
	if (c && c->kind == IR_ATTR_INTEGER && ir_attr_type_of(c) == ctx->t_i1)
		return (int)(c->words[0] & 1);
	return -1;
}

/* MLIR's ReplaceIfYieldWithConditionOrValue: a result both branches give
   the same value is that value; one the branches give true and false is
   the condition, false and true its negation (arith.xori with true). The
   uses change without the rewriter hearing of them, as in MLIR, and the
   scf.if keeps its results. */
static bool if_yield_condition(IrRewriter *rw, IrOp *op)
{
	IrRegion *then_r = &ir_op_regions(op)[0], *else_r = &ir_op_regions(op)[1];
	if (!op->nresults || !ir_region_first(then_r) || !ir_region_first(else_r))
		return false;
	IrOp *ty = ir_block_last(ir_region_first(then_r)), *ey = ir_block_last(ir_region_first(else_r));
	IrValue *cond = ir_op_operand(op, 0);
	bool changed = false;
	for (unsigned i = 0; i < op->nresults && i < ty->noperands && i < ey->noperands; i++) {
		IrValue *result = &ir_op_results(op)[i];
		IrValue *t = ir_op_operand(ty, i), *e = ir_op_operand(ey, i);
		if (t == e) {
			if (ir_value_has_uses(result)) {
				ir_value_replace_all_uses(result, t);
				changed = true;
			}
			continue;
		}
		int tv = bool_constant(rw->ctx, t), ev = bool_constant(rw->ctx, e);
		if (tv < 0 || ev < 0 || tv == ev || !ir_value_has_uses(result))
			continue;
		IrValue *v = cond;
		if (!tv) {
			IrValue *operands[2] = {cond, scf_bool_constant(rw, op, true)};
			v = create_value(rw, op, "arith.xori", rw->ctx->t_i1, 2, operands);
		}
		ir_value_replace_all_uses(result, v);
		changed = true;
	}
	return changed;
}

/* A new scf.yield of the n values at the end of block b. */
static void append_yield(IrRewriter *rw, IrBlock *b, unsigned n, IrValue **values, IrAttr *loc)
{
	IrOpState st = {.name = ir_ident_cstr(rw->ctx, "scf.yield"), .noperands = n, .operands = values, .loc = loc};
	rw->before = NULL;
	rw->block = b;
	ir_rewriter_create(rw, &st);
}

/* MLIR's CombineNestedIfs: an scf.if whose then branch is only another
   scf.if (neither else branch doing more than yield) becomes one scf.if on
   the conjunction of both conditions. A value the outer then branch yields
   from outside is kept for the inner condition being false by an
   arith.select on the outer condition. */
static bool if_merge_nested(IrRewriter *rw, IrOp *op)
{
	IrRegion *regions = ir_op_regions(op);
	IrBlock *tb = ir_region_first(&regions[0]), *eb = ir_region_first(&regions[1]);
	IrOp *inner = ir_block_first(tb);
	if (!inner || ir_op_next(inner) != ir_block_last(tb) || (eb && ir_block_first(eb) != ir_block_last(eb)) ||
	    strcmp(ir_op_name(inner)->s, "scf.if"))
		return false;
	IrBlock *inner_eb = ir_region_first(&ir_op_regions(inner)[1]);
	if (inner_eb && ir_block_first(inner_eb) != ir_block_last(inner_eb))
		return false;
	unsigned n = op->nresults;
	IrValue **then_v = xmalloc((n + 1) * sizeof *then_v), **else_v = xmalloc((n + 1) * sizeof *else_v);
	bool *upgrade = xcalloc(n + 1, 1), ok = true;
	for (unsigned i = 0; i < n; i++) {
		then_v[i] = ir_op_operand(ir_block_last(tb), i);
		else_v[i] = ir_op_operand(ir_block_last(eb), i);
	}
	for (unsigned i = 0; i < n && ok; i++) {
		IrValue *v = then_v[i];
		if (ir_value_def(v) == inner) {
			ok = ir_op_operand(ir_block_last(inner_eb), v->index) == else_v[i];
			then_v[i] = ir_op_operand(ir_block_last(ir_region_first(&ir_op_regions(inner)[0])), v->index);
		} else {
			ok = ir_block_parent(ir_value_block(v)) != &regions[0];
			upgrade[i] = true;
		}
	}
	if (!ok) {
		free(then_v);
		free(else_v);
		free(upgrade);
		return false;
	}
	IrValue *cond = ir_op_operand(op, 0);
	IrValue *both[2] = {cond, ir_op_operand(inner, 0)};
	IrValue *and_v = create_value(rw, op, "arith.andi", ir_value_type(cond), 2, both);
	IrType **types = xmalloc((n + 1) * sizeof *types);
	for (unsigned i = 0; i < n; i++)
		types[i] = ir_value_type(&ir_op_results(op)[i]);
	IrOpState st = {.name = ir_op_name(op), .nresults = n, .result_types = types, .noperands = 1, .operands = &and_v,
	                .nregions = 2, .loc = ir_op_loc(rw->ctx, op)};
	ir_rewriter_set_insertion_before(rw, op);
	IrOp *nif = ir_rewriter_create(rw, &st);
	IrBlock *nb = ir_block_create(rw->ctx);
	ir_region_append(&ir_op_regions(nif)[0], nb);
	IrValue **results = xmalloc((n + 1) * sizeof *results);
	for (unsigned i = 0; i < n; i++) {
		IrValue *sel[3] = {cond, then_v[i], else_v[i]};
		results[i] = upgrade[i] ? create_value(rw, nif, "arith.select", types[i], 3, sel) : &ir_op_results(nif)[i];
	}
	IrBlock *inner_tb = ir_region_first(&ir_op_regions(inner)[0]);
	IrOp *inner_yield = ir_block_last(inner_tb);
	IrAttr *yield_loc = ir_op_loc(rw->ctx, inner_yield);
	ir_rewriter_merge_blocks(rw, inner_tb, nb, NULL);
	append_yield(rw, nb, n, then_v, yield_loc);
	ir_rewriter_erase_op(rw, inner_yield);
	if (n) {
		IrBlock *neb = ir_block_create(rw->ctx);
		ir_region_append(&ir_op_regions(nif)[1], neb);
		append_yield(rw, neb, n, else_v, ir_op_loc(rw->ctx, op));
	}
	ir_rewriter_replace_op(rw, op, results);
	free(results);
	free(types);
	free(then_v);
	free(else_v);
	free(upgrade);
	return true;
}

/* Is v `arith.xori %c, 1` of c? */
static bool is_not_of(IrContext *ctx, IrValue *v, IrValue *c)
{
	IrOp *x = ir_value_def(v);
	if (!x || strcmp(ir_op_name(x)->s, "arith.xori") || ir_op_operand(x, 0) != c)
		return false;
	IrAttr *one = ir_value_constant(ctx, ir_op_operand(x, 1));
	return one && (one->kind == IR_ATTR_BOOL ? one->b : one->kind == IR_ATTR_INTEGER && one->words[0] == 1);
}

/* The scf.yield ending block b, with the other yield's operands appended
   after its own: a new yield at the end of b, both old ones erased. */
static void join_yields(IrRewriter *rw, IrBlock *b, IrOp *first, IrOp *second)
{
	unsigned n = first->noperands + second->noperands;
	IrValue **v = xmalloc((n + 1) * sizeof *v);
	for (unsigned i = 0; i < first->noperands; i++)
		v[i] = ir_op_operand(first, i);
	for (unsigned i = 0; i < second->noperands; i++)
		v[first->noperands + i] = ir_op_operand(second, i);
	append_yield(rw, b, n, v, ir_op_loc(rw->ctx, second));
	ir_rewriter_erase_op(rw, first);
	ir_rewriter_erase_op(rw, second);
	free(v);
}

/* MLIR's CombineIfs: an scf.if right after another on the same condition
   (or its negation) joins it: one scf.if whose branches run both ops'
   branches for that condition, the first's results used in the second
   replaced by the values its branch yields. */
static bool if_combine(IrRewriter *rw, IrOp *next)
{
	IrOp *prev = ir_op_prev(next);
	if (!prev || strcmp(ir_op_name(prev)->s, "scf.if"))
		return false;
	IrValue *pc = ir_op_operand(prev, 0), *nc = ir_op_operand(next, 0);
	IrRegion *nr = ir_op_regions(next);
	IrBlock *next_then = NULL, *next_else = NULL;
	if (nc == pc) {
		next_then = ir_region_first(&nr[0]);
		next_else = ir_region_first(&nr[1]);
	}
	if (is_not_of(rw->ctx, nc, pc) || is_not_of(rw->ctx, pc, nc)) {
		next_else = ir_region_first(&nr[0]);
		next_then = ir_region_first(&nr[1]);
	}
	if (!next_then && !next_else)
		return false;
	IrRegion *pr = ir_op_regions(prev);
	for (unsigned i = 0; i < prev->nresults; i++) {
		IrValue *res = &ir_op_results(prev)[i];
		for (IrUse *u = ir_value_uses(res), *un; u; u = un) {
			un = ir_use_next(u);
			IrValue *to = NULL;
			if (next_then && scf_in_region(ir_use_owner(u), ir_block_parent(next_then)))
				to = ir_op_operand(ir_block_last(ir_region_first(&pr[0])), i);
			else if (next_else && ir_region_first(&pr[1]) && scf_in_region(ir_use_owner(u), ir_block_parent(next_else)))
				to = ir_op_operand(ir_block_last(ir_region_first(&pr[1])), i);
			if (!to)
				continue;
			ir_op_set_operand(ir_use_owner(u), (unsigned)(u - ir_op_operands(ir_use_owner(u))), to);
			ir_rewriter_modified(rw, ir_use_owner(u));
		}
	}
	unsigned np = prev->nresults, n = np + next->nresults;
	IrType **types = xmalloc((n + 1) * sizeof *types);
	for (unsigned i = 0; i < np; i++)
		types[i] = ir_value_type(&ir_op_results(prev)[i]);
	for (unsigned i = np; i < n; i++)
		types[i] = ir_value_type(&ir_op_results(next)[i - np]);
	IrOpState st = {.name = ir_op_name(next), .nresults = n, .result_types = types, .noperands = 1, .operands = &pc,
	                .nregions = 2, .loc = ir_op_loc(rw->ctx, next)};
	ir_rewriter_set_insertion_before(rw, next);
	IrOp *comb = ir_rewriter_create(rw, &st);
	IrRegion *cr = ir_op_regions(comb);
	ir_region_inline_before(&pr[0], &cr[0], NULL);
	if (next_then) {
		IrOp *first = ir_block_last(ir_region_first(&cr[0])), *second = ir_block_last(next_then);
		ir_rewriter_merge_blocks(rw, next_then, ir_region_first(&cr[0]), NULL);
		join_yields(rw, ir_region_first(&cr[0]), first, second);
	}
	ir_region_inline_before(&pr[1], &cr[1], NULL);
	if (next_else) {
		if (!ir_region_first(&cr[1])) {
			ir_region_inline_before(ir_block_parent(next_else), &cr[1], NULL);
		} else {
			IrOp *first = ir_block_last(ir_region_first(&cr[1])), *second = ir_block_last(next_else);
			ir_rewriter_merge_blocks(rw, next_else, ir_region_first(&cr[1]), NULL);
			join_yields(rw, ir_region_first(&cr[1]), first, second);
		}
	}
	IrValue **vals = xmalloc((n + 1) * sizeof *vals);
	for (unsigned i = 0; i < n; i++)
		vals[i] = &ir_op_results(comb)[i];
	ir_rewriter_replace_op(rw, prev, vals);
	ir_rewriter_replace_op(rw, next, vals + np);
	free(vals);
	free(types);
	return true;
}

/* MLIR's constantTripCount of one dimension: -1 when not constant; 0
   when both bounds are the same value. */
static int64_t trip_count(IrValue *lb, IrValue *ub, IrValue *step)
{
	int64_t l, u, st;
	if (lb == ub)
		return 0;
	if (!constant_i64(lb, &l) || !constant_i64(ub, &u))
		return -1;
	if (u <= l)
		return 0;
	if (!constant_i64(step, &st) || st <= 0)
		return -1;
	return (int64_t)(((uint64_t)u - (uint64_t)l + (uint64_t)st - 1) / (uint64_t)st);
}

/* A new scf.parallel before op of n dimensions (bounds and steps from
   lbs, ubs, steps) and op's inits, its region empty. */
static IrOp *parallel_like(IrRewriter *rw, IrOp *op, unsigned n, IrValue **lbs, IrValue **ubs, IrValue **steps,
                           unsigned ninit, IrValue *const *inits)
{
	IrContext *ctx = rw->ctx;
	IrValue **ops = xmalloc((3 * n + ninit + 1) * sizeof *ops);
	for (unsigned i = 0; i < n; i++) {
		ops[i] = lbs[i];
		ops[n + i] = ubs[i];
		ops[2 * n + i] = steps[i];
	}
	for (unsigned i = 0; i < ninit; i++)
		ops[3 * n + i] = inits[i];
	uint64_t seg[4] = {n, n, n, ninit};
	IrAttr *props = ir_dict_set(ctx, NULL, ir_ident_cstr(ctx, "operandSegmentSizes"),
	                            ir_attr_dense_array(ctx, ir_type_int(ctx, 32, IR_SIGNLESS), 4, seg));
	IrType **types = ir_op_result_types(op);
	IrOpState st = {.name = ir_op_name(op), .nresults = op->nresults, .result_types = types, .noperands = 3 * n + ninit,
	                .operands = ops, .nregions = 1, .props = props, .attrs = ir_op_attrs(op), .loc = ir_op_loc(ctx, op)};
	ir_rewriter_set_insertion_before(rw, op);
	IrOp *np = ir_rewriter_create(rw, &st);
	free(ops);
	free(types);
	return np;
}

/* MLIR's ParallelOpSingleOrZeroIterationDimsFolder: an scf.parallel with a
   dimension of no iteration is its inits; its dimensions of one iteration
   go (their induction variables the lower bounds); with none left, the
   body runs in place and each reduction combines the init with the value
   reduced. */
static bool parallel_trivial_dims(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	IrBlock *body = ir_region_first(&ir_op_regions(op)[0]);
	unsigned n = body->nargs, ninit = op->noperands - 3 * n, kept = 0;
	IrUse *o = ir_op_operands(op);
	IrValue **lbs = xmalloc((3 * n + ninit + 1) * sizeof *lbs), **ubs = lbs + n, **steps = ubs + n, **inits = steps + n;
	bool *single = xcalloc(n + 1, 1);
	for (unsigned i = 0; i < ninit; i++)
		inits[i] = ir_use_value(&o[3 * n + i]);
	bool done = false;
	for (unsigned i = 0; i < n && !done; i++) {
		int64_t t = trip_count(ir_use_value(&o[i]), ir_use_value(&o[n + i]), ir_use_value(&o[2 * n + i]));
		if (t == 0) {
			ir_rewriter_replace_op(rw, op, inits);
			done = true;
		} else if (t == 1) {
			single[i] = true;
		} else {
			lbs[kept] = ir_use_value(&o[i]);
			ubs[kept] = ir_use_value(&o[n + i]);
			steps[kept++] = ir_use_value(&o[2 * n + i]);
		}
	}
	if (done || kept == n) {
		free(lbs);
		free(single);
		return done;
	}
	for (unsigned i = 0; i < n; i++)
		if (single[i])
			ir_rewriter_replace_all_uses(rw, ir_block_arg(body, i), ir_use_value(&o[i]));
	if (kept) {
		/* the lower bounds were moved to the front: kept dimensions first */
		IrOp *np = parallel_like(rw, op, kept, lbs, ubs, steps, ninit, inits);
		for (unsigned i = n; i-- > 0;)
			if (single[i])
				ir_block_erase_arg(ctx, body, i);
		ir_region_inline_before(&ir_op_regions(op)[0], &ir_op_regions(np)[0], NULL);
		IrValue **res = xmalloc((op->nresults + 1) * sizeof *res);
		for (unsigned i = 0; i < op->nresults; i++)
			res[i] = &ir_op_results(np)[i];
		ir_rewriter_replace_op(rw, op, res);
		free(res);
		free(lbs);
		free(single);
		return true;
	}
	IrOp *reduce = ir_block_last(body);
	IrValue **results = xmalloc((ninit + 1) * sizeof *results);
	IrValue **reduced = xmalloc((reduce->noperands + 1) * sizeof *reduced);
	for (unsigned i = 0; i < reduce->noperands; i++)
		reduced[i] = ir_op_operand(reduce, i);
	IrValue **ivs = xmalloc((n + 1) * sizeof *ivs);
	for (unsigned i = 0; i < n; i++)
		ivs[i] = ir_use_value(&o[i]);
	ir_rewriter_inline_block_before(rw, body, op, ivs);
	free(ivs);
	for (unsigned i = 0; i < ir_op_nregions(reduce); i++) {
		IrBlock *rb = ir_region_first(&ir_op_regions(reduce)[i]);
		IrOp *ret = ir_block_last(rb);
		results[i] = ir_op_operand(ret, 0);
		IrValue *args[2] = {inits[i], reduced[i]};
		ir_rewriter_inline_block_before(rw, rb, op, args);
		ir_rewriter_erase_op(rw, ret);
	}
	ir_rewriter_erase_op(rw, reduce);
	ir_rewriter_replace_op(rw, op, results);
	free(results);
	free(reduced);
	free(lbs);
	free(single);
	return true;
}

/* MLIR's MergeNestedParallelLoops: an scf.parallel whose body is only
   another one, whose bounds do not use the outer induction variables,
   neither reducing, becomes one scf.parallel of the dimensions of both. */
static bool parallel_merge_nested(IrRewriter *rw, IrOp *op)
{
	IrBlock *outer = ir_region_first(&ir_op_regions(op)[0]);
	IrOp *inner = ir_block_first(outer);
	if (!inner || ir_op_next(inner) != ir_block_last(outer) || strcmp(ir_op_name(inner)->s, "scf.parallel"))
		return false;
	IrBlock *ib = ir_region_first(&ir_op_regions(inner)[0]);
	unsigned n = outer->nargs, m = ib->nargs;
	if (op->noperands != 3 * n || inner->noperands != 3 * m)
		return false;
	for (unsigned i = 0; i < inner->noperands; i++)
		if (ir_value_block(ir_op_operand(inner, i)) == outer)
			return false;
	IrValue **b = xmalloc(3 * (n + m) * sizeof *b);
	for (unsigned k = 0; k < 3; k++) {
		for (unsigned i = 0; i < n; i++)
			b[k * (n + m) + i] = ir_op_operand(op, k * n + i);
		for (unsigned i = 0; i < m; i++)
			b[k * (n + m) + n + i] = ir_op_operand(inner, k * m + i);
	}
	IrOp *np = parallel_like(rw, op, n + m, b, b + n + m, b + 2 * (n + m), 0, NULL);
	IrBlock *nb = ir_block_create(rw->ctx);
	ir_region_append(&ir_op_regions(np)[0], nb);
	IrValue **args = xmalloc((n + m) * sizeof *args);
	for (unsigned i = 0; i < n + m; i++)
		args[i] = ir_block_add_arg(rw->ctx, nb, rw->ctx->t_index, ir_op_loc(rw->ctx, op));
	ir_rewriter_merge_blocks(rw, ib, nb, args + n);
	for (unsigned i = 0; i < n; i++)
		ir_rewriter_replace_all_uses(rw, ir_block_arg(outer, i), args[i]);
	ir_rewriter_replace_op(rw, op, NULL);
	free(args);
	free(b);
	return true;
}

IrValue *scf_tensor_cast(IrRewriter *rw, IrType *t, IrValue *v, IrAttr *loc)
{
	IrOpState st = {.name = ir_ident_cstr(rw->ctx, "tensor.cast"), .nresults = 1, .result_types = &t,
	                .noperands = 1, .operands = &v, .loc = loc};
	return &ir_op_results(ir_rewriter_create(rw, &st))[0];
}

IrAttr *scf_value_loc(IrContext *ctx, IrValue *v)
{
	return v->is_arg ? ir_arg_loc(ctx, v) : ir_op_loc(ctx, ir_value_def(v));
}

/* MLIR's replaceAndCastForOpIterArg: a new scf.for whose init i is src,
   its iteration argument cast back to the old type for the old body and
   the value yielded for it cast to src's type, and its result i cast back
   after it; op is replaced. */
static void for_replace_init(IrRewriter *rw, IrOp *op, unsigned i, IrValue *src)
{
	IrContext *ctx = rw->ctx;
	IrAttr *loc = ir_op_loc(ctx, op);
	IrType *old = ir_value_type(&ir_op_results(op)[i]);
	IrValue **operands = ir_op_operand_values(op);
	IrType **types = ir_op_result_types(op);
	operands[3 + i] = src;
	types[i] = ir_value_type(src);
	IrOpState st = {.name = ir_op_name(op), .nresults = op->nresults, .result_types = types, .noperands = op->noperands,
	                .operands = operands, .nregions = 1, .props = ir_op_props(op), .attrs = ir_op_attrs(op), .loc = loc};
	ir_rewriter_set_insertion_before(rw, op);
	IrOp *nfor = ir_rewriter_insert(rw, ir_op_create(ctx, &st));
	IrBlock *body = ir_region_first(&ir_op_regions(op)[0]), *nbody = ir_block_create(ctx);
	ir_region_append(&ir_op_regions(nfor)[0], nbody);
	IrValue **args = xmalloc((body->nargs + 1) * sizeof *args);
	for (unsigned a = 0; a < body->nargs; a++)
		args[a] = ir_block_add_arg(ctx, nbody, a == 1 + i ? ir_value_type(src) : ir_value_type(ir_block_arg(body, a)),
		                           a ? scf_value_loc(ctx, operands[2 + a]) : loc);
	rw->before = NULL;
	rw->block = nbody;
	args[1 + i] = scf_tensor_cast(rw, old, args[1 + i], loc);
	ir_rewriter_merge_blocks(rw, body, nbody, args);
	IrOp *yield = ir_block_last(nbody);
	IrValue **yielded = xmalloc((yield->noperands + 1) * sizeof *yielded);
	for (unsigned k = 0; k < yield->noperands; k++)
		yielded[k] = ir_op_operand(yield, k);
	ir_rewriter_set_insertion_before(rw, yield);
	yielded[i] = scf_tensor_cast(rw, ir_value_type(src), yielded[i], loc);
	append_yield(rw, nbody, yield->noperands, yielded, loc); /* at the loop's location, as MLIR makes it */
	ir_rewriter_erase_op(rw, yield);
	IrValue **results = xmalloc((op->nresults + 1) * sizeof *results);
	for (unsigned k = 0; k < op->nresults; k++)
		results[k] = &ir_op_results(nfor)[k];
	ir_rewriter_set_insertion_before(rw, op);
	results[i] = scf_tensor_cast(rw, old, results[i], loc);
	ir_rewriter_replace_op(rw, op, results);
	free(operands);
	free(types);
	free(args);
	free(yielded);
	free(results);
}

/* MLIR's ForOpTensorCastFolder: an init of scf.for that is a tensor.cast
   losing static information, whose result has one use, is the cast's
   source (cast back inside and after the loop). */
static bool for_tensor_cast(IrRewriter *rw, IrOp *op)
{
	for (unsigned i = 0; i + 3 < op->noperands; i++) {
		IrValue *init = ir_op_operand(op, 3 + i), *res = &ir_op_results(op)[i];
		IrOp *cast = ir_value_def(init);
		if (!cast || strcmp(ir_op_name(cast)->s, "tensor.cast"))
			continue;
		IrValue *src = ir_op_operand(cast, 0);
		if (ir_value_type(src) == ir_value_type(init) || !tensor_preserves_static(ir_value_type(init), ir_value_type(src)) || !ir_value_uses(res) ||
		    ir_value_uses(res)->next)
			continue;
		for_replace_init(rw, op, i, src);
		return true;
	}
	return false;
}

const IrPattern scf_for_patterns[] = {
	{"(anonymous namespace)::SimplifyTrivialLoops", 1, for_trivial},
	{"(anonymous namespace)::ForOpTensorCastFolder", 1, for_tensor_cast},
	SCF_REGION_BRANCH_PATTERNS,
	{NULL, 0, NULL},
};

const IrPattern scf_if_patterns[] = {
	{"(anonymous namespace)::CombineIfs", 1, if_combine},
	{"(anonymous namespace)::CombineNestedIfs", 1, if_merge_nested},
	{"(anonymous namespace)::ConditionPropagation", 1, if_propagate_condition},
	{"(anonymous namespace)::ConvertTrivialIfToSelect", 1, if_to_select},
	{"(anonymous namespace)::RemoveEmptyElseBranch", 1, if_drop_empty_else},
	{"(anonymous namespace)::RemoveStaticCondition", 1, if_constant},
	{"(anonymous namespace)::ReplaceIfYieldWithConditionOrValue", 1, if_yield_condition},
	SCF_REGION_BRANCH_PATTERNS,
	{NULL, 0, NULL},
};

const IrPattern scf_parallel_patterns[] = {
	{"(anonymous namespace)::ParallelOpSingleOrZeroIterationDimsFolder", 1, parallel_trivial_dims},
	{"(anonymous namespace)::MergeNestedParallelLoops", 1, parallel_merge_nested},
	{NULL, 0, NULL},
};

const IrPattern scf_index_switch_patterns[] = {
	{"(anonymous namespace)::FoldConstantCase", 1, switch_constant},
	SCF_REGION_BRANCH_PATTERNS,
	{NULL, 0, NULL},
};

const IrPattern scf_execute_region_patterns[] = {
	{"", 1, execute_region_inline},
	SCF_REGION_BRANCH_PATTERNS,
	{NULL, 0, NULL},
};
