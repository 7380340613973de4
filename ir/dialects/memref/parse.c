/* parse.c: reading the memref dialect's hand-written custom forms
   (MLIR's GenericAtomicRMWOp::parse, PrefetchOp::parse,
   TransposeOp::parse, and GlobalOp's format with its
   custom<GlobalMemrefOpTypeAndInitialValue>). */
#include "memref.h"

/* `%m[%i, ...]`: the memref and its indices, as the op's operands. */
static bool read_indexed_memref(ParseState *ps, Parsed *r)
{
	Tok m;
	if (!tok_accept(ps, IR_TOK_PERCENT_ID, &m))
		return tok_expect(ps, IR_TOK_PERCENT_ID, "SSA operand");
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
	r->all_types = ps_alloc(ps, (n + 1) * sizeof(IrType *));
	r->all_types[0] = t;
	for (unsigned i = 1; i < n; i++)
		r->all_types[i] = ps_ctx(ps)->t_index;
	return t;
}

/* memref.generic_atomic_rmw %m[%i, ...] : memref-type {body} attr-dict:
   the result is the memref's element. */
IrOp *memref_read_generic_atomic_rmw(ParseState *ps, Parsed *r)
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
	r->result_types = ps_alloc(ps, sizeof(IrType *));
	r->result_types[0] = t->shaped.elem;
	return custom_finish(ps, r);
}

static void add_attr(ParseState *ps, Parsed *r, const char *name, IrAttr *value)
{
	add_named(ps, r, ir_ident_cstr(ps_ctx(ps), name), value);
}

/* `= uninitialized`, or `= dense<...>`, `sparse<...>` or `dense_resource<...>`
   of the tensor of the memref's shape (its type left out), or another
   attribute (which the verifier refuses). */
static bool read_global_initial_value(ParseState *ps, Parsed *r, IrType *type)
{
	Tok t = tok_peek(ps);
	if (t.kind == IR_TOK_BARE_ID && t.val.n == 13 && !memcmp(t.val.p, "uninitialized", 13)) {
		tok_next(ps);
		add_attr(ps, r, "initial_value", ir_attr_unit(ps_ctx(ps)));
		return true;
	}
	IrAttr *init;
	if (t.kind == IR_TOK_KW_DENSE || t.kind == IR_TOK_KW_SPARSE || t.kind == IR_TOK_KW_DENSE_RESOURCE) {
		init = read_elements(ps, ir_type_tensor(ps_ctx(ps), type->shaped.rank, type->shaped.dims, type->shaped.elem, NULL));
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
IrOp *memref_read_global(ParseState *ps, Parsed *r)
{
	Tok t = tok_peek(ps);
	size_t n;
	if (t.kind == IR_TOK_STRING) {
		tok_next(ps);
		char *s = decode_string(ps, t.val, t.loc, &n);
		if (!s)
			return NULL;
		add_attr(ps, r, "sym_visibility", ir_attr_string(ps_ctx(ps), s, n, NULL));
		t = tok_peek(ps);
	}
	if (t.kind == IR_TOK_BARE_ID && t.val.n == 8 && !memcmp(t.val.p, "constant", 8)) {
		tok_next(ps);
		add_attr(ps, r, "constant", ir_attr_unit(ps_ctx(ps)));
	}
	if (!tok_accept(ps, IR_TOK_AT_ID, &t)) {
		ps_error(ps, tok_peek(ps).loc.start, "expected valid '@'-identifier for symbol name");
		return NULL;
	}
	char *name = decode_symbol(ps, t.val, t.loc, &n);
	if (!name || !tok_expect(ps, ':', "':'"))
		return NULL;
	add_attr(ps, r, "sym_name", ir_attr_string(ps_ctx(ps), name, n, NULL));
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
	add_attr(ps, r, "type", ir_attr_type(ps_ctx(ps), type));
	if (tok_accept(ps, '=', NULL) && !read_global_initial_value(ps, r, type))
		return NULL;
	return read_attr_dict(ps, r, false) ? custom_finish(ps, r) : NULL;
}

/* A keyword of two; its position in *which (0 or 1), else the error. */
static bool read_choice(ParseState *ps, Parsed *r, const char *a, const char *b, const char *error, int *which)
{
	Tok t = tok_next(ps);
	size_t la = strlen(a), lb = strlen(b);
	bool is_a = t.kind == IR_TOK_BARE_ID && t.val.n == la && !memcmp(t.val.p, a, la);
	bool is_b = t.kind == IR_TOK_BARE_ID && t.val.n == lb && !memcmp(t.val.p, b, lb);
	if (!is_a && !is_b) {
		ps_error(ps, r->loc.start, "custom op '%s' %s", r->name->s, error);
		return false;
	}
	*which = is_b;
	return true;
}

/* memref.prefetch %m[%i, ...], read|write, locality<N>, data|instr : type */
IrOp *memref_read_prefetch(ParseState *ps, Parsed *r)
{
	int write, instr;
	if (!read_indexed_memref(ps, r) || !tok_expect(ps, ',', "','") ||
	    !read_choice(ps, r, "read", "write", "rw specifier has to be 'read' or 'write'", &write) ||
	    !tok_expect(ps, ',', "','"))
		return NULL;
	Tok kw = tok_next(ps);
	if (kw.kind != IR_TOK_BARE_ID || kw.val.n != 8 || memcmp(kw.val.p, "locality", 8)) {
		ps_error(ps, kw.loc.start, "expected 'locality'");
		return NULL;
	}
	Tok n;
	bool neg = false;
	if (!tok_expect(ps, '<', "'<'") || ((neg = tok_accept(ps, '-', NULL)), !tok_accept(ps, IR_TOK_INTEGER, &n)))
		return ps_failed(ps) ? NULL : (tok_expect(ps, IR_TOK_INTEGER, "integer"), NULL);
	IrType *i32 = ir_type_int(ps_ctx(ps), 32, IR_SIGNLESS);
	IrAttr *hint = build_number_attr(ps, neg, n.val, n.loc, i32, n.loc);
	if (!hint || !tok_expect(ps, '>', "'>'") || !tok_expect(ps, ',', "','") ||
	    !read_choice(ps, r, "data", "instr", "cache type has to be 'data' or 'instr'", &instr) ||
	    !read_indexed_memref_type(ps, r))
		return NULL;
	add_named(ps, r, ir_ident_cstr(ps_ctx(ps), "localityHint"), hint);
	add_named(ps, r, ir_ident_cstr(ps_ctx(ps), "isWrite"), ir_attr_bool(ps_ctx(ps), write));
	add_named(ps, r, ir_ident_cstr(ps_ctx(ps), "isDataCache"), ir_attr_bool(ps_ctx(ps), !instr));
	return custom_finish(ps, r);
}

/* memref.transpose %m (d0, d1) -> (d1, d0) attr-dict : type to type */
IrOp *memref_read_transpose(ParseState *ps, Parsed *r)
{
	Tok m, map_at;
	if (!tok_accept(ps, IR_TOK_PERCENT_ID, &m))
		return tok_expect(ps, IR_TOK_PERCENT_ID, "SSA operand"), NULL;
	r->all_uses = tv_push(ps, NULL, ref_new(ps, m.val, m.loc));
	map_at = tok_peek(ps);
	IrAttr *map = map_at.kind == '(' ? read_seed_attr(ps) : NULL;
	if (!map || map->kind != IR_ATTR_AFFINE_MAP) {
		if (!ps_failed(ps))
			ps_error(ps, map_at.loc.start, "expected affine map");
		return NULL;
	}
	add_named(ps, r, ir_ident_cstr(ps_ctx(ps), "permutation"), map);
	if (!read_attr_dict(ps, r, false) || !tok_expect(ps, ':', "':'"))
		return NULL;
	r->all_types = ps_alloc(ps, sizeof(IrType *));
	r->result_types = ps_alloc(ps, sizeof(IrType *));
	Tok to;
	if (!(r->all_types[0] = read_type_of_kind(ps, r, IR_TYPE_MEMREF, "builtin.memref")))
		return NULL;
	to = tok_next(ps);
	if (to.kind != IR_TOK_BARE_ID || to.val.n != 2 || memcmp(to.val.p, "to", 2)) {
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
IrOp *memref_read_alloca_scope(ParseState *ps, Parsed *r)
{
	TVec *types = NULL;
	if (tok_accept(ps, IR_TOK_ARROW, NULL) && !(types = read_result_types(ps)))
		return NULL;
	RegionBuild *body = read_region(ps);
	if (!body)
		return NULL;
	ensure_terminator(ps, body, "memref.alloca_scope.return", 0, r->loc.start);
	r->regions = tv_push(ps, NULL, body);
	if (!read_attr_dict(ps, r, false))
		return NULL;
	unsigned nres = types ? types->n : 0;
	r->nresults = nres; /* the names bound to them are checked by finish_op */
	r->result_types = nres ? (IrType **)types->v : NULL;
	return custom_finish(ps, r);
}

/* %m[%i, ...]: appends the memref and its indices to uses */
static bool read_indexed(ParseState *ps, Parsed *r)
{
	Tok m;
	if (!tok_accept(ps, IR_TOK_PERCENT_ID, &m))
		return tok_expect(ps, IR_TOK_PERCENT_ID, "SSA operand");
	r->all_uses = tv_push(ps, r->all_uses, ref_new(ps, m.val, m.loc));
	if (!tok_expect(ps, '[', "'['"))
		return false;
	r->all_uses = read_operand_list(ps, r->all_uses);
	return !ps_failed(ps) && tok_expect(ps, ']', "']'");
}

/* Types of a DMA op's operands: its memrefs where they stand, index elsewhere. */
static bool dma_types(ParseState *ps, Parsed *r, unsigned *memref_at, unsigned nmemrefs)
{
	IrType *mts[3];
	if (!tok_expect(ps, ':', "':'") || !read_types(ps, nmemrefs, mts))
		return false;
	unsigned n = r->all_uses->n;
	r->all_types = ps_alloc(ps, (n + 1) * sizeof(IrType *));
	for (unsigned i = 0; i < n; i++)
		r->all_types[i] = ps_ctx(ps)->t_index;
	for (unsigned k = 0; k < nmemrefs; k++)
		r->all_types[memref_at[k]] = mts[k];
	return true;
}

/* dma_start %src[..], %dst[..], %num, %tag[..] [, %stride, %per] : T, U, V */
IrOp *memref_read_dma_start(ParseState *ps, Parsed *r)
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
IrOp *memref_read_dma_wait(ParseState *ps, Parsed *r)
{
	unsigned at[1] = {0};
	if (!read_indexed(ps, r) || !tok_expect(ps, ',', "','") || !read_plain_operand(ps, r))
		return NULL;
	return dma_types(ps, r, at, 1) ? custom_finish(ps, r) : NULL;
}
