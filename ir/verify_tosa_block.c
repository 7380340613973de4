/* verify_tosa_block.c: the verifiers of TOSA's block-scaled ops
   (micro-scaling formats: data in blocks along the last dimension, one
   scale per block), in MLIR 22's words and order. */
#include <inttypes.h>

#include "verify_tosa.h"

/* The block_size attribute (#tosa.block_size<BLOCK_SIZE_32>), 0 if absent. */
static int64_t block_size(const IrOp *op)
{
	IrAttr *a = ir_op_get_attr((IrOp *)op, "block_size");
	if (!a || a->kind != IR_ATTR_DIALECT)
		return 0;
	const char *p = strstr(a->dialect.body->s, "BLOCK_SIZE_");
	return p ? strtoll(p + strlen("BLOCK_SIZE_"), NULL, 10) : 0;
}

static int64_t last_dim(const IrType *t)
{
	return t->shaped.dims[t->shaped.rank - 1];
}

static bool compatible(IrContext *ctx, IrOp *op, IrType *a, const char *na, IrType *b, const char *nb)
{
	if (tosa_shapes_compatible(a, b))
		return true;
	ir_emit_op_error(ctx, op, "require compatible shapes for %s ('%s') and %s ('%s')", na, tosa_type_str(a, 0), nb,
	                 tosa_type_str(b, 1));
	return false;
}

/* The last dimension of the data holds whole blocks. */
static bool whole_blocks(IrContext *ctx, IrOp *op, IrType *data, int64_t size)
{
	if (!tosa_ranked(data) || !data->shaped.rank || last_dim(data) == IR_DYNAMIC || !size || last_dim(data) % size == 0)
		return true;
	ir_emit_op_error(ctx, op, "expect last dimension of input_data (%" PRId64 ") to be divisible by block_size (%" PRId64
	                 ")", last_dim(data), size);
	return false;
}

/* Data and scales agree but in the last dimension, where the scales have
   one value per block. */
static bool scales_fit(IrContext *ctx, IrOp *op, IrType *data, const char *nd, IrType *scale, const char *ns,
                       int64_t size)
{
	if (!tosa_ranked(data) || !tosa_ranked(scale))
		return true;
	bool ok = data->shaped.rank == scale->shaped.rank && data->shaped.rank > 0;
	for (unsigned i = 0; ok && i + 1 < data->shaped.rank; i++)
		ok = tosa_dims_compatible(data->shaped.dims[i], scale->shaped.dims[i]);
	if (!ok) {
		ir_emit_op_error(ctx, op, "require compatible shapes for %s ('%s') and %s ('%s') except for the last dimension",
		                 nd, tosa_type_str(data, 0), ns, tosa_type_str(scale, 1));
		return false;
	}
	int64_t d = last_dim(data), s = last_dim(scale);
	if (d == IR_DYNAMIC || s == IR_DYNAMIC || !size || s == d / size)
		return true;
	ir_emit_op_error(ctx, op, "expect last dimension of %s (%" PRId64 ") to be equal to last dimension of %s / "
	                 "block_size (%" PRId64 ")", ns, s, nd, d / size);
	return false;
}

bool tosa_verify_cast_from_block_scaled(IrContext *ctx, IrOp *op)
{
	IrType *data = tosa_operand_type(op, 0), *scale = tosa_operand_type(op, 1), *out = tosa_result_type(op, 0);
	int64_t size = block_size(op);
	return compatible(ctx, op, data, "input_data", out, "output_data") && whole_blocks(ctx, op, data, size) &&
	       scales_fit(ctx, op, data, "input_data", scale, "input_scale", size);
}

bool tosa_verify_cast_to_block_scaled(IrContext *ctx, IrOp *op)
{
	IrType *in = tosa_operand_type(op, 0), *data = tosa_result_type(op, 0), *scale = tosa_result_type(op, 1);
	int64_t size = block_size(op);
	return compatible(ctx, op, in, "input_data", data, "output_data") && whole_blocks(ctx, op, in, size) &&
	       scales_fit(ctx, op, data, "output_data", scale, "output_scale", size);
}
