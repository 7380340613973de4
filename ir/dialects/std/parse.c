/* parse.c: reading the seed LangRef's standard ops that have no
   declarative form: constants, branches with operand lists, indirect calls
   and tensor_store (its DMA ops are memref's, its successors cf's). */
#include "std.h"

static IrType **types_of(ParseState *ps, unsigned n)
{
	return ps_alloc(ps, (n + 1) * sizeof(IrType *));
}

/* constant 42 : i32 | constant @f : (T) -> U | constant #map : index */
IrOp *std_read_constant(ParseState *ps, Parsed *r)
{
	Tok t = tok_peek(ps);
	IrAttr *v;
	if (t.kind == IR_TOK_HASH_ID && !memchr(t.val.p, '.', t.val.n)) {
		/* an alias, whose `: type` is the op's (the grammar would take it
		   for the alias's own) */
		tok_next(ps);
		if (!(v = build_hash_attr(ps, t.val, t.loc, NULL)))
			return NULL;
	} else if (t.kind == '(') { /* the seed's inline map */
		v = read_seed_attr(ps);
	} else {
		v = read_attr(ps);
	}
	if (!v)
		return NULL;
	/* a typed attribute carries the result type; any other is followed by it */
	IrType *type = v->kind == IR_ATTR_BOOL ? ps_ctx(ps)->t_i1 : ir_attr_type_of(v);
	if (tok_accept(ps, ':', NULL) && !(type = read_type(ps)))
		return NULL;
	if (!type || r->nresults != 1) {
		ps_error(ps, t.loc.start, "expected a typed attribute or a function with its type");
		return NULL;
	}
	add_named(ps, r, ir_ident_cstr(ps_ctx(ps), "value"), v);
	r->result_types = types_of(ps, 1);
	r->result_types[0] = type;
	return read_attr_dict(ps, r, false) ? custom_finish(ps, r) : NULL;
}

IrOp *std_read_br(ParseState *ps, Parsed *r)
{
	TVec *types = NULL;
	if (!cf_read_successor(ps, r, &types) || !read_attr_dict(ps, r, false))
		return NULL;
	r->all_types = types ? (IrType **)types->v : NULL;
	return custom_finish(ps, r);
}

/* cond_br %c, ^a[(...)], ^b[(...)]; also spelled br_cond */
IrOp *std_read_cond_br(ParseState *ps, Parsed *r)
{
	if (!read_plain_operand(ps, r))
		return NULL;
	TVec *types = tv_push(ps, NULL, ps_ctx(ps)->t_i1);
	if (!tok_expect(ps, ',', "','") || !cf_read_successor(ps, r, &types))
		return NULL;
	unsigned ntrue = r->all_uses->n - 1;
	if (!tok_expect(ps, ',', "','") || !cf_read_successor(ps, r, &types))
		return NULL;
	uint64_t seg[3] = {1, ntrue, r->all_uses->n - 1 - ntrue};
	add_named(ps, r, ir_ident_cstr(ps_ctx(ps), "operandSegmentSizes"),
	          ir_attr_dense_array(ps_ctx(ps), ir_type_int(ps_ctx(ps), 32, IR_SIGNLESS), 3, seg));
	r->all_types = (IrType **)types->v;
	return read_attr_dict(ps, r, false) ? custom_finish(ps, r) : NULL;
}

/* call_indirect %f(%a, ...) : (T...) -> (U...) */
IrOp *std_read_call_indirect(ParseState *ps, Parsed *r)
{
	if (!read_plain_operand(ps, r))
		return NULL;
	if (!tok_expect(ps, '(', "'('"))
		return NULL;
	r->all_uses = read_operand_list(ps, r->all_uses);
	if (ps_failed(ps) || !tok_expect(ps, ')', "')'") || !read_attr_dict(ps, r, false) ||
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
IrOp *std_read_tensor_store(ParseState *ps, Parsed *r)
{
	Tok t, m, sep;
	if (!tok_accept(ps, IR_TOK_PERCENT_ID, &t))
		return tok_expect(ps, IR_TOK_PERCENT_ID, "SSA operand"), NULL;
	sep = tok_next(ps);
	if (sep.kind != ',' && !(sep.val.n == 2 && !memcmp(sep.val.p, "to", 2))) {
		ps_error(ps, error_offset(ps, sep.loc.start), "expected ','");
		return NULL;
	}
	if (!tok_accept(ps, IR_TOK_PERCENT_ID, &m))
		return tok_expect(ps, IR_TOK_PERCENT_ID, "SSA operand"), NULL;
	if (!read_attr_dict(ps, r, false) || !tok_expect(ps, ':', "':'"))
		return NULL;
	IrType *mt = read_type_of_kind(ps, r, IR_TYPE_MEMREF, "builtin.memref");
	if (!mt)
		return NULL;
	r->all_uses = tv_push(ps, tv_push(ps, NULL, ref_new(ps, t.val, t.loc)), ref_new(ps, m.val, m.loc));
	r->all_types = types_of(ps, 2);
	r->all_types[0] = ir_type_tensor(ps_ctx(ps), mt->shaped.rank, mt->shaped.dims, mt->shaped.elem, NULL);
	r->all_types[1] = mt;
	return custom_finish(ps, r);
}

