/* names.c: the first printer phase: naming values and blocks as mlir-opt does.
   Regions are numbered last-in first-out, each starting from the counters
   its parent region left; in generic form the counters are shared by the
   whole module (unique ids), in custom form each region restores them, and
   ops may name their results (`%output_real`), made unique with `_N`. */
#include <stdlib.h>

#include "internal.h"

/* The names in use, with an undo log so that a region's names can be
   dropped when its scope ends (MLIR's scoped usedNames table). */
typedef struct {
	const char **slots; /* NUL-terminated names; DELETED marks a removed one */
	size_t cap, used;
	PtrVec log;         /* names in insertion order */
} NameSet;

static const char DELETED[] = "";

static size_t name_hash(const char *s)
{
	uint64_t h = 1469598103934665603ull;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ull;
	return (size_t)h;
}

static size_t set_find(const NameSet *set, const char *s)
{
	size_t i = name_hash(s) & (set->cap - 1);
	while (set->slots[i] && (set->slots[i] == DELETED || strcmp(set->slots[i], s)))
		i = (i + 1) & (set->cap - 1);
	return i;
}

static bool set_has(const NameSet *set, const char *s)
{
	return set->cap && set->slots[set_find(set, s)];
}

static void set_add(NameSet *set, const char *s)
{
	if (2 * (set->used + 1) > set->cap) { /* full of names or of removed ones: rebuild */
		size_t live = 0;
		for (size_t i = 0; i < set->cap; i++)
			live += set->slots[i] && set->slots[i] != DELETED;
		size_t cap = 64;
		while (cap < 4 * (live + 1))
			cap *= 2;
		NameSet fresh = {xcalloc(cap, sizeof(char *)), cap, 0, set->log};
		for (size_t i = 0; i < set->cap; i++)
			if (set->slots[i] && set->slots[i] != DELETED) {
				fresh.slots[set_find(&fresh, set->slots[i])] = set->slots[i];
				fresh.used++;
			}
		free(set->slots);
		*set = fresh;
	}
	/* s is not in the set: it takes the first removed slot on its path, so
	   that a name every region reuses (%c0, %arg0) does not lengthen its
	   probe path once per region */
	size_t i = name_hash(s) & (set->cap - 1);
	while (set->slots[i] && set->slots[i] != DELETED)
		i = (i + 1) & (set->cap - 1);
	set->slots[i] = s;
	set->used++;
	pv_push(&set->log, (void *)s);
}

/* Forgets the names added after the log had `mark` entries. */
static void set_release(NameSet *set, size_t mark)
{
	while (set->log.n > mark) {
		const char *s = set->log.v[--set->log.n];
		size_t i = name_hash(s) & (set->cap - 1);
		while (set->slots[i] != s)
			i = (i + 1) & (set->cap - 1);
		set->slots[i] = DELETED;
	}
}

/* The numbering state a region starts from. */
typedef struct {
	IrRegion *region;
	unsigned next_value, next_arg, next_conflict;
	size_t names_mark; /* the parent region's names scope */
} Pending;

typedef struct {
	Printer *p;
	bool unique;         /* generic form: one set of counters for the module */
	unsigned next_value; /* next %N */
	unsigned next_arg;   /* next %argN */
	unsigned next_conflict;
	NameSet used;
	PtrMap name_ids;     /* IrIdent* of a single name -> 1 + its index in value_names */
	StrBuf scratch;      /* a name being made: `argN`, a result_name */
	StrBuf candidate;    /* a name tried after a conflict: name_N */
	Pending *stack;
	size_t n, cap;
} Namer;

static void push_region(Namer *nm, IrRegion *r)
{
	if (nm->n == nm->cap) {
		nm->cap = nm->cap ? 2 * nm->cap : 16;
		nm->stack = xrealloc(nm->stack, nm->cap * sizeof *nm->stack);
	}
	nm->stack[nm->n++] = (Pending){r, nm->next_value, nm->next_arg, nm->next_conflict,
	                               nm->used.log.n};
}

/* MLIR's uniqueValueName: the name itself if free, else name_N. Names are
   identifiers, so that a name every function uses (%c0, %arg0) is kept
   once, not once a value. */
static IrIdent *unique_name(Namer *nm, const char *name, size_t n)
{
	IrIdent *id = ir_ident(nm->p->ctx, name, n);
	while (set_has(&nm->used, id->s)) {
		nm->candidate.len = 0;
		sb_putn(&nm->candidate, name, n);
		sb_putc(&nm->candidate, '_');
		sb_put_u64(&nm->candidate, nm->next_conflict++);
		id = ir_ident(nm->p->ctx, nm->candidate.s, nm->candidate.len);
	}
	set_add(&nm->used, id->s);
	return id;
}

static unsigned keep_name(Printer *p, const IrIdent *name, unsigned group_first)
{
	if (p->nvalue_names == p->value_names_cap) {
		if (p->value_names_cap >= IR_MAX_VALUES / 2)
			die("more than %u value names", IR_MAX_VALUES);
		p->value_names_cap = p->value_names_cap ? 2 * p->value_names_cap : 64;
		p->value_names = xrealloc(p->value_names, p->value_names_cap * sizeof *p->value_names);
	}
	p->value_names[p->nvalue_names] = (ValueName){name->s, (unsigned)name->n, group_first};
	return p->nvalue_names++;
}

/* Values of one name share its entry, in whichever scopes they are. */
static void name_value(Namer *nm, IrValue *v, const char *name, size_t n)
{
	IrIdent *id = unique_name(nm, name, n);
	uintptr_t known = (uintptr_t)pm_get(&nm->name_ids, id);
	if (!known) {
		known = 1 + (uintptr_t)keep_name(nm->p, id, 0);
		pm_put(&nm->name_ids, id, (void *)known);
	}
	v->name_kind = IR_NAME_STRING;
	v->name_id = (unsigned)(known - 1);
}

static void number_value(Namer *nm, IrValue *v, unsigned id)
{
	if (id >= IR_MAX_VALUES)
		die("more than %u values to number", IR_MAX_VALUES);
	v->name_kind = IR_NAME_NUMBER;
	v->name_id = id;
}

/* Names the results after hints (IrOpDef.result_names): one name a result,
   or, for a name marked `*`, a group of results written %name:N (one result:
   %name; none: no name); the groups share what the single names leave, in
   equal parts (ODS's SameVariadicResultSize). False when they cannot. */
static bool name_results(Namer *nm, IrOp *op, const char *hints)
{
	unsigned singles = 0, groups = 0;
	for (const char *h = hints; *h; h++)
		if ((h == hints || h[-1] == ' ') && *h != ' ') {
			size_t len = strcspn(h, " ");
			h[len - 1] == '*' ? groups++ : singles++;
		}
	if (groups && (op->nresults < singles || (op->nresults - singles) % groups))
		return false;
	unsigned group_size = groups ? (op->nresults - singles) / groups : 0, next = 0;
	for (const char *h = hints; *h && next < op->nresults;) {
		size_t len = strcspn(h, " ");
		bool group = h[len - 1] == '*';
		unsigned n = group ? group_size : 1;
		if (n == 1) {
			name_value(nm, &ir_op_results(op)[next], h, len - group);
		} else if (n > 1) {
			unsigned id = keep_name(nm->p, unique_name(nm, h, len - 1), next);
			for (unsigned j = 0; j < n; j++) {
				IrValue *v = &ir_op_results(op)[next + j];
				v->name_kind = IR_NAME_GROUP;
				v->name_id = id;
			}
		}
		next += n;
		h += len + (h[len] == ' ');
	}
	return true;
}

/* Results share one id unless the op names them (custom form only). */
static void number_op(Namer *nm, IrOp *op)
{
	if (!op->nresults)
		return;
	if (!nm->unique && ir_def(op) && ir_def(op)->result_name) { /* a name from the op's values */
		nm->scratch.len = 0;
		ir_def(op)->result_name(op, &nm->scratch);
		name_value(nm, &ir_op_results(op)[0], nm->scratch.s, nm->scratch.len);
		return;
	}
	const char *hints = !nm->unique && ir_def(op) ? ir_def(op)->result_names : NULL;
	if (hints && name_results(nm, op, hints))
		return;
	unsigned id = nm->next_value++;
	for (unsigned i = 0; i < op->nresults; i++)
		number_value(nm, &ir_op_results(op)[i], id);
}

static void number_region(Namer *nm, IrRegion *r)
{
	unsigned block_id = 0;
	for (IrBlock *b = ir_region_first(r); b; b = ir_block_next(b)) {
		if (b != ir_region_first(r))
			pm_put(&nm->p->block_ids, b, (void *)(uintptr_t)block_id);
		block_id++;
		bool entry = b == ir_region_first(r);
		for (unsigned i = 0; i < b->nargs; i++) {
			IrValue *arg = ir_block_arg(b, i);
			if (!entry) {
				number_value(nm, arg, nm->next_value++);
			} else if (nm->unique) {
				arg->name_kind = IR_NAME_ARG;
				arg->name_id = nm->next_arg++;
			} else { /* "argN" also takes part in the uniquing of names */
				nm->scratch.len = 0;
				sb_puts(&nm->scratch, "arg");
				sb_put_u64(&nm->scratch, nm->next_arg++);
				name_value(nm, arg, nm->scratch.s, nm->scratch.len);
			}
		}
		for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
			number_op(nm, o);
	}
	for (IrBlock *b = ir_region_first(r); b; b = ir_block_next(b))
		for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
			for (unsigned i = 0; i < ir_op_nregions(o); i++)
				push_region(nm, &ir_op_regions(o)[i]);
}

void names_assign(Printer *p, IrOp *top)
{
	Namer nm = {0};
	nm.p = p;
	nm.unique = p->opts.generic;
	for (unsigned i = 0; i < ir_op_nregions(top); i++)
		push_region(&nm, &ir_op_regions(top)[i]);
	number_op(&nm, top);
	while (nm.n) {
		Pending pend = nm.stack[--nm.n];
		if (!nm.unique) {
			nm.next_value = pend.next_value;
			nm.next_arg = pend.next_arg;
			nm.next_conflict = pend.next_conflict;
		}
		set_release(&nm.used, pend.names_mark);
		number_region(&nm, pend.region);
	}
	free(nm.stack);
	pm_free(&nm.name_ids);
	sb_free(&nm.scratch);
	sb_free(&nm.candidate);
	free(nm.used.slots);
	pv_free(&nm.used.log);
}
