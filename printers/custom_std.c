/* custom_std.c: printing the seed LangRef's standard ops that have no
   declarative form, in the LangRef's own syntax; and cf.switch. */
#include "internal.h"

static void values(Printer *p, IrUse *uses, unsigned n)
{
	for (unsigned i = 0; i < n; i++) {
		if (i)
			sb_puts(p->out, ", ");
		print_value(p, uses[i].value);
	}
}

static void types(Printer *p, IrUse *uses, unsigned n)
{
	for (unsigned i = 0; i < n; i++) {
		if (i)
			sb_puts(p->out, ", ");
		print_type(p, p->out, uses[i].value->type);
	}
}

/* ^bb[(%a, %b : T, U)] */
static void successor(Printer *p, IrBlock *b, IrUse *uses, unsigned n)
{
	print_block_name(p, b);
	if (!n)
		return;
	sb_putc(p->out, '(');
	values(p, uses, n);
	sb_puts(p->out, " : ");
	types(p, uses, n);
	sb_putc(p->out, ')');
}

static unsigned segment(IrOp *op, unsigned i)
{
	IrAttr *seg = ir_op_get_attr(op, "operandSegmentSizes");
	return seg && seg->kind == IR_ATTR_DENSE_ARRAY && i < seg->darray.n ? (unsigned)seg->darray.elems[i] : 0;
}

/* %m[%i, ...], consuming rank(m) indices after the memref at *at */
static void indexed(Printer *p, IrOp *op, unsigned *at)
{
	IrType *t = ir_op_operands(op)[*at].value->type;
	unsigned rank = t->kind == IR_TYPE_MEMREF ? t->shaped.rank : 0;
	print_value(p, ir_op_operands(op)[*at].value);
	sb_putc(p->out, '[');
	values(p, ir_op_operands(op) + *at + 1, rank);
	sb_putc(p->out, ']');
	*at += rank + 1;
}

static void dma(Printer *p, IrOp *op, bool start)
{
	unsigned at = 0, memrefs[3], n = 0;
	sb_putc(p->out, ' ');
	memrefs[n++] = at;
	indexed(p, op, &at);
	if (start) {
		sb_puts(p->out, ", ");
		memrefs[n++] = at;
		indexed(p, op, &at);
		sb_puts(p->out, ", ");
		print_value(p, ir_op_operands(op)[at++].value);
		sb_puts(p->out, ", ");
		memrefs[n++] = at;
		indexed(p, op, &at);
	}
	for (; at < op->noperands; at++) {
		sb_puts(p->out, ", ");
		print_value(p, ir_op_operands(op)[at].value);
	}
	sb_puts(p->out, " : ");
	for (unsigned i = 0; i < n; i++) {
		if (i)
			sb_puts(p->out, ", ");
		print_type(p, p->out, ir_op_operands(op)[memrefs[i]].value->type);
	}
}

/* A new line, indented by `more` beyond the op. */
static void new_line(Printer *p, unsigned more)
{
	sb_putc(p->out, '\n');
	for (unsigned i = 0; i < p->indent + more; i++)
		sb_putc(p->out, ' ');
}

/* Case value i of cf.switch, printed as mlir-opt does: unsigned. */
static uint64_t case_value(const IrAttr *values, unsigned i)
{
	size_t eb = ir_dense_elem_bytes(values->type->shaped.elem);
	const unsigned char *at = values->dense.data + (values->dense.splat ? 0 : i * eb);
	uint64_t v = 0;
	for (size_t b = 0; b < eb && b < 8; b++)
		v |= (uint64_t)at[b] << (8 * b);
	return v;
}

/* cf.switch %flag : T, [ default: ^bb(...), N: ^bb(...) ], one entry a line */
static void cf_switch(Printer *p, IrOp *op)
{
	unsigned at = 1 + segment(op, 1);
	sb_putc(p->out, ' ');
	print_value(p, ir_op_operands(op)[0].value);
	sb_puts(p->out, " : ");
	print_type(p, p->out, ir_op_operands(op)[0].value->type);
	sb_puts(p->out, ", [");
	new_line(p, 2);
	sb_puts(p->out, "default: ");
	successor(p, ir_op_succs(op)[0].block, ir_op_operands(op) + 1, at - 1);
	IrAttr *values = ir_op_get_attr(op, "case_values"), *sizes = ir_op_get_attr(op, "case_operand_segments");
	for (unsigned i = 0; values && i + 1 < op->nsuccs; i++) {
		unsigned n = (unsigned)sizes->darray.elems[i];
		sb_putc(p->out, ',');
		new_line(p, 2);
		sb_put_u64(p->out, case_value(values, i));
		sb_puts(p->out, ": ");
		successor(p, ir_op_succs(op)[i + 1].block, ir_op_operands(op) + at, n);
		at += n;
	}
	if (values)
		new_line(p, 0);
	sb_putc(p->out, ']');
	print_custom_attr_dict(p, op, "case_operand_segments case_values", false);
}

void print_std_op(Printer *p, IrOp *op)
{
	switch (op->def->form) {
	case IR_FORM_STD_CONSTANT: {
		IrAttr *v = ir_op_get_attr(op, "value");
		print_custom_attr_dict(p, op, "value", false);
		sb_putc(p->out, ' ');
		print_attr(p, p->out, v);
		bool typed = v->kind == IR_ATTR_BOOL ? ir_op_results(op)[0].type == p->ctx->t_i1 : v->type == ir_op_results(op)[0].type;
		if (!typed) { /* the attribute does not say the result type */
			sb_puts(p->out, " : ");
			print_type(p, p->out, ir_op_results(op)[0].type);
		}
		break;
	}
	case IR_FORM_STD_BR:
		sb_putc(p->out, ' ');
		successor(p, ir_op_succs(op)[0].block, ir_op_operands(op), op->noperands);
		print_custom_attr_dict(p, op, "", false);
		break;
	case IR_FORM_STD_COND_BR: {
		unsigned nt = segment(op, 1), nf = segment(op, 2);
		sb_putc(p->out, ' ');
		print_value(p, ir_op_operands(op)[0].value);
		sb_puts(p->out, ", ");
		successor(p, ir_op_succs(op)[0].block, ir_op_operands(op) + 1, nt);
		sb_puts(p->out, ", ");
		successor(p, ir_op_succs(op)[1].block, ir_op_operands(op) + 1 + nt, nf);
		print_custom_attr_dict(p, op, "", false);
		break;
	}
	case IR_FORM_STD_CALL_INDIRECT:
		sb_putc(p->out, ' ');
		print_value(p, ir_op_operands(op)[0].value);
		sb_putc(p->out, '(');
		values(p, ir_op_operands(op) + 1, op->noperands - 1);
		sb_putc(p->out, ')');
		print_custom_attr_dict(p, op, "", false);
		sb_puts(p->out, " : ");
		print_type(p, p->out, ir_op_operands(op)[0].value->type);
		break;
	case IR_FORM_STD_TENSOR_STORE:
		sb_putc(p->out, ' ');
		values(p, ir_op_operands(op), 2);
		print_custom_attr_dict(p, op, "", false);
		sb_puts(p->out, " : ");
		print_type(p, p->out, ir_op_operands(op)[1].value->type);
		break;
	case IR_FORM_STD_DMA_START: dma(p, op, true); break;
	case IR_FORM_STD_DMA_WAIT: dma(p, op, false); break;
	case IR_FORM_CF_SWITCH: cf_switch(p, op); break;
	default: die("not a std form");
	}
}
