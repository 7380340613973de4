/* memo.c: the lexer's memo of complete builtin types and attributes.
 *
 * Real files repeat the same type and attribute text thousands of times
 * (`tensor<1x8x8x4xf32>`, `!tosa.shape<4>`, `affine_map<(d0) -> (d0)>`).
 * The lexer hashes the text of each type it meets at `tensor<`, `memref<`,
 * `vector<` and `!ns.t<...>`, and of each attribute at `dense<...> : T`,
 * `affine_map<` and `array<` after an `=` (in a dictionary or the
 * properties); from the third sighting on it hands out one MEMO_TYPE or
 * MEMO_ATTR token that carries the uniqued object, so that neither the
 * lexer, Bison nor the builders see its inside again.  The first sighting
 * records only the hash, the second the text and the object the grammar
 * built from exactly that text (memo_put, memo_put_attr), so text seen
 * once costs no more than a slot.  Types and attributes share the table:
 * their texts start with different words.
 *
 * A hit is sound because the text decides the object: its brackets
 * balance, so nothing after it changes how it is read, and the names it
 * may use (aliases) cannot be redefined.  The few parser modes that read
 * words inside attributes differently (enum keywords, SSA maps, the seed's
 * memory spaces) turn the memo off while they last.  What a hit changes is
 * the token stream, and with it the wording of a syntax error near it, so
 * parse_source parses the chunk again with the memo off when a parse that
 * had hits fails, with the first attempt's diagnostics held back
 * (memo_hold / memo_release).
 */
#include <stdlib.h>

#include "internal.h"
#include "parser.h"

/* A slot is 16 bytes: most texts are seen once and keep no more than
   their slot, which the table has twice as many of as texts. */
struct MemoSlot {
	uint64_t hash;
	uint32_t len;        /* bytes of text; 0 for an empty slot */
	uint32_t kept;       /* 1 + its index in Memo.kept once seen twice, 0 while seen once */
};

/* A text seen twice, in Memo.texts. */
struct MemoKept {
	void *obj;           /* the IrType or IrAttr it reads as */
	char text[];         /* a copy of the text */
};

static struct MemoKept *kept_of(const Memo *m, const struct MemoSlot *s)
{
	return m->kept.v[s->kept - 1];
}

static uint64_t hash_text(const Memo *m, const unsigned char *p, size_t n)
{
	return ir_hash_bytes(p, n, m->seed);
}

static struct MemoSlot *find(const Memo *m, uint64_t h, const unsigned char *p, uint32_t n)
{
	size_t i = (size_t)h & (m->cap - 1);
	for (;; i = (i + 1) & (m->cap - 1)) {
		struct MemoSlot *s = &m->slots[i];
		if (!s->len || (s->hash == h && s->len == n && (!s->kept || !memcmp(kept_of(m, s)->text, p, n))))
			return s;
	}
}

/* Slots from which a table that is mostly texts seen once forgets them
   rather than doubling: 512 KiB. */
enum { MEMO_FORGET_SLOTS = 1 << 15 };

/* Makes room for one more text.  A table at least MEMO_FORGET_SLOTS large
   whose kept texts fill less than a quarter of it keeps only those, at
   the same size: in a file whose texts are mostly seen once (random
   constants) the memo would otherwise grow with the file, for texts it
   never hands out.  A text forgotten so is kept at its next two
   sightings instead.  Each forgetting is followed by at least a quarter
   of the slots' worth of new texts, so its cost stays linear, and the
   table is at most eight times the kept texts or MEMO_FORGET_SLOTS. */
static void make_room(Memo *m)
{
	if (2 * (m->count + 1) <= m->cap)
		return;
	bool forget = m->cap >= MEMO_FORGET_SLOTS && 4 * m->kept.n < m->cap;
	Memo big = *m;
	big.cap = forget ? m->cap : m->cap ? 2 * m->cap : 256;
	big.slots = xzeroed(big.cap, sizeof *big.slots);
	big.count = 0;
	for (size_t i = 0; i < m->cap; i++) {
		struct MemoSlot *s = &m->slots[i];
		if (s->len && (s->kept || !forget)) {
			size_t j = (size_t)s->hash & (big.cap - 1);
			while (big.slots[j].len)
				j = (j + 1) & (big.cap - 1);
			big.slots[j] = *s;
			big.count++;
		}
	}
	free(m->slots);
	*m = big;
}

/* Is the memo to be consulted here?  Not inside a type already scanned
   (its inner types are read with it), nor in the modes that read words
   inside a type's attributes differently. */
static bool memo_usable(const ParseState *ps, int kind, const unsigned char *tok)
{
	return memo_modes_allow(ps) && (size_t)(tok - ps->lx.start) >= ps->memo.scan[kind].end;
}

/* The text [tok, end) of a kind, whose brackets nest `depth` deep: a hit
   moves the lexer past it; otherwise the sighting is recorded. */
static bool lookup(ParseState *ps, int kind, const unsigned char *tok, const unsigned char *end,
                   unsigned depth)
{
	Memo *m = &ps->memo;
	uint64_t h = hash_text(m, tok, (size_t)(end - tok));
	struct MemoScan *scan = &m->scan[kind];
	scan->end = (size_t)(end - ps->lx.start);
	if (ps->depth + depth > MICA_MAX_DEPTH) /* the nesting limit is reported as without the memo */
		return false;
	make_room(m);
	uint32_t n = (uint32_t)(end - tok);
	struct MemoSlot *s = find(m, h, tok, n);
	if (!s->len) {
		*s = (struct MemoSlot){h, n, 0};
		m->count++;
		return false;
	}
	if (!s->kept) {
		scan->pending_start = (size_t)(tok - ps->lx.start);
		scan->pending_end = scan->end;
		scan->pending_hash = h;
		return false;
	}
	m->hit_start = (size_t)(tok - ps->lx.start);
	m->hit = kept_of(m, s)->obj;
	m->hits++;
	ps->lx.cur = end;
	return true;
}

/* What the bracket scan looks at in a byte. */
enum { C_OPEN = 1, C_CLOSE, C_ANGLE, C_STOP };
static const unsigned char byte_class[256] = {
	['<'] = C_OPEN, ['['] = C_OPEN, ['('] = C_OPEN, ['{'] = C_OPEN,
	[']'] = C_CLOSE, [')'] = C_CLOSE, ['}'] = C_CLOSE, ['>'] = C_ANGLE,
	/* strings and comments are rare in types: the memo leaves them alone */
	['"'] = C_STOP, ['/'] = C_STOP, [0] = C_STOP,
};

/* The byte after the balanced brackets from p (on an opening one), or
   NULL for text the memo leaves alone: strings, comments, the end of the
   input, nesting beyond the limit.  *depth becomes the deepest nesting
   seen. */
static const unsigned char *balanced(const unsigned char *p, unsigned *depth)
{
	unsigned sp = 0;
	do {
		while (!byte_class[*p]) /* most bytes: a tight loop */
			p++;
		switch (byte_class[*p]) {
		case C_OPEN:
			if (++sp > *depth && (*depth = sp) > MICA_MAX_DEPTH)
				return NULL;
			break;
		case C_ANGLE:
			if (p[-1] != '-') /* not an arrow */
				sp--;
			break;
		case C_CLOSE:
			sp--;
			break;
		case C_STOP:
			return NULL;
		}
		p++;
	} while (sp > 0);
	return p;
}

/* The end of `keyword<...>` from p, blanks allowed before the '<', or NULL. */
static const unsigned char *bracketed(const unsigned char *p, unsigned *depth)
{
	while (*p != '<')
		p++;
	return balanced(p, depth);
}

bool memo_type_at(ParseState *ps)
{
	const unsigned char *tok = ps->lx.tok, *p;
	unsigned depth = 0;
	return memo_usable(ps, MEMO_KIND_TYPE, tok) && (p = bracketed(tok, &depth)) &&
	       lookup(ps, MEMO_KIND_TYPE, tok, p, depth);
}

/* The characters of a bare identifier and of a `!` type's name, as
   lexer.re's bare_id and suffix_id take them. */
static bool word_char(unsigned char c, bool dash)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
	       c == '$' || c == '.' || (dash && c == '-');
}

/* The end of one type from p: a word or `!name`, either maybe with `<...>`
   right after it; NULL where the memo leaves the text alone. */
static const unsigned char *one_type(const unsigned char *p, unsigned *depth)
{
	bool excl = *p == '!';
	const unsigned char *word = p + excl;
	for (p = word; word_char(*p, excl); p++)
		;
	if (p == word || (!excl && !(*word == '_' || (unsigned)((*word | 0x20) - 'a') < 26)))
		return NULL;
	if (*p == '<')
		return balanced(p, depth);
	/* `tensor <4xf32>` is one type too: not worth telling apart */
	return *skip_blanks(p) != '<' ? p : NULL;
}

bool memo_function_type_at(ParseState *ps)
{
	const unsigned char *tok = ps->lx.tok, *p;
	unsigned depth = 0;
	if (!memo_usable(ps, MEMO_KIND_FUNCTION, tok) || !(p = balanced(tok, &depth)))
		return false;
	p = skip_blanks(p);
	if (p[0] != '-' || p[1] != '>')
		return false;
	/* the results: `(...)`, or one type */
	p = skip_blanks(p + 2);
	p = *p == '(' ? balanced(p, &depth) : one_type(p, &depth);
	return p && lookup(ps, MEMO_KIND_FUNCTION, tok, p, depth);
}

bool memo_attr_at(ParseState *ps, bool typed)
{
	const unsigned char *tok = ps->lx.tok, *p;
	unsigned depth = 0;
	if (!memo_usable(ps, MEMO_KIND_ATTR, tok))
		return false;
	p = bracketed(tok, &depth);
	if (p && typed) {
		p = skip_blanks(p);
		p = *p == ':' ? one_type(skip_blanks(p + 1), &depth) : NULL;
	}
	return p && lookup(ps, MEMO_KIND_ATTR, tok, p, depth);
}

bool memo_slice_at(ParseState *ps)
{
	return memo_usable(ps, MEMO_KIND_TYPE, ps->lx.tok) && lookup(ps, MEMO_KIND_TYPE, ps->lx.tok, ps->lx.cur, 0);
}

/* The kind of text from `first` to `last` seen once before at loc, or -1. */
static int pending_kind(const ParseState *ps, Loc loc, int first, int last)
{
	if (ps->enum_words || ps->in_ssa_map || ps->in_memref_params)
		return -1;
	for (int kind = first; kind <= last; kind++)
		if (loc.start == ps->memo.scan[kind].pending_start && loc.end == ps->memo.scan[kind].pending_end)
			return kind;
	return -1;
}

bool memo_wanted(const ParseState *ps, Loc loc)
{
	return pending_kind(ps, loc, MEMO_KIND_TYPE, MEMO_KIND_FUNCTION) >= 0;
}

/* The second sighting of a text: keep it and what it reads as. */
static void keep(ParseState *ps, int kind, void *obj, Loc loc)
{
	struct MemoScan *scan = &ps->memo.scan[kind];
	const unsigned char *p = ps->lx.start + loc.start;
	uint32_t n = (uint32_t)(loc.end - loc.start);
	struct MemoSlot *s = find(&ps->memo, scan->pending_hash, p, n);
	if (!s->len) { /* forgotten since its first sighting (make_room) */
		*s = (struct MemoSlot){scan->pending_hash, n, 0};
		ps->memo.count++;
	}
	struct MemoKept *k = arena_alloc(&ps->memo.texts, sizeof *k + n);
	k->obj = obj;
	memcpy(k->text, p, n);
	pv_push(&ps->memo.kept, k);
	s->kept = (uint32_t)ps->memo.kept.n;
	scan->pending_start = scan->pending_end = 0;
}

IrType *memo_put(ParseState *ps, IrType *t, Loc loc)
{
	int kind = pending_kind(ps, loc, MEMO_KIND_TYPE, MEMO_KIND_FUNCTION);
	if (t && kind >= 0)
		keep(ps, kind, t, loc);
	return t;
}

IrAttr *memo_put_attr(ParseState *ps, IrAttr *a, Loc loc)
{
	if (a && pending_kind(ps, loc, MEMO_KIND_ATTR, MEMO_KIND_ATTR) >= 0)
		keep(ps, MEMO_KIND_ATTR, a, loc);
	return a;
}

/* What a memoised token at loc carries. */
static void *hit_of(ParseState *ps, Loc loc)
{
	if (loc.start == ps->memo.hit_start)
		return ps->memo.hit;
	/* a token given back after a later hit: look its text up again */
	const unsigned char *p = ps->lx.start + loc.start;
	size_t n = loc.end - loc.start;
	return kept_of(&ps->memo, find(&ps->memo, hash_text(&ps->memo, p, n), p, (uint32_t)n))->obj;
}

IrType *memo_type(ParseState *ps, Loc loc)
{
	return hit_of(ps, loc);
}

IrAttr *memo_attr(ParseState *ps, Loc loc)
{
	return hit_of(ps, loc);
}

void memo_split(ParseState *ps, const Tok *t)
{
	if (t->kind == TOK_DENSE_NUMBERS) { /* its '<' is read again */
		ps->dense_scan_end = t->loc.end;
		ps->depth--;
		return;
	}
	int kind = t->kind == TOK_MEMO_TYPE ? MEMO_KIND_TYPE
	           : t->kind == TOK_MEMO_FUNCTION_TYPE ? MEMO_KIND_FUNCTION : MEMO_KIND_ATTR;
	ps->memo.scan[kind].end = t->loc.end;
}

void memo_free(Memo *m)
{
	free(m->slots);
	pv_free(&m->kept);
	arena_free(&m->texts);
	*m = (Memo){0};
}

/* ---- diagnostics held back while a parse may be repeated ---- */

typedef struct {
	IrDiagKind kind;
	const IrSource *src;
	size_t offset;
	char *msg;
} HeldDiag;

static void hold(void *user, IrDiagKind kind, const IrSource *src, size_t offset, const char *msg)
{
	MemoHold *h = user;
	if (h->n == h->cap) {
		h->cap = h->cap ? 2 * h->cap : 4;
		h->diags = xrealloc(h->diags, h->cap * sizeof(HeldDiag));
	}
	size_t n = strlen(msg) + 1;
	((HeldDiag *)h->diags)[h->n++] = (HeldDiag){kind, src, offset, memcpy(xmalloc(n), msg, n)};
}

void memo_hold(IrContext *ctx, MemoHold *h)
{
	*h = (MemoHold){.diag = ctx->diag, .user = ctx->diag_user, .nerrors = ctx->nerrors};
	ctx->diag = hold;
	ctx->diag_user = h;
}

void memo_release(IrContext *ctx, MemoHold *h, bool deliver)
{
	ctx->diag = h->diag;
	ctx->diag_user = h->user;
	if (!deliver)
		ctx->nerrors = h->nerrors;
	for (size_t i = 0; i < h->n; i++) {
		HeldDiag *d = &((HeldDiag *)h->diags)[i];
		if (deliver)
			h->diag(h->user, d->kind, d->src, d->offset, d->msg);
		free(d->msg);
	}
	free(h->diags);
}
