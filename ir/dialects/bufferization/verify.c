/* verify.c: the bufferization dialect's own op checks, in MLIR 22's words
   (BufferizationOps.cpp and the ODS predicates of BufferizationOps.td). */
#include "bufferization.h"

/* SameOperandsAndResultShape and SameOperandsAndResultElementType between
   the buffer and the tensor read from it. */
bool ir_verify_bufferization_to_tensor(IrContext *ctx, IrOp *op)
{
	IrType *m = ir_value_type(ir_op_operand(op, 0)), *t = ir_value_type(&ir_op_results(op)[0]);
	if (!vt_compatible_shape(m, t))
		return vt_op_error(ctx, op, "requires the same shape for all operands and results");
	if (vt_elem_or_self(m) != vt_elem_or_self(t))
		return vt_op_error(ctx, op, "requires the same element type for all operands and results");
	return true;
}

/* A tensor destination gives the one result, of its type; a buffer gives
   none and must be writable. */
bool ir_verify_bufferization_materialize(IrContext *ctx, IrOp *op)
{
	IrType *dest = ir_value_type(ir_op_operand(op, 1));
	bool is_memref = !vt_is_tensor(dest);
	if (is_memref != (ir_op_get_attr(op, "writable") != NULL))
		return vt_op_error(ctx, op, "'writable' must be specified if and only if the destination is of memref type");
	if (is_memref && op->nresults)
		return vt_op_error(ctx, op, "memref 'dest' implies zero results");
	if (!is_memref && op->nresults != 1)
		return vt_op_error(ctx, op, "tensor 'dest' implies exactly one tensor result");
	if (!is_memref && ir_value_type(&ir_op_results(op)[0]) != dest)
		return vt_op_error(ctx, op, "result and 'dest' types must match");
	return true;
}
