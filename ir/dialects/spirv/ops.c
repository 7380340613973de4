/* ops.c: the spirv dialect: its attributes; no op is defined yet, so its
   ops are read as unregistered ones, as before the dialect had a folder. */
#include "spirv.h"

const IrDialect ir_dialect_spirv = {
	.name = "spirv",
	.attrs = &spirv_attrs,
	.allows_unknown_ops = true,
};
