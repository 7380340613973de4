/* custom_memref.c: printing the memref dialect's hand-written custom forms
   as MLIR's GenericAtomicRMWOp::print, PrefetchOp::print,
   TransposeOp::print and GlobalOp's format do. */
#include "internal.h"

/* ` %m[%i, ...]` */
static void print_indexed_memref(Printer *p, IrOp *op)
{
	sb_putc(p->out, ' ');
	print_value(p, ir_op_operands(op)[0].value);
	sb_putc(p->out, '[');
	for (unsigned i = 1; i < op->noperands; i++) {
		if (i > 1)
			sb_puts(p->out, ", ");
		print_value(p, ir_op_operands(op)[i].value);
	}
	sb_putc(p->out, ']');
}

static void print_generic_atomic_rmw(Printer *p, IrOp *op)
{
	print_indexed_memref(p, op);
	sb_puts(p->out, " : ");
	print_type(p, p->out, ir_op_operands(op)[0].value->type);
	sb_putc(p->out, ' ');
	print_region(p, &ir_op_regions(op)[0], true, true, false);
	print_custom_attr_dict(p, op, "", false);
}

/* An elements attribute without its `: type`, as printAttributeWithoutType. */
static void print_without_type(Printer *p, IrAttr *a)
{
	StrBuf attr = {0}, type = {0};
	print_attr(p, &attr, a);
	if (attr.s) { /* (the alias pre-pass prints nothing) */
		sb_puts(&type, " : ");
		print_type(p, &type, a->type);
		size_t keep = attr.len;
		if (a->type && attr.len >= type.len && !memcmp(attr.s + attr.len - type.len, type.s, type.len))
			keep -= type.len;
		sb_putn(p->out, attr.s, keep);
	}
	sb_free(&attr);
	sb_free(&type);
}

static void print_global(Printer *p, IrOp *op)
{
	IrAttr *vis = ir_op_get_attr(op, "sym_visibility"), *name = ir_op_get_attr(op, "sym_name");
	IrAttr *type = ir_op_get_attr(op, "type"), *init = ir_op_get_attr(op, "initial_value");
	sb_putc(p->out, ' ');
	if (vis) {
		print_attr(p, p->out, vis);
		sb_putc(p->out, ' ');
	}
	if (ir_op_get_attr(op, "constant"))
		sb_puts(p->out, "constant ");
	IrIdent *ids[1] = {name->str};
	IrAttr ref = {.kind = IR_ATTR_SYMBOL_REF, .symref = {1, ids}};
	print_attr(p, p->out, &ref);
	sb_puts(p->out, " : ");
	print_type(p, p->out, type->tval);
	if (init) {
		sb_puts(p->out, " = ");
		if (init->kind == IR_ATTR_UNIT)
			sb_puts(p->out, "uninitialized");
		else
			print_without_type(p, init);
	}
	print_custom_attr_dict(p, op, "sym_visibility constant sym_name type initial_value", false);
}

static void print_prefetch(Printer *p, IrOp *op)
{
	IrAttr *write = ir_op_get_attr(op, "isWrite"), *data = ir_op_get_attr(op, "isDataCache");
	IrAttr *hint = ir_op_get_attr(op, "localityHint");
	print_indexed_memref(p, op);
	sb_puts(p->out, write && write->kind == IR_ATTR_BOOL && write->b ? ", write" : ", read");
	sb_puts(p->out, ", locality<");
	sb_put_i64(p->out, hint && hint->kind == IR_ATTR_INTEGER ? (int64_t)hint->words[0] : 0);
	sb_puts(p->out, data && data->kind == IR_ATTR_BOOL && data->b ? ">, data" : ">, instr");
	print_custom_attr_dict(p, op, "localityHint isWrite isDataCache", false);
	sb_puts(p->out, " : ");
	print_type(p, p->out, ir_op_operands(op)[0].value->type);
}

static void print_transpose(Printer *p, IrOp *op)
{
	sb_putc(p->out, ' ');
	print_value(p, ir_op_operands(op)[0].value);
	sb_putc(p->out, ' ');
	print_affine_map(p->out, ir_op_get_attr(op, "permutation")->map);
	print_custom_attr_dict(p, op, "permutation", false);
	sb_puts(p->out, " : ");
	print_type(p, p->out, ir_op_operands(op)[0].value->type);
	sb_puts(p->out, " to ");
	print_type(p, p->out, ir_op_results(op)[0].type);
}

/* As MLIR's AllocaScopeOp::print: a space, the results, a space; the
   terminator shows only with results. */
static void print_alloca_scope(Printer *p, IrOp *op)
{
	sb_putc(p->out, ' ');
	if (op->nresults)
		print_arrow_results(p, op, true);
	sb_putc(p->out, ' ');
	print_region(p, &ir_op_regions(op)[0], false, op->nresults > 0, false);
	print_custom_attr_dict(p, op, "", false);
}

void print_memref_op(Printer *p, IrOp *op)
{
	switch (op->def->form) {
	case IR_FORM_MEMREF_GENERIC_ATOMIC_RMW: print_generic_atomic_rmw(p, op); break;
	case IR_FORM_MEMREF_GLOBAL: print_global(p, op); break;
	case IR_FORM_MEMREF_PREFETCH: print_prefetch(p, op); break;
	case IR_FORM_MEMREF_TRANSPOSE: print_transpose(p, op); break;
	case IR_FORM_MEMREF_ALLOCA_SCOPE: print_alloca_scope(p, op); break;
	default: die("not a memref form");
	}
}
