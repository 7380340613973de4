/* region_simplify.c: MLIR's region simplifications, run by the greedy
   driver after each round: unreachable blocks erased (MLIR's region DCE
   and block merging are still to come). */
#include "internal.h"
#include "pattern.h"

/* Marks in *reached every block of r reachable from its entry. */
static void mark_reachable(IrRegion *r, PtrMap *reached)
{
	PtrVec stack = {0};
	pv_push(&stack, r->first);
	pm_put(reached, r->first, r->first);
	while (stack.n) {
		IrBlock *b = stack.v[--stack.n];
		IrOp *term = b->last;
		for (unsigned i = 0; term && i < term->nsuccs; i++) {
			IrBlock *s = ir_op_succs(term)[i].block;
			if (s && !pm_get(reached, s)) {
				pm_put(reached, s, s);
				pv_push(&stack, s);
			}
		}
	}
	pv_free(&stack);
}

static void push_nested_regions(PtrVec *regions, IrBlock *b)
{
	for (IrOp *o = b->first; o; o = o->next)
		for (unsigned i = 0; i < o->nregions; i++)
			pv_push(regions, &ir_op_regions(o)[i]);
}

/* Every use of a value defined in b (or nested in it) is dropped, and every
   branch to b, so that b can go whatever refers to it (MLIR's
   dropAllDefinedValueUses). */
static void drop_defined_uses(IrBlock *b);

static void drop_op_defined_uses(IrOp *op)
{
	for (unsigned i = 0; i < op->nresults; i++)
		ir_value_drop_uses(&ir_op_results(op)[i]);
	for (unsigned r = 0; r < op->nregions; r++)
		for (IrBlock *b = ir_op_regions(op)[r].first; b; b = b->next)
			drop_defined_uses(b);
}

static void drop_defined_uses(IrBlock *b)
{
	for (unsigned i = 0; i < b->nargs; i++)
		ir_value_drop_uses(b->args[i]);
	for (IrOp *o = b->first; o; o = o->next)
		drop_op_defined_uses(o);
	while (b->preds)
		ir_op_set_successor(b->preds->owner, (unsigned)(b->preds - ir_op_succs(b->preds->owner)), NULL);
}

bool ir_erase_unreachable_blocks(IrRewriter *rw, IrRegion *root)
{
	bool erased = false;
	PtrVec regions = {0};
	pv_push(&regions, root);
	while (regions.n) {
		IrRegion *r = regions.v[--regions.n];
		if (!r->first)
			continue;
		if (r->first == r->last) {
			push_nested_regions(&regions, r->first);
			continue;
		}
		PtrMap reached = {0};
		mark_reachable(r, &reached);
		for (IrBlock *b = r->first, *next; b; b = next) {
			next = b->next;
			if (pm_get(&reached, b)) {
				push_nested_regions(&regions, b);
				continue;
			}
			drop_defined_uses(b);
			ir_rewriter_erase_block(rw, b);
			erased = true;
		}
		pm_free(&reached);
	}
	pv_free(&regions);
	return erased;
}

bool ir_simplify_regions(IrRewriter *rw, IrRegion *r, bool merge_blocks)
{
	(void)merge_blocks; /* block merging is not done yet */
	return ir_erase_unreachable_blocks(rw, r);
}
