/* print.c: printing builtin.module's custom form (its reader is the
   grammar's: `module @name attributes {...} {...}`). */
#include "builtin.h"

void builtin_print_module(Printer *p, IrOp *op)
{
	IrAttr *name = ir_op_get_attr(op, "sym_name");
	if (name) {
		sb_putc(print_out(p), ' ');
		print_symbol(p, name);
	}
	print_custom_attr_dict(p, op, "sym_name", true);
	sb_putc(print_out(p), ' ');
	print_region(p, &ir_op_regions(op)[0], true, true, false);
}
