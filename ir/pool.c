/* pool.c: where ops, blocks and block arguments live.  Each is a piece of
   memory whose size its owner knows (an op's from its counts); pieces up to
   POOL_LARGEST bytes are carved from large chunks, and a freed piece waits
   on a free list of its size for the next piece of that size.  Compared
   with malloc: no header and no rounding to 16 bytes, so the layouts of
   IrOp and IrValue count to the byte, and no search for a fitting block. */
#include <stdlib.h>

#include "internal.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define POOL_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define POOL_ASAN 1
#endif
#ifdef POOL_ASAN /* a freed piece stays poisoned until it is handed out again */
#include <sanitizer/asan_interface.h>
#else
#define ASAN_POISON_MEMORY_REGION(p, n) ((void)(p), (void)(n))
#define ASAN_UNPOISON_MEMORY_REGION(p, n) ((void)(p), (void)(n))
#endif

enum {
	POOL_GRAIN = 8,       /* every size is a multiple of 8 bytes */
	POOL_LARGEST = 1024,  /* larger pieces come from malloc */
	POOL_CHUNK = 256 * 1024,
};

struct Pool {
	void *free[POOL_LARGEST / POOL_GRAIN]; /* by size: freed pieces, linked through their first word */
	char *cur, *end;  /* what is left of the newest chunk */
	void *chunks;     /* every chunk, linked through its first word */
};

static void *pool_take(Pool **pp, size_t size)
{
	Pool *pool = *pp;
	if (!pool)
		pool = *pp = xcalloc(1, sizeof *pool);
	void **list = &pool->free[size / POOL_GRAIN - 1];
	void *p = *list;
	if (p) {
		ASAN_UNPOISON_MEMORY_REGION(p, size);
		memcpy(list, p, sizeof(void *));
	} else {
		if ((size_t)(pool->end - pool->cur) < size) {
			char *chunk = xmalloc(POOL_CHUNK);
			memcpy(chunk, &pool->chunks, sizeof(void *));
			pool->chunks = chunk;
			pool->cur = chunk + sizeof(max_align_t);
			pool->end = chunk + POOL_CHUNK;
		}
		p = pool->cur;
		pool->cur += size;
	}
	return p;
}

/* The calling thread's own pool (IrThreadOwn), if it has one for ctx. */
static Pool **own_pool(IrContext *ctx)
{
	IrThreadOwn *own;
	return ctx->threaded && (own = ir_thread_own) && own->ctx == ctx ? &own->pool : NULL;
}

void *pool_alloc(IrContext *ctx, size_t size)
{
	if (size > POOL_LARGEST)
		return xcalloc(1, size);
	Pool **own = own_pool(ctx);
	if (own)
		return memset(pool_take(own, size), 0, size);
	ctx_lock(ctx);
	void *p = pool_take(&ctx->pool, size);
	ctx_unlock(ctx);
	return memset(p, 0, size);
}

void pool_free(IrContext *ctx, void *p, size_t size)
{
	if (!p)
		return;
	if (size > POOL_LARGEST) {
		free(p);
		return;
	}
	Pool **own = own_pool(ctx);
	Pool *pool = own ? *own : NULL;
	if (!pool)
		ctx_lock(ctx);
	void **list = &(pool ? pool : ctx->pool)->free[size / POOL_GRAIN - 1];
	memcpy(p, list, sizeof(void *));
	*list = p;
	ASAN_POISON_MEMORY_REGION(p, size);
	if (!pool)
		ctx_unlock(ctx);
}

void pool_adopt(IrContext *ctx, Pool *from)
{
	if (!from)
		return;
	if (!ctx->pool) {
		ctx->pool = from;
		return;
	}
	/* only its chunks: the pieces it freed (what its parse dropped, which
	   is rare) stay unused until the context goes */
	Pool *to = ctx->pool;
	void **oldest = &from->chunks;
	while (*oldest)
		oldest = *oldest;
	*oldest = to->chunks;
	to->chunks = from->chunks;
	free(from);
}

void pool_destroy(IrContext *ctx)
{
	Pool *pool = ctx->pool;
	if (!pool)
		return;
	for (void *c = pool->chunks, *next; c; c = next) {
		memcpy(&next, c, sizeof next);
		free(c);
	}
	free(pool);
	ctx->pool = NULL;
}
