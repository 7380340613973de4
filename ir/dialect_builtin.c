/* dialect_builtin.c: the builtin and func dialects' ops. */
#include "internal.h"

const IrOpDef ir_builtin_ops[] = {
	{"builtin.module", IR_FORM_MODULE, NULL, NULL, "sym_name sym_visibility", NULL,
	 IR_TRAIT_ISOLATED | IR_TRAIT_NO_TERMINATOR | IR_TRAIT_SYMBOL_TABLE | IR_TRAIT_GRAPH_REGION,
	 "builtin"},
	{"builtin.unrealized_conversion_cast", IR_FORM_FORMAT,
	 "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict", "inputs*", NULL, NULL, IR_TRAIT_PURE, NULL},
};
const size_t ir_builtin_nops = sizeof ir_builtin_ops / sizeof ir_builtin_ops[0];

const IrOpDef ir_func_ops[] = {
	{"func.func", IR_FORM_FUNC, NULL, NULL,
	 "arg_attrs function_type no_inline res_attrs sym_name sym_visibility", NULL,
	 IR_TRAIT_ISOLATED | IR_TRAIT_SYMBOL, "func"},
	{"func.return", IR_FORM_FORMAT, "attr-dict ($operands^ `:` type($operands))?", "operands*", NULL, NULL,
	 IR_TRAIT_TERMINATOR | IR_TRAIT_PURE, NULL},
	{"func.call", IR_FORM_FORMAT,
	 "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
	 "operands*", "arg_attrs callee no_inline res_attrs", NULL, 0, NULL},
	{"func.call_indirect", IR_FORM_FORMAT,
	 "$callee `(` $callee_operands `)` attr-dict `:` type($callee)", "callee callee_operands*",
	 "arg_attrs res_attrs", NULL,
	 0, NULL},
	{"func.constant", IR_FORM_FORMAT, "attr-dict $value `:` type(results)", NULL, "value", NULL,
	 IR_TRAIT_PURE, NULL},
};
const size_t ir_func_nops = sizeof ir_func_ops / sizeof ir_func_ops[0];
