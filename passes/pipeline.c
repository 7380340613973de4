/* pipeline.c: pipelines, built from MLIR 22's textual pipeline syntax or
   from the shorthand flags, with the option parsing of LLVM's command line
   and MLIR's messages. */
#include <ctype.h>
#include <errno.h>

#include "internal.h"

/* ---- pipelines ---- */

PassPipeline *pass_pipeline_create(const char *anchor)
{
	PassPipeline *pm = xcalloc(1, sizeof *pm);
	pm->anchor = xstrndup(anchor, strlen(anchor));
	return pm;
}

static void pass_destroy(Pass *p)
{
	for (unsigned i = 0; i < p->noptions; i++)
		free(p->values[i]);
	free(p->values);
	free(p);
}

void pass_pipeline_destroy(PassPipeline *pm)
{
	if (!pm)
		return;
	for (size_t i = 0; i < pm->n; i++) {
		if (pm->elems[i].pass)
			pass_destroy(pm->elems[i].pass);
		pass_pipeline_destroy(pm->elems[i].nested);
	}
	free(pm->elems);
	free(pm->anchor);
	free(pm);
}

bool pass_pipeline_empty(const PassPipeline *pm)
{
	return pm->n == 0;
}

bool pass_pipeline_matches(const PassPipeline *pm, const IrOp *op)
{
	return !strcmp(pm->anchor, "any") || !strcmp(pm->anchor, ir_op_name(op)->s);
}

static void push_element(PassPipeline *pm, Pass *pass, PassPipeline *nested)
{
	if (pm->n == pm->cap) {
		pm->cap = pm->cap ? 2 * pm->cap : 4;
		pm->elems = xrealloc(pm->elems, pm->cap * sizeof *pm->elems);
	}
	pm->elems[pm->n++] = (PassElement){pass, nested};
}

/* The pipeline nested in pm for anchor: the last element when it is one
   for that anchor (MLIR merges adjacent nested pipelines), else a new one. */
static PassPipeline *nest(PassPipeline *pm, const char *anchor, size_t n)
{
	if (pm->n) {
		PassPipeline *last = pm->elems[pm->n - 1].nested;
		if (last && strlen(last->anchor) == n && !memcmp(last->anchor, anchor, n))
			return last;
	}
	char *name = xstrndup(anchor, n);
	PassPipeline *nested = pass_pipeline_create(name);
	free(name);
	push_element(pm, NULL, nested);
	return nested;
}

void pass_error_free(PassError *e)
{
	sb_free(&e->tool);
	sb_free(&e->diag);
}

/* ---- options, as LLVM's command line and MLIR's PassOptions read them ---- */

/* Trims blanks at both ends of [*s, *e). */
static void trim(const char **s, const char **e)
{
	while (*s < *e && isspace((unsigned char)**s))
		(*s)++;
	while (*e > *s && isspace((unsigned char)(*e)[-1]))
		(*e)--;
}

/* An option's name or value as MLIR extracts it: trimmed, without the
   quotes around it, or the braces around all of it. */
static void unwrap(const char **s, const char **e)
{
	trim(s, e);
	if (*e - *s < 2)
		return;
	char a = **s, z = (*e)[-1];
	if ((a == '\'' && z == '\'') || (a == '"' && z == '"')) {
		(*s)++, (*e)--;
		trim(s, e);
		return;
	}
	if (a != '{')
		return;
	/* the braces go only when the first one closes at the end */
	int depth = 0;
	for (const char *p = *s; p < *e; p++) {
		if (*p == '{')
			depth++;
		else if (*p == '}' && --depth == 0) {
			if (p == *e - 1) {
				(*s)++, (*e)--;
				trim(s, e);
			}
			return;
		}
	}
}

/* Where a quoted stretch starting at p (a quote) ends: its closing quote,
   or p itself when there is none (the quote is then an ordinary byte). */
static const char *skip_quoted(const char *p, const char *end)
{
	const char *q = memchr(p + 1, *p, (size_t)(end - p - 1));
	return q ? q : p;
}

static const PassOptionDef *find_option(const PassDef *def, const char *name, size_t n,
                                        unsigned *index)
{
	for (unsigned i = 0; def->options && def->options[i].name; i++)
		if (strlen(def->options[i].name) == n && !memcmp(def->options[i].name, name, n)) {
			*index = i;
			return &def->options[i];
		}
	return NULL;
}

static unsigned option_count(const PassDef *def)
{
	unsigned n = 0;
	while (def->options && def->options[n].name)
		n++;
	return n;
}

int pass_bool_word(const char *v)
{
	static const char *const yes[] = {"", "true", "TRUE", "True", "1"};
	static const char *const no[] = {"false", "FALSE", "False", "0"};
	for (size_t i = 0; i < sizeof yes / sizeof *yes; i++)
		if (!strcmp(v, yes[i]))
			return 1;
	for (size_t i = 0; i < sizeof no / sizeof *no; i++)
		if (!strcmp(v, no[i]))
			return 0;
	return -1;
}

/* An integer as LLVM's getAsInteger with radix 0 reads it (0x, 0b, 0o, a
   leading 0 for octal); false unless the whole text is one in range. */
static bool parse_integer(const char *v, bool is_signed, int64_t *out)
{
	const char *p = v;
	bool neg = false;
	if (is_signed && *p == '-')
		neg = true, p++;
	int base = 10;
	if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X'))
		base = 16, p += 2;
	else if (p[0] == '0' && (p[1] == 'b' || p[1] == 'B'))
		base = 2, p += 2;
	else if (p[0] == '0' && (p[1] == 'o' || p[1] == 'O'))
		base = 8, p += 2;
	else if (p[0] == '0' && p[1])
		base = 8, p += 1;
	if (!*p)
		return false;
	uint64_t acc = 0;
	for (; *p; p++) {
		int d = isdigit((unsigned char)*p) ? *p - '0'
		        : isalpha((unsigned char)*p) ? tolower((unsigned char)*p) - 'a' + 10
		        : 99;
		if (d >= base || acc > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
			return false;
		acc = acc * (uint64_t)base + (uint64_t)d;
	}
	if (is_signed && acc > (neg ? (uint64_t)INT64_MAX + 1 : (uint64_t)INT64_MAX))
		return false;
	*out = neg ? (int64_t)(0 - acc) : (int64_t)acc;
	return true;
}

/* Whether value is one of an enum option's words. */
static bool enum_has(const PassOptionDef *o, const char *value)
{
	size_t n = strlen(value);
	for (const char *p = o->values; p && *p;) {
		const char *eq = strchr(p, '=');
		const char *semi = strchr(p, ';');
		if ((size_t)(eq - p) == n && !memcmp(p, value, n))
			return true;
		if (!semi)
			break;
		p = semi + 1;
	}
	return false;
}

/* The name --help and messages give an option's kind. */
const char *pass_option_type_name(const PassOptionDef *o)
{
	if (o->type_name)
		return o->type_name;
	switch (o->kind) {
	case PASS_OPT_INT: return "long";
	case PASS_OPT_UINT: return "uint";
	case PASS_OPT_ENUM: return "value";
	case PASS_OPT_PIPELINE: return "pass-manager";
	default: return "string";
	}
}

/* Checks value against option o (LLVM's messages in err->tool). */
static bool check_value(const PassOptionDef *o, const char *value, PassError *err)
{
	int64_t v;
	const char *kind = pass_option_type_name(o);
	switch (o->kind) {
	case PASS_OPT_BOOL:
		if (pass_bool_word(value) >= 0)
			return true;
		sb_printf(&err->tool, "for the --%s option: '%s' is invalid value for boolean argument! Try 0 or 1\n",
		          o->name, value);
		return false;
	case PASS_OPT_INT:
	case PASS_OPT_UINT:
		if (parse_integer(value, o->kind == PASS_OPT_INT, &v))
			return true;
		sb_printf(&err->tool, "for the --%s option: '%s' value invalid for %s argument!\n", o->name,
		          value, !strcmp(kind, "int") ? "integer" : kind);
		return false;
	case PASS_OPT_ENUM:
		if (enum_has(o, value))
			return true;
		sb_printf(&err->tool, "for the --%s option: Cannot find option named '%s'!\n", o->name, value);
		return false;
	case PASS_OPT_PIPELINE: {
		PassPipeline *probe = pass_pipeline_create("any");
		bool ok = pass_pipeline_append(probe, value, err);
		pass_pipeline_destroy(probe);
		return ok;
	}
	default:
		return true;
	}
}

/* MLIR's PassOptions::parseFromString on [s, e): `name=value` and bare
   `name` (a bool set to true) separated by spaces; a value may hold
   quoted text and balanced braces. Sets p's values. */
static bool parse_options(Pass *p, const char *s, const char *e, PassError *err)
{
	while (s < e) {
		const char *ks = s, *q = s;
		while (q < e && *q != ' ' && *q != '=')
			q++;
		const char *ke = q, *vs = NULL, *ve = NULL;
		if (q < e && *q == '=') {
			vs = ++q;
			for (; q < e && *q != ' '; q++) {
				if (*q == '\'' || *q == '"') {
					q = skip_quoted(q, e);
				} else if (*q == '{') {
					int depth = 1;
					for (q++; q < e; q++) {
						if (*q == '\'' || *q == '"')
							q = skip_quoted(q, e);
						else if (*q == '{')
							depth++;
						else if (*q == '}' && --depth == 0)
							break;
					}
					if (q == e)
						break;
				}
			}
			ve = q;
		}
		s = q;
		while (s < e && *s == ' ')
			s++;
		unwrap(&ks, &ke);
		if (ks == ke)
			continue;
		unsigned index;
		const PassOptionDef *o = find_option(p->def, ks, (size_t)(ke - ks), &index);
		if (!o && !vs && p->def->bare_word_option) {
			o = find_option(p->def, p->def->bare_word_option, strlen(p->def->bare_word_option), &index);
			vs = ks;
			ve = ke;
		}
		if (!o) {
			sb_printf(&err->diag, "<Pass-Options-Parser>: no such option %.*s\n", (int)(ke - ks), ks);
			return false;
		}
		if (vs)
			unwrap(&vs, &ve);
		char *value = vs ? xstrndup(vs, (size_t)(ve - vs)) : xstrndup("", 0);
		if (!vs && o->kind != PASS_OPT_BOOL) {
			sb_printf(&err->tool, "for the --%s option: requires a value!\n", o->name);
			free(value);
			return false;
		}
		if (!check_value(o, value, err)) {
			free(value);
			return false;
		}
		free(p->values[index]);
		p->values[index] = value;
	}
	return true;
}

static Pass *pass_new(const PassDef *def)
{
	Pass *p = xcalloc(1, sizeof *p);
	p->def = def;
	p->noptions = option_count(def);
	p->values = xcalloc(p->noptions ? p->noptions : 1, sizeof *p->values);
	return p;
}

/* Adds def with its options to pm, exactly there (nesting is the
   caller's); MLIR's "failed to add" message on a failure. */
static bool add_pass(PassPipeline *pm, const PassDef *def, const char *opts, size_t n,
                     PassError *err)
{
	Pass *p = pass_new(def);
	bool ok = true;
	if (def->anchor && strcmp(def->anchor, pm->anchor)) {
		sb_printf(&err->diag,
		          "Can't add pass '%s' restricted to '%s' on a PassManager intended to run on "
		          "'%s', did you intend to nest?\n",
		          def->name, def->anchor, pm->anchor);
		ok = false;
	} else if (!parse_options(p, opts, opts ? opts + n : opts, err)) { /* no options: NULL */
		sb_putc(&err->diag, '\n');
		ok = false;
	}
	if (!ok) {
		sb_printf(&err->diag, "failed to add `%s` with options `%.*s`\n", def->arg, (int)n, opts);
		pass_destroy(p);
		return false;
	}
	push_element(pm, p, NULL);
	return true;
}

bool pass_pipeline_add(PassPipeline *pm, const PassDef *def, const char *options, PassError *err)
{
	PassPipeline *target = pm;
	if (def->anchor && strcmp(def->anchor, pm->anchor))
		target = nest(pm, def->anchor, strlen(def->anchor));
	size_t n = options ? strlen(options) : 0;
	Pass *p = pass_new(def);
	if (!parse_options(p, options, options + n, err)) {
		pass_destroy(p);
		return false;
	}
	push_element(target, p, NULL);
	return true;
}

/* ---- the textual pipeline ---- */

/* One element of the text: a name with its options or its nested elements. */
typedef struct TextElement {
	const char *name, *opts; /* slices of the text */
	size_t nname, nopts;
	bool has_opts;
	struct TextElement *inner; /* nested elements, NULL for a pass */
	size_t ninner, capinner;
} TextElement;

static TextElement *text_push(TextElement **v, size_t *n, size_t *cap)
{
	if (*n == *cap) {
		*cap = *cap ? 2 * *cap : 4;
		*v = xrealloc(*v, *cap * sizeof **v);
	}
	TextElement *e = &(*v)[(*n)++];
	memset(e, 0, sizeof *e);
	return e;
}

static void text_free(TextElement *v, size_t n)
{
	for (size_t i = 0; i < n; i++)
		text_free(v[i].inner, v[i].ninner);
	free(v);
}

/* An error at `at` in the text, as LLVM's SourceMgr prints it. */
static bool text_error(PassError *err, const char *text, const char *at, const char *msg)
{
	const char *line = text;
	unsigned lineno = 1;
	for (const char *p = text; p < at; p++)
		if (*p == '\n')
			line = p + 1, lineno++;
	const char *eol = strchr(line, '\n');
	if (!eol)
		eol = line + strlen(line);
	sb_printf(&err->diag, "MLIR Textual PassPipeline Parser:%u:%u: error: %s", lineno,
	          (unsigned)(at - line) + 1, msg);
	sb_printf(&err->diag, "\n%.*s\n", (int)(eol - line), line);
	for (const char *p = line; p < at; p++)
		sb_putc(&err->diag, *p == '\t' ? '\t' : ' ');
	sb_puts(&err->diag, "^\n");
	return false;
}

/* MLIR's TextualPipeline::parsePipelineText: the structure only. */
static bool parse_text(const char *text, TextElement **out, size_t *nout, PassError *err)
{
	enum { MAX_NESTING = 256 };
	/* the element lists being filled, outermost first */
	struct Level {
		TextElement **v;
		size_t *n, *cap;
	} stack[MAX_NESTING];
	size_t cap0 = 0;
	int depth = 0;
	stack[0] = (struct Level){out, nout, &cap0};
	const char *p = text, *end = text + strlen(text);
	for (;;) {
		struct Level *lv = &stack[depth];
		TextElement *el = text_push(lv->v, lv->n, lv->cap);
		const char *sep = p + strcspn(p, ",(){");
		const char *ns = p, *ne = sep;
		trim(&ns, &ne);
		el->name = ns;
		el->nname = (size_t)(ne - ns);
		if (!*sep)
			break;
		p = sep;
		if (*p == '{') {
			const char *o = ++p;
			int braces = 1;
			while (*p && !(*p == '}' && --braces == 0)) {
				if (*p == '{')
					braces++;
				p++;
			}
			if (!*p)
				return text_error(err, text, o - 1, "missing closing '}' while processing pass options");
			el->opts = o;
			el->nopts = (size_t)(p - o);
			el->has_opts = true;
			p++;
			while (isspace((unsigned char)*p))
				p++;
		} else if (*p == '(') {
			if (depth + 1 == MAX_NESTING)
				return text_error(err, text, p, "pipeline nested too deeply");
			p++;
			stack[++depth] = (struct Level){&el->inner, &el->ninner, &el->capinner};
			continue;
		}
		while (*p == ')') {
			p++;
			if (depth == 0)
				return text_error(err, text, p - 1,
				                  "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline");
			depth--;
			while (isspace((unsigned char)*p))
				p++;
		}
		if (p == end)
			break;
		if (*p != ',')
			return text_error(err, text, p, "expected ',' after parsing pipeline");
		p++;
	}
	if (depth > 0)
		return text_error(err, text, p, "encountered unbalanced parentheses while parsing pipeline");
	return true;
}

/* MLIR's resolvePipelineElements: every pass name names a pass. */
static bool resolve(const char *text, const TextElement *v, size_t n, PassError *err)
{
	for (size_t i = 0; i < n; i++) {
		if (v[i].ninner) {
			if (!resolve(text, v[i].inner, v[i].ninner, err))
				return false;
		} else if (!pass_lookup(v[i].name, v[i].nname)) {
			StrBuf msg = {0};
			sb_printf(&msg, "'%.*s' does not refer to a registered pass or pass pipeline", (int)v[i].nname,
			          v[i].name);
			text_error(err, text, v[i].name, msg.s);
			sb_free(&msg);
			return false;
		}
	}
	return true;
}

static bool build(PassPipeline *pm, const TextElement *v, size_t n, PassError *err)
{
	for (size_t i = 0; i < n; i++) {
		const TextElement *e = &v[i];
		bool ok;
		if (e->ninner) {
			ok = build(nest(pm, e->name, e->nname), e->inner, e->ninner, err);
		} else {
			ok = add_pass(pm, pass_lookup(e->name, e->nname), e->opts, e->nopts, err);
		}
		if (!ok) {
			if (e->ninner)
				sb_printf(&err->diag, "failed to add `%.*s` with options `%.*s` to inner pipeline\n",
				          (int)e->nname, e->name, (int)e->nopts, e->opts ? e->opts : "");
			return false;
		}
	}
	return true;
}

bool pass_pipeline_append(PassPipeline *pm, const char *text, PassError *err)
{
	if (!*text)
		return true;
	TextElement *v = NULL;
	size_t n = 0;
	bool ok = parse_text(text, &v, &n, err) && resolve(text, v, n, err) && build(pm, v, n, err);
	text_free(v, n);
	return ok;
}

PassPipeline *pass_pipeline_parse(const char *text, PassError *err)
{
	const char *s = text, *e = text + strlen(text);
	trim(&s, &e);
	const char *open = memchr(s, '(', (size_t)(e - s));
	if (!open || open == s || e[-1] != ')') {
		sb_puts(&err->diag, "expected pass pipeline to be wrapped with the anchor operation type, "
		                    "e.g. 'builtin.module(...)'");
		return NULL;
	}
	const char *ae = open;
	while (ae > s && isspace((unsigned char)ae[-1]))
		ae--;
	char *anchor = xstrndup(s, (size_t)(ae - s));
	char *inner = xstrndup(open + 1, (size_t)(e - 1 - (open + 1)));
	PassPipeline *pm = pass_pipeline_create(anchor);
	free(anchor);
	if (!pass_pipeline_append(pm, inner, err)) {
		pass_pipeline_destroy(pm);
		pm = NULL;
	}
	free(inner);
	return pm;
}

/* ---- the pipeline as MLIR prints it (--dump-pass-pipeline) ---- */

static int option_index_cmp(const void *a, const void *b, void *defs)
{
	const PassOptionDef *o = defs;
	return strcmp(o[*(const unsigned *)a].name, o[*(const unsigned *)b].name);
}

/* One option as MLIR's PassOptions::print writes it: `name=value`, with
   bools as true/false and numbers in decimal; a list or pipeline in braces,
   and nothing at all when it is empty. */
static void print_option(StrBuf *out, const PassOptionDef *o, const char *value)
{
	int64_t v;
	switch (o->kind) {
	case PASS_OPT_BOOL:
		sb_printf(out, "%s=%s", o->name, pass_bool_word(value) == 1 ? "true" : "false");
		break;
	case PASS_OPT_INT:
	case PASS_OPT_UINT:
		v = 0;
		parse_integer(value, o->kind == PASS_OPT_INT, &v);
		if (o->kind == PASS_OPT_INT)
			sb_printf(out, "%s=%lld", o->name, (long long)v);
		else
			sb_printf(out, "%s=%llu", o->name, (unsigned long long)v);
		break;
	case PASS_OPT_LIST:
	case PASS_OPT_PIPELINE:
		if (*value)
			sb_printf(out, "%s={%s}", o->name, value);
		break;
	default:
		sb_printf(out, "%s=%s", o->name, value);
	}
}

static void dump_pipeline(const PassPipeline *pm, StrBuf *out, int indent)
{
	sb_printf(out, "%*s%s(\n", indent, "", pm->anchor);
	for (size_t i = 0; i < pm->n; i++) {
		const PassElement *e = &pm->elems[i];
		if (e->nested) {
			dump_pipeline(e->nested, out, indent + 2);
		} else {
			const Pass *p = e->pass;
			sb_printf(out, "%*s%s", indent + 2, "", p->def->arg);
			if (p->noptions) {
				unsigned order[64], n = p->noptions < 64 ? p->noptions : 64;
				for (unsigned k = 0; k < n; k++)
					order[k] = k;
				qsort_r(order, n, sizeof *order, option_index_cmp, (void *)p->def->options);
				sb_putc(out, '{');
				for (unsigned k = 0; k < n; k++) {
					const PassOptionDef *o = &p->def->options[order[k]];
					const char *v = p->values[order[k]] ? p->values[order[k]] : o->value ? o->value : "";
					if (k)
						sb_putc(out, ' ');
					print_option(out, o, v);
				}
				sb_putc(out, '}');
			}
		}
		sb_puts(out, i + 1 < pm->n ? ",\n" : "\n");
	}
	sb_printf(out, "%*s)", indent, "");
}

void pass_pipeline_dump(const PassPipeline *pm, StrBuf *out)
{
	sb_printf(out, "Pass Manager with %zu passes:\n", pm->n);
	dump_pipeline(pm, out, 0);
	sb_puts(out, "\n\n");
}

/* ---- option values, for the passes ---- */

static const char *option_value(const PassRun *r, const char *name, PassOptionKind kind)
{
	unsigned i;
	const PassOptionDef *o = find_option(r->pass->def, name, strlen(name), &i);
	if (!o || o->kind != kind)
		die("pass %s has no option %s of that kind", r->pass->def->arg, name);
	return r->pass->values[i] ? r->pass->values[i] : o->value ? o->value : "";
}

bool pass_option_bool(const PassRun *r, const char *name)
{
	return pass_bool_word(option_value(r, name, PASS_OPT_BOOL)) == 1;
}

int64_t pass_option_int(const PassRun *r, const char *name)
{
	int64_t v = 0;
	parse_integer(option_value(r, name, PASS_OPT_INT), true, &v);
	return v;
}

uint64_t pass_option_uint(const PassRun *r, const char *name)
{
	int64_t v = 0;
	parse_integer(option_value(r, name, PASS_OPT_UINT), false, &v);
	return (uint64_t)v;
}

const char *pass_option_string(const PassRun *r, const char *name)
{
	unsigned i;
	const PassOptionDef *o = find_option(r->pass->def, name, strlen(name), &i);
	if (!o || (o->kind != PASS_OPT_STRING && o->kind != PASS_OPT_ENUM && o->kind != PASS_OPT_PIPELINE &&
	           o->kind != PASS_OPT_LIST))
		die("pass %s has no string option %s", r->pass->def->arg, name);
	return r->pass->values[i] ? r->pass->values[i] : o->value ? o->value : "";
}
