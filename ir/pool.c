/* pool.c: where ops, blocks and block arguments live.  Each is a piece of
   memory whose size its owner knows (an op's from its counts); pieces up to
   POOL_LARGEST bytes are carved from large chunks, and a freed piece waits
   on a free list of its size for the next piece of that size.  Compared
   with malloc: no header and no rounding to 16 bytes, so the layouts of
   IrOp and IrValue count to the byte, and no search for a fitting block.

   Every piece lies in the cage, one range of address space reserved when
   the first is made, so that a reference to one can be 32 bits (IrRef,
   ir.h): its distance from the cage's start in units of 8 bytes.  The
   cage is reserved without memory behind it; pages are made usable as
   the chunks and runs handed out reach them.  Chunks and runs that are
   given back wait on free lists to be handed out again. */
#include <pthread.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>

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
#include <sanitizer/lsan_interface.h>
/* LeakSanitizer looks for pointers in malloc's blocks, not in the cage:
   it is told to, or what only the IR points to would count as leaked */
#define LSAN_SCAN(p, n) __lsan_register_root_region((p), (n))
#else
#define LSAN_SCAN(p, n) ((void)(p), (void)(n))
#define ASAN_POISON_MEMORY_REGION(p, n) ((void)(p), (void)(n))
#define ASAN_UNPOISON_MEMORY_REGION(p, n) ((void)(p), (void)(n))
#endif
/* In a build for valgrind (make VALGRIND=1), memcheck sees each chunk and
   run the cage hands out as a heap block, as it saw them when they came
   from malloc: it reports one that leaks, or that is used once freed. */
#ifdef MICA_VALGRIND
#include <valgrind/memcheck.h>
#else
#define VALGRIND_MALLOCLIKE_BLOCK(p, n, redzone, zeroed) ((void)0)
#define VALGRIND_FREELIKE_BLOCK(p, redzone) ((void)0)
#define VALGRIND_MAKE_MEM_DEFINED(p, n) ((void)0)
#define VALGRIND_MAKE_MEM_NOACCESS(p, n) ((void)0)
#endif

enum {
	POOL_GRAIN = 8,       /* sizes are rounded up to a multiple of 8 bytes (grain_up) */
	POOL_LARGEST = 4096,  /* larger pieces are runs of whole pages */
	POOL_CHUNK = 256 * 1024,
	/* runs of up to RUN_EXACT pages have a free list of their length,
	   longer ones one per power of two they are rounded up to */
	RUN_EXACT = 64,
	RUN_CLASSES = RUN_EXACT + 32,
};
#define CAGE_MOST ((size_t)UINT32_MAX * POOL_GRAIN) /* what an IrRef can reach */
#define CAGE_LEAST ((size_t)16 << 20)
#define CAGE_COMMIT ((size_t)4 << 20) /* pages are made usable this many at a time */
#define CAGE_KEEP ((size_t)1 << 20)   /* shorter runs stay in memory when freed */

char *ir_cage;
size_t ir_cage_size;

void ir_ref_outside_cage(const void *p)
{
	die("a reference to %p, outside the pool's cage", p);
}

static struct {
	pthread_mutex_t lock;
	size_t used, usable;       /* handed out; readable and writable (of ir_cage_size) */
	size_t page, chunk;        /* the system's page; a chunk, at least a page */
	void *chunks;              /* chunks given back, linked through their first word */
	void *runs[RUN_CLASSES];   /* runs given back, by class, likewise */
} cage = {.lock = PTHREAD_MUTEX_INITIALIZER};

/* Reserves the cage: as much as an IrRef reaches, but no more than a
   quarter of a limited address space (the rest is malloc's), halved until
   the system agrees. */
static void cage_reserve(void)
{
	long page = sysconf(_SC_PAGESIZE);
	cage.page = page > 4096 ? (size_t)page : 4096;
	cage.chunk = cage.page > POOL_CHUNK ? cage.page : POOL_CHUNK;
	size_t want = CAGE_MOST;
	struct rlimit rl;
	if (getrlimit(RLIMIT_AS, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur / 4 < want)
		want = rl.rlim_cur / 4;
	for (want -= want % cage.chunk; want >= CAGE_LEAST; want = want / 2 - want / 2 % cage.chunk) {
		void *p = mmap(NULL, want, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
		if (p != MAP_FAILED) {
			ir_cage = p;
			ir_cage_size = want;
			LSAN_SCAN(p, want);
			/* nothing starts at the cage's first byte: IrRef 0 is NULL */
			cage.used = cage.page;
			return;
		}
	}
	ir_out_of_memory();
}

/* n bytes (a multiple of the page) of the cage not yet handed out; the
   cage's lock is held.  Fresh pages read as zeros. */
static char *cage_take(size_t n)
{
	if (ir_cage_size - cage.used < n)
		ir_out_of_memory();
	char *p = ir_cage + cage.used;
	cage.used += n;
	if (cage.used > cage.usable) {
		size_t to = (cage.used + CAGE_COMMIT - 1) / CAGE_COMMIT * CAGE_COMMIT;
		if (to > ir_cage_size)
			to = ir_cage_size;
		if (mprotect(ir_cage + cage.usable, to - cage.usable, PROT_READ | PROT_WRITE))
			ir_out_of_memory();
		cage.usable = to;
	}
	return p;
}

/* Puts n bytes at p on *list, linked through their first word.  A run
   (zero) must read as zeros when it is reused: one of CAGE_KEEP or more
   goes back to the system first, a shorter one is zeroed, since an arena
   that takes and frees a chunk again and again should not pay a page
   fault for each page every time.  A pool's chunk stays as it is. */
static void cage_give_back(void **list, void *p, size_t n, bool zero)
{
	VALGRIND_FREELIKE_BLOCK(p, 0);
	VALGRIND_MAKE_MEM_DEFINED(p, n); /* for the link and the zeros */
	ASAN_UNPOISON_MEMORY_REGION(p, n);
	if (zero && n < CAGE_KEEP)
		memset(p, 0, n);
	/* failing only for arguments that are wrong here; the pages then
	   stay, which costs memory but changes nothing else */
	else if (zero)
		(void)madvise(p, n, MADV_DONTNEED);
	pthread_mutex_lock(&cage.lock);
	memcpy(p, list, sizeof(void *));
	*list = p;
	/* unusable from here, marked so before another thread can take it */
	ASAN_POISON_MEMORY_REGION(p, n);
	VALGRIND_MAKE_MEM_NOACCESS(p, n);
	pthread_mutex_unlock(&cage.lock);
}

/* Takes the first piece of *list, or n fresh bytes; the cage's lock is
   held.  A run reads as zeros either way. */
static void *cage_reuse(void **list, size_t n)
{
	void *p = *list;
	if (p) {
		ASAN_UNPOISON_MEMORY_REGION(p, n);
		VALGRIND_MAKE_MEM_DEFINED(p, sizeof(void *));
		memcpy(list, p, sizeof(void *));
		memset(p, 0, sizeof(void *));
	} else {
		p = cage_take(n);
	}
	VALGRIND_MALLOCLIKE_BLOCK(p, n, 0, 1);
	return p;
}

/* Takes the cage's lock, reserving the cage on first use. */
static void cage_lock(void)
{
	pthread_mutex_lock(&cage.lock);
	if (!ir_cage)
		cage_reserve();
}

static char *chunk_get(void)
{
	cage_lock();
	char *c = cage_reuse(&cage.chunks, cage.chunk);
	pthread_mutex_unlock(&cage.lock);
	return c;
}

/* A run's free list, and through *pages how many pages it holds. */
static unsigned run_class(size_t size, size_t *pages)
{
	size_t n = (size + cage.page - 1) / cage.page;
	if (n <= RUN_EXACT) {
		*pages = n;
		return (unsigned)n - 1;
	}
	unsigned k = 0;
	while (((size_t)RUN_EXACT << k) < n)
		k++;
	*pages = (size_t)RUN_EXACT << k;
	return RUN_EXACT - 1 + k;
}

void *ir_cage_alloc(size_t size)
{
	if (size > CAGE_MOST) /* more than the cage, and more than run_class can count */
		ir_out_of_memory();
	cage_lock();
	size_t pages;
	unsigned c = run_class(size, &pages);
	void *p = cage_reuse(&cage.runs[c], pages * cage.page);
	pthread_mutex_unlock(&cage.lock);
	return p;
}

void ir_cage_free(void *p, size_t size)
{
	if (!p)
		return;
	size_t pages;
	unsigned c = run_class(size, &pages);
	cage_give_back(&cage.runs[c], p, pages * cage.page, true);
}

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
			char *chunk = chunk_get();
			memcpy(chunk, &pool->chunks, sizeof(void *));
			pool->chunks = chunk;
			pool->cur = chunk + sizeof(max_align_t);
			pool->end = chunk + cage.chunk;
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

/* Every piece starts on a multiple of 8 bytes, as an IrRef counts in
   units of 8: a piece of 28 bytes (a block argument) takes 32. */
static size_t grain_up(size_t size)
{
	return (size + POOL_GRAIN - 1) / POOL_GRAIN * POOL_GRAIN;
}

void *pool_alloc(IrContext *ctx, size_t size)
{
	size = grain_up(size);
	if (size > POOL_LARGEST)
		return ir_cage_alloc(size); /* zeros already */
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
	size = grain_up(size);
	if (size > POOL_LARGEST) {
		ir_cage_free(p, size);
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
	for (char *c = pool->chunks, *next; c; c = next) {
		memcpy(&next, c, sizeof next);
		cage_give_back(&cage.chunks, c, cage.chunk, false);
	}
	free(pool);
	ctx->pool = NULL;
}
