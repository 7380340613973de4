/* rewriter.c: the rewriter patterns change IR with (MLIR's
   PatternRewriter): every insertion, change in place and erasure is told
   to its listener, the greedy driver, which revisits what it touched. */
#include "internal.h"
#include "pattern.h"

#define NOTIFY(rw, hook, op)                                      \
	do {                                                          \
		if ((rw)->listener && (rw)->listener->hook)               \
			(rw)->listener->hook((rw)->listener->user, (op));     \
	} while (0)

void ir_rewriter_set_insertion_before(IrRewriter *rw, IrOp *op)
{
	rw->before = op;
	rw->block = ir_op_block(op);
}

IrOp *ir_rewriter_insert(IrRewriter *rw, IrOp *op)
{
	if (rw->before)
		ir_block_insert_before(rw->before, op);
	else if (rw->block)
		ir_block_append(rw->block, op);
	else
		die("creating an op without an insertion point");
	NOTIFY(rw, inserted, op);
	return op;
}

IrOp *ir_rewriter_create(IrRewriter *rw, const IrOpState *st)
{
	return ir_rewriter_insert(rw, ir_op_create(rw->ctx, st));
}

void ir_rewriter_modified(IrRewriter *rw, IrOp *op)
{
	NOTIFY(rw, modified, op);
}

IrOp *ir_rewriter_set_operands(IrRewriter *rw, IrOp *op, unsigned n, IrValue *const *values)
{
	IrOp *fresh = ir_op_splice_operands(rw->ctx, op, 0, op->noperands, n, values);
	if (rw->before == op)
		rw->before = fresh;
	if (rw->listener && rw->listener->rebuilt)
		rw->listener->rebuilt(rw->listener->user, op, fresh);
	return fresh;
}

void ir_rewriter_replace_all_uses(IrRewriter *rw, IrValue *from, IrValue *to)
{
	while (from != to && from->uses) {
		IrUse *u = ir_value_uses(from);
		ir_op_set_operand(ir_use_owner(u), (unsigned)(u - ir_op_operands(ir_use_owner(u))), to);
		NOTIFY(rw, modified, ir_use_owner(u));
	}
}

void ir_rewriter_replace_op(IrRewriter *rw, IrOp *op, IrValue *const *values)
{
	for (unsigned i = 0; i < op->nresults; i++)
		ir_rewriter_replace_all_uses(rw, &ir_op_results(op)[i], values[i]);
	ir_rewriter_erase_op(rw, op);
}

void ir_rewriter_replace_op_with(IrRewriter *rw, IrOp *op, IrValue *v)
{
	ir_rewriter_replace_op(rw, op, &v);
}

static void erase_tree(IrRewriter *rw, IrOp *op);

void ir_value_drop_uses(IrValue *v)
{
	while (v->uses)
		ir_op_set_operand(ir_use_owner(ir_value_uses(v)), (unsigned)(ir_value_uses(v) - ir_op_operands(ir_use_owner(ir_value_uses(v)))), NULL);
}

/* The ops of b from last to first, then b itself; as MLIR, successors are
   erased before their predecessors where the region's order allows. */
static void erase_block_tree(IrRewriter *rw, IrBlock *b)
{
	for (IrOp *o = ir_block_last(b), *prev; o; o = prev) {
		prev = ir_op_prev(o);
		erase_tree(rw, o);
	}
	for (unsigned i = 0; i < b->nargs; i++)
		ir_value_drop_uses(ir_block_arg(b, i));
	ir_block_remove(b);
	ir_block_destroy(rw->ctx, b);
}

/* Users are erased before definitions (MLIR's eraseOp), each op told to
   the listener while its operands are still in place. */
static void erase_tree(IrRewriter *rw, IrOp *op)
{
	for (unsigned r = ir_op_nregions(op); r-- > 0;) {
		IrRegion *region = &ir_op_regions(op)[r];
		while (ir_region_last(region))
			erase_block_tree(rw, ir_region_last(region));
	}
	NOTIFY(rw, erased, op);
	for (unsigned i = 0; i < op->nresults; i++)
		ir_value_drop_uses(&ir_op_results(op)[i]); /* uses left in blocks not erased yet */
	ir_op_destroy(rw->ctx, op);
}

void ir_rewriter_erase_op(IrRewriter *rw, IrOp *op)
{
	for (unsigned i = 0; i < op->nresults; i++)
		if (ir_op_results(op)[i].uses)
			die("erasing an op whose result %u still has uses", i);
	erase_tree(rw, op);
}

void ir_rewriter_erase_block(IrRewriter *rw, IrBlock *b)
{
	erase_block_tree(rw, b);
}

/* source's argument uses become uses of args, its ops move before op
   before (to the end of dest when before is NULL), and it goes. */
static void inline_block(IrRewriter *rw, IrBlock *source, IrBlock *dest, IrOp *before, IrValue *const *args)
{
	if (ir_block_preds(source) || source == dest)
		die("inlining a block that is a branch target, or into itself");
	for (unsigned i = 0; i < source->nargs; i++)
		ir_rewriter_replace_all_uses(rw, ir_block_arg(source, i), args[i]);
	while (ir_block_first(source)) {
		IrOp *op = ir_block_first(source);
		if (before)
			ir_op_move_before(op, before);
		else
			ir_op_move_to_end(op, dest);
		NOTIFY(rw, inserted, op);
	}
	ir_rewriter_erase_block(rw, source);
}

void ir_rewriter_inline_block_before(IrRewriter *rw, IrBlock *source, IrOp *before, IrValue *const *args)
{
	inline_block(rw, source, ir_op_block(before), before, args);
}

void ir_rewriter_merge_blocks(IrRewriter *rw, IrBlock *source, IrBlock *dest, IrValue *const *args)
{
	inline_block(rw, source, dest, NULL, args);
}
