/* dialect_builtin.c: the builtin and func dialects' ops. */
#include "internal.h"
#include "verify_ops.h"

const IrOpDef ir_builtin_ops[] = {
	{.name = "builtin.module", .form = IR_FORM_MODULE, .inherent = "sym_name sym_visibility",
	 .traits = IR_TRAIT_ISOLATED | IR_TRAIT_NO_TERMINATOR | IR_TRAIT_SYMBOL_TABLE |
	           IR_TRAIT_GRAPH_REGION | IR_TRAIT_ZERO_RESULTS | IR_TRAIT_ZERO_OPERANDS,
	 .default_dialect = "builtin"},
	{.name = "builtin.unrealized_conversion_cast", .form = IR_FORM_FORMAT,
	 .format = "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict",
	 .operands = "inputs*", .traits = IR_TRAIT_PURE, .verify = ir_verify_func},
};
const size_t ir_builtin_nops = sizeof ir_builtin_ops / sizeof ir_builtin_ops[0];

const IrOpDef ir_func_ops[] = {
	{.name = "func.func", .form = IR_FORM_FUNC,
	 .inherent = "arg_attrs function_type no_inline res_attrs sym_name sym_visibility",
	 .traits = IR_TRAIT_ISOLATED | IR_TRAIT_SYMBOL | IR_TRAIT_ZERO_RESULTS | IR_TRAIT_ZERO_OPERANDS, .default_dialect = "func"},
	{.name = "func.return", .parents = "func.func", .form = IR_FORM_FORMAT,
	 .format = "attr-dict ($operands^ `:` type($operands))?", .operands = "operands*",
	 .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE, .verify = ir_verify_func},
	{.name = "func.call", .form = IR_FORM_FORMAT,
	 .format = "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
	 .operands = "operands*", .inherent = "arg_attrs callee no_inline res_attrs", .attr_kinds = "arg_attrs:dicts callee:symbol no_inline:unit res_attrs:dicts",
	 .verify = ir_verify_func},
	{.name = "func.call_indirect", .form = IR_FORM_FORMAT,
	 .format = "$callee `(` $callee_operands `)` attr-dict `:` type($callee)",
	 .operands = "callee callee_operands*", .types = "callee:function", .inherent = "arg_attrs res_attrs",
	 .attr_kinds = "arg_attrs:dicts res_attrs:dicts", .infer = IR_INFER_CALLEE, .verify = ir_verify_func},
	{.name = "func.constant", .form = IR_FORM_FORMAT, .format = "attr-dict $value `:` type(results)",
	 .inherent = "value", .attr_kinds = "value:symbol", .result_names = "f", .traits = IR_TRAIT_PURE | IR_TRAIT_ZERO_OPERANDS, .verify = ir_verify_func, .one_result = true},
};
const size_t ir_func_nops = sizeof ir_func_ops / sizeof ir_func_ops[0];
