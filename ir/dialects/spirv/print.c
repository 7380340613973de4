/* print.c: the spirv dialect's hand-written custom forms, printed as
   MLIR's printers of its ops print them. */
#include "spirv.h"

/* The text of an enum attribute's value: `Logical` of
   #spirv.addressing_model<Logical>. */
static void print_enum_value(StrBuf *out, IrAttr *a)
{
	const char *body = a->dialect.body->s, *open = strchr(body, '<');
	sb_putn(out, open + 1, a->dialect.body->n - (size_t)(open + 1 - body) - 1);
}

void spirv_print_module(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	IrAttr *name = ir_op_get_attr(op, "sym_name"), *vce = ir_op_get_attr(op, "vce_triple");
	if (name) {
		sb_putc(out, ' ');
		print_symbol(p, name);
	}
	sb_putc(out, ' ');
	print_enum_value(out, ir_op_get_attr(op, "addressing_model"));
	sb_putc(out, ' ');
	print_enum_value(out, ir_op_get_attr(op, "memory_model"));
	if (vce) {
		sb_puts(out, " requires ");
		print_attr(p, out, vce);
	}
	print_custom_attr_dict(p, op, "addressing_model memory_model sym_name vce_triple", true);
	sb_putc(out, ' ');
	print_region(p, &ir_op_regions(op)[0], false, false, false);
}

void spirv_print_global_variable(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	IrAttr *init = ir_op_get_attr(op, "initializer"), *builtin = ir_op_get_attr(op, "builtin");
	IrAttr *set = ir_op_get_attr(op, "descriptor_set"), *binding = ir_op_get_attr(op, "binding");
	sb_putc(out, ' ');
	print_symbol(p, ir_op_get_attr(op, "sym_name"));
	if (init) {
		sb_puts(out, " initializer(");
		print_attr(p, out, init);
		sb_putc(out, ')');
	}
	if (builtin) {
		sb_puts(out, " built_in(");
		print_attr(p, out, builtin);
		sb_putc(out, ')');
	}
	if (set && binding && set->kind == IR_ATTR_INTEGER && binding->kind == IR_ATTR_INTEGER)
		sb_printf(out, " bind(%lld, %lld)", (long long)(int32_t)set->words[0], (long long)(int32_t)binding->words[0]);
	print_custom_attr_dict(p, op,
	                       set && binding ? "sym_name type initializer builtin descriptor_set binding"
	                                      : "sym_name type initializer builtin",
	                       false);
	sb_puts(out, " : ");
	print_type(p, out, ir_op_get_attr(op, "type")->tval);
}

void spirv_print_constant(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	IrAttr *value = ir_op_get_attr(op, "value");
	IrType *type = ir_value_type(&ir_op_results(op)[0]);
	sb_putc(out, ' ');
	print_attr(p, out, value);
	if (value->kind == IR_ATTR_ARRAY || ir_attr_type_of(value) != type) {
		sb_puts(out, " : ");
		print_type(p, out, type);
	}
	print_custom_attr_dict(p, op, "value", false);
}

void spirv_print_constant_composite_replicate(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	sb_puts(out, " [");
	print_attr(p, out, ir_op_get_attr(op, "value"));
	sb_puts(out, "] : ");
	print_type(p, out, ir_value_type(&ir_op_results(op)[0]));
	print_custom_attr_dict(p, op, "value", false);
}

/* MLIR's ConstantOp::getAsmResultNames: %true, %cst42_i32, %cst_f32,
   %cst_vec_2xi32, %cst */
void spirv_constant_name(IrOp *op, StrBuf *name)
{
	IrAttr *value = ir_op_get_attr(op, "value");
	IrType *type = ir_value_type(&ir_op_results(op)[0]);
	if (value && value->kind == IR_ATTR_BOOL) {
		sb_puts(name, value->b ? "true" : "false");
		return;
	}
	sb_puts(name, "cst");
	if (value && value->kind == IR_ATTR_INTEGER && type->kind == IR_TYPE_INTEGER) {
		if (type->integer.width == 1) {
			name->len = 0;
			sb_puts(name, value->words[0] & 1 ? "true" : "false");
			return;
		}
		unsigned w = type->integer.width;
		uint64_t v = value->words[0], mask = w && w < 64 ? (UINT64_C(1) << w) - 1 : ~UINT64_C(0);
		if (type->integer.sign == IR_UNSIGNED)
			sb_put_u64(name, v & mask);
		else /* sign-extended from its width */
			sb_put_i64(name, w && w < 64 && (v >> (w - 1) & 1) ? (int64_t)(v | ~mask) : (int64_t)(v & mask));
	}
	if (type->kind == IR_TYPE_INTEGER || type->kind == IR_TYPE_FLOAT) {
		sb_putc(name, '_');
		print_type_str(name, type);
	}
	if (type->kind == IR_TYPE_VECTOR) {
		sb_puts(name, "_vec_");
		sb_put_i64(name, ir_type_num_elements(type));
		sb_putc(name, 'x');
		print_type_str(name, type->shaped.elem);
	}
}

void spirv_print_func(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	print_function_signature(p, op);
	sb_puts(out, " \"");
	IrAttr *control = ir_op_get_attr(op, "function_control");
	print_enum_value(out, control);
	sb_putc(out, '"');
	print_custom_attr_dict(p, op, "sym_name sym_visibility function_type arg_attrs res_attrs function_control",
	                       true);
	IrRegion *body = &ir_op_regions(op)[0];
	if (ir_region_first(body)) {
		sb_putc(out, ' ');
		print_region(p, body, false, true, false);
	}
}

static void print_interface(Printer *p, StrBuf *out, IrOp *op)
{
	IrAttr *vars = ir_op_get_attr(op, "interface");
	for (unsigned i = 0; vars && i < vars->array.n; i++) {
		sb_puts(out, ", ");
		print_attr(p, out, vars->array.elems[i]);
	}
}

void spirv_print_entry_point(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	sb_puts(out, " \"");
	print_enum_value(out, ir_op_get_attr(op, "execution_model"));
	sb_puts(out, "\" ");
	print_attr(p, out, ir_op_get_attr(op, "fn"));
	print_interface(p, out, op);
}

void spirv_print_graph_entry_point(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	sb_putc(out, ' ');
	print_attr(p, out, ir_op_get_attr(op, "fn"));
	print_interface(p, out, op);
}

void spirv_print_composite_extract(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	sb_putc(out, ' ');
	print_value(p, ir_op_operand(op, 0));
	print_attr(p, out, ir_op_get_attr(op, "indices"));
	print_custom_attr_dict(p, op, "indices", false);
	sb_puts(out, " : ");
	print_type(p, out, ir_value_type(ir_op_operand(op, 0)));
}
