/* forall_canonicalize.c: scf.forall's canonicalization patterns (MLIR
   22's ForallOpControlOperandsFolder and
   FoldTensorCastOfOutputIntoForallOp). */
#include "scf.h"
#include "../tensor/tensor.h" /* tensor_preserves_static */

static const char *const bound_lists[3] = {"staticLowerBound", "staticUpperBound", "staticStep"};

/* A new scf.forall before op of these operands, properties and result
   types, op's discardable attributes and location, its region empty. */
static IrOp *forall_like(IrRewriter *rw, IrOp *op, unsigned n, IrValue **operands, IrAttr *props, IrType **types)
{
	IrOpState st = {.name = op->name, .nresults = op->nresults, .result_types = types, .noperands = n,
	                .operands = operands, .nregions = 1, .props = props, .attrs = op->attrs,
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

static IrType **result_types(const IrOp *op)
{
	IrType **types = xmalloc((op->nresults + 1) * sizeof *types);
	for (unsigned i = 0; i < op->nresults; i++)
		types[i] = ir_op_results(op)[i].type;
	return types;
}

/* MLIR's ForallOpControlOperandsFolder: bounds and steps given by
   constants become static. */
static bool forall_fold_control_operands(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	IrAttr *props = op->props;
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
			IrValue *d = ir_op_operands(op)[g.start + j++].value;
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
		operands[n++] = ir_op_operands(op)[outs.start + i].value;
	segments[3] = outs.n;
	props = ir_dict_set(ctx, props, ir_ident_cstr(ctx, "operandSegmentSizes"),
	                    ir_attr_dense_array(ctx, ir_type_int(ctx, 32, IR_SIGNLESS), 4, segments));
	IrType **types = result_types(op);
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
	IrValue **operands = xmalloc((op->noperands + 1) * sizeof *operands);
	IrType **types = result_types(op);
	bool *cast = xcalloc(outs.n + 1, 1), any = false;
	for (unsigned i = 0; i < op->noperands; i++)
		operands[i] = ir_op_operands(op)[i].value;
	for (unsigned i = 0; i < outs.n; i++) {
		IrOp *c = ir_value_def(operands[outs.start + i]);
		if (!c || strcmp(c->name->s, "tensor.cast"))
			continue;
		IrValue *src = ir_op_operands(c)[0].value;
		if (!tensor_preserves_static(ir_op_results(c)[0].type, src->type))
			continue;
		operands[outs.start + i] = src;
		types[i] = src->type;
		cast[i] = any = true;
	}
	if (!any) {
		free(operands);
		free(types);
		free(cast);
		return false;
	}
	IrOp *nop = forall_like(rw, op, op->noperands, operands, op->props, types);
	IrBlock *body = ir_op_regions(op)[0].first, *nbody = ir_block_create(ctx);
	ir_region_append(&ir_op_regions(nop)[0], nbody);
	unsigned rank = body->nargs - outs.n;
	IrValue **args = xmalloc((body->nargs + 1) * sizeof *args);
	for (unsigned a = 0; a < body->nargs; a++)
		args[a] = ir_block_add_arg(ctx, nbody, a < rank ? ctx->t_index : types[a - rank], loc);
	rw->before = NULL;
	rw->block = nbody;
	for (unsigned i = 0; i < outs.n; i++)
		if (cast[i])
			args[rank + i] = scf_tensor_cast(rw, ir_op_results(op)[i].type, args[rank + i], loc);
	ir_rewriter_merge_blocks(rw, body, nbody, args);
	IrOp *in_parallel = nbody->last;
	IrOp *y = ir_op_regions(in_parallel)[0].first->first;
	for (unsigned i = 0; i < outs.n && y; i++, y = y->next)
		if (!strcmp(y->name->s, "tensor.parallel_insert_slice")) {
			ir_op_set_operand(y, 1, nbody->args[rank + i]);
			ir_rewriter_modified(rw, y);
		}
	IrValue **results = xmalloc((op->nresults + 1) * sizeof *results);
	ir_rewriter_set_insertion_before(rw, op);
	for (unsigned i = 0; i < op->nresults; i++) {
		results[i] = &ir_op_results(nop)[i];
		if (cast[i])
			results[i] = scf_tensor_cast(rw, ir_op_results(op)[i].type, results[i], loc);
	}
	ir_rewriter_replace_op(rw, op, results);
	free(results);
	free(args);
	free(operands);
	free(types);
	free(cast);
	return true;
}

const IrPattern scf_forall_patterns[] = {
	{"(anonymous namespace)::FoldTensorCastOfOutputIntoForallOp", 1, forall_tensor_cast},
	{"(anonymous namespace)::ForallOpControlOperandsFolder", 1, forall_fold_control_operands},
	{NULL, 0, NULL},
};
