/* canonicalize.c: canonicalize, MLIR's Canonicalizer: every op's folder
   and canonicalization patterns applied by the greedy driver
   (ir/pattern.h) until nothing changes. */
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
	bool converged = ir_apply_patterns_greedily(r->ctx, op, &cfg, NULL);
	if (!converged && pass_option_bool(r, "test-convergence")) {
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
