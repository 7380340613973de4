/* regions.c: where control goes between affine.for and its body (MLIR's
   RegionBranchOpInterface, IrOpDef.region_successors). */
#include "affine.h"

/* A constant trip count decides: none goes straight to the results, one
   runs the body once and leaves; otherwise the loop and the body's end
   may each go to the body or to the results. The inits are the last
   operands, one per result. */
unsigned affine_for_successors(const IrOp *op, int from, IrAttr *const *operands, bool *to)
{
	uint64_t trips;
	bool known = affine_for_trip_count(op, &trips);
	(void)operands;
	if (from < 0) {
		to[0] = !known || trips > 0;
		to[1] = !known || trips == 0;
		return op->noperands - op->nresults;
	}
	to[0] = !known || trips != 1;
	to[1] = true;
	return 0;
}
