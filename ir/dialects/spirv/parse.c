/* parse.c: reading the spirv dialect's hand-written custom forms, as
   MLIR's parsers of spirv.module, spirv.GlobalVariable, spirv.Constant,
   spirv.func, spirv.EntryPoint, spirv.CompositeExtract and
   spirv.ARM.GraphEntryPoint read them. */
#include "spirv.h"

static bool word_is(const Tok *t, const char *w)
{
	return t->kind == IR_TOK_BARE_ID && t->val.n == strlen(w) && !memcmp(t->val.p, w, t->val.n);
}

static void add(ParseState *ps, Parsed *r, const char *name, IrAttr *value)
{
	add_named(ps, r, ir_ident_cstr(ps_ctx(ps), name), value);
}

/* `@name` into attribute `name` as a string, or as a flat symbol
   reference when symref */
static bool read_symbol(ParseState *ps, Parsed *r, const char *name, bool symref, IrAttr **out)
{
	Tok t;
	if (!tok_accept(ps, IR_TOK_AT_ID, &t)) {
		Tok at = tok_peek(ps);
		ps_error(ps, error_offset(ps, at.loc.start), "custom op '%s' expected valid '@'-identifier for symbol name",
		         r->name->s);
		return false;
	}
	IrContext *ctx = ps_ctx(ps);
	size_t n;
	char *s = decode_symbol(ps, t.val, t.loc, &n);
	if (!s)
		return false;
	IrIdent *id = ir_ident(ctx, s, n);
	IrAttr *a = symref ? ir_attr_symref(ctx, 1, &id) : ir_attr_string(ctx, s, n, NULL);
	if (name)
		add(ps, r, name, a);
	if (out)
		*out = a;
	return true;
}

/* A keyword of one of the dialect's enums into attribute `name` (MLIR's
   parseEnumKeywordAttr). */
static bool read_enum_keyword(ParseState *ps, Parsed *r, const char *mnemonic)
{
	Tok t = tok_next(ps);
	if (t.kind != IR_TOK_BARE_ID) {
		ps_error(ps, t.loc.start, "custom op '%s' expected valid keyword", r->name->s);
		return false;
	}
	IrAttr *a = spirv_enum_attr(ps_ctx(ps), mnemonic, t.val.p, t.val.n);
	if (!a) {
		ps_error(ps, t.loc.start, "custom op '%s' invalid %s attribute specification: %.*s", r->name->s, mnemonic,
		         (int)t.val.n, t.val.p);
		return false;
	}
	add(ps, r, mnemonic, a);
	return true;
}

/* `attr-dict : type` ending a form */
static IrType *read_dict_and_type(ParseState *ps, Parsed *r)
{
	if (!read_attr_dict(ps, r, false) || !tok_expect(ps, ':', "':'"))
		return NULL;
	return read_type(ps);
}

/* `"Value"`: a string naming a value of one of the dialect's enums, into
   attribute `mnemonic` (MLIR's parseEnumStrAttr). */
static bool read_enum_string(ParseState *ps, Parsed *r, const char *mnemonic)
{
	Tok s = tok_next(ps);
	if (s.kind != IR_TOK_STRING) {
		ps_error(ps, s.loc.start, "custom op '%s' expected string", r->name->s);
		return false;
	}
	size_t n;
	char *text = decode_string(ps, s.val, s.loc, &n);
	if (!text)
		return false;
	IrAttr *a = spirv_enum_attr(ps_ctx(ps), mnemonic, text, n);
	if (!a) {
		ps_error(ps, s.loc.start, "custom op '%s' invalid %s attribute specification: \"%.*s\"", r->name->s,
		         mnemonic, (int)n, text);
		return false;
	}
	add(ps, r, mnemonic, a);
	return true;
}

/* spirv.module [@name] AddressingModel MemoryModel [requires #spirv.vce<...>]
                [attributes {...}] {body} */
IrOp *spirv_read_module(ParseState *ps, Parsed *r)
{
	if (tok_peek(ps).kind == IR_TOK_AT_ID && !read_symbol(ps, r, "sym_name", false, NULL))
		return NULL;
	if (!read_enum_keyword(ps, r, "addressing_model") || !read_enum_keyword(ps, r, "memory_model"))
		return NULL;
	Tok t = tok_peek(ps);
	if (word_is(&t, "requires")) {
		tok_next(ps);
		Tok at = tok_peek(ps);
		IrAttr *vce = read_attr(ps);
		if (!vce)
			return NULL;
		if (!spirv_vce(vce)) {
			ps_error(ps, at.loc.start, "custom op '%s' invalid kind of attribute specified", r->name->s);
			return NULL;
		}
		add(ps, r, "vce_triple", vce);
	}
	if (!read_attr_dict(ps, r, true))
		return NULL;
	RegionBuild *body = read_region(ps);
	if (!body)
		return NULL;
	region_ensure_block(ps, body);
	r->regions = tv_push(ps, r->regions, body);
	return custom_finish(ps, r);
}

/* `(N, M)` of bind */
static bool read_bind(ParseState *ps, Parsed *r)
{
	IrContext *ctx = ps_ctx(ps);
	IrType *i32 = ir_type_int(ctx, 32, IR_SIGNLESS);
	const char *names[2] = {"descriptor_set", "binding"};
	if (!tok_expect(ps, '(', "'('"))
		return false;
	for (int i = 0; i < 2; i++) {
		Tok t;
		int64_t v;
		if (i && !tok_expect(ps, ',', "','"))
			return false;
		if (!tok_accept(ps, IR_TOK_INTEGER, &t))
			return tok_expect(ps, IR_TOK_INTEGER, "integer value"), false;
		if (!parse_i64(ps, t.val, t.loc, false, &v))
			return false;
		add(ps, r, names[i], ir_attr_int(ctx, i32, v));
	}
	return tok_expect(ps, ')', "')'");
}

/* spirv.GlobalVariable @name [initializer(@x)] [built_in("B")] [bind(s, b)]
                        attr-dict : type */
IrOp *spirv_read_global_variable(ParseState *ps, Parsed *r)
{
	if (!read_symbol(ps, r, "sym_name", false, NULL))
		return NULL;
	Tok t = tok_peek(ps);
	if (word_is(&t, "initializer")) {
		tok_next(ps);
		if (!tok_expect(ps, '(', "'('") || !read_symbol(ps, r, "initializer", true, NULL) ||
		    !tok_expect(ps, ')', "')'"))
			return NULL;
		t = tok_peek(ps);
	}
	if (word_is(&t, "built_in")) {
		tok_next(ps);
		Tok s;
		if (!tok_expect(ps, '(', "'('"))
			return NULL;
		if (!tok_accept(ps, IR_TOK_STRING, &s))
			return tok_expect(ps, IR_TOK_STRING, "string"), NULL;
		size_t n;
		char *text = decode_string(ps, s.val, s.loc, &n);
		if (!text || !tok_expect(ps, ')', "')'"))
			return NULL;
		add(ps, r, "builtin", ir_attr_string(ps_ctx(ps), text, n, NULL));
		t = tok_peek(ps);
	}
	if (word_is(&t, "bind")) {
		tok_next(ps);
		if (!read_bind(ps, r))
			return NULL;
	}
	IrType *type = read_dict_and_type(ps, r);
	if (!type)
		return NULL;
	add(ps, r, "type", ir_attr_type(ps_ctx(ps), type));
	return custom_finish(ps, r);
}

/* A constant op of this value and result type. */
static IrOp *finish_constant(ParseState *ps, Parsed *r, IrAttr *value, IrType *type)
{
	add(ps, r, "value", value);
	r->nresults = 1;
	r->result_types = ps_alloc(ps, sizeof *r->result_types);
	r->result_types[0] = type;
	return custom_finish(ps, r);
}

/* spirv.Constant attribute-value [: type]: an array value, or one whose
   type is not the result's (upstream's `dense<...> : tensor<4xi8> :
   !spirv.array<4 x i8>`), is followed by the result type. */
IrOp *spirv_read_constant(ParseState *ps, Parsed *r)
{
	IrAttr *value = read_attr(ps);
	if (!value)
		return NULL;
	IrType *type = value->kind == IR_ATTR_ARRAY ? NULL : ir_attr_type_of(value);
	if (!type || tok_peek(ps).kind == ':') {
		if (!tok_expect(ps, ':', "':'") || !(type = read_type(ps)))
			return NULL;
	}
	if (!read_attr_dict(ps, r, false))
		return NULL;
	return finish_constant(ps, r, value, type);
}

/* spirv.EXT.ConstantCompositeReplicate [attribute-value] : type {attrs} */
IrOp *spirv_read_constant_composite_replicate(ParseState *ps, Parsed *r)
{
	IrAttr *value;
	IrType *type;
	if (!tok_expect(ps, '[', "'['") || !(value = read_attr(ps)) || !tok_expect(ps, ']', "']'") ||
	    !tok_expect(ps, ':', "':'") || !(type = read_type(ps)) || !read_attr_dict(ps, r, false))
		return NULL;
	return finish_constant(ps, r, value, type);
}

/* `%a: T {attrs}` of a function's arguments, until `)` */
static TVec *read_arguments(ParseState *ps, TVec **types)
{
	TVec *names = NULL;
	if (!tok_expect(ps, '(', "'('"))
		return NULL;
	if (tok_accept(ps, ')', NULL))
		return tv_new(ps);
	do {
		Tok name;
		if (!tok_accept(ps, IR_TOK_PERCENT_ID, &name))
			return tok_expect(ps, IR_TOK_PERCENT_ID, "SSA identifier"), NULL;
		if (!tok_expect(ps, ':', "':'"))
			return NULL;
		IrType *t = read_type(ps);
		if (!t)
			return NULL;
		IrAttr *attrs = NULL;
		if (tok_peek(ps).kind == '{' && !(attrs = read_attr(ps)))
			return NULL;
		names = tv_push(ps, names, typed_ref_new(ps, name.val, name.loc, t, attrs, NULL));
		*types = tv_push(ps, *types, t);
	} while (tok_accept(ps, ',', NULL));
	return tok_expect(ps, ')', "')'") ? names : NULL;
}

/* spirv.func @name(%a: T, ...) [-> R] "Control" [attributes {...}] [{body}] */
IrOp *spirv_read_func(ParseState *ps, Parsed *r)
{
	IrContext *ctx = ps_ctx(ps);
	if (!read_symbol(ps, r, "sym_name", false, NULL))
		return NULL;
	TVec *in = NULL, *out = NULL;
	TVec *names = read_arguments(ps, &in);
	if (!names)
		return NULL;
	if (tok_accept(ps, IR_TOK_ARROW, NULL) && !(out = read_result_types(ps)))
		return NULL;
	if (!read_enum_string(ps, r, "function_control"))
		return NULL;
	IrType *fty = ir_type_function(ctx, in ? in->n : 0, in ? (IrType **)in->v : NULL, out ? out->n : 0,
	                               out ? (IrType **)out->v : NULL);
	add(ps, r, "function_type", ir_attr_type(ctx, fty));
	bool any_attrs = false;
	for (unsigned i = 0; i < names->n; i++)
		any_attrs |= ((TypedRef *)names->v[i])->attrs != NULL;
	if (any_attrs) {
		IrAttr **dicts = ps_alloc(ps, names->n * sizeof *dicts);
		for (unsigned i = 0; i < names->n; i++) {
			IrAttr *d = ((TypedRef *)names->v[i])->attrs;
			dicts[i] = d ? d : ir_attr_dict(ctx, 0, NULL, NULL);
		}
		add(ps, r, "arg_attrs", ir_attr_array(ctx, names->n, dicts));
	}
	if (!read_attr_dict(ps, r, true))
		return NULL;
	if (tok_peek(ps).kind == '{') {
		RegionBuild *body = read_region_with_args(ps, names, in ? (IrType **)in->v : NULL);
		if (!body)
			return NULL;
		r->regions = tv_push(ps, r->regions, body);
	} else {
		r->regions = tv_push(ps, r->regions, region_empty(ps));
	}
	return custom_finish(ps, r);
}

/* `@a, @b, ...` after a first symbol: the interface, an array of symbols */
static bool read_interface(ParseState *ps, Parsed *r, bool need_comma)
{
	TVec *vars = NULL;
	if (!need_comma || tok_accept(ps, ',', NULL)) {
		do {
			IrAttr *a;
			if (!read_symbol(ps, r, NULL, true, &a))
				return false;
			vars = tv_push(ps, vars, a);
		} while (tok_accept(ps, ',', NULL));
	}
	add(ps, r, "interface", ir_attr_array(ps_ctx(ps), vars ? vars->n : 0, vars ? (IrAttr **)vars->v : NULL));
	return true;
}

/* spirv.EntryPoint "Model" @fn, @var, ... */
IrOp *spirv_read_entry_point(ParseState *ps, Parsed *r)
{
	if (!read_enum_string(ps, r, "execution_model") || !read_symbol(ps, r, "fn", true, NULL) || !read_interface(ps, r, true))
		return NULL;
	return custom_finish(ps, r);
}

/* spirv.ARM.GraphEntryPoint @graph, @var, ... */
IrOp *spirv_read_graph_entry_point(ParseState *ps, Parsed *r)
{
	if (!read_symbol(ps, r, "fn", true, NULL) || !read_interface(ps, r, true))
		return NULL;
	return custom_finish(ps, r);
}

/* spirv.CompositeExtract %v[1 : i32, ...] attr-dict : type */
IrOp *spirv_read_composite_extract(ParseState *ps, Parsed *r)
{
	Tok at = tok_peek(ps);
	if (!read_plain_operand(ps, r))
		return NULL;
	Tok open = tok_peek(ps);
	IrAttr *indices = read_attr(ps);
	if (!indices)
		return NULL;
	if (indices->kind != IR_ATTR_ARRAY) {
		ps_error(ps, open.loc.start, "custom op '%s' invalid kind of attribute specified", r->name->s);
		return NULL;
	}
	IrType *type = read_dict_and_type(ps, r);
	if (!type)
		return NULL;
	add(ps, r, "indices", indices);
	r->all_types = ps_alloc(ps, sizeof *r->all_types);
	r->all_types[0] = type;
	IrType *elem = type;
	for (unsigned i = 0; elem && i < indices->array.n; i++) {
		IrAttr *k = indices->array.elems[i];
		elem = k->kind == IR_ATTR_INTEGER ? spirv_composite_element(elem, (int64_t)k->words[0]) : NULL;
	}
	if (!elem) {
		ps_error(ps, at.loc.start, "custom op '%s' invalid composite type or indices", r->name->s);
		return NULL;
	}
	r->nresults = 1;
	r->result_types = ps_alloc(ps, sizeof *r->result_types);
	r->result_types[0] = elem;
	return custom_finish(ps, r);
}
