/* ops.c: the scf dialect's ops. */
#include "scf.h"

/* A loop stepping by 1 terminates whatever its bounds (MLIR's
   ForOp::getSpeculatability); any other step might not. */
static IrSpeculation scf_for_speculation(const IrOp *op)
{
	uint64_t step;
	unsigned width;
	return arith_constant_value(ir_op_operand(op, 2), &step, &width) && step == 1
	               ? IR_SPECULATION_RECURSIVE
	               : IR_SPECULATION_NONE;
}

static const IrOpDef ops[] = {
	/* scf.for's region may be empty here: its verifier says so after the
	   AllTypesMatch of its bounds, as ODS orders them */
	{.name = "scf.for", .parse = scf_read_for, .print = scf_print_for, .operands = "lowerBound upperBound step initArgs*",
	 .types = "lowerBound:int_or_index upperBound:int_or_index step:int_or_index",
	 .inherent = "unsignedCmp", .attr_kinds = "unsignedCmp:unit", .regions = "region?", .traits = IR_TRAIT_SINGLE_BLOCK | IR_TRAIT_RECURSIVE_EFFECTS, .speculation = scf_for_speculation, .verify = ir_verify_scf_for,
	 .verify_regions = ir_verify_scf_for_regions, .loop_regions = 1, .patterns = scf_for_patterns, .region_successors = scf_for_successors},
	{.name = "scf.if", .parse = scf_read_if, .print = scf_print_if, .operands = "condition", .operand_types = "condition=i1", .regions = "thenRegion elseRegion?",
	 .traits = IR_TRAIT_SINGLE_BLOCK | IR_TRAIT_RECURSIVE_EFFECTS | IR_TRAIT_RECURSIVE_SPECULATION | IR_TRAIT_NO_REGION_ARGS, .verify = ir_verify_scf_if, .verify_regions = ir_verify_scf_if_regions,
	 .fold = scf_fold_if, .patterns = scf_if_patterns, .region_successors = scf_if_successors},
	{.name = "scf.yield", .parents = "scf.execute_region scf.for scf.if scf.index_switch scf.while", .format = "attr-dict ($results^ `:` type($results))?",
	 .operands = "results*", .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE},
	{.name = "scf.parallel", .parse = scf_read_parallel, .print = scf_print_parallel, .operands = "lowerBound* upperBound* step* initVals*",
	 .operand_types = "lowerBound=index;upperBound=index;step=index",
	 .inherent = "operandSegmentSizes", .regions = "region", .traits = IR_TRAIT_SEGMENTS | IR_TRAIT_SINGLE_BLOCK | IR_TRAIT_RECURSIVE_EFFECTS,
	 .verify = ir_verify_scf_parallel, .loop_regions = 1, .patterns = scf_parallel_patterns},
	{.name = "scf.reduce", .parents = "scf.parallel", .parse = scf_read_reduce, .print = scf_print_reduce, .operands = "operands*",
	 .regions = "reductions*", .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_RECURSIVE_EFFECTS | IR_TRAIT_ZERO_RESULTS,
	 .verify_regions = ir_verify_scf_reduce_regions},
	{.name = "scf.reduce.return", .parents = "scf.reduce", .format = "$result attr-dict `:` type($result)",
	 .operands = "result", .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE, .verify = ir_verify_scf_reduce_return},
	/* written as tosa.while_loop is */
	{.name = "scf.while", .parse = scf_read_while, .print = scf_print_while, .operands = "inits*", .regions = "before after",
	 .traits = IR_TRAIT_SINGLE_BLOCK | IR_TRAIT_RECURSIVE_EFFECTS, .verify = ir_verify_scf_while, .verify_regions = ir_verify_scf_while_regions, .loop_regions = 3,
	 .patterns = scf_while_patterns, .region_successors = scf_while_successors},
	{.name = "scf.index_switch", .parse = scf_read_index_switch, .print = scf_print_index_switch, .regions = "defaultRegion caseRegions*", .operands = "arg", .operand_types = "arg=index",
	 .inherent = "cases", .required = "cases", .attr_kinds = "cases:darray", .traits = IR_TRAIT_SINGLE_BLOCK | IR_TRAIT_RECURSIVE_EFFECTS,
	 .verify = ir_verify_scf_index_switch, .patterns = scf_index_switch_patterns,
	 .region_successors = scf_index_switch_successors},
	{.name = "scf.forall", .parse = scf_read_forall, .print = scf_print_forall, .operands = "dynamicLowerBound* dynamicUpperBound* dynamicStep* outputs*",
	 .operand_types = "dynamicLowerBound=index;dynamicUpperBound=index;dynamicStep=index", .types = "outputs:rtensor",
	 .inherent = "mapping operandSegmentSizes staticLowerBound staticStep staticUpperBound",
	 .attr_kinds = "staticLowerBound:darray staticStep:darray staticUpperBound:darray mapping:array",
	 .required = "staticLowerBound staticStep staticUpperBound", .regions = "region",
	 .traits = IR_TRAIT_SEGMENTS | IR_TRAIT_SINGLE_BLOCK | IR_TRAIT_RECURSIVE_EFFECTS, .verify = ir_verify_scf_forall,
	 .verify_regions = ir_verify_scf_forall_regions, .loop_regions = 1, .patterns = scf_forall_patterns},
	{.name = "scf.forall.in_parallel", .parents = "scf.forall", .parse = scf_read_in_parallel, .print = scf_print_in_parallel, .regions = "region",
	 .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE | IR_TRAIT_NO_TERMINATOR | IR_TRAIT_SINGLE_BLOCK | IR_TRAIT_ZERO_RESULTS | IR_TRAIT_ZERO_OPERANDS,
	 .verify = ir_verify_scf_in_parallel},
	{.name = "scf.execute_region", .parse = scf_read_execute_region, .print = scf_print_execute_region, .regions = "region?", .inherent = "no_inline", .attr_kinds = "no_inline:unit",
	 .verify = ir_verify_scf_execute_region, .verify_regions = ir_verify_returns_to_parent,
	 .traits = IR_TRAIT_RECURSIVE_EFFECTS | IR_TRAIT_ZERO_OPERANDS, .patterns = scf_execute_region_patterns,
	 .region_successors = scf_execute_region_successors},
	{.name = "scf.condition", .parents = "scf.while", .format = "`(` $condition `)` attr-dict ($args^ `:` type($args))?", .operands = "condition args*",
	 .operand_types = "condition=i1", .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE},
};

const IrDialect ir_dialect_scf = {
	.name = "scf",
	.ops = ops,
	.nops = sizeof ops / sizeof ops[0],
	.inliner = &ir_inline_anywhere,
};
