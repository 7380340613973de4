/* manager.c: running a pipeline on an op, with the verifier after each
   pass and mlir-opt's instrumentation: IR dumps before and after passes,
   the execution time report and the pass statistics. */
#include <time.h>

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
};

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static TimeNode *time_child(TimeNode *parent, const void *key, const char *name)
{
	for (size_t i = 0; i < parent->nkids; i++)
		if (key ? parent->kids[i]->key == key : !strcmp(parent->kids[i]->name, name))
			return parent->kids[i];
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
	s->start = now();
	return s;
}

void pass_session_add_time(PassSession *s, const char *phase, double seconds)
{
	time_child(&s->root, NULL, phase)->seconds += seconds;
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
		sb_printf(&b, " ('%s' operation", op->name->s);
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

static bool run_pipeline(PassSession *s, const PassPipeline *pm, IrContext *ctx, IrOp *op,
                         TimeNode *time);

static bool run_pass(PassSession *s, const Pass *pass, IrContext *ctx, IrOp *op, TimeNode *time)
{
	const PassInstrumentation *ins = &s->ins;
	const char *arg = pass->def->arg;
	if (ins->print_before_all || listed(ins->print_before, arg))
		dump(s, ctx, pass, op, "Before", "");
	bool print_after = ins->print_after_all || listed(ins->print_after, arg);
	uint64_t before = print_after && ins->print_after_change ? fingerprint(ctx, op) : 0;

	size_t nstats = 0;
	while (pass->def->stats && pass->def->stats[nstats].name)
		nstats++;
	uint64_t *stats = pm_get(&s->stats, pass);
	if (!stats) {
		stats = xcalloc(nstats + 1, sizeof *stats);
		pm_put(&s->stats, pass, stats);
	}
	PassRun run = {.ctx = ctx, .pass = pass, .stats = stats, .print = &ins->print, .report = ins->dump};
	double t0 = now();
	bool ok = pass->def->run(&run, op);
	time_child(time, pass, pass->def->name)->seconds += now() - t0;

	if (ok && ins->verify_each && !ir_verify(ctx, op)) {
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
		if (!strcmp(pm->anchor, op->name->s))
			return pm;
		if (!strcmp(pm->anchor, "any") && op->def && (op->def->traits & IR_TRAIT_ISOLATED))
			return pm;
	}
	return NULL;
}

/* Runs the nested pipelines elems[0..n) on the ops directly inside op. */
static bool run_nested(PassSession *s, const PassElement *elems, size_t n, IrContext *ctx, IrOp *op,
                       TimeNode *time)
{
	IrRegion *regions = ir_op_regions(op);
	bool ok = true;
	for (unsigned r = 0; r < op->nregions; r++)
		for (IrBlock *b = regions[r].first; b; b = b->next)
			for (IrOp *child = b->first, *next; child; child = next) {
				next = child->next;
				const PassPipeline *pm = nested_for(elems, n, child);
				if (!pm)
					continue;
				if (!child->def || !(child->def->traits & IR_TRAIT_ISOLATED)) {
					ir_diag_op(ctx, IR_DIAG_ERROR, child,
					           "trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'");
					return false;
				}
				StrBuf name = {0};
				sb_printf(&name, "'%s' Pipeline", pm->anchor);
				TimeNode *node = time_child(time, pm, name.s);
				sb_free(&name);
				double t0 = now();
				/* as MLIR's pass adaptor, a failure on one op does not stop
				   the others: each says what went wrong */
				ok &= run_pipeline(s, pm, ctx, child, node);
				node->seconds += now() - t0;
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
		           op->name->s);
		return false;
	}
	return run_pipeline(s, pm, ctx, op, &s->root);
}

bool pass_pipeline_run(const PassPipeline *pm, IrContext *ctx, IrOp *op, bool verify)
{
	PassInstrumentation ins = {.verify_each = verify};
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

static void time_lines(FILE *f, const TimeNode *n, double total, int indent)
{
	for (size_t i = 0; i < n->nkids; i++) {
		const TimeNode *k = n->kids[i];
		fprintf(f, "  %8.4f (%5.1f%%)  %*s%s\n", k->seconds, total > 0 ? 100 * k->seconds / total : 0,
		        indent, "", k->name);
		time_lines(f, k, total, indent + 2);
	}
}

/* MLIR's --mlir-timing tree: the phases and passes in the order first
   run, nested pipelines with their passes under them, then the rest. */
static void report_time(PassSession *s)
{
	FILE *f = s->ins.dump;
	double total = now() - s->start, known = 0;
	for (size_t i = 0; i < s->root.nkids; i++)
		known += s->root.kids[i]->seconds;
	report_header(f, "Execution time report");
	fprintf(f, "  Total Execution Time: %.4f seconds\n\n  ----Wall Time----  ----Name----\n", total);
	time_lines(f, &s->root, total, 0);
	double rest = total > known ? total - known : 0;
	fprintf(f, "  %8.4f (%5.1f%%)  Rest\n", rest, total > 0 ? 100 * rest / total : 0);
	fprintf(f, "  %8.4f (%5.1f%%)  Total\n", total, 100.0);
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
	for (size_t i = 0; i < s->stats.cap; i++)
		if (s->stats.keys[i])
			free(s->stats.vals[i]);
	pm_free(&s->stats);
	time_free(&s->root);
	free(s);
}
