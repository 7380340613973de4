/* reshapes.c: the canonicalization patterns of tensor.collapse_shape and
   tensor.expand_shape (MLIR 22's TensorOps.cpp): besides those shared
   with memref, reshapes of a static splat or of from_elements built
   again at the new shape, and a collapse of a cast. */
#include "tensor.h"

/* FoldReshapeWithSplat and FoldReshapeWithFromElements: the producer
   `name` rebuilt with its operands at the reshape's type, when that type
   (splat: the splat's own type) is static. */
static bool rebuild_producer(IrRewriter *rw, IrOp *op, const char *name)
{
	IrOp *def = ir_value_def(ir_op_operand(op, 0));
	IrType *t = ir_value_type(&ir_op_results(op)[0]);
	if (!def || strcmp(ir_op_name(def)->s, name) ||
	    ir_type_num_elements(!strcmp(name, "tensor.splat") ? ir_value_type(&ir_op_results(def)[0]) : t) < 0)
		return false;
	IrValue **ops = xmalloc((def->noperands + 1) * sizeof *ops);
	for (unsigned i = 0; i < def->noperands; i++)
		ops[i] = ir_op_operand(def, i);
	IrOpState st = {.name = ir_op_name(def), .nresults = 1, .result_types = &t, .noperands = def->noperands,
	                .operands = ops, .loc = ir_op_loc(rw->ctx, op)};
	ir_rewriter_replace_op_with(rw, op, &ir_op_results(ir_rewriter_create(rw, &st))[0]);
	free(ops);
	return true;
}

static bool reshape_of_splat(IrRewriter *rw, IrOp *op)
{
	return rebuild_producer(rw, op, "tensor.splat");
}

static bool reshape_of_from_elements(IrRewriter *rw, IrOp *op)
{
	return rebuild_producer(rw, op, "tensor.from_elements");
}

/* FoldCollapseOfCastOp. */
static bool collapse_of_cast(IrRewriter *rw, IrOp *op)
{
	return vs_collapse_of_cast(rw, op, tensor_cast_loses_only);
}

#define END {NULL, 0, NULL}
const IrPattern tensor_collapse_shape_patterns[] = {
	VS_COLLAPSE_SHAPE_PATTERNS,
	{"FoldReshapeWithSplat<CollapseShapeOp>", 1, reshape_of_splat},
	{"FoldReshapeWithFromElements<CollapseShapeOp>", 1, reshape_of_from_elements},
	{"FoldCollapseOfCastOp", 1, collapse_of_cast}, END};
const IrPattern tensor_expand_shape_patterns[] = {
	VS_EXPAND_SHAPE_PATTERNS,
	{"FoldReshapeWithSplat<ExpandShapeOp>", 1, reshape_of_splat},
	{"FoldReshapeWithFromElements<ExpandShapeOp>", 1, reshape_of_from_elements}, END};
