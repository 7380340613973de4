/* canonicalize.c: canonicalize, MLIR's Canonicalizer: every op's folder
   and canonicalization patterns applied by the greedy driver
   (ir/pattern.h) until nothing changes. */
#include <stdatomic.h>

#include "internal.h"
#include "../ir/pattern.h"

static const PassOptionDef options[] = {
	{"disable-patterns", PASS_OPT_LIST, "",
	 "Labels of patterns that should be filtered out during application", NULL, "string"},
	{"enable-patterns", PASS_OPT_LIST, "",
	 "Labels of patterns that should be used during application, all other patterns are filtered out",
	 NULL, "string"},
	{"max-iterations", PASS_OPT_INT, "10", "Max. iterations between applying patterns / simplifying regions",
	 NULL, NULL},
	{"max-num-rewrites", PASS_OPT_INT, "-1", "Max. number of pattern rewrites within an iteration", NULL, NULL},
	{"region-simplify", PASS_OPT_ENUM, "normal", "Perform control flow optimizations to the region tree",
	 "disabled=Don't run any control-flow simplification.;"
	 "normal=Perform simple control-flow simplifications (e.g. dead args elimination).;"
	 "aggressive=Perform aggressive control-flow simplification (e.g. block merging).",
	 NULL},
	{"test-convergence", PASS_OPT_BOOL, "false", "Test only: Fail pass on non-convergence to detect cyclic pattern",
	 NULL, NULL},
	{"top-down", PASS_OPT_BOOL, "true", "Seed the worklist in general top-down order", NULL, NULL},
	{NULL, 0, NULL, NULL, NULL, NULL},
};

/* Is name one of the comma-separated words of list? */
static bool listed(const char *list, const char *name)
{
	size_t n = strlen(name);
	for (const char *p = list; *p;) {
		size_t len = strcspn(p, ",");
		if (len == n && !memcmp(p, name, n))
			return true;
		p += len + (p[len] == ',');
	}
	return false;
}

typedef struct {
	const char *enabled, *disabled; /* "" when not given */
} Filter;

static bool pattern_enabled(const IrPattern *p, void *user)
{
	const Filter *f = user;
	if (*f->enabled && !listed(f->enabled, p->name))
		return false;
	return !listed(f->disabled, p->name);
}

/* Fewer ops than this in all are canonicalized on the calling thread. */
enum { SPLIT_MIN_OPS = 512 };

/* Can the isolated ops directly in op (a module's functions) be
   canonicalized each on its own, on threads? The driver on op rewrites
   what each holds as a driver on each would, since nothing in one reaches
   into another (values are local to an isolated op, constants go to its
   entry block, a region's simplification stays in it); so when the driver
   has nothing to do to the ops of op's block themselves (no folder, no
   patterns, not dead; the others, like memref.global, hold no region
   either) and no limit counts rewrites across them, the result is the
   same. */
static bool split_part(const IrOp *o)
{
	const IrOpDef *def = ir_def(o);
	return def && (def->traits & IR_TRAIT_ISOLATED);
}

static bool splits(IrContext *ctx, IrOp *op, const IrGreedyConfig *cfg, bool test_convergence)
{
	if (!ctx->multithreading || ctx->threaded || ir_cores() < 2 || cfg->max_num_rewrites >= 0 ||
	    test_convergence || ir_op_nregions(op) != 1 || !ir_region_first(&ir_op_regions(op)[0]) ||
	    ir_region_first(&ir_op_regions(op)[0]) != ir_region_last(&ir_op_regions(op)[0]))
		return false;
	size_t n = 0, ops = 0;
	for (IrOp *o = ir_block_first(ir_region_first(&ir_op_regions(op)[0])); o; o = ir_op_next(o)) {
		const IrOpDef *def = ir_def(o);
		if (!def || (!split_part(o) && ir_op_nregions(o)) || def->fold || def->patterns ||
		    ir_op_would_be_trivially_dead(o))
			return false;
		if (split_part(o)) {
			n++;
			ops += ir_count_ops(o, SPLIT_MIN_OPS - ops);
		}
	}
	return n >= 2 && ops >= SPLIT_MIN_OPS;
}

/* An op of a split run and its diagnostics, held back until all are done. */
typedef struct {
	IrOp *op;
	IrDiagCapture diags;
} Part;

typedef struct {
	IrContext *ctx;
	const IrGreedyConfig *cfg;
	Part *parts;
	size_t n;
	atomic_size_t next;
} Split;

static void *take_parts(void *arg)
{
	Split *s = arg;
	ir_symbol_index_begin(s->ctx, true); /* one index for all the thread's parts */
	for (size_t i; (i = atomic_fetch_add(&s->next, 1)) < s->n;) {
		Part *p = &s->parts[i];
		ir_diag_capture_begin(&p->diags);
		ir_apply_patterns_greedily(s->ctx, p->op, s->cfg, NULL);
		ir_diag_capture_end();
	}
	ir_symbol_index_end(s->ctx);
	return NULL;
}

/* Canonicalizes each op directly in op on its own, on threads; false
   when no thread could start (nothing was done). */
static bool run_split(PassRun *r, IrOp *op, const IrGreedyConfig *cfg)
{
	Split s = {r->ctx, cfg, NULL, 0, 0};
	for (IrOp *o = ir_block_first(ir_region_first(&ir_op_regions(op)[0])); o; o = ir_op_next(o))
		s.n += split_part(o);
	s.parts = xcalloc(s.n, sizeof *s.parts);
	size_t i = 0;
	for (IrOp *o = ir_block_first(ir_region_first(&ir_op_regions(op)[0])); o; o = ir_op_next(o))
		if (split_part(o))
			s.parts[i++].op = o;
	long started = ir_threads_run(r->ctx, ir_helper_threads(s.n), take_parts, &s, true);
	for (i = 0; i < s.n; i++)
		ir_diag_capture_flush(r->ctx, &s.parts[i].diags);
	free(s.parts);
	return started > 0;
}

static bool run(PassRun *r, IrOp *op)
{
	Filter filter = {pass_option_string(r, "enable-patterns"), pass_option_string(r, "disable-patterns")};
	IrGreedyConfig cfg = ir_greedy_config_default();
	cfg.top_down = pass_option_bool(r, "top-down");
	cfg.max_iterations = pass_option_int(r, "max-iterations");
	cfg.max_num_rewrites = pass_option_int(r, "max-num-rewrites");
	const char *level = pass_option_string(r, "region-simplify");
	cfg.region_simplify = !strcmp(level, "disabled") ? IR_SIMPLIFY_DISABLED
	                      : !strcmp(level, "aggressive") ? IR_SIMPLIFY_AGGRESSIVE
	                                                     : IR_SIMPLIFY_NORMAL;
	if (*filter.enabled || *filter.disabled) {
		cfg.pattern_enabled = pattern_enabled;
		cfg.filter_user = &filter;
	}
	bool test_convergence = pass_option_bool(r, "test-convergence");
	if (splits(r->ctx, op, &cfg, test_convergence) && run_split(r, op, &cfg))
		return true;
	bool converged = ir_apply_patterns_greedily(r->ctx, op, &cfg, NULL);
	if (!converged && test_convergence) {
		ir_emit_op_error(r->ctx, op, "Canonicalizer failed to converge");
		return false;
	}
	return true;
}

const PassDef pass_canonicalize = {
	.arg = "canonicalize",
	.name = "Canonicalizer",
	.summary = "Canonicalize operations",
	.options = options,
	.run = run,
	.op_local = true,
};
