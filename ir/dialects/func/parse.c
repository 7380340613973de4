/* parse.c: what the func dialect's reader adds to the grammar's (which
   reads `func.func @name(...)` itself): the error for a func.func without
   its symbol, and func.constant's bare name shared with the seed's
   constant. */
#include "func.h"

/* The lexer makes `func.func` a keyword only before a symbol name: here
   it was not one. */
IrOp *func_read_func(ParseState *ps, Parsed *r)
{
	(void)r;
	ps_error(ps, error_offset(ps, tok_peek(ps).loc.start),
	         "custom op 'func.func' expected valid '@'-identifier for symbol name");
	return NULL;
}

/* Does the next token begin a value only the seed's `constant` holds (a
   number, a boolean, an affine map or an alias of one)?  func.constant
   holds a symbol, and takes anything else as a wrong one, as in MLIR; so
   `constant 42 : i32` is the standard op and `constant ""` is
   func.constant. */
bool func_constant_declines(ParseState *ps)
{
	Tok t = tok_peek(ps);
	switch (t.kind) {
	case IR_TOK_INTEGER:
	case IR_TOK_FLOAT:
	case '-':
	case '(':
	case IR_TOK_KW_AFFINE_MAP: return true;
	case IR_TOK_HASH_ID: return !memchr(t.val.p, '.', t.val.n);
	case IR_TOK_BARE_ID: return tok_is(&t, "true") || tok_is(&t, "false");
	default: return false;
	}
}
