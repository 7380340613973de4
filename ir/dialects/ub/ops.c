/* ops.c: the ub dialect's ops. */
#include "ub.h"

static const IrOpDef ops[] = {
	{.name = "ub.poison", .format = "attr-dict (`<` $value^ `>`)? `:` type($result)",
	 .inherent = "value", .defaults = "value=#ub.poison", .traits = IR_TRAIT_PURE},
};

const IrDialect ir_dialect_ub = {
	.name = "ub",
	.undefined_ops = "unreachable",
	.ops = ops,
	.nops = sizeof ops / sizeof ops[0],
};
