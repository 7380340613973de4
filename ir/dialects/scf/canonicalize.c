/* canonicalize.c: the scf dialect's canonicalization patterns
   (IrOpDef.patterns) that take a region's one way through an op: an
   scf.if on a constant, an scf.execute_region of one block, an scf.for
   of no or one iteration (its bounds and step constant) become the ops
   of the region that runs, or nothing. MLIR 22 gives these patterns no
   names that canonicalize's enable-patterns and disable-patterns know. */
#include "scf.h"
#include "../arith/arith.h"

/* MLIR's replaceOpWithRegion: the one block of region r (its arguments
   taken by args) moves before op, whose results become the values its
   scf.yield yields; the scf.yield goes. */
static void replace_with_region(IrRewriter *rw, IrOp *op, IrRegion *r, IrValue *const *args)
{
	IrBlock *b = r->first;
	IrOp *yield = b->last;
	ir_rewriter_inline_block_before(rw, b, op, args);
	IrValue **results = xmalloc((yield->noperands ? yield->noperands : 1) * sizeof *results);
	for (unsigned i = 0; i < yield->noperands; i++)
		results[i] = ir_op_operands(yield)[i].value;
	ir_rewriter_replace_op(rw, op, results);
	free(results);
	ir_rewriter_erase_op(rw, yield);
}

/* scf.if on a constant: the region it takes, or nothing. */
static bool if_constant(IrRewriter *rw, IrOp *op)
{
	IrAttr *c = ir_value_constant(rw->ctx, ir_op_operands(op)[0].value);
	if (!c || (c->kind != IR_ATTR_BOOL && c->kind != IR_ATTR_INTEGER))
		return false;
	bool taken_then = c->kind == IR_ATTR_BOOL ? c->b : c->words[0] & 1;
	IrRegion *taken = &ir_op_regions(op)[taken_then ? 0 : 1];
	if (taken->first)
		replace_with_region(rw, op, taken, NULL);
	else
		ir_rewriter_erase_op(rw, op);
	return true;
}

/* scf.execute_region of one block, not marked no_inline: its ops. */
static bool execute_region_inline(IrRewriter *rw, IrOp *op)
{
	IrRegion *r = &ir_op_regions(op)[0];
	if (!r->first || r->first != r->last || ir_op_get_attr(op, "no_inline"))
		return false;
	replace_with_region(rw, op, r, NULL);
	return true;
}

/* v's value when an arith.constant defines it, sign-extended from its width. */
static bool constant_i64(const IrValue *v, int64_t *out)
{
	uint64_t bits;
	unsigned width;
	if (!arith_constant_value(v, &bits, &width))
		return false;
	if (width < 64 && bits >> (width - 1) & 1)
		bits |= ~UINT64_C(0) << width;
	*out = (int64_t)bits;
	return true;
}

/* scf.for that runs no iteration (its results are its inits) or one (its
   body, the induction variable its lower bound); or, with more, a body
   that only yields values from outside (MLIR's SimplifyTrivialLoops). */
static bool for_trivial(IrRewriter *rw, IrOp *op)
{
	IrUse *operands = ir_op_operands(op);
	unsigned ninits = op->noperands - 3;
	IrValue **inits = xmalloc((ninits + 1) * sizeof *inits);
	inits[0] = operands[0].value; /* the induction variable's value for one iteration */
	for (unsigned i = 0; i < ninits; i++)
		inits[1 + i] = operands[3 + i].value;
	int64_t lb, ub, step;
	bool done = true;
	bool unsigned_cmp = ir_op_get_attr(op, "unsignedCmp") != NULL;
	if (operands[0].value == operands[1].value) {
		ir_rewriter_replace_op(rw, op, inits + 1);
	} else if (unsigned_cmp || !constant_i64(operands[0].value, &lb) || !constant_i64(operands[1].value, &ub)) {
		done = false;
	} else if (ub <= lb) {
		ir_rewriter_replace_op(rw, op, inits + 1);
	} else if (!constant_i64(operands[2].value, &step)) {
		done = false;
	} else if ((uint64_t)step >= (uint64_t)ub - (uint64_t)lb && step > 0) {
		replace_with_region(rw, op, &ir_op_regions(op)[0], inits);
	} else {
		IrBlock *body = ir_op_regions(op)[0].first;
		IrOp *yield = body->last;
		done = body->first == yield;
		for (unsigned i = 0; done && i < yield->noperands; i++) {
			IrValue *v = ir_op_operands(yield)[i].value;
			done = ir_value_block(v)->parent != &ir_op_regions(op)[0];
		}
		if (done) {
			IrValue **yielded = xmalloc((yield->noperands + 1) * sizeof *yielded);
			for (unsigned i = 0; i < yield->noperands; i++)
				yielded[i] = ir_op_operands(yield)[i].value;
			ir_rewriter_replace_op(rw, op, yielded);
			free(yielded);
		}
	}
	free(inits);
	return done;
}

const IrPattern scf_for_patterns[] = {
	{"", 1, for_trivial},
	{NULL, 0, NULL},
};

const IrPattern scf_if_patterns[] = {
	{"", 1, if_constant},
	{NULL, 0, NULL},
};

const IrPattern scf_execute_region_patterns[] = {
	{"", 1, execute_region_inline},
	{NULL, 0, NULL},
};
