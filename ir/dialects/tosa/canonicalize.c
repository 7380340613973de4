/* canonicalize.c: the TOSA dialect's canonicalization patterns
   (IrOpDef.patterns), as MLIR 22's TosaCanonicalizations.cpp has them:
   a tosa.pad folded into the padding of the conv2d, depthwise_conv2d or
   max_pool2d that uses it, pools and clamps that change nothing, clamps
   of clamps merged, one-operand concats, negated select conditions,
   transposes of transposes composed and transposes that only reshape,
   slices of concats and of pads narrowed, and slice sizes made known.
   Each list is in MLIR's order, with its debug names. */
#include "tosa.h"

enum { MAX_RANK = 64 };

static IrValue *operand(const IrOp *op, unsigned i)
{
	return ir_op_operand(op, i);
}

static IrValue *result(IrOp *op)
{
	return &ir_op_results(op)[0];
}

/* The op named name that defines v, else NULL. */
static IrOp *def_named(IrValue *v, const char *name)
{
	IrOp *d = ir_value_def(v);
	return d && !strcmp(ir_op_name(d)->s, name) ? d : NULL;
}

/* The integer values of the constant v (at most max), as m_Constant finds
   them; false when v is not a constant of integers. */
static bool const_ints(IrContext *ctx, IrValue *v, int64_t *vals, unsigned max, unsigned *n)
{
	IrAttr *a = ir_value_constant(ctx, v);
	if (!a || a->kind != IR_ATTR_DENSE || !ir_type_is_shaped(ir_attr_type_of(a)))
		return false;
	int64_t count = ir_type_num_elements(ir_attr_type_of(a));
	if (count < 0 || count > max)
		return false;
	for (int64_t i = 0; i < count; i++)
		if (!ir_dense_int_at(a, (size_t)i, &vals[i]))
			return false;
	*n = (unsigned)count;
	return true;
}

/* A new op of one result before the rewritten op, at loc. */
static IrOp *create(IrRewriter *rw, const char *name, IrType *t, unsigned n, IrValue *const *operands,
                    IrAttr *props, IrAttr *loc)
{
	IrOpState st = {.name = ir_ident_cstr(rw->ctx, name), .nresults = 1, .result_types = &t,
	                .noperands = n, .operands = (IrValue **)operands, .props = props, .loc = loc};
	return ir_rewriter_create(rw, &st);
}

/* op replaced by a new op of its result type (MLIR's replaceOpWithNewOp). */
static bool replace_with_new(IrRewriter *rw, IrOp *op, const char *name, unsigned n, IrValue *const *operands,
                             IrAttr *props, IrAttr *loc)
{
	IrOp *repl = create(rw, name, ir_value_type(result(op)), n, operands, props, loc);
	ir_rewriter_replace_op_with(rw, op, result(repl));
	return true;
}

/* ---- FoldPadToTensorOp: conv2d, depthwise_conv2d, max_pool2d ---- */

/* The one value of the constant v as a double (floats) or an integer;
   false unless v is a constant of one element. */
static bool scalar_const(IrContext *ctx, IrValue *v, bool *is_float, double *f, int64_t *i)
{
	IrAttr *a = ir_value_constant(ctx, v);
	if (!a || a->kind != IR_ATTR_DENSE || !ir_type_is_shaped(ir_attr_type_of(a)) || ir_type_num_elements(ir_attr_type_of(a)) != 1)
		return false;
	IrType *elem = ir_attr_type_of(a)->shaped.elem;
	*is_float = elem->kind == IR_TYPE_FLOAT;
	if (*is_float) {
		size_t eb = ir_dense_elem_bytes(elem);
		ApBits bits = {0, 0};
		for (size_t k = 0; k < eb && k < 8; k++)
			bits.lo |= (uint64_t)ir_dense_data(a)[k] << (8 * k);
		*f = apfloat_to_double(elem->fkind, bits);
		return true;
	}
	return ir_dense_int_at(a, 0, i);
}

/* MLIR's checkMatchingPadConstAndZp: a float pad of 0, or an integer one
   equal to the input's zero point. */
static bool pad_matches_zero_point(IrContext *ctx, IrValue *pad_const, IrValue *zp)
{
	bool is_float, zp_float;
	double f, zf;
	int64_t i, zi;
	if (!scalar_const(ctx, pad_const, &is_float, &f, &i))
		return false;
	if (is_float)
		return f == 0.0;
	return scalar_const(ctx, zp, &zp_float, &zf, &zi) && !zp_float && zi == i;
}

/* The largest finite value of a float kind, 0 when it is not known here. */
static double largest_float(IrFloatKind k)
{
	switch (k) {
	case IR_F16:
		return 65504.0;
	case IR_BF16:
		return 3.38953138925153547590470800371487866880e38;
	case IR_F32:
		return 3.40282346638528859811704183484516925440e38;
	case IR_F64:
		return 1.7976931348623157e308;
	default:
		return 0;
	}
}

/* max_pool2d pads with the lowest value of its type. */
static bool pad_is_lowest(IrContext *ctx, IrValue *pad_const)
{
	IrAttr *a = ir_value_constant(ctx, pad_const);
	bool is_float;
	double f;
	int64_t i;
	if (!scalar_const(ctx, pad_const, &is_float, &f, &i))
		return false;
	IrType *elem = ir_attr_type_of(a)->shaped.elem;
	if (is_float)
		return largest_float(elem->fkind) != 0 && f == -largest_float(elem->fkind);
	unsigned w = ir_type_bit_width(elem);
	if (elem->kind == IR_TYPE_INTEGER && elem->integer.sign == IR_UNSIGNED)
		return i == 0;
	return w >= 1 && w <= 64 && i == (w == 64 ? INT64_MIN : -((int64_t)1 << (w - 1)));
}

static bool fold_pad_into(IrRewriter *rw, IrOp *op, bool pool)
{
	IrOp *pad = def_named(operand(op, 0), "tosa.pad");
	IrAttr *own = ir_op_get_attr(op, "pad");
	if (!pad || pad->noperands != 3 || (!pool && op->noperands < 4) || !own || own->kind != IR_ATTR_DENSE_ARRAY || own->darray.n != 4)
		return false;
	int64_t p[8];
	unsigned n;
	if (!const_ints(rw->ctx, operand(pad, 1), p, 8, &n) || n != 8)
		return false;
	if (p[0] || p[1] || p[6] || p[7])
		return false;
	uint64_t folded[4];
	for (unsigned i = 0; i < 4; i++)
		folded[i] = (uint64_t)(p[2 + i] + (int64_t)own->darray.elems[i]);
	if (pool) {
		IrAttr *kernel = ir_op_get_attr(op, "kernel");
		if (!kernel || kernel->kind != IR_ATTR_DENSE_ARRAY || kernel->darray.n != 2)
			return false;
		for (unsigned i = 0; i < 4; i++)
			if ((int64_t)folded[i] >= (int64_t)kernel->darray.elems[i / 2])
				return false;
		if (!pad_is_lowest(rw->ctx, operand(pad, 2)))
			return false;
	} else if (!pad_matches_zero_point(rw->ctx, operand(pad, 2), operand(op, 3))) {
		return false;
	}
	for (unsigned i = 0; i < 4; i++)
		if ((int64_t)folded[i] > 8192)
			return false;
	IrValue **ops = xmalloc(op->noperands * sizeof *ops);
	ops[0] = operand(pad, 0);
	for (unsigned i = 1; i < op->noperands; i++)
		ops[i] = operand(op, i);
	IrAttr *pads = ir_attr_dense_array(rw->ctx, ir_attr_type_of(own), 4, folded);
	IrAttr *props = ir_dict_set(rw->ctx, ir_op_props(op), ir_ident_cstr(rw->ctx, "pad"), pads);
	replace_with_new(rw, op, ir_op_name(op)->s, op->noperands, ops, props, ir_op_loc(rw->ctx, op));
	free(ops);
	return true;
}

static bool fold_pad_into_conv(IrRewriter *rw, IrOp *op)
{
	return fold_pad_into(rw, op, false);
}

static bool fold_pad_into_pool(IrRewriter *rw, IrOp *op)
{
	return fold_pad_into(rw, op, true);
}

static bool is_static_tensor(const IrType *t)
{
	return t->kind == IR_TYPE_TENSOR && ir_type_num_elements(t) >= 0;
}

/* MaxPool2dIsNoOp: input and output of static shapes 1x1 in H and W */
static bool max_pool_is_no_op(IrRewriter *rw, IrOp *op)
{
	IrType *in = ir_value_type(operand(op, 0)), *out = ir_value_type(result(op));
	if (!is_static_tensor(in) || !is_static_tensor(out) || in->shaped.rank < 3 || out->shaped.rank < 3)
		return false;
	if (out->shaped.dims[1] != 1 || out->shaped.dims[2] != 1 || in->shaped.dims[1] != 1 || in->shaped.dims[2] != 1)
		return false;
	ir_rewriter_replace_op_with(rw, op, operand(op, 0));
	return true;
}

const IrPattern tosa_conv2d_patterns[] = {
	{"FoldPadToTensorOp<mlir::tosa::Conv2DOp, ConvPadFoldAdaptor<mlir::tosa::Conv2DOp>>", 1, fold_pad_into_conv},
	{NULL, 0, NULL},
};

const IrPattern tosa_depthwise_conv2d_patterns[] = {
	{"FoldPadToTensorOp<mlir::tosa::DepthwiseConv2DOp, ConvPadFoldAdaptor<mlir::tosa::DepthwiseConv2DOp>>", 1,
	 fold_pad_into_conv},
	{NULL, 0, NULL},
};

const IrPattern tosa_max_pool2d_patterns[] = {
	{"MaxPool2dIsNoOp", 1, max_pool_is_no_op},
	{"FoldPadToTensorOp<mlir::tosa::MaxPool2dOp, PoolPadFoldAdaptor<mlir::tosa::MaxPool2dOp>>", 1, fold_pad_into_pool},
	{NULL, 0, NULL},
};

/* ---- concat, select ---- */

/* A concat's operands, with those that are concats along its axis
   replaced by their operands (MLIR's ConcatOp::fold, which changes the
   operand count and so is applied as a pattern here). */
static bool flatten_concats(IrRewriter *rw, IrOp *op)
{
	IrAttr *axis = ir_op_get_attr(op, "axis");
	unsigned n = 0;
	bool found = false;
	for (unsigned i = 0; i < op->noperands; i++) {
		IrOp *p = ir_value_def(operand(op, i));
		bool same = p && !strcmp(ir_op_name(p)->s, "tosa.concat") && ir_op_get_attr(p, "axis") == axis;
		n += same ? p->noperands : 1;
		found |= same;
	}
	if (!found)
		return false;
	IrValue **ops = xmalloc(n * sizeof *ops);
	n = 0;
	for (unsigned i = 0; i < op->noperands; i++) {
		IrOp *p = ir_value_def(operand(op, i));
		if (p && !strcmp(ir_op_name(p)->s, "tosa.concat") && ir_op_get_attr(p, "axis") == axis)
			for (unsigned j = 0; j < p->noperands; j++)
				ops[n++] = operand(p, j);
		else
			ops[n++] = operand(op, i);
	}
	IrOp *fresh = ir_op_splice_operands(rw->ctx, op, 0, op->noperands, n, ops);
	free(ops);
	ir_rewriter_modified(rw, fresh);
	return true;
}

/* ConcatOptimization: a concat of one operand is it, through a tensor.cast
   when the types differ */
static bool concat_of_one(IrRewriter *rw, IrOp *op)
{
	if (op->noperands != 1)
		return false;
	IrValue *in = operand(op, 0);
	if (ir_value_type(in) != ir_value_type(result(op)))
		in = result(create(rw, "tensor.cast", ir_value_type(result(op)), 1, &in, NULL, ir_op_loc(rw->ctx, op)));
	ir_rewriter_replace_op_with(rw, op, in);
	return true;
}

const IrPattern tosa_concat_patterns[] = {
	{"mlir::tosa::ConcatOp::fold", 1, flatten_concats},
	{"ConcatOptimization", 1, concat_of_one},
	{NULL, 0, NULL},
};

/* SelectOp::canonicalize: select(not(c), a, b) is select(c, b, a) */
static bool select_not(IrRewriter *rw, IrOp *op)
{
	IrOp *not = def_named(operand(op, 0), "tosa.logical_not");
	if (!not || op->noperands != 3)
		return false;
	IrValue *a = operand(op, 1), *b = operand(op, 2);
	ir_op_set_operand(op, 0, operand(not, 0));
	ir_op_set_operand(op, 1, b);
	ir_op_set_operand(op, 2, a);
	ir_rewriter_modified(rw, op);
	return true;
}

const IrPattern tosa_select_patterns[] = {
	{"", 1, select_not},
	{NULL, 0, NULL},
};

/* ---- transpose ---- */

/* A tosa.const_shape of vals (a dynamic dimension as -1) before the
   rewritten op (MLIR's getTosaConstShape). */
static IrValue *const_shape(IrRewriter *rw, unsigned n, const int64_t *vals, IrAttr *loc)
{
	IrContext *ctx = rw->ctx;
	int64_t len = n;
	IrType *values_type = ir_type_tensor(ctx, 1, &len, ir_type_index(ctx), NULL);
	unsigned char *data = xmalloc(n ? n * 8 : 1);
	for (unsigned i = 0; i < n; i++)
		for (unsigned b = 0; b < 8; b++)
			data[i * 8 + b] = (unsigned char)((uint64_t)(vals[i] == IR_DYNAMIC ? -1 : vals[i]) >> (8 * b));
	IrAttr *values = ir_attr_dense(ctx, values_type, false, data, n * 8);
	free(data);
	char body[32];
	snprintf(body, sizeof body, "shape<%u>", n);
	IrType *shape = ir_type_dialect(ctx, ir_ident_cstr(ctx, "tosa"), ir_ident_cstr(ctx, body), true, NULL);
	IrAttr *props = ir_dict_set(ctx, NULL, ir_ident_cstr(ctx, "values"), values);
	return result(create(rw, "tosa.const_shape", shape, 0, NULL, props, loc));
}

/* The perms of a transpose, false when they are not a permutation of
   at most MAX_RANK. */
static bool perms_of(IrOp *op, int64_t *perms, unsigned *n)
{
	IrAttr *a = ir_op_get_attr(op, "perms");
	if (!a || a->kind != IR_ATTR_DENSE_ARRAY || a->darray.n > MAX_RANK)
		return false;
	*n = a->darray.n;
	for (unsigned i = 0; i < *n; i++) {
		perms[i] = (int32_t)a->darray.elems[i];
		if (perms[i] < 0 || perms[i] >= (int64_t)*n)
			return false;
	}
	return true;
}

/* ConsolidateTransposeOptimization: transpose(transpose(x)) is one
   transpose of x by the composed permutation */
static bool consolidate_transposes(IrRewriter *rw, IrOp *op)
{
	IrOp *inner = def_named(operand(op, 0), "tosa.transpose");
	int64_t outer_p[MAX_RANK], inner_p[MAX_RANK];
	unsigned n, inner_n;
	if (!inner || !perms_of(op, outer_p, &n) || !perms_of(inner, inner_p, &inner_n) || n != inner_n || !n)
		return false;
	uint64_t perms[MAX_RANK];
	for (unsigned i = 0; i < n; i++)
		perms[i] = (uint64_t)inner_p[outer_p[i]];
	IrAttr *own = ir_op_get_attr(op, "perms");
	IrAttr *props = ir_dict_set(rw->ctx, NULL, ir_ident_cstr(rw->ctx, "perms"),
	                            ir_attr_dense_array(rw->ctx, ir_attr_type_of(own), n, perms));
	IrValue *in = operand(inner, 0);
	return replace_with_new(rw, op, "tosa.transpose", 1, &in, props, ir_op_loc(rw->ctx, op));
}

/* TransposeIsReshape: a transpose that moves only dimensions of one (with
   at most one dynamic dimension) is a reshape */
static bool transpose_is_reshape(IrRewriter *rw, IrOp *op)
{
	if (def_named(operand(op, 0), "tosa.transpose"))
		return false;
	for (IrUse *u = ir_value_uses(result(op)); u; u = ir_use_next(u))
		if (!strcmp(ir_op_name(ir_use_owner(u))->s, "tosa.transpose"))
			return false;
	IrType *in = ir_value_type(operand(op, 0));
	int64_t perms[MAX_RANK];
	unsigned n;
	if (in->kind != IR_TYPE_TENSOR || !perms_of(op, perms, &n) || n != in->shaped.rank)
		return false;
	unsigned dynamic = 0;
	for (unsigned i = 0; i < n; i++)
		dynamic += in->shaped.dims[i] == IR_DYNAMIC;
	if (dynamic > 1)
		return false;
	int64_t last = -1, shape[MAX_RANK];
	for (unsigned i = 0; i < n; i++) {
		shape[i] = in->shaped.dims[perms[i]];
		if (shape[i] == 1)
			continue;
		if (perms[i] < last)
			return false;
		last = perms[i];
	}
	IrAttr *loc = ir_op_loc(rw->ctx, op);
	IrValue *ops[2] = {operand(op, 0), const_shape(rw, n, shape, loc)};
	return replace_with_new(rw, op, "tosa.reshape", 2, ops, NULL, loc);
}

const IrPattern tosa_transpose_patterns[] = {
	{"ConsolidateTransposeOptimization", 1, consolidate_transposes},
	{"TransposeIsReshape", 1, transpose_is_reshape},
	{NULL, 0, NULL},
};

/* ---- clamp ---- */

/* An integer (or bool) attribute's value, sign- or zero-extended from its
   width. */
static int64_t int_attr(const IrAttr *a, bool is_unsigned)
{
	if (a->kind == IR_ATTR_BOOL)
		return a->b;
	unsigned w = ir_type_bit_width(ir_attr_type_of(a));
	uint64_t v = a->words[0];
	if (w < 64) {
		v &= (1ull << w) - 1;
		if (!is_unsigned && (v >> (w - 1) & 1))
			v |= ~0ull << w;
	}
	return (int64_t)v;
}

static bool has_int_bounds(const IrAttr *lo, const IrAttr *hi)
{
	return lo && hi && (lo->kind == IR_ATTR_INTEGER || lo->kind == IR_ATTR_BOOL) &&
	       (hi->kind == IR_ATTR_INTEGER || hi->kind == IR_ATTR_BOOL);
}

/* The integer attribute v of type t (a bool for i1, as MLIR's BoolAttr). */
static IrAttr *int_attr_of(IrContext *ctx, IrType *t, int64_t v)
{
	return t->integer.width == 1 ? ir_attr_bool(ctx, v != 0) : ir_attr_int(ctx, t, v);
}

static bool has_float_bounds(const IrAttr *lo, const IrAttr *hi)
{
	return lo && hi && lo->kind == IR_ATTR_FLOAT && hi->kind == IR_ATTR_FLOAT;
}

/* ClampIsNoOp: bounds that take in every value of the type */
static bool clamp_is_no_op(IrRewriter *rw, IrOp *op)
{
	IrType *t = ir_value_type(operand(op, 0));
	if (t->kind != IR_TYPE_TENSOR)
		return false;
	IrType *elem = t->shaped.elem;
	IrAttr *lo = ir_op_get_attr(op, "min_val"), *hi = ir_op_get_attr(op, "max_val");
	bool all;
	if (elem->kind == IR_TYPE_FLOAT) {
		if (!has_float_bounds(lo, hi))
			return false;
		IrFloatKind lk = ir_attr_type_of(lo)->fkind, hk = ir_attr_type_of(hi)->fkind;
		all = apfloat_is_inf(lk, lo->fbits) && apfloat_to_double(lk, lo->fbits) < 0 &&
		      apfloat_is_inf(hk, hi->fbits) && apfloat_to_double(hk, hi->fbits) > 0;
	} else if (elem->kind == IR_TYPE_INTEGER && has_int_bounds(lo, hi)) {
		unsigned w = elem->integer.width;
		if (w == 0 || w > 64)
			return false;
		bool is_unsigned = elem->integer.sign == IR_UNSIGNED || w == 1;
		int64_t min = is_unsigned ? 0 : (w == 64 ? INT64_MIN : -((int64_t)1 << (w - 1)));
		int64_t max = is_unsigned ? (int64_t)(w == 64 ? ~0ull : (1ull << w) - 1)
		                          : (w == 64 ? INT64_MAX : ((int64_t)1 << (w - 1)) - 1);
		all = int_attr(lo, is_unsigned) <= min && int_attr(hi, is_unsigned) >= max;
	} else {
		return false;
	}
	if (!all)
		return false;
	ir_rewriter_replace_op_with(rw, op, operand(op, 0));
	return true;
}

/* Is a clamp's nan_mode IGNORE (PROPAGATE when absent)? */
static bool nan_ignore(IrOp *op)
{
	IrAttr *m = ir_op_get_attr(op, "nan_mode");
	return m && m->kind == IR_ATTR_DIALECT && m->dialect.params && ((const TosaEnum *)m->dialect.params)->value == 1;
}

/* ClampClampOptimization: clamp(clamp(x)) with intersecting ranges is one
   clamp of x by their intersection; an outer IGNORE of an inner PROPAGATE
   is kept */
static bool clamp_of_clamp(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	IrOp *inner = def_named(operand(op, 0), "tosa.clamp");
	if (!inner || (nan_ignore(op) && !nan_ignore(inner)))
		return false;
	IrType *t = ir_value_type(operand(op, 0));
	if (!ir_type_is_shaped(t))
		return false;
	IrType *elem = tosa_storage_elem(ctx, t->shaped.elem);
	IrAttr *lo = ir_op_get_attr(op, "min_val"), *hi = ir_op_get_attr(op, "max_val");
	IrAttr *ilo = ir_op_get_attr(inner, "min_val"), *ihi = ir_op_get_attr(inner, "max_val");
	IrAttr *new_lo, *new_hi;
	if (elem->kind == IR_TYPE_FLOAT) {
		if (!has_float_bounds(lo, hi) || !has_float_bounds(ilo, ihi))
			return false;
		IrFloatKind k = elem->fkind;
		double l = apfloat_to_double(k, lo->fbits), h = apfloat_to_double(k, hi->fbits);
		double il = apfloat_to_double(k, ilo->fbits), ih = apfloat_to_double(k, ihi->fbits);
		if (!(l < ih && il < h))
			return false;
		new_lo = ir_attr_float(ctx, elem, l < il ? ilo->fbits : lo->fbits);
		new_hi = ir_attr_float(ctx, elem, ih < h ? ihi->fbits : hi->fbits);
	} else if (elem->kind == IR_TYPE_INTEGER) {
		if (!has_int_bounds(lo, hi) || !has_int_bounds(ilo, ihi))
			return false;
		bool u = elem->integer.sign == IR_UNSIGNED;
		int64_t l = int_attr(lo, u), h = int_attr(hi, u), il = int_attr(ilo, u), ih = int_attr(ihi, u);
		bool meet = u ? (uint64_t)l < (uint64_t)ih && (uint64_t)il < (uint64_t)h : l < ih && il < h;
		if (!meet)
			return false;
		int64_t nl = (u ? (uint64_t)l < (uint64_t)il : l < il) ? il : l;
		int64_t nh = (u ? (uint64_t)ih < (uint64_t)h : ih < h) ? ih : h;
		new_lo = int_attr_of(ctx, elem, nl);
		new_hi = int_attr_of(ctx, elem, nh);
	} else {
		return false;
	}
	IrAttr *props = ir_dict_set(ctx, ir_op_props(op), ir_ident_cstr(ctx, "min_val"), new_lo);
	props = ir_dict_set(ctx, props, ir_ident_cstr(ctx, "max_val"), new_hi);
	if (nan_ignore(inner) != nan_ignore(op))
		props = ir_dict_set(ctx, props, ir_ident_cstr(ctx, "nan_mode"), ir_op_get_attr(inner, "nan_mode"));
	IrValue *in = operand(inner, 0);
	return replace_with_new(rw, op, "tosa.clamp", 1, &in, props, ir_op_loc(ctx, op));
}

const IrPattern tosa_clamp_patterns[] = {
	{"ClampIsNoOp", 1, clamp_is_no_op},
	{"ClampClampOptimization", 1, clamp_of_clamp},
	{NULL, 0, NULL},
};

/* ---- slice ---- */

/* The start and size of a slice, known and of its input's rank. */
static bool slice_params(IrContext *ctx, IrOp *op, unsigned rank, int64_t *start, int64_t *size)
{
	unsigned ns, nz;
	return op->noperands == 3 && const_ints(ctx, operand(op, 1), start, MAX_RANK, &ns) && ns == rank &&
	       const_ints(ctx, operand(op, 2), size, MAX_RANK, &nz) && nz == rank;
}

/* ConcatSliceOptimization: a slice within one operand of a concat (along
   its axis) is a slice of that operand */
static bool slice_of_concat(IrRewriter *rw, IrOp *op)
{
	IrOp *concat = def_named(operand(op, 0), "tosa.concat");
	if (!concat || !is_static_tensor(ir_value_type(result(concat))))
		return false;
	IrAttr *axis_attr = ir_op_get_attr(concat, "axis");
	unsigned rank = ir_value_type(result(concat))->shaped.rank;
	int64_t start[MAX_RANK], size[MAX_RANK];
	if (!axis_attr || axis_attr->kind != IR_ATTR_INTEGER || rank > MAX_RANK ||
	    !slice_params(rw->ctx, op, rank, start, size))
		return false;
	int64_t axis = int_attr(axis_attr, false);
	if (axis < 0 || axis >= (int64_t)rank)
		return false;
	for (unsigned i = 0; i < concat->noperands; i++) {
		IrType *t = ir_value_type(operand(concat, i));
		if (!is_static_tensor(t) || t->shaped.rank != rank)
			return false;
		if (start[axis] >= 0 && start[axis] + size[axis] <= t->shaped.dims[axis]) {
			IrAttr *loc = ir_op_loc(rw->ctx, op);
			IrValue *ops[3] = {operand(concat, i), const_shape(rw, rank, start, loc), const_shape(rw, rank, size, loc)};
			return replace_with_new(rw, op, "tosa.slice", 3, ops, NULL, loc);
		}
		start[axis] -= t->shaped.dims[axis];
	}
	return false;
}

static int64_t max64(int64_t a, int64_t b)
{
	return a > b ? a : b;
}

/* PadSliceOptimization: a slice of a pad (its only use) pads only what it
   keeps */
static bool slice_of_pad(IrRewriter *rw, IrOp *op)
{
	IrOp *pad = def_named(operand(op, 0), "tosa.pad");
	if (!pad || pad->noperands != 3 || !ir_value_uses(result(pad)) || ir_value_uses(result(pad))->next)
		return false;
	IrType *in = ir_value_type(operand(pad, 0));
	if (in->kind != IR_TYPE_TENSOR || ir_value_type(result(pad))->kind != IR_TYPE_TENSOR || in->shaped.rank > MAX_RANK)
		return false;
	unsigned rank = in->shaped.rank, np;
	int64_t pads[2 * MAX_RANK], start[MAX_RANK], size[MAX_RANK];
	if (!const_ints(rw->ctx, operand(pad, 1), pads, 2 * MAX_RANK, &np) || np != 2 * rank ||
	    !slice_params(rw->ctx, op, rank, start, size))
		return false;
	for (unsigned i = 0; i < rank; i++)
		if (in->shaped.dims[i] == IR_DYNAMIC && (start[i] != 0 || size[i] != -1))
			return false;
	int64_t new_start[MAX_RANK], new_pads[2 * MAX_RANK], shape[MAX_RANK];
	bool updated = false;
	for (unsigned i = 0; i < rank; i++) {
		int64_t lo = pads[2 * i], hi = pads[2 * i + 1], dim = in->shaped.dims[i];
		if (dim == IR_DYNAMIC) {
			new_pads[2 * i] = lo;
			new_pads[2 * i + 1] = hi;
			new_start[i] = start[i];
			shape[i] = IR_DYNAMIC;
			continue;
		}
		int64_t end = start[i] + size[i];
		if (start[i] < 0 || end > lo + dim + hi)
			return false;
		new_start[i] = max64(start[i] - lo, 0);
		new_pads[2 * i] = max64(lo - start[i], 0);
		new_pads[2 * i + 1] = max64(end - (lo + dim), 0);
		updated |= new_start[i] != start[i] || new_pads[2 * i] != lo || new_pads[2 * i + 1] != hi;
		shape[i] = new_pads[2 * i] + dim + new_pads[2 * i + 1];
	}
	if (!updated)
		return false;
	IrAttr *loc = ir_op_loc(rw->ctx, op);
	IrValue *pad_ops[3] = {operand(pad, 0), const_shape(rw, 2 * rank, new_pads, loc), operand(pad, 2)};
	IrType *pad_type = ir_type_tensor(rw->ctx, rank, shape, in->shaped.elem, NULL);
	IrOp *new_pad = create(rw, "tosa.pad", pad_type, 3, pad_ops, NULL, ir_op_loc(rw->ctx, pad));
	IrValue *ops[3] = {result(new_pad), const_shape(rw, rank, new_start, loc), operand(op, 2)};
	return replace_with_new(rw, op, "tosa.slice", 3, ops, NULL, loc);
}

/* SliceDynamicSizeCanonicalization: a size of -1 where the result's
   dimension is known becomes that dimension */
static bool slice_size_known(IrRewriter *rw, IrOp *op)
{
	IrType *t = ir_value_type(result(op));
	int64_t size[MAX_RANK];
	unsigned n;
	if (t->kind != IR_TYPE_TENSOR || op->noperands != 3 || !const_ints(rw->ctx, operand(op, 2), size, MAX_RANK, &n) || n > t->shaped.rank)
		return false;
	bool changed = false;
	for (unsigned i = 0; i < n; i++)
		if (size[i] == -1 && t->shaped.dims[i] != IR_DYNAMIC) {
			size[i] = t->shaped.dims[i];
			changed = true;
		}
	if (!changed)
		return false;
	IrAttr *loc = ir_op_loc(rw->ctx, op);
	IrValue *ops[3] = {operand(op, 0), operand(op, 1), const_shape(rw, n, size, loc)};
	return replace_with_new(rw, op, "tosa.slice", 3, ops, NULL, loc);
}

const IrPattern tosa_slice_patterns[] = {
	{"ConcatSliceOptimization", 1, slice_of_concat},
	{"PadSliceOptimization", 1, slice_of_pad},
	{"SliceDynamicSizeCanonicalization", 1, slice_size_known},
	{NULL, 0, NULL},
};
