/* verify_block.c: the verifiers of TOSA's block-scaled ops
   (micro-scaling formats: data in blocks along the last dimension, one
   scale per block), in MLIR 22's words and order. */
#include <inttypes.h>

#include "tosa.h"

/* The block_size attribute (#tosa.block_size<BLOCK_SIZE_32>), 0 if absent. */
static int64_t block_size(const IrOp *op)
{
	IrAttr *a = ir_op_get_attr((IrOp *)op, "block_size");
	if (!a || a->kind != IR_ATTR_DIALECT || !a->dialect.params || a->dialect.ns->dialect != &ir_dialect_tosa)
		return 0;
	size_t n;
	const char *v = tosa_enum_value(a->dialect.params, &n);
	return n > 11 && !memcmp(v, "BLOCK_SIZE_", 11) ? strtoll(v + 11, NULL, 10) : 0;
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

/* ---- matmul_t_block_scaled ---- */

/* A dimension every operand that has it must agree on: the first static
   size met is kept, a later different one is an error naming where. */
static bool unify(IrContext *ctx, IrOp *op, int64_t *known, int64_t got, const char *what, const char *operand)
{
	if (*known == IR_DYNAMIC) {
		*known = got;
		return true;
	}
	if (got == IR_DYNAMIC || got == *known)
		return true;
	ir_emit_op_error(ctx, op, "expected %s of %s to match size %" PRId64 ", got %" PRId64, what, operand, *known, got);
	return false;
}

/* A [N, H, C] times B [D, W, C] transposed, with scales [N, H, C/block]
   and [D, W, C/block]: the sizes every operand shows must agree. */
typedef struct {
	int64_t n, h, c, d, w, blocks;
} MatmulDims;

static bool matmul_dims(IrContext *ctx, IrOp *op, MatmulDims *m)
{
	IrType *a = tosa_operand_type(op, 0), *as = tosa_operand_type(op, 1);
	IrType *b = tosa_operand_type(op, 2), *bs = tosa_operand_type(op, 3);
	*m = (MatmulDims){IR_DYNAMIC, IR_DYNAMIC, IR_DYNAMIC, IR_DYNAMIC, IR_DYNAMIC, IR_DYNAMIC};
	if (tosa_ranked(a)) {
		m->n = a->shaped.dims[0];
		m->h = a->shaped.dims[1];
		m->c = a->shaped.dims[2];
	}
	if (tosa_ranked(as) && (!unify(ctx, op, &m->n, as->shaped.dims[0], "batch", "a_scale") ||
	                        !unify(ctx, op, &m->h, as->shaped.dims[1], "height", "a_scale") ||
	                        !unify(ctx, op, &m->blocks, as->shaped.dims[2], "C/block_size", "a_scale")))
		return false;
	if (tosa_ranked(b) && (!unify(ctx, op, &m->d, b->shaped.dims[0], "batch", "b_data") ||
	                       !unify(ctx, op, &m->w, b->shaped.dims[1], "width", "b_data") ||
	                       !unify(ctx, op, &m->c, b->shaped.dims[2], "channels", "b_data")))
		return false;
	return !tosa_ranked(bs) || (unify(ctx, op, &m->d, bs->shaped.dims[0], "batch", "b_scale") &&
	                            unify(ctx, op, &m->w, bs->shaped.dims[1], "width", "b_scale") &&
	                            unify(ctx, op, &m->blocks, bs->shaped.dims[2], "C/block_size", "b_scale"));
}

bool tosa_verify_matmul_t_block_scaled(IrContext *ctx, IrOp *op)
{
	IrType *a = tosa_elem(tosa_operand_type(op, 0)), *b = tosa_elem(tosa_operand_type(op, 2));
	if (a != b) {
		ir_emit_op_error(ctx, op, "expect A_data and B_data to have same element type, got '%s' and '%s'",
		                 tosa_type_str(a, 0), tosa_type_str(b, 1));
		return false;
	}
	MatmulDims m;
	if (!matmul_dims(ctx, op, &m))
		return false;
	if (m.n != IR_DYNAMIC && m.d != IR_DYNAMIC && m.d != 1 && m.d != m.n) {
		ir_emit_op_error(ctx, op, "expect B matrix batch size to be broadcast compatible with A, got D=%" PRId64
		                 " vs N=%" PRId64, m.d, m.n);
		return false;
	}
	int64_t size = block_size(op);
	if (m.c != IR_DYNAMIC && size && m.c % size) {
		ir_emit_op_error(ctx, op, "expect C to be a multiple of block size, got C=%" PRId64 ", block_size=%" PRId64, m.c,
		                 size);
		return false;
	}
	if (m.c != IR_DYNAMIC && m.blocks != IR_DYNAMIC && size && m.blocks != m.c / size) {
		ir_emit_op_error(ctx, op, "expect scale operands dimension 2 to equal C/block_size (%" PRId64 "/%" PRId64
		                 "), got %" PRId64, m.c, size, m.blocks);
		return false;
	}
	IrType *out = tosa_result_type(op, 0);
	int64_t want[3] = {m.n != IR_DYNAMIC ? m.n : m.d, m.h, m.w};
	if (!tosa_ranked(out) || out->shaped.rank != 3)
		return true;
	for (unsigned i = 0; i < 3; i++) {
		if (!tosa_dims_compatible(want[i], out->shaped.dims[i])) {
			StrBuf w = {0}, g = {0};
			tosa_dims_str(&g, out->shaped.dims, 3, ", ");
			tosa_dims_str(&w, want, 3, ", ");
			ir_emit_op_error(ctx, op, "expected output shape %s to be compatible with expected output shape %s", g.s,
			                 w.s);
			sb_free(&w);
			sb_free(&g);
			return false;
		}
	}
	return true;
}
