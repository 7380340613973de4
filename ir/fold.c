/* fold.c: running an op's folder on the constant values of its operands. */
#include "internal.h"
#include "pattern.h"

IrAttr *ir_value_constant(IrContext *ctx, IrValue *v)
{
	IrOp *def = ir_value_def(v);
	if (!def || !def->def || !(def->def->traits & IR_TRAIT_CONSTANT_LIKE) || !def->def->fold)
		return NULL;
	IrFoldResult r = {NULL, NULL};
	if (def->def->fold(ctx, def, NULL, &r) != IR_FOLD_RESULTS)
		return NULL;
	return r.attr;
}

IrFoldStatus ir_op_fold(IrContext *ctx, IrOp *op, IrFoldResult *results)
{
	if (!op->def || !op->def->fold)
		return IR_FOLD_FAILED;
	IrAttr *small[8], **operands = op->noperands <= 8 ? small : xmalloc(op->noperands * sizeof *operands);
	for (unsigned i = 0; i < op->noperands; i++) {
		IrValue *v = ir_op_operands(op)[i].value;
		operands[i] = v ? ir_value_constant(ctx, v) : NULL;
	}
	for (unsigned i = 0; i < op->nresults; i++)
		results[i] = (IrFoldResult){NULL, NULL};
	IrFoldStatus st = op->def->fold(ctx, op, operands, results);
	if (operands != small)
		free(operands);
	return st;
}
