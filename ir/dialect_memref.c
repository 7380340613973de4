/* dialect_memref.c: the memref, tensor, cf and scf dialects' simple ops
   (those with declarative forms). */
#include "internal.h"
#include "verify_ops.h"

/* Offsets, sizes and strides of slices and views: ODS's
   custom<DynamicIndexList> in `[...]`, three times. */
#define SLICE_LISTS                                                                             \
	"dynamic-index-list-square($offsets, $static_offsets) "                                 \
	"dynamic-index-list-square($sizes, $static_sizes) "                                     \
	"dynamic-index-list-square($strides, $static_strides)"
#define SLICE_OPERANDS "offsets* sizes* strides*"
#define SLICE_TYPES "offsets=index;sizes=index;strides=index"
/* collapse_shape and expand_shape, alike in memref and tensor */
#define COLLAPSE_SHAPE(dialect, hint, types_, check)                                                            \
	{.name = dialect ".collapse_shape", .form = IR_FORM_FORMAT,                                  \
	 .format = "$src $reassociation attr-dict `:` type($src) `into` type($result)", .operands = "src", \
	 .inherent = "reassociation", .attr_kinds = "reassociation:array", .result_names = hint,        \
	 .types = types_, .traits = IR_TRAIT_PURE, .one_result = true, .verify = check}
#define EXPAND_SHAPE(dialect, hint, types_, check)                                                              \
	{.name = dialect ".expand_shape", .form = IR_FORM_FORMAT,                                    \
	 .format = "$src $reassociation `output_shape` "                                             \
	           "dynamic-index-list-square($output_shape, $static_output_shape) attr-dict `:` "   \
	           "type($src) `into` type($result)",                                                \
	 .operands = "src output_shape*", .operand_types = "output_shape=index",                     \
	 .inherent = "reassociation static_output_shape",                                             \
	 .attr_kinds = "reassociation:array static_output_shape:darray", .result_names = hint,        \
	 .types = types_, .traits = IR_TRAIT_PURE, .one_result = true, .verify = check}
#define SLICE_ATTRS "operandSegmentSizes static_offsets static_sizes static_strides"
#define SLICE_KINDS "static_offsets:darray static_sizes:darray static_strides:darray"

#define ALLOC_FORMAT "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)"

const IrOpDef ir_memref_ops[] = {
	{.name = "memref.alloc", .types = "-> memref", .form = IR_FORM_FORMAT, .format = ALLOC_FORMAT,
	 .operands = "dynamicSizes* symbolOperands*", .operand_types = "dynamicSizes=index;symbolOperands=index",
	 .inherent = "alignment operandSegmentSizes", .attr_kinds = "alignment:align", .result_names = "alloc", .traits = IR_TRAIT_SEGMENTS, .verify = ir_verify_memref_alloc, .one_result = true},
	{.name = "memref.alloca", .types = "-> memref", .form = IR_FORM_FORMAT, .format = ALLOC_FORMAT,
	 .operands = "dynamicSizes* symbolOperands*", .operand_types = "dynamicSizes=index;symbolOperands=index",
	 .inherent = "alignment operandSegmentSizes", .attr_kinds = "alignment:align", .result_names = "alloca", .traits = IR_TRAIT_SEGMENTS, .verify = ir_verify_memref_alloca, .one_result = true},
	{.name = "memref.view", .types = "source:byte_memref -> memref", .form = IR_FORM_FORMAT,
	 .format = "$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)",
	 .operands = "source byte_shift sizes*", .operand_types = "byte_shift=index;sizes=index",
	 .result_names = "view", .traits = IR_TRAIT_PURE, .verify = ir_verify_memref_view, .one_result = true},
	{.name = "memref.atomic_rmw", .types = "value:num memref:num_memref -> num", .form = IR_FORM_FORMAT,
	 .format = "$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` type($memref) `)` "
	           "`->` type($result)",
	 .operands = "value memref indices*", .operand_types = "indices=index", .inherent = "kind",
	 .int_enums = "kind=addf addi andi assign maximumf maxnumf maxs maxu minimumf minnumf mins minu mulf muli ori "
	              "xori",
	 .attr_kinds = "kind:int", .one_result = true, .verify = ir_verify_memref_atomic_rmw},
	{.name = "memref.extract_aligned_pointer_as_index", .types = "source:anymemref -> index", .form = IR_FORM_FORMAT,
	 .format = "$source `:` type($source) `->` type(results) attr-dict", .operands = "source",
	 .result_names = "intptr", .traits = IR_TRAIT_PURE, .one_result = true},
	{.name = "memref.dealloc", .types = "memref:anymemref", .form = IR_FORM_FORMAT, .format = "$memref attr-dict `:` type($memref)",
	 .operands = "memref"},
	{.name = "memref.load", .types = "memref:memref", .form = IR_FORM_FORMAT,
	 .format = "$memref `[` $indices `]` attr-dict `:` type($memref)", .operands = "memref indices*",
	 .operand_types = "indices=index", .inherent = "alignment nontemporal", .attr_kinds = "alignment:align nontemporal:bool", .infer = IR_INFER_ELEMENT, .verify = ir_verify_memref_load, .one_result = true},
	{.name = "memref.store", .types = "memref:memref", .form = IR_FORM_FORMAT,
	 .format = "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)",
	 .operands = "value memref indices*", .operand_types = "indices=index;value=elem(memref)",
	 .inherent = "alignment nontemporal", .attr_kinds = "alignment:align nontemporal:bool", .verify = ir_verify_memref_store},
	{.name = "memref.subview", .types = "source:memref -> memref", .form = IR_FORM_FORMAT,
	 .format = "$source `` " SLICE_LISTS " attr-dict `:` type($source) `to` "
	           "type($result)",
	 .operands = "source " SLICE_OPERANDS, .operand_types = SLICE_TYPES, .inherent = SLICE_ATTRS, .attr_kinds = SLICE_KINDS, .result_names = "subview",
	 .traits = IR_TRAIT_PURE | IR_TRAIT_SEGMENTS, .verify = ir_verify_memref_subview, .one_result = true},
	{.name = "memref.reinterpret_cast", .types = "source:anymemref -> smemref", .form = IR_FORM_FORMAT,
	 .format = "$source `to` `offset` `` `:` dynamic-index-list-square($offsets, $static_offsets) `` `,` `sizes` `` "
	           "`:` dynamic-index-list-square($sizes, $static_sizes) `` `,` `strides` `` `:` "
	           "dynamic-index-list-square($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
	 .operands = "source " SLICE_OPERANDS, .operand_types = SLICE_TYPES, .inherent = SLICE_ATTRS,
	 .attr_kinds = SLICE_KINDS, .result_names = "reinterpret_cast", .traits = IR_TRAIT_PURE | IR_TRAIT_SEGMENTS,
	 .verify = ir_verify_memref_reinterpret_cast, .one_result = true},
	{.name = "memref.extract_strided_metadata", .types = "source:smemref -> smemref0 index index*", .form = IR_FORM_FORMAT,
	 .format = "$source attr-dict `:` type($source) `->` type(results)", .operands = "source",
	 .result_names = "base_buffer offset sizes* strides*", .traits = IR_TRAIT_PURE,
	 .verify = ir_verify_memref_extract_strided_metadata},
	COLLAPSE_SHAPE("memref", "collapse_shape", "src:smemref -> smemref", ir_verify_memref_collapse_shape),
	EXPAND_SHAPE("memref", "expand_shape", "src:smemref -> smemref", ir_verify_memref_expand_shape),
	{.name = "memref.realloc", .types = "source:memref1d -> memref1d", .form = IR_FORM_FORMAT,
	 .format = "$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)",
	 .operands = "source dynamicResultSize?", .operand_types = "dynamicResultSize=index",
	 .inherent = "alignment", .attr_kinds = "alignment:align", .verify = ir_verify_memref_realloc, .one_result = true},
	{.name = "memref.generic_atomic_rmw", .types = "memref:num_memref -> num", .form = IR_FORM_MEMREF_GENERIC_ATOMIC_RMW, .operands = "memref indices*", .operand_types = "indices=index",
	 .regions = "atomic_body?", .traits = IR_TRAIT_SINGLE_BLOCK, .one_result = true,
	 .verify = ir_verify_memref_generic_atomic_rmw},
	{.name = "memref.atomic_yield", .parents = "memref.generic_atomic_rmw", .form = IR_FORM_FORMAT, .format = "$result attr-dict `:` type($result)",
	 .operands = "result", .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE, .verify = ir_verify_memref_atomic_yield},
	{.name = "memref.prefetch", .types = "memref:memref", .form = IR_FORM_MEMREF_PREFETCH, .operands = "memref indices*", .operand_types = "indices=index",
	 .inherent = "isDataCache isWrite localityHint", .required = "isDataCache isWrite localityHint",
	 .attr_kinds = "isWrite:bool localityHint:i32_0_3 isDataCache:bool", .verify = ir_verify_memref_prefetch, .traits = IR_TRAIT_ZERO_RESULTS},
	{.name = "memref.transpose", .types = "in:smemref -> smemref", .form = IR_FORM_MEMREF_TRANSPOSE, .operands = "in", .inherent = "permutation",
	 .required = "permutation", .attr_kinds = "permutation:map", .result_names = "transpose", .one_result = true,
	 .traits = IR_TRAIT_PURE, .verify = ir_verify_memref_transpose},
	{.name = "memref.assume_alignment", .types = "memref:memref -> memref", .form = IR_FORM_FORMAT, .format = "$memref `,` $alignment attr-dict `:` type($memref)",
	 .operands = "memref", .inherent = "alignment", .attr_kinds = "alignment:i32_positive", .result_names = "assume_align",
	 .infer = IR_INFER_SAME, .traits = IR_TRAIT_PURE | IR_TRAIT_SAME_TYPES, .verify = ir_verify_memref_assume_alignment, .one_result = true},
	{.name = "memref.alloca_scope", .form = IR_FORM_MEMREF_ALLOCA_SCOPE, .regions = "bodyRegion",
	 .traits = IR_TRAIT_SINGLE_BLOCK | IR_TRAIT_RECURSIVE_EFFECTS | IR_TRAIT_NO_REGION_ARGS | IR_TRAIT_ZERO_OPERANDS, .verify_regions = ir_verify_returns_to_parent},
	{.name = "memref.alloca_scope.return", .parents = "memref.alloca_scope", .form = IR_FORM_FORMAT, .format = "attr-dict ($results^ `:` type($results))?",
	 .operands = "results*", .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE},
	{.name = "memref.memory_space_cast", .types = "source:anymemref -> anymemref", .form = IR_FORM_FORMAT,
	 .format = "$source attr-dict `:` type($source) `to` type($dest)", .operands = "source",
	 .result_names = "memspacecast", .traits = IR_TRAIT_PURE, .verify = ir_verify_memref_memory_space_cast, .one_result = true},
	{.name = "memref.reshape", .types = "source:anymemref shape:shape_memref -> anymemref", .form = IR_FORM_FORMAT,
	 .format = "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
	 .operands = "source shape", .result_names = "reshape", .traits = IR_TRAIT_PURE,
	 .verify = ir_verify_memref_reshape, .one_result = true},
	{.name = "memref.rank", .types = "memref:anymemref -> index", .form = IR_FORM_FORMAT, .format = "$memref attr-dict `:` type($memref)",
	 .operands = "memref", .infer = IR_INFER_INDEX, .traits = IR_TRAIT_PURE, .one_result = true},
	{.name = "memref.dim", .types = "source:dim_memref -> index", .form = IR_FORM_FORMAT, .format = "attr-dict $source `,` $index `:` type($source)",
	 .operands = "source index", .operand_types = "index=index", .result_names = "dim",
	 .infer = IR_INFER_INDEX, .traits = IR_TRAIT_PURE, .one_result = true},
	{.name = "memref.cast", .types = "source:anymemref -> anymemref", .form = IR_FORM_FORMAT,
	 .format = "$source attr-dict `:` type($source) `to` type($dest)", .operands = "source",
	 .result_names = "cast", .traits = IR_TRAIT_PURE, .verify = ir_verify_memref_cast, .one_result = true},
	{.name = "memref.copy", .types = "source:anymemref target:anymemref", .form = IR_FORM_FORMAT,
	 .format = "$source `,` $target attr-dict `:` type($source) `to` type($target)",
	 .operands = "source target", .verify = ir_verify_memref_copy},
	{.name = "memref.get_global", .types = "-> static_memref", .form = IR_FORM_FORMAT, .format = "$name `:` type($result) attr-dict",
	 .inherent = "name", .attr_kinds = "name:symbol", .traits = IR_TRAIT_PURE | IR_TRAIT_ZERO_OPERANDS, .verify = ir_verify_memref_get_global, .one_result = true},
	/* the DMA ops are written as the seed's std ones */
	{.name = "memref.dma_start", .form = IR_FORM_STD_DMA_START, .verify = ir_verify_memref_dma_start, .traits = IR_TRAIT_ZERO_RESULTS},
	{.name = "memref.dma_wait", .types = "tagMemRef:memref", .form = IR_FORM_STD_DMA_WAIT, .operands = "tagMemRef tagIndices* numElements",
	 .operand_types = "tagIndices=index;numElements=index",
	 .verify = ir_verify_memref_dma_wait, .traits = IR_TRAIT_ZERO_RESULTS},
	{.name = "memref.distinct_objects", .types = "operands:memref -> memref*", .form = IR_FORM_FORMAT, .format = "$operands attr-dict `:` type($operands)",
	 .operands = "operands*", .infer = IR_INFER_OPERANDS, .verify = ir_verify_memref_distinct_objects},
	{.name = "memref.global", .form = IR_FORM_MEMREF_GLOBAL,
	 .inherent = "alignment constant initial_value sym_name sym_visibility type", .required = "sym_name type",
	 .attr_kinds = "sym_name:string sym_visibility:string type:memref_type alignment:align constant:unit", .traits = IR_TRAIT_SYMBOL | IR_TRAIT_ZERO_RESULTS | IR_TRAIT_ZERO_OPERANDS,
	 .verify = ir_verify_memref_global},
};
const size_t ir_memref_nops = sizeof ir_memref_ops / sizeof ir_memref_ops[0];

const IrOpDef ir_tensor_ops[] = {
	{.name = "tensor.empty", .types = "-> rtensor", .form = IR_FORM_FORMAT, .format = "`(`$dynamicSizes`)` attr-dict `:` type($result)",
	 .operands = "dynamicSizes*", .operand_types = "dynamicSizes=index", .traits = IR_TRAIT_PURE, .verify = ir_verify_tensor_empty, .one_result = true},
	{.name = "tensor.dim", .types = "source:dim_tensor -> index", .form = IR_FORM_FORMAT, .format = "attr-dict $source `,` $index `:` type($source)",
	 .operands = "source index", .operand_types = "index=index", .result_names = "dim",
	 .infer = IR_INFER_INDEX, .traits = IR_TRAIT_PURE, .one_result = true},
	{.name = "tensor.cast", .types = "source:tensor -> tensor", .form = IR_FORM_FORMAT,
	 .format = "$source attr-dict `:` type($source) `to` type($dest)", .operands = "source",
	 .result_names = "cast", .traits = IR_TRAIT_PURE, .verify = ir_verify_tensor_cast, .one_result = true},
	{.name = "tensor.extract", .types = "tensor:rtensor", .form = IR_FORM_FORMAT,
	 .format = "$tensor `[` $indices `]` attr-dict `:` type($tensor)", .operands = "tensor indices*",
	 .operand_types = "indices=index", .result_names = "extracted", .infer = IR_INFER_ELEMENT,
	 .traits = IR_TRAIT_PURE, .verify = ir_verify_tensor_extract, .one_result = true},
	{.name = "tensor.insert", .types = "dest:rtensor -> rtensor", .form = IR_FORM_FORMAT,
	 .format = "$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)",
	 .operands = "scalar dest indices*", .operand_types = "indices=index;scalar=elem(dest)",
	 .result_names = "inserted", .infer = IR_INFER_DEST, .traits = IR_TRAIT_PURE, .verify = ir_verify_tensor_insert, .one_result = true},
	COLLAPSE_SHAPE("tensor", "collapsed", "src:tensor -> tensor", ir_verify_tensor_collapse_shape),
	EXPAND_SHAPE("tensor", "expanded", "src:tensor -> tensor", ir_verify_tensor_expand_shape),
	{.name = "tensor.concat", .types = "inputs:rtensor -> rtensor", .form = IR_FORM_FORMAT,
	 .format = "`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)",
	 .operands = "inputs*", .inherent = "dim", .attr_kinds = "dim:i64", .result_names = "concat", .traits = IR_TRAIT_PURE, .verify = ir_verify_tensor_concat, .one_result = true},
	{.name = "tensor.splat", .types = "-> rtensor", .form = IR_FORM_FORMAT,
	 .format = "$input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)",
	 .operands = "input dynamicSizes*", .operand_types = "dynamicSizes=index;input=elem(aggregate)",
	 .ranked_tensors = "aggregate",
	 .result_names = "splat", .traits = IR_TRAIT_PURE, .verify = ir_verify_tensor_splat, .one_result = true},
	{.name = "tensor.generate", .types = "-> rtensor", .form = IR_FORM_FORMAT, .format = "$dynamicExtents $body attr-dict `:` type($result)",
	 .operands = "dynamicExtents*", .operand_types = "dynamicExtents=index", .regions = "body",
	 .result_names = "generated", .verify = ir_verify_tensor_generate,
	 .verify_regions = ir_verify_tensor_generate_regions, .traits = IR_TRAIT_RECURSIVE_EFFECTS, .one_result = true},
	{.name = "tensor.pad", .types = "source:rtensor -> rtensor", .form = IR_FORM_FORMAT,
	 .format = "$source (`nofold` $nofold^)? `low` `` dynamic-index-list-square($low, $static_low) `high` `` "
	           "dynamic-index-list-square($high, $static_high) $region attr-dict `:` type($source) `to` "
	           "type($result)",
	 .operands = "source low* high*", .operand_types = "low=index;high=index",
	 .inherent = "nofold operandSegmentSizes static_high static_low", .unit_attrs = "nofold",
	 .attr_kinds = "static_high:darray static_low:darray nofold:unit", .regions = "region", .result_names = "padded",
	 .traits = IR_TRAIT_SEGMENTS, .verify = ir_verify_tensor_pad,
	 .verify_regions = ir_verify_tensor_pad_regions, .one_result = true},
	{.name = "tensor.yield", .parents = "tensor.generate tensor.pad", .form = IR_FORM_FORMAT, .format = "$value attr-dict `:` type($value)",
	 .operands = "value", .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE},
	{.name = "tensor.extract_slice", .types = "source:rtensor -> rtensor", .form = IR_FORM_FORMAT,
	 .format = "$source `` " SLICE_LISTS " attr-dict `:` type($source) `to` "
	           "type($result)",
	 .operands = "source " SLICE_OPERANDS, .operand_types = SLICE_TYPES, .inherent = SLICE_ATTRS, .attr_kinds = SLICE_KINDS,
	 .result_names = "extracted_slice", .traits = IR_TRAIT_PURE | IR_TRAIT_SEGMENTS, .verify = ir_verify_tensor_extract_slice, .one_result = true},
	{.name = "tensor.insert_slice", .types = "source:rtensor dest:rtensor -> rtensor", .form = IR_FORM_FORMAT,
	 .format = "$source `into` $dest `` " SLICE_LISTS " attr-dict `:` type($source) `into` "
	           "type($dest)",
	 .operands = "source dest " SLICE_OPERANDS, .operand_types = SLICE_TYPES, .inherent = SLICE_ATTRS, .attr_kinds = SLICE_KINDS,
	 .result_names = "inserted_slice", .infer = IR_INFER_DEST, .traits = IR_TRAIT_PURE | IR_TRAIT_SEGMENTS, .verify = ir_verify_tensor_insert_slice, .one_result = true},
	{.name = "tensor.parallel_insert_slice", .types = "source:rtensor dest:rtensor", .form = IR_FORM_FORMAT,
	 .format = "$source `into` $dest `` " SLICE_LISTS " attr-dict `:` type($source) `into` type($dest)",
	 .operands = "source dest " SLICE_OPERANDS, .operand_types = SLICE_TYPES, .inherent = SLICE_ATTRS,
	 .attr_kinds = SLICE_KINDS, .traits = IR_TRAIT_SEGMENTS, .verify = ir_verify_tensor_parallel_insert_slice},
	{.name = "tensor.from_elements", .types = "-> static_tensor", .form = IR_FORM_FORMAT, .format = "$elements attr-dict `:` type($result)",
	 .operands = "elements*", .operand_types = "elements=elems(result)", .ranked_tensors = "result",
	 .result_names = "from_elements",
	 .traits = IR_TRAIT_PURE, .verify = ir_verify_tensor_from_elements, .one_result = true},
	{.name = "tensor.reshape", .types = "source:tensor shape:shape_tensor -> tensor", .form = IR_FORM_FORMAT,
	 .format = "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
	 .operands = "source shape", .result_names = "reshape", .traits = IR_TRAIT_PURE, .verify = ir_verify_tensor_reshape, .one_result = true},
	{.name = "tensor.gather", .types = "source:rtensor indices:index_tensor -> rtensor", .form = IR_FORM_FORMAT,
	 .format = "$source `[` $indices `]` `gather_dims` `(` $gather_dims `)` (`unique` $unique^)? attr-dict `:` "
	           "functional-type(operands, results)",
	 .operands = "source indices", .inherent = "gather_dims unique", .unit_attrs = "unique",
	 .attr_kinds = "gather_dims:darray unique:unit", .result_names = "gather", .traits = IR_TRAIT_PURE,
	 .verify = ir_verify_tensor_gather, .one_result = true},
	{.name = "tensor.scatter", .types = "source:rtensor dest:rtensor indices:index_tensor -> rtensor", .form = IR_FORM_FORMAT,
	 .format = "$source `into` $dest `[` $indices `]` `scatter_dims` `(` $scatter_dims `)` (`unique` $unique^)? "
	           "attr-dict `:` functional-type(operands, results)",
	 .operands = "source dest indices", .inherent = "scatter_dims unique", .unit_attrs = "unique",
	 .attr_kinds = "scatter_dims:darray unique:unit", .result_names = "scatter", .traits = IR_TRAIT_PURE,
	 .verify = ir_verify_tensor_scatter, .one_result = true},
	{.name = "tensor.bitcast", .types = "source:num_tensor -> num_tensor", .form = IR_FORM_FORMAT,
	 .format = "$source attr-dict `:` type($source) `to` type($dest)", .operands = "source",
	 .traits = IR_TRAIT_PURE, .verify = ir_verify_tensor_bitcast, .one_result = true},
	{.name = "tensor.rank", .types = "tensor:tensor -> index", .form = IR_FORM_FORMAT, .format = "$tensor attr-dict `:` type($tensor)",
	 .operands = "tensor", .result_names = "rank", .infer = IR_INFER_INDEX, .traits = IR_TRAIT_PURE, .one_result = true},
};
const size_t ir_tensor_nops = sizeof ir_tensor_ops / sizeof ir_tensor_ops[0];

const IrOpDef ir_cf_ops[] = {
	{.name = "cf.br", .form = IR_FORM_FORMAT,
	 .format = "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
	 .operands = "destOperands*", .successors = "dest", .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE,
	 .verify = ir_verify_cf},
	{.name = "cf.cond_br", .form = IR_FORM_FORMAT,
	 .format = "$condition (`weights` `(` $branch_weights^ `)`)? `,` "
	           "$trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` "
	           "$falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
	 .operands = "condition trueDestOperands* falseDestOperands*", .operand_types = "condition=i1",
	 .successors = "trueDest falseDest", .inherent = "branch_weights operandSegmentSizes",
	 .attr_kinds = "branch_weights:i32array", .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE | IR_TRAIT_SEGMENTS,
	 .verify = ir_verify_cf},
	{.name = "cf.assert", .form = IR_FORM_FORMAT, .format = "$arg `,` $msg attr-dict",
	 .operands = "arg", .operand_types = "arg=i1", .inherent = "msg", .attr_kinds = "msg:string"},
	{.name = "cf.switch", .form = IR_FORM_CF_SWITCH, .successors = "defaultDestination caseDestinations*", .operands = "flag defaultOperands* caseOperands*",
	 .inherent = "case_operand_segments case_values operandSegmentSizes", .required = "case_operand_segments",
	 .attr_kinds = "case_values:dense", .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE | IR_TRAIT_SEGMENTS | IR_TRAIT_ZERO_RESULTS,
	 .verify = ir_verify_cf},
};
const size_t ir_cf_nops = sizeof ir_cf_ops / sizeof ir_cf_ops[0];

const IrOpDef ir_scf_ops[] = {
	/* scf.for's region may be empty here: its verifier says so after the
	   AllTypesMatch of its bounds, as ODS orders them */
	{.name = "scf.for", .form = IR_FORM_SCF_FOR, .operands = "lowerBound upperBound step initArgs*",
	 .types = "lowerBound:int_or_index upperBound:int_or_index step:int_or_index",
	 .inherent = "unsignedCmp", .attr_kinds = "unsignedCmp:unit", .regions = "region?", .traits = IR_TRAIT_SINGLE_BLOCK | IR_TRAIT_RECURSIVE_EFFECTS, .verify = ir_verify_scf_for,
	 .verify_regions = ir_verify_scf_for_regions},
	{.name = "scf.if", .form = IR_FORM_SCF_IF, .operands = "condition", .operand_types = "condition=i1", .regions = "thenRegion elseRegion?",
	 .traits = IR_TRAIT_SINGLE_BLOCK | IR_TRAIT_RECURSIVE_EFFECTS | IR_TRAIT_NO_REGION_ARGS, .verify = ir_verify_scf_if, .verify_regions = ir_verify_scf_if_regions},
	{.name = "scf.yield", .parents = "scf.execute_region scf.for scf.if scf.index_switch scf.while", .form = IR_FORM_FORMAT, .format = "attr-dict ($results^ `:` type($results))?",
	 .operands = "results*", .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE},
	{.name = "scf.parallel", .form = IR_FORM_SCF_PARALLEL, .operands = "lowerBound* upperBound* step* initVals*",
	 .operand_types = "lowerBound=index;upperBound=index;step=index",
	 .inherent = "operandSegmentSizes", .regions = "region", .traits = IR_TRAIT_SEGMENTS | IR_TRAIT_SINGLE_BLOCK | IR_TRAIT_RECURSIVE_EFFECTS,
	 .verify = ir_verify_scf_parallel},
	{.name = "scf.reduce", .parents = "scf.parallel", .form = IR_FORM_SCF_REDUCE, .operands = "operands*",
	 .regions = "reductions*", .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_RECURSIVE_EFFECTS | IR_TRAIT_ZERO_RESULTS,
	 .verify_regions = ir_verify_scf_reduce_regions},
	{.name = "scf.reduce.return", .parents = "scf.reduce", .form = IR_FORM_FORMAT, .format = "$result attr-dict `:` type($result)",
	 .operands = "result", .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE, .verify = ir_verify_scf_reduce_return},
	/* written as tosa.while_loop is */
	{.name = "scf.while", .form = IR_FORM_TOSA_WHILE, .operands = "inits*", .regions = "before after",
	 .traits = IR_TRAIT_SINGLE_BLOCK | IR_TRAIT_RECURSIVE_EFFECTS, .verify = ir_verify_scf_while, .verify_regions = ir_verify_scf_while_regions},
	{.name = "scf.index_switch", .form = IR_FORM_SCF_INDEX_SWITCH, .regions = "defaultRegion caseRegions*", .operands = "arg", .operand_types = "arg=index",
	 .inherent = "cases", .required = "cases", .attr_kinds = "cases:darray", .traits = IR_TRAIT_SINGLE_BLOCK | IR_TRAIT_RECURSIVE_EFFECTS,
	 .verify = ir_verify_scf_index_switch},
	{.name = "scf.forall", .form = IR_FORM_SCF_FORALL,
	 .operands = "dynamicLowerBound* dynamicUpperBound* dynamicStep* outputs*",
	 .operand_types = "dynamicLowerBound=index;dynamicUpperBound=index;dynamicStep=index", .types = "outputs:rtensor",
	 .inherent = "mapping operandSegmentSizes staticLowerBound staticStep staticUpperBound",
	 .attr_kinds = "staticLowerBound:darray staticStep:darray staticUpperBound:darray mapping:array",
	 .required = "staticLowerBound staticStep staticUpperBound", .regions = "region",
	 .traits = IR_TRAIT_SEGMENTS | IR_TRAIT_SINGLE_BLOCK | IR_TRAIT_RECURSIVE_EFFECTS, .verify = ir_verify_scf_forall,
	 .verify_regions = ir_verify_scf_forall_regions},
	{.name = "scf.forall.in_parallel", .parents = "scf.forall", .form = IR_FORM_SCF_IN_PARALLEL, .regions = "region",
	 .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE | IR_TRAIT_NO_TERMINATOR | IR_TRAIT_SINGLE_BLOCK | IR_TRAIT_ZERO_RESULTS | IR_TRAIT_ZERO_OPERANDS,
	 .verify = ir_verify_scf_in_parallel},
	{.name = "scf.execute_region", .form = IR_FORM_SCF_EXECUTE_REGION, .regions = "region?", .inherent = "no_inline", .attr_kinds = "no_inline:unit",
	 .verify = ir_verify_scf_execute_region, .verify_regions = ir_verify_returns_to_parent,
	 .traits = IR_TRAIT_RECURSIVE_EFFECTS | IR_TRAIT_ZERO_OPERANDS},
	{.name = "scf.condition", .parents = "scf.while", .form = IR_FORM_FORMAT,
	 .format = "`(` $condition `)` attr-dict ($args^ `:` type($args))?", .operands = "condition args*",
	 .operand_types = "condition=i1", .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE},
};
const size_t ir_scf_nops = sizeof ir_scf_ops / sizeof ir_scf_ops[0];
