/* ops.c: the tensor dialect's ops. */
#include "tensor.h"

static const IrOpDef ops[] = {
	{.name = "tensor.empty", .types = "-> rtensor", .format = "`(`$dynamicSizes`)` attr-dict `:` type($result)",
	 .operands = "dynamicSizes*", .operand_types = "dynamicSizes=index", .traits = IR_TRAIT_PURE, .verify = ir_verify_tensor_empty, .one_result = true, .patterns = tensor_empty_patterns},
	{.name = "tensor.dim", .types = "source:dim_tensor -> index", .format = "attr-dict $source `,` $index `:` type($source)",
	 .operands = "source index", .operand_types = "index=index", .result_names = "dim",
	 .infer = IR_INFER_INDEX, .traits = IR_TRAIT_PURE, .speculation = vs_dim_speculation, .one_result = true, .fold = tensor_fold_dim, .patterns = tensor_dim_patterns},
	{.name = "tensor.cast", .types = "source:tensor -> tensor", .format = "$source attr-dict `:` type($source) `to` type($dest)", .operands = "source",
	 .result_names = "cast", .traits = IR_TRAIT_PURE, .verify = ir_verify_tensor_cast, .one_result = true, .fold = tensor_fold_cast, .patterns = tensor_cast_patterns},
	{.name = "tensor.extract", .types = "tensor:rtensor", .format = "$tensor `[` $indices `]` attr-dict `:` type($tensor)", .operands = "tensor indices*",
	 .operand_types = "indices=index", .result_names = "extracted", .infer = IR_INFER_ELEMENT,
	 .traits = IR_TRAIT_PURE, .verify = ir_verify_tensor_extract, .one_result = true, .fold = tensor_fold_extract, .patterns = tensor_extract_patterns},
	{.name = "tensor.insert", .types = "dest:rtensor -> rtensor", .format = "$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)",
	 .operands = "scalar dest indices*", .operand_types = "indices=index;scalar=elem(dest)",
	 .result_names = "inserted", .infer = IR_INFER_DEST, .traits = IR_TRAIT_PURE, .verify = ir_verify_tensor_insert, .one_result = true, .fold = tensor_fold_insert},
	COLLAPSE_SHAPE("tensor", "collapsed", "src:tensor -> tensor", ir_verify_tensor_collapse_shape, tensor_collapse_shape_patterns),
	EXPAND_SHAPE("tensor", "expanded", "src:tensor -> tensor", ir_verify_tensor_expand_shape, tensor_expand_shape_patterns),
	{.name = "tensor.concat", .types = "inputs:rtensor -> rtensor", .format = "`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)",
	 .operands = "inputs*", .inherent = "dim", .attr_kinds = "dim:i64", .result_names = "concat", .traits = IR_TRAIT_PURE, .verify = ir_verify_tensor_concat, .one_result = true, .fold = tensor_fold_concat, .patterns = tensor_concat_patterns},
	{.name = "tensor.splat", .types = "-> rtensor", .format = "$input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)",
	 .operands = "input dynamicSizes*", .operand_types = "dynamicSizes=index;input=elem(aggregate)",
	 .ranked_tensors = "aggregate",
	 .result_names = "splat", .traits = IR_TRAIT_PURE, .verify = ir_verify_tensor_splat, .one_result = true, .fold = tensor_fold_splat},
	{.name = "tensor.generate", .types = "-> rtensor", .format = "$dynamicExtents $body attr-dict `:` type($result)",
	 .operands = "dynamicExtents*", .operand_types = "dynamicExtents=index", .regions = "body",
	 .result_names = "generated", .verify = ir_verify_tensor_generate,
	 .verify_regions = ir_verify_tensor_generate_regions, .traits = IR_TRAIT_RECURSIVE_EFFECTS, .one_result = true, .patterns = tensor_generate_patterns},
	{.name = "tensor.pad", .types = "source:rtensor -> rtensor", .format = "$source (`nofold` $nofold^)? `low` `` dynamic-index-list-square($low, $static_low) `high` `` "
	           "dynamic-index-list-square($high, $static_high) $region attr-dict `:` type($source) `to` "
	           "type($result)",
	 .operands = "source low* high*", .operand_types = "low=index;high=index",
	 .inherent = "nofold operandSegmentSizes static_high static_low", .unit_attrs = "nofold",
	 .attr_kinds = "static_high:darray static_low:darray nofold:unit", .regions = "region", .result_names = "padded",
	 .traits = IR_TRAIT_PURE | IR_TRAIT_SEGMENTS, .verify = ir_verify_tensor_pad,
	 .verify_regions = ir_verify_tensor_pad_regions, .one_result = true, .fold = tensor_fold_pad,
	 .patterns = tensor_pad_patterns},
	{.name = "tensor.yield", .parents = "tensor.generate tensor.pad", .format = "$value attr-dict `:` type($value)",
	 .operands = "value", .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE},
	{.name = "tensor.extract_slice", .types = "source:rtensor -> rtensor", .format = "$source `` " SLICE_LISTS " attr-dict `:` type($source) `to` "
	           "type($result)",
	 .operands = "source " SLICE_OPERANDS, .operand_types = SLICE_TYPES, .inherent = SLICE_ATTRS, .attr_kinds = SLICE_KINDS,
	 .result_names = "extracted_slice", .traits = IR_TRAIT_PURE | IR_TRAIT_SEGMENTS, .verify = ir_verify_tensor_extract_slice, .one_result = true,
	 .fold = tensor_fold_extract_slice, .patterns = tensor_extract_slice_patterns},
	{.name = "tensor.insert_slice", .types = "source:rtensor dest:rtensor -> rtensor", .format = "$source `into` $dest `` " SLICE_LISTS " attr-dict `:` type($source) `into` "
	           "type($dest)",
	 .operands = "source dest " SLICE_OPERANDS, .operand_types = SLICE_TYPES, .inherent = SLICE_ATTRS, .attr_kinds = SLICE_KINDS,
	 .result_names = "inserted_slice", .infer = IR_INFER_DEST, .traits = IR_TRAIT_PURE | IR_TRAIT_SEGMENTS, .verify = ir_verify_tensor_insert_slice, .one_result = true,
	 .fold = tensor_fold_insert_slice, .patterns = tensor_insert_slice_patterns},
	{.name = "tensor.parallel_insert_slice", .types = "source:rtensor dest:rtensor", .format = "$source `into` $dest `` " SLICE_LISTS " attr-dict `:` type($source) `into` type($dest)",
	 .operands = "source dest " SLICE_OPERANDS, .operand_types = SLICE_TYPES, .inherent = SLICE_ATTRS,
	 .attr_kinds = SLICE_KINDS, .traits = IR_TRAIT_SEGMENTS, .verify = ir_verify_tensor_parallel_insert_slice,
	 .patterns = tensor_parallel_insert_slice_patterns},
	{.name = "tensor.from_elements", .types = "-> static_tensor", .format = "$elements attr-dict `:` type($result)",
	 .operands = "elements*", .operand_types = "elements=elems(result)", .ranked_tensors = "result",
	 .result_names = "from_elements",
	 .traits = IR_TRAIT_PURE, .verify = ir_verify_tensor_from_elements, .one_result = true, .fold = tensor_fold_from_elements},
	{.name = "tensor.reshape", .types = "source:tensor shape:shape_tensor -> tensor", .format = "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
	 .operands = "source shape", .result_names = "reshape", .traits = IR_TRAIT_PURE, .verify = ir_verify_tensor_reshape, .one_result = true,
	 .fold = tensor_fold_reshape},
	{.name = "tensor.gather", .types = "source:rtensor indices:index_tensor -> rtensor", .format = "$source `[` $indices `]` `gather_dims` `(` $gather_dims `)` (`unique` $unique^)? attr-dict `:` "
	           "functional-type(operands, results)",
	 .operands = "source indices", .inherent = "gather_dims unique", .unit_attrs = "unique",
	 .attr_kinds = "gather_dims:darray unique:unit", .result_names = "gather", .traits = IR_TRAIT_PURE,
	 .verify = ir_verify_tensor_gather, .one_result = true, .fold = tensor_fold_gather},
	{.name = "tensor.scatter", .types = "source:rtensor dest:rtensor indices:index_tensor -> rtensor", .format = "$source `into` $dest `[` $indices `]` `scatter_dims` `(` $scatter_dims `)` (`unique` $unique^)? "
	           "attr-dict `:` functional-type(operands, results)",
	 .operands = "source dest indices", .inherent = "scatter_dims unique", .unit_attrs = "unique",
	 .attr_kinds = "scatter_dims:darray unique:unit", .result_names = "scatter", .traits = IR_TRAIT_PURE,
	 .verify = ir_verify_tensor_scatter, .one_result = true},
	{.name = "tensor.bitcast", .types = "source:num_tensor -> num_tensor", .format = "$source attr-dict `:` type($source) `to` type($dest)", .operands = "source",
	 .traits = IR_TRAIT_PURE, .verify = ir_verify_tensor_bitcast, .one_result = true, .fold = tensor_fold_bitcast, .patterns = tensor_bitcast_patterns},
	{.name = "tensor.rank", .types = "tensor:tensor -> index", .format = "$tensor attr-dict `:` type($tensor)",
	 .operands = "tensor", .result_names = "rank", .infer = IR_INFER_INDEX, .traits = IR_TRAIT_PURE, .one_result = true, .fold = tensor_fold_rank},
};

/* MLIR's TensorDialect::materializeConstant: arith's constants, and
   complex numbers (an extract from a tensor of them) as complex.constant. */
static IrOp *materialize_constant(IrContext *ctx, IrAttr *value, IrType *type, IrAttr *loc)
{
	IrOp *op = arith_materialize_constant(ctx, value, type, loc);
	return op ? op : complex_materialize_constant(ctx, value, type, loc);
}

const IrDialect ir_dialect_tensor = {
	.name = "tensor",
	.ops = ops,
	.nops = sizeof ops / sizeof ops[0],
	.inliner = &ir_inline_anywhere,
	.materialize_constant = materialize_constant,
};
