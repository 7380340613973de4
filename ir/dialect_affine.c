/* dialect_affine.c: the affine dialect's ops. */
#include "internal.h"
#include "verify_ops.h"

const IrOpDef ir_affine_ops[] = {
	{.name = "affine.apply", .form = IR_FORM_AFFINE_APPLY, .operands = "mapOperands*", .inherent = "map",
	 .required = "map", .attr_kinds = "map:map", .one_result = true, .traits = IR_TRAIT_PURE, .verify = ir_verify_affine},
	{.name = "affine.min", .form = IR_FORM_AFFINE_APPLY, .operands = "operands*", .inherent = "map",
	 .required = "map", .attr_kinds = "map:map", .one_result = true, .traits = IR_TRAIT_PURE, .verify = ir_verify_affine},
	{.name = "affine.max", .form = IR_FORM_AFFINE_APPLY, .operands = "operands*", .inherent = "map",
	 .required = "map", .attr_kinds = "map:map", .one_result = true, .traits = IR_TRAIT_PURE, .verify = ir_verify_affine},
	{.name = "affine.load", .form = IR_FORM_AFFINE_LOAD, .operands = "memref indices*", .inherent = "map",
	 .required = "map", .attr_kinds = "map:map", .one_result = true, .verify = ir_verify_affine},
	{.name = "affine.store", .form = IR_FORM_AFFINE_STORE, .operands = "value memref indices*",
	 .inherent = "map", .required = "map", .attr_kinds = "map:map", .verify = ir_verify_affine},
	{.name = "affine.parallel", .form = IR_FORM_AFFINE_PARALLEL,
	 .inherent = "lowerBoundsGroups lowerBoundsMap reductions steps upperBoundsGroups upperBoundsMap",
	 .regions = "region",
	 .required = "lowerBoundsGroups lowerBoundsMap reductions steps upperBoundsGroups upperBoundsMap",
	 .attr_kinds = "lowerBoundsGroups:i32s lowerBoundsMap:map reductions:ints steps:ints "
	               "upperBoundsGroups:i32s upperBoundsMap:map", .verify = ir_verify_affine, .traits = IR_TRAIT_RECURSIVE_EFFECTS},
	{.name = "affine.prefetch", .form = IR_FORM_AFFINE_PREFETCH, .operands = "memref indices*",
	 .inherent = "isDataCache isWrite localityHint map", .required = "isDataCache isWrite localityHint map",
	 .attr_kinds = "isDataCache:bool isWrite:bool localityHint:int map:map"},
	{.name = "affine.vector_load", .form = IR_FORM_AFFINE_LOAD, .operands = "memref indices*",
	 .inherent = "map", .required = "map", .attr_kinds = "map:map", .one_result = true, .verify = ir_verify_affine},
	{.name = "affine.vector_store", .form = IR_FORM_AFFINE_STORE, .operands = "value memref indices*",
	 .inherent = "map", .required = "map", .attr_kinds = "map:map", .verify = ir_verify_affine},
	{.name = "affine.for", .form = IR_FORM_AFFINE_FOR,
	 .operands = "lowerBoundOperands* upperBoundOperands* inits*",
	 .inherent = "lowerBoundMap operandSegmentSizes step upperBoundMap", .regions = "region",
	 .required = "lowerBoundMap step upperBoundMap",
	 .attr_kinds = "lowerBoundMap:map upperBoundMap:map step:int", .verify = ir_verify_affine, .traits = IR_TRAIT_RECURSIVE_EFFECTS},
	{.name = "affine.if", .form = IR_FORM_AFFINE_IF, .inherent = "condition", .regions = "then else?",
	 .required = "condition", .attr_kinds = "condition:set", .verify = ir_verify_affine, .traits = IR_TRAIT_RECURSIVE_EFFECTS},
	/* dynamic-index-list is ODS's custom<DynamicIndexList> */
	{.name = "affine.delinearize_index", .form = IR_FORM_FORMAT,
	 .format = "$linear_index `into` dynamic-index-list($dynamic_basis, $static_basis) attr-dict `:` "
	           "type($multi_index)",
	 .operands = "linear_index dynamic_basis*", .operand_types = "linear_index=index;dynamic_basis=index",
	 .types = "-> index*", .inherent = "static_basis", .attr_kinds = "static_basis:darray", .traits = IR_TRAIT_PURE, .verify = ir_verify_affine},
	{.name = "affine.linearize_index", .form = IR_FORM_FORMAT,
	 .format = "(`disjoint` $disjoint^)? ` ` `[` $multi_index `]` `by` "
	           "dynamic-index-list($dynamic_basis, $static_basis) attr-dict `:` type($linearized_index)",
	 .operands = "multi_index* dynamic_basis*", .operand_types = "multi_index=index;dynamic_basis=index",
	 .inherent = "disjoint operandSegmentSizes static_basis", .defaults = "disjoint=false",
	 .unit_attrs = "disjoint", .attr_kinds = "static_basis:darray",
	 .types = "-> index", .traits = IR_TRAIT_PURE | IR_TRAIT_SEGMENTS, .verify = ir_verify_affine},
	/* hand-written ops of MLIR without properties: their maps are attributes */
	{.name = "affine.dma_start", .form = IR_FORM_AFFINE_DMA_START, .required = "dst_map src_map tag_map",
	 .attr_kinds = "dst_map:map src_map:map tag_map:map", .verify = ir_verify_affine},
	{.name = "affine.dma_wait", .form = IR_FORM_AFFINE_DMA_WAIT, .required = "tag_map",
	 .attr_kinds = "tag_map:map", .verify = ir_verify_affine},
	{.name = "affine.yield", .form = IR_FORM_FORMAT,
	 .format = "attr-dict ($operands^ `:` type($operands))?", .operands = "operands*",
	 .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE, .verify = ir_verify_affine},
};
const size_t ir_affine_nops = sizeof ir_affine_ops / sizeof ir_affine_ops[0];
