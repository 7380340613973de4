/* parse.c: reading the arith dialect's hand-written custom forms: arith.constant and arith.select (also the seed's select). */
#include "arith.h"

/* arith.constant attr-dict? value : the result has the value's type */
IrOp *arith_read_constant(ParseState *ps, Parsed *r)
{
	if (!read_attr_dict(ps, r, false))
		return NULL;
	Tok t = tok_peek(ps);
	IrAttr *v = read_attr(ps);
	if (!v)
		return NULL;
	IrType *type = v->kind == IR_ATTR_BOOL ? ps_ctx(ps)->t_i1 : ir_attr_type_of(v);
	if (!type || r->nresults != 1) {
		ps_error(ps, t.loc.start, "expected a typed attribute for arith.constant");
		return NULL;
	}
	add_named(ps, r, ir_ident_cstr(ps_ctx(ps), "value"), v);
	r->result_types = ps_alloc(ps, sizeof(IrType *));
	r->result_types[0] = type;
	return custom_finish(ps, r);
}

/* arith.select %c, %a, %b attr-dict : [cond-type,] type */
IrOp *arith_read_select(ParseState *ps, Parsed *r)
{
	r->all_uses = read_operand_list(ps, NULL);
	if (!r->all_uses || r->all_uses->n != 3) {
		if (!ps_failed(ps))
			ps_error(ps, r->loc.start, "expected 3 operands");
		return NULL;
	}
	if (!read_attr_dict(ps, r, false) || !tok_expect(ps, ':', "':'"))
		return NULL;
	IrType *t = read_type(ps), *cond = ps_ctx(ps)->t_i1;
	if (!t)
		return NULL;
	if (tok_accept(ps, ',', NULL)) {
		cond = t;
		if (!(t = read_type(ps)))
			return NULL;
	}
	r->all_types = ps_alloc(ps, 3 * sizeof(IrType *));
	r->all_types[0] = cond;
	r->all_types[1] = r->all_types[2] = t;
	r->result_types = ps_alloc(ps, sizeof(IrType *));
	r->result_types[0] = t;
	return custom_finish(ps, r);
}
