/* custom_memref.c: reading the memref dialect's hand-written custom forms
   (MLIR's GenericAtomicRMWOp::parse, PrefetchOp::parse,
   TransposeOp::parse, and GlobalOp's format with its
   custom<GlobalMemrefOpTypeAndInitialValue>). */
#include "internal.h"
#include "parser.h"
#include "../printers/printers.h" /* a type in a message */

/* `%m[%i, ...]`: the memref and its indices, as the op's operands. */
static bool read_indexed_memref(ParseState *ps, Parsed *r)
{
	Tok m;
	if (!tok_accept(ps, TOK_PERCENT_ID, &m))
		return tok_expect(ps, TOK_PERCENT_ID, "SSA operand");
	r->all_uses = tv_push(ps, NULL, ref_new(ps, m.val, m.loc));
	return tok_expect(ps, '[', "'['") && (r->all_uses = read_operand_list(ps, r->all_uses)) &&
	       tok_expect(ps, ']', "']'");
}

/* `: memref-type`, the type of the operands read by read_indexed_memref
   (the indices are index). */
static IrType *read_indexed_memref_type(ParseState *ps, Parsed *r)
{
	if (!tok_expect(ps, ':', "':'"))
		return NULL;
	IrType *t = read_type_of_kind(ps, r, IR_TYPE_MEMREF, "builtin.memref");
	if (!t)
		return NULL;
	unsigned n = r->all_uses->n;
	r->all_types = arena_alloc(&ps->tmp, (n + 1) * sizeof(IrType *));
	r->all_types[0] = t;
	for (unsigned i = 1; i < n; i++)
		r->all_types[i] = ps->ctx->t_index;
	return t;
}

/* memref.generic_atomic_rmw %m[%i, ...] : memref-type {body} attr-dict:
   the result is the memref's element. */
static IrOp *read_generic_atomic_rmw(ParseState *ps, Parsed *r)
{
	IrType *t;
	if (!read_indexed_memref(ps, r) || !(t = read_indexed_memref_type(ps, r)))
		return NULL;
	RegionBuild *body = read_region(ps);
	if (!body)
		return NULL;
	r->regions = tv_push(ps, NULL, body);
	if (!read_attr_dict(ps, r, false))
		return NULL;
	r->nresults = 1; /* a different number bound is reported with the op */
	r->result_types = arena_alloc(&ps->tmp, sizeof(IrType *));
	r->result_types[0] = t->shaped.elem;
	return custom_finish(ps, r);
}

static void add_attr(ParseState *ps, Parsed *r, const char *name, IrAttr *value)
{
	add_named(ps, r, ir_ident_cstr(ps->ctx, name), value);
}

/* `= uninitialized`, or `= dense<...>`, `sparse<...>` or `dense_resource<...>`
   of the tensor of the memref's shape (its type left out), or another
   attribute (which the verifier refuses). */
static bool read_global_initial_value(ParseState *ps, Parsed *r, IrType *type)
{
	Tok t = tok_peek(ps);
	if (t.kind == TOK_BARE_ID && t.val.n == 13 && !memcmp(t.val.p, "uninitialized", 13)) {
		tok_next(ps);
		add_attr(ps, r, "initial_value", ir_attr_unit(ps->ctx));
		return true;
	}
	IrAttr *init;
	if (t.kind == TOK_KW_DENSE || t.kind == TOK_KW_SPARSE || t.kind == TOK_KW_DENSE_RESOURCE) {
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

/* A keyword of two; its position in *which (0 or 1), else the error. */
static bool read_choice(ParseState *ps, Parsed *r, const char *a, const char *b, const char *error, int *which)
{
	Tok t = tok_next(ps);
	size_t la = strlen(a), lb = strlen(b);
	bool is_a = t.kind == TOK_BARE_ID && t.val.n == la && !memcmp(t.val.p, a, la);
	bool is_b = t.kind == TOK_BARE_ID && t.val.n == lb && !memcmp(t.val.p, b, lb);
	if (!is_a && !is_b) {
		ps_error(ps, r->loc.start, "custom op '%s' %s", r->name->s, error);
		return false;
	}
	*which = is_b;
	return true;
}

/* memref.prefetch %m[%i, ...], read|write, locality<N>, data|instr : type */
static IrOp *read_prefetch(ParseState *ps, Parsed *r)
{
	int write, instr;
	if (!read_indexed_memref(ps, r) || !tok_expect(ps, ',', "','") ||
	    !read_choice(ps, r, "read", "write", "rw specifier has to be 'read' or 'write'", &write) ||
	    !tok_expect(ps, ',', "','"))
		return NULL;
	Tok kw = tok_next(ps);
	if (kw.kind != TOK_BARE_ID || kw.val.n != 8 || memcmp(kw.val.p, "locality", 8)) {
		ps_error(ps, kw.loc.start, "expected 'locality'");
		return NULL;
	}
	Tok n;
	bool neg = false;
	if (!tok_expect(ps, '<', "'<'") || ((neg = tok_accept(ps, '-', NULL)), !tok_accept(ps, TOK_INTEGER, &n)))
		return ps->failed ? NULL : (tok_expect(ps, TOK_INTEGER, "integer"), NULL);
	IrType *i32 = ir_type_int(ps->ctx, 32, IR_SIGNLESS);
	IrAttr *hint = build_number_attr(ps, neg, n.val, n.loc, i32, n.loc);
	if (!hint || !tok_expect(ps, '>', "'>'") || !tok_expect(ps, ',', "','") ||
	    !read_choice(ps, r, "data", "instr", "cache type has to be 'data' or 'instr'", &instr) ||
	    !read_indexed_memref_type(ps, r))
		return NULL;
	add_named(ps, r, ir_ident_cstr(ps->ctx, "localityHint"), hint);
	add_named(ps, r, ir_ident_cstr(ps->ctx, "isWrite"), ir_attr_bool(ps->ctx, write));
	add_named(ps, r, ir_ident_cstr(ps->ctx, "isDataCache"), ir_attr_bool(ps->ctx, !instr));
	return custom_finish(ps, r);
}

/* memref.transpose %m (d0, d1) -> (d1, d0) attr-dict : type to type */
static IrOp *read_transpose(ParseState *ps, Parsed *r)
{
	Tok m, map_at;
	if (!tok_accept(ps, TOK_PERCENT_ID, &m))
		return tok_expect(ps, TOK_PERCENT_ID, "SSA operand"), NULL;
	r->all_uses = tv_push(ps, NULL, ref_new(ps, m.val, m.loc));
	map_at = tok_peek(ps);
	IrAttr *map = map_at.kind == '(' && custom_nested(ps, TOK_START_SEED_ATTR) ? ps->nested_attr : NULL;
	if (!map || map->kind != IR_ATTR_AFFINE_MAP) {
		if (!ps->failed)
			ps_error(ps, map_at.loc.start, "expected affine map");
		return NULL;
	}
	add_named(ps, r, ir_ident_cstr(ps->ctx, "permutation"), map);
	if (!read_attr_dict(ps, r, false) || !tok_expect(ps, ':', "':'"))
		return NULL;
	r->all_types = arena_alloc(&ps->tmp, sizeof(IrType *));
	r->result_types = arena_alloc(&ps->tmp, sizeof(IrType *));
	Tok to;
	if (!(r->all_types[0] = read_type_of_kind(ps, r, IR_TYPE_MEMREF, "builtin.memref")))
		return NULL;
	to = tok_next(ps);
	if (to.kind != TOK_BARE_ID || to.val.n != 2 || memcmp(to.val.p, "to", 2)) {
		ps_error(ps, to.loc.start, "expected 'to'");
		return NULL;
	}
	if (!(r->result_types[0] = read_type_of_kind(ps, r, IR_TYPE_MEMREF, "builtin.memref")))
		return NULL;
	r->nresults = 1; /* a different number bound is reported with the op */
	return custom_finish(ps, r);
}

/* memref.alloca_scope [-> (types)] {body} attr-dict: a body without its
   memref.alloca_scope.return gets one. */
static IrOp *read_alloca_scope(ParseState *ps, Parsed *r)
{
	TVec *types = NULL;
	if (tok_accept(ps, TOK_ARROW, NULL) && !(types = read_result_types(ps)))
		return NULL;
	RegionBuild *body = read_region(ps);
	if (!body)
		return NULL;
	ensure_yield(ps, body, "memref.alloca_scope.return", r->loc.start);
	r->regions = tv_push(ps, NULL, body);
	if (!read_attr_dict(ps, r, false))
		return NULL;
	unsigned nres = types ? types->n : 0;
	r->nresults = nres; /* the names bound to them are checked by finish_op */
	r->result_types = nres ? (IrType **)types->v : NULL;
	return custom_finish(ps, r);
}

IrOp *read_memref_op(ParseState *ps, Parsed *r)
{
	switch (r->def->form) {
	case IR_FORM_MEMREF_GENERIC_ATOMIC_RMW: return read_generic_atomic_rmw(ps, r);
	case IR_FORM_MEMREF_GLOBAL: return read_global(ps, r);
	case IR_FORM_MEMREF_PREFETCH: return read_prefetch(ps, r);
	case IR_FORM_MEMREF_TRANSPOSE: return read_transpose(ps, r);
	case IR_FORM_MEMREF_ALLOCA_SCOPE: return read_alloca_scope(ps, r);
	default: die("not a memref form");
	}
}
