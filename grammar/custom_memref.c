/* custom_memref.c: reading the memref dialect's hand-written custom forms
   (MLIR's GenericAtomicRMWOp::parse). */
#include "internal.h"
#include "parser.h"

/* memref.generic_atomic_rmw %m[%i, ...] : memref-type {body} attr-dict:
   the result is the memref's element. */
static IrOp *read_generic_atomic_rmw(ParseState *ps, Parsed *r)
{
	Tok m;
	if (!tok_accept(ps, TOK_PERCENT_ID, &m))
		return tok_expect(ps, TOK_PERCENT_ID, "SSA operand"), NULL;
	r->all_uses = tv_push(ps, NULL, ref_new(ps, m.val, m.loc));
	if (!tok_expect(ps, '[', "'['") || !(r->all_uses = read_operand_list(ps, r->all_uses)) ||
	    !tok_expect(ps, ']', "']'") || !tok_expect(ps, ':', "':'"))
		return NULL;
	IrType *t = read_type_of_kind(ps, r, IR_TYPE_MEMREF, "builtin.memref");
	if (!t)
		return NULL;
	unsigned n = r->all_uses->n;
	r->all_types = arena_alloc(&ps->tmp, (n + 1) * sizeof(IrType *));
	r->all_types[0] = t;
	for (unsigned i = 1; i < n; i++)
		r->all_types[i] = ps->ctx->t_index;
	RegionBuild *body = read_region(ps);
	if (!body)
		return NULL;
	r->regions = tv_push(ps, NULL, body);
	if (!read_attr_dict(ps, r, false))
		return NULL;
	r->nresults = 1;
	r->result_types = arena_alloc(&ps->tmp, sizeof(IrType *));
	r->result_types[0] = t->shaped.elem;
	return custom_finish(ps, r);
}

IrOp *read_memref_op(ParseState *ps, Parsed *r)
{
	switch (r->def->form) {
	case IR_FORM_MEMREF_GENERIC_ATOMIC_RMW: return read_generic_atomic_rmw(ps, r);
	default: die("not a memref form");
	}
}
