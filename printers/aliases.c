/* aliases.c: the alias pre-pass: affine maps, integer sets (and locations when
   they are printed) get `#map`, `#set`, `#loc` names, in MLIR's order. */
#include <stdlib.h>

#include "internal.h"

typedef struct {
	IrAttr *attr;
	const char *kind;  /* "loc", "map", "set" */
	unsigned order;    /* first visit */
} AliasCand;

typedef struct {
	Printer *p;
	PtrMap seen;       /* attributes and types already visited */
	AliasCand *cands;
	size_t n, cap;
} Collector;

static void visit_attr(Collector *c, IrAttr *a);

static void add_candidate(Collector *c, IrAttr *a, const char *kind)
{
	if (c->n == c->cap) {
		c->cap = c->cap ? 2 * c->cap : 16;
		c->cands = xrealloc(c->cands, c->cap * sizeof *c->cands);
	}
	c->cands[c->n] = (AliasCand){a, kind, (unsigned)c->n};
	c->n++;
}

static void visit_type(Collector *c, IrType *t)
{
	if (pm_get(&c->seen, t))
		return;
	pm_put(&c->seen, t, t);
	switch (t->kind) {
	case IR_TYPE_COMPLEX: visit_type(c, t->elem); break;
	case IR_TYPE_TUPLE:
		for (unsigned i = 0; i < t->tuple.n; i++)
			visit_type(c, t->tuple.types[i]);
		break;
	case IR_TYPE_VECTOR:
	case IR_TYPE_TENSOR:
	case IR_TYPE_UNRANKED_TENSOR:
	case IR_TYPE_MEMREF:
	case IR_TYPE_UNRANKED_MEMREF:
		visit_type(c, t->shaped.elem);
		if (t->shaped.encoding)
			visit_attr(c, t->shaped.encoding);
		if (t->shaped.layout)
			visit_attr(c, t->shaped.layout);
		if (t->shaped.space)
			visit_attr(c, t->shaped.space);
		break;
	case IR_TYPE_FUNCTION:
		for (unsigned i = 0; i < t->func.nin + t->func.nout; i++)
			visit_type(c, t->func.types[i]);
		break;
	default:
		break;
	}
}

static void visit_attr(Collector *c, IrAttr *a)
{
	if (pm_get(&c->seen, a))
		return;
	pm_put(&c->seen, a, a);
	switch (a->kind) {
	case IR_ATTR_AFFINE_MAP: add_candidate(c, a, "map"); break;
	case IR_ATTR_INTEGER_SET: add_candidate(c, a, "set"); break;
	case IR_ATTR_ARRAY:
		for (unsigned i = 0; i < a->array.n; i++)
			visit_attr(c, a->array.elems[i]);
		break;
	case IR_ATTR_DICT:
		for (unsigned i = 0; i < a->dict.n; i++)
			visit_attr(c, a->dict.entries[i].value);
		break;
	case IR_ATTR_TYPE: visit_type(c, a->tval); break;
	case IR_ATTR_SPARSE:
		visit_attr(c, a->sparse.indices);
		visit_attr(c, a->sparse.values);
		break;
	case IR_ATTR_DISTINCT: visit_attr(c, a->distinct.ref); break;
	default:
		if (ir_attr_is_loc(a) && a->kind != IR_ATTR_LOC_UNKNOWN)
			add_candidate(c, a, "loc");
		break;
	}
	if (a->type)
		visit_type(c, a->type);
}

/* Visits an op as MLIR's alias pass does in generic form: nested regions
   first, then operand and result types, then all attributes by name. */
static void visit_op(Collector *c, IrOp *op)
{
	for (unsigned r = 0; r < op->nregions; r++)
		for (IrBlock *b = op->regions[r].first; b; b = b->next) {
			for (unsigned i = 0; i < b->nargs; i++)
				visit_type(c, b->args[i]->type);
			for (IrOp *o = b->first; o; o = o->next)
				visit_op(c, o);
		}
	for (unsigned i = 0; i < op->noperands; i++)
		visit_type(c, op->operands[i].value->type);
	for (unsigned i = 0; i < op->nresults; i++)
		visit_type(c, op->results[i].type);
	/* properties and discardable attributes, merged in name order */
	IrAttr *props = op->props && op->props->kind == IR_ATTR_DICT ? op->props : NULL;
	unsigned i = 0, j = 0, np = props ? props->dict.n : 0, na = op->attrs->dict.n;
	while (i < np || j < na) {
		bool take_prop = j >= na || (i < np && strcmp(props->dict.entries[i].name->s,
		                                              op->attrs->dict.entries[j].name->s) < 0);
		visit_attr(c, take_prop ? props->dict.entries[i++].value : op->attrs->dict.entries[j++].value);
	}
	if (op->props && !props)
		visit_attr(c, op->props);
}

static int cand_cmp(const void *x, const void *y)
{
	const AliasCand *a = x, *b = y;
	int k = strcmp(a->kind, b->kind);
	if (k)
		return k;
	return (a->order > b->order) - (a->order < b->order);
}

void aliases_collect(Printer *p, IrOp *top)
{
	Collector c = {p, {0}, NULL, 0, 0};
	visit_op(&c, top);
	qsort(c.cands, c.n, sizeof *c.cands, cand_cmp);
	unsigned counter = 0;
	for (size_t i = 0; i < c.n; i++) {
		if (i && strcmp(c.cands[i].kind, c.cands[i - 1].kind))
			counter = 0;
		char buf[32];
		int len = counter ? snprintf(buf, sizeof buf, "#%s%u", c.cands[i].kind, counter)
		                  : snprintf(buf, sizeof buf, "#%s", c.cands[i].kind);
		counter++;
		pm_put(&p->aliases, c.cands[i].attr, arena_dup(&p->names, buf, (size_t)len + 1));
		pv_push(&p->alias_order, c.cands[i].attr);
	}
	free(c.cands);
	pm_free(&c.seen);
}

void aliases_print(Printer *p)
{
	for (size_t i = 0; i < p->alias_order.n; i++) {
		IrAttr *a = p->alias_order.v[i];
		sb_puts(p->out, pm_get(&p->aliases, a));
		sb_puts(p->out, " = ");
		/* the definition itself is printed in full, not as its own alias */
		const char *self = pm_get(&p->aliases, a);
		pm_put(&p->aliases, a, NULL);
		print_attr(p, p->out, a);
		pm_put(&p->aliases, a, (void *)self);
		sb_putc(p->out, '\n');
	}
}
