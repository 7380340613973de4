/* while_canonicalize.c: scf.while's own canonicalization patterns (MLIR
   22's WhileConditionTruth, WhileCmpCond, WhileOpAlignBeforeArgs and
   WhileMoveIfDown);
   the RegionBranchOpInterface patterns it also has are region_branch.c's. */
#include "scf.h"
#include "../arith/arith.h"

static IrOp *condition_of(IrOp *op)
{
	return ir_block_last(ir_region_first(&ir_op_regions(op)[0]));
}

/* MLIR's WhileConditionTruth: an argument of the after block that the
   scf.condition passes its own condition to is true there. */
static bool while_condition_truth(IrRewriter *rw, IrOp *op)
{
	IrOp *cond = condition_of(op);
	IrBlock *after = ir_region_first(&ir_op_regions(op)[1]);
	IrValue *c = ir_op_operand(cond, 0), *t = NULL;
	for (unsigned i = 1; i < cond->noperands; i++) {
		IrValue *arg = ir_block_arg(after, i - 1);
		if (ir_op_operand(cond, i) != c || !ir_value_has_uses(arg))
			continue;
		if (!t)
			t = scf_bool_constant(rw, op, true);
		ir_rewriter_replace_all_uses(rw, arg, t);
	}
	return t != NULL;
}

/* Is o an arith.cmpi? */
static bool is_cmpi(const IrOp *o)
{
	return o && !strcmp(ir_op_name(o)->s, "arith.cmpi");
}

static int64_t predicate(const IrOp *cmp)
{
	IrAttr *p = ir_op_get_attr(cmp, "predicate");
	return p && p->kind == IR_ATTR_INTEGER ? (int64_t)p->words[0] : -1;
}

/* MLIR's WhileCmpCond: when the condition is an arith.cmpi of a value the
   scf.condition passes on, an arith.cmpi in the after block of that
   argument and the same other operand is true there with the same
   predicate, false with the inverse one. */
static bool while_cmp_cond(IrRewriter *rw, IrOp *op)
{
	IrOp *cond = condition_of(op);
	IrOp *cmp = ir_value_def(ir_op_operand(cond, 0));
	if (!is_cmpi(cmp))
		return false;
	IrBlock *after = ir_region_first(&ir_op_regions(op)[1]);
	int64_t pred = predicate(cmp);
	bool changed = false;
	for (unsigned i = 1; i < cond->noperands; i++) {
		IrValue *arg = ir_block_arg(after, i - 1);
		for (unsigned side = 0; side < 2; side++) {
			if (ir_op_operand(cond, i) != ir_op_operand(cmp, side))
				continue;
			for (IrUse *u = ir_value_uses(arg), *next; u; u = next) {
				next = ir_use_next(u);
				IrOp *cmp2 = ir_use_owner(u);
				if (!is_cmpi(cmp2) || ir_op_operand(cmp2, 1 - side) != ir_op_operand(cmp, 1 - side))
					continue;
				int64_t pred2 = predicate(cmp2);
				if (pred2 != pred && pred2 != arith_cmpi_inverse(pred))
					continue;
				/* an op using arg twice is one match: skip to past its other use */
				while (next && ir_use_owner(next) == cmp2)
					next = ir_use_next(next);
				/* as MLIR's replaceOpWithNewOp: made where the rewriter
				   stands (before the while), at cmp2's location */
				IrOp *c = arith_materialize_constant(rw->ctx, ir_attr_bool(rw->ctx, pred2 == pred),
				                                     rw->ctx->t_i1, ir_op_loc(rw->ctx, cmp2));
				ir_rewriter_replace_op_with(rw, cmp2, &ir_op_results(ir_rewriter_insert(rw, c))[0]);
				changed = true;
			}
		}
	}
	return changed;
}

/* MLIR's WhileOpAlignBeforeArgs: an scf.condition passing on the before
   block's arguments in another order passes them in theirs; the results
   and the after block's arguments are reordered to match. */
static bool while_align_before_args(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	IrBlock *before = ir_region_first(&ir_op_regions(op)[0]), *after = ir_region_first(&ir_op_regions(op)[1]);
	IrOp *cond = condition_of(op);
	unsigned n = before->nargs;
	if (cond->noperands - 1 != n)
		return false;
	bool same = true;
	for (unsigned i = 0; i < n; i++)
		same &= ir_op_operand(cond, 1 + i) == ir_block_arg(before, i);
	if (same)
		return false;
	/* map[k]: the before argument that the scf.condition passes k-th */
	unsigned *map = xmalloc((n + 1) * sizeof *map);
	for (unsigned k = 0; k < n; k++) {
		IrValue *v = ir_op_operand(cond, 1 + k);
		if (!v->is_arg || ir_arg_block(ir_value_arg(v)) != before) {
			free(map);
			return false;
		}
		map[k] = v->index;
	}
	bool *seen = xcalloc(n + 1, 1), twice = false;
	for (unsigned k = 0; k < n; k++) {
		twice |= seen[map[k]];
		seen[map[k]] = true;
	}
	free(seen);
	if (twice) { /* no permutation */
		free(map);
		return false;
	}
	IrType **types = xmalloc((n + 1) * sizeof *types);
	for (unsigned k = 0; k < n; k++)
		types[map[k]] = ir_value_type(&ir_op_results(op)[k]);
	IrValue **cond_ops = xmalloc((n + 1) * sizeof *cond_ops);
	cond_ops[0] = ir_op_operand(cond, 0);
	for (unsigned k = 0; k < n; k++)
		cond_ops[1 + k] = ir_block_arg(before, k);
	IrOpState cst = {.name = ir_op_name(cond), .noperands = 1 + n, .operands = cond_ops, .attrs = ir_op_attrs(cond),
	                 .loc = ir_op_loc(ctx, cond)};
	ir_rewriter_set_insertion_before(rw, cond);
	ir_rewriter_create(rw, &cst);
	ir_rewriter_erase_op(rw, cond);
	IrValue **inits = ir_op_operand_values(op);
	IrOpState st = {.name = ir_op_name(op), .nresults = n, .result_types = types, .noperands = op->noperands,
	                .operands = inits, .nregions = 2, .attrs = ir_op_attrs(op), .loc = ir_op_loc(ctx, op)};
	ir_rewriter_set_insertion_before(rw, op);
	IrOp *nop = ir_rewriter_create(rw, &st);
	/* the before block's ops move into a new block, as MLIR inlines them
	   (the driver revisits them) */
	IrBlock *nbefore = ir_block_create(ctx);
	ir_region_append(&ir_op_regions(nop)[0], nbefore);
	IrValue **before_args = xmalloc((op->noperands + 1) * sizeof *before_args);
	for (unsigned i = 0; i < op->noperands; i++)
		before_args[i] = ir_block_add_arg(ctx, nbefore, ir_value_type(inits[i]), scf_value_loc(ctx, inits[i]));
	ir_rewriter_merge_blocks(rw, before, nbefore, before_args);
	free(before_args);
	IrBlock *nafter = ir_block_create(ctx);
	ir_region_append(&ir_op_regions(nop)[1], nafter);
	IrValue **results = xmalloc((n + 1) * sizeof *results), **args = xmalloc((n + 1) * sizeof *args);
	for (unsigned k = 0; k < n; k++)
		ir_block_add_arg(ctx, nafter, types[k], ir_op_loc(ctx, op));
	for (unsigned k = 0; k < n; k++) {
		results[k] = &ir_op_results(nop)[map[k]];
		args[k] = ir_block_arg(nafter, map[k]);
	}
	ir_rewriter_merge_blocks(rw, after, nafter, args);
	ir_rewriter_replace_op(rw, op, results);
	free(map);
	free(types);
	free(cond_ops);
	free(inits);
	free(results);
	free(args);
	return true;
}

/* What while_move_if_down gathers: the values of the before region the
   moved branch uses, each passed on as a new argument of the after block. */
typedef struct {
	IrRewriter *rw;
	IrOp *loop;
	IrRegion *then_r;
	IrBlock *after;
	IrValue **values;
	unsigned n, cap;
} MovedUses;

/* Each operand of o defined in the loop's before region: the uses of that
   value in the branch become uses of a new after block argument (so each
   value is met once). */
static bool gather_before_values(IrOp *o, void *user)
{
	MovedUses *m = user;
	IrRegion *before = &ir_op_regions(m->loop)[0];
	for (unsigned i = 0; i < o->noperands; i++) {
		IrValue *v = ir_op_operand(o, i);
		if (ir_block_parent(ir_value_block(v)) != before)
			continue;
		if (m->n == m->cap)
			m->values = xrealloc(m->values, (m->cap = m->cap ? 2 * m->cap : 4) * sizeof *m->values);
		m->values[m->n++] = v;
		IrValue *arg = ir_block_add_arg(m->rw->ctx, m->after, ir_value_type(v), ir_op_loc(m->rw->ctx, m->loop));
		for (IrUse *u = ir_value_uses(v), *next; u; u = next) {
			next = ir_use_next(u);
			if (!scf_in_region(ir_use_owner(u), m->then_r))
				continue;
			ir_op_set_operand(ir_use_owner(u), (unsigned)(u - ir_op_operands(ir_use_owner(u))), arg);
			ir_rewriter_modified(m->rw, ir_use_owner(u));
		}
	}
	return true;
}

/* MLIR's WhileMoveIfDown: an scf.if right before the scf.condition, on
   the same condition and with nothing but a yield in its else branch, runs
   at the start of the after block instead: the scf.condition passes on
   the else branch's values, the after block uses the then branch's, and
   the values of the before region the then branch uses are passed on as
   new arguments (new results the loop's users ignore). */
static bool while_move_if_down(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	IrOp *cond = condition_of(op), *ifop = ir_op_prev(cond);
	if (!ifop || strcmp(ir_op_name(ifop)->s, "scf.if") || ir_op_operand(ifop, 0) != ir_op_operand(cond, 0))
		return false;
	IrBlock *then_b = ir_region_first(&ir_op_regions(ifop)[0]), *else_b = ir_region_first(&ir_op_regions(ifop)[1]);
	if (else_b && ir_block_first(else_b) != ir_block_last(else_b))
		return false;
	IrBlock *after = ir_region_first(&ir_op_regions(op)[1]);
	for (unsigned i = 1; i < cond->noperands; i++) {
		IrValue *v = ir_op_operand(cond, i);
		if (ir_value_def(v) != ifop)
			continue;
		unsigned k = v->index;
		IrValue *then_v = ir_op_operand(ir_block_last(then_b), k), *else_v = ir_op_operand(ir_block_last(else_b), k);
		ir_rewriter_replace_all_uses(rw, v, else_v);
		ir_rewriter_replace_all_uses(rw, ir_block_arg(after, i - 1), then_v);
	}
	MovedUses m = {.rw = rw, .loop = op, .then_r = &ir_op_regions(ifop)[0], .after = after};
	for (IrOp *o = ir_block_first(then_b); o; o = ir_op_next(o))
		ir_walk(o, gather_before_values, &m);
	unsigned nres = op->nresults, ncond = cond->noperands;
	IrValue **cond_ops = xmalloc((ncond + m.n + 1) * sizeof *cond_ops);
	for (unsigned i = 0; i < ncond; i++)
		cond_ops[i] = ir_op_operand(cond, i);
	for (unsigned i = 0; i < m.n; i++)
		cond_ops[ncond + i] = m.values[i];
	IrOpState cst = {.name = ir_op_name(cond), .noperands = ncond + m.n, .operands = cond_ops, .attrs = ir_op_attrs(cond),
	                 .loc = ir_op_loc(ctx, cond)};
	ir_rewriter_set_insertion_before(rw, cond);
	ir_rewriter_create(rw, &cst);
	ir_rewriter_erase_op(rw, cond);
	IrType **types = xmalloc((nres + m.n + 1) * sizeof *types);
	for (unsigned i = 0; i < nres; i++)
		types[i] = ir_value_type(&ir_op_results(op)[i]);
	for (unsigned i = 0; i < m.n; i++)
		types[nres + i] = ir_value_type(m.values[i]);
	IrValue **inits = ir_op_operand_values(op);
	IrOpState st = {.name = ir_op_name(op), .nresults = nres + m.n, .result_types = types, .noperands = op->noperands,
	                .operands = inits, .nregions = 2, .attrs = ir_op_attrs(op), .loc = ir_op_loc(ctx, op)};
	ir_rewriter_set_insertion_before(rw, op);
	IrOp *nop = ir_rewriter_create(rw, &st);
	for (unsigned r = 0; r < 2; r++)
		ir_region_inline_before(&ir_op_regions(op)[r], &ir_op_regions(nop)[r], NULL);
	ir_rewriter_erase_op(rw, ir_block_last(then_b));
	ir_rewriter_inline_block_before(rw, then_b, ir_block_first(after), NULL);
	ir_rewriter_erase_op(rw, ifop);
	IrValue **results = xmalloc((nres + 1) * sizeof *results);
	for (unsigned i = 0; i < nres; i++)
		results[i] = &ir_op_results(nop)[i];
	ir_rewriter_replace_op(rw, op, results);
	free(results);
	free(inits);
	free(types);
	free(cond_ops);
	free(m.values);
	return true;
}

const IrPattern scf_while_patterns[] = {
	{"(anonymous namespace)::WhileConditionTruth", 1, while_condition_truth},
	{"(anonymous namespace)::WhileCmpCond", 1, while_cmp_cond},
	{"(anonymous namespace)::WhileOpAlignBeforeArgs", 1, while_align_before_args},
	{"(anonymous namespace)::WhileMoveIfDown", 1, while_move_if_down},
	SCF_REGION_BRANCH_PATTERNS,
	{NULL, 0, NULL},
};
