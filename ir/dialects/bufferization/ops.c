/* ops.c: the bufferization dialect's ops that the seed's tensor_load and
   tensor_store became: a tensor read from a buffer, and a tensor written
   into one; and the copy of a buffer. */
#include "bufferization.h"

static const IrOpDef ops[] = {
	{.name = "bufferization.clone", .format = "$input attr-dict `:` type($input) `to` type($output)",
	 .operands = "input", .types = "input:anymemref -> anymemref", .one_result = true,
	 .effects = IR_EFFECT_READ | IR_EFFECT_WRITE | IR_EFFECT_ALLOC, .fold = bufferization_fold_clone,
	 .patterns = bufferization_clone_patterns},
	{.name = "bufferization.materialize_in_destination",
	 .format = "$source `in` (`restrict` $restrict^)? (`writable` $writable^)? $dest attr-dict `:` "
	           "functional-type(operands, results)",
	 .operands = "source dest", .types = "source:tensor -> tensor*",
	 .inherent = "restrict writable", .unit_attrs = "restrict writable",
	 .attr_kinds = "restrict:unit writable:unit", .verify = ir_verify_bufferization_materialize},
	{.name = "bufferization.to_tensor",
	 .format = "$buffer (`restrict` $restrict^)? (`writable` $writable^)? attr-dict `:` type($buffer) `to` "
	           "type($result)",
	 .operands = "buffer", .types = "buffer:anymemref -> tensor", .inherent = "restrict writable",
	 .unit_attrs = "restrict writable", .attr_kinds = "restrict:unit writable:unit", .one_result = true,
	 .verify = ir_verify_bufferization_to_tensor},
};

const IrDialect ir_dialect_bufferization = {
	.name = "bufferization",
	.undefined_ops = "alloc_tensor dealloc dealloc_tensor to_buffer",
	.ops = ops,
	.nops = sizeof ops / sizeof ops[0],
};
