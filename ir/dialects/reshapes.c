/* reshapes.c: the canonicalization patterns tensor and memref share for
   collapse_shape and expand_shape (MLIR 22's ReshapeOpsUtils.h and the
   cast folders of TensorOps.cpp and MemRefOps.cpp): two reshapes of the
   same kind composed into one, a collapse of an expand and an expand of a
   collapse composed into one reshape (or a cast), a collapse of a cast. */
#include "shaped.h"

static IrValue *operand(const IrOp *op, unsigned i)
{
	return ir_op_operand(op, i);
}

static IrType *result_type(const IrOp *op)
{
	return ir_value_type(&ir_op_results(op)[0]);
}

static bool is_collapse(const IrOp *op)
{
	return strstr(ir_op_name(op)->s, ".collapse_shape") != NULL;
}

/* The producer of op's source when it is the reshape `kind` of op's
   dialect (collapse_shape or expand_shape). */
static IrOp *reshape_source(const IrOp *op, const char *kind)
{
	IrOp *def = ir_value_def(operand(op, 0));
	const char *dot = strchr(ir_op_name(op)->s, '.');
	if (!def || strncmp(ir_op_name(def)->s, ir_op_name(op)->s, (size_t)(dot - ir_op_name(op)->s) + 1))
		return NULL;
	return !strcmp(ir_op_name(def)->s + (dot - ir_op_name(op)->s) + 1, kind) ? def : NULL;
}

/* MLIR's hasNonIdentityLayout, negated: tensors, and memrefs without a
   layout. */
static bool plain_layout(const IrType *t)
{
	return t->kind != IR_TYPE_MEMREF || vs_layout_is_identity(t);
}

static bool reassoc_of(const IrOp *op, VsReassoc *r)
{
	return vs_read_reassoc(ir_op_get_attr(op, "reassociation"), r);
}

/* The reassociation attribute `[[0, 1], [2]]` of r. */
static IrAttr *reassoc_attr(IrContext *ctx, const VsReassoc *r)
{
	IrAttr **groups = xmalloc((r->ngroups + 1) * sizeof *groups);
	for (unsigned g = 0; g < r->ngroups; g++) {
		unsigned n = r->start[g + 1] - r->start[g];
		IrAttr **idx = xmalloc((n + 1) * sizeof *idx);
		for (unsigned k = 0; k < n; k++)
			idx[k] = ir_attr_int(ctx, ctx->t_i64, r->idx[r->start[g] + k]);
		groups[g] = ir_attr_array(ctx, n, idx);
		free(idx);
	}
	IrAttr *a = ir_attr_array(ctx, r->ngroups, groups);
	free(groups);
	return a;
}

/* A reshape of kind `kind` (op's dialect) of src to t with reassociation r;
   an expand takes the output shape `shape` (rank entries, IR_DYNAMIC where
   dyn gives the value).  It replaces op. */
static void replace_by_reshape(IrRewriter *rw, IrOp *op, const char *kind, IrType *t, IrValue *src,
                               const VsReassoc *r, const int64_t *shape, IrValue *const *dyn)
{
	IrContext *ctx = rw->ctx;
	char name[64];
	const char *dot = strchr(ir_op_name(op)->s, '.');
	snprintf(name, sizeof name, "%.*s.%s", (int)(dot - ir_op_name(op)->s), ir_op_name(op)->s, kind);
	IrAttr *props = ir_dict_set(ctx, NULL, ir_ident_cstr(ctx, "reassociation"), reassoc_attr(ctx, r));
	unsigned rank = t->shaped.rank, n = 0;
	IrValue **ops = xmalloc((rank + 2) * sizeof *ops);
	ops[n++] = src;
	if (shape) {
		for (unsigned i = 0; i < rank; i++)
			if (shape[i] == IR_DYNAMIC)
				ops[n++] = dyn[i];
		props = ir_dict_set(ctx, props, ir_ident_cstr(ctx, "static_output_shape"),
		                    ir_attr_dense_array(ctx, ctx->t_i64, rank, (const uint64_t *)shape));
	}
	IrOpState st = {.name = ir_ident_cstr(ctx, name), .nresults = 1, .result_types = &t, .noperands = n,
	                .operands = ops, .props = props, .loc = ir_op_loc(ctx, op)};
	ir_rewriter_replace_op_with(rw, op, &ir_op_results(ir_rewriter_create(rw, &st))[0]);
	free(ops);
}

/* An expand_shape's output shape: static entries, and the operand of
   each dynamic one in dyn. */
static void output_shape(const IrOp *expand, int64_t *shape, IrValue **dyn)
{
	unsigned n, k = 1;
	const int64_t *s = vs_i64s(ir_op_get_attr(expand, "static_output_shape"), &n);
	for (unsigned i = 0; i < n; i++) {
		shape[i] = s[i];
		dyn[i] = s[i] == IR_DYNAMIC && k < expand->noperands ? operand(expand, k++) : NULL;
	}
}

/* MLIR's composeReassociationIndices: the groups of the outer reshape
   (fewer of them) made of the inner one's groups they list. */
static bool compose_reassoc(const VsReassoc *a, const VsReassoc *b, VsReassoc *out)
{
	if (a->ngroups == b->ngroups)
		return false;
	const VsReassoc *many = a->ngroups > b->ngroups ? a : b, *few = a->ngroups > b->ngroups ? b : a;
	out->ngroups = few->ngroups;
	out->start[0] = 0;
	if (!few->ngroups)
		return true;
	if (few->start[few->ngroups] != many->ngroups)
		return false;
	unsigned n = 0;
	for (unsigned g = 0; g < few->ngroups; g++) {
		for (unsigned k = few->start[g]; k < few->start[g + 1]; k++) {
			int64_t j = few->idx[k];
			if (j < 0 || j >= (int64_t)many->ngroups)
				return false;
			for (unsigned m = many->start[j]; m < many->start[j + 1]; m++)
				out->idx[n++] = many->idx[m];
		}
		out->start[g + 1] = n;
	}
	return true;
}

/* ComposeReassociativeReshapeOps: a collapse of a collapse, or an expand
   of an expand, is one reshape of the first one's source. */
bool vs_compose_reshapes(IrRewriter *rw, IrOp *op)
{
	const char *kind = is_collapse(op) ? "collapse_shape" : "expand_shape";
	IrOp *inner = reshape_source(op, kind);
	VsReassoc a, b, r;
	if (!inner || !plain_layout(ir_value_type(operand(inner, 0))) || !plain_layout(ir_value_type(operand(op, 0))) ||
	    !plain_layout(result_type(op)) || !reassoc_of(inner, &a) || !reassoc_of(op, &b) ||
	    !compose_reassoc(&a, &b, &r))
		return false;
	IrType *t = result_type(op);
	int64_t shape[VS_MAX_RANK];
	IrValue *dyn[VS_MAX_RANK];
	if (!is_collapse(op))
		output_shape(op, shape, dyn);
	replace_by_reshape(rw, op, kind, t, operand(inner, 0), &r, is_collapse(op) ? NULL : shape, dyn);
	return true;
}

/* A new op `name` of one result of type t before op. */
static IrValue *create(IrRewriter *rw, IrOp *op, const char *name, IrType *t, unsigned n, IrValue **operands)
{
	IrOpState st = {.name = ir_ident_cstr(rw->ctx, name), .nresults = 1, .result_types = &t, .noperands = n,
	                .operands = operands, .loc = ir_op_loc(rw->ctx, op)};
	return &ir_op_results(ir_rewriter_create(rw, &st))[0];
}

/* The cast op of op's dialect. */
static const char *cast_name(const IrOp *op)
{
	return !strncmp(ir_op_name(op)->s, "tensor.", 7) ? "tensor.cast" : "memref.cast";
}

/* ComposeCollapseOfExpandOp: a collapse of an expand whose groups cover
   each other is one collapse (the source has the higher rank), one
   expand (its dynamic sizes multiplied), or a cast. */
bool vs_collapse_of_expand(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	IrOp *expand = reshape_source(op, "expand_shape");
	if (!expand)
		return false;
	IrType *src = ir_value_type(operand(expand, 0)), *res = result_type(op);
	if (!plain_layout(ir_value_type(operand(op, 0))) || !plain_layout(src) || src == res)
		return false;
	VsReassoc e, c, high, low, out;
	if (!reassoc_of(expand, &e) || !reassoc_of(op, &c))
		return false;
	bool collapsing = src->shaped.rank > res->shaped.rank;
	high = collapsing ? e : c;
	low = collapsing ? c : e;
	unsigned h = 0, n = 0;
	out.ngroups = low.ngroups;
	out.start[0] = 0;
	for (unsigned g = 0; g < low.ngroups; g++) {
		int64_t last = low.idx[low.start[g + 1] - 1];
		while (h < high.ngroups) {
			int64_t right = high.idx[high.start[h + 1] - 1];
			if (right > last)
				return false;
			out.idx[n++] = h++;
			if (right == last)
				break;
		}
		out.start[g + 1] = n;
	}
	if (collapsing) {
		replace_by_reshape(rw, op, "collapse_shape", res, operand(expand, 0), &out, NULL, NULL);
		return true;
	}
	if (src->shaped.rank == res->shaped.rank) {
		IrValue *v = operand(expand, 0);
		ir_rewriter_replace_op_with(rw, op, create(rw, op, cast_name(op), res, 1, &v));
		return true;
	}
	int64_t orig[VS_MAX_RANK], shape[VS_MAX_RANK];
	IrValue *odyn[VS_MAX_RANK], *dyn[VS_MAX_RANK];
	output_shape(expand, orig, odyn);
	IrType *index = ir_type_index(ctx);
	for (unsigned g = 0; g < c.ngroups; g++) {
		int64_t elems = 1;
		IrValue *v = NULL;
		for (unsigned k = c.start[g]; k < c.start[g + 1]; k++) {
			int64_t i = c.idx[k];
			if (orig[i] != IR_DYNAMIC) {
				elems *= orig[i];
			} else if (!v) {
				v = odyn[i];
			} else {
				IrValue *ops[2] = {v, odyn[i]};
				v = create(rw, op, "arith.muli", index, 2, ops);
			}
		}
		if (v && elems != 1) {
			IrAttr *value = ir_attr_int(ctx, index, elems);
			IrValue *ops[2] = {v, &ir_op_results(ir_rewriter_insert(rw, arith_materialize_constant(
			                          ctx, value, index, ir_op_loc(ctx, op))))[0]};
			v = create(rw, op, "arith.muli", index, 2, ops);
		}
		shape[g] = v ? IR_DYNAMIC : elems;
		dyn[g] = v;
	}
	replace_by_reshape(rw, op, "expand_shape", res, operand(expand, 0), &out, shape, dyn);
	return true;
}

/* ---- MLIR 22's getReassociationIndicesForCollapse ---- */

/* An inclusive range of source dimensions. */
typedef struct {
	int64_t l, r;
} Range;

static bool range_ok(Range g, unsigned n)
{
	return g.l >= 0 && g.l <= g.r && g.r <= (int64_t)n - 1;
}

/* From start, the first dimensions that hold a dynamic one (with greedy,
   all the rest too). */
static bool range_for_dynamic(const int64_t *shape, unsigned n, int64_t start, bool greedy, Range *out)
{
	Range it = {start, start};
	if (start < 0 || start > (int64_t)n - 1)
		return false;
	bool found = false;
	for (; it.r <= (int64_t)n - 1; it.r++) {
		if (found && !greedy)
			break;
		found |= shape[it.r] == IR_DYNAMIC;
		*out = it;
	}
	return found;
}

/* From start, the first static dimensions whose product is size (with
   greedy, with the unit dimensions after them). */
static bool range_for_size(const int64_t *shape, unsigned n, int64_t start, int64_t size, bool greedy, Range *out)
{
	Range it = {start, start};
	if (start < 0 || start > (int64_t)n - 1)
		return false;
	*out = it;
	int64_t prod = 1;
	bool reached = false;
	while (it.l >= 0 && it.r <= (int64_t)n - 1) {
		int64_t d = shape[it.r];
		if (reached && !greedy)
			break;
		if (d == IR_DYNAMIC) {
			if (reached)
				break;
			prod = 1;
			it = (Range){it.r + 1, it.r + 1};
			*out = it;
			continue;
		}
		prod *= d;
		if (prod > size && reached)
			break;
		while (prod > size && it.l != it.r)
			prod /= shape[it.l++];
		*out = it;
		reached |= prod == size;
		it.r++;
	}
	return reached;
}

/* One range of source dimensions per target dimension, scanning left to
   right; skipped dimensions join a dynamic target dimension before them. */
static bool ranges_for_collapse(const int64_t *src, unsigned ns, const int64_t *tgt, unsigned nt, Range *out)
{
	int64_t idx = 0;
	for (unsigned t = 0; t < nt; t++) {
		Range g;
		bool greedy = t == nt - 1;
		bool ok = tgt[t] == IR_DYNAMIC ? range_for_dynamic(src, ns, idx, greedy, &g)
		                               : range_for_size(src, ns, idx, tgt[t], greedy, &g);
		if (!ok || !range_ok(g, ns))
			return false;
		if (g.l > idx) {
			if (!t || tgt[t - 1] != IR_DYNAMIC)
				return false;
			out[t - 1].r = g.l - 1;
		}
		idx = g.r + 1;
		out[t] = g;
	}
	return out[nt - 1].r >= (int64_t)ns - 1;
}

/* The same, scanning right to left. */
static bool ranges_for_collapse_reversed(const int64_t *src, unsigned ns, const int64_t *tgt, unsigned nt,
                                         Range *out)
{
	int64_t rs[VS_MAX_RANK], rt[VS_MAX_RANK];
	Range rev[VS_MAX_RANK];
	for (unsigned i = 0; i < ns; i++)
		rs[i] = src[ns - 1 - i];
	for (unsigned i = 0; i < nt; i++)
		rt[i] = tgt[nt - 1 - i];
	if (!ranges_for_collapse(rs, ns, rt, nt, rev))
		return false;
	for (unsigned t = 0; t < nt; t++) {
		if (!range_ok(rev[t], ns))
			return false;
		out[nt - 1 - t] = (Range){(int64_t)ns - 1 - rev[t].r, (int64_t)ns - 1 - rev[t].l};
	}
	return true;
}

/* The groups collapsing shape src (ns dimensions) into tgt, when both
   scans agree up to unit dimensions (MLIR 22 does not ask the two ranges
   of a target dimension to overlap). */
static bool reassoc_for_collapse(const int64_t *src, unsigned ns, const int64_t *tgt, unsigned nt, VsReassoc *r)
{
	if (ns <= nt || ns > VS_MAX_RANK)
		return false;
	r->start[0] = 0;
	if (!nt) {
		for (unsigned i = 0; i < ns; i++) {
			if (src[i] != 1 && src[i] != IR_DYNAMIC)
				return false;
			r->idx[i] = i;
		}
		r->ngroups = 1;
		r->start[1] = ns;
		return true;
	}
	Range fwd[VS_MAX_RANK], rev[VS_MAX_RANK];
	if (!ranges_for_collapse(src, ns, tgt, nt, fwd) || !ranges_for_collapse_reversed(src, ns, tgt, nt, rev))
		return false;
	unsigned n = 0;
	for (unsigned t = 0; t < nt; t++) {
		int64_t lo = fwd[t].l < rev[t].l ? fwd[t].l : rev[t].l, hi = fwd[t].r > rev[t].r ? fwd[t].r : rev[t].r;
		for (int64_t i = lo; i <= hi; i++) {
			bool in_fwd = i >= fwd[t].l && i <= fwd[t].r, in_rev = i >= rev[t].l && i <= rev[t].r;
			if (in_fwd != in_rev && src[i] != 1)
				return false;
		}
		for (int64_t i = fwd[t].l; i <= fwd[t].r; i++)
			r->idx[n++] = i;
		r->start[t + 1] = n;
	}
	r->ngroups = nt;
	return true;
}

/* ComposeExpandOfCollapseOp's findCollapsingReassociation: the groups
   collapsing src into res, found group by group of the reshapes'
   common intermediate shape. */
static bool collapsing_reassoc(const VsReassoc *sr, const VsReassoc *rr, const IrType *src, const IrType *res,
                               VsReassoc *out)
{
	const int64_t *ss = src->shaped.dims, *rs = res->shaped.dims;
	if (!sr->ngroups)
		return reassoc_for_collapse(ss, src->shaped.rank, rs, res->shaped.rank, out);
	unsigned n = 0, g = 0;
	out->start[0] = 0;
	for (unsigned k = 0; k < sr->ngroups && k < rr->ngroups; k++) {
		unsigned sn = sr->start[k + 1] - sr->start[k], rn = rr->start[k + 1] - rr->start[k];
		if (!sn || !rn)
			return false;
		int64_t s0 = sr->idx[sr->start[k]], r0 = rr->idx[rr->start[k]];
		const int64_t *sub_s = ss + s0, *sub_r = rs + r0;
		unsigned sdyn = 0, rdyn = 0;
		for (unsigned i = 0; i < sn; i++)
			sdyn += sub_s[i] == IR_DYNAMIC;
		for (unsigned i = 0; i < rn; i++)
			rdyn += sub_r[i] == IR_DYNAMIC;
		if (sdyn >= 2 && rdyn >= 2)
			return false;
		if (sn == rn) {
			if (memcmp(sub_s, sub_r, sn * sizeof *sub_s))
				return false;
			for (unsigned i = 0; i < sn; i++) {
				out->idx[n++] = s0 + i;
				out->start[++g] = n;
			}
			continue;
		}
		VsReassoc sub;
		if (!reassoc_for_collapse(sub_s, sn, sub_r, rn, &sub))
			return false;
		for (unsigned h = 0; h < sub.ngroups; h++) {
			for (unsigned i = sub.start[h]; i < sub.start[h + 1]; i++)
				out->idx[n++] = s0 + sub.idx[i];
			out->start[++g] = n;
		}
	}
	out->ngroups = g;
	return true;
}

/* ComposeExpandOfCollapseOp: an expand of a collapse is one collapse or
   one expand when the groups can be found. */
bool vs_expand_of_collapse(IrRewriter *rw, IrOp *op)
{
	IrOp *collapse = reshape_source(op, "collapse_shape");
	if (!collapse)
		return false;
	IrType *src = ir_value_type(operand(collapse, 0)), *res = result_type(op);
	VsReassoc cr, er, out;
	if (!plain_layout(ir_value_type(operand(op, 0))) || !plain_layout(src) || src->shaped.rank == res->shaped.rank ||
	    !reassoc_of(collapse, &cr) || !reassoc_of(op, &er))
		return false;
	if (src->shaped.rank > res->shaped.rank) {
		if (!collapsing_reassoc(&cr, &er, src, res, &out))
			return false;
		replace_by_reshape(rw, op, "collapse_shape", res, operand(collapse, 0), &out, NULL, NULL);
		return true;
	}
	if (!collapsing_reassoc(&er, &cr, res, src, &out))
		return false;
	int64_t shape[VS_MAX_RANK];
	IrValue *dyn[VS_MAX_RANK];
	output_shape(op, shape, dyn);
	replace_by_reshape(rw, op, "expand_shape", res, operand(collapse, 0), &out, shape, dyn);
	return true;
}

/* The type collapsing t by r: each group's product, dynamic when one of
   its sizes is; a memref keeps its memory space, with the identity
   layout (NULL for a memref of another layout). */
static IrType *collapsed_type(IrContext *ctx, const IrType *t, const VsReassoc *r)
{
	int64_t dims[VS_MAX_RANK];
	for (unsigned g = 0; g < r->ngroups; g++) {
		dims[g] = 1;
		for (unsigned k = r->start[g]; k < r->start[g + 1]; k++) {
			int64_t i = r->idx[k];
			if (i < 0 || i >= (int64_t)t->shaped.rank)
				return NULL;
			dims[g] = t->shaped.dims[i] == IR_DYNAMIC || dims[g] == IR_DYNAMIC ? IR_DYNAMIC
			                                                                  : dims[g] * t->shaped.dims[i];
		}
	}
	if (t->kind == IR_TYPE_TENSOR)
		return ir_type_tensor(ctx, r->ngroups, dims, t->shaped.elem, NULL);
	if (t->kind != IR_TYPE_MEMREF || !vs_layout_is_identity(t))
		return NULL;
	return ir_type_memref(ctx, r->ngroups, dims, t->shaped.elem, NULL, t->shaped.space);
}

bool vs_collapse_of_cast(IrRewriter *rw, IrOp *op, bool (*foldable)(const IrOp *cast))
{
	IrOp *cast = ir_value_def(operand(op, 0));
	VsReassoc r;
	if (!cast || strcmp(ir_op_name(cast)->s, cast_name(op)) || !foldable(cast) || !reassoc_of(op, &r))
		return false;
	IrValue *src = operand(cast, 0);
	IrType *t = collapsed_type(rw->ctx, ir_value_type(src), &r);
	if (!t)
		return false;
	if (t == result_type(op)) {
		ir_op_set_operand(op, 0, src);
		ir_rewriter_modified(rw, op);
		return true;
	}
	IrOpState st = {.name = ir_op_name(op), .nresults = 1, .result_types = &t, .noperands = 1, .operands = &src,
	                .props = ir_dict_set(rw->ctx, NULL, ir_ident_cstr(rw->ctx, "reassociation"),
	                                     ir_op_get_attr(op, "reassociation")),
	                .loc = ir_op_loc(rw->ctx, op)};
	IrValue *v = &ir_op_results(ir_rewriter_create(rw, &st))[0];
	ir_rewriter_replace_op_with(rw, op, create(rw, op, cast_name(op), result_type(op), 1, &v));
	return true;
}
