/* parse.c: reading cf.switch, and successors with operands (`^bb(%a : T)`,
   as the seed's branches write them too). */
#include <inttypes.h>

#include "cf.h"

/* ^bb [(%a, %b : T, U)]: the successor, its operands appended to uses */
bool cf_read_successor(ParseState *ps, Parsed *r, TVec **types)
{
	Tok t;
	if (!tok_accept(ps, IR_TOK_CARET_ID, &t))
		return tok_expect(ps, IR_TOK_CARET_ID, "block name");
	r->succs = tv_push(ps, r->succs, successor_new(ps, t.val, t.loc, NULL, NULL));
	if (!tok_accept(ps, '(', NULL))
		return true;
	unsigned before = r->all_uses ? r->all_uses->n : 0;
	r->all_uses = read_operand_list(ps, r->all_uses);
	unsigned n = (r->all_uses ? r->all_uses->n : 0) - before;
	if (ps_failed(ps) || !tok_expect(ps, ':', "':'"))
		return false;
	IrType **ts = ps_alloc(ps, (n + 1) * sizeof(IrType *));
	if (!read_types(ps, n, ts) || !tok_expect(ps, ')', "')'"))
		return false;
	for (unsigned i = 0; i < n; i++)
		*types = tv_push(ps, *types, ts[i]);
	return true;
}

/* One case value of cf.switch: an integer, in the flag's width. */
static bool read_case_value(ParseState *ps, Parsed *r, unsigned width, uint64_t *out)
{
	Tok t = tok_peek(ps);
	bool neg = t.kind == '-';
	Tok n = neg ? (tok_next(ps), tok_peek(ps)) : t;
	int64_t v;
	if (n.kind != IR_TOK_INTEGER) {
		ps_error(ps, t.loc.start, "custom op '%s' expected integer value", r->name->s);
		return false;
	}
	tok_next(ps);
	if (!parse_i64(ps, n.val, n.loc, neg, &v))
		return false;
	*out = width < 64 ? (uint64_t)v & ((UINT64_C(1) << width) - 1) : (uint64_t)v;
	return true;
}

/* cf.switch %flag : T, [ default: ^bb[(...)], 42: ^bb[(...)], ... ] */
IrOp *cf_read_switch(ParseState *ps, Parsed *r)
{
	IrType *flag;
	if (!read_plain_operand(ps, r) || !tok_expect(ps, ':', "':'") ||
	    !(flag = read_type_of_kind(ps, r, IR_TYPE_INTEGER, "builtin.integer")) || !tok_expect(ps, ',', "','") ||
	    !tok_expect(ps, '[', "'['"))
		return NULL;
	TVec *types = tv_push(ps, NULL, flag), *values = tv_new(ps);
	Tok d = tok_peek(ps);
	if (d.kind != IR_TOK_BARE_ID || d.val.n != 7 || memcmp(d.val.p, "default", 7)) {
		ps_error(ps, d.loc.start, "custom op '%s' expected 'default'", r->name->s);
		return NULL;
	}
	tok_next(ps);
	if (!tok_expect(ps, ':', "':'") || !cf_read_successor(ps, r, &types))
		return NULL;
	unsigned ndefault = r->all_uses->n - 1;
	while (tok_accept(ps, ',', NULL)) {
		uint64_t *v = ps_alloc(ps, 2 * sizeof *v); /* the value, its operand count */
		unsigned before = r->all_uses->n;
		if (!read_case_value(ps, r, ir_type_bit_width(flag), v) || !tok_expect(ps, ':', "':'") ||
		    !cf_read_successor(ps, r, &types))
			return NULL;
		v[1] = r->all_uses->n - before;
		values = tv_push(ps, values, v);
	}
	if (!tok_expect(ps, ']', "']'"))
		return NULL;
	unsigned ncases = values->n;
	uint64_t *case_sizes = ps_alloc(ps, (ncases + 1) * sizeof *case_sizes);
	uint64_t *case_values = ps_alloc(ps, (ncases + 1) * sizeof *case_values);
	for (unsigned i = 0; i < ncases; i++) {
		case_values[i] = ((uint64_t *)values->v[i])[0];
		case_sizes[i] = ((uint64_t *)values->v[i])[1];
	}
	uint64_t seg[3] = {1, ndefault, r->all_uses->n - 1 - ndefault};
	IrType *i32 = ir_type_int(ps_ctx(ps), 32, IR_SIGNLESS);
	add_named(ps, r, ir_ident_cstr(ps_ctx(ps), "operandSegmentSizes"), ir_attr_dense_array(ps_ctx(ps), i32, 3, seg));
	add_named(ps, r, ir_ident_cstr(ps_ctx(ps), "case_operand_segments"),
	          ir_attr_dense_array(ps_ctx(ps), i32, ncases, case_sizes));
	if (ncases)
		add_named(ps, r, ir_ident_cstr(ps_ctx(ps), "case_values"), cf_case_values_attr(ps_ctx(ps), flag, ncases, case_values));
	r->all_types = (IrType **)types->v;
	return read_attr_dict(ps, r, false) ? custom_finish(ps, r) : NULL;
}
