/* view.c: memref.view's folder and canonicalization patterns, as MLIR
   22's ViewOp: a view of its source's static type is its source; sizes
   given by index constants move into the result type
   (ViewOpShapeFolder); a view of a memref.cast views the cast's source
   (ViewOpMemrefCastFolder: any source in MLIR 22, even an unranked one,
   which the verifier then rejects). */
#include "memref.h"

static IrValue *operand(const IrOp *op, unsigned i)
{
	return ir_op_operand(op, i);
}

/* ViewOp::fold */
IrFoldStatus memref_fold_view(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	(void)ctx, (void)c;
	IrType *t = ir_value_type(&ir_op_results(op)[0]);
	if (t != ir_value_type(operand(op, 0)) || vs_num_dynamic(t))
		return IR_FOLD_FAILED;
	results[0].value = operand(op, 0);
	return IR_FOLD_RESULTS;
}

/* The value of an index arith.constant (arith::ConstantIndexOp). */
static bool constant_index_op(IrValue *v, int64_t *out)
{
	IrOp *def = ir_value_def(v);
	if (!def || strcmp(ir_op_name(def)->s, "arith.constant") || ir_value_type(v)->kind != IR_TYPE_INDEX)
		return false;
	IrAttr *a = ir_op_get_attr(def, "value");
	if (!a || a->kind != IR_ATTR_INTEGER)
		return false;
	*out = (int64_t)a->words[0];
	return true;
}

/* A new view of source with the sizes given (type t) replaces op, through a
   memref.cast to op's type when t is another. */
static void replace_view(IrRewriter *rw, IrOp *op, IrType *t, IrValue *source, unsigned nsizes, IrValue *const *sizes)
{
	IrContext *ctx = rw->ctx;
	IrValue **ops = xmalloc((nsizes + 2) * sizeof *ops);
	ops[0] = source;
	ops[1] = operand(op, 1);
	memcpy(ops + 2, sizes, nsizes * sizeof *ops);
	IrAttr *loc = ir_op_loc(ctx, op);
	IrOpState st = {.name = ir_op_name(op), .nresults = 1, .result_types = &t, .noperands = nsizes + 2,
	                .operands = ops, .loc = loc};
	ir_rewriter_set_insertion_before(rw, op);
	IrValue *view = &ir_op_results(ir_rewriter_create(rw, &st))[0];
	free(ops);
	IrType *old = ir_value_type(&ir_op_results(op)[0]);
	if (t != old) {
		IrOpState cast = {.name = ir_ident_cstr(ctx, "memref.cast"), .nresults = 1, .result_types = &old,
		                  .noperands = 1, .operands = &view, .loc = loc};
		view = &ir_op_results(ir_rewriter_create(rw, &cast))[0];
	}
	ir_rewriter_replace_op_with(rw, op, view);
}

/* ViewOpShapeFolder */
static bool view_shape(IrRewriter *rw, IrOp *op)
{
	IrType *t = ir_value_type(&ir_op_results(op)[0]);
	int64_t strides[VS_MAX_RANK], offset;
	if (!vs_constant_index_operand(rw->ctx, op) || t->shaped.rank > VS_MAX_RANK ||
	    !vs_strides_and_offset(t, strides, &offset))
		return false;
	int64_t dims[VS_MAX_RANK];
	IrValue **sizes = xmalloc((op->noperands + 1) * sizeof *sizes);
	unsigned k = 2, n = 0;
	for (unsigned d = 0; d < t->shaped.rank; d++) {
		dims[d] = t->shaped.dims[d];
		if (dims[d] != IR_DYNAMIC || k >= op->noperands)
			continue;
		IrValue *v = operand(op, k++);
		if (!constant_index_op(v, &dims[d]))
			sizes[n++] = v;
	}
	IrType *folded = ir_type_memref(rw->ctx, t->shaped.rank, dims, t->shaped.elem, t->shaped.layout, t->shaped.space);
	bool changed = folded != t;
	if (changed)
		replace_view(rw, op, folded, operand(op, 0), n, sizes);
	free(sizes);
	return changed;
}

/* ViewOpMemrefCastFolder */
static bool view_of_cast(IrRewriter *rw, IrOp *op)
{
	IrOp *cast = ir_value_def(operand(op, 0));
	if (!cast || strcmp(ir_op_name(cast)->s, "memref.cast"))
		return false;
	IrValue **sizes = xmalloc(op->noperands * sizeof *sizes);
	for (unsigned i = 2; i < op->noperands; i++)
		sizes[i - 2] = operand(op, i);
	replace_view(rw, op, ir_value_type(&ir_op_results(op)[0]), operand(cast, 0), op->noperands - 2, sizes);
	free(sizes);
	return true;
}

const IrPattern memref_view_patterns[] = {
	{"(anonymous namespace)::ViewOpShapeFolder", 1, view_shape},
	{"(anonymous namespace)::ViewOpMemrefCastFolder", 1, view_of_cast},
	{NULL, 0, NULL},
};
