/* branch.c: MLIR's BranchOpInterface for cf's branches: which operands
   go to which successor's arguments (IrOpDef.successor_operands). */
#include "cf.h"

static unsigned segment_size(const IrOp *op, const char *name, unsigned i)
{
	const IrAttr *seg = ir_op_get_attr(op, name);
	return seg && seg->kind == IR_ATTR_DENSE_ARRAY && i < seg->darray.n ? (unsigned)seg->darray.elems[i] : 0;
}

void cf_successor_operands(const IrOp *op, unsigned i, IrSuccessorOperands *so)
{
	*so = (IrSuccessorOperands){.segment = -1};
	if (!strcmp(op->name->s, "cf.br")) {
		so->n = op->noperands;
		return;
	}
	/* after the condition or flag: the first destination's, then the others' */
	unsigned first = segment_size(op, "operandSegmentSizes", 1);
	so->first = 1;
	so->segment = 1;
	so->n = first;
	if (!i)
		return;
	so->first += first;
	so->segment = 2;
	if (!strcmp(op->name->s, "cf.cond_br")) {
		so->n = segment_size(op, "operandSegmentSizes", 2);
		return;
	}
	so->sub_segments = "case_operand_segments";
	so->sub_index = i - 1;
	for (unsigned k = 0; k + 1 < i; k++)
		so->first += segment_size(op, so->sub_segments, k);
	so->n = segment_size(op, so->sub_segments, i - 1);
}
