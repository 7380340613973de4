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
static inline void key_u64(Key *k, uint64_t v) { key_bytes(k, &v, sizeof v); }
static inline void key_ptr(Key *k, const void *p) { key_bytes(k, &p, sizeof p); }

/* Looks the key up; on a hit frees the key and returns the object. */
void *key_lookup(IrContext *ctx, UniqKind kind, Key *k);
/* Registers obj under the key and frees the key. */
void *key_insert(IrContext *ctx, UniqKind kind, Key *k, void *obj);

void uniq_clear(IrContext *ctx);

/* affine.c */
uint64_t ir_gcd_u64(uint64_t a, uint64_t b);

#endif
