/* ops.c: operations, blocks, regions and the use lists that tie values to operands. */
#include <stdlib.h>

#include "internal.h"

static void use_link(IrUse *u, IrValue *v)
{
	u->value = ir_ref(v);
	u->next = ir_ref(ir_value_uses(v));
	u->prev = 0;
	if (v->uses)
		ir_value_uses(v)->prev = ir_ref(u);
	v->uses = ir_ref(u);
}

static void use_unlink(IrUse *u)
{
	if (!u->value)
		return;
	IrUse *next = ir_use_next(u);
	if (u->prev)
		((IrUse *)ir_deref(u->prev))->next = u->next;
	else
		ir_use_value(u)->uses = u->next;
	if (next)
		next->prev = u->prev;
	u->value = 0;
}

static void succ_link(IrBlockOperand *s, IrBlock *b)
{
	s->block = ir_ref(b);
	s->next = ir_ref(ir_block_preds(b));
	s->prev = 0;
	if (ir_block_preds(b))
		ir_block_preds(b)->prev = ir_ref(s);
	b->preds = ir_ref(s);
}

static void succ_unlink(IrBlockOperand *s)
{
	if (!s->block)
		return;
	IrBlockOperand *next = ir_succ_next(s);
	if (s->prev)
		((IrBlockOperand *)ir_deref(s->prev))->next = s->next;
	else
		ir_succ_block(s)->preds = ir_ref(next);
	if (next)
		next->prev = s->prev;
	s->block = 0;
}

/* One allocation holds the op and its arrays (ir_op_results...). */
static size_t op_size(size_t nresults, size_t noperands, size_t nsuccs, size_t nregions)
{
	return sizeof(IrOp) + nresults * sizeof(IrValue) + noperands * sizeof(IrUse) +
	       (nsuccs || nregions > 1 ? sizeof(IrOpCounts) : 0) + nsuccs * sizeof(IrBlockOperand) +
	       nregions * sizeof(IrRegion);
}

IrOp *ir_op_create(IrContext *ctx, const IrOpState *st)
{
	if (st->nresults >= IR_MAX_RESULTS)
		die("an op with %u results", st->nresults);
	if (st->nsuccs > IR_MAX_SUCCS || st->nregions > IR_MAX_REGIONS)
		die("an op with %u successors and %u regions", st->nsuccs, st->nregions);
	IrOp *op = pool_alloc(ctx, op_size(st->nresults, st->noperands, st->nsuccs, st->nregions));
	op->name = ir_ref(st->name);
	op->nresults = st->nresults;
	op->noperands = st->noperands;
	if (st->nsuccs || st->nregions > 1) {
		op->shape = IR_OP_COUNTED;
		*ir_op_counts(op) = (IrOpCounts){st->nsuccs, st->nregions};
	} else {
		op->shape = st->nregions ? IR_OP_ONE_REGION : IR_OP_PLAIN;
	}
	IrValue *results = ir_op_results(op);
	for (unsigned i = 0; i < st->nresults; i++) {
		results[i].type = ir_ref(st->result_types[i]);
		results[i].index = i;
	}
	for (unsigned i = 0; i < st->noperands; i++) {
		ir_op_operands(op)[i].owner = ir_ref(op);
		if (st->operands && st->operands[i])
			use_link(&ir_op_operands(op)[i], st->operands[i]);
	}
	for (unsigned i = 0; i < st->nsuccs; i++) {
		ir_op_succs(op)[i].owner = ir_ref(op);
		if (st->succs && st->succs[i])
			succ_link(&ir_op_succs(op)[i], st->succs[i]);
	}
	for (unsigned i = 0; i < st->nregions; i++)
		ir_op_regions(op)[i].parent = ir_ref(op);
	op->props = ir_ref(st->props);
	op->attrs = ir_ref(st->attrs ? st->attrs : ctx->a_empty_dict);
	op->loc = ir_ref(st->loc);
	return op;
}

/* Where something was read, built only when asked for. */
static IrAttr *source_loc(IrContext *ctx, IrSource *src, size_t offset)
{
	if (!src || src->unlocated)
		return ctx->a_unknown_loc;
	unsigned line, col;
	ir_source_linecol(src, offset, &line, &col);
	return ir_loc_file(ctx, ir_ident_cstr(ctx, src->name), 2, line, col, 0, 0);
}

IrAttr *ir_op_loc(IrContext *ctx, IrOp *op)
{
	if (!op->loc) {
		size_t offset;
		IrSource *src = ir_source_at(ctx, op->src_pos, &offset);
		op->loc = ir_ref(source_loc(ctx, src, offset));
	}
	return ir_op_loc_if_set(op);
}

IrAttr *ir_arg_loc_peek(IrContext *ctx, const IrValue *v)
{
	const IrBlockArg *arg = ir_value_arg(v);
	IrAttr *loc = ir_arg_loc_if_set(arg);
	if (loc)
		return loc;
	size_t offset;
	IrSource *src = ir_source_at(ctx, ir_arg_src_pos(arg), &offset);
	return source_loc(ctx, src, offset);
}

IrAttr *ir_arg_loc(IrContext *ctx, IrValue *v)
{
	IrBlockArg *arg = ir_value_arg(v);
	if (!v->loc_set)
		ir_arg_set_loc(arg, ir_arg_loc_peek(ctx, v));
	return ir_arg_loc_if_set(arg);
}

void ir_op_set_operand(IrOp *op, unsigned i, IrValue *v)
{
	use_unlink(&ir_op_operands(op)[i]);
	if (v)
		use_link(&ir_op_operands(op)[i], v);
}

void ir_op_set_successor(IrOp *op, unsigned i, IrBlock *b)
{
	succ_unlink(&ir_op_succs(op)[i]);
	if (b)
		succ_link(&ir_op_succs(op)[i], b);
}

void ir_op_remove(IrOp *op)
{
	IrBlock *b = ir_op_block(op);
	if (!b)
		return;
	ir_symbol_table_changed(ir_op_parent(op));
	if (op->prev)
		ir_op_prev(op)->next = op->next;
	else
		b->first = ir_ref(ir_op_next(op));
	if (op->next)
		ir_op_next(op)->prev = op->prev;
	else
		b->last = ir_ref(ir_op_prev(op));
	op->prev = op->next = 0;
	op->block = 0;
}

/* Drops every operand and successor reference held inside op, recursively,
   so that ops can then be freed in any order. */
void ir_op_drop_references(IrOp *op)
{
	for (unsigned i = 0; i < op->noperands; i++)
		use_unlink(&ir_op_operands(op)[i]);
	for (unsigned i = 0; i < ir_op_nsuccs(op); i++)
		succ_unlink(&ir_op_succs(op)[i]);
	for (unsigned r = 0; r < ir_op_nregions(op); r++)
		for (IrBlock *b = ir_region_first(&ir_op_regions(op)[r]); b; b = ir_block_next(b))
			for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
				ir_op_drop_references(o);
}

static void free_op(IrContext *ctx, IrOp *op);

static void free_block(IrContext *ctx, IrBlock *b)
{
	IrOp *o = ir_block_first(b);
	while (o) {
		IrOp *next = ir_op_next(o);
		free_op(ctx, o);
		o = next;
	}
	for (unsigned i = 0; i < b->nargs; i++)
		pool_free(ctx, ir_block_arg(b, i), sizeof(IrBlockArg));
	block_set_nargs(ctx, b, 0);
	pool_free(ctx, b, sizeof *b);
}

static void free_op(IrContext *ctx, IrOp *op)
{
	ir_symbol_table_changed(op); /* a new table may take its place */
	for (unsigned r = 0; r < ir_op_nregions(op); r++) {
		IrBlock *b = ir_region_first(&ir_op_regions(op)[r]);
		while (b) {
			IrBlock *next = ir_block_next(b);
			free_block(ctx, b);
			b = next;
		}
	}
	pool_free(ctx, op, op_size(op->nresults, op->noperands, ir_op_nsuccs(op), ir_op_nregions(op)));
}

void ir_op_destroy(IrContext *ctx, IrOp *op)
{
	ir_op_remove(op);
	ir_op_drop_references(op);
	free_op(ctx, op);
}

void ir_op_erase(IrContext *ctx, IrOp *op)
{
	for (unsigned i = 0; i < op->nresults; i++)
		if (ir_op_results(op)[i].uses)
			die("erasing an op whose result %u still has uses", i);
	ir_op_destroy(ctx, op);
}

/* The slots of a block's argument array for n arguments: none for one
   (most blocks have one, which IrBlock.args names itself), else the least
   power of two that holds them, so that the array's size follows from
   their count and adding one is amortized O(1). */
static size_t args_cap(unsigned n)
{
	if (n < 2)
		return 0;
	size_t cap = 2;
	while (cap < n)
		cap *= 2;
	return cap;
}

void block_set_arg(IrBlock *b, unsigned i, IrValue *v)
{
	if (b->nargs == 1)
		b->args = ir_ref(v);
	else
		((IrRef *)ir_deref(b->args))[i] = ir_ref(v);
}

void block_set_nargs(IrContext *ctx, IrBlock *b, unsigned n)
{
	size_t old = args_cap(b->nargs), cap = args_cap(n);
	if (cap == old) {
		b->nargs = n;
		if (!n)
			b->args = 0;
		return;
	}
	IrRef *slots = cap ? pool_alloc(ctx, cap * sizeof *slots) : NULL;
	unsigned keep = n < b->nargs ? n : b->nargs;
	IrValue *first = keep ? ir_block_arg(b, 0) : NULL;
	for (unsigned i = 0; slots && i < keep; i++)
		slots[i] = ir_ref(ir_block_arg(b, i));
	if (old)
		pool_free(ctx, ir_deref(b->args), old * sizeof *slots);
	b->args = slots ? ir_ref(slots) : ir_ref(first);
	b->nargs = n;
}

IrBlock *ir_block_create(IrContext *ctx)
{
	return pool_alloc(ctx, sizeof(IrBlock));
}

IrRegion *ir_region_create(IrContext *ctx)
{
	return pool_alloc(ctx, sizeof(IrRegion));
}

void ir_region_destroy(IrContext *ctx, IrRegion *r)
{
	pool_free(ctx, r, sizeof *r);
}

IrValue *ir_block_add_arg(IrContext *ctx, IrBlock *b, IrType *t, IrAttr *loc)
{
	if (b->nargs >= IR_MAX_VALUES)
		die("a block with %u arguments", b->nargs);
	block_set_nargs(ctx, b, b->nargs + 1);
	IrBlockArg *a = pool_alloc(ctx, sizeof *a);
	IrValue *v = &a->value;
	v->type = ir_ref(t);
	v->index = b->nargs - 1;
	v->is_arg = 1;
	a->block = ir_ref(b);
	if (loc)
		ir_arg_set_loc(a, loc);
	block_set_arg(b, b->nargs - 1, v);
	return v;
}

IrValue *ir_value_placeholder(IrContext *ctx, IrType *t)
{
	IrBlockArg *a = pool_alloc(ctx, sizeof *a);
	a->value.type = ir_ref(t);
	a->value.is_arg = 1;
	return &a->value;
}

void ir_value_placeholder_free(IrContext *ctx, IrValue *v)
{
	pool_free(ctx, v, sizeof(IrBlockArg));
}

void ir_block_append(IrBlock *b, IrOp *op)
{
	ir_symbol_table_changed(ir_block_parent(b) ? ir_region_parent(ir_block_parent(b)) : NULL);
	op->block = ir_ref(b);
	op->prev = ir_ref(ir_block_last(b));
	op->next = 0;
	if (ir_block_last(b))
		ir_block_last(b)->next = ir_ref(op);
	else
		b->first = ir_ref(op);
	b->last = ir_ref(op);
}

void ir_block_insert_before(IrOp *before, IrOp *op)
{
	IrBlock *b = ir_op_block(before);
	ir_symbol_table_changed(ir_op_parent(before));
	op->block = ir_ref(b);
	op->next = ir_ref(before);
	op->prev = before->prev;
	if (before->prev)
		ir_op_prev(before)->next = ir_ref(op);
	else
		b->first = ir_ref(op);
	before->prev = ir_ref(op);
}

void ir_block_destroy(IrContext *ctx, IrBlock *b)
{
	ir_symbol_table_changed(ir_block_parent(b) ? ir_region_parent(ir_block_parent(b)) : NULL);
	for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
		ir_op_drop_references(o);
	while (ir_block_preds(b))
		succ_unlink(ir_block_preds(b));
	free_block(ctx, b);
}

void ir_region_append(IrRegion *r, IrBlock *b)
{
	ir_symbol_table_changed(ir_region_parent(r));
	b->parent = ir_ref(r);
	b->prev = ir_ref(ir_region_last(r));
	b->next = 0;
	if (ir_region_last(r))
		ir_region_last(r)->next = ir_ref(b);
	else
		r->first = ir_ref(b);
	r->last = ir_ref(b);
}

void ir_value_replace_all_uses(IrValue *from, IrValue *to)
{
	while (from != to && from->uses) { /* a value replacing itself keeps its uses */
		IrUse *u = ir_value_uses(from);
		use_unlink(u);
		use_link(u, to);
	}
}

bool ir_value_has_uses(const IrValue *v)
{
	return ir_value_uses(v) != NULL;
}

IrOp *ir_op_parent(const IrOp *op)
{
	if (!ir_op_block(op) || !ir_block_parent(ir_op_block(op)))
		return NULL;
	return ir_region_parent(ir_block_parent(ir_op_block(op)));
}

unsigned ir_block_index(const IrBlock *b)
{
	unsigned i = 0;
	for (const IrBlock *p = ir_block_prev(b); p; p = ir_block_prev(p))
		i++;
	return i;
}

bool ir_walk(IrOp *op, IrWalkFn fn, void *user)
{
	if (!fn(op, user))
		return false;
	for (unsigned r = 0; r < ir_op_nregions(op); r++)
		for (IrBlock *b = ir_region_first(&ir_op_regions(op)[r]); b; b = ir_block_next(b))
			for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
				if (!ir_walk(o, fn, user))
					return false;
	return true;
}

bool ir_walk_post(IrOp *op, IrWalkFn fn, void *user)
{
	for (unsigned r = 0; r < ir_op_nregions(op); r++)
		for (IrBlock *b = ir_region_first(&ir_op_regions(op)[r]); b; b = ir_block_next(b))
			for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
				if (!ir_walk_post(o, fn, user))
					return false;
	return fn(op, user);
}

static bool count_op(IrOp *op, void *user)
{
	(void)op;
	size_t *left = user;
	return --*left > 0;
}

size_t ir_count_ops(IrOp *op, size_t limit)
{
	size_t left = limit;
	if (limit)
		ir_walk(op, count_op, &left);
	return limit - left;
}

/* ---- cloning ---- */

static IrOp *clone_op(IrContext *ctx, IrOp *op, PtrMap *map);

/* Creates the blocks first so that successors and forward uses resolve. */
static void clone_region(IrContext *ctx, IrRegion *from, IrRegion *to, PtrMap *map)
{
	for (IrBlock *b = ir_region_first(from); b; b = ir_block_next(b)) {
		IrBlock *nb = ir_block_create(ctx);
		for (unsigned i = 0; i < b->nargs; i++) {
			IrValue *arg = ir_block_arg(b, i);
			pm_put(map, arg, ir_block_add_arg(ctx, nb, ir_value_type(arg), ir_arg_loc(ctx, arg)));
		}
		pm_put(map, b, nb);
		ir_region_append(to, nb);
	}
	for (IrBlock *b = ir_region_first(from); b; b = ir_block_next(b)) {
		IrBlock *nb = pm_get(map, b);
		for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
			ir_block_append(nb, clone_op(ctx, o, map));
	}
}

IrValue **ir_op_operand_values(const IrOp *op)
{
	IrValue **values = xmalloc((op->noperands + 1) * sizeof *values);
	for (unsigned i = 0; i < op->noperands; i++)
		values[i] = ir_op_operand(op, i);
	return values;
}

IrType **ir_op_result_types(const IrOp *op)
{
	IrType **types = xmalloc((op->nresults + 1) * sizeof *types);
	for (unsigned i = 0; i < op->nresults; i++)
		types[i] = ir_value_type(&ir_op_results(op)[i]);
	return types;
}

static IrOp *clone_op(IrContext *ctx, IrOp *op, PtrMap *map)
{
	IrType **rtypes = ir_op_result_types(op);
	IrOpState st = {ir_op_name(op), op->nresults, op->noperands, ir_op_nsuccs(op), ir_op_nregions(op), rtypes,
	                NULL, NULL, ir_op_props(op), ir_op_attrs(op), ir_op_loc_if_set(op)};
	IrOp *c = ir_op_create(ctx, &st);
	free(rtypes);
	c->src_pos = op->src_pos;
	for (unsigned i = 0; i < op->nresults; i++)
		pm_put(map, &ir_op_results(op)[i], &ir_op_results(c)[i]);
	for (unsigned r = 0; r < ir_op_nregions(op); r++)
		clone_region(ctx, &ir_op_regions(op)[r], &ir_op_regions(c)[r], map);
	/* operands are set after the regions so uses of later-defined values inside resolve */
	for (unsigned i = 0; i < op->noperands; i++) {
		IrValue *v = ir_op_operand(op, i);
		IrValue *m = v ? pm_get(map, v) : NULL;
		ir_op_set_operand(c, i, m ? m : v);
	}
	for (unsigned i = 0; i < ir_op_nsuccs(op); i++) {
		IrBlock *b = ir_op_succ(op, i);
		IrBlock *m = b ? pm_get(map, b) : NULL;
		ir_op_set_successor(c, i, m ? m : b);
	}
	return c;
}

/* Fixes operands inside cloned regions that referred to values defined later
   in the original, which clone_op could not yet map. */
static bool remap_uses(IrOp *op, void *user)
{
	PtrMap *map = user;
	for (unsigned i = 0; i < op->noperands; i++) {
		IrValue *m = pm_get(map, ir_op_operand(op, i));
		if (m)
			ir_op_set_operand(op, i, m);
	}
	return true;
}

IrOp *ir_op_clone(IrContext *ctx, IrOp *op)
{
	PtrMap map = {0};
	IrOp *c = clone_op(ctx, op, &map);
	ir_walk(c, remap_uses, &map);
	pm_free(&map);
	return c;
}
