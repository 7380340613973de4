/* split.c: a long body read on two threads.

   As the body of a module at the top of a file begins, or the body of an
   op right in it (a function), or of an op at the top of a file without
   a module, a second parse starts on a thread of its own at an op of
   that body about halfway through it, found by its indentation (mlir-opt
   prints each op on a line of its own, indented by two spaces per level,
   and a body's '}' at its op's indentation).  It reads ops up to the '}'
   that ends the body into a region of its own, uniquing into the same
   context.  When the first parse's lexer reaches that op, it joins the
   second and, if the second read the text as a parse of the whole file
   would have, hands Bison one token, SPLICED_OPS, for all of it, and goes
   on at the '}'.  Otherwise it drops the second parse's work and reads
   the text itself, so the split never changes what a file means or which
   error it gets:

   - the second parse reports nothing: any diagnostic of its own (an
     error, or an alias defined before its text, which it does not see)
     makes it fail, and so does what only the whole file's parse can read
     (split_refuses: distinct ids, location aliases defined after the
     module, block labels at the body's level, results at a module's);
   - it is used only where the first parse stands in the body between
     ops, and where the grammar takes an op (the token is an op of
     region_items); the reader of an op's custom form is never handed
     it, but the token the text has there, so that a reader that would
     read on into that line (`return` and a `%0` on the next) does, and
     the parse then reads that half itself;
   - in a module's body, no names may be defined before it; in a
     function's, the names it used and did not define become the first
     parse's values when the ops are spliced, if one parse would have
     read them as those (ssa_take_open_uses: each defined, of the type
     used, no name defined in both halves, no use in the first half left
     for the second to define); otherwise the splice fails;
   - a parse that fails after using it is repeated without it, as after a
     memoised token (parse_source), so that diagnostics are those of one
     parse in order.

   A first parse that fails before it gets there tells the second to stop
   (split_cancelled, which the second asks at each megabyte), so that an
   early error is not held up by the other half of the file. */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "parser.h"

/* Smaller bodies are read on one thread: starting a thread and locking the
   context's tables would cost more than the second half saves. */
#define SPLIT_MIN_BYTES ((size_t)256 << 10)

struct ParseSplit {
	RegionBuild *body;  /* the first parse's module body, where the ops go */
	uint32_t at;        /* where the second parse began */
	pthread_t thread;
	bool joined;
	bool cancelled;     /* the first parse no longer wants the second's work */
	IrThreadOwn own[2]; /* the first parse's and the second's allocations meanwhile */
	bool ok;            /* the second parse read its text, as far as it knows */
	double seconds;     /* how long it took */
	ParseState child;
	RegionBuild top;    /* where its ops were read into */
};

/* Where the module's body ends, as printed: the last line that starts
   with '}' (what follows may be location aliases); lim if there is none. */
static const unsigned char *body_end(const unsigned char *from, const unsigned char *lim)
{
	for (const unsigned char *p = lim; p - from > 1; p--)
		if (p[-1] == '}' && p[-2] == '\n')
			return p - 1;
	return lim;
}

/* Does the line at p start with exactly indent spaces? */
static bool indented_by(const unsigned char *p, size_t indent)
{
	size_t i = 0;
	while (i < indent && p[i] == ' ')
		i++;
	return i == indent && p[indent] != ' ';
}

/* Where a function's body ends, as printed: its '}' after indent spaces
   at the start of a line, the first after from; lim if none.  Every
   function of a file asks as its body begins; the last answer stands for
   any from between the place asked from and it, so that, however the
   text is laid out, each byte is scanned about once. */
static const unsigned char *function_end(ParseState *ps, const unsigned char *from, const unsigned char *lim,
                                         size_t indent)
{
	struct SplitEndScan *last = &ps->split_end_scan;
	/* the newline before the line found, from where the scan would find
	   it again; past it, the scan would look for a later line */
	if (last->from && last->indent == indent && last->from <= from &&
	    (last->end == lim || from + indent + 1 <= last->end))
		return last->end;
	const unsigned char *p = from, *end = lim;
	while ((p = memchr(p, '\n', (size_t)(lim - p))) && (size_t)(lim - p) > indent + 1) {
		p++;
		if (indented_by(p, indent) && p[indent] == '}') {
			end = p + indent;
			break;
		}
	}
	*last = (struct SplitEndScan){from, end, indent};
	return end;
}

/* The first op at or after p that starts a line indented by exactly
   indent spaces. */
static const unsigned char *op_line_at(const unsigned char *p, const unsigned char *lim, size_t indent)
{
	while ((p = memchr(p, '\n', (size_t)(lim - p))) && (size_t)(lim - p) > indent + 2) {
		p++;
		unsigned char c = p[indent];
		if (indented_by(p, indent) && (c == '"' || c == '%' || c == '_' || (unsigned)((c | 0x20) - 'a') < 26))
			return p + indent;
	}
	return NULL;
}

static void *child_run(void *arg)
{
	ParseSplit *sp = arg;
	ParseState *c = &sp->child;
	IrDiagCapture held = {0};
	double t0 = ir_monotonic_seconds();
	ir_thread_own_begin(c->ctx, &sp->own[1]);
	ir_diag_capture_begin(&held);
	/* in a function, names left open are the first half's (split_splice) */
	bool ok = mica_yyparse(c) == 0 && !c->failed && (c->split_in_function || ssa_pop_scope(c, true));
	ir_diag_capture_end();
	ir_thread_own_leave();
	sp->seconds = ir_monotonic_seconds() - t0;
	sp->ok = ok && held.n == 0;
	ir_diag_capture_discard(&held);
	return NULL;
}

void split_start(ParseState *ps, RegionBuild *body, Loc open, bool in_function, size_t indent)
{
	const unsigned char *from = ps->lx.cur, *lim = ps->lx.lim;
	/* a function printed as mlir-opt prints it ends the line with its '{';
	   one written on a line (`func.func @f() { return }`) is short */
	if (in_function) {
		const unsigned char *after = ps->lx.start + open.end;
		while (*after == ' ' || *after == '\t' || *after == '\r')
			after++;
		if (*after != '\n')
			return;
	}
	IrContext *ctx = ps->ctx;
	size_t min = ctx->split_min_bytes ? ctx->split_min_bytes : SPLIT_MIN_BYTES;
	/* not in a parse repeated after a failure (the memo is off there), nor
	   inside work already on threads, nor on one core */
	if (!ctx->multithreading || !ps->memo.on || ctx->threaded || (size_t)(lim - from) < min)
		return;
	const unsigned char *end = in_function ? function_end(ps, from, lim, indent - 2) : body_end(from, lim);
	/* the cores last: counting them reads a file, for each function; and
	   an end where no split was found before is not searched again (ops
	   on one line each, `func.func @f() { return }`, all find the same
	   end, which would make the search quadratic) */
	if ((size_t)(end - from) < min || end == ps->split_declined_end || ir_helper_threads(2) < 1)
		return;
	/* a split far past the middle (a module of one long function and a
	   short one after it) would leave the long one to one thread */
	const unsigned char *at = op_line_at(from + (end - from) / 2, end, indent);
	if (!at || at - from > (end - from) / 4 * 3) {
		ps->split_declined_end = end;
		return;
	}
	ParseSplit *sp = xzeroed(1, sizeof *sp);
	sp->body = body;
	sp->at = (uint32_t)(at - ps->lx.start);
	ParseState *c = &sp->child;
	c->ctx = ps->ctx;
	c->src = ps->src;
	c->src_base = ps->src_base;
	c->progress_from = sp->at;
	c->progress_next = c->progress_at = sp->at + PROGRESS_STEP; /* where it looks for split_cancelled */
	c->lx.start = ps->lx.start;
	c->lx.cur = at;
	c->lx.lim = lim;
	c->depth = ps->depth;
	c->resources_tail = &c->resources;
	c->pending_start = TOK_START_SPLIT;
	c->memo.on = true;
	c->memo.seed = ps->memo.seed;
	/* the aliases, all defined before the module, are only read while
	   both parses run */
	c->attr_aliases = ps->attr_aliases;
	c->type_aliases = ps->type_aliases;
	for (size_t i = 0; i < ps->op_stack.n; i++) /* for the default dialect */
		pv_push(&c->op_stack, ps->op_stack.v[i]);
	c->region = c->all_regions = c->split_top = &sp->top;
	c->split_in_function = in_function;
	ssa_push_scope(c);
	if (in_function)
		ssa_keep_names(c);
	sp->top.ssa_mark = ssa_mark(c);
	ps->split = sp;
	if (!ir_threads_start(ps->ctx, &sp->thread, 1, child_run, sp, false)) {
		sp->joined = true;
		split_abandon(ps);
		return;
	}
	ir_thread_own_begin(ps->ctx, &sp->own[0]);
	ps->split_at = sp->at;
	if (ps->split_at < ps->progress_next)
		ps->progress_next = ps->split_at;
}

bool split_cancelled(const ParseState *ps)
{
	const ParseSplit *sp = (const ParseSplit *)((const char *)ps->split_top - offsetof(ParseSplit, top));
	return __atomic_load_n(&sp->cancelled, __ATOMIC_ACQUIRE);
}

/* Waits for the second parse, told to stop unless its work is wanted;
   the memory both parses took meanwhile goes to the context. */
static void join(IrContext *ctx, ParseSplit *sp, bool wanted)
{
	if (sp->joined)
		return;
	if (!wanted)
		__atomic_store_n(&sp->cancelled, true, __ATOMIC_RELEASE);
	ir_threads_join(ctx, &sp->thread, 1);
	ir_thread_own_leave();
	ir_thread_own_end(ctx, &sp->own[0]);
	ir_thread_own_end(ctx, &sp->own[1]);
	ctx->split_seconds += sp->seconds;
	sp->joined = true;
}

void split_reached(ParseState *ps, int kind, uint32_t start)
{
	ParseSplit *sp = ps->split;
	if (!ps->split_met) {
		join(ps->ctx, sp, true);
		if (sp->ok && start == sp->at && ps->region == sp->body && kind != TOK_MICA_YYerror) {
			/* kept until a token past it is read: then it was not Bison's */
			ps->split_met = true;
			ps->split_at = sp->at + 1;
			return;
		}
	}
	split_abandon(ps);
}

int split_hand_over(ParseState *ps, int kind, Loc *lloc)
{
	ParseSplit *sp = ps->split;
	/* an op's custom reader sees the text's own token there, and so reads
	   its op to the end as one parse would (`return` takes a `%0` on the
	   next line as its operand) */
	if (lloc->start != sp->at || ps->region != sp->body || ps->custom_region == sp->body)
		return kind;
	ps->split_met = false;
	ps->split_at = UINT32_MAX;
	lloc->end = (uint32_t)sp->child.nested_end;
	ps->lx.cur = ps->lx.start + lloc->end;
	ps->last = (TokMark){TOK_SPLICED_OPS, *lloc};
	ps->progress_next = ps->progress_at;
	ps->memo.hits++; /* a failure after it repeats the parse without it */
	return TOK_SPLICED_OPS;
}

bool split_splice(ParseState *ps, ParseSplit *sp)
{
	/* the op before may have defined names once the lexer was past it: in
	   a module's body there must be none, in a function's they must bind
	   the second half's uses as one parse would have.  Otherwise the parse
	   fails here and is repeated without the split. */
	bool in_function = sp->child.split_in_function;
	if (ps->region != sp->body || (!in_function && ssa_mark(ps) != sp->body->ssa_mark) ||
	    (in_function && !ssa_take_open_uses(ps, &sp->child))) {
		ps_error(ps, sp->at, "operations read ahead where they cannot go"); /* never shown */
		return false;
	}
	IrBlock *to = current_block(ps);
	for (IrBlock *b = region_first_block(&sp->top); b; b = ir_block_next(b))
		while (ir_block_first(b)) {
			IrOp *op = ir_block_first(b);
			ir_op_remove(op);
			ir_block_append(to, op);
		}
	arena_release(&ps->tmp, ps->region->item_mark);
	split_abandon(ps);
	return true;
}

void split_abandon(ParseState *ps)
{
	ParseSplit *sp = ps->split;
	ps->split = NULL;
	ps->split_met = false;
	join(ps->ctx, sp, false);
	ParseState *c = &sp->child;
	c->attr_aliases = c->type_aliases = (NameMap){0}; /* the first parse's */
	ps_cleanup(c);
	free(sp);
}
