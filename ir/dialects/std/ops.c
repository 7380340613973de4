/* ops.c: the standard ops of the seed LangRef (the `std` dialect),
   written without their prefix: `%x = addi %a, %b : i64`. */
#include "std.h"

#define STD_BINARY(op)                                                                      \
	{.name = "std." op, .format = "$lhs `,` $rhs attr-dict `:` type($result)", \
	 .operands = "lhs rhs", .traits = IR_TRAIT_PURE, .verify = ir_verify_arith}
#define STD_CAST(op)                                                                        \
	{.name = "std." op, \
	 .format = "$source attr-dict `:` type($source) `to` type($result)", .operands = "source", \
	 .traits = IR_TRAIT_PURE}

static const IrOpDef ops[] = {
	STD_BINARY("addi"), STD_BINARY("addf"), STD_BINARY("subi"), STD_BINARY("subf"),
	STD_BINARY("muli"), STD_BINARY("mulf"), STD_BINARY("and"), STD_BINARY("or"),
	STD_BINARY("xor"), STD_BINARY("divis"), STD_BINARY("diviu"), STD_BINARY("remis"),
	STD_BINARY("remiu"),
	STD_CAST("memref_cast"), STD_CAST("tensor_cast"),
	{.name = "std.cmpi", .format = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)", .operands = "lhs rhs",
	 .inherent = "predicate", .infer = IR_INFER_BOOL_LIKE, .traits = IR_TRAIT_PURE,
	 .int_enums = "predicate=\"eq\" \"ne\" \"slt\" \"sle\" \"sgt\" \"sge\" \"ult\" \"ule\" \"ugt\" \"uge\""},
	{.name = "std.constant", .parse = std_read_constant, .print = std_print_constant, .inherent = "value", .required = "value",
	 .one_result = true, .traits = IR_TRAIT_PURE},
	{.name = "std.select", .parse = arith_read_select, .print = arith_print_select, .operands = "condition true_value false_value",
	 .one_result = true, .traits = IR_TRAIT_PURE, .verify = ir_verify_arith},
	{.name = "std.dim", .format = "$memrefOrTensor `,` $index attr-dict `:` type($memrefOrTensor)",
	 .operands = "memrefOrTensor", .inherent = "index", .infer = IR_INFER_INDEX,
	 .attr_kinds = "index:int", .traits = IR_TRAIT_PURE},
	{.name = "std.alloc", .format = "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($result)",
	 .operands = "dynamicSizes* symbolOperands*",
	 .operand_types = "dynamicSizes=index;symbolOperands=index", .inherent = "operandSegmentSizes",
	 .traits = IR_TRAIT_SEGMENTS},
	{.name = "std.alloc_static", .format = "`(` $base `)` attr-dict `:` type($result)", .inherent = "base"},
	{.name = "std.dealloc", .format = "$memref attr-dict `:` type($memref)",
	 .operands = "memref"},
	{.name = "std.extract_element", .format = "$aggregate `[` $indices `]` attr-dict `:` type($aggregate)",
	 .operands = "aggregate indices*", .operand_types = "indices=index", .infer = IR_INFER_ELEMENT,
	 .traits = IR_TRAIT_PURE},
	{.name = "std.load", .format = "$memref `[` $indices `]` attr-dict `:` type($memref)", .operands = "memref indices*",
	 .operand_types = "indices=index", .infer = IR_INFER_ELEMENT},
	{.name = "std.store", .format = "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)",
	 .operands = "value memref indices*", .operand_types = "indices=index;value=elem(memref)"},
	{.name = "std.tensor_load", .format = "$memref attr-dict `:` type($memref)",
	 .operands = "memref", .infer = IR_INFER_TENSOR_OF},
	{.name = "std.tensor_store", .parse = std_read_tensor_store, .print = std_print_tensor_store},
	{.name = "std.return", .format = "attr-dict ($operands^ `:` type($operands))?", .operands = "operands*",
	 .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE},
	{.name = "std.call", .format = "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
	 .operands = "operands*", .inherent = "callee"},
	{.name = "std.call_indirect", .parse = std_read_call_indirect, .print = std_print_call_indirect},
	{.name = "std.br", .parse = std_read_br, .print = std_print_br, .successors = "dest", .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE},
	{.name = "std.cond_br", .parse = std_read_cond_br, .print = std_print_cond_br, .successors = "trueDest falseDest", .inherent = "operandSegmentSizes",
	 .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE | IR_TRAIT_SEGMENTS},
	{.name = "std.dma_start", .parse = memref_read_dma_start, .print = memref_print_dma_start},
	{.name = "std.dma_wait", .parse = memref_read_dma_wait, .print = memref_print_dma_wait},
};

/* The seed wrote its standard ops without a prefix (`addi`, and `br_cond`
   for cond_br). */
static IrIdent *bare_op(IrContext *ctx, const char *word, size_t n)
{
	StrBuf full = {0};
	bool br_cond = n == 7 && !memcmp(word, "br_cond", 7);
	sb_printf(&full, "std.%.*s", (int)(br_cond ? 7 : n), br_cond ? "cond_br" : word);
	IrIdent *name = ir_ident(ctx, full.s, full.len);
	sb_free(&full);
	return name;
}

/* Does the seed's standard op print without its prefix?  Inside func.func
   a bare name is first the func op of that name (`return`, `call`), and
   `constant` is the standard op only for the values func.constant cannot
   hold (func_constant_declines); elsewhere the prefix would be read back
   as another op. */
static bool prints_bare(Printer *p, IrOp *op)
{
	char func_name[64];
	snprintf(func_name, sizeof func_name, "func.%s", ir_op_name(op)->s + 4);
	if (!ir_op_def(print_ctx(p), ir_ident_cstr(print_ctx(p), func_name)))
		return true;
	IrAttr *v = ir_def(op)->parse == std_read_constant ? ir_op_get_attr(op, "value") : NULL;
	return v && (v->kind == IR_ATTR_INTEGER || v->kind == IR_ATTR_FLOAT || v->kind == IR_ATTR_BOOL ||
	             v->kind == IR_ATTR_AFFINE_MAP);
}

const IrDialect ir_dialect_std = {
	.name = "std",
	.allows_unknown_ops = true, /* the seed's standard ops were open */
	.ops = ops,
	.nops = sizeof ops / sizeof ops[0],
	.bare_op = bare_op,
	.prints_bare = prints_bare,
};
