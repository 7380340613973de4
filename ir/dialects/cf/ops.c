/* ops.c: the cf dialect's ops. */
#include "cf.h"

static const IrOpDef ops[] = {
	{.name = "cf.br", .format = "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
	 .operands = "destOperands*", .successors = "dest", .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE,
	 .verify = ir_verify_cf, .successor_operands = cf_successor_operands, .successor_for_operands = cf_successor_for_operands, .patterns = cf_br_patterns},
	{.name = "cf.cond_br", .format = "$condition (`weights` `(` $branch_weights^ `)`)? `,` "
	           "$trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` "
	           "$falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
	 .operands = "condition trueDestOperands* falseDestOperands*", .operand_types = "condition=i1",
	 .successors = "trueDest falseDest", .inherent = "branch_weights operandSegmentSizes",
	 .attr_kinds = "branch_weights:i32array", .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE | IR_TRAIT_SEGMENTS,
	 .verify = ir_verify_cf, .successor_operands = cf_successor_operands, .successor_for_operands = cf_successor_for_operands, .patterns = cf_cond_br_patterns},
	{.name = "cf.assert", .format = "$arg `,` $msg attr-dict",
	 .operands = "arg", .operand_types = "arg=i1", .inherent = "msg", .attr_kinds = "msg:string", .effects = IR_EFFECT_WRITE,
	 .patterns = cf_assert_patterns},
	{.name = "cf.switch", .parse = cf_read_switch, .print = cf_print_switch, .successors = "defaultDestination caseDestinations*", .operands = "flag defaultOperands* caseOperands*",
	 .inherent = "case_operand_segments case_values operandSegmentSizes", .required = "case_operand_segments",
	 .attr_kinds = "case_values:dense", .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE | IR_TRAIT_SEGMENTS | IR_TRAIT_ZERO_RESULTS,
	 .verify = ir_verify_cf, .successor_operands = cf_successor_operands, .successor_for_operands = cf_successor_for_operands, .patterns = cf_switch_patterns},
};

/* Its branches stay as they are when a body of several blocks is inlined
   (MLIR's ControlFlowInlinerInterface). */
static void cf_keep_terminator(IrContext *ctx, IrOp *term, IrBlock *dest, IrValue *const *results)
{
	(void)ctx, (void)term, (void)dest, (void)results;
}

static const IrInliner cf_inliner = {.ops = true, .terminator = cf_keep_terminator};

const IrDialect ir_dialect_cf = {
	.name = "cf",
	.ops = ops,
	.nops = sizeof ops / sizeof ops[0],
	.inliner = &cf_inliner,
};
