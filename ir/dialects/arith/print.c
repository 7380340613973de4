/* print.c: printing arith.constant and arith.select (also the seed's select). */
#include "arith.h"

void arith_print_constant(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	print_custom_attr_dict(p, op, "value", false);
	sb_putc(out, ' ');
	print_attr(p, out, ir_op_get_attr(op, "value"));
}

void arith_print_select(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	sb_putc(out, ' ');
	print_value_list(p, ir_op_operands(op), op->noperands);
	print_custom_attr_dict(p, op, "", false);
	sb_puts(out, " : ");
	IrType *cond = ir_value_type(ir_op_operand(op, 0));
	if (ir_type_is_shaped(cond)) {
		print_type(p, out, cond);
		sb_puts(out, ", ");
	}
	print_type(p, out, ir_value_type(&ir_op_results(op)[0]));
}

/* arith.constant's names: %true, %false, %c42_i32, %c0 (index), %cst. */
void arith_constant_result_name(IrOp *op, StrBuf *b)
{
	IrAttr *v = ir_op_get_attr(op, "value");
	if (v && v->kind == IR_ATTR_BOOL) {
		sb_puts(b, v->b ? "true" : "false");
	} else if (v && v->kind == IR_ATTR_INTEGER && ir_type_bit_width(ir_attr_type_of(v)) == 1) {
		sb_puts(b, v->words[0] ? "true" : "false");
	} else if (v && v->kind == IR_ATTR_INTEGER) {
		char *digits = apint_format(v->words, ir_type_bit_width(ir_attr_type_of(v)), 1);
		sb_putc(b, 'c');
		sb_puts(b, digits);
		free(digits);
		if (ir_attr_type_of(v)->kind == IR_TYPE_INTEGER) {
			sb_putc(b, '_');
			print_type_str(b, ir_attr_type_of(v));
		}
	} else {
		sb_puts(b, "cst");
	}
}
