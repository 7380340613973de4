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
	{.name = "affine.for", .form = IR_FORM_AFFINE_FOR,
	 .inherent = "lowerBoundMap operandSegmentSizes step upperBoundMap"},
	{.name = "affine.if", .form = IR_FORM_AFFINE_IF, .inherent = "condition"},
	{.name = "affine.yield", .form = IR_FORM_FORMAT,
	 .format = "attr-dict ($operands^ `:` type($operands))?", .operands = "operands*",
	 .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE},
};
const size_t ir_affine_nops = sizeof ir_affine_ops / sizeof ir_affine_ops[0];
