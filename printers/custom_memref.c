/* custom_memref.c: printing the memref dialect's hand-written custom forms
   as MLIR's GenericAtomicRMWOp::print does. */
#include "internal.h"

static void print_generic_atomic_rmw(Printer *p, IrOp *op)
{
	sb_putc(p->out, ' ');
	print_value(p, op->operands[0].value);
	sb_putc(p->out, '[');
	for (unsigned i = 1; i < op->noperands; i++) {
		if (i > 1)
			sb_puts(p->out, ", ");
		print_value(p, op->operands[i].value);
	}
	sb_puts(p->out, "] : ");
	print_type(p, p->out, op->operands[0].value->type);
	sb_putc(p->out, ' ');
	print_region(p, &op->regions[0], true, true, false);
	print_custom_attr_dict(p, op, "", false);
}

void print_memref_op(Printer *p, IrOp *op)
{
	switch (op->def->form) {
	case IR_FORM_MEMREF_GENERIC_ATOMIC_RMW: print_generic_atomic_rmw(p, op); break;
	default: die("not a memref form");
	}
}
