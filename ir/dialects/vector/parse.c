/* parse.c: reading vector.extract and vector.insert, whose positions mix
   constants and SSA values (`%v[1, %i]`) and whose vector types are read
   as vectors (ODS's VectorType parse). */
#include "vector.h"

/* `[1, %i]`: the positions, into dynamic_position and static_position */
static bool read_position(ParseState *ps, Parsed *r)
{
	static const char args[] = "$dynamic_position, $static_position";
	return read_dynamic_index_list(ps, r, args, sizeof args - 1, '[');
}

/* Index types for the dynamic positions, after the first `fixed` types. */
static IrType **with_index_types(ParseState *ps, Parsed *r, unsigned fixed, IrType **types)
{
	unsigned n = r->groups[fixed]->n;
	IrType **all = ps_alloc(ps, (n + 1) * sizeof *all);
	for (unsigned i = 0; i < n; i++)
		all[i] = ps_ctx(ps)->t_index;
	r->group_types[fixed] = all;
	return types;
}

/* vector.extract %v[1, %i] attr-dict : T from vector<...> */
IrOp *vector_read_extract(ParseState *ps, Parsed *r)
{
	if (!read_plain_operand(ps, r) || !read_position(ps, r) || !read_attr_dict(ps, r, false) ||
	    !tok_expect(ps, ':', "':'"))
		return NULL;
	IrType *result = read_type(ps), *source;
	if (!result)
		return NULL;
	Tok from = tok_next(ps);
	if (!tok_is(&from, "from")) {
		ps_error(ps, error_offset(ps, from.loc.start), "expected 'from'");
		return NULL;
	}
	if (!(source = read_type_of_kind(ps, r, IR_TYPE_VECTOR, "builtin.vector")))
		return NULL;
	r->groups[0] = r->all_uses;
	r->all_uses = NULL;
	r->group_types[0] = ps_alloc(ps, sizeof(IrType *));
	r->group_types[0][0] = source;
	r->result_types = with_index_types(ps, r, 1, ps_alloc(ps, sizeof(IrType *)));
	r->result_types[0] = result;
	return custom_finish(ps, r);
}

/* vector.insert %s, %v [1, %i] attr-dict : T into vector<...> */
IrOp *vector_read_insert(ParseState *ps, Parsed *r)
{
	if (!read_plain_operand(ps, r) || !tok_expect(ps, ',', "','") || !read_plain_operand(ps, r) ||
	    !read_position(ps, r) || !read_attr_dict(ps, r, false) || !tok_expect(ps, ':', "':'"))
		return NULL;
	IrType *value = read_type(ps), *dest;
	if (!value)
		return NULL;
	Tok into = tok_next(ps);
	if (!tok_is(&into, "into")) {
		ps_error(ps, error_offset(ps, into.loc.start), "expected 'into'");
		return NULL;
	}
	if (!(dest = read_type_of_kind(ps, r, IR_TYPE_VECTOR, "builtin.vector")))
		return NULL;
	IrType **types = ps_alloc(ps, 2 * sizeof *types);
	types[0] = value;
	types[1] = dest;
	r->groups[0] = tv_push(ps, NULL, r->all_uses->v[0]);
	r->groups[1] = tv_push(ps, NULL, r->all_uses->v[1]);
	r->all_uses = NULL;
	r->group_types[0] = types;
	r->group_types[1] = types + 1;
	r->result_types = with_index_types(ps, r, 2, types + 1); /* the result is the dest's type */
	return custom_finish(ps, r);
}
