/* slices.c: the folder and canonicalization patterns of memref.subview
   and memref.reinterpret_cast (MLIR 22's MemRefOps.cpp): constant
   offsets, sizes and strides made static with the type that follows and
   a cast back to the old one (OpWithOffsetSizesAndStridesConstantArgumentFolder),
   subviews of casts that only lose static information, subviews that take
   all of their source, and a subview of a subview that changes nothing. */
#include "memref.h"

static IrValue *operand(const IrOp *op, unsigned i)
{
	return ir_op_operands(op)[i].value;
}

static bool is_op(const IrOp *op, const char *name)
{
	return op && !strcmp(op->name->s, name);
}

static const char *const static_lists[3] = {"static_offsets", "static_sizes", "static_strides"};

/* A slice's offsets, sizes and strides (lists 0, 1, 2): static values,
   IR_DYNAMIC where an operand gives them. */
typedef struct {
	unsigned n[3];
	int64_t *vals[3];  /* malloc'ed */
	IrValue **dyn[3];  /* the operand of each dynamic entry, NULL for static ones */
} SliceLists;

static void slice_read(const IrOp *op, SliceLists *s)
{
	for (int k = 0; k < 3; k++) {
		const int64_t *v = vs_i64s(ir_op_get_attr(op, static_lists[k]), &s->n[k]);
		s->vals[k] = xmalloc((s->n[k] + 1) * sizeof *s->vals[k]);
		memcpy(s->vals[k], v, s->n[k] * sizeof *v);
		s->dyn[k] = xcalloc(s->n[k] + 1, sizeof *s->dyn[k]);
		VsGroup g = vs_group(op, (unsigned)k + 1);
		for (unsigned i = 0, j = 0; i < s->n[k]; i++)
			if (v[i] == IR_DYNAMIC && j < g.n)
				s->dyn[k][i] = operand(op, g.start + j++);
	}
}

static void slice_free(SliceLists *s)
{
	for (int k = 0; k < 3; k++) {
		free(s->vals[k]);
		free(s->dyn[k]);
	}
}

/* Entry i of list k as a constant (static, or a constant operand). */
static bool slice_constant(IrContext *ctx, const SliceLists *s, int k, unsigned i, int64_t *v)
{
	if (!s->dyn[k][i]) {
		*v = s->vals[k][i];
		return true;
	}
	IrAttr *c = ir_value_constant(ctx, s->dyn[k][i]);
	*v = c && c->kind == IR_ATTR_INTEGER ? (int64_t)c->words[0] : 0;
	return c && c->kind == IR_ATTR_INTEGER;
}

/* An op of op's kind slicing source as s says, of type t, before op (its
   discardable attributes not kept, as MLIR's builders do). */
static IrValue *slice_create(IrRewriter *rw, IrOp *op, IrType *t, IrValue *source, const SliceLists *s)
{
	IrContext *ctx = rw->ctx;
	IrValue **ops = xmalloc((1 + s->n[0] + s->n[1] + s->n[2]) * sizeof *ops);
	uint64_t segments[4] = {1, 0, 0, 0};
	unsigned n = 0;
	ops[n++] = source;
	IrAttr *props = NULL;
	for (int k = 0; k < 3; k++) {
		for (unsigned i = 0; i < s->n[k]; i++)
			if (s->dyn[k][i]) {
				ops[n++] = s->dyn[k][i];
				segments[k + 1]++;
			}
		props = ir_dict_set(ctx, props, ir_ident_cstr(ctx, static_lists[k]),
		                    ir_attr_dense_array(ctx, ctx->t_i64, s->n[k], (const uint64_t *)s->vals[k]));
	}
	props = ir_dict_set(ctx, props, ir_ident_cstr(ctx, "operandSegmentSizes"),
	                    ir_attr_dense_array(ctx, ir_type_int(ctx, 32, IR_SIGNLESS), 4, segments));
	IrOpState st = {.name = op->name, .nresults = 1, .result_types = &t, .noperands = n, .operands = ops,
	                .props = props, .loc = ir_op_loc(ctx, op)};
	IrValue *v = &ir_op_results(ir_rewriter_create(rw, &st))[0];
	free(ops);
	return v;
}

/* op replaced by v cast to op's type (memref.cast). */
static void replace_by_cast(IrRewriter *rw, IrOp *op, IrValue *v)
{
	IrType *t = ir_op_results(op)[0].type;
	IrOpState st = {.name = ir_ident_cstr(rw->ctx, "memref.cast"), .nresults = 1, .result_types = &t,
	                .noperands = 1, .operands = &v, .loc = ir_op_loc(rw->ctx, op)};
	ir_rewriter_replace_op_with(rw, op, &ir_op_results(ir_rewriter_create(rw, &st))[0]);
}

/* MLIR's getCanonicalSubViewResultType: the type of op's slice s of
   source, without the dims op's result drops of op's source. */
static IrType *canonical_subview_type(IrContext *ctx, const IrOp *op, const IrType *source, const SliceLists *s,
                                      const int64_t *old_sizes)
{
	unsigned rank = source->shaped.rank;
	if (rank > VS_MAX_RANK || s->n[0] != rank || s->n[1] != rank || s->n[2] != rank)
		return NULL;
	bool dropped[VS_MAX_RANK];
	if (!memref_dropped_dims(operand(op, 0)->type, ir_op_results(op)[0].type, old_sizes, dropped))
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
	SliceLists s;
	slice_read(op, &s);
	int64_t *old_sizes = xmalloc((s.n[1] + 1) * sizeof *old_sizes);
	memcpy(old_sizes, s.vals[1], s.n[1] * sizeof *old_sizes);
	bool folded = false;
	for (int k = 0; k < 3; k++)
		for (unsigned i = 0; i < s.n[k]; i++) {
			int64_t c;
			if (s.dyn[k][i] && slice_constant(ctx, &s, k, i, &c) && (k == 2 ? c != 0 : c >= 0)) {
				s.vals[k][i] = c;
				s.dyn[k][i] = NULL;
				folded = true;
			}
		}
	IrValue *src = operand(op, 0);
	IrType *t = NULL, *rt = ir_op_results(op)[0].type;
	int64_t bad;
	bool at_offset;
	const int64_t *const lists[3] = {s.vals[0], s.vals[1], s.vals[2]};
	unsigned n = s.n[0] < s.n[1] ? s.n[0] : s.n[1];
	if (folded && subview && vs_slice_out_of_bounds(src->type, lists, n < s.n[2] ? n : s.n[2], &bad, &at_offset) < 0)
		t = canonical_subview_type(ctx, op, src->type, &s, old_sizes);
	else if (folded && !subview && s.n[0] == 1 && s.n[1] == s.n[2])
		t = ir_type_memref(ctx, s.n[1], s.vals[1], rt->shaped.elem, ir_attr_strided(ctx, s.n[2], s.vals[2], s.vals[0][0]),
		                   rt->shaped.space);
	if (t)
		replace_by_cast(rw, op, slice_create(rw, op, t, src, &s));
	free(old_sizes);
	slice_free(&s);
	return t != NULL;
}

/* SubViewOpMemRefCastFolder: a subview of a cast that only loses static
   information takes the cast's source (and a cast gives back its type). */
static bool subview_of_cast(IrRewriter *rw, IrOp *op)
{
	for (unsigned i = 1; i < op->noperands; i++) {
		IrAttr *c = ir_value_constant(rw->ctx, operand(op, i));
		if (c && c->kind == IR_ATTR_INTEGER && c->type->kind == IR_TYPE_INDEX)
			return false; /* left to the constant folder */
	}
	IrOp *cast = ir_value_def(operand(op, 0));
	if (!is_op(cast, "memref.cast") || !memref_cast_loses_only(cast))
		return false;
	SliceLists s;
	slice_read(op, &s);
	IrType *t = canonical_subview_type(rw->ctx, op, operand(cast, 0)->type, &s, s.vals[1]);
	if (t)
		replace_by_cast(rw, op, slice_create(rw, op, t, operand(cast, 0), &s));
	slice_free(&s);
	return t != NULL;
}

/* Does s take all of source: offsets 0, strides 1, sizes the static sizes? */
static bool takes_all(IrContext *ctx, const SliceLists *s, const IrType *source)
{
	for (int k = 0; k < 3; k++)
		for (unsigned i = 0; i < s->n[k]; i++) {
			int64_t v, want = k == 0 ? 0 : k == 2 ? 1 : i < source->shaped.rank ? source->shaped.dims[i] : 0;
			if (!slice_constant(ctx, s, k, i, &v) || v != want || want == IR_DYNAMIC)
				return false;
		}
	return true;
}

/* TrivialSubViewOpFolder: a subview of all of its source is the source
   (cast to the subview's type). */
static bool trivial_subview(IrRewriter *rw, IrOp *op)
{
	SliceLists s;
	slice_read(op, &s);
	IrValue *src = operand(op, 0);
	bool all = takes_all(rw->ctx, &s, src->type);
	slice_free(&s);
	if (!all)
		return false;
	if (src->type == ir_op_results(op)[0].type)
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
	IrType *t = ir_op_results(op)[0].type;
	if (src->type == t && ir_type_num_elements(t) >= 0 && static_layout(t->shaped.layout)) {
		results[0].value = src;
		return IR_FOLD_RESULTS;
	}
	IrOp *inner = ir_value_def(src);
	if (!is_op(inner, "memref.subview") || src->type != t)
		return IR_FOLD_FAILED;
	SliceLists s, is;
	slice_read(op, &s);
	slice_read(inner, &is);
	bool same = s.n[1] == is.n[1];
	for (unsigned i = 0; i < s.n[1] && same; i++)
		same = s.vals[1][i] == is.vals[1][i] && s.dyn[1][i] == is.dyn[1][i];
	for (int k = 0; k < 3; k += 2)
		for (unsigned i = 0; i < s.n[k] && same; i++) {
			int64_t v;
			same = slice_constant(ctx, &s, k, i, &v) && v == (k == 0 ? 0 : 1);
		}
	slice_free(&s);
	slice_free(&is);
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

const IrPattern memref_reinterpret_cast_patterns[] = {
	{"mlir::OpWithOffsetSizesAndStridesConstantArgumentFolder<mlir::memref::ReinterpretCastOp, "
	 "ReinterpretCastReturnTypeCanonicalizer, ReinterpretCastCanonicalizer>", 1, constant_arguments},
	{NULL, 0, NULL},
};
