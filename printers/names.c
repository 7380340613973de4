/* names.c: the first printer phase: naming values and blocks as mlir-opt does
   in generic form (unique ids across the whole module). */
#include <stdio.h>

#include "internal.h"

typedef struct {
	Printer *p;
	unsigned next_value; /* next %N */
	unsigned next_arg;   /* next %argN */
	PtrVec regions;      /* regions still to number, processed last-in first-out */
} Namer;

static const char *fmt_name(Printer *p, const char *prefix, unsigned n)
{
	char buf[32];
	int len = snprintf(buf, sizeof buf, "%s%u", prefix, n);
	return arena_dup(&p->names, buf, (size_t)len + 1);
}

static void name_value(Namer *nm, IrValue *v, const char *name, int index)
{
	ValueName *vn = arena_alloc(&nm->p->names, sizeof *vn);
	vn->name = name;
	vn->index = index;
	pm_put(&nm->p->values, v, vn);
}

/* An op's results share one id; with several results they print as %N#i. */
static void number_op(Namer *nm, IrOp *op)
{
	if (!op->nresults)
		return;
	const char *name = fmt_name(nm->p, "", nm->next_value++);
	for (unsigned i = 0; i < op->nresults; i++)
		name_value(nm, &op->results[i], name, op->nresults > 1 ? (int)i : -1);
}

static void number_region(Namer *nm, IrRegion *r)
{
	unsigned block_id = 0;
	for (IrBlock *b = r->first; b; b = b->next) {
		pm_put(&nm->p->blocks, b, (void *)fmt_name(nm->p, "bb", block_id++));
		bool entry = b == r->first;
		for (unsigned i = 0; i < b->nargs; i++)
			name_value(nm, b->args[i],
			           entry ? fmt_name(nm->p, "arg", nm->next_arg++)
			                 : fmt_name(nm->p, "", nm->next_value++),
			           -1);
		for (IrOp *o = b->first; o; o = o->next)
			number_op(nm, o);
	}
	for (IrBlock *b = r->first; b; b = b->next)
		for (IrOp *o = b->first; o; o = o->next)
			for (unsigned i = 0; i < o->nregions; i++)
				pv_push(&nm->regions, &o->regions[i]);
}

void names_assign(Printer *p, IrOp *top)
{
	Namer nm = {p, 0, 0, {0}};
	for (unsigned i = 0; i < top->nregions; i++)
		pv_push(&nm.regions, &top->regions[i]);
	number_op(&nm, top);
	while (nm.regions.n)
		number_region(&nm, nm.regions.v[--nm.regions.n]);
	pv_free(&nm.regions);
}
