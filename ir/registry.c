/* registry.c: the table of registered ops, looked up by their uniqued name. */
#include "internal.h"
#include "dialect.h"

void ir_registry_init(IrContext *ctx)
{
	for (const IrDialect *const *d = ir_dialects; *d; d++) {
		for (size_t i = 0; i < (*d)->nops; i++) {
			IrIdent *name = ir_ident_cstr(ctx, (*d)->ops[i].name);
			name->op_def = &(*d)->ops[i];
			name->dialect = *d;
		}
		ir_ident_cstr(ctx, (*d)->name)->dialect = *d;
	}
}

const IrOpDef *ir_op_def(IrContext *ctx, const IrIdent *name)
{
	(void)ctx;
	return name->op_def;
}

IrDefFacts *ir_def_facts(IrContext *ctx, const IrOpDef *def)
{
	IrDefFacts *f = pm_get(&ctx->def_facts, def); /* not written while threads run */
	if (f)
		return f;
	ctx_lock(ctx);
	PtrMap *late = &ctx->def_facts_late;
	if (!(f = pm_get(late, def))) {
		f = arena_zalloc(&ctx->arena, sizeof *f);
		pm_put(ctx->threaded ? late : &ctx->def_facts, def, f);
	}
	ctx_unlock(ctx);
	return f;
}

void ir_def_facts_fill(IrContext *ctx)
{
	for (const IrDialect *const *d = ir_dialects; *d; d++)
		for (size_t i = 0; i < (*d)->nops; i++)
			ir_def_facts(ctx, &(*d)->ops[i]);
}

IrDefFacts *ir_op_def_facts(IrContext *ctx, const IrOp *op)
{
	IrDefFacts *f = FACT_GET(ir_op_name(op)->facts);
	if (!f) {
		f = ir_def_facts(ctx, ir_def(op));
		FACT_SET(ir_op_name(op)->facts, f);
	}
	return f;
}

static const char no_fact; /* kept when find gives NULL */

const void *ir_op_def_dialect_fact(IrContext *ctx, const IrOp *op, const void *(*find)(const IrOpDef *def))
{
	IrDefFacts *facts = ir_op_def_facts(ctx, op);
	const void *f = FACT_GET(facts->dialect);
	if (!f) {
		f = find(ir_def(op));
		FACT_SET(facts->dialect, f ? f : (const void *)&no_fact);
	}
	return f == &no_fact ? NULL : f;
}

const IrOperandGroups *ir_op_def_operand_groups(IrContext *ctx, const IrOpDef *def)
{
	IrDefFacts *facts = ir_def_facts(ctx, def);
	const void *known = FACT_GET(facts->operands);
	if (known)
		return known;
	IrOperandGroups *g = arena_zalloc(&ctx->arena, sizeof *g);
	const char *list = def->operands, *w;
	size_t len;
	while (ir_word_next(&list, &len))
		g->n++;
	IrOperandGroup *groups = g->n ? arena_zalloc(&ctx->arena, g->n * sizeof *groups) : NULL;
	list = def->operands;
	for (unsigned i = 0; (w = ir_word_next(&list, &len)); i++) {
		bool variadic = w[len - 1] == '*' || w[len - 1] == '?';
		groups[i] = (IrOperandGroup){w, (unsigned)(len - variadic), variadic};
		g->fixed += !variadic;
	}
	g->groups = groups;
	g->segmented = (def->traits & IR_TRAIT_SEGMENTS) || ir_op_def_inherent_segments(ctx, def);
	FACT_SET(facts->operands, g);
	return g;
}

int ir_dialect_symbol_read(IrContext *ctx, const IrDialectSymbols *hooks, IrIdent *body, const void **params,
                           IrIdent **canon, StrBuf *err)
{
	StrBuf bytes = {0}, msg = {0};
	int r = hooks->parse(ctx, body->s, body->n, &bytes, &msg);
	if (r < 0 && err)
		sb_putn(err, msg.s, msg.len);
	sb_free(&msg);
	if (r > 0)
		*params = arena_dup(ctx_arena(ctx), bytes.s, bytes.len);
	sb_free(&bytes);
	if (r <= 0)
		return r;
	StrBuf text = {0};
	hooks->print(&text, *params);
	*canon = ir_ident(ctx, text.s, text.len);
	sb_free(&text);
	return 1;
}

bool ir_dialect_registered(IrContext *ctx, const char *ns, size_t n)
{
	(void)ctx;
	return ir_dialect_find(ns, n) != NULL;
}

bool ir_dialect_known(const char *ns, size_t n)
{
	if (ir_dialect_find(ns, n))
		return true;
	for (const char *const *u = ir_upstream_dialects; *u; u++)
		if (strlen(*u) == n && !memcmp(*u, ns, n))
			return true;
	return false;
}

static int compare_names(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

size_t ir_op_unknown_to_dialect(const IrIdent *name)
{
	if (name->op_def) /* asked for every op */
		return 0;
	const char *dot = memchr(name->s, '.', name->n);
	if (!dot)
		return 0;
	size_t ns = (size_t)(dot - name->s);
	const IrDialect *d = ir_dialect_find(name->s, ns);
	if (!d || d->allows_unknown_ops || ir_word_in_list(d->undefined_ops, dot + 1, name->n - ns - 1))
		return 0;
	return ns;
}

void ir_dialect_list_known(StrBuf *b)
{
	const char *names[64];
	size_t n = 0;
	for (const IrDialect *const *d = ir_dialects; *d && n < 64; d++)
		names[n++] = (*d)->name;
	for (const char *const *u = ir_upstream_dialects; *u && n < 64; u++)
		names[n++] = *u;
	qsort(names, n, sizeof names[0], compare_names);
	for (size_t i = 0; i < n; i++)
		sb_printf(b, "%s%s", i ? ", " : "", names[i]);
}

/* Names are separated by single spaces. */
/* IrOpDef.inherent as identifiers of the context. */
typedef struct InherentNames {
	unsigned n;
	bool segments; /* operandSegmentSizes is one of them */
	IrIdent *names[];
} InherentNames;

static const InherentNames *inherent_names(IrContext *ctx, const IrOpDef *def)
{
	IrDefFacts *facts = ir_def_facts(ctx, def);
	const void *known = FACT_GET(facts->inherent);
	if (known)
		return known;
	const char *list = def->inherent, *w;
	size_t len;
	unsigned n = 0;
	while (ir_word_next(&list, &len))
		n++;
	InherentNames *in = arena_zalloc(&ctx->arena, sizeof *in + n * sizeof in->names[0]);
	list = def->inherent;
	while ((w = ir_word_next(&list, &len))) {
		in->names[in->n++] = ir_ident(ctx, w, len);
		in->segments |= len == 19 && !memcmp(w, "operandSegmentSizes", 19);
	}
	FACT_SET(facts->inherent, in);
	return in;
}

bool ir_op_def_inherent(IrContext *ctx, const IrOpDef *def, const IrIdent *name)
{
	const InherentNames *in = inherent_names(ctx, def);
	for (unsigned i = 0; i < in->n; i++)
		if (in->names[i] == name)
			return true;
	return false;
}

bool ir_op_def_inherent_segments(IrContext *ctx, const IrOpDef *def)
{
	return inherent_names(ctx, def)->segments;
}

int ir_word_index(const char *list, const char *word, size_t n)
{
	if (!list)
		return -1;
	/* one pass over the list, each word compared as it is walked: the
	   printer asks this for every attribute of every custom form */
	for (int i = 0; *list; i++) {
		size_t k = 0;
		while (k < n && list[k] && list[k] == word[k])
			k++;
		if (k == n && (list[k] == ' ' || !list[k]))
			return i;
		list += k;
		while (*list && *list != ' ')
			list++;
		if (*list)
			list++;
	}
	return -1;
}

bool ir_word_in_list(const char *list, const char *word, size_t n)
{
	return ir_word_index(list, word, n) >= 0;
}

int ir_op_def_region_index(const IrOpDef *def, const char *name, size_t n)
{
	const char *list = def ? def->regions : NULL, *p;
	size_t len;
	for (int i = 0; (p = ir_word_next(&list, &len)); i++) {
		size_t base = len && p[len - 1] == '?' ? len - 1 : len;
		if (base == n && !memcmp(p, name, n))
			return i;
	}
	return -1;
}

int ir_op_def_result_index(const IrOpDef *def, const char *name, size_t n)
{
	const char *list = def ? def->result_names : NULL;
	if (!list || !strchr(list, ' ')) /* one result name stands for all results */
		return -1;
	return ir_word_index(list, name, n);
}

const char *ir_op_def_next_entry(const char *d, const char **name, size_t *n, const char **val, size_t *vn)
{
	if (!d || !*d)
		return NULL;
	const char *eq = strchr(d, '='), *end = strchr(d, ';');
	const char *colon = memchr(d, ':', (size_t)(eq - d));
	*name = d;
	*n = (size_t)((colon ? colon : eq) - d);
	*val = eq + 1;
	*vn = end ? (size_t)(end - eq - 1) : strlen(eq + 1);
	return end ? end + 1 : eq + 1 + *vn;
}

/* Finds `name=value` (or `name:type=value`) in a `;`-separated list; val
   and vn get the value. */
static bool find_entry(const char *list, const char *name, size_t n, const char **val, size_t *vn)
{
	const char *en;
	size_t enl;
	for (const char *d = list; (d = ir_op_def_next_entry(d, &en, &enl, val, vn));)
		if (enl == n && !memcmp(en, name, n))
			return true;
	return false;
}

bool ir_op_def_enum(const IrOpDef *def, const char *name, size_t n, const char **mnemonic,
                    size_t *mlen)
{
	return ir_op_def_enum_in(def, name, n, NULL, NULL, mnemonic, mlen);
}

bool ir_op_def_enum_in(const IrOpDef *def, const char *name, size_t n, const char **ns, size_t *nsl,
                       const char **mnemonic, size_t *mlen)
{
	const char *v;
	size_t vn;
	if (!def || !find_entry(def->enums, name, n, &v, &vn))
		return false;
	const char *dot = memchr(v, '.', vn); /* `arith.fastmath`: another dialect's enum */
	const char *own = strchr(def->name, '.');
	if (ns) {
		*ns = dot ? v : def->name;
		*nsl = dot ? (size_t)(dot - v) : (size_t)(own - def->name);
	}
	*mnemonic = dot ? dot + 1 : v;
	*mlen = dot ? vn - (size_t)(dot + 1 - v) : vn;
	return true;
}

const char *ir_op_def_next_default(const char *d, IrOpDefault *out)
{
	const char *eq = strchr(d, '='), *end = strchr(d, ';');
	out->optional = eq[-1] == '?';
	out->name = d;
	out->n = (size_t)(eq - d) - out->optional;
	out->value = eq + 1;
	out->vn = end ? (size_t)(end - eq - 1) : strlen(eq + 1);
	return end ? end + 1 : NULL;
}

bool ir_op_def_default(const IrOpDef *def, const char *name, size_t n, const char **text,
                       size_t *tn)
{
	IrOpDefault e;
	for (const char *d = def ? def->defaults : NULL; d && *d;) {
		d = ir_op_def_next_default(d, &e);
		if (e.n == n && !memcmp(e.name, name, n)) {
			*text = e.value;
			*tn = e.vn;
			return true;
		}
	}
	return false;
}

bool ir_op_def_int_enum_keyword(const IrOpDef *def, const char *name, size_t n, int64_t v,
                                const char **kw, size_t *kwn)
{
	const char *list;
	size_t len;
	if (!def || !find_entry(def->int_enums, name, n, &list, &len))
		return false;
	for (const char *p = list; p < list + len; v--) {
		const char *end = memchr(p, ' ', (size_t)(list + len - p));
		size_t wl = end ? (size_t)(end - p) : (size_t)(list + len - p);
		if (v == 0) {
			*kw = p;
			*kwn = wl;
			return true;
		}
		p += wl + 1;
	}
	return false;
}

unsigned ir_op_def_int_enum_width(const IrOpDef *def, const char *name, size_t n)
{
	const char *v; /* just after the entry's `=` */
	size_t len;
	if (!def || !find_entry(def->int_enums, name, n, &v, &len))
		return 64;
	return v - def->int_enums >= 5 && !strncmp(v - 5, ":i32=", 5) ? 32 : 64;
}

int64_t ir_op_def_int_enum_value(const IrOpDef *def, const char *name, size_t n, const char *kw,
                                 size_t kwn)
{
	const char *list;
	size_t len;
	if (!def || !find_entry(def->int_enums, name, n, &list, &len))
		return -1;
	int64_t v = 0;
	for (const char *p = list; p < list + len; v++) {
		const char *end = memchr(p, ' ', (size_t)(list + len - p));
		size_t wl = end ? (size_t)(end - p) : (size_t)(list + len - p);
		if (wl == kwn && !memcmp(p, kw, kwn))
			return v;
		p += wl + 1;
	}
	return -1;
}

/* The attribute a default's text stands for: `#ns.body`, `true`/`false`. */
IrAttr *ir_op_def_default_attr(IrContext *ctx, const char *text, size_t n)
{
	if (n == 4 && !memcmp(text, "true", 4))
		return ctx->a_true;
	if (n == 5 && !memcmp(text, "false", 5))
		return ctx->a_false;
	const char *dot = memchr(text, '.', n);
	if (text[0] != '#' || !dot)
		die("unsupported default attribute %.*s", (int)n, text);
	return ir_attr_dialect(ctx, ir_ident(ctx, text + 1, (size_t)(dot - text - 1)),
	                       ir_ident(ctx, dot + 1, (size_t)(text + n - dot - 1)), true, NULL, NULL);
}

const IrDefaultProps *ir_op_def_default_props(IrContext *ctx, const IrOpDef *def)
{
	IrDefFacts *facts = ir_def_facts(ctx, def);
	const IrDefaultProps *known = FACT_GET(facts->defaults);
	if (known)
		return known;
	/* at most one default for every two bytes of their text (`a=` is the
	   shortest) */
	size_t most = strlen(def->defaults) / 2 + 1;
	IrDefaultProps *dp = arena_alloc(ctx_arena(ctx), sizeof *dp);
	dp->entries = arena_alloc(ctx_arena(ctx), most * sizeof *dp->entries);
	dp->n = 0;
	IrOpDefault e;
	for (const char *d = def->defaults; d && *d;) {
		d = ir_op_def_next_default(d, &e);
		if (!e.optional)
			dp->entries[dp->n++] = (IrNamedAttr){ir_ident(ctx, e.name, e.n),
			                                     ir_op_def_default_attr(ctx, e.value, e.vn)};
	}
	dp->dict = ir_attr_dict(ctx, dp->n, dp->entries, NULL);
	FACT_SET(facts->defaults, dp);
	return dp;
}

const char *ir_op_def_attr_kind(const IrOpDef *def, const char *name, size_t n, size_t *kl)
{
	for (const char *p = def->attr_kinds; p && *p;) {
		size_t len = strcspn(p, " ");
		if (len > n && !memcmp(p, name, n) && p[n] == ':') {
			*kl = len - n - 1;
			return p + n + 1;
		}
		p += len;
		p += *p == ' ';
	}
	return NULL;
}

bool ir_op_def_attr_kind_is(const IrOpDef *def, const char *name, size_t n, const char *kind)
{
	size_t kl;
	const char *k = ir_op_def_attr_kind(def, name, n, &kl);
	return k && kl == strlen(kind) && !memcmp(k, kind, kl);
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

void ir_dialect_names(StrBuf *out)
{
	size_t n = 0;
	while (ir_dialects[n])
		n++;
	const char **names = xcalloc(n + 1, sizeof *names);
	for (size_t i = 0; i < n; i++)
		names[i] = ir_dialects[i]->name;
	qsort(names, n, sizeof *names, by_name);
	for (size_t i = 0; i < n; i++) {
		if (i)
			sb_putc(out, ',');
		sb_puts(out, names[i]);
	}
	free(names);
}
