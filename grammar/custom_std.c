/* custom_std.c: reading the seed LangRef's standard ops that have no
   declarative form: constants, branches with operand lists, indirect calls,
   tensor_store and the DMA ops; and cf.switch, their successor. */
#include "internal.h"
#include "parser.h"

static IrType **types_of(ParseState *ps, unsigned n)
{
	return arena_alloc(&ps->tmp, (n + 1) * sizeof(IrType *));
}

/* constant 42 : i32 | constant @f : (T) -> U | constant #map : index */
static IrOp *read_constant(ParseState *ps, Parsed *r)
{
	Tok t = tok_peek(ps);
	IrAttr *v;
	if (t.kind == TOK_HASH_ID && !memchr(t.val.p, '.', t.val.n)) {
		/* an alias, whose `: type` is the op's (the grammar would take it
		   for the alias's own) */
		tok_next(ps);
		if (!(v = build_hash_attr(ps, t.val, t.loc, NULL)))
			return NULL;
	} else if (t.kind == '(') { /* the seed's inline map */
		v = custom_nested(ps, TOK_START_SEED_ATTR) ? ps->nested_attr : NULL;
	} else {
		v = read_attr(ps);
	}
	if (!v)
		return NULL;
	/* a typed attribute carries the result type; any other is followed by it */
	IrType *type = v->kind == IR_ATTR_BOOL ? ps->ctx->t_i1 : v->type;
	if (tok_accept(ps, ':', NULL) && !(type = read_type(ps)))
		return NULL;
	if (!type || r->nresults != 1) {
		ps_error(ps, t.loc.start, "expected a typed attribute or a function with its type");
		return NULL;
	}
	add_named(ps, r, ir_ident_cstr(ps->ctx, "value"), v);
	r->result_types = types_of(ps, 1);
	r->result_types[0] = type;
	return read_attr_dict(ps, r, false) ? custom_finish(ps, r) : NULL;
}

/* ^bb [(%a, %b : T, U)]: the successor, its operands appended to uses */
static bool read_successor(ParseState *ps, Parsed *r, TVec **types)
{
	Tok t;
	if (!tok_accept(ps, TOK_CARET_ID, &t))
		return tok_expect(ps, TOK_CARET_ID, "block name");
	r->succs = tv_push(ps, r->succs, successor_new(ps, t.val, t.loc, NULL, NULL));
	if (!tok_accept(ps, '(', NULL))
		return true;
	unsigned before = r->all_uses ? r->all_uses->n : 0;
	r->all_uses = read_operand_list(ps, r->all_uses);
	unsigned n = (r->all_uses ? r->all_uses->n : 0) - before;
	if (ps->failed || !tok_expect(ps, ':', "':'"))
		return false;
	IrType **ts = types_of(ps, n);
	if (!read_types(ps, n, ts) || !tok_expect(ps, ')', "')'"))
		return false;
	for (unsigned i = 0; i < n; i++)
		*types = tv_push(ps, *types, ts[i]);
	return true;
}

static IrOp *read_br(ParseState *ps, Parsed *r)
{
	TVec *types = NULL;
	if (!read_successor(ps, r, &types) || !read_attr_dict(ps, r, false))
		return NULL;
	r->all_types = types ? (IrType **)types->v : NULL;
	return custom_finish(ps, r);
}

/* cond_br %c, ^a[(...)], ^b[(...)]; also spelled br_cond */
static IrOp *read_cond_br(ParseState *ps, Parsed *r)
{
	Tok c;
	if (!tok_accept(ps, TOK_PERCENT_ID, &c))
		return tok_expect(ps, TOK_PERCENT_ID, "SSA operand"), NULL;
	r->all_uses = tv_push(ps, NULL, ref_new(ps, c.val, c.loc));
	TVec *types = tv_push(ps, NULL, ps->ctx->t_i1);
	if (!tok_expect(ps, ',', "','") || !read_successor(ps, r, &types))
		return NULL;
	unsigned ntrue = r->all_uses->n - 1;
	if (!tok_expect(ps, ',', "','") || !read_successor(ps, r, &types))
		return NULL;
	uint64_t seg[3] = {1, ntrue, r->all_uses->n - 1 - ntrue};
	add_named(ps, r, ir_ident_cstr(ps->ctx, "operandSegmentSizes"),
	          ir_attr_dense_array(ps->ctx, ir_type_int(ps->ctx, 32, IR_SIGNLESS), 3, seg));
	r->all_types = (IrType **)types->v;
	return read_attr_dict(ps, r, false) ? custom_finish(ps, r) : NULL;
}

/* call_indirect %f(%a, ...) : (T...) -> (U...) */
static IrOp *read_call_indirect(ParseState *ps, Parsed *r)
{
	Tok f;
	if (!tok_accept(ps, TOK_PERCENT_ID, &f))
		return tok_expect(ps, TOK_PERCENT_ID, "SSA operand"), NULL;
	r->all_uses = tv_push(ps, NULL, ref_new(ps, f.val, f.loc));
	if (!tok_expect(ps, '(', "'('"))
		return NULL;
	r->all_uses = read_operand_list(ps, r->all_uses);
	if (ps->failed || !tok_expect(ps, ')', "')'") || !read_attr_dict(ps, r, false) ||
	    !tok_expect(ps, ':', "':'"))
		return NULL;
	Tok tt = tok_peek(ps);
	IrType *ft = read_type(ps);
	if (!ft)
		return NULL;
	if (ft->kind != IR_TYPE_FUNCTION || ft->func.nin != r->all_uses->n - 1 ||
	    ft->func.nout != r->nresults) {
		ps_error(ps, tt.loc.start, "expected a function type matching the call");
		return NULL;
	}
	r->all_types = types_of(ps, ft->func.nin + 1);
	r->all_types[0] = ft;
	memcpy(r->all_types + 1, ft->func.types, ft->func.nin * sizeof(IrType *));
	r->result_types = ft->func.types + ft->func.nin;
	return custom_finish(ps, r);
}

/* tensor_store %t, %m : memref-type (the LangRef also writes `%t to %m`) */
static IrOp *read_tensor_store(ParseState *ps, Parsed *r)
{
	Tok t, m, sep;
	if (!tok_accept(ps, TOK_PERCENT_ID, &t))
		return tok_expect(ps, TOK_PERCENT_ID, "SSA operand"), NULL;
	sep = tok_next(ps);
	if (sep.kind != ',' && !(sep.val.n == 2 && !memcmp(sep.val.p, "to", 2))) {
		ps_error(ps, error_offset(ps, sep.loc.start), "expected ','");
		return NULL;
	}
	if (!tok_accept(ps, TOK_PERCENT_ID, &m))
		return tok_expect(ps, TOK_PERCENT_ID, "SSA operand"), NULL;
	if (!read_attr_dict(ps, r, false) || !tok_expect(ps, ':', "':'"))
		return NULL;
	IrType *mt = read_type_of_kind(ps, r, IR_TYPE_MEMREF, "builtin.memref");
	if (!mt)
		return NULL;
	r->all_uses = tv_push(ps, tv_push(ps, NULL, ref_new(ps, t.val, t.loc)), ref_new(ps, m.val, m.loc));
	r->all_types = types_of(ps, 2);
	r->all_types[0] = ir_type_tensor(ps->ctx, mt->shaped.rank, mt->shaped.dims, mt->shaped.elem, NULL);
	r->all_types[1] = mt;
	return custom_finish(ps, r);
}

/* %m[%i, ...]: appends the memref and its indices to uses */
static bool read_indexed(ParseState *ps, Parsed *r)
{
	Tok m;
	if (!tok_accept(ps, TOK_PERCENT_ID, &m))
		return tok_expect(ps, TOK_PERCENT_ID, "SSA operand");
	r->all_uses = tv_push(ps, r->all_uses, ref_new(ps, m.val, m.loc));
	if (!tok_expect(ps, '[', "'['"))
		return false;
	r->all_uses = read_operand_list(ps, r->all_uses);
	return !ps->failed && tok_expect(ps, ']', "']'");
}

bool read_plain_operand(ParseState *ps, Parsed *r)
{
	Tok t;
	if (!tok_accept(ps, TOK_PERCENT_ID, &t))
		return tok_expect(ps, TOK_PERCENT_ID, "SSA operand");
	r->all_uses = tv_push(ps, r->all_uses, ref_new(ps, t.val, t.loc));
	return true;
}

/* Types of a DMA op's operands: its memrefs where they stand, index elsewhere. */
static bool dma_types(ParseState *ps, Parsed *r, unsigned *memref_at, unsigned nmemrefs)
{
	IrType *mts[3];
	if (!tok_expect(ps, ':', "':'") || !read_types(ps, nmemrefs, mts))
		return false;
	unsigned n = r->all_uses->n;
	r->all_types = types_of(ps, n);
	for (unsigned i = 0; i < n; i++)
		r->all_types[i] = ps->ctx->t_index;
	for (unsigned k = 0; k < nmemrefs; k++)
		r->all_types[memref_at[k]] = mts[k];
	return true;
}

/* dma_start %src[..], %dst[..], %num, %tag[..] [, %stride, %per] : T, U, V */
static IrOp *read_dma_start(ParseState *ps, Parsed *r)
{
	unsigned at[3];
	at[0] = 0;
	if (!read_indexed(ps, r) || !tok_expect(ps, ',', "','"))
		return NULL;
	at[1] = r->all_uses->n;
	if (!read_indexed(ps, r) || !tok_expect(ps, ',', "','") || !read_plain_operand(ps, r) ||
	    !tok_expect(ps, ',', "','"))
		return NULL;
	at[2] = r->all_uses->n;
	if (!read_indexed(ps, r))
		return NULL;
	if (tok_accept(ps, ',', NULL) &&
	    (!read_plain_operand(ps, r) || !tok_expect(ps, ',', "','") || !read_plain_operand(ps, r)))
		return NULL;
	return dma_types(ps, r, at, 3) ? custom_finish(ps, r) : NULL;
}

/* dma_wait %tag[..], %num : T */
static IrOp *read_dma_wait(ParseState *ps, Parsed *r)
{
	unsigned at[1] = {0};
	if (!read_indexed(ps, r) || !tok_expect(ps, ',', "','") || !read_plain_operand(ps, r))
		return NULL;
	return dma_types(ps, r, at, 1) ? custom_finish(ps, r) : NULL;
}

/* One case value of cf.switch: an integer, in the flag's width. */
static bool read_case_value(ParseState *ps, Parsed *r, unsigned width, uint64_t *out)
{
	Tok t = tok_peek(ps);
	bool neg = t.kind == '-';
	Tok n = neg ? (tok_next(ps), tok_peek(ps)) : t;
	int64_t v;
	if (n.kind != TOK_INTEGER) {
		ps_error(ps, t.loc.start, "custom op '%s' expected integer value", r->name->s);
		return false;
	}
	tok_next(ps);
	if (!parse_i64(ps, n.val, n.loc, neg, &v))
		return false;
	*out = width < 64 ? (uint64_t)v & ((UINT64_C(1) << width) - 1) : (uint64_t)v;
	return true;
}

/* The case values as dense<...> : vector<Nxflag>, little-endian elements. */
static IrAttr *case_values_attr(ParseState *ps, IrType *flag, TVec *values)
{
	int64_t n = values->n;
	size_t eb = ir_dense_elem_bytes(flag);
	unsigned char *data = arena_alloc(&ps->tmp, (size_t)n * eb + 1);
	for (int64_t i = 0; i < n; i++) {
		uint64_t v = *(uint64_t *)values->v[i];
		for (size_t b = 0; b < eb; b++)
			data[(size_t)i * eb + b] = b < 8 ? (unsigned char)(v >> (8 * b)) : 0;
	}
	return ir_attr_dense(ps->ctx, ir_type_vector(ps->ctx, 1, &n, NULL, flag), false, data, (size_t)n * eb);
}

/* cf.switch %flag : T, [ default: ^bb[(...)], 42: ^bb[(...)], ... ] */
static IrOp *read_cf_switch(ParseState *ps, Parsed *r)
{
	IrType *flag;
	if (!read_plain_operand(ps, r) || !tok_expect(ps, ':', "':'") ||
	    !(flag = read_type_of_kind(ps, r, IR_TYPE_INTEGER, "builtin.integer")) || !tok_expect(ps, ',', "','") ||
	    !tok_expect(ps, '[', "'['"))
		return NULL;
	TVec *types = tv_push(ps, NULL, flag), *values = tv_new(ps);
	Tok d = tok_peek(ps);
	if (d.kind != TOK_BARE_ID || d.val.n != 7 || memcmp(d.val.p, "default", 7)) {
		ps_error(ps, d.loc.start, "custom op '%s' expected 'default'", r->name->s);
		return NULL;
	}
	tok_next(ps);
	if (!tok_expect(ps, ':', "':'") || !read_successor(ps, r, &types))
		return NULL;
	unsigned ndefault = r->all_uses->n - 1;
	while (tok_accept(ps, ',', NULL)) {
		uint64_t *v = arena_alloc(&ps->tmp, 2 * sizeof *v); /* the value, its operand count */
		unsigned before = r->all_uses->n;
		if (!read_case_value(ps, r, ir_type_bit_width(flag), v) || !tok_expect(ps, ':', "':'") ||
		    !read_successor(ps, r, &types))
			return NULL;
		v[1] = r->all_uses->n - before;
		values = tv_push(ps, values, v);
	}
	if (!tok_expect(ps, ']', "']'"))
		return NULL;
	unsigned ncases = values->n;
	uint64_t *case_sizes = arena_alloc(&ps->tmp, (ncases + 1) * sizeof *case_sizes);
	for (unsigned i = 0; i < ncases; i++)
		case_sizes[i] = ((uint64_t *)values->v[i])[1];
	uint64_t seg[3] = {1, ndefault, r->all_uses->n - 1 - ndefault};
	IrType *i32 = ir_type_int(ps->ctx, 32, IR_SIGNLESS);
	add_named(ps, r, ir_ident_cstr(ps->ctx, "operandSegmentSizes"), ir_attr_dense_array(ps->ctx, i32, 3, seg));
	add_named(ps, r, ir_ident_cstr(ps->ctx, "case_operand_segments"),
	          ir_attr_dense_array(ps->ctx, i32, ncases, case_sizes));
	if (ncases)
		add_named(ps, r, ir_ident_cstr(ps->ctx, "case_values"), case_values_attr(ps, flag, values));
	r->all_types = (IrType **)types->v;
	return read_attr_dict(ps, r, false) ? custom_finish(ps, r) : NULL;
}

IrOp *read_std_op(ParseState *ps, Parsed *r)
{
	switch (r->def->form) {
	case IR_FORM_STD_CONSTANT: return read_constant(ps, r);
	case IR_FORM_STD_BR: return read_br(ps, r);
	case IR_FORM_STD_COND_BR: return read_cond_br(ps, r);
	case IR_FORM_STD_CALL_INDIRECT: return read_call_indirect(ps, r);
	case IR_FORM_STD_TENSOR_STORE: return read_tensor_store(ps, r);
	case IR_FORM_STD_DMA_START: return read_dma_start(ps, r);
	case IR_FORM_STD_DMA_WAIT: return read_dma_wait(ps, r);
	case IR_FORM_CF_SWITCH: return read_cf_switch(ps, r);
	default: die("not a std form");
	}
}
