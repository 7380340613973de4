/* aliases.c: the alias pre-pass: affine maps, integer sets (and locations when
   they are printed) get `#map`, `#set`, `#loc` names, in MLIR's order. */
#include <stdlib.h>

#include "internal.h"

typedef struct {
	IrAttr *attr;
	const char *kind;  /* "distinct", "loc", "map", "set" */
	unsigned order;    /* first visit; a parent is visited before its children */
	unsigned depth;    /* 1 + the depth of the deepest aliased element inside */
	bool deferrable;   /* used only as an op location: printed after the module */
} AliasCand;

struct Collector {
	Printer *p;
	PtrMap seen;       /* type -> 1 + its alias depth, once visited */
	PtrMap cand_of;    /* aliased attribute -> 1 + its index in cands */
	PtrMap type_finds; /* type -> 1 + whether it holds what the pass looks for */
	AliasCand *cands;
	size_t n, cap;
	bool deferrable;   /* the attribute being visited is an op location */
};

static unsigned visit_attr(Collector *c, IrAttr *a);

static size_t add_candidate(Collector *c, IrAttr *a, const char *kind)
{
	if (c->n == c->cap) {
		c->cap = c->cap ? 2 * c->cap : 16;
		c->cands = xrealloc(c->cands, c->cap * sizeof *c->cands);
	}
	c->cands[c->n] = (AliasCand){a, kind, (unsigned)c->n, 0, c->deferrable};
	pm_put(&c->cand_of, a, (void *)(uintptr_t)(c->n + 1));
	return c->n++;
}

static unsigned max_u(unsigned a, unsigned b)
{
	return a > b ? a : b;
}

/* What to do with each type and attribute found inside another; the
   answers are combined by their maximum. */
typedef struct {
	unsigned (*type)(Collector *c, IrType *t);
	unsigned (*attr)(Collector *c, IrAttr *a);
} Visitor;

/* Applies v to the types and attributes directly inside t, in the order
   MLIR's alias pass visits them. */
static unsigned type_children(Collector *c, IrType *t, const Visitor *v)
{
	unsigned d = 0;
	switch (t->kind) {
	case IR_TYPE_COMPLEX: d = v->type(c, t->elem); break;
	case IR_TYPE_TUPLE:
		for (unsigned i = 0; i < t->tuple.n; i++)
			d = max_u(d, v->type(c, t->tuple.types[i]));
		break;
	case IR_TYPE_VECTOR:
	case IR_TYPE_TENSOR:
	case IR_TYPE_UNRANKED_TENSOR:
	case IR_TYPE_MEMREF:
	case IR_TYPE_UNRANKED_MEMREF:
		d = v->type(c, t->shaped.elem);
		if (t->shaped.encoding)
			d = max_u(d, v->attr(c, t->shaped.encoding));
		if (t->shaped.layout)
			d = max_u(d, v->attr(c, t->shaped.layout));
		if (t->shaped.space)
			d = max_u(d, v->attr(c, t->shaped.space));
		break;
	case IR_TYPE_FUNCTION:
		for (unsigned i = 0; i < t->func.nin + t->func.nout; i++)
			d = max_u(d, v->type(c, t->func.types[i]));
		break;
	default:
		break;
	}
	return d;
}

/* The same for an attribute. */
static unsigned attr_children(Collector *c, IrAttr *a, const Visitor *v)
{
	unsigned d = 0;
	switch (a->kind) {
	case IR_ATTR_ARRAY:
		for (unsigned i = 0; i < a->array.n; i++)
			d = max_u(d, v->attr(c, a->array.elems[i]));
		break;
	case IR_ATTR_DICT:
		for (unsigned i = 0; i < a->dict.n; i++)
			d = max_u(d, v->attr(c, ir_dict_value(a, i)));
		break;
	case IR_ATTR_TYPE: d = v->type(c, a->tval); break;
	case IR_ATTR_SPARSE:
		d = v->attr(c, a->sparse.indices);
		d = max_u(d, v->attr(c, a->sparse.values));
		break;
	case IR_ATTR_DISTINCT: d = v->attr(c, a->distinct.ref); break;
	case IR_ATTR_LOC_NAME:
		if (a->nloc.child)
			d = v->attr(c, a->nloc.child);
		break;
	case IR_ATTR_LOC_CALLSITE: /* callee first: the order decides alias numbers */
		d = v->attr(c, a->cloc.callee);
		d = max_u(d, v->attr(c, a->cloc.caller));
		break;
	case IR_ATTR_LOC_FUSED:
		if (a->fused.meta)
			d = v->attr(c, a->fused.meta);
		for (unsigned i = 0; i < a->fused.n; i++)
			d = max_u(d, v->attr(c, a->fused.locs[i]));
		break;
	default:
		break;
	}
	if (ir_attr_type_of(a))
		d = max_u(d, v->type(c, ir_attr_type_of(a)));
	return d;
}

/* Does t hold other types or attributes?  Most types an op names do not
   (i32, f32, index), and those are answered without a table. */
static bool type_has_children(const IrType *t)
{
	return t->kind != IR_TYPE_INTEGER && t->kind != IR_TYPE_INDEX && t->kind != IR_TYPE_FLOAT &&
	       t->kind != IR_TYPE_NONE && t->kind != IR_TYPE_DIALECT;
}

static unsigned visit_type(Collector *c, IrType *t);
static const Visitor visiting = {visit_type, visit_attr};

/* Returns the alias depth of the deepest aliased element in t. */
static unsigned visit_type(Collector *c, IrType *t)
{
	if (!type_has_children(t))
		return 0;
	uintptr_t seen = (uintptr_t)pm_get(&c->seen, t);
	if (seen)
		return (unsigned)seen - 1;
	pm_put(&c->seen, t, (void *)1);
	unsigned d = type_children(c, t, &visiting);
	pm_put(&c->seen, t, (void *)(uintptr_t)(d + 1));
	return d;
}

/* Visits the elements of a; returns the depth they impose on a's alias. */
static unsigned visit_children(Collector *c, IrAttr *a)
{
	if (a->kind == IR_ATTR_DENSE_RESOURCE || a->kind == IR_ATTR_DIALECT)
		resources_note_use(c->p, a);
	return attr_children(c, a, &visiting);
}

const char *aliases_kind(const IrAttr *a)
{
	if (a->kind == IR_ATTR_DISTINCT && a->distinct.ref->kind != IR_ATTR_UNIT)
		return "distinct";
	if (a->kind == IR_ATTR_AFFINE_MAP)
		return "map";
	if (a->kind == IR_ATTR_INTEGER_SET)
		return "set";
	if (ir_attr_is_loc(a))
		return "loc";
	return NULL;
}

/* A location also used where it cannot be deferred pins it, and what it
   contains, to the top of the output. */
static void mark_non_deferrable(Collector *c, IrAttr *a)
{
	uintptr_t idx = (uintptr_t)pm_get(&c->cand_of, a);
	if (idx) {
		if (!c->cands[idx - 1].deferrable)
			return;
		c->cands[idx - 1].deferrable = false;
	}
	switch (a->kind) {
	case IR_ATTR_LOC_NAME:
		if (a->nloc.child)
			mark_non_deferrable(c, a->nloc.child);
		break;
	case IR_ATTR_LOC_CALLSITE:
		mark_non_deferrable(c, a->cloc.callee);
		mark_non_deferrable(c, a->cloc.caller);
		break;
	case IR_ATTR_LOC_FUSED:
		for (unsigned i = 0; i < a->fused.n; i++)
			mark_non_deferrable(c, a->fused.locs[i]);
		break;
	default:
		break;
	}
}

/* Returns what a imposes on an enclosing alias's depth: one more than its
   own depth when it is aliased, its elements' depth otherwise.  Only
   aliased attributes are remembered: visiting another attribute again
   costs what printing it again does, and a table entry for every distinct
   number, string and dictionary would outweigh that. */
static unsigned visit_attr(Collector *c, IrAttr *a)
{
	if (a->kind == IR_ATTR_DISTINCT)
		c->p->prints_distinct = true;
	const char *kind = aliases_kind(a);
	if (!kind)
		return visit_children(c, a);
	uintptr_t idx = (uintptr_t)pm_get(&c->cand_of, a);
	if (idx) {
		if (!c->deferrable)
			mark_non_deferrable(c, a);
		return c->cands[idx - 1].depth + 1;
	}
	size_t i = add_candidate(c, a, kind);
	unsigned d = visit_children(c, a);
	c->cands[i].depth = d;
	return d + 1;
}

/* Visits an op as MLIR's alias pass does in generic form: nested regions
   first, then operand and result types, then all attributes by name. */
/* The printer, in collecting mode (Printer.collect), reports here every
   attribute and type it would print, in the order it would print them: the
   order MLIR's alias pass sees them in. */
void aliases_visit_attr(Printer *p, IrAttr *a, bool deferrable)
{
	Collector *c = p->collect;
	c->deferrable = deferrable;
	visit_attr(c, a);
	c->deferrable = false;
}

void aliases_visit_type(Printer *p, IrType *t)
{
	visit_type(p->collect, t);
}

void aliases_collect_apart(Printer *t)
{
	t->collect = xcalloc(1, sizeof *t->collect);
	t->collect->p = t;
}

/* What visiting the attributes t found, in the order it found them, would
   have added to p's collection: the candidates p has not found, with the
   depth t gave them, and the pinning of those it has; then t's uses of
   blobs and of distinct attributes. */
void aliases_merge(Printer *p, Printer *t)
{
	Collector *into = p->collect, *from = t->collect;
	for (size_t i = 0; i < from->n; i++) {
		const AliasCand *f = &from->cands[i];
		if (pm_get(&into->cand_of, f->attr)) {
			if (!f->deferrable)
				mark_non_deferrable(into, f->attr);
			continue;
		}
		bool deferrable = into->deferrable;
		into->deferrable = f->deferrable;
		size_t k = add_candidate(into, f->attr, f->kind);
		into->cands[k].depth = f->depth;
		into->deferrable = deferrable;
	}
	resources_merge(p, t);
	p->prints_distinct |= t->prints_distinct;
	free(from->cands);
	pm_free(&from->seen);
	pm_free(&from->cand_of);
	pm_free(&from->type_finds);
	free(from);
	t->collect = NULL;
}

/* MLIR's order: alias depth, then alias name, then first visit. */
static int cand_cmp(const void *x, const void *y)
{
	const AliasCand *a = x, *b = y;
	if (a->depth != b->depth)
		return a->depth < b->depth ? -1 : 1;
	int k = strcmp(a->kind, b->kind);
	if (k)
		return k;
	return (a->order > b->order) - (a->order < b->order);
}

static unsigned type_finds(Collector *c, IrType *t);
static unsigned attr_finds(Collector *c, IrAttr *a);
static const Visitor finding = {type_finds, attr_finds};

/* 1 if t holds an attribute that would get an alias or name a resource,
   else 0. */
static unsigned type_finds(Collector *c, IrType *t)
{
	if (!type_has_children(t))
		return 0;
	uintptr_t known = (uintptr_t)pm_get(&c->type_finds, t);
	if (known)
		return (unsigned)known - 1;
	unsigned finds = type_children(c, t, &finding);
	pm_put(&c->type_finds, t, (void *)(uintptr_t)(finds + 1));
	return finds;
}

/* The same for a, over what visit_children walks; a distinct attribute
   counts too (Printer.prints_distinct). */
static unsigned attr_finds(Collector *c, IrAttr *a)
{
	if (aliases_kind(a) || resources_names_blob(a) || a->kind == IR_ATTR_DISTINCT)
		return 1;
	return attr_children(c, a, &finding);
}

/* Can the dry run of op's custom form find anything?  An op without
   regions whose attributes and operand and result types hold no attribute
   that gets an alias and name no resource finds nothing, whatever its
   custom form prints of them, so its dry run (as costly as its print) is
   left out.
   Locations, printed under --mlir-print-debuginfo, are aliased: then
   every op is looked at. */
bool aliases_op_finds(Printer *p, IrOp *op)
{
	Collector *c = p->collect;
	if (ir_op_nregions(op) || p->opts.debuginfo || attr_finds(c, ir_op_attrs(op)) ||
	    (ir_op_props(op) && attr_finds(c, ir_op_props(op))))
		return true;
	for (unsigned i = 0; i < op->noperands; i++)
		if (type_finds(c, ir_value_type(ir_op_operand(op, i))))
			return true;
	for (unsigned i = 0; i < op->nresults; i++)
		if (type_finds(c, ir_value_type(&ir_op_results(op)[i])))
			return true;
	return false;
}

bool aliases_may_find(Printer *p)
{
	return p->opts.debuginfo || ir_context_may_alias(p->ctx) || resources_dialect_attrs_made(p->ctx);
}

void aliases_collect(Printer *p, IrOp *top)
{
	Collector c = {p, {0}, {0}, {0}, NULL, 0, 0, false};
	/* a dry run of the printer, into a scratch buffer, reports what it prints */
	StrBuf scratch = {0}, *out = p->out;
	FILE *sink = p->sink;
	p->collect = &c;
	p->out = &scratch;
	p->sink = NULL;
	print_op(p, top);
	p->collect = NULL;
	p->out = out;
	p->sink = sink;
	sb_free(&scratch);
	if (c.n) /* reliability: cands is NULL when n == 0, qsort needs non-NULL */
		qsort(c.cands, c.n, sizeof *c.cands, cand_cmp);
	unsigned counters[4] = {0}; /* per kind: distinct, loc, map, set */
	for (size_t i = 0; i < c.n; i++) {
		const char *kind = c.cands[i].kind;
		unsigned *counter = &counters[kind[0] == 'd' ? 0 : kind[0] == 'l' ? 1 : kind[0] == 'm' ? 2 : 3];
		char buf[32];
		int len = *counter ? snprintf(buf, sizeof buf, "#%s%u", kind, *counter)
		                   : snprintf(buf, sizeof buf, "#%s", kind);
		(*counter)++;
		pm_put(&p->aliases, c.cands[i].attr, arena_dup(&p->names, buf, (size_t)len + 1));
		pv_push(c.cands[i].deferrable ? &p->deferred_aliases : &p->alias_order, c.cands[i].attr);
	}
	free(c.cands);
	pm_free(&c.seen);
	pm_free(&c.cand_of);
	pm_free(&c.type_finds);
}

void aliases_print(Printer *p, const PtrVec *which)
{
	for (size_t i = 0; i < which->n; i++) {
		IrAttr *a = which->v[i];
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
