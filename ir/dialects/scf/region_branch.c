/* region_branch.c: MLIR 22's canonicalization patterns of
   RegionBranchOpInterface (populateRegionBranchOpInterfaceCanonicalizationPatterns)
   for the scf ops whose regions end in scf.yield or scf.condition:
   scf.for, scf.while, scf.if, scf.index_switch and scf.execute_region.

   The values such an op forwards ("successor inputs") come in slots: slot
   i of an scf.for is its iteration argument i and its result i, fed by
   init i and by operand i of its scf.yield; an scf.while of n inits has
   first n slots, its before block's arguments, fed by its inits and its
   scf.yield, then one slot per argument of its scf.condition, its after
   block's argument and its result fed by that argument; slot i of the
   other ops is their result i, fed by operand i of every scf.yield that
   ends one of their blocks. */
#include "scf.h"

static bool is_for(const IrOp *op)
{
	return !strcmp(ir_op_name(op)->s, "scf.for");
}

static bool is_while(const IrOp *op)
{
	return !strcmp(ir_op_name(op)->s, "scf.while");
}

/* The slots of an scf.while's before block (its inits). */
static unsigned while_before_slots(const IrOp *op)
{
	return is_while(op) ? op->noperands : 0;
}

/* The scf.condition ending an scf.while's before region. */
static IrOp *while_condition(const IrOp *op)
{
	return ir_block_last(ir_region_first(&ir_op_regions(op)[0]));
}

/* The slots of op. */
static unsigned slot_count(const IrOp *op)
{
	return while_before_slots(op) + op->nresults;
}

/* Which successor slot i enters: slots of the same group are fed by the
   same predecessors (an scf.while's before block, or its after block and
   results). */
static unsigned slot_group(const IrOp *op, unsigned i)
{
	return i >= while_before_slots(op);
}

/* The successor input of slot i of the kind asked: a block argument
   (kind 0) or a result (kind 1); NULL when the slot has none. */
static IrValue *slot_input(const IrOp *op, unsigned i, int kind)
{
	unsigned nb = while_before_slots(op);
	if (kind == 1)
		return i >= nb ? &ir_op_results(op)[i - nb] : NULL;
	if (is_for(op))
		return ir_block_arg(ir_region_first(&ir_op_regions(op)[0]), 1 + i);
	if (!is_while(op))
		return NULL;
	return i < nb ? ir_block_arg(ir_region_first(&ir_op_regions(op)[0]), i)
	              : ir_block_arg(ir_region_first(&ir_op_regions(op)[1]), i - nb);
}

/* The scf.yield ops that return from op's regions to op (or, of an
   scf.while, enter its before region). */
static unsigned yields_of(const IrOp *op, IrOp ***out)
{
	unsigned n = 0, cap = 4;
	IrOp **v = xmalloc(cap * sizeof *v);
	for (unsigned r = 0; r < ir_op_nregions(op); r++)
		for (IrBlock *b = ir_region_first(&ir_op_regions(op)[r]); b; b = ir_block_next(b)) {
			IrOp *t = ir_block_last(b);
			if (!t || ir_op_nsuccs(t) || strcmp(ir_op_name(t)->s, "scf.yield"))
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
	unsigned nb = while_before_slots(op);
	if (!v->is_arg)
		return ir_value_def(v) == op ? (int)(nb + v->index) : -1;
	const IrBlockArg *a = ir_value_arg(v);
	if (is_for(op))
		return ir_arg_block(a) == ir_region_first(&ir_op_regions(op)[0]) && v->index >= 1 ? (int)v->index - 1 : -1;
	if (!is_while(op))
		return -1;
	if (ir_arg_block(a) == ir_region_first(&ir_op_regions(op)[0]))
		return (int)v->index;
	return ir_arg_block(a) == ir_region_first(&ir_op_regions(op)[1]) ? (int)(nb + v->index) : -1;
}

/* Is v defined inside one of op's regions? */
static bool defined_inside(const IrOp *op, const IrValue *v)
{
	IrBlock *b = ir_value_block(v);
	for (IrOp *p = b && ir_block_parent(b) ? ir_region_parent(ir_block_parent(b)) : NULL; p; p = ir_op_parent(p))
		if (p == op)
			return true;
	return false;
}

/* The values feeding slot i: init i of an scf.for or of an scf.while's
   before block, and operand i of each yield; the scf.condition's argument
   for the other slots of an scf.while. */
static unsigned feeders(const IrOp *op, IrOp **yields, unsigned nyields, unsigned i, IrValue **out)
{
	unsigned n = 0, nb = while_before_slots(op);
	if (is_while(op) && i >= nb) {
		out[0] = ir_op_operand(while_condition(op), 1 + i - nb);
		return 1;
	}
	if (is_for(op))
		out[n++] = ir_op_operand(op, 3 + i);
	if (is_while(op))
		out[n++] = ir_op_operand(op, i);
	for (unsigned k = 0; k < nyields; k++)
		out[n++] = ir_op_operand(yields[k], i);
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
   value from before op reaches is replaced by it (block arguments first,
   then the results, as MLIR lists them). */
bool scf_make_inputs_dead(IrRewriter *rw, IrOp *op)
{
	IrOp **yields;
	unsigned nyields = yields_of(op, &yields);
	unsigned n = slot_count(op);
	bool changed = false;
	for (int kind = 0; kind < 2; kind++)
		for (unsigned i = 0; i < n; i++) {
			IrValue *input = slot_input(op, i, kind);
			if (!input || !ir_value_has_uses(input))
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

/* RemoveDuplicateSuccessorInputUses: of two slots entering the same
   successor, fed the same values by every predecessor, the uses of the
   later one's inputs become uses of the earlier one's. */
bool scf_remove_duplicate_inputs(IrRewriter *rw, IrOp *op)
{
	IrOp **yields;
	unsigned nyields = yields_of(op, &yields);
	unsigned n = slot_count(op);
	bool changed = false;
	IrValue **fa = xmalloc((nyields + 2) * sizeof *fa), **fb = xmalloc((nyields + 2) * sizeof *fb);
	for (unsigned i = 0; i < n; i++)
		for (unsigned j = i + 1; j < n; j++) {
			if (slot_group(op, i) != slot_group(op, j))
				continue;
			unsigned k = feeders(op, yields, nyields, i, fa);
			feeders(op, yields, nyields, j, fb);
			bool same = true;
			while (k-- && same)
				same = fa[k] == fb[k];
			if (!same)
				continue;
			for (int kind = 0; kind < 2; kind++) {
				IrValue *a = slot_input(op, i, kind), *b = slot_input(op, j, kind);
				if (b && ir_value_has_uses(b)) {
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

/* op without its operands from `first` on whose slot is dead (slot i
   feeding operand first + i), changed in place as MLIR erases them;
   returns the op in op's place. */
static IrOp *drop_dead_operands(IrRewriter *rw, IrOp *op, unsigned first, const bool *dead)
{
	IrValue **kept = xmalloc((op->noperands + 1) * sizeof *kept);
	unsigned n = 0;
	for (unsigned i = 0; i < op->noperands; i++)
		if (i < first || !dead[i - first])
			kept[n++] = ir_op_operand(op, i);
	IrOp *fresh = n == op->noperands ? op : ir_rewriter_set_operands(rw, op, n, kept);
	free(kept);
	return fresh;
}

/* Erases the arguments of block b whose slot is dead (argument first + i
   of slot i), last first. */
static void erase_dead_args(IrContext *ctx, IrBlock *b, unsigned first, const bool *dead, unsigned n)
{
	for (unsigned i = n; i-- > 0;)
		if (dead[i])
			ir_block_erase_arg(ctx, b, first + i);
}

/* RemoveDeadRegionBranchOpSuccessorInputs: the slots none of whose inputs
   is used go, with the operands feeding them; op is rebuilt without their
   results, its regions moved into the new op. */
bool scf_remove_dead_inputs(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	unsigned n = slot_count(op), nb = while_before_slots(op);
	bool any = false;
	bool *dead = xcalloc(n + 1, 1);
	for (unsigned i = 0; i < n; i++) {
		IrValue *arg = slot_input(op, i, 0), *res = slot_input(op, i, 1);
		dead[i] = (!arg || !ir_value_has_uses(arg)) && (!res || !ir_value_has_uses(res));
		any |= dead[i];
	}
	if (!any) {
		free(dead);
		return false;
	}
	IrOp **yields;
	unsigned nyields = yields_of(op, &yields);
	for (unsigned k = 0; k < nyields; k++)
		drop_dead_operands(rw, yields[k], 0, dead);
	free(yields);
	if (is_while(op))
		drop_dead_operands(rw, while_condition(op), 1, dead + nb);
	/* the inits of an scf.for or an scf.while feed the first slots; they
	   go in place before op is rebuilt without the dead results */
	unsigned first = is_for(op) ? 3 : is_while(op) ? 0 : op->noperands, nkept = 0;
	op = drop_dead_operands(rw, op, first, dead);
	IrValue **operands = ir_op_operand_values(op);
	IrType **types = xmalloc((op->nresults + 1) * sizeof *types);
	unsigned noperands = op->noperands;
	for (unsigned i = 0; i < op->nresults; i++)
		if (!dead[nb + i])
			types[nkept++] = ir_value_type(&ir_op_results(op)[i]);
	if (is_for(op))
		erase_dead_args(ctx, ir_region_first(&ir_op_regions(op)[0]), 1, dead, n);
	if (is_while(op)) {
		erase_dead_args(ctx, ir_region_first(&ir_op_regions(op)[0]), 0, dead, nb);
		erase_dead_args(ctx, ir_region_first(&ir_op_regions(op)[1]), 0, dead + nb, op->nresults);
	}
	IrOpState st = {.name = ir_op_name(op), .nresults = nkept, .result_types = types, .noperands = noperands,
	                .operands = operands, .nregions = ir_op_nregions(op), .props = ir_op_props(op), .attrs = ir_op_attrs(op),
	                .loc = ir_op_loc(ctx, op)};
	IrOp *nop = ir_op_create(ctx, &st);
	for (unsigned r = 0; r < ir_op_nregions(op); r++)
		ir_region_inline_before(&ir_op_regions(op)[r], &ir_op_regions(nop)[r], NULL);
	ir_rewriter_set_insertion_before(rw, op);
	ir_rewriter_insert(rw, nop);
	IrValue **repl = xmalloc((op->nresults + 1) * sizeof *repl);
	for (unsigned i = 0, k = 0; i < op->nresults; i++)
		repl[i] = dead[nb + i] ? NULL : &ir_op_results(nop)[k++];
	ir_rewriter_replace_op(rw, op, repl);
	free(repl);
	free(operands);
	free(types);
	free(dead);
	return true;
}
