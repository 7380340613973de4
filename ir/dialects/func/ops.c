/* ops.c: the func dialect's ops. */
#include "func.h"

static const IrOpDef ops[] = {
	{.name = "func.func", .parse = func_read_func, .print = print_function_op, .check = func_check_func, .verify = ir_verify_func_func, .inherent = "arg_attrs function_type no_inline res_attrs sym_name sym_visibility",
	 .traits = IR_TRAIT_ISOLATED | IR_TRAIT_SYMBOL | IR_TRAIT_AFFINE_SCOPE | IR_TRAIT_ZERO_RESULTS | IR_TRAIT_ZERO_OPERANDS | IR_TRAIT_FUNCTION_FORM,
	 .default_dialect = "func"},
	{.name = "func.return", .parents = "func.func", .format = "attr-dict ($operands^ `:` type($operands))?", .operands = "operands*",
	 .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE, .verify = ir_verify_func},
	{.name = "func.call", .format = "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
	 .operands = "operands*", .inherent = "arg_attrs callee no_inline res_attrs", .attr_kinds = "arg_attrs:dicts callee:symbol no_inline:unit res_attrs:dicts",
	 .verify = ir_verify_func},
	{.name = "func.call_indirect", .format = "$callee `(` $callee_operands `)` attr-dict `:` type($callee)",
	 .operands = "callee callee_operands*", .types = "callee:function", .inherent = "arg_attrs res_attrs",
	 .attr_kinds = "arg_attrs:dicts res_attrs:dicts", .infer = IR_INFER_CALLEE, .verify = ir_verify_func,
	 .patterns = func_call_indirect_patterns},
	{.name = "func.constant", .declines = func_constant_declines, .format = "attr-dict $value `:` type(results)",
	 .inherent = "value", .attr_kinds = "value:symbol", .result_names = "f",
	 .traits = IR_TRAIT_PURE | IR_TRAIT_ZERO_OPERANDS | IR_TRAIT_CONSTANT_LIKE, .verify = ir_verify_func, .one_result = true,
	 .fold = func_fold_constant},
};

const IrDialect ir_dialect_func = {
	.name = "func",
	.ops = ops,
	.nops = sizeof ops / sizeof ops[0],
	.inliner = &func_inliner,
	.materialize_constant = func_materialize_constant,
};
