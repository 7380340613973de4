/* pad.c: the folder and canonicalization patterns of tensor.pad (MLIR 22's
   TensorOps.cpp): a pad to its source's static type, a pad of zeros
   everywhere turned into a cast, a pad of a cast that only loses static
   sizes padding the cast's source, a pad whose one user casts it to a more
   static type made of that type, constant paddings made static, two pads
   of slices that pad different dimensions made one, and a pad of a pad of
   the same value made one. */
#include "tensor.h"

static IrValue *operand(const IrOp *op, unsigned i)
{
	return ir_op_operand(op, i);
}

static IrType *result_type(const IrOp *op)
{
	return ir_value_type(&ir_op_results(op)[0]);
}

/* Is every entry of the static list `attr` (dynamic ones operand group
   `group`) zero, or a constant zero? */
static bool all_zero(IrContext *ctx, const IrOp *op, const char *attr, unsigned group)
{
	unsigned n;
	const int64_t *v = vs_i64s(ir_op_get_attr(op, attr), &n);
	for (unsigned i = 0; i < n; i++) {
		if (v[i] == 0)
			continue;
		IrValue *d = vs_dynamic_entry(op, attr, group, i);
		IrAttr *c = d ? ir_value_constant(ctx, d) : NULL;
		if (!c || c->kind != IR_ATTR_INTEGER || c->words[0] != 0)
			return false;
	}
	return true;
}

/* MLIR's PadOp::fold: a pad (not nofold) to its source's static type is
   its source. */
IrFoldStatus tensor_fold_pad(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	(void)ctx, (void)c;
	IrType *t = result_type(op);
	if (ir_op_get_attr(op, "nofold") || ir_type_num_elements(t) < 0 || ir_value_type(operand(op, 0)) != t)
		return IR_FOLD_FAILED;
	results[0].value = operand(op, 0);
	return IR_FOLD_RESULTS;
}

/* FoldStaticZeroPadding: padding nothing is a cast. */
static bool zero_padding(IrRewriter *rw, IrOp *op)
{
	if (ir_op_get_attr(op, "nofold") || !all_zero(rw->ctx, op, "static_low", 1) ||
	    !all_zero(rw->ctx, op, "static_high", 2))
		return false;
	IrType *t = result_type(op);
	IrValue *src = operand(op, 0);
	IrOpState st = {.name = ir_ident_cstr(rw->ctx, "tensor.cast"), .nresults = 1, .result_types = &t,
	                .noperands = 1, .operands = &src, .loc = ir_op_loc(rw->ctx, op)};
	ir_rewriter_replace_op_with(rw, op, &ir_op_results(ir_rewriter_create(rw, &st))[0]);
	return true;
}

static IrOp *def_of(const IrValue *v, const char *name)
{
	IrOp *def = ir_value_def(v);
	return def && !strcmp(ir_op_name(def)->s, name) ? def : NULL;
}

static const char *const pad_lists[2] = {"static_low", "static_high"};

/* A pad's low and high paddings as lists 0 and 1 of a VsSlice (list 2
   empty), each entry static or its operand. */
static void pad_read(const IrOp *op, VsSlice *s)
{
	for (int k = 0; k < 2; k++) {
		const int64_t *v = vs_i64s(ir_op_get_attr(op, pad_lists[k]), &s->n[k]);
		s->vals[k] = xmalloc((s->n[k] + 1) * sizeof *s->vals[k]);
		memcpy(s->vals[k], v, s->n[k] * sizeof *v);
		s->dyn[k] = xcalloc(s->n[k] + 1, sizeof *s->dyn[k]);
		for (unsigned i = 0; i < s->n[k]; i++)
			s->dyn[k][i] = vs_dynamic_entry(op, pad_lists[k], 1 + (unsigned)k, i);
	}
	s->n[2] = 0;
	s->vals[2] = NULL;
	s->dyn[2] = NULL;
}

/* A tensor.pad of type t (at op's location) padding source as s says,
   with the discardable attributes attrs, its body taken from body_of
   (MLIR clones it or moves it; body_of is replaced right after, so the
   two are the same). */
static IrValue *pad_create(IrRewriter *rw, IrOp *op, IrType *t, IrValue *source, const VsSlice *s, bool nofold,
                           IrAttr *attrs, IrOp *body_of)
{
	IrContext *ctx = rw->ctx;
	IrValue **ops = xmalloc((1 + s->n[0] + s->n[1]) * sizeof *ops);
	uint64_t segments[3] = {1, 0, 0};
	unsigned n = 0;
	ops[n++] = source;
	IrAttr *props = nofold ? ir_dict_set(ctx, NULL, ir_ident_cstr(ctx, "nofold"), ir_attr_unit(ctx)) : NULL;
	for (int k = 0; k < 2; k++) {
		for (unsigned i = 0; i < s->n[k]; i++)
			if (s->dyn[k][i]) {
				ops[n++] = s->dyn[k][i];
				segments[1 + k]++;
			}
		props = ir_dict_set(ctx, props, ir_ident_cstr(ctx, pad_lists[k]),
		                    ir_attr_dense_array(ctx, ctx->t_i64, s->n[k], (const uint64_t *)s->vals[k]));
	}
	props = ir_dict_set(ctx, props, ir_ident_cstr(ctx, "operandSegmentSizes"),
	                    ir_attr_dense_array(ctx, ir_type_int(ctx, 32, IR_SIGNLESS), 3, segments));
	IrOpState st = {.name = ir_ident_cstr(ctx, "tensor.pad"), .nresults = 1, .result_types = &t, .noperands = n,
	                .operands = ops, .nregions = 1, .props = props, .attrs = attrs, .loc = ir_op_loc(ctx, op)};
	IrOp *pad = ir_op_create(ctx, &st);
	free(ops);
	ir_region_take_body(ctx, &ir_op_regions(pad)[0], &ir_op_regions(body_of)[0]);
	ir_rewriter_insert(rw, pad);
	return &ir_op_results(pad)[0];
}

/* op rebuilt with result type t on source (its paddings, nofold and
   attributes kept). */
static IrValue *pad_retyped(IrRewriter *rw, IrOp *op, IrType *t, IrValue *source)
{
	VsSlice s;
	pad_read(op, &s);
	IrValue *v = pad_create(rw, op, t, source, &s, ir_op_get_attr(op, "nofold"), ir_op_attrs(op), op);
	vs_slice_free(&s);
	return v;
}

/* A cast of v to op's type replaces op. */
static void replace_by_cast(IrRewriter *rw, IrOp *op, IrValue *v)
{
	IrType *t = result_type(op);
	IrOpState st = {.name = ir_ident_cstr(rw->ctx, "tensor.cast"), .nresults = 1, .result_types = &t,
	                .noperands = 1, .operands = &v, .loc = ir_op_loc(rw->ctx, op)};
	ir_rewriter_replace_op_with(rw, op, &ir_op_results(ir_rewriter_create(rw, &st))[0]);
}

/* FoldSourceTensorCast: a pad of a cast that only loses static sizes pads
   the cast's source, in place when the type PadOp::inferResultType gives
   is the pad's own; else a pad of that type (of the cast still: a second
   round takes its source) and a cast back. */
static bool pad_of_cast(IrRewriter *rw, IrOp *op)
{
	IrOp *cast = def_of(operand(op, 0), "tensor.cast");
	if (!cast || !tensor_cast_loses_only(cast))
		return false;
	IrType *src = ir_value_type(operand(cast, 0)), *t = result_type(op);
	unsigned nl, nh, rank = src->shaped.rank;
	const int64_t *low = vs_i64s(ir_op_get_attr(op, "static_low"), &nl);
	const int64_t *high = vs_i64s(ir_op_get_attr(op, "static_high"), &nh);
	if (nl != rank || nh != rank || t->shaped.rank != rank)
		return false;
	int64_t *dims = xmalloc((rank + 1) * sizeof *dims);
	for (unsigned i = 0; i < rank; i++) {
		int64_t d = src->shaped.dims[i];
		dims[i] = d == IR_DYNAMIC || low[i] == IR_DYNAMIC || high[i] == IR_DYNAMIC ? t->shaped.dims[i]
		                                                                           : d + low[i] + high[i];
	}
	IrType *want = ir_type_tensor(rw->ctx, rank, dims, t->shaped.elem, NULL);
	free(dims);
	if (want == t) {
		ir_op_set_operand(op, 0, operand(cast, 0));
		ir_rewriter_modified(rw, op);
	} else {
		replace_by_cast(rw, op, pad_retyped(rw, op, want, operand(op, 0)));
	}
	return true;
}

/* FoldTargetTensorCast: a pad whose one user casts it to a type with at
   least its static sizes is a pad of that type. */
static bool cast_of_pad(IrRewriter *rw, IrOp *op)
{
	IrUse *use = ir_value_uses(&ir_op_results(op)[0]);
	IrOp *cast = use && !ir_use_next(use) ? ir_use_owner(use) : NULL;
	if (!cast || strcmp(ir_op_name(cast)->s, "tensor.cast") || !tensor_preserves_static(result_type(op), result_type(cast)))
		return false;
	IrValue *v = pad_retyped(rw, op, result_type(cast), operand(op, 0));
	ir_rewriter_replace_op_with(rw, op, v);
	ir_rewriter_replace_op_with(rw, cast, v);
	return true;
}

/* FoldStaticPadding: constant paddings made static, when that makes a
   dynamic size of the result static; a cast back. The new pad drops nofold
   and the discardable attributes, as MLIR's builder call does. */
static bool static_padding(IrRewriter *rw, IrOp *op)
{
	IrType *in = ir_value_type(operand(op, 0)), *t = result_type(op);
	VsSlice s;
	pad_read(op, &s);
	unsigned rank = in->shaped.rank;
	bool ok = t->shaped.rank == rank && s.n[0] == rank && s.n[1] == rank;
	for (int k = 0; ok && k < 2; k++)
		for (unsigned i = 0; i < rank; i++) {
			int64_t c;
			if (s.dyn[k][i] && vs_slice_constant(rw->ctx, &s, k, i, &c)) {
				s.vals[k][i] = c;
				s.dyn[k][i] = NULL;
			}
		}
	int64_t *dims = xmalloc((rank + 1) * sizeof *dims);
	bool changed = false, all_dynamic = true;
	for (unsigned i = 0; ok && i < rank; i++) {
		int64_t d = in->shaped.dims[i], lo = s.vals[0][i], hi = s.vals[1][i];
		dims[i] = t->shaped.dims[i];
		if (dims[i] == IR_DYNAMIC && d != IR_DYNAMIC && !s.dyn[0][i] && !s.dyn[1][i]) {
			dims[i] = d + lo + hi;
			changed = true;
		}
		all_dynamic = all_dynamic && dims[i] == IR_DYNAMIC;
	}
	ok = ok && changed && !all_dynamic;
	if (ok) {
		IrType *nt = ir_type_tensor(rw->ctx, rank, dims, t->shaped.elem, NULL);
		replace_by_cast(rw, op, pad_create(rw, op, nt, operand(op, 0), &s, false, NULL, op));
	}
	free(dims);
	vs_slice_free(&s);
	return ok;
}

/* MLIR's PadOp::getConstantPaddingValue: what the body yields when that is
   a constant or defined outside the body, else NULL. */
static IrValue *padding_value(IrContext *ctx, const IrOp *op)
{
	IrBlock *body = ir_region_first(&ir_op_regions(op)[0]);
	IrOp *yield = body ? ir_block_last(body) : NULL;
	if (!yield || strcmp(ir_op_name(yield)->s, "tensor.yield"))
		return NULL;
	IrValue *v = operand(yield, 0);
	if (ir_value_constant(ctx, v))
		return v;
	return ir_value_block(v) == body ? NULL : v;
}

/* MLIR's PadOp::getPaddedDims: the dimensions with a low or high padding
   that is not a constant 0. */
static void padded_dims(IrContext *ctx, const VsSlice *s, bool *padded)
{
	for (unsigned i = 0; i < s->n[0]; i++) {
		int64_t lo, hi;
		padded[i] = !vs_slice_constant(ctx, s, 0, i, &lo) || lo != 0 || !vs_slice_constant(ctx, s, 1, i, &hi) || hi != 0;
	}
}

/* Is entry i of list k the constant c? */
static bool entry_is(IrContext *ctx, const VsSlice *s, int k, unsigned i, int64_t c)
{
	int64_t v;
	return vs_slice_constant(ctx, s, k, i, &v) && v == c;
}

static void entry_copy(VsSlice *to, int kt, unsigned i, const VsSlice *from, int kf)
{
	to->vals[kt][i] = from->vals[kf][i];
	to->dyn[kt][i] = from->dyn[kf][i];
}

/* FoldOrthogonalPaddings: a pad (only high) of a unit-stride slice of a
   pad (only high, not nofold) of a unit-stride slice, the two pads by the
   same constant padding value in different dimensions, is one slice and
   one pad, when in each dimension one of the slices is at offset 0 of
   what the other pad did not pad, and the inner slice takes all of what
   the outer pad padded. */
static bool orthogonal_paddings(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	IrOp *inner = def_of(operand(op, 0), "tensor.extract_slice");
	IrOp *outer_pad = inner ? def_of(operand(inner, 0), "tensor.pad") : NULL;
	IrOp *outer = outer_pad && !ir_op_get_attr(outer_pad, "nofold") ? def_of(operand(outer_pad, 0), "tensor.extract_slice")
	                                                               : NULL;
	if (!outer)
		return false;
	unsigned rank = ir_value_type(operand(op, 0))->shaped.rank;
	if (ir_value_type(operand(outer, 0))->shaped.rank != rank)
		return false;
	VsSlice is, os, ip, op_, np;
	vs_slice_read(inner, 1, &is);
	vs_slice_read(outer, 1, &os);
	pad_read(op, &ip);
	pad_read(outer_pad, &op_);
	bool ok = is.n[0] == rank && os.n[0] == rank && ip.n[0] == rank && op_.n[0] == rank;
	for (unsigned i = 0; ok && i < rank; i++)
		ok = entry_is(ctx, &is, 2, i, 1) && entry_is(ctx, &os, 2, i, 1) && entry_is(ctx, &ip, 0, i, 0) &&
		     entry_is(ctx, &op_, 0, i, 0);
	IrValue *iv = padding_value(ctx, op), *ov = padding_value(ctx, outer_pad);
	ok = ok && iv && ov && ir_value_constant(ctx, iv) && ir_value_constant(ctx, iv) == ir_value_constant(ctx, ov);
	bool *in_dims = xcalloc(2 * rank + 1, sizeof *in_dims), *out_dims = in_dims + rank;
	if (ok) {
		padded_dims(ctx, &ip, in_dims);
		padded_dims(ctx, &op_, out_dims);
	}
	/* the new slice: offsets and sizes combined into is, strides the inner's */
	const int64_t *inner_src = ir_value_type(operand(inner, 0))->shaped.dims;
	for (unsigned i = 0; ok && i < rank; i++) {
		ok = !(in_dims[i] && out_dims[i]);
		if (!ok)
			break;
		if (!in_dims[i] && entry_is(ctx, &is, 0, i, 0))
			entry_copy(&is, 0, i, &os, 0);
		else if (out_dims[i] || !entry_is(ctx, &os, 0, i, 0))
			ok = false;
		if (ok && out_dims[i]) {
			ok = entry_is(ctx, &is, 1, i, inner_src[i]);
			entry_copy(&is, 1, i, &os, 1);
		}
	}
	if (ok) {
		/* the new pad: the inner pad's low paddings (zeros), the high ones
		   of the pad that pads each dimension */
		pad_read(op, &np);
		for (unsigned i = 0; i < rank; i++) {
			if (out_dims[i])
				entry_copy(&np, 1, i, &op_, 1);
			else if (!in_dims[i]) {
				np.vals[1][i] = 0;
				np.dyn[1][i] = NULL;
			}
		}
		int64_t *dims = xmalloc((rank + 1) * sizeof *dims);
		for (unsigned i = 0; i < rank; i++)
			dims[i] = is.dyn[1][i] ? IR_DYNAMIC : is.vals[1][i];
		IrType *st = ir_type_tensor(ctx, rank, dims, result_type(op)->shaped.elem, NULL);
		free(dims);
		IrValue *slice = vs_slice_create(rw, inner, st, operand(outer, 0), &is);
		ir_value_def(slice)->loc = ir_ref(ir_op_loc(ctx, op)); /* MLIR builds it at the pad */
		ir_rewriter_replace_op_with(rw, op, pad_create(rw, op, result_type(op), slice, &np,
		                                               ir_op_get_attr(op, "nofold"), ir_op_attrs(op), op));
		vs_slice_free(&np);
	}
	free(in_dims);
	vs_slice_free(&is);
	vs_slice_free(&os);
	vs_slice_free(&ip);
	vs_slice_free(&op_);
	return ok;
}

/* FoldConsecutiveConstantPadding: a pad (not nofold) of a pad (not
   nofold) by the same padding value pads the inner one's source by the
   sums, each built as MLIR's makeComposedFoldedAffineApply of d0 + d1
   (the high ones first, as MLIR). */
static bool consecutive_padding(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	IrOp *producer = def_of(operand(op, 0), "tensor.pad");
	if (ir_op_get_attr(op, "nofold") || !producer || ir_op_get_attr(producer, "nofold"))
		return false;
	IrValue *v = padding_value(ctx, op);
	if (!v || v != padding_value(ctx, producer))
		return false;
	VsSlice a, b;
	pad_read(op, &a);
	pad_read(producer, &b);
	bool ok = a.n[0] == b.n[0] && a.n[1] == b.n[1];
	IrAffineExpr *sum[1] = {ir_affine_binary(ctx, IR_AFFINE_ADD, ir_affine_dim(ctx, 0), ir_affine_dim(ctx, 1))};
	IrAffineMap *add = ir_affine_map(ctx, 2, 0, 1, sum, 0, NULL);
	ir_rewriter_set_insertion_before(rw, op);
	for (int k = 1; ok && k >= 0; k--)
		for (unsigned i = 0; ok && i < a.n[k]; i++) {
			int64_t consts[2] = {a.vals[k][i], b.vals[k][i]};
			IrValue *values[2] = {a.dyn[k][i], b.dyn[k][i]};
			/* failing, applies built for earlier entries are left unused */
			ok = affine_build_folded_apply(rw, op, add, consts, values, &a.dyn[k][i], &a.vals[k][i]);
			if (ok && a.dyn[k][i])
				a.vals[k][i] = IR_DYNAMIC;
		}
	if (ok)
		ir_rewriter_replace_op_with(rw, op, pad_create(rw, op, result_type(op), operand(producer, 0), &a, false,
		                                               ir_op_attrs(op), op));
	vs_slice_free(&a);
	vs_slice_free(&b);
	return ok;
}

const IrPattern tensor_pad_patterns[] = {
	{"(anonymous namespace)::FoldStaticZeroPadding", 1, zero_padding},
	{"(anonymous namespace)::FoldSourceTensorCast", 1, pad_of_cast},
	{"(anonymous namespace)::FoldTargetTensorCast", 1, cast_of_pad},
	{"(anonymous namespace)::FoldOrthogonalPaddings", 1, orthogonal_paddings},
	{"(anonymous namespace)::FoldStaticPadding", 1, static_padding},
	{"(anonymous namespace)::FoldConsecutiveConstantPadding", 1, consecutive_padding},
	{NULL, 0, NULL},
};
