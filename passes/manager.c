/* manager.c: running a pipeline on an op, with the verifier after each
   pass and mlir-opt's instrumentation: IR dumps before and after passes,
   the execution time report and the pass statistics. */
#include <pthread.h>
#include <stdatomic.h>

#include "internal.h"

/* A line of the time report: a pass, a nested pipeline, or one of the
   tool's phases; children in the order first run. */
typedef struct TimeNode {
	const void *key; /* the Pass or PassPipeline; NULL for a phase */
	char *name;
	double seconds;
	struct TimeNode **kids;
	size_t nkids;
} TimeNode;

struct PassSession {
	PassInstrumentation ins;
	double start;
	TimeNode root;
	PtrMap stats; /* Pass* -> uint64_t[] summed over every op it ran on */
	/* time of the nested pipelines run on worker threads, summed: MLIR's
	   user time beyond the wall time */
	double thread_seconds;
};

/* The child of parent for key (by name when key is NULL), or NULL. */
static TimeNode *time_find(TimeNode *parent, const void *key, const char *name)
{
	for (size_t i = 0; i < parent->nkids; i++)
		if (key ? parent->kids[i]->key == key : !strcmp(parent->kids[i]->name, name))
			return parent->kids[i];
	return NULL;
}

static TimeNode *time_child(TimeNode *parent, const void *key, const char *name)
{
	TimeNode *found = time_find(parent, key, name);
	if (found)
		return found;
	TimeNode *n = xcalloc(1, sizeof *n);
	n->key = key;
	n->name = xstrndup(name, strlen(name));
	parent->kids = xrealloc(parent->kids, (parent->nkids + 1) * sizeof *parent->kids);
	parent->kids[parent->nkids++] = n;
	return n;
}

static void time_free(TimeNode *n)
{
	for (size_t i = 0; i < n->nkids; i++) {
		time_free(n->kids[i]);
		free(n->kids[i]);
	}
	free(n->kids);
	free(n->name);
}

PassSession *pass_session_create(const PassInstrumentation *ins)
{
	PassSession *s = xcalloc(1, sizeof *s);
	s->ins = *ins;
	if (!s->ins.dump)
		s->ins.dump = stderr;
	s->start = ir_monotonic_seconds();
	return s;
}

void pass_session_add_time(PassSession *s, const char *phase, double seconds)
{
	time_child(&s->root, NULL, phase)->seconds += seconds;
}

void pass_session_add_thread_time(PassSession *s, double seconds)
{
	s->thread_seconds += seconds;
}

/* ---- IR dumps ---- */

/* Whether arg is one of the comma-separated pass args of list. */
static bool listed(const char *list, const char *arg)
{
	size_t n = strlen(arg);
	for (const char *p = list; p && *p;) {
		const char *comma = strchr(p, ',');
		size_t len = comma ? (size_t)(comma - p) : strlen(p);
		if (len == n && !memcmp(p, arg, n))
			return true;
		p = comma ? comma + 1 : NULL;
	}
	return false;
}

static IrOp *top_level(IrOp *op)
{
	while (ir_op_parent(op))
		op = ir_op_parent(op);
	return op;
}

/* MLIR's IR printer instrumentation: a header, then the op (in its local
   scope) or, at module scope, the whole top-level op, then an empty line. */
static void dump(PassSession *s, IrContext *ctx, const Pass *pass, IrOp *op, const char *when,
                 const char *failed)
{
	StrBuf b = {0};
	sb_printf(&b, "// -----// IR Dump %s %s%s (%s)", when, pass->def->name, failed, pass->def->arg);
	if (s->ins.print_module_scope) {
		sb_printf(&b, " ('%s' operation", ir_op_name(op)->s);
		IrIdent *sym = ir_op_symbol_name(ctx, op);
		if (sym)
			sb_printf(&b, ": @%s", sym->s);
		sb_puts(&b, ") //----- //\n");
		print_module(&b, NULL, ctx, top_level(op), &s->ins.print);
		sb_putc(&b, '\n');
	} else {
		sb_puts(&b, " //----- //\n");
		if (op->block) {
			print_op_local(&b, NULL, ctx, op, &s->ins.print);
			sb_puts(&b, "\n\n");
		} else {
			print_module(&b, NULL, ctx, op, &s->ins.print);
			sb_putc(&b, '\n');
		}
	}
	fwrite(b.s, 1, b.len, s->ins.dump);
	sb_free(&b);
}

/* A hash of op's whole text, to tell whether a pass changed it
   (--mlir-print-ir-after-change), as MLIR's operation fingerprint does. */
static uint64_t fingerprint(IrContext *ctx, IrOp *op)
{
	StrBuf b = {0};
	PrintOptions o = {.generic = true, .debuginfo = true};
	print_op_local(&b, NULL, ctx, op, &o);
	uint64_t h = 14695981039346656037u;
	for (size_t i = 0; i < b.len; i++)
		h = (h ^ (unsigned char)b.s[i]) * 1099511628211u;
	sb_free(&b);
	return h;
}

/* ---- running ---- */

static size_t stat_count(const Pass *pass)
{
	size_t n = 0;
	while (pass->def->stats && pass->def->stats[n].name)
		n++;
	return n;
}

/* The counters of pass in s, made on its first run. */
static uint64_t *stats_of(PassSession *s, const Pass *pass)
{
	uint64_t *stats = pm_get(&s->stats, pass);
	if (!stats) {
		stats = xcalloc(stat_count(pass) + 1, sizeof *stats);
		pm_put(&s->stats, pass, stats);
	}
	return stats;
}

static bool run_pipeline(PassSession *s, const PassPipeline *pm, IrContext *ctx, IrOp *op,
                         TimeNode *time);

static bool run_pass(PassSession *s, const Pass *pass, IrContext *ctx, IrOp *op, TimeNode *time)
{
	const PassInstrumentation *ins = &s->ins;
	const char *arg = pass->def->arg;
	if (ins->on_pass)
		ins->on_pass(ins->on_pass_user, arg);
	if (ins->print_before_all || listed(ins->print_before, arg))
		dump(s, ctx, pass, op, "Before", "");
	bool print_after = ins->print_after_all || listed(ins->print_after, arg);
	uint64_t before = print_after && ins->print_after_change ? fingerprint(ctx, op) : 0;

	PassRun run = {.ctx = ctx, .pass = pass, .stats = stats_of(s, pass), .print = &ins->print, .report = ins->dump};
	double t0 = ir_monotonic_seconds();
	bool ok = pass->def->run(&run, op);
	time_child(time, pass, pass->def->name)->seconds += ir_monotonic_seconds() - t0;

	/* as MLIR's pass manager: not after a pass that preserved all (the
	   IR verified before it) */
	if (ok && ins->verify_each && !run.preserved_all && !ir_verify(ctx, op)) {
		ir_diag_op(ctx, IR_DIAG_ERROR, op, "the IR that pass '%s' left does not verify", arg);
		ok = false;
	}
	if (!ok) {
		if (ins->print_after_failure)
			dump(s, ctx, pass, op, "After", " Failed");
		return false;
	}
	if (print_after && !ins->print_after_failure &&
	    (!ins->print_after_change || fingerprint(ctx, op) != before))
		dump(s, ctx, pass, op, "After", "");
	return true;
}

/* The first of the nested pipelines elems[0..n) that runs on op, as MLIR's
   pass adaptor chooses: one of its name, or an "any" one when op is
   isolated from above. */
static const PassPipeline *nested_for(const PassElement *elems, size_t n, const IrOp *op)
{
	for (size_t i = 0; i < n; i++) {
		const PassPipeline *pm = elems[i].nested;
		if (!strcmp(pm->anchor, ir_op_name(op)->s))
			return pm;
		if (!strcmp(pm->anchor, "any") && ir_def(op) && (ir_def(op)->traits & IR_TRAIT_ISOLATED))
			return pm;
	}
	return NULL;
}

/* The time node of a nested pipeline under time (named only when made:
   it is looked up once per op the pipeline runs on). */
static TimeNode *pipeline_time(TimeNode *time, const PassPipeline *pm)
{
	TimeNode *found = time_find(time, pm, NULL);
	if (found)
		return found;
	StrBuf name = {0};
	sb_printf(&name, "'%s' Pipeline", pm->anchor);
	TimeNode *node = time_child(time, pm, name.s);
	sb_free(&name);
	return node;
}

/* ---- sibling ops on threads, as MLIR's pass adaptor with threading ---- */

/* Whether every pass of pm, nested ones too, is op-local (PassDef.op_local). */
static bool pipeline_op_local(const PassPipeline *pm)
{
	for (size_t i = 0; i < pm->n; i++)
		if (pm->elems[i].pass ? !pm->elems[i].pass->def->op_local : !pipeline_op_local(pm->elems[i].nested))
			return false;
	return true;
}

/* Threads for n sibling ops: as many as cores, at most one an op; 0 to
   run them in turn. Not with threading off, nor inside work already on
   threads, nor with IR dumps (MLIR prints them as the threads go; mica
   keeps its output in one order), nor for one op (MLIR runs a single op
   on the calling thread). On one core the work still goes to a thread,
   as MLIR's pool of one does, so that reports do not depend on the
   machine (ir_cores). */
static long threads_for(const PassSession *s, const IrContext *ctx, size_t n)
{
	const PassInstrumentation *ins = &s->ins;
	if (ins->disable_threading || ctx->threaded || n < 2 || ins->print_before_all ||
	    ins->print_after_all || ins->print_after_failure || (ins->print_before && *ins->print_before) ||
	    (ins->print_after && *ins->print_after))
		return 0;
	long cores = ir_cores();
	return cores < (long)n ? cores : (long)n;
}

/* One op a nested pipeline runs on, and what the run left, kept apart
   until every op is done and then taken in the order of the ops. */
typedef struct {
	const PassPipeline *pm;
	IrOp *op;
	PassSession own;     /* its statistics, and its time tree under own.root */
	IrDiagCapture diags; /* its diagnostics, held back */
	double seconds;
	bool ok;
} OpWork;

typedef struct {
	IrContext *ctx;
	OpWork *work;
	size_t n;
	atomic_size_t next; /* the next op no thread has taken */
} WorkQueue;

/* A worker thread: takes ops until none is left. */
static void *work_ops(void *arg)
{
	WorkQueue *q = arg;
	ir_symbol_index_begin(q->ctx, true); /* one index of the tables around the ops for all of them */
	for (size_t i; (i = atomic_fetch_add(&q->next, 1)) < q->n;) {
		OpWork *w = &q->work[i];
		ir_diag_capture_begin(&w->diags);
		double t0 = ir_monotonic_seconds();
		w->ok = run_pipeline(&w->own, w->pm, q->ctx, w->op, &w->own.root);
		w->seconds = ir_monotonic_seconds() - t0;
		ir_diag_capture_end();
	}
	ir_symbol_index_end(q->ctx);
	return NULL;
}

static void time_merge(TimeNode *into, const TimeNode *from)
{
	for (size_t i = 0; i < from->nkids; i++) {
		const TimeNode *k = from->kids[i];
		TimeNode *t = time_child(into, k->key, k->name);
		t->seconds += k->seconds;
		time_merge(t, k);
	}
}

static void stats_free(PtrMap *stats)
{
	for (size_t i = 0; i < stats->cap; i++)
		if (stats->keys[i])
			free(stats->vals[i]);
	pm_free(stats);
}

/* Adds the statistics and times of w's run to s, under time. */
static void work_merge(PassSession *s, OpWork *w, TimeNode *time)
{
	for (size_t i = 0; i < w->own.stats.cap; i++) {
		const Pass *pass = w->own.stats.keys[i];
		if (!pass)
			continue;
		uint64_t *into = stats_of(s, pass);
		const uint64_t *from = w->own.stats.vals[i];
		for (size_t k = 0; k < stat_count(pass); k++)
			into[k] += from[k];
	}
	TimeNode *node = pipeline_time(time, w->pm);
	node->seconds += w->seconds;
	time_merge(node, &w->own.root);
	s->thread_seconds += w->seconds;
	stats_free(&w->own.stats);
	time_free(&w->own.root);
}

/* Runs each work[i] on a pool of nthreads threads; the diagnostics come
   out in the order of the ops, then their statistics and times are added
   to s. */
static bool run_on_threads(PassSession *s, OpWork *work, size_t n, long nthreads, IrContext *ctx,
                           TimeNode *time)
{
	WorkQueue q = {ctx, work, n, 0};
	for (size_t i = 0; i < n; i++)
		work[i].own.ins = s->ins;
	pthread_t *threads = xmalloc((size_t)nthreads * sizeof *threads);
	long started = ir_threads_start(ctx, threads, nthreads, work_ops, &q, true);
	if (!started) /* no thread could start: the ops run here, in turn */
		work_ops(&q);
	ir_threads_join(ctx, threads, started);
	free(threads);
	bool ok = true;
	for (size_t i = 0; i < n; i++) {
		ir_diag_capture_flush(ctx, &work[i].diags);
		ok &= work[i].ok;
		work_merge(s, &work[i], time);
	}
	return ok;
}

/* Runs the nested pipelines elems[0..n) on the ops directly inside op. */
static bool run_nested(PassSession *s, const PassElement *elems, size_t n, IrContext *ctx, IrOp *op,
                       TimeNode *time)
{
	/* the ops to run on, when all are isolated and every pipeline
	   op-local: threads may share them */
	OpWork *work = NULL;
	size_t nwork = 0, cap = 0;
	bool local = true;
	IrRegion *regions = ir_op_regions(op);
	for (unsigned r = 0; r < ir_op_nregions(op) && local; r++)
		for (IrBlock *b = ir_region_first(&regions[r]); b && local; b = ir_block_next(b))
			for (IrOp *child = ir_block_first(b); child && local; child = ir_op_next(child)) {
				const PassPipeline *pm = nested_for(elems, n, child);
				if (!pm)
					continue;
				local = ir_def(child) && (ir_def(child)->traits & IR_TRAIT_ISOLATED) && pipeline_op_local(pm);
				if (nwork == cap)
					work = xrealloc(work, (cap = cap ? 2 * cap : 16) * sizeof *work);
				work[nwork++] = (OpWork){.pm = pm, .op = child};
			}
	long nthreads = local ? threads_for(s, ctx, nwork) : 0;
	if (nthreads) {
		bool ok = run_on_threads(s, work, nwork, nthreads, ctx, time);
		free(work);
		return ok;
	}
	free(work);

	bool ok = true;
	for (unsigned r = 0; r < ir_op_nregions(op); r++)
		for (IrBlock *b = ir_region_first(&regions[r]); b; b = ir_block_next(b))
			for (IrOp *child = ir_block_first(b), *next; child; child = next) {
				next = ir_op_next(child);
				const PassPipeline *pm = nested_for(elems, n, child);
				if (!pm)
					continue;
				if (!ir_def(child) || !(ir_def(child)->traits & IR_TRAIT_ISOLATED)) {
					ir_diag_op(ctx, IR_DIAG_ERROR, child,
					           "trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'");
					return false;
				}
				TimeNode *node = pipeline_time(time, pm);
				double t0 = ir_monotonic_seconds();
				/* as MLIR's pass adaptor, a failure on one op does not stop
				   the others: each says what went wrong */
				ok &= run_pipeline(s, pm, ctx, child, node);
				node->seconds += ir_monotonic_seconds() - t0;
			}
	return ok;
}

static bool run_pipeline(PassSession *s, const PassPipeline *pm, IrContext *ctx, IrOp *op,
                         TimeNode *time)
{
	for (size_t i = 0; i < pm->n;) {
		if (pm->elems[i].pass) {
			if (!run_pass(s, pm->elems[i].pass, ctx, op, time))
				return false;
			i++;
			continue;
		}
		/* adjacent nested pipelines run together, op by op, as MLIR's
		   pass adaptor runs them */
		size_t j = i;
		while (j < pm->n && pm->elems[j].nested)
			j++;
		if (!run_nested(s, pm->elems + i, j - i, ctx, op, time))
			return false;
		i = j;
	}
	return true;
}

bool pass_session_run(PassSession *s, const PassPipeline *pm, IrContext *ctx, IrOp *op)
{
	if (!pass_pipeline_matches(pm, op)) {
		ir_diag_op(ctx, IR_DIAG_ERROR, op, "can't run '%s' pass manager on '%s' op", pm->anchor,
		           ir_op_name(op)->s);
		return false;
	}
	/* symbols are looked up through one index for the whole pipeline,
	   which each change to a symbol table renews */
	ir_symbol_index_begin(ctx, true);
	bool ok = run_pipeline(s, pm, ctx, op, &s->root);
	ir_symbol_index_end(ctx);
	return ok;
}

bool pass_pipeline_run(const PassPipeline *pm, IrContext *ctx, IrOp *op, bool verify)
{
	/* the pass that runs it holds the IR around op: one thread */
	PassInstrumentation ins = {.verify_each = verify, .disable_threading = true};
	PassSession *s = pass_session_create(&ins);
	bool ok = pass_session_run(s, pm, ctx, op);
	pass_session_finish(s, pm);
	return ok;
}

/* ---- reports ---- */

static const char rule[] =
	"===-------------------------------------------------------------------------===\n";

static void report_header(FILE *f, const char *title)
{
	fprintf(f, "%s                         ... %s ...\n%s", rule, title, rule);
}

/* The totals a time report's percentages are of; user is 0 when the
   report has no user time column. */
typedef struct {
	double user, wall;
} TimeTotals;

static void time_line(FILE *f, TimeTotals t, double user, double wall, int indent, const char *name)
{
	if (t.user > 0)
		fprintf(f, "  %8.4f (%5.1f%%)", user, 100 * user / t.user);
	fprintf(f, "  %8.4f (%5.1f%%)  %*s%s\n", wall, t.wall > 0 ? 100 * wall / t.wall : 0, indent, "", name);
}

/* A line's user time is its wall time: what ran on threads is summed
   over them in both. */
static void time_lines(FILE *f, const TimeNode *n, TimeTotals t, int indent)
{
	for (size_t i = 0; i < n->nkids; i++) {
		const TimeNode *k = n->kids[i];
		time_line(f, t, k->seconds, k->seconds, indent, k->name);
		time_lines(f, k, t, indent + 2);
	}
}

/* MLIR's --mlir-timing tree: the phases and passes in the order first
   run, nested pipelines with their passes under them, then the rest.
   When work ran on threads, a user time column comes first, whose total
   adds the time spent on the threads to the wall time. */
static void report_time(PassSession *s)
{
	FILE *f = s->ins.dump;
	double total = ir_monotonic_seconds() - s->start, known = 0;
	for (size_t i = 0; i < s->root.nkids; i++)
		known += s->root.kids[i]->seconds;
	TimeTotals t = {s->thread_seconds > 0 ? total + s->thread_seconds : 0, total};
	report_header(f, "Execution time report");
	fprintf(f, "  Total Execution Time: %.4f seconds\n\n%s  ----Wall Time----  ----Name----\n", total,
	        t.user > 0 ? "  ----User Time----" : "");
	time_lines(f, &s->root, t, 0);
	double rest = total > known ? total - known : 0;
	time_line(f, t, rest, rest, 0, "Rest");
	time_line(f, t, t.user, total, 0, "Total");
}

static void stats_lines(PassSession *s, const PassPipeline *pm, int indent)
{
	FILE *f = s->ins.dump;
	for (size_t i = 0; i < pm->n; i++) {
		const PassElement *e = &pm->elems[i];
		if (e->nested) {
			fprintf(f, "%*s'%s' Pipeline\n", indent, "", e->nested->anchor);
			stats_lines(s, e->nested, indent + 2);
			continue;
		}
		const PassDef *d = e->pass->def;
		fprintf(f, "%*s%s\n", indent, "", d->name);
		const uint64_t *v = pm_get(&s->stats, e->pass);
		/* MLIR's layout: sorted by name, values and names aligned */
		size_t order[64], n = 0;
		int vw = 0, nw = 0;
		for (; d->stats && d->stats[n].name && n < 64; n++) {
			size_t k = n;
			while (k > 0 && strcmp(d->stats[order[k - 1]].name, d->stats[n].name) > 0) {
				order[k] = order[k - 1];
				k--;
			}
			order[k] = n;
			int w = snprintf(NULL, 0, "%llu", (unsigned long long)(v ? v[n] : 0));
			vw = w > vw ? w : vw;
			nw = (int)strlen(d->stats[n].name) > nw ? (int)strlen(d->stats[n].name) : nw;
		}
		for (size_t i = 0; i < n; i++) {
			size_t k = order[i];
			fprintf(f, "%*s(S) %*llu %-*s - %s\n", indent + 2, "", vw,
			        (unsigned long long)(v ? v[k] : 0), nw, d->stats[k].name, d->stats[k].help);
		}
	}
}

void pass_session_finish(PassSession *s, const PassPipeline *pm)
{
	if (s->ins.statistics) {
		report_header(s->ins.dump, "Pass statistics report");
		stats_lines(s, pm, 0);
		fputc('\n', s->ins.dump);
	}
	if (s->ins.timing)
		report_time(s);
	stats_free(&s->stats);
	time_free(&s->root);
	free(s);
}
