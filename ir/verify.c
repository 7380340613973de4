/* verify.c: structural verification: operands defined, successors in the same
   region, and dominance of every use in SSA-CFG regions. */
#include <stdatomic.h>
#include <stdlib.h>

#include "internal.h"

/* An op with regions directly inside the op ir_verify runs on, verified
   ahead on a thread; its diagnostics are held until the walk in order
   reaches it, or dropped if the walk stops before.  MLIR's verifier
   verifies the isolated ops of a region in parallel; the others of a
   module's body are verified ahead too, since nothing they check looks
   at the ops beside them (the body is a graph region: uses of its values
   need no dominance).  But a diagnostic on an op prints it with the values
   of the nearest isolated op around it numbered, which for these is the
   module: their diagnostics are only counted, and the walk verifies again
   the one that had some. */
typedef struct {
	IrOp *op;
	IrDiagCapture diags;
	unsigned errors; /* how many of them are errors */
	bool ok;
	bool last;   /* verified_last: the walk takes it at the end of its block */
	bool taken;  /* the walk has taken its result */
	bool inside; /* not last: it uses no value from outside the region it is in
	                (the part of that region's isolation check it holds) */
} Ahead;

/* Fewer ops than this in all are verified on the calling thread. */
enum { AHEAD_MIN_OPS = 512 };

typedef struct {
	IrContext *ctx;
	bool ok;
	/* MLIR verifies each op isolated from above on its own and stops at the
	   first error inside it: the error count when the innermost such scope
	   began, less the errors of the scopes nested in it */
	unsigned scope_errors;
	IrDominance *dom;
	/* unregistered op name -> ir_op_unknown_to_dialect + 1: the dialects
	   are searched by name once per name, not for every op */
	PtrMap unknown_to_dialect;
	PtrVec last; /* ops verified_last waiting for the end of their parent */
	Ahead *ahead; /* in block order: ops directly inside the op ir_verify runs on */
	size_t nahead;
	/* the walk's place in ahead: the next entry of each kind to look at
	   (verified_last and not) */
	size_t ahead_next[2];
} Verifier;

static Verifier verifier_new(IrContext *ctx)
{
	return (Verifier){.ctx = ctx, .ok = true, .scope_errors = ir_diag_thread_errors(),
	                  .dom = ir_dominance_create()};
}

/* Frees what vf holds but its ahead results. */
static void verifier_free(Verifier *vf)
{
	ir_dominance_destroy(vf->dom);
	pm_free(&vf->unknown_to_dialect);
	pv_free(&vf->last);
}

/* Has the innermost isolated scope reported an error? */
static bool scope_failed(const Verifier *vf)
{
	return ir_diag_thread_errors() != vf->scope_errors;
}

/* Ops whose regions may not use values defined outside them. */
static bool is_isolated(const IrOp *op)
{
	return ir_def(op) && (ir_def(op)->traits & IR_TRAIT_ISOLATED);
}

/* MLIR verifies the isolated ops with regions inside an op once all else
   in it verified (its verifyOnExit), every one even when one fails; mica
   those without operands and successors, whose checks look at nothing
   around them (an op's place in its block decides its operands' check). */
static bool verified_last(const IrOp *op)
{
	return is_isolated(op) && ir_op_nregions(op) && !op->noperands && !ir_op_nsuccs(op);
}

/* Regions of unregistered ops may be graph regions, where uses need not be
   dominated (MLIR's mayBeGraphRegion); a registered op's are graph regions
   only if it says so (builtin.module: MLIR's RegionKindInterface). */
static bool is_graph_region(const IrOp *parent)
{
	return !ir_def(parent) || (ir_def(parent)->traits & IR_TRAIT_GRAPH_REGION);
}

/* Is the definition of v visible at user (dominance where required)? */
static bool value_dominates(Verifier *vf, IrValue *v, IrOp *user)
{
	IrBlock *def_block = ir_value_block(v);
	if (!def_block)
		return false;
	IrRegion *def_region = ir_block_parent(def_block);
	/* find the ancestor of user that lives in def_region */
	IrOp *anc = user;
	while (ir_op_block(anc) && ir_block_parent(ir_op_block(anc)) != def_region) {
		anc = ir_op_parent(anc);
		if (!anc)
			return false;
	}
	if (!anc->block)
		return false;
	if (!ir_region_parent(def_region) || is_graph_region(ir_region_parent(def_region)))
		return true;
	if (ir_op_block(anc) == def_block) {
		if (!ir_value_def(v))
			return true;
		/* a use inside the defining op's own regions does not count */
		return ir_value_def(v)->walked;
	}
	return ir_dominance_block_dominates(vf->dom, def_block, ir_op_block(anc));
}

static void verify_op(Verifier *vf, IrOp *op, bool reachable);

/* An unregistered op of a dialect that allows no unknown ops does not
   exist, --allow-unregistered-dialect or not. */
static bool unknown_op_of_known_dialect(Verifier *vf, IrOp *op)
{
	if (ir_def(op))
		return false;
	uintptr_t known = (uintptr_t)pm_get(&vf->unknown_to_dialect, ir_op_name(op));
	if (!known) {
		known = ir_op_unknown_to_dialect(ir_op_name(op)) + 1;
		pm_put(&vf->unknown_to_dialect, ir_op_name(op), (void *)known);
	}
	size_t ns = known - 1;
	if (!ns)
		return false;
	ir_diag_op(vf->ctx, IR_DIAG_ERROR, op,
	           "unregistered operation '%s' found in dialect ('%.*s') that does not allow unknown operations",
	           ir_op_name(op)->s, (int)ns, ir_op_name(op)->s);
	vf->ok = false;
	return true;
}

static void verify_core_op(Verifier *vf, IrOp *op)
{
	char msg[200];
	if (unknown_op_of_known_dialect(vf, op))
		return;
	if ((ir_def(op) && ir_def(op)->check && !ir_def(op)->check(vf->ctx, op, msg, sizeof msg)) ||
	    !ir_op_def_check(vf->ctx, op, msg, sizeof msg)) {
		ir_emit_op_error(vf->ctx, op, "%s", msg);
		vf->ok = false;
		return;
	}
	if (ir_def(op) && !ir_op_def_check_types(vf->ctx, op)) {
		vf->ok = false;
		return;
	}
	if (ir_def(op) && ir_def(op)->verify && !ir_def(op)->verify(vf->ctx, op))
		vf->ok = false;
}

/* SymbolTable: the symbols directly inside op have distinct names. */
static void verify_symbol_table(Verifier *vf, IrOp *op)
{
	PtrMap first_def = {0}; /* IrIdent* name -> the op that defined it first */
	for (IrBlock *b = ir_op_nregions(op) ? ir_region_first(&ir_op_regions(op)[0]) : NULL; b; b = ir_block_next(b)) {
		for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o)) {
			IrIdent *name = ir_op_symbol_name(vf->ctx, o);
			if (!name)
				continue;
			IrOp *earlier = pm_get(&first_def, name);
			if (earlier) {
				ir_diag_op(vf->ctx, IR_DIAG_ERROR, o,
				        "redefinition of symbol named '%s'", name->s);
				ir_diag_op(vf->ctx, IR_DIAG_NOTE, earlier,
				        "see existing symbol definition here");
				vf->ok = false;
				pm_free(&first_def);
				return;
			}
			pm_put(&first_def, name, o);
		}
	}
	pm_free(&first_def);
}

static void verify_isolated(Verifier *vf, IrOp *op);
static bool take_verified_ahead(Verifier *vf, IrOp *op, bool last);

/* Every block ends in an op that may be a terminator: a registered op
   without the trait cannot (MLIR's mightHaveTrait). MLIR appends the op
   in its generic form; mica names it. */
static void verify_region(Verifier *vf, IrRegion *r)
{
	if (!ir_region_first(r))
		return;
	if (ir_block_preds(ir_region_first(r))) {
		ir_diag_op(vf->ctx, IR_DIAG_ERROR, ir_region_parent(r),
		        "entry block of region may not have predecessors");
		vf->ok = false;
		return;
	}
	/* reliability: MLIR's check, found missing by the roundtrip fuzz target
	   (an empty entry block of func.func printed in the custom form did not
	   read back): a block may be empty only as the single block of an op
	   that may have no terminator (NoTerminator, or unregistered) */
	const IrOpDef *def = ir_region_parent(r) ? ir_def(ir_region_parent(r)) : NULL;
	bool may_be_empty = ir_region_first(r) == ir_region_last(r) && (!def || (def->traits & IR_TRAIT_NO_TERMINATOR));
	for (IrBlock *b = ir_region_first(r); b && !may_be_empty; b = ir_block_next(b)) {
		if (!ir_block_first(b)) {
			ir_diag_op(vf->ctx, IR_DIAG_ERROR, ir_region_parent(r),
			        "empty block: expect at least a terminator");
			vf->ok = false;
			return;
		}
	}
	for (IrBlock *b = ir_region_first(r); b; b = ir_block_next(b))
		for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
			o->walked = 0;
	bool needs_terminator = def && !(def->traits & IR_TRAIT_NO_TERMINATOR);
	for (IrBlock *b = ir_region_first(r); b; b = ir_block_next(b)) {
		bool reachable = ir_dominance_reachable(vf->dom, b);
		for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o)) {
			if (scope_failed(vf))
				return;
			if (verified_last(o))
				pv_push(&vf->last, o);
			else if (!take_verified_ahead(vf, o, false))
				verify_op(vf, o, reachable);
			o->walked = 1;
		}
		if (scope_failed(vf))
			return;
		/* MLIR's check once a block's ops verify: a block of a registered
		   op that needs terminators ends with an op that may be one
		   (registered as one, or unregistered). MLIR goes on to print the
		   op; mica names it. */
		IrOp *last = ir_block_last(b);
		if (needs_terminator && last && ir_def(last) && !(ir_def(last)->traits & IR_TRAIT_TERMINATOR)) {
			ir_diag_op(vf->ctx, IR_DIAG_ERROR, last,
			        "block with no terminator, has '%s' op", ir_op_name(last)->s);
			vf->ok = false;
			return;
		}
	}
	ir_dominance_invalidate(vf->dom, r); /* no use asks about r any more: free its tree */
}

static bool is_ancestor_region(const IrRegion *anc, const IrRegion *r)
{
	while (r) {
		if (r == anc)
			return true;
		IrOp *parent = ir_region_parent(r);
		r = parent && ir_op_block(parent) ? ir_block_parent(ir_op_block(parent)) : NULL;
	}
	return false;
}

/* MLIR's note on a dominance error: where the operand comes from. */
static void dominance_note(Verifier *vf, IrOp *user, IrValue *v)
{
	IrBlock *ub = ir_op_block(user), *db = ir_value_block(v);
	IrRegion *ur = ub ? ir_block_parent(ub) : NULL, *dr = db ? ir_block_parent(db) : NULL;
	const char *rel = ub == db ? "in the same block"
	                  : ur == dr ? "in the same region"
	                  : is_ancestor_region(dr, ur) ? "in a parent region"
	                  : is_ancestor_region(ur, dr) ? "in a child region"
	                  : "neither in a parent nor in a child region";
	if (ir_value_def(v)) {
		ir_diag_op(vf->ctx, IR_DIAG_NOTE, ir_value_def(v),
		        "operand defined here (op %s%s)", rel[0] == 'n' ? "is " : "", rel);
		return;
	}
	IrOp *owner = dr ? ir_region_parent(dr) : NULL;
	ir_diag_at(vf->ctx, IR_DIAG_NOTE, owner ? owner->src_pos : 0,
	           "operand defined as a block argument (block #%u %s)", ir_block_index(db), rel);
}

/* Does op use a value defined outside region? */
static bool escapes(const IrRegion *region, const IrOp *op)
{
	for (unsigned i = 0; i < op->noperands; i++) {
		IrValue *v = ir_op_operand(op, i);
		IrBlock *db = v ? ir_value_block(v) : NULL;
		if (db && !is_ancestor_region(region, ir_block_parent(db)))
			return true;
	}
	return false;
}

/* The first op inside from that uses a value defined outside region, in
   the order of MLIR's IsolatedFromAbove check: the ops of a region come
   first, then the regions they hold, the latest first; ops isolated
   themselves are left to their own check.  NULL if there is none. */
static IrOp *first_escape(const IrRegion *region, const IrRegion *from)
{
	PtrVec pending = {0};
	IrOp *found = NULL;
	pv_push(&pending, (void *)from);
	while (!found && pending.n) {
		const IrRegion *cur = pending.v[--pending.n];
		for (IrBlock *b = ir_region_first(cur); !found && b; b = ir_block_next(b))
			for (IrOp *o = ir_block_first(b); !found && o; o = ir_op_next(o)) {
				if (escapes(region, o))
					found = o;
				for (unsigned k = 0; !found && !is_isolated(o) && k < ir_op_nregions(o); k++)
					pv_push(&pending, &ir_op_regions(o)[k]);
			}
	}
	pv_free(&pending);
	return found;
}

/* Does op, directly in region, use only values defined in region, itself
   and inside it (as far as region's isolation check looks)? */
static bool uses_only_inside(const IrRegion *region, IrOp *op)
{
	if (escapes(region, op))
		return false;
	for (unsigned k = 0; !is_isolated(op) && k < ir_op_nregions(op); k++)
		if (first_escape(region, &ir_op_regions(op)[k]))
			return false;
	return true;
}

/* Did the threads that verified the ops of iso ahead find that its
   isolation check passes?  Each found it for the op it verified; the
   ops without regions are looked at here.  False when not known. */
static bool isolation_passed_ahead(const Verifier *vf, const IrOp *iso)
{
	if (!vf->nahead || ir_op_parent(vf->ahead[0].op) != iso)
		return false;
	const IrRegion *region = &ir_op_regions(iso)[0];
	size_t next = 0;
	for (IrOp *o = ir_block_first(ir_region_first(region)); o; o = ir_op_next(o)) {
		if (escapes(region, o))
			return false;
		if (!ir_op_nregions(o) || verified_last(o))
			continue;
		while (next < vf->nahead && vf->ahead[next].last)
			next++;
		if (next == vf->nahead || vf->ahead[next].op != o || !vf->ahead[next].inside)
			return false;
		next++;
	}
	return true;
}

/* IsolatedFromAbove, as MLIR checks it: every operand inside a region of
   iso is defined inside that region. */
static bool check_isolation(Verifier *vf, IrOp *iso)
{
	if (isolation_passed_ahead(vf, iso))
		return true;
	for (unsigned r = 0; r < ir_op_nregions(iso); r++) {
		const IrRegion *region = &ir_op_regions(iso)[r];
		IrOp *o = first_escape(region, region);
		if (o) {
			ir_emit_op_error(vf->ctx, o, "using value defined outside the region");
			ir_diag_op(vf->ctx, IR_DIAG_NOTE, iso, "required by region isolation constraints");
			return false;
		}
	}
	return true;
}

/* Dominance means nothing in unreachable blocks; their uses are not checked. */
static void verify_op(Verifier *vf, IrOp *op, bool reachable)
{
	unsigned errors_before = ir_diag_thread_errors();
	for (unsigned i = 0; reachable && i < op->noperands; i++) {
		IrValue *v = ir_op_operand(op, i);
		if (!v) {
			ir_emit_op_error(vf->ctx, op, "null operand found");
			vf->ok = false;
		} else if (!ir_value_block(v) && v->is_arg) {
			ir_emit_op_error(vf->ctx, op, "operand #%u uses a value that is not defined", i);
			vf->ok = false;
		} else if (!value_dominates(vf, v, op)) {
			/* MLIR: emitError, not emitOpError, and only the first operand */
			ir_diag_op(vf->ctx, IR_DIAG_ERROR, op, "operand #%u does not dominate this use", i);
			dominance_note(vf, op, v);
			vf->ok = false;
			break;
		}
	}
	bool bad_successor = false;
	for (unsigned i = 0; i < ir_op_nsuccs(op); i++) {
		IrBlock *s = ir_op_succ(op, i);
		if (!s || !ir_op_block(op) || ir_block_parent(s) != ir_block_parent(ir_op_block(op))) {
			ir_emit_op_error(vf->ctx, op,
			                 "branching to block of a different region");
			bad_successor = true;
		} else if (op != ir_block_last(ir_op_block(op))) {
			ir_diag_op(vf->ctx, IR_DIAG_ERROR, op,
			        "operation with block successors must terminate its parent block");
			bad_successor = true;
		}
	}
	if (bad_successor) { /* MLIR's verifyOnEntrance stops here, before the op's own checks */
		vf->ok = false;
		return;
	}
	verify_core_op(vf, op);
	bool isolated = is_isolated(op);
	if (isolated && !check_isolation(vf, op)) {
		vf->ok = false;
		return;
	}
	if (ir_diag_thread_errors() != errors_before) /* MLIR looks no further into a failed op */
		return;
	unsigned outer_scope = vf->scope_errors;
	if (isolated)
		vf->scope_errors = errors_before;
	size_t last = vf->last.n;
	for (unsigned r = 0; r < ir_op_nregions(op) && !scope_failed(vf); r++)
		verify_region(vf, &ir_op_regions(op)[r]);
	if (!scope_failed(vf))
		for (size_t i = last; i < vf->last.n; i++)
			verify_isolated(vf, vf->last.v[i]);
	vf->last.n = last;
	/* MLIR's verifyRegions runs once the op and all it holds verified */
	if (ir_diag_thread_errors() == errors_before && ir_def(op) && ir_def(op)->verify_regions &&
	    !ir_def(op)->verify_regions(vf->ctx, op))
		vf->ok = false;
	if (ir_diag_thread_errors() == errors_before && ir_def(op) && (ir_def(op)->traits & IR_TRAIT_SYMBOL_TABLE))
		verify_symbol_table(vf, op);
	if (isolated) /* its errors are those of the scope around it too */
		vf->scope_errors = outer_scope;
}

/* If op was verified ahead: what that did, its diagnostics, errors and
   result, taken as the walk reaches op (last: op is verified_last). */
static bool take_verified_ahead(Verifier *vf, IrOp *op, bool last)
{
	size_t *next = &vf->ahead_next[last];
	while (*next < vf->nahead && vf->ahead[*next].last != last)
		++*next;
	if (*next == vf->nahead || vf->ahead[*next].op != op)
		return false;
	Ahead *a = &vf->ahead[(*next)++];
	a->taken = true;
	if (a->diags.counted) /* the walk makes the diagnostics it only counted */
		return false;
	ir_diag_capture_flush(vf->ctx, &a->diags);
	ir_diag_thread_errors_add(a->errors);
	vf->ok &= a->ok;
	return true;
}

/* verify_op on an op verified_last, unless it was verified ahead. */
static void verify_isolated(Verifier *vf, IrOp *op)
{
	if (!take_verified_ahead(vf, op, true))
		verify_op(vf, op, true);
}

/* Prepares the regions around op, which the walk below op does not enter,
   as verify_region would have prepared them by the time it reached op:
   the ops before each enclosing op walked. */
static void prepare_enclosing(IrOp *op)
{
	/* nothing inside an isolated op uses a value from around it (its own
	   check comes before its regions are walked), and its siblings may be
	   another thread's to verify */
	if (is_isolated(op)) {
		op->walked = 0;
		return;
	}
	for (IrOp *a = op; a && ir_op_block(a) && ir_block_parent(ir_op_block(a)); a = ir_op_parent(a)) {
		for (IrOp *o = ir_block_first(ir_op_block(a)); o != a; o = ir_op_next(o))
			o->walked = 1;
		for (IrOp *o = a; o; o = ir_op_next(o))
			o->walked = 0;
	}
}

/* The ops verified ahead, and the next one no thread has taken. */
typedef struct {
	IrContext *ctx;
	const IrOp *root;
	Ahead *ahead;
	size_t n;
	atomic_size_t next;
} AheadWork;

static void take_ahead(AheadWork *w)
{
	for (size_t i; (i = atomic_fetch_add(&w->next, 1)) < w->n;) {
		Ahead *a = &w->ahead[i];
		a->diags.count_only = !a->last;
		ir_diag_capture_begin(&a->diags);
		if (!a->last) /* before verify_op, which then finds a->op's ops in the cache */
			a->inside = uses_only_inside(&ir_op_regions(w->root)[0], a->op);
		Verifier vf = verifier_new(w->ctx);
		unsigned before = ir_diag_thread_errors();
		verify_op(&vf, a->op, true);
		a->errors = ir_diag_thread_errors() - before;
		a->ok = vf.ok;
		verifier_free(&vf);
		ir_diag_capture_end();
	}
}

static void *ahead_thread(void *arg)
{
	AheadWork *w = arg;
	ir_symbol_index_begin(w->ctx, false);
	ir_symbol_verify_root(w->root);
	take_ahead(w);
	ir_symbol_verify_root(NULL);
	ir_symbol_index_end(w->ctx);
	return NULL;
}

/* Verifies ahead, on threads, the ops with regions directly in the single
   block of op (isolated itself: a module's functions), when there are two
   or more with at least AHEAD_MIN_OPS ops in all: those verified_last, and
   when the block is a graph region, the others. */
static void verify_ahead(Verifier *vf, IrOp *op)
{
	IrContext *ctx = vf->ctx;
	if (!ctx->multithreading || ctx->threaded || ir_cores() < 2 || !is_isolated(op) || ir_op_nregions(op) != 1 ||
	    !ir_region_first(&ir_op_regions(op)[0]) || ir_region_first(&ir_op_regions(op)[0]) != ir_region_last(&ir_op_regions(op)[0]))
		return;
	size_t n = 0, cap = 0, ops = 0;
	Ahead *ahead = NULL;
	bool graph = is_graph_region(op);
	for (IrOp *o = ir_block_first(ir_region_first(&ir_op_regions(op)[0])); o; o = ir_op_next(o)) {
		bool last = verified_last(o);
		if (!last && !(graph && ir_op_nregions(o)))
			continue;
		if (n == cap)
			ahead = xrealloc(ahead, (cap = cap ? 2 * cap : 16) * sizeof *ahead);
		ahead[n++] = (Ahead){.op = o, .last = last};
		ops += ir_count_ops(o, AHEAD_MIN_OPS - ops);
	}
	long nthreads = ir_helper_threads(n);
	if (nthreads < 1 || ops < AHEAD_MIN_OPS) {
		free(ahead);
		return;
	}
	AheadWork w = {ctx, op, ahead, n, 0};
	pthread_t *threads = xmalloc((size_t)nthreads * sizeof *threads);
	/* diagnostics find their lines once replayed: no line tables now */
	long started = ir_threads_start(ctx, threads, nthreads, ahead_thread, &w, false);
	if (started)
		take_ahead(&w);
	ir_threads_join(ctx, threads, started);
	free(threads);
	if (!started) {
		free(ahead);
		return;
	}
	vf->ahead = ahead;
	vf->nahead = n;
}

bool ir_verify(IrContext *ctx, IrOp *op)
{
	Verifier vf = verifier_new(ctx);
	prepare_enclosing(op);
	ir_symbol_index_begin(ctx, false);
	ir_symbol_verify_root(op);
	verify_ahead(&vf, op);
	verify_op(&vf, op, true);
	for (size_t i = 0; i < vf.nahead; i++) /* the walk stopped before them */
		if (!vf.ahead[i].taken)
			ir_diag_capture_discard(&vf.ahead[i].diags);
	free(vf.ahead);
	ir_symbol_verify_root(NULL);
	ir_symbol_index_end(ctx);
	verifier_free(&vf);
	return vf.ok;
}
