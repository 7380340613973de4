/* verify_data.c: the verifiers of TOSA's data-layout, gather/scatter
   and reduction ops, in MLIR 22's words and order. */
#include <inttypes.h>

#include "tosa.h"

static int64_t dim(const IrType *t, unsigned i)
{
	return t->shaped.dims[i];
}

static bool is_dynamic(int64_t d)
{
	return d == IR_DYNAMIC;
}

/* ---- transpose ---- */

static bool is_permutation(const int64_t *perms, unsigned n)
{
	bool seen[64] = {false};
	if (n > 64)
		return false;
	for (unsigned i = 0; i < n; i++) {
		if (perms[i] < 0 || perms[i] >= (int64_t)n || seen[perms[i]])
			return false;
		seen[perms[i]] = true;
	}
	return true;
}

bool tosa_verify_transpose(IrContext *ctx, IrOp *op)
{
	IrType *in = tosa_operand_type(op, 0), *out = tosa_result_type(op, 0);
	if (tosa_elem(in) != tosa_elem(out)) { /* ODS's AllElementTypesMatch */
		ir_emit_op_error(ctx, op, "failed to verify that all of {input1, output} have same element type");
		return false;
	}
	IrAttr *a = ir_op_get_attr(op, "perms");
	if (!a || a->kind != IR_ATTR_DENSE_ARRAY || a->darray.n > 64)
		return true;
	int64_t perms[64];
	unsigned n = a->darray.n;
	for (unsigned i = 0; i < n; i++)
		perms[i] = (int32_t)a->darray.elems[i];
	bool in_ranked = tosa_ranked(in), out_ranked = tosa_ranked(out);
	if (in_ranked && n != in->shaped.rank) {
		ir_emit_op_error(ctx, op, "expected perms attribute to have size %u (input rank) but got size %u",
		                 in->shaped.rank, n);
		return false;
	}
	if (in_ranked && out_ranked && in->shaped.rank != out->shaped.rank) {
		ir_emit_op_error(ctx, op, "expected input tensor rank to equal result tensor rank");
		return false;
	}
	if (out_ranked && n != out->shaped.rank) {
		ir_emit_op_error(ctx, op, "expected perms attribute to have size %u (output rank) but got size %u",
		                 out->shaped.rank, n);
		return false;
	}
	if (!is_permutation(perms, n)) {
		ir_emit_op_error(ctx, op, "expected valid permutation indices");
		return false;
	}
	int64_t nin = in_ranked ? ir_type_num_elements(in) : -1, nout = out_ranked ? ir_type_num_elements(out) : -1;
	if (nin >= 0 && nout >= 0 && nin != nout) {
		ir_emit_op_error(ctx, op, "expected input1 and output to have same numbers of elements, got %" PRId64
		                 " and %" PRId64, nin, nout);
		return false;
	}
	for (unsigned i = 0; in_ranked && out_ranked && i < n; i++) {
		int64_t want = dim(in, (unsigned)perms[i]), got = dim(out, i);
		if (!is_dynamic(want) && !is_dynamic(got) && want != got) {
			ir_emit_op_error(ctx, op, "expected output tensor dim %u to match input dim %" PRId64
			                 " with value of %" PRId64, i, perms[i], want);
			return false;
		}
	}
	return true;
}

/* ---- reshape ---- */

bool tosa_verify_reshape(IrContext *ctx, IrOp *op)
{
	IrType *in = tosa_operand_type(op, 0), *out = tosa_result_type(op, 0);
	if (!tosa_same_element_types(ctx, op, in, out))
		return false;
	int64_t shape[64];
	unsigned n;
	if (op->noperands < 2 || !tosa_const_shape_values(op, 1, shape, 64, &n))
		return true;
	unsigned missing = 0;
	for (unsigned i = 0; i < n; i++)
		missing += shape[i] == -1;
	if (missing > 1) {
		ir_emit_op_error(ctx, op, "expected at most one target dimension to be -1");
		return false;
	}
	if (out->kind != IR_TYPE_TENSOR)
		return true;
	if (n != out->shaped.rank) {
		ir_emit_op_error(ctx, op, "new shape does not match result rank");
		return false;
	}
	for (unsigned i = 0; i < n; i++) {
		if (shape[i] != -1 && !is_dynamic(dim(out, i)) && shape[i] != dim(out, i)) {
			ir_emit_op_error(ctx, op, "new shape is inconsistent with result shape");
			return false;
		}
		if (shape[i] < -1) {
			ir_emit_op_error(ctx, op, "new shape has invalid tensor dimension size %" PRId64, shape[i]);
			return false;
		}
	}
	int64_t nin = in->kind == IR_TYPE_TENSOR ? ir_type_num_elements(in) : -1;
	if (nin < 0)
		return true;
	int64_t nout = ir_type_num_elements(out);
	if (nout >= 0 && nin != nout) {
		ir_emit_op_error(ctx, op, "cannot reshape %" PRId64 " elements into %" PRId64, nin, nout);
		return false;
	}
	int64_t product = 1;
	bool all_static = true;
	for (unsigned i = 0; i < n; i++) {
		if (shape[i] > 0)
			product *= shape[i];
		else
			all_static = false;
	}
	if ((all_static && nin != product) || (!all_static && product > nin)) {
		ir_emit_op_error(ctx, op, "cannot reshape %" PRId64 " elements into %" PRId64, nin, product);
		return false;
	}
	return true;
}

/* ---- gather and scatter ---- */

/* Unifies a known size with another: an error when both are static and
   differ. */
static bool same_size(IrContext *ctx, IrOp *op, int64_t *known, int64_t got, const char *what, unsigned d)
{
	if (is_dynamic(*known)) {
		*known = got;
		return true;
	}
	if (is_dynamic(got) || got == *known)
		return true;
	ir_emit_op_error(ctx, op, "requires %s dimension %u to have size %" PRId64 ", got %" PRId64, what, d, *known, got);
	return false;
}

/* Like same_size, but a dynamic known size stays dynamic. */
static bool matches_size(IrContext *ctx, IrOp *op, int64_t known, int64_t got, const char *what, unsigned d)
{
	return is_dynamic(known) || same_size(ctx, op, &known, got, what, d);
}

bool tosa_verify_gather(IrContext *ctx, IrOp *op)
{
	IrType *values = tosa_operand_type(op, 0), *indices = tosa_operand_type(op, 1), *out = tosa_result_type(op, 0);
	if (!tosa_same_element_types(ctx, op, values, out))
		return false;
	int64_t n = IR_DYNAMIC, w = IR_DYNAMIC, c = IR_DYNAMIC;
	if (tosa_ranked(values)) {
		n = dim(values, 0);
		c = dim(values, 2);
	}
	if (tosa_ranked(indices)) {
		w = dim(indices, 1);
		if (!same_size(ctx, op, &n, dim(indices, 0), "indices", 0))
			return false;
	}
	return !tosa_ranked(out) ||
	       (matches_size(ctx, op, n, dim(out, 0), "output", 0) && matches_size(ctx, op, w, dim(out, 1), "output", 1) &&
	        matches_size(ctx, op, c, dim(out, 2), "output", 2));
}

bool tosa_verify_scatter(IrContext *ctx, IrOp *op)
{
	IrType *values = tosa_operand_type(op, 0), *indices = tosa_operand_type(op, 1), *in = tosa_operand_type(op, 2);
	IrType *out = tosa_result_type(op, 0);
	if (!tosa_same_element_types(ctx, op, values, out) || !tosa_same_element_types(ctx, op, in, out))
		return false;
	int64_t n = IR_DYNAMIC, k = IR_DYNAMIC, w = IR_DYNAMIC, c = IR_DYNAMIC;
	if (tosa_ranked(values)) {
		n = dim(values, 0);
		k = dim(values, 1);
		c = dim(values, 2);
	}
	if (tosa_ranked(indices)) {
		w = dim(indices, 1);
		if (!same_size(ctx, op, &n, dim(indices, 0), "indices", 0))
			return false;
	}
	if (tosa_ranked(in) && (!same_size(ctx, op, &n, dim(in, 0), "input", 0) ||
	                        !same_size(ctx, op, &w, dim(in, 1), "input", 1) ||
	                        !same_size(ctx, op, &c, dim(in, 2), "input", 2)))
		return false;
	if (tosa_ranked(out) && (!matches_size(ctx, op, n, dim(out, 0), "values_out", 0) ||
	                         !same_size(ctx, op, &k, dim(out, 1), "values_out", 1) ||
	                         !matches_size(ctx, op, c, dim(out, 2), "values_out", 2)))
		return false;
	if (!is_dynamic(k) && !is_dynamic(w) && k < w) {
		ir_emit_op_error(ctx, op, "requires dimensions K >= W, got K=%" PRId64 " and W=%" PRId64, k, w);
		return false;
	}
	return true;
}

/* ---- reductions and reverse ---- */

static int64_t axis_attr(const IrOp *op, bool *ok)
{
	IrAttr *a = ir_op_get_attr((IrOp *)op, "axis");
	*ok = a && a->kind == IR_ATTR_INTEGER;
	return *ok ? (int32_t)a->words[0] : 0;
}

/* The axis is a dimension of the input and output (rank 0 allows axis 0). */
static bool axis_in_ranks(IrContext *ctx, IrOp *op, int64_t axis, const char *what)
{
	IrType *in = tosa_operand_type(op, 0), *out = tosa_result_type(op, 0);
	if (tosa_ranked(in) && axis >= in->shaped.rank && !(axis == 0 && in->shaped.rank == 0)) {
		ir_emit_op_error(ctx, op, "expect input tensor rank (%u) to be larger than %s axis (%" PRId64 ")",
		                 in->shaped.rank, what, axis);
		return false;
	}
	if (!tosa_ranked(out))
		return true;
	if (tosa_ranked(in) && out->shaped.rank != in->shaped.rank) {
		ir_emit_op_error(ctx, op, "expect output tensor rank to be equal to input tensor rank");
		return false;
	}
	if (axis >= out->shaped.rank && !(axis == 0 && out->shaped.rank == 0)) {
		ir_emit_op_error(ctx, op, "expect output tensor rank (%u) to be larger than %s axis (%" PRId64 ")",
		                 out->shaped.rank, what, axis);
		return false;
	}
	return true;
}

/* InferTensorType: the declared result type has the inferred one's
   element type and a compatible shape (the ops' isCompatibleReturnTypes). */
/* The result against the type inferred for it: a tensor of elem, of
   the rank dimensions dims, unranked when rank is negative. The type is
   built only for the message. */
static bool inferred_result_fits(IrContext *ctx, IrOp *op, IrType *elem, int rank, const int64_t *dims)
{
	IrType *out = tosa_result_type(op, 0);
	bool fits = tosa_elem(out) == elem && ir_type_is_shaped(out);
	if (fits && rank >= 0 && tosa_ranked(out)) {
		fits = out->shaped.rank == (unsigned)rank;
		for (unsigned i = 0; fits && i < (unsigned)rank; i++)
			fits = tosa_dims_compatible(dims[i], out->shaped.dims[i]);
	}
	if (fits)
		return true;
	IrType *inferred = rank >= 0 ? ir_type_tensor(ctx, (unsigned)rank, dims, elem, NULL)
	                             : ir_type_unranked_tensor(ctx, elem);
	ir_emit_op_error(ctx, op, "inferred type(s) '%s' are incompatible with return type(s) of operation '%s'",
	                 tosa_type_str(inferred, 0), tosa_type_str(out, 1));
	ir_emit_op_error(ctx, op, "failed to infer returned types");
	return false;
}

/* InferTensorType: the result type a reduction infers is the input's with
   the axis dimension 1 (unranked when the axis is not a dimension); the
   declared one must have its element type and a compatible shape. */
static bool reduce_result_inferred(IrContext *ctx, IrOp *op, int64_t axis)
{
	IrType *in = tosa_operand_type(op, 0);
	if (!tosa_ranked(in) || axis >= in->shaped.rank || in->shaped.rank > 64)
		return inferred_result_fits(ctx, op, tosa_elem(in), -1, NULL);
	int64_t dims[64];
	memcpy(dims, in->shaped.dims, in->shaped.rank * sizeof *dims);
	if (axis >= 0)
		dims[axis] = 1;
	return inferred_result_fits(ctx, op, tosa_elem(in), (int)in->shaped.rank, dims);
}

bool tosa_verify_reduce(IrContext *ctx, IrOp *op)
{
	bool ok;
	int64_t axis = axis_attr(op, &ok);
	if (!ok)
		return true;
	if (axis < 0) {
		ir_emit_op_error(ctx, op, "reduce axis must not be negative");
		return false;
	}
	if (!axis_in_ranks(ctx, op, axis, "reduce"))
		return false;
	IrType *out = tosa_result_type(op, 0);
	if (tosa_ranked(out) && out->shaped.rank && !is_dynamic(dim(out, (unsigned)axis)) && dim(out, (unsigned)axis) != 1) {
		ir_emit_op_error(ctx, op, "expect reduced dimension size to be 1, got %" PRId64, dim(out, (unsigned)axis));
		return false;
	}
	return reduce_result_inferred(ctx, op, axis); /* after verify(), as in MLIR */
}

bool tosa_verify_reverse(IrContext *ctx, IrOp *op)
{
	if (!tosa_same_element_types(ctx, op, tosa_operand_type(op, 0), tosa_result_type(op, 0)))
		return false;
	bool ok;
	int64_t axis = axis_attr(op, &ok);
	if (!ok)
		return true;
	if (axis < 0) {
		ir_emit_op_error(ctx, op, "expected non-negative reverse axis");
		return false;
	}
	return axis_in_ranks(ctx, op, axis, "reverse");
}

/* ---- concat, pad, slice, tile ---- */

static bool concat_shapes(IrContext *ctx, IrOp *op, int64_t axis)
{
	IrType *first = tosa_operand_type(op, 0), *out = tosa_result_type(op, 0);
	for (unsigned i = 1; i < op->noperands; i++) {
		IrType *t = tosa_operand_type(op, i);
		if (t->shaped.rank != first->shaped.rank) {
			ir_emit_op_error(ctx, op, "expect all operands to have the same rank, but got %u vs %u on operands 0 and %u",
			                 first->shaped.rank, t->shaped.rank, i);
			return false;
		}
		for (unsigned d = 0; d < t->shaped.rank; d++) {
			if (d == axis || is_dynamic(dim(first, d)) || is_dynamic(dim(t, d)) || dim(t, d) == dim(first, d))
				continue;
			ir_emit_op_error(ctx, op, "expect all operand shapes to have the same sizes on non-axis dimensions, but "
			                 "got %" PRId64 " vs %" PRId64 " at index %u on operands 0 and %u",
			                 dim(t, d), dim(first, d), d, i);
			return false;
		}
	}
	if (tosa_ranked(out) && out->shaped.rank != first->shaped.rank) {
		ir_emit_op_error(ctx, op, "expect output rank to match inputs rank, got %u vs %u", out->shaped.rank,
		                 first->shaped.rank);
		return false;
	}
	int64_t sum = 0;
	for (unsigned i = 0; i < op->noperands; i++) {
		int64_t d = dim(tosa_operand_type(op, i), (unsigned)axis);
		if (is_dynamic(d))
			return true;
		sum += d;
	}
	if (tosa_ranked(out) && !is_dynamic(dim(out, (unsigned)axis)) && sum != dim(out, (unsigned)axis)) {
		ir_emit_op_error(ctx, op, "requires sum of axis dimensions of input1 equal to output axis dimension, got %"
		                 PRId64 " and %" PRId64, sum, dim(out, (unsigned)axis));
		return false;
	}
	return true;
}

/* The type concat infers: the ranked inputs' static non-axis sizes, and
   along the axis their sum when every input's is known. */
static bool concat_result_inferred(IrContext *ctx, IrOp *op, int64_t axis)
{
	int64_t dims[64];
	unsigned rank = 0;
	bool ranked = false;
	for (unsigned i = 0; i < op->noperands; i++) {
		IrType *t = tosa_operand_type(op, i);
		if (!tosa_ranked(t) || t->shaped.rank > 64)
			continue;
		if (!ranked) {
			rank = t->shaped.rank;
			for (unsigned d = 0; d < rank; d++)
				dims[d] = IR_DYNAMIC;
			ranked = true;
		}
		for (unsigned d = 0; d < rank && d < t->shaped.rank; d++) {
			if (d == axis || is_dynamic(dim(t, d)))
				continue;
			if (is_dynamic(dims[d]))
				dims[d] = dim(t, d);
			if (dims[d] != dim(t, d)) {
				ir_diag_op(ctx, IR_DIAG_ERROR, op,
				        "Cannot concat tensors with different sizes on the non-axis dimension %u", d);
				ir_emit_op_error(ctx, op, "failed to infer returned types");
				return false;
			}
		}
	}
	IrType *elem = tosa_elem(tosa_operand_type(op, 0));
	if (!ranked)
		return inferred_result_fits(ctx, op, elem, -1, NULL);
	int64_t sum = 0;
	for (unsigned i = 0; i < op->noperands && !is_dynamic(sum); i++) {
		IrType *t = tosa_operand_type(op, i);
		sum = tosa_ranked(t) && axis < t->shaped.rank && !is_dynamic(dim(t, (unsigned)axis))
		              ? sum + dim(t, (unsigned)axis) : IR_DYNAMIC;
	}
	dims[axis] = sum;
	return inferred_result_fits(ctx, op, elem, (int)rank, dims);
}

bool tosa_verify_concat(IrContext *ctx, IrOp *op)
{
	if (!op->noperands) {
		ir_emit_op_error(ctx, op, "expect at least one input");
		return false;
	}
	IrType *out = tosa_result_type(op, 0);
	for (unsigned i = 0; i < op->noperands; i++)
		if (!tosa_same_element_types(ctx, op, tosa_operand_type(op, i), out))
			return false;
	bool ok, all_ranked = true;
	int64_t axis = axis_attr(op, &ok);
	IrType *first_ranked = NULL;
	for (unsigned i = 0; i < op->noperands; i++) {
		IrType *t = tosa_operand_type(op, i);
		all_ranked &= tosa_ranked(t);
		if (!first_ranked && tosa_ranked(t))
			first_ranked = t;
	}
	if (ok && first_ranked && (axis < 0 || axis >= first_ranked->shaped.rank)) {
		ir_emit_op_error(ctx, op, "expect axis to be within range 0 < axis < rank(input1[firstRankedTensorIdx]), got %"
		                 PRId64, axis);
		return false;
	}
	if (!ok || (all_ranked && !concat_shapes(ctx, op, axis)))
		return !ok;
	return concat_result_inferred(ctx, op, axis);
}

bool tosa_verify_pad(IrContext *ctx, IrOp *op)
{
	IrType *in = tosa_operand_type(op, 0), *out = tosa_result_type(op, 0);
	if (!tosa_same_element_types(ctx, op, in, out) ||
	    (op->noperands > 2 && !tosa_same_element_types(ctx, op, tosa_operand_type(op, 2), out)))
		return false;
	if (in->kind != IR_TYPE_TENSOR || out->kind != IR_TYPE_TENSOR)
		return true;
	if (in->shaped.rank != out->shaped.rank) {
		ir_emit_op_error(ctx, op, "expect same input and output tensor rank, but got inputRank: %u, outputRank: %u",
		                 in->shaped.rank, out->shaped.rank);
		return false;
	}
	int64_t pad[128];
	unsigned n;
	if (!tosa_const_shape_values(op, 1, pad, 128, &n))
		return false; /* MLIR fails without a message when the padding is not constant */
	unsigned rank = in->shaped.rank;
	if (n != 2 * rank) {
		ir_emit_op_error(ctx, op, "padding tensor must have %u * 2 = %u elements, but got %u", rank, 2 * rank, n);
		return false;
	}
	for (unsigned i = 0; i < rank; i++) {
		int64_t before = pad[2 * i], after = pad[2 * i + 1];
		if ((before < 0 && before != -1) || (after < 0 && after != -1)) {
			ir_emit_op_error(ctx, op, "invalid padding values at dimension %u: values must be non-negative or -1 for "
			                 "dynamic padding, got [%" PRId64 ", %" PRId64 "]", i, before, after);
			return false;
		}
		if (is_dynamic(dim(in, i)) || is_dynamic(dim(out, i)))
			continue;
		if (dim(out, i) != dim(in, i) + before + after) {
			ir_emit_op_error(ctx, op, "mismatch in output shape at dimension %u: expected %" PRId64 " + %" PRId64
			                 " + %" PRId64 " = %" PRId64 ", but got %" PRId64, i, dim(in, i), before, after,
			                 dim(in, i) + before + after, dim(out, i));
			return false;
		}
	}
	return true;
}

bool tosa_verify_slice(IrContext *ctx, IrOp *op)
{
	IrType *in = tosa_operand_type(op, 0), *out = tosa_result_type(op, 0);
	if (!tosa_same_element_types(ctx, op, in, out))
		return false;
	if (!tosa_ranked(in))
		return true;
	if (tosa_ranked(out) && in->shaped.rank != out->shaped.rank) {
		ir_emit_op_error(ctx, op, "expect input1 and output to have the same ranks, got %u and %u", in->shaped.rank,
		                 out->shaped.rank);
		return false;
	}
	if (tosa_shape_rank(tosa_operand_type(op, 1)) != in->shaped.rank) {
		ir_emit_op_error(ctx, op, "length of start is not equal to rank of input shape");
		return false;
	}
	if (tosa_shape_rank(tosa_operand_type(op, 2)) != in->shaped.rank) {
		ir_emit_op_error(ctx, op, "length of size is not equal to rank of input shape");
		return false;
	}
	return true;
}

bool tosa_verify_tile(IrContext *ctx, IrOp *op)
{
	IrType *in = tosa_operand_type(op, 0), *out = tosa_result_type(op, 0);
	if (!tosa_same_element_types(ctx, op, in, out))
		return false;
	int64_t rank = tosa_shape_rank(tosa_operand_type(op, 1));
	if (tosa_ranked(in)) {
		if (in->shaped.rank != rank) {
			ir_emit_op_error(ctx, op, "expect 'multiples' to have rank %u but got %" PRId64 ".", in->shaped.rank, rank);
			return false;
		}
		if (tosa_ranked(out) && in->shaped.rank != out->shaped.rank) {
			ir_emit_op_error(ctx, op, "expect same input and output tensor rank.");
			return false;
		}
	} else if (tosa_ranked(out) && out->shaped.rank != rank) {
		ir_emit_op_error(ctx, op, "expect 'multiples' array to have length %u but got %" PRId64 ".", out->shaped.rank,
		                 rank);
		return false;
	}
	int64_t multiples[64];
	unsigned n;
	if (!tosa_const_shape_values(op, 1, multiples, 64, &n))
		return true;
	for (unsigned i = 0; i < n; i++) {
		if (multiples[i] <= 0 && multiples[i] != -1) {
			ir_emit_op_error(ctx, op, "expect element of 'multiples' to be positive integer or -1.");
			return false;
		}
	}
	return true;
}

/* ---- resize ---- */

/* One spatial dimension: O = ((I - 1) * scale_n - offset + border) / scale_d + 1,
   exactly, unless the input dimension is 1 (broadcast). */
static bool resize_size(IrContext *ctx, IrOp *op, const char *name, char axis, int64_t in, int64_t out,
                        const int64_t *scale, int64_t offset, int64_t border)
{
	if (is_dynamic(in) || in == 1)
		return true;
	/* in 64-bit two's complement, as MLIR computes it: huge scales wrap */
	int64_t span = (int64_t)((uint64_t)(in - 1) * (uint64_t)scale[0] - (uint64_t)offset + (uint64_t)border);
	int64_t size = (int64_t)((uint64_t)(span / scale[1]) + 1);
	if (span % scale[1]) {
		ir_emit_op_error(ctx, op, "expected (input_%s - 1) * scale_%c_n - offset_%c + border_%c to be wholly divisible "
		                 "by scale_%c_d, got ((%" PRId64 " - 1) * %" PRId64 " - %" PRId64 " + %" PRId64 ") / %" PRId64,
		                 name, axis, axis, axis, axis, in, scale[0], offset, border, scale[1]);
		return false;
	}
	if (!is_dynamic(out) && size != out) {
		ir_emit_op_error(ctx, op, "calculated output %s did not match expected: calculated=%" PRId64
		                 ", expected=%" PRId64, name, size, out);
		return false;
	}
	return true;
}

bool tosa_verify_resize(IrContext *ctx, IrOp *op)
{
	int64_t scale[4], offset[2], border[2];
	unsigned ns, no, nb;
	if (op->noperands < 4 || !tosa_const_shape_values(op, 1, scale, 4, &ns) || !tosa_const_shape_values(op, 2, offset, 2, &no) ||
	    !tosa_const_shape_values(op, 3, border, 2, &nb) || ns != 4 || no != 2 || nb != 2)
		return true;
	for (unsigned i = 0; i < 4; i++) {
		if (scale[i] <= 0) {
			StrBuf b = {0};
			tosa_list_str(&b, scale, 4);
			ir_emit_op_error(ctx, op, "expect all scale values to be > 0, got %s", b.s);
			sb_free(&b);
			return false;
		}
	}
	IrType *in = tosa_operand_type(op, 0), *out = tosa_result_type(op, 0);
	if (in->kind != IR_TYPE_TENSOR || out->kind != IR_TYPE_TENSOR)
		return true;
	return resize_size(ctx, op, "height", 'y', dim(in, 1), dim(out, 1), scale, offset[0], border[0]) &&
	       resize_size(ctx, op, "width", 'x', dim(in, 2), dim(out, 2), scale + 2, offset[1], border[1]);
}

/* ---- const ---- */

bool tosa_verify_const(IrContext *ctx, IrOp *op)
{
	IrAttr *values = ir_op_get_attr(op, "values");
	IrType *out = tosa_result_type(op, 0);
	if (!values || !ir_attr_type_of(values) || !ir_type_is_shaped(ir_attr_type_of(values)))
		return true;
	IrType *vt = ir_attr_type_of(values);
	bool same_shape = tosa_ranked(vt) == tosa_ranked(out) &&
	                  (!tosa_ranked(vt) || (vt->shaped.rank == out->shaped.rank &&
	                                        !memcmp(vt->shaped.dims, out->shaped.dims, vt->shaped.rank * sizeof(int64_t))));
	if (!same_shape) { /* ODS's AllShapesMatch */
		ir_emit_op_error(ctx, op, "failed to verify that all of {values, output} have same shape");
		return false;
	}
	bool tensors = (vt->kind == IR_TYPE_TENSOR || vt->kind == IR_TYPE_UNRANKED_TENSOR) &&
	               (out->kind == IR_TYPE_TENSOR || out->kind == IR_TYPE_UNRANKED_TENSOR);
	if (!tensors) {
		ir_emit_op_error(ctx, op, "expected tensors for attr/result type");
		return false;
	}
	IrType *oe = out->shaped.elem;
	if (tosa_storage_elem(ctx, oe) != oe && tosa_storage_elem(ctx, oe) == vt->shaped.elem)
		return true; /* a quantized result stores the attribute's elements */
	if (vt->shaped.elem != oe) {
		ir_emit_op_error(ctx, op, "expected same attr/result element types");
		return false;
	}
	return true;
}
