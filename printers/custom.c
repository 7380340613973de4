/* custom.c: custom assembly forms: the declarative-format engine (ODS's
   assemblyFormat, interpreted) and the hand-written forms of irregular ops. */
#include <inttypes.h>

#include "internal.h"

/* ---- shared pieces ---- */

static void put(Printer *p, const char *s)
{
	sb_puts(p->out, s);
}

void print_value_list(Printer *p, IrUse *uses, unsigned n)
{
	for (unsigned i = 0; i < n; i++) {
		if (i)
			put(p, ", ");
		print_value(p, ir_use_value(&uses[i]));
	}
}

static void print_type_list(Printer *p, IrType **types, unsigned n)
{
	for (unsigned i = 0; i < n; i++) {
		if (i)
			put(p, ", ");
		print_type(p, p->out, types[i]);
	}
}

/* `(A, B) -> R`, `() -> (R, S)`: MLIR's printFunctionalType. */
void print_functional_type(Printer *p, IrType **in, unsigned nin, IrType **out, unsigned nout)
{
	sb_putc(p->out, '(');
	print_type_list(p, in, nin);
	put(p, ") -> ");
	bool parens = nout != 1 || out[0]->kind == IR_TYPE_FUNCTION;
	if (parens)
		sb_putc(p->out, '(');
	print_type_list(p, out, nout);
	if (parens)
		sb_putc(p->out, ')');
}

/* Gathers the types of op's operands [start, start+n) or results. */
static IrType **operand_types(IrOp *op, unsigned start, unsigned n, IrType **buf)
{
	for (unsigned i = 0; i < n; i++)
		buf[i] = ir_value_type(ir_op_operand(op, start + i));
	return buf;
}

static IrType **result_types(IrOp *op, IrType **buf)
{
	for (unsigned i = 0; i < op->nresults; i++)
		buf[i] = ir_value_type(&ir_op_results(op)[i]);
	return buf;
}

/* Is name among the space-separated names in list? */

/* Is value's text exactly text[0..tn)? */
static bool prints_as(Printer *p, IrAttr *value, const char *text, size_t tn)
{
	StrBuf *v = &p->scratch;
	v->len = 0;
	print_attr(p, v, value);
	return v->len == tn && !memcmp(v->s, text, tn);
}

/* Does attribute name=value have the value its op's definition gives as default? */
static bool is_default(Printer *p, IrOp *op, const IrIdent *name, IrAttr *value)
{
	const char *text;
	size_t tn;
	return ir_op_def_default(ir_def(op), name->s, name->n, &text, &tn) && prints_as(p, value, text, tn);
}

/* For an enum attribute of the op's dialect (def->enums), the part of
   `#ns.mnemonic<KEYWORD>` after the mnemonic, which the custom form prints
   (`<fast>` after `fastmath`, or just the keyword in an attr-dict). */
static bool enum_rest_of(const char *ns, size_t nsl, const char *mn, size_t ml, const IrAttr *a,
                         const char **rest, size_t *rn)
{
	const char *body = a->dialect.body->s;
	if (a->dialect.ns->n != nsl || memcmp(a->dialect.ns->s, ns, nsl) || strncmp(body, mn, ml) ||
	    body[ml] != '<')
		return false;
	*rest = body + ml;
	*rn = a->dialect.body->n - ml;
	return true;
}

static bool enum_rest(IrOp *op, const IrIdent *name, const IrAttr *a, const char **rest,
                      size_t *rn)
{
	const char *ns, *mn;
	size_t nsl, ml;
	return a->kind == IR_ATTR_DIALECT && a->pretty &&
	       ir_op_def_enum_in(ir_def(op), name->s, name->n, &ns, &nsl, &mn, &ml) &&
	       enum_rest_of(ns, nsl, mn, ml, a, rest, rn);
}

/* Is name among the names of list, or one of the segment sizes, which no
   attr-dict prints? */
static bool left_out(Printer *p, const char *list, const IrIdent *name)
{
	uintptr_t key = (uintptr_t)list ^ ((uintptr_t)name >> 3);
	struct LeftOut *slot = &p->left_out[(key ^ key >> 7) % (sizeof p->left_out / sizeof *p->left_out)];
	if (slot->list != list || slot->name != name) {
		bool out = ir_word_in_list(list, name->s, name->n) || !strcmp(name->s, "operandSegmentSizes") ||
		           !strcmp(name->s, "resultSegmentSizes");
		*slot = (struct LeftOut){list, name, out};
	}
	return slot->out;
}

/* ` {a = 1, b}` of the op's properties and attributes merged by name,
   without those in `elided` or at their default value; nothing when all are
   left out.  MLIR's printOptionalAttrDict[WithKeyword]. */
void print_custom_attr_dict(Printer *p, IrOp *op, const char *elided, bool keyword)
{
	IrAttr *props = ir_op_props(op) && ir_op_props(op)->kind == IR_ATTR_DICT ? ir_op_props(op) : NULL;
	unsigned np = props ? props->dict.n : 0, na = ir_op_attrs(op)->dict.n, i = 0, j = 0;
	bool any = false;
	while (i < np || j < na) {
		bool take_prop = j >= na || (i < np && strcmp(ir_dict_name(props, i)->s,
		                                              ir_dict_name(ir_op_attrs(op), j)->s) < 0);
		IrNamedAttr e = take_prop ? ir_dict_entry(props, i++) : ir_dict_entry(ir_op_attrs(op), j++);
		if (left_out(p, elided, e.name) || is_default(p, op, e.name, e.value))
			continue;
		put(p, any ? ", " : keyword ? " attributes {" : " {");
		any = true;
		const char *rest;
		size_t rn;
		if (enum_rest(op, e.name, e.value, &rest, &rn)) { /* `mode = BILINEAR` */
			sb_putn(p->out, e.name->s, e.name->n);
			put(p, " = ");
			sb_putn(p->out, rest + 1, rn - 2);
			continue;
		}
		print_dict_entry(p, p->out, e);
	}
	if (any)
		sb_putc(p->out, '}');
}

void print_symbol(Printer *p, IrAttr *name)
{
	IrIdent *ids[1] = {name->str};
	IrAttr ref = {.kind = IR_ATTR_SYMBOL_REF, .symref = {1, ids}};
	print_attr(p, p->out, &ref);
}

/* ---- the declarative format engine ---- */

typedef struct {
	bool emit_space;       /* ODS's shouldEmitSpace */
	bool last_punctuation; /* ODS's lastWasPunctuation */
	const char *elided;    /* attributes printed by name, left out of attr-dict */
	/* the op's operand groups and their sizes (operandSegmentSizes, or
	   NULL), looked up once an op rather than once a `$name` */
	const IrOperandGroups *groups;
	const IrAttr *segments;
	const IrFmtElement *elems;  /* the format's elements */
	const struct FmtFacts *facts; /* what each element is (format_facts) */
} FormatState;

/* The operands of op's group gi (of def->operands, "a b*"): with
   operandSegmentSizes the sizes are given; otherwise at most one group is
   variadic or optional and takes what the others leave. */
static bool operand_group_at(const FormatState *st, IrOp *op, unsigned gi, unsigned *start, unsigned *count)
{
	const IrOperandGroups *g = st->groups;
	const IrAttr *seg = st->segments;
	unsigned before = 0, seg_before = 0;
	bool var_before = false;
	for (unsigned i = 0; i < gi; i++) {
		seg_before += seg && i < seg->darray.n ? (unsigned)seg->darray.elems[i] : 1;
		var_before |= g->groups[i].variadic;
		before += !g->groups[i].variadic;
	}
	if (seg) {
		*start = seg_before;
		*count = gi < seg->darray.n ? (unsigned)seg->darray.elems[gi] : 1;
	} else {
		unsigned var_count = op->noperands > g->fixed ? op->noperands - g->fixed : 0;
		*start = before + (var_before ? var_count : 0);
		*count = g->groups[gi].variadic ? var_count : 1;
	}
	return *start + *count <= op->noperands;
}

static int group_index(const IrOperandGroups *g, const char *name, size_t n)
{
	for (unsigned i = 0; i < g->n; i++)
		if (g->groups[i].len == n && !memcmp(g->groups[i].s, name, n))
			return (int)i;
	return -1;
}

/* The operands of group `name` of op. */
static bool operand_group(const FormatState *st, IrOp *op, const char *name, size_t n, unsigned *start,
                          unsigned *count)
{
	int gi = group_index(st->groups, name, n);
	return gi >= 0 && operand_group_at(st, op, (unsigned)gi, start, count);
}

/* Dense integer elements as `[1, 2]` (upstream's SPIRV_I32_1DArmTensor). */
static void print_int_list(Printer *p, const IrAttr *a)
{
	int64_t n = ir_type_num_elements(ir_attr_type_of(a)), v;
	sb_putc(p->out, '[');
	for (int64_t i = 0; i < n && ir_dense_int_at(a, (size_t)i, &v); i++)
		sb_printf(p->out, "%s%lld", i ? ", " : "", (long long)v);
	sb_putc(p->out, ']');
}

/* An attribute named in the format prints without its default type. */
static void print_format_attr(Printer *p, IrAttr *a)
{
	StrBuf *tmp = &p->scratch;
	if (a->kind == IR_ATTR_DENSE_ARRAY) { /* `[1, 2]`, without `array<i32: ...>` */
		tmp->len = 0;
		print_attr(p, tmp, a);
		if (!tmp->len) /* the alias pre-pass prints nothing */
			return;
		const char *colon = strstr(tmp->s, ": ");
		sb_putc(p->out, '[');
		if (colon)
			sb_putn(p->out, colon + 2, tmp->len - (size_t)(colon + 2 - tmp->s) - 1);
		sb_putc(p->out, ']');
		return;
	}
	if (a->kind == IR_ATTR_INTEGER || a->kind == IR_ATTR_FLOAT) {
		tmp->len = 0;
		print_attr(p, tmp, a);
		if (!tmp->len)
			return;
		char *colon = strstr(tmp->s, " : ");
		sb_putn(p->out, tmp->s, colon ? (size_t)(colon - tmp->s) : tmp->len);
		return;
	}
	print_attr(p, p->out, a);
}

/* The punctuation ODS's spacing rules look at (compared, not searched
   for: every literal of every op asks). */
static bool is_opening(char c)
{
	return c == '<' || c == '(' || c == '{' || c == '[';
}

static bool is_closing(char c)
{
	return c == '>' || c == ')' || c == '}' || c == ']' || c == ',';
}

/* ODS's shouldEmitSpaceBefore for a literal. */
static bool space_before_literal(const char *s, size_t n, bool last_punctuation)
{
	if (n != 1 && !(n == 2 && !memcmp(s, "->", 2)))
		return true;
	return !is_closing(s[0]) && (last_punctuation || !is_opening(s[0]));
}

static void print_literal(Printer *p, FormatState *st, const IrFmtElement *e)
{
	if (e->n == 0) { /* `` suppresses the next space */
		st->emit_space = false;
		return;
	}
	if (e->n == 1 && e->s[0] == ' ') {
		sb_putc(p->out, ' ');
		st->emit_space = false;
		return;
	}
	if (st->emit_space && space_before_literal(e->s, e->n, st->last_punctuation))
		sb_putc(p->out, ' ');
	sb_putn(p->out, e->s, e->n);
	st->emit_space = e->n != 1 || !is_opening(e->s[0]);
	st->last_punctuation = e->s[0] != '_' && !((e->s[0] >= 'a' && e->s[0] <= 'z') || (e->s[0] >= 'A' && e->s[0] <= 'Z'));
}

static void space_before_element(Printer *p, FormatState *st)
{
	if (st->emit_space)
		sb_putc(p->out, ' ');
	st->last_punctuation = false;
	st->emit_space = true;
}

/* Types named by a directive argument: `$x`, `operands`, `results`. */
static unsigned arg_types(const FormatState *st, IrOp *op, const char *s, size_t n, IrType **buf)
{
	unsigned start, count;
	if (n == 8 && !memcmp(s, "operands", 8))
		return operand_types(op, 0, op->noperands, buf), op->noperands;
	if (n == 7 && !memcmp(s, "results", 7))
		return result_types(op, buf), op->nresults;
	if (s[0] == '$' && operand_group(st, op, s + 1, n - 1, &start, &count))
		return operand_types(op, start, count, buf), count;
	/* a `$name` that is no operand group names one result, or all */
	int ri = s[0] == '$' ? ir_op_def_result_index(ir_def(op), s + 1, n - 1) : -1;
	if (ri >= 0 && (unsigned)ri < op->nresults) {
		buf[0] = ir_value_type(&ir_op_results(op)[ri]);
		return 1;
	}
	return result_types(op, buf), op->nresults;
}

/* Splits a directive's arguments at top-level commas. */
static unsigned split_args(const char *a, size_t n, const char **parts, size_t *lens, unsigned max)
{
	unsigned k = 0;
	int depth = 0;
	const char *start = a;
	for (size_t i = 0; i <= n && k < max; i++) {
		if (i == n || (a[i] == ',' && depth == 0)) {
			const char *s = start, *e = a + i;
			while (s < e && *s == ' ')
				s++;
			while (e > s && e[-1] == ' ')
				e--;
			parts[k] = s;
			lens[k++] = (size_t)(e - s);
			start = a + i + 1;
		} else if (a[i] == '(') {
			depth++;
		} else if (a[i] == ')') {
			depth--;
		}
	}
	return k;
}

/* ODS's custom<DynamicIndexList>($dynamic, $static): `(4, %n, 8)` (or in
   square brackets), an SSA value of $dynamic wherever $static holds
   IR_DYNAMIC. */
void print_dynamic_index_list(Printer *p, IrOp *op, unsigned start, unsigned count, IrAttr *st, char open)
{
	sb_putc(p->out, open);
	for (unsigned i = 0, k = 0; st && st->kind == IR_ATTR_DENSE_ARRAY && i < st->darray.n; i++) {
		if (i)
			put(p, ", ");
		int64_t v = (int64_t)st->darray.elems[i];
		if (v == IR_DYNAMIC && k < count)
			print_value_list(p, ir_op_operands(op) + start + k++, 1);
		else
			sb_printf(p->out, "%" PRId64, v);
	}
	sb_putc(p->out, open == '(' ? ')' : ']');
}

/* The format's dynamic-index-list($dynamic, $static) and its -square form. */
static void print_format_index_list(Printer *p, const FormatState *fs, IrOp *op, const IrFmtElement *e,
                                    const char *const *parts, const size_t *lens)
{
	unsigned start = 0, count = 0;
	operand_group(fs, op, parts[0] + 1, lens[0] - 1, &start, &count);
	IrAttr *st = ir_op_get_attr_n(op, parts[1] + 1, lens[1] - 1);
	print_dynamic_index_list(p, op, start, count, st, e->n > 18 ? '[' : '(');
}

static void print_directive(Printer *p, FormatState *st, IrOp *op, const IrFmtElement *e, const char *const *parts,
                            const size_t *lens, IrType **buf)
{
	if (ir_fmt_is(e, "attr-dict") || ir_fmt_is(e, "attr-dict-with-keyword")) {
		print_custom_attr_dict(p, op, st->elided, ir_fmt_is(e, "attr-dict-with-keyword"));
		st->last_punctuation = false;
		return;
	}
	space_before_element(p, st);
	if (ir_fmt_is(e, "operands")) {
		print_value_list(p, ir_op_operands(op), op->noperands);
	} else if (ir_fmt_is(e, "type") || ir_fmt_is(e, "qualified")) {
		const char *a = e->args;
		size_t n = e->nargs;
		if (ir_fmt_is(e, "qualified")) { /* qualified(type($x)) */
			a += 5;
			n -= 6;
		}
		unsigned k = arg_types(st, op, a, n, buf);
		print_type_list(p, buf, k);
	} else if (ir_fmt_is(e, "functional-type")) {
		unsigned nin = arg_types(st, op, parts[0], lens[0], buf);
		IrType **out = buf + nin;
		unsigned nout = arg_types(st, op, parts[1], lens[1], out);
		print_functional_type(p, buf, nin, out, nout);
	} else if (ir_fmt_is(e, "dynamic-index-list") || ir_fmt_is(e, "dynamic-index-list-square")) {
		print_format_index_list(p, st, op, e, parts, lens);
	} else if (ir_fmt_is(e, "regions")) {
		for (unsigned i = 0; i < ir_op_nregions(op); i++) {
			if (i)
				put(p, ", ");
			print_region(p, &ir_op_regions(op)[i], true, true, false);
		}
	}
}

/* What the printer needs of an element of a definition's format, read
   once per print (Printer.fmt_facts) rather than once an op: what a
   `$name` names, a directive's arguments. */
typedef struct FmtFacts {
	int region, successor, group; /* its index among the op's, -1 when it is none */
	bool symbol, typed, arm_i32s; /* as an attribute: written `@name`, with its type, as `[1, 2]` */
	bool is_enum, has_default;
	const char *enum_ns, *enum_mnemonic, *default_text; /* ir_op_def_enum_in, ir_op_def_default */
	size_t enum_nsl, enum_ml, default_n;
	const char *args[2]; /* a directive's first two arguments (split_args) */
	size_t arg_lens[2];
} FmtFacts;

static const FmtFacts *format_facts(Printer *p, const IrOpDef *def, const IrFmt *fmt, const IrOperandGroups *g)
{
	FmtFacts *facts = pm_get(&p->fmt_facts, fmt);
	if (facts)
		return facts;
	size_t n = 1;
	while (fmt->elems[n - 1].kind != IR_FMT_END)
		n++;
	facts = arena_alloc(&p->names, n * sizeof *facts);
	for (size_t i = 0; i < n; i++) {
		const IrFmtElement *e = &fmt->elems[i];
		FmtFacts *v = &facts[i];
		memset(v, 0, sizeof *v);
		v->region = v->successor = v->group = -1;
		if (e->kind == IR_FMT_DIRECTIVE && e->args)
			split_args(e->args, e->nargs, v->args, v->arg_lens, 2);
		if (e->kind != IR_FMT_VAR)
			continue;
		v->region = ir_op_def_region_index(def, e->s, e->n);
		v->successor = ir_word_index(def->successors, e->s, e->n);
		v->group = group_index(g, e->s, e->n);
		v->symbol = ir_word_in_list(def->symbol_attrs, e->s, e->n);
		v->typed = ir_op_def_attr_kind_is(def, e->s, e->n, "typed");
		v->arm_i32s = ir_op_def_attr_kind_is(def, e->s, e->n, "arm_i32s");
		v->is_enum = ir_op_def_enum_in(def, e->s, e->n, &v->enum_ns, &v->enum_nsl, &v->enum_mnemonic, &v->enum_ml);
		v->has_default = ir_op_def_default(def, e->s, e->n, &v->default_text, &v->default_n);
	}
	pm_put(&p->fmt_facts, fmt, facts);
	return facts;
}

/* Does v name an operand group, a region or a successor?  Then, as in
   ODS, it names no attribute, even one of the same name. */
static bool names_no_attribute(const FmtFacts *v)
{
	return v->region >= 0 || v->successor >= 0 || v->group >= 0;
}

static void print_var(Printer *p, FormatState *st, IrOp *op, const IrFmtElement *e, const FmtFacts *fv)
{
	unsigned start, count;
	IrAttr *a = NULL;
	if (!names_no_attribute(fv)) {
		a = ir_op_get_attr_n(op, e->s, e->n);
		if (a && a->kind == IR_ATTR_UNIT) /* a unit attribute is its group's keyword */
			return;
	}
	space_before_element(p, st);
	if (fv->region >= 0 && (unsigned)fv->region < ir_op_nregions(op)) { /* ODS prints a region with all of it */
		print_region(p, &ir_op_regions(op)[fv->region], true, true, false);
		return;
	}
	if (fv->successor >= 0 && (unsigned)fv->successor < ir_op_nsuccs(op)) {
		print_block_name(p, ir_op_succ(op, fv->successor));
		return;
	}
	if (fv->group >= 0 && operand_group_at(st, op, (unsigned)fv->group, &start, &count)) {
		print_value_list(p, ir_op_operands(op) + start, count);
		return;
	}
	const char *rest;
	size_t rn;
	int64_t v;
	if (names_no_attribute(fv))
		a = ir_op_get_attr_n(op, e->s, e->n);
	if (!a)
		return;
	if (a->kind == IR_ATTR_STRING && fv->symbol)
		print_symbol(p, a);
	else if (fv->is_enum && a->kind == IR_ATTR_DIALECT && a->pretty &&
	         enum_rest_of(fv->enum_ns, fv->enum_nsl, fv->enum_mnemonic, fv->enum_ml, a, &rest, &rn))
		sb_putn(p->out, rest, rn);
	else if (a->kind == IR_ATTR_INTEGER && apint_to_i64(a->words, ir_type_bit_width(ir_attr_type_of(a)), 1, &v) == APNUM_OK &&
	         ir_op_def_int_enum_keyword(ir_def(op), e->s, e->n, v, &rest, &rn))
		sb_putn(p->out, rest, rn);
	else if (fv->typed)
		print_attr(p, p->out, a);
	else if (a->kind == IR_ATTR_DENSE && fv->arm_i32s)
		print_int_list(p, a);
	else
		print_format_attr(p, a);
}

/* Is the anchor of an optional group present? */
static bool anchor_present(Printer *p, const FormatState *st, IrOp *op, const IrFmtElement *e)
{
	unsigned start, count;
	const FmtFacts *fv = &st->facts[e - st->elems];
	if (e->kind == IR_FMT_VAR && fv->group >= 0 && operand_group_at(st, op, (unsigned)fv->group, &start, &count))
		return count > 0;
	if (e->kind == IR_FMT_VAR) { /* an attribute: present, set, and not its default */
		IrAttr *a = ir_op_get_attr_n(op, e->s, e->n);
		return a && !(a->kind == IR_ATTR_BOOL && !a->b) &&
		       !(fv->has_default && prints_as(p, a, fv->default_text, fv->default_n));
	}
	if (e->kind == IR_FMT_DIRECTIVE && (ir_fmt_is(e, "operands")))
		return op->noperands > 0;
	return true;
}

/* Finds the anchor of the group starting at c (just after its `(`). */
static bool group_present(Printer *p, const FormatState *st, IrOp *op, const IrFmtElement *c)
{
	int depth = 0;
	for (;;) {
		const IrFmtElement *e = c;
		if (ir_fmt_next(&c).kind == IR_FMT_END)
			return true;
		if (e->kind == IR_FMT_OPEN)
			depth++;
		if (e->kind == IR_FMT_CLOSE && depth-- == 0)
			return true;
		if (e->anchor && depth == 0)
			return anchor_present(p, st, op, e);
	}
}

/* Room for the types of op's operands and results: `few` (FEW_TYPES
   long) when they fit, else the heap. */
enum { FEW_TYPES = 16 };
static IrType **type_room(const IrOp *op, IrType **few)
{
	size_t n = (size_t)op->noperands + op->nresults + 1;
	return n <= FEW_TYPES ? few : xmalloc(n * sizeof(IrType *));
}

static void free_type_room(IrType **buf, IrType **few)
{
	if (buf != few)
		free(buf);
}

static void print_format(Printer *p, IrOp *op)
{
	const IrFmt *fmt = ir_fmt(p->ctx, ir_def(op));
	FormatState st = {true, false, fmt->named_attrs, ir_op_def_operand_groups(p->ctx, ir_def(op)), NULL, fmt->elems,
	                  NULL};
	st.facts = format_facts(p, ir_def(op), fmt, st.groups);
	if (st.groups->segmented) {
		st.segments = ir_op_get_attr(op, "operandSegmentSizes");
		if (st.segments && st.segments->kind != IR_ATTR_DENSE_ARRAY)
			st.segments = NULL;
	}
	IrType *few[FEW_TYPES], **buf = type_room(op, few);
	const IrFmtElement *c = fmt->elems;
	for (;;) {
		const IrFmtElement *at = c;
		IrFmtElement e = ir_fmt_next(&c);
		if (e.kind == IR_FMT_END)
			break;
		switch (e.kind) {
		case IR_FMT_LITERAL: print_literal(p, &st, &e); break;
		case IR_FMT_VAR: print_var(p, &st, op, &e, &st.facts[at - fmt->elems]); break;
		case IR_FMT_DIRECTIVE:
			print_directive(p, &st, op, &e, st.facts[at - fmt->elems].args, st.facts[at - fmt->elems].arg_lens,
			                buf);
			break;
		case IR_FMT_OPEN:
			if (!group_present(p, &st, op, c))
				ir_fmt_skip_group(&c);
			break;
		default: break;
		}
	}
	free_type_room(buf, few);
}

/* ---- pieces the hand-written forms share ---- */

/* ` -> (t1, t2)` of the results; with a single result the parentheses go
   only if `parens` (affine.if leaves them out, scf.if does not). */
void print_arrow_results(Printer *p, IrOp *op, bool parens)
{
	parens |= op->nresults != 1 || ir_value_type(&ir_op_results(op)[0])->kind == IR_TYPE_FUNCTION;
	sb_puts(p->out, parens ? " -> (" : " -> ");
	for (unsigned i = 0; i < op->nresults; i++) {
		if (i)
			sb_puts(p->out, ", ");
		print_type(p, p->out, ir_value_type(&ir_op_results(op)[i]));
	}
	if (parens)
		sb_putc(p->out, ')');
}

/* ` {then}` and ` else {else}` when the else region has a block; the
   yields show only when they carry results. */
void print_then_else(Printer *p, IrOp *op)
{
	sb_putc(p->out, ' ');
	print_region(p, &ir_op_regions(op)[0], false, op->nresults > 0, false);
	if (ir_op_nregions(op) > 1 && ir_region_first(&ir_op_regions(op)[1])) {
		sb_puts(p->out, " else ");
		print_region(p, &ir_op_regions(op)[1], false, op->nresults > 0, false);
	}
}

/* ` iter_args(%arg1 = %init, ...)`: the body's arguments from the second
   on, bound to n operands. */
void print_iter_args(Printer *p, IrBlock *body, IrUse *inits, unsigned n)
{
	sb_puts(p->out, " iter_args(");
	for (unsigned i = 0; i < n; i++) {
		if (i)
			sb_puts(p->out, ", ");
		print_value_name(p, ir_block_arg(body, i + 1));
		sb_puts(p->out, " = ");
		print_value(p, ir_use_value(&inits[i]));
	}
	sb_putc(p->out, ')');
}

/* ` (%a = %x, %b = %y)`: block arguments and the values they start from. */
void print_init_list(Printer *p, IrBlock *entry, IrUse *inits, unsigned n)
{
	if (!entry || !entry->nargs)
		return;
	put(p, " (");
	for (unsigned i = 0; i < n && i < entry->nargs; i++) {
		if (i)
			put(p, ", ");
		print_value_name(p, ir_block_arg(entry, i));
		put(p, " = ");
		print_value(p, ir_use_value(&inits[i]));
	}
	sb_putc(p->out, ')');
}

void print_operand_types(Printer *p, IrOp *op, unsigned start, unsigned n)
{
	for (unsigned i = 0; i < n; i++) {
		if (i)
			put(p, ", ");
		print_type(p, p->out, ir_value_type(ir_op_operand(op, start + i)));
	}
}

void print_op_functional_type(Printer *p, IrOp *op)
{
	IrType *few[FEW_TYPES], **buf = type_room(op, few);
	print_functional_type(p, operand_types(op, 0, op->noperands, buf), op->noperands,
	                      result_types(op, buf + op->noperands), op->nresults);
	free_type_room(buf, few);
}

/* ---- the printer's state, as a dialect's printer sees it (ir/dialect.h) ---- */

StrBuf *print_out(Printer *p)
{
	return p->out;
}

IrContext *print_ctx(Printer *p)
{
	return p->ctx;
}

bool print_debuginfo(const Printer *p)
{
	return p->opts.debuginfo;
}

void print_newline(Printer *p, unsigned more)
{
	sb_putc(p->out, '\n');
	print_spaces(p->out, p->indent + more);
}

/* ---- entry ---- */

/* The op's name as MLIR prints it: without the prefix of the dialect that
   the enclosing op makes the default, or of a dialect whose ops print
   bare. */
static void print_op_name(Printer *p, IrOp *op)
{
	const char *name = ir_op_name(op)->s, *dd = p->default_dialect;
	size_t dn = dd ? strlen(dd) : 0;
	const IrDialect *dialect = ir_op_name(op)->dialect;
	if (dd && !strncmp(name, dd, dn) && name[dn] == '.' && !strchr(name + dn + 1, '.'))
		name += dn + 1;
	else if (dialect && dialect->prints_bare && dialect->prints_bare(p, op))
		name += strlen(dialect->name) + 1;
	put(p, name);
}

bool print_custom(Printer *p, IrOp *op)
{
	const IrOpDef *def = ir_def(op);
	if (!def || (!def->format && !def->print))
		return false;
	if (p->collect && !aliases_op_finds(p, op)) /* the dry run of the custom form would find nothing */
		return true;
	print_op_name(p, op);
	/* its regions' ops drop the prefix of its default dialect, if any */
	p->default_dialect = def->default_dialect;
	if (def->format)
		print_format(p, op);
	else
		def->print(p, op);
	return true;
}
