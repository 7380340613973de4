/* remove_dead_values.c: MLIR 22's --remove-dead-values.

   A liveness analysis over the whole module (backward: a value is live
   when an op that must stay reads it) decides what goes:
   - ops without memory effects none of whose results is live;
   - the arguments of private functions that are not live, with the
     operands their calls pass, and the results no call uses, with the
     operands of the returns;
   - the block arguments that are not live, with the operands branches
     forward to them;
   - the operands region-branch ops (scf.if, scf.for, scf.while) forward to
     successor inputs none of which is live: they become ub.poison, and the
     op's canonicalization patterns (option `canonicalize`) then drop what
     no longer carries anything.
   A function whose symbol is used other than by calls, or that may be
   called from outside (not private), keeps its signature. */
#include "../ir/inline.h"
#include "../ir/pattern.h"
#include "passes.h"

#include <string.h>

/* A function of a symbol table, and the calls to it. */
typedef struct {
	IrOp *op;
	IrRegion *body;
	bool external; /* callers may be unseen: it is not private, or its symbol is used otherwise */
	PtrVec calls;
} Func;

typedef struct {
	IrContext *ctx;
	PtrMap live;    /* IrValue * -> itself when live */
	PtrMap funcs;   /* function op -> Func */
	PtrVec func_list;
	PtrVec ops;     /* every op, pre-order */
	IrOp *ref_op;   /* the op whose symbol references are being looked at */
	bool changed;
} Rdv;

static bool is_live(const Rdv *s, const IrValue *v)
{
	return pm_get(&s->live, v) != NULL;
}

static void mark(Rdv *s, IrValue *v)
{
	if (v && !is_live(s, v)) {
		pm_put(&s->live, v, v);
		s->changed = true;
	}
}

static void mark_operands(Rdv *s, IrOp *op)
{
	for (unsigned i = 0; i < op->noperands; i++)
		mark(s, ir_op_operands(op)[i].value);
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
	pv_push(&s->ops, op);
	IrRegion *body;
	IrType *type;
	IrOp *parent = ir_op_parent(op);
	if (parent && has_trait(parent, IR_TRAIT_SYMBOL_TABLE) && has_trait(op, IR_TRAIT_SYMBOL) &&
	    ir_op_callable(op, &body, &type) && body && body->first) {
		Func *f = xcalloc(1, sizeof *f);
		*f = (Func){.op = op, .body = body, .external = !is_private(op)};
		pm_put(&s->funcs, op, f);
		pv_push(&s->func_list, f);
	}
	return true;
}

static void find_calls(Rdv *s)
{
	for (size_t i = 0; i < s->ops.n; i++) {
		IrOp *op = s->ops.v[i];
		IrAttr *ref;
		unsigned first;
		if (ir_op_call(op, &ref, &first)) {
			Func *f = resolve(s, op, ref);
			if (f)
				pv_push(&f->calls, op);
			continue;
		}
		s->ref_op = op;
		ir_attr_each_symbol_ref(op->props, ref_external, s);
		ir_attr_each_symbol_ref(op->attrs, ref_external, s);
	}
}

/* The function whose return op is, or NULL. */
static Func *returning_from(Rdv *s, IrOp *op)
{
	if (op->nsuccs || !has_trait(op, IR_TRAIT_TERMINATOR) || !op->block || !op->block->parent)
		return NULL;
	Func *f = pm_get(&s->funcs, op->block->parent->parent);
	return f && f->body == op->block->parent ? f : NULL;
}

/* ---- region-branch ops ---- */

/* The region-branch op whose region op ends, with *from that region's
   index; NULL when op is no such terminator. */
static IrOp *region_branch_of(IrOp *op, int *from)
{
	IrOp *parent = ir_op_parent(op);
	if (!parent || !ir_def(parent) || !ir_def(parent)->region_successors || op->nsuccs || op != op->block->last ||
	    !has_trait(op, IR_TRAIT_TERMINATOR))
		return NULL;
	*from = (int)(op->block->parent - ir_op_regions(parent));
	return parent;
}

/* Where control goes from point (rb itself, or the terminator of region
   from): to[] as IrOpDef.region_successors sets it; returns the first
   operand of point it forwards. */
static unsigned successors(IrOp *rb, int from, const IrOp *point, bool *to)
{
	IrAttr **none = xcalloc(point->noperands + 1, sizeof *none);
	memset(to, 0, (rb->nregions + 1) * sizeof *to);
	unsigned first = ir_def(rb)->region_successors(rb, from, none, to);
	free(none);
	return first;
}

/* Successor input k of nfwd forwarded values in successor t of rb
   (region t's entry argument, or result when t is rb->nregions), NULL when
   there is none. */
static IrValue *successor_input(IrOp *rb, unsigned t, unsigned k, unsigned nfwd)
{
	if (t == rb->nregions)
		return nfwd <= rb->nresults ? &ir_op_results(rb)[rb->nresults - nfwd + k] : NULL;
	IrBlock *b = ir_op_regions(rb)[t].first;
	return b && nfwd <= b->nargs ? b->args[b->nargs - nfwd + k] : NULL;
}

/* Is some successor input that forwarded operand k of point goes to live?
   An input that cannot be found counts as live. */
static bool forwarded_live(const Rdv *s, IrOp *rb, const bool *to, unsigned k, unsigned nfwd)
{
	for (unsigned t = 0; t <= rb->nregions; t++) {
		if (!to[t])
			continue;
		IrValue *in = successor_input(rb, t, k, nfwd);
		if (!in || is_live(s, in))
			return true;
	}
	return false;
}

/* A region-branch op stays, and needs its operands that are not
   forwarded, when it has effects or a live result. */
static bool region_branch_needed(const Rdv *s, const IrOp *rb)
{
	return !ir_op_is_memory_effect_free(rb) || any_result_live(s, rb);
}

/* The operands of point (rb or the terminator of its region from). */
static void visit_region_point(Rdv *s, IrOp *rb, int from, IrOp *point)
{
	bool *to = xmalloc((rb->nregions + 1) * sizeof *to);
	unsigned first = successors(rb, from, point, to);
	bool needed = region_branch_needed(s, rb);
	for (unsigned i = 0; i < point->noperands; i++)
		if (i < first ? needed : forwarded_live(s, rb, to, i - first, point->noperands - first))
			mark(s, ir_op_operands(point)[i].value);
	free(to);
}

/* ---- the analysis ---- */

static void visit_call(Rdv *s, IrOp *op, Func *f, unsigned first)
{
	IrBlock *entry = f->body->first;
	for (unsigned i = 0; i < op->noperands; i++)
		if (i < first || i - first >= entry->nargs || is_live(s, entry->args[i - first]))
			mark(s, ir_op_operands(op)[i].value);
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
			mark(s, ir_op_operands(op)[i].value);
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
	for (unsigned k = 0; k < op->nsuccs; k++) {
		IrSuccessorOperands so;
		ir_def(op)->successor_operands(op, k, &so);
		IrBlock *b = ir_op_succs(op)[k].block;
		for (unsigned j = 0; j < so.n; j++) {
			forwarded[so.first + j] = true;
			unsigned a = so.produced + j;
			if (a >= b->nargs || is_live(s, b->args[a]))
				mark(s, ir_op_operands(op)[so.first + j].value);
		}
	}
	for (unsigned i = 0; i < op->noperands; i++)
		if (!forwarded[i])
			mark(s, ir_op_operands(op)[i].value);
	free(forwarded);
}

/* Does op's one effect allocate its own results? Such an op needs its
   operands only when a result is live (MLIR's liveness). */
static bool only_allocates(const IrOp *op)
{
	unsigned effects;
	return !has_trait(op, IR_TRAIT_RECURSIVE_EFFECTS) && ir_op_effects(op, &effects) && effects == IR_EFFECT_ALLOC;
}

static bool any_operand_dead(const Rdv *s, const IrOp *op)
{
	for (unsigned i = 0; i < op->noperands; i++)
		if (!is_live(s, ir_op_operands(op)[i].value))
			return true;
	return false;
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
	} else if (op->nsuccs) {
		visit_branch(s, op);
	} else if (ir_def(op) && ir_def(op)->region_successors) {
		visit_region_point(s, op, -1, op);
	} else if ((rb = region_branch_of(op, &from))) {
		visit_region_point(s, rb, from, op);
	} else if ((!ir_op_is_memory_effect_free(op) && !only_allocates(op)) || has_trait(op, IR_TRAIT_TERMINATOR) ||
	           any_result_live(s, op)) {
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

/* ---- the cleanup ---- */

/* An op that goes: no effects, no live result, and nothing whose removal
   needs more than erasing it. */
static bool is_dead_op(Rdv *s, IrOp *op)
{
	unsigned first;
	IrAttr *ref;
	int from;
	if (!ir_def(op) || op->nsuccs || has_trait(op, IR_TRAIT_TERMINATOR | IR_TRAIT_SYMBOL) || ir_op_call(op, &ref, &first) ||
	    region_branch_of(op, &from) || (op->nregions && !ir_def(op)->region_successors))
		return false;
	/* an op with a dead operand goes whatever its effects: the analysis
	   keeps every operand of an op whose effects matter alive */
	return (ir_op_is_memory_effect_free(op) || any_operand_dead(s, op)) && !any_result_live(s, op);
}

static IrValue *make_poison(IrContext *ctx, IrOp *before, IrType *type)
{
	IrOpState st = {.name = ir_ident_cstr(ctx, "ub.poison"), .nresults = 1, .result_types = &type,
	                .loc = ir_op_loc(ctx, before)};
	IrOp *p = ir_op_create(ctx, &st);
	ir_block_insert_before(before, p);
	return &ir_op_results(p)[0];
}

/* The operands of point that rb forwards only to successor inputs that are
   not live become poison values made before point. */
static void poison_point(Rdv *s, IrOp *rb, int from, IrOp *point)
{
	bool *to = xmalloc((rb->nregions + 1) * sizeof *to);
	unsigned first = successors(rb, from, point, to);
	for (unsigned i = first; i < point->noperands; i++) {
		IrValue *v = ir_op_operands(point)[i].value;
		if (!forwarded_live(s, rb, to, i - first, point->noperands - first))
			ir_op_set_operand(point, i, make_poison(s->ctx, point, v->type));
	}
	free(to);
}

static void poison_region_branch(Rdv *s, IrOp *rb)
{
	poison_point(s, rb, -1, rb);
	for (unsigned r = 0; r < rb->nregions; r++)
		for (IrBlock *b = ir_op_regions(rb)[r].first; b; b = b->next) {
			int from;
			if (b->last && region_branch_of(b->last, &from) == rb)
				poison_point(s, rb, from, b->last);
		}
}

/* op with its operands where keep[i] is false left out (its replacement). */
static IrOp *keep_operands(IrContext *ctx, IrOp *op, const bool *keep)
{
	IrValue **kept = xmalloc((op->noperands + 1) * sizeof *kept);
	unsigned n = 0;
	for (unsigned i = 0; i < op->noperands; i++)
		if (keep[i])
			kept[n++] = ir_op_operands(op)[i].value;
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
			types[n++] = ir_op_results(call)[i].type;
	for (unsigned i = 0; i < call->noperands; i++)
		operands[i] = ir_op_operands(call)[i].value;
	IrOpState st = {.name = call->name, .nresults = n, .result_types = types, .noperands = call->noperands,
	                .operands = operands, .props = call->props, .attrs = call->attrs, .loc = ir_op_loc(ctx, call)};
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

/* Which results of f no call uses (dead[i]), for nres results. */
static bool *dead_results(Rdv *s, Func *f, unsigned nres)
{
	bool *dead = xmalloc(nres + 1);
	for (unsigned i = 0; i < nres; i++) {
		dead[i] = true;
		for (size_t c = 0; c < f->calls.n && dead[i]; c++) {
			IrOp *call = f->calls.v[c];
			dead[i] = i >= call->nresults || !is_live(s, &ir_op_results(call)[i]);
		}
	}
	return dead;
}

/* The returns of f stop giving the results in dead. */
static void trim_returns(Rdv *s, Func *f, const bool *dead, unsigned nres)
{
	bool *keep = xmalloc(nres + 1);
	for (unsigned i = 0; i < nres; i++)
		keep[i] = !dead[i];
	for (IrBlock *b = f->body->first; b; b = b->next) {
		IrOp *ret = b->last;
		if (ret && returning_from(s, ret) == f && ret->noperands == nres)
			keep_operands(s->ctx, ret, keep);
	}
	free(keep);
}

/* The calls of f lose the results in dead. */
static void trim_calls(Rdv *s, Func *f, const bool *dead, unsigned nres)
{
	for (size_t c = 0; c < f->calls.n; c++)
		if (((IrOp *)f->calls.v[c])->nresults == nres)
			f->calls.v[c] = drop_results(s->ctx, f->calls.v[c], dead);
}

/* The arguments of f that are not live go, with what its calls pass them. */
static void clean_args(Rdv *s, Func *f)
{
	IrBlock *entry = f->body->first;
	for (size_t c = 0; c < f->calls.n; c++) {
		IrOp *call = f->calls.v[c];
		unsigned first;
		ir_op_call(call, &(IrAttr *){NULL}, &first);
		bool *keep = xmalloc(call->noperands + 1);
		for (unsigned i = 0; i < call->noperands; i++)
			keep[i] = i < first || i - first >= entry->nargs || is_live(s, entry->args[i - first]);
		f->calls.v[c] = keep_operands(s->ctx, call, keep);
		free(keep);
	}
}

/* The function type of f once its dead arguments are gone, and those
   arguments erased (their uses are gone with the dead ops). */
static void erase_args(Rdv *s, Func *f)
{
	IrBlock *entry = f->body->first;
	for (unsigned i = entry->nargs; i-- > 0;)
		if (!is_live(s, entry->args[i]) && !ir_value_has_uses(entry->args[i]))
			ir_block_erase_arg(s->ctx, entry, i);
}

static void set_function_type(Rdv *s, Func *f)
{
	IrBlock *entry = f->body->first;
	IrRegion *body;
	IrType *type;
	ir_op_callable(f->op, &body, &type);
	IrType **in = xmalloc((entry->nargs + 1) * sizeof *in);
	for (unsigned i = 0; i < entry->nargs; i++)
		in[i] = entry->args[i]->type;
	/* every return gives the results now, the last block's says their types */
	IrOp *ret = NULL;
	for (IrBlock *b = f->body->first; b; b = b->next)
		if (b->last && returning_from(s, b->last) == f)
			ret = b->last;
	unsigned nout = ret ? ret->noperands : type->func.nout;
	IrType **out = xmalloc((nout + 1) * sizeof *out);
	for (unsigned i = 0; i < nout; i++)
		out[i] = ret ? ir_op_operands(ret)[i].value->type : type->func.types[type->func.nin + i];
	ir_op_set_attr(s->ctx, f->op, ir_ident_cstr(s->ctx, "function_type"),
	               ir_attr_type(s->ctx, ir_type_function(s->ctx, entry->nargs, in, nout, out)));
	free(in);
	free(out);
}

/* Branches stop forwarding to the block arguments that are not live. */
static void clean_branches(Rdv *s, IrBlock *b)
{
	bool any = false;
	for (unsigned i = 0; i < b->nargs && !any; i++)
		any = !is_live(s, b->args[i]);
	if (!any)
		return;
	for (IrBlockOperand *p = b->preds; p; p = p->next)
		if (!ir_def(p->owner) || !ir_def(p->owner)->successor_operands)
			return;
	/* each rebuilt branch leaves the list: take the first one left to do */
	PtrMap done = {0};
	for (;;) {
		IrBlockOperand *p = b->preds;
		while (p && pm_get(&done, p->owner))
			p = p->next;
		if (!p)
			break;
		IrOp *op = p->owner;
		for (unsigned k = 0; k < op->nsuccs; k++) {
			if (ir_op_succs(op)[k].block != b)
				continue;
			IrSuccessorOperands so;
			ir_def(op)->successor_operands(op, k, &so);
			IrValue **kept = xmalloc((so.n + 1) * sizeof *kept);
			unsigned n = 0;
			for (unsigned j = 0; j < so.n; j++)
				if (so.produced + j >= b->nargs || is_live(s, b->args[so.produced + j]))
					kept[n++] = ir_op_operands(op)[so.first + j].value;
			if (n != so.n)
				op = ir_op_set_successor_operands(s->ctx, op, k, n, kept);
			free(kept);
		}
		pm_put(&done, op, op);
	}
	pm_free(&done);
}

static void erase_block_args(Rdv *s, IrBlock *b)
{
	for (unsigned i = b->nargs; i-- > 0;)
		if (!is_live(s, b->args[i]) && !ir_value_has_uses(b->args[i]))
			ir_block_erase_arg(s->ctx, b, i);
}

typedef struct {
	Rdv *s;
	void (*fn)(Rdv *, IrBlock *);
} BlockVisit;

static bool visit_targets(IrOp *op, void *user)
{
	BlockVisit *v = user;
	for (unsigned r = 0; r < op->nregions; r++)
		for (IrBlock *b = ir_op_regions(op)[r].first; b; b = b->next)
			if (b != ir_op_regions(op)[r].first)
				v->fn(v->s, b);
	return true;
}

/* fn on the blocks other than entry blocks, all over root. */
static void for_each_branch_target(Rdv *s, IrOp *root, void (*fn)(Rdv *, IrBlock *))
{
	BlockVisit v = {s, fn};
	ir_walk(root, visit_targets, &v);
}

/* Is op nested in (or) one of the ops of gone? */
static bool within(const PtrMap *gone, IrOp *op)
{
	while (op && !pm_get(gone, op))
		op = ir_op_parent(op);
	return op != NULL;
}

static bool collect_region_branches(IrOp *op, void *user)
{
	if (ir_def(op) && ir_def(op)->region_successors)
		pv_push(user, op);
	return true;
}

static const IrPattern *region_branch_patterns(const IrOpDef *def)
{
	return def->region_successors ? def->patterns : NULL;
}

/* The region-branch ops' canonicalization patterns, on those ops (MLIR's
   list for applyOpPatternsGreedily): what no longer carries anything goes. */
static void canonicalize(IrContext *ctx, IrOp *root)
{
	PtrVec ops = {0};
	ir_walk(root, collect_region_branches, &ops);
	IrGreedyConfig cfg = ir_greedy_config_default();
	cfg.region_simplify = IR_SIMPLIFY_DISABLED;
	cfg.patterns_of = region_branch_patterns;
	cfg.no_folding = true;
	ir_apply_patterns_to_ops(ctx, (IrOp *const *)ops.v, ops.n, &cfg);
	pv_free(&ops);
}

static bool run(PassRun *r, IrOp *root)
{
	Rdv s = {.ctx = r->ctx};
	ir_walk(root, collect, &s);
	find_calls(&s);
	solve(&s);

	/* the dead ops, outermost only (those nested in one go with it) */
	PtrVec dead = {0};
	PtrMap gone = {0};
	for (size_t i = 0; i < s.ops.n; i++) {
		IrOp *op = s.ops.v[i];
		if (is_dead_op(&s, op) && !within(&gone, op)) {
			pv_push(&dead, op);
			pm_put(&gone, op, op);
		}
	}
	for (size_t i = 0; i < s.ops.n; i++) {
		IrOp *op = s.ops.v[i];
		if (ir_def(op) && ir_def(op)->region_successors && !within(&gone, op))
			poison_region_branch(&s, op);
	}
	for_each_branch_target(&s, root, clean_branches);

	/* the functions whose signature changes, and what their calls pass */
	PtrVec cleaned = {0};
	PtrVec dead_rets = {0};
	for (size_t i = 0; i < s.func_list.n; i++) {
		Func *f = s.func_list.v[i];
		IrRegion *body;
		IrType *type;
		if (f->external || !ir_op_callable(f->op, &body, &type))
			continue;
		size_t kept = 0;
		for (size_t c = 0; c < f->calls.n; c++)
			if (!within(&gone, f->calls.v[c]))
				f->calls.v[kept++] = f->calls.v[c];
		f->calls.n = kept;
		bool *d = dead_results(&s, f, type->func.nout);
		trim_returns(&s, f, d, type->func.nout);
		clean_args(&s, f);
		pv_push(&cleaned, f);
		pv_push(&dead_rets, d);
	}

	for (size_t i = dead.n; i-- > 0;) {
		IrOp *op = dead.v[i];
		bool used = false;
		for (unsigned k = 0; k < op->nresults && !used; k++)
			used = ir_value_has_uses(&ir_op_results(op)[k]);
		if (!used)
			ir_op_erase(r->ctx, op);
	}

	for (size_t i = 0; i < cleaned.n; i++) {
		Func *f = cleaned.v[i];
		IrRegion *body;
		IrType *type;
		ir_op_callable(f->op, &body, &type);
		trim_calls(&s, f, dead_rets.v[i], type->func.nout);
		erase_args(&s, f);
		set_function_type(&s, f);
		free(dead_rets.v[i]);
	}
	for_each_branch_target(&s, root, erase_block_args);

	if (pass_option_bool(r, "canonicalize"))
		canonicalize(r->ctx, root);

	pv_free(&dead);
	pv_free(&cleaned);
	pv_free(&dead_rets);
	pm_free(&gone);
	for (size_t i = 0; i < s.func_list.n; i++) {
		Func *f = s.func_list.v[i];
		pv_free(&f->calls);
		free(f);
	}
	pv_free(&s.func_list);
	pm_free(&s.funcs);
	pm_free(&s.live);
	pv_free(&s.ops);
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
