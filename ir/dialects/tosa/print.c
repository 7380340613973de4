/* print.c: printing the TOSA dialect's hand-written custom forms,
   tosa.cond_if and tosa.variable. */
#include "tosa.h"

void tosa_print_cond_if(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	sb_putc(out, ' ');
	print_value(p, ir_op_operand(op, 0));
	print_init_list(p, ir_region_first(&ir_op_regions(op)[0]), ir_op_operands(op) + 1, op->noperands - 1);
	sb_puts(out, " : ");
	print_type(p, out, ir_value_type(ir_op_operand(op, 0)));
	if (op->noperands > 1) {
		sb_puts(out, " (");
		print_operand_types(p, op, 1, op->noperands - 1);
		sb_putc(out, ')');
	}
	print_arrow_results(p, op, false);
	sb_putc(out, ' ');
	print_region(p, &ir_op_regions(op)[0], true, true, false);
	if (ir_op_nregions(op) > 1 && ir_region_first(&ir_op_regions(op)[1])) {
		sb_puts(out, " else ");
		print_region(p, &ir_op_regions(op)[1], true, true, false);
	}
	print_custom_attr_dict(p, op, "", false);
}

void tosa_print_variable(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	sb_putc(out, ' ');
	print_symbol(p, ir_op_get_attr(op, "sym_name"));
	IrAttr *init = ir_op_get_attr(op, "initial_value");
	if (init) {
		sb_puts(out, " = ");
		print_attr(p, out, init);
	} else { /* the variable's type, from its shape and element type */
		IrAttr *shape = ir_op_get_attr(op, "var_shape"), *elem = ir_op_get_attr(op, "type");
		if (shape && elem && shape->kind == IR_ATTR_DENSE && elem->kind == IR_ATTR_TYPE) {
			int64_t n = ir_type_num_elements(ir_attr_type_of(shape));
			int64_t *dims = xmalloc((size_t)(n > 0 ? n : 1) * sizeof *dims);
			for (int64_t i = 0; i < n; i++) {
				memcpy(&dims[i], ir_dense_data(shape) + (shape->dense.splat ? 0 : i * 8), 8);
				if (dims[i] == -1) /* var_shape's `?` */
					dims[i] = IR_DYNAMIC;
			}
			sb_puts(out, " : ");
			print_type(p, out, ir_type_tensor(print_ctx(p), (unsigned)n, dims, elem->tval, NULL));
			free(dims);
		}
	}
	print_custom_attr_dict(p, op, "sym_name initial_value var_shape type", false);
}
