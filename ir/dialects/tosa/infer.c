/* infer.c: the result shapes of TOSA ops, as MLIR's
   InferShapedTypeOpInterface gives them (IrOpDef.infer_shapes), for
   tosa-infer-shapes. Each rule says what the operands' shapes, the
   attributes and constant shape operands imply; a dimension nothing
   implies stays dynamic. */
#include <inttypes.h>

#include "tosa.h"

enum { MAX_RANK = 64 };

/* A shape: MLIR's ShapeAdaptor of a type, or a ShapedTypeComponents. */
typedef struct {
	bool ranked;
	unsigned rank;
	int64_t d[MAX_RANK];
} Shape;

static void shape_unranked(Shape *s)
{
	s->ranked = false;
	s->rank = 0;
}

static void shape_dynamic(Shape *s, unsigned rank)
{
	s->ranked = true;
	s->rank = rank;
	for (unsigned i = 0; i < rank; i++)
		s->d[i] = IR_DYNAMIC;
}

/* The shape of a ranked tensor (false for any other type or a rank beyond
   MAX_RANK, left unranked). */
static bool shape_of_type(const IrType *t, Shape *s)
{
	shape_unranked(s);
	if (t->kind != IR_TYPE_TENSOR || t->shaped.rank > MAX_RANK)
		return false;
	s->ranked = true;
	s->rank = t->shaped.rank;
	memcpy(s->d, t->shaped.dims, s->rank * sizeof *s->d);
	return true;
}

static bool operand_shape(const IrOp *op, unsigned i, Shape *s)
{
	return i < op->noperands && shape_of_type(tosa_operand_type(op, i), s);
}

/* The dimension of a ranked shape, dynamic past its rank (as a ShapeAdaptor
   read out of bounds must not be; the verifier rules such ops out). */
static int64_t dim(const Shape *s, unsigned i)
{
	return s->ranked && i < s->rank ? s->d[i] : IR_DYNAMIC;
}

static bool is_dyn(int64_t d)
{
	return d == IR_DYNAMIC;
}

static IrType *shape_type(IrContext *ctx, const Shape *s, IrType *elem)
{
	return s->ranked ? ir_type_tensor(ctx, s->rank, s->d, elem, NULL) : ir_type_unranked_tensor(ctx, elem);
}

/* ---- the rules: each fills out[] (one shape per result) ---- */

/* MLIR's resolveBroadcastShape over operands [0, n): fails on an unranked
   operand or dimensions neither equal nor 1. */
static bool broadcast(const IrOp *op, unsigned n, Shape *out)
{
	unsigned rank = 0;
	Shape s;
	for (unsigned i = 0; i < n; i++) {
		if (!operand_shape(op, i, &s))
			return false;
		if (s.rank > rank)
			rank = s.rank;
	}
	out->ranked = true;
	out->rank = rank;
	for (unsigned i = 0; i < rank; i++)
		out->d[i] = 1;
	for (unsigned i = 0; i < n; i++) {
		operand_shape(op, i, &s);
		unsigned diff = rank - s.rank;
		for (unsigned k = 0; k < s.rank; k++) {
			int64_t a = out->d[k + diff], b = s.d[k];
			if (a == 1)
				a = b;
			else if (b != 1 && a != b)
				return false;
			out->d[k + diff] = a;
		}
	}
	return true;
}

static bool infer_nary(IrContext *ctx, IrOp *op, Shape *out)
{
	(void)ctx;
	if (!broadcast(op, op->noperands, out))
		shape_unranked(out);
	return true;
}

/* mul: its shift operand takes no part */
static bool infer_mul(IrContext *ctx, IrOp *op, Shape *out)
{
	(void)ctx;
	if (!broadcast(op, op->noperands - 1, out))
		shape_unranked(out);
	return true;
}

/* the input's shape as it is (negate, rescale, table) */
static bool infer_same(IrContext *ctx, IrOp *op, Shape *out)
{
	(void)ctx;
	operand_shape(op, 0, out);
	return true;
}

static int64_t int_attr(const IrOp *op, const char *name)
{
	IrAttr *a = ir_op_get_attr((IrOp *)op, name);
	return a && a->kind == IR_ATTR_INTEGER ? (int32_t)a->words[0] : 0;
}

static bool infer_argmax(IrContext *ctx, IrOp *op, Shape *out)
{
	(void)ctx;
	Shape in;
	if (!operand_shape(op, 0, &in)) {
		shape_unranked(out);
		return true;
	}
	int64_t axis = int_attr(op, "axis");
	out->ranked = true;
	out->rank = 0;
	for (unsigned i = 0; i < in.rank; i++)
		if ((int64_t)i != axis)
			out->d[out->rank++] = in.d[i];
	return true;
}

static bool infer_reduce(IrContext *ctx, IrOp *op, Shape *out)
{
	(void)ctx;
	int64_t axis = int_attr(op, "axis");
	if (!operand_shape(op, 0, out) || axis < 0 || (int64_t)out->rank <= axis) {
		shape_unranked(out);
		return true;
	}
	out->d[axis] = 1;
	return true;
}

static bool infer_concat(IrContext *ctx, IrOp *op, Shape *out)
{
	int64_t axis = int_attr(op, "axis");
	bool any_ranked = false;
	Shape s;
	for (unsigned k = 0; k < op->noperands; k++) {
		if (!operand_shape(op, k, &s))
			continue;
		if (!any_ranked)
			shape_dynamic(out, s.rank);
		for (unsigned i = 0; i < s.rank && i < out->rank; i++) {
			if ((int64_t)i == axis || is_dyn(s.d[i]))
				continue;
			if (is_dyn(out->d[i]))
				out->d[i] = s.d[i];
			if (out->d[i] != s.d[i]) {
				ir_diag_op(ctx, IR_DIAG_ERROR, op, "Cannot concat tensors with different sizes on the non-axis dimension %u", i);
				return false;
			}
		}
		any_ranked = true;
	}
	if (op->noperands == 0)
		return false;
	if (!any_ranked) {
		shape_unranked(out);
		return true;
	}
	int64_t sum = 0;
	for (unsigned k = 0; k < op->noperands; k++) {
		if (!operand_shape(op, k, &s) || is_dyn(dim(&s, (unsigned)axis))) {
			sum = IR_DYNAMIC;
			break;
		}
		sum += dim(&s, (unsigned)axis);
	}
	if (axis >= 0 && (unsigned)axis < out->rank)
		out->d[axis] = sum;
	return true;
}

static bool infer_matmul(IrContext *ctx, IrOp *op, Shape *out)
{
	(void)ctx;
	Shape a, b;
	shape_dynamic(out, 3);
	if (operand_shape(op, 0, &a)) {
		out->d[0] = dim(&a, 0);
		out->d[1] = dim(&a, 1);
	}
	if (operand_shape(op, 1, &b)) {
		if (is_dyn(out->d[0]))
			out->d[0] = dim(&b, 0);
		out->d[2] = dim(&b, 2);
	}
	return true;
}

/* matmul_t_block_scaled(a_data, a_scale, b_data, b_scale): [N, H, C] by
   [N or 1, W, C]; a batch of 1 in b broadcasts and says nothing of N */
static bool infer_matmul_t_block_scaled(IrContext *ctx, IrOp *op, Shape *out)
{
	(void)ctx;
	shape_dynamic(out, 3);
	for (unsigned k = 0; k < 2; k++) {
		Shape s;
		if (!operand_shape(op, k, &s))
			continue;
		if (is_dyn(out->d[0]))
			out->d[0] = dim(&s, 0);
		if (is_dyn(out->d[1]))
			out->d[1] = dim(&s, 1);
	}
	for (unsigned k = 2; k < 4; k++) {
		Shape s;
		if (!operand_shape(op, k, &s))
			continue;
		if (is_dyn(out->d[0]) && dim(&s, 0) != 1)
			out->d[0] = dim(&s, 0);
		if (is_dyn(out->d[2]))
			out->d[2] = dim(&s, 1);
	}
	return true;
}

static bool const_shape(const IrOp *op, unsigned i, int64_t *vals, unsigned *n)
{
	return i < op->noperands && tosa_const_shape_values(op, i, vals, MAX_RANK, n);
}

/* The rank of a `!tosa.shape<N>` operand (0 for another type). */
static unsigned shape_operand_rank(const IrOp *op, unsigned i)
{
	int64_t r = tosa_shape_rank(tosa_operand_type(op, i));
	return r > 0 && r <= MAX_RANK ? (unsigned)r : 0;
}

/* MLIR's convertToMlirShape: -1 is a dynamic dimension */
static void minus_one_dynamic(int64_t *vals, unsigned n)
{
	for (unsigned i = 0; i < n; i++)
		if (vals[i] == -1)
			vals[i] = IR_DYNAMIC;
}

static bool infer_pad(IrContext *ctx, IrOp *op, Shape *out)
{
	(void)ctx;
	Shape in;
	int64_t pad[MAX_RANK];
	unsigned n;
	if (!operand_shape(op, 0, &in)) {
		shape_dynamic(out, shape_operand_rank(op, 1) / 2);
		return true;
	}
	if (!const_shape(op, 1, pad, &n) || n < 2 * in.rank) {
		shape_dynamic(out, in.rank);
		return true;
	}
	shape_dynamic(out, in.rank);
	for (unsigned i = 0; i < in.rank; i++) {
		int64_t front = pad[2 * i], back = pad[2 * i + 1];
		if (!is_dyn(in.d[i]) && front >= 0 && back >= 0)
			out->d[i] = in.d[i] + front + back;
	}
	return true;
}

static bool infer_slice(IrContext *ctx, IrOp *op, Shape *out)
{
	(void)ctx;
	int64_t start[MAX_RANK], size[MAX_RANK];
	unsigned ns, nz;
	if (!const_shape(op, 1, start, &ns) || !const_shape(op, 2, size, &nz) || ns < nz) {
		shape_dynamic(out, shape_operand_rank(op, 2));
		return true;
	}
	Shape in;
	shape_dynamic(out, nz);
	if (!operand_shape(op, 0, &in)) {
		memcpy(out->d, size, nz * sizeof *size);
		minus_one_dynamic(out->d, nz);
		return true;
	}
	for (unsigned i = 0; i < nz; i++) {
		int64_t d = dim(&in, i);
		if (size[i] == 0 || size[i] < -1 || start[i] < 0 || (!is_dyn(d) && start[i] >= d))
			continue;
		if (is_dyn(d)) {
			if (size[i] > 0)
				out->d[i] = size[i];
		} else if (size[i] == -1) {
			out->d[i] = d - start[i];
		} else if (start[i] + size[i] <= d) {
			out->d[i] = size[i];
		}
	}
	return true;
}

static bool infer_tile(IrContext *ctx, IrOp *op, Shape *out)
{
	(void)ctx;
	int64_t mult[MAX_RANK];
	unsigned n;
	if (!const_shape(op, 1, mult, &n)) {
		shape_dynamic(out, shape_operand_rank(op, 1));
		return true;
	}
	minus_one_dynamic(mult, n);
	Shape in;
	if (!operand_shape(op, 0, &in)) {
		shape_dynamic(out, n);
		return true;
	}
	if (in.rank != n)
		return false;
	shape_dynamic(out, n);
	for (unsigned i = 0; i < n; i++)
		if (!is_dyn(mult[i]))
			out->d[i] = is_dyn(in.d[i]) ? IR_DYNAMIC : in.d[i] * mult[i];
	return true;
}

static bool infer_reshape(IrContext *ctx, IrOp *op, Shape *out)
{
	(void)ctx;
	int64_t vals[MAX_RANK];
	unsigned n;
	if (!const_shape(op, 1, vals, &n)) {
		shape_dynamic(out, shape_operand_rank(op, 1));
		return true;
	}
	minus_one_dynamic(vals, n);
	shape_dynamic(out, n);
	memcpy(out->d, vals, n * sizeof *vals);
	int64_t count = ir_type_num_elements(tosa_operand_type(op, 0));
	if (count < 0)
		return true; /* the new shape is taken as it is */
	int64_t known = 1;
	for (unsigned i = 0; i < n; i++)
		if (!is_dyn(vals[i]))
			known *= vals[i];
	for (unsigned i = 0; i < n; i++)
		if (is_dyn(out->d[i]))
			out->d[i] = known ? count / known : IR_DYNAMIC;
	return true;
}

static bool infer_transpose(IrContext *ctx, IrOp *op, Shape *out)
{
	(void)ctx;
	Shape in;
	if (!operand_shape(op, 0, &in)) {
		shape_unranked(out);
		return true;
	}
	IrAttr *a = ir_op_get_attr(op, "perms");
	if (!a || a->kind != IR_ATTR_DENSE_ARRAY || a->darray.n != in.rank)
		return false;
	shape_dynamic(out, in.rank);
	bool same = true;
	for (unsigned i = 1; i < in.rank; i++)
		same = same && in.d[i] == in.d[0];
	if (same) {
		for (unsigned i = 0; i < in.rank; i++)
			out->d[i] = in.d[0];
		return true;
	}
	for (unsigned i = 0; i < in.rank; i++) {
		int64_t p = (int32_t)a->darray.elems[i];
		if (p >= (int64_t)in.rank)
			return false;
		out->d[i] = p >= 0 ? in.d[p] : IR_DYNAMIC;
	}
	return true;
}

static bool infer_gather(IrContext *ctx, IrOp *op, Shape *out)
{
	(void)ctx;
	Shape values, indices;
	shape_dynamic(out, 3);
	if (operand_shape(op, 0, &values)) {
		out->d[0] = dim(&values, 0);
		out->d[2] = dim(&values, 2);
	}
	if (operand_shape(op, 1, &indices)) {
		if (is_dyn(out->d[0]))
			out->d[0] = dim(&indices, 0);
		out->d[1] = dim(&indices, 1);
	}
	return true;
}

static bool infer_scatter(IrContext *ctx, IrOp *op, Shape *out)
{
	(void)ctx;
	Shape values, indices, input;
	shape_dynamic(out, 3);
	if (operand_shape(op, 0, &values))
		for (unsigned i = 0; i < 3; i++)
			out->d[i] = dim(&values, i);
	if (operand_shape(op, 1, &indices) && is_dyn(out->d[0]))
		out->d[0] = dim(&indices, 0);
	if (operand_shape(op, 2, &input)) {
		if (is_dyn(out->d[0]))
			out->d[0] = dim(&input, 0);
		if (is_dyn(out->d[2]))
			out->d[2] = dim(&input, 2);
	}
	return true;
}

static bool infer_resize(IrContext *ctx, IrOp *op, Shape *out)
{
	Shape in;
	if (!operand_shape(op, 0, &in))
		return false;
	int64_t h = dim(&in, 1), w = dim(&in, 2);
	if (is_dyn(h) || is_dyn(w))
		return false;
	int64_t scale[MAX_RANK], offset[MAX_RANK], border[MAX_RANK];
	unsigned ns, no, nb;
	if (!const_shape(op, 1, scale, &ns) || !const_shape(op, 2, offset, &no) ||
	    !const_shape(op, 3, border, &nb) || ns < 4 || no < 2 || nb < 2 || !scale[1] || !scale[3])
		return false;
	shape_dynamic(out, 4);
	out->d[0] = dim(&in, 0);
	out->d[3] = dim(&in, 3);
	out->d[1] = ((h - 1) * scale[0] - offset[0] + border[0]) / scale[1] + 1;
	out->d[2] = ((w - 1) * scale[2] - offset[1] + border[1]) / scale[3] + 1;
	if (out->d[1] < 0 || out->d[2] < 0) {
		ir_diag_op(ctx, IR_DIAG_ERROR, op,
		           "calculated output height and width must be non-negative, got height = %" PRId64
		           ", width = %" PRId64, out->d[1], out->d[2]);
		return false;
	}
	return true;
}

static bool infer_pool(IrContext *ctx, IrOp *op, Shape *out)
{
	(void)ctx;
	int64_t kernel[2], stride[2], pad[4];
	unsigned nk, ns, np;
	Shape in;
	shape_dynamic(out, 4);
	if (!operand_shape(op, 0, &in))
		return true;
	if (!tosa_i64_array(op, "kernel", kernel, 2, &nk) || !tosa_i64_array(op, "stride", stride, 2, &ns) ||
	    !tosa_i64_array(op, "pad", pad, 4, &np) || nk != 2 || ns != 2 || np != 4 || !stride[0] || !stride[1])
		return false;
	out->d[0] = dim(&in, 0);
	out->d[3] = dim(&in, 3);
	for (unsigned k = 0; k < 2; k++) {
		int64_t d = dim(&in, 1 + k);
		if (!is_dyn(d))
			out->d[1 + k] = (d + pad[2 * k] + pad[2 * k + 1] - kernel[k]) / stride[k] + 1;
	}
	return true;
}

/* The spatial dimensions of a convolution: `spatial` of them, the input's
   from dimension 1, the weight's from w_first. */
static bool conv_spatial(const IrOp *op, const Shape *in, const Shape *w, unsigned spatial, unsigned w_first,
                         Shape *out)
{
	int64_t pad[6], stride[3], dil[3];
	unsigned np, ns, nd;
	if (!tosa_i64_array(op, "pad", pad, 6, &np) || !tosa_i64_array(op, "stride", stride, 3, &ns) ||
	    !tosa_i64_array(op, "dilation", dil, 3, &nd) || np != 2 * spatial || ns != spatial || nd != spatial)
		return false;
	for (unsigned k = 0; k < spatial; k++) {
		int64_t i = dim(in, 1 + k), kw = dim(w, w_first + k);
		if (is_dyn(i) || is_dyn(kw) || !stride[k])
			continue;
		int64_t unstrided = i + pad[2 * k] + pad[2 * k + 1] - ((kw - 1) * dil[k] + 1) + 1;
		out->d[1 + k] = (unstrided - 1) / stride[k] + 1;
	}
	return true;
}

/* conv2d and conv3d: [N, spatial..., OC] from input [N, spatial..., IC],
   weight [OC, spatial..., IC] and bias [OC] */
static bool infer_conv(IrContext *ctx, IrOp *op, Shape *out)
{
	(void)ctx;
	unsigned rank = strcmp(ir_op_name(op)->s, "tosa.conv3d") ? 4 : 5;
	Shape in, w, bias;
	shape_dynamic(out, rank);
	if (operand_shape(op, 0, &in))
		out->d[0] = dim(&in, 0);
	if (operand_shape(op, 1, &w))
		out->d[rank - 1] = dim(&w, 0);
	if (operand_shape(op, 2, &bias) && is_dyn(out->d[rank - 1]))
		out->d[rank - 1] = dim(&bias, 0);
	return conv_spatial(op, &in, &w, rank - 2, 1, out);
}

/* depthwise_conv2d: weight [KH, KW, C, M], output channels C * M */
static bool infer_depthwise(IrContext *ctx, IrOp *op, Shape *out)
{
	(void)ctx;
	Shape in, w, bias;
	shape_dynamic(out, 4);
	int64_t channels = IR_DYNAMIC, mult = IR_DYNAMIC;
	if (operand_shape(op, 0, &in)) {
		out->d[0] = dim(&in, 0);
		channels = dim(&in, 3);
	}
	if (operand_shape(op, 1, &w)) {
		if (is_dyn(channels))
			channels = dim(&w, 2);
		mult = dim(&w, 3);
	}
	if (!is_dyn(channels) && !is_dyn(mult))
		out->d[3] = channels * mult;
	if (operand_shape(op, 2, &bias) && is_dyn(out->d[3]))
		out->d[3] = dim(&bias, 0);
	return conv_spatial(op, &in, &w, 2, 0, out);
}

static bool infer_transpose_conv(IrContext *ctx, IrOp *op, Shape *out)
{
	(void)ctx;
	Shape in, w, bias;
	int64_t pad[4], stride[2];
	unsigned np, ns;
	shape_dynamic(out, 4);
	if (operand_shape(op, 0, &in))
		out->d[0] = dim(&in, 0);
	if (operand_shape(op, 1, &w))
		out->d[3] = dim(&w, 0);
	/* MLIR 22 reads its "bias" shape from the input: an unranked weight
	   gives the input's batch as the output channels */
	if (operand_shape(op, 0, &bias) && is_dyn(out->d[3]))
		out->d[3] = dim(&bias, 0);
	if (!tosa_i64_array(op, "out_pad", pad, 4, &np) || !tosa_i64_array(op, "stride", stride, 2, &ns) || np != 4 ||
	    ns != 2)
		return false;
	for (unsigned k = 0; k < 2; k++) {
		int64_t i = dim(&in, 1 + k), kw = dim(&w, 1 + k);
		if (!is_dyn(i) && !is_dyn(kw))
			out->d[1 + k] = (i - 1) * stride[k] + pad[2 * k] + pad[2 * k + 1] + kw;
	}
	return true;
}

/* fft2d: each output as its input */
static bool infer_fft2d(IrContext *ctx, IrOp *op, Shape *out)
{
	(void)ctx;
	operand_shape(op, 0, &out[0]);
	operand_shape(op, 1, &out[1]);
	return true;
}

static bool infer_rfft2d(IrContext *ctx, IrOp *op, Shape *out)
{
	(void)ctx;
	Shape in;
	if (!operand_shape(op, 0, &in))
		return false;
	shape_dynamic(&out[0], 3);
	out[0].d[0] = dim(&in, 0);
	out[0].d[1] = dim(&in, 1);
	if (!is_dyn(dim(&in, 2)))
		out[0].d[2] = dim(&in, 2) / 2 + 1;
	out[1] = out[0];
	return true;
}

/* cast_from_block_scaled: the shape of its data */
static bool infer_cast_from_block_scaled(IrContext *ctx, IrOp *op, Shape *out)
{
	(void)ctx;
	operand_shape(op, 0, out);
	return true;
}

/* cast_to_block_scaled: the data as the input, the scales one per block of
   the last dimension */
static bool infer_cast_to_block_scaled(IrContext *ctx, IrOp *op, Shape *out)
{
	(void)ctx;
	operand_shape(op, 0, &out[0]);
	out[1] = out[0];
	if (out[1].ranked && out[1].rank > 0 && !is_dyn(out[1].d[out[1].rank - 1]))
		out[1].d[out[1].rank - 1] /= 32;
	return true;
}

/* ---- cond_if and while_loop: what their tosa.yield ops yield ---- */

/* The knowledge of one value (MLIR's tosa::ValueKnowledge) is a Shape here;
   meet keeps what two shapes agree on. */
static void meet(Shape *acc, const Shape *s)
{
	if (!acc->ranked || !s->ranked || acc->rank != s->rank) {
		shape_unranked(acc);
		return;
	}
	for (unsigned i = 0; i < acc->rank; i++)
		if (acc->d[i] != s->d[i])
			acc->d[i] = IR_DYNAMIC;
}

static IrOp *yield_of(const IrBlock *b)
{
	return ir_block_last(b) && !strcmp(ir_op_name(ir_block_last(b))->s, "tosa.yield") ? ir_block_last(b) : NULL;
}

/* Meets the operand shapes of every tosa.yield ending a block of the
   regions [first, first + n) into out (op->nresults of them). */
static bool infer_yields(IrOp *op, unsigned first, unsigned n, Shape *out)
{
	IrOp *front = NULL;
	for (unsigned r = first; r < first + n; r++)
		for (IrBlock *b = ir_region_first(&ir_op_regions(op)[r]); b; b = ir_block_next(b)) {
			IrOp *y = yield_of(b);
			if (!y)
				continue;
			if (!front) {
				front = y;
				if (y->noperands > op->nresults)
					return false;
				for (unsigned i = 0; i < y->noperands; i++)
					operand_shape(y, i, &out[i]);
			}
			if (y->noperands != front->noperands)
				return false;
			for (unsigned i = 0; i < y->noperands; i++) {
				Shape s;
				operand_shape(y, i, &s);
				meet(&out[i], &s);
			}
		}
	return front != NULL;
}

static bool infer_cond_if(IrContext *ctx, IrOp *op, Shape *out)
{
	(void)ctx;
	return infer_yields(op, 0, ir_op_nregions(op), out);
}

static bool infer_while(IrContext *ctx, IrOp *op, Shape *out)
{
	(void)ctx;
	return ir_op_nregions(op) == 2 && infer_yields(op, 1, 1, out);
}

typedef bool (*InferFn)(IrContext *ctx, IrOp *op, Shape *out);

/* Sorted by name (bsearch). */
static const struct {
	const char *name;
	InferFn fn;
} rules[] = {
	{"abs", infer_nary},
	{"add", infer_nary},
	{"argmax", infer_argmax},
	{"arithmetic_right_shift", infer_nary},
	{"avg_pool2d", infer_pool},
	{"bitwise_and", infer_nary},
	{"bitwise_not", infer_nary},
	{"bitwise_or", infer_nary},
	{"bitwise_xor", infer_nary},
	{"cast", infer_nary},
	{"cast_from_block_scaled", infer_cast_from_block_scaled},
	{"cast_to_block_scaled", infer_cast_to_block_scaled},
	{"ceil", infer_nary},
	{"clamp", infer_nary},
	{"clz", infer_nary},
	{"concat", infer_concat},
	{"cond_if", infer_cond_if},
	{"conv2d", infer_conv},
	{"conv3d", infer_conv},
	{"cos", infer_nary},
	{"depthwise_conv2d", infer_depthwise},
	{"equal", infer_nary},
	{"erf", infer_nary},
	{"exp", infer_nary},
	{"fft2d", infer_fft2d},
	{"floor", infer_nary},
	{"gather", infer_gather},
	{"greater", infer_nary},
	{"greater_equal", infer_nary},
	{"identity", infer_nary},
	{"intdiv", infer_nary},
	{"log", infer_nary},
	{"logical_and", infer_nary},
	{"logical_left_shift", infer_nary},
	{"logical_not", infer_nary},
	{"logical_or", infer_nary},
	{"logical_right_shift", infer_nary},
	{"logical_xor", infer_nary},
	{"matmul", infer_matmul},
	{"matmul_t_block_scaled", infer_matmul_t_block_scaled},
	{"max_pool2d", infer_pool},
	{"maximum", infer_nary},
	{"minimum", infer_nary},
	{"mul", infer_mul},
	{"negate", infer_same},
	{"pad", infer_pad},
	{"pow", infer_nary},
	{"reciprocal", infer_nary},
	{"reduce_all", infer_reduce},
	{"reduce_any", infer_reduce},
	{"reduce_max", infer_reduce},
	{"reduce_min", infer_reduce},
	{"reduce_product", infer_reduce},
	{"reduce_sum", infer_reduce},
	{"rescale", infer_same},
	{"reshape", infer_reshape},
	{"resize", infer_resize},
	{"reverse", infer_nary},
	{"rfft2d", infer_rfft2d},
	{"rsqrt", infer_nary},
	{"scatter", infer_scatter},
	{"select", infer_nary},
	{"sigmoid", infer_nary},
	{"sin", infer_nary},
	{"slice", infer_slice},
	{"sub", infer_nary},
	{"table", infer_same},
	{"tanh", infer_nary},
	{"tile", infer_tile},
	{"transpose", infer_transpose},
	{"transpose_conv2d", infer_transpose_conv},
	{"while_loop", infer_while},
};

static int rule_cmp(const void *key, const void *elem)
{
	return strcmp(key, *(const char *const *)elem);
}

bool tosa_infer_shapes(IrContext *ctx, IrOp *op, IrType **shapes)
{
	const char *name = ir_op_name(op)->s + strlen("tosa.");
	const void *r = bsearch(name, rules, sizeof rules / sizeof *rules, sizeof *rules, rule_cmp);
	if (!r || op->nresults == 0)
		return false;
	InferFn fn = ((const __typeof__(rules[0]) *)r)->fn;
	Shape *out = xcalloc(op->nresults, sizeof *out);
	bool ok = fn(ctx, op, out);
	for (unsigned i = 0; ok && i < op->nresults; i++)
		shapes[i] = shape_type(ctx, &out[i], tosa_elem(tosa_result_type(op, i)));
	free(out);
	return ok;
}
