/* print.c: printing builtin.module's custom form (its reader is the
   grammar's: `module @name attributes {...} {...}`). */
#include "builtin.h"

void builtin_print_module(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	IrAttr *name = ir_op_get_attr(op, "sym_name");
	if (name) {
		sb_putc(out, ' ');
		print_symbol(p, name);
	}
	print_custom_attr_dict(p, op, "sym_name", true);
	sb_putc(out, ' ');
	print_region(p, &ir_op_regions(op)[0], true, true, false);
}
