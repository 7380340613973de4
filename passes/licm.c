/* licm.c: loop-invariant-code-motion, MLIR's LoopInvariantCodeMotion: in
   every loop (an op with loop regions, IrOpDef.loop_regions), innermost
   first, the ops of the loop's body that use only values from outside it
   and that have no memory effects and are speculatable (ir/effects.c) move
   before the loop; then the users of a moved op are looked at again. */
#include "internal.h"

/* Is a the op b or one of b's ancestors? */
static bool is_ancestor(const IrOp *a, const IrOp *b)
{
	for (; b; b = ir_op_parent(b))
		if (a == b)
			return true;
	return false;
}

/* The op whose region defines v (NULL at the top). */
static IrOp *defining_region_op(const IrValue *v)
{
	IrBlock *b = ir_value_block(v);
	return b && ir_block_parent(b) ? ir_region_parent(ir_block_parent(b)) : NULL;
}

typedef struct {
	IrOp *root;   /* the op that may move */
	IrOp *loop;
	bool invariant;
} Invariance;

/* Every operand of op (and of the ops nested in it) defined inside root or
   outside the loop? */
static bool operands_invariant(IrOp *op, void *user)
{
	Invariance *in = user;
	for (unsigned i = 0; i < op->noperands; i++) {
		IrOp *owner = defining_region_op(ir_op_operand(op, i));
		if (is_ancestor(in->root, owner))
			continue;
		if (is_ancestor(in->loop, owner)) {
			in->invariant = false;
			return false;
		}
	}
	return true;
}

static bool can_hoist(IrOp *op, IrOp *loop)
{
	if (ir_def(op) && (ir_def(op)->traits & IR_TRAIT_TERMINATOR))
		return false;
	Invariance in = {op, loop, true};
	ir_walk(op, operands_invariant, &in);
	return in.invariant;
}

/* A FIFO of ops, as MLIR's std::queue. */
typedef struct {
	PtrVec v;
	size_t head;
} Queue;

static void hoist_from_region(IrOp *loop, IrRegion *r)
{
	Queue q = {0};
	for (IrBlock *b = ir_region_first(r); b; b = ir_block_next(b))
		for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
			pv_push(&q.v, o);
	while (q.head < q.v.n) {
		IrOp *op = q.v.v[q.head++];
		if (!ir_op_block(op) || ir_block_parent(ir_op_block(op)) != r) /* moved already */
			continue;
		if (!ir_op_is_memory_effect_free(op) || !ir_op_is_speculatable(op) || !can_hoist(op, loop))
			continue;
		ir_op_move_before(op, loop);
		for (unsigned i = 0; i < op->nresults; i++)
			for (IrUse *u = ir_value_uses(&ir_op_results(op)[i]); u; u = ir_use_next(u))
				if (ir_op_block(ir_use_owner(u)) && ir_block_parent(ir_op_block(ir_use_owner(u))) == r)
					pv_push(&q.v, ir_use_owner(u));
	}
	pv_free(&q.v);
}

/* A loop joins the list; in post-order (inner loops first), as MLIR walks
   them. */
static bool collect_loop(IrOp *op, void *loops)
{
	if (ir_def(op) && ir_def(op)->loop_regions)
		pv_push(loops, op);
	return true;
}

static bool run(PassRun *r, IrOp *op)
{
	(void)r;
	PtrVec loops = {0};
	ir_walk_post(op, collect_loop, &loops);
	for (size_t i = 0; i < loops.n; i++) {
		IrOp *loop = loops.v[i];
		for (unsigned k = 0; k < ir_op_nregions(loop); k++)
			if (ir_def(loop)->loop_regions & (1u << k))
				hoist_from_region(loop, &ir_op_regions(loop)[k]);
	}
	pv_free(&loops);
	return true;
}

const PassDef pass_licm = {
	.arg = "loop-invariant-code-motion",
	.name = "LoopInvariantCodeMotion",
	.summary = "Hoist loop invariant instructions outside of the loop",
	.run = run,
	.op_local = true,
};
