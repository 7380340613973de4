/* verify.c: the cf dialect's op verifiers. */
#include "cf.h"

/* cf.switch: a signless integer flag, one case value of its type and one
   operand segment per case destination, the segments adding up to the
   case operands. */
static bool verify_switch(IrContext *ctx, IrOp *op)
{
	IrType *flag = ir_value_type(ir_op_operand(op, 0));
	if (flag->kind != IR_TYPE_INTEGER) /* MLIR 22: AnyInteger */
		return vt_op_error(ctx, op, "operand #0 must be integer, but got %T", flag);
	IrAttr *sizes = ir_op_get_attr(op, "case_operand_segments"), *values = ir_op_get_attr(op, "case_values");
	if (sizes->kind != IR_ATTR_DENSE_ARRAY || !vt_is_signless_int(ir_attr_type_of(sizes), 32))
		return vt_op_error(ctx, op, "attribute 'case_operand_segments' failed to satisfy constraint: i32 dense array "
		                   "attribute");
	IrAttr *seg = ir_op_get_attr(op, "operandSegmentSizes");
	uint64_t total = 0, want = (uint32_t)seg->darray.elems[2];
	for (unsigned i = 0; i < sizes->darray.n; i++)
		total += (uint32_t)sizes->darray.elems[i];
	if (total != want)
		return vt_op_error(ctx, op, "caseOperands count (%L) does not match with the total size (%L) specified in "
		                   "attribute 'case_operand_segments'", (int64_t)want, (int64_t)total);
	unsigned ncases = ir_op_nsuccs(op) - 1;
	if (sizes->darray.n != ncases)
		return vt_op_error(ctx, op, "number of case operand segments (%u) should match number of case destinations "
		                   "(%u)", sizes->darray.n, ncases);
	if (!values)
		return ncases == 0 || vt_op_error(ctx, op, "number of case values (0) should match number of case "
		                                  "destinations (%u)", ncases);
	IrType *vt = ir_attr_type_of(values);
	if (vt->shaped.elem != flag)
		return vt_op_error(ctx, op, "'flag' type (%T) should match case value type (%T)", flag, vt->shaped.elem);
	if (vt->kind != IR_TYPE_VECTOR && vt->kind != IR_TYPE_TENSOR)
		return vt_op_error(ctx, op, "attribute 'case_values' failed to satisfy constraint: integer elements "
		                   "attribute");
	int64_t n = ir_type_num_elements(vt);
	if (n != (int64_t)ncases)
		return vt_op_error(ctx, op, "number of case values (%L) should match number of case destinations (%u)", n,
		                   ncases);
	return true;
}

/* MLIR's WeightedBranchOpInterface: a weight per successor, not all zero. */
static bool verify_branch_weights(IrContext *ctx, IrOp *op)
{
	IrAttr *w = ir_op_get_attr(op, "branch_weights");
	if (!w)
		return true;
	if (w->darray.n != ir_op_nsuccs(op)) {
		ir_diag_op(ctx, IR_DIAG_ERROR, op, "expects number of branch weights to match number of "
		        "successors: %u vs %u", w->darray.n, ir_op_nsuccs(op));
		return false;
	}
	for (unsigned i = 0; i < w->darray.n; i++)
		if ((uint32_t)w->darray.elems[i])
			return true;
	ir_diag_op(ctx, IR_DIAG_ERROR, op, "branch weights cannot all be zero");
	return false;
}

/* MLIR's BranchOpInterface: the operands passed to each successor match its
   block arguments in number and type. The operands after the first
   `skip` go to the successors in order, counts[i] to successor i. */
static bool verify_successor_operands(IrContext *ctx, IrOp *op, unsigned skip, const unsigned *counts)
{
	unsigned at = skip;
	for (unsigned i = 0; i < ir_op_nsuccs(op); i++) {
		IrBlock *b = ir_op_succ(op, i);
		if (counts[i] != b->nargs) {
			ir_diag_op(ctx, IR_DIAG_ERROR, op, "branch has %u operands for successor #%u, but "
			        "target block has %u", counts[i], i, b->nargs);
			return false;
		}
		for (unsigned k = 0; k < counts[i]; k++)
			if (ir_value_type(ir_op_operand(op, at + k)) != ir_value_type(ir_block_arg(b, k))) {
				ir_diag_op(ctx, IR_DIAG_ERROR, op, "type mismatch for bb argument #%u of "
				        "successor #%u", k, i);
				return false;
			}
		at += counts[i];
	}
	return true;
}

/* How many operands each successor of a cf branch gets (after the
   flag or condition, if any). */
static unsigned successor_counts(const IrOp *op, unsigned *counts)
{
	if (!strcmp(ir_op_name(op)->s, "cf.br")) {
		counts[0] = op->noperands;
		return 0;
	}
	const IrAttr *seg = ir_op_get_attr((IrOp *)op, "operandSegmentSizes");
	counts[0] = (unsigned)seg->darray.elems[1];
	if (!strcmp(ir_op_name(op)->s, "cf.cond_br")) {
		counts[1] = (unsigned)seg->darray.elems[2];
		return 1;
	}
	const IrAttr *cases = ir_op_get_attr((IrOp *)op, "case_operand_segments");
	for (unsigned i = 1; i < ir_op_nsuccs(op); i++)
		counts[i] = (unsigned)cases->darray.elems[i - 1];
	return 1;
}

static bool verify_branch(IrContext *ctx, IrOp *op)
{
	unsigned *counts = xmalloc((ir_op_nsuccs(op) + 1) * sizeof *counts);
	unsigned skip = successor_counts(op, counts);
	bool ok = verify_successor_operands(ctx, op, skip, counts);
	free(counts);
	return ok;
}

bool ir_verify_cf(IrContext *ctx, IrOp *op)
{
	/* cf.switch's own checks make its case segments safe to read */
	if (!strcmp(ir_op_name(op)->s, "cf.switch"))
		return verify_switch(ctx, op) && verify_branch(ctx, op);
	return verify_branch(ctx, op) && verify_branch_weights(ctx, op);
}
