/* print.c: printing scf.for, scf.if, scf.parallel and scf.reduce as
   MLIR's ForOp::print, IfOp::print, ParallelOp::print and ReduceOp's format
   do. */
#include "scf.h"

void scf_print_for(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	IrBlock *body = ir_region_first(&ir_op_regions(op)[0]);
	IrAttr *uns = ir_op_get_attr(op, "unsignedCmp");
	sb_puts(out, uns && uns->kind == IR_ATTR_UNIT ? " unsigned " : " ");
	print_value_name(p, ir_block_arg(body, 0));
	sb_puts(out, " = ");
	print_value(p, ir_op_operand(op, 0));
	sb_puts(out, " to ");
	print_value(p, ir_op_operand(op, 1));
	sb_puts(out, " step ");
	print_value(p, ir_op_operand(op, 2));
	unsigned ninit = op->noperands - 3;
	if (ninit) {
		print_iter_args(p, body, ir_op_operands(op) + 3, ninit);
		print_arrow_results(p, op, true);
	}
	sb_putc(out, ' ');
	IrType *iv = ir_value_type(ir_block_arg(body, 0));
	if (iv->kind != IR_TYPE_INDEX) { /* MLIR writes " : type " after the space above */
		sb_puts(out, " : ");
		print_type(p, out, iv);
		sb_putc(out, ' ');
	}
	print_region(p, &ir_op_regions(op)[0], false, ninit > 0, false);
	print_custom_attr_dict(p, op, "unsignedCmp", false);
}

void scf_print_if(Printer *p, IrOp *op)
{
	sb_putc(print_out(p), ' ');
	print_value(p, ir_op_operand(op, 0));
	if (op->nresults)
		print_arrow_results(p, op, true);
	print_then_else(p, op);
	print_custom_attr_dict(p, op, "", false);
}

/* ` (%a, %b)`: n operands from `first` */
static void print_paren_values(Printer *p, IrUse *first, unsigned n)
{
	StrBuf *out = print_out(p);
	sb_puts(out, " (");
	for (unsigned i = 0; i < n; i++) {
		if (i)
			sb_puts(out, ", ");
		print_value(p, ir_use_value(&first[i]));
	}
	sb_putc(out, ')');
}

/* ` (%i, %j)`: the first n arguments of the body, the induction variables */
static void print_induction_vars(Printer *p, IrBlock *body, unsigned n)
{
	StrBuf *out = print_out(p);
	sb_puts(out, " (");
	for (unsigned i = 0; i < n; i++) {
		if (i)
			sb_puts(out, ", ");
		print_value_name(p, ir_block_arg(body, i));
	}
	sb_putc(out, ')');
}

void scf_print_parallel(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	IrBlock *body = ir_region_first(&ir_op_regions(op)[0]);
	unsigned n = body->nargs, ninit = op->noperands - 3 * n;
	print_induction_vars(p, body, n);
	sb_puts(out, " =");
	print_paren_values(p, ir_op_operands(op), n);
	sb_puts(out, " to");
	print_paren_values(p, ir_op_operands(op) + n, n);
	sb_puts(out, " step");
	print_paren_values(p, ir_op_operands(op) + 2 * n, n);
	if (ninit) {
		sb_puts(out, " init");
		print_paren_values(p, ir_op_operands(op) + 3 * n, ninit);
	}
	if (op->nresults)
		print_arrow_results(p, op, false);
	sb_putc(out, ' ');
	print_region(p, &ir_op_regions(op)[0], false, true, false);
	print_custom_attr_dict(p, op, "operandSegmentSizes", false);
}

/* As ReduceOp's format prints it: a space before the (perhaps empty) list
   of regions. */
void scf_print_reduce(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	if (op->noperands) {
		sb_putc(out, '(');
		for (unsigned i = 0; i < op->noperands; i++) {
			if (i)
				sb_puts(out, ", ");
			print_value(p, ir_op_operand(op, i));
		}
		sb_puts(out, " : ");
		for (unsigned i = 0; i < op->noperands; i++) {
			if (i)
				sb_puts(out, ", ");
			print_type(p, out, ir_value_type(ir_op_operand(op, i)));
		}
		sb_putc(out, ')');
	}
	sb_putc(out, ' ');
	for (unsigned i = 0; i < ir_op_nregions(op); i++) {
		if (i)
			sb_puts(out, ", ");
		print_region(p, &ir_op_regions(op)[i], true, true, false);
	}
	print_custom_attr_dict(p, op, "", false);
}

/* As IndexSwitchOp's format prints it, a space before the case list even
   when it is empty; a case's scf.yield always shows, the default's only
   with results. */
void scf_print_index_switch(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	IrAttr *cases = ir_op_get_attr(op, "cases");
	sb_putc(out, ' ');
	print_value(p, ir_op_operand(op, 0));
	print_custom_attr_dict(p, op, "cases", false);
	/* `-> type($results)`: never in parentheses */
	for (unsigned i = 0; i < op->nresults; i++) {
		sb_puts(out, i ? ", " : " -> ");
		print_type(p, out, ir_value_type(&ir_op_results(op)[i]));
	}
	sb_putc(out, ' ');
	for (unsigned i = 1; i < ir_op_nregions(op); i++) {
		print_newline(p, 0);
		sb_puts(out, "case ");
		sb_put_i64(out, (int64_t)cases->darray.elems[i - 1]);
		sb_putc(out, ' ');
		print_region(p, &ir_op_regions(op)[i], false, true, false);
	}
	print_newline(p, 0);
	sb_puts(out, "default ");
	print_region(p, &ir_op_regions(op)[0], false, op->nresults > 0, false);
}

/* The first operand of group g, by operandSegmentSizes. */
static unsigned group_start(IrOp *op, unsigned g)
{
	IrAttr *seg = ir_op_get_attr(op, "operandSegmentSizes");
	unsigned start = 0;
	for (unsigned i = 0; seg && seg->kind == IR_ATTR_DENSE_ARRAY && i < g && i < seg->darray.n; i++)
		start += (unsigned)seg->darray.elems[i];
	return start;
}

/* ODS's custom<DynamicIndexList> in parentheses: the static values, an
   operand of group g for each dynamic one. */
static void print_mixed_list(Printer *p, IrOp *op, const char *static_name, unsigned g)
{
	StrBuf *out = print_out(p);
	IrAttr *st = ir_op_get_attr(op, static_name);
	unsigned next = group_start(op, g);
	sb_putc(out, '(');
	for (unsigned i = 0; st && i < st->darray.n; i++) {
		if (i)
			sb_puts(out, ", ");
		int64_t v = (int64_t)st->darray.elems[i];
		if (v == IR_DYNAMIC)
			print_value(p, ir_op_operand(op, next++));
		else
			sb_put_i64(out, v);
	}
	sb_putc(out, ')');
}

/* Is the value an arith.constant of integer value v? */
static bool is_constant(const IrValue *x, int64_t v)
{
	IrOp *def = ir_value_def(x);
	IrAttr *a = def && !strcmp(ir_op_name(def)->s, "arith.constant") ? ir_op_get_attr(def, "value") : NULL;
	return a && a->kind == IR_ATTR_INTEGER && (int64_t)a->words[0] == v;
}

/* Is every value of a mixed list (static_name, operand group g) v, as
   MLIR's getConstantIntValue sees it? */
static bool all_equal(IrOp *op, const char *static_name, unsigned g, int64_t v)
{
	IrAttr *st = ir_op_get_attr(op, static_name);
	unsigned next = group_start(op, g);
	for (unsigned i = 0; st && i < st->darray.n; i++) {
		int64_t s = (int64_t)st->darray.elems[i];
		if (s == IR_DYNAMIC ? !is_constant(ir_op_operand(op, next++), v) : s != v)
			return false;
	}
	return true;
}

/* As MLIR's ForallOp::print: `in (ubs)` when the loop is normalized (lower
   bounds 0, steps 1, constants included). */
void scf_print_forall(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	IrBlock *body = ir_region_first(&ir_op_regions(op)[0]);
	unsigned nouts = op->nresults, n = body->nargs - nouts, outs = group_start(op, 3);
	print_induction_vars(p, body, n);
	if (all_equal(op, "staticLowerBound", 0, 0) && all_equal(op, "staticStep", 2, 1)) {
		sb_puts(out, " in ");
		print_mixed_list(p, op, "staticUpperBound", 1);
	} else {
		sb_puts(out, " = ");
		print_mixed_list(p, op, "staticLowerBound", 0);
		sb_puts(out, " to ");
		print_mixed_list(p, op, "staticUpperBound", 1);
		sb_puts(out, " step ");
		print_mixed_list(p, op, "staticStep", 2);
	}
	if (nouts) {
		sb_puts(out, " shared_outs(");
		for (unsigned i = 0; i < nouts; i++) {
			if (i)
				sb_puts(out, ", ");
			print_value_name(p, ir_block_arg(body, n + i));
			sb_puts(out, " = ");
			print_value(p, ir_op_operand(op, outs + i));
		}
		sb_putc(out, ')');
	}
	if (nouts)
		print_arrow_results(p, op, true);
	sb_putc(out, ' ');
	print_region(p, &ir_op_regions(op)[0], false, nouts > 0, false);
	print_custom_attr_dict(p, op, "operandSegmentSizes staticLowerBound staticUpperBound staticStep", false);
}

void scf_print_execute_region(Printer *p, IrOp *op)
{
	if (op->nresults)
		print_arrow_results(p, op, false);
	sb_puts(print_out(p), ir_op_get_attr(op, "no_inline") ? " no_inline " : " ");
	print_region(p, &ir_op_regions(op)[0], false, true, false);
	print_custom_attr_dict(p, op, "no_inline", false);
}

void scf_print_in_parallel(Printer *p, IrOp *op)
{
	sb_putc(print_out(p), ' ');
	print_region(p, &ir_op_regions(op)[0], false, false, false);
	print_custom_attr_dict(p, op, "", false);
}

/* scf.while and tosa.while_loop: ` (%a = %x) : (T) -> R {before} do {after}` */
void scf_print_while(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	print_init_list(p, ir_region_first(&ir_op_regions(op)[0]), ir_op_operands(op), op->noperands);
	sb_puts(out, " : ");
	print_op_functional_type(p, op);
	sb_putc(out, ' ');
	print_region(p, &ir_op_regions(op)[0], false, true, false);
	sb_puts(out, " do ");
	print_region(p, &ir_op_regions(op)[1], true, true, false);
	print_custom_attr_dict(p, op, "", true);
}
