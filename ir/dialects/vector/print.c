/* print.c: printing vector.extract and vector.insert as MLIR 22 does: no
   space before extract's positions, one before insert's. */
#include "vector.h"

/* The positions of an op whose dynamic ones are its operands from start. */
static void print_position(Printer *p, IrOp *op, unsigned start)
{
	print_dynamic_index_list(p, op, start, op->noperands - start, ir_op_get_attr(op, "static_position"), '[');
}

void vector_print_extract(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	sb_putc(out, ' ');
	print_value(p, ir_op_operand(op, 0));
	print_position(p, op, 1);
	print_custom_attr_dict(p, op, "static_position", false);
	sb_puts(out, " : ");
	print_type(p, out, ir_value_type(&ir_op_results(op)[0]));
	sb_puts(out, " from ");
	print_type(p, out, ir_value_type(ir_op_operand(op, 0)));
}

void vector_print_insert(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	sb_putc(out, ' ');
	print_value_list(p, ir_op_operands(op), 2);
	sb_putc(out, ' ');
	print_position(p, op, 2);
	print_custom_attr_dict(p, op, "static_position", false);
	sb_puts(out, " : ");
	print_type(p, out, ir_value_type(ir_op_operand(op, 0)));
	sb_puts(out, " into ");
	print_type(p, out, ir_value_type(ir_op_operand(op, 1)));
}
