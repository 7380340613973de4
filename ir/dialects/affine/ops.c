/* ops.c: the affine dialect's ops. */
#include "affine.h"

/* As scf.for: a loop stepping by 1 terminates whatever its bounds. */
static IrSpeculation affine_for_speculation(const IrOp *op)
{
	IrAttr *step = ir_op_get_attr(op, "step");
	return step && step->kind == IR_ATTR_INTEGER && step->words[0] == 1 ? IR_SPECULATION_RECURSIVE
	                                                                    : IR_SPECULATION_NONE;
}

static const IrOpDef ops[] = {
	{.name = "affine.apply", .parse = affine_read_apply, .print = affine_print_apply, .operands = "mapOperands*", .inherent = "map",
	 .required = "map", .attr_kinds = "map:map", .one_result = true, .traits = IR_TRAIT_PURE, .verify = ir_verify_affine,
	 .fold = affine_fold_apply, .patterns = affine_apply_patterns},
	{.name = "affine.min", .parse = affine_read_apply, .print = affine_print_apply, .operands = "operands*", .inherent = "map",
	 .required = "map", .attr_kinds = "map:map", .one_result = true, .traits = IR_TRAIT_PURE, .verify = ir_verify_affine,
	 .fold = affine_fold_min_max, .patterns = affine_min_patterns},
	{.name = "affine.max", .parse = affine_read_apply, .print = affine_print_apply, .operands = "operands*", .inherent = "map",
	 .required = "map", .attr_kinds = "map:map", .one_result = true, .traits = IR_TRAIT_PURE, .verify = ir_verify_affine,
	 .fold = affine_fold_min_max, .patterns = affine_max_patterns},
	{.name = "affine.load", .parse = affine_read_load, .print = affine_print_load, .operands = "memref indices*", .inherent = "map",
	 .required = "map", .attr_kinds = "map:map", .one_result = true, .verify = ir_verify_affine, .effects = IR_EFFECT_READ,
	 .fold = affine_fold_load, .patterns = affine_load_patterns},
	{.name = "affine.store", .parse = affine_read_store, .print = affine_print_store, .operands = "value memref indices*",
	 .inherent = "map", .required = "map", .attr_kinds = "map:map", .verify = ir_verify_affine, .effects = IR_EFFECT_WRITE,
	 .fold = affine_fold_memref_cast, .patterns = affine_store_patterns},
	{.name = "affine.parallel", .parse = affine_read_parallel, .print = affine_print_parallel, .inherent = "lowerBoundsGroups lowerBoundsMap reductions steps upperBoundsGroups upperBoundsMap",
	 .regions = "region",
	 .required = "lowerBoundsGroups lowerBoundsMap reductions steps upperBoundsGroups upperBoundsMap",
	 .attr_kinds = "lowerBoundsGroups:i32s lowerBoundsMap:map reductions:ints steps:ints "
	               "upperBoundsGroups:i32s upperBoundsMap:map", .verify = ir_verify_affine, .traits = IR_TRAIT_RECURSIVE_EFFECTS, .loop_regions = 1,
	 .patterns = affine_parallel_patterns},
	{.name = "affine.prefetch", .parse = affine_read_prefetch, .print = affine_print_prefetch, .operands = "memref indices*",
	 .inherent = "isDataCache isWrite localityHint map", .required = "isDataCache isWrite localityHint map",
	 .attr_kinds = "isDataCache:bool isWrite:bool localityHint:i32_0_3 map:map",
	 .fold = affine_fold_memref_cast, .patterns = affine_prefetch_patterns},
	{.name = "affine.vector_load", .parse = affine_read_load, .print = affine_print_load, .operands = "memref indices*",
	 .inherent = "map", .required = "map", .attr_kinds = "map:map", .one_result = true, .verify = ir_verify_affine, .effects = IR_EFFECT_READ,
	 .patterns = affine_vector_load_patterns},
	{.name = "affine.vector_store", .parse = affine_read_store, .print = affine_print_store, .operands = "value memref indices*",
	 .inherent = "map", .required = "map", .attr_kinds = "map:map", .verify = ir_verify_affine, .effects = IR_EFFECT_WRITE,
	 .patterns = affine_vector_store_patterns},
	{.name = "affine.for", .parse = affine_read_for, .print = affine_print_for, .operands = "lowerBoundOperands* upperBoundOperands* inits*",
	 .inherent = "lowerBoundMap operandSegmentSizes step upperBoundMap", .regions = "region",
	 .required = "lowerBoundMap step upperBoundMap",
	 .attr_kinds = "lowerBoundMap:map upperBoundMap:map step:int", .verify = ir_verify_affine, .traits = IR_TRAIT_RECURSIVE_EFFECTS, .speculation = affine_for_speculation, .loop_regions = 1,
	 .patterns = affine_for_patterns, .region_successors = affine_for_successors},
	{.name = "affine.if", .parse = affine_read_if, .print = affine_print_if, .inherent = "condition", .regions = "then else?",
	 .required = "condition", .attr_kinds = "condition:set", .verify = ir_verify_affine, .traits = IR_TRAIT_RECURSIVE_EFFECTS | IR_TRAIT_RECURSIVE_SPECULATION,
	 .patterns = affine_if_patterns},
	/* dynamic-index-list is ODS's custom<DynamicIndexList> */
	{.name = "affine.delinearize_index", .format = "$linear_index `into` dynamic-index-list($dynamic_basis, $static_basis) attr-dict `:` "
	           "type($multi_index)",
	 .operands = "linear_index dynamic_basis*", .operand_types = "linear_index=index;dynamic_basis=index",
	 .types = "-> index*", .inherent = "static_basis", .attr_kinds = "static_basis:darray", .traits = IR_TRAIT_PURE, .verify = ir_verify_affine,
	 .fold = affine_fold_delinearize, .patterns = affine_delinearize_patterns},
	{.name = "affine.linearize_index", .format = "(`disjoint` $disjoint^)? ` ` `[` $multi_index `]` `by` "
	           "dynamic-index-list($dynamic_basis, $static_basis) attr-dict `:` type($linearized_index)",
	 .operands = "multi_index* dynamic_basis*", .operand_types = "multi_index=index;dynamic_basis=index",
	 .inherent = "disjoint operandSegmentSizes static_basis", .defaults = "disjoint=false",
	 .unit_attrs = "disjoint", .attr_kinds = "static_basis:darray",
	 .types = "-> index", .traits = IR_TRAIT_PURE | IR_TRAIT_SEGMENTS, .verify = ir_verify_affine,
	 .fold = affine_fold_linearize, .patterns = affine_linearize_patterns},
	/* hand-written ops of MLIR without properties: their maps are attributes */
	{.name = "affine.dma_start", .parse = affine_read_dma_start, .print = affine_print_dma_start, .required = "dst_map src_map tag_map",
	 .attr_kinds = "dst_map:map src_map:map tag_map:map", .verify = ir_verify_affine, .effects = IR_EFFECT_READ | IR_EFFECT_WRITE,
	 .fold = affine_fold_memref_cast},
	{.name = "affine.dma_wait", .parse = affine_read_dma_wait, .print = affine_print_dma_wait, .required = "tag_map",
	 .attr_kinds = "tag_map:map", .verify = ir_verify_affine, .effects = IR_EFFECT_READ | IR_EFFECT_WRITE,
	 .fold = affine_fold_memref_cast},
	{.name = "affine.yield", .format = "attr-dict ($operands^ `:` type($operands))?", .operands = "operands*",
	 .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE, .verify = ir_verify_affine},
};

/* MLIR's AffineInlinerInterface. */
static bool affine_structure(const IrOp *op)
{
	const char *n = ir_op_name(op)->s;
	return !strcmp(n, "affine.for") || !strcmp(n, "affine.parallel") || !strcmp(n, "affine.if");
}

/* Code goes into an affine loop or conditional only in one block whose ops
   have no effect: MLIR also lets in affine.apply and affine memory
   accesses whose operands stay valid dims and symbols, which mica does not
   check and so refuses. */
static bool affine_legal_region(IrRegion *dest, IrRegion *src)
{
	if (!affine_structure(ir_region_parent(dest)) || !ir_region_first(src) || ir_region_first(src) != ir_region_last(src))
		return false;
	for (IrOp *o = ir_block_first(ir_region_first(src)); o; o = ir_op_next(o)) {
		unsigned effects;
		if (!ir_op_effects(o, &effects) || effects)
			return false;
	}
	return true;
}

/* Affine ops go into an affine scope or an affine loop or conditional. */
static bool affine_legal_op(const IrOp *op, IrRegion *dest)
{
	(void)op;
	IrOp *parent = ir_region_parent(dest);
	return (ir_def(parent) && (ir_def(parent)->traits & IR_TRAIT_AFFINE_SCOPE)) || affine_structure(parent);
}

static const IrInliner affine_inliner = {.legal_region = affine_legal_region, .legal_op = affine_legal_op};

const IrDialect ir_dialect_affine = {
	.name = "affine",
	.ops = ops,
	.nops = sizeof ops / sizeof ops[0],
	.inliner = &affine_inliner,
	.materialize_constant = arith_materialize_constant,
};
