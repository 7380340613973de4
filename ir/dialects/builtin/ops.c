/* ops.c: the builtin dialect's ops. */
#include "builtin.h"

static const IrOpDef ops[] = {
	{.name = "builtin.module", .print = builtin_print_module, .check = builtin_check_module, .verify = ir_verify_builtin_module, .inherent = "sym_name sym_visibility",
	 .traits = IR_TRAIT_ISOLATED | IR_TRAIT_NO_TERMINATOR | IR_TRAIT_SYMBOL | IR_TRAIT_SYMBOL_TABLE |
	           IR_TRAIT_GRAPH_REGION | IR_TRAIT_AFFINE_SCOPE | IR_TRAIT_ZERO_RESULTS | IR_TRAIT_ZERO_OPERANDS,
	 .default_dialect = "builtin"},
	{.name = "builtin.unrealized_conversion_cast", .format = "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict",
	 .operands = "inputs*", .traits = IR_TRAIT_PURE, .verify = ir_verify_builtin_cast},
};

const IrDialect ir_dialect_builtin = {
	.name = "builtin",
	.ops = ops,
	.nops = sizeof ops / sizeof ops[0],
};
