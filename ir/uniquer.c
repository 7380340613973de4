/* uniquer.c: the uthash tables that make equal types, attributes, affine
   expressions and identifiers pointer-equal.  Every HASH_* call lives here. */
#include <string.h>
#include <uthash.h>

#include "ir.h"

/* One uniqued object, keyed by its canonical byte encoding (kind tag,
   pointers of already-uniqued children, then parameters). */
typedef struct UniqTable {
	const void *key; /* copy of the encoding, in the context arena */
	size_t len;
	void *obj;
	UT_hash_handle hh;
} UniqEntry;

void *uniq_find(IrContext *ctx, UniqKind kind, const void *key, size_t len)
{
	UniqEntry *e = NULL;
	HASH_FIND(hh, ctx->uniq[kind], key, len, e);
	return e ? e->obj : NULL;
}

void uniq_add(IrContext *ctx, UniqKind kind, const void *key, size_t len, void *obj)
{
	UniqEntry *e = arena_alloc(&ctx->arena, sizeof *e);
	e->key = arena_dup(&ctx->arena, key, len);
	e->len = len;
	e->obj = obj;
	HASH_ADD_KEYPTR(hh, ctx->uniq[kind], e->key, e->len, e);
}

void uniq_clear(IrContext *ctx)
{
	for (size_t i = 0; i < sizeof ctx->uniq / sizeof ctx->uniq[0]; i++)
		HASH_CLEAR(hh, ctx->uniq[i]);
}
