/* speculation.c: when arith's divisions may be executed where they were
   not written (MLIR's ConditionallySpeculatable): only by a constant
   divisor that cannot make them undefined. */
#include "arith.h"

bool arith_constant_value(const IrValue *v, uint64_t *bits, unsigned *width)
{
	IrOp *def = ir_value_def(v);
	if (!def || strcmp(ir_op_name(def)->s, "arith.constant"))
		return false;
	IrAttr *a = ir_op_get_attr(def, "value");
	if (!a)
		return false;
	IrType *t = a->kind == IR_ATTR_DENSE ? ir_type_element(ir_attr_type_of(a)) : ir_attr_type_of(a);
	if (!t || !ir_type_is_int_or_index(t) || ir_type_bit_width(t) > 64)
		return false;
	*width = ir_type_bit_width(t);
	if (a->kind == IR_ATTR_INTEGER) {
		*bits = a->words[0];
		return true;
	}
	if (a->kind != IR_ATTR_DENSE || !a->dense.splat)
		return false;
	uint64_t b = 0;
	for (size_t i = ir_dense_elem_bytes(t); i-- > 0;)
		b = b << 8 | ir_dense_data(a)[i];
	*bits = *width < 64 ? b & (((uint64_t)1 << *width) - 1) : b;
	return true;
}

/* divui, ceildivui: undefined by zero */
IrSpeculation arith_unsigned_division_speculation(const IrOp *op)
{
	uint64_t d;
	unsigned w;
	return arith_constant_value(ir_op_operand(op, 1), &d, &w) && d ? IR_SPECULATION_ALWAYS
	                                                                     : IR_SPECULATION_NONE;
}

/* divsi, ceildivsi: undefined by zero, and the least value by -1 */
IrSpeculation arith_signed_division_speculation(const IrOp *op)
{
	uint64_t d;
	unsigned w;
	if (!arith_constant_value(ir_op_operand(op, 1), &d, &w) || !d)
		return IR_SPECULATION_NONE;
	uint64_t all_ones = w < 64 ? ((uint64_t)1 << w) - 1 : ~(uint64_t)0;
	return d == all_ones ? IR_SPECULATION_NONE : IR_SPECULATION_ALWAYS;
}
