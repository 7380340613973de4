/* format.c: the elements of a declarative assembly format, in ODS's
   assemblyFormat spelling (IrOpDef.format), as the custom-form reader and
   printer both walk them. */
#include "internal.h"

static bool is_name_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
}

IrFmtElement ir_fmt_next(const char **cursor)
{
	IrFmtElement e = {IR_FMT_END, NULL, 0, NULL, 0, false};
	const char *f = *cursor;
	while (*f == ' ')
		f++;
	if (*f == '`') {
		const char *end = strchr(f + 1, '`');
		e = (IrFmtElement){IR_FMT_LITERAL, f + 1, (size_t)(end - f - 1), NULL, 0, false};
		f = end + 1;
	} else if (*f == '(') {
		e.kind = IR_FMT_OPEN;
		f++;
	} else if (*f == ')') {
		e.kind = IR_FMT_CLOSE;
		f += f[1] == '?' ? 2 : 1;
	} else if (*f) {
		e.kind = *f == '$' ? IR_FMT_VAR : IR_FMT_DIRECTIVE;
		if (*f == '$')
			f++;
		e.s = f;
		while (is_name_char(*f))
			f++;
		e.n = (size_t)(f - e.s);
		if (e.kind == IR_FMT_DIRECTIVE && *f == '(') { /* its arguments, balanced */
			int depth = 0;
			const char *a = f;
			do {
				depth += *f == '(';
				depth -= *f == ')';
				f++;
			} while (depth);
			e.args = a + 1;
			e.nargs = (size_t)(f - a - 2);
		}
	}
	if (*f == '^') {
		e.anchor = true;
		f++;
	}
	*cursor = f;
	return e;
}

bool ir_fmt_is(const IrFmtElement *e, const char *s)
{
	return e->n == strlen(s) && !memcmp(e->s, s, e->n);
}

void ir_fmt_skip_group(const char **cursor)
{
	int depth = 0;
	for (;;) {
		IrFmtElement e = ir_fmt_next(cursor);
		if (e.kind == IR_FMT_END || (e.kind == IR_FMT_CLOSE && depth-- == 0))
			return;
		if (e.kind == IR_FMT_OPEN)
			depth++;
	}
}
