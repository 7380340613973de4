/* function.c: the custom form of ops with MLIR's FunctionOpInterface
   (function_interface_impl::printFunctionOp): func.func, vgf.sequence,
   vgf.segment. The grammar reads it (IR_TRAIT_FUNCTION_FORM). */
#include "internal.h"

static IrAttr *array_elem(IrAttr *arr, unsigned i)
{
	return arr && arr->kind == IR_ATTR_ARRAY && i < arr->array.n ? arr->array.elems[i] : NULL;
}

void print_function_signature(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	IrAttr *fty = ir_op_get_attr(op, "function_type");
	IrAttr *vis = ir_op_get_attr(op, "sym_visibility");
	IrAttr *arg_attrs = ir_op_get_attr(op, "arg_attrs"), *res_attrs = ir_op_get_attr(op, "res_attrs");
	IrType *t = fty->tval;
	IrRegion *body = &ir_op_regions(op)[0];
	bool external = !ir_region_first(body);
	sb_putc(out, ' ');
	if (vis) {
		sb_putn(out, vis->str->s, vis->str->n);
		sb_putc(out, ' ');
	}
	print_symbol(p, ir_op_get_attr(op, "sym_name"));
	sb_putc(out, '(');
	for (unsigned i = 0; i < t->func.nin; i++) {
		IrAttr *d = array_elem(arg_attrs, i);
		if (i)
			sb_puts(out, ", ");
		if (!external) {
			IrValue *arg = ir_block_arg(ir_region_first(body), i);
			print_value_name(p, arg);
			sb_puts(out, ": ");
		}
		print_type(p, out, t->func.types[i]);
		if (d && d->dict.n) {
			sb_puts(out, " {");
			print_dict_body(p, out, d);
			sb_putc(out, '}');
		}
		if (!external && print_debuginfo(p)) {
			sb_putc(out, ' ');
			print_location(p, out, ir_arg_loc_peek(print_ctx(p), ir_block_arg(ir_region_first(body), i)), false);
		}
	}
	sb_putc(out, ')');
	if (t->func.nout) {
		IrType **res = t->func.types + t->func.nin;
		IrAttr *d0 = array_elem(res_attrs, 0);
		bool parens = t->func.nout > 1 || res[0]->kind == IR_TYPE_FUNCTION || (d0 && d0->dict.n);
		sb_puts(out, parens ? " -> (" : " -> ");
		for (unsigned i = 0; i < t->func.nout; i++) {
			IrAttr *d = array_elem(res_attrs, i);
			if (i)
				sb_puts(out, ", ");
			print_type(p, out, res[i]);
			if (d && d->dict.n) {
				sb_puts(out, " {");
				print_dict_body(p, out, d);
				sb_putc(out, '}');
			}
		}
		if (parens)
			sb_putc(out, ')');
	}
}

void print_function_op(Printer *p, IrOp *op)
{
	print_function_signature(p, op);
	IrRegion *body = &ir_op_regions(op)[0];
	bool external = !ir_region_first(body);
	StrBuf *out = print_out(p);
	print_custom_attr_dict(p, op, "sym_name sym_visibility function_type arg_attrs res_attrs", true);
	if (!external) {
		sb_putc(out, ' ');
		print_region(p, body, false, true, false);
	}
}
