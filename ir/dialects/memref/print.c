/* print.c: printing the memref dialect's hand-written custom forms
   as MLIR's GenericAtomicRMWOp::print, PrefetchOp::print,
   TransposeOp::print and GlobalOp's format do. */
#include "memref.h"

/* ` %m[%i, ...]` */
static void print_indexed_memref(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	sb_putc(out, ' ');
	print_value(p, ir_op_operand(op, 0));
	sb_putc(out, '[');
	for (unsigned i = 1; i < op->noperands; i++) {
		if (i > 1)
			sb_puts(out, ", ");
		print_value(p, ir_op_operand(op, i));
	}
	sb_putc(out, ']');
}

void memref_print_generic_atomic_rmw(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	print_indexed_memref(p, op);
	sb_puts(out, " : ");
	print_type(p, out, ir_value_type(ir_op_operand(op, 0)));
	sb_putc(out, ' ');
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
		print_type(p, &type, ir_attr_type_of(a));
		size_t keep = attr.len;
		if (ir_attr_type_of(a) && attr.len >= type.len && !memcmp(attr.s + attr.len - type.len, type.s, type.len))
			keep -= type.len;
		sb_putn(print_out(p), attr.s, keep);
	}
	sb_free(&attr);
	sb_free(&type);
}

void memref_print_global(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	IrAttr *vis = ir_op_get_attr(op, "sym_visibility"), *name = ir_op_get_attr(op, "sym_name");
	IrAttr *type = ir_op_get_attr(op, "type"), *init = ir_op_get_attr(op, "initial_value");
	sb_putc(out, ' ');
	if (vis) {
		print_attr(p, out, vis);
		sb_putc(out, ' ');
	}
	if (ir_op_get_attr(op, "constant"))
		sb_puts(out, "constant ");
	IrIdent *ids[1] = {name->str};
	IrAttr ref = {.kind = IR_ATTR_SYMBOL_REF, .symref = {1, ids}};
	print_attr(p, out, &ref);
	sb_puts(out, " : ");
	print_type(p, out, type->tval);
	if (init) {
		sb_puts(out, " = ");
		if (init->kind == IR_ATTR_UNIT)
			sb_puts(out, "uninitialized");
		else
			print_without_type(p, init);
	}
	print_custom_attr_dict(p, op, "sym_visibility constant sym_name type initial_value", false);
}

void memref_print_prefetch(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	IrAttr *write = ir_op_get_attr(op, "isWrite"), *data = ir_op_get_attr(op, "isDataCache");
	IrAttr *hint = ir_op_get_attr(op, "localityHint");
	print_indexed_memref(p, op);
	sb_puts(out, write && write->kind == IR_ATTR_BOOL && write->b ? ", write" : ", read");
	sb_puts(out, ", locality<");
	sb_put_i64(out, hint && hint->kind == IR_ATTR_INTEGER ? (int64_t)hint->words[0] : 0);
	sb_puts(out, data && data->kind == IR_ATTR_BOOL && data->b ? ">, data" : ">, instr");
	print_custom_attr_dict(p, op, "localityHint isWrite isDataCache", false);
	sb_puts(out, " : ");
	print_type(p, out, ir_value_type(ir_op_operand(op, 0)));
}

void memref_print_transpose(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	sb_putc(out, ' ');
	print_value(p, ir_op_operand(op, 0));
	sb_putc(out, ' ');
	print_affine_map(out, ir_op_get_attr(op, "permutation")->map);
	print_custom_attr_dict(p, op, "permutation", false);
	sb_puts(out, " : ");
	print_type(p, out, ir_value_type(ir_op_operand(op, 0)));
	sb_puts(out, " to ");
	print_type(p, out, ir_value_type(&ir_op_results(op)[0]));
}

/* As MLIR's AllocaScopeOp::print: a space, the results, a space; the
   terminator shows only with results. */
void memref_print_alloca_scope(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	sb_putc(out, ' ');
	if (op->nresults)
		print_arrow_results(p, op, true);
	sb_putc(out, ' ');
	print_region(p, &ir_op_regions(op)[0], false, op->nresults > 0, false);
	print_custom_attr_dict(p, op, "", false);
}

/* %m[%i, ...], consuming rank(m) indices after the memref at *at */
static void indexed(Printer *p, IrOp *op, unsigned *at)
{
	StrBuf *out = print_out(p);
	IrType *t = ir_value_type(ir_op_operand(op, *at));
	unsigned rank = t->kind == IR_TYPE_MEMREF ? t->shaped.rank : 0;
	print_value(p, ir_op_operand(op, *at));
	sb_putc(out, '[');
	print_value_list(p, ir_op_operands(op) + *at + 1, rank);
	sb_putc(out, ']');
	*at += rank + 1;
}

static void print_dma(Printer *p, IrOp *op, bool start)
{
	StrBuf *out = print_out(p);
	unsigned at = 0, memrefs[3], n = 0;
	sb_putc(out, ' ');
	memrefs[n++] = at;
	indexed(p, op, &at);
	if (start) {
		sb_puts(out, ", ");
		memrefs[n++] = at;
		indexed(p, op, &at);
		sb_puts(out, ", ");
		print_value(p, ir_op_operand(op, at++));
		sb_puts(out, ", ");
		memrefs[n++] = at;
		indexed(p, op, &at);
	}
	for (; at < op->noperands; at++) {
		sb_puts(out, ", ");
		print_value(p, ir_op_operand(op, at));
	}
	sb_puts(out, " : ");
	for (unsigned i = 0; i < n; i++) {
		if (i)
			sb_puts(out, ", ");
		print_type(p, out, ir_value_type(ir_op_operand(op, memrefs[i])));
	}
}

void memref_print_dma_start(Printer *p, IrOp *op)
{
	print_dma(p, op, true);
}

void memref_print_dma_wait(Printer *p, IrOp *op)
{
	print_dma(p, op, false);
}
