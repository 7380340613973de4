/* slices.c: the folder and canonicalization patterns of memref.subview
   and memref.reinterpret_cast (MLIR 22's MemRefOps.cpp): constant
   offsets, sizes and strides made static with the type that follows and
   a cast back to the old one (OpWithOffsetSizesAndStridesConstantArgumentFolder),
   subviews of casts that only lose static information, subviews that take
   all of their source, and a subview of a subview that changes nothing. */
#include "memref.h"

static IrValue *operand(const IrOp *op, unsigned i)
{
	return ir_op_operand(op, i);
}

static bool is_op(const IrOp *op, const char *name)
{
	return op && !strcmp(ir_op_name(op)->s, name);
}

/* op replaced by v cast to op's type (memref.cast). */
static void replace_by_cast(IrRewriter *rw, IrOp *op, IrValue *v)
{
	IrType *t = ir_value_type(&ir_op_results(op)[0]);
	IrOpState st = {.name = ir_ident_cstr(rw->ctx, "memref.cast"), .nresults = 1, .result_types = &t,
	                .noperands = 1, .operands = &v, .loc = ir_op_loc(rw->ctx, op)};
	ir_rewriter_replace_op_with(rw, op, &ir_op_results(ir_rewriter_create(rw, &st))[0]);
}

/* MLIR's getCanonicalSubViewResultType: the type of op's slice s of
   source, without the dims op's result drops of op's source. */
static IrType *canonical_subview_type(IrContext *ctx, const IrOp *op, const IrType *source, const VsSlice *s,
                                      const int64_t *old_sizes)
{
	unsigned rank = source->shaped.rank;
	if (rank > VS_MAX_RANK || s->n[0] != rank || s->n[1] != rank || s->n[2] != rank)
		return NULL;
	bool dropped[VS_MAX_RANK];
	if (!memref_dropped_dims(ir_value_type(operand(op, 0)), ir_value_type(&ir_op_results(op)[0]), old_sizes, dropped))
		return NULL;
	IrType *full = memref_infer_subview_type(ctx, source, s->vals[0], s->vals[1], s->vals[2]);
	int64_t strides[VS_MAX_RANK], offset, shape[VS_MAX_RANK], kept[VS_MAX_RANK];
	vs_strides_and_offset(full, strides, &offset);
	unsigned r = 0;
	for (unsigned i = 0; i < rank; i++)
		if (!dropped[i]) {
			shape[r] = full->shaped.dims[i];
			kept[r++] = strides[i];
		}
	return ir_type_memref(ctx, r, shape, full->shaped.elem, ir_attr_strided(ctx, r, kept, offset),
	                      full->shaped.space);
}

/* OpWithOffsetSizesAndStridesConstantArgumentFolder: constant offsets and
   sizes that are not negative and constant strides but 0 become static,
   when the slice stays in bounds. */
static bool constant_arguments(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	bool subview = is_op(op, "memref.subview");
	VsSlice s;
	vs_slice_read(op, 1, &s);
	int64_t *old_sizes = xmalloc((s.n[1] + 1) * sizeof *old_sizes);
	memcpy(old_sizes, s.vals[1], s.n[1] * sizeof *old_sizes);
	bool folded = vs_slice_fold_constants(ctx, &s);
	IrValue *src = operand(op, 0);
	IrType *t = NULL, *rt = ir_value_type(&ir_op_results(op)[0]);
	int64_t bad;
	bool at_offset;
	const int64_t *const lists[3] = {s.vals[0], s.vals[1], s.vals[2]};
	unsigned n = s.n[0] < s.n[1] ? s.n[0] : s.n[1];
	if (folded && subview && vs_slice_out_of_bounds(ir_value_type(src), lists, n < s.n[2] ? n : s.n[2], &bad, &at_offset) < 0)
		t = canonical_subview_type(ctx, op, ir_value_type(src), &s, old_sizes);
	else if (folded && !subview && s.n[0] == 1 && s.n[1] == s.n[2])
		t = ir_type_memref(ctx, s.n[1], s.vals[1], rt->shaped.elem, ir_attr_strided(ctx, s.n[2], s.vals[2], s.vals[0][0]),
		                   rt->shaped.space);
	if (t)
		replace_by_cast(rw, op, vs_slice_create(rw, op, t, src, &s));
	free(old_sizes);
	vs_slice_free(&s);
	return t != NULL;
}

/* SubViewOpMemRefCastFolder: a subview of a cast that only loses static
   information takes the cast's source (and a cast gives back its type). */
static bool subview_of_cast(IrRewriter *rw, IrOp *op)
{
	if (vs_constant_index_operand(rw->ctx, op))
		return false; /* left to the constant folder */
	IrOp *cast = ir_value_def(operand(op, 0));
	if (!is_op(cast, "memref.cast") || !memref_cast_loses_only(cast))
		return false;
	VsSlice s;
	vs_slice_read(op, 1, &s);
	IrType *t = canonical_subview_type(rw->ctx, op, ir_value_type(operand(cast, 0)), &s, s.vals[1]);
	if (t)
		replace_by_cast(rw, op, vs_slice_create(rw, op, t, operand(cast, 0), &s));
	vs_slice_free(&s);
	return t != NULL;
}

/* TrivialSubViewOpFolder: a subview of all of its source is the source
   (cast to the subview's type). */
static bool trivial_subview(IrRewriter *rw, IrOp *op)
{
	VsSlice s;
	vs_slice_read(op, 1, &s);
	IrValue *src = operand(op, 0);
	bool all = vs_slice_is_identity(rw->ctx, &s, ir_value_type(src));
	vs_slice_free(&s);
	if (!all)
		return false;
	if (ir_value_type(src) == ir_value_type(&ir_op_results(op)[0]))
		ir_rewriter_replace_op_with(rw, op, src);
	else
		replace_by_cast(rw, op, src);
	return true;
}

/* Does a layout have only static strides and offset (or is no strided one)? */
static bool static_layout(const IrAttr *layout)
{
	if (!layout || layout->kind != IR_ATTR_STRIDED)
		return true;
	for (unsigned i = 0; i < layout->strided.n; i++)
		if (layout->strided.strides[i] == IR_DYNAMIC)
			return false;
	return layout->strided.offset != IR_DYNAMIC;
}

/* MLIR's SubViewOp::fold: a static subview to its source's type is the
   source; a subview of a subview at offsets 0, strides 1 and the same
   sizes, of the same type, is the inner subview. */
IrFoldStatus memref_fold_subview(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	(void)c;
	IrValue *src = operand(op, 0);
	IrType *t = ir_value_type(&ir_op_results(op)[0]);
	if (ir_value_type(src) == t && ir_type_num_elements(t) >= 0 && static_layout(t->shaped.layout)) {
		results[0].value = src;
		return IR_FOLD_RESULTS;
	}
	IrOp *inner = ir_value_def(src);
	if (!is_op(inner, "memref.subview") || ir_value_type(src) != t)
		return IR_FOLD_FAILED;
	VsSlice s, is;
	vs_slice_read(op, 1, &s);
	vs_slice_read(inner, 1, &is);
	bool same = s.n[1] == is.n[1];
	for (unsigned i = 0; i < s.n[1] && same; i++)
		same = s.vals[1][i] == is.vals[1][i] && s.dyn[1][i] == is.dyn[1][i];
	for (int k = 0; k < 3; k += 2)
		for (unsigned i = 0; i < s.n[k] && same; i++) {
			int64_t v;
			same = vs_slice_constant(ctx, &s, k, i, &v) && v == (k == 0 ? 0 : 1);
		}
	vs_slice_free(&s);
	vs_slice_free(&is);
	if (!same)
		return IR_FOLD_FAILED;
	results[0].value = src;
	return IR_FOLD_RESULTS;
}

const IrPattern memref_subview_patterns[] = {
	{"mlir::OpWithOffsetSizesAndStridesConstantArgumentFolder<mlir::memref::SubViewOp, "
	 "SubViewReturnTypeCanonicalizer, SubViewCanonicalizer>", 1, constant_arguments},
	{"SubViewOpMemRefCastFolder", 1, subview_of_cast},
	{"TrivialSubViewOpFolder", 1, trivial_subview},
	{NULL, 0, NULL},
};

/* MLIR's ReinterpretCastOpExtractStridedMetadataFolder: a reinterpret
   cast of an extracted base that rebuilds its source is the source, cast
   to its type if that differs; one that does not reinterprets the source
   (its base is the same) -- mlir-opt-22 does both. */
static bool reinterpret_of_extract(IrRewriter *rw, IrOp *op)
{
	IrOp *ex = ir_value_def(operand(op, 0));
	if (!is_op(ex, "memref.extract_strided_metadata"))
		return false;
	IrValue *src = operand(ex, 0);
	if (!memref_rebuilds_extracted(rw->ctx, op, ex)) {
		ir_op_set_operand(op, 0, src);
		ir_rewriter_modified(rw, op);
	} else if (ir_value_type(src) == ir_value_type(&ir_op_results(op)[0])) {
		ir_rewriter_replace_op_with(rw, op, src);
	} else {
		replace_by_cast(rw, op, src);
	}
	return true;
}

const IrPattern memref_reinterpret_cast_patterns[] = {
	{"ReinterpretCastOpExtractStridedMetadataFolder", 1, reinterpret_of_extract},
	{"mlir::OpWithOffsetSizesAndStridesConstantArgumentFolder<mlir::memref::ReinterpretCastOp, "
	 "ReinterpretCastReturnTypeCanonicalizer, ReinterpretCastCanonicalizer>", 1, constant_arguments},
	{NULL, 0, NULL},
};
