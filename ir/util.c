/* util.c: allocation that never returns NULL, arenas, string buffers and vectors. */
#include <errno.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>

#include "ir.h"

static void (*oom_hook)(void);

void ir_on_out_of_memory(void (*hook)(void))
{
	oom_hook = hook;
}

_Noreturn void ir_out_of_memory(void)
{
	static const char msg[] = ": error: out of memory\n";
	if (oom_hook)
		oom_hook();
	/* one write(2) of a line built on the stack: no stdio, no allocation */
	char line[128];
	size_t n = strlen(program_invocation_short_name);
	if (n > sizeof line - sizeof msg)
		n = sizeof line - sizeof msg;
	memcpy(line, program_invocation_short_name, n);
	memcpy(line + n, msg, sizeof msg - 1);
	ssize_t written = write(STDERR_FILENO, line, n + sizeof msg - 1);
	(void)written; /* nothing more can be done if stderr fails */
	_exit(1);
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p)
		ir_out_of_memory();
	return p;
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);
	if (!p)
		ir_out_of_memory();
	return p;
}

void *xzeroed(size_t n, size_t size)
{
	if (size && n > SIZE_MAX / size)
		ir_out_of_memory();
	void *p = xmalloc(n * size);
	/* an empty asm that may read p's memory: without it the compiler turns
	   malloc and memset into calloc, which leaves fresh pages unwritten */
	__asm__ volatile("" : : "r"(p) : "memory");
	return memset(p, 0, n * size);
}

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		ir_out_of_memory();
	return p;
}

char *xstrndup(const char *s, size_t n)
{
	char *d = xmalloc(n + 1);
	memcpy(d, s, n);
	d[n] = 0;
	return d;
}

_Noreturn void die_at(const char *file, int line, const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "mica: internal error at %s:%d: ", file, line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	abort();
}

struct ArenaChunk {
	struct ArenaChunk *prev;
	size_t size; /* of the whole chunk */
	max_align_t data[];
};

enum { ARENA_CHUNK = 64 * 1024 };

static void *arena_take(Arena *a, size_t n)
{
	n = (n + 7) & ~(size_t)7;
	if ((size_t)(a->end - a->cur) < n) {
		size_t size = n > ARENA_CHUNK / 4 ? n : ARENA_CHUNK - sizeof(struct ArenaChunk);
		struct ArenaChunk *c = ir_cage_alloc(sizeof *c + size);
		c->size = sizeof *c + size;
		c->prev = a->chunk;
		a->chunk = c;
		if (n > ARENA_CHUNK / 4) /* a big block gets a chunk of its own */
			return c->data;
		a->cur = (char *)c->data;
		a->end = a->cur + size;
	}
	void *p = a->cur;
	a->cur += n;
	return p;
}

void *arena_alloc_slow(Arena *a, size_t n)
{
	if (!a->lock)
		return arena_take(a, n);
	pthread_mutex_lock(a->lock);
	void *p = arena_take(a, n);
	pthread_mutex_unlock(a->lock);
	return p;
}

void *arena_dup(Arena *a, const void *p, size_t n)
{
	return n ? memcpy(arena_alloc(a, n), p, n) : arena_alloc(a, 0);
}

ArenaMark arena_mark(const Arena *a)
{
	return (ArenaMark){a->chunk, a->cur, a->end};
}

void arena_release(Arena *a, ArenaMark m)
{
	while (a->chunk != m.chunk) {
		struct ArenaChunk *prev = a->chunk->prev;
		ir_cage_free(a->chunk, a->chunk->size);
		a->chunk = prev;
	}
	a->cur = m.cur;
	a->end = m.end;
}

void arena_adopt(Arena *into, Arena *from)
{
	struct ArenaChunk *oldest = from->chunk;
	if (!oldest)
		return;
	while (oldest->prev)
		oldest = oldest->prev;
	/* behind into's current chunk, whose room stays in use */
	if (into->chunk) {
		oldest->prev = into->chunk->prev;
		into->chunk->prev = from->chunk;
	} else {
		into->chunk = from->chunk;
	}
	*from = (Arena){0};
}

void arena_free(Arena *a)
{
	struct ArenaChunk *c = a->chunk;
	while (c) {
		struct ArenaChunk *prev = c->prev;
		ir_cage_free(c, c->size);
		c = prev;
	}
	a->chunk = NULL;
	a->cur = a->end = NULL;
}

void sb_grow(StrBuf *b, size_t extra)
{
	if (b->len + extra + 1 <= b->cap)
		return;
	size_t cap = b->cap ? b->cap : 256;
	while (cap < b->len + extra + 1)
		cap *= 2;
	b->s = xrealloc(b->s, cap);
	b->cap = cap;
}

void sb_printf(StrBuf *b, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	sb_grow(b, (size_t)n);
	va_start(ap, fmt);
	vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	b->len += (size_t)n;
}

/* "00" to "99": the printers write value numbers, dimensions, integers
   and the digits of floats by the million, so two digits are taken per
   division. */
#define DIGIT_ROW(d) d "0" d "1" d "2" d "3" d "4" d "5" d "6" d "7" d "8" d "9"
const char ir_digit_pairs[201] = DIGIT_ROW("0") DIGIT_ROW("1") DIGIT_ROW("2") DIGIT_ROW("3")
	DIGIT_ROW("4") DIGIT_ROW("5") DIGIT_ROW("6") DIGIT_ROW("7") DIGIT_ROW("8") DIGIT_ROW("9");
#undef DIGIT_ROW

void sb_put_u64(StrBuf *b, uint64_t v)
{
	if (v < 10) {
		sb_putc(b, (char)('0' + v));
		return;
	}
	/* the digits are counted first and written in place, last first */
	size_t ndigits = 2;
	for (uint64_t limit = 100; ndigits < 20 && v >= limit; limit *= 10)
		ndigits++;
	if (b->len + ndigits + 1 > b->cap)
		sb_grow(b, ndigits);
	char *at = b->s + b->len + ndigits;
	*at = 0;
	while (v >= 100) {
		at -= 2;
		memcpy(at, ir_digit_pairs + 2 * (v % 100), 2);
		v /= 100;
	}
	if (v >= 10)
		memcpy(at - 2, ir_digit_pairs + 2 * v, 2);
	else
		at[-1] = (char)('0' + v);
	b->len += ndigits;
}

void sb_put_i64(StrBuf *b, int64_t v)
{
	if (v < 0) {
		sb_putc(b, '-');
		sb_put_u64(b, -(uint64_t)v);
	} else {
		sb_put_u64(b, (uint64_t)v);
	}
}

void sb_free(StrBuf *b)
{
	free(b->s);
	b->s = NULL;
	b->len = b->cap = 0;
}

void pv_push(PtrVec *pv, void *p)
{
	if (pv->n == pv->cap) {
		pv->cap = pv->cap ? pv->cap * 2 : 8;
		pv->v = xrealloc(pv->v, pv->cap * sizeof *pv->v);
	}
	pv->v[pv->n++] = p;
}

void pv_free(PtrVec *pv)
{
	free(pv->v);
	pv->v = NULL;
	pv->n = pv->cap = 0;
}

uint64_t ir_hash_seed(void)
{
	static _Atomic uint64_t seed; /* 0 until chosen; a chosen seed is odd (never 0) */
	uint64_t s = atomic_load(&seed);
	if (s)
		return s;
	const char *fixed = getenv("MICA_HASH_SEED");
	if (fixed)
		s = strtoull(fixed, NULL, 0);
	else if (getrandom(&s, sizeof s, GRND_NONBLOCK) != (ssize_t)sizeof s)
		s = (uint64_t)time(NULL) * 0x9E3779B97F4A7C15ull ^ (uint64_t)getpid();
	s |= 1;
	uint64_t unset = 0;
	return atomic_compare_exchange_strong(&seed, &unset, s) ? s : unset;
}

/* The slot where k's probe path starts. */
static size_t pm_home(const PtrMap *m, const void *k)
{
	return (size_t)(((uintptr_t)k >> 4) * 0x9E3779B97F4A7C15ull) & (m->cap - 1);
}

static size_t pm_slot(const PtrMap *m, const void *k)
{
	size_t i = pm_home(m, k);
	while (m->keys[i] && m->keys[i] != k)
		i = (i + 1) & (m->cap - 1);
	return i;
}

void pm_put(PtrMap *m, const void *k, void *v)
{
	if (2 * (m->n + 1) > m->cap) {
		size_t cap = m->cap ? 2 * m->cap : 64;
		PtrMap big = {xzeroed(cap, sizeof(void *)), xzeroed(cap, sizeof(void *)), cap, 0};
		for (size_t i = 0; i < m->cap; i++)
			if (m->keys[i])
				pm_put(&big, m->keys[i], m->vals[i]);
		pm_free(m);
		*m = big;
	}
	size_t i = pm_slot(m, k);
	if (!m->keys[i])
		m->n++;
	m->keys[i] = k;
	m->vals[i] = v;
}

void *pm_get(const PtrMap *m, const void *k)
{
	if (!m->cap)
		return NULL;
	size_t i = pm_slot(m, k);
	return m->keys[i] ? m->vals[i] : NULL;
}

/* Linear probing without tombstones: the entries after the hole that may
   live there (their probe path passes it) move back into it, so that every
   lookup still finds its key before an empty slot. */
void pm_remove(PtrMap *m, const void *k)
{
	if (!m->cap)
		return;
	size_t mask = m->cap - 1, hole = pm_slot(m, k);
	if (!m->keys[hole])
		return;
	m->n--;
	for (size_t j = (hole + 1) & mask; m->keys[j]; j = (j + 1) & mask) {
		if (((j - pm_home(m, m->keys[j])) & mask) >= ((j - hole) & mask)) {
			m->keys[hole] = m->keys[j];
			m->vals[hole] = m->vals[j];
			hole = j;
		}
	}
	m->keys[hole] = NULL;
	m->vals[hole] = NULL;
}

void pm_free(PtrMap *m)
{
	free(m->keys);
	free(m->vals);
	m->keys = NULL;
	m->vals = NULL;
	m->cap = m->n = 0;
}

/* Asked once a process: glibc's sysconf reads a file of /sys each time. */
long ir_cores(void)
{
	static atomic_long known;
	long cores = atomic_load_explicit(&known, memory_order_relaxed);
	if (cores)
		return cores;
	const char *forced = getenv("MICA_THREADS");
	cores = forced && atol(forced) > 0 ? atol(forced) : sysconf(_SC_NPROCESSORS_ONLN);
	cores = cores < 1 ? 1 : cores;
	atomic_store_explicit(&known, cores, memory_order_relaxed);
	return cores;
}

long ir_helper_threads(size_t items)
{
	long n = ir_cores() - 1;
	return items < 2 ? 0 : n < (long)items - 1 ? n : (long)items - 1;
}

double ir_monotonic_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}
