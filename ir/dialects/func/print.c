/* print.c: printing func.func's custom form. */
#include "func.h"

static IrAttr *array_elem(IrAttr *arr, unsigned i)
{
	return arr && arr->kind == IR_ATTR_ARRAY && i < arr->array.n ? arr->array.elems[i] : NULL;
}

void func_print_func(Printer *p, IrOp *op)
{
	IrAttr *fty = ir_op_get_attr(op, "function_type");
	IrAttr *vis = ir_op_get_attr(op, "sym_visibility");
	IrAttr *arg_attrs = ir_op_get_attr(op, "arg_attrs"), *res_attrs = ir_op_get_attr(op, "res_attrs");
	IrType *t = fty->tval;
	IrRegion *body = &ir_op_regions(op)[0];
	bool external = !body->first;
	sb_putc(print_out(p), ' ');
	if (vis) {
		sb_putn(print_out(p), vis->str->s, vis->str->n);
		sb_putc(print_out(p), ' ');
	}
	print_symbol(p, ir_op_get_attr(op, "sym_name"));
	sb_putc(print_out(p), '(');
	for (unsigned i = 0; i < t->func.nin; i++) {
		IrAttr *d = array_elem(arg_attrs, i);
		if (i)
			sb_puts(print_out(p), ", ");
		if (!external) {
			IrValue *arg = body->first->args[i];
			print_value_name(p, arg);
			sb_puts(print_out(p), ": ");
		}
		print_type(p, print_out(p), t->func.types[i]);
		if (d && d->dict.n) {
			sb_puts(print_out(p), " {");
			print_dict_body(p, print_out(p), d);
			sb_putc(print_out(p), '}');
		}
		if (!external && print_debuginfo(p)) {
			sb_putc(print_out(p), ' ');
			print_location(p, print_out(p), ir_arg_loc(print_ctx(p), body->first->args[i]), false);
		}
	}
	sb_putc(print_out(p), ')');
	if (t->func.nout) {
		IrType **res = t->func.types + t->func.nin;
		IrAttr *d0 = array_elem(res_attrs, 0);
		bool parens = t->func.nout > 1 || res[0]->kind == IR_TYPE_FUNCTION || (d0 && d0->dict.n);
		sb_puts(print_out(p), parens ? " -> (" : " -> ");
		for (unsigned i = 0; i < t->func.nout; i++) {
			IrAttr *d = array_elem(res_attrs, i);
			if (i)
				sb_puts(print_out(p), ", ");
			print_type(p, print_out(p), res[i]);
			if (d && d->dict.n) {
				sb_puts(print_out(p), " {");
				print_dict_body(p, print_out(p), d);
				sb_putc(print_out(p), '}');
			}
		}
		if (parens)
			sb_putc(print_out(p), ')');
	}
	print_custom_attr_dict(p, op, "sym_name sym_visibility function_type arg_attrs res_attrs", true);
	if (!external) {
		sb_putc(print_out(p), ' ');
		print_region(p, body, false, true, false);
	}
}
