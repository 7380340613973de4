/* names.c: the first printer phase: naming values and blocks as mlir-opt does
   in generic form (unique ids across the whole module). */
#include "internal.h"

typedef struct {
	unsigned next_value; /* next %N */
	unsigned next_arg;   /* next %argN */
	PtrVec regions;      /* regions still to number, processed last-in first-out */
} Namer;

/* An op's results share one id; with several results they print as %N#i. */
static void number_op(Namer *nm, IrOp *op)
{
	if (!op->nresults)
		return;
	unsigned id = nm->next_value++;
	for (unsigned i = 0; i < op->nresults; i++) {
		op->results[i].name_id = id;
		op->results[i].name_is_arg = false;
	}
}

static void number_region(Namer *nm, IrRegion *r)
{
	unsigned block_id = 0;
	for (IrBlock *b = r->first; b; b = b->next) {
		b->name_id = block_id++;
		bool entry = b == r->first;
		for (unsigned i = 0; i < b->nargs; i++) {
			b->args[i]->name_is_arg = entry;
			b->args[i]->name_id = entry ? nm->next_arg++ : nm->next_value++;
		}
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
	(void)p;
	Namer nm = {0, 0, {0}};
	for (unsigned i = 0; i < top->nregions; i++)
		pv_push(&nm.regions, &top->regions[i]);
	number_op(&nm, top);
	while (nm.regions.n)
		number_region(&nm, nm.regions.v[--nm.regions.n]);
	pv_free(&nm.regions);
}
