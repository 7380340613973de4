/* dense_scan.c: the lexer's fast path for `dense<[...]` lists of numbers.
 *
 * A model's small constants are nested lists of numbers
 * (`dense<[[1.5, -2.0], [0.25, 3.0]]> : tensor<2x2xf32>`): each number,
 * comma and bracket would be a token for Bison, a quarter of the tokens of
 * a TOSA file.  At `dense`, the lexer reads `<` and a whole list whose
 * elements are numbers or lists itself, building the same tree of Lit the
 * grammar's dense_lit rules build, with the same locations, and hands
 * Bison one DENSE_NUMBERS token that carries it; build_dense then sees
 * what it would have seen, so its diagnostics are the same.
 *
 * The scan accepts only what the grammar reads as such a list and gives
 * up on anything else (booleans, strings, complex pairs, comments, a
 * number not followed by `,` or `]`, nesting near the limit), leaving
 * the text to the tokens.  Like a memo hit it changes the token stream,
 * so it counts as one: a parse that fails is repeated with both off
 * (memo.c), and a custom form's reader gets the tokens back (tok_next).
 */
#include "internal.h"

/* Deeper lists are left to the grammar. */
enum { SCAN_MAX_LEVELS = 32 };

static bool is_digit(unsigned char c)
{
	return c >= '0' && c <= '9';
}

static bool is_hex_digit(unsigned char c)
{
	return hex_value((char)c) >= 0;
}

/* The end of the lexer's longest INTEGER or FLOAT token at p (digit+ |
   "0x" hexdigit+ | digit+ "." digit* ([eE] [-+]? digit+)?), or NULL if p
   starts none; *is_float tells which. */
static const unsigned char *number_end(const unsigned char *p, bool *is_float)
{
	if (!is_digit(*p))
		return NULL;
	*is_float = false;
	if (p[0] == '0' && p[1] == 'x' && is_hex_digit(p[2])) {
		p += 2;
		while (is_hex_digit(*p))
			p++;
		return p;
	}
	while (is_digit(*p))
		p++;
	if (*p != '.')
		return p;
	*is_float = true;
	p++;
	while (is_digit(*p))
		p++;
	if ((*p | 0x20) == 'e') {
		const unsigned char *e = p + 1;
		if (*e == '+' || *e == '-')
			e++;
		if (is_digit(*e)) {
			while (is_digit(*e))
				e++;
			p = e;
		}
	}
	return p;
}

/* One number element at p (after blanks), '-' and blanks before it
   allowed; NULL if there is none or it is not followed by `,` or `]`. */
static const unsigned char *number(ParseState *ps, const unsigned char *p, Lit **out)
{
	const unsigned char *start = p;
	bool neg = *p == '-', is_float;
	if (neg)
		p = skip_blanks(p + 1);
	const unsigned char *end = number_end(p, &is_float);
	if (!end)
		return NULL;
	const unsigned char *next = skip_blanks(end);
	if (*next != ',' && *next != ']')
		return NULL;
	Loc loc = {(uint32_t)(start - ps->lx.start), (uint32_t)(end - ps->lx.start)};
	*out = lit_new(ps, is_float ? LIT_FLOAT : LIT_INT, neg,
	               (Slice){(const char *)p, (size_t)(end - p)}, loc);
	return next;
}

bool dense_scan_at(ParseState *ps, const unsigned char *after_word)
{
	if (!memo_modes_allow(ps) || (size_t)(after_word - ps->lx.start) < ps->dense_scan_end)
		return false;
	const unsigned char *p = skip_blanks(after_word);
	if (*p != '<')
		return false;
	p = skip_blanks(p + 1);
	if (*p != '[')
		return false;
	/* '<' and every '[' count against the nesting limit, as tokens would */
	unsigned room = MICA_MAX_DEPTH > ps->depth + 1 ? MICA_MAX_DEPTH - ps->depth - 1 : 0;
	struct {
		TVec *elems;
		uint32_t off;
	} open[SCAN_MAX_LEVELS];
	unsigned level = 0;
	Lit *done = NULL;                 /* the list just closed, or NULL */
	const unsigned char *closed = p;  /* just past its ']' */
	for (;;) {
		if (*p == '[') { /* a list opens */
			if (level == SCAN_MAX_LEVELS || level >= room)
				return false;
			open[level].elems = NULL;
			open[level].off = (uint32_t)(p - ps->lx.start);
			level++;
			p = skip_blanks(p + 1);
			if (*p == ']') { /* `[]` */
				closed = p + 1;
				done = lit_list(ps, NULL, (Loc){open[level - 1].off, (uint32_t)(closed - ps->lx.start)});
				level--;
				p = skip_blanks(closed);
			} else {
				continue;
			}
		} else {
			Lit *elem;
			if (!(p = number(ps, p, &elem)))
				return false;
			open[level - 1].elems = tv_push(ps, open[level - 1].elems, elem);
			done = NULL;
		}
		/* after an element: a nested list closed becomes its parent's element */
		for (;;) {
			if (done) {
				if (!level)
					goto scanned;
				open[level - 1].elems = tv_push(ps, open[level - 1].elems, done);
				done = NULL;
			}
			if (*p == ',') {
				p = skip_blanks(p + 1);
				break;
			}
			if (*p != ']')
				return false;
			level--;
			closed = p + 1;
			done = lit_list(ps, open[level].elems, (Loc){open[level].off, (uint32_t)(closed - ps->lx.start)});
			p = skip_blanks(closed);
		}
	}
scanned:
	ps->dense_scanned = done;
	ps->lx.cur = closed; /* the token ends at the last ']' */
	ps->depth++;    /* the '<' */
	ps->memo.hits++;
	return true;
}
