/* custom.c: reading custom assembly forms.  Bison hands over at the op's
   bare name (`tosa.add %a, %b : ...`, `return %x : i32`); the op's
   declarative format (the same one the printer uses) or a hand-written
   reader takes the rest from the token stream, and nested parses of the
   grammar read the types, attributes and regions inside it. */
#include <inttypes.h>
#include <stdlib.h>

#include "internal.h"
#include "parser.h"
#include "../printers/printers.h"

/* ---- nested parses ---- */

void nested_done(ParseState *ps, Loc loc)
{
	ps->nested_end = loc.end;
}

/* Runs the grammar from start token `start`; Bison may read one token past
   the construct before it accepts, which then goes back to the stream. */
bool custom_nested(ParseState *ps, int start)
{
	ps->pending_start = start;
	if (mica_yyparse(ps) != 0 || ps->failed)
		return false;
	TokMark last = ps->last;
	if (!ps->has_pushback && last.loc.start >= ps->nested_end && last.kind)
		tok_unget(ps, (Tok){last.kind, {(const char *)ps->lx.start + last.loc.start, last.loc.end - last.loc.start},
		                    last.loc});
	return true;
}

IrType *read_type(ParseState *ps)
{
	Tok t = tok_next_type(ps);
	if (t.kind == TOK_MEMO_TYPE || t.kind == TOK_MEMO_FUNCTION_TYPE) /* the whole type, without a nested parse */
		return memo_type(ps, t.loc);
	tok_unget(ps, t);
	return custom_nested(ps, TOK_START_TYPE) ? ps->nested_type : NULL;
}

IrAttr *read_attr(ParseState *ps)
{
	return custom_nested(ps, TOK_START_ATTR) ? ps->nested_attr : NULL;
}

RegionBuild *read_region(ParseState *ps)
{
	Tok t = tok_peek(ps);
	if (t.kind != '{') {
		ps_error(ps, error_offset(ps, t.loc.start), "expected '{' to begin a region");
		return NULL;
	}
	return custom_nested(ps, TOK_START_REGION) ? ps->nested_region : NULL;
}

/* ---- tokens ---- */

bool tok_is(const Tok *t, const char *text)
{
	return t->val.n == strlen(text) && !memcmp(t->val.p, text, t->val.n);
}

/* Consumes the next token if it is of kind `kind`. */
bool tok_accept(ParseState *ps, int kind, Tok *out)
{
	Tok t = tok_next(ps);
	if (t.kind == kind) {
		if (out)
			*out = t;
		return true;
	}
	tok_unget(ps, t);
	return false;
}

bool tok_expect(ParseState *ps, int kind, const char *what)
{
	Tok t = tok_next(ps);
	if (t.kind == kind)
		return true;
	ps_error(ps, error_offset(ps, t.loc.start), "expected %s", what);
	return false;
}

/* A format literal: punctuation, `->`, or a keyword (whatever its token). */
static bool literal_matches(const Tok *t, const char *lit, size_t n)
{
	if (n == 1 && strchr("()[]{}<>,=:?*+-", lit[0]))
		return t->kind == lit[0];
	if (n == 2 && !memcmp(lit, "->", 2))
		return t->kind == TOK_ARROW;
	return t->val.n == n && !memcmp(t->val.p, lit, n);
}

/* `%a, %b, ...` (possibly none) into uses. */
TVec *read_operand_list(ParseState *ps, TVec *uses)
{
	Tok t;
	if (!tok_accept(ps, TOK_PERCENT_ID, &t))
		return uses;
	do {
		uses = tv_push(ps, uses, ref_new(ps, t.val, t.loc));
	} while (tok_accept(ps, ',', NULL) && (tok_accept(ps, TOK_PERCENT_ID, &t) || !tok_expect(ps, TOK_PERCENT_ID, "SSA operand")));
	return ps->failed ? NULL : (uses ? uses : tv_new(ps));
}

/* `T, U, ...`: exactly n types. */
bool read_types(ParseState *ps, unsigned n, IrType **out)
{
	for (unsigned i = 0; i < n; i++) {
		if (i && !tok_expect(ps, ',', "','"))
			return false;
		if (!(out[i] = read_type(ps)))
			return false;
	}
	return true;
}

/* `T` or `(T, U)` after an arrow. */
TVec *read_result_types(ParseState *ps)
{
	TVec *types = tv_new(ps);
	if (!tok_accept(ps, '(', NULL)) {
		IrType *t = read_type(ps);
		return t ? tv_push(ps, types, t) : NULL;
	}
	if (tok_accept(ps, ')', NULL))
		return types;
	types = read_type_list(ps);
	return types && tok_expect(ps, ')', "')'") ? types : NULL;
}

TVec *read_type_list(ParseState *ps)
{
	TVec *types = tv_new(ps);
	do {
		IrType *t = read_type(ps);
		if (!t)
			return NULL;
		types = tv_push(ps, types, t);
	} while (tok_accept(ps, ',', NULL));
	return types;
}

/* ---- what a custom form gives ---- */

void add_named(ParseState *ps, Parsed *r, IrIdent *name, IrAttr *value)
{
	IrNamedAttr *na = arena_alloc(&ps->tmp, sizeof *na);
	na->name = name;
	na->value = value;
	r->named = tv_push(ps, r->named, na);
}

/* Index of operand group `name` in def->operands, -1 if none. */
static int group_index(const IrOpDef *def, const char *name, size_t n, bool *variadic)
{
	const char *list = def->operands, *p;
	size_t len;
	for (int i = 0; (p = ir_word_next(&list, &len)); i++) {
		bool var = p[len - 1] == '*' || p[len - 1] == '?';
		if ((var ? len - 1 : len) == n && !memcmp(p, name, n)) {
			if (variadic)
				*variadic = var;
			return i < MAX_GROUPS ? i : -1;
		}
	}
	return -1;
}

static unsigned group_count(const IrOpDef *def)
{
	unsigned n = 0;
	for (const char *p = def->operands; p && *p; p++)
		n += *p == ' ';
	return def->operands && *def->operands ? n + 1 : 0;
}

/* A bare keyword read in an attr-dict becomes `#ns.mnemonic<KEYWORD>` for an
   enum attribute of the op's dialect (IrOpDef.enums). */
static IrAttr *resolve_enum(ParseState *ps, const IrOpDef *def, IrIdent *name, IrAttr *a, Loc loc)
{
	const char *ns, *mn;
	size_t nsl, ml;
	if (a->kind != IR_ATTR_DIALECT || a->dialect.ns->n != 0)
		return a;
	if (!ir_op_def_enum_in(def, name->s, name->n, &ns, &nsl, &mn, &ml)) {
		ps_error(ps, loc.start, "expected attribute value");
		return NULL;
	}
	StrBuf body = {0};
	sb_printf(&body, "%.*s<%s>", (int)ml, mn, a->dialect.body->s);
	IrAttr *r = ir_attr_dialect(ps->ctx, ir_ident(ps->ctx, ns, nsl), ir_ident(ps->ctx, body.s, body.len), true,
	                            NULL, NULL);
	sb_free(&body);
	return r;
}

bool read_attr_dict(ParseState *ps, Parsed *r, bool keyword)
{
	if (keyword && !tok_accept(ps, TOK_KW_ATTRIBUTES, NULL))
		return true;
	Tok t = tok_peek(ps);
	if (t.kind != '{')
		return !keyword || tok_expect(ps, '{', "'{'");
	ps->enum_words = r->def->enums != NULL;
	IrAttr *d = read_attr(ps);
	ps->enum_words = false;
	if (!d)
		return false;
	r->attr_dict = d;
	for (unsigned i = 0; i < d->dict.n; i++) {
		IrAttr *v = resolve_enum(ps, r->def, ir_dict_name(d, i), ir_dict_value(d, i), t.loc);
		if (!v)
			return false;
		add_named(ps, r, ir_dict_name(d, i), v);
	}
	return true;
}

/* ---- the declarative format, read ---- */

/* Types for `type(X)` where X is `$group`, `operands` or `results` (or a
   result name). */
static bool read_directive_types(ParseState *ps, Parsed *r, const char *a, size_t n)
{
	bool variadic;
	int g = a[0] == '$' ? group_index(r->def, a + 1, n - 1, &variadic) : -1;
	if (g >= 0) {
		unsigned count = r->groups[g] ? r->groups[g]->n : 0;
		r->group_types[g] = arena_alloc(&ps->tmp, (count + 1) * sizeof(IrType *));
		return read_types(ps, count, r->group_types[g]);
	}
	if (n == 8 && !memcmp(a, "operands", 8) && !r->all_uses) {
		/* the operands of every group the format read, in order */
		unsigned total = 0;
		for (unsigned i = 0; i < MAX_GROUPS; i++)
			total += r->groups[i] ? r->groups[i]->n : 0;
		IrType **all = arena_alloc(&ps->tmp, (total + 1) * sizeof(IrType *));
		if (!read_types(ps, total, all))
			return false;
		for (unsigned i = 0; i < MAX_GROUPS; i++) {
			r->group_types[i] = all;
			all += r->groups[i] ? r->groups[i]->n : 0;
		}
		return true;
	}
	if (n == 8 && !memcmp(a, "operands", 8)) {
		unsigned count = r->all_uses ? r->all_uses->n : 0;
		r->all_types = arena_alloc(&ps->tmp, (count + 1) * sizeof(IrType *));
		return read_types(ps, count, r->all_types);
	}
	int ri = a[0] == '$' ? ir_op_def_result_index(r->def, a + 1, n - 1) : -1;
	if (ri >= 0 && (unsigned)ri < r->nresults) { /* one of several named results */
		if (!r->result_types)
			r->result_types = arena_alloc(&ps->tmp, (r->nresults + 1) * sizeof(IrType *));
		return read_types(ps, 1, r->result_types + ri);
	}
	/* a result no name binds (none written) is still there: `$memref` has one */
	if (!r->nresults && a[0] == '$')
		r->nresults = 1;
	r->result_types = arena_alloc(&ps->tmp, (r->nresults + 1) * sizeof(IrType *));
	return read_types(ps, r->nresults, r->result_types);
}

/* A type that must be of one kind; `what` names it in the error as MLIR's
   parseType<T> names it ("builtin.memref"). */
/* The error of a type read at `at` that is not of the kind `what` names. */
static void type_kind_error(ParseState *ps, Parsed *r, Tok at, IrType *ty, const char *what)
{
	StrBuf b = {0};
	print_type_str(&b, ty);
	ps_error(ps, at.loc.start, "custom op '%s' invalid kind of type specified: expected %s, but found '%s'",
	         r->name->s, what, b.s);
	sb_free(&b);
}

IrType *read_type_of_kind(ParseState *ps, Parsed *r, IrTypeKind kind, const char *what)
{
	Tok t = tok_peek_type(ps);
	IrType *ty = read_type(ps);
	if (ty && ty->kind != kind) {
		type_kind_error(ps, r, t, ty, what);
		return NULL;
	}
	return ty;
}

/* `type($x)` of a value whose type must be a ranked tensor (IrOpDef
   ranked_tensors): read as read_directive_types reads it, then checked. */
static bool read_ranked_tensor_type(ParseState *ps, Parsed *r, const char *a, size_t n)
{
	Tok t = tok_peek_type(ps);
	if (!read_directive_types(ps, r, a, n))
		return false;
	bool variadic;
	int g = group_index(r->def, a + 1, n - 1, &variadic);
	IrType *ty = g >= 0 ? (r->groups[g] && r->groups[g]->n ? r->group_types[g][0] : NULL)
	             : r->nresults ? r->result_types[0] : NULL;
	if (ty && ty->kind != IR_TYPE_TENSOR) {
		type_kind_error(ps, r, t, ty, "builtin.tensor");
		return false;
	}
	return true;
}

/* The operands' and results' types as a function type; after an
   initialization list (`(%a = %x, ...) : (T...) -> ...`) a wrong count is
   said as the while loops say it. */
bool read_functional_type(ParseState *ps, Parsed *r, bool after_init_list)
{
	Tok t = tok_peek_type(ps);
	IrType *f = read_type_of_kind(ps, r, IR_TYPE_FUNCTION, "builtin.function");
	if (!f)
		return false;
	/* the operands are either one list (`operands`) or the groups read */
	bool grouped = !r->all_uses && r->def->operands;
	unsigned nuses = r->all_uses ? r->all_uses->n : 0, ng = grouped ? group_count(r->def) : 0;
	for (unsigned g = 0; g < ng; g++)
		nuses += r->groups[g] ? r->groups[g]->n : 0;
	if (f->func.nin != nuses && after_init_list) {
		ps_error(ps, t.loc.start, "custom op '%s' expected as many input types as operands (expected %u got %u)",
		         r->name->s, nuses, f->func.nin);
		return false;
	}
	if (f->func.nin != nuses) {
		ps_error(ps, t.loc.start, "expected %u operand types but had %u", nuses, f->func.nin);
		return false;
	}
	for (unsigned g = 0, k = 0; g < ng; k += r->groups[g] ? r->groups[g]->n : 0, g++)
		r->group_types[g] = f->func.types + k;
	if (!grouped)
		r->all_types = f->func.types;
	/* the type says how many results there are; finish_op checks the names
	   bound to them */
	r->result_types = f->func.types + f->func.nin;
	r->nresults = f->func.nout;
	return true;
}

/* `<nsw, nuw>` after `overflow`: the dialect attribute without `#ns.mnemonic`. */
static bool read_stripped_enum(ParseState *ps, Parsed *r, IrIdent *name, const char *mn, size_t ml)
{
	Tok open = tok_next(ps), t;
	int depth = 1;
	do {
		t = tok_next(ps);
		if (t.kind == TOK_YYEOF || t.kind == TOK_MICA_YYerror) {
			ps_error(ps, open.loc.start, "unbalanced '<' in attribute");
			return false;
		}
		depth += t.kind == '<';
		depth -= t.kind == '>';
	} while (depth);
	StrBuf body = {0};
	sb_printf(&body, "%.*s%.*s", (int)ml, mn, (int)(t.loc.end - open.loc.start),
	          ps->src->text + open.loc.start);
	const char *ns;
	size_t nsl;
	ir_op_def_enum_in(r->def, name->s, name->n, &ns, &nsl, &mn, &ml);
	IrAttr *a = ir_attr_dialect(ps->ctx, ir_ident(ps->ctx, ns, nsl), ir_ident(ps->ctx, body.s, body.len), true,
	                            NULL, NULL);
	sb_free(&body);
	add_named(ps, r, name, a);
	return true;
}


/* The element width of attribute e when its kind (IrOpDef.attr_kinds) is
   written `[1, 2]`: a dense array, or the i32 elements of a rank-1
   !spirv.arm.tensor (*arm set); else 0. */
static unsigned dense_array_width(const IrOpDef *def, const IrFmtElement *e, bool *arm)
{
	*arm = ir_op_def_attr_kind_is(def, e->s, e->n, "arm_i32s");
	if (*arm || ir_op_def_attr_kind_is(def, e->s, e->n, "i32array"))
		return 32;
	return ir_op_def_attr_kind_is(def, e->s, e->n, "darray") ? 64 : 0;
}

/* The n integers as the dense elements of a rank-1 !spirv.arm.tensor of
   i32, as upstream's SPIRV_I32_1DArmTensor reads `[1, 2]`. */
static IrAttr *arm_i32s_of(ParseState *ps, const uint64_t *elems, unsigned n)
{
	unsigned char *data = arena_alloc(&ps->tmp, 4 * (size_t)n + 1);
	for (unsigned i = 0; i < n; i++)
		for (int b = 0; b < 4; b++)
			data[4 * i + b] = (unsigned char)(elems[i] >> (8 * b));
	char body[40];
	int len = snprintf(body, sizeof body, "arm.tensor<%uxi32>", n);
	IrType *t = ir_type_dialect(ps->ctx, ir_ident_cstr(ps->ctx, "spirv"), ir_ident(ps->ctx, body, (size_t)len),
	                            false, NULL);
	return ir_attr_dense(ps->ctx, t, false, data, 4 * (size_t)n);
}

/* `[1, 2]` read as an array attribute, as the dense array of that width
   (or the arm.tensor elements, arm). */
static IrAttr *dense_array_of(ParseState *ps, IrAttr *a, unsigned width, bool arm, size_t at)
{
	if (a->kind == IR_ATTR_DENSE_ARRAY && !arm)
		return a;
	unsigned n = a->kind == IR_ATTR_ARRAY ? a->array.n : 0;
	uint64_t *elems = arena_alloc(&ps->tmp, (n + 1) * sizeof *elems);
	for (unsigned i = 0; i < n; i++) {
		if (a->array.elems[i]->kind != IR_ATTR_INTEGER) {
			ps_error(ps, at, "expected integer value");
			return NULL;
		}
		elems[i] = a->array.elems[i]->words[0];
	}
	if (a->kind != IR_ATTR_ARRAY) {
		ps_error(ps, at, "expected '['");
		return NULL;
	}
	if (arm)
		return arm_i32s_of(ps, elems, n);
	return ir_attr_dense_array(ps->ctx, ir_type_int(ps->ctx, width, IR_SIGNLESS), n, elems);
}

/* The value of the integer enum keyword t for attribute e, -1 if none: a
   bare keyword, or a string holding one (with its quotes where the list
   has them, as the seed's std ops do). */
static int64_t int_enum_value(Parsed *r, const IrFmtElement *e, const Tok *t)
{
	int64_t v = ir_op_def_int_enum_value(r->def, e->s, e->n, t->val.p, t->val.n);
	if (v < 0 && t->kind == TOK_STRING && t->val.n >= 2)
		v = ir_op_def_int_enum_value(r->def, e->s, e->n, t->val.p + 1, t->val.n - 2);
	return v;
}

/* MLIR's error for a word that is none of an integer enum's keywords. */
static bool expected_int_enum(ParseState *ps, Parsed *r, const IrFmtElement *e, size_t at)
{
	StrBuf b = {0};
	const char *kw;
	size_t kwn;
	for (int64_t v = 0; ir_op_def_int_enum_keyword(r->def, e->s, e->n, v, &kw, &kwn); v++)
		sb_printf(&b, "%s%.*s", v ? ", " : "", (int)kwn, kw);
	ps_error(ps, at, "custom op '%s' expected string or keyword containing one of the following enum values "
	         "for attribute '%.*s' [%.*s]", r->name->s, (int)e->n, e->s, (int)b.len, b.s);
	sb_free(&b);
	return false;
}

/* A format reads a symbol-kind attribute as MLIR's FlatSymbolRefAttr: the
   attribute read must be one. */
static bool symbol_where_wanted(ParseState *ps, Parsed *r, const IrFmtElement *e, const IrAttr *a, size_t at)
{
	if (!ir_op_def_attr_kind_is(r->def, e->s, e->n, "symbol") || (a->kind == IR_ATTR_SYMBOL_REF && a->symref.n == 1))
		return true;
	ps_error(ps, at, "custom op '%s' invalid kind of attribute specified", r->name->s);
	return false;
}

static bool read_var(ParseState *ps, Parsed *r, const IrFmtElement *e)
{
	bool variadic = false;
	if (ir_word_index(r->def->successors, e->s, e->n) >= 0) { /* successors come in format order */
		Tok t;
		if (!tok_accept(ps, TOK_CARET_ID, &t))
			return tok_expect(ps, TOK_CARET_ID, "block name");
		r->succs = tv_push(ps, r->succs, successor_new(ps, t.val, t.loc, NULL, NULL));
		return true;
	}
	if (ir_op_def_region_index(r->def, e->s, e->n) >= 0) { /* regions come in format order */
		RegionBuild *rb = read_region(ps);
		r->regions = tv_push(ps, r->regions, rb);
		return rb != NULL;
	}
	int g = group_index(r->def, e->s, e->n, &variadic);
	if (g >= 0) {
		if (variadic) { /* a variadic or optional group: a list, perhaps empty */
			r->groups[g] = read_operand_list(ps, NULL);
			if (!r->groups[g])
				r->groups[g] = tv_new(ps);
			return !ps->failed;
		}
		Tok t;
		if (!tok_accept(ps, TOK_PERCENT_ID, &t))
			return tok_expect(ps, TOK_PERCENT_ID, "SSA operand");
		r->groups[g] = tv_push(ps, NULL, ref_new(ps, t.val, t.loc));
		return true;
	}
	/* an attribute; symbol names are written `@name` */
	IrIdent *name = ir_ident(ps->ctx, e->s, e->n);
	const char *mn;
	size_t ml;
	if (ir_word_in_list(r->def->unit_attrs, e->s, e->n)) {
		/* its keyword, read by the optional group, is all there is */
		add_named(ps, r, name, ir_attr_unit(ps->ctx));
		return true;
	}
	Tok t = tok_peek(ps);
	if (t.kind == TOK_BARE_ID || t.kind == TOK_STRING) { /* an integer enum's keyword, `slt` or "slt" */
		int64_t v = int_enum_value(r, e, &t);
		if (v >= 0) {
			tok_next(ps);
			unsigned width = ir_op_def_int_enum_width(r->def, e->s, e->n);
			add_named(ps, r, name, ir_attr_int(ps->ctx, ir_type_int(ps->ctx, width, IR_SIGNLESS), v));
			return true;
		}
	}
	if (ir_op_def_int_enum_keyword(r->def, e->s, e->n, 0, &mn, &ml))
		return expected_int_enum(ps, r, e, t.loc.start);
	if (t.kind == '<' && ir_op_def_enum(r->def, e->s, e->n, &mn, &ml))
		return read_stripped_enum(ps, r, name, mn, ml);
	if (ir_word_in_list(r->def->symbol_attrs, e->s, e->n)) {
		Tok t;
		if (!tok_accept(ps, TOK_AT_ID, &t))
			return tok_expect(ps, TOK_AT_ID, "symbol name");
		size_t n;
		char *s = decode_symbol(ps, t.val, t.loc, &n);
		if (!s)
			return false;
		add_named(ps, r, name, ir_attr_string(ps->ctx, s, n, NULL));
		return true;
	}
	bool typed = ir_op_def_attr_kind_is(r->def, e->s, e->n, "typed");
	if (!typed && (t.kind == TOK_INTEGER || t.kind == TOK_FLOAT || t.kind == '-')) {
		/* a number in a format stands alone: what follows (`: type`) belongs
		   to the op, so it takes the default type, i64 or f64, or i32 for the
		   kinds of 32-bit attributes (`i32_...`) */
		bool neg = tok_accept(ps, '-', NULL);
		Tok n = tok_next(ps);
		if (n.kind != TOK_INTEGER && n.kind != TOK_FLOAT)
			return ps_error(ps, n.loc.start, "expected number"), false;
		size_t kl;
		const char *kind = ir_op_def_attr_kind(r->def, e->s, e->n, &kl);
		IrType *type = kind && kl > 4 && !memcmp(kind, "i32_", 4) ? ir_type_int(ps->ctx, 32, IR_SIGNLESS) : NULL;
		Loc at = n.loc;
		if (ir_op_def_attr_kind_is(r->def, e->s, e->n, "symbol")) {
			/* MLIR reads a symbol as an attribute of type none, which no
			   number has; a float's error comes after it */
			type = ps->ctx->t_none;
			at = n.kind == TOK_FLOAT ? tok_peek(ps).loc : n.loc;
		}
		IrAttr *a = build_number_attr(ps, neg, n.val, n.loc, type, at);
		if (!a)
			return false;
		add_named(ps, r, name, a);
		return true;
	}
	IrAttr *a = read_attr(ps);
	if (!a || !symbol_where_wanted(ps, r, e, a, t.loc.start))
		return false;
	bool arm;
	unsigned width = dense_array_width(r->def, e, &arm);
	if (width && !(a = dense_array_of(ps, a, width, arm, t.loc.start)))
		return false;
	add_named(ps, r, name, a);
	return true;
}

/* Does the optional group starting at c begin here?  Its first element decides. */
static bool group_starts(ParseState *ps, Parsed *r, const IrFmtElement *c)
{
	IrFmtElement e = ir_fmt_next(&c);
	while (e.kind == IR_FMT_LITERAL && (e.n == 0 || (e.n == 1 && e.s[0] == ' ')))
		e = ir_fmt_next(&c);
	Tok t = tok_peek(ps);
	if (e.kind == IR_FMT_LITERAL)
		return literal_matches(&t, e.s, e.n);
	if (e.kind == IR_FMT_VAR && group_index(r->def, e.s, e.n, NULL) >= 0)
		return t.kind == TOK_PERCENT_ID;
	if (e.kind == IR_FMT_DIRECTIVE && ir_fmt_is(&e, "operands"))
		return t.kind == TOK_PERCENT_ID;
	if (e.kind == IR_FMT_VAR && (t.kind == TOK_BARE_ID || t.kind == TOK_STRING)) /* an enum keyword */
		return int_enum_value(r, &e, &t) >= 0;
	const char *kw;
	size_t kwn;
	if (e.kind == IR_FMT_VAR && ir_op_def_int_enum_keyword(r->def, e.s, e.n, 0, &kw, &kwn))
		return false; /* an integer enum starts with its keyword; `{` is the attr-dict's (fuzz finding) */
	return t.kind != TOK_YYEOF && t.kind != '}' && t.kind != ':' && t.kind != TOK_BARE_ID;
}

/* ODS's custom<DynamicIndexList>($dynamic, $static): `(4, %n, 8)`, or
   `[4, %n, 8]` for dynamic-index-list-square.  The SSA values go to group
   $dynamic; $static holds every entry as an array<i64>, IR_DYNAMIC where an
   SSA value stands. */
bool read_dynamic_index_list(ParseState *ps, Parsed *r, const char *a, size_t n, int open)
{
	int close = open == '(' ? ')' : ']';
	const char *comma = memchr(a, ',', n), *st = comma + 1;
	while (*st == ' ' || *st == '$')
		st++;
	bool variadic;
	int g = group_index(r->def, a + 1, (size_t)(comma - a - 1), &variadic);
	if (g < 0)
		die("dynamic-index-list: no operand group %.*s", (int)(comma - a - 1), a + 1);
	if (!tok_expect(ps, open, open == '(' ? "'('" : "'['"))
		return false;
	TVec *uses = tv_new(ps);
	IVec *vals = iv_new(ps);
	if (tok_peek(ps).kind != close) {
		do {
			Tok t = tok_next(ps);
			bool neg = t.kind == '-';
			if (neg)
				t = tok_next(ps);
			if (t.kind == TOK_PERCENT_ID && !neg) {
				uses = tv_push(ps, uses, ref_new(ps, t.val, t.loc));
				iv_push(ps, vals, IR_DYNAMIC);
			} else if (t.kind == TOK_INTEGER) {
				IrAttr *v = build_number_attr(ps, neg, t.val, t.loc, ps->ctx->t_i64, t.loc);
				if (!v)
					return false;
				iv_push(ps, vals, (int64_t)v->words[0]);
			} else {
				ps_error(ps, error_offset(ps, t.loc.start), "custom op '%s' expected integer value", r->name->s);
				return false;
			}
		} while (tok_accept(ps, ',', NULL));
	}
	if (!tok_expect(ps, close, close == ')' ? "')' in dynamic index list" : "']' in dynamic index list"))
		return false;
	r->groups[g] = uses;
	add_named(ps, r, ir_ident(ps->ctx, st, (size_t)(a + n - st)),
	          ir_attr_dense_array(ps->ctx, ps->ctx->t_i64, vals->n, (const uint64_t *)vals->v));
	return true;
}

static bool read_format(ParseState *ps, Parsed *r)
{
	const IrFmtElement *c = ir_fmt(ps->ctx, r->def)->elems;
	for (;;) {
		IrFmtElement e = ir_fmt_next(&c);
		bool ok = true;
		switch (e.kind) {
		case IR_FMT_END:
			return true;
		case IR_FMT_LITERAL:
			if (e.n == 0 || (e.n == 1 && e.s[0] == ' '))
				break;
			{
				Tok t = tok_next(ps);
				if (!literal_matches(&t, e.s, e.n)) {
					ps_error(ps, error_offset(ps, t.loc.start), "expected '%.*s'", (int)e.n, e.s);
					return false;
				}
			}
			break;
		case IR_FMT_VAR:
			ok = read_var(ps, r, &e);
			break;
		case IR_FMT_DIRECTIVE:
			if (ir_fmt_is(&e, "operands")) {
				r->all_uses = read_operand_list(ps, NULL);
				ok = !ps->failed;
			} else if (ir_fmt_is(&e, "attr-dict") || ir_fmt_is(&e, "attr-dict-with-keyword")) {
				ok = read_attr_dict(ps, r, ir_fmt_is(&e, "attr-dict-with-keyword"));
			} else if (ir_fmt_is(&e, "type") && e.args[0] == '$' &&
			           ir_word_in_list(r->def->ranked_tensors, e.args + 1, e.nargs - 1)) {
				ok = read_ranked_tensor_type(ps, r, e.args, e.nargs);
			} else if (ir_fmt_is(&e, "type")) {
				ok = read_directive_types(ps, r, e.args, e.nargs);
			} else if (ir_fmt_is(&e, "qualified")) {
				ok = read_directive_types(ps, r, e.args + 5, e.nargs - 6);
			} else if (ir_fmt_is(&e, "functional-type")) {
				ok = read_functional_type(ps, r, false);
			} else if (ir_fmt_is(&e, "dynamic-index-list") || ir_fmt_is(&e, "dynamic-index-list-square")) {
				ok = read_dynamic_index_list(ps, r, e.args, e.nargs, e.n > 18 ? '[' : '(');
			} else if (ir_fmt_is(&e, "regions")) {
				RegionBuild *rb = read_region(ps);
				ok = rb != NULL;
				r->regions = tv_push(ps, r->regions, rb);
			} else {
				die("unsupported format directive %.*s", (int)e.n, e.s);
			}
			break;
		case IR_FMT_OPEN:
			if (!group_starts(ps, r, c))
				ir_fmt_skip_group(&c);
			break;
		case IR_FMT_CLOSE:
			break;
		}
		if (!ok)
			return false;
	}
}

/* The type IrOpDef.operand_types gives group g when the format does not
   write it: `index`, or `elem(other)`, the element type of another group,
   or `elems(other)`, the same with one operand an element of that group's
   type, whose number goes to *count (else -1). */
static IrType *implied_type(ParseState *ps, Parsed *r, unsigned g, int64_t *count)
{
	*count = -1;
	const char *spec = r->def->operand_types, *p = r->def->operands;
	unsigned i = 0;
	size_t gl = 0;
	for (; p && *p; i++) { /* the group's name */
		const char *end = strchr(p, ' ');
		gl = end ? (size_t)(end - p) : strlen(p);
		if (i == g)
			break;
		p = end ? end + 1 : p + gl;
	}
	if (!spec || !p || !*p)
		return NULL;
	if (p[gl - 1] == '*' || p[gl - 1] == '?')
		gl--;
	for (const char *d = spec; *d;) {
		const char *eq = strchr(d, '='), *end = strchr(d, ';');
		size_t vl = end ? (size_t)(end - eq - 1) : strlen(eq + 1);
		if ((size_t)(eq - d) == gl && !memcmp(d, p, gl)) {
			if (vl == 5 && !memcmp(eq + 1, "index", 5))
				return ps->ctx->t_index;
			if (vl == 2 && !memcmp(eq + 1, "i1", 2))
				return ps->ctx->t_i1;
			bool each = vl > 7 && !memcmp(eq + 1, "elems(", 6);
			if (each || (vl > 6 && !memcmp(eq + 1, "elem(", 5))) { /* elem(s)(other group or result) */
				bool var;
				size_t skip = each ? 7 : 6;
				int og = group_index(r->def, eq + skip, vl - skip, &var);
				IrType *ot = og >= 0 && r->group_types[og] ? r->group_types[og][0]
				             : og < 0 && r->result_types && r->nresults ? r->result_types[0] : NULL;
				if (ot && ot->kind == IR_TYPE_COMPLEX && !each)
					return ot->elem;
				if (!ot || !ir_type_is_shaped(ot))
					return NULL;
				if (each)
					*count = ir_type_num_elements(ot);
				return ot->shaped.elem;
			}
		}
		if (!end)
			break;
		d = end + 1;
	}
	return NULL;
}

/* Operands and their types in the op's order, from the groups read. */
static bool gather_operands(ParseState *ps, Parsed *r, TVec **uses, IrType ***types)
{
	if (r->all_uses || !r->def->operands) {
		*uses = r->all_uses;
		*types = r->all_types;
		unsigned n = r->all_uses ? r->all_uses->n : 0;
		if (n && !r->all_types) {
			ps_error(ps, r->loc.start, "the types of the operands are missing");
			return false;
		}
		return true;
	}
	unsigned ng = group_count(r->def), total = 0;
	IrType *known = NULL; /* a type written for some group, for those left out */
	for (unsigned g = 0; g < ng; g++) {
		total += r->groups[g] ? r->groups[g]->n : 0;
		if (!known && r->group_types[g] && r->groups[g] && r->groups[g]->n)
			known = r->group_types[g][0];
	}
	if (!known && r->result_types && r->nresults)
		known = r->result_types[0];
	TVec *all = tv_new(ps);
	IrType **ts = arena_alloc(&ps->tmp, (total + 1) * sizeof *ts);
	uint64_t *seg = arena_alloc(&ps->tmp, (ng + 1) * sizeof *seg);
	for (unsigned g = 0, k = 0; g < ng; g++) {
		int64_t count;
		IrType *implied = implied_type(ps, r, g, &count);
		seg[g] = r->groups[g] ? r->groups[g]->n : 0;
		if (count >= 0 && (int64_t)seg[g] != count) {
			ps_error(ps, r->loc.start, "number of operands and types do not match: got %u operands and %" PRId64
			         " types", (unsigned)seg[g], count);
			return false;
		}
		for (unsigned i = 0; r->groups[g] && i < r->groups[g]->n; i++, k++) {
			tv_push(ps, all, r->groups[g]->v[i]);
			ts[k] = r->group_types[g] ? r->group_types[g][i] : implied ? implied : known;
			if (!ts[k]) {
				ps_error(ps, r->loc.start, "the types of the operands are missing");
				return false;
			}
		}
	}
	if (r->def->traits & IR_TRAIT_SEGMENTS)
		add_named(ps, r, ir_ident_cstr(ps->ctx, "operandSegmentSizes"),
		          ir_attr_dense_array(ps->ctx, ir_type_int(ps->ctx, 32, IR_SIGNLESS), ng, seg));
	*uses = all;
	*types = ts;
	return true;
}

/* The dictionary of the attributes read: attr-dict's own when they are
   its entries alone, unchanged (most custom forms). */
static bool named_are_attr_dict(const Parsed *r, unsigned n)
{
	const IrAttr *d = r->attr_dict;
	if (!d || d->dict.n != n)
		return false;
	for (unsigned i = 0; i < n; i++) {
		const IrNamedAttr *na = r->named->v[i];
		if (na->name != ir_dict_name(d, i) || na->value != ir_dict_value(d, i))
			return false;
	}
	return true;
}

static IrAttr *named_dict(ParseState *ps, Parsed *r)
{
	unsigned n = r->named ? r->named->n : 0;
	if (named_are_attr_dict(r, n))
		return r->attr_dict;
	IrNamedAttr *na = arena_alloc(&ps->tmp, (n + 1) * sizeof *na);
	for (unsigned i = 0; i < n; i++)
		na[i] = *(IrNamedAttr *)r->named->v[i];
	IrIdent *dup = NULL;
	IrAttr *d = ir_attr_dict(ps->ctx, n, na, &dup);
	if (!d)
		ps_error(ps, r->loc.start, "duplicate key '%s' in dictionary attribute", dup->s);
	return d;
}

/* Result types the form leaves out (IrOpDef.infer). */
static IrType **infer_results(ParseState *ps, Parsed *r, IrType *first)
{
	IrType *t = first;
	if (r->def->infer == IR_INFER_ELEMENT && ir_type_is_shaped(first)) {
		t = first->shaped.elem;
	} else if (r->def->infer == IR_INFER_ELEMENT && first->kind == IR_TYPE_COMPLEX) {
		t = first->elem;
	} else if (r->def->infer == IR_INFER_INDEX) {
		t = ps->ctx->t_index;
	} else if (r->def->infer == IR_INFER_TENSOR_OF && first->kind == IR_TYPE_MEMREF) {
		t = ir_type_tensor(ps->ctx, first->shaped.rank, first->shaped.dims, first->shaped.elem, NULL);
	} else if (r->def->infer == IR_INFER_BOOL_LIKE && ir_type_is_shaped(first)) {
		const IrType *s = first;
		if (s->kind == IR_TYPE_VECTOR)
			t = ir_type_vector(ps->ctx, s->shaped.rank, s->shaped.dims, s->shaped.scalable, ps->ctx->t_i1);
		else if (s->kind == IR_TYPE_TENSOR)
			t = ir_type_tensor(ps->ctx, s->shaped.rank, s->shaped.dims, ps->ctx->t_i1, s->shaped.encoding);
		else
			t = ir_type_unranked_tensor(ps->ctx, ps->ctx->t_i1);
	} else if (r->def->infer == IR_INFER_BOOL_LIKE) {
		t = ps->ctx->t_i1;
	}
	IrType **types = arena_alloc(&ps->tmp, r->nresults * sizeof *types);
	for (unsigned i = 0; i < r->nresults; i++)
		types[i] = t;
	return types;
}

void region_ensure_block(ParseState *ps, RegionBuild *rb)
{
	if (!region_first_block(rb))
		region_append_block(ps, rb, ir_block_create(ps->ctx));
}

/* A body written without its terminator gets one, located at the op as
   MLIR's implicit terminators are. */
void ensure_terminator(ParseState *ps, RegionBuild *rb, const char *name, unsigned nregions, size_t op_offset)
{
	region_ensure_block(ps, rb);
	IrBlock *b = ir_region_last(rb->body);
	/* as MLIR's ensureTerminator: not after a (registered) terminator */
	if (ir_block_last(b) && ir_def(ir_block_last(b)) && (ir_def(ir_block_last(b))->traits & IR_TRAIT_TERMINATOR))
		return;
	IrOpState st = {ir_ident_cstr(ps->ctx, name), 0, 0, 0, nregions, NULL, NULL, NULL, NULL, NULL, NULL};
	IrOp *t = ir_op_create(ps->ctx, &st);
	for (unsigned i = 0; i < nregions; i++)
		ir_region_append(&ir_op_regions(t)[i], ir_block_create(ps->ctx));
	t->src_pos = ps->src_base + (uint32_t)op_offset;
	ir_block_append(b, t);
}

/* `[-> types] {then} [else {else}]` of affine.if and scf.if: the result
   types (checked against the results bound) and the two regions, the else
   region empty when not written; without results both get implicit
   `yield`s. */
bool read_then_else(ParseState *ps, Parsed *r, const char *yield, TVec **types)
{
	*types = NULL;
	if (tok_accept(ps, TOK_ARROW, NULL) && !(*types = read_result_types(ps)))
		return false;
	unsigned nres = *types ? (*types)->n : 0;
	r->nresults = nres; /* the names bound to them are checked by finish_op */
	RegionBuild *then = read_region(ps), *other;
	if (!then)
		return false;
	Tok e = tok_peek(ps);
	if (e.kind == TOK_BARE_ID && e.val.n == 4 && !memcmp(e.val.p, "else", 4)) {
		tok_next(ps);
		if (!(other = read_region(ps)))
			return false;
		if (!nres)
			ensure_terminator(ps, other, yield, 0, r->loc.start);
	} else {
		other = region_empty(ps);
	}
	if (!nres)
		ensure_terminator(ps, then, yield, 0, r->loc.start);
	r->regions = tv_push(ps, tv_push(ps, NULL, then), other);
	return true;
}

/* call_indirect: the callee's function type gives the types of the
   arguments (group 1) and of the results. */
static bool callee_types(ParseState *ps, Parsed *r)
{
	IrType *f = r->group_types[0] ? r->group_types[0][0] : NULL;
	unsigned nargs = r->groups[1] ? r->groups[1]->n : 0;
	if (!f || f->kind != IR_TYPE_FUNCTION) {
		ps_error(ps, r->loc.start, "expected a function type for the callee");
		return false;
	}
	if (f->func.nin != nargs || f->func.nout != r->nresults) {
		ps_error(ps, r->loc.start, "the callee's type does not match %u arguments and %u results", nargs,
		         r->nresults);
		return false;
	}
	r->group_types[1] = f->func.types;
	r->result_types = f->func.types + f->func.nin;
	return true;
}

/* The operand a result type is inferred from satisfies its type
   constraint: MLIR's reader checks it before building the result type. */
static bool inferring_operand_ok(ParseState *ps, Parsed *r, IrType *t)
{
	const IrDialect *d = r->name->dialect;
	const char *want = d && d->operand_constraint ? d->operand_constraint(r->def, 0, t) : NULL;
	if (!want)
		return true;
	StrBuf b = {0};
	print_type_str(&b, t);
	size_t len = strcspn(r->def->operands, " ");
	ps_error(ps, r->loc.start, "custom op '%s' '%.*s' must be %s, but got '%.*s'", r->name->s, (int)len,
	         r->def->operands, want, (int)b.len, b.s);
	sb_free(&b);
	return false;
}

IrOp *custom_finish(ParseState *ps, Parsed *r)
{
	if (tok_peek(ps).kind == TOK_KW_LOC) {
		/* an op's own location may name an alias defined later in the file */
		if (!custom_nested(ps, TOK_START_LOC))
			return NULL;
		r->loc_attr = ps->nested_attr;
	}
	if (r->def->infer == IR_INFER_CALLEE && !callee_types(ps, r))
		return NULL;
	TVec *uses;
	IrType **types;
	if (!gather_operands(ps, r, &uses, &types))
		return NULL;
	if (r->nresults && !r->result_types && r->def->infer == IR_INFER_DEST) {
		bool variadic;
		int g = group_index(r->def, "dest", 4, &variadic);
		if (g >= 0 && r->group_types[g])
			r->result_types = infer_results(ps, r, r->group_types[g][0]);
	}
	if (r->nresults && !r->result_types && r->def->infer == IR_INFER_OPERANDS && uses && uses->n == r->nresults)
		r->result_types = types;
	if (r->nresults && !r->result_types && uses && uses->n && r->def->infer == IR_INFER_BOOL_LIKE &&
	    !inferring_operand_ok(ps, r, types[0]))
		return NULL;
	if (r->nresults && !r->result_types && uses && uses->n && r->def->infer != IR_INFER_NONE &&
	    r->def->infer != IR_INFER_OPERANDS)
		r->result_types = infer_results(ps, r, types[0]);
	if (r->nresults && !r->result_types && r->def->format &&
	    r->def->infer == IR_INFER_NONE) {
		/* a format that gives no result types and infers none builds an op
		   without results, as ODS's parsers do; naming them is an error of
		   its own (finish_op) */
		r->nresults = 0;
	}
	if (r->nresults && !r->result_types) {
		ps_error(ps, r->loc.start, "the types of the results are missing");
		return NULL;
	}
	IrAttr *attrs = named_dict(ps, r); /* build_op adds the default properties */
	return attrs ? build_op(ps, r->name, r->loc, uses, types, r->succs, NULL, r->regions, attrs,
	                        r->nresults, r->result_types, r->loc_attr)
	             : NULL;
}

/* ---- the parser's state, as a dialect's reader sees it (ir/dialect.h) ---- */

IrContext *ps_ctx(const ParseState *ps)
{
	return ps->ctx;
}

bool ps_failed(const ParseState *ps)
{
	return ps->failed;
}

void *ps_alloc(ParseState *ps, size_t n)
{
	return arena_alloc(&ps->tmp, n);
}

void ps_follow_up_error(ParseState *ps, const Parsed *r, size_t off, const char *msg)
{
	ir_diag(ps->ctx, IR_DIAG_ERROR, ps->src, off, "custom op '%s' %s", r->name->s, msg);
	ps->failed = true;
}

IrAttr *read_seed_attr(ParseState *ps)
{
	return custom_nested(ps, TOK_START_SEED_ATTR) ? ps->nested_attr : NULL;
}

IrAttr *read_location(ParseState *ps)
{
	return custom_nested(ps, TOK_START_LOC) ? ps->nested_attr : NULL;
}

IrAttr *read_elements(ParseState *ps, IrType *type)
{
	ps->elements_type = type;
	return custom_nested(ps, TOK_START_ELEMENTS) ? ps->nested_attr : NULL;
}

/* `[%i + 1, symbol(%n)]`: a map of the SSA values in it, which follow in
   uses (dims, then symbols). */
IrAttr *read_ssa_map(ParseState *ps, TVec **uses)
{
	ssa_map_begin(ps);
	bool ok = custom_nested(ps, TOK_START_SSA_MAP);
	ps->in_ssa_map = false;
	if (!ok)
		return NULL;
	TVec *exprs = ps->nested_exprs;
	unsigned nd = ps->ssa_dims ? ps->ssa_dims->n : 0, ns = ps->ssa_syms ? ps->ssa_syms->n : 0;
	for (unsigned i = 0; i < nd; i++)
		*uses = tv_push(ps, *uses, ps->ssa_dims->v[i]);
	for (unsigned i = 0; i < ns; i++)
		*uses = tv_push(ps, *uses, ps->ssa_syms->v[i]);
	IrAffineMap *m = ir_affine_map(ps->ctx, nd, ns, exprs ? exprs->n : 0,
	                               exprs ? (IrAffineExpr **)exprs->v : NULL, 0, NULL);
	return ir_attr_affine_map(ps->ctx, m);
}

/* In affine.parallel's bounds, a group of several is `max(...)` (lower) or
   `min(...)` (upper). */
bool bound_keyword(ParseState *ps, Slice word, Loc loc)
{
	const char *want = ps->bound_keyword ? ps->bound_keyword : "max";
	if (word.n == 3 && !memcmp(word.p, want, 3))
		return true;
	ps_error(ps, loc.start, "use of undeclared identifier"); /* as MLIR: a bare id */
	return false;
}

/* `(%i, max(%j, %k))`: the bounds as one map of the SSA values in it (which
   follow in uses) and the group sizes as dense<...> : tensor<Nxi32>. */
bool read_ssa_bounds(ParseState *ps, const char *keyword, TVec **uses, IrAttr **map, IrAttr **groups)
{
	ssa_map_begin(ps);
	ps->bound_keyword = keyword;
	bool ok = custom_nested(ps, TOK_START_SSA_BOUNDS);
	ps->in_ssa_map = false;
	if (!ok)
		return false;
	TVec *bounds = ps->nested_exprs, *exprs = tv_new(ps);
	unsigned ng = bounds ? bounds->n : 0;
	int32_t *sizes = arena_alloc(&ps->tmp, (ng + 1) * sizeof *sizes);
	for (unsigned g = 0; g < ng; g++) {
		TVec *group = bounds->v[g];
		sizes[g] = (int32_t)group->n;
		for (unsigned i = 0; i < group->n; i++)
			exprs = tv_push(ps, exprs, group->v[i]);
	}
	unsigned nd = ps->ssa_dims ? ps->ssa_dims->n : 0, ns = ps->ssa_syms ? ps->ssa_syms->n : 0;
	for (unsigned i = 0; i < nd; i++)
		*uses = tv_push(ps, *uses, ps->ssa_dims->v[i]);
	for (unsigned i = 0; i < ns; i++)
		*uses = tv_push(ps, *uses, ps->ssa_syms->v[i]);
	*map = ir_attr_affine_map(ps->ctx, ir_affine_map(ps->ctx, nd, ns, exprs->n, (IrAffineExpr **)exprs->v, 0, NULL));
	int64_t shape[1] = {ng};
	IrType *t = ir_type_tensor(ps->ctx, 1, shape, ir_type_int(ps->ctx, 32, IR_SIGNLESS), NULL);
	*groups = ir_attr_dense(ps->ctx, t, false, (const unsigned char *)sizes, ng * sizeof *sizes);
	return true;
}

/* ---- hand-written readers ---- */

bool read_plain_operand(ParseState *ps, Parsed *r)
{
	Tok t;
	if (!tok_accept(ps, TOK_PERCENT_ID, &t))
		return tok_expect(ps, TOK_PERCENT_ID, "SSA operand");
	r->all_uses = tv_push(ps, r->all_uses, ref_new(ps, t.val, t.loc));
	return true;
}

/* ` (%a = %x, %b = %y)`: the names (TypedRef*, typed later) and the values;
   `()` is an empty list, as MLIR's parseAssignmentList reads it. */
bool read_init_list(ParseState *ps, TVec **names, TVec **inits)
{
	*names = *inits = NULL;
	if (!tok_accept(ps, '(', NULL))
		return true;
	if (tok_accept(ps, ')', NULL))
		return true;
	do {
		Tok a, x;
		if (!tok_accept(ps, TOK_PERCENT_ID, &a) || !tok_expect(ps, '=', "'='") ||
		    !tok_accept(ps, TOK_PERCENT_ID, &x))
			return ps->failed ? false : tok_expect(ps, TOK_PERCENT_ID, "SSA operand");
		*names = tv_push(ps, *names, typed_ref_new(ps, a.val, a.loc, NULL, NULL, NULL));
		*inits = tv_push(ps, *inits, ref_new(ps, x.val, x.loc));
	} while (tok_accept(ps, ',', NULL));
	return tok_expect(ps, ')', "')'");
}

RegionBuild *read_region_with_args(ParseState *ps, TVec *names, IrType **types)
{
	for (unsigned i = 0; names && i < names->n; i++)
		((TypedRef *)names->v[i])->type = types[i];
	if (names && names->n)
		region_entry_args(ps, names);
	return read_region(ps);
}

/* ---- entry ---- */

/* MLIR's lexer reads `i32`, `si8`, `ui16` as integer types, which cannot
   name an op. */
static bool is_integer_type_word(Slice w)
{
	size_t i = w.n > 2 && w.p[0] == 's' && w.p[1] == 'i' ? 2
	           : w.n > 2 && w.p[0] == 'u' && w.p[1] == 'i' ? 2 : 0;
	if (i >= w.n || w.p[i] != 'i' || i + 1 >= w.n)
		return false;
	for (i++; i < w.n; i++)
		if (w.p[i] < '0' || w.p[i] > '9')
			return false;
	return true;
}

/* "Available dialects: ..." as MLIR's note lists them. */
static void note_available_dialects(ParseState *ps, Loc loc)
{
	StrBuf b = {0};
	sb_puts(&b, "Available dialects: ");
	ir_dialect_list_known(&b);
	sb_puts(&b, " ; for more info on dialect registration see "
	            "https://mlir.llvm.org/getting_started/Faq/"
	            "#registered-loaded-dependent-whats-up-with-dialects-management");
	ir_diag(ps->ctx, IR_DIAG_NOTE, ps->src, loc.start, "%s", b.s);
	sb_free(&b);
}

/* An op name mica cannot read, in MLIR's words: a name without a dialect
   was also tried in the default dialect of the enclosing op. */
void report_unknown_custom_op(ParseState *ps, Slice word, Loc loc)
{
	if (is_integer_type_word(word)) {
		ps_error(ps, error_offset(ps, loc.start), "expected operation name in quotes");
		return;
	}
	if (word.n == 3 && !memcmp(word.p, "loc", 3)) {
		/* MLIR's keyword `loc` starts the previous op's trailing location */
		ps_error(ps, error_offset(ps, loc.end), "expected '(' in location");
		return;
	}
	const char *dot = memchr(word.p, '.', word.n);
	const char *dialect = dot ? word.p : current_default_dialect(ps);
	size_t dialect_len = dot ? (size_t)(dot - word.p) : strlen(dialect);
	StrBuf tried = {0};
	if (!dot)
		sb_printf(&tried, " (tried '%s.%.*s' as well)", dialect, (int)word.n, word.p);
	if (!ir_dialect_known(dialect, dialect_len)) {
		ps_error(ps, loc.start, "Dialect `%.*s' not found for custom op '%.*s' %s", (int)dialect_len,
		         dialect, (int)word.n, word.p, tried.s ? tried.s : "");
		note_available_dialects(ps, loc);
	} else {
		ps_error(ps, loc.start, "custom op '%.*s' is unknown%s", (int)word.n, word.p,
		         tried.s ? tried.s : "");
	}
	sb_free(&tried);
}

/* The registered op a bare word names: none of the registered dialects
   (the seed's standard ops) that reads bare names, in the list's order. */
static const IrOpDef *bare_op(ParseState *ps, Slice word, IrIdent **name)
{
	for (const IrDialect *const *d = ir_dialects; *d; d++) {
		IrIdent *full = (*d)->bare_op ? (*d)->bare_op(ps->ctx, word.p, word.n) : NULL;
		if (full && ir_op_def(ps->ctx, full)) {
			*name = full;
			return ir_op_def(ps->ctx, full);
		}
	}
	return NULL;
}

IrOp *parse_custom_op(ParseState *ps, Slice word, Loc loc)
{
	Parsed r = {0};
	r.loc = loc;
	r.nresults = ps->result_count;
	/* `return` inside func.func is `func.return`: try the default dialect first */
	const char *dd = memchr(word.p, '.', word.n) ? NULL : current_default_dialect(ps);
	if (dd) {
		StrBuf full = {0};
		sb_printf(&full, "%s.%.*s", dd, (int)word.n, word.p);
		r.name = ir_ident(ps->ctx, full.s, full.len);
		sb_free(&full);
		r.def = ir_op_def(ps->ctx, r.name);
		if (r.def && r.def->declines && r.def->declines(ps))
			r.def = NULL;
	}
	if (!r.def) {
		r.name = ir_ident(ps->ctx, word.p, word.n);
		r.def = ir_op_def(ps->ctx, r.name);
	}
	if (!r.def && !memchr(word.p, '.', word.n))
		r.def = bare_op(ps, word, &r.name);
	if (!r.def || (!r.def->format && !r.def->parse)) {
		if (r.def && r.def->print) /* read by the grammar (builtin.module), not here */
			ps_error(ps, loc.start, "custom op '%s' has no reader", r.name->s);
		else
			report_unknown_custom_op(ps, word, loc);
		return NULL;
	}
	if (!r.nresults && r.def->one_result) /* its result exists even when not named */
		r.nresults = 1;
	op_push_name(ps, r.name); /* its regions see its default dialect */
	RegionBuild *outer = ps->custom_region;
	ps->custom_region = ps->region;
	IrOp *op = r.def->format ? (read_format(ps, &r) ? custom_finish(ps, &r) : NULL) : r.def->parse(ps, &r);
	ps->custom_region = outer;
	op_pop_name(ps);
	return op;
}
