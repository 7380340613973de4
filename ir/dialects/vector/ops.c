/* ops.c: the vector dialect's ops (so far broadcast, extract, insert and the transfers). */
#include "vector.h"

static const IrOpDef ops[] = {
	{.name = "vector.broadcast", .format = "$source attr-dict `:` type($source) `to` type($vector)", .operands = "source",
	 .traits = IR_TRAIT_PURE, .fold = vector_fold_broadcast},
	{.name = "vector.extract", .parse = vector_read_extract, .print = vector_print_extract,
	 .operands = "source dynamic_position*", .operand_types = "dynamic_position=index",
	 .inherent = "static_position", .required = "static_position", .attr_kinds = "static_position:darray",
	 .types = "dynamic_position:index", .one_result = true, .traits = IR_TRAIT_PURE,
	 .verify = ir_verify_vector_extract},
	{.name = "vector.insert", .parse = vector_read_insert, .print = vector_print_insert,
	 .operands = "valueToStore dest dynamic_position*", .operand_types = "dynamic_position=index",
	 .inherent = "static_position", .required = "static_position", .attr_kinds = "static_position:darray",
	 .types = "dynamic_position:index", .one_result = true, .traits = IR_TRAIT_PURE,
	 .verify = ir_verify_vector_insert},
	{.name = "vector.transfer_read", .parse = vector_read_transfer_read, .print = vector_print_transfer_read,
	 .operands = "base indices* padding mask?", .operand_types = "indices=index",
	 .inherent = "in_bounds operandSegmentSizes permutation_map", .required = "in_bounds permutation_map",
	 .attr_kinds = "permutation_map:map", .one_result = true, .traits = IR_TRAIT_SEGMENTS,
	 .effects_of = vector_transfer_effects, .speculation = vector_transfer_speculation,
	 .verify = ir_verify_vector_transfer},
	{.name = "vector.transfer_write", .parse = vector_read_transfer_write, .print = vector_print_transfer_write,
	 .operands = "valueToStore base indices* mask?", .operand_types = "indices=index",
	 .inherent = "in_bounds operandSegmentSizes permutation_map", .required = "in_bounds permutation_map",
	 .attr_kinds = "permutation_map:map", .traits = IR_TRAIT_SEGMENTS,
	 .effects_of = vector_transfer_effects, .speculation = vector_transfer_speculation,
	 .verify = ir_verify_vector_transfer},
};

const IrDialect ir_dialect_vector = {
	.name = "vector",
	.undefined_ops = "bitcast compressstore constant_mask contract create_mask deinterleave expandload "
	                 "extract_strided_slice fma from_elements gather insert_strided_slice interleave load mask "
	                 "maskedload maskedstore multi_reduction outerproduct print reduction scalable.extract "
	                 "scalable.insert scan scatter shape_cast shuffle step store to_elements transpose "
	                 "type_cast vscale yield",
	.ops = ops,
	.nops = sizeof ops / sizeof ops[0],
	.inliner = &ir_inline_ops,
	.materialize_constant = arith_materialize_constant,
};
