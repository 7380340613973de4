/* print.c: printing cf.switch, and successors with operands. */
#include "cf.h"

/* ^bb[(%a, %b : T, U)]: the successor and operands start..start+n-1 */
void cf_print_successor(Printer *p, IrOp *op, IrBlock *b, unsigned start, unsigned n)
{
	StrBuf *out = print_out(p);
	print_block_name(p, b);
	if (!n)
		return;
	sb_putc(out, '(');
	print_value_list(p, ir_op_operands(op) + start, n);
	sb_puts(out, " : ");
	print_operand_types(p, op, start, n);
	sb_putc(out, ')');
}

static unsigned segment(IrOp *op, unsigned i)
{
	IrAttr *seg = ir_op_get_attr(op, "operandSegmentSizes");
	return seg && seg->kind == IR_ATTR_DENSE_ARRAY && i < seg->darray.n ? (unsigned)seg->darray.elems[i] : 0;
}

/* cf.switch %flag : T, [ default: ^bb(...), N: ^bb(...) ], one entry a line */
void cf_print_switch(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	unsigned at = 1 + segment(op, 1);
	sb_putc(out, ' ');
	print_value(p, ir_op_operand(op, 0));
	sb_puts(out, " : ");
	print_type(p, out, ir_value_type(ir_op_operand(op, 0)));
	sb_puts(out, ", [");
	print_newline(p, 2);
	sb_puts(out, "default: ");
	cf_print_successor(p, op, ir_op_succ(op, 0), 1, at - 1);
	IrAttr *values = ir_op_get_attr(op, "case_values"), *sizes = ir_op_get_attr(op, "case_operand_segments");
	for (unsigned i = 0; values && i + 1 < ir_op_nsuccs(op); i++) {
		unsigned n = (unsigned)sizes->darray.elems[i];
		sb_putc(out, ',');
		print_newline(p, 2);
		sb_put_u64(out, cf_case_value(values, i)); /* unsigned, as mlir-opt prints it */
		sb_puts(out, ": ");
		cf_print_successor(p, op, ir_op_succ(op, i + 1), at, n);
		at += n;
	}
	if (values)
		print_newline(p, 0);
	sb_putc(out, ']');
	print_custom_attr_dict(p, op, "case_operand_segments case_values", false);
}
