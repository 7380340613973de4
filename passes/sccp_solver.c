/* sccp_solver.c: the analysis of MLIR's SCCP (sccp_solver.h): an
   optimistic analysis of which blocks run and which values are constants.

   Each value has a lattice state: unknown yet (absent), one constant, or
   overdefined. Blocks become executable from the entries of the regions
   of the op the analysis runs on; an op of an executable block is simulated
   with its folder once all its operands are known, a branch makes the
   successors it may take executable (IrOpDef.successor_for_operands on
   its constant operands) and joins what it forwards into their
   arguments. An op with regions that says where control goes between
   them (IrOpDef.region_successors, MLIR's RegionBranchOpInterface), and
   the terminators of its regions, likewise make the regions they may
   enter executable and join what they forward into the entry arguments
   or the op's results, so that a result no live terminator reaches stays
   unknown. Other ops with regions are not simulated: their results are
   overdefined and their regions' entries executable with overdefined
   arguments. Across the functions of the symbol tables: a private
   function runs only when a live call reaches it, with what its calls
   pass; a call's results are what its callee's live returns give. */
#include "internal.h"
#include "sccp_solver.h"
#include "../ir/inline.h"
#include "../ir/pattern.h"

static void visit_later(Solver *s, IrOp *op)
{
	if (ir_op_block(op) && pm_get(&s->executable, ir_op_block(op)))
		pv_push(&s->work, op);
}

/* Joins (attr, dialect) (attr NULL: overdefined) into v's state. */
static void join(Solver *s, IrValue *v, IrAttr *attr, const IrDialect *dialect)
{
	Lattice *l = pm_get(&s->state, v);
	if (l) {
		if (!l->attr || (l->attr == attr && l->dialect == dialect))
			return;
		l->attr = NULL;
	} else {
		l = xmalloc(sizeof *l);
		*l = (Lattice){attr, dialect};
		pv_push(&s->owned, l);
		pm_put(&s->state, v, l);
	}
	for (IrUse *u = ir_value_uses(v); u; u = ir_use_next(u))
		visit_later(s, ir_use_owner(u));
}

static void join_value(Solver *s, IrValue *to, IrValue *from)
{
	const Lattice *l = pm_get(&s->state, from);
	if (l)
		join(s, to, l->attr, l->dialect);
}

static void mark_executable(Solver *s, IrBlock *b)
{
	if (pm_get(&s->executable, b))
		return;
	pm_put(&s->executable, b, b);
	for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
		pv_push(&s->work, o);
}

/* The entries of op's regions run, with arguments nothing is known of. */
static void enter_regions(Solver *s, IrOp *op)
{
	for (unsigned i = 0; i < ir_op_nregions(op); i++) {
		IrBlock *entry = ir_region_first(&ir_op_regions(op)[i]);
		if (!entry || pm_get(&s->executable, entry))
			continue;
		for (unsigned a = 0; a < entry->nargs; a++)
			join(s, ir_block_arg(entry, a), NULL, NULL);
		mark_executable(s, entry);
	}
}

static void set_overdefined(Solver *s, IrOp *op)
{
	for (unsigned i = 0; i < op->nresults; i++)
		join(s, &ir_op_results(op)[i], NULL, NULL);
}

/* The constant values of op's operands into operands (NULL where
   overdefined); false when one is not known yet. */
static bool operand_constants(Solver *s, IrOp *op, IrAttr **operands)
{
	for (unsigned i = 0; i < op->noperands; i++) {
		const Lattice *l = pm_get(&s->state, ir_op_operand(op, i));
		if (!l)
			return false;
		operands[i] = l->attr;
	}
	return true;
}

/* The edge to successor i is taken: its arguments get what op forwards
   (those op produces itself are overdefined). */
static void take_edge(Solver *s, IrOp *op, unsigned i)
{
	IrBlock *dest = ir_op_succ(op, i);
	IrSuccessorOperands so = {0};
	if (ir_def(op) && ir_def(op)->successor_operands)
		ir_def(op)->successor_operands(op, i, &so);
	for (unsigned a = 0; a < dest->nargs; a++) {
		if (ir_def(op) && ir_def(op)->successor_operands && a >= so.produced && a - so.produced < so.n)
			join_value(s, ir_block_arg(dest, a), ir_op_operand(op, so.first + a - so.produced));
		else
			join(s, ir_block_arg(dest, a), NULL, NULL);
	}
	mark_executable(s, dest);
}

static void visit_branch(Solver *s, IrOp *op, IrAttr **operands)
{
	if (!operand_constants(s, op, operands))
		return;
	int only = ir_def(op) && ir_def(op)->successor_for_operands ? ir_def(op)->successor_for_operands(op, operands) : -1;
	for (unsigned i = 0; i < ir_op_nsuccs(op); i++)
		if (only < 0 || (unsigned)only == i)
			take_edge(s, op, i);
}

/* Control leaves `point` (op itself when from is -1, else the terminator
   of op's region `from`) for the successors op's region_successors names
   on the point's constant operands: each region entered runs, and the
   forwarded operands join into the last of its entry arguments or of
   op's results (the others overdefined). */
static void flow_regions(Solver *s, IrOp *op, int from, IrOp *point, IrAttr **operands)
{
	if (!operand_constants(s, point, operands))
		return;
	bool *to = xcalloc(ir_op_nregions(op) + 1, sizeof *to);
	unsigned first = ir_def(op)->region_successors(op, from, operands, to);
	unsigned nfwd = point->noperands > first ? point->noperands - first : 0;
	for (unsigned r = 0; r <= ir_op_nregions(op); r++) {
		IrBlock *entry = r < ir_op_nregions(op) ? ir_region_first(&ir_op_regions(op)[r]) : NULL;
		if (!to[r] || (r < ir_op_nregions(op) && !entry))
			continue;
		unsigned n = entry ? entry->nargs : op->nresults;
		for (unsigned i = 0; i < n; i++) {
			IrValue *in = entry ? ir_block_arg(entry, i) : &ir_op_results(op)[i];
			if (i + nfwd >= n)
				join_value(s, in, ir_op_operand(point, first + i + nfwd - n));
			else
				join(s, in, NULL, NULL);
		}
		if (entry)
			mark_executable(s, entry);
	}
	free(to);
}

/* The op whose region op ends, when that op says where control goes from
   there; its region's index into *from. */
static IrOp *region_branch_of(IrOp *op, int *from)
{
	if (!ir_def(op) || !(ir_def(op)->traits & IR_TRAIT_TERMINATOR) || !ir_op_block(op) || !ir_block_parent(ir_op_block(op)))
		return NULL;
	IrOp *parent = ir_region_parent(ir_block_parent(ir_op_block(op)));
	if (!parent || !ir_def(parent) || !ir_def(parent)->region_successors)
		return NULL;
	*from = (int)(ir_block_parent(ir_op_block(op)) - ir_op_regions(parent));
	return parent;
}

/* Simulates op with its folder. A fold in place is undone: the constants
   it saw are what the analysis assumes, not what runs. */
static void visit_fold(Solver *s, IrOp *op, IrAttr **operands)
{
	if (!operand_constants(s, op, operands))
		return;
	if (!ir_def(op) || !ir_def(op)->fold) {
		set_overdefined(s, op);
		return;
	}
	IrValue **saved = xmalloc((op->noperands + 1) * sizeof *saved);
	for (unsigned i = 0; i < op->noperands; i++)
		saved[i] = ir_op_operand(op, i);
	IrAttr *props = ir_op_props(op), *attrs = ir_op_attrs(op);
	IrFoldResult *results = xcalloc(op->nresults + 1, sizeof *results);
	IrFoldStatus st = ir_def(op)->fold(s->ctx, op, operands, results);
	if (st == IR_FOLD_RESULTS) {
		for (unsigned i = 0; i < op->nresults; i++) {
			if (results[i].attr)
				join(s, &ir_op_results(op)[i], results[i].attr, ir_op_name(op)->dialect);
			else
				join_value(s, &ir_op_results(op)[i], results[i].value);
		}
	} else {
		if (st == IR_FOLD_IN_PLACE) {
			for (unsigned i = 0; i < op->noperands; i++)
				ir_op_set_operand(op, i, saved[i]);
			ir_symbol_table_changed(ir_op_parent(op));
			op->props = ir_ref(props);
			op->attrs = ir_ref(attrs);
		}
		set_overdefined(s, op);
	}
	free(results);
	free(saved);
}

static bool is_symbol_table(const IrOp *op)
{
	return ir_def(op) && (ir_def(op)->traits & IR_TRAIT_SYMBOL_TABLE) && ir_op_nregions(op) == 1;
}

/* The function a flat reference from op names, when it is one of the
   analysis's. */
static Callee *resolve(Solver *s, IrOp *op, const IrAttr *ref)
{
	IrOp *fn = ir_symbol_resolve(s->ctx, op, ref);
	return fn ? pm_get(&s->callees, fn) : NULL;
}

/* The callee of call when it is a function with a body in a symbol table
   of the analysis, else NULL. */
static Callee *callee_of(Solver *s, IrOp *call, unsigned *first)
{
	IrAttr *ref;
	if (!ir_op_call(call, &ref, first) || !ref)
		return NULL;
	return resolve(s, call, ref);
}

/* A live call: its callee's body runs with its arguments, its results
   are the join of what the callee's live returns give. */
static void visit_call(Solver *s, IrOp *op, Callee *c, unsigned first)
{
	IrBlock *entry = ir_region_first(c->body);
	bool known = false;
	for (size_t i = 0; i < c->calls.n && !known; i++)
		known = c->calls.v[i] == op;
	if (!known)
		pv_push(&c->calls, op);
	if (!c->unknown) {
		for (unsigned a = 0; a < entry->nargs && first + a < op->noperands; a++)
			join_value(s, ir_block_arg(entry, a), ir_op_operand(op, first + a));
		mark_executable(s, entry);
	}
	for (IrBlock *b = ir_region_first(c->body); b; b = ir_block_next(b)) {
		IrOp *ret = ir_block_last(b);
		if (!pm_get(&s->executable, b) || !ret || !ir_def(ret) || !(ir_def(ret)->traits & IR_TRAIT_TERMINATOR) || ir_op_nsuccs(ret))
			continue;
		for (unsigned i = 0; i < op->nresults && i < ret->noperands; i++)
			join_value(s, &ir_op_results(op)[i], ir_op_operand(ret, i));
	}
}

/* After a return of a callee: its calls look at it again. */
static void returned(Solver *s, IrOp *op)
{
	if (!ir_def(op) || !(ir_def(op)->traits & IR_TRAIT_TERMINATOR) || ir_op_nsuccs(op) || !ir_block_parent(ir_op_block(op)))
		return;
	Callee *c = pm_get(&s->callees, ir_region_parent(ir_block_parent(ir_op_block(op))));
	for (size_t i = 0; c && c->body == ir_block_parent(ir_op_block(op)) && i < c->calls.n; i++)
		visit_later(s, c->calls.v[i]);
}

static void visit(Solver *s, IrOp *op)
{
	IrAttr **operands = xmalloc((op->noperands + 1) * sizeof *operands);
	unsigned first;
	int from;
	IrOp *branch;
	Callee *callee = callee_of(s, op, &first);
	if (callee) {
		visit_call(s, op, callee, first);
	} else if (pm_get(&s->callees, op)) {
		if (((Callee *)pm_get(&s->callees, op))->unknown)
			enter_regions(s, op);
	} else if (ir_def(op) && ir_def(op)->region_successors) {
		flow_regions(s, op, -1, op, operands);
	} else if (ir_op_nregions(op)) {
		set_overdefined(s, op);
		enter_regions(s, op);
	} else if (ir_op_nsuccs(op)) {
		visit_branch(s, op, operands);
	} else if ((branch = region_branch_of(op, &from))) {
		flow_regions(s, branch, from, op, operands);
	} else {
		visit_fold(s, op, operands);
		returned(s, op);
	}
	free(operands);
}

static bool has_visibility(const IrOp *op, const char *which)
{
	IrAttr *v = ir_op_get_attr(op, "sym_visibility");
	return v && v->kind == IR_ATTR_STRING && v->str->n == strlen(which) && !memcmp(v->str->s, which, v->str->n);
}

/* A symbol reference on Solver.ref_op that names a callee makes it unknown. */
static void ref_unknown(const IrAttr *ref, void *user)
{
	Solver *s = user;
	Callee *c = resolve(s, s->ref_op, ref);
	if (c)
		c->unknown = true;
}

static bool note_non_call_refs(IrOp *op, void *user)
{
	Solver *s = user;
	IrAttr *callee;
	unsigned first;
	if (!ir_op_call(op, &callee, &first)) {
		s->ref_op = op;
		ir_attr_each_symbol_ref(ir_op_props(op), ref_unknown, s);
		ir_attr_each_symbol_ref(ir_op_attrs(op), ref_unknown, s);
	}
	return true;
}

/* The functions of the symbol tables in op (MLIR's
   initializeSymbolCallables): those whose callers may be outside are
   public ones, and nested ones when the table is seen from outside
   (visible false: a public symbol table seen from outside). */
static void find_callees(Solver *s, IrOp *op, bool visible)
{
	bool table = is_symbol_table(op);
	if (!table)
		visible = true;
	else if (!(ir_def(op)->traits & IR_TRAIT_SYMBOL) || !ir_op_symbol_name(s->ctx, op) || has_visibility(op, "private"))
		visible = true;
	for (unsigned r = 0; r < ir_op_nregions(op); r++)
		for (IrBlock *b = ir_region_first(&ir_op_regions(op)[r]); b; b = ir_block_next(b))
			for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
				find_callees(s, o, visible);
	if (!table || !ir_region_first(&ir_op_regions(op)[0]))
		return;
	for (IrOp *o = ir_block_first(ir_region_first(&ir_op_regions(op)[0])); o; o = ir_op_next(o)) {
		IrRegion *body;
		IrType *type;
		if (!ir_def(o) || !(ir_def(o)->traits & IR_TRAIT_SYMBOL) || !ir_op_callable(o, &body, &type) || !body ||
		    !ir_region_first(body))
			continue;
		Callee *c = xcalloc(1, sizeof *c);
		c->body = body;
		c->unknown = !has_visibility(o, "private") && (!has_visibility(o, "nested") || !visible);
		pv_push(&s->callee_list, c);
		pm_put(&s->callees, o, c);
	}
}
void sccp_solve(Solver *s, IrOp *root)
{
	ir_symbol_index_begin(s->ctx, false); /* the IR does not change while it runs */
	find_callees(s, root, !root->block);
	if (s->callees.n)
		ir_walk(root, note_non_call_refs, s);
	enter_regions(s, root);
	while (s->work.n)
		visit(s, s->work.v[--s->work.n]);
	ir_symbol_index_end(s->ctx);
}

bool sccp_executable(const Solver *s, const IrBlock *b)
{
	return pm_get(&s->executable, b) != NULL;
}

void sccp_free(Solver *s)
{
	for (size_t i = 0; i < s->owned.n; i++)
		free(s->owned.v[i]);
	for (size_t i = 0; i < s->callee_list.n; i++) {
		pv_free(&((Callee *)s->callee_list.v[i])->calls);
		free(s->callee_list.v[i]);
	}
	pv_free(&s->callee_list);
	pm_free(&s->callees);
	pv_free(&s->owned);
	pv_free(&s->work);
	pm_free(&s->state);
	pm_free(&s->executable);
}
