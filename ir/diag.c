/* diag.c: turning byte offsets into line:col and printing diagnostics with a caret. */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* for the drivers' check that a failing exit has said why */
static atomic_uint errors_printed;

unsigned ir_diag_errors_printed(void)
{
	return atomic_load(&errors_printed);
}

/* One diagnostic held back (IrDiagCapture): what the sink is given, or a
   bare error's line. */
struct IrCapturedDiag {
	IrDiagKind kind;
	IrSource *src;
	size_t offset;
	char *msg;
	bool bare;
};

static _Thread_local IrDiagCapture *capture; /* where this thread's diagnostics go, or NULL */
static _Thread_local unsigned thread_errors;

unsigned ir_diag_thread_errors(void)
{
	return thread_errors;
}

void ir_diag_thread_errors_add(unsigned n)
{
	thread_errors += n;
}

void ir_diag_capture_begin(IrDiagCapture *c)
{
	c->outer = capture;
	capture = c;
}

void ir_diag_capture_end(void)
{
	capture = capture ? capture->outer : NULL;
}

/* Is this thread's capture counting diagnostics alone?  Counts one of
   kind if so. */
static bool counted(IrDiagKind kind)
{
	if (!capture || !capture->count_only)
		return false;
	if (kind == IR_DIAG_ERROR)
		thread_errors++;
	capture->counted++;
	return true;
}

/* Keeps msg (taking it) in this thread's capture; false when there is none. */
static bool captured(IrDiagKind kind, IrSource *src, size_t offset, char *msg, bool bare)
{
	if (!capture)
		return false;
	if (capture->count_only) { /* a nested capture's, flushed into it */
		capture->counted++;
		free(msg);
		return true;
	}
	if (capture->n == capture->cap) {
		capture->cap = capture->cap ? 2 * capture->cap : 8;
		capture->v = xrealloc(capture->v, capture->cap * sizeof *capture->v);
	}
	capture->v[capture->n++] = (struct IrCapturedDiag){kind, src, offset, msg, bare};
	return true;
}

static void prelude(IrContext *ctx)
{
	if (ctx->diag_prelude)
		ctx->diag_prelude(ctx->diag_prelude_user);
}

static void bare_line(IrContext *ctx, const char *msg)
{
	prelude(ctx);
	fprintf(stderr, "%s\n", msg);
	ctx->nerrors++;
	atomic_fetch_add(&errors_printed, 1);
}

static void to_sink(IrContext *ctx, IrDiagKind kind, IrSource *src, size_t offset, const char *msg)
{
	if (kind == IR_DIAG_ERROR)
		ctx->nerrors++;
	prelude(ctx);
	ctx->diag(ctx->diag_user, kind, src, offset, msg);
}

void ir_diag_capture_flush(IrContext *ctx, IrDiagCapture *c)
{
	for (size_t i = 0; i < c->n; i++) {
		struct IrCapturedDiag *d = &c->v[i];
		/* held back by the calling thread too (a stage of a job whose
		   nested pipelines ran on threads): they stay held, in order */
		if (capture != c && captured(d->kind, d->src, d->offset, d->msg, d->bare))
			continue;
		if (d->bare)
			bare_line(ctx, d->msg);
		else
			to_sink(ctx, d->kind, d->src, d->offset, d->msg);
		free(d->msg);
	}
	free(c->v);
	*c = (IrDiagCapture){0};
}

void ir_diag_capture_discard(IrDiagCapture *c)
{
	for (size_t i = 0; i < c->n; i++)
		free(c->v[i].msg);
	free(c->v);
	*c = (IrDiagCapture){0};
}

/* fmt with its arguments, in a new string. */
static char *vformat(const char *fmt, va_list ap)
{
	va_list ap2;
	va_copy(ap2, ap);
	int n = vsnprintf(NULL, 0, fmt, ap2);
	va_end(ap2);
	char *s = xmalloc((size_t)n + 1);
	vsnprintf(s, (size_t)n + 1, fmt, ap);
	return s;
}

void ir_error_bare(IrContext *ctx, const char *fmt, ...)
{
	if (counted(IR_DIAG_ERROR))
		return;
	va_list ap;
	va_start(ap, fmt);
	char *msg = vformat(fmt, ap);
	va_end(ap);
	thread_errors++;
	if (captured(IR_DIAG_ERROR, NULL, 0, msg, true))
		return;
	bare_line(ctx, msg);
	free(msg);
}

/* Calls f for the offset after each newline of src, a megabyte at a time:
   behind each the source may give its pages back (IrSource.progress), so
   that a scan of a mapped file does not bring all of it back in at once.
   memchr finds the newlines several bytes at a time. */
static void each_line_start(IrSource *src, void (*f)(IrSource *src, size_t start))
{
	const size_t step = (size_t)1 << 20;
	size_t given_back = 0;
	for (size_t from = 0; from < src->len; from += step) {
		const char *end = src->text + (src->len - from > step ? from + step : src->len);
		for (const char *p = src->text + from; (p = memchr(p, '\n', (size_t)(end - p))); p++)
			f(src, (size_t)(p - src->text) + 1);
		if (src->progress)
			given_back = src->progress(src, given_back, (size_t)(end - src->text));
	}
}

static void add_line(IrSource *src, size_t start)
{
	size_t n = src->nlines; /* the table holds 1024, then doubles when full at a power of two */
	if (n == 0 || (n >= 1024 && (n & (n - 1)) == 0))
		src->line_starts = xrealloc(src->line_starts, (n ? 2 * n : 1024) * sizeof *src->line_starts);
	src->line_starts[src->nlines++] = start;
}

/* The line table, built once per source when a location is first asked
   for (passes ask it of the ops they replace), in one pass over the text
   (its pages may have been given back). */
static void build_lines(IrSource *src)
{
	src->nlines = 0;
	src->line_starts = NULL;
	add_line(src, 0);
	each_line_start(src, add_line);
}

/* 0-based line index containing offset. */
static size_t line_index(IrSource *src, size_t offset)
{
	if (!src->line_starts)
		build_lines(src);
	size_t lo = 0, hi = src->nlines;
	while (hi - lo > 1) {
		size_t mid = (lo + hi) / 2;
		if (src->line_starts[mid] <= offset)
			lo = mid;
		else
			hi = mid;
	}
	return lo;
}

void ir_source_linecol(IrSource *src, size_t offset, unsigned *line, unsigned *col)
{
	if (offset > src->len)
		offset = src->len;
	size_t li = line_index(src, offset);
	*line = (unsigned)(li + 1 + src->line_base);
	*col = (unsigned)(offset - src->line_starts[li] + 1 + (li ? 0 : src->col_base));
}

static const char *kind_name(IrDiagKind k)
{
	switch (k) {
	case IR_DIAG_ERROR: return "error";
	case IR_DIAG_WARNING: return "warning";
	case IR_DIAG_NOTE: return "note";
	default: return "remark";
	}
}

void ir_diag_print(FILE *f, IrDiagKind kind, IrSource *src, size_t offset, const char *msg,
                   bool show_line)
{
	if (kind == IR_DIAG_ERROR)
		atomic_fetch_add(&errors_printed, 1);
	if (!src) {
		fprintf(f, "<unknown>:0: %s: %s\n", kind_name(kind), msg); /* as MLIR writes UnknownLoc */
		return;
	}
	unsigned line, col;
	ir_source_linecol(src, offset, &line, &col);
	fprintf(f, "%s:%u:%u: %s: %s\n", src->name, line, col, kind_name(kind), msg);
	if (!show_line)
		return;
	size_t li = line_index(src, offset > src->len ? src->len : offset);
	const char *text = src->text + src->line_starts[li];
	size_t end = 0;
	while (text + end < src->text + src->len && text[end] != '\n' && text[end] != '\r')
		end++;
	if (!li && src->first_line) { /* the file's whole line: what precedes the chunk, then its own */
		text = src->first_line;
		end += src->col_base;
	}
	fprintf(f, "%.*s\n", (int)end, text);
	/* reliability: the caret line is written at once; stderr is unbuffered,
	   and a character at a time took seconds under a line of megabytes */
	StrBuf caret = {0};
	for (size_t i = 0; i < (size_t)col - 1 && i < end; i++)
		sb_putc(&caret, text[i] == '\t' ? '\t' : ' ');
	sb_puts(&caret, "^\n");
	fwrite(caret.s, 1, caret.len, f);
	sb_free(&caret);
}

void ir_vdiag(IrContext *ctx, IrDiagKind kind, IrSource *src, size_t offset, const char *fmt,
              va_list ap)
{
	if (counted(kind))
		return;
	char *msg = vformat(fmt, ap);
	if (kind == IR_DIAG_ERROR)
		thread_errors++;
	if (captured(kind, src, offset, msg, false))
		return;
	to_sink(ctx, kind, src, offset, msg);
	free(msg);
}

void ir_diag(IrContext *ctx, IrDiagKind kind, IrSource *src, size_t offset, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	ir_vdiag(ctx, kind, src, offset, fmt, ap);
	va_end(ap);
}

void ir_diag_at(IrContext *ctx, IrDiagKind kind, uint32_t pos, const char *fmt, ...)
{
	size_t offset;
	IrSource *src = ir_source_at(ctx, pos, &offset);
	va_list ap;
	va_start(ap, fmt);
	ir_vdiag(ctx, kind, src, offset, fmt, ap);
	va_end(ap);
}

void ir_emit_op_error(IrContext *ctx, IrOp *op, const char *fmt, ...)
{
	StrBuf b = {0};
	va_list ap;
	sb_printf(&b, "'%s' op ", ir_op_name(op)->s);
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	char *msg = xmalloc((size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(msg, (size_t)n + 1, fmt, ap);
	va_end(ap);
	sb_puts(&b, msg);
	free(msg);
	ir_diag_op(ctx, IR_DIAG_ERROR, op, "%s", b.s);
	sb_free(&b);
}

/* The first file:line:col inside a location, as MLIR's source manager
   handler looks for one to show (a name's child, a call site's callee, a
   fused location's parts in order); NULL for none. */
static const IrAttr *file_loc(const IrAttr *loc)
{
	if (!loc)
		return NULL;
	switch (loc->kind) {
	case IR_ATTR_LOC_FILE: return loc;
	case IR_ATTR_LOC_NAME: return file_loc(loc->nloc.child);
	case IR_ATTR_LOC_CALLSITE: return file_loc(loc->cloc.callee);
	case IR_ATTR_LOC_FUSED:
		for (unsigned i = 0; i < loc->fused.n; i++) {
			const IrAttr *f = file_loc(loc->fused.locs[i]);
			if (f)
				return f;
		}
		return NULL;
	default: return NULL;
	}
}

/* Where a diagnostic at op stands: where op was read, or, for an op a pass
   built, the place in a loaded source that its location names (passes give
   what they build the location of the op it replaces, as MLIR's builders
   take op->getLoc()). NULL when neither is known. */
static IrSource *op_diag_source(IrContext *ctx, const IrOp *op, size_t *offset)
{
	if (op->src_pos)
		return ir_source_at(ctx, op->src_pos, offset);
	return ir_loc_source(ctx, ir_op_loc_if_set(op), offset);
}

IrSource *ir_loc_source(IrContext *ctx, const IrAttr *loc, size_t *offset)
{
	*offset = 0;
	const IrAttr *f = file_loc(loc);
	for (size_t i = 0; f && f->floc.line && i < ctx->sources.n; i++) {
		IrSource *src = ctx->sources.v[i];
		if (strcmp(src->name, f->floc.file->s) || f->floc.line <= src->line_base)
			continue;
		size_t li = f->floc.line - 1 - src->line_base;
		if (!src->line_starts)
			build_lines(src);
		size_t skip = li ? 0 : src->col_base;
		if (li >= src->nlines || f->floc.col < 1 + skip)
			continue;
		size_t at = src->line_starts[li] + f->floc.col - 1 - skip;
		*offset = at > src->len ? src->len : at;
		return src;
	}
	return NULL;
}

void ir_diag_op(IrContext *ctx, IrDiagKind kind, const IrOp *op, const char *fmt, ...)
{
	if (counted(kind))
		return;
	va_list ap;
	size_t offset;
	IrSource *src = op_diag_source(ctx, op, &offset);
	va_start(ap, fmt);
	ir_vdiag(ctx, kind, src, offset, fmt, ap);
	va_end(ap);
	if (kind != IR_DIAG_ERROR || !ctx->print_op_on_diagnostic)
		return;
	/* MLIR's printOpOnDiagnostic: the op on a line of its own when it
	   takes several */
	StrBuf b = {0};
	print_op_str(&b, ctx, (IrOp *)op);
	ir_diag(ctx, IR_DIAG_NOTE, src, offset, "see current operation: %s%s",
	        memchr(b.s, '\n', b.len) ? "\n" : "", b.s);
	sb_free(&b);
}
