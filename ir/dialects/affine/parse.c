/* parse.c: reading the affine dialect's custom forms: maps applied
   to SSA values (`#map(%i)[%n]`, `%mem[%i + 1]`), loop bounds, affine.for
   and affine.if. */
#include <inttypes.h>

#include "affine.h"

static IrIdent *name(ParseState *ps, const char *s)
{
	return ir_ident_cstr(ps_ctx(ps), s);
}

/* `(%d, ...)` and an optional `[%s, ...]`, appended to uses; the counts go to
   *ndims and *nsyms. */
static bool read_dims_and_symbols(ParseState *ps, TVec **uses, unsigned *ndims, unsigned *nsyms)
{
	unsigned before = *uses ? (*uses)->n : 0;
	if (!tok_expect(ps, '(', "'('"))
		return false;
	*uses = read_operand_list(ps, *uses);
	if (ps_failed(ps) || !tok_expect(ps, ')', "')'"))
		return false;
	unsigned mid = *uses ? (*uses)->n : 0;
	*ndims = mid - before;
	*nsyms = 0;
	if (tok_accept(ps, '[', NULL)) {
		*uses = read_operand_list(ps, *uses);
		if (ps_failed(ps) || !tok_expect(ps, ']', "']'"))
			return false;
		*nsyms = (*uses ? (*uses)->n : 0) - mid;
	}
	return true;
}

/* An attribute, or the seed's inline map or set:
   `affine.apply (d0) -> (d0 + 1) (%i)`, `affine.if (d0) : (d0 >= 0) (%i)`. */
static IrAttr *read_map_or_set(ParseState *ps)
{
	if (tok_peek(ps).kind == '(')
		return read_seed_attr(ps);
	return read_attr(ps);
}

static IrAttr *read_map(ParseState *ps)
{
	Tok t = tok_peek(ps);
	IrAttr *a = read_map_or_set(ps);
	if (a && a->kind != IR_ATTR_AFFINE_MAP) {
		ps_error(ps, t.loc.start, "expected affine map");
		return NULL;
	}
	return a;
}

static IrType **index_types(ParseState *ps, unsigned n, IrType *first)
{
	IrType **t = ps_alloc(ps, (n + 2) * sizeof *t);
	for (unsigned i = 0; i < n + 1; i++)
		t[i] = ps_ctx(ps)->t_index;
	if (first)
		t[0] = first;
	return t;
}

/* `#map(%d)[%s]` (apply, min, max): affine.apply's operand counts must fit
   the map (min and max leave that to their verifier, as MLIR's do). */
IrOp *affine_read_apply(ParseState *ps, Parsed *r)
{
	IrAttr *map = read_map(ps);
	unsigned nd, ns;
	if (!map || !read_dims_and_symbols(ps, &r->all_uses, &nd, &ns))
		return NULL;
	if (!strcmp(r->name->s, "affine.apply") && (nd != map->map->ndims || ns != map->map->nsyms)) {
		ps_error(ps, r->loc.start, "dimension or symbol index mismatch");
		return NULL;
	}
	add_named(ps, r, name(ps, "map"), map);
	if (!read_attr_dict(ps, r, false))
		return NULL;
	unsigned n = r->all_uses ? r->all_uses->n : 0;
	r->all_types = index_types(ps, n, NULL);
	r->result_types = index_types(ps, 0, NULL);
	return custom_finish(ps, r);
}

/* affine.load %mem[map] attr-dict : memref-type; the vector_ forms add
   `, vector-type`, the type of the value loaded or stored. */
static IrOp *read_load_store(ParseState *ps, Parsed *r, bool store)
{
	bool vector = strstr(r->def->name, ".vector_") != NULL;
	Tok v, mem;
	if (store && (!tok_accept(ps, IR_TOK_PERCENT_ID, &v) || !tok_expect(ps, ',', "','")))
		return ps_failed(ps) ? NULL : (tok_expect(ps, IR_TOK_PERCENT_ID, "SSA operand"), NULL);
	if (!tok_accept(ps, IR_TOK_PERCENT_ID, &mem))
		return tok_expect(ps, IR_TOK_PERCENT_ID, "SSA operand"), NULL;
	if (store)
		r->all_uses = tv_push(ps, NULL, ref_new(ps, v.val, v.loc));
	r->all_uses = tv_push(ps, r->all_uses, ref_new(ps, mem.val, mem.loc));
	IrAttr *map = read_ssa_map(ps, &r->all_uses);
	if (!map || !read_attr_dict(ps, r, false) || !tok_expect(ps, ':', "':'"))
		return NULL;
	IrType *mt = read_type_of_kind(ps, r, IR_TYPE_MEMREF, "builtin.memref");
	if (!mt)
		return NULL;
	IrType *value_type = mt->shaped.elem;
	if (vector && (!tok_expect(ps, ',', "','") ||
	               !(value_type = read_type_of_kind(ps, r, IR_TYPE_VECTOR, "builtin.vector"))))
		return NULL;
	add_named(ps, r, name(ps, "map"), map);
	unsigned n = r->all_uses->n;
	r->all_types = index_types(ps, n, store ? value_type : mt);
	if (store)
		r->all_types[1] = mt;
	else
		r->result_types = index_types(ps, 0, value_type);
	return custom_finish(ps, r);
}

static bool word_is(const Tok *t, const char *w)
{
	return t->val.n == strlen(w) && !memcmp(t->val.p, w, t->val.n);
}

/* One of two keywords; *second tells which.  MLIR reports a wrong one at
   the op, as "custom op 'affine.prefetch' <what> has to be 'a' or 'b'". */
static bool read_either(ParseState *ps, Parsed *r, const char *what, const char *first,
                        const char *other, bool *second)
{
	Tok t = tok_next(ps);
	if (t.kind == IR_TOK_BARE_ID && (word_is(&t, first) || word_is(&t, other))) {
		*second = word_is(&t, other);
		return true;
	}
	ps_error(ps, r->loc.start, "custom op '%s' %s has to be '%s' or '%s'", r->name->s, what, first, other);
	return false;
}

/* affine.prefetch %mem[map], read|write, locality<N>, data|instr attr-dict : memref-type */
IrOp *affine_read_prefetch(ParseState *ps, Parsed *r)
{
	Tok mem, t;
	if (!tok_accept(ps, IR_TOK_PERCENT_ID, &mem))
		return tok_expect(ps, IR_TOK_PERCENT_ID, "SSA operand"), NULL;
	r->all_uses = tv_push(ps, NULL, ref_new(ps, mem.val, mem.loc));
	IrAttr *map = read_ssa_map(ps, &r->all_uses);
	bool write, instr;
	int64_t hint;
	if (!map || !tok_expect(ps, ',', "','") || !read_either(ps, r, "rw specifier", "read", "write", &write) ||
	    !tok_expect(ps, ',', "','"))
		return NULL;
	t = tok_next(ps);
	if (t.kind != IR_TOK_BARE_ID || !word_is(&t, "locality"))
		return ps_error(ps, error_offset(ps, t.loc.start), "expected 'locality'"), NULL;
	if (!tok_expect(ps, '<', "'<'") || !tok_accept(ps, IR_TOK_INTEGER, &t))
		return ps_failed(ps) ? NULL : (tok_expect(ps, IR_TOK_INTEGER, "integer"), NULL);
	if (!parse_i64(ps, t.val, t.loc, false, &hint))
		return NULL;
	if (hint > 3)
		return ps_error(ps, r->loc.start,
		                "'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: "
		                "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3"),
		       NULL;
	if (!tok_expect(ps, '>', "'>'") || !tok_expect(ps, ',', "','") ||
	    !read_either(ps, r, "cache type", "data", "instr", &instr) || !read_attr_dict(ps, r, false) ||
	    !tok_expect(ps, ':', "':'"))
		return NULL;
	IrType *mt = read_type_of_kind(ps, r, IR_TYPE_MEMREF, "builtin.memref");
	if (!mt)
		return NULL;
	add_named(ps, r, name(ps, "map"), map);
	add_named(ps, r, name(ps, "isWrite"), ir_attr_bool(ps_ctx(ps), write));
	add_named(ps, r, name(ps, "isDataCache"), ir_attr_bool(ps_ctx(ps), !instr));
	uint64_t w = (uint64_t)hint;
	add_named(ps, r, name(ps, "localityHint"), ir_attr_int_words(ps_ctx(ps), ir_type_int(ps_ctx(ps), 32, IR_SIGNLESS), &w));
	r->all_types = index_types(ps, r->all_uses->n, mt);
	return custom_finish(ps, r);
}

/* The operands written for a map or set (`what`) are as many dimensions and
   symbols as it has; MLIR's message, at the op's name, when not. */
static bool counts_fit(ParseState *ps, Parsed *r, unsigned nd, unsigned ns, unsigned want_nd, unsigned want_ns,
                       const char *what)
{
	const char *which = nd != want_nd ? "dim" : ns != want_ns ? "symbol" : NULL;
	if (which)
		ps_error(ps, r->loc.start, "custom op '%s' %s operand count and %s %s count must match", r->name->s, which,
		         what, which);
	return !which;
}

/* An integer of a loop bound or step, read as MLIR reads it: an attribute
   of index type. */
static bool read_index_constant(ParseState *ps, int64_t *out)
{
	bool neg = tok_accept(ps, '-', NULL);
	Tok n = tok_peek(ps);
	if (n.kind != IR_TOK_INTEGER && n.kind != IR_TOK_FLOAT) {
		ps_error(ps, n.loc.start, neg ? "expected constant integer or floating point value" : "expected attribute value");
		return false;
	}
	tok_next(ps);
	IrAttr *a = build_number_attr(ps, neg, n.val, n.loc, ps_ctx(ps)->t_index, n.loc);
	if (a)
		*out = (int64_t)a->words[0];
	return a != NULL;
}

/* A loop bound: an integer, one SSA value, or `[max|min] #map(%d)[%s]`. */
static IrAttr *read_bound(ParseState *ps, Parsed *r, TVec **uses, unsigned *count, const char *minmax)
{
	Tok t = tok_peek(ps);
	unsigned before = *uses ? (*uses)->n : 0;
	IrAffineExpr *e = NULL;
	unsigned nd = 0, ns = 0;
	if (t.kind == IR_TOK_PERCENT_ID) {
		tok_next(ps);
		*uses = tv_push(ps, *uses, ref_new(ps, t.val, t.loc));
		e = ir_affine_symbol(ps_ctx(ps), 0);
		ns = 1;
	} else if (t.kind == IR_TOK_INTEGER || t.kind == '-') {
		int64_t v;
		if (!read_index_constant(ps, &v))
			return NULL;
		e = ir_affine_const(ps_ctx(ps), v);
	}
	if (e) {
		*count = (*uses ? (*uses)->n : 0) - before;
		return ir_attr_affine_map(ps_ctx(ps), ir_affine_map(ps_ctx(ps), 0, ns, 1, &e, 0, NULL));
	}
	bool prefixed = t.kind == IR_TOK_BARE_ID && t.val.n == 3 && !memcmp(t.val.p, minmax, 3);
	if (prefixed)
		tok_next(ps);
	Tok at = tok_peek(ps);
	IrAttr *map = read_map(ps);
	if (!map || !read_dims_and_symbols(ps, uses, &nd, &ns))
		return NULL;
	if (!counts_fit(ps, r, nd, ns, map->map->ndims, map->map->nsyms, "affine map"))
		return NULL;
	if (map->map->nresults > 1 && !prefixed) {
		ps_error(ps, at.loc.start, "custom op '%s' %s loop bound affine map with multiple results requires '%s' prefix",
		         r->name->s, minmax[1] == 'a' ? "lower" : "upper", minmax);
		return NULL;
	}
	*count = nd + ns;
	return map;
}

/* Regions of affine.for and affine.if end in an affine.yield even when the
   text leaves it out. */

/* An induction variable's name: `%i`, without a result number. */
static bool read_induction_var(ParseState *ps, Tok *iv)
{
	if (!tok_accept(ps, IR_TOK_PERCENT_ID, iv))
		return tok_expect(ps, IR_TOK_PERCENT_ID, "SSA operand");
	const char *hash = memchr(iv->val.p, '#', iv->val.n);
	if (hash)
		ps_error(ps, iv->loc.start + (size_t)(hash - iv->val.p), "result number not allowed in argument list");
	return !hash;
}

/* affine.for %i = lb to ub [step N] [iter_args(%a = %x, ...) -> (types)] {body} */
IrOp *affine_read_for(ParseState *ps, Parsed *r)
{
	Tok iv, t;
	if (!read_induction_var(ps, &iv))
		return NULL;
	IrAttr *iv_loc = NULL; /* MLIR's parseArgument takes a location */
	if (tok_peek(ps).kind == IR_TOK_KW_LOC) {
		if (!(iv_loc = read_location(ps)))
			return NULL;
	}
	if (!tok_expect(ps, '=', "'='"))
		return NULL;
	unsigned nlb = 0, nub = 0;
	IrAttr *lb = read_bound(ps, r, &r->all_uses, &nlb, "max");
	if (!lb)
		return NULL;
	t = tok_next(ps);
	if (!word_is(&t, "to")) {
		ps_error(ps, error_offset(ps, t.loc.start), "expected 'to' between bounds");
		return NULL;
	}
	IrAttr *ub = read_bound(ps, r, &r->all_uses, &nub, "min");
	if (!ub || !resolve_uses_now(ps, r->all_uses, 0, nlb + nub, index_types(ps, nlb + nub, NULL)))
		return NULL;
	int64_t step = 1;
	t = tok_peek(ps);
	if (t.kind == IR_TOK_BARE_ID && word_is(&t, "step")) {
		tok_next(ps);
		Tok n = tok_peek(ps);
		if (!read_index_constant(ps, &step))
			return NULL;
		if (step < 0) { /* as MLIR: zero passes */
			ps_error(ps, n.loc.start, "custom op '%s' expected step to be representable as a positive signed integer",
			         r->name->s);
			return NULL;
		}
	}
	TVec *names = tv_push(ps, NULL, typed_ref_new(ps, iv.val, iv.loc, ps_ctx(ps)->t_index, NULL, iv_loc));
	unsigned ninit = 0;
	TVec *iter_types = NULL;
	t = tok_peek(ps);
	if (t.kind == IR_TOK_BARE_ID && word_is(&t, "iter_args")) {
		tok_next(ps);
		TVec *inames, *inits;
		if (tok_peek(ps).kind != '(')
			return tok_expect(ps, '(', "'('"), NULL;
		if (!read_init_list(ps, &inames, &inits) || !tok_expect(ps, IR_TOK_ARROW, "'->'") ||
		    !(iter_types = read_result_types(ps)))
			return NULL;
		ninit = inits ? inits->n : 0;
		if (iter_types->n != ninit) {
			ps_error(ps, t.loc.start, "mismatch between the number of loop-carried values and results");
			return NULL;
		}
		for (unsigned i = 0; i < ninit; i++) {
			r->all_uses = tv_push(ps, r->all_uses, inits->v[i]);
			names = tv_push(ps, names, inames->v[i]);
		}
		if (!resolve_uses_now(ps, r->all_uses, nlb + nub, ninit, (IrType *const *)iter_types->v))
			return NULL;
	}
	IrType **arg_types = ps_alloc(ps, (ninit + 1) * sizeof *arg_types);
	arg_types[0] = ps_ctx(ps)->t_index;
	for (unsigned i = 0; i < ninit; i++)
		arg_types[i + 1] = iter_types->v[i];
	RegionBuild *body = read_region_with_args(ps, names, arg_types);
	if (!body)
		return NULL;
	if (!ninit)
		ensure_terminator(ps, body, "affine.yield", 0, r->loc.start);
	r->regions = tv_push(ps, NULL, body);
	add_named(ps, r, name(ps, "lowerBoundMap"), lb);
	add_named(ps, r, name(ps, "upperBoundMap"), ub);
	add_named(ps, r, name(ps, "step"), ir_attr_int(ps_ctx(ps), ps_ctx(ps)->t_index, step));
	uint64_t seg[3] = {nlb, nub, ninit};
	add_named(ps, r, name(ps, "operandSegmentSizes"),
	          ir_attr_dense_array(ps_ctx(ps), ir_type_int(ps_ctx(ps), 32, IR_SIGNLESS), 3, seg));
	if (!read_attr_dict(ps, r, false))
		return NULL;
	unsigned n = r->all_uses ? r->all_uses->n : 0;
	r->all_types = index_types(ps, n, NULL);
	for (unsigned i = 0; i < ninit; i++)
		r->all_types[nlb + nub + i] = iter_types->v[i];
	r->nresults = ninit; /* the names bound to them are checked by finish_op */
	r->result_types = ninit ? (IrType **)iter_types->v : NULL;
	return custom_finish(ps, r);
}

/* affine.if #set(%d)[%s] [-> (types)] {then} [else {else}] */
IrOp *affine_read_if(ParseState *ps, Parsed *r)
{
	Tok t = tok_peek(ps);
	IrAttr *set = read_map_or_set(ps);
	unsigned nd, ns;
	if (!set)
		return NULL;
	if (set->kind != IR_ATTR_INTEGER_SET) {
		ps_error(ps, t.loc.start, "expected integer set");
		return NULL;
	}
	if (!read_dims_and_symbols(ps, &r->all_uses, &nd, &ns))
		return NULL;
	if (!counts_fit(ps, r, nd, ns, set->set->ndims, set->set->nsyms, "integer set"))
		return NULL;
	TVec *types;
	if (!read_then_else(ps, r, "affine.yield", &types))
		return NULL;
	unsigned nres = types ? types->n : 0;
	add_named(ps, r, name(ps, "condition"), set);
	if (!read_attr_dict(ps, r, false))
		return NULL;
	r->all_types = index_types(ps, nd + ns, NULL);
	r->result_types = nres ? (IrType **)types->v : NULL;
	return custom_finish(ps, r);
}

/* `("addf", "maxs")`: the kinds as an array of i64. */
static IrAttr *read_reductions(ParseState *ps)
{
	if (!tok_expect(ps, '(', "'('"))
		return NULL;
	TVec *kinds = tv_new(ps);
	do {
		Tok t;
		if (!tok_accept(ps, IR_TOK_STRING, &t))
			return tok_expect(ps, IR_TOK_STRING, "reduction kind"), NULL;
		int64_t k = ir_atomic_rmw_kind(t.val.p + 1, t.val.n - 2);
		if (k < 0)
			return ps_error(ps, t.loc.start, "custom op 'affine.parallel' invalid reduction value: %.*s",
			                (int)t.val.n, t.val.p),
			       NULL;
		kinds = tv_push(ps, kinds, ir_attr_int(ps_ctx(ps), ps_ctx(ps)->t_i64, k));
	} while (tok_accept(ps, ',', NULL));
	if (!tok_expect(ps, ')', "')'"))
		return NULL;
	return ir_attr_array(ps_ctx(ps), kinds->n, (IrAttr **)kinds->v);
}

/* affine.parallel (%i, ...) = (lower bounds) to (upper bounds) [step (n, ...)]
                   [reduce ("kind", ...) -> (types)] {body} attr-dict */
IrOp *affine_read_parallel(ParseState *ps, Parsed *r)
{
	if (!tok_expect(ps, '(', "'('"))
		return NULL;
	TVec *ivs = tv_new(ps);
	if (tok_peek(ps).kind != ')') {
		do {
			Tok iv;
			if (!read_induction_var(ps, &iv))
				return NULL;
			ivs = tv_push(ps, ivs, typed_ref_new(ps, iv.val, iv.loc, ps_ctx(ps)->t_index, NULL, NULL));
		} while (tok_accept(ps, ',', NULL));
	}
	IrAttr *lmap, *lgroups, *umap, *ugroups;
	if (!tok_expect(ps, ')', "')'") || !tok_expect(ps, '=', "'='") ||
	    !read_ssa_bounds(ps, "max", &r->all_uses, &lmap, &lgroups))
		return NULL;
	Tok t = tok_next(ps);
	if (!word_is(&t, "to"))
		return ps_error(ps, error_offset(ps, t.loc.start), "expected 'to'"), NULL;
	if (!read_ssa_bounds(ps, "min", &r->all_uses, &umap, &ugroups))
		return NULL;
	/* the counts of bounds, steps, reductions and results are the verifier's */
	unsigned n = ivs->n;
	TVec *steps = tv_new(ps);
	t = tok_peek(ps);
	if (word_is(&t, "step")) {
		tok_next(ps);
		if (!tok_expect(ps, '(', "'('"))
			return NULL;
		do {
			Tok s;
			int64_t v;
			if (!tok_accept(ps, IR_TOK_INTEGER, &s))
				return tok_expect(ps, IR_TOK_INTEGER, "step"), NULL;
			if (!parse_i64(ps, s.val, s.loc, false, &v))
				return NULL;
			steps = tv_push(ps, steps, ir_attr_int(ps_ctx(ps), ps_ctx(ps)->t_i64, v));
		} while (tok_accept(ps, ',', NULL));
		if (!tok_expect(ps, ')', "')'"))
			return NULL;
	} else {
		for (unsigned i = 0; i < n; i++)
			steps = tv_push(ps, steps, ir_attr_int(ps_ctx(ps), ps_ctx(ps)->t_i64, 1));
	}
	IrAttr *reductions = ir_attr_array(ps_ctx(ps), 0, NULL);
	TVec *types = NULL;
	t = tok_peek(ps);
	if (word_is(&t, "reduce")) {
		tok_next(ps);
		if (!(reductions = read_reductions(ps)))
			return NULL;
	}
	if (tok_accept(ps, IR_TOK_ARROW, NULL) && !(types = read_result_types(ps)))
		return NULL;
	unsigned nres = types ? types->n : 0;
	r->nresults = nres; /* the names bound to them are checked by finish_op */
	IrType **arg_types = index_types(ps, n, NULL);
	if (r->all_uses && !resolve_uses_now(ps, r->all_uses, 0, r->all_uses->n, index_types(ps, r->all_uses->n, NULL)))
		return NULL;
	RegionBuild *body = read_region_with_args(ps, ivs, arg_types);
	if (!body)
		return NULL;
	if (!nres)
		ensure_terminator(ps, body, "affine.yield", 0, r->loc.start);
	r->regions = tv_push(ps, NULL, body);
	add_named(ps, r, name(ps, "lowerBoundsGroups"), lgroups);
	add_named(ps, r, name(ps, "lowerBoundsMap"), lmap);
	add_named(ps, r, name(ps, "reductions"), reductions);
	add_named(ps, r, name(ps, "steps"), ir_attr_array(ps_ctx(ps), steps->n, (IrAttr **)steps->v));
	add_named(ps, r, name(ps, "upperBoundsGroups"), ugroups);
	add_named(ps, r, name(ps, "upperBoundsMap"), umap);
	if (!read_attr_dict(ps, r, false))
		return NULL;
	r->all_types = index_types(ps, r->all_uses ? r->all_uses->n : 0, NULL);
	r->result_types = nres ? (IrType **)types->v : NULL;
	return custom_finish(ps, r);
}

/* The maps of affine.dma_start's memrefs (dma_wait has only the tag's). */
static const char *const dma_maps[3] = {"src_map", "dst_map", "tag_map"};

/* affine.dma_start %src[map], %dst[map], %tag[map], %n [, %stride, %per_stride] : T, U, V
   affine.dma_wait %tag[map], %n : V
   (the maps are attributes, not properties, and there is no attr-dict) */
static IrOp *read_dma(ParseState *ps, Parsed *r, bool start)
{
	unsigned first = start ? 0 : 2, at[3] = {0, 0, 0};
	for (unsigned k = first; k < 3; k++) {
		if (k > first && !tok_expect(ps, ',', "','"))
			return NULL;
		at[k] = r->all_uses ? r->all_uses->n : 0;
		IrAttr *map;
		if (!read_plain_operand(ps, r) || !(map = read_ssa_map(ps, &r->all_uses)))
			return NULL;
		add_named(ps, r, name(ps, dma_maps[k]), map);
	}
	if (!tok_expect(ps, ',', "','") || !read_plain_operand(ps, r))
		return NULL;
	if (start && tok_accept(ps, ',', NULL) &&
	    (!read_plain_operand(ps, r) || !tok_expect(ps, ',', "','") || !read_plain_operand(ps, r)))
		return NULL;
	if (!tok_expect(ps, ':', "':'"))
		return NULL;
	r->all_types = index_types(ps, r->all_uses->n, NULL);
	unsigned ntypes = 0;
	do {
		IrType *t = read_type(ps);
		if (!t)
			return NULL;
		if (first + ntypes < 3)
			r->all_types[at[first + ntypes]] = t;
		ntypes++;
	} while (start && tok_accept(ps, ',', NULL));
	if (ntypes != 3 - first) /* as MLIR's readers say */
		return ps_error(ps, r->loc.start, "custom op '%s' expected three types", r->name->s), NULL;
	if (!start && r->all_types[at[2]]->kind != IR_TYPE_MEMREF)
		return ps_error(ps, r->loc.start, "custom op '%s' expected tag to be of memref type", r->name->s), NULL;
	return custom_finish(ps, r);
}

IrOp *affine_read_load(ParseState *ps, Parsed *r)
{
	return read_load_store(ps, r, false);
}

IrOp *affine_read_store(ParseState *ps, Parsed *r)
{
	return read_load_store(ps, r, true);
}

IrOp *affine_read_dma_start(ParseState *ps, Parsed *r)
{
	return read_dma(ps, r, true);
}

IrOp *affine_read_dma_wait(ParseState *ps, Parsed *r)
{
	return read_dma(ps, r, false);
}
