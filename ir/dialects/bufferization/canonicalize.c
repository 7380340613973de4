/* canonicalize.c: the bufferization dialect's folders and canonicalization
   patterns, as MLIR 22's BufferizationOps.cpp: bufferization.clone takes
   the source of a memref.cast it clones (foldMemRefCast), and a clone
   whose source or copy is freed in its block, with no other free in
   between, is its source (SimplifyClones). */
#include "bufferization.h"

/* CloneOp::fold */
IrFoldStatus bufferization_fold_clone(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	(void)ctx, (void)c, (void)results;
	return memref_fold_casts(op, NULL) ? IR_FOLD_IN_PLACE : IR_FOLD_FAILED;
}

static bool frees(const IrOp *op)
{
	unsigned effects;
	return ir_op_effects(op, &effects) && (effects & IR_EFFECT_FREE);
}

/* MLIR's memref::findDealloc: the one user of v that frees (through
   *dealloc, NULL for none); false when there are more. */
static bool find_dealloc(IrValue *v, IrOp **dealloc)
{
	*dealloc = NULL;
	for (IrUse *u = ir_value_uses(v); u; u = ir_use_next(u)) {
		if (!frees(ir_use_owner(u)))
			continue;
		if (*dealloc)
			return false;
		*dealloc = ir_use_owner(u);
	}
	return true;
}

/* The memref ops that are MLIR's ViewLikeOpInterface, whose one result
   views their first operand. */
static bool is_view_like(const IrOp *op)
{
	static const char *const names[] = {
		"memref.assume_alignment", "memref.cast", "memref.collapse_shape", "memref.expand_shape",
		"memref.memory_space_cast", "memref.reinterpret_cast", "memref.reshape", "memref.subview",
		"memref.transpose", "memref.view", NULL,
	};
	for (unsigned i = 0; op && names[i]; i++)
		if (!strcmp(ir_op_name(op)->s, names[i]))
			return true;
	return false;
}

/* SimplifyClones */
static bool simplify_clone(IrRewriter *rw, IrOp *op)
{
	IrValue *clone = &ir_op_results(op)[0], *source = ir_op_operand(op, 0);
	if (!clone->uses) {
		ir_rewriter_erase_op(rw, op);
		return true;
	}
	if (ir_value_type(source) != ir_value_type(clone) && !memref_cast_compatible(ir_value_type(source), ir_value_type(clone)))
		return false;
	/* the buffer source views, whose dealloc may otherwise keep it alive */
	IrValue *canonical = source;
	for (IrOp *def = ir_value_def(canonical); is_view_like(def); def = ir_value_def(canonical))
		canonical = ir_op_operand(def, 0);
	IrOp *clone_dealloc, *source_dealloc;
	if (!find_dealloc(clone, &clone_dealloc) || !find_dealloc(canonical, &source_dealloc))
		return false;
	/* freed in the same block, their lifetimes there may not overlap */
	if (clone_dealloc && source_dealloc && clone_dealloc->block == source_dealloc->block)
		return false;
	IrOp *redundant = clone_dealloc && clone_dealloc->block == op->block     ? clone_dealloc
	                  : source_dealloc && source_dealloc->block == op->block ? source_dealloc
	                                                                         : NULL;
	if (!redundant)
		return false;
	/* another free in between might free an alias of the source before the
	   clone's uses */
	for (IrOp *pos = ir_op_next(op); pos != redundant; pos = ir_op_next(pos))
		if (!pos || frees(pos))
			return false;
	if (ir_value_type(source) != ir_value_type(clone)) {
		IrType *t = ir_value_type(clone);
		IrOpState cast = {.name = ir_ident_cstr(rw->ctx, "memref.cast"), .nresults = 1, .result_types = &t,
		                  .noperands = 1, .operands = &source, .loc = ir_op_loc(rw->ctx, op)};
		ir_rewriter_set_insertion_before(rw, op);
		source = &ir_op_results(ir_rewriter_create(rw, &cast))[0];
	}
	ir_rewriter_replace_op_with(rw, op, source);
	ir_rewriter_erase_op(rw, redundant);
	return true;
}

const IrPattern bufferization_clone_patterns[] = {
	{"(anonymous namespace)::SimplifyClones", 1, simplify_clone},
	{NULL, 0, NULL},
};
