/* custom_scf.c: reading the scf dialect's hand-written custom forms,
   scf.for, scf.if, scf.parallel and scf.reduce (MLIR's ForOp::parse,
   IfOp::parse, ParallelOp::parse and the format of ReduceOp). */
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
			ps_error(ps, r->loc.start, "mismatch in number of loop-carried values and defined values");
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

/* `(%a, %b)`: a parenthesized operand list of exactly `want` operands
   (any number when want < 0), as operand group g. */
static bool read_paren_group(ParseState *ps, Parsed *r, unsigned g, int want)
{
	Tok open = tok_peek(ps);
	if (!tok_expect(ps, '(', "'('"))
		return false;
	TVec *list = read_operand_list(ps, NULL);
	if (ps->failed || !tok_expect(ps, ')', "')'"))
		return false;
	r->groups[g] = list ? list : tv_new(ps);
	if (want >= 0 && r->groups[g]->n != (unsigned)want) {
		ps_error(ps, open.loc.start, "custom op '%s' expected %d operands", r->name->s, want);
		return false;
	}
	return true;
}

static bool expect_word(ParseState *ps, Parsed *r, const char *w)
{
	Tok t = tok_next(ps);
	if (word_is(&t, w))
		return true;
	ps_error(ps, t.loc.start, "custom op '%s' expected '%s'", r->name->s, w);
	return false;
}

/* n index types, for induction variables and bounds */
static IrType **index_types(ParseState *ps, unsigned n)
{
	IrType **types = arena_alloc(&ps->tmp, (n + 1) * sizeof *types);
	for (unsigned i = 0; i < n; i++)
		types[i] = ps->ctx->t_index;
	return types;
}

/* scf.parallel (%iv, ...) = (%lb, ...) to (%ub, ...) step (%s, ...)
                [init (%x, ...)] [-> types] {body} attr-dict
   The body's scf.reduce may be left out when it reduces nothing. */
static IrOp *read_parallel(ParseState *ps, Parsed *r)
{
	TVec *ivs = NULL;
	Tok t;
	if (!tok_expect(ps, '(', "'('"))
		return NULL;
	while (tok_accept(ps, TOK_PERCENT_ID, &t)) {
		ivs = tv_push(ps, ivs, typed_ref_new(ps, t.val, t.loc, ps->ctx->t_index, NULL, NULL));
		if (!tok_accept(ps, ',', NULL))
			break;
	}
	int n = ivs ? (int)ivs->n : 0;
	if (!tok_expect(ps, ')', "')'") || !tok_expect(ps, '=', "'='") || !read_paren_group(ps, r, 0, n) ||
	    !expect_word(ps, r, "to") || !read_paren_group(ps, r, 1, n) || !expect_word(ps, r, "step") ||
	    !read_paren_group(ps, r, 2, n))
		return NULL;
	r->groups[3] = tv_new(ps);
	t = tok_peek(ps);
	if (word_is(&t, "init")) {
		tok_next(ps);
		if (!read_paren_group(ps, r, 3, -1))
			return NULL;
	}
	TVec *types = read_arrow_types(ps);
	if (ps->failed)
		return NULL;
	unsigned nres = types ? types->n : 0;
	if (nres != r->groups[3]->n) {
		ps_error(ps, r->loc.start, "custom op '%s' number of operands and types do not match: got %u operands and "
		         "%u types", r->name->s, r->groups[3]->n, nres);
		return NULL;
	}
	RegionBuild *body = read_region_with_args(ps, ivs, index_types(ps, (unsigned)n));
	if (!body)
		return NULL;
	ensure_yield(ps, body, "scf.reduce", r->loc.start);
	r->regions = tv_push(ps, NULL, body);
	if (!read_attr_dict(ps, r, false))
		return NULL;
	r->nresults = nres; /* the names bound to them are checked by finish_op */
	for (unsigned g = 0; g < 3; g++)
		r->group_types[g] = index_types(ps, (unsigned)n);
	r->group_types[3] = nres ? (IrType **)types->v : NULL;
	r->result_types = r->group_types[3];
	return custom_finish(ps, r);
}

/* scf.reduce [(%x, ... : types)] [{reduction}, ...] attr-dict */
static IrOp *read_reduce(ParseState *ps, Parsed *r)
{
	unsigned n = 0;
	if (tok_peek(ps).kind == '(') {
		tok_next(ps);
		r->all_uses = read_operand_list(ps, NULL);
		n = r->all_uses ? r->all_uses->n : 0;
		r->all_types = arena_alloc(&ps->tmp, (n + 1) * sizeof(IrType *));
		if (ps->failed || !tok_expect(ps, ':', "':'") || !read_types(ps, n, r->all_types) ||
		    !tok_expect(ps, ')', "')'"))
			return NULL;
	}
	if (tok_peek(ps).kind == '{') {
		do {
			RegionBuild *rb = read_region(ps);
			if (!rb)
				return NULL;
			r->regions = tv_push(ps, r->regions, rb);
		} while (tok_accept(ps, ',', NULL));
	}
	return read_attr_dict(ps, r, false) ? custom_finish(ps, r) : NULL;
}

IrOp *read_scf_op(ParseState *ps, Parsed *r)
{
	switch (r->def->form) {
	case IR_FORM_SCF_FOR: return read_for(ps, r);
	case IR_FORM_SCF_IF: return read_if(ps, r);
	case IR_FORM_SCF_PARALLEL: return read_parallel(ps, r);
	case IR_FORM_SCF_REDUCE: return read_reduce(ps, r);
	default: die("not an scf form");
	}
}
