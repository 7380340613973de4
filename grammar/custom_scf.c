/* custom_scf.c: reading the scf dialect's hand-written custom forms,
   scf.for and scf.if (MLIR's ForOp::parse and IfOp::parse). */
#include "internal.h"
#include "parser.h"

static bool word_is(const Tok *t, const char *w)
{
	return t->kind == TOK_BARE_ID && t->val.n == strlen(w) && !memcmp(t->val.p, w, t->val.n);
}

/* The `-> (types)` after iter_args or a condition; NULL (and no error) when
   there is no arrow. */
static TVec *read_arrow_types(ParseState *ps)
{
	if (!tok_accept(ps, TOK_ARROW, NULL))
		return NULL;
	return read_result_types(ps);
}

/* scf.for [unsigned] %iv = %lb to %ub step %step
           [iter_args(%a = %init, ...) -> (types)] [: type] {body} attr-dict */
static IrOp *read_for(ParseState *ps, Parsed *r)
{
	Tok iv, t = tok_peek(ps);
	bool is_unsigned = word_is(&t, "unsigned");
	if (is_unsigned)
		tok_next(ps);
	if (!tok_accept(ps, TOK_PERCENT_ID, &iv))
		return tok_expect(ps, TOK_PERCENT_ID, "SSA operand"), NULL;
	Tok lb, ub, step;
	if (!tok_expect(ps, '=', "'='") || !tok_accept(ps, TOK_PERCENT_ID, &lb))
		return ps->failed ? NULL : (tok_expect(ps, TOK_PERCENT_ID, "SSA operand"), NULL);
	t = tok_next(ps);
	if (!word_is(&t, "to"))
		return ps_error(ps, t.loc.start, "custom op 'scf.for' expected 'to'"), NULL;
	if (!tok_accept(ps, TOK_PERCENT_ID, &ub))
		return tok_expect(ps, TOK_PERCENT_ID, "SSA operand"), NULL;
	t = tok_next(ps);
	if (!word_is(&t, "step"))
		return ps_error(ps, t.loc.start, "custom op 'scf.for' expected 'step'"), NULL;
	if (!tok_accept(ps, TOK_PERCENT_ID, &step))
		return tok_expect(ps, TOK_PERCENT_ID, "SSA operand"), NULL;
	r->all_uses = tv_push(ps, tv_push(ps, tv_push(ps, NULL, ref_new(ps, lb.val, lb.loc)),
	                                  ref_new(ps, ub.val, ub.loc)),
	                      ref_new(ps, step.val, step.loc));
	TVec *names = NULL, *inits = NULL, *iter_types = NULL;
	t = tok_peek(ps);
	if (word_is(&t, "iter_args")) {
		tok_next(ps);
		if (tok_peek(ps).kind != '(')
			return tok_expect(ps, '(', "'('"), NULL;
		if (!read_init_list(ps, &names, &inits) || !(iter_types = read_arrow_types(ps)))
			return ps->failed ? NULL : (tok_expect(ps, TOK_ARROW, "'->'"), NULL);
		if ((inits ? inits->n : 0) != iter_types->n) {
			ps_error(ps, t.loc.start, "mismatch in number of loop-carried values and defined values");
			return NULL;
		}
	}
	unsigned ninit = iter_types ? iter_types->n : 0;
	IrType *iv_type = ps->ctx->t_index;
	if (tok_accept(ps, ':', NULL) && !(iv_type = read_type(ps)))
		return NULL;
	TVec *args = tv_push(ps, NULL, typed_ref_new(ps, iv.val, iv.loc, iv_type, NULL, NULL));
	IrType **arg_types = arena_alloc(&ps->tmp, (ninit + 1) * sizeof *arg_types);
	arg_types[0] = iv_type;
	for (unsigned i = 0; i < ninit; i++) {
		args = tv_push(ps, args, names->v[i]);
		r->all_uses = tv_push(ps, r->all_uses, inits->v[i]);
		arg_types[i + 1] = iter_types->v[i];
	}
	RegionBuild *body = read_region_with_args(ps, args, arg_types);
	if (!body)
		return NULL;
	if (!ninit)
		ensure_yield(ps, body, "scf.yield", r->loc.start);
	r->regions = tv_push(ps, NULL, body);
	if (is_unsigned)
		add_named(ps, r, ir_ident_cstr(ps->ctx, "unsignedCmp"), ir_attr_unit(ps->ctx));
	if (!read_attr_dict(ps, r, false))
		return NULL;
	r->nresults = ninit; /* the names bound to them are checked by finish_op */
	r->all_types = arena_alloc(&ps->tmp, (3 + ninit) * sizeof(IrType *));
	r->all_types[0] = r->all_types[1] = r->all_types[2] = iv_type;
	for (unsigned i = 0; i < ninit; i++)
		r->all_types[3 + i] = iter_types->v[i];
	r->result_types = ninit ? (IrType **)iter_types->v : NULL;
	return custom_finish(ps, r);
}

/* scf.if %cond [-> (types)] {then} [else {else}] attr-dict */
static IrOp *read_if(ParseState *ps, Parsed *r)
{
	Tok cond;
	if (!tok_accept(ps, TOK_PERCENT_ID, &cond))
		return tok_expect(ps, TOK_PERCENT_ID, "SSA operand"), NULL;
	r->all_uses = tv_push(ps, NULL, ref_new(ps, cond.val, cond.loc));
	TVec *types;
	if (!read_then_else(ps, r, "scf.yield", &types))
		return NULL;
	unsigned nres = types ? types->n : 0;
	if (!read_attr_dict(ps, r, false))
		return NULL;
	r->all_types = arena_alloc(&ps->tmp, sizeof(IrType *));
	r->all_types[0] = ps->ctx->t_i1;
	r->result_types = nres ? (IrType **)types->v : NULL;
	return custom_finish(ps, r);
}

IrOp *read_scf_op(ParseState *ps, Parsed *r)
{
	switch (r->def->form) {
	case IR_FORM_SCF_FOR: return read_for(ps, r);
	case IR_FORM_SCF_IF: return read_if(ps, r);
	default: die("not an scf form");
	}
}
