/* iospec.c: reads an IOSpec (YAML, docs/IOSPEC.md) with libyaml into its
   inputs, outputs and sequences, checking its structure; every error is
   located at the YAML node (or libyaml's mark) that causes it. */
#include <errno.h>
#include <yaml.h>

#include "parse.h"

/* A node of the YAML document, built from libyaml's events. */
typedef struct YNode YNode;
struct YNode {
	enum { Y_SCALAR, Y_SEQ, Y_MAP } kind;
	size_t mark;  /* libyaml's index of its first character (characters, not bytes) */
	char *text;   /* a scalar's value, NUL-terminated (may hold NULs: len) */
	size_t len;
	bool plain;   /* a plain scalar, which may be a number, boolean or null */
	YNode **items; /* a sequence's items; a mapping's keys and values, alternating */
	unsigned n;    /* items (twice the entries of a mapping) */
	unsigned cap;
};

typedef struct {
	IrContext *ctx;
	IrSource *src;
	IoSpec *spec;
} Reader;

/* ---- locations ---- */

/* The byte offset of libyaml's character index (a BOM is not counted). */
size_t parse_iospec_offset(const IrSource *src, size_t index)
{
	size_t at = src->len >= 3 && !memcmp(src->text, "\xEF\xBB\xBF", 3) ? 3 : 0;
	for (; at < src->len; at++)
		if (((unsigned char)src->text[at] & 0xC0) != 0x80 && !index--)
			break;
	return at;
}

static void error_at(Reader *r, size_t mark, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void error_at(Reader *r, size_t mark, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	ir_vdiag(r->ctx, IR_DIAG_ERROR, r->src, parse_iospec_offset(r->src, mark), fmt, ap);
	va_end(ap);
}

/* ---- the document, from libyaml's events ---- */

static YNode *node_new(int kind, size_t mark)
{
	YNode *n = xcalloc(1, sizeof *n);
	n->kind = kind;
	n->mark = mark;
	return n;
}

static void node_free(YNode *n)
{
	if (!n)
		return;
	for (unsigned i = 0; i < n->n; i++)
		node_free(n->items[i]);
	free(n->items);
	free(n->text);
	free(n);
}

static void node_add(YNode *parent, YNode *child)
{
	if (parent->n == parent->cap) {
		parent->cap = parent->cap ? 2 * parent->cap : 8;
		parent->items = xrealloc(parent->items, parent->cap * sizeof *parent->items);
	}
	parent->items[parent->n++] = child;
}

/* libyaml's message: the problem where it was found, and a note where the
   construct it was reading began. */
static void yaml_error(Reader *r, const yaml_parser_t *p)
{
	const char *problem = p->problem ? p->problem : "cannot read the YAML";
	if (p->error == YAML_READER_ERROR) {
		ir_diag(r->ctx, IR_DIAG_ERROR, r->src, p->problem_offset, "%s", problem);
		return;
	}
	if (p->error == YAML_MEMORY_ERROR)
		ir_out_of_memory();
	error_at(r, p->problem_mark.index, "%s", problem);
	if (p->context)
		ir_diag(r->ctx, IR_DIAG_NOTE, r->src, parse_iospec_offset(r->src, p->context_mark.index), "%s", p->context);
}

/* The document as a tree, or NULL after an error. Nesting is bounded by
   IOSPEC_MAX_DEPTH, anchors' aliases and further documents are refused. */
static YNode *load(Reader *r)
{
	yaml_parser_t p;
	yaml_parser_initialize(&p);
	yaml_parser_set_input_string(&p, (const unsigned char *)r->src->text, r->src->len);
	yaml_parser_set_encoding(&p, YAML_UTF8_ENCODING);
	YNode *stack[IOSPEC_MAX_DEPTH + 1], *root = NULL;
	unsigned depth = 0, documents = 0;
	bool ok = true, done = false;
	while (ok && !done) {
		yaml_event_t ev;
		if (!yaml_parser_parse(&p, &ev)) {
			yaml_error(r, &p);
			ok = false;
			break;
		}
		size_t mark = ev.start_mark.index;
		YNode *node = NULL;
		switch (ev.type) {
		case YAML_STREAM_END_EVENT:
			done = true;
			break;
		case YAML_DOCUMENT_START_EVENT:
			if (documents++) {
				error_at(r, mark, "an IOSpec is one YAML document");
				ok = false;
			}
			break;
		case YAML_ALIAS_EVENT:
			error_at(r, mark, "aliases (*%s) are not allowed in an IOSpec", (char *)ev.data.alias.anchor);
			ok = false;
			break;
		case YAML_SCALAR_EVENT:
			node = node_new(Y_SCALAR, mark);
			node->len = ev.data.scalar.length;
			node->text = xstrndup((const char *)ev.data.scalar.value, node->len);
			node->plain = ev.data.scalar.style == YAML_PLAIN_SCALAR_STYLE;
			break;
		case YAML_SEQUENCE_START_EVENT:
		case YAML_MAPPING_START_EVENT:
			node = node_new(ev.type == YAML_SEQUENCE_START_EVENT ? Y_SEQ : Y_MAP, mark);
			break;
		case YAML_SEQUENCE_END_EVENT:
		case YAML_MAPPING_END_EVENT:
			depth--;
			break;
		default:
			break;
		}
		yaml_event_delete(&ev);
		if (!node)
			continue;
		if (depth)
			node_add(stack[depth - 1], node);
		else
			root = node;
		if (node->kind != Y_SCALAR) {
			if (depth == IOSPEC_MAX_DEPTH) {
				error_at(r, mark, "nesting deeper than the limit of %d", IOSPEC_MAX_DEPTH);
				ok = false;
			}
			stack[depth++] = node;
		}
	}
	yaml_parser_delete(&p);
	if (ok && !root) {
		ir_diag(r->ctx, IR_DIAG_ERROR, r->src, r->src->len, "empty IOSpec: expected the sections inputs, "
		                                                  "outputs and simple_sequences");
		ok = false;
	}
	if (!ok) {
		node_free(root);
		return NULL;
	}
	return root;
}

/* ---- values ---- */

static bool is_null(const YNode *n)
{
	return n->kind == Y_SCALAR && n->plain &&
	       (!n->len || !strcmp(n->text, "~") || !strcmp(n->text, "null") || !strcmp(n->text, "Null") ||
	        !strcmp(n->text, "NULL"));
}

static const char *kind_words(const YNode *n)
{
	return n->kind == Y_MAP ? "a mapping" : n->kind == Y_SEQ ? "a sequence" : "a scalar";
}

/* n is a mapping (a null counts as an empty one), else an error naming
   what. */
static bool want_map(Reader *r, const YNode *n, const char *what)
{
	if (n->kind == Y_MAP || is_null(n))
		return true;
	error_at(r, n->mark, "%s must be a mapping, not %s", what, kind_words(n));
	return false;
}

static bool want_seq(Reader *r, const YNode *n, const char *what)
{
	if (n->kind == Y_SEQ || is_null(n))
		return true;
	error_at(r, n->mark, "%s must be a sequence, not %s", what, kind_words(n));
	return false;
}

/* A string: any non-null scalar (a name such as 1 or true reads as text). */
static bool want_string(Reader *r, const YNode *n, const char *what)
{
	if (n->kind == Y_SCALAR && !is_null(n) && !memchr(n->text, 0, n->len))
		return true;
	error_at(r, n->mark, "%s must be a string", what);
	return false;
}

/* A YAML 1.1 decimal integer, -2^63 .. 2^63-1. */
static bool want_int(Reader *r, const YNode *n, const char *what, int64_t *v)
{
	const char *s = n->kind == Y_SCALAR && n->plain ? n->text : "";
	size_t sign = *s == '-' || *s == '+';
	bool digits = s[sign] && strspn(s + sign, "0123456789") == strlen(s + sign);
	errno = 0;
	long long x = digits ? strtoll(s, NULL, 10) : 0;
	if (!digits || errno) {
		error_at(r, n->mark, "%s must be an integer", what);
		return false;
	}
	*v = x;
	return true;
}

/* A YAML 1.1 number: an integer or a float (`1.5`, `-2.0e-3`, `.inf`). */
static bool want_number(Reader *r, const YNode *n, const char *what)
{
	const char *s = n->kind == Y_SCALAR && n->plain ? n->text : "";
	static const char *const special[] = {".inf", "-.inf", "+.inf", ".Inf", "-.Inf", ".INF", "-.INF",
	                                      ".nan", ".NaN", ".NAN"};
	for (size_t i = 0; i < sizeof special / sizeof *special; i++)
		if (!strcmp(s, special[i]))
			return true;
	char *end;
	if (*s && strspn(s, "+-0123456789.eE") == strlen(s) && (strtod(s, &end), !*end))
		return true;
	error_at(r, n->mark, "%s must be a number", what);
	return false;
}

static bool want_bool(Reader *r, const YNode *n, const char *what, bool *v)
{
	static const char *const yes[] = {"true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON", "y", "Y"};
	static const char *const no[] = {"false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF", "n", "N"};
	for (size_t i = 0; n->kind == Y_SCALAR && n->plain && i < sizeof yes / sizeof *yes; i++)
		if (!strcmp(n->text, yes[i]) || !strcmp(n->text, no[i]))
			return *v = !strcmp(n->text, yes[i]), true;
	error_at(r, n->mark, "%s must be true or false", what);
	return false;
}

/* Mapping m's keys: each a string, none twice. */
static bool check_keys(Reader *r, const YNode *m, const char *what)
{
	PtrMap seen = {0};
	bool ok = true;
	for (unsigned i = 0; ok && i < m->n; i += 2) {
		const YNode *k = m->items[i];
		ok = want_string(r, k, what);
		if (!ok)
			break;
		IrIdent *id = ir_ident(r->ctx, k->text, k->len);
		YNode *prev = pm_get(&seen, id);
		if (prev) {
			error_at(r, k->mark, "the key '%s' is given twice", k->text);
			ir_diag(r->ctx, IR_DIAG_NOTE, r->src, parse_iospec_offset(r->src, prev->mark), "given first here");
			ok = false;
		}
		pm_put(&seen, id, (void *)k);
	}
	pm_free(&seen);
	return ok;
}

/* The value of key in mapping m (keys checked), NULL if absent. */
static YNode *lookup(const YNode *m, const char *key)
{
	for (unsigned i = 0; m->kind == Y_MAP && i < m->n; i += 2)
		if (!strcmp(m->items[i]->text, key) && strlen(key) == m->items[i]->len)
			return m->items[i + 1];
	return NULL;
}

/* Every key of m is one of the NULL-terminated known ones. */
static bool known_keys(Reader *r, const YNode *m, const char *const *known, const char *what, const char *name)
{
	for (unsigned i = 0; m->kind == Y_MAP && i < m->n; i += 2) {
		size_t k = 0;
		while (known[k] && strcmp(known[k], m->items[i]->text))
			k++;
		if (!known[k]) {
			error_at(r, m->items[i]->mark, "unknown key '%s' in %s '%s'", m->items[i]->text, what, name);
			return false;
		}
	}
	return true;
}

/* ---- inputs and outputs ---- */

/* IoSpec.names: inputs and outputs share one name space, the index + 1
   of an output tagged by the high bit. */
#define OUTPUT_TAG ((uintptr_t)1 << (sizeof(uintptr_t) * 8 - 1))

static bool read_var(Reader *r, const YNode *key, const YNode *v, bool output, IoSpecVar *var)
{
	const char *what = output ? "output" : "input";
	static const char *const known[] = {"type", "varname", "length", "padded_length", "length_64b_words",
	                                    "precision", "quantization", "comments", "mailbox_id", "core_id",
	                                    "pc", NULL};
	static const char *const required[] = {"type", "varname", "length", "precision"};
	var->name = xstrndup(key->text, key->len);
	var->mark = key->mark;
	if (!want_map(r, v, what) || !check_keys(r, v, "a key") || !known_keys(r, v, known, what, var->name))
		return false;
	for (size_t i = 0; i < sizeof required / sizeof *required; i++)
		if (!lookup(v, required[i])) {
			error_at(r, v->mark, "%s '%s' needs the key '%s'", what, var->name, required[i]);
			return false;
		}
	const YNode *type = lookup(v, "type");
	if (!want_string(r, type, "type") || !want_string(r, lookup(v, "varname"), "varname"))
		return false;
	if (strcmp(type->text, what)) {
		error_at(r, type->mark, "%s '%s' has the type '%s' (expected '%s')", what, var->name, type->text, what);
		return false;
	}
	int64_t n = 0;
	const char *ints[] = {"length", "precision", "length_64b_words", "mailbox_id", "core_id", "pc",
	                      "padded_length"};
	for (size_t i = 0; i < sizeof ints / sizeof *ints; i++) {
		const YNode *x = lookup(v, ints[i]);
		if (x && !(i == 6 && is_null(x)) && !want_int(r, x, ints[i], &n))
			return false;
		if (x && !is_null(x) && n < 0) {
			error_at(r, x->mark, "%s must not be negative", ints[i]);
			return false;
		}
	}
	const YNode *q = lookup(v, "quantization");
	static const char *const qkeys[] = {"scale", "zero_pt", NULL};
	if (q && (!want_map(r, q, "quantization") || !check_keys(r, q, "a key") ||
	          !known_keys(r, q, qkeys, "the quantization of", var->name)))
		return false;
	for (size_t i = 0; q && i < 2; i++) {
		const YNode *x = lookup(q, qkeys[i]);
		if (x && !want_number(r, x, qkeys[i]))
			return false;
	}
	const YNode *c = lookup(v, "comments");
	if (c && (!want_map(r, c, "comments") || !check_keys(r, c, "a comment")))
		return false;
	const YNode *latched = c ? lookup(c, "latched") : NULL;
	return !latched || want_bool(r, latched, "latched", &var->latched);
}

static bool read_vars(Reader *r, const YNode *section, bool output)
{
	const char *what = output ? "outputs" : "inputs";
	if (!want_map(r, section, what) || !check_keys(r, section, "a name"))
		return false;
	unsigned n = section->n / 2;
	IoSpecVar *vars = xcalloc(n ? n : 1, sizeof *vars);
	*(output ? &r->spec->outputs : &r->spec->inputs) = vars;
	for (unsigned i = 0; i < n; i++) {
		const YNode *key = section->items[2 * i];
		*(output ? &r->spec->noutputs : &r->spec->ninputs) = i + 1;
		if (!read_var(r, key, section->items[2 * i + 1], output, &vars[i]))
			return false;
		IrIdent *id = ir_ident(r->ctx, key->text, key->len);
		if (pm_get(&r->spec->names, id)) {
			error_at(r, key->mark, "'%s' is the name of an input and of an output", key->text);
			return false;
		}
		pm_put(&r->spec->names, id, (void *)((uintptr_t)(i + 1) | (output ? OUTPUT_TAG : 0)));
	}
	return true;
}

/* ---- sequences ---- */

/* The names of list `key` of sequence seq: each an input (or output) of
   the spec, none twice, each in no sequence before. */
static bool read_names(Reader *r, const YNode *seq, const char *key, bool output, IoSpecSequence *s,
                       unsigned *owner)
{
	const YNode *list = lookup(seq, key);
	if (!list) {
		error_at(r, seq->mark, "sequence '%s' needs the key '%s'", s->name, key);
		return false;
	}
	if (!want_seq(r, list, key))
		return false;
	unsigned n = list->kind == Y_SEQ ? list->n : 0;
	unsigned *idx = xcalloc(n ? n : 1, sizeof *idx);
	*(output ? &s->outputs : &s->inputs) = idx;
	for (unsigned i = 0; i < n; i++) {
		const YNode *name = list->items[i];
		if (!want_string(r, name, output ? "an output's name" : "an input's name"))
			return false;
		uintptr_t tagged = (uintptr_t)pm_get(&r->spec->names, ir_ident(r->ctx, name->text, name->len));
		if (!tagged || !(tagged & OUTPUT_TAG) != !output) {
			error_at(r, name->mark, "'%s' is not %s of the IOSpec", name->text, output ? "an output" : "an input");
			return false;
		}
		unsigned v = (unsigned)(tagged & ~OUTPUT_TAG) - 1;
		unsigned *own = &owner[output ? r->spec->ninputs + v : v];
		if (*own) {
			bool same = *own - 1 == (unsigned)(s - r->spec->seqs);
			error_at(r, name->mark, "'%s' is listed %s", name->text,
			         same ? "twice in this sequence" : "in two sequences");
			return false;
		}
		*own = (unsigned)(s - r->spec->seqs) + 1;
		idx[i] = v;
		*(output ? &s->noutputs : &s->ninputs) = i + 1;
	}
	return true;
}

static bool read_sequences(Reader *r, const YNode *section)
{
	if (!want_map(r, section, "simple_sequences") || !check_keys(r, section, "a sequence's name"))
		return false;
	unsigned n = section->n / 2;
	r->spec->seqs = xcalloc(n ? n : 1, sizeof *r->spec->seqs);
	/* which sequence (+1) takes each input, then each output */
	unsigned *owner = xcalloc(r->spec->ninputs + r->spec->noutputs + 1, sizeof *owner);
	static const char *const known[] = {"type", "inputs", "outputs", "comments", NULL};
	bool ok = true;
	for (unsigned i = 0; ok && i < n; i++) {
		const YNode *key = section->items[2 * i], *seq = section->items[2 * i + 1];
		IoSpecSequence *s = &r->spec->seqs[i];
		s->name = xstrndup(key->text, key->len);
		s->mark = key->mark;
		r->spec->nseqs = i + 1;
		const YNode *type = NULL;
		ok = want_map(r, seq, "a sequence") && check_keys(r, seq, "a key") &&
		     known_keys(r, seq, known, "sequence", s->name);
		if (ok && !(type = lookup(seq, "type"))) {
			error_at(r, seq->mark, "sequence '%s' needs the key 'type'", s->name);
			ok = false;
		}
		ok = ok && want_string(r, type, "type");
		if (ok && strcmp(type->text, "simple_sequence")) {
			error_at(r, type->mark, "sequence '%s' has the type '%s' (expected 'simple_sequence')", s->name,
			         type->text);
			ok = false;
		}
		ok = ok && read_names(r, seq, "inputs", false, s, owner) && read_names(r, seq, "outputs", true, s, owner);
		const YNode *c = ok ? lookup(seq, "comments") : NULL;
		ok = ok && (!c || (want_map(r, c, "comments") && check_keys(r, c, "a comment")));
	}
	for (unsigned i = 0; ok && i < r->spec->ninputs + r->spec->noutputs; i++) {
		if (owner[i])
			continue;
		bool output = i >= r->spec->ninputs;
		const IoSpecVar *v = output ? &r->spec->outputs[i - r->spec->ninputs] : &r->spec->inputs[i];
		error_at(r, v->mark, "%s '%s' is in no sequence", output ? "output" : "input", v->name);
		ok = false;
	}
	free(owner);
	return ok;
}

/* ---- the document ---- */

static bool read_spec(Reader *r, const YNode *root)
{
	static const char *const sections[] = {"inputs", "outputs", "simple_sequences", "complex_sequences"};
	if (root->kind != Y_MAP) {
		error_at(r, root->mark, "an IOSpec must be a mapping of its sections, not %s", kind_words(root));
		return false;
	}
	if (!check_keys(r, root, "a section's name"))
		return false;
	for (unsigned i = 0; i < root->n; i += 2) {
		size_t k = 0;
		while (k < 4 && strcmp(sections[k], root->items[i]->text))
			k++;
		if (k == 4) {
			error_at(r, root->items[i]->mark, "undefined IOSpec section header '%s'", root->items[i]->text);
			return false;
		}
	}
	for (size_t k = 0; k < 3; k++)
		if (!lookup(root, sections[k])) {
			error_at(r, root->mark, "the IOSpec has no section '%s'", sections[k]);
			return false;
		}
	const YNode *complex = lookup(root, "complex_sequences");
	if (complex && !is_null(complex) && !(complex->kind == Y_MAP && !complex->n)) {
		error_at(r, complex->mark, "complex sequences are not supported (the IOSpec format: no model uses "
		                           "them yet)");
		return false;
	}
	return read_vars(r, lookup(root, "inputs"), false) && read_vars(r, lookup(root, "outputs"), true) &&
	       read_sequences(r, lookup(root, "simple_sequences"));
}

bool parse_iospec(IrContext *ctx, IrSource *src, IoSpec *spec)
{
	memset(spec, 0, sizeof *spec);
	Reader r = {.ctx = ctx, .src = src, .spec = spec};
	YNode *root = load(&r);
	bool ok = root && read_spec(&r, root);
	node_free(root);
	if (!ok)
		parse_iospec_free(spec);
	return ok;
}

void parse_iospec_free(IoSpec *spec)
{
	for (unsigned i = 0; i < spec->ninputs; i++)
		free(spec->inputs[i].name);
	for (unsigned i = 0; i < spec->noutputs; i++)
		free(spec->outputs[i].name);
	for (unsigned i = 0; i < spec->nseqs; i++) {
		free(spec->seqs[i].name);
		free(spec->seqs[i].inputs);
		free(spec->seqs[i].outputs);
	}
	free(spec->inputs);
	free(spec->outputs);
	free(spec->seqs);
	pm_free(&spec->names);
	memset(spec, 0, sizeof *spec);
}

int parse_iospec_lookup(IrContext *ctx, const IoSpec *spec, const char *name, size_t len, bool *output)
{
	uintptr_t found = (uintptr_t)pm_get(&spec->names, ir_ident(ctx, name, len));
	*output = found & OUTPUT_TAG;
	return (int)(found & ~OUTPUT_TAG) - 1;
}
