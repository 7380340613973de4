/* dialect_vector.c: the vector dialect's ops (so far broadcast), and the ub dialect's poison value. */
#include "internal.h"

const IrOpDef ir_vector_ops[] = {
	{.name = "vector.broadcast", .form = IR_FORM_FORMAT,
	 .format = "$source attr-dict `:` type($source) `to` type($vector)", .operands = "source",
	 .traits = IR_TRAIT_PURE},
};
const size_t ir_vector_nops = sizeof ir_vector_ops / sizeof ir_vector_ops[0];

const IrOpDef ir_ub_ops[] = {
	{.name = "ub.poison", .form = IR_FORM_FORMAT, .format = "attr-dict (`<` $value^ `>`)? `:` type($result)",
	 .inherent = "value", .defaults = "value=#ub.poison", .traits = IR_TRAIT_PURE},
};
const size_t ir_ub_nops = sizeof ir_ub_ops / sizeof ir_ub_ops[0];
