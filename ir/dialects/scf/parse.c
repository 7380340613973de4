/* parse.c: reading the scf dialect's hand-written custom forms,
   scf.for, scf.if, scf.parallel and scf.reduce (MLIR's ForOp::parse,
   IfOp::parse, ParallelOp::parse and the format of ReduceOp). */
#include "scf.h"

static bool word_is(const Tok *t, const char *w)
{
	return t->kind == IR_TOK_BARE_ID && t->val.n == strlen(w) && !memcmp(t->val.p, w, t->val.n);
}

/* The `-> (types)` after iter_args or a condition; NULL (and no error) when
   there is no arrow. */
static TVec *read_arrow_types(ParseState *ps)
{
	if (!tok_accept(ps, IR_TOK_ARROW, NULL))
		return NULL;
	return read_result_types(ps);
}

/* scf.for [unsigned] %iv = %lb to %ub step %step
           [iter_args(%a = %init, ...) -> (types)] [: type] {body} attr-dict */
IrOp *scf_read_for(ParseState *ps, Parsed *r)
{
	Tok iv, t = tok_peek(ps);
	bool is_unsigned = word_is(&t, "unsigned");
	if (is_unsigned)
		tok_next(ps);
	if (!tok_accept(ps, IR_TOK_PERCENT_ID, &iv))
		return tok_expect(ps, IR_TOK_PERCENT_ID, "SSA operand"), NULL;
	Tok lb, ub, step;
	if (!tok_expect(ps, '=', "'='") || !tok_accept(ps, IR_TOK_PERCENT_ID, &lb))
		return ps_failed(ps) ? NULL : (tok_expect(ps, IR_TOK_PERCENT_ID, "SSA operand"), NULL);
	t = tok_next(ps);
	if (!word_is(&t, "to"))
		return ps_error(ps, t.loc.start, "custom op 'scf.for' expected 'to'"), NULL;
	if (!tok_accept(ps, IR_TOK_PERCENT_ID, &ub))
		return tok_expect(ps, IR_TOK_PERCENT_ID, "SSA operand"), NULL;
	t = tok_next(ps);
	if (!word_is(&t, "step"))
		return ps_error(ps, t.loc.start, "custom op 'scf.for' expected 'step'"), NULL;
	if (!tok_accept(ps, IR_TOK_PERCENT_ID, &step))
		return tok_expect(ps, IR_TOK_PERCENT_ID, "SSA operand"), NULL;
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
			return ps_failed(ps) ? NULL : (tok_expect(ps, IR_TOK_ARROW, "'->'"), NULL);
		if ((inits ? inits->n : 0) != iter_types->n) {
			ps_error(ps, r->loc.start, "mismatch in number of loop-carried values and defined values");
			return NULL;
		}
	}
	unsigned ninit = iter_types ? iter_types->n : 0;
	IrType *iv_type = ps_ctx(ps)->t_index;
	if (tok_accept(ps, ':', NULL) && !(iv_type = read_type(ps)))
		return NULL;
	TVec *args = tv_push(ps, NULL, typed_ref_new(ps, iv.val, iv.loc, iv_type, NULL, NULL));
	IrType **arg_types = ps_alloc(ps, (ninit + 1) * sizeof *arg_types);
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
		ensure_terminator(ps, body, "scf.yield", 0, r->loc.start);
	r->regions = tv_push(ps, NULL, body);
	if (is_unsigned)
		add_named(ps, r, ir_ident_cstr(ps_ctx(ps), "unsignedCmp"), ir_attr_unit(ps_ctx(ps)));
	if (!read_attr_dict(ps, r, false))
		return NULL;
	r->nresults = ninit; /* the names bound to them are checked by finish_op */
	r->all_types = ps_alloc(ps, (3 + ninit) * sizeof(IrType *));
	r->all_types[0] = r->all_types[1] = r->all_types[2] = iv_type;
	for (unsigned i = 0; i < ninit; i++)
		r->all_types[3 + i] = iter_types->v[i];
	r->result_types = ninit ? (IrType **)iter_types->v : NULL;
	return custom_finish(ps, r);
}

/* scf.if %cond [-> (types)] {then} [else {else}] attr-dict */
IrOp *scf_read_if(ParseState *ps, Parsed *r)
{
	if (!read_plain_operand(ps, r))
		return NULL;
	TVec *types;
	if (!read_then_else(ps, r, "scf.yield", &types))
		return NULL;
	unsigned nres = types ? types->n : 0;
	if (!read_attr_dict(ps, r, false))
		return NULL;
	r->all_types = ps_alloc(ps, sizeof(IrType *));
	r->all_types[0] = ps_ctx(ps)->t_i1;
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
	if (ps_failed(ps) || !tok_expect(ps, ')', "')'"))
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
	IrType **types = ps_alloc(ps, (n + 1) * sizeof *types);
	for (unsigned i = 0; i < n; i++)
		types[i] = ps_ctx(ps)->t_index;
	return types;
}

/* `(%i, %j)`: induction variables, of type index; *ivs NULL when none. */
static bool read_induction_vars(ParseState *ps, TVec **ivs)
{
	Tok t;
	*ivs = NULL;
	if (!tok_expect(ps, '(', "'('"))
		return false;
	while (tok_accept(ps, IR_TOK_PERCENT_ID, &t)) {
		*ivs = tv_push(ps, *ivs, typed_ref_new(ps, t.val, t.loc, ps_ctx(ps)->t_index, NULL, NULL));
		if (!tok_accept(ps, ',', NULL))
			break;
	}
	return tok_expect(ps, ')', "')'");
}

/* The bounds and steps (operand groups 0 to 2) are used before the body is
   read, as MLIR resolves them: an induction variable cannot be one. */
static bool resolve_bounds_now(ParseState *ps, Parsed *r)
{
	for (unsigned g = 0; g < 3; g++)
		if (r->groups[g] && !resolve_uses_now(ps, r->groups[g], 0, r->groups[g]->n, index_types(ps, r->groups[g]->n)))
			return false;
	return true;
}

/* scf.parallel (%iv, ...) = (%lb, ...) to (%ub, ...) step (%s, ...)
                [init (%x, ...)] [-> types] {body} attr-dict
   The body's scf.reduce may be left out when it reduces nothing. */
IrOp *scf_read_parallel(ParseState *ps, Parsed *r)
{
	TVec *ivs;
	Tok t;
	if (!read_induction_vars(ps, &ivs))
		return NULL;
	int n = ivs ? (int)ivs->n : 0;
	if (!tok_expect(ps, '=', "'='") || !read_paren_group(ps, r, 0, n) ||
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
	if (ps_failed(ps))
		return NULL;
	unsigned nres = types ? types->n : 0;
	if (nres != r->groups[3]->n) {
		ps_error(ps, r->loc.start, "custom op '%s' number of operands and types do not match: got %u operands and "
		         "%u types", r->name->s, r->groups[3]->n, nres);
		return NULL;
	}
	if (!resolve_bounds_now(ps, r))
		return NULL;
	RegionBuild *body = read_region_with_args(ps, ivs, index_types(ps, (unsigned)n));
	if (!body)
		return NULL;
	ensure_terminator(ps, body, "scf.reduce", 0, r->loc.start);
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
IrOp *scf_read_reduce(ParseState *ps, Parsed *r)
{
	unsigned n = 0;
	if (tok_peek(ps).kind == '(') {
		tok_next(ps);
		r->all_uses = read_operand_list(ps, NULL);
		n = r->all_uses ? r->all_uses->n : 0;
		r->all_types = ps_alloc(ps, (n + 1) * sizeof(IrType *));
		if (ps_failed(ps) || !tok_expect(ps, ':', "':'") || !read_types(ps, n, r->all_types) ||
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

/* scf.index_switch %arg attr-dict [-> types] (case N {region})* default {region}:
   the default region comes first among the op's regions. */
IrOp *scf_read_index_switch(ParseState *ps, Parsed *r)
{
	if (!read_plain_operand(ps, r))
		return NULL;
	r->all_types = ps_alloc(ps, sizeof(IrType *));
	r->all_types[0] = ps_ctx(ps)->t_index;
	if (!read_attr_dict(ps, r, false))
		return NULL;
	/* `-> type($results)`: a list of types, no parentheses */
	TVec *types = NULL, *cases = NULL, *values = NULL;
	if (tok_accept(ps, IR_TOK_ARROW, NULL) && !(types = read_type_list(ps)))
		return NULL;
	unsigned nres = types ? types->n : 0;
	for (Tok t = tok_peek(ps); word_is(&t, "case"); t = tok_peek(ps)) {
		tok_next(ps);
		IrAttr *v = read_attr(ps);
		if (!v)
			return NULL;
		if (v->kind != IR_ATTR_INTEGER) {
			ps_error(ps, t.loc.end, "expected integer value");
			return NULL;
		}
		RegionBuild *rb = read_region(ps);
		if (!rb)
			return NULL;
		ensure_terminator(ps, rb, "scf.yield", 0, r->loc.start);
		values = tv_push(ps, values, v);
		cases = tv_push(ps, cases, rb);
	}
	if (!expect_word(ps, r, "default"))
		return NULL;
	RegionBuild *dflt = read_region(ps);
	if (!dflt)
		return NULL;
	ensure_terminator(ps, dflt, "scf.yield", 0, r->loc.start);
	unsigned ncases = cases ? cases->n : 0;
	uint64_t *words = ps_alloc(ps, (ncases + 1) * sizeof *words);
	r->regions = tv_push(ps, NULL, dflt);
	for (unsigned i = 0; i < ncases; i++) {
		r->regions = tv_push(ps, r->regions, cases->v[i]);
		words[i] = ((IrAttr *)values->v[i])->words[0];
	}
	add_named(ps, r, ir_ident_cstr(ps_ctx(ps), "cases"), ir_attr_dense_array(ps_ctx(ps), ps_ctx(ps)->t_i64, ncases, words));
	r->nresults = nres; /* the names bound to them are checked by finish_op */
	r->result_types = nres ? (IrType **)types->v : NULL;
	return custom_finish(ps, r);
}

/* A static list of n copies of v (the bounds and steps the normalized
   form of scf.forall leaves out). */
static void add_static_list(ParseState *ps, Parsed *r, const char *name, unsigned n, int64_t v)
{
	uint64_t *vals = ps_alloc(ps, (n + 1) * sizeof *vals);
	for (unsigned i = 0; i < n; i++)
		vals[i] = (uint64_t)v;
	add_named(ps, r, ir_ident_cstr(ps_ctx(ps), name), ir_attr_dense_array(ps_ctx(ps), ps_ctx(ps)->t_i64, n, vals));
}

static bool read_bound_list(ParseState *ps, Parsed *r, const char *args)
{
	return read_dynamic_index_list(ps, r, args, strlen(args), '(');
}

/* scf.forall (%i, ...) in (ubs) | = (lbs) to (ubs) step (steps)
              [shared_outs(%o = %x, ...)] [-> (types)] {body} attr-dict */
IrOp *scf_read_forall(ParseState *ps, Parsed *r)
{
	TVec *ivs, *outs = NULL, *inits = NULL;
	if (!read_induction_vars(ps, &ivs))
		return NULL;
	unsigned n = ivs ? ivs->n : 0;
	Tok t = tok_peek(ps);
	if (word_is(&t, "in")) {
		tok_next(ps);
		if (!read_bound_list(ps, r, "$dynamicUpperBound, $staticUpperBound"))
			return NULL;
		r->groups[0] = tv_new(ps);
		r->groups[2] = tv_new(ps);
		add_static_list(ps, r, "staticLowerBound", n, 0);
		add_static_list(ps, r, "staticStep", n, 1);
	} else if (!tok_expect(ps, '=', "'='") || !read_bound_list(ps, r, "$dynamicLowerBound, $staticLowerBound") ||
	           !expect_word(ps, r, "to") || !read_bound_list(ps, r, "$dynamicUpperBound, $staticUpperBound") ||
	           !expect_word(ps, r, "step") || !read_bound_list(ps, r, "$dynamicStep, $staticStep")) {
		return NULL;
	}
	t = tok_peek(ps);
	if (word_is(&t, "shared_outs")) {
		tok_next(ps);
		if (tok_peek(ps).kind != '(')
			return tok_expect(ps, '(', "'('"), NULL;
		if (!read_init_list(ps, &outs, &inits))
			return NULL;
	}
	r->groups[3] = inits ? inits : tv_new(ps);
	TVec *types = read_arrow_types(ps);
	if (ps_failed(ps))
		return NULL;
	unsigned nres = types ? types->n : 0;
	if (nres != r->groups[3]->n) {
		ps_error(ps, t.loc.start, "custom op '%s' number of operands and types do not match: got %u operands and "
		         "%u types", r->name->s, r->groups[3]->n, nres);
		return NULL;
	}
	TVec *args = NULL;
	IrType **arg_types = ps_alloc(ps, (n + nres + 1) * sizeof *arg_types);
	for (unsigned i = 0; i < n; i++) {
		args = tv_push(ps, args, ivs->v[i]);
		arg_types[i] = ps_ctx(ps)->t_index;
	}
	for (unsigned i = 0; i < nres; i++) {
		args = tv_push(ps, args, outs->v[i]);
		arg_types[n + i] = types->v[i];
	}
	if (!resolve_bounds_now(ps, r) || !resolve_uses_now(ps, r->groups[3], 0, nres, arg_types + n))
		return NULL;
	RegionBuild *body = read_region_with_args(ps, args, arg_types);
	if (!body)
		return NULL;
	ensure_terminator(ps, body, "scf.forall.in_parallel", 1, r->loc.start);
	r->regions = tv_push(ps, NULL, body);
	if (!read_attr_dict(ps, r, false))
		return NULL;
	r->nresults = nres; /* the names bound to them are checked by finish_op */
	for (unsigned g = 0; g < 3; g++)
		r->group_types[g] = index_types(ps, r->groups[g]->n);
	r->group_types[3] = nres ? (IrType **)types->v : NULL;
	r->result_types = r->group_types[3];
	return custom_finish(ps, r);
}

/* scf.execute_region [-> types] [no_inline] {region} attr-dict */
IrOp *scf_read_execute_region(ParseState *ps, Parsed *r)
{
	TVec *types = read_arrow_types(ps);
	if (ps_failed(ps))
		return NULL;
	Tok t = tok_peek(ps);
	if (word_is(&t, "no_inline")) {
		tok_next(ps);
		add_named(ps, r, ir_ident_cstr(ps_ctx(ps), "no_inline"), ir_attr_unit(ps_ctx(ps)));
	}
	RegionBuild *body = read_region(ps);
	if (!body)
		return NULL;
	r->regions = tv_push(ps, NULL, body);
	unsigned nres = types ? types->n : 0;
	if (!read_attr_dict(ps, r, false))
		return NULL;
	r->nresults = nres; /* the names bound to them are checked by finish_op */
	r->result_types = nres ? (IrType **)types->v : NULL;
	return custom_finish(ps, r);
}

/* scf.forall.in_parallel {ops} attr-dict: `{}` holds an empty block. */
IrOp *scf_read_in_parallel(ParseState *ps, Parsed *r)
{
	RegionBuild *body = read_region(ps);
	if (!body)
		return NULL;
	region_ensure_block(ps, body);
	r->regions = tv_push(ps, NULL, body);
	return read_attr_dict(ps, r, false) ? custom_finish(ps, r) : NULL;
}

/* tosa.while_loop (%a = %x, ...) : (T...) -> (R...) {cond} do {body}, and
   scf.while alike */
IrOp *scf_read_while(ParseState *ps, Parsed *r)
{
	TVec *names, *inits;
	if (!read_init_list(ps, &names, &inits) || !tok_expect(ps, ':', "':'"))
		return NULL;
	r->all_uses = inits ? inits : tv_new(ps);
	if (!read_functional_type(ps, r, true) || !resolve_uses_now(ps, r->all_uses, 0, r->all_uses->n, r->all_types))
		return NULL;
	RegionBuild *cond = read_region_with_args(ps, names, r->all_types), *body;
	if (!cond)
		return NULL;
	Tok d = tok_next(ps);
	if (!tok_is(&d, "do")) {
		ps_error(ps, error_offset(ps, d.loc.start), "expected 'do'");
		return NULL;
	}
	if (!(body = read_region(ps)))
		return NULL;
	r->regions = tv_push(ps, tv_push(ps, NULL, cond), body);
	return read_attr_dict(ps, r, true) ? custom_finish(ps, r) : NULL;
}
