/* region_branch.c: MLIR 22's canonicalization patterns of
   RegionBranchOpInterface (populateRegionBranchOpInterfaceCanonicalizationPatterns)
   for the scf ops whose regions end in scf.yield: scf.for, scf.if,
   scf.index_switch and scf.execute_region.

   The values such an op forwards ("successor inputs") come in slots: slot
   i of an scf.for is its iteration argument i and its result i, fed by
   init i and by operand i of its scf.yield; slot i of the other ops is
   their result i, fed by operand i of every scf.yield that ends one of
   their blocks. */
#include "scf.h"

static bool is_for(const IrOp *op)
{
	return !strcmp(op->name->s, "scf.for");
}

/* The slots of op. */
static unsigned slot_count(const IrOp *op)
{
	return op->nresults;
}

/* The iteration argument of slot i of an scf.for. */
static IrValue *for_arg(const IrOp *op, unsigned i)
{
	return ir_op_regions(op)[0].first->args[1 + i];
}

/* The scf.yield ops that return from op's regions to op. */
static unsigned yields_of(const IrOp *op, IrOp ***out)
{
	unsigned n = 0, cap = 4;
	IrOp **v = xmalloc(cap * sizeof *v);
	for (unsigned r = 0; r < op->nregions; r++)
		for (IrBlock *b = ir_op_regions(op)[r].first; b; b = b->next) {
			IrOp *t = b->last;
			if (!t || t->nsuccs || strcmp(t->name->s, "scf.yield"))
				continue;
			if (n == cap)
				v = xrealloc(v, (cap *= 2) * sizeof *v);
			v[n++] = t;
		}
	*out = v;
	return n;
}

/* The slot a value of op stands for, or -1 when it is no successor input. */
static int slot_of(const IrOp *op, const IrValue *v)
{
	if (!v->is_arg)
		return ir_value_def(v) == op ? (int)v->index : -1;
	if (!is_for(op))
		return -1;
	const IrBlockArg *a = ir_value_arg(v);
	return a->block == ir_op_regions(op)[0].first && v->index >= 1 ? (int)v->index - 1 : -1;
}

/* Is v defined inside one of op's regions? */
static bool defined_inside(const IrOp *op, const IrValue *v)
{
	IrBlock *b = ir_value_block(v);
	for (IrOp *p = b && b->parent ? b->parent->parent : NULL; p; p = p->block && p->block->parent ? p->block->parent->parent : NULL)
		if (p == op)
			return true;
	return false;
}

/* The values feeding slot i: init i of an scf.for, and operand i of each
   yield. */
static unsigned feeders(const IrOp *op, IrOp **yields, unsigned nyields, unsigned i, IrValue **out)
{
	unsigned n = 0;
	if (is_for(op))
		out[n++] = ir_op_operands(op)[3 + i].value;
	for (unsigned k = 0; k < nyields; k++)
		out[n++] = ir_op_operands(yields[k])[i].value;
	return n;
}

/* MLIR's computeReachableValuesFromSuccessorInput for slot i: the values
   other than successor inputs that reach it, through other slots. Returns
   the one value when exactly one reaches it, else NULL. */
static IrValue *single_reaching(const IrOp *op, IrOp **yields, unsigned nyields, unsigned i)
{
	unsigned nslots = slot_count(op);
	bool *seen = xcalloc(nslots, 1);
	unsigned *work = xmalloc(nslots * sizeof *work), nwork = 0;
	IrValue **feed = xmalloc((nyields + 1) * sizeof *feed);
	IrValue *found = NULL;
	bool many = false;
	seen[i] = true;
	work[nwork++] = i;
	while (nwork && !many) {
		unsigned s = work[--nwork];
		unsigned n = feeders(op, yields, nyields, s, feed);
		for (unsigned k = 0; k < n && !many; k++) {
			int t = slot_of(op, feed[k]);
			if (t >= 0) {
				if (!seen[t]) {
					seen[t] = true;
					work[nwork++] = (unsigned)t;
				}
			} else if (!found) {
				found = feed[k];
			} else if (found != feed[k]) {
				many = true;
			}
		}
	}
	free(seen);
	free(work);
	free(feed);
	return many ? NULL : found;
}

/* MakeRegionBranchOpSuccessorInputsDead: a successor input that only one
   value from before op reaches is replaced by it (the iteration arguments
   of an scf.for first, then the results, as MLIR lists them). */
bool scf_make_inputs_dead(IrRewriter *rw, IrOp *op)
{
	IrOp **yields;
	unsigned nyields = yields_of(op, &yields);
	unsigned n = slot_count(op);
	bool changed = false;
	for (unsigned pass = is_for(op) ? 0 : 1; pass < 2; pass++)
		for (unsigned i = 0; i < n; i++) {
			IrValue *input = pass == 0 ? for_arg(op, i) : &ir_op_results(op)[i];
			if (!ir_value_has_uses(input))
				continue;
			IrValue *v = single_reaching(op, yields, nyields, i);
			if (!v || defined_inside(op, v))
				continue;
			ir_rewriter_replace_all_uses(rw, input, v);
			changed = true;
		}
	free(yields);
	return changed;
}

/* RemoveDuplicateSuccessorInputUses: of two slots fed the same values by
   every predecessor, the uses of the later one's inputs become uses of the
   earlier one's. */
bool scf_remove_duplicate_inputs(IrRewriter *rw, IrOp *op)
{
	IrOp **yields;
	unsigned nyields = yields_of(op, &yields);
	unsigned n = slot_count(op);
	bool loop = is_for(op), changed = false;
	IrValue **fa = xmalloc((nyields + 1) * sizeof *fa), **fb = xmalloc((nyields + 1) * sizeof *fb);
	for (unsigned i = 0; i < n; i++)
		for (unsigned j = i + 1; j < n; j++) {
			unsigned k = feeders(op, yields, nyields, i, fa);
			feeders(op, yields, nyields, j, fb);
			bool same = true;
			while (k-- && same)
				same = fa[k] == fb[k];
			if (!same)
				continue;
			for (int pass = loop ? 0 : 1; pass < 2; pass++) {
				IrValue *a = pass == 0 ? for_arg(op, i) : &ir_op_results(op)[i];
				IrValue *b = pass == 0 ? for_arg(op, j) : &ir_op_results(op)[j];
				if (ir_value_has_uses(b)) {
					ir_rewriter_replace_all_uses(rw, b, a);
					changed = true;
				}
			}
		}
	free(fa);
	free(fb);
	free(yields);
	return changed;
}

/* A new scf.yield in place of yield with the operands of the slots kept. */
static void shrink_yield(IrRewriter *rw, IrOp *yield, const bool *dead)
{
	IrValue **kept = xmalloc((yield->noperands + 1) * sizeof *kept);
	unsigned n = 0;
	for (unsigned i = 0; i < yield->noperands; i++)
		if (!dead[i])
			kept[n++] = ir_op_operands(yield)[i].value;
	IrOpState st = {.name = yield->name, .noperands = n, .operands = kept, .attrs = yield->attrs,
	                .loc = ir_op_loc(rw->ctx, yield)};
	ir_rewriter_set_insertion_before(rw, yield);
	ir_rewriter_create(rw, &st);
	ir_rewriter_erase_op(rw, yield);
	free(kept);
}

/* RemoveDeadRegionBranchOpSuccessorInputs: the slots none of whose inputs
   is used go, with the operands feeding them; op is rebuilt without their
   results, its regions moved into the new op. */
bool scf_remove_dead_inputs(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	unsigned n = slot_count(op);
	bool loop = is_for(op), any = false;
	bool *dead = xcalloc(n + 1, 1);
	for (unsigned i = 0; i < n; i++) {
		dead[i] = !ir_value_has_uses(&ir_op_results(op)[i]) && (!loop || !ir_value_has_uses(for_arg(op, i)));
		any |= dead[i];
	}
	if (!any) {
		free(dead);
		return false;
	}
	IrOp **yields;
	unsigned nyields = yields_of(op, &yields);
	for (unsigned k = 0; k < nyields; k++)
		shrink_yield(rw, yields[k], dead);
	free(yields);
	/* only an scf.for's inits feed slots */
	unsigned first = loop ? 3 : op->noperands, nkept = 0;
	IrValue **operands = xmalloc((op->noperands + 1) * sizeof *operands);
	IrType **types = xmalloc((n + 1) * sizeof *types);
	unsigned noperands = 0;
	for (unsigned i = 0; i < op->noperands; i++)
		if (i < first || !dead[i - first])
			operands[noperands++] = ir_op_operands(op)[i].value;
	for (unsigned i = 0; i < n; i++)
		if (!dead[i])
			types[nkept++] = ir_op_results(op)[i].type;
	if (loop) {
		IrBlock *body = ir_op_regions(op)[0].first;
		for (unsigned i = n; i-- > 0;)
			if (dead[i])
				ir_block_erase_arg(ctx, body, 1 + i);
	}
	IrOpState st = {.name = op->name, .nresults = nkept, .result_types = types, .noperands = noperands,
	                .operands = operands, .nregions = op->nregions, .props = op->props, .attrs = op->attrs,
	                .loc = ir_op_loc(ctx, op)};
	IrOp *nop = ir_op_create(ctx, &st);
	for (unsigned r = 0; r < op->nregions; r++)
		ir_region_inline_before(&ir_op_regions(op)[r], &ir_op_regions(nop)[r], NULL);
	ir_rewriter_set_insertion_before(rw, op);
	ir_rewriter_insert(rw, nop);
	IrValue **repl = xmalloc((n + 1) * sizeof *repl);
	for (unsigned i = 0, k = 0; i < n; i++)
		repl[i] = dead[i] ? NULL : &ir_op_results(nop)[k++];
	ir_rewriter_replace_op(rw, op, repl);
	free(repl);
	free(operands);
	free(types);
	free(dead);
	return true;
}
