/* pad.c: the folder and canonicalization patterns of tensor.pad (MLIR 22's
   TensorOps.cpp): a pad to its source's static type, a pad of zeros
   everywhere turned into a cast, a pad of a cast that only loses static
   sizes padding the cast's source when the result type stays. */
#include "tensor.h"

static IrValue *operand(const IrOp *op, unsigned i)
{
	return ir_op_operands(op)[i].value;
}

static IrType *result_type(const IrOp *op)
{
	return ir_op_results(op)[0].type;
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
	if (ir_op_get_attr(op, "nofold") || ir_type_num_elements(t) < 0 || operand(op, 0)->type != t)
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

/* FoldSourceTensorCast when the type PadOp::inferResultType gives for the
   cast's source is the pad's own: the pad takes the cast's source.  (MLIR
   builds a new pad and a cast otherwise; that is not done here.) */
static bool pad_of_cast(IrRewriter *rw, IrOp *op)
{
	IrOp *cast = ir_value_def(operand(op, 0));
	if (!cast || strcmp(cast->name->s, "tensor.cast") || !tensor_cast_loses_only(cast))
		return false;
	IrType *src = operand(cast, 0)->type, *t = result_type(op);
	unsigned nl, nh;
	const int64_t *low = vs_i64s(ir_op_get_attr(op, "static_low"), &nl);
	const int64_t *high = vs_i64s(ir_op_get_attr(op, "static_high"), &nh);
	if (nl != t->shaped.rank || nh != t->shaped.rank || src->shaped.rank != t->shaped.rank)
		return false;
	for (unsigned i = 0; i < t->shaped.rank; i++) {
		int64_t d = src->shaped.dims[i];
		int64_t want = d == IR_DYNAMIC || low[i] == IR_DYNAMIC || high[i] == IR_DYNAMIC ? t->shaped.dims[i]
		                                                                                : d + low[i] + high[i];
		if (want != t->shaped.dims[i])
			return false;
	}
	ir_op_set_operand(op, 0, operand(cast, 0));
	ir_rewriter_modified(rw, op);
	return true;
}

const IrPattern tensor_pad_patterns[] = {
	{"(anonymous namespace)::FoldStaticZeroPadding", 1, zero_padding},
	{"(anonymous namespace)::FoldSourceTensorCast", 1, pad_of_cast},
	{NULL, 0, NULL},
};
