/* custom_affine.c: printing the affine dialect's custom forms. */
#include <inttypes.h>

#include "internal.h"

static void operand_list(Printer *p, IrUse *uses, unsigned n)
{
	for (unsigned i = 0; i < n; i++) {
		if (i)
			sb_puts(p->out, ", ");
		print_value(p, uses[i].value);
	}
}

/* `(%d, ...)` then `[%s, ...]` when there are symbols: printDimAndSymbolList. */
static void dims_and_symbols(Printer *p, IrUse *uses, unsigned n, unsigned ndims)
{
	sb_putc(p->out, '(');
	operand_list(p, uses, ndims);
	sb_putc(p->out, ')');
	if (n > ndims) {
		sb_putc(p->out, '[');
		operand_list(p, uses + ndims, n - ndims);
		sb_putc(p->out, ']');
	}
}

static void print_apply(Printer *p, IrOp *op)
{
	IrAttr *map = ir_op_get_attr(op, "map");
	sb_putc(p->out, ' ');
	print_attr(p, p->out, map);
	dims_and_symbols(p, op->operands, op->noperands, map->map->ndims);
	print_custom_attr_dict(p, op, "map", false);
}

static void print_load_store(Printer *p, IrOp *op, bool store)
{
	unsigned mem = store ? 1 : 0;
	sb_putc(p->out, ' ');
	if (store) {
		print_value(p, op->operands[0].value);
		sb_puts(p->out, ", ");
	}
	print_value(p, op->operands[mem].value);
	sb_putc(p->out, '[');
	IrAttr *map = ir_op_get_attr(op, "map");
	if (map)
		print_affine_map_of_ssa_ids(p, map->map, op->operands + mem + 1);
	sb_putc(p->out, ']');
	print_custom_attr_dict(p, op, "map", false);
	sb_puts(p->out, " : ");
	print_type(p, p->out, op->operands[mem].value->type);
	if (strstr(op->def->name, ".vector_")) { /* the vector loaded or stored */
		sb_puts(p->out, ", ");
		print_type(p, p->out, store ? op->operands[0].value->type : op->results[0].type);
	}
}

static void print_prefetch(Printer *p, IrOp *op)
{
	sb_putc(p->out, ' ');
	print_value(p, op->operands[0].value);
	sb_putc(p->out, '[');
	IrAttr *map = ir_op_get_attr(op, "map"), *write = ir_op_get_attr(op, "isWrite"),
	       *data = ir_op_get_attr(op, "isDataCache"), *hint = ir_op_get_attr(op, "localityHint");
	if (map)
		print_affine_map_of_ssa_ids(p, map->map, op->operands + 1);
	sb_printf(p->out, "], %s, locality<%" PRIu64 ">, %s", write && write->b ? "write" : "read",
	          hint && hint->kind == IR_ATTR_INTEGER ? hint->words[0] : 0, data && !data->b ? "instr" : "data");
	print_custom_attr_dict(p, op, "isDataCache isWrite localityHint map", false);
	sb_puts(p->out, " : ");
	print_type(p, p->out, op->operands[0].value->type);
}

/* A loop bound: constant, one symbol operand, or `max`/`min` + map + operands. */
static void print_bound(Printer *p, IrAttr *map_attr, IrUse *uses, unsigned n, const char *minmax)
{
	const IrAffineMap *m = map_attr->map;
	if (m->nresults == 1) {
		const IrAffineExpr *e = m->results[0];
		if (m->ndims == 0 && m->nsyms == 0 && e->kind == IR_AFFINE_CONST) {
			sb_put_i64(p->out, e->value);
			return;
		}
		if (m->ndims == 0 && m->nsyms == 1 && e->kind == IR_AFFINE_SYMBOL) {
			print_value(p, uses[0].value);
			return;
		}
	} else {
		sb_puts(p->out, minmax);
		sb_putc(p->out, ' ');
	}
	print_attr(p, p->out, map_attr);
	dims_and_symbols(p, uses, n, m->ndims);
}

static unsigned segment(IrAttr *sizes, unsigned i)
{
	return sizes && sizes->kind == IR_ATTR_DENSE_ARRAY && i < sizes->darray.n
	           ? (unsigned)sizes->darray.elems[i]
	           : 0;
}

static void print_for(Printer *p, IrOp *op)
{
	IrAttr *seg = ir_op_get_attr(op, "operandSegmentSizes");
	unsigned nlb = segment(seg, 0), nub = segment(seg, 1), ninit = segment(seg, 2);
	IrBlock *body = op->regions[0].first;
	sb_putc(p->out, ' ');
	print_value_name(p, body->args[0]);
	sb_puts(p->out, " = ");
	print_bound(p, ir_op_get_attr(op, "lowerBoundMap"), op->operands, nlb, "max");
	sb_puts(p->out, " to ");
	print_bound(p, ir_op_get_attr(op, "upperBoundMap"), op->operands + nlb, nub, "min");
	IrAttr *step = ir_op_get_attr(op, "step");
	int64_t sv = 1;
	if (step && step->kind == IR_ATTR_INTEGER)
		apint_to_i64(step->words, 64, 1, &sv);
	if (sv != 1) {
		sb_puts(p->out, " step ");
		sb_put_i64(p->out, sv);
	}
	if (ninit) {
		print_iter_args(p, body, op->operands + nlb + nub, ninit);
		print_arrow_results(p, op, true);
	}
	sb_putc(p->out, ' ');
	print_region(p, &op->regions[0], false, ninit > 0, false);
	print_custom_attr_dict(p, op, "lowerBoundMap upperBoundMap step operandSegmentSizes", false);
}

static void print_if(Printer *p, IrOp *op)
{
	IrAttr *set = ir_op_get_attr(op, "condition");
	sb_putc(p->out, ' ');
	print_attr(p, p->out, set);
	dims_and_symbols(p, op->operands, op->noperands, set->set->ndims);
	if (op->nresults)
		print_arrow_results(p, op, false);
	print_then_else(p, op);
	print_custom_attr_dict(p, op, "condition", false);
}

void print_affine_op(Printer *p, IrOp *op)
{
	switch (op->def->form) {
	case IR_FORM_AFFINE_APPLY: print_apply(p, op); break;
	case IR_FORM_AFFINE_LOAD: print_load_store(p, op, false); break;
	case IR_FORM_AFFINE_STORE: print_load_store(p, op, true); break;
	case IR_FORM_AFFINE_PREFETCH: print_prefetch(p, op); break;
	case IR_FORM_AFFINE_FOR: print_for(p, op); break;
	case IR_FORM_AFFINE_IF: print_if(p, op); break;
	default: die("not an affine form");
	}
}
