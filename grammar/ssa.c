/* ssa.c: SSA value names while parsing: scopes, definitions and forward references. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "../printers/printers.h"

/* Placeholders for names used before their definition. */
typedef struct {
	unsigned n;       /* size of the arrays */
	IrValue **vals;   /* placeholder per result number, NULL where unused */
	size_t *use_offs; /* first use of each placeholder */
} Forward;

/* One name (without its `#N` suffix), stored in the table's slot itself. */
typedef struct {
	const char *name; /* into the source; NULL for an empty slot */
	size_t n;         /* length; (size_t)-1 marks a deleted slot */
	IrValue *vals;    /* defined: nvals consecutive values (an op's results) */
	unsigned nvals;
	unsigned hash;    /* hash_name's, compared before the bytes */
	size_t def_off;   /* definition, for "previously defined here" */
	Forward *fwd;     /* pending uses, NULL if none */
} SsaSlot;

#define DELETED ((size_t)-1)

/* Values of an isolated scope (a table per isolated region, as MLIR's
   per-isolated-scope name tables); regions nested without isolation share it. */
struct SsaTable {
	SsaSlot *slots;
	size_t cap, used;  /* used counts live and deleted slots */
	size_t *defs;      /* slots of the names defined, in order; regions drop theirs at the end */
	size_t ndefs, defs_cap;
	unsigned nforward; /* names with pending forward references */
	SsaTable *outer;
	/* ssa_keep_names: every name defined in the scope, nested regions'
	   too, which ssa_release forgets */
	Slice *names;
	size_t nnames, names_cap;
	bool keep_names;
};

/* The hash of the name at s, which ends at *n bytes or, in a use, before
   a `#` (a result number; *n becomes its length).  FNV-1a, folded so that
   the slot index (its low bits) depends on every byte: a product's low
   bits depend only on the factors' low bits, and the names (`%12`,
   `%arg3`) differ in a few low bits of a few bytes. */
static unsigned hash_name(const char *s, size_t *n, bool use)
{
	uint64_t h = 1469598103934665603ull;
	size_t i = 0;
	for (; i < *n && !(use && s[i] == '#'); i++)
		h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
	*n = i;
	return (unsigned)(h ^ (h >> 32));
}

static bool same_name(const SsaSlot *sl, const char *s, size_t n, unsigned hash)
{
	if (sl->hash != hash || sl->n != n)
		return false;
	for (size_t i = 0; i < n; i++) /* names are short: no call to memcmp */
		if (sl->name[i] != s[i])
			return false;
	return true;
}

/* The slot holding name, or the free slot where it would go. */
static SsaSlot *find_slot(SsaTable *t, const char *s, size_t n, unsigned hash)
{
	size_t i = hash & (t->cap - 1);
	SsaSlot *free_slot = NULL;
	for (;; i = (i + 1) & (t->cap - 1)) {
		SsaSlot *sl = &t->slots[i];
		if (!sl->name)
			return free_slot ? free_slot : sl;
		if (sl->n == DELETED) {
			if (!free_slot)
				free_slot = sl;
		} else if (same_name(sl, s, n, hash)) {
			return sl;
		}
	}
}

static void rehash(SsaTable *t, size_t cap)
{
	SsaSlot *old = t->slots;
	size_t old_cap = t->cap;
	t->slots = xzeroed(cap, sizeof *t->slots);
	t->cap = cap;
	t->used = 0;
	for (size_t i = 0; i < old_cap; i++) {
		if (old[i].name && old[i].n != DELETED) {
			*find_slot(t, old[i].name, old[i].n, old[i].hash) = old[i];
			t->used++;
		}
	}
	/* the definitions moved with their slots */
	for (size_t d = 0; d < t->ndefs; d++) {
		const SsaSlot *sl = &old[t->defs[d]];
		t->defs[d] = (size_t)(find_slot(t, sl->name, sl->n, sl->hash) - t->slots);
	}
	free(old);
}

/* A name as the table knows it: its bytes before any `#N`, and their hash. */
typedef struct {
	Slice s;
	unsigned hash;
} SsaKey;

/* A defined name is kept whole: a block argument may be named `%x#1`. */
static SsaKey key_of(Slice text, bool use)
{
	SsaKey k = {text, 0};
	k.hash = hash_name(text.p, &k.s.n, use);
	return k;
}

/* The slot for a name, created empty if absent. */
static SsaSlot *slot_get(ParseState *ps, SsaKey k)
{
	SsaTable *t = ps->ssa;
	if (2 * (t->used + 1) > t->cap)
		rehash(t, t->cap * 2);
	SsaSlot *sl = find_slot(t, k.s.p, k.s.n, k.hash);
	if (!sl->name || sl->n == DELETED) {
		if (!sl->name)
			t->used++;
		*sl = (SsaSlot){.name = k.s.p, .n = k.s.n, .hash = k.hash};
	}
	return sl;
}

static void slot_delete(SsaSlot *sl)
{
	sl->n = DELETED;
	sl->vals = NULL;
	sl->nvals = 0;
	sl->fwd = NULL;
}

void ssa_push_scope(ParseState *ps)
{
	SsaTable *t = xcalloc(1, sizeof *t);
	t->outer = ps->ssa;
	t->cap = 64;
	t->slots = xcalloc(t->cap, sizeof *t->slots);
	ps->ssa = t;
}

static void free_forward(IrContext *ctx, Forward *f)
{
	for (unsigned k = 0; k < f->n; k++) {
		IrValue *v = f->vals[k];
		if (!v)
			continue;
		/* detach any remaining users before freeing the placeholder */
		while (v->uses)
			ir_op_set_operand(ir_use_owner(ir_value_uses(v)), (unsigned)(ir_value_uses(v) - ir_op_operands(ir_use_owner(ir_value_uses(v)))), NULL);
		ir_value_placeholder_free(ctx, v);
	}
	free(f->vals);
	free(f->use_offs);
	free(f);
}

/* Ends an isolated scope: unresolved forward references are errors. */
bool ssa_pop_scope(ParseState *ps, bool report)
{
	SsaTable *t = ps->ssa;
	bool ok = t->nforward == 0;
	size_t first_use = SIZE_MAX;
	for (size_t i = 0; i < t->cap; i++) {
		Forward *f = t->slots[i].name && t->slots[i].n != DELETED ? t->slots[i].fwd : NULL;
		if (!f)
			continue;
		for (unsigned k = 0; k < f->n; k++)
			if (f->vals[k] && f->use_offs[k] < first_use)
				first_use = f->use_offs[k];
		free_forward(ps->ctx, f);
	}
	if (!ok && report)
		ps_error(ps, first_use, "use of undeclared SSA value name");
	free(t->slots);
	free(t->defs);
	free(t->names);
	ps->ssa = t->outer;
	free(t);
	return ok;
}

unsigned ssa_mark(ParseState *ps)
{
	return (unsigned)ps->ssa->ndefs;
}

/* Ends a region: the names it defined are no longer visible. */
void ssa_release(ParseState *ps, unsigned mark)
{
	SsaTable *t = ps->ssa;
	while (t->ndefs > mark)
		slot_delete(&t->slots[t->defs[--t->ndefs]]);
}

Slice ssa_base_name(Slice use)
{
	const char *hash = memchr(use.p, '#', use.n);
	if (hash)
		use.n = (size_t)(hash - use.p);
	return use;
}

/* Splits `%name#N` into the name and N (0 without a suffix). */
static bool split_use(ParseState *ps, Slice s, size_t off, SsaKey *name, unsigned *idx)
{
	*name = key_of(s, true);
	*idx = 0;
	if (name->s.n == s.n)
		return true;
	const char *hash = s.p + name->s.n;
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

static void type_mismatch(ParseState *ps, size_t off, Slice name, IrType *want, IrType *got,
                          size_t prior)
{
	StrBuf a = {0}, b = {0};
	print_type_str(&a, want);
	print_type_str(&b, got);
	ps_error(ps, off, "use of value '%.*s' expects different type than prior uses: '%s' vs '%s'",
	         (int)name.n, name.p, a.s, b.s);
	ir_diag(ps->ctx, IR_DIAG_NOTE, ps->src, prior, "prior use here");
	sb_free(&a);
	sb_free(&b);
}

/* The placeholder for result idx of a name not yet defined. */
static IrValue *forward_use(ParseState *ps, SsaSlot *sl, unsigned idx, size_t off, IrType *type)
{
	Forward *f = sl->fwd;
	if (!f) {
		f = sl->fwd = xcalloc(1, sizeof *f);
		ps->ssa->nforward++;
	}
	if (idx >= f->n) {
		unsigned n = idx + 1;
		f->vals = xrealloc(f->vals, n * sizeof *f->vals);
		f->use_offs = xrealloc(f->use_offs, n * sizeof *f->use_offs);
		memset(f->vals + f->n, 0, (n - f->n) * sizeof *f->vals);
		f->n = n;
	}
	if (!f->vals[idx]) {
		f->vals[idx] = ir_value_placeholder(ps->ctx, type);
		f->use_offs[idx] = off;
	}
	return f->vals[idx];
}

IrValue *ssa_use(ParseState *ps, Slice use, size_t off, IrType *type)
{
	SsaKey name;
	unsigned idx;
	if (!split_use(ps, use, off, &name, &idx))
		return NULL;
	SsaSlot *sl = slot_get(ps, name);
	IrValue *v;
	size_t prior;
	if (sl->vals) {
		if (idx >= sl->nvals) {
			ps_error(ps, off, "reference to invalid result number");
			return NULL;
		}
		v = &sl->vals[idx];
		prior = sl->def_off;
	} else {
		v = forward_use(ps, sl, idx, off, type);
		prior = sl->fwd->use_offs[idx];
	}
	if (ir_value_type(v) != type) {
		type_mismatch(ps, off, use, type, ir_value_type(v), prior);
		return NULL;
	}
	return v;
}

/* Resolves the forward references to a name now defined as vals[0..n). */
static bool resolve_forward(ParseState *ps, SsaSlot *sl, size_t off, IrValue *vals, unsigned n)
{
	Forward *f = sl->fwd;
	for (unsigned i = 0; i < f->n; i++) {
		IrValue *ph = f->vals[i];
		if (!ph)
			continue;
		if (i >= n) {
			ps_error(ps, f->use_offs[i], "operation defines %u results but was provided %u to bind", n, i + 1);
			return false;
		}
		if (ir_value_type(ph) != ir_value_type(&vals[i])) {
			StrBuf a = {0}, b = {0};
			print_type_str(&a, ir_value_type(&vals[i]));
			print_type_str(&b, ir_value_type(ph));
			ps_error(ps, off, "definition of SSA value '%.*s#%u' has type '%s'", (int)sl->n,
			         sl->name, i, a.s);
			ir_diag(ps->ctx, IR_DIAG_NOTE, ps->src, f->use_offs[i],
			        "previously used here with type '%s'", b.s);
			sb_free(&a);
			sb_free(&b);
			return false;
		}
		ir_value_replace_all_uses(ph, &vals[i]);
		ir_value_placeholder_free(ps->ctx, ph);
		f->vals[i] = NULL;
	}
	free(f->vals);
	free(f->use_offs);
	free(f);
	sl->fwd = NULL;
	ps->ssa->nforward--;
	return true;
}

/* Defines name as the n consecutive values vals[0..n) (an op's results or
   one block argument). */
bool ssa_define(ParseState *ps, Slice name, size_t off, IrValue *vals, unsigned n)
{
	SsaSlot *sl = slot_get(ps, key_of(name, false));
	if (sl->vals) {
		ps_error(ps, off, "redefinition of SSA value '%.*s'", (int)name.n, name.p);
		ir_diag(ps->ctx, IR_DIAG_NOTE, ps->src, sl->def_off, "previously defined here");
		return false;
	}
	if (sl->fwd && !resolve_forward(ps, sl, off, vals, n))
		return false;
	sl->vals = vals;
	sl->nvals = n;
	sl->def_off = off;
	SsaTable *t = ps->ssa;
	if (t->ndefs == t->defs_cap) {
		t->defs_cap = t->defs_cap ? 2 * t->defs_cap : 64;
		t->defs = xrealloc(t->defs, t->defs_cap * sizeof *t->defs);
	}
	t->defs[t->ndefs++] = (size_t)(sl - t->slots);
	if (t->keep_names) {
		if (t->nnames == t->names_cap) {
			t->names_cap = t->names_cap ? 2 * t->names_cap : 64;
			t->names = xrealloc(t->names, t->names_cap * sizeof *t->names);
		}
		t->names[t->nnames++] = (Slice){sl->name, sl->n};
	}
	return true;
}

/* Defines a named argument of a region's entry block. Unlike other
   definitions, its name must not have been used at all in the scope yet
   (MLIR's check in parseRegionBody). */
bool ssa_define_entry_arg(ParseState *ps, Slice name, size_t off, IrValue *val)
{
	SsaSlot *sl = slot_get(ps, key_of(name, false));
	bool referenced = sl->fwd && sl->fwd->n > 0 && sl->fwd->vals[0];
	if (sl->vals || referenced) {
		ps_error(ps, off, "region entry argument '%.*s' is already in use", (int)name.n, name.p);
		ir_diag(ps->ctx, IR_DIAG_NOTE, ps->src, sl->vals ? sl->def_off : sl->fwd->use_offs[0],
		        "previously referenced here");
		return false;
	}
	return ssa_define(ps, name, off, val, 1);
}

void ssa_keep_names(ParseState *ps)
{
	ps->ssa->keep_names = true;
}

/* The slot of a defined name in t, or NULL. */
static const SsaSlot *defined(SsaTable *t, Slice name, unsigned hash)
{
	const SsaSlot *sl = find_slot(t, name.p, name.n, hash);
	return sl->name && sl->n != DELETED && sl->vals ? sl : NULL;
}

/* Would each use of from's names that from's scope left open have read,
   in ps's scope, a value of its type, and would each name from defined
   have been new there?  Then from's pending uses become uses of ps's
   values. */
bool ssa_take_open_uses(ParseState *ps, ParseState *from)
{
	SsaTable *t = ps->ssa, *f = from->ssa;
	if (t->nforward) /* a use in ps's text that from's text defines */
		return false;
	for (size_t i = 0; i < f->nnames; i++) {
		size_t n = f->names[i].n;
		if (defined(t, f->names[i], hash_name(f->names[i].p, &n, false)))
			return false;
	}
	for (int bind = 0; bind < 2; bind++)
		for (size_t i = 0; i < f->cap; i++) {
			SsaSlot *sl = &f->slots[i];
			if (!sl->name || sl->n == DELETED || !sl->fwd)
				continue;
			const SsaSlot *def = defined(t, (Slice){sl->name, sl->n}, sl->hash);
			if (!def)
				return false;
			for (unsigned k = 0; k < sl->fwd->n; k++) {
				IrValue *ph = sl->fwd->vals[k];
				if (!ph)
					continue;
				if (!bind && (k >= def->nvals || ir_value_type(ph) != ir_value_type(&def->vals[k])))
					return false;
				if (bind) {
					ir_value_replace_all_uses(ph, &def->vals[k]);
					ir_value_placeholder_free(ps->ctx, ph);
					sl->fwd->vals[k] = NULL;
				}
			}
		}
	return true;
}

/* Frees every scope after a failed parse. */
void ssa_abandon(ParseState *ps)
{
	while (ps->ssa)
		ssa_pop_scope(ps, false);
}
