/* registry_check.c: every dialect's definition tables checked once:
   that each op's strings (format, operand groups, attribute kinds and
   enums, type constraints, defaults, parents) say what mica can read, and
   the dialect's own facts (IrDialect.check_op).  A table that is not well
   formed is a bug of mica's, found here rather than by the first input
   that reaches it. */
#include "internal.h"
#include "dialect.h"

typedef struct {
	StrBuf *out;
	unsigned problems;
	const IrDialect *const *dialects;
	const IrOpDef *def;
} Checker;

static void problem(Checker *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void problem(Checker *c, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	sb_printf(c->out, "%s: ", c->def->name);
	char buf[512];
	vsnprintf(buf, sizeof buf, fmt, ap);
	sb_puts(c->out, buf);
	sb_putc(c->out, '\n');
	va_end(ap);
	c->problems++;
}

/* Is `name` (n bytes) one of the space-separated words of list, ignoring a
   trailing `*` or `?` on the words? */
static bool names(const char *list, const char *name, size_t n)
{
	const char *w;
	size_t len;
	while ((w = ir_word_next(&list, &len))) {
		size_t base = len && (w[len - 1] == '*' || w[len - 1] == '?') ? len - 1 : len;
		if (base == n && !memcmp(w, name, n))
			return true;
	}
	return false;
}

/* A `$name` of the format stands for an operand group, an attribute, a
   region or a successor of the op. */
static bool format_names(const IrOpDef *def, const char *name, size_t n)
{
	return names(def->operands, name, n) || names(def->inherent, name, n) || names(def->regions, name, n) ||
	       names(def->successors, name, n);
}

static void check_format(Checker *c, IrContext *ctx)
{
	const IrOpDef *def = c->def;
	int depth = 0;
	for (const char *p = def->format; *p; p++) {
		if (*p == '`') { /* a literal: skip to its end */
			const char *end = strchr(p + 1, '`');
			if (!end) {
				problem(c, "format: unterminated literal");
				return;
			}
			p = end;
		} else if (*p == '(') {
			depth++;
		} else if (*p == ')' && --depth < 0) {
			problem(c, "format: unbalanced ')'");
			return;
		}
	}
	if (depth) {
		problem(c, "format: unbalanced '('");
		return;
	}
	const IrFmt *fmt = ir_fmt(ctx, def);
	for (const IrFmtElement *e = fmt->elems; e->kind != IR_FMT_END; e++)
		if (e->kind == IR_FMT_VAR && !format_names(def, e->s, e->n))
			problem(c, "format: $%.*s is no operand group, attribute, region or successor", (int)e->n, e->s);
}

static void check_entries(Checker *c, const char *what, const char *list)
{
	const char *name, *val;
	size_t n, vn;
	for (const char *d = list; d && *d;) {
		if (!strchr(d, '=')) {
			problem(c, "%s: entry without '=': %s", what, d);
			return;
		}
		d = ir_op_def_next_entry(d, &name, &n, &val, &vn);
	}
}

static void check_enums(Checker *c, IrContext *ctx)
{
	const IrOpDef *def = c->def;
	check_entries(c, "enums", def->enums);
	const char *name, *val;
	size_t n, vn;
	for (const char *d = def->enums; d && *d && (d = ir_op_def_next_entry(d, &name, &n, &val, &vn));) {
		const char *ns, *mn;
		size_t nsl, ml;
		ir_op_def_enum_in(def, name, n, &ns, &nsl, &mn, &ml);
		const IrDialect *owner = ir_dialect_find(ns, nsl);
		if (!owner) {
			problem(c, "enums: %.*s names no registered dialect", (int)n, name);
			continue;
		}
		bool found = !owner->enums;
		for (const IrDialectEnum *e = owner->enums; e && e->mnemonic && !found; e++)
			found = strlen(e->mnemonic) == ml && !memcmp(e->mnemonic, mn, ml);
		if (!found)
			problem(c, "enums: %.*s is no enum of dialect %s", (int)n, name, owner->name);
	}
	(void)ctx;
}

static void check_defaults(Checker *c)
{
	IrOpDefault e;
	for (const char *d = c->def->defaults; d && *d;) {
		if (!strchr(d, '=')) {
			problem(c, "defaults: entry without '=': %s", d);
			return;
		}
		d = ir_op_def_next_default(d, &e);
		bool word = (e.vn == 4 && !memcmp(e.value, "true", 4)) || (e.vn == 5 && !memcmp(e.value, "false", 5));
		if (!word && !(e.vn > 1 && e.value[0] == '#' && memchr(e.value, '.', e.vn)))
			problem(c, "defaults: %.*s is neither a boolean nor a dialect attribute", (int)e.vn, e.value);
		if (!d)
			break;
	}
}

static void check_kinds(Checker *c)
{
	const char *list = c->def->attr_kinds, *w;
	size_t len;
	while ((w = ir_word_next(&list, &len))) {
		const char *colon = memchr(w, ':', len);
		if (!colon || !ir_attr_kind_known(colon + 1, len - (size_t)(colon + 1 - w)))
			problem(c, "attr_kinds: unknown kind in %.*s", (int)len, w);
	}
}

static void check_types(Checker *c)
{
	const char *list = c->def->types, *w;
	size_t len;
	bool results = false;
	while ((w = ir_word_next(&list, &len))) {
		if (len == 2 && !memcmp(w, "->", 2)) {
			results = true;
			continue;
		}
		const char *colon = results ? NULL : memchr(w, ':', len);
		const char *code = colon ? colon + 1 : w;
		size_t cn = len - (size_t)(code - w);
		if (cn && code[cn - 1] == '*')
			cn--;
		if (!results && (!colon || !names(c->def->operands, w, (size_t)(colon - w))))
			problem(c, "types: %.*s names no operand group", (int)len, w);
		if (!ir_type_constraint_known(code, cn))
			problem(c, "types: unknown constraint %.*s", (int)cn, code);
	}
}

static bool is_defined(const IrDialect *const *dialects, const char *name, size_t n)
{
	for (const IrDialect *const *d = dialects; *d; d++)
		for (size_t i = 0; i < (*d)->nops; i++)
			if (strlen((*d)->ops[i].name) == n && !memcmp((*d)->ops[i].name, name, n))
				return true;
	return false;
}

static void check_parents(Checker *c)
{
	const char *list = c->def->parents, *w;
	size_t len;
	while ((w = ir_word_next(&list, &len)))
		if (!is_defined(c->dialects, w, len))
			problem(c, "parents: %.*s is no registered op", (int)len, w);
}

static void check_op(Checker *c, IrContext *ctx, const IrDialect *d)
{
	const IrOpDef *def = c->def;
	size_t dn = strlen(d->name);
	if (strncmp(def->name, d->name, dn) || def->name[dn] != '.')
		problem(c, "not of dialect %s", d->name);
	if (def->format && (def->parse || def->print))
		problem(c, "both a format and a hand-written form");
	if (def->parse && !def->print)
		problem(c, "a hand-written reader without its printer");
	if (def->effects && (def->traits & IR_TRAIT_PURE))
		problem(c, "memory effects on a pure op");
	if (def->format)
		check_format(c, ctx);
	check_enums(c, ctx);
	check_entries(c, "int_enums", def->int_enums);
	check_entries(c, "operand_types", def->operand_types);
	check_defaults(c);
	check_kinds(c);
	check_types(c);
	check_parents(c);
	if (d->check_op)
		d->check_op(def, c->out, &c->problems);
}

bool ir_registry_check(IrContext *ctx, const IrDialect *const *dialects, StrBuf *out, unsigned *nops)
{
	Checker c = {out, 0, dialects, NULL};
	PtrMap seen = {0};
	*nops = 0;
	for (const IrDialect *const *d = dialects; *d; d++) {
		for (size_t i = 0; i < (*d)->nops; i++, (*nops)++) {
			c.def = &(*d)->ops[i];
			IrIdent *name = ir_ident_cstr(ctx, c.def->name);
			if (pm_get(&seen, name))
				problem(&c, "defined twice");
			pm_put(&seen, name, (void *)c.def);
			check_op(&c, ctx, *d);
		}
	}
	pm_free(&seen);
	return c.problems == 0;
}
