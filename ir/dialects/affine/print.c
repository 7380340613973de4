/* print.c: printing the affine dialect's custom forms. */
#include <inttypes.h>

#include "affine.h"

/* `(%d, ...)` then `[%s, ...]` when there are symbols: printDimAndSymbolList. */
static void dims_and_symbols(Printer *p, IrUse *uses, unsigned n, unsigned ndims)
{
	StrBuf *out = print_out(p);
	sb_putc(out, '(');
	print_value_list(p, uses, ndims);
	sb_putc(out, ')');
	if (n > ndims) {
		sb_putc(out, '[');
		print_value_list(p, uses + ndims, n - ndims);
		sb_putc(out, ']');
	}
}

void affine_print_apply(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	IrAttr *map = ir_op_get_attr(op, "map");
	sb_putc(out, ' ');
	print_attr(p, out, map);
	dims_and_symbols(p, ir_op_operands(op), op->noperands, map->map->ndims);
	print_custom_attr_dict(p, op, "map", false);
}

static void print_load_store(Printer *p, IrOp *op, bool store)
{
	StrBuf *out = print_out(p);
	unsigned mem = store ? 1 : 0;
	sb_putc(out, ' ');
	if (store) {
		print_value(p, ir_op_operand(op, 0));
		sb_puts(out, ", ");
	}
	print_value(p, ir_op_operand(op, mem));
	sb_putc(out, '[');
	IrAttr *map = ir_op_get_attr(op, "map");
	if (map)
		print_affine_map_of_ssa_ids(p, map->map, ir_op_operands(op) + mem + 1);
	sb_putc(out, ']');
	print_custom_attr_dict(p, op, "map", false);
	sb_puts(out, " : ");
	print_type(p, out, ir_value_type(ir_op_operand(op, mem)));
	if (strstr(ir_def(op)->name, ".vector_")) { /* the vector loaded or stored */
		sb_puts(out, ", ");
		print_type(p, out, store ? ir_value_type(ir_op_operand(op, 0)) : ir_value_type(&ir_op_results(op)[0]));
	}
}

void affine_print_prefetch(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	sb_putc(out, ' ');
	print_value(p, ir_op_operand(op, 0));
	sb_putc(out, '[');
	IrAttr *map = ir_op_get_attr(op, "map"), *write = ir_op_get_attr(op, "isWrite"),
	       *data = ir_op_get_attr(op, "isDataCache"), *hint = ir_op_get_attr(op, "localityHint");
	if (map)
		print_affine_map_of_ssa_ids(p, map->map, ir_op_operands(op) + 1);
	sb_printf(out, "], %s, locality<%" PRIu64 ">, %s", write && write->b ? "write" : "read",
	          hint && hint->kind == IR_ATTR_INTEGER ? hint->words[0] : 0, data && !data->b ? "instr" : "data");
	print_custom_attr_dict(p, op, "isDataCache isWrite localityHint map", false);
	sb_puts(out, " : ");
	print_type(p, out, ir_value_type(ir_op_operand(op, 0)));
}

/* A loop bound: constant, one symbol operand, or `max`/`min` + map + operands. */
static void print_bound(Printer *p, IrAttr *map_attr, IrUse *uses, unsigned n, const char *minmax)
{
	StrBuf *out = print_out(p);
	const IrAffineMap *m = map_attr->map;
	if (m->nresults == 1) {
		const IrAffineExpr *e = m->results[0];
		if (m->ndims == 0 && m->nsyms == 0 && e->kind == IR_AFFINE_CONST) {
			sb_put_i64(out, e->value);
			return;
		}
		if (m->ndims == 0 && m->nsyms == 1 && e->kind == IR_AFFINE_SYMBOL) {
			print_value(p, ir_use_value(&uses[0]));
			return;
		}
	} else {
		sb_puts(out, minmax);
		sb_putc(out, ' ');
	}
	print_attr(p, out, map_attr);
	dims_and_symbols(p, uses, n, m->ndims);
}

static unsigned segment(IrAttr *sizes, unsigned i)
{
	return sizes && sizes->kind == IR_ATTR_DENSE_ARRAY && i < sizes->darray.n
	           ? (unsigned)sizes->darray.elems[i]
	           : 0;
}

void affine_print_for(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	IrAttr *seg = ir_op_get_attr(op, "operandSegmentSizes");
	unsigned nlb = segment(seg, 0), nub = segment(seg, 1), ninit = segment(seg, 2);
	IrBlock *body = ir_region_first(&ir_op_regions(op)[0]);
	sb_putc(out, ' ');
	print_value_name(p, ir_block_arg(body, 0));
	if (print_debuginfo(p)) {
		sb_putc(out, ' ');
		print_location(p, out, ir_arg_loc_peek(print_ctx(p), ir_block_arg(body, 0)), false);
	}
	sb_puts(out, " = ");
	print_bound(p, ir_op_get_attr(op, "lowerBoundMap"), ir_op_operands(op), nlb, "max");
	sb_puts(out, " to ");
	print_bound(p, ir_op_get_attr(op, "upperBoundMap"), ir_op_operands(op) + nlb, nub, "min");
	IrAttr *step = ir_op_get_attr(op, "step");
	int64_t sv = 1;
	if (step && step->kind == IR_ATTR_INTEGER)
		apint_to_i64(step->words, 64, 1, &sv);
	if (sv != 1) {
		sb_puts(out, " step ");
		sb_put_i64(out, sv);
	}
	if (ninit) {
		print_iter_args(p, body, ir_op_operands(op) + nlb + nub, ninit);
		print_arrow_results(p, op, true);
	}
	sb_putc(out, ' ');
	print_region(p, &ir_op_regions(op)[0], false, ninit > 0, false);
	print_custom_attr_dict(p, op, "lowerBoundMap upperBoundMap step operandSegmentSizes", false);
}

void affine_print_if(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	IrAttr *set = ir_op_get_attr(op, "condition");
	sb_putc(out, ' ');
	print_attr(p, out, set);
	dims_and_symbols(p, ir_op_operands(op), op->noperands, set->set->ndims);
	if (op->nresults)
		print_arrow_results(p, op, false);
	print_then_else(p, op);
	print_custom_attr_dict(p, op, "condition", false);
}

/* Size of group g of a dense<...> : tensor<Nxi32> of group sizes. */
static unsigned group_size(const IrAttr *groups, unsigned g)
{
	int32_t v = 1;
	if (groups && groups->kind == IR_ATTR_DENSE && groups->dense.nbytes)
		memcpy(&v, ir_dense_data(groups) + (groups->dense.splat ? 0 : g * 4), 4);
	return (unsigned)v;
}

/* `(%i, max(%j, %k))`: MLIR's printMinMaxBound; operands start at *next. */
static void print_bounds(Printer *p, IrOp *op, const char *map_name, const char *groups_name,
                         const char *keyword, unsigned *next)
{
	IrAttr *map = ir_op_get_attr(op, map_name), *groups = ir_op_get_attr(op, groups_name);
	const IrAffineMap *m = map->map;
	unsigned ng = groups ? (unsigned)ir_type_num_elements(ir_attr_type_of(groups)) : 0;
	IrUse *operands = ir_op_operands(op) + *next;
	sb_putc(print_out(p), '(');
	for (unsigned g = 0, start = 0; g < ng; g++) {
		unsigned size = group_size(groups, g);
		if (g)
			sb_puts(print_out(p), ", ");
		if (size != 1)
			sb_printf(print_out(p), "%s(", keyword);
		print_affine_results_of_ssa_ids(p, m, start, size, operands);
		if (size != 1)
			sb_putc(print_out(p), ')');
		start += size;
	}
	sb_putc(print_out(p), ')');
	*next += m->ndims + m->nsyms;
}

void affine_print_parallel(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	IrBlock *body = ir_region_first(&ir_op_regions(op)[0]);
	sb_puts(out, " (");
	for (unsigned i = 0; i < body->nargs; i++) {
		if (i)
			sb_puts(out, ", ");
		print_value_name(p, ir_block_arg(body, i));
	}
	sb_puts(out, ") = ");
	unsigned next = 0;
	print_bounds(p, op, "lowerBoundsMap", "lowerBoundsGroups", "max", &next);
	sb_puts(out, " to ");
	print_bounds(p, op, "upperBoundsMap", "upperBoundsGroups", "min", &next);
	IrAttr *steps = ir_op_get_attr(op, "steps");
	bool all_one = true;
	for (unsigned i = 0; steps && i < steps->array.n; i++)
		all_one &= steps->array.elems[i]->kind == IR_ATTR_INTEGER && steps->array.elems[i]->words[0] == 1;
	if (!all_one) {
		sb_puts(out, " step (");
		for (unsigned i = 0; i < steps->array.n; i++) {
			if (i)
				sb_puts(out, ", ");
			sb_put_i64(out, (int64_t)steps->array.elems[i]->words[0]);
		}
		sb_putc(out, ')');
	}
	if (op->nresults) {
		IrAttr *red = ir_op_get_attr(op, "reductions");
		sb_puts(out, " reduce (");
		for (unsigned i = 0; red && i < red->array.n; i++) {
			const char *k = ir_atomic_rmw_kind_name((int64_t)red->array.elems[i]->words[0]);
			sb_printf(out, "%s\"%s\"", i ? ", " : "", k ? k : "");
		}
		sb_putc(out, ')');
		print_arrow_results(p, op, true);
	}
	sb_putc(out, ' ');
	print_region(p, &ir_op_regions(op)[0], false, op->nresults > 0, false);
	print_custom_attr_dict(p, op,
	                       "lowerBoundsGroups lowerBoundsMap reductions steps upperBoundsGroups upperBoundsMap",
	                       false);
}

/* affine.dma_start %src[map], %dst[map], %tag[map], %n [, %stride, %per_stride] : T, U, V;
   affine.dma_wait %tag[map], %n : V.  No attr-dict, as MLIR prints them. */
static void print_dma(Printer *p, IrOp *op, bool start)
{
	StrBuf *out = print_out(p);
	static const char *const maps[3] = {"src_map", "dst_map", "tag_map"};
	unsigned first = start ? 0 : 2, at = 0, mem[3] = {0, 0, 0};
	sb_putc(out, ' ');
	for (unsigned k = first; k < 3; k++) {
		IrAffineMap *map = ir_op_get_attr(op, maps[k])->map;
		if (k > first)
			sb_puts(out, ", ");
		mem[k] = at;
		print_value(p, ir_op_operand(op, at));
		sb_putc(out, '[');
		print_affine_map_of_ssa_ids(p, map, ir_op_operands(op) + at + 1);
		sb_putc(out, ']');
		at += 1 + map->ndims + map->nsyms;
	}
	/* the element count, and dma_start's stride and count per stride */
	for (unsigned end = start && op->noperands == at + 3 ? at + 3 : at + 1; at < end; at++) {
		sb_puts(out, ", ");
		print_value(p, ir_op_operand(op, at));
	}
	sb_puts(out, " : ");
	for (unsigned k = first; k < 3; k++) {
		if (k > first)
			sb_puts(out, ", ");
		print_type(p, out, ir_value_type(ir_op_operand(op, mem[k])));
	}
}

void affine_print_load(Printer *p, IrOp *op)
{
	print_load_store(p, op, false);
}

void affine_print_store(Printer *p, IrOp *op)
{
	print_load_store(p, op, true);
}

void affine_print_dma_start(Printer *p, IrOp *op)
{
	print_dma(p, op, true);
}

void affine_print_dma_wait(Printer *p, IrOp *op)
{
	print_dma(p, op, false);
}
