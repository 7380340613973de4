/* ssa.c: SSA value names while parsing: scopes, definitions and forward references. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "../printers/printers.h"

/* One name (without its `#N` suffix) of one isolated scope. */
typedef struct SsaEntry {
	const char *name; /* points into the source */
	size_t n;
	unsigned nvals;    /* size of vals */
	IrValue **vals;    /* result group, or forward placeholders (NULL where unused) */
	bool defined;      /* vals are real values */
	size_t def_off;    /* definition, for "previously defined here" */
	size_t *use_offs;  /* first use of each forward placeholder */
} SsaEntry;

/* Values of an isolated scope (a table per isolated region, as MLIR's
   per-isolated-scope name tables); regions nested without isolation share it. */
struct SsaTable {
	SsaEntry **slots;
	size_t cap, count;
	PtrVec defs;      /* entries defined, in order; regions drop theirs at the end */
	PtrVec forwards;  /* placeholders not yet resolved, owned here */
	SsaTable *outer;
};

static uint64_t hash_name(const char *s, size_t n)
{
	uint64_t h = 1469598103934665603ull;
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
	return h;
}

static SsaEntry **slot_of(SsaTable *t, const char *s, size_t n)
{
	size_t i = hash_name(s, n) & (t->cap - 1);
	while (t->slots[i] && !(t->slots[i]->n == n && !memcmp(t->slots[i]->name, s, n)))
		i = (i + 1) & (t->cap - 1);
	return &t->slots[i];
}

static void grow(SsaTable *t)
{
	size_t old_cap = t->cap;
	SsaEntry **old = t->slots;
	t->cap = old_cap ? old_cap * 2 : 64;
	t->slots = xcalloc(t->cap, sizeof *t->slots);
	for (size_t i = 0; i < old_cap; i++)
		if (old[i])
			*slot_of(t, old[i]->name, old[i]->n) = old[i];
	free(old);
}

static SsaEntry *entry_get(ParseState *ps, const char *s, size_t n)
{
	SsaTable *t = ps->ssa;
	if (2 * (t->count + 1) > t->cap)
		grow(t);
	SsaEntry **slot = slot_of(t, s, n);
	if (!*slot) {
		SsaEntry *e = arena_zalloc(&ps->tmp, sizeof *e);
		e->name = s;
		e->n = n;
		*slot = e;
		t->count++;
	}
	return *slot;
}

static void entry_reserve(ParseState *ps, SsaEntry *e, unsigned n)
{
	if (e->nvals >= n)
		return;
	IrValue **vals = arena_zalloc(&ps->tmp, n * sizeof *vals);
	size_t *offs = arena_zalloc(&ps->tmp, n * sizeof *offs);
	if (e->nvals) {
		memcpy(vals, e->vals, e->nvals * sizeof *vals);
		memcpy(offs, e->use_offs, e->nvals * sizeof *offs);
	}
	e->vals = vals;
	e->use_offs = offs;
	e->nvals = n;
}

void ssa_push_scope(ParseState *ps)
{
	SsaTable *t = xcalloc(1, sizeof *t);
	t->outer = ps->ssa;
	ps->ssa = t;
	grow(t);
}

/* Ends an isolated scope: unresolved forward references are errors. */
bool ssa_pop_scope(ParseState *ps, bool report)
{
	SsaTable *t = ps->ssa;
	bool ok = true;
	for (size_t i = 0; i < t->forwards.n; i++) {
		IrValue *v = t->forwards.v[i];
		if (!v)
			continue;
		if (ok && report) {
			/* report the first use of the first unresolved name, in source order */
			size_t best = SIZE_MAX;
			for (size_t s = 0; s < t->cap; s++) {
				SsaEntry *e = t->slots[s];
				if (!e || e->defined)
					continue;
				for (unsigned k = 0; k < e->nvals; k++)
					if (e->vals[k] && e->use_offs[k] < best)
						best = e->use_offs[k];
			}
			ps_error(ps, best, "use of undeclared SSA value name");
		}
		ok = false;
		/* detach any remaining users before freeing the placeholder */
		while (v->uses)
			ir_op_set_operand(v->uses->owner, (unsigned)(v->uses - v->uses->owner->operands), NULL);
		free(v);
	}
	free(t->slots);
	pv_free(&t->defs);
	pv_free(&t->forwards);
	ps->ssa = t->outer;
	free(t);
	return ok;
}

unsigned ssa_mark(ParseState *ps)
{
	return (unsigned)ps->ssa->defs.n;
}

/* Ends a region: the names it defined are no longer visible. */
void ssa_release(ParseState *ps, unsigned mark)
{
	SsaTable *t = ps->ssa;
	while (t->defs.n > mark) {
		SsaEntry *e = t->defs.v[--t->defs.n];
		e->defined = false;
		e->nvals = 0;
		e->vals = NULL;
	}
}

/* Splits `%name#N` into the name and N (0 without a suffix). */
static bool split_use(ParseState *ps, Slice s, size_t off, Slice *name, unsigned *idx)
{
	const char *hash = memchr(s.p, '#', s.n);
	*name = s;
	*idx = 0;
	if (!hash)
		return true;
	name->n = (size_t)(hash - s.p);
	unsigned long v = 0;
	for (const char *p = hash + 1; p < s.p + s.n; p++) {
		v = v * 10 + (unsigned)(*p - '0');
		if (v > 1u << 24) {
			ps_error(ps, off, "invalid SSA value result number");
			return false;
		}
	}
	*idx = (unsigned)v;
	return true;
}

static void type_mismatch(ParseState *ps, size_t off, Slice name, IrType *want, IrType *got)
{
	StrBuf a = {0}, b = {0};
	print_type_str(&a, want);
	print_type_str(&b, got);
	ps_error(ps, off, "use of value '%.*s' expects different type than prior uses: '%s' vs '%s'",
	         (int)name.n, name.p, a.s, b.s);
	sb_free(&a);
	sb_free(&b);
}

IrValue *ssa_use(ParseState *ps, Slice use, size_t off, IrType *type)
{
	Slice name;
	unsigned idx;
	if (!split_use(ps, use, off, &name, &idx))
		return NULL;
	SsaEntry *e = entry_get(ps, name.p, name.n);
	if (e->defined) {
		if (idx >= e->nvals) {
			ps_error(ps, off, "reference to invalid result number");
			return NULL;
		}
		IrValue *v = e->vals[idx];
		if (v->type != type) {
			type_mismatch(ps, off, use, type, v->type);
			return NULL;
		}
		return v;
	}
	entry_reserve(ps, e, idx + 1);
	if (!e->vals[idx]) {
		IrValue *ph = xcalloc(1, sizeof *ph);
		ph->type = type;
		e->vals[idx] = ph;
		e->use_offs[idx] = off;
		ph->index = (unsigned)ps->ssa->forwards.n; /* slot in forwards, until resolved */
		pv_push(&ps->ssa->forwards, ph);
		return ph;
	}
	if (e->vals[idx]->type != type) {
		type_mismatch(ps, off, use, type, e->vals[idx]->type);
		return NULL;
	}
	return e->vals[idx];
}

/* Defines name as the values vals[0..n) (an op's results or one block argument). */
bool ssa_define(ParseState *ps, Slice name, size_t off, IrValue **vals, unsigned n)
{
	SsaEntry *e = entry_get(ps, name.p, name.n);
	if (e->defined) {
		ps_error(ps, off, "redefinition of SSA value '%.*s'", (int)name.n, name.p);
		ir_diag(ps->ctx, IR_DIAG_NOTE, ps->src, e->def_off, "previously defined here");
		return false;
	}
	for (unsigned i = 0; i < e->nvals; i++) {
		IrValue *ph = e->vals[i];
		if (!ph)
			continue;
		if (i >= n) {
			ps_error(ps, e->use_offs[i], "operation defines %u results but was provided %u to bind", n, i + 1);
			return false;
		}
		if (ph->type != vals[i]->type) {
			StrBuf a = {0}, b = {0};
			print_type_str(&a, vals[i]->type);
			print_type_str(&b, ph->type);
			ps_error(ps, off, "definition of SSA value '%.*s#%u' has type '%s'", (int)name.n,
			         name.p, i, a.s);
			ir_diag(ps->ctx, IR_DIAG_NOTE, ps->src, e->use_offs[i],
			        "previously used here with type '%s'", b.s);
			sb_free(&a);
			sb_free(&b);
			return false;
		}
		ir_value_replace_all_uses(ph, vals[i]);
		ps->ssa->forwards.v[ph->index] = NULL;
		free(ph);
	}
	e->vals = arena_dup(&ps->tmp, vals, n * sizeof *vals);
	e->nvals = n;
	e->defined = true;
	e->def_off = off;
	pv_push(&ps->ssa->defs, e);
	return true;
}

/* Frees every scope after a failed parse. */
void ssa_abandon(ParseState *ps)
{
	while (ps->ssa)
		ssa_pop_scope(ps, false);
}
