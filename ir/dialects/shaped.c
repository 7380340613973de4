/* verify_shaped.c: checks shared by the memref and tensor verifiers (see
   verify_shaped.h). */
#include <inttypes.h>

#include "shaped.h"


static void emit(IrContext *ctx, IrOp *op, bool op_prefix, const char *msg)
{
	if (op_prefix)
		ir_emit_op_error(ctx, op, "%s", msg);
	else
		ir_diag_op(ctx, IR_DIAG_ERROR, op, "%s", msg);
}

bool vs_error_type(IrContext *ctx, IrOp *op, bool op_prefix, const char *prefix, IrType *t,
                   const char *suffix)
{
	char *ts = vt_type_text(t);
	StrBuf b = {0};
	sb_printf(&b, "%s'%s'%s", prefix, ts, suffix);
	emit(ctx, op, op_prefix, b.s);
	sb_free(&b);
	free(ts);
	return false;
}

bool vs_error_types(IrContext *ctx, IrOp *op, bool op_prefix, const char *a_pre, IrType *a,
                    const char *b_pre, IrType *b, const char *suffix)
{
	char *as = vt_type_text(a), *bs = vt_type_text(b);
	StrBuf m = {0};
	sb_printf(&m, "%s'%s'%s'%s'%s", a_pre, as, b_pre, bs, suffix);
	emit(ctx, op, op_prefix, m.s);
	sb_free(&m);
	free(as);
	free(bs);
	return false;
}

VsGroup vs_group(const IrOp *op, unsigned index)
{
	VsGroup g = {0, 0};
	const IrAttr *seg = ir_op_get_attr(op, "operandSegmentSizes");
	for (unsigned i = 0; seg && i < seg->darray.n && i <= index; i++) {
		g.n = (uint32_t)seg->darray.elems[i];
		if (i < index)
			g.start += g.n;
	}
	return g;
}

IrType *vs_operand_type(const IrOp *op, unsigned i)
{
	return ir_value_type(ir_op_operand(op, i));
}

IrSpeculation vs_dim_speculation(const IrOp *op)
{
	uint64_t bits;
	unsigned width;
	const IrType *t = ir_value_type(ir_op_operand(op, 0));
	if (!arith_constant_value(ir_op_operand(op, 1), &bits, &width) ||
	    (t->kind != IR_TYPE_TENSOR && t->kind != IR_TYPE_MEMREF))
		return IR_SPECULATION_NONE;
	/* an index constant: sign-extended, so a negative one is below the rank */
	return (int64_t)t->shaped.rank <= (int64_t)bits ? IR_SPECULATION_NONE : IR_SPECULATION_ALWAYS;
}

unsigned vs_num_dynamic(const IrType *t)
{
	unsigned n = 0;
	for (unsigned i = 0; i < t->shaped.rank; i++)
		n += t->shaped.dims[i] == IR_DYNAMIC;
	return n;
}

bool vs_check_dynamic_sizes(IrContext *ctx, IrOp *op, unsigned has, const IrType *t)
{
	unsigned want = vs_num_dynamic(t);
	if (has == want)
		return true;
	ir_emit_op_error(ctx, op, "incorrect number of dynamic sizes, has %u, expected %u", has, want);
	return false;
}

const int64_t *vs_i64s(const IrAttr *a, unsigned *n)
{
	*n = 0;
	if (!a || a->kind != IR_ATTR_DENSE_ARRAY || ir_attr_type_of(a)->kind != IR_TYPE_INTEGER ||
	    ir_attr_type_of(a)->integer.width != 64)
		return NULL;
	*n = a->darray.n;
	return (const int64_t *)a->darray.elems;
}

/* ---- strides of memref layouts ---- */

bool vs_layout_is_identity(const IrType *t)
{
	const IrAttr *l = t->shaped.layout;
	if (!l)
		return true;
	if (l->kind == IR_ATTR_AFFINE_MAP)
		return ir_affine_map_is_identity(l->map) && !l->map->nsyms;
	/* strided<[1]> is the map (d0) -> (d0) */
	return l->kind == IR_ATTR_STRIDED && l->strided.offset == 0 &&
	       (l->strided.n == 0 || (l->strided.n == 1 && l->strided.strides[0] == 1));
}

/* A linear form over the dims: coefficient per dim and a constant, each
   possibly dynamic (IR_DYNAMIC). */
typedef struct {
	int64_t coef[VS_MAX_RANK];
	int64_t offset;
} Linear;

int64_t vs_sat_mul(int64_t a, int64_t b)
{
	int64_t r;
	if (a == 0 || b == 0)
		return 0;
	if (a == IR_DYNAMIC || b == IR_DYNAMIC || __builtin_mul_overflow(a, b, &r))
		return IR_DYNAMIC;
	return r;
}

int64_t vs_sat_add(int64_t a, int64_t b)
{
	int64_t r;
	if (a == IR_DYNAMIC || b == IR_DYNAMIC || __builtin_add_overflow(a, b, &r))
		return IR_DYNAMIC;
	return r;
}

static bool has_dims(const IrAffineExpr *e)
{
	return !e->symbolic;
}

/* Adds factor * e to lin; false for a non-linear term (mod, division, a
   product of dims). */
static bool add_linear(const IrAffineExpr *e, int64_t factor, unsigned ndims, Linear *lin)
{
	switch (e->kind) {
	case IR_AFFINE_CONST:
		lin->offset = vs_sat_add(lin->offset, vs_sat_mul(e->value, factor));
		return true;
	case IR_AFFINE_DIM:
		if ((unsigned)e->value >= ndims)
			return false;
		lin->coef[e->value] = vs_sat_add(lin->coef[e->value], factor);
		return true;
	case IR_AFFINE_SYMBOL:
		lin->offset = IR_DYNAMIC;
		return true;
	case IR_AFFINE_ADD: {
		/* left to right, as saturated sums depend on the order */
		const IrAffineExpr **spine;
		size_t n = ir_affine_sum_spine(e, &spine);
		bool ok = add_linear(spine[n - 1]->lhs, factor, ndims, lin);
		for (size_t i = n; ok && i-- > 0;)
			ok = add_linear(spine[i]->rhs, factor, ndims, lin);
		free(spine);
		return ok;
	}
	case IR_AFFINE_MUL: {
		const IrAffineExpr *var = e->lhs, *scale = e->rhs;
		if (has_dims(scale)) {
			var = e->rhs;
			scale = e->lhs;
		}
		if (has_dims(scale))
			return false;
		int64_t f = scale->kind == IR_AFFINE_CONST ? vs_sat_mul(scale->value, factor) : IR_DYNAMIC;
		return add_linear(var, f, ndims, lin);
	}
	default:
		return false;
	}
}

bool vs_strides_and_offset(const IrType *t, int64_t *strides, int64_t *offset)
{
	unsigned rank = t->shaped.rank;
	const IrAttr *layout = t->shaped.layout;
	if (rank > VS_MAX_RANK)
		return false;
	if (!layout) {
		int64_t running = 1;
		for (unsigned i = rank; i-- > 0;) {
			strides[i] = running;
			running = vs_sat_mul(running, t->shaped.dims[i]);
		}
		*offset = 0;
		return true;
	}
	if (layout->kind == IR_ATTR_STRIDED) {
		if (layout->strided.n != rank)
			return false;
		memcpy(strides, layout->strided.strides, rank * sizeof *strides);
		*offset = layout->strided.offset;
		return true;
	}
	if (layout->kind != IR_ATTR_AFFINE_MAP || layout->map->nresults != 1 || layout->map->ndims != rank)
		return false;
	Linear lin = {{0}, 0};
	if (!add_linear(layout->map->results[0], 1, rank, &lin))
		return false;
	memcpy(strides, lin.coef, rank * sizeof *strides);
	*offset = lin.offset;
	return true;
}

/* ---- reassociation indices ---- */

bool vs_read_reassoc(const IrAttr *a, VsReassoc *r)
{
	unsigned n = 0;
	r->ngroups = 0;
	if (!a || a->kind != IR_ATTR_ARRAY || a->array.n > VS_MAX_RANK)
		return false;
	for (unsigned g = 0; g < a->array.n; g++) {
		const IrAttr *group = a->array.elems[g];
		if (group->kind != IR_ATTR_ARRAY)
			return false;
		r->start[g] = n;
		for (unsigned k = 0; k < group->array.n; k++) {
			const IrAttr *idx = group->array.elems[k];
			if (idx->kind != IR_ATTR_INTEGER || n == sizeof r->idx / sizeof *r->idx)
				return false;
			r->idx[n++] = (int64_t)idx->words[0];
		}
	}
	r->ngroups = a->array.n;
	r->start[r->ngroups] = n;
	return true;
}

/* ---- offsets, sizes and strides ---- */

static const char *const list_names[3] = {"offset", "size", "stride"};
static const char *const static_attrs[3] = {"static_offsets", "static_sizes", "static_strides"};

/* One list: as many static entries as expected, and one operand per
   dynamic entry. */
static bool check_list(IrContext *ctx, IrOp *op, int k, unsigned want, const int64_t *vals, unsigned n,
                       unsigned noperands)
{
	if (n != want) {
		ir_diag_op(ctx, IR_DIAG_ERROR, op, "expected %u %s values, got %u", want, list_names[k],
		        n);
		return false;
	}
	unsigned dynamic = 0;
	for (unsigned i = 0; i < n; i++)
		dynamic += vals[i] == IR_DYNAMIC;
	if (noperands != dynamic) {
		ir_diag_op(ctx, IR_DIAG_ERROR, op,
		        "expected the number of '%ss' to match the number of dynamic entries in '%s' (%u vs %u)",
		        list_names[k], static_attrs[k], noperands, dynamic);
		return false;
	}
	return true;
}

bool vs_check_offsets_sizes_strides(IrContext *ctx, IrOp *op, unsigned first_group, unsigned offsets_rank,
                                    unsigned rank)
{
	unsigned n[3];
	const int64_t *vals[3];
	for (int k = 0; k < 3; k++)
		vals[k] = vs_i64s(ir_op_get_attr(op, static_attrs[k]), &n[k]);
	if (offsets_rank != 1 && n[0] != n[1]) {
		ir_diag_op(ctx, IR_DIAG_ERROR, op,
		        "expected mixed offsets rank to match mixed sizes rank (%u vs %u) so the rank of the result "
		        "type is well-formed.", n[0], n[1]);
		return false;
	}
	if (n[1] != n[2]) {
		ir_diag_op(ctx, IR_DIAG_ERROR, op,
		        "expected mixed sizes rank to match mixed strides rank (%u vs %u) so the rank of the result "
		        "type is well-formed.", n[1], n[2]);
		return false;
	}
	for (int k = 0; k < 3; k++) {
		unsigned want = k == 0 ? offsets_rank : rank;
		if (!check_list(ctx, op, k, want, vals[k], n[k], vs_group(op, first_group + (unsigned)k).n))
			return false;
	}
	for (int k = 0; k < 2; k++) {
		for (unsigned i = 0; i < n[k]; i++) {
			if (vals[k][i] < 0 && vals[k][i] != IR_DYNAMIC) {
				ir_diag_op(ctx, IR_DIAG_ERROR, op,
				        "expected %ss to be non-negative, but got %" PRId64, list_names[k], vals[k][i]);
				return false;
			}
		}
	}
	return true;
}

int vs_slice_out_of_bounds(const IrType *shaped, const int64_t *const lists[3], unsigned n, int64_t *bad,
                           bool *at_offset)
{
	for (unsigned i = 0; i < shaped->shaped.rank && i < n; i++) {
		int64_t dim = shaped->shaped.dims[i], offset = lists[0][i], size = lists[1][i], stride = lists[2][i];
		if (dim == IR_DYNAMIC || offset == IR_DYNAMIC)
			continue;
		*at_offset = offset >= dim;
		*bad = offset;
		if (*at_offset)
			return (int)i;
		if (size == IR_DYNAMIC || stride == IR_DYNAMIC || size <= 0)
			continue;
		*bad = vs_sat_add(offset, vs_sat_mul(size - 1, stride));
		if (*bad != IR_DYNAMIC && *bad >= dim)
			return (int)i;
	}
	return -1;
}

bool vs_check_in_bounds(IrContext *ctx, IrOp *op, const IrType *shaped)
{
	unsigned n[3];
	const int64_t *vals[3];
	for (int k = 0; k < 3; k++)
		vals[k] = vs_i64s(ir_op_get_attr(op, static_attrs[k]), &n[k]);
	unsigned count = n[0] < n[1] ? n[0] : n[1];
	int64_t bad;
	bool at_offset;
	int i = vs_slice_out_of_bounds(shaped, vals, count < n[2] ? count : n[2], &bad, &at_offset);
	if (i < 0)
		return true;
	ir_diag_op(ctx, IR_DIAG_ERROR, op, at_offset ? "offset %d is out-of-bounds: %" PRId64 " >= %" PRId64
	                                             : "slice along dimension %d runs out-of-bounds: %" PRId64 " >= %" PRId64,
	           i, bad, shaped->shaped.dims[i]);
	return false;
}

/* ---- rank reduction ---- */

static bool reduction_mask(const int64_t *orig, unsigned orig_rank, const int64_t *red, unsigned red_rank,
                           bool match_dynamic, bool *dropped)
{
	unsigned r = 0;
	for (unsigned i = 0; i < orig_rank; i++) {
		dropped[i] = false;
		if (r < red_rank && (orig[i] == red[r] || (match_dynamic && (orig[i] == IR_DYNAMIC || red[r] == IR_DYNAMIC)))) {
			r++;
			continue;
		}
		dropped[i] = true;
		if (orig[i] != 1)
			return false;
	}
	return r == red_rank;
}

bool vs_rank_reduction_mask(const int64_t *orig, unsigned orig_rank, const int64_t *red, unsigned red_rank,
                            bool *dropped)
{
	return reduction_mask(orig, orig_rank, red, red_rank, false, dropped);
}

bool vs_rank_reduction_mask_dynamic(const int64_t *orig, unsigned orig_rank, const int64_t *red,
                                    unsigned red_rank, bool *dropped)
{
	return reduction_mask(orig, orig_rank, red, red_rank, true, dropped);
}

VsSliceResult vs_rank_reduced(const IrType *original, const IrType *reduced)
{
	if (original == reduced)
		return VS_SLICE_OK;
	if (reduced->shaped.rank > original->shaped.rank)
		return VS_SLICE_RANK_TOO_LARGE;
	bool dropped[VS_MAX_RANK];
	if (original->shaped.rank > VS_MAX_RANK)
		return VS_SLICE_OK;
	if (!vs_rank_reduction_mask(original->shaped.dims, original->shaped.rank, reduced->shaped.dims,
	                            reduced->shaped.rank, dropped))
		return VS_SLICE_SIZE_MISMATCH;
	if (original->shaped.elem != reduced->shaped.elem)
		return VS_SLICE_ELEM_MISMATCH;
	return VS_SLICE_OK;
}

bool vs_check_output_shape(IrContext *ctx, IrOp *op, const IrType *res, const char *noun)
{
	unsigned n, dynamic = 0;
	const int64_t *shape = vs_i64s(ir_op_get_attr(op, "static_output_shape"), &n);
	if (n != res->shaped.rank) {
		ir_emit_op_error(ctx, op, "expected number of static shape %s to be equal to the output rank (%u) but found "
		                 "%u inputs instead", noun, res->shaped.rank, n);
		return false;
	}
	for (unsigned i = 0; i < n; i++)
		dynamic += shape[i] == IR_DYNAMIC;
	if (op->noperands - 1 != dynamic) {
		ir_emit_op_error(ctx, op, "mismatch in dynamic dims in output_shape and static_output_shape: "
		                 "static_output_shape has %u dynamic dims while output_shape has %u values", dynamic,
		                 op->noperands - 1);
		return false;
	}
	return true;
}

bool vs_compatible_shapes(const IrType *a, const IrType *b)
{
	bool ranked = a->kind != IR_TYPE_UNRANKED_TENSOR && a->kind != IR_TYPE_UNRANKED_MEMREF &&
	              b->kind != IR_TYPE_UNRANKED_TENSOR && b->kind != IR_TYPE_UNRANKED_MEMREF;
	if (!ranked)
		return true;
	if (a->shaped.rank != b->shaped.rank)
		return false;
	for (unsigned i = 0; i < a->shaped.rank; i++) {
		int64_t x = a->shaped.dims[i], y = b->shaped.dims[i];
		if (x != IR_DYNAMIC && y != IR_DYNAMIC && x != y)
			return false;
	}
	return true;
}

/* MLIR's foldReshapeOp: a reshape to its source's type is its source, of
   constant elements those elements reshaped, and one that undoes its
   source reshape (of at most one dynamic dimension) is that reshape's
   source. */
/* Does reshape op undo def, whose source has type orig (op's result
   type)?  With fewer than two dynamic sizes, or with the same groups and
   either an expansion undone or fewer than two dynamic sizes in each
   group. */
static bool inverse_reshapes(const IrOp *def, const IrOp *op, const IrType *orig)
{
	if (vs_num_dynamic(orig) < 2)
		return true;
	VsReassoc a, b;
	if (!vs_read_reassoc(ir_op_get_attr(def, "reassociation"), &a) ||
	    !vs_read_reassoc(ir_op_get_attr(op, "reassociation"), &b) || a.ngroups != b.ngroups ||
	    memcmp(a.start, b.start, (a.ngroups + 1) * sizeof *a.start) ||
	    memcmp(a.idx, b.idx, a.start[a.ngroups] * sizeof *a.idx))
		return false;
	if (orig->shaped.rank < ir_value_type(&ir_op_results(def)[0])->shaped.rank)
		return true;
	for (unsigned g = 0; g < a.ngroups; g++) {
		unsigned dyn = 0;
		for (unsigned k = a.start[g]; k < a.start[g + 1]; k++)
			dyn += a.idx[k] >= 0 && a.idx[k] < (int64_t)orig->shaped.rank &&
			       orig->shaped.dims[a.idx[k]] == IR_DYNAMIC;
		if (dyn >= 2)
			return false;
	}
	return true;
}

IrFoldStatus vs_fold_reshape(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	IrValue *src = ir_op_operand(op, 0);
	IrType *type = ir_value_type(&ir_op_results(op)[0]);
	if (ir_value_type(src) == type) {
		results[0].value = src;
		return IR_FOLD_RESULTS;
	}
	if (c[0] && c[0]->kind == IR_ATTR_DENSE) {
		results[0].attr = ir_attr_dense_retyped(ctx, type, c[0]);
		return IR_FOLD_RESULTS;
	}
	const char *inverse = strstr(ir_op_name(op)->s, ".collapse_shape") ? "expand_shape" : "collapse_shape";
	IrOp *def = ir_value_def(src);
	const char *dot = def ? strchr(ir_op_name(def)->s, '.') : NULL;
	if (!dot || strcmp(dot + 1, inverse) || strncmp(ir_op_name(def)->s, ir_op_name(op)->s, (size_t)(dot - ir_op_name(def)->s)))
		return IR_FOLD_FAILED;
	IrType *orig = ir_value_type(ir_op_operand(def, 0));
	if (orig != type || !inverse_reshapes(def, op, orig))
		return IR_FOLD_FAILED;
	results[0].value = ir_op_operand(def, 0);
	return IR_FOLD_RESULTS;
}

IrValue *vs_dynamic_size(const IrOp *op, const IrType *t, unsigned i, unsigned first)
{
	unsigned k = first;
	for (unsigned j = 0; j < i; j++)
		k += t->shaped.dims[j] == IR_DYNAMIC;
	return k < op->noperands ? ir_op_operand(op, k) : NULL;
}

IrFoldStatus vs_fold_dim_static(IrContext *ctx, IrOp *op, IrAttr *const *c, IrTypeKind kind, int64_t *i,
                                IrFoldResult *results)
{
	IrType *t = ir_value_type(ir_op_operand(op, 0));
	*i = -1;
	if (!c[1] || c[1]->kind != IR_ATTR_INTEGER || t->kind != kind)
		return IR_FOLD_FAILED;
	int64_t index = (int64_t)c[1]->words[0];
	if (index < 0 || index >= (int64_t)t->shaped.rank)
		return IR_FOLD_FAILED;
	if (t->shaped.dims[index] == IR_DYNAMIC) {
		*i = index;
		return IR_FOLD_FAILED;
	}
	results[0].attr = ir_attr_int(ctx, ir_type_index(ctx), t->shaped.dims[index]);
	return IR_FOLD_RESULTS;
}

IrValue *vs_dynamic_entry(const IrOp *op, const char *attr, unsigned group, unsigned i)
{
	unsigned n;
	const int64_t *statics = vs_i64s(ir_op_get_attr(op, attr), &n);
	if (i >= n || statics[i] != IR_DYNAMIC)
		return NULL;
	unsigned k = 0;
	for (unsigned j = 0; j < i; j++)
		k += statics[j] == IR_DYNAMIC;
	VsGroup g = vs_group(op, group);
	return k < g.n ? ir_op_operand(op, g.start + k) : NULL;
}

/* The scalar attribute of element type elem with these bits; of a
   complex type, MLIR's [real, imaginary] array (the real part in the low
   bytes). */
static IrAttr *scalar_attr(IrContext *ctx, IrType *elem, uint64_t bits)
{
	if (elem->kind == IR_TYPE_COMPLEX) {
		unsigned part = 8 * (unsigned)ir_dense_elem_bytes(elem->elem);
		IrAttr *parts[2] = {scalar_attr(ctx, elem->elem, bits & ((UINT64_C(1) << part) - 1)),
		                    scalar_attr(ctx, elem->elem, bits >> part)};
		return parts[0] && parts[1] ? ir_attr_array(ctx, 2, parts) : NULL;
	}
	if (elem->kind == IR_TYPE_FLOAT)
		return ir_attr_float(ctx, elem, (ApBits){bits, 0});
	if (elem->kind == IR_TYPE_INTEGER && elem->integer.width == 1)
		return ir_attr_bool(ctx, bits & 1);
	if ((elem->kind == IR_TYPE_INTEGER || elem->kind == IR_TYPE_INDEX) && ir_type_bit_width(elem) <= 64)
		return ir_attr_int_words(ctx, elem, &bits);
	return NULL;
}

IrAttr *vs_dense_element(IrContext *ctx, const IrAttr *a, size_t i)
{
	IrType *elem = ir_attr_type_of(a)->shaped.elem;
	size_t eb = ir_dense_elem_bytes(elem);
	if (eb > 8 || (!a->dense.splat && (i + 1) * eb > a->dense.nbytes))
		return NULL;
	const unsigned char *p = ir_dense_data(a) + (a->dense.splat ? 0 : i * eb);
	uint64_t bits = 0;
	for (size_t k = 0; k < eb; k++)
		bits |= (uint64_t)p[k] << (8 * k);
	return scalar_attr(ctx, elem, bits);
}

IrAttr *vs_sparse_element(IrContext *ctx, const IrAttr *a, size_t i)
{
	const IrAttr *indices = a->sparse.indices;
	const IrType *it = ir_attr_type_of(indices), *t = ir_attr_type_of(a);
	if (it->kind != IR_TYPE_TENSOR || it->shaped.rank > 2 || !it->shaped.rank)
		return NULL;
	/* [N, rank] indices, or one index of rank entries */
	size_t n = it->shaped.rank == 2 ? (size_t)it->shaped.dims[0] : 1;
	unsigned rank = t->shaped.rank;
	if ((int64_t)rank != it->shaped.dims[it->shaped.rank - 1])
		return NULL;
	for (size_t k = 0; k < n; k++) {
		size_t flat = 0;
		bool ok = true;
		for (unsigned d = 0; d < rank && ok; d++) {
			int64_t v;
			ok = ir_dense_int_at(indices, k * rank + d, &v) && v >= 0 && v < t->shaped.dims[d];
			flat = flat * (size_t)t->shaped.dims[d] + (size_t)(ok ? v : 0);
		}
		if (ok && flat == i)
			return vs_dense_element(ctx, a->sparse.values, k);
	}
	return scalar_attr(ctx, t->shaped.elem, 0);
}

bool vs_scalar_bits(const IrAttr *a, uint64_t *bits)
{
	if (!a)
		return false;
	switch (a->kind) {
	case IR_ATTR_BOOL: *bits = a->b; return true;
	case IR_ATTR_FLOAT: *bits = a->fbits.lo; return true;
	case IR_ATTR_INTEGER: *bits = a->words[0]; return ir_type_bit_width(ir_attr_type_of(a)) <= 64;
	case IR_ATTR_ARRAY: { /* a complex number's [real, imaginary] */
		uint64_t re, im;
		if (a->array.n != 2 || !vs_scalar_bits(a->array.elems[0], &re) || !vs_scalar_bits(a->array.elems[1], &im) ||
		    a->array.elems[0]->kind == IR_ATTR_BOOL || ir_attr_type_of(a->array.elems[0]) != ir_attr_type_of(a->array.elems[1]))
			return false;
		unsigned part = 8 * (unsigned)ir_dense_elem_bytes(ir_attr_type_of(a->array.elems[0]));
		if (part > 32)
			return false;
		*bits = re | im << part;
		return true;
	}
	default: return false;
	}
}

IrAttr *vs_dense_of_scalars(IrContext *ctx, IrType *type, IrAttr *const *c, size_t n)
{
	size_t eb = ir_dense_elem_bytes(type->shaped.elem);
	if (eb > 8)
		return NULL;
	unsigned char *data = xcalloc(n + 1, eb);
	bool ok = true;
	for (size_t i = 0; i < n && ok; i++) {
		uint64_t bits;
		ok = vs_scalar_bits(c[i], &bits);
		for (size_t k = 0; ok && k < eb; k++)
			data[i * eb + k] = (unsigned char)(bits >> (8 * k));
	}
	IrAttr *a = ok ? ir_attr_dense(ctx, type, n == 1 && ir_type_num_elements(type) != 1, data, n * eb) : NULL;
	free(data);
	return a;
}

/* ---- slices: subview, extract_slice ---- */

static const char *const slice_lists[3] = {"static_offsets", "static_sizes", "static_strides"};

void vs_slice_read(const IrOp *op, unsigned first, VsSlice *s)
{
	vs_lists_read(op, first, slice_lists, s);
}

void vs_lists_read(const IrOp *op, unsigned first, const char *const lists[3], VsSlice *s)
{
	for (int k = 0; k < 3; k++) {
		const int64_t *v = vs_i64s(ir_op_get_attr(op, lists[k]), &s->n[k]);
		s->vals[k] = xmalloc((s->n[k] + 1) * sizeof *s->vals[k]);
		memcpy(s->vals[k], v, s->n[k] * sizeof *v);
		s->dyn[k] = xcalloc(s->n[k] + 1, sizeof *s->dyn[k]);
		VsGroup g = vs_group(op, first + (unsigned)k);
		for (unsigned i = 0, j = 0; i < s->n[k]; i++)
			if (v[i] == IR_DYNAMIC && j < g.n)
				s->dyn[k][i] = ir_op_operand(op, g.start + j++);
	}
}

void vs_slice_free(VsSlice *s)
{
	for (int k = 0; k < 3; k++) {
		free(s->vals[k]);
		free(s->dyn[k]);
	}
}

/* Entry i of list k as a constant (static, or a constant operand). */
bool vs_slice_constant(IrContext *ctx, const VsSlice *s, int k, unsigned i, int64_t *v)
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
IrValue *vs_slice_create_with(IrRewriter *rw, IrOp *op, IrType *t, unsigned nheads, IrValue *const *heads,
                              const VsSlice *s)
{
	IrContext *ctx = rw->ctx;
	IrValue **ops = xmalloc((nheads + s->n[0] + s->n[1] + s->n[2]) * sizeof *ops);
	uint64_t segments[5] = {0};
	unsigned n = 0;
	for (; n < nheads; n++) {
		ops[n] = heads[n];
		segments[n] = 1;
	}
	IrAttr *props = NULL;
	for (int k = 0; k < 3; k++) {
		for (unsigned i = 0; i < s->n[k]; i++)
			if (s->dyn[k][i]) {
				ops[n++] = s->dyn[k][i];
				segments[nheads + k]++;
			}
		props = ir_dict_set(ctx, props, ir_ident_cstr(ctx, slice_lists[k]),
		                    ir_attr_dense_array(ctx, ctx->t_i64, s->n[k], (const uint64_t *)s->vals[k]));
	}
	props = ir_dict_set(ctx, props, ir_ident_cstr(ctx, "operandSegmentSizes"),
	                    ir_attr_dense_array(ctx, ir_type_int(ctx, 32, IR_SIGNLESS), nheads + 3, segments));
	IrOpState st = {.name = ir_op_name(op), .nresults = t ? 1 : 0, .result_types = &t, .noperands = n, .operands = ops,
	                .props = props, .loc = ir_op_loc(ctx, op)};
	IrOp *created = ir_rewriter_create(rw, &st);
	free(ops);
	return t ? &ir_op_results(created)[0] : NULL;
}

IrValue *vs_slice_create(IrRewriter *rw, IrOp *op, IrType *t, IrValue *source, const VsSlice *s)
{
	return vs_slice_create_with(rw, op, t, 1, &source, s);
}

bool vs_slice_fold_constants(IrContext *ctx, VsSlice *s)
{
	bool folded = false;
	for (int k = 0; k < 3; k++)
		for (unsigned i = 0; i < s->n[k]; i++) {
			int64_t c;
			if (s->dyn[k][i] && vs_slice_constant(ctx, s, k, i, &c) && (k == 2 ? c != 0 : c >= 0)) {
				s->vals[k][i] = c;
				s->dyn[k][i] = NULL;
				folded = true;
			}
		}
	return folded;
}

bool vs_slice_is_identity(IrContext *ctx, const VsSlice *s, const IrType *shaped)
{
	for (int k = 0; k < 3; k++)
		for (unsigned i = 0; i < s->n[k]; i++) {
			int64_t v, want = k == 0 ? 0 : k == 2 ? 1 : i < shaped->shaped.rank ? shaped->shaped.dims[i] : 0;
			if (!vs_slice_constant(ctx, s, k, i, &v) || v != want || want == IR_DYNAMIC)
				return false;
		}
	return true;
}

bool vs_constant_index_operand(IrContext *ctx, const IrOp *op)
{
	for (unsigned i = 0; i < op->noperands; i++) {
		IrAttr *c = ir_value_constant(ctx, ir_op_operand(op, i));
		if (c && c->kind == IR_ATTR_INTEGER && ir_attr_type_of(c)->kind == IR_TYPE_INDEX)
			return true;
	}
	return false;
}
