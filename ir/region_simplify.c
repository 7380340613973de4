/* region_simplify.c: MLIR's region simplifications, run by the greedy
   driver after each round: unreachable blocks erased, dead ops and block
   arguments erased, and at the aggressive level identical blocks merged
   and redundant block arguments dropped (block_merge.c). */
#include "internal.h"
#include "pattern.h"

/* Marks in *reached every block of r reachable from its entry. */
static void mark_reachable(IrRegion *r, PtrMap *reached)
{
	PtrVec stack = {0};
	pv_push(&stack, ir_region_first(r));
	pm_put(reached, ir_region_first(r), ir_region_first(r));
	while (stack.n) {
		IrBlock *b = stack.v[--stack.n];
		IrOp *term = ir_block_last(b);
		for (unsigned i = 0; term && i < ir_op_nsuccs(term); i++) {
			IrBlock *s = ir_op_succ(term, i);
			if (s && !pm_get(reached, s)) {
				pm_put(reached, s, s);
				pv_push(&stack, s);
			}
		}
	}
	pv_free(&stack);
}

void ir_block_push_regions(PtrVec *regions, IrBlock *b)
{
	for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
		for (unsigned i = 0; i < ir_op_nregions(o); i++)
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
	for (unsigned r = 0; r < ir_op_nregions(op); r++)
		for (IrBlock *b = ir_region_first(&ir_op_regions(op)[r]); b; b = ir_block_next(b))
			drop_defined_uses(b);
}

static void drop_defined_uses(IrBlock *b)
{
	for (unsigned i = 0; i < b->nargs; i++)
		ir_value_drop_uses(ir_block_arg(b, i));
	for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
		drop_op_defined_uses(o);
	for (IrBlockOperand *s; (s = ir_block_preds(b));)
		ir_op_set_successor(ir_succ_owner(s), ir_succ_index(s), NULL);
}

bool ir_erase_unreachable_blocks(IrRewriter *rw, IrRegion *root)
{
	bool erased = false;
	PtrVec regions = {0};
	pv_push(&regions, root);
	while (regions.n) {
		IrRegion *r = regions.v[--regions.n];
		if (!ir_region_first(r))
			continue;
		if (ir_region_first(r) == ir_region_last(r)) {
			ir_block_push_regions(&regions, ir_region_first(r));
			continue;
		}
		PtrMap reached = {0};
		mark_reachable(r, &reached);
		for (IrBlock *b = ir_region_first(r), *next; b; b = next) {
			next = ir_block_next(b);
			if (pm_get(&reached, b)) {
				ir_block_push_regions(&regions, b);
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

/* ---- region DCE (MLIR's runRegionDCE) ----
   Optimistic: everything is dead until proved live, so that cycles of
   dead values (through block arguments) go too. An op is live when it
   has effects or a live use; a block argument when a live op uses it,
   where a branch's operand forwarded to a successor's argument is a use
   only when that argument is live. */

/* Live ops and block arguments carry IrOp.live and IrValue.live, rather
   than sit in a set beside them (a set of nearly every op); delete_dead
   clears the bits as it passes, and erases what has none. */
typedef struct {
	bool changed;
	/* the post-orders of the regions being walked, nested ones after the
	   one they are in (each walk reads its own by index and drops it at
	   its end), so that one array serves the whole walk */
	PtrVec blocks;
} Liveness;

static void set_op_live(Liveness *l, IrOp *op)
{
	if (!op->live) {
		op->live = 1;
		l->changed = true;
	}
}

static void set_arg_live(Liveness *l, IrValue *arg)
{
	if (!arg->live) {
		arg->live = 1;
		l->changed = true;
	}
}

/* Is u an operand a branch forwards to a successor's argument that is not
   (yet) live? (MLIR's isUseSpeciallyKnownDead) */
static bool use_known_dead(IrUse *u)
{
	IrOp *op = ir_use_owner(u);
	if (!ir_def(op) || !(ir_def(op)->traits & IR_TRAIT_TERMINATOR) || !ir_def(op)->successor_operands)
		return false;
	unsigned index = (unsigned)(u - ir_op_operands(op));
	for (unsigned i = 0; i < ir_op_nsuccs(op); i++) {
		IrSuccessorOperands so;
		ir_def(op)->successor_operands(op, i, &so);
		if (index >= so.first && index < so.first + so.n)
			return !ir_block_arg(ir_op_succ(op, i), so.produced + index - so.first)->live;
	}
	return false;
}

static void process_value(Liveness *l, IrValue *v)
{
	for (IrUse *u = ir_value_uses(v); u; u = ir_use_next(u))
		if (!use_known_dead(u) && ir_use_owner(u)->live) {
			if (v->is_arg)
				set_arg_live(l, v);
			else
				set_op_live(l, ir_value_def(v));
			return;
		}
}

/* A terminator is live; so are the arguments of its successors that it
   does not forward operands to (all of them, when it is no branch). */
static void terminator_liveness(Liveness *l, IrOp *op)
{
	set_op_live(l, op);
	for (unsigned i = 0; i < ir_op_nsuccs(op); i++) {
		IrBlock *succ = ir_op_succ(op, i);
		unsigned produced = succ->nargs;
		if (ir_def(op)->successor_operands) {
			IrSuccessorOperands so;
			ir_def(op)->successor_operands(op, i, &so);
			produced = so.produced;
		}
		for (unsigned a = 0; a < produced; a++)
			set_arg_live(l, ir_block_arg(succ, a));
	}
}

/* The blocks of r reachable from its entry in post-order (the entry
   last), successors taken in their order, as LLVM's post_order does. */
static void post_order(IrRegion *r, PtrVec *order)
{
	if (ir_region_first(r) == ir_region_last(r)) { /* the entry alone, as in nearly every region */
		pv_push(order, ir_region_first(r));
		return;
	}
	PtrMap seen = {0};
	PtrVec stack = {0}; /* blocks, each with the index of its next successor */
	pv_push(&stack, ir_region_first(r));
	pv_push(&stack, (void *)0);
	pm_put(&seen, ir_region_first(r), ir_region_first(r));
	while (stack.n) {
		IrBlock *b = stack.v[stack.n - 2];
		uintptr_t next = (uintptr_t)stack.v[stack.n - 1];
		IrOp *term = ir_block_last(b);
		if (term && next < ir_op_nsuccs(term)) {
			stack.v[stack.n - 1] = (void *)(next + 1);
			IrBlock *s = ir_op_succ(term, next);
			if (!pm_get(&seen, s)) {
				pm_put(&seen, s, s);
				pv_push(&stack, s);
				pv_push(&stack, (void *)0);
			}
			continue;
		}
		stack.n -= 2;
		pv_push(order, b);
	}
	pv_free(&stack);
	pm_free(&seen);
}

static void region_liveness(Liveness *l, IrRegion *r);

static void op_liveness(Liveness *l, IrOp *op)
{
	for (unsigned i = 0; i < ir_op_nregions(op); i++)
		region_liveness(l, &ir_op_regions(op)[i]);
	if (ir_def(op) && ir_def(op)->traits & IR_TRAIT_TERMINATOR) {
		terminator_liveness(l, op);
		return;
	}
	if (op->live)
		return;
	if (!ir_op_would_be_trivially_dead(op)) {
		set_op_live(l, op);
		return;
	}
	for (unsigned i = 0; i < op->nresults; i++)
		process_value(l, &ir_op_results(op)[i]);
}

/* Uses before definitions where the order allows, to reach the fixed
   point sooner. The entry block's arguments are never removed: their
   contract is with the region's op. */
static void region_liveness(Liveness *l, IrRegion *r)
{
	if (!ir_region_first(r))
		return;
	size_t start = l->blocks.n, end;
	post_order(r, &l->blocks);
	end = l->blocks.n;
	for (size_t k = start; k < end; k++) {
		IrBlock *b = l->blocks.v[k];
		for (IrOp *o = ir_block_last(b); o; o = ir_op_prev(o))
			op_liveness(l, o);
		if (b == ir_region_first(r))
			continue;
		for (unsigned i = 0; i < b->nargs; i++)
			if (!ir_block_arg(b, i)->live)
				process_value(l, ir_block_arg(b, i));
	}
	l->blocks.n = start;
}

/* The operands term forwards to dead successor arguments go; returns the
   terminator that replaces term (itself when nothing changed). */
static IrOp *drop_dead_successor_operands(IrContext *ctx, IrOp *term)
{
	if (!ir_def(term) || !ir_def(term)->successor_operands)
		return term;
	for (unsigned i = ir_op_nsuccs(term); i-- > 0;) {
		IrSuccessorOperands so;
		ir_def(term)->successor_operands(term, i, &so);
		IrBlock *succ = ir_op_succ(term, i);
		IrValue **kept = xmalloc((so.n ? so.n : 1) * sizeof *kept);
		unsigned n = 0;
		for (unsigned k = 0; k < so.n; k++)
			if (ir_block_arg(succ, so.produced + k)->live)
				kept[n++] = ir_op_operand(term, so.first + k);
		if (n < so.n) {
			term = ir_op_set_successor_operands(ctx, term, i, n, kept);
			term->live = 1;
		}
		free(kept);
	}
	return term;
}

/* Erases what is not live in r; blocks holds the post-orders of the
   regions being walked, as Liveness.blocks does. */
static bool delete_dead(IrRewriter *rw, IrRegion *r, PtrVec *blocks)
{
	if (!ir_region_first(r))
		return false;
	bool erased = false;
	size_t start = blocks->n, end;
	post_order(r, blocks);
	end = blocks->n;
	for (size_t k = start; k < end; k++) {
		IrBlock *b = blocks->v[k];
		if (ir_region_first(r) != ir_region_last(r) && ir_block_last(b))
			drop_dead_successor_operands(rw->ctx, ir_block_last(b));
		for (IrOp *o = ir_block_last(b), *prev; o; o = prev) {
			prev = ir_op_prev(o);
			if (o->live) {
				o->live = 0;
				for (unsigned i = 0; i < ir_op_nregions(o); i++)
					erased |= delete_dead(rw, &ir_op_regions(o)[i], blocks);
				continue;
			}
			/* a graph region's cycles may leave uses in ops not erased yet */
			for (unsigned i = 0; i < o->nresults; i++)
				ir_value_drop_uses(&ir_op_results(o)[i]);
			ir_rewriter_erase_op(rw, o);
			erased = true;
		}
	}
	blocks->n = start;
	for (IrBlock *b = ir_region_first(r); b; b = ir_block_next(b))
		for (unsigned i = b->nargs; i-- > 0;) {
			bool live = ir_block_arg(b, i)->live;
			ir_block_arg(b, i)->live = 0;
			if (!live && b != ir_region_first(r)) {
				ir_block_erase_arg(rw->ctx, b, i);
				erased = true;
			}
		}
	return erased;
}

/* MLIR's runRegionDCE on r: true if an op or a block argument was erased. */
static bool region_dce(IrRewriter *rw, IrRegion *r)
{
	Liveness l = {0};
	do {
		l.changed = false;
		region_liveness(&l, r);
	} while (l.changed);
	bool erased = delete_dead(rw, r, &l.blocks);
	pv_free(&l.blocks);
	return erased;
}

bool ir_simplify_regions(IrRewriter *rw, IrRegion *r, bool merge_blocks)
{
	bool changed = ir_erase_unreachable_blocks(rw, r);
	changed |= region_dce(rw, r);
	if (merge_blocks) {
		changed |= ir_merge_identical_blocks(rw, r);
		changed |= ir_drop_redundant_args(rw, r);
	}
	return changed;
}
