/* branch.c: MLIR's BranchOpInterface for cf's branches: which operands
   go to which successor's arguments (IrOpDef.successor_operands); and
   cf.switch's case values. */
#include "cf.h"

static unsigned segment_size(const IrOp *op, const char *name, unsigned i)
{
	const IrAttr *seg = ir_op_get_attr(op, name);
	return seg && seg->kind == IR_ATTR_DENSE_ARRAY && i < seg->darray.n ? (unsigned)seg->darray.elems[i] : 0;
}

void cf_successor_operands(const IrOp *op, unsigned i, IrSuccessorOperands *so)
{
	*so = (IrSuccessorOperands){.segment = -1};
	if (!strcmp(ir_op_name(op)->s, "cf.br")) {
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
	if (!strcmp(ir_op_name(op)->s, "cf.cond_br")) {
		so->n = segment_size(op, "operandSegmentSizes", 2);
		return;
	}
	so->sub_segments = "case_operand_segments";
	so->sub_index = i - 1;
	for (unsigned k = 0; k + 1 < i; k++)
		so->first += segment_size(op, so->sub_segments, k);
	so->n = segment_size(op, so->sub_segments, i - 1);
}

bool cf_constant_bits(const IrAttr *c, uint64_t *bits)
{
	if (c && c->kind == IR_ATTR_BOOL) {
		*bits = c->b;
		return true;
	}
	if (!c || c->kind != IR_ATTR_INTEGER)
		return false;
	unsigned width = ir_type_bit_width(ir_attr_type_of(c));
	*bits = width < 64 ? c->words[0] & ((UINT64_C(1) << width) - 1) : c->words[0];
	return true;
}

int cf_successor_for_operands(const IrOp *op, IrAttr *const *operands)
{
	if (!strcmp(ir_op_name(op)->s, "cf.br"))
		return 0;
	uint64_t v;
	if (!cf_constant_bits(operands[0], &v))
		return -1;
	if (!strcmp(ir_op_name(op)->s, "cf.cond_br"))
		return v ? 0 : 1;
	const IrAttr *values = ir_op_get_attr(op, "case_values");
	for (unsigned i = 0; values && i + 1 < ir_op_nsuccs(op); i++)
		if (cf_case_value(values, i) == v)
			return (int)i + 1;
	return 0;
}

uint64_t cf_case_value(const IrAttr *values, unsigned i)
{
	size_t eb = ir_dense_elem_bytes(ir_attr_type_of(values)->shaped.elem);
	const unsigned char *at = ir_dense_data(values) + (values->dense.splat ? 0 : i * eb);
	uint64_t v = 0;
	for (size_t b = 0; b < eb && b < 8; b++)
		v |= (uint64_t)at[b] << (8 * b);
	return v;
}

IrAttr *cf_case_values_attr(IrContext *ctx, IrType *flag, unsigned n, const uint64_t *values)
{
	size_t eb = ir_dense_elem_bytes(flag);
	unsigned char *data = xmalloc((size_t)n * eb + 1);
	for (unsigned i = 0; i < n; i++)
		for (size_t b = 0; b < eb; b++)
			data[(size_t)i * eb + b] = b < 8 ? (unsigned char)(values[i] >> (8 * b)) : 0;
	int64_t dim = n;
	IrAttr *a = ir_attr_dense(ctx, ir_type_vector(ctx, 1, &dim, NULL, flag), false, data, (size_t)n * eb);
	free(data);
	return a;
}
