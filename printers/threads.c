/* threads.c: the ops of the top op's body (a module's functions) printed,
   and looked at by the alias pre-pass, on several threads.  The ops are cut into chunks of about CHUNK_BYTES of
   text; each thread takes the next chunk and prints it into the
   chunk's own text, with a printer of its own that shares the main
   printer's names and aliases, which no longer change.  The calling
   thread writes the chunks out in order as they are done.  A thread
   takes a chunk only WINDOW chunks ahead of the last one written, so the
   texts held at once stay small whatever the size of the module. */
#include <pthread.h>
#include <stdatomic.h>

#include "internal.h"

/* The texts of up to WINDOW chunks and as many spare buffers are held at
   once: 128 KiB chunks, four ahead, keep two cores busy (256 KiB and
   eight held 0.6 MB more at the peak of a 10 MB file, for no speed). */
enum { CHUNK_BYTES = 1 << 17, WINDOW = 4 };

typedef struct {
	IrOp *first; /* up to the next chunk's first, or the stop */
	StrBuf text;
	bool done;
} Chunk;

typedef struct {
	Printer *main;
	Chunk *chunks;
	size_t n;
	IrOp *stop;
	pthread_mutex_t lock;
	pthread_cond_t changed;
	size_t next;    /* the first chunk no thread has taken */
	size_t written; /* the first chunk not written out */
	/* the texts of chunks written out, emptied, for the next chunks: the
	   same few buffers serve the whole print (fresh ones cost a page
	   fault a page) */
	StrBuf spare[WINDOW];
	size_t nspare;
} Work;

/* Where chunk i's ops end: at the next chunk's first, or at stop. */
static IrOp *chunk_end(const Chunk *chunks, size_t n, size_t i, IrOp *stop)
{
	return i + 1 < n ? chunks[i + 1].first : stop;
}

/* A printer like p for another thread: p's context, options, names,
   block numbers and aliases, which it only reads, and type texts, format
   facts and scratch of its own; print_chunk gives it its output. */
static void printer_init_like(Printer *t, const Printer *p)
{
	*t = (Printer){
		.ctx = p->ctx,
		.opts = p->opts,
		.aliases = p->aliases,
		.value_names = p->value_names,
		.nvalue_names = p->nvalue_names,
		.block_ids = p->block_ids,
		.default_dialect = p->default_dialect,
		.indent = p->indent,
	};
}

static void printer_free_own(Printer *t)
{
	pm_free(&t->type_texts);
	arena_free(&t->names);
	sb_free(&t->scratch);
	pm_free(&t->fmt_facts);
	for (int g = 0; g < BLOB_GROUPS; g++) {
		pm_free(&t->used_blobs[g]);
		pv_free(&t->blob_order[g]);
	}
}

/* Prints chunk i into text, or straight into the output when the
   chunks before it are written (direct: on the calling thread only).
   text is the thread's own while it prints: the chunks' texts lie side
   by side, and two threads writing their lengths in one cache line
   would each slow the other down more than the second thread gains. */
static void print_chunk(Printer *t, const Work *w, size_t i, bool direct, StrBuf *text)
{
	IrOp *end = chunk_end(w->chunks, w->n, i, w->stop);
	t->out = direct ? w->main->out : text;
	for (IrOp *o = w->chunks[i].first; o != end; o = ir_op_next(o)) {
		print_spaces(t->out, t->indent);
		print_op(t, o);
		sb_putc(t->out, '\n');
		if (direct)
			print_flush(w->main, 1 << 16);
	}
}

/* Writes a chunk's text after what p printed: to p's stream straight
   from the chunk when it has one, without a copy into p's buffer. */
static void write_text(Printer *p, const StrBuf *text)
{
	if (!p->sink) {
		sb_putn(p->out, text->s, text->len);
		return;
	}
	print_flush(p, 1);
	if (fwrite(text->s, 1, text->len, p->sink) != text->len)
		p->write_failed = true;
}

/* Takes chunks until none is left; the calling thread (write_out) also
   writes the done ones out in order. */
static void take_chunks(Work *w, Printer *t, bool write_out)
{
	pthread_mutex_lock(&w->lock);
	for (;;) {
		if (write_out) {
			while (w->written < w->n && w->chunks[w->written].done) {
				StrBuf *text = &w->chunks[w->written].text;
				pthread_mutex_unlock(&w->lock);
				write_text(w->main, text);
				text->len = 0;
				pthread_mutex_lock(&w->lock);
				if (w->nspare < WINDOW)
					w->spare[w->nspare++] = *text;
				else
					sb_free(text);
				*text = (StrBuf){0};
				w->written++;
				pthread_cond_broadcast(&w->changed);
			}
			if (w->written == w->n)
				break;
		} else if (w->next == w->n) {
			break;
		}
		if (w->next < w->n && w->next < w->written + WINDOW) {
			size_t i = w->next++;
			bool direct = write_out && i == w->written;
			StrBuf text = !direct && w->nspare ? w->spare[--w->nspare] : (StrBuf){0};
			pthread_mutex_unlock(&w->lock);
			print_chunk(t, w, i, direct, &text);
			pthread_mutex_lock(&w->lock);
			w->chunks[i].text = text;
			w->chunks[i].done = true;
			if (direct)
				w->written++;
			pthread_cond_broadcast(&w->changed);
			continue;
		}
		pthread_cond_wait(&w->changed, &w->lock);
	}
	pthread_mutex_unlock(&w->lock);
}

static void *print_thread(void *arg)
{
	Work *w = arg;
	Printer t;
	printer_init_like(&t, w->main);
	take_chunks(w, &t, false);
	printer_free_own(&t);
	return NULL;
}

/* About how much text op prints: the length of its source text when the
   next op was read after it (nearly always from the same source), else a
   guess from its nested ops. */
static size_t text_size(IrOp *op, IrOp *next)
{
	if (next && op->src_pos && next->src_pos > op->src_pos)
		return next->src_pos - op->src_pos;
	return ir_count_ops(op, CHUNK_BYTES / 64) * 64;
}

/* Cuts [first, stop) into chunks of about CHUNK_BYTES of text. */
static Chunk *cut_chunks(IrOp *first, IrOp *stop, size_t *n)
{
	Chunk *chunks = NULL;
	size_t cap = 0, bytes = CHUNK_BYTES;
	*n = 0;
	for (IrOp *o = first; o != stop; o = ir_op_next(o)) {
		if (bytes >= CHUNK_BYTES) {
			if (*n == cap)
				chunks = xrealloc(chunks, (cap = cap ? 2 * cap : 16) * sizeof *chunks);
			chunks[(*n)++] = (Chunk){.first = o};
			bytes = 0;
		}
		bytes += text_size(o, ir_op_next(o) != stop ? ir_op_next(o) : NULL);
	}
	return chunks;
}

bool print_ops_on_threads(Printer *p, IrOp *first, IrOp *stop)
{
	Work w = {.main = p, .stop = stop};
	w.chunks = cut_chunks(first, stop, &w.n);
	long nthreads = ir_helper_threads(w.n), started = 0;
	if (nthreads > 0) {
		pthread_t *threads = xmalloc((size_t)nthreads * sizeof *threads);
		pthread_mutex_init(&w.lock, NULL);
		pthread_cond_init(&w.changed, NULL);
		started = ir_threads_start(p->ctx, threads, nthreads, print_thread, &w, p->opts.debuginfo);
		if (started) {
			Printer t;
			printer_init_like(&t, p);
			take_chunks(&w, &t, true);
			printer_free_own(&t);
		}
		ir_threads_join(p->ctx, threads, started);
		for (size_t i = 0; i < w.nspare; i++)
			sb_free(&w.spare[i]);
		pthread_cond_destroy(&w.changed);
		pthread_mutex_destroy(&w.lock);
		free(threads);
	}
	free(w.chunks);
	return started > 0;
}

/* The alias pre-pass's dry run of the same chunks: each chunk with a
   printer and a collector of its own, merged in chunk order once all are
   done, which gives what one dry run in order finds. */
typedef struct {
	Printer *main;
	Chunk *chunks;
	Printer *dry; /* one a chunk */
	size_t n;
	IrOp *stop;
	atomic_size_t next;
	Printer *namer; /* NULL, or the printer to name pending_top's values, once */
	IrOp *named;
	atomic_bool naming_taken;
} Survey;

static void *survey_chunks(void *arg)
{
	Survey *s = arg;
	/* naming reads the ops and writes only the values' names and the
	   namer's own maps, none of which the dry run looks at */
	if (s->namer && !atomic_exchange(&s->naming_taken, true))
		names_assign(s->namer, s->named);
	for (size_t i; (i = atomic_fetch_add(&s->next, 1)) < s->n;) {
		Printer *t = &s->dry[i];
		StrBuf scratch = {0};
		printer_init_like(t, s->main);
		aliases_collect_apart(t);
		t->out = &scratch;
		IrOp *end = chunk_end(s->chunks, s->n, i, s->stop);
		for (IrOp *o = s->chunks[i].first; o != end; o = ir_op_next(o))
			print_op(t, o);
		sb_free(&scratch);
	}
	return NULL;
}

bool collect_ops_on_threads(Printer *p, IrOp *first, IrOp *stop)
{
	Survey s = {.main = p, .stop = stop, .namer = p->pending_names, .named = p->pending_top};
	s.chunks = cut_chunks(first, stop, &s.n);
	s.dry = xcalloc(s.n, sizeof *s.dry);
	long started = ir_threads_run(p->ctx, ir_helper_threads(s.n), survey_chunks, &s, p->opts.debuginfo);
	if (started)
		p->pending_names = NULL;
	for (size_t i = 0; started && i < s.n; i++) {
		aliases_merge(p, &s.dry[i]);
		printer_free_own(&s.dry[i]);
	}
	free(s.dry);
	free(s.chunks);
	return started > 0;
}
