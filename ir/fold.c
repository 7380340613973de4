/* fold.c: running an op's folder on the constant values of its operands. */
#include "internal.h"
#include "pattern.h"

IrAttr *ir_value_constant(IrContext *ctx, IrValue *v)
{
	IrOp *def = ir_value_def(v);
	if (!def || !ir_def(def) || !(ir_def(def)->traits & IR_TRAIT_CONSTANT_LIKE) || !ir_def(def)->fold)
		return NULL;
	IrFoldResult r = {NULL, NULL};
	if (ir_def(def)->fold(ctx, def, NULL, &r) != IR_FOLD_RESULTS)
		return NULL;
	return r.attr;
}

/* The Commutative trait's folder: constant operands move to the end, the
   others keeping their order (a stable partition). */
static IrFoldStatus fold_commutative(IrOp *op, IrAttr *const *constants)
{
	unsigned first = 0;
	while (first < op->noperands && !constants[first])
		first++;
	bool moved = false;
	for (unsigned i = first + 1; i < op->noperands; i++)
		moved |= !constants[i];
	if (!moved)
		return IR_FOLD_FAILED;
	unsigned n = op->noperands - first, k = 0;
	IrValue **order = xmalloc(n * sizeof *order);
	for (int pass = 0; pass < 2; pass++)
		for (unsigned i = first; i < op->noperands; i++)
			if (!constants[i] == !pass)
				order[k++] = ir_op_operand(op, i);
	for (unsigned i = 0; i < n; i++)
		ir_op_set_operand(op, first + i, order[i]);
	free(order);
	return IR_FOLD_IN_PLACE;
}

IrFoldStatus ir_op_fold(IrContext *ctx, IrOp *op, IrFoldResult *results)
{
	if (!ir_def(op) || !ir_def(op)->fold)
		return IR_FOLD_FAILED;
	IrAttr *small[8], **operands = op->noperands <= 8 ? small : xmalloc(op->noperands * sizeof *operands);
	for (unsigned i = 0; i < op->noperands; i++) {
		IrValue *v = ir_op_operand(op, i);
		operands[i] = v ? ir_value_constant(ctx, v) : NULL;
	}
	for (unsigned i = 0; i < op->nresults; i++)
		results[i] = (IrFoldResult){NULL, NULL};
	IrFoldStatus st = ir_def(op)->fold(ctx, op, operands, results);
	if (st == IR_FOLD_FAILED && ir_def(op)->traits & IR_TRAIT_COMMUTATIVE)
		st = fold_commutative(op, operands);
	if (operands != small)
		free(operands);
	return st;
}
