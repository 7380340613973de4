/* lex.c: the token stream of the custom forms' readers (and the tokens given
   back to Bison), error reporting and the parser's temporary vectors. */
#include <assert.h>
#include <stdlib.h>

#include "internal.h"
#include "parser.h"

void ps_error(ParseState *ps, size_t off, const char *fmt, ...)
{
	if (ps->failed) /* report only the first error, as MLIR does */
		return;
	va_list ap;
	va_start(ap, fmt);
	if (ps->capture) {
		va_list again;
		va_copy(again, ap);
		size_t n = (size_t)vsnprintf(NULL, 0, fmt, again);
		va_end(again);
		char *msg = xmalloc(n + 1);
		vsnprintf(msg, n + 1, fmt, ap);
		sb_putn(ps->capture, msg, n);
		free(msg);
		ps->capture_off = off;
	} else {
		ir_vdiag(ps->ctx, IR_DIAG_ERROR, ps->src, off, fmt, ap);
	}
	va_end(ap);
	ps->failed = true;
}

/* Where the token after offset off starts (blanks and comments skipped). */
size_t next_token_at(ParseState *ps, size_t off)
{
	const char *t = ps->src->text;
	for (;;) {
		while (off < ps->src->len && (t[off] == ' ' || t[off] == '\t' || t[off] == '\n' || t[off] == '\r'))
			off++;
		if (off + 1 >= ps->src->len || t[off] != '/' || t[off + 1] != '/')
			return off;
		while (off < ps->src->len && t[off] != '\n')
			off++;
	}
}

/* Where to report an unexpected token, as MLIR's emitWrongTokenError does:
   just after the last non-blank character before it, skipping blank lines
   and `//` comments, so that a missing token is reported where it belongs. */
size_t error_offset(ParseState *ps, size_t tok_start)
{
	const char *text = ps->src->text;
	size_t end = tok_start < ps->src->len ? tok_start : (ps->src->len ? ps->src->len - 1 : 0);
	size_t original = end;
	for (;;) {
		while (end > 0 && (text[end - 1] == ' ' || text[end - 1] == '\t'))
			end--;
		if (end == 0)
			return original;
		if (text[end - 1] != '\n' && text[end - 1] != '\r')
			return end;
		end--; /* drop the line break; a comment on the line before is skipped too */
		size_t line_start = end;
		while (line_start > 0 && text[line_start - 1] != '\n' && text[line_start - 1] != '\r')
			line_start--;
		for (size_t i = line_start; i + 1 < end; i++) {
			if (text[i] == '/' && text[i + 1] == '/') {
				end = i;
				break;
			}
		}
	}
}

/* A dialect's reader knows the named tokens by ir/dialect.h's numbers. */
#define SAME_TOKEN(t) _Static_assert((int)IR_TOK_##t == (int)TOK_##t, "ir/dialect.h's IR_TOK_" #t " is the grammar's")
SAME_TOKEN(BARE_ID);
SAME_TOKEN(PERCENT_ID);
SAME_TOKEN(CARET_ID);
SAME_TOKEN(AT_ID);
SAME_TOKEN(HASH_ID);
SAME_TOKEN(EXCL_ID);
SAME_TOKEN(DIALECT_ATTR);
SAME_TOKEN(DIALECT_TYPE);
SAME_TOKEN(INTEGER);
SAME_TOKEN(FLOAT);
SAME_TOKEN(STRING);
SAME_TOKEN(ARROW);
SAME_TOKEN(KW_AFFINE_MAP);
SAME_TOKEN(KW_DENSE);
SAME_TOKEN(KW_LOC);
SAME_TOKEN(KW_SPARSE);
SAME_TOKEN(KW_DENSE_RESOURCE);
_Static_assert((int)IR_TOK_EOF == (int)TOK_YYEOF, "end of input");

/* Most vectors hold a few items: their first slots come with them. */
enum { TV_FIRST_SLOTS = 4 };

TVec *tv_new(ParseState *ps)
{
	TVec *v = arena_alloc(&ps->tmp, sizeof *v + TV_FIRST_SLOTS * sizeof(void *));
	*v = (TVec){(void **)(v + 1), 0, TV_FIRST_SLOTS};
	return v;
}

TVec *tv_push_slow(ParseState *ps, TVec *v, void *p)
{
	if (!v)
		v = tv_new(ps);
	if (v->n == v->cap) {
		unsigned cap = v->cap ? 2 * v->cap : 4;
		void **nv = arena_alloc(&ps->tmp, cap * sizeof *nv);
		if (v->n)
			memcpy(nv, v->v, v->n * sizeof *nv);
		v->v = nv;
		v->cap = cap;
	}
	v->v[v->n++] = p;
	return v;
}

IVec *iv_new(ParseState *ps)
{
	return arena_zalloc(&ps->tmp, sizeof(IVec));
}

IVec *iv_push(ParseState *ps, IVec *v, int64_t x)
{
	if (v->n == v->cap) {
		unsigned cap = v->cap ? 2 * v->cap : 4;
		int64_t *nv = arena_alloc(&ps->tmp, cap * sizeof *nv);
		if (v->n)
			memcpy(nv, v->v, v->n * sizeof *nv);
		v->v = nv;
		v->cap = cap;
	}
	v->v[v->n++] = x;
	return v;
}

Ref *ref_new(ParseState *ps, Slice s, Loc loc)
{
	Ref *r = arena_alloc(&ps->tmp, sizeof *r);
	r->s = s;
	r->off = loc.start;
	return r;
}

/* The next token of the stream: the one given back, or a fresh one from
   the lexer. */
static Tok next(ParseState *ps)
{
	Tok t;
	if (ps->has_pushback) {
		ps->has_pushback = false;
		t = ps->pushback;
		ps->last = (TokMark){t.kind, t.loc};
	} else {
		t.kind = lex_token(ps, &t.val, &t.loc);
	}
	return t;
}

/* A memoised type stays one token. */
Tok tok_next_type(ParseState *ps)
{
	return next(ps);
}

/* Does the token carry a memoised type or attribute (memo.c), or a list
   of numbers (dense_scan.c)? */
static bool memo_token(int kind)
{
	return kind == TOK_MEMO_TYPE || kind == TOK_MEMO_FUNCTION_TYPE || kind == TOK_MEMO_ATTR ||
	       kind == TOK_DENSE_NUMBERS;
}

/* A custom form's reader sees the tokens of a memoised type's or
   attribute's text (only read_type and the grammar take it whole): the lexer reads them again,
   without the memo. */
Tok tok_next(ParseState *ps)
{
	Tok t = next(ps);
	if (memo_token(t.kind)) {
		ps->lx.cur = ps->lx.start + t.loc.start;
		memo_split(ps, &t);
		ps->last = ps->prev; /* as before the memoised token was read */
		t.kind = lex_token(ps, &t.val, &t.loc);
	}
	return t;
}

void tok_unget(ParseState *ps, Tok t)
{
	assert(!ps->has_pushback);
	ps->has_pushback = true;
	ps->pushback = t;
}

Tok tok_peek(ParseState *ps)
{
	Tok t = tok_next(ps);
	tok_unget(ps, t);
	return t;
}

Tok tok_peek_type(ParseState *ps)
{
	Tok t = tok_next_type(ps);
	tok_unget(ps, t);
	return t;
}

/* A pending start token, or a token given back, for Bison. */
int tok_given(Loc *lloc, ParseState *ps)
{
	if (ps->pending_start) { /* not recorded as `last`: it is not in the text */
		int kind = ps->pending_start;
		ps->pending_start = 0;
		lloc->start = lloc->end = ps->last.loc.end;
		return kind;
	}
	Tok t = next(ps);
	*lloc = t.loc;
	return t.kind;
}

int lex_milestone(ParseState *ps, int kind, uint32_t start)
{
	if (ps->split && start >= ps->split_at)
		split_reached(ps, kind, start);
	if (start >= ps->progress_at) {
		ps->progress_at = start + PROGRESS_STEP;
		if (ps->src->progress)
			ps->progress_from = (uint32_t)ps->src->progress(ps->src, ps->progress_from, start);
		if (ps->split_top && split_cancelled(ps)) {
			ps_error(ps, start, "no longer wanted"); /* the second parse's: never shown */
			kind = TOK_MICA_YYerror;
		}
	}
	ps->progress_next = ps->split && ps->split_at < ps->progress_at ? ps->split_at : ps->progress_at;
	return kind;
}
