/* ops.c: the vgf dialect's ops, as the model converter defines them
   (VGFOps.td). vgf.sequence and vgf.segment are written as functions are;
   the others have declarative forms. */
#include "vgf.h"

#define FUNCTION_TRAITS \
	(IR_TRAIT_ISOLATED | IR_TRAIT_SYMBOL | IR_TRAIT_SYMBOL_TABLE | IR_TRAIT_ZERO_RESULTS | IR_TRAIT_ZERO_OPERANDS | \
	 IR_TRAIT_FUNCTION_FORM)

static const IrOpDef ops[] = {
	{.name = "vgf.sequence", .print = print_function_op, .check = func_check_func, .verify = vgf_verify_sequence,
	 .inherent = "arg_attrs function_type res_attrs sym_name", .traits = FUNCTION_TRAITS},
	{.name = "vgf.segment", .print = print_function_op, .check = func_check_func, .verify = vgf_verify_segment,
	 .inherent = "arg_attrs function_type res_attrs segment_type sym_name", .required = "segment_type",
	 .parents = "vgf.sequence", .traits = FUNCTION_TRAITS},
	{.name = "vgf.run_segment",
	 .format = "$segment (`:``(` $operands^ `)`)? functional-type($operands, results) attr-dict",
	 .operands = "operands*", .inherent = "segment", .required = "segment", .attr_kinds = "segment:symbol",
	 .parents = "vgf.sequence", .verify = vgf_verify_run_segment},
	{.name = "vgf.segment_output", .format = "($operands^ `:` type($operands))? attr-dict", .operands = "operands*",
	 .parents = "vgf.segment", .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE, .verify = vgf_verify_output},
	{.name = "vgf.sequence_output", .format = "($operands^ `:` type($operands))? attr-dict", .operands = "operands*",
	 .parents = "vgf.sequence", .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE, .verify = vgf_verify_output},
	{.name = "vgf.shader_placeholder", .format = "`(` $operands `)` attr-dict `:` functional-type($operands, results)",
	 .operands = "operands*",
	 .inherent = "entry_point input_bindings input_descriptor_sets input_sampler_configs input_vk_descriptor_types "
	             "input_vk_formats output_bindings output_descriptor_sets output_sampler_configs "
	             "output_vk_descriptor_types output_vk_formats shader_code shader_language shader_name "
	             "workgroup_sizes",
	 .required = "shader_name entry_point input_bindings output_bindings input_descriptor_sets "
	             "output_descriptor_sets input_vk_descriptor_types output_vk_descriptor_types input_vk_formats "
	             "output_vk_formats workgroup_sizes",
	 .attr_kinds = "shader_name:string entry_point:string input_bindings:darray output_bindings:darray "
	               "input_descriptor_sets:darray output_descriptor_sets:darray workgroup_sizes:darray "
	               "input_vk_descriptor_types:array output_vk_descriptor_types:array input_vk_formats:array "
	               "output_vk_formats:array input_sampler_configs:dicts output_sampler_configs:dicts "
	               "shader_language:string",
	 .parents = "vgf.segment", .verify = vgf_verify_shader_placeholder},
};

const IrDialect ir_dialect_vgf = {
	.name = "vgf",
	.ops = ops,
	.nops = sizeof ops / sizeof ops[0],
};
