/* slices.c: the folders and canonicalization patterns of
   tensor.extract_slice and tensor.insert_slice (MLIR 22's TensorOps.cpp):
   slices of splats, slices that take or put everything, an extract of
   what an insert_slice put, constant offsets, sizes and strides made
   static (OpWithOffsetSizesAndStridesConstantArgumentFolder), slices of
   casts (ExtractSliceOpCastFolder); insert_slice's patterns serve
   parallel_insert_slice too. */
#include "tensor.h"

static IrValue *operand(const IrOp *op, unsigned i)
{
	return ir_op_operand(op, i);
}

static IrType *result_type(const IrOp *op)
{
	return ir_value_type(&ir_op_results(op)[0]);
}

/* Do two slices take the same offsets, sizes and strides? */
static bool same_slice(const VsSlice *a, const VsSlice *b)
{
	for (int k = 0; k < 3; k++) {
		if (a->n[k] != b->n[k])
			return false;
		for (unsigned i = 0; i < a->n[k]; i++)
			if (a->vals[k][i] != b->vals[k][i] || a->dyn[k][i] != b->dyn[k][i])
				return false;
	}
	return true;
}

/* Is the slice in bounds of shaped where it is known? */
static bool in_bounds(const VsSlice *s, const IrType *shaped)
{
	const int64_t *const lists[3] = {s->vals[0], s->vals[1], s->vals[2]};
	unsigned n = s->n[0] < s->n[1] ? s->n[0] : s->n[1];
	int64_t bad;
	bool at_offset;
	return vs_slice_out_of_bounds(shaped, lists, n < s->n[2] ? n : s->n[2], &bad, &at_offset) < 0;
}

/* MLIR's ExtractSliceOp::fold: a static slice of a splat is a splat; a
   slice taking all of its source is the source; the slice an
   insert_slice of the same type put there is what it put. */
IrFoldStatus tensor_fold_extract_slice(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	IrType *t = result_type(op);
	IrValue *src = operand(op, 0);
	results[0].attr = tensor_reshape_splat(ctx, c[0], t);
	if (results[0].attr)
		return IR_FOLD_RESULTS;
	VsSlice s;
	vs_slice_read(op, 1, &s);
	IrValue *v = NULL;
	IrOp *insert = ir_value_def(src);
	if (ir_value_type(src) == t && vs_slice_is_identity(ctx, &s, t)) {
		v = src;
	} else if (insert && !strcmp(ir_op_name(insert)->s, "tensor.insert_slice") && ir_value_type(operand(insert, 0)) == t) {
		VsSlice is;
		vs_slice_read(insert, 2, &is);
		if (same_slice(&s, &is))
			v = operand(insert, 0);
		vs_slice_free(&is);
	}
	vs_slice_free(&s);
	results[0].value = v;
	return v ? IR_FOLD_RESULTS : IR_FOLD_FAILED;
}

/* MLIR's InsertSliceOp::fold: inserting a whole static tensor of the
   destination's type is that tensor; an insertion over what an
   insert_slice of the same type and slice put inserts into that one's
   destination; putting back the slice extracted from the destination is
   the destination; inserting nothing is the destination. */
IrFoldStatus tensor_fold_insert_slice(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	(void)c;
	IrValue *src = operand(op, 0);
	IrType *t = result_type(op);
	VsSlice s;
	vs_slice_read(op, 2, &s);
	IrValue *v = NULL;
	if (ir_value_type(src) == t && ir_type_num_elements(t) >= 0 && vs_slice_is_identity(ctx, &s, t))
		v = src;
	IrOp *prev = ir_value_def(operand(op, 1)), *extract = ir_value_def(src);
	if (!v && prev && !strcmp(ir_op_name(prev)->s, "tensor.insert_slice") && ir_value_type(operand(prev, 0)) == ir_value_type(src)) {
		VsSlice ps;
		vs_slice_read(prev, 2, &ps);
		bool same = same_slice(&s, &ps);
		vs_slice_free(&ps);
		if (same) {
			ir_op_set_operand(op, 1, operand(prev, 1));
			vs_slice_free(&s);
			return IR_FOLD_IN_PLACE;
		}
	}
	if (!v && extract && !strcmp(ir_op_name(extract)->s, "tensor.extract_slice") && operand(extract, 0) == operand(op, 1)) {
		VsSlice es;
		vs_slice_read(extract, 1, &es);
		if (same_slice(&s, &es))
			v = operand(extract, 0);
		vs_slice_free(&es);
	}
	for (unsigned i = 0; i < s.n[1] && !v; i++) {
		int64_t size;
		if (vs_slice_constant(ctx, &s, 1, i, &size) && size == 0)
			v = operand(op, 1);
	}
	vs_slice_free(&s);
	results[0].value = v;
	return v ? IR_FOLD_RESULTS : IR_FOLD_FAILED;
}

/* The slice op replaced by v, through a cast when the types differ
   (SliceCanonicalizer). */
static void replace_maybe_cast(IrRewriter *rw, IrOp *op, IrValue *v)
{
	IrType *t = result_type(op);
	if (ir_value_type(v) != t) {
		IrOpState st = {.name = ir_ident_cstr(rw->ctx, "tensor.cast"), .nresults = 1, .result_types = &t,
		                .noperands = 1, .operands = &v, .loc = ir_op_loc(rw->ctx, op)};
		v = &ir_op_results(ir_rewriter_create(rw, &st))[0];
	}
	ir_rewriter_replace_op_with(rw, op, v);
}

/* MLIR's inferCanonicalRankReducedResultType: the static sizes, without
   their first 1s down to rank. */
static IrType *canonical_slice_type(IrContext *ctx, unsigned rank, IrType *elem, const VsSlice *s)
{
	int64_t *shape = xmalloc((s->n[1] + 1) * sizeof *shape);
	unsigned drop = s->n[1] > rank ? s->n[1] - rank : 0, r = 0;
	for (unsigned i = 0; i < s->n[1]; i++) {
		if (drop && s->vals[1][i] == 1) {
			drop--;
			continue;
		}
		shape[r++] = s->vals[1][i];
	}
	IrType *type = ir_type_tensor(ctx, r, shape, elem, NULL);
	free(shape);
	return type;
}

/* OpWithOffsetSizesAndStridesConstantArgumentFolder for extract_slice. */
static bool extract_slice_constants(IrRewriter *rw, IrOp *op)
{
	VsSlice s;
	vs_slice_read(op, 1, &s);
	IrValue *src = operand(op, 0);
	bool folded = vs_slice_fold_constants(rw->ctx, &s) && in_bounds(&s, ir_value_type(src));
	if (folded)
		replace_maybe_cast(rw, op, vs_slice_create(rw, op, canonical_slice_type(rw->ctx, result_type(op)->shaped.rank, result_type(op)->shaped.elem, &s), src, &s));
	vs_slice_free(&s);
	return folded;
}

/* ExtractSliceOpCastFolder: a slice of a cast that only loses static
   information slices the cast's source. */
static bool extract_slice_of_cast(IrRewriter *rw, IrOp *op)
{
	if (vs_constant_index_operand(rw->ctx, op))
		return false; /* left to the constant folder */
	IrOp *cast = ir_value_def(operand(op, 0));
	if (!cast || strcmp(ir_op_name(cast)->s, "tensor.cast") || !tensor_cast_loses_only(cast))
		return false;
	VsSlice s;
	vs_slice_read(op, 1, &s);
	bool ok = in_bounds(&s, ir_value_type(operand(cast, 0)));
	if (ok)
		ir_rewriter_replace_op_with(rw, op, vs_slice_create(rw, op, result_type(op), operand(cast, 0), &s));
	vs_slice_free(&s);
	return ok;
}

/* A cast of v to t before op. */
static IrValue *cast_to(IrRewriter *rw, IrOp *op, IrType *t, IrValue *v)
{
	IrOpState st = {.name = ir_ident_cstr(rw->ctx, "tensor.cast"), .nresults = 1, .result_types = &t,
	                .noperands = 1, .operands = &v, .loc = ir_op_loc(rw->ctx, op)};
	return &ir_op_results(ir_rewriter_create(rw, &st))[0];
}

/* A cast of the source v of insertion op to t: before op, or before the
   op that holds a parallel_insert_slice (MLIR's ParallelCombiningOpInterface
   parent), as the insert_slice patterns do. */
static IrValue *cast_source_to(IrRewriter *rw, IrOp *op, IrType *t, IrValue *v)
{
	if (op->nresults)
		return cast_to(rw, op, t, v);
	IrRewriter saved = *rw;
	ir_rewriter_set_insertion_before(rw, ir_region_parent(ir_block_parent(ir_op_block(op))));
	v = cast_to(rw, op, t, v);
	*rw = saved;
	return v;
}

/* The insert_slice or parallel_insert_slice op rebuilt on source and dest
   with slice s (the first cast back when the destination's type changed;
   the second has no result). */
static void replace_insert(IrRewriter *rw, IrOp *op, IrValue *source, IrValue *dest, const VsSlice *s)
{
	IrValue *heads[2] = {source, dest};
	if (!op->nresults) {
		vs_slice_create_with(rw, op, NULL, 2, heads, s);
		ir_rewriter_erase_op(rw, op);
		return;
	}
	IrValue *v = vs_slice_create_with(rw, op, ir_value_type(dest), 2, heads, s);
	if (ir_value_type(v) != result_type(op))
		v = cast_to(rw, op, result_type(op), v);
	ir_rewriter_replace_op_with(rw, op, v);
}

/* InsertSliceOpConstantArgumentFolder: constant offsets, sizes and
   strides made static, the source cast to the canonical type of the
   slice. */
static bool insert_slice_constants(IrRewriter *rw, IrOp *op)
{
	VsSlice s;
	vs_slice_read(op, 2, &s);
	IrValue *src = operand(op, 0);
	bool folded = vs_slice_fold_constants(rw->ctx, &s) && in_bounds(&s, ir_value_type(operand(op, 1)));
	if (folded) {
		IrType *t = canonical_slice_type(rw->ctx, ir_value_type(src)->shaped.rank, ir_value_type(src)->shaped.elem, &s);
		replace_insert(rw, op, t != ir_value_type(src) ? cast_source_to(rw, op, t, src) : src, operand(op, 1), &s);
	}
	vs_slice_free(&s);
	return folded;
}

/* The source of v's tensor.cast when it only loses static sizes. */
static IrValue *cast_source(IrValue *v)
{
	IrOp *cast = ir_value_def(v);
	return cast && !strcmp(ir_op_name(cast)->s, "tensor.cast") && tensor_cast_loses_only(cast) ? operand(cast, 0) : NULL;
}

/* InsertSliceOpCastFolder: casts of the source or destination that only
   lose static sizes folded, the slice's sizes taken from the source's
   static ones, and a cast back when the destination's type changes. */
static bool insert_slice_of_casts(IrRewriter *rw, IrOp *op)
{
	if (vs_constant_index_operand(rw->ctx, op))
		return false;
	IrValue *src = cast_source(operand(op, 0)), *dst = cast_source(operand(op, 1));
	if (!src && !dst)
		return false;
	src = src ? src : operand(op, 0);
	dst = dst ? dst : operand(op, 1);
	if (ir_value_type(src)->kind != IR_TYPE_TENSOR || ir_value_type(dst)->kind != IR_TYPE_TENSOR)
		return false;
	VsSlice s;
	vs_slice_read(op, 2, &s);
	bool *dropped = xcalloc(s.n[1] + 1, sizeof *dropped);
	bool ok = vs_rank_reduction_mask_dynamic(s.vals[1], s.n[1], ir_value_type(src)->shaped.dims, ir_value_type(src)->shaped.rank,
	                                         dropped);
	for (unsigned i = 0, r = 0; ok && i < s.n[1]; i++)
		if (!dropped[i] && r < ir_value_type(src)->shaped.rank && ir_value_type(src)->shaped.dims[r] != IR_DYNAMIC) {
			s.vals[1][i] = ir_value_type(src)->shaped.dims[r++];
			s.dyn[1][i] = NULL;
		}
	if (ok) {
		IrType *expected = ir_type_tensor(rw->ctx, s.n[1], s.vals[1], ir_value_type(dst)->shaped.elem, NULL);
		ok = vs_rank_reduced(expected, ir_value_type(src)) == VS_SLICE_OK && in_bounds(&s, ir_value_type(dst));
	}
	if (ok)
		replace_insert(rw, op, src, dst, &s);
	free(dropped);
	vs_slice_free(&s);
	return ok;
}

/* InsertSliceOpSourceCastInserter: a source of the destination's rank
   cast to the constant sizes of the slice. */
static bool insert_slice_source_cast(IrRewriter *rw, IrOp *op)
{
	IrType *st = ir_value_type(operand(op, 0));
	if (st->shaped.rank != ir_value_type(operand(op, 1))->shaped.rank)
		return false;
	VsSlice s;
	vs_slice_read(op, 2, &s);
	int64_t *shape = xmalloc((st->shaped.rank + 1) * sizeof *shape);
	for (unsigned i = 0; i < st->shaped.rank; i++) {
		int64_t c;
		shape[i] = i < s.n[1] && vs_slice_constant(rw->ctx, &s, 1, i, &c) && c >= 0 ? c : st->shaped.dims[i];
	}
	IrType *t = ir_type_tensor(rw->ctx, st->shaped.rank, shape, st->shaped.elem, NULL);
	free(shape);
	bool ok = t != st && tensor_preserves_static(st, t) && vs_compatible_shapes(st, t);
	if (ok) {
		VsSlice keep;
		vs_slice_read(op, 2, &keep);
		replace_insert(rw, op, cast_source_to(rw, op, t, operand(op, 0)), operand(op, 1), &keep);
		vs_slice_free(&keep);
	}
	vs_slice_free(&s);
	return ok;
}

/* TensorCastExtractSlice: a cast to a more static type of an
   extract_slice is the slice with the sizes the cast knows. */
bool tensor_cast_of_extract_slice(IrRewriter *rw, IrOp *op)
{
	IrOp *slice = ir_value_def(operand(op, 0));
	IrType *t = result_type(op), *from = ir_value_type(operand(op, 0));
	if (t->kind != IR_TYPE_TENSOR || !slice || strcmp(ir_op_name(slice)->s, "tensor.extract_slice") ||
	    !tensor_preserves_static(from, t) ||
	    !memcmp(t->shaped.dims, from->shaped.dims, t->shaped.rank * sizeof *t->shaped.dims))
		return false;
	VsSlice s;
	vs_slice_read(slice, 1, &s);
	bool *dropped = xcalloc(s.n[1] + 1, sizeof *dropped);
	if (!vs_rank_reduction_mask(s.vals[1], s.n[1], from->shaped.dims, from->shaped.rank, dropped))
		memset(dropped, 0, (s.n[1] + 1) * sizeof *dropped);
	for (unsigned i = 0, r = 0; i < s.n[1]; i++) {
		if (dropped[i] || r >= t->shaped.rank)
			continue;
		int64_t d = t->shaped.dims[r++];
		if (d != IR_DYNAMIC) {
			s.vals[1][i] = d;
			s.dyn[1][i] = NULL;
		}
	}
	ir_rewriter_replace_op_with(rw, op, vs_slice_create(rw, slice, t, operand(slice, 0), &s));
	free(dropped);
	vs_slice_free(&s);
	return true;
}

const IrPattern tensor_insert_slice_patterns[] = {
	{"(anonymous namespace)::InsertSliceOpConstantArgumentFolder<mlir::tensor::InsertSliceOp>", 1,
	 insert_slice_constants},
	{"(anonymous namespace)::InsertSliceOpCastFolder<mlir::tensor::InsertSliceOp>", 1, insert_slice_of_casts},
	{"(anonymous namespace)::InsertSliceOpSourceCastInserter<mlir::tensor::InsertSliceOp>", 1,
	 insert_slice_source_cast},
	{NULL, 0, NULL},
};

const IrPattern tensor_parallel_insert_slice_patterns[] = {
	{"(anonymous namespace)::InsertSliceOpConstantArgumentFolder<mlir::tensor::ParallelInsertSliceOp>", 1,
	 insert_slice_constants},
	{"(anonymous namespace)::InsertSliceOpCastFolder<mlir::tensor::ParallelInsertSliceOp>", 1,
	 insert_slice_of_casts},
	{"(anonymous namespace)::InsertSliceOpSourceCastInserter<mlir::tensor::ParallelInsertSliceOp>", 1,
	 insert_slice_source_cast},
	{NULL, 0, NULL},
};

const IrPattern tensor_extract_slice_patterns[] = {
	{"mlir::OpWithOffsetSizesAndStridesConstantArgumentFolder<mlir::tensor::ExtractSliceOp, "
	 "SliceReturnTypeCanonicalizer, SliceCanonicalizer>", 1, extract_slice_constants},
	{"ExtractSliceOpCastFolder", 1, extract_slice_of_cast},
	{NULL, 0, NULL},
};
