/* uniquer.c: the tables that make equal types, attributes, affine
   expressions and identifiers pointer-equal.

   Two kinds of table.  Identifiers, types, affine expressions, maps and
   integer sets, and blobs are as many as the program's vocabulary: they
   are kept in uthash tables (every HASH_* call lives here).  Attributes
   and dictionaries are as many as its ops, one or two an op and mostly
   distinct in a large file: there uthash's 56-byte handle and a bucket
   each would be most of the memory the uniquing takes, so they are kept
   in compact tables of their own (below), 8 bytes a slot. */
#include <sched.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* Keys are short byte strings, mostly pointers and small integers: a
   64-bit multiply-mix over 8-byte words hashes them faster than uthash's
   default Jenkins hash, and keeping chains short matters more than the
   memory of a larger bucket array.  The bytes after the last whole word
   are read as the 8 bytes that end the key (or, in a key shorter than 8,
   as two overlapping halves or three single bytes), not copied one by
   one: the length, mixed in first, tells those readings apart. */
uint64_t ir_hash_bytes(const void *key, size_t len, uint64_t seed)
{
	const unsigned char *p = key;
	uint64_t h = (0x9E3779B97F4A7C15ull ^ len) + seed * 0xD6E8FEB86659FD93ull;
	uint64_t tail;
	if (len >= 8) {
		const unsigned char *last = p + len - 8;
		for (; p < last; p += 8) {
			uint64_t w;
			memcpy(&w, p, 8);
			h = (h ^ w) * 0xFF51AFD7ED558CCDull;
			h ^= h >> 32;
		}
		memcpy(&tail, last, 8);
	} else if (len >= 4) {
		uint32_t lo, hi;
		memcpy(&lo, p, 4);
		memcpy(&hi, p + len - 4, 4);
		tail = (uint64_t)hi << 32 | lo;
	} else {
		tail = len ? (uint64_t)p[0] << 16 | (uint64_t)p[len / 2] << 8 | p[len - 1] : 0;
	}
	/* a full avalanche (MurmurHash3's finalizer): tables pick the bucket by
	   the low bits, and without it keys that differ only in their last bytes
	   (%ext108, %ext109) shared the low bits and one chain */
	h ^= tail;
	h ^= h >> 33;
	h *= 0xFF51AFD7ED558CCDull;
	h ^= h >> 33;
	h *= 0xC4CEB9FE1A85EC53ull;
	h ^= h >> 33;
	return h;
}

static unsigned uniq_hash(const void *key, size_t len, uint64_t seed)
{
	return (unsigned)ir_hash_bytes(key, len, seed); /* seed: see IrContext */
}

#define HASH_FUNCTION(keyptr, keylen, hashv) ((hashv) = uniq_hash((keyptr), (keylen), 0))
/* uthash's own handler exits with status 255 and no message */
#define uthash_fatal(msg) ir_out_of_memory()
/* Bucket arrays are probed before they are written: zeroed by xzeroed,
   not by a memset the compiler may fold with malloc into calloc (see
   xzeroed in ir.h).  Every uthash_malloc here is followed by a bzero. */
#define uthash_malloc(sz) xzeroed(1, (sz))
#define uthash_bzero(a, n) ((void)(a), (void)(n))
/* many tables (UNIQ_STRIPES a kind) stay small in a small file */
#define HASH_INITIAL_NUM_BUCKETS 8u
#define HASH_INITIAL_NUM_BUCKETS_LOG2 3u
#include <uthash.h>

/* One uniqued object, keyed by its canonical byte encoding (kind tag,
   references of already-uniqued children, then parameters). */
typedef struct UniqEntry {
	void *obj;
	UT_hash_handle hh;   /* hh.key and hh.keylen: the encoding below */
	unsigned char key[]; /* copy of the encoding, beside the entry for locality */
} UniqEntry;

/* A uniqued object found, with its key (which a thread's recent cache
   compares); obj is NULL when none was. */
typedef struct {
	void *obj;
	const unsigned char *key;
	uint32_t len;
} Found;

/* ---- Compact tables: open addressing with linear probing.  A slot holds
   the hash of its key, so that a probe reads what the slot refers to only
   when the hashes agree, and so that a table grows without reading it.
   A slot refers to a record: the object and its key, copied after it or,
   when the key is kept in place (uniq_key_room), the 8 bytes reserved
   before it.  A dictionary's slot refers to the dictionary itself: its
   key is the entries it keeps, so it needs no record (8 bytes for each
   of the many dictionaries ops have). */
typedef struct UniqRecord {
	IrRef obj;
	uint32_t len;
	unsigned char key[];
} UniqRecord;

struct UniqSlot {
	uint32_t hash;
	IrRef ref; /* the record or the dictionary; 0: empty */
};

static bool kind_is_compact(UniqKind kind)
{
	return kind == UNIQ_ATTR || kind == UNIQ_DICT;
}

static Found slot_found(UniqKind kind, IrRef ref)
{
	if (kind == UNIQ_DICT) {
		IrAttr *d = ir_deref(ref);
		return (Found){d, (const unsigned char *)d->dict.entries, d->dict.n * (uint32_t)sizeof *d->dict.entries};
	}
	const UniqRecord *r = ir_deref(ref);
	return (Found){ir_deref(r->obj), r->key, r->len};
}

static Found compact_find(const UniqCompact *t, UniqKind kind, const void *key, size_t len, unsigned h)
{
	if (!t->slots)
		return (Found){0};
	for (uint32_t i = h & t->mask;; i = (i + 1) & t->mask) {
		const struct UniqSlot *s = &t->slots[i];
		if (!s->ref)
			return (Found){0};
		if (s->hash == h) {
			Found f = slot_found(kind, s->ref);
			if (f.len == len && !memcmp(f.key, key, len))
				return f;
		}
	}
}

static void compact_place(struct UniqSlot *slots, uint32_t mask, struct UniqSlot slot)
{
	uint32_t i = slot.hash & mask;
	while (slots[i].ref)
		i = (i + 1) & mask;
	slots[i] = slot;
}

/* Doubles t's slots when it is three quarters full, so that a probe that
   misses stops at an empty slot after a few. */
static void compact_make_room(UniqCompact *t)
{
	uint64_t cap = t->slots ? (uint64_t)t->mask + 1 : 0;
	if ((t->count + 1) * (uint64_t)4 <= cap * 3)
		return;
	uint64_t grown = cap ? cap * 2 : 8;
	if (grown > (uint64_t)UINT32_MAX + 1) /* a mask of 32 bits */
		ir_out_of_memory();
	struct UniqSlot *slots = xzeroed(grown, sizeof *slots);
	for (uint64_t i = 0; i < cap; i++)
		if (t->slots[i].ref)
			compact_place(slots, (uint32_t)(grown - 1), t->slots[i]);
	free(t->slots);
	t->slots = slots;
	t->mask = (uint32_t)(grown - 1);
}

static void compact_add(UniqCompact *t, IrRef ref, unsigned h)
{
	compact_make_room(t);
	compact_place(t->slots, t->mask, (struct UniqSlot){h, ref});
	t->count++;
}

/* A kind's stripe for a hash: its top bits (uthash picks buckets by the
   low ones). */
static unsigned stripe_of(unsigned hash)
{
	return (unsigned)(((uint64_t)hash * UNIQ_STRIPES) >> 32);
}

/* A stripe's lock is held for a lookup or an insertion alone, a few cache
   misses: a thread that finds it held spins rather than sleeps, and
   yields now and then in case the holder is not running. */
static void stripe_lock(IrContext *ctx, unsigned s)
{
	unsigned char *held = &ctx->uniq_locks[s].held;
	for (unsigned spins = 1; __atomic_exchange_n(held, 1, __ATOMIC_ACQUIRE); spins++)
		while (__atomic_load_n(held, __ATOMIC_RELAXED)) {
#if defined(__x86_64__) || defined(__i386__)
			__builtin_ia32_pause();
#endif
			if (++spins % 4096 == 0)
				sched_yield();
		}
}

static void stripe_unlock(IrContext *ctx, unsigned s)
{
	__atomic_store_n(&ctx->uniq_locks[s].held, 0, __ATOMIC_RELEASE);
}

static UniqCompact *compact_of(IrContext *ctx, UniqKind kind, unsigned h)
{
	return &ctx->uniq_compact[kind == UNIQ_DICT][stripe_of(h)];
}

static Found entry_found(const UniqEntry *e)
{
	return e ? (Found){e->obj, e->hh.key, e->hh.keylen} : (Found){0};
}

static Found find_in(IrContext *ctx, UniqKind kind, const void *key, size_t len, unsigned h)
{
	if (kind_is_compact(kind))
		return compact_find(compact_of(ctx, kind, h), kind, key, len, h);
	UniqEntry *e = NULL;
	HASH_FIND_BYHASHVALUE(hh, ctx->uniq[kind][stripe_of(h)], key, len, h, e);
	return entry_found(e);
}

/* find_in for a kind whose equal keys need not mean equal objects (a
   uthash kind): the bucket's chain is walked as HASH_FIND walks it, and
   same decides. */
static Found find_same_in(IrContext *ctx, UniqKind kind, const void *key, size_t len, unsigned h,
                          UniqSame same, const void *probe)
{
	UniqEntry *head = ctx->uniq[kind][stripe_of(h)];
	if (!head)
		return (Found){0};
	UT_hash_table *tbl = head->hh.tbl;
	unsigned bucket;
	HASH_TO_BKT(h, tbl->num_buckets, bucket);
	for (UT_hash_handle *hh = tbl->buckets[bucket].hh_head; hh; hh = hh->hh_next) {
		UniqEntry *e = ELMT_FROM_HH(tbl, hh);
		if (hh->hashv == h && hh->keylen == len && !memcmp(hh->key, key, len) && same(probe, e->obj))
			return entry_found(e);
	}
	return (Found){0};
}

/* The slot of a thread that builds IR beside another (IrThreadOwn) where
   an object of this kind and hash is remembered, or NULL: what it finds
   there it finds without the stripe's lock, and without the table's
   memory traffic (an entry never changes once added). */
static struct IrRecentUniq *recent_slot(IrContext *ctx, UniqKind kind, unsigned h)
{
	IrThreadOwn *own = ir_thread_own;
	if (!own || own->ctx != ctx)
		return NULL;
	return &own->recent_uniqued[(h ^ (unsigned)kind << 9) % IR_RECENT_UNIQUED];
}

static void remember(struct IrRecentUniq *recent, UniqKind kind, unsigned h, Found f)
{
	if (recent && f.obj)
		*recent = (struct IrRecentUniq){f.obj, f.key, f.len, kind, h};
}

void *uniq_find(IrContext *ctx, UniqKind kind, const void *key, size_t len, unsigned *hash)
{
	unsigned h = uniq_hash(key, len, ctx->hash_seed); /* every table entry is added by this hash */
	*hash = h;
	if (!ctx->threaded)
		return find_in(ctx, kind, key, len, h).obj;
	struct IrRecentUniq *recent = recent_slot(ctx, kind, h);
	if (recent && recent->obj && recent->hash == h && recent->kind == kind && recent->len == len &&
	    !memcmp(recent->key, key, len))
		return (void *)recent->obj;
	stripe_lock(ctx, stripe_of(h));
	Found f = find_in(ctx, kind, key, len, h);
	stripe_unlock(ctx, stripe_of(h));
	remember(recent, kind, h, f);
	return f.obj;
}

/* uthash doubles its buckets only when one chain grows past a limit that
   rises with the load, and lets a table reach 3 to 4 entries per bucket:
   every lookup then walks several entries, each a cache miss.  Doubling at
   one entry per bucket keeps walks short. */
static void keep_buckets_short(UniqEntry *added)
{
	UT_hash_table *tbl = added->hh.tbl;
	if (tbl->num_items > tbl->num_buckets && !tbl->noexpand) {
		int oomed = 0; /* uthash_fatal above never returns */
		HASH_EXPAND_BUCKETS(&added->hh, tbl, oomed);
		(void)oomed;
	}
}

/* Adds e, a uthash entry, or what a compact kind's slot refers to (its
   key at key); the stripe's lock is held, if need be, and nothing equal
   is there. */
static Found add_new(IrContext *ctx, UniqKind kind, const void *key, size_t len, unsigned h, void *e)
{
	if (kind_is_compact(kind)) {
		compact_add(compact_of(ctx, kind, h), ir_ref(e), h);
		return slot_found(kind, ir_ref(e));
	}
	UniqEntry *entry = e;
	HASH_ADD_KEYPTR_BYHASHVALUE(hh, ctx->uniq[kind][stripe_of(h)], key, len, h, entry);
	keep_buckets_short(entry);
	return entry_found(entry);
}

/* Adds e (its key at key), unless the key is there already (and, for a
   kind with a `same`, which is a uthash kind, an equal object): the
   object registered. */
static void *add_entry(IrContext *ctx, UniqKind kind, const void *key, size_t len, unsigned hash, void *e,
                       UniqSame same)
{
	if (!ctx->threaded)
		return add_new(ctx, kind, key, len, hash, e).obj;
	unsigned s = stripe_of(hash);
	stripe_lock(ctx, s);
	Found there = same ? find_same_in(ctx, kind, key, len, hash, same, ((UniqEntry *)e)->obj)
	                   : find_in(ctx, kind, key, len, hash);
	if (!there.obj)
		there = add_new(ctx, kind, key, len, hash, e);
	stripe_unlock(ctx, s);
	/* what a thread has just added it often asks for again soon */
	if (!same)
		remember(recent_slot(ctx, kind, hash), kind, hash, there);
	return there.obj;
}

/* An entry (or for a compact kind a record) for obj with a copy of its
   key beside it; *copy receives where the copy is. */
static void *entry_with_key(IrContext *ctx, UniqKind kind, const void *key, size_t len, void *obj,
                            const unsigned char **copy)
{
	if (kind_is_compact(kind)) {
		UniqRecord *r = arena_alloc(ctx_arena(ctx), sizeof *r + len);
		*r = (UniqRecord){ir_ref(obj), (uint32_t)len};
		*copy = memcpy(r->key, key, len);
		return r;
	}
	UniqEntry *e = arena_alloc(ctx_arena(ctx), sizeof *e + len);
	*copy = memcpy(e->key, key, len);
	e->obj = obj;
	return e;
}

void *uniq_add(IrContext *ctx, UniqKind kind, const void *key, size_t len, unsigned hash, void *obj)
{
	const unsigned char *copy;
	void *e = entry_with_key(ctx, kind, key, len, obj, &copy);
	return add_entry(ctx, kind, copy, len, hash, e, NULL);
}

unsigned char *uniq_key_room(IrContext *ctx, size_t len)
{
	UniqRecord *r = arena_alloc(ctx_arena(ctx), sizeof *r + len);
	return r->key;
}

void *uniq_add_in_place(IrContext *ctx, UniqKind kind, const void *key, size_t len, unsigned hash, void *obj)
{
	void *e;
	if (kind == UNIQ_DICT) {
		e = obj; /* its key is its entries */
	} else if (kind_is_compact(kind)) {
		UniqRecord *r = (UniqRecord *)((unsigned char *)key - offsetof(UniqRecord, key));
		*r = (UniqRecord){ir_ref(obj), (uint32_t)len};
		e = r;
	} else {
		UniqEntry *entry = arena_alloc(ctx_arena(ctx), sizeof *entry);
		entry->obj = obj;
		e = entry;
	}
	return add_entry(ctx, kind, key, len, hash, e, NULL);
}

void *uniq_find_same(IrContext *ctx, UniqKind kind, const void *key, size_t len, unsigned *hash, UniqSame same,
                     const void *probe)
{
	unsigned h = uniq_hash(key, len, ctx->hash_seed);
	*hash = h;
	if (ctx->threaded)
		stripe_lock(ctx, stripe_of(h));
	Found f = find_same_in(ctx, kind, key, len, h, same, probe);
	if (ctx->threaded)
		stripe_unlock(ctx, stripe_of(h));
	return f.obj;
}

void *uniq_add_same(IrContext *ctx, UniqKind kind, const void *key, size_t len, unsigned hash, UniqSame same,
                    void *obj)
{
	const unsigned char *copy;
	void *e = entry_with_key(ctx, kind, key, len, obj, &copy);
	return add_entry(ctx, kind, copy, len, hash, e, same);
}

void uniq_clear(IrContext *ctx)
{
	for (size_t i = 0; i < sizeof ctx->uniq / sizeof ctx->uniq[0]; i++)
		for (unsigned s = 0; s < UNIQ_STRIPES; s++)
			HASH_CLEAR(hh, ctx->uniq[i][s]);
	for (size_t i = 0; i < sizeof ctx->uniq_compact / sizeof ctx->uniq_compact[0]; i++)
		for (unsigned s = 0; s < UNIQ_STRIPES; s++) {
			free(ctx->uniq_compact[i][s].slots);
			ctx->uniq_compact[i][s] = (UniqCompact){0};
		}
}
