/* fold.c: the vector dialect's folders (IrOpDef.fold). */
#include "vector.h"

/* MLIR's BroadcastOp::fold: to its own type, the source; of a scalar or
   splat constant, the splat of the result's type; of poison, poison. */
IrFoldStatus vector_fold_broadcast(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	IrValue *source = ir_op_operand(op, 0);
	IrType *type = ir_value_type(&ir_op_results(op)[0]);
	if (ir_value_type(source) == type) {
		results->value = source;
		return IR_FOLD_RESULTS;
	}
	IrAttr *a = c[0];
	if (!a)
		return IR_FOLD_FAILED;
	if (a->kind == IR_ATTR_DIALECT && !strcmp(a->dialect.ns->s, "ub")) {
		results->attr = a;
		return IR_FOLD_RESULTS;
	}
	if (a->kind == IR_ATTR_DENSE && a->dense.splat)
		a = vs_dense_element(ctx, a, 0);
	if (!a || ir_attr_type_of(a) != type->shaped.elem)
		return IR_FOLD_FAILED;
	results->attr = vs_dense_of_scalars(ctx, type, &a, 1);
	return results->attr ? IR_FOLD_RESULTS : IR_FOLD_FAILED;
}
