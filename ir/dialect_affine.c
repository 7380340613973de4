/* dialect_affine.c: the affine dialect's ops. */
#include "internal.h"

const IrOpDef ir_affine_ops[] = {
	{.name = "affine.apply", .form = IR_FORM_AFFINE_APPLY, .inherent = "map",
	 .traits = IR_TRAIT_PURE},
	{.name = "affine.min", .form = IR_FORM_AFFINE_APPLY, .inherent = "map",
	 .traits = IR_TRAIT_PURE},
	{.name = "affine.max", .form = IR_FORM_AFFINE_APPLY, .inherent = "map",
	 .traits = IR_TRAIT_PURE},
	{.name = "affine.load", .form = IR_FORM_AFFINE_LOAD, .inherent = "map"},
	{.name = "affine.store", .form = IR_FORM_AFFINE_STORE, .inherent = "map"},
	{.name = "affine.parallel", .form = IR_FORM_AFFINE_PARALLEL,
	 .inherent = "lowerBoundsGroups lowerBoundsMap reductions steps upperBoundsGroups upperBoundsMap"},
	{.name = "affine.prefetch", .form = IR_FORM_AFFINE_PREFETCH,
	 .inherent = "isDataCache isWrite localityHint map"},
	{.name = "affine.vector_load", .form = IR_FORM_AFFINE_LOAD, .inherent = "map"},
	{.name = "affine.vector_store", .form = IR_FORM_AFFINE_STORE, .inherent = "map"},
	{.name = "affine.for", .form = IR_FORM_AFFINE_FOR,
	 .inherent = "lowerBoundMap operandSegmentSizes step upperBoundMap"},
	{.name = "affine.if", .form = IR_FORM_AFFINE_IF, .inherent = "condition"},
	/* dynamic-index-list is ODS's custom<DynamicIndexList> */
	{.name = "affine.delinearize_index", .form = IR_FORM_FORMAT,
	 .format = "$linear_index `into` dynamic-index-list($dynamic_basis, $static_basis) attr-dict `:` "
	           "type($multi_index)",
	 .operands = "linear_index dynamic_basis*", .operand_types = "linear_index=index;dynamic_basis=index",
	 .inherent = "static_basis", .traits = IR_TRAIT_PURE},
	{.name = "affine.linearize_index", .form = IR_FORM_FORMAT,
	 .format = "(`disjoint` $disjoint^)? ` ` `[` $multi_index `]` `by` "
	           "dynamic-index-list($dynamic_basis, $static_basis) attr-dict `:` type($linearized_index)",
	 .operands = "multi_index* dynamic_basis*", .operand_types = "multi_index=index;dynamic_basis=index",
	 .inherent = "disjoint operandSegmentSizes static_basis", .defaults = "disjoint=false",
	 .unit_attrs = "disjoint",
	 .traits = IR_TRAIT_PURE | IR_TRAIT_SEGMENTS},
	{.name = "affine.yield", .form = IR_FORM_FORMAT,
	 .format = "attr-dict ($operands^ `:` type($operands))?", .operands = "operands*",
	 .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE},
};
const size_t ir_affine_nops = sizeof ir_affine_ops / sizeof ir_affine_ops[0];
