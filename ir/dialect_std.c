/* dialect_std.c: the standard ops of the seed LangRef (the `std` dialect),
   written without their prefix: `%x = addi %a, %b : i64`. */
#include "internal.h"
#include "verify_ops.h"

#define STD_BINARY(op)                                                                      \
	{.name = "std." op, .form = IR_FORM_FORMAT, .format = "$lhs `,` $rhs attr-dict `:` type($result)", \
	 .operands = "lhs rhs", .traits = IR_TRAIT_PURE, .verify = ir_verify_arith}
#define STD_CAST(op)                                                                        \
	{.name = "std." op, .form = IR_FORM_FORMAT,                                            \
	 .format = "$source attr-dict `:` type($source) `to` type($result)", .operands = "source", \
	 .traits = IR_TRAIT_PURE}

const IrOpDef ir_std_ops[] = {
	STD_BINARY("addi"), STD_BINARY("addf"), STD_BINARY("subi"), STD_BINARY("subf"),
	STD_BINARY("muli"), STD_BINARY("mulf"), STD_BINARY("and"), STD_BINARY("or"),
	STD_BINARY("xor"), STD_BINARY("divis"), STD_BINARY("diviu"), STD_BINARY("remis"),
	STD_BINARY("remiu"),
	STD_CAST("memref_cast"), STD_CAST("tensor_cast"),
	{.name = "std.cmpi", .form = IR_FORM_FORMAT,
	 .format = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)", .operands = "lhs rhs",
	 .inherent = "predicate", .infer = IR_INFER_BOOL_LIKE, .traits = IR_TRAIT_PURE,
	 .int_enums = "predicate=\"eq\" \"ne\" \"slt\" \"sle\" \"sgt\" \"sge\" \"ult\" \"ule\" \"ugt\" \"uge\""},
	{.name = "std.constant", .form = IR_FORM_STD_CONSTANT, .inherent = "value", .required = "value",
	 .one_result = true, .traits = IR_TRAIT_PURE},
	{.name = "std.select", .form = IR_FORM_ARITH_SELECT, .operands = "condition true_value false_value",
	 .one_result = true, .traits = IR_TRAIT_PURE, .verify = ir_verify_arith},
	{.name = "std.dim", .form = IR_FORM_FORMAT,
	 .format = "$memrefOrTensor `,` $index attr-dict `:` type($memrefOrTensor)",
	 .operands = "memrefOrTensor", .inherent = "index", .infer = IR_INFER_INDEX,
	 .attr_kinds = "index:int", .traits = IR_TRAIT_PURE},
	{.name = "std.alloc", .form = IR_FORM_FORMAT,
	 .format = "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($result)",
	 .operands = "dynamicSizes* symbolOperands*",
	 .operand_types = "dynamicSizes=index;symbolOperands=index", .inherent = "operandSegmentSizes",
	 .traits = IR_TRAIT_SEGMENTS},
	{.name = "std.alloc_static", .form = IR_FORM_FORMAT,
	 .format = "`(` $base `)` attr-dict `:` type($result)", .inherent = "base"},
	{.name = "std.dealloc", .form = IR_FORM_FORMAT, .format = "$memref attr-dict `:` type($memref)",
	 .operands = "memref"},
	{.name = "std.extract_element", .form = IR_FORM_FORMAT,
	 .format = "$aggregate `[` $indices `]` attr-dict `:` type($aggregate)",
	 .operands = "aggregate indices*", .operand_types = "indices=index", .infer = IR_INFER_ELEMENT,
	 .traits = IR_TRAIT_PURE},
	{.name = "std.load", .form = IR_FORM_FORMAT,
	 .format = "$memref `[` $indices `]` attr-dict `:` type($memref)", .operands = "memref indices*",
	 .operand_types = "indices=index", .infer = IR_INFER_ELEMENT},
	{.name = "std.store", .form = IR_FORM_FORMAT,
	 .format = "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)",
	 .operands = "value memref indices*", .operand_types = "indices=index;value=elem(memref)"},
	{.name = "std.tensor_load", .form = IR_FORM_FORMAT, .format = "$memref attr-dict `:` type($memref)",
	 .operands = "memref", .infer = IR_INFER_TENSOR_OF},
	{.name = "std.tensor_store", .form = IR_FORM_STD_TENSOR_STORE},
	{.name = "std.return", .form = IR_FORM_FORMAT,
	 .format = "attr-dict ($operands^ `:` type($operands))?", .operands = "operands*",
	 .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE},
	{.name = "std.call", .form = IR_FORM_FORMAT,
	 .format = "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
	 .operands = "operands*", .inherent = "callee"},
	{.name = "std.call_indirect", .form = IR_FORM_STD_CALL_INDIRECT},
	{.name = "std.br", .form = IR_FORM_STD_BR, .successors = "dest", .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE},
	{.name = "std.cond_br", .form = IR_FORM_STD_COND_BR, .successors = "trueDest falseDest", .inherent = "operandSegmentSizes",
	 .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE | IR_TRAIT_SEGMENTS},
	{.name = "std.dma_start", .form = IR_FORM_STD_DMA_START},
	{.name = "std.dma_wait", .form = IR_FORM_STD_DMA_WAIT},
};
const size_t ir_std_nops = sizeof ir_std_ops / sizeof ir_std_ops[0];
