/* ops.c: the spirv dialect's ops that a graph module needs, as MLIR 22
   defines them (SPIRVStructureOps.td, SPIRVArmOps.td, SPIRVControlFlowOps.td,
   SPIRVCompositeOps.td), upstream's spirv.ExperimentalML.Call and, from
   tosa_ops.h, the TOSA.001000.1 extended instructions.  MLIR's SPIR-V dialect allows
   unknown ops (SPIR-V is extensible): the others stay unregistered ones. */
#include "spirv.h"

#define FUNCTION_TRAITS \
	(IR_TRAIT_ISOLATED | IR_TRAIT_SYMBOL | IR_TRAIT_ZERO_RESULTS | IR_TRAIT_ZERO_OPERANDS)

static const IrOpDef ops[] = {
	{.name = "spirv.module", .parse = spirv_read_module, .print = spirv_print_module, .check = spirv_check_module,
	 .inherent = "addressing_model memory_model sym_name vce_triple", .required = "addressing_model memory_model",
	 .enums = "addressing_model=addressing_model;memory_model=memory_model",
	 .regions = "body",
	 .traits = IR_TRAIT_ISOLATED | IR_TRAIT_NO_TERMINATOR | IR_TRAIT_SYMBOL | IR_TRAIT_SYMBOL_TABLE |
	           IR_TRAIT_SINGLE_BLOCK | IR_TRAIT_NO_REGION_ARGS | IR_TRAIT_ZERO_RESULTS | IR_TRAIT_ZERO_OPERANDS},
	{.name = "spirv.GlobalVariable", .parse = spirv_read_global_variable, .print = spirv_print_global_variable,
	 .inherent = "binding builtin descriptor_set initializer linkage_attributes location sym_name type",
	 .required = "sym_name type", .attr_kinds = "sym_name:string type:type initializer:symbol builtin:string",
	 .traits = IR_TRAIT_SYMBOL | IR_TRAIT_ZERO_RESULTS | IR_TRAIT_ZERO_OPERANDS,
	 .verify = spirv_verify_global_variable},
	{.name = "spirv.Constant", .parse = spirv_read_constant, .print = spirv_print_constant, .inherent = "value",
	 .required = "value", .result_name = spirv_constant_name, .one_result = true,
	 .traits = IR_TRAIT_PURE | IR_TRAIT_ZERO_OPERANDS, .verify = spirv_verify_constant},
	{.name = "spirv.EXT.ConstantCompositeReplicate", .parse = spirv_read_constant_composite_replicate,
	 .print = spirv_print_constant_composite_replicate,
	 .inherent = "value", .required = "value", .one_result = true, .traits = IR_TRAIT_PURE | IR_TRAIT_ZERO_OPERANDS,
	 .verify = spirv_verify_constant_composite_replicate},
	{.name = "spirv.func", .parse = spirv_read_func, .print = spirv_print_func, .check = spirv_check_func,
	 .inherent = "arg_attrs function_control function_type linkage_attributes res_attrs sym_name",
	 .required = "function_control function_type sym_name", .attr_kinds = "sym_name:string function_type:type",
	 .enums = "function_control=function_control",
	 .regions = "body", .traits = FUNCTION_TRAITS, .verify = spirv_verify_func},
	{.name = "spirv.Return", .format = "attr-dict", .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE |
	 IR_TRAIT_ZERO_RESULTS | IR_TRAIT_ZERO_OPERANDS, .verify = spirv_verify_in_function},
	{.name = "spirv.ReturnValue", .format = "$value attr-dict `:` type($value)", .operands = "value",
	 .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE | IR_TRAIT_ZERO_RESULTS, .verify = spirv_verify_return_value},
	{.name = "spirv.EntryPoint", .parse = spirv_read_entry_point, .print = spirv_print_entry_point,
	 .check = spirv_check_entry_point,
	 .inherent = "execution_model fn interface", .required = "execution_model fn interface",
	 .enums = "execution_model=execution_model",
	 .attr_kinds = "fn:symbol interface:array", .traits = IR_TRAIT_ZERO_RESULTS | IR_TRAIT_ZERO_OPERANDS},
	{.name = "spirv.CompositeExtract", .parse = spirv_read_composite_extract,
	 .print = spirv_print_composite_extract, .operands = "composite", .inherent = "indices", .required = "indices",
	 .attr_kinds = "indices:array", .one_result = true, .traits = IR_TRAIT_PURE,
	 .verify = spirv_verify_composite_extract},
	{.name = "spirv.ARM.Graph", .print = print_function_op, .check = func_check_func,
	 .inherent = "arg_attrs entry_point function_type res_attrs sym_name", .required = "function_type sym_name",
	 .attr_kinds = "entry_point:bool", .regions = "body",
	 .traits = FUNCTION_TRAITS | IR_TRAIT_FUNCTION_FORM, .verify = spirv_verify_graph},
	{.name = "spirv.ARM.GraphEntryPoint", .parse = spirv_read_graph_entry_point,
	 .print = spirv_print_graph_entry_point, .inherent = "fn interface", .required = "fn interface",
	 .attr_kinds = "fn:symbol interface:array", .traits = IR_TRAIT_ZERO_RESULTS | IR_TRAIT_ZERO_OPERANDS},
	{.name = "spirv.ARM.GraphOutputs", .format = "$value attr-dict `:` type($value)", .operands = "value*",
	 .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE | IR_TRAIT_ZERO_RESULTS, .verify = spirv_verify_in_graph},
	{.name = "spirv.ARM.GraphConstant", .format = "attr-dict `:` type($output)", .inherent = "graph_constant_id",
	 .required = "graph_constant_id", .attr_kinds = "graph_constant_id:int", .one_result = true,
	 .traits = IR_TRAIT_PURE | IR_TRAIT_ZERO_OPERANDS, .verify = spirv_verify_in_graph},
	{.name = "spirv.ExperimentalML.Call",
	 .format = "`opcode` `=` $opcode `,` $operands attr-dict `:` functional-type($operands, results)",
	 .operands = "operands*", .inherent = "opcode", .required = "opcode", .attr_kinds = "opcode:int",
	 .one_result = true},
#include "tosa_ops.h"
};

const IrDialect ir_dialect_spirv = {
	.name = "spirv",
	.ops = ops,
	.nops = sizeof ops / sizeof ops[0],
	.allows_unknown_ops = true,
	.types = &spirv_types,
	.attrs = &spirv_attrs,
	.check_op = spirv_check_op,
};
