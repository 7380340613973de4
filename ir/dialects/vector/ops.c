/* ops.c: the vector dialect's ops (so far broadcast). */
#include "vector.h"

static const IrOpDef ops[] = {
	{.name = "vector.broadcast", .format = "$source attr-dict `:` type($source) `to` type($vector)", .operands = "source",
	 .traits = IR_TRAIT_PURE},
};

const IrDialect ir_dialect_vector = {
	.name = "vector",
	.ops = ops,
	.nops = sizeof ops / sizeof ops[0],
};
