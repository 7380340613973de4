/* lexer.re: the raw re2c lexer for the MLIR textual form. */
#include "internal.h"
#include "parser.h"

/*!re2c
	re2c:api:style = free-form;
	re2c:define:YYCTYPE = "unsigned char";
	re2c:define:YYCURSOR = "lx->cur";
	re2c:define:YYLIMIT = "lx->lim";
	re2c:define:YYMARKER = "lx->marker";
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

/* Scans the balanced `<...>` body of a dialect type or attribute starting at
   lx->cur (which is on '<'), as MLIR's parseDialectSymbolBody does: brackets
   nest, strings are skipped, and the '>' of "->" does not close anything.
   Like MLIR, a wrong closing bracket or the end of the input is reported,
   at the body's start, as the innermost open bracket being unbalanced. */
static int scan_dialect_body(ParseState *ps)
{
	Lexer *lx = &ps->lx;
	char open[MICA_MAX_DEPTH];
	int sp = 0;
	const unsigned char *p = lx->cur;
	do {
		unsigned char c = *p;
		if (c == 0 && p >= lx->lim) {
			ps_error(ps, (size_t)(lx->cur - lx->start), "unbalanced '%c' character in pretty dialect name",
			         open[sp - 1]);
			return 0;
		}
		switch (c) {
		case '<': case '[': case '(': case '{':
			if (sp == MICA_MAX_DEPTH) {
				ps_error(ps, (size_t)(p - lx->start), "dialect symbol body nests too deeply");
				return 0;
			}
			open[sp++] = (char)c;
			break;
		case '>':
			if (p > lx->cur && p[-1] == '-')
				break;
			/* fallthrough */
		case ']': case ')': case '}':
			if (closer_of(open[sp - 1]) != (char)c) {
				ps_error(ps, (size_t)(lx->cur - lx->start), "unbalanced '%c' character in pretty dialect name",
				         open[sp - 1]);
				return 0;
			}
			sp--;
			break;
		case '"':
			for (p++; *p != '"'; p++) {
				if ((*p == 0 && p >= lx->lim) || *p == '\n') {
					ps_error(ps, (size_t)(p - lx->start), "expected '\"' in string literal");
					return 0;
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
	lx->cur = p;
	return 1;
}

/* The rest of a string literal, after its opening quote: as the regular
   expression `([^"\\\n] | "\\" [^\n])* ["]`, but a run at a time, since dense
   payloads are megabyte-long strings.  False when the line or the input
   ends first. */
static int scan_string(Lexer *lx)
{
	const unsigned char *p = lx->cur, *quote = NULL, *end = NULL;
	for (;;) {
		if (!end || p > end) { /* the next quote; every byte is looked at once */
			quote = memchr(p, '"', (size_t)(lx->lim - p));
			end = quote ? quote : lx->lim;
			if (memchr(p, '\n', (size_t)(end - p)))
				return 0;
		}
		const unsigned char *esc = memchr(p, '\\', (size_t)(end - p));
		if (!esc) {
			if (!quote)
				return 0;
			lx->cur = quote + 1;
			return 1;
		}
		if (esc + 1 >= lx->lim || esc[1] == '\n')
			return 0;
		p = esc + 2;
	}
}

/* Inside a dimension list `4x?x[8]x` digits and 'x' are separate tokens, so
   that `0xf32` is 0, x, f32; anything else ends the list. */
static int lex_dims(ParseState *ps)
{
	Lexer *lx = &ps->lx;
	const unsigned char *save = lx->cur;
	lx->tok = lx->cur;
	/*!re2c
		re2c:define:YYCTXMARKER = "ctxmarker";
		digit+ { return TOK_INTEGER; }
		"x"    { return TOK_X; }
		"?"    { return '?'; }
		"*"    { return '*'; }
		"["    { return '['; }
		"]"    { return ']'; }
		*      { lx->cur = save; lx->dims = 0; return -1; }
		$      { lx->cur = save; lx->dims = 0; return -1; }
	*/
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
	if (*q != '@' && strncmp((const char *)q, "private", 7) && strncmp((const char *)q, "public", 6) &&
	    strncmp((const char *)q, "nested", 6))
		return false;
	size_t n = (size_t)(end - p);
	if (n == 4 && !memcmp(p, "func", 4))
		return true;
	const IrOpDef *def = memchr(p, '.', n) ? ir_op_def(ps->ctx, ir_ident(ps->ctx, (const char *)p, n)) : NULL;
	return def && def->traits & IR_TRAIT_FUNCTION_FORM;
}

/* Returns the next token kind (0 at the end, TOK_MICA_YYerror after an error). */
int lex_raw(ParseState *ps, Slice *val, Loc *loc)
{
	Lexer *lx = &ps->lx;
	const unsigned char *ctxmarker = NULL;
	int kind;
	(void)ctxmarker;
	if (lx->dims) {
		while (*lx->cur == ' ' || *lx->cur == '\t' || *lx->cur == '\n' || *lx->cur == '\r')
			lx->cur++;
		loc->start = (size_t)(lx->cur - lx->start);
		kind = lex_dims(ps);
		if (kind >= 0) {
			val->p = (const char *)lx->tok;
			val->n = (size_t)(lx->cur - lx->tok);
			loc->end = (size_t)(lx->cur - lx->start);
			return kind;
		}
	}
loop:
	lx->tok = lx->cur;
	loc->start = (size_t)(lx->tok - lx->start);
#define TOKEN(k) do { kind = (k); goto done; } while (0)
	/*!re2c
		ws+                 { goto loop; }
		"//" [^\n]*         { goto loop; }
		"\x00"              { goto loop; } /* like MLIR, a NUL byte between tokens is skipped */

		"tensor" / lt_after       { if (memo_type_at(ps)) TOKEN(TOK_MEMO_TYPE); lx->dims_pending = 1; TOKEN(TOK_KW_TENSOR); }
		"memref" / lt_after       { if (memo_type_at(ps)) TOKEN(TOK_MEMO_TYPE); lx->dims_pending = 1; TOKEN(TOK_KW_MEMREF); }
		"vector" / lt_after       { if (memo_type_at(ps)) TOKEN(TOK_MEMO_TYPE); lx->dims_pending = 1; TOKEN(TOK_KW_VECTOR); }
		"complex" / lt_after      { TOKEN(TOK_KW_COMPLEX); }
		"tuple" / lt_after        { TOKEN(TOK_KW_TUPLE); }
		"dense" / lt_after        { if (ps->prev.kind == '=' && memo_attr_at(ps, true)) TOKEN(TOK_MEMO_ATTR); TOKEN(TOK_KW_DENSE); }
		"dense_resource" / lt_after { TOKEN(TOK_KW_DENSE_RESOURCE); }
		"sparse" / lt_after       { TOKEN(TOK_KW_SPARSE); }
		"splat" / lt_after        { TOKEN(TOK_KW_SPLAT); }
		"opaque" / lt_after       { TOKEN(TOK_KW_OPAQUE); }
		"array" / lt_after        { if (ps->prev.kind == '=' && memo_attr_at(ps, false)) TOKEN(TOK_MEMO_ATTR); TOKEN(TOK_KW_ARRAY); }
		"affine_map" / lt_after   { if (ps->prev.kind == '=' && memo_attr_at(ps, false)) TOKEN(TOK_MEMO_ATTR); TOKEN(TOK_KW_AFFINE_MAP); }
		"affine_set" / lt_after   { TOKEN(TOK_KW_AFFINE_SET); }
		"strided" / lt_after      { TOKEN(TOK_KW_STRIDED); }
		"distinct" / ws* "["      { TOKEN(TOK_KW_DISTINCT); }
		"loc" / ws* "("           { TOKEN(TOK_KW_LOC); }
		"size" / ws* "("          { TOKEN(TOK_KW_SIZE); }
		"symbol" / ws* "(" ws* "%" { TOKEN(TOK_KW_SYMBOL); }
		"to" / ws+ (digit | ":")  { TOKEN(TOK_KW_TO); }
		"type" / ws+ (letter | "!" | "(") { TOKEN(TOK_KW_TYPE); }
		"floordiv"                { TOKEN(TOK_KW_FLOORDIV); }
		"ceildiv"                 { TOKEN(TOK_KW_CEILDIV); }
		"mod"                     { TOKEN(TOK_KW_MOD); }
		"attributes" / ws* "{"    { TOKEN(TOK_KW_ATTRIBUTES); }
		("module" | "builtin.module") / ws* ("{" | "@" | "attributes" ws* "{")
		                          { TOKEN(TOK_KW_MODULE); }
		bare_id              { TOKEN(function_form(ps, lx->tok, lx->cur) ? TOK_KW_FUNC : TOK_BARE_ID); }
		"%" suffix_id ("#" digit+)? {
			if (ps->in_ssa_map)
				lx->cur = lx->tok + ssa_map_use_length(ps, (const char *)lx->tok, (size_t)(lx->cur - lx->tok));
			TOKEN(TOK_PERCENT_ID);
		}
		"^" suffix_id        { TOKEN(TOK_CARET_ID); }
		"@" (bare_id | string) { TOKEN(TOK_AT_ID); }
		"#" suffix_id        {
			if (*lx->cur == '<') {
				if (!scan_dialect_body(ps))
					TOKEN(TOK_MICA_YYerror);
				TOKEN(TOK_DIALECT_ATTR);
			}
			TOKEN(TOK_HASH_ID);
		}
		"!" suffix_id        {
			if (*lx->cur == '<') {
				if (!scan_dialect_body(ps))
					TOKEN(TOK_MICA_YYerror);
				TOKEN(memo_slice_at(ps) ? TOK_MEMO_TYPE : TOK_DIALECT_TYPE);
			}
			TOKEN(TOK_EXCL_ID);
		}
		integer              { TOKEN(TOK_INTEGER); }
		float                { TOKEN(TOK_FLOAT); }
		["]                  {
			if (scan_string(lx))
				TOKEN(TOK_STRING);
			ps_error(ps, loc->start, "expected '\"' in string literal");
			TOKEN(TOK_MICA_YYerror);
		}
		/* a sigil without a name, or stray dots: MLIR's lexer errors */
		"%"  { ps_error(ps, loc->start, "invalid SSA name"); TOKEN(TOK_MICA_YYerror); }
		"^"  { ps_error(ps, loc->start, "invalid block name"); TOKEN(TOK_MICA_YYerror); }
		"#"  { ps_error(ps, loc->start, "invalid attribute name"); TOKEN(TOK_MICA_YYerror); }
		"!"  { ps_error(ps, loc->start, "invalid type identifier"); TOKEN(TOK_MICA_YYerror); }
		"@"  {
			ps_error(ps, loc->start + 1, "@ identifier expected to start with letter or '_'");
			TOKEN(TOK_MICA_YYerror);
		}
		"." "."? {
			ps_error(ps, loc->start + 1, "expected three consecutive dots for an ellipsis");
			TOKEN(TOK_MICA_YYerror);
		}

		"->"  { TOKEN(TOK_ARROW); }
		"::"  { TOKEN(TOK_COLONCOLON); }
		"..." { TOKEN(TOK_ELLIPSIS); }
		"{-#" { TOKEN(TOK_META_BEGIN); }
		"#-}" { TOKEN(TOK_META_END); }
		">="  { TOKEN(TOK_GE); }
		"<="  { TOKEN(TOK_LE); }
		"=="  { TOKEN(TOK_EQEQ); }
		"<"   {
			if (lx->dims_pending) {
				lx->dims_pending = 0;
				lx->dims = 1;
			}
			TOKEN('<');
		}
		"(" { /* after a colon, maybe a function type seen before */
			TOKEN(ps->prev.kind == ':' && memo_function_type_at(ps) ? TOK_MEMO_FUNCTION_TYPE : '(');
		}
		[)[\]{}>,=:?*+\-] { TOKEN(lx->tok[0]); }

		$ { loc->end = loc->start; return TOK_YYEOF; }
		* { /* MLIR's words, without the character */
			ps_error(ps, loc->start, "unexpected character");
			TOKEN(TOK_MICA_YYerror);
		}
	*/
#undef TOKEN
done:
	if (kind != '<' && kind != TOK_KW_TENSOR && kind != TOK_KW_MEMREF && kind != TOK_KW_VECTOR)
		lx->dims_pending = 0;
	val->p = (const char *)lx->tok;
	val->n = (size_t)(lx->cur - lx->tok);
	loc->end = (size_t)(lx->cur - lx->start);
	return kind;
}
