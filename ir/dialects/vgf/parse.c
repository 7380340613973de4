/* parse.c: reading vgf.sequence and vgf.segment, written as func.func is:
   `@name(%a: T {attrs}, ...) -> (U {attrs}, ...) attributes {...} {body}`. */
#include "vgf.h"

/* An optional `{...}` dictionary after an argument or result type; *d is
   NULL when there is none. */
static bool read_optional_dict(ParseState *ps, IrAttr **d)
{
	*d = NULL;
	if (tok_peek(ps).kind != '{')
		return true;
	*d = read_attr(ps);
	return *d != NULL;
}

/* `(%a: T {attrs}, ...)`: the named arguments, their types set. */
static TVec *read_arguments(ParseState *ps)
{
	TVec *args = tv_new(ps);
	if (!tok_expect(ps, '(', "'('"))
		return NULL;
	if (tok_accept(ps, ')', NULL))
		return args;
	do {
		Tok name;
		IrType *type;
		IrAttr *attrs;
		if (!tok_accept(ps, IR_TOK_PERCENT_ID, &name))
			return tok_expect(ps, IR_TOK_PERCENT_ID, "SSA identifier"), NULL;
		if (!tok_expect(ps, ':', "':'") || !(type = read_type(ps)) || !read_optional_dict(ps, &attrs))
			return NULL;
		args = tv_push(ps, args, typed_ref_new(ps, name.val, name.loc, type, attrs, NULL));
	} while (tok_accept(ps, ',', NULL));
	return tok_expect(ps, ')', "')'") ? args : NULL;
}

/* `-> T`, `-> (T {attrs}, ...)` or nothing: the results as unnamed TypedRefs. */
static TVec *read_results(ParseState *ps)
{
	TVec *res = tv_new(ps);
	if (!tok_accept(ps, IR_TOK_ARROW, NULL))
		return res;
	if (!tok_accept(ps, '(', NULL)) {
		Tok t = tok_peek(ps);
		IrType *type = read_type(ps);
		return type ? tv_push(ps, res, typed_ref_new(ps, (Slice){NULL, 0}, t.loc, type, NULL, NULL)) : NULL;
	}
	if (tok_accept(ps, ')', NULL))
		return res;
	do {
		Tok t = tok_peek(ps);
		IrType *type = read_type(ps);
		IrAttr *attrs;
		if (!type || !read_optional_dict(ps, &attrs))
			return NULL;
		res = tv_push(ps, res, typed_ref_new(ps, (Slice){NULL, 0}, t.loc, type, attrs, NULL));
	} while (tok_accept(ps, ',', NULL));
	return tok_expect(ps, ')', "')'") ? res : NULL;
}

/* arg_attrs or res_attrs: a dictionary per entry, present only when one
   of them has attributes. */
static void add_attr_array(ParseState *ps, Parsed *r, const char *name, TVec *list)
{
	bool any = false;
	for (unsigned i = 0; i < list->n; i++) {
		IrAttr *d = ((TypedRef *)list->v[i])->attrs;
		any |= d && d->dict.n > 0;
	}
	if (!any)
		return;
	IrContext *ctx = ps_ctx(ps);
	IrAttr **elems = ps_alloc(ps, list->n * sizeof *elems);
	for (unsigned i = 0; i < list->n; i++) {
		IrAttr *d = ((TypedRef *)list->v[i])->attrs;
		elems[i] = d ? d : ctx->a_empty_dict;
	}
	add_named(ps, r, ir_ident_cstr(ctx, name), ir_attr_array(ctx, list->n, elems));
}

IrOp *vgf_read_function(ParseState *ps, Parsed *r)
{
	IrContext *ctx = ps_ctx(ps);
	Tok t;
	size_t n;
	if (!tok_accept(ps, IR_TOK_AT_ID, &t)) {
		ps_error(ps, error_offset(ps, tok_peek(ps).loc.start),
		         "custom op '%s' expected valid '@'-identifier for symbol name", r->name->s);
		return NULL;
	}
	char *name = decode_symbol(ps, t.val, t.loc, &n);
	TVec *args, *results;
	if (!name || !(args = read_arguments(ps)) || !(results = read_results(ps)))
		return NULL;
	add_named(ps, r, ir_ident_cstr(ctx, "sym_name"), ir_attr_string(ctx, name, n, NULL));
	unsigned nin = args->n, nout = results->n;
	IrType **types = ps_alloc(ps, (nin + nout + 1) * sizeof *types);
	for (unsigned i = 0; i < nin; i++)
		types[i] = ((TypedRef *)args->v[i])->type;
	for (unsigned i = 0; i < nout; i++)
		types[nin + i] = ((TypedRef *)results->v[i])->type;
	add_named(ps, r, ir_ident_cstr(ctx, "function_type"),
	          ir_attr_type(ctx, ir_type_function(ctx, nin, types, nout, types + nin)));
	add_attr_array(ps, r, "arg_attrs", args);
	add_attr_array(ps, r, "res_attrs", results);
	if (!read_attr_dict(ps, r, true))
		return NULL;
	RegionBuild *body = tok_peek(ps).kind == '{' ? read_region_with_args(ps, args, types) : region_empty(ps);
	if (!body)
		return NULL;
	r->regions = tv_push(ps, NULL, body);
	return custom_finish(ps, r);
}
