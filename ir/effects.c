/* effects.c: what an op does besides computing its results, as MLIR's
   MemoryEffectOpInterface and ConditionallySpeculatable say, from what each
   dialect declares on its ops (IrOpDef.effects, IrOpDef.speculation and
   the traits); the one place passes ask it (cse, licm, dead-op erasure). */
#include "internal.h"

bool ir_op_effects(const IrOp *op, unsigned *effects)
{
	const IrOpDef *def = ir_def(op);
	if (def && def->effects_of) {
		*effects = def->effects_of(op);
		return true;
	}
	if (!def || !(def->effects || (def->traits & IR_TRAIT_PURE)))
		return false;
	*effects = def->effects;
	return true;
}

/* Does pred hold of every op directly inside op's regions? */
static bool all_nested(const IrOp *op, bool (*pred)(const IrOp *))
{
	for (unsigned i = 0; i < ir_op_nregions(op); i++)
		for (IrBlock *b = ir_region_first(&ir_op_regions(op)[i]); b; b = ir_block_next(b))
			for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
				if (!pred(o))
					return false;
	return true;
}

static bool has_trait(const IrOp *op, unsigned trait)
{
	return ir_def(op) && (ir_def(op)->traits & trait);
}

bool ir_op_is_memory_effect_free(const IrOp *op)
{
	unsigned effects;
	if (ir_op_effects(op, &effects)) {
		if (effects)
			return false;
		if (!has_trait(op, IR_TRAIT_RECURSIVE_EFFECTS))
			return true;
	} else if (!has_trait(op, IR_TRAIT_RECURSIVE_EFFECTS)) {
		return false;
	}
	return all_nested(op, ir_op_is_memory_effect_free);
}

/* Are op's effects and those of the ops nested in it (when its effects are
   theirs) only reads and the allocation of its own results? */
static bool only_reads_or_allocates(const IrOp *op)
{
	bool recursive = has_trait(op, IR_TRAIT_RECURSIVE_EFFECTS);
	unsigned effects;
	if (ir_op_effects(op, &effects)) {
		if (effects & ~(IR_EFFECT_READ | IR_EFFECT_ALLOC))
			return false;
	} else if (!recursive) {
		return false;
	}
	return !recursive || all_nested(op, only_reads_or_allocates);
}

bool ir_op_would_be_trivially_dead(const IrOp *op)
{
	/* MLIR asks mightHaveTrait: an unregistered op may be a terminator */
	if (!ir_def(op) || (ir_def(op)->traits & (IR_TRAIT_TERMINATOR | IR_TRAIT_SYMBOL)))
		return false;
	return only_reads_or_allocates(op);
}

bool ir_op_is_trivially_dead(const IrOp *op)
{
	for (unsigned i = 0; i < op->nresults; i++)
		if (ir_op_results(op)[i].uses)
			return false;
	return ir_op_would_be_trivially_dead(op);
}

bool ir_op_is_speculatable(const IrOp *op)
{
	const IrOpDef *def = ir_def(op);
	if (!def)
		return false;
	IrSpeculation s = def->speculation ? def->speculation(op)
	                  : def->traits & IR_TRAIT_PURE ? IR_SPECULATION_ALWAYS
	                  : def->traits & IR_TRAIT_RECURSIVE_SPECULATION ? IR_SPECULATION_RECURSIVE
	                                                                 : IR_SPECULATION_NONE;
	if (s != IR_SPECULATION_RECURSIVE)
		return s == IR_SPECULATION_ALWAYS;
	return all_nested(op, ir_op_is_speculatable);
}
