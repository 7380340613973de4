/* verify.c: the tensor dialect's own op checks, in MLIR's words
   (TensorOps.cpp, ReshapeOpsUtils and the ODS constraints of TensorOps.td). */
#include <inttypes.h>

#include "tensor.h"

static bool is_ranked(const IrType *t)
{
	return t->kind == IR_TYPE_TENSOR;
}

static bool is_tensor(const IrType *t)
{
	return t->kind == IR_TYPE_TENSOR || t->kind == IR_TYPE_UNRANKED_TENSOR;
}

/* ---- sizes and indices ---- */

bool ir_verify_tensor_empty(IrContext *ctx, IrOp *op)
{
	IrType *t = ir_value_type(&ir_op_results(op)[0]);
	return !is_ranked(t) || vs_check_dynamic_sizes(ctx, op, op->noperands, t);
}

/* ODS's TypesMatchWith and AllTypesMatch predicates: "failed to verify
   that <what>" unless a is b. */
static bool types_match(IrContext *ctx, IrOp *op, const IrType *a, const IrType *b, const char *what)
{
	return a == b || vt_op_error(ctx, op, "failed to verify that %s", what);
}

bool ir_verify_tensor_splat(IrContext *ctx, IrOp *op)
{
	IrType *t = ir_value_type(&ir_op_results(op)[0]);
	return types_match(ctx, op, vs_operand_type(op, 0), t->shaped.elem, "operand type matches element type of result") &&
	       vs_check_dynamic_sizes(ctx, op, op->noperands - 1, t);
}

/* Its operands are as many as the result's elements, of its element type. */
bool ir_verify_tensor_from_elements(IrContext *ctx, IrOp *op)
{
	IrType *t = ir_value_type(&ir_op_results(op)[0]);
	bool same = ir_type_num_elements(t) == (int64_t)op->noperands;
	for (unsigned i = 0; same && i < op->noperands; i++)
		same = vs_operand_type(op, i) == t->shaped.elem;
	return same || vt_op_error(ctx, op, "failed to verify that operand types match result element type");
}

bool ir_verify_tensor_extract(IrContext *ctx, IrOp *op)
{
	IrType *t = vs_operand_type(op, 0);
	if (!types_match(ctx, op, ir_value_type(&ir_op_results(op)[0]), t->shaped.elem, "result type matches element type of tensor"))
		return false;
	if (is_ranked(t) && t->shaped.rank != op->noperands - 1) {
		ir_emit_op_error(ctx, op, "incorrect number of indices for extract_element");
		return false;
	}
	return true;
}

bool ir_verify_tensor_insert(IrContext *ctx, IrOp *op)
{
	IrType *t = vs_operand_type(op, 1);
	if (!types_match(ctx, op, ir_value_type(&ir_op_results(op)[0]), t, "result type matches type of dest") ||
	    !types_match(ctx, op, vs_operand_type(op, 0), t->shaped.elem, "scalar type matches element type of dest"))
		return false;
	if (is_ranked(t) && t->shaped.rank != op->noperands - 2) {
		ir_emit_op_error(ctx, op, "incorrect number of indices");
		return false;
	}
	return true;
}

/* ---- concat ---- */

bool ir_verify_tensor_concat(IrContext *ctx, IrOp *op)
{
	IrType *res = ir_value_type(&ir_op_results(op)[0]); /* ranked tensors (IrOpDef.types), as the inputs */
	if (!op->noperands) {
		ir_emit_op_error(ctx, op, "requires at least one input");
		return false;
	}
	if (res->shaped.rank > VS_MAX_RANK)
		return true;
	unsigned rank = res->shaped.rank;
	for (unsigned i = 0; i < op->noperands; i++) {
		if (vs_operand_type(op, i)->shaped.rank != rank) {
			ir_emit_op_error(ctx, op, "rank of concatenated inputs must match result rank");
			return false;
		}
	}
	for (unsigned i = 0; i < op->noperands; i++) {
		if (vs_operand_type(op, i)->shaped.elem != res->shaped.elem) {
			ir_emit_op_error(ctx, op, "inputs and result element type must match");
			return false;
		}
	}
	IrAttr *dim_attr = ir_op_get_attr(op, "dim");
	int64_t dim = dim_attr && dim_attr->kind == IR_ATTR_INTEGER ? (int64_t)dim_attr->words[0] : 0;
	if (dim >= (int64_t)rank) {
		ir_emit_op_error(ctx, op, "concatenation dim must be less than the tensor rank");
		return false;
	}
	/* the inferred shape: the inputs' common static sizes, and their sum
	   along dim */
	int64_t sizes[VS_MAX_RANK];
	for (unsigned d = 0; d < rank; d++) {
		sizes[d] = d == (unsigned)dim ? 0 : IR_DYNAMIC;
		for (unsigned i = 0; i < op->noperands; i++) {
			int64_t s = vs_operand_type(op, i)->shaped.dims[d];
			if (d == (unsigned)dim) {
				sizes[d] = s == IR_DYNAMIC ? IR_DYNAMIC : vs_sat_add(sizes[d], s);
			} else if (s != IR_DYNAMIC && sizes[d] != IR_DYNAMIC && s != sizes[d]) {
				ir_emit_op_error(ctx, op, "static concatenation size mismatch along non-concatenated dimension %u", d);
				return false;
			} else if (s != IR_DYNAMIC) {
				sizes[d] = s;
			}
		}
	}
	for (unsigned d = 0; d < rank; d++) {
		int64_t actual = res->shaped.dims[d];
		if (sizes[d] != IR_DYNAMIC && actual != IR_DYNAMIC && sizes[d] != actual) {
			IrType *inferred = ir_type_tensor(ctx, rank, sizes, res->shaped.elem, NULL);
			return vs_error_types(ctx, op, true, "result type ", res, "does not match inferred shape ", inferred,
			                      " static sizes");
		}
	}
	return true;
}

/* ---- generate and pad ---- */

static IrOp *terminator_of(const IrRegion *r)
{
	return ir_region_first(r) ? ir_block_last(ir_region_first(r)) : NULL;
}

bool ir_verify_tensor_generate(IrContext *ctx, IrOp *op)
{
	IrType *t = ir_value_type(&ir_op_results(op)[0]);
	return !is_ranked(t) || vs_check_dynamic_sizes(ctx, op, op->noperands, t);
}

bool ir_verify_tensor_generate_regions(IrContext *ctx, IrOp *op)
{
	IrType *t = ir_value_type(&ir_op_results(op)[0]);
	IrBlock *body = ir_region_first(&ir_op_regions(op)[0]);
	if (!is_ranked(t))
		return true;
	for (unsigned i = 0; i < body->nargs; i++) {
		if (ir_value_type(ir_block_arg(body, i))->kind != IR_TYPE_INDEX) {
			ir_diag_op(ctx, IR_DIAG_ERROR, op, "all body arguments must be index");
			return false;
		}
	}
	if (body->nargs != t->shaped.rank) {
		ir_diag_op(ctx, IR_DIAG_ERROR, op, "must have one body argument per input dimension");
		return false;
	}
	IrOp *yield = terminator_of(&ir_op_regions(op)[0]);
	if (!yield || strcmp(ir_op_name(yield)->s, "tensor.yield") || yield->noperands != 1 ||
	    vs_operand_type(yield, 0) != t->shaped.elem) {
		ir_emit_op_error(ctx, op, "body must be terminated with a `yield` operation of the tensor element type");
		return false;
	}
	return true;
}

bool ir_verify_tensor_pad(IrContext *ctx, IrOp *op)
{
	IrType *src = vs_operand_type(op, 0), *res = ir_value_type(&ir_op_results(op)[0]);
	if (!is_ranked(src) || !is_ranked(res) || src->shaped.rank > VS_MAX_RANK)
		return true;
	unsigned rank = src->shaped.rank, nlow, nhigh;
	const int64_t *low = vs_i64s(ir_op_get_attr(op, "static_low"), &nlow);
	const int64_t *high = vs_i64s(ir_op_get_attr(op, "static_high"), &nhigh);
	if (nlow != rank || nhigh != rank)
		return vs_error_types(ctx, op, false, "failed to infer expectedType from sourceType ", src,
		                      ", specified resultType is ", res, "");
	int64_t sizes[VS_MAX_RANK];
	for (unsigned i = 0; i < rank; i++) {
		int64_t d = src->shaped.dims[i];
		sizes[i] = d == IR_DYNAMIC || low[i] == IR_DYNAMIC || high[i] == IR_DYNAMIC ? IR_DYNAMIC
		           : vs_sat_add(d, vs_sat_add(low[i], high[i]));
	}
	IrType *expected = ir_type_tensor(ctx, rank, sizes, src->shaped.elem, NULL);
	bool same = res->shaped.rank == rank;
	for (unsigned i = 0; same && i < rank; i++)
		same = res->shaped.dims[i] == sizes[i] || sizes[i] == IR_DYNAMIC;
	if (!same)
		return vs_error_types(ctx, op, false, "specified type ", res, " does not match the inferred type ", expected,
		                      "");
	return true;
}

bool ir_verify_tensor_pad_regions(IrContext *ctx, IrOp *op)
{
	IrType *res = ir_value_type(&ir_op_results(op)[0]);
	IrBlock *body = ir_region_first(&ir_op_regions(op)[0]);
	if (!is_ranked(res))
		return true;
	if (body->nargs != res->shaped.rank) {
		ir_diag_op(ctx, IR_DIAG_ERROR, op, "expected the block to have %u arguments",
		        res->shaped.rank);
		return false;
	}
	for (unsigned i = 0; i < body->nargs; i++) {
		if (ir_value_type(ir_block_arg(body, i))->kind != IR_TYPE_INDEX) {
			ir_emit_op_error(ctx, op, "expected block argument %u to be an index", i + 1);
			return false;
		}
	}
	IrOp *yield = terminator_of(&ir_op_regions(op)[0]);
	if (yield && yield->noperands == 1 && vs_operand_type(yield, 0) != res->shaped.elem) {
		ir_emit_op_error(ctx, op, "expected yield type to match shape element type");
		return false;
	}
	return true;
}

/* ---- collapse_shape and expand_shape ---- */

/* MLIR's verifyReshapeLikeTypes with reshapeLikeShapesAreCompatible, then
   the collapsed type computed from the expanded one. */
static bool verify_tensor_reshape(IrContext *ctx, IrOp *op, const IrType *expanded, const IrType *collapsed,
                                  const VsReassoc *r)
{
	unsigned erank = expanded->shaped.rank, crank = collapsed->shaped.rank;
	if (erank < crank) {
		char mid[300];
		snprintf(mid, sizeof mid, " to have a higher (or same) rank than the collapsed type, ");
		return vs_error_types(ctx, op, true, "expected the expanded type, ", (IrType *)expanded, mid,
		                      (IrType *)collapsed, ".");
	}
	if (crank != r->ngroups) {
		ir_emit_op_error(ctx, op, "expected collapsed rank (%u) to equal the number of reassociation maps (%u).",
		                 crank, r->ngroups);
		return false;
	}
	/* the maps have as many dims as the largest index + 1 */
	int64_t ndims = 0;
	for (unsigned k = 0; k < r->start[r->ngroups]; k++)
		ndims = r->idx[k] + 1 > ndims ? r->idx[k] + 1 : ndims;
	if (r->ngroups && ndims != (int64_t)erank) {
		ir_emit_op_error(ctx, op, "expected reassociation map #0 to have size equal to the expanded rank (%u), but "
		                 "it is  %" PRId64 ".", erank, ndims);
		return false;
	}
	int64_t next = 0;
	for (unsigned g = 0; g < r->ngroups; g++) {
		for (unsigned k = r->start[g]; k < r->start[g + 1]; k++) {
			if (r->idx[k] != next++) {
				ir_emit_op_error(ctx, op, "expected reassociation map #%u to be valid and contiguous.", g);
				return false;
			}
		}
	}
	if (r->ngroups && next != ndims) {
		ir_emit_op_error(ctx, op, "expected reassociation map #%u to be valid and contiguous.", r->ngroups - 1);
		return false;
	}
	int64_t sizes[VS_MAX_RANK];
	for (unsigned g = 0; g < r->ngroups; g++) {
		int64_t size = 1;
		for (unsigned k = r->start[g]; k < r->start[g + 1]; k++) {
			int64_t d = expanded->shaped.dims[r->idx[k]];
			size = d == IR_DYNAMIC || size == IR_DYNAMIC ? IR_DYNAMIC : size * d;
		}
		int64_t c = collapsed->shaped.dims[g];
		if (size == IR_DYNAMIC && c != IR_DYNAMIC) {
			ir_emit_op_error(ctx, op, "expected dimension %u of collapsed type to be dynamic since one or more of the "
			                 "corresponding dimensions in the expanded type is dynamic", g);
			return false;
		}
		if (size != IR_DYNAMIC && c != size) {
			ir_emit_op_error(ctx, op, "expected dimension %u of collapsed type to be static value of %" PRId64, g,
			                 size);
			return false;
		}
		sizes[g] = size;
	}
	if (collapsed->shaped.elem != expanded->shaped.elem) {
		IrType *expected = ir_type_tensor(ctx, crank, sizes, expanded->shaped.elem, NULL);
		return vs_error_types(ctx, op, true, "expected collapsed type to be ", expected, ", but got ",
		                      (IrType *)collapsed, "");
	}
	return true;
}

/* Reads the reassociation of a reshape between ranked tensors; false when
   the op is not one, or a group is empty (reported). */
static bool tensor_reshape_operands(IrContext *ctx, IrOp *op, VsReassoc *r, bool *ok)
{
	IrType *src = vs_operand_type(op, 0), *res = ir_value_type(&ir_op_results(op)[0]);
	*ok = true; /* src is a tensor (IrOpDef.types) */
	if (!is_ranked(src) || !is_ranked(res) || src->shaped.rank > VS_MAX_RANK || res->shaped.rank > VS_MAX_RANK ||
	    !vs_read_reassoc(ir_op_get_attr(op, "reassociation"), r))
		return false;
	for (unsigned g = 0; g < r->ngroups; g++) {
		if (r->start[g] == r->start[g + 1]) {
			ir_emit_op_error(ctx, op, "reassociation indices must not be empty");
			*ok = false;
			return false;
		}
	}
	return true;
}

bool ir_verify_tensor_collapse_shape(IrContext *ctx, IrOp *op)
{
	VsReassoc r;
	bool ok;
	if (!tensor_reshape_operands(ctx, op, &r, &ok))
		return ok;
	return verify_tensor_reshape(ctx, op, vs_operand_type(op, 0), ir_value_type(&ir_op_results(op)[0]), &r);
}

bool ir_verify_tensor_expand_shape(IrContext *ctx, IrOp *op)
{
	VsReassoc r;
	bool ok;
	if (!tensor_reshape_operands(ctx, op, &r, &ok))
		return ok;
	IrType *res = ir_value_type(&ir_op_results(op)[0]);
	if (!vs_check_output_shape(ctx, op, res, "dims"))
		return false;
	return verify_tensor_reshape(ctx, op, res, vs_operand_type(op, 0), &r);
}

/* ---- extract_slice and insert_slice ---- */

/* MLIR's produceSliceErrorMsg for the result of isRankReducedType. */
static bool slice_error(IrContext *ctx, IrOp *op, VsSliceResult result, IrType *expected)
{
	switch (result) {
	case VS_SLICE_RANK_TOO_LARGE:
		ir_diag_op(ctx, IR_DIAG_ERROR, op, "expected rank to be smaller or equal to the other rank. ");
		return false;
	case VS_SLICE_SIZE_MISMATCH:
		return vs_error_type(ctx, op, false, "expected type to be ", expected,
		                     " or a rank-reduced version. (size mismatch) ");
	case VS_SLICE_ELEM_MISMATCH:
		return vs_error_type(ctx, op, false, "expected element type to be ", expected->shaped.elem, "");
	case VS_SLICE_OK:
		break;
	}
	return true;
}

/* The slice of `whole` (source of an extraction, dest of an insertion)
   against `part` (its result or source). */
static bool verify_slice(IrContext *ctx, IrOp *op, unsigned first_group, IrType *whole, IrType *part)
{
	if (whole->shaped.rank > VS_MAX_RANK) /* ranked tensors (IrOpDef.types) */
		return true;
	unsigned rank = whole->shaped.rank, n;
	if (!vs_check_offsets_sizes_strides(ctx, op, first_group, rank, rank))
		return false;
	const int64_t *sizes = vs_i64s(ir_op_get_attr(op, "static_sizes"), &n);
	IrType *expected = ir_type_tensor(ctx, rank, sizes, whole->shaped.elem, NULL);
	VsSliceResult result = vs_rank_reduced(expected, part);
	if (result != VS_SLICE_OK)
		return slice_error(ctx, op, result, expected);
	return vs_check_in_bounds(ctx, op, whole);
}

bool ir_verify_tensor_extract_slice(IrContext *ctx, IrOp *op)
{
	return verify_slice(ctx, op, 1, vs_operand_type(op, 0), ir_value_type(&ir_op_results(op)[0]));
}

bool ir_verify_tensor_insert_slice(IrContext *ctx, IrOp *op)
{
	return types_match(ctx, op, ir_value_type(&ir_op_results(op)[0]), vs_operand_type(op, 1), "expected result type to match dest type") &&
	       verify_slice(ctx, op, 2, vs_operand_type(op, 1), vs_operand_type(op, 0));
}

bool ir_verify_tensor_parallel_insert_slice(IrContext *ctx, IrOp *op)
{
	IrOp *parent = ir_op_parent(op);
	if (!parent || strcmp(ir_op_name(parent)->s, "scf.forall.in_parallel")) {
		ir_emit_op_error(ctx, op, "expected ParallelCombiningOpInterface parent, got:%s", parent ? ir_op_name(parent)->s : "");
		return false;
	}
	return verify_slice(ctx, op, 2, vs_operand_type(op, 1), vs_operand_type(op, 0));
}

/* ---- reshape and cast ---- */

bool ir_verify_tensor_reshape(IrContext *ctx, IrOp *op)
{
	IrType *src = vs_operand_type(op, 0), *shape = vs_operand_type(op, 1), *res = ir_value_type(&ir_op_results(op)[0]);
	if (!is_tensor(src) || !is_tensor(res) || !is_ranked(shape) || shape->shaped.rank != 1)
		return true;
	if (src->shaped.elem != res->shaped.elem) {
		ir_emit_op_error(ctx, op, "element types of source and destination tensor types should be the same");
		return false;
	}
	if (!is_ranked(res))
		return true;
	int64_t n = ir_type_num_elements(src), m = ir_type_num_elements(res);
	if (is_ranked(src) && n >= 0 && m >= 0 && n != m) {
		ir_emit_op_error(ctx, op, "source and destination tensor should have the same number of elements");
		return false;
	}
	int64_t length = shape->shaped.dims[0];
	if (length == IR_DYNAMIC) {
		ir_emit_op_error(ctx, op, "cannot use shape operand with dynamic length to reshape to statically-ranked "
		                 "tensor type");
		return false;
	}
	if (length != (int64_t)res->shaped.rank) {
		ir_emit_op_error(ctx, op, "length of shape operand differs from the result's tensor rank");
		return false;
	}
	return true;
}

/* MLIR's tensor CastOp::areCastCompatible: the same element type and
   compatible shapes. */
bool ir_verify_tensor_cast(IrContext *ctx, IrOp *op)
{
	IrType *a = vs_operand_type(op, 0), *b = ir_value_type(&ir_op_results(op)[0]);
	if (!is_tensor(a) || !is_tensor(b))
		return true;
	bool ok = a->shaped.elem == b->shaped.elem && vs_compatible_shapes(a, b);
	return ok || vs_error_types(ctx, op, true, "operand type ", a, " and result type ", b, " are cast incompatible");
}

/* ---- gather and scatter ---- */

static bool dims_error(IrContext *ctx, IrOp *op, const char *what, const char *problem)
{
	ir_emit_op_error(ctx, op, "%s_dims %s", what, problem);
	return false;
}

/* MLIR's verifyGatherOrScatterDims: `what` is gather or scatter, `of`
   source or dest. */
static bool verify_coordinate_dims(IrContext *ctx, IrOp *op, const char *what, const char *of, const int64_t *dims,
                                   unsigned n, const IrType *indices, unsigned rank)
{
	char problem[80];
	if (!n)
		return dims_error(ctx, op, what, "must be non-empty");
	if (n > rank) {
		snprintf(problem, sizeof problem, "overflow %s rank", of);
		return dims_error(ctx, op, what, problem);
	}
	if (!indices->shaped.rank || indices->shaped.dims[indices->shaped.rank - 1] != (int64_t)n)
		return dims_error(ctx, op, what, "length must match the size of last dimension of indices");
	for (unsigned i = 0; i < n; i++) {
		if (dims[i] < 0)
			return dims_error(ctx, op, what, "value must be non-negative");
		if (dims[i] >= (int64_t)rank) {
			snprintf(problem, sizeof problem, "value must be smaller than %s rank", of);
			return dims_error(ctx, op, what, problem);
		}
	}
	for (unsigned i = 1; i < n; i++)
		if (dims[i - 1] >= dims[i])
			return dims_error(ctx, op, what, "values must be strictly increasing");
	return true;
}

/* MLIR's GatherOp::inferResultType: the indices' leading dims, then the
   source's with each gathered dim 1 (or left out when rank-reduced). */
static IrType *gathered_type(IrContext *ctx, const IrType *source, const IrType *indices, const int64_t *dims,
                             unsigned n, bool rank_reduced)
{
	int64_t shape[2 * VS_MAX_RANK];
	unsigned k = 0;
	for (unsigned i = 0; i + 1 < indices->shaped.rank; i++)
		shape[k++] = indices->shaped.dims[i];
	for (unsigned d = 0, g = 0; d < source->shaped.rank; d++) {
		bool gathered = g < n && dims[g] == (int64_t)d;
		g += gathered;
		if (!gathered)
			shape[k++] = source->shaped.dims[d];
		else if (!rank_reduced)
			shape[k++] = 1;
	}
	return ir_type_tensor(ctx, k, shape, source->shaped.elem, source->shaped.encoding);
}

/* Shared by gather (the result against the source) and scatter (the
   source against the dest). */
static bool verify_gathered(IrContext *ctx, IrOp *op, const char *what, const char *of, const char *checked,
                            IrType *whole, IrType *part, IrType *indices)
{
	if (!is_ranked(whole) || !is_ranked(part) || !is_ranked(indices) || whole->shaped.rank > VS_MAX_RANK ||
	    indices->shaped.rank > VS_MAX_RANK)
		return true;
	char attr[32];
	snprintf(attr, sizeof attr, "%s_dims", what);
	unsigned n;
	const int64_t *dims = vs_i64s(ir_op_get_attr(op, attr), &n);
	if (!verify_coordinate_dims(ctx, op, what, of, dims, n, indices, whole->shaped.rank))
		return false;
	if (!strcmp(what, "scatter") && !ir_op_get_attr(op, "unique")) {
		ir_emit_op_error(ctx, op, "requires 'unique' attribute to be set");
		return false;
	}
	IrType *full = gathered_type(ctx, whole, indices, dims, n, false);
	IrType *reduced = gathered_type(ctx, whole, indices, dims, n, true);
	if (part == full || part == reduced)
		return true;
	char *fs = vt_type_text(full), *rs = vt_type_text(reduced), *ps = vt_type_text(part);
	ir_emit_op_error(ctx, op, "%s type mismatch: expected '%s' or its rank-reduced variant '%s' (got: '%s')", checked, fs,
	                 rs, ps);
	free(fs);
	free(rs);
	free(ps);
	return false;
}

bool ir_verify_tensor_gather(IrContext *ctx, IrOp *op)
{
	return verify_gathered(ctx, op, "gather", "source", "result", vs_operand_type(op, 0), ir_value_type(&ir_op_results(op)[0]),
	                       vs_operand_type(op, 1));
}

bool ir_verify_tensor_scatter(IrContext *ctx, IrOp *op)
{
	return verify_gathered(ctx, op, "scatter", "dest", "source", vs_operand_type(op, 1), vs_operand_type(op, 0),
	                       vs_operand_type(op, 2));
}

/* ---- bitcast ---- */

bool ir_verify_tensor_bitcast(IrContext *ctx, IrOp *op)
{
	IrType *a = vs_operand_type(op, 0), *b = ir_value_type(&ir_op_results(op)[0]); /* IrOpDef.types: tensors of numbers */
	bool ok = ir_type_bit_width(a->shaped.elem) == ir_type_bit_width(b->shaped.elem) && vs_compatible_shapes(a, b);
	return ok || vs_error_types(ctx, op, true, "operand type ", a, " and result type ", b, " are cast incompatible");
}
