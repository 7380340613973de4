/* build_affine.c: grammar actions for affine expressions, maps and integer sets. */
#include "internal.h"
#include "parser.h"

/* An integer set constraint before the set is built. */
typedef struct {
	IrAffineExpr *expr; /* expr >= 0, or expr == 0 */
	bool eq;
} Constraint;

/* Names are looked up in hash tables beside the lists that keep their
   order: a map of 100,000 dims compared every pair (4.5 s). */

/* The tagged value a name table keeps for position pos. */
static void *tagged(unsigned pos, bool symbol)
{
	return (void *)(uintptr_t)(1 + ((uintptr_t)pos << 1 | symbol));
}

/* The dim or symbol a name table gives the name s, NULL if it has none. */
static IrAffineExpr *lookup(ParseState *ps, const NameMap *m, Slice s)
{
	uintptr_t v = (uintptr_t)nm_get(m, s.p, s.n);
	if (!v--)
		return NULL;
	return v & 1 ? ir_affine_symbol(ps->ctx, (unsigned)(v >> 1)) : ir_affine_dim(ps->ctx, (unsigned)(v >> 1));
}

/* Adds the names of ids (dims, or symbols after the dims) to
   ps->affine_ids; false after reporting one already there. */
static bool declare_ids(ParseState *ps, TVec *ids, bool symbols)
{
	for (unsigned i = 0; ids && i < ids->n; i++) {
		Ref *a = ids->v[i];
		void **slot = nm_slot(&ps->affine_ids, a->s.p, a->s.n);
		if (*slot) {
			ps_error(ps, a->off, "redefinition of identifier '%.*s'", (int)a->s.n, a->s.p);
			return false;
		}
		*slot = tagged(i, symbols);
	}
	return true;
}

/* The names of a map or set go out of scope. */
static void forget_ids(ParseState *ps)
{
	ps->dim_names = ps->sym_names = NULL;
	nm_free(&ps->affine_ids);
}

bool affine_dims(ParseState *ps, TVec *ids)
{
	forget_ids(ps);
	ps->dim_names = ids;
	return declare_ids(ps, ids, false);
}

bool affine_syms(ParseState *ps, TVec *ids)
{
	ps->sym_names = ids;
	return declare_ids(ps, ids, true);
}

IrAffineExpr *build_aexpr_id(ParseState *ps, Slice s, Loc loc)
{
	IrAffineExpr *e = lookup(ps, &ps->affine_ids, s);
	if (!e)
		ps_error(ps, loc.start, "use of undeclared identifier");
	return e;
}

/* The key an SSA value of an affine map is known by: its name and its
   result number, `%b` being `%b#0` and `%b#01` `%b#1`.  MLIR 22 knew them
   by name alone: in `%b#1 + %b#0` it took `%b` for `%b#1` and left `#0`
   over, an error, so that what it printed for two results of one op in a
   map (`affine.store %v, %m[%0#1, %0#0]`) could not be read back; MLIR
   has since read them as here. */
static Slice ssa_map_key(ParseState *ps, Slice name)
{
	Slice base = ssa_base_name(name);
	if (base.n == name.n)
		return name;
	const char *digits = base.p + base.n + 1, *end = name.p + name.n;
	while (digits < end && *digits == '0')
		digits++;
	if (digits == end)
		return base;
	if (digits == base.p + base.n + 1)
		return name;
	size_t nd = (size_t)(end - digits);
	char *key = arena_alloc(&ps->tmp, base.n + 1 + nd);
	memcpy(key, base.p, base.n);
	key[base.n] = '#';
	memcpy(key + base.n + 1, digits, nd);
	return (Slice){key, base.n + 1 + nd};
}

void ssa_scope_begin(ParseState *ps)
{
	nm_free(&ps->ssa_scope);
}

void ssa_map_begin(ParseState *ps)
{
	ps->in_ssa_map = true;
	ps->ssa_dims = ps->ssa_syms = NULL;
	nm_free(&ps->ssa_ids);
	ssa_scope_begin(ps);
}

/* An SSA value in an affine op's map: each new one becomes the next dim
   (or, as `symbol(%x)`, the next symbol); a repeated one keeps its place,
   dim or symbol, however it is written, as in MLIR (which finds repeats
   in a bound by name and result number, and among bounds by value). */
IrAffineExpr *build_aexpr_ssa(ParseState *ps, Slice name, Loc loc, bool symbol)
{
	if (!ps->in_ssa_map) {
		ps_error(ps, loc.start, "expected affine expression");
		return NULL;
	}
	Slice key = ssa_map_key(ps, name);
	IrAffineExpr *e = lookup(ps, &ps->ssa_scope, key);
	if (e)
		return e;
	void **id = nm_slot(&ps->ssa_ids, key.p, key.n);
	if (!*id) {
		TVec **list = symbol ? &ps->ssa_syms : &ps->ssa_dims;
		unsigned pos = *list ? (*list)->n : 0;
		*list = tv_push(ps, *list, ref_new(ps, name, loc));
		*id = tagged(pos, symbol);
	}
	*nm_slot(&ps->ssa_scope, key.p, key.n) = *id;
	return lookup(ps, &ps->ssa_scope, key);
}

IrAffineExpr *build_aexpr_int(ParseState *ps, Slice tok, Loc loc)
{
	uint64_t v;
	if (apint_from_literal(tok.p, tok.n, false, 64, IR_UNSIGNED, &v) != APNUM_OK || v > INT64_MAX) {
		ps_error(ps, loc.start, "constant too large for index");
		return NULL;
	}
	return ir_affine_const(ps->ctx, (int64_t)v);
}

IrAffineExpr *build_aexpr_bin(ParseState *ps, IrAffineKind kind, IrAffineExpr *l,
                              IrAffineExpr *r, Loc loc)
{
	/* MLIR checks the operands as built, so `d0 * (d1 - d1)` is affine */
	if (kind == IR_AFFINE_MUL && !l->symbolic && !r->symbolic) {
		ps_error(ps, loc.start, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic");
		return NULL;
	}
	if (kind != IR_AFFINE_ADD && kind != IR_AFFINE_MUL && !r->symbolic) {
		ps_error(ps, loc.start, "non-affine expression: right operand of %s has to be either a constant or symbolic",
		         kind == IR_AFFINE_MOD ? "mod" : kind == IR_AFFINE_FLOORDIV ? "floordiv" : "ceildiv");
		return NULL;
	}
	IrAffineExpr *e = ir_affine_binary(ps->ctx, kind, l, r);
	if (!e)
		ps_error(ps, loc.start, "affine expression is nested deeper than the limit of %d", IR_AFFINE_MAX_DEPTH);
	return e;
}

IrAffineExpr *build_aexpr_neg(ParseState *ps, IrAffineExpr *e, Loc loc)
{
	return build_aexpr_bin(ps, IR_AFFINE_MUL, e, ir_affine_const(ps->ctx, -1), loc);
}

IrAffineExpr *build_aexpr_sub(ParseState *ps, IrAffineExpr *l, IrAffineExpr *r, Loc loc)
{
	IrAffineExpr *neg = build_aexpr_neg(ps, r, loc);
	return neg ? build_aexpr_bin(ps, IR_AFFINE_ADD, l, neg, loc) : NULL;
}

void *build_constraint(ParseState *ps, IrAffineExpr *l, IrAffineExpr *r, int op, Loc loc)
{
	Constraint *c = arena_alloc(&ps->tmp, sizeof *c);
	/* a >= b is a - b >= 0; a <= b is b - a >= 0; a == b is a - b == 0 */
	c->expr = op == TOK_LE ? build_aexpr_sub(ps, r, l, loc) : build_aexpr_sub(ps, l, r, loc);
	c->eq = op == TOK_EQEQ;
	return c->expr ? c : NULL;
}

static unsigned count(TVec *v)
{
	return v ? v->n : 0;
}

IrAttr *build_affine_map(ParseState *ps, TVec *exprs, TVec *sizes, Loc size_loc)
{
	/* reliability: the seed's `size (...)` bounds are checked by the grammar but
	   dropped, as MLIR dropped them and as the printer does not print them; kept,
	   a map with sizes and the same map without were two attributes printed as
	   two identical aliases, and the print did not read back to itself. Where
	   they were is noted for upgrade-std's remarks. */
	if (sizes) {
		if (split_refuses(ps, size_loc.start))
			return NULL;
		IrContext *ctx = ps->ctx;
		ctx->dropped_sizes = xrealloc(ctx->dropped_sizes, (ctx->ndropped_sizes + 1) * sizeof *ctx->dropped_sizes);
		ctx->dropped_sizes[ctx->ndropped_sizes++] = ps->src_base + size_loc.start;
	}
	IrAffineMap *m = ir_affine_map(ps->ctx, count(ps->dim_names), count(ps->sym_names),
	                               count(exprs), exprs ? (IrAffineExpr **)exprs->v : NULL, 0,
	                               NULL);
	forget_ids(ps);
	return ir_attr_affine_map(ps->ctx, m);
}

IrAttr *build_integer_set(ParseState *ps, TVec *constraints)
{
	unsigned n = count(constraints);
	IrAffineExpr **exprs = arena_alloc(&ps->tmp, (n + 1) * sizeof *exprs);
	bool *eq = arena_alloc(&ps->tmp, (n + 1) * sizeof *eq);
	for (unsigned i = 0; i < n; i++) {
		Constraint *c = constraints->v[i];
		exprs[i] = c->expr;
		eq[i] = c->eq;
	}
	if (n == 0) { /* an unconstrained set holds the trivial `0 == 0`, as in MLIR */
		exprs[n] = ir_affine_const(ps->ctx, 0);
		eq[n++] = true;
	}
	IrIntegerSet *s = ir_integer_set(ps->ctx, count(ps->dim_names), count(ps->sym_names), n,
	                                 exprs, eq);
	forget_ids(ps);
	return ir_attr_integer_set(ps->ctx, s);
}
