/* lexer.re: the re2c lexer for the MLIR textual form and its hand-over to Bison. */
#include "internal.h"
#include "parser.h"

/*!re2c
	re2c:api:style = free-form;
	re2c:define:YYCTYPE = "unsigned char";
	re2c:define:YYCURSOR = "cur";
	re2c:define:YYLIMIT = "lx->lim";
	re2c:define:YYMARKER = "marker";
	re2c:define:YYCTXMARKER = "ctxmarker";
	re2c:yyfill:enable = 0;
	re2c:eof = 0;

	ws         = [ \t\r\n];
	letter     = [a-zA-Z];
	digit      = [0-9];
	hexdigit   = [0-9a-fA-F];
	bare_id    = (letter | "_") (letter | digit | [_$.])*;
	suffix_id  = digit+ | (letter | [_$.\-]) (letter | digit | [_$.\-])*;
	string     = ["] ([^"\\\n] | "\\" [^\n])* ["];
	integer    = digit+ | "0x" hexdigit+;
	float      = digit+ "." digit* ([eE] [-+]? digit+)?;
	lt_after   = ws* "<";
*/

/* The bracket that closes `open`. */
static char closer_of(char open)
{
	return open == '<' ? '>' : open == '[' ? ']' : open == '(' ? ')' : '}';
}

/* The end of the balanced `<...>` body of a dialect type or attribute
   starting at body (on '<'), as MLIR's parseDialectSymbolBody finds it:
   brackets nest, strings are skipped, and the '>' of "->" does not close
   anything.  Like MLIR, a wrong closing bracket or the end of the input is
   reported, at the body's start, as the innermost open bracket being
   unbalanced; then NULL. */
static const unsigned char *dialect_body_end(ParseState *ps, const unsigned char *body)
{
	Lexer *lx = &ps->lx;
	char open[MICA_MAX_DEPTH];
	int sp = 0;
	const unsigned char *p = body;
	do {
		unsigned char c = *p;
		if (c == 0 && p >= lx->lim) {
			ps_error(ps, (size_t)(body - lx->start), "unbalanced '%c' character in pretty dialect name",
			         open[sp - 1]);
			return NULL;
		}
		switch (c) {
		case '<': case '[': case '(': case '{':
			if (sp == MICA_MAX_DEPTH) {
				ps_error(ps, (size_t)(p - lx->start), "dialect symbol body nests too deeply");
				return NULL;
			}
			open[sp++] = (char)c;
			break;
		case '>':
			if (p > body && p[-1] == '-')
				break;
			/* fallthrough */
		case ']': case ')': case '}':
			if (closer_of(open[sp - 1]) != (char)c) {
				ps_error(ps, (size_t)(body - lx->start), "unbalanced '%c' character in pretty dialect name",
				         open[sp - 1]);
				return NULL;
			}
			sp--;
			break;
		case '"':
			for (p++; *p != '"'; p++) {
				if ((*p == 0 && p >= lx->lim) || *p == '\n') {
					ps_error(ps, (size_t)(p - lx->start), "expected '\"' in string literal");
					return NULL;
				}
				if (*p == '\\' && p[1] && p[1] != '\n')
					p++;
			}
			break;
		default:
			break;
		}
		p++;
	} while (sp > 0);
	return p;
}

/* The end of a string literal whose opening quote is before p: as the
   regular expression `([^"\\\n] | "\\" [^\n])* ["]`, but a run at a time, since
   dense payloads are megabyte-long strings.  NULL when the line or the
   input ends first. */
static const unsigned char *string_end(const Lexer *lx, const unsigned char *p)
{
	const unsigned char *quote = NULL, *end = NULL;
	for (;;) {
		if (!end || p > end) { /* the next quote; every byte is looked at once */
			quote = memchr(p, '"', (size_t)(lx->lim - p));
			end = quote ? quote : lx->lim;
			if (memchr(p, '\n', (size_t)(end - p)))
				return NULL;
		}
		const unsigned char *esc = memchr(p, '\\', (size_t)(end - p));
		if (!esc)
			return quote ? quote + 1 : NULL;
		if (esc + 1 >= lx->lim || esc[1] == '\n')
			return NULL;
		p = esc + 2;
	}
}

/* Does the bare identifier [p, end) begin a function's form: the seed's
   `func`, or an op written as a function (IR_TRAIT_FUNCTION_FORM:
   func.func, vgf.sequence), before a symbol name or a visibility? */
static bool function_form(ParseState *ps, const unsigned char *p, const unsigned char *end)
{
	if (*end != ' ' && *end != '\t' && *end != '\n' && *end != '\r')
		return false;
	const unsigned char *q = end;
	while (*q == ' ' || *q == '\t' || *q == '\n' || *q == '\r')
		q++;
	bool visibility = (*q == 'p' && (!strncmp((const char *)q, "private", 7) ||
	                                 !strncmp((const char *)q, "public", 6))) ||
	                  (*q == 'n' && !strncmp((const char *)q, "nested", 6));
	if (*q != '@' && !visibility)
		return false;
	size_t n = (size_t)(end - p);
	if (n == 4 && !memcmp(p, "func", 4))
		return true;
	const IrOpDef *def = memchr(p, '.', n) ? ir_op_def(ps->ctx, ir_ident(ps->ctx, (const char *)p, n)) : NULL;
	return def && def->traits & IR_TRAIT_FUNCTION_FORM;
}

/* The scanner's conditions: `init`, and `dims`, the dimension list of
   `tensor<4x?xf32>`, where digits and 'x' are separate tokens, so that
   `0xf32` is 0, x, f32; any other token ends the list. */
/*!conditions:re2c*/
_Static_assert(yycinit == 0, "a zeroed Lexer starts in the init condition");

/* The next token: its kind (0 at the end, TOK_MICA_YYerror after an
   error), text and place, which are also kept as the last token handed
   out.  Bracket nesting is limited here, in the brackets' rules, so that
   no recursion in the parser, verifier or printer can overflow the stack.
   Inlined into both of its callers, so that a token Bison reads costs
   one call, into mica_yylex. */
static inline __attribute__((always_inline)) int scan(ParseState *ps, Slice *val, Loc *loc)
{
	Lexer *lx = &ps->lx;
	const unsigned char *cur = lx->cur, *marker = NULL, *ctxmarker = NULL, *end;
	int kind;
	(void)ctxmarker;
#define TOKEN(k) do { kind = (k); goto done; } while (0)
/* a memoised type or attribute: the memo moved lx->cur past its text */
#define MEMO_TOKEN(k) do { cur = lx->cur; TOKEN(k); } while (0)
#define OPEN(c) do { if (++ps->depth > MICA_MAX_DEPTH) goto too_deep; TOKEN(c); } while (0)
#define CLOSE(c) do { if (ps->depth) ps->depth--; TOKEN(c); } while (0)
#define TOK_OFFSET ((size_t)(lx->tok - lx->start))
loop:
	while (*cur == ' ' || *cur == '\n') /* the usual blanks, before the scanner's dispatch */
		cur++;
	lx->tok = cur;
	/*!re2c
		re2c:define:YYGETCONDITION = "lx->cond";
		re2c:define:YYSETCONDITION = "lx->cond = @@;";

		<init> ws+                 { goto loop; }
		<init> "//" [^\n]*         { goto loop; }
		<init> "\x00"              { goto loop; } /* like MLIR, a NUL byte between tokens is skipped */

		/* the '<' after these opens a dimension list (the rule saw it) */
		<init> "tensor" / lt_after       { if (memo_type_at(ps)) MEMO_TOKEN(TOK_MEMO_TYPE); lx->dims_pending = 1; TOKEN(TOK_KW_TENSOR); }
		<init> "memref" / lt_after       { if (memo_type_at(ps)) MEMO_TOKEN(TOK_MEMO_TYPE); lx->dims_pending = 1; TOKEN(TOK_KW_MEMREF); }
		<init> "vector" / lt_after       { if (memo_type_at(ps)) MEMO_TOKEN(TOK_MEMO_TYPE); lx->dims_pending = 1; TOKEN(TOK_KW_VECTOR); }
		<init> "complex" / lt_after      { TOKEN(TOK_KW_COMPLEX); }
		<init> "tuple" / lt_after        { TOKEN(TOK_KW_TUPLE); }
		<init> "dense" / lt_after        {
			if (ps->last.kind == '=' && memo_attr_at(ps, true))
				MEMO_TOKEN(TOK_MEMO_ATTR);
			if (dense_scan_at(ps, cur))
				MEMO_TOKEN(TOK_DENSE_NUMBERS);
			TOKEN(TOK_KW_DENSE);
		}
		<init> "dense_resource" / lt_after { TOKEN(TOK_KW_DENSE_RESOURCE); }
		<init> "sparse" / lt_after       { TOKEN(TOK_KW_SPARSE); }
		<init> "splat" / lt_after        { TOKEN(TOK_KW_SPLAT); }
		<init> "opaque" / lt_after       { TOKEN(TOK_KW_OPAQUE); }
		<init> "array" / lt_after        { if (ps->last.kind == '=' && memo_attr_at(ps, false)) MEMO_TOKEN(TOK_MEMO_ATTR); TOKEN(TOK_KW_ARRAY); }
		<init> "affine_map" / lt_after   { if (ps->last.kind == '=' && memo_attr_at(ps, false)) MEMO_TOKEN(TOK_MEMO_ATTR); TOKEN(TOK_KW_AFFINE_MAP); }
		<init> "affine_set" / lt_after   { TOKEN(TOK_KW_AFFINE_SET); }
		<init> "strided" / lt_after      { TOKEN(TOK_KW_STRIDED); }
		<init> "distinct" / ws* "["      { TOKEN(TOK_KW_DISTINCT); }
		<init> "loc" / ws* "("           { TOKEN(TOK_KW_LOC); }
		<init> "size" / ws* "("          { TOKEN(TOK_KW_SIZE); }
		<init> "symbol" / ws* "(" ws* "%" { TOKEN(TOK_KW_SYMBOL); }
		<init> "to" / ws+ (digit | ":")  { TOKEN(TOK_KW_TO); }
		<init> "type" / ws+ (letter | "!" | "(") { TOKEN(TOK_KW_TYPE); }
		<init> "floordiv"                { TOKEN(TOK_KW_FLOORDIV); }
		<init> "ceildiv"                 { TOKEN(TOK_KW_CEILDIV); }
		<init> "mod"                     { TOKEN(TOK_KW_MOD); }
		<init> "attributes" / ws* "{"    { TOKEN(TOK_KW_ATTRIBUTES); }
		<init> ("module" | "builtin.module") / ws* ("{" | "@" | "attributes" ws* "{")
		                                 { TOKEN(TOK_KW_MODULE); }
		<init> bare_id              { TOKEN(function_form(ps, lx->tok, cur) ? TOK_KW_FUNC : TOK_BARE_ID); }
		<init> "%" suffix_id ("#" digit+)? { TOKEN(TOK_PERCENT_ID); }
		<init> "^" suffix_id        { TOKEN(TOK_CARET_ID); }
		<init> "@" (bare_id | string) { TOKEN(TOK_AT_ID); }
		<init> "#" suffix_id        {
			if (*cur != '<')
				TOKEN(TOK_HASH_ID);
			if (!(end = dialect_body_end(ps, cur)))
				TOKEN(TOK_MICA_YYerror);
			cur = end;
			TOKEN(TOK_DIALECT_ATTR);
		}
		<init> "!" suffix_id        {
			if (*cur != '<')
				TOKEN(TOK_EXCL_ID);
			if (!(end = dialect_body_end(ps, cur)))
				TOKEN(TOK_MICA_YYerror);
			cur = lx->cur = end;
			TOKEN(memo_slice_at(ps) ? TOK_MEMO_TYPE : TOK_DIALECT_TYPE);
		}
		<init> integer              { TOKEN(TOK_INTEGER); }
		<init> float                { TOKEN(TOK_FLOAT); }
		<init> ["]                  {
			if ((end = string_end(lx, cur))) {
				cur = end;
				TOKEN(TOK_STRING);
			}
			ps_error(ps, TOK_OFFSET, "expected '\"' in string literal");
			TOKEN(TOK_MICA_YYerror);
		}
		/* a sigil without a name, or stray dots: MLIR's lexer errors */
		<init> "%"  { ps_error(ps, TOK_OFFSET, "invalid SSA name"); TOKEN(TOK_MICA_YYerror); }
		<init> "^"  { ps_error(ps, TOK_OFFSET, "invalid block name"); TOKEN(TOK_MICA_YYerror); }
		<init> "#"  { ps_error(ps, TOK_OFFSET, "invalid attribute name"); TOKEN(TOK_MICA_YYerror); }
		<init> "!"  { ps_error(ps, TOK_OFFSET, "invalid type identifier"); TOKEN(TOK_MICA_YYerror); }
		<init> "@"  {
			ps_error(ps, TOK_OFFSET + 1, "@ identifier expected to start with letter or '_'");
			TOKEN(TOK_MICA_YYerror);
		}
		<init> "." "."? {
			ps_error(ps, TOK_OFFSET + 1, "expected three consecutive dots for an ellipsis");
			TOKEN(TOK_MICA_YYerror);
		}

		<init> "->"  { TOKEN(TOK_ARROW); }
		<init> "::"  { TOKEN(TOK_COLONCOLON); }
		<init> "..." { TOKEN(TOK_ELLIPSIS); }
		<init> "{-#" { TOKEN(TOK_META_BEGIN); }
		<init> "#-}" { TOKEN(TOK_META_END); }
		<init> ">="  { TOKEN(TOK_GE); }
		<init> "<="  { TOKEN(TOK_LE); }
		<init> "=="  { TOKEN(TOK_EQEQ); }
		<init> "<"   {
			if (lx->dims_pending) {
				lx->dims_pending = 0;
				lx->cond = yycdims;
			}
			OPEN('<');
		}
		<init> "(" { /* after a colon, maybe a function type seen before */
			if (ps->last.kind == ':' && memo_function_type_at(ps))
				MEMO_TOKEN(TOK_MEMO_FUNCTION_TYPE);
			OPEN('(');
		}
		<init> [[{] { OPEN(lx->tok[0]); }
		<init> [)\]}>] { CLOSE(lx->tok[0]); }
		<init> [,=:?*+\-] { TOKEN(lx->tok[0]); }

		<init> $ { TOKEN(TOK_YYEOF); }
		<init> * { /* MLIR's words, without the character */
			ps_error(ps, TOK_OFFSET, "unexpected character");
			TOKEN(TOK_MICA_YYerror);
		}

		<dims> ws+    { goto loop; }
		<dims> digit+ { TOKEN(TOK_INTEGER); }
		<dims> "x"    { TOKEN(TOK_X); }
		<dims> "?"    { TOKEN('?'); }
		<dims> "*"    { TOKEN('*'); }
		<dims> "["    { OPEN('['); }
		<dims> "]"    { CLOSE(']'); }
		<dims> *      { cur = lx->tok; lx->cond = yycinit; goto loop; }
		<dims> $      { lx->cond = yycinit; goto loop; }
	*/
too_deep:
	ps_error(ps, TOK_OFFSET, "nesting is deeper than the limit of %d", MICA_MAX_DEPTH);
	kind = TOK_MICA_YYerror;
done:;
	uint32_t start = (uint32_t)TOK_OFFSET, stop = (uint32_t)(cur - lx->start);
	if (start >= ps->progress_next)
		kind = lex_milestone(ps, kind, start);
	lx->cur = lx->start + stop;
	val->p = (const char *)lx->tok;
	val->n = stop - start;
	*loc = (Loc){start, stop};
	ps->prev = ps->last;
	ps->last = (TokMark){kind, {start, stop}};
	return kind;
#undef TOKEN
#undef MEMO_TOKEN
#undef OPEN
#undef CLOSE
#undef TOK_OFFSET
}

/* The next token for a custom form's reader (lex.c). */
int lex_token(ParseState *ps, Slice *val, Loc *loc)
{
	return scan(ps, val, loc);
}

/* Bison's tokens: in the common case a fresh one, which the lexer writes
   straight into Bison's location.  Only a memoised type or attribute, a
   list of numbers and the ops read ahead carry a value, the object; the
   grammar takes the text of any other token from the source at its
   location. */
int mica_yylex(MICA_YYSTYPE *lval, Loc *lloc, ParseState *ps)
{
	Slice text; /* not kept: the inlined scanner's stores to it vanish */
	int kind = ps->pending_start || ps->has_pushback ? tok_given(lloc, ps) : scan(ps, &text, lloc);
	if (ps->split_met)
		kind = split_hand_over(ps, kind, lloc);
	_Static_assert(TOK_MEMO_FUNCTION_TYPE == TOK_MEMO_TYPE + 1 && TOK_MEMO_ATTR == TOK_MEMO_TYPE + 2 &&
	                   TOK_DENSE_NUMBERS == TOK_MEMO_TYPE + 3 && TOK_SPLICED_OPS == TOK_MEMO_TYPE + 4,
	               "the tokens that carry a value are one range, which one comparison finds");
	if ((unsigned)(kind - TOK_MEMO_TYPE) <= TOK_SPLICED_OPS - TOK_MEMO_TYPE) {
		if (kind == TOK_SPLICED_OPS)
			lval->TOK_SPLICED_OPS = ps->split;
		else if (kind == TOK_DENSE_NUMBERS)
			lval->TOK_DENSE_NUMBERS = ps->dense_scanned;
		else if (kind == TOK_MEMO_ATTR)
			lval->TOK_MEMO_ATTR = memo_attr(ps, *lloc);
		else
			lval->TOK_MEMO_TYPE = memo_type(ps, *lloc);
	}
	return kind;
}
