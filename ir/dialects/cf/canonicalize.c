/* canonicalize.c: the cf dialect's canonicalization patterns
   (IrOpDef.patterns), as MLIR 22's ControlFlowOps.cpp has them: a branch
   to a block with no other predecessor merges the two blocks, a
   conditional branch on a constant becomes a branch. */
#include "cf.h"

/* SimplifyBrToBlockWithSinglePred */
static bool br_to_single_pred(IrRewriter *rw, IrOp *op)
{
	IrBlock *succ = ir_op_succs(op)[0].block, *block = op->block;
	if (succ == block || !succ->preds || succ->preds->next)
		return false;
	unsigned n = op->noperands;
	IrValue **args = xmalloc((n ? n : 1) * sizeof *args);
	for (unsigned i = 0; i < n; i++)
		args[i] = ir_op_operands(op)[i].value;
	ir_rewriter_erase_op(rw, op);
	ir_rewriter_merge_blocks(rw, succ, block, args);
	free(args);
	return true;
}

/* The operands of cond_br's true (which 0) or false (1) destination: their
   first index and number, from operandSegmentSizes. */
static bool cond_br_operands(const IrOp *op, unsigned which, unsigned *first, unsigned *n)
{
	IrAttr *seg = ir_op_get_attr(op, "operandSegmentSizes");
	if (!seg || seg->kind != IR_ATTR_DENSE_ARRAY || seg->darray.n != 3)
		return false;
	*first = (unsigned)(seg->darray.elems[0] + (which ? seg->darray.elems[1] : 0));
	*n = (unsigned)seg->darray.elems[1 + which];
	return true;
}

/* SimplifyConstCondBranchPred: cond_br on a constant becomes a branch to
   the destination it takes. */
static bool const_cond_br(IrRewriter *rw, IrOp *op)
{
	IrAttr *c = ir_value_constant(rw->ctx, ir_op_operands(op)[0].value);
	if (!c || (c->kind != IR_ATTR_BOOL && c->kind != IR_ATTR_INTEGER))
		return false;
	bool taken = c->kind == IR_ATTR_BOOL ? c->b : c->words[0] != 0;
	unsigned which = taken ? 0 : 1, first, n;
	if (!cond_br_operands(op, which, &first, &n))
		return false;
	IrValue **operands = xmalloc((n ? n : 1) * sizeof *operands);
	for (unsigned i = 0; i < n; i++)
		operands[i] = ir_op_operands(op)[first + i].value;
	IrBlock *dest = ir_op_succs(op)[which].block;
	IrOpState st = {
		.name = ir_ident_cstr(rw->ctx, "cf.br"),
		.noperands = n,
		.operands = operands,
		.nsuccs = 1,
		.succs = &dest,
		.loc = op->loc,
	};
	ir_rewriter_create(rw, &st);
	free(operands);
	ir_rewriter_erase_op(rw, op);
	return true;
}

const IrPattern cf_br_patterns[] = {
	{"(anonymous namespace)::SimplifyBrToBlockWithSinglePred", 1, br_to_single_pred},
	{NULL, 0, NULL},
};

const IrPattern cf_cond_br_patterns[] = {
	{"(anonymous namespace)::SimplifyConstCondBranchPred", 1, const_cond_br},
	{NULL, 0, NULL},
};
