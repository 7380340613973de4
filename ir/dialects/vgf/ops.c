/* ops.c: the vgf dialect's ops.  vgf.sequence and vgf.segment are written
   as func.func is (its printer serves them); the others have declarative
   forms. */
#include "vgf.h"

static const IrOpDef ops[] = {
	{.name = "vgf.run_segment",
	 .format = "$segment (`:` `(` $operands^ `)`)? functional-type($operands, results) attr-dict",
	 .operands = "operands*", .inherent = "segment", .attr_kinds = "segment:symbol",
	 .required = "segment", .parents = "vgf.sequence", .verify = vgf_verify_run_segment},
	{.name = "vgf.segment", .parse = vgf_read_function, .print = func_print_func, .check = func_check_func,
	 .inherent = "arg_attrs function_type res_attrs segment_type sym_name",
	 .attr_kinds = "arg_attrs:dicts function_type:type res_attrs:dicts segment_type:int sym_name:string",
	 .required = "function_type segment_type sym_name", .parents = "vgf.sequence", .regions = "body",
	 .traits = IR_TRAIT_ISOLATED | IR_TRAIT_SYMBOL | IR_TRAIT_SYMBOL_TABLE | IR_TRAIT_ZERO_RESULTS | IR_TRAIT_ZERO_OPERANDS,
	 .verify = vgf_verify_function},
	{.name = "vgf.segment_output", .format = "($operands^ `:` type($operands))? attr-dict", .operands = "operands*",
	 .parents = "vgf.segment", .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE | IR_TRAIT_ZERO_RESULTS,
	 .verify = vgf_verify_output},
	{.name = "vgf.sequence", .parse = vgf_read_function, .print = func_print_func, .check = func_check_func,
	 .inherent = "arg_attrs function_type res_attrs sym_name",
	 .attr_kinds = "arg_attrs:dicts function_type:type res_attrs:dicts sym_name:string",
	 .required = "function_type sym_name", .regions = "body",
	 .traits = IR_TRAIT_ISOLATED | IR_TRAIT_SYMBOL | IR_TRAIT_SYMBOL_TABLE | IR_TRAIT_ZERO_RESULTS | IR_TRAIT_ZERO_OPERANDS,
	 .verify = vgf_verify_function},
	{.name = "vgf.sequence_output", .format = "($operands^ `:` type($operands))? attr-dict", .operands = "operands*",
	 .parents = "vgf.sequence", .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE | IR_TRAIT_ZERO_RESULTS,
	 .verify = vgf_verify_output},
	{.name = "vgf.shader_placeholder", .format = "`(` $operands `)` attr-dict `:` functional-type($operands, results)",
	 .operands = "operands*",
	 .inherent = "entry_point input_bindings input_descriptor_sets input_sampler_configs input_vk_descriptor_types "
	             "input_vk_formats output_bindings output_descriptor_sets output_sampler_configs "
	             "output_vk_descriptor_types output_vk_formats shader_code shader_language shader_name workgroup_sizes",
	 .attr_kinds = "entry_point:string input_bindings:darray input_descriptor_sets:darray input_sampler_configs:dicts "
	               "output_bindings:darray output_descriptor_sets:darray output_sampler_configs:dicts "
	               "shader_language:string shader_name:string workgroup_sizes:darray",
	 .required = "entry_point input_bindings input_descriptor_sets input_vk_descriptor_types input_vk_formats "
	             "output_bindings output_descriptor_sets output_vk_descriptor_types output_vk_formats shader_name "
	             "workgroup_sizes",
	 .parents = "vgf.segment", .verify = vgf_verify_shader_placeholder},
};

const IrDialect ir_dialect_vgf = {
	.name = "vgf",
	.ops = ops,
	.nops = sizeof ops / sizeof ops[0],
};
