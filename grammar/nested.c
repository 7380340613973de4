/* nested.c: a type or attribute read from a slice of a dialect symbol's
   body with the full grammar, as MLIR's DialectAsmParser::parseType reads
   the types nested in `!spirv.ptr<!spirv.arm.tensor<2xi8>, Uniform>`; an
   error is reported where it lies in the original source (the caller of
   the dialect's hook maps it back through symbol_err). */
#include <assert.h>

#include "internal.h"
#include "parser.h"

/* Bodies read inside one another: each takes a parse of its own on the C
   stack, so their nesting is bounded more tightly than brackets are. */
#define MICA_MAX_SYMBOL_DEPTH 1000

/* While a dialect's hook reads a symbol's body: how many bodies are being
   read inside one another, and where in the body text the error it
   reports lies (NULL: at the symbol's start).  Per thread, as two parses
   of one file may run at once (split.c). */
static _Thread_local unsigned symbol_depth;
static _Thread_local const char *symbol_err;

/* Runs the grammar from start token `start` over text[0..n), the rest of
   a body, read in place (the NUL that ends the body ends it for the lexer
   too; a copy of each rest would make a long struct quadratic): the type
   or attribute read, and the bytes it took in *used; NULL after an error,
   in err, with symbol_err where in text it lies. */
static void *read_slice(IrContext *ctx, int start, const char *text, size_t n, size_t *used, StrBuf *err)
{
	if (symbol_depth >= MICA_MAX_SYMBOL_DEPTH) {
		sb_printf(err, "nesting is deeper than the limit of %d", MICA_MAX_SYMBOL_DEPTH);
		symbol_err = text;
		return NULL;
	}
	assert(text[n] == '\0');
	IrSource src = {.name = "", .text = text, .len = n};
	StrBuf msg = {0};
	ParseState ps = {0};
	ps.ctx = ctx;
	ps.src = &src;
	ps.progress_next = ps.progress_at = UINT32_MAX;
	ps.lx.start = ps.lx.cur = (const unsigned char *)text;
	ps.lx.lim = ps.lx.start + n;
	ps.capture = &msg;
	RegionBuild top = {0};
	ps.region = &top;
	ps.all_regions = &top;
	ssa_push_scope(&ps);
	symbol_depth++;
	void *result = NULL;
	if (custom_nested(&ps, start) && !ps.failed) {
		result = start == TOK_START_TYPE ? (void *)ps.nested_type : (void *)ps.nested_attr;
		*used = ps.nested_end;
	} else {
		if (!ps.failed) /* Bison ran out of memory */
			sb_printf(&msg, "input is too deeply nested");
		sb_putn(err, msg.s, msg.len);
		symbol_err = text + (ps.capture_off < n ? ps.capture_off : n);
	}
	symbol_depth--;
	sb_free(&msg);
	ps_cleanup(&ps);
	free(src.line_starts);
	return result;
}

IrType *dialect_read_type(IrContext *ctx, const char *text, size_t n, size_t *used, StrBuf *err)
{
	return read_slice(ctx, TOK_START_TYPE, text, n, used, err);
}

IrAttr *dialect_read_attr(IrContext *ctx, const char *text, size_t n, size_t *used, StrBuf *err)
{
	return read_slice(ctx, TOK_START_ATTR, text, n, used, err);
}

void dialect_error_at(IrContext *ctx, const char *text)
{
	(void)ctx;
	symbol_err = text;
}

size_t dialect_error_offset(ParseState *ps, IrIdent *ns, IrIdent *body, Loc loc)
{
	(void)ps;
	const char *at = symbol_err;
	symbol_err = NULL;
	if (!at || at < body->s || at > body->s + body->n)
		return loc.start;
	return loc.start + 2 + ns->n + (size_t)(at - body->s); /* `!ns.` or `!ns<` before the body */
}
