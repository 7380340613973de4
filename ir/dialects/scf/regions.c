/* regions.c: where control goes between the scf ops and their regions
   (MLIR's RegionBranchOpInterface, IrOpDef.region_successors), on the
   constant operands a dataflow analysis knows (sccp). */
#include "scf.h"
#include "../cf/cf.h"

/* to[] index of the op's results */
#define PARENT(op) (ir_op_nregions((op)))

/* Region r when it has a block, else back to the results (an scf.if
   without else). */
static void enter(const IrOp *op, unsigned r, bool *to)
{
	to[ir_region_first(&ir_op_regions(op)[r]) ? r : PARENT(op)] = true;
}

unsigned scf_if_successors(const IrOp *op, int from, IrAttr *const *operands, bool *to)
{
	uint64_t cond;
	if (from >= 0) {
		to[PARENT(op)] = true;
		return 0;
	}
	if (cf_constant_bits(operands[0], &cond)) {
		enter(op, cond ? 0 : 1, to);
	} else {
		enter(op, 0, to);
		enter(op, 1, to);
	}
	return op->noperands;
}

/* scf.execute_region, and the regions of scf.index_switch, return to it */
unsigned scf_execute_region_successors(const IrOp *op, int from, IrAttr *const *operands, bool *to)
{
	(void)operands;
	if (from >= 0)
		to[PARENT(op)] = true;
	else
		enter(op, 0, to);
	return from >= 0 ? 0 : op->noperands;
}

/* The body or the results, from the loop and from the body's end alike
   (no trip count is reasoned about); the inits follow the bounds. */
unsigned scf_for_successors(const IrOp *op, int from, IrAttr *const *operands, bool *to)
{
	(void)operands;
	to[0] = to[PARENT(op)] = true;
	return from >= 0 ? 0 : 3;
}

/* The inits enter `before`; its scf.condition goes on to `after` or the
   results as its condition says, with the values after the condition;
   `after` goes back to `before`. */
unsigned scf_while_successors(const IrOp *op, int from, IrAttr *const *operands, bool *to)
{
	uint64_t cond;
	if (from < 0 || from == 1) {
		to[0] = true;
		return 0;
	}
	bool known = cf_constant_bits(operands[0], &cond);
	to[1] = !known || cond;
	to[PARENT(op)] = !known || !cond;
	return 1;
}

/* The case region of a constant index (the default region 0 when no case
   has it), all of them otherwise. */
unsigned scf_index_switch_successors(const IrOp *op, int from, IrAttr *const *operands, bool *to)
{
	if (from >= 0)
		return scf_execute_region_successors(op, from, operands, to);
	uint64_t v;
	if (!cf_constant_bits(operands[0], &v)) {
		for (unsigned r = 0; r < ir_op_nregions(op); r++)
			to[r] = true;
		return op->noperands;
	}
	const IrAttr *cases = ir_op_get_attr(op, "cases");
	unsigned r = 0;
	for (unsigned i = 0; cases && i < cases->darray.n && !r; i++)
		if (cases->darray.elems[i] == v)
			r = i + 1;
	to[r] = true;
	return op->noperands;
}
