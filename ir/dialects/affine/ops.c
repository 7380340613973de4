/* ops.c: the affine dialect's ops. */
#include "affine.h"

/* As scf.for: a loop stepping by 1 terminates whatever its bounds. */
static IrSpeculation affine_for_speculation(const IrOp *op)
{
	IrAttr *step = ir_op_get_attr(op, "step");
	return step && step->kind == IR_ATTR_INTEGER && step->words[0] == 1 ? IR_SPECULATION_RECURSIVE
	                                                                    : IR_SPECULATION_NONE;
}

static const IrOpDef ops[] = {
	{.name = "affine.apply", .parse = affine_read_apply, .print = affine_print_apply, .operands = "mapOperands*", .inherent = "map",
	 .required = "map", .attr_kinds = "map:map", .one_result = true, .traits = IR_TRAIT_PURE, .verify = ir_verify_affine},
	{.name = "affine.min", .parse = affine_read_apply, .print = affine_print_apply, .operands = "operands*", .inherent = "map",
	 .required = "map", .attr_kinds = "map:map", .one_result = true, .traits = IR_TRAIT_PURE, .verify = ir_verify_affine},
	{.name = "affine.max", .parse = affine_read_apply, .print = affine_print_apply, .operands = "operands*", .inherent = "map",
	 .required = "map", .attr_kinds = "map:map", .one_result = true, .traits = IR_TRAIT_PURE, .verify = ir_verify_affine},
	{.name = "affine.load", .parse = affine_read_load, .print = affine_print_load, .operands = "memref indices*", .inherent = "map",
	 .required = "map", .attr_kinds = "map:map", .one_result = true, .verify = ir_verify_affine, .effects = IR_EFFECT_READ},
	{.name = "affine.store", .parse = affine_read_store, .print = affine_print_store, .operands = "value memref indices*",
	 .inherent = "map", .required = "map", .attr_kinds = "map:map", .verify = ir_verify_affine, .effects = IR_EFFECT_WRITE},
	{.name = "affine.parallel", .parse = affine_read_parallel, .print = affine_print_parallel, .inherent = "lowerBoundsGroups lowerBoundsMap reductions steps upperBoundsGroups upperBoundsMap",
	 .regions = "region",
	 .required = "lowerBoundsGroups lowerBoundsMap reductions steps upperBoundsGroups upperBoundsMap",
	 .attr_kinds = "lowerBoundsGroups:i32s lowerBoundsMap:map reductions:ints steps:ints "
	               "upperBoundsGroups:i32s upperBoundsMap:map", .verify = ir_verify_affine, .traits = IR_TRAIT_RECURSIVE_EFFECTS, .loop_regions = 1},
	{.name = "affine.prefetch", .parse = affine_read_prefetch, .print = affine_print_prefetch, .operands = "memref indices*",
	 .inherent = "isDataCache isWrite localityHint map", .required = "isDataCache isWrite localityHint map",
	 .attr_kinds = "isDataCache:bool isWrite:bool localityHint:i32_0_3 map:map"},
	{.name = "affine.vector_load", .parse = affine_read_load, .print = affine_print_load, .operands = "memref indices*",
	 .inherent = "map", .required = "map", .attr_kinds = "map:map", .one_result = true, .verify = ir_verify_affine, .effects = IR_EFFECT_READ},
	{.name = "affine.vector_store", .parse = affine_read_store, .print = affine_print_store, .operands = "value memref indices*",
	 .inherent = "map", .required = "map", .attr_kinds = "map:map", .verify = ir_verify_affine, .effects = IR_EFFECT_WRITE},
	{.name = "affine.for", .parse = affine_read_for, .print = affine_print_for, .operands = "lowerBoundOperands* upperBoundOperands* inits*",
	 .inherent = "lowerBoundMap operandSegmentSizes step upperBoundMap", .regions = "region",
	 .required = "lowerBoundMap step upperBoundMap",
	 .attr_kinds = "lowerBoundMap:map upperBoundMap:map step:int", .verify = ir_verify_affine, .traits = IR_TRAIT_RECURSIVE_EFFECTS, .speculation = affine_for_speculation, .loop_regions = 1},
	{.name = "affine.if", .parse = affine_read_if, .print = affine_print_if, .inherent = "condition", .regions = "then else?",
	 .required = "condition", .attr_kinds = "condition:set", .verify = ir_verify_affine, .traits = IR_TRAIT_RECURSIVE_EFFECTS | IR_TRAIT_RECURSIVE_SPECULATION},
	/* dynamic-index-list is ODS's custom<DynamicIndexList> */
	{.name = "affine.delinearize_index", .format = "$linear_index `into` dynamic-index-list($dynamic_basis, $static_basis) attr-dict `:` "
	           "type($multi_index)",
	 .operands = "linear_index dynamic_basis*", .operand_types = "linear_index=index;dynamic_basis=index",
	 .types = "-> index*", .inherent = "static_basis", .attr_kinds = "static_basis:darray", .traits = IR_TRAIT_PURE, .verify = ir_verify_affine},
	{.name = "affine.linearize_index", .format = "(`disjoint` $disjoint^)? ` ` `[` $multi_index `]` `by` "
	           "dynamic-index-list($dynamic_basis, $static_basis) attr-dict `:` type($linearized_index)",
	 .operands = "multi_index* dynamic_basis*", .operand_types = "multi_index=index;dynamic_basis=index",
	 .inherent = "disjoint operandSegmentSizes static_basis", .defaults = "disjoint=false",
	 .unit_attrs = "disjoint", .attr_kinds = "static_basis:darray",
	 .types = "-> index", .traits = IR_TRAIT_PURE | IR_TRAIT_SEGMENTS, .verify = ir_verify_affine},
	/* hand-written ops of MLIR without properties: their maps are attributes */
	{.name = "affine.dma_start", .parse = affine_read_dma_start, .print = affine_print_dma_start, .required = "dst_map src_map tag_map",
	 .attr_kinds = "dst_map:map src_map:map tag_map:map", .verify = ir_verify_affine, .effects = IR_EFFECT_READ | IR_EFFECT_WRITE},
	{.name = "affine.dma_wait", .parse = affine_read_dma_wait, .print = affine_print_dma_wait, .required = "tag_map",
	 .attr_kinds = "tag_map:map", .verify = ir_verify_affine, .effects = IR_EFFECT_READ | IR_EFFECT_WRITE},
	{.name = "affine.yield", .format = "attr-dict ($operands^ `:` type($operands))?", .operands = "operands*",
	 .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE, .verify = ir_verify_affine},
};

const IrDialect ir_dialect_affine = {
	.name = "affine",
	.ops = ops,
	.nops = sizeof ops / sizeof ops[0],
};
