/* remove_dead_values.c: MLIR 22's --remove-dead-values.

   A liveness analysis over the whole module, of the blocks that may run
   (sccp_solver.h): a value is live when an op that could not be erased as
   dead, or a live value, needs it. Then MLIR's cleanup list, made by one
   walk in post-order and applied in MLIR's order:
   - a simple op goes when an operand is not live (no op with effects
     needs it then) or when it has no effects and no live result;
   - a region-branch op (scf.if, scf.for, affine.for, ...) without effects
     or live results goes whole; otherwise the operands it and its
     terminators forward that are not live, or only to successor inputs
     that are not, become ub.poison;
   - a branch whose condition is not live goes (ub.unreachable in its
     place); otherwise the operands it forwards that are not live go, with
     the block arguments they feed;
   - a private function called only by calls loses its arguments that are
     not live, with what its calls pass them, and the results no call
     uses, with what its returns give.
   Ub.poison ops the cleanup made and left unused go. Then (option
   `canonicalize`) a greedy run from the region-branch ops, with every
   op's patterns, drops what no longer carries anything. */
#include "../ir/inline.h"
#include "../ir/pattern.h"
#include "passes.h"
#include "sccp_solver.h"

#include <stddef.h>
#include <string.h>

/* A function of a symbol table, and the calls to it. */
typedef struct {
	IrOp *op;
	IrRegion *body;
	bool external; /* callers may be unseen: it is not private, or its symbol is used otherwise */
	PtrVec calls;
	struct FuncEntry *cleanup; /* what of it goes, once the cleanup list has it */
} Func;

typedef struct {
	IrContext *ctx;
	PtrVec live;    /* the values found live (IrValue.live set), to clear */
	PtrMap funcs;   /* function op -> Func */
	PtrVec func_list;
	PtrVec all;     /* every op, pre-order */
	PtrVec ops;     /* the ops of blocks that may run, pre-order */
	IrOp *ref_op;   /* the op whose symbol references are being looked at */
	bool changed;
} Rdv;

/* Liveness is a bit in the value (IrValue.live, free outside region
   simplification), set by the analysis and cleared once the cleanup list
   is made: a table of every live value would cost a lookup per operand
   in a table as large as the module. */
static bool is_live(const Rdv *s, const IrValue *v)
{
	(void)s;
	return v->live;
}

static void mark(Rdv *s, IrValue *v)
{
	if (v && !v->live) {
		v->live = 1;
		pv_push(&s->live, v);
		s->changed = true;
	}
}

static void clear_live(Rdv *s)
{
	for (size_t i = 0; i < s->live.n; i++)
		((IrValue *)s->live.v[i])->live = 0;
	pv_free(&s->live);
}

static void mark_operands(Rdv *s, IrOp *op)
{
	for (unsigned i = 0; i < op->noperands; i++)
		mark(s, ir_op_operand(op, i));
}

static bool any_result_live(const Rdv *s, const IrOp *op)
{
	for (unsigned i = 0; i < op->nresults; i++)
		if (is_live(s, &ir_op_results(op)[i]))
			return true;
	return false;
}

static bool has_trait(const IrOp *op, unsigned trait)
{
	return ir_def(op) && (ir_def(op)->traits & trait);
}

/* ---- functions and calls ---- */

static bool is_private(const IrOp *op)
{
	IrAttr *v = ir_op_get_attr(op, "sym_visibility");
	return v && v->kind == IR_ATTR_STRING && v->str->n == 7 && !memcmp(v->str->s, "private", 7);
}

/* The function a flat symbol reference from op names, when it is one of
   the analysis's. */
static Func *resolve(Rdv *s, IrOp *op, const IrAttr *ref)
{
	IrOp *fn = ir_symbol_resolve(s->ctx, op, ref);
	return fn ? pm_get(&s->funcs, fn) : NULL;
}

/* A symbol reference on Rdv.ref_op other than a call's callee makes the
   function it names external. */
static void ref_external(const IrAttr *ref, void *user)
{
	Rdv *s = user;
	Func *f = resolve(s, s->ref_op, ref);
	if (f)
		f->external = true;
}

static bool collect(IrOp *op, void *user)
{
	Rdv *s = user;
	pv_push(&s->all, op);
	IrRegion *body;
	IrType *type;
	IrOp *parent = ir_op_parent(op);
	if (parent && has_trait(parent, IR_TRAIT_SYMBOL_TABLE) && has_trait(op, IR_TRAIT_SYMBOL) &&
	    ir_op_callable(op, &body, &type) && body && ir_region_first(body)) {
		Func *f = xcalloc(1, sizeof *f);
		*f = (Func){.op = op, .body = body, .external = !is_private(op)};
		pm_put(&s->funcs, op, f);
		pv_push(&s->func_list, f);
	}
	return true;
}

static void find_calls(Rdv *s)
{
	for (size_t i = 0; i < s->all.n; i++) {
		IrOp *op = s->all.v[i];
		IrAttr *ref;
		unsigned first;
		if (ir_op_call(op, &ref, &first)) {
			Func *f = resolve(s, op, ref);
			if (f)
				pv_push(&f->calls, op);
			continue;
		}
		s->ref_op = op;
		ir_attr_each_symbol_ref(ir_op_props(op), ref_external, s);
		ir_attr_each_symbol_ref(ir_op_attrs(op), ref_external, s);
	}
}

/* The function whose return op is, or NULL. */
static Func *returning_from(Rdv *s, IrOp *op)
{
	if (ir_op_nsuccs(op) || !has_trait(op, IR_TRAIT_TERMINATOR) || !ir_op_block(op) || !ir_block_parent(ir_op_block(op)))
		return NULL;
	Func *f = pm_get(&s->funcs, ir_region_parent(ir_block_parent(ir_op_block(op))));
	return f && f->body == ir_block_parent(ir_op_block(op)) ? f : NULL;
}

/* ---- region-branch ops ---- */

/* The region-branch op whose region op ends, with *from that region's
   index; NULL when op is no such terminator. */
static IrOp *region_branch_of(IrOp *op, int *from)
{
	IrOp *parent = ir_op_parent(op);
	if (!parent || !ir_def(parent) || !ir_def(parent)->region_successors || ir_op_nsuccs(op) || op != ir_block_last(ir_op_block(op)) ||
	    !has_trait(op, IR_TRAIT_TERMINATOR))
		return NULL;
	*from = (int)(ir_block_parent(ir_op_block(op)) - ir_op_regions(parent));
	return parent;
}

/* Where control goes from point (rb itself, or the terminator of region
   from): to[] as IrOpDef.region_successors sets it; returns the first
   operand of point it forwards. */
static unsigned successors(IrOp *rb, int from, const IrOp *point, bool *to)
{
	IrAttr **none = xcalloc(point->noperands + 1, sizeof *none);
	memset(to, 0, (ir_op_nregions(rb) + 1) * sizeof *to);
	unsigned first = ir_def(rb)->region_successors(rb, from, none, to);
	free(none);
	return first;
}

/* Successor input k of nfwd forwarded values in successor t of rb
   (region t's entry argument, or result when t is rb->nregions), NULL when
   there is none. */
static IrValue *successor_input(IrOp *rb, unsigned t, unsigned k, unsigned nfwd)
{
	if (t == ir_op_nregions(rb))
		return nfwd <= rb->nresults ? &ir_op_results(rb)[rb->nresults - nfwd + k] : NULL;
	IrBlock *b = ir_region_first(&ir_op_regions(rb)[t]);
	return b && nfwd <= b->nargs ? ir_block_arg(b, b->nargs - nfwd + k) : NULL;
}

/* Is some successor input that forwarded operand k of point goes to live
   (and not in gone, the values the cleanup list takes, when given)? An
   input that cannot be found counts as live. */
static bool forwarded_live(const Rdv *s, const PtrMap *gone, IrOp *rb, const bool *to, unsigned k, unsigned nfwd)
{
	for (unsigned t = 0; t <= ir_op_nregions(rb); t++) {
		if (!to[t])
			continue;
		IrValue *in = successor_input(rb, t, k, nfwd);
		if (!in || (is_live(s, in) && !(gone && pm_get(gone, in))))
			return true;
	}
	return false;
}

/* Are the operands of rb and of its terminators that it does not forward
   (bounds, conditions) live? When rb could not be erased as dead, or a
   result of it is live (MLIR's LivenessAnalysis::visitBranchOperand). */
static bool region_branch_needed(const Rdv *s, const IrOp *rb)
{
	return !ir_op_would_be_trivially_dead(rb) || any_result_live(s, rb);
}

/* The operands of point (rb or the terminator of its region from). */
static void visit_region_point(Rdv *s, IrOp *rb, int from, IrOp *point)
{
	bool *to = xmalloc((ir_op_nregions(rb) + 1) * sizeof *to);
	unsigned first = successors(rb, from, point, to);
	bool needed = region_branch_needed(s, rb);
	for (unsigned i = 0; i < point->noperands; i++)
		if (i < first ? needed : forwarded_live(s, NULL, rb, to, i - first, point->noperands - first))
			mark(s, ir_op_operand(point, i));
	free(to);
}

/* ---- the analysis ---- */

static void visit_call(Rdv *s, IrOp *op, Func *f, unsigned first)
{
	IrBlock *entry = ir_region_first(f->body);
	for (unsigned i = 0; i < op->noperands; i++)
		if (i < first || i - first >= entry->nargs || is_live(s, ir_block_arg(entry, i - first)))
			mark(s, ir_op_operand(op, i));
}

static void visit_return(Rdv *s, IrOp *op, Func *f)
{
	for (unsigned i = 0; i < op->noperands; i++) {
		bool live = f->external;
		for (size_t c = 0; c < f->calls.n && !live; c++) {
			IrOp *call = f->calls.v[c];
			live = i < call->nresults && is_live(s, &ir_op_results(call)[i]);
		}
		if (live)
			mark(s, ir_op_operand(op, i));
	}
}

/* A branch: a forwarded operand is live when its block argument is; the
   others (conditions) always are. */
static void visit_branch(Rdv *s, IrOp *op)
{
	if (!ir_def(op) || !ir_def(op)->successor_operands) {
		mark_operands(s, op);
		return;
	}
	bool *forwarded = xcalloc(op->noperands + 1, 1);
	for (unsigned k = 0; k < ir_op_nsuccs(op); k++) {
		IrSuccessorOperands so;
		ir_def(op)->successor_operands(op, k, &so);
		IrBlock *b = ir_op_succ(op, k);
		for (unsigned j = 0; j < so.n; j++) {
			forwarded[so.first + j] = true;
			unsigned a = so.produced + j;
			if (a >= b->nargs || is_live(s, ir_block_arg(b, a)))
				mark(s, ir_op_operand(op, so.first + j));
		}
	}
	for (unsigned i = 0; i < op->noperands; i++)
		if (!forwarded[i])
			mark(s, ir_op_operand(op, i));
	free(forwarded);
}

static void visit(Rdv *s, IrOp *op)
{
	unsigned first;
	int from;
	IrAttr *ref;
	Func *f;
	IrOp *rb;
	if (ir_op_call(op, &ref, &first)) {
		if ((f = resolve(s, op, ref)))
			visit_call(s, op, f, first);
		else
			mark_operands(s, op);
	} else if ((f = returning_from(s, op))) {
		visit_return(s, op, f);
	} else if (ir_op_nsuccs(op)) {
		visit_branch(s, op);
	} else if (ir_def(op) && ir_def(op)->region_successors) {
		visit_region_point(s, op, -1, op);
	} else if ((rb = region_branch_of(op, &from))) {
		visit_region_point(s, rb, from, op);
	} else if (!ir_op_would_be_trivially_dead(op) || any_result_live(s, op)) {
		mark_operands(s, op);
	}
}

static void solve(Rdv *s)
{
	do {
		s->changed = false;
		for (size_t i = s->ops.n; i-- > 0;)
			visit(s, s->ops.v[i]);
	} while (s->changed);
}

/* ---- what goes: MLIR's final cleanup list ----
   A walk in post-order (MLIR's Operation::walk) looks at every op once,
   after the ops nested in it, and lists what goes; values it decides are
   gone join the dead set, which ops looked at later treat as not live. */

typedef struct {
	IrOp *op;       /* a return, a call, or a point of a region-branch op */
	bool *dead;     /* per operand */
	Func *callee;   /* a call: its arguments go with the callee's */
	bool poison;    /* dead operands become ub.poison, else they go */
} OperandsEntry;

/* A branch's successor succ: in Cleanup.blocks, the arguments of block
   that go; in Cleanup.succs (block NULL), the branch's operands that go. */
typedef struct {
	IrOp *branch;
	IrBlock *block;
	unsigned succ, n;
	bool *dead;     /* per successor operand (block argument) */
} SuccessorEntry;

typedef struct FuncEntry {
	Func *f;
	bool *dead_args, *dead_rets;
	unsigned nargs, nrets;
} FuncEntry;

typedef struct {
	PtrMap dead;        /* values no longer live: IrValue * -> itself */
	PtrVec erase;       /* ops that go, in walk order */
	PtrVec funcs;       /* FuncEntry * */
	PtrVec operands;    /* OperandsEntry * */
	PtrVec blocks;      /* SuccessorEntry *, block set: its arguments go */
	PtrVec succs;       /* SuccessorEntry *: a branch's operands go */
	PtrVec results;     /* OperandsEntry *: a call's results go (dead per result) */
	/* the lists name ops as the walk found them; an op the cleanup rebuilt
	   is freed and its address may be taken by a new op, so the op in its
	   place is found by the address the walk found (renamed), and an op
	   rebuilt again by where it came from (origin) */
	PtrMap renamed;     /* op as found -> the op now in its place */
	PtrMap origin;      /* op made by a rebuild -> that op as found */
	PtrMap poisons;     /* ub.poison ops made by the cleanup */
} Cleanup;

static bool live(const Rdv *s, const Cleanup *c, const IrValue *v)
{
	return !pm_get(&c->dead, v) && is_live(s, v);
}

static bool any_live(const Rdv *s, const Cleanup *c, const IrOp *op)
{
	for (unsigned i = 0; i < op->nresults; i++)
		if (live(s, c, &ir_op_results(op)[i]))
			return true;
	return false;
}

static void kill_results(Cleanup *c, IrOp *op, const bool *which)
{
	for (unsigned i = 0; i < op->nresults; i++)
		if (!which || which[i])
			pm_put(&c->dead, &ir_op_results(op)[i], &ir_op_results(op)[i]);
}

static OperandsEntry *operands_entry(PtrVec *list, IrOp *op, unsigned n, Func *callee, bool poison)
{
	OperandsEntry *e = xmalloc(sizeof *e);
	*e = (OperandsEntry){op, xcalloc(n + 1, 1), callee, poison};
	pv_push(list, e);
	return e;
}

/* An op that is not a function, call, branch, region-branch op or
   terminator goes when an operand is not live (then no op with effects
   needs it), or when it has no effects and no live result. */
static void plan_simple(Rdv *s, Cleanup *c, IrOp *op)
{
	bool dead_operand = false;
	for (unsigned i = 0; i < op->noperands && !dead_operand; i++)
		dead_operand = !live(s, c, ir_op_operand(op, i));
	if (!dead_operand && (!ir_op_is_memory_effect_free(op) || any_live(s, c, op)))
		return;
	pv_push(&c->erase, op);
	kill_results(c, op, NULL);
}

/* A private function called only by calls loses the arguments that are not
   live and the results no call uses. */
static void plan_func(Rdv *s, Cleanup *c, Func *f)
{
	if (!f || f->external)
		return;
	IrRegion *body;
	IrType *type;
	ir_op_callable(f->op, &body, &type);
	IrBlock *entry = ir_region_first(f->body);
	FuncEntry *e = xmalloc(sizeof *e);
	*e = (FuncEntry){f, xcalloc(entry->nargs + 1, 1), xcalloc(type->func.nout + 1, 1), entry->nargs,
	                 type->func.nout};
	for (unsigned i = 0; i < entry->nargs; i++)
		if ((e->dead_args[i] = !live(s, c, ir_block_arg(entry, i))))
			pm_put(&c->dead, ir_block_arg(entry, i), ir_block_arg(entry, i));
	for (size_t k = 0; k < f->calls.n; k++) {
		IrOp *call = f->calls.v[k];
		operands_entry(&c->operands, call, call->noperands, f, false);
	}
	for (unsigned i = 0; i < e->nrets; i++) {
		e->dead_rets[i] = true;
		for (size_t k = 0; k < f->calls.n && e->dead_rets[i]; k++) {
			IrOp *call = f->calls.v[k];
			e->dead_rets[i] = i >= call->nresults || !live(s, c, &ir_op_results(call)[i]);
		}
	}
	for (IrBlock *b = ir_region_first(f->body); b; b = ir_block_next(b)) {
		IrOp *ret = ir_block_last(b);
		if (ret && returning_from(s, ret) == f && ret->noperands == e->nrets) {
			OperandsEntry *o = operands_entry(&c->operands, ret, ret->noperands, NULL, false);
			memcpy(o->dead, e->dead_rets, e->nrets);
		}
	}
	pv_push(&c->funcs, e);
	f->cleanup = e;
	if (!e->nrets)
		return;
	for (size_t k = 0; k < f->calls.n; k++) {
		IrOp *call = f->calls.v[k];
		OperandsEntry *o = operands_entry(&c->results, call, call->nresults, NULL, false);
		for (unsigned i = 0; i < call->nresults && i < e->nrets; i++)
			o->dead[i] = e->dead_rets[i];
		kill_results(c, call, o->dead);
	}
}

/* The operands point (rb itself or the terminator of its region from)
   forwards that are not live, or that go only to successor inputs that
   are not, become poison. */
static void plan_region_point(Rdv *s, Cleanup *c, IrOp *rb, int from, IrOp *point)
{
	bool *to = xmalloc((ir_op_nregions(rb) + 1) * sizeof *to);
	unsigned first = successors(rb, from, point, to);
	OperandsEntry *e = NULL;
	unsigned nfwd = point->noperands - first;
	for (unsigned i = first; i < point->noperands; i++) {
		if (live(s, c, ir_op_operand(point, i)) && forwarded_live(s, &c->dead, rb, to, i - first, nfwd))
			continue;
		if (!e)
			e = operands_entry(&c->operands, point, point->noperands, NULL, true);
		e->dead[i] = true;
	}
	free(to);
}

/* A region-branch op with no effects and no live result goes whole;
   otherwise what it forwards in vain becomes poison. */
static void plan_region_branch(Rdv *s, Cleanup *c, IrOp *rb)
{
	if (ir_op_is_memory_effect_free(rb) && !any_live(s, c, rb)) {
		pv_push(&c->erase, rb);
		return;
	}
	plan_region_point(s, c, rb, -1, rb);
	for (unsigned r = 0; r < ir_op_nregions(rb); r++)
		for (IrBlock *b = ir_region_first(&ir_op_regions(rb)[r]); b; b = ir_block_next(b)) {
			int from;
			if (ir_block_last(b) && region_branch_of(ir_block_last(b), &from) == rb)
				plan_region_point(s, c, rb, from, ir_block_last(b));
		}
}

/* A branch with a condition that is not live goes; otherwise the operands
   it forwards that are not live go, with the block arguments they feed. */
static void plan_branch(Rdv *s, Cleanup *c, IrOp *op)
{
	bool *forwarded = xcalloc(op->noperands + 1, 1);
	for (unsigned k = 0; k < ir_op_nsuccs(op); k++) {
		IrSuccessorOperands so;
		ir_def(op)->successor_operands(op, k, &so);
		memset(forwarded + so.first, 1, so.n);
	}
	bool dead_condition = false;
	for (unsigned i = 0; i < op->noperands && !dead_condition; i++)
		dead_condition = !forwarded[i] && !live(s, c, ir_op_operand(op, i));
	free(forwarded);
	if (dead_condition) {
		pv_push(&c->erase, op);
		return;
	}
	for (unsigned k = 0; k < ir_op_nsuccs(op); k++) {
		IrSuccessorOperands so;
		ir_def(op)->successor_operands(op, k, &so);
		IrBlock *b = ir_op_succ(op, k);
		unsigned n = so.produced + so.n;
		SuccessorEntry *args = xmalloc(sizeof *args), *ops = xmalloc(sizeof *ops);
		*args = (SuccessorEntry){op, b, k, n, xcalloc(n + 1, 1)};
		for (unsigned j = 0; j < so.n; j++)
			if ((args->dead[so.produced + j] = !live(s, c, ir_op_operand(op, so.first + j))) &&
			    so.produced + j < b->nargs)
				pm_put(&c->dead, ir_block_arg(b, so.produced + j), ir_block_arg(b, so.produced + j));
		*ops = (SuccessorEntry){op, NULL, k, n, xmalloc(n + 1)};
		memcpy(ops->dead, args->dead, n);
		pv_push(&c->blocks, args);
		pv_push(&c->succs, ops);
	}
}

typedef struct {
	Rdv *s;
	Cleanup *c;
} Planner;

/* One op of the walk that makes the list (ir_walk_post). */
static bool plan(IrOp *op, void *user)
{
	Rdv *s = ((Planner *)user)->s;
	Cleanup *c = ((Planner *)user)->c;
	IrRegion *body;
	IrType *type;
	if (ir_op_callable(op, &body, &type))
		plan_func(s, c, pm_get(&s->funcs, op));
	else if (ir_def(op) && ir_def(op)->region_successors)
		plan_region_branch(s, c, op);
	else if (ir_op_nsuccs(op) && ir_def(op) && ir_def(op)->successor_operands)
		plan_branch(s, c, op);
	else if (!has_trait(op, IR_TRAIT_TERMINATOR) && !ir_op_call(op, &(IrAttr *){NULL}, &(unsigned){0}))
		plan_simple(s, c, op);
	return true;
}

/* ---- the cleanup, in MLIR's order ---- */

/* op with its operands where keep[i] is false left out (its replacement). */
static IrOp *keep_operands(IrContext *ctx, IrOp *op, const bool *keep)
{
	IrValue **kept = xmalloc((op->noperands + 1) * sizeof *kept);
	unsigned n = 0;
	for (unsigned i = 0; i < op->noperands; i++)
		if (keep[i])
			kept[n++] = ir_op_operand(op, i);
	IrOp *fresh = n == op->noperands ? op : ir_op_splice_operands(ctx, op, 0, op->noperands, n, kept);
	free(kept);
	return fresh;
}

/* call rebuilt without the results where dead[i] (unused by now). */
static IrOp *drop_results(IrContext *ctx, IrOp *call, const bool *dead)
{
	IrType **types = xmalloc((call->nresults + 1) * sizeof *types);
	IrValue **operands = xmalloc((call->noperands + 1) * sizeof *operands);
	unsigned n = 0;
	for (unsigned i = 0; i < call->nresults; i++)
		if (!dead[i])
			types[n++] = ir_value_type(&ir_op_results(call)[i]);
	for (unsigned i = 0; i < call->noperands; i++)
		operands[i] = ir_op_operand(call, i);
	IrOpState st = {.name = ir_op_name(call), .nresults = n, .result_types = types, .noperands = call->noperands,
	                .operands = operands, .props = ir_op_props(call), .attrs = ir_op_attrs(call), .loc = ir_op_loc(ctx, call)};
	IrOp *fresh = ir_op_create(ctx, &st);
	ir_block_insert_before(call, fresh);
	for (unsigned i = 0, k = 0; i < call->nresults; i++)
		if (!dead[i])
			ir_value_replace_all_uses(&ir_op_results(call)[i], &ir_op_results(fresh)[k++]);
	ir_op_erase(ctx, call);
	free(types);
	free(operands);
	return fresh;
}

/* The op now in the place of op as the walk found it. */
static IrOp *current(const Cleanup *c, IrOp *found)
{
	IrOp *now = pm_get(&c->renamed, found);
	return now ? now : found;
}

/* op (as current gave it) was rebuilt as fresh. */
static void rebuilt(Cleanup *c, IrOp *op, IrOp *fresh)
{
	if (fresh == op)
		return;
	IrOp *found = pm_get(&c->origin, op);
	if (found)
		pm_remove(&c->origin, op);
	else
		found = op;
	pm_put(&c->renamed, found, fresh);
	pm_put(&c->origin, fresh, found);
}

/* A ub.poison of type, made before op (at the start of block b when op is
   NULL) at loc; the cleanup erases it at the end if it is left unused. */
static IrValue *poison(Rdv *s, Cleanup *c, IrOp *before, IrBlock *b, IrType *type, IrAttr *loc)
{
	IrOpState st = {.name = ir_ident_cstr(s->ctx, "ub.poison"), .nresults = 1, .result_types = &type, .loc = loc};
	IrOp *p = ir_op_create(s->ctx, &st);
	ir_block_insert_before(before ? before : ir_block_first(b), p);
	pm_put(&c->poisons, p, p);
	return &ir_op_results(p)[0];
}

static IrAttr *value_loc(IrContext *ctx, IrValue *v)
{
	return v->is_arg ? ir_arg_loc(ctx, v) : ir_op_loc(ctx, ir_value_def(v));
}

/* MLIR drops the uses of a value that goes; the ops using it go too, later
   in the cleanup. Until then they use a poison value instead. */
static void drop_uses(Rdv *s, Cleanup *c, IrValue *v, IrOp *before, IrBlock *b)
{
	if (ir_value_has_uses(v))
		ir_value_replace_all_uses(v, poison(s, c, before, b, ir_value_type(v), value_loc(s->ctx, v)));
}

static void erase_block_args(Rdv *s, Cleanup *c, SuccessorEntry *e)
{
	IrBlock *b = e->block;
	if (b->nargs != e->n)
		return;
	for (unsigned i = e->n; i-- > 0;)
		if (e->dead[i]) {
			drop_uses(s, c, ir_block_arg(b, i), NULL, b);
			ir_block_erase_arg(s->ctx, b, i);
		}
}

static void erase_successor_operands(Rdv *s, Cleanup *c, SuccessorEntry *e)
{
	IrOp *op = current(c, e->branch);
	IrSuccessorOperands so;
	ir_def(op)->successor_operands(op, e->succ, &so);
	if (so.produced + so.n != e->n)
		return;
	IrValue **kept = xmalloc((so.n + 1) * sizeof *kept);
	unsigned n = 0;
	for (unsigned j = 0; j < so.n; j++)
		if (!e->dead[so.produced + j])
			kept[n++] = ir_op_operand(op, so.first + j);
	if (n != so.n)
		rebuilt(c, op, ir_op_set_successor_operands(s->ctx, op, e->succ, n, kept));
	free(kept);
}

/* attr (an array of one dictionary per argument or result) without the
   entries that go; NULL when none is left that is not empty. */
static IrAttr *without(IrContext *ctx, IrAttr *attr, const bool *dead)
{
	if (!attr || attr->kind != IR_ATTR_ARRAY)
		return attr;
	IrAttr **kept = xmalloc((attr->array.n + 1) * sizeof *kept);
	unsigned n = 0;
	bool any = false;
	for (unsigned i = 0; i < attr->array.n; i++)
		if (!dead[i]) {
			kept[n] = attr->array.elems[i];
			any |= kept[n]->kind != IR_ATTR_DICT || kept[n]->dict.n;
			n++;
		}
	IrAttr *fresh = any ? ir_attr_array(ctx, n, kept) : NULL;
	free(kept);
	return fresh;
}

/* The function loses its dead arguments and results, in its type and
   its argument and result attributes. */
static void shrink_function(Rdv *s, Cleanup *c, FuncEntry *e)
{
	IrOp *fn = e->f->op;
	IrBlock *entry = ir_region_first(e->f->body);
	IrRegion *body;
	IrType *type;
	ir_op_callable(fn, &body, &type);
	if (entry->nargs != e->nargs || type->func.nin != e->nargs || type->func.nout != e->nrets)
		return;
	for (unsigned i = e->nargs; i-- > 0;)
		if (e->dead_args[i]) {
			drop_uses(s, c, ir_block_arg(entry, i), NULL, entry);
			ir_block_erase_arg(s->ctx, entry, i);
		}
	IrType **in = xmalloc((e->nargs + 1) * sizeof *in), **out = xmalloc((e->nrets + 1) * sizeof *out);
	unsigned nin = 0, nout = 0;
	for (unsigned i = 0; i < e->nargs; i++)
		if (!e->dead_args[i])
			in[nin++] = type->func.types[i];
	for (unsigned i = 0; i < e->nrets; i++)
		if (!e->dead_rets[i])
			out[nout++] = type->func.types[e->nargs + i];
	IrIdent *names[3] = {ir_ident_cstr(s->ctx, "function_type"), ir_ident_cstr(s->ctx, "arg_attrs"),
	                     ir_ident_cstr(s->ctx, "res_attrs")};
	IrAttr *values[3] = {ir_attr_type(s->ctx, ir_type_function(s->ctx, nin, in, nout, out)),
	                     without(s->ctx, ir_op_get_attr_id(fn, names[1]), e->dead_args),
	                     without(s->ctx, ir_op_get_attr_id(fn, names[2]), e->dead_rets)};
	ir_op_update_attrs(s->ctx, fn, 3, names, values);
	free(in);
	free(out);
}

static bool any_set(const bool *v, unsigned n)
{
	for (unsigned i = 0; i < n; i++)
		if (v[i])
			return true;
	return false;
}

static void clean_operands(Rdv *s, Cleanup *c, OperandsEntry *e)
{
	IrOp *op = current(c, e->op);
	FuncEntry *callee = e->callee ? e->callee->cleanup : NULL;
	unsigned first;
	if (callee && any_set(callee->dead_args, callee->nargs) && ir_op_call(op, &(IrAttr *){NULL}, &first)) {
		bool *keep = xmalloc(op->noperands + 1);
		for (unsigned i = 0; i < op->noperands; i++)
			keep[i] = i < first || i - first >= callee->nargs || !callee->dead_args[i - first];
		rebuilt(c, op, keep_operands(s->ctx, op, keep));
		free(keep);
		return;
	}
	if (!any_set(e->dead, op->noperands))
		return;
	if (e->poison) {
		for (unsigned i = 0; i < op->noperands; i++)
			if (e->dead[i]) {
				IrValue *v = ir_op_operand(op, i);
				ir_op_set_operand(op, i, poison(s, c, op, NULL, ir_value_type(v), value_loc(s->ctx, v)));
			}
		return;
	}
	bool *keep = xmalloc(op->noperands + 1);
	for (unsigned i = 0; i < op->noperands; i++)
		keep[i] = !e->dead[i];
	rebuilt(c, op, keep_operands(s->ctx, op, keep));
	free(keep);
}

static void clean_results(Rdv *s, Cleanup *c, OperandsEntry *e)
{
	IrOp *call = current(c, e->op);
	for (unsigned i = 0; i < call->nresults; i++)
		if (e->dead[i])
			drop_uses(s, c, &ir_op_results(call)[i], call, NULL);
	rebuilt(c, call, drop_results(s->ctx, call, e->dead));
}

/* The op goes; a terminator leaves ub.unreachable in its place, and a
   result still used leaves a poison value. */
static void erase_op(Rdv *s, Cleanup *c, IrOp *op)
{
	op = current(c, op);
	if (has_trait(op, IR_TRAIT_TERMINATOR)) {
		IrOpState st = {.name = ir_ident_cstr(s->ctx, "ub.unreachable"), .loc = ir_op_loc(s->ctx, op)};
		ir_block_insert_before(op, ir_op_create(s->ctx, &st));
	}
	for (unsigned i = 0; i < op->nresults; i++)
		drop_uses(s, c, &ir_op_results(op)[i], op, NULL);
	ir_op_erase(s->ctx, op);
}

/* A ub.poison the cleanup made, unused. (One erased with an op it was in
   may have left its address to a ub.unreachable made later.) */
static bool collect_unused_poison(IrOp *op, void *user)
{
	Cleanup *c = user;
	if (pm_get(&c->poisons, op) && op->nresults == 1 && !ir_value_has_uses(&ir_op_results(op)[0]))
		pv_push(&c->erase, op);
	return true;
}

static void free_entries(PtrVec *list, size_t offset_of_dead)
{
	for (size_t i = 0; i < list->n; i++) {
		free(*(bool **)((char *)list->v[i] + offset_of_dead));
		free(list->v[i]);
	}
	pv_free(list);
}

static void cleanup(Rdv *s, Cleanup *c, IrOp *root)
{
	for (size_t i = 0; i < c->blocks.n; i++)
		erase_block_args(s, c, c->blocks.v[i]);
	for (size_t i = 0; i < c->succs.n; i++)
		erase_successor_operands(s, c, c->succs.v[i]);
	for (size_t i = 0; i < c->funcs.n; i++)
		shrink_function(s, c, c->funcs.v[i]);
	for (size_t i = 0; i < c->operands.n; i++)
		clean_operands(s, c, c->operands.v[i]);
	for (size_t i = 0; i < c->results.n; i++)
		clean_results(s, c, c->results.v[i]);
	for (size_t i = 0; i < c->erase.n; i++)
		erase_op(s, c, c->erase.v[i]);
	c->erase.n = 0;
	ir_walk(root, collect_unused_poison, c);
	for (size_t i = 0; i < c->erase.n; i++)
		ir_op_erase(s->ctx, c->erase.v[i]);
}

/* A region-branch op joins the list; in post-order, as MLIR's walk. */
static bool collect_region_branch(IrOp *op, void *ops)
{
	if (ir_def(op) && ir_def(op)->region_successors)
		pv_push(ops, op);
	return true;
}

/* MLIR 22's cleanup after the pass: a greedy run (AnyOp, folding on, no
   region simplification) starting from the region-branch ops, with every
   op's canonicalization patterns, so that what no longer carries
   anything goes, and the ops a change touches are simplified too. */
static void canonicalize(IrContext *ctx, IrOp *root)
{
	PtrVec ops = {0};
	ir_walk_post(root, collect_region_branch, &ops);
	IrGreedyConfig cfg = ir_greedy_config_default();
	cfg.region_simplify = IR_SIMPLIFY_DISABLED;
	cfg.any_op = true;
	ir_apply_patterns_to_ops(ctx, (IrOp *const *)ops.v, ops.n, &cfg);
	pv_free(&ops);
}

static bool run(PassRun *r, IrOp *root)
{
	/* the analysis looks only at code that may run (MLIR's liveness runs
	   beside its dead code analysis): a value used only elsewhere is dead */
	Solver code = {.ctx = r->ctx};
	sccp_solve(&code, root);
	Rdv s = {.ctx = r->ctx};
	ir_symbol_index_begin(r->ctx, false); /* the IR does not change until the analysis ends */
	ir_walk(root, collect, &s);
	find_calls(&s);
	for (size_t i = 0; i < s.all.n; i++) {
		IrOp *op = s.all.v[i];
		if (op == root || (ir_op_block(op) && sccp_executable(&code, ir_op_block(op))))
			pv_push(&s.ops, op);
	}
	sccp_free(&code);
	solve(&s);
	ir_symbol_index_end(r->ctx);

	Cleanup c = {0};
	ir_walk_post(root, plan, &(Planner){&s, &c});
	clear_live(&s);
	cleanup(&s, &c, root);
	if (pass_option_bool(r, "canonicalize"))
		canonicalize(r->ctx, root);

	pv_free(&c.erase);
	for (size_t i = 0; i < c.funcs.n; i++) {
		FuncEntry *e = c.funcs.v[i];
		free(e->dead_args);
		free(e->dead_rets);
		free(e);
	}
	pv_free(&c.funcs);
	free_entries(&c.operands, offsetof(OperandsEntry, dead));
	free_entries(&c.results, offsetof(OperandsEntry, dead));
	free_entries(&c.blocks, offsetof(SuccessorEntry, dead));
	free_entries(&c.succs, offsetof(SuccessorEntry, dead));
	pm_free(&c.dead);
	pm_free(&c.renamed);
	pm_free(&c.origin);
	pm_free(&c.poisons);
	for (size_t i = 0; i < s.func_list.n; i++) {
		Func *f = s.func_list.v[i];
		pv_free(&f->calls);
		free(f);
	}
	pv_free(&s.func_list);
	pm_free(&s.funcs);
	pv_free(&s.ops);
	pv_free(&s.all);
	return true;
}

static const PassOptionDef options[] = {
	{.name = "canonicalize", .kind = PASS_OPT_BOOL, .value = "true", .help = "Canonicalize region branch ops"},
	{.name = NULL},
};

const PassDef pass_remove_dead_values = {
	.arg = "remove-dead-values",
	.name = "RemoveDeadValues",
	.summary = "Remove dead values",
	.anchor = NULL,
	.options = options,
	.run = run,
};
