/* forall_canonicalize.c: scf.forall's canonicalization patterns (MLIR
   22's ForallOpControlOperandsFolder, FoldTensorCastOfOutputIntoForallOp,
   ForallOpIterArgsFolder, ForallOpSingleOrZeroIterationDimsFolder and
   ForallOpReplaceConstantInductionVar). */
#include "scf.h"
#include "../arith/arith.h"
#include "../tensor/tensor.h" /* tensor_preserves_static */

static const char *const bound_lists[3] = {"staticLowerBound", "staticUpperBound", "staticStep"};

/* A new scf.forall before op of these operands, properties and result
   types, op's discardable attributes and location, its region empty. */
static IrOp *forall_like(IrRewriter *rw, IrOp *op, unsigned n, IrValue **operands, IrAttr *props, IrType **types)
{
	IrOpState st = {.name = ir_op_name(op), .nresults = op->nresults, .result_types = types, .noperands = n,
	                .operands = operands, .nregions = 1, .props = props, .attrs = ir_op_attrs(op),
	                .loc = ir_op_loc(rw->ctx, op)};
	ir_rewriter_set_insertion_before(rw, op);
	return ir_rewriter_create(rw, &st);
}

/* op's results replaced by those of nop (the same number). */
static void replace_with_results(IrRewriter *rw, IrOp *op, IrOp *nop)
{
	IrValue **results = xmalloc((op->nresults + 1) * sizeof *results);
	for (unsigned i = 0; i < op->nresults; i++)
		results[i] = &ir_op_results(nop)[i];
	ir_rewriter_replace_op(rw, op, results);
	free(results);
}

/* MLIR's ForallOpControlOperandsFolder: bounds and steps given by
   constants become static. */
static bool forall_fold_control_operands(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	IrAttr *props = ir_op_props(op);
	IrValue **operands = xmalloc((op->noperands + 1) * sizeof *operands);
	uint64_t segments[4];
	unsigned n = 0;
	bool folded = false;
	for (unsigned k = 0; k < 3; k++) {
		unsigned count;
		const int64_t *v = vs_i64s(ir_op_get_attr(op, bound_lists[k]), &count);
		int64_t *nv = xmalloc((count + 1) * sizeof *nv);
		VsGroup g = vs_group(op, k);
		segments[k] = 0;
		for (unsigned i = 0, j = 0; i < count; i++) {
			nv[i] = v[i];
			if (v[i] != IR_DYNAMIC || j >= g.n)
				continue;
			IrValue *d = ir_op_operand(op, g.start + j++);
			IrAttr *c = ir_value_constant(ctx, d);
			if (c && c->kind == IR_ATTR_INTEGER) {
				nv[i] = (int64_t)c->words[0];
				folded = true;
			} else {
				operands[n++] = d;
				segments[k]++;
			}
		}
		props = ir_dict_set(ctx, props, ir_ident_cstr(ctx, bound_lists[k]),
		                    ir_attr_dense_array(ctx, ctx->t_i64, count, (const uint64_t *)nv));
		free(nv);
	}
	if (!folded) {
		free(operands);
		return false;
	}
	VsGroup outs = vs_group(op, 3);
	for (unsigned i = 0; i < outs.n; i++)
		operands[n++] = ir_op_operand(op, outs.start + i);
	segments[3] = outs.n;
	props = ir_dict_set(ctx, props, ir_ident_cstr(ctx, "operandSegmentSizes"),
	                    ir_attr_dense_array(ctx, ir_type_int(ctx, 32, IR_SIGNLESS), 4, segments));
	IrType **types = ir_op_result_types(op);
	IrOp *nop = forall_like(rw, op, n, operands, props, types);
	ir_region_inline_before(&ir_op_regions(op)[0], &ir_op_regions(nop)[0], NULL);
	replace_with_results(rw, op, nop);
	free(types);
	free(operands);
	return true;
}

/* MLIR's FoldTensorCastOfOutputIntoForallOp: a shared output that is a
   tensor.cast adding static information is the cast's source; the body
   sees it cast back, and so do the loop's users. As MLIR does, the i-th
   op of the scf.forall.in_parallel then writes into the i-th output. */
static bool forall_tensor_cast(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	IrAttr *loc = ir_op_loc(ctx, op);
	VsGroup outs = vs_group(op, 3);
	IrValue **operands = ir_op_operand_values(op);
	IrType **types = ir_op_result_types(op);
	bool *cast = xcalloc(outs.n + 1, 1), any = false;
	for (unsigned i = 0; i < outs.n; i++) {
		IrOp *c = ir_value_def(operands[outs.start + i]);
		if (!c || strcmp(ir_op_name(c)->s, "tensor.cast"))
			continue;
		IrValue *src = ir_op_operand(c, 0);
		if (!tensor_preserves_static(ir_value_type(&ir_op_results(c)[0]), ir_value_type(src)))
			continue;
		operands[outs.start + i] = src;
		types[i] = ir_value_type(src);
		cast[i] = any = true;
	}
	if (!any) {
		free(operands);
		free(types);
		free(cast);
		return false;
	}
	IrOp *nop = forall_like(rw, op, op->noperands, operands, ir_op_props(op), types);
	IrBlock *body = ir_region_first(&ir_op_regions(op)[0]), *nbody = ir_block_create(ctx);
	ir_region_append(&ir_op_regions(nop)[0], nbody);
	unsigned rank = body->nargs - outs.n;
	IrValue **args = xmalloc((body->nargs + 1) * sizeof *args);
	for (unsigned a = 0; a < body->nargs; a++)
		args[a] = ir_block_add_arg(ctx, nbody, a < rank ? ctx->t_index : types[a - rank], loc);
	rw->before = NULL;
	rw->block = nbody;
	for (unsigned i = 0; i < outs.n; i++)
		if (cast[i])
			args[rank + i] = scf_tensor_cast(rw, ir_value_type(&ir_op_results(op)[i]), args[rank + i], loc);
	ir_rewriter_merge_blocks(rw, body, nbody, args);
	IrOp *in_parallel = ir_block_last(nbody);
	IrOp *y = ir_block_first(ir_region_first(&ir_op_regions(in_parallel)[0]));
	for (unsigned i = 0; i < outs.n && y; i++, y = ir_op_next(y))
		if (!strcmp(ir_op_name(y)->s, "tensor.parallel_insert_slice")) {
			ir_op_set_operand(y, 1, ir_block_arg(nbody, rank + i));
			ir_rewriter_modified(rw, y);
		}
	IrValue **results = xmalloc((op->nresults + 1) * sizeof *results);
	ir_rewriter_set_insertion_before(rw, op);
	for (unsigned i = 0; i < op->nresults; i++) {
		results[i] = &ir_op_results(nop)[i];
		if (cast[i])
			results[i] = scf_tensor_cast(rw, ir_value_type(&ir_op_results(op)[i]), results[i], loc);
	}
	ir_rewriter_replace_op(rw, op, results);
	free(results);
	free(args);
	free(operands);
	free(types);
	free(cast);
	return true;
}

/* MLIR 22's constantTripCount of dimension i of bounds b: -1 when not
   known; 0 when both bounds are the same or the step is 0 or negative. */
static int64_t forall_trip_count(IrContext *ctx, const VsSlice *b, unsigned i)
{
	int64_t lb, ub, step;
	bool same_dyn = b->dyn[0][i] && b->dyn[0][i] == b->dyn[1][i];
	bool same_static = !b->dyn[0][i] && !b->dyn[1][i] && b->vals[0][i] == b->vals[1][i];
	if (same_dyn || same_static)
		return 0;
	bool step_known = vs_slice_constant(ctx, b, 2, i, &step);
	if (step_known && step <= 0)
		return 0;
	if (!vs_slice_constant(ctx, b, 0, i, &lb) || !vs_slice_constant(ctx, b, 1, i, &ub))
		return -1;
	if (ub <= lb)
		return 0;
	if (!step_known)
		return -1;
	return (int64_t)(((uint64_t)ub - (uint64_t)lb + (uint64_t)step - 1) / (uint64_t)step);
}

/* The lower bound of dimension i as a value: its operand, or a new index
   constant before op (MLIR's getValueOrCreateConstantIndexOp). */
static IrValue *lower_bound_value(IrRewriter *rw, IrOp *op, const VsSlice *b, unsigned i)
{
	if (b->dyn[0][i])
		return b->dyn[0][i];
	IrContext *ctx = rw->ctx;
	ir_rewriter_set_insertion_before(rw, op);
	IrOp *c = arith_materialize_constant(ctx, ir_attr_int(ctx, ctx->t_index, b->vals[0][i]), ctx->t_index,
	                                     ir_op_loc(ctx, op));
	return &ir_op_results(ir_rewriter_insert(rw, c))[0];
}

/* MLIR's scf::promote of an scf.forall: its body runs in place (induction
   variables the lower bounds, outputs the shared outputs), and each
   tensor.parallel_insert_slice of its terminator becomes a
   tensor.insert_slice after it, whose values replace the results. */
static void forall_promote(IrRewriter *rw, IrOp *op, const VsSlice *b)
{
	IrContext *ctx = rw->ctx;
	IrBlock *body = ir_region_first(&ir_op_regions(op)[0]);
	VsGroup outs = vs_group(op, 3);
	unsigned rank = body->nargs - outs.n;
	IrValue **args = xmalloc((body->nargs + 1) * sizeof *args);
	for (unsigned i = 0; i < rank; i++)
		args[i] = lower_bound_value(rw, op, b, i);
	for (unsigned i = 0; i < outs.n; i++)
		args[rank + i] = ir_op_operand(op, outs.start + i);
	IrOp *terminator = ir_block_last(body);
	ir_rewriter_inline_block_before(rw, body, op, args);
	IrValue **results = xmalloc((op->nresults + 1) * sizeof *results);
	unsigned n = 0;
	rw->before = ir_op_next(op);
	rw->block = ir_op_block(op);
	for (IrOp *y = ir_block_first(ir_region_first(&ir_op_regions(terminator)[0])); y; y = ir_op_next(y)) {
		if (strcmp(ir_op_name(y)->s, "tensor.parallel_insert_slice"))
			continue;
		IrType *t = ir_value_type(ir_op_operand(y, 1));
		IrValue **operands = xmalloc((y->noperands + 1) * sizeof *operands);
		for (unsigned k = 0; k < y->noperands; k++)
			operands[k] = ir_op_operand(y, k);
		IrOpState st = {.name = ir_ident_cstr(ctx, "tensor.insert_slice"), .nresults = 1, .result_types = &t,
		                .noperands = y->noperands, .operands = operands, .props = ir_op_props(y),
		                .loc = ir_op_loc(ctx, op)};
		IrOp *ins = ir_rewriter_create(rw, &st);
		if (n < op->nresults)
			results[n++] = &ir_op_results(ins)[0];
		free(operands);
	}
	for (unsigned i = 0; i < n; i++)
		ir_rewriter_replace_all_uses(rw, &ir_op_results(op)[i], results[i]);
	ir_rewriter_erase_op(rw, terminator);
	ir_rewriter_erase_op(rw, op);
	free(results);
	free(args);
}

/* MLIR's ForallOpSingleOrZeroIterationDimsFolder: an scf.forall not mapped
   to processing units with a dimension of no iteration is its shared
   outputs; its dimensions of one iteration go (their induction variables
   the lower bounds); with none left, its body runs in place. */
static bool forall_trivial_dims(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	IrAttr *mapping = ir_op_get_attr(op, "mapping");
	if (mapping && mapping->kind == IR_ATTR_ARRAY && mapping->array.n)
		return false;
	VsSlice b;
	vs_lists_read(op, 0, bound_lists, &b);
	unsigned rank = b.n[0], kept = 0;
	bool *single = xcalloc(rank + 1, 1), done = false;
	for (unsigned i = 0; i < rank && !done; i++) {
		int64_t t = forall_trip_count(ctx, &b, i);
		if (t == 0) {
			VsGroup outs = vs_group(op, 3);
			IrValue **v = xmalloc((outs.n + 1) * sizeof *v);
			for (unsigned k = 0; k < outs.n; k++)
				v[k] = ir_op_operand(op, outs.start + k);
			ir_rewriter_replace_op(rw, op, v);
			free(v);
			done = true;
		} else if (t == 1) {
			single[i] = true;
		} else {
			kept++;
		}
	}
	if (!done && kept == 0) {
		forall_promote(rw, op, &b);
		done = true;
	} else if (!done && kept < rank) {
		IrBlock *body = ir_region_first(&ir_op_regions(op)[0]);
		for (unsigned i = 0; i < rank; i++)
			if (single[i])
				ir_rewriter_replace_all_uses(rw, ir_block_arg(body, i), lower_bound_value(rw, op, &b, i));
		VsGroup outs = vs_group(op, 3);
		IrValue **operands = xmalloc((op->noperands + 1) * sizeof *operands);
		uint64_t segments[4] = {0, 0, 0, outs.n};
		unsigned n = 0;
		IrAttr *props = ir_op_props(op);
		for (unsigned k = 0; k < 3; k++) {
			int64_t *nv = xmalloc((rank + 1) * sizeof *nv);
			unsigned m = 0;
			for (unsigned i = 0; i < rank; i++) {
				if (single[i])
					continue;
				nv[m++] = b.vals[k][i];
				if (b.dyn[k][i]) {
					operands[n++] = b.dyn[k][i];
					segments[k]++;
				}
			}
			props = ir_dict_set(ctx, props, ir_ident_cstr(ctx, bound_lists[k]),
			                    ir_attr_dense_array(ctx, ctx->t_i64, m, (const uint64_t *)nv));
			free(nv);
		}
		for (unsigned i = 0; i < outs.n; i++)
			operands[n++] = ir_op_operand(op, outs.start + i);
		props = ir_dict_set(ctx, props, ir_ident_cstr(ctx, "operandSegmentSizes"),
		                    ir_attr_dense_array(ctx, ir_type_int(ctx, 32, IR_SIGNLESS), 4, segments));
		IrType **types = ir_op_result_types(op);
		IrOp *nop = forall_like(rw, op, n, operands, props, types);
		for (unsigned i = rank; i-- > 0;)
			if (single[i])
				ir_block_erase_arg(ctx, body, i);
		ir_region_inline_before(&ir_op_regions(op)[0], &ir_op_regions(nop)[0], NULL);
		replace_with_results(rw, op, nop);
		free(types);
		free(operands);
		done = true;
	}
	free(single);
	vs_slice_free(&b);
	return done;
}

/* MLIR's ForallOpReplaceConstantInductionVar: the used induction variable
   of a dimension of one iteration is its lower bound. */
static bool forall_constant_ivs(IrRewriter *rw, IrOp *op)
{
	VsSlice b;
	vs_lists_read(op, 0, bound_lists, &b);
	IrBlock *body = ir_region_first(&ir_op_regions(op)[0]);
	bool changed = false;
	for (unsigned i = 0; i < b.n[0]; i++) {
		if (!ir_value_has_uses(ir_block_arg(body, i)) || forall_trip_count(rw->ctx, &b, i) != 1)
			continue;
		ir_rewriter_replace_all_uses(rw, ir_block_arg(body, i), lower_bound_value(rw, op, &b, i));
		changed = true;
	}
	vs_slice_free(&b);
	return changed;
}

/* Does an op of the scf.forall.in_parallel ending body write into v? */
static bool written_into(IrBlock *body, IrValue *v)
{
	for (IrOp *y = ir_block_first(ir_region_first(&ir_op_regions(ir_block_last(body))[0])); y; y = ir_op_next(y))
		if (!strcmp(ir_op_name(y)->s, "tensor.parallel_insert_slice") && ir_op_operand(y, 1) == v)
			return true;
	return false;
}

/* MLIR's ForallOpIterArgsFolder: a shared output whose result is unused or
   that nothing in the terminator writes into goes; the body uses the
   shared output's value instead, the writes into it are erased, and its
   result is that value. */
static bool forall_drop_outputs(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	IrBlock *body = ir_region_first(&ir_op_regions(op)[0]);
	VsGroup outs = vs_group(op, 3);
	unsigned rank = body->nargs - outs.n, kept = 0;
	bool *drop = xcalloc(outs.n + 1, 1), any = false;
	for (unsigned i = 0; i < outs.n; i++) {
		drop[i] = !ir_value_has_uses(&ir_op_results(op)[i]) || !written_into(body, ir_block_arg(body, rank + i));
		any |= drop[i];
	}
	if (!any) {
		free(drop);
		return false;
	}
	IrBlock *combining = ir_region_first(&ir_op_regions(ir_block_last(body))[0]);
	for (IrOp *y = ir_block_first(combining), *next; y; y = next) {
		next = ir_op_next(y);
		if (strcmp(ir_op_name(y)->s, "tensor.parallel_insert_slice"))
			continue;
		IrValue *dest = ir_op_operand(y, 1);
		for (unsigned i = 0; i < outs.n; i++)
			if (drop[i] && dest == ir_block_arg(body, rank + i)) {
				ir_rewriter_erase_op(rw, y);
				break;
			}
	}
	IrValue **operands = xmalloc((op->noperands + 1) * sizeof *operands);
	IrType **types = xmalloc((op->nresults + 1) * sizeof *types);
	for (unsigned i = 0; i < outs.start; i++)
		operands[i] = ir_op_operand(op, i);
	for (unsigned i = 0; i < outs.n; i++)
		if (!drop[i]) {
			operands[outs.start + kept] = ir_op_operand(op, outs.start + i);
			types[kept++] = ir_value_type(&ir_op_results(op)[i]);
		}
	uint64_t segments[4];
	for (unsigned k = 0; k < 3; k++)
		segments[k] = vs_group(op, k).n;
	segments[3] = kept;
	IrAttr *props = ir_dict_set(ctx, ir_op_props(op), ir_ident_cstr(ctx, "operandSegmentSizes"),
	                            ir_attr_dense_array(ctx, ir_type_int(ctx, 32, IR_SIGNLESS), 4, segments));
	IrOpState st = {.name = ir_op_name(op), .nresults = kept, .result_types = types, .noperands = outs.start + kept,
	                .operands = operands, .nregions = 1, .props = props, .attrs = ir_op_attrs(op),
	                .loc = ir_op_loc(ctx, op)};
	ir_rewriter_set_insertion_before(rw, op);
	IrOp *nop = ir_rewriter_create(rw, &st);
	IrBlock *nbody = ir_block_create(ctx);
	ir_region_append(&ir_op_regions(nop)[0], nbody);
	IrValue **args = xmalloc((body->nargs + 1) * sizeof *args), **results = xmalloc((op->nresults + 1) * sizeof *results);
	for (unsigned a = 0; a < rank; a++)
		args[a] = ir_block_add_arg(ctx, nbody, ctx->t_index, ir_op_loc(ctx, op));
	for (unsigned i = 0, k = 0; i < outs.n; i++) {
		IrValue *init = ir_op_operand(op, outs.start + i);
		if (drop[i]) {
			args[rank + i] = results[i] = init;
		} else {
			args[rank + i] = ir_block_add_arg(ctx, nbody, types[k], ir_op_loc(ctx, op));
			results[i] = &ir_op_results(nop)[k++];
		}
	}
	ir_rewriter_merge_blocks(rw, body, nbody, args);
	ir_rewriter_replace_op(rw, op, results);
	free(args);
	free(results);
	free(operands);
	free(types);
	free(drop);
	return true;
}

const IrPattern scf_forall_patterns[] = {
	{"(anonymous namespace)::FoldTensorCastOfOutputIntoForallOp", 1, forall_tensor_cast},
	{"(anonymous namespace)::ForallOpControlOperandsFolder", 1, forall_fold_control_operands},
	{"(anonymous namespace)::ForallOpIterArgsFolder", 1, forall_drop_outputs},
	{"(anonymous namespace)::ForallOpSingleOrZeroIterationDimsFolder", 1, forall_trivial_dims},
	{"(anonymous namespace)::ForallOpReplaceConstantInductionVar", 1, forall_constant_ivs},
	{NULL, 0, NULL},
};
