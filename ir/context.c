/* context.c: the context that owns every uniqued object. */
#include <assert.h>
#include <stdlib.h>

#include "internal.h"

/* Prints to stderr; like mlir-opt, a note at the place of the error it
   follows does not repeat the source line. */
static void default_diag(void *user, IrDiagKind kind, const IrSource *src, size_t offset,
                         const char *msg)
{
	IrContext *ctx = user;
	bool repeat = kind == IR_DIAG_NOTE && src == ctx->last_src && offset == ctx->last_off;
	ir_diag_print(stderr, kind, (IrSource *)src, offset, msg, !repeat);
	if (kind != IR_DIAG_NOTE) {
		ctx->last_src = src;
		ctx->last_off = offset;
	}
}

IrContext *ir_context_create(void)
{
	IrContext *ctx = xcalloc(1, sizeof *ctx);
	pthread_mutexattr_t recursive;
	pthread_mutexattr_init(&recursive);
	pthread_mutexattr_settype(&recursive, PTHREAD_MUTEX_RECURSIVE);
	pthread_mutex_init(&ctx->lock, &recursive);
	pthread_mutexattr_destroy(&recursive);
	ctx->diag = default_diag;
	ctx->diag_user = ctx;
	ctx->hash_seed = ir_hash_seed();
	ctx->t_index = ir_type_index(ctx);
	ctx->t_none = ir_type_none(ctx);
	ctx->t_i1 = ir_type_int(ctx, 1, IR_SIGNLESS);
	ctx->t_i64 = ir_type_int(ctx, 64, IR_SIGNLESS);
	ctx->t_f64 = ir_type_float(ctx, IR_F64);
	ctx->a_unit = ir_attr_unit(ctx);
	ctx->a_true = ir_attr_bool(ctx, true);
	ctx->a_false = ir_attr_bool(ctx, false);
	ctx->a_empty_dict = ir_attr_dict(ctx, 0, NULL, NULL);
	ctx->a_unknown_loc = ir_loc_unknown(ctx);
	ir_registry_init(ctx);
	return ctx;
}

void ir_context_destroy(IrContext *ctx)
{
	if (!ctx)
		return;
	uniq_clear(ctx);
	pm_free(&ctx->def_facts);
	pm_free(&ctx->def_facts_late);
	free(ctx->dropped_sizes);
	pv_free(&ctx->sources);
	free(ctx->source_bases);
	pool_destroy(ctx);
	arena_free(&ctx->arena);
	pthread_mutex_destroy(&ctx->lock);
	free(ctx);
}

_Thread_local IrThreadOwn *ir_thread_own;

void ir_thread_own_begin(IrContext *ctx, IrThreadOwn *own)
{
	own->ctx = ctx;
	ir_thread_own = own;
}

void ir_thread_own_leave(void)
{
	ir_thread_own = NULL;
}

void ir_thread_own_end(IrContext *ctx, IrThreadOwn *own)
{
	ctx_lock(ctx);
	arena_adopt(&ctx->arena, &own->arena);
	pool_adopt(ctx, own->pool);
	ctx_unlock(ctx);
	own->pool = NULL;
}

void ir_context_threads_begin(IrContext *ctx, bool locations)
{
	assert(!ctx->threaded);
	/* what is otherwise filled on first use is filled now, so that threads
	   only read it */
	for (unsigned w = 0; w < sizeof ctx->t_int / sizeof ctx->t_int[0]; w++)
		ir_type_int(ctx, w, IR_SIGNLESS);
	for (int k = 0; k < IR_FLOAT_KIND_COUNT; k++)
		ir_type_float(ctx, (IrFloatKind)k);
	ir_def_facts_fill(ctx);
	for (size_t i = 0; locations && i < ctx->sources.n; i++) {
		unsigned line, col;
		ir_source_linecol(ctx->sources.v[i], 0, &line, &col); /* builds its line table */
	}
	ctx->threaded = true;
	ctx->arena.lock = &ctx->lock;
}

void ir_context_threads_end(IrContext *ctx)
{
	ctx->threaded = false;
	ctx->arena.lock = NULL;
}

/* A worker recurses as deep on one function as the driver's thread does
   on the whole input. */
#define WORKER_STACK ((size_t)256 << 20)

long ir_threads_start(IrContext *ctx, pthread_t *threads, long n, void *(*fn)(void *), void *arg,
                      bool locations)
{
	pthread_attr_t attr;
	pthread_attr_init(&attr);
	pthread_attr_setstacksize(&attr, WORKER_STACK);
	ir_context_threads_begin(ctx, locations);
	long started = 0;
	while (started < n && !pthread_create(&threads[started], &attr, fn, arg))
		started++;
	pthread_attr_destroy(&attr);
	if (!started)
		ir_context_threads_end(ctx);
	return started;
}

void ir_threads_join(IrContext *ctx, pthread_t *threads, long started)
{
	for (long i = 0; i < started; i++)
		pthread_join(threads[i], NULL);
	if (started)
		ir_context_threads_end(ctx);
}

long ir_threads_run(IrContext *ctx, long n, void *(*fn)(void *), void *arg, bool locations)
{
	if (n < 1)
		return 0;
	pthread_t *threads = xmalloc((size_t)n * sizeof *threads);
	long started = ir_threads_start(ctx, threads, n, fn, arg, locations);
	if (started)
		fn(arg);
	ir_threads_join(ctx, threads, started);
	free(threads);
	return started;
}

uint32_t ir_context_source_base(IrContext *ctx, IrSource *src)
{
	ctx_lock(ctx);
	uint32_t base = 0;
	size_t n = ctx->sources.n;
	for (size_t i = n; i > 0 && !base; i--) /* the latest first: few sources, read in turn */
		if (ctx->sources.v[i - 1] == src)
			base = ctx->source_bases[i - 1];
	if (!base) {
		/* one byte more than the last source's length: its end has a
		   position of its own */
		uint64_t next = n ? (uint64_t)ctx->source_bases[n - 1] + ((IrSource *)ctx->sources.v[n - 1])->len + 1 : 1;
		if (next + src->len >= UINT32_MAX)
			die("sources of more than 4 GiB in one context");
		base = (uint32_t)next;
		ctx->source_bases = xrealloc(ctx->source_bases, (n + 1) * sizeof *ctx->source_bases);
		ctx->source_bases[n] = base;
		pv_push(&ctx->sources, src);
	}
	ctx_unlock(ctx);
	return base;
}

unsigned char *ir_context_blob(const IrContext *ctx, const IrIdent *handle, size_t *n)
{
	const IrResource *r = ctx->resources;
	while (r && (strcmp(r->section->s, "dialect_resources") || strcmp(r->group->s, "builtin") || r->key != handle))
		r = r->next;
	/* "0x", then 8 digits of the alignment, then the data */
	if (!r || !r->is_string || r->value->n < 10 || r->value->n % 2 || memcmp(r->value->s, "0x", 2))
		return NULL;
	const char *hex = r->value->s + 10;
	size_t len = (r->value->n - 10) / 2;
	unsigned char *bytes = xmalloc(len + 1);
	if (!ir_hex_to_bytes(hex, len, bytes)) {
		free(bytes);
		return NULL;
	}
	*n = len;
	return bytes;
}
