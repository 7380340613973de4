/* uniquer.c: the uthash tables that make equal types, attributes, affine
   expressions and identifiers pointer-equal.  Every HASH_* call lives here. */
#include <sched.h>
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
typedef struct UniqTable {
	void *obj;
	UT_hash_handle hh;   /* hh.key and hh.keylen: the encoding below */
	unsigned char key[]; /* copy of the encoding, beside the entry for locality */
} UniqEntry;

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

static UniqEntry *find_in(IrContext *ctx, UniqKind kind, const void *key, size_t len, unsigned h)
{
	UniqEntry *e = NULL;
	HASH_FIND_BYHASHVALUE(hh, ctx->uniq[kind][stripe_of(h)], key, len, h, e);
	return e;
}

/* find_in for a kind whose equal keys need not mean equal objects: the
   bucket's chain is walked as HASH_FIND walks it, and same decides. */
static UniqEntry *find_same_in(IrContext *ctx, UniqKind kind, const void *key, size_t len, unsigned h,
                               UniqSame same, const void *probe)
{
	UniqEntry *head = ctx->uniq[kind][stripe_of(h)];
	if (!head)
		return NULL;
	UT_hash_table *tbl = head->hh.tbl;
	unsigned bucket;
	HASH_TO_BKT(h, tbl->num_buckets, bucket);
	for (UT_hash_handle *hh = tbl->buckets[bucket].hh_head; hh; hh = hh->hh_next) {
		UniqEntry *e = ELMT_FROM_HH(tbl, hh);
		if (hh->hashv == h && hh->keylen == len && !memcmp(hh->key, key, len) && same(probe, e->obj))
			return e;
	}
	return NULL;
}

/* The slot of a thread that builds IR beside another (IrThreadOwn) where
   an entry of this kind and hash is remembered, or NULL: what it finds
   there it finds without the stripe's lock, and without the table's
   memory traffic (an entry never changes once added). */
static struct IrRecentUniq *recent_slot(IrContext *ctx, UniqKind kind, unsigned h)
{
	IrThreadOwn *own = ir_thread_own;
	if (!own || own->ctx != ctx)
		return NULL;
	return &own->recent_uniqued[(h ^ (unsigned)kind << 9) % IR_RECENT_UNIQUED];
}

void *uniq_find(IrContext *ctx, UniqKind kind, const void *key, size_t len, unsigned *hash)
{
	unsigned h = uniq_hash(key, len, ctx->hash_seed); /* every table entry is added by this hash */
	*hash = h;
	if (!ctx->threaded) {
		UniqEntry *e = find_in(ctx, kind, key, len, h);
		return e ? e->obj : NULL;
	}
	struct IrRecentUniq *recent = recent_slot(ctx, kind, h);
	const UniqEntry *seen = recent ? recent->entry : NULL;
	if (seen && recent->hash == h && recent->kind == kind && seen->hh.keylen == len &&
	    !memcmp(seen->hh.key, key, len))
		return seen->obj;
	stripe_lock(ctx, stripe_of(h));
	UniqEntry *e = find_in(ctx, kind, key, len, h);
	stripe_unlock(ctx, stripe_of(h));
	if (e && recent)
		*recent = (struct IrRecentUniq){e, kind, h};
	return e ? e->obj : NULL;
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

/* Adds entry e (its key at key), unless the key is there already (and,
   for a kind with a `same`, an equal object): the object registered. */
static void *add_entry(IrContext *ctx, UniqKind kind, const void *key, size_t len, unsigned hash, UniqEntry *e,
                       UniqSame same)
{
	unsigned s = stripe_of(hash);
	if (!ctx->threaded) {
		HASH_ADD_KEYPTR_BYHASHVALUE(hh, ctx->uniq[kind][s], key, len, hash, e);
		keep_buckets_short(e);
		return e->obj;
	}
	stripe_lock(ctx, s);
	UniqEntry *there = same ? find_same_in(ctx, kind, key, len, hash, same, e->obj)
	                        : find_in(ctx, kind, key, len, hash);
	if (!there) {
		HASH_ADD_KEYPTR_BYHASHVALUE(hh, ctx->uniq[kind][s], key, len, hash, e);
		keep_buckets_short(e);
		there = e;
	}
	stripe_unlock(ctx, s);
	/* what a thread has just added it often asks for again soon */
	struct IrRecentUniq *recent = same ? NULL : recent_slot(ctx, kind, hash);
	if (recent)
		*recent = (struct IrRecentUniq){there, kind, hash};
	return there->obj;
}

/* An entry for obj with a copy of its key beside it. */
static UniqEntry *entry_with_key(IrContext *ctx, const void *key, size_t len, void *obj)
{
	UniqEntry *e = arena_alloc(ctx_arena(ctx), sizeof *e + len);
	memcpy(e->key, key, len);
	e->obj = obj;
	return e;
}

void *uniq_add(IrContext *ctx, UniqKind kind, const void *key, size_t len, unsigned hash, void *obj)
{
	UniqEntry *e = entry_with_key(ctx, key, len, obj);
	return add_entry(ctx, kind, e->key, len, hash, e, NULL);
}

void *uniq_add_in_place(IrContext *ctx, UniqKind kind, const void *key, size_t len, unsigned hash, void *obj)
{
	UniqEntry *e = arena_alloc(ctx_arena(ctx), sizeof *e);
	e->obj = obj;
	return add_entry(ctx, kind, key, len, hash, e, NULL);
}

void *uniq_find_same(IrContext *ctx, UniqKind kind, const void *key, size_t len, unsigned *hash, UniqSame same,
                     const void *probe)
{
	unsigned h = uniq_hash(key, len, ctx->hash_seed);
	*hash = h;
	if (ctx->threaded)
		stripe_lock(ctx, stripe_of(h));
	UniqEntry *e = find_same_in(ctx, kind, key, len, h, same, probe);
	if (ctx->threaded)
		stripe_unlock(ctx, stripe_of(h));
	return e ? e->obj : NULL;
}

void *uniq_add_same(IrContext *ctx, UniqKind kind, const void *key, size_t len, unsigned hash, UniqSame same,
                    void *obj)
{
	UniqEntry *e = entry_with_key(ctx, key, len, obj);
	return add_entry(ctx, kind, e->key, len, hash, e, same);
}

void uniq_clear(IrContext *ctx)
{
	for (size_t i = 0; i < sizeof ctx->uniq / sizeof ctx->uniq[0]; i++)
		for (unsigned s = 0; s < UNIQ_STRIPES; s++)
			HASH_CLEAR(hh, ctx->uniq[i][s]);
}
