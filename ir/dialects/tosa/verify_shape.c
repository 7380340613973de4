/* verify_shape.c: the verifiers of TOSA's shape operators (the ops on
   `!tosa.shape<N>` values), in MLIR 22's words and order. */
#include <inttypes.h>

#include "tosa.h"

/* TosaShapeOperatorWithSameRanks: shape operands and results, all of one
   rank. */
bool tosa_verify_same_rank_shapes(IrContext *ctx, IrOp *op)
{
	if (!op->noperands)
		return true;
	for (unsigned i = 0; i < op->noperands; i++) {
		if (tosa_shape_rank(tosa_operand_type(op, i)) < 0) {
			ir_emit_op_error(ctx, op, "must have operands with tosa shape type");
			return false;
		}
	}
	for (unsigned i = 0; i < op->nresults; i++) {
		if (tosa_shape_rank(tosa_result_type(op, i)) < 0) {
			ir_emit_op_error(ctx, op, "must have result with tosa shape type");
			return false;
		}
	}
	int64_t rank = tosa_shape_rank(tosa_operand_type(op, 0));
	for (unsigned i = 1; i < op->noperands; i++) {
		if (tosa_shape_rank(tosa_operand_type(op, i)) != rank) {
			ir_emit_op_error(ctx, op, "operands don't have matching ranks");
			return false;
		}
	}
	for (unsigned i = 0; i < op->nresults; i++) {
		if (tosa_shape_rank(tosa_result_type(op, i)) != rank) {
			ir_emit_op_error(ctx, op, "result shape has different rank than operands");
			return false;
		}
	}
	return true;
}

bool tosa_verify_const_shape(IrContext *ctx, IrOp *op)
{
	IrAttr *values = ir_op_get_attr(op, "values");
	if (!values || values->kind != IR_ATTR_DENSE || ir_attr_type_of(values)->kind != IR_TYPE_TENSOR ||
	    ir_attr_type_of(values)->shaped.elem->kind != IR_TYPE_INDEX) { /* ODS's IndexElementsAttr */
		ir_emit_op_error(ctx, op, "attribute 'values' failed to satisfy constraint: index elements attribute");
		return false;
	}
	if (ir_attr_type_of(values)->shaped.rank != 1) {
		ir_emit_op_error(ctx, op, "expect elements in attribute values with rank 1");
		return false;
	}
	int64_t count = ir_attr_type_of(values)->shaped.dims[0], rank = tosa_shape_rank(tosa_result_type(op, 0));
	if (rank >= 0 && count != rank && !(count == 1 && rank == 0)) {
		ir_emit_op_error(ctx, op, "expect number of elements in attribute values (%" PRId64 ") to be equal to the "
		                 "rank (%" PRId64 ") for the result shape type", count, rank);
		return false;
	}
	return true;
}

bool tosa_verify_concat_shape(IrContext *ctx, IrOp *op)
{
	int64_t sum = 0, rank = tosa_shape_rank(tosa_result_type(op, 0));
	for (unsigned i = 0; i < op->noperands; i++)
		sum += tosa_shape_rank(tosa_operand_type(op, i));
	if (rank >= 0 && rank != sum) {
		ir_emit_op_error(ctx, op, "requires output shape rank to be equal to the sum of the input shape ranks (%" PRId64
		                 "), got %" PRId64, sum, rank);
		return false;
	}
	return true;
}

bool tosa_verify_dim(IrContext *ctx, IrOp *op)
{
	IrType *out = tosa_result_type(op, 0);
	if (tosa_shape_rank(out) != 1) {
		ir_emit_op_error(ctx, op, "expect output shape type to contain one element, got '%s'", tosa_type_str(out, 0));
		return false;
	}
	IrType *in = tosa_operand_type(op, 0);
	IrAttr *axis = ir_op_get_attr(op, "axis");
	if (!tosa_ranked(in) || !axis || axis->kind != IR_ATTR_INTEGER)
		return true;
	int64_t a = (int32_t)axis->words[0];
	if (a < 0 || a >= in->shaped.rank) {
		ir_emit_op_error(ctx, op, "expect axis to be in the range [0, %u), got %" PRId64, in->shaped.rank, a);
		return false;
	}
	return true;
}

/* The first element of the tosa.const defining operand i. */
static bool constant_int(const IrOp *op, unsigned i, int64_t *v)
{
	IrAttr *a = tosa_constant_operand(op, i);
	if (!a || ir_attr_type_of(a)->shaped.elem->kind != IR_TYPE_INTEGER)
		return false;
	*v = tosa_dense_int(a, 0, true);
	return true;
}

bool tosa_verify_slice_shape(IrContext *ctx, IrOp *op)
{
	int64_t start, size;
	if (!constant_int(op, 1, &start) || !constant_int(op, 2, &size))
		return true;
	if (start < 0) {
		ir_emit_op_error(ctx, op, "expected non-negative start index, got %" PRId64, start);
		return false;
	}
	if (size <= 0) {
		ir_emit_op_error(ctx, op, "expected positive size, got %" PRId64, size);
		return false;
	}
	int64_t rank = tosa_shape_rank(tosa_operand_type(op, 0)), out = tosa_shape_rank(tosa_result_type(op, 0));
	if (rank >= 0 && start + size > rank) {
		ir_emit_op_error(ctx, op, "expected start + size to be less than or equal to input shape rank (%" PRId64
		                 "), got %" PRId64, rank, start + size);
		return false;
	}
	if (out >= 0 && out != size) {
		ir_emit_op_error(ctx, op, "expected output type size to be equal to size attribute, got %" PRId64 " vs %" PRId64,
		                 out, size);
		return false;
	}
	return true;
}
