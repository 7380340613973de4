/* parse.c: reading the TOSA dialect's hand-written custom forms: tosa.cond_if and tosa.variable. */
#include "tosa.h"

/* With an init list, cond_if's types after the condition's are one
   function type: (inputs) -> results. */
static bool read_cond_if_function_type(ParseState *ps, Parsed *r, unsigned ninit)
{
	size_t at = tok_peek(ps).loc.start;
	IrType *f = read_type(ps);
	if (!f || f->kind != IR_TYPE_FUNCTION) {
		ps_follow_up_error(ps, r, at, "expected list of types for block arguments followed by arrow type and list "
		                "of return types");
		return false;
	}
	if (f->func.nin != ninit) {
		ps_error(ps, at, "custom op '%s' expected as many input types as operands (expected %u got %u)", r->name->s,
		         ninit, f->func.nin);
		return false;
	}
	if (f->func.nout != r->nresults) {
		ps_error(ps, r->loc.start, "expected %u result types but had %u", r->nresults, f->func.nout);
		return false;
	}
	memcpy(r->all_types + 1, f->func.types, ninit * sizeof(IrType *));
	r->result_types = f->func.types + ninit;
	return true;
}

/* Without an init list: `-> results`. */
static bool read_cond_if_results(ParseState *ps, Parsed *r)
{
	TVec *res;
	if (!tok_expect(ps, IR_TOK_ARROW, "'->'") || !(res = read_result_types(ps)))
		return false;
	if (res->n != r->nresults) {
		ps_error(ps, r->loc.start, "expected %u result types but had %u", r->nresults, res->n);
		return false;
	}
	r->result_types = (IrType **)res->v;
	return true;
}

/* tosa.cond_if %c (%a = %x, ...) : T (types) -> results {then} else {else} */
IrOp *tosa_read_cond_if(ParseState *ps, Parsed *r)
{
	Tok t;
	TVec *names, *inits;
	if (!tok_accept(ps, IR_TOK_PERCENT_ID, &t) && !tok_expect(ps, IR_TOK_PERCENT_ID, "SSA operand"))
		return NULL;
	r->all_uses = tv_push(ps, NULL, ref_new(ps, t.val, t.loc));
	if (!read_init_list(ps, &names, &inits))
		return NULL;
	size_t colon = tok_peek(ps).loc.start;
	if (!tok_expect(ps, ':', "':'")) {
		ps_follow_up_error(ps, r, colon, "expected type for condition operand");
		return NULL;
	}
	unsigned ninit = inits ? inits->n : 0;
	r->all_types = ps_alloc(ps, (ninit + 2) * sizeof(IrType *));
	if (!(r->all_types[0] = read_type(ps)))
		return NULL;
	for (unsigned i = 0; i < ninit; i++)
		tv_push(ps, r->all_uses, inits->v[i]);
	if (ninit ? !read_cond_if_function_type(ps, r, ninit) : !read_cond_if_results(ps, r))
		return NULL;
	/* the regions declare their arguments in their own block labels */
	RegionBuild *then = read_region(ps), *other = NULL;
	if (!then)
		return NULL;
	r->regions = tv_push(ps, NULL, then);
	Tok e = tok_peek(ps);
	if (tok_is(&e, "else")) {
		tok_next(ps);
		if (!(other = read_region(ps)))
			return NULL;
	} else {
		other = region_empty(ps);
	}
	r->regions = tv_push(ps, r->regions, other);
	return read_attr_dict(ps, r, false) ? custom_finish(ps, r) : NULL;
}

static bool tosa_ranked_type(const IrType *t)
{
	return t->kind == IR_TYPE_TENSOR || t->kind == IR_TYPE_VECTOR || t->kind == IR_TYPE_MEMREF;
}

/* tosa.variable @name [= initial-value] [: type] */
IrOp *tosa_read_variable(ParseState *ps, Parsed *r)
{
	Tok t;
	size_t n;
	if (!tok_accept(ps, IR_TOK_AT_ID, &t) && !tok_expect(ps, IR_TOK_AT_ID, "symbol name"))
		return NULL;
	char *s = decode_symbol(ps, t.val, t.loc, &n);
	if (!s)
		return NULL;
	add_named(ps, r, ir_ident_cstr(ps_ctx(ps), "sym_name"), ir_attr_string(ps_ctx(ps), s, n, NULL));
	IrType *type = NULL;
	if (tok_accept(ps, '=', NULL)) {
		IrAttr *init = read_attr(ps);
		if (!init) {
			ps_follow_up_error(ps, r, tok_peek(ps).loc.start, "expected attribute");
			return NULL;
		}
		add_named(ps, r, ir_ident_cstr(ps_ctx(ps), "initial_value"), init);
		type = ir_attr_type_of(init);
	} else if (!tok_expect(ps, ':', "':'") || !(type = read_type(ps))) {
		ps_follow_up_error(ps, r, tok_peek(ps).loc.start, "expected type after colon");
		return NULL;
	}
	/* MLIR reports these where the reader stands, after the type */
	const char *bad = !type ? "expected Typed attr" : !ir_type_is_shaped(type) ? "expected shaped type"
	                  : !tosa_ranked_type(type) ? "expected ranked type" : NULL;
	if (bad) {
		ps_error(ps, tok_peek(ps).loc.start, "custom op '%s' %s", r->name->s, bad);
		return NULL;
	}
	/* var_shape: dense<[dims]> : tensor<rank x index>, -1 for `?`; type:
	   the element type */
	unsigned rank = type->shaped.rank;
	int64_t dims[1] = {rank};
	IrType *shape_t = ir_type_tensor(ps_ctx(ps), 1, dims, ps_ctx(ps)->t_index, NULL);
	unsigned char *data = ps_alloc(ps, rank * 8 + 1);
	for (unsigned i = 0; i < rank; i++) {
		int64_t d = type->shaped.dims[i] == IR_DYNAMIC ? -1 : type->shaped.dims[i];
		memcpy(data + i * 8, &d, 8);
	}
	add_named(ps, r, ir_ident_cstr(ps_ctx(ps), "var_shape"), ir_attr_dense(ps_ctx(ps), shape_t, false, data, rank * 8));
	add_named(ps, r, ir_ident_cstr(ps_ctx(ps), "type"), ir_attr_type(ps_ctx(ps), type->shaped.elem));
	return read_attr_dict(ps, r, false) ? custom_finish(ps, r) : NULL;
}
