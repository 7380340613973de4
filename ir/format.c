/* format.c: the elements of a declarative assembly format, in ODS's
   assemblyFormat spelling (IrOpDef.format), as the custom-form reader and
   printer both walk them.  The text is read once per definition and
   context; the walks go over the elements. */
#include "internal.h"

static bool is_name_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
}

/* The element of the format text at *cursor, moving it on. */
static IrFmtElement scan_element(const char **cursor)
{
	IrFmtElement e = {IR_FMT_END, NULL, 0, NULL, 0, false, 0};
	const char *f = *cursor;
	while (*f == ' ')
		f++;
	if (*f == '`') {
		const char *end = strchr(f + 1, '`');
		e = (IrFmtElement){IR_FMT_LITERAL, f + 1, (size_t)(end - f - 1), NULL, 0, false, 0};
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

const char *ir_fmt_static_list(const IrFmtElement *e, size_t *n)
{
	if (e->kind != IR_FMT_DIRECTIVE || !e->args || strncmp(e->s, "dynamic-index-list", 18))
		return NULL;
	const char *name = memchr(e->args, ',', e->nargs);
	while (name && (*name == ',' || *name == ' ' || *name == '$'))
		name++;
	*n = 0;
	while (name && *n < (size_t)(e->args + e->nargs - name) && name[*n] != ' ' && name[*n] != ')')
		(*n)++;
	return name;
}

/* The attributes a format writes by name: its $names, and the static list
   of each dynamic-index-list. */
static char *named_attrs(Arena *arena, const IrFmtElement *e)
{
	StrBuf b = {0};
	for (; e->kind != IR_FMT_END; e++) {
		size_t n = e->n;
		const char *name = e->kind == IR_FMT_VAR ? e->s : ir_fmt_static_list(e, &n);
		if (!name)
			continue;
		if (b.len)
			sb_putc(&b, ' ');
		sb_putn(&b, name, n);
	}
	char *names = arena_dup(arena, b.s ? b.s : "", b.len + 1);
	sb_free(&b);
	return names;
}

const IrFmt *ir_fmt(IrContext *ctx, const IrOpDef *def)
{
	IrDefFacts *facts = ir_def_facts(ctx, def);
	const void *known = FACT_GET(facts->fmt);
	if (known)
		return known;
	size_t n = 0, cap = 16;
	IrFmtElement *elems = xmalloc(cap * sizeof *elems);
	unsigned open[64], depth = 0; /* where the groups being read began */
	const char *c = def->format;
	for (;;) {
		if (n == cap)
			elems = xrealloc(elems, (cap *= 2) * sizeof *elems);
		IrFmtElement e = scan_element(&c);
		if (e.kind == IR_FMT_OPEN) {
			if (depth == sizeof open / sizeof *open)
				die("%s: format groups nest too deeply", def->name);
			open[depth++] = (unsigned)n;
		} else if (e.kind == IR_FMT_CLOSE && depth) {
			unsigned o = open[--depth];
			elems[o].skip = (unsigned)(n - o);
		}
		elems[n++] = e;
		if (e.kind == IR_FMT_END)
			break;
	}
	IrFmt *fmt = arena_alloc(&ctx->arena, sizeof *fmt);
	fmt->elems = arena_dup(&ctx->arena, elems, n * sizeof *elems);
	fmt->named_attrs = named_attrs(&ctx->arena, fmt->elems);
	free(elems);
	FACT_SET(facts->fmt, fmt);
	return fmt;
}

IrFmtElement ir_fmt_next(const IrFmtElement **cursor)
{
	const IrFmtElement *e = *cursor;
	if (e->kind != IR_FMT_END)
		(*cursor)++;
	return *e;
}

void ir_fmt_skip_group(const IrFmtElement **cursor)
{
	*cursor += (*cursor)[-1].skip;
}
