/* print_op_stats.c: print-op-stats, how many ops of each name the op holds
   (itself included), as MLIR's PrintOpStats writes them. */
#include "internal.h"

typedef struct {
	PtrMap counts; /* IrIdent* -> count */
	PtrVec names;  /* the IrIdent* counted, in the order first met */
} OpCounts;

static bool count_op(IrOp *op, void *user)
{
	OpCounts *c = user;
	uintptr_t n = (uintptr_t)pm_get(&c->counts, ir_op_name(op));
	if (!n)
		pv_push(&c->names, ir_op_name(op));
	pm_put(&c->counts, ir_op_name(op), (void *)(n + 1));
	return true;
}

static int name_cmp(const void *a, const void *b)
{
	const IrIdent *x = *(const IrIdent *const *)a, *y = *(const IrIdent *const *)b;
	size_t n = x->n < y->n ? x->n : y->n;
	int c = memcmp(x->s, y->s, n);
	return c ? c : (x->n > y->n) - (x->n < y->n);
}

/* The dialect and the rest of name, split at its first dot; a name
   without one (or with nothing after it) has no dialect. */
static void split_name(const IrIdent *name, size_t *dialect, const char **op, size_t *oplen)
{
	const char *dot = memchr(name->s, '.', name->n);
	if (!dot || dot + 1 == name->s + name->n) {
		*dialect = 0;
		*op = name->s;
		*oplen = dot ? (size_t)(dot - name->s) : name->n;
		return;
	}
	*dialect = (size_t)(dot - name->s);
	*op = dot + 1;
	*oplen = name->n - *dialect - 1;
}

static bool run(PassRun *r, IrOp *op)
{
	OpCounts c = {0};
	ir_walk(op, count_op, &c);
	IrIdent **names = (IrIdent **)c.names.v;
	size_t n = c.names.n;
	qsort(names, n, sizeof *names, name_cmp);
	StrBuf b = {0};
	if (pass_option_bool(r, "json")) {
		sb_puts(&b, "{\n");
		for (size_t i = 0; i < n; i++)
			sb_printf(&b, "  \"%s\" : %zu%s\n", names[i]->s, (size_t)(uintptr_t)pm_get(&c.counts, names[i]),
			          i + 1 < n ? "," : "");
		sb_puts(&b, "}\n");
	} else {
		sb_puts(&b, "Operations encountered:\n-----------------------\n");
		size_t wd = 0, wo = 0;
		for (size_t i = 0; i < n; i++) {
			size_t d, ol;
			const char *o;
			split_name(names[i], &d, &o, &ol);
			wd = d > wd ? d : wd;
			wo = ol > wo ? ol : wo;
		}
		for (size_t i = 0; i < n; i++) {
			size_t d, ol;
			const char *o;
			split_name(names[i], &d, &o, &ol);
			if (d)
				sb_printf(&b, "%*s%.*s.", (int)(wd + 2 - d), "", (int)d, names[i]->s);
			else
				sb_printf(&b, "%*s", (int)(wd + 3), "");
			sb_printf(&b, "%.*s%*s , %zu\n", (int)ol, o, (int)(wo - ol), "",
			          (size_t)(uintptr_t)pm_get(&c.counts, names[i]));
		}
	}
	fwrite(b.s, 1, b.len, r->report);
	sb_free(&b);
	pm_free(&c.counts);
	pv_free(&c.names);
	return true;
}

static const PassOptionDef options[] = {
	{"json", PASS_OPT_BOOL, "false", "print the stats as JSON", NULL, NULL},
	{0},
};

const PassDef pass_print_op_stats = {
	.arg = "print-op-stats",
	.name = "PrintOpStats",
	.summary = "Print statistics of operations",
	.options = options,
	.run = run,
};
