/* print.c: printing the seed LangRef's standard ops that have no
   declarative form, in the LangRef's own syntax. */
#include "std.h"

static unsigned segment(IrOp *op, unsigned i)
{
	IrAttr *seg = ir_op_get_attr(op, "operandSegmentSizes");
	return seg && seg->kind == IR_ATTR_DENSE_ARRAY && i < seg->darray.n ? (unsigned)seg->darray.elems[i] : 0;
}

void std_print_constant(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	IrAttr *v = ir_op_get_attr(op, "value");
	print_custom_attr_dict(p, op, "value", false);
	sb_putc(out, ' ');
	print_attr(p, out, v);
	IrType *t = ir_value_type(&ir_op_results(op)[0]);
	bool typed = v->kind == IR_ATTR_BOOL ? t == print_ctx(p)->t_i1 : ir_attr_type_of(v) == t;
	if (!typed) { /* the attribute does not say the result type */
		sb_puts(out, " : ");
		print_type(p, out, t);
	}
}

void std_print_br(Printer *p, IrOp *op)
{
	sb_putc(print_out(p), ' ');
	cf_print_successor(p, op, ir_op_succ(op, 0), 0, op->noperands);
	print_custom_attr_dict(p, op, "", false);
}

void std_print_cond_br(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	unsigned nt = segment(op, 1), nf = segment(op, 2);
	sb_putc(out, ' ');
	print_value(p, ir_op_operand(op, 0));
	sb_puts(out, ", ");
	cf_print_successor(p, op, ir_op_succ(op, 0), 1, nt);
	sb_puts(out, ", ");
	cf_print_successor(p, op, ir_op_succ(op, 1), 1 + nt, nf);
	print_custom_attr_dict(p, op, "", false);
}

void std_print_call_indirect(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	sb_putc(out, ' ');
	print_value(p, ir_op_operand(op, 0));
	sb_putc(out, '(');
	print_value_list(p, ir_op_operands(op) + 1, op->noperands - 1);
	sb_putc(out, ')');
	print_custom_attr_dict(p, op, "", false);
	sb_puts(out, " : ");
	print_type(p, out, ir_value_type(ir_op_operand(op, 0)));
}

void std_print_tensor_store(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	sb_putc(out, ' ');
	print_value_list(p, ir_op_operands(op), 2);
	print_custom_attr_dict(p, op, "", false);
	sb_puts(out, " : ");
	print_type(p, out, ir_value_type(ir_op_operand(op, 1)));
}
