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

void key_bytes(Key *k, const void *p, size_t n);

/* registry.c: one `name=value` (or `name:type=value`) entry of a
   definition's `;`-separated list at d; NULL at the end, else where the
   next entry starts. */
const char *ir_op_def_next_entry(const char *d, const char **name, size_t *n, const char **val, size_t *vn);

/* pool.c: the memory of ops, blocks and block arguments, zeroed; free
   with the same size. */
typedef struct Pool Pool;
void *pool_alloc(IrContext *ctx, size_t size);
void pool_free(IrContext *ctx, void *p, size_t size);
void pool_destroy(IrContext *ctx); /* frees everything left */
/* Numbers are written as varints (7 bits a byte, high bit set on all but
   the last): kinds, widths and counts are small, and a shorter key is less
   memory in the table and less to hash.  Each field still ends where it
   says, so a key stays unambiguous. */
static inline void key_u64(Key *k, uint64_t v)
{
	unsigned char buf[10];
	size_t n = 0;
	while (v >= 0x80) {
		buf[n++] = (unsigned char)(v | 0x80);
		v >>= 7;
	}
	buf[n++] = (unsigned char)v;
	key_bytes(k, buf, n);
}
static inline void key_ptr(Key *k, const void *p) { key_bytes(k, &p, sizeof p); }
/* Pads the key with zeros to a multiple of a pointer's size, so that an
   array of pointers that follows is aligned where the key is kept
   (key_insert_kept); returns the offset the array will start at. */
static inline size_t key_align(Key *k)
{
	static const unsigned char zeros[sizeof(void *)];
	key_bytes(k, zeros, (sizeof(void *) - k->len % sizeof(void *)) % sizeof(void *));
	return k->len;
}

/* Looks the key up; on a hit frees the key and returns the object. */
void *key_lookup(IrContext *ctx, UniqKind kind, Key *k);
/* Registers obj under the key and frees the key. */
void *key_insert(IrContext *ctx, UniqKind kind, Key *k, void *obj);
/* Registers obj under the key, which is kept once, in the context's arena,
   and returned: the object may point into it instead of holding a copy of
   its own (dense payloads, megabytes of weights). */
const unsigned char *key_insert_kept(IrContext *ctx, UniqKind kind, Key *k, void *obj);

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

#endif
