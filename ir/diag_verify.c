/* diag_verify.c: --verify-diagnostics: checks emitted diagnostics against
   `// expected-error@+1 {{...}}` annotations in the source, as mlir-opt does. */
#include <limits.h>
#include <regex.h>

#include "internal.h"

typedef struct {
	IrDiagKind kind;
	unsigned line;      /* 0 for @unknown */
	size_t off;         /* where the annotation is, for "was not produced" */
	char *text;         /* substring, or a POSIX regex when is_regex */
	bool is_regex;
	bool matched;
	bool below_pending;  /* @below whose line is not known yet */
} Expected;

struct DiagVerifier {
	IrContext *ctx;
	IrSource *src;
	Expected *exp;
	size_t n, cap;
	size_t below_from;   /* annotations before this index have their line */
	bool ok;
};

static const char *const kind_names[] = {"error", "warning", "note", "remark"};

/* Turns `text{{re}}text` into an anchored-free POSIX extended regex. */
static char *regex_of(const char *s, size_t n)
{
	StrBuf b = {0};
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '{' && i + 1 < n && s[i + 1] == '{') {
			const char *end = strstr(s + i + 2, "}}");
			size_t len = end && (size_t)(end - s) <= n ? (size_t)(end - (s + i + 2)) : n - i - 2;
			sb_putc(&b, '(');
			sb_putn(&b, s + i + 2, len);
			sb_putc(&b, ')');
			i += len + 3;
			continue;
		}
		if (strchr(".^$|()[]*+?{}\\", s[i]))
			sb_putc(&b, '\\');
		sb_putc(&b, s[i]);
	}
	if (!b.s)
		sb_puts(&b, "");
	return b.s;
}

static void add_expected(DiagVerifier *dv, Expected e)
{
	if (dv->n == dv->cap) {
		dv->cap = dv->cap ? 2 * dv->cap : 16;
		dv->exp = xrealloc(dv->exp, dv->cap * sizeof *dv->exp);
	}
	dv->exp[dv->n++] = e;
}

/* Reads the annotation at p (just after "expected-"), on source line `line`. */
static void scan_annotation(DiagVerifier *dv, const char *p, const char *eol, unsigned line)
{
	Expected e = {0};
	int k;
	for (k = 0; k < 4; k++)
		if (!strncmp(p, kind_names[k], strlen(kind_names[k])))
			break;
	if (k == 4)
		return;
	e.kind = (IrDiagKind)k;
	p += strlen(kind_names[k]);
	if (!strncmp(p, "-re", 3)) {
		e.is_regex = true;
		p += 3;
	}
	while (p < eol && *p == ' ')
		p++;
	e.line = line;
	if (p < eol && *p == '@') {
		p++;
		if (!strncmp(p, "above", 5)) {
			e.line = line - 1;
			p += 5;
		} else if (!strncmp(p, "below", 5)) {
			e.below_pending = true; /* resolved in diag_verifier_create */
			p += 5;
		} else if (!strncmp(p, "unknown", 7)) {
			e.line = 0;
			p += 7;
		} else if (*p == '+' || *p == '-') {
			long d = strtol(p, (char **)&p, 10);
			/* reliability: a huge offset (strtol saturates) overflowed line + d;
			   it names no line of any file */
			e.line = d > INT_MAX || d < -(long)INT_MAX ? UINT_MAX : (unsigned)((long)line + d);
		} else {
			e.line = (unsigned)strtol(p, (char **)&p, 10);
		}
	}
	while (p < eol && *p == ' ')
		p++;
	if (p + 1 >= eol || p[0] != '{' || p[1] != '{')
		return;
	/* the message runs to the last "}}" on the line */
	const char *end = NULL;
	for (const char *q = p + 2; q + 1 < eol + 1 && q < eol; q++)
		if (q[0] == '}' && q + 1 < eol && q[1] == '}')
			end = q;
	if (!end)
		return;
	e.off = (size_t)(p - dv->src->text);
	if (e.is_regex)
		e.text = regex_of(p + 2, (size_t)(end - p - 2));
	else
		e.text = xstrndup(p + 2, (size_t)(end - p - 2));
	add_expected(dv, e);
}

/* `@below` means the next line without annotations of its own, as in
   MLIR: annotations on consecutive lines may all point past themselves. */
static void resolve_below(DiagVerifier *dv, unsigned line)
{
	for (size_t i = dv->below_from; i < dv->n; i++) {
		if (dv->exp[i].below_pending) {
			dv->exp[i].line = line;
			dv->exp[i].below_pending = false;
		}
	}
	dv->below_from = dv->n;
}

DiagVerifier *diag_verifier_create(IrContext *ctx, IrSource *src)
{
	DiagVerifier *dv = xcalloc(1, sizeof *dv);
	dv->ctx = ctx;
	dv->src = src;
	dv->ok = true;
	const char *p = src->text, *end = src->text + src->len;
	unsigned line = src->line_base + 1;
	while (p < end) {
		const char *eol = memchr(p, '\n', (size_t)(end - p));
		if (!eol)
			eol = end;
		const char *q = p;
		size_t before = dv->n;
		while ((q = memchr(q, 'e', (size_t)(eol - q))) && (size_t)(eol - q) > 9) {
			if (!strncmp(q, "expected-", 9)) {
				scan_annotation(dv, q + 9, eol, line);
				q += 9;
			} else {
				q++;
			}
		}
		if (dv->n == before)
			resolve_below(dv, line);
		p = eol + 1;
		line++;
	}
	return dv;
}

static bool message_matches(const Expected *e, const char *msg)
{
	if (!e->is_regex)
		return strstr(msg, e->text) != NULL;
	regex_t re;
	if (regcomp(&re, e->text, REG_EXTENDED | REG_NOSUB))
		return false;
	bool ok = regexec(&re, msg, 0, NULL, 0) == 0;
	regfree(&re);
	return ok;
}

/* The diagnostic handler installed while verifying. */
void diag_verifier_handle(void *user, IrDiagKind kind, const IrSource *src, size_t offset,
                          const char *msg)
{
	DiagVerifier *dv = user;
	unsigned line = 0, col = 0;
	if (src)
		ir_source_linecol((IrSource *)src, offset, &line, &col);
	for (size_t i = 0; i < dv->n; i++) {
		Expected *e = &dv->exp[i];
		if (!e->matched && e->kind == kind && e->line == line && message_matches(e, msg)) {
			e->matched = true;
			return;
		}
	}
	StrBuf b = {0};
	sb_printf(&b, "unexpected %s: %s", kind_names[kind], msg);
	ir_diag_print(stderr, IR_DIAG_ERROR, (IrSource *)src, offset, b.s, true);
	sb_free(&b);
	dv->ok = false;
}

bool diag_verifier_finish(DiagVerifier *dv)
{
	bool ok = dv->ok;
	for (size_t i = 0; i < dv->n; i++) {
		Expected *e = &dv->exp[i];
		if (!e->matched) {
			StrBuf b = {0};
			sb_printf(&b, "expected %s \"%s\" was not produced", kind_names[e->kind], e->text);
			ir_diag_print(stderr, IR_DIAG_ERROR, dv->src, e->off, b.s, true);
			sb_free(&b);
			ok = false;
		}
		free(e->text);
	}
	free(dv->exp);
	free(dv);
	return ok;
}
