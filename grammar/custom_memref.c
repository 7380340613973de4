/* custom_memref.c: reading the memref dialect's hand-written custom forms
   (MLIR's GenericAtomicRMWOp::parse, and GlobalOp's format with its
   custom<GlobalMemrefOpTypeAndInitialValue>). */
#include "internal.h"
#include "parser.h"
#include "../printers/printers.h" /* a type in a message */

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

static void add_attr(ParseState *ps, Parsed *r, const char *name, IrAttr *value)
{
	add_named(ps, r, ir_ident_cstr(ps->ctx, name), value);
}

/* `= uninitialized`, or `= dense<...>` of the tensor of the memref's shape
   (its type left out), or another attribute (which the verifier refuses). */
static bool read_global_initial_value(ParseState *ps, Parsed *r, IrType *type)
{
	Tok t = tok_peek(ps);
	if (t.kind == TOK_BARE_ID && t.val.n == 13 && !memcmp(t.val.p, "uninitialized", 13)) {
		tok_next(ps);
		add_attr(ps, r, "initial_value", ir_attr_unit(ps->ctx));
		return true;
	}
	IrAttr *init;
	if (t.kind == TOK_KW_DENSE) {
		ps->elements_type = ir_type_tensor(ps->ctx, type->shaped.rank, type->shaped.dims, type->shaped.elem, NULL);
		init = custom_nested(ps, TOK_START_ELEMENTS) ? ps->nested_attr : NULL;
	} else {
		init = read_attr(ps);
	}
	if (!init)
		return false;
	bool elements = init->kind == IR_ATTR_DENSE || init->kind == IR_ATTR_DENSE_STRING ||
	                init->kind == IR_ATTR_DENSE_RESOURCE || init->kind == IR_ATTR_SPARSE;
	if (!elements) {
		ps_error(ps, r->loc.start, "custom op 'memref.global' initial value should be a unit or elements attribute");
		return false;
	}
	add_attr(ps, r, "initial_value", init);
	return true;
}

/* memref.global ["visibility"] [constant] @name : type [= initial-value]
   attr-dict */
static IrOp *read_global(ParseState *ps, Parsed *r)
{
	Tok t = tok_peek(ps);
	size_t n;
	if (t.kind == TOK_STRING) {
		tok_next(ps);
		char *s = decode_string(ps, t.val, t.loc, &n);
		if (!s)
			return NULL;
		add_attr(ps, r, "sym_visibility", ir_attr_string(ps->ctx, s, n, NULL));
		t = tok_peek(ps);
	}
	if (t.kind == TOK_BARE_ID && t.val.n == 8 && !memcmp(t.val.p, "constant", 8)) {
		tok_next(ps);
		add_attr(ps, r, "constant", ir_attr_unit(ps->ctx));
	}
	if (!tok_accept(ps, TOK_AT_ID, &t)) {
		ps_error(ps, tok_peek(ps).loc.start, "expected valid '@'-identifier for symbol name");
		return NULL;
	}
	char *name = decode_symbol(ps, t.val, t.loc, &n);
	if (!name || !tok_expect(ps, ':', "':'"))
		return NULL;
	add_attr(ps, r, "sym_name", ir_attr_string(ps->ctx, name, n, NULL));
	IrType *type = read_type(ps);
	if (!type)
		return NULL;
	if (type->kind != IR_TYPE_MEMREF || ir_type_num_elements(type) < 0) {
		StrBuf b = {0};
		print_type_str(&b, type);
		ps_error(ps, r->loc.start, "custom op 'memref.global' type should be static shaped memref, but got '%s'", b.s);
		sb_free(&b);
		return NULL;
	}
	add_attr(ps, r, "type", ir_attr_type(ps->ctx, type));
	if (tok_accept(ps, '=', NULL) && !read_global_initial_value(ps, r, type))
		return NULL;
	return read_attr_dict(ps, r, false) ? custom_finish(ps, r) : NULL;
}

IrOp *read_memref_op(ParseState *ps, Parsed *r)
{
	switch (r->def->form) {
	case IR_FORM_MEMREF_GENERIC_ATOMIC_RMW: return read_generic_atomic_rmw(ps, r);
	case IR_FORM_MEMREF_GLOBAL: return read_global(ps, r);
	default: die("not a memref form");
	}
}
