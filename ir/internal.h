/* internal.h: declarations shared by the files of ir/ only. */
#ifndef MICA_IR_INTERNAL_H
#define MICA_IR_INTERNAL_H

#include <string.h>

#include "ir.h"

/* Canonical byte encodings used as uniquing keys; short keys stay in the
   inline buffer, long ones (dense data) move to the heap. */
typedef struct {
	unsigned char *s;      /* inline or heap */
	size_t len, cap;
	unsigned hash;         /* set by key_lookup for key_insert */
	unsigned char inline_buf[96];
} Key;

#define KEY_INIT(k) ((k).s = (k).inline_buf, (k).len = 0, (k).cap = sizeof (k).inline_buf)

/* Makes room for n more bytes (ident.c). */
void key_grow(Key *k, size_t n);
/* Inline: every type and attribute built appends a few short fields. */
static inline void key_bytes(Key *k, const void *p, size_t n)
{
	if (k->len + n > k->cap)
		key_grow(k, n);
	if (n) /* reliability: p may be NULL when n == 0, memcpy needs non-NULL */
		memcpy(k->s + k->len, p, n);
	k->len += n;
}

/* registry.c: one `name=value` (or `name:type=value`) entry of a
   definition's `;`-separated list at d; NULL at the end, else where the
   next entry starts. */
const char *ir_op_def_next_entry(const char *d, const char **name, size_t *n, const char **val, size_t *vn);

/* rewriter.c: every use of v becomes an empty operand (its users are
   being erased). */
void ir_value_drop_uses(IrValue *v);

/* region_simplify.c: the regions of b's ops go on a stack of regions to
   visit. */
void ir_block_push_regions(PtrVec *regions, IrBlock *b);
/* block_merge.c, for region_simplify.c: MLIR's mergeIdenticalBlocks and
   dropRedundantArguments on r and the regions nested in it; true if
   anything changed. */
struct IrRewriter;
bool ir_merge_identical_blocks(struct IrRewriter *rw, IrRegion *r);
bool ir_drop_redundant_args(struct IrRewriter *rw, IrRegion *r);

/* ops.c: sets a block's argument count to n, moving its arguments to an
   array of the size n calls for; the first of them are kept. */
void block_set_nargs(IrContext *ctx, IrBlock *b, unsigned n);
void block_set_arg(IrBlock *b, unsigned i, IrValue *v); /* i below its count */

/* pool.c: the memory of ops, blocks and block arguments, zeroed; free
   with the same size. */
typedef struct Pool Pool;
void *pool_alloc(IrContext *ctx, size_t size);
void pool_free(IrContext *ctx, void *p, size_t size);
void pool_destroy(IrContext *ctx); /* frees everything left */
/* The context's pool takes over the chunks of a thread's own (IrThreadOwn). */
void pool_adopt(IrContext *ctx, Pool *from);
/* Numbers are written as varints (7 bits a byte, high bit set on all but
   the last): kinds, widths and counts are small, and a shorter key is less
   memory in the table and less to hash.  Each field still ends where it
   says, so a key stays unambiguous. */
static inline void key_u64(Key *k, uint64_t v)
{
	if (k->len + 10 > k->cap)
		key_grow(k, 10);
	unsigned char *s = k->s + k->len;
	while (v >= 0x80) {
		*s++ = (unsigned char)(v | 0x80);
		v >>= 7;
	}
	*s++ = (unsigned char)v;
	k->len = (size_t)(s - k->s);
}
static inline void key_ptr(Key *k, const void *p) { key_bytes(k, &p, sizeof p); }
/* A uniqued object (type, attribute, identifier, affine expression: all
   in the cage) by its 32-bit reference, half a pointer's bytes in every
   key that holds it. */
static inline void key_ref(Key *k, const void *p)
{
	IrRef r = ir_ref(p);
	key_bytes(k, &r, sizeof r);
}
/* Pads the key with zeros to a multiple of a pointer's size, so that an
   array of pointers that follows is aligned where the key is kept
   (key_insert_kept); returns the offset the array will start at. */
static inline size_t key_align(Key *k)
{
	static const unsigned char zeros[sizeof(void *)];
	key_bytes(k, zeros, (sizeof(void *) - k->len % sizeof(void *)) % sizeof(void *));
	return k->len;
}

/* The context's lock, taken only while worker threads are live
   (IrContext.threaded); it nests. */
static inline void ctx_lock(IrContext *ctx)
{
	if (ctx->threaded)
		pthread_mutex_lock(&ctx->lock);
}
static inline void ctx_unlock(IrContext *ctx)
{
	if (ctx->threaded)
		pthread_mutex_unlock(&ctx->lock);
}

/* The calling thread's own allocations and caches (IrThreadOwn), if any. */
extern _Thread_local IrThreadOwn *ir_thread_own;

/* Where a uniqued object of ctx is allocated: the calling thread's own
   arena while it builds IR beside another, else the context's. */
static inline Arena *ctx_arena(IrContext *ctx)
{
	IrThreadOwn *own;
	if (ctx->threaded && (own = ir_thread_own) && own->ctx == ctx)
		return &own->arena;
	return &ctx->arena;
}

/* Makes the IrDefFacts of every registered op (before threads start). */
void ir_def_facts_fill(IrContext *ctx);

/* A fact about a definition built on first use and kept (IrDefFacts):
   published with release, read with acquire, so that a thread that finds
   it also finds what it points to. Two threads may both build it; each
   build gives the same answer, and the last one stays. */
#define FACT_GET(field) __atomic_load_n(&(field), __ATOMIC_ACQUIRE)
#define FACT_SET(field, v) __atomic_store_n(&(field), (v), __ATOMIC_RELEASE)

/* Looks the key up; on a hit frees the key and returns the object. A miss
   is followed by key_insert, key_insert_kept or key_abandon. */
void *key_lookup(IrContext *ctx, UniqKind kind, Key *k);
/* Registers obj under the key and frees the key; returns the object
   registered, which is another when a thread added the same key since the
   lookup (obj is then dropped: building it must have no other effect). */
void *key_insert(IrContext *ctx, UniqKind kind, Key *k, void *obj);
/* Ends a miss that adds nothing (the object could not be built). */
void key_abandon(IrContext *ctx, Key *k);
/* attrs.c: ctx made an attribute or a type that holds `held` (NULL or
   any attribute): a location held so is printed as an alias, even where
   op locations are not printed (ir_context_may_alias) */
void attr_note_held(IrContext *ctx, const IrAttr *held);
/* The key kept once, in the context's arena (ctx_arena), during a miss:
   the object may point into it instead of holding a copy of its own
   (dense payloads, megabytes of weights). The caller fills the object,
   then registers it with key_insert_kept: once registered, other threads
   may find it. */
const unsigned char *key_keep(IrContext *ctx, const Key *k);
/* Registers obj under the key kept by key_keep and frees the key. */
void *key_insert_kept(IrContext *ctx, UniqKind kind, Key *k, const unsigned char *kept, void *obj);

void uniq_clear(IrContext *ctx);

/* affine.c */
uint64_t ir_gcd_u64(uint64_t a, uint64_t b);

/* registry.c: a registered dialect's type or attribute body read into its
   parameters (IrDialectSymbols.parse, kept in the arena) and written back
   as MLIR prints it (*canon): 1 when read, 0 when kept as text, -1 after
   an error written to err (if not NULL). */
struct IrDialectSymbols;
int ir_dialect_symbol_read(IrContext *ctx, const struct IrDialectSymbols *hooks, IrIdent *body,
                           const void **params, IrIdent **canon, StrBuf *err);

/* apnat.c, for numbers of up to 2^26 bits: n >= 1 decimal digits (no sign) to binary words, nw
   of them, little-endian; 0 if the value needs more. */
int apnat_from_decimal(const char *s, size_t n, uint64_t *words, size_t nw);
/* The decimal digits of words[0..nw) into out (room for 20 nw + 2), NUL-terminated, without
   leading zeros ("0" for zero); returns their count. */
size_t apnat_to_decimal(const uint64_t *words, size_t nw, char *out);

/* 128-bit arithmetic for the numerics (apfloat.c, apnat.c): the product of a and b, low half
   returned and high half in *hi; (hi:lo) / d and its remainder, for hi < d so that the
   quotient fits 64 bits, and d with its top bit set. */
#if defined(__SIZEOF_INT128__)
static inline uint64_t mul_wide(uint64_t a, uint64_t b, uint64_t *hi)
{
	__extension__ unsigned __int128 p = (unsigned __int128)a * b;
	*hi = (uint64_t)(p >> 64);
	return (uint64_t)p;
}

static inline uint64_t div_wide(uint64_t hi, uint64_t lo, uint64_t d, uint64_t *rem)
{
	__extension__ unsigned __int128 n = (unsigned __int128)hi << 64 | lo;
	*rem = (uint64_t)(n % d);
	return (uint64_t)(n / d);
}
#else
static inline uint64_t mul_wide(uint64_t a, uint64_t b, uint64_t *hi)
{
	uint64_t al = a & 0xFFFFFFFFu, ah = a >> 32, bl = b & 0xFFFFFFFFu, bh = b >> 32;
	uint64_t ll = al * bl, lh = al * bh, hl = ah * bl;
	uint64_t mid = (ll >> 32) + (lh & 0xFFFFFFFFu) + (hl & 0xFFFFFFFFu);
	*hi = ah * bh + (lh >> 32) + (hl >> 32) + (mid >> 32);
	return mid << 32 | (ll & 0xFFFFFFFFu);
}

/* Hacker's Delight divlu: two 32-bit quotient digits. */
static inline uint64_t div_wide(uint64_t hi, uint64_t lo, uint64_t d, uint64_t *rem)
{
	const uint64_t b = (uint64_t)1 << 32;
	uint64_t dh = d >> 32, dl = d & 0xFFFFFFFFu, l1 = lo >> 32, l0 = lo & 0xFFFFFFFFu;
	uint64_t q1 = hi / dh, r = hi - q1 * dh;
	while (q1 >= b || q1 * dl > (r << 32 | l1)) {
		q1--;
		if ((r += dh) >= b)
			break;
	}
	uint64_t mid = (hi << 32 | l1) - q1 * d; /* wraps back into range: the true value is < d */
	uint64_t q0 = mid / dh;
	r = mid - q0 * dh;
	while (q0 >= b || q0 * dl > (r << 32 | l0)) {
		q0--;
		if ((r += dh) >= b)
			break;
	}
	*rem = (mid << 32 | l0) - q0 * d;
	return q1 << 32 | q0;
}
#endif

/* spirv_tosa_rules.c: the operands and type support of each TOSA.001000.1
   instruction, by number, for spirv_validate.c and the spirv dialect's
   verifier of the spirv.Tosa ops (the file says how they are written). */
#define SPV_TOSA_NINSTS 66
typedef struct {
	const char *name;     /* TOSA's name of the instruction: "CONV2D" */
	const char *operands; /* in the grammar's order */
	const char *result;
	const char *ties;     /* what the op's verifier checks between them (ODS's traits) */
	const char *types;    /* the alternatives of type support */
} SpvTosaRule;
extern const SpvTosaRule spv_tosa_rules[SPV_TOSA_NINSTS];
/* An operand's or result's entry, `name:kind:shape[:element]`, as slices. */
typedef struct {
	const char *name, *shape, *elem; /* elem NULL when not given */
	size_t nname, nshape, nelem;
	bool constant, variadic;
} SpvTosaSpec;
/* Reads the entry at s into *sp; the entry's end, or NULL after the last. */
const char *spv_tosa_spec_next(const char *s, SpvTosaSpec *sp);
/* Is s[0..n) the string lit? */
bool spv_tosa_spec_is(const char *s, size_t n, const char *lit);

#endif
