/* memo.c: the lexer's memo of complete builtin types.
 *
 * Real files repeat the same type text thousands of times
 * (`tensor<1x8x8x4xf32>`, `!tosa.shape<4>`).  The lexer hashes the text of
 * each type it meets at `tensor<`, `memref<`, `vector<` and `!ns.t<...>`;
 * from the third sighting on it hands out one MEMO_TYPE token that carries
 * the uniqued type, so that neither the lexer, Bison nor the builders see
 * the type's inside again.  The first sighting records only the hash, the
 * second the text and the type the grammar built from exactly that text
 * (memo_put), so text seen once costs no more than a slot.
 *
 * A hit is sound because a type's text decides the type: its brackets
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

struct MemoSlot {
	uint64_t hash;
	uint32_t len;        /* bytes of text; 0 for an empty slot */
	const char *text;    /* a copy of the text, NULL while it was seen once */
	IrType *type;        /* what it reads as, once text is set */
};

/* FNV-1a from a seeded start, as the parser's name tables hash. */
#define MIX(h, c) ((h) = ((h) ^ (unsigned char)(c)) * 0x100000001b3ull)

static struct MemoSlot *find(const Memo *m, uint64_t h, const unsigned char *p, uint32_t n)
{
	size_t i = (size_t)h & (m->cap - 1);
	for (;; i = (i + 1) & (m->cap - 1)) {
		struct MemoSlot *s = &m->slots[i];
		if (!s->len || (s->hash == h && s->len == n && (!s->text || !memcmp(s->text, p, n))))
			return s;
	}
}

static void grow(Memo *m)
{
	Memo big = *m;
	big.cap = m->cap ? 2 * m->cap : 256;
	big.slots = xcalloc(big.cap, sizeof *big.slots);
	for (size_t i = 0; i < m->cap; i++) {
		struct MemoSlot *s = &m->slots[i];
		if (s->len) {
			size_t j = (size_t)s->hash & (big.cap - 1);
			while (big.slots[j].len)
				j = (j + 1) & (big.cap - 1);
			big.slots[j] = *s;
		}
	}
	free(m->slots);
	*m = big;
}

/* Is the memo to be consulted here?  Not inside a type already scanned
   (its inner types are read with it), nor in the modes that read words
   inside a type's attributes differently. */
static bool memo_usable(const ParseState *ps, const unsigned char *tok)
{
	return ps->memo.on && (size_t)(tok - ps->lx.start) >= ps->memo.scan_end && !ps->enum_words &&
	       !ps->in_ssa_map && !ps->in_memref_params;
}

/* The text [tok, end) with hash h, whose brackets nest `depth` deep:
   a hit moves the lexer past it; otherwise the sighting is recorded. */
static bool lookup(ParseState *ps, const unsigned char *tok, const unsigned char *end, uint64_t h,
                   unsigned depth)
{
	Memo *m = &ps->memo;
	m->scan_end = (size_t)(end - ps->lx.start);
	if (ps->depth + depth > MICA_MAX_DEPTH) /* the nesting limit is reported as without the memo */
		return false;
	if (2 * (m->count + 1) > m->cap)
		grow(m);
	uint32_t n = (uint32_t)(end - tok);
	struct MemoSlot *s = find(m, h, tok, n);
	if (!s->len) {
		*s = (struct MemoSlot){h, n, NULL, NULL};
		m->count++;
		return false;
	}
	if (!s->text) {
		m->pending_start = (size_t)(tok - ps->lx.start);
		m->pending_end = m->scan_end;
		m->pending_hash = h;
		return false;
	}
	m->hit_start = (size_t)(tok - ps->lx.start);
	m->hit = s->type;
	m->hits++;
	ps->lx.cur = end;
	return true;
}

bool memo_type_at(ParseState *ps)
{
	const unsigned char *tok = ps->lx.tok, *p = tok;
	if (!memo_usable(ps, tok))
		return false;
	uint64_t h = ps->memo.seed;
	while (*p != '<') /* the keyword and the blanks before its '<' */
		MIX(h, *p++);
	unsigned sp = 0, depth = 0;
	do {
		unsigned char c = *p;
		switch (c) {
		case '<': case '[': case '(': case '{':
			if (++sp > depth)
				depth = sp;
			break;
		case '>':
			if (p[-1] == '-') /* the arrow of an affine map */
				break;
			/* fallthrough */
		case ']': case ')': case '}':
			sp--;
			break;
		case '"': /* strings are rare in types: not worth a memo */
		case '/': /* a comment */
		case '\0':
			return false;
		default:
			break;
		}
		MIX(h, c);
		p++;
	} while (sp > 0 && depth <= MICA_MAX_DEPTH);
	return sp == 0 && lookup(ps, tok, p, h, depth);
}

bool memo_slice_at(ParseState *ps)
{
	const unsigned char *tok = ps->lx.tok;
	if (!memo_usable(ps, tok))
		return false;
	uint64_t h = ps->memo.seed;
	for (const unsigned char *p = tok; p < ps->lx.cur; p++)
		MIX(h, *p);
	return lookup(ps, tok, ps->lx.cur, h, 0);
}

IrType *memo_put(ParseState *ps, IrType *t, Loc loc)
{
	Memo *m = &ps->memo;
	if (!t || loc.start != m->pending_start || loc.end != m->pending_end || ps->enum_words ||
	    ps->in_ssa_map || ps->in_memref_params)
		return t;
	const unsigned char *p = ps->lx.start + loc.start;
	uint32_t n = (uint32_t)(loc.end - loc.start);
	struct MemoSlot *s = find(m, m->pending_hash, p, n);
	s->text = arena_dup(&m->texts, p, n);
	s->type = t;
	m->pending_start = m->pending_end = 0;
	return t;
}

IrType *memo_type(ParseState *ps, const Tok *t)
{
	if (t->loc.start == ps->memo.hit_start)
		return ps->memo.hit;
	/* a token given back after a later hit: look its text up again */
	const unsigned char *p = ps->lx.start + t->loc.start;
	uint64_t h = ps->memo.seed;
	for (size_t i = t->loc.start; i < t->loc.end; i++)
		MIX(h, ps->lx.start[i]);
	return find(&ps->memo, h, p, (uint32_t)(t->loc.end - t->loc.start))->type;
}

void memo_free(Memo *m)
{
	free(m->slots);
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
