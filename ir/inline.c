/* inline.c: calls and callables as the dialects describe them, and MLIR's
   inlineCall (InliningUtils): legality asked of each dialect, the body
   cloned or moved in after the call, locations made call sites, the
   terminators handled by their dialect. */
#include "internal.h"
#include "dialect.h"
#include "inline.h"

const IrInliner ir_inline_anywhere = {.into_regions = true, .ops = true};
const IrInliner ir_inline_ops = {.ops = true};

static const IrInliner *inliner_of(const IrOp *op)
{
	return ir_op_name(op)->dialect ? ir_op_name(op)->dialect->inliner : NULL;
}

bool ir_op_call(const IrOp *op, IrAttr **callee, unsigned *first)
{
	const IrInliner *in = inliner_of(op);
	return ir_def(op) && in && in->call && in->call(op, callee, first);
}

bool ir_op_callable(IrOp *op, IrRegion **body, IrType **type)
{
	const IrInliner *in = inliner_of(op);
	return ir_def(op) && in && in->callable && in->callable(op, body, type);
}

/* MLIR's isLegalToInline(op, dest) over the ops of src and, as every
   dialect of mica analyses them recursively, the ops nested in them. */
static bool ops_legal(IrRegion *src, IrRegion *dest)
{
	for (IrBlock *b = ir_region_first(src); b; b = ir_block_next(b))
		for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o)) {
			const IrInliner *in = inliner_of(o);
			if (!in || !(in->legal_op ? in->legal_op(o, dest) : in->ops))
				return false;
			for (unsigned r = 0; r < ir_op_nregions(o); r++)
				if (!ops_legal(&ir_op_regions(o)[r], dest))
					return false;
		}
	return true;
}

static bool region_legal(IrRegion *dest, IrRegion *src)
{
	const IrInliner *in = inliner_of(ir_region_parent(dest));
	return in && (in->legal_region ? in->legal_region(dest, src) : in->into_regions);
}

/* MLIR's stackLocations: callee's chain of call sites with caller added at
   its end. */
static IrAttr *stack_location(IrContext *ctx, IrAttr *callee, IrAttr *caller)
{
	PtrVec chain = {0};
	while (callee->kind == IR_ATTR_LOC_CALLSITE) {
		pv_push(&chain, callee);
		callee = callee->cloc.caller;
	}
	IrAttr *loc = ir_loc_callsite(ctx, callee, caller);
	for (size_t i = chain.n; i-- > 0;)
		loc = ir_loc_callsite(ctx, ((IrAttr *)chain.v[i])->cloc.callee, loc);
	pv_free(&chain);
	return loc;
}

typedef struct {
	IrContext *ctx;
	IrAttr *caller;
	PtrMap mapped; /* location -> its call-site location */
} LocRemap;

static IrAttr *remap_loc(LocRemap *m, IrAttr *loc)
{
	IrAttr *r = pm_get(&m->mapped, loc);
	if (!r) {
		r = stack_location(m->ctx, loc, m->caller);
		pm_put(&m->mapped, loc, r);
	}
	return r;
}

static void remap_block_args(LocRemap *m, IrBlock *b)
{
	for (unsigned i = 0; i < b->nargs; i++)
		ir_arg_set_loc(ir_value_arg(ir_block_arg(b, i)), remap_loc(m, ir_arg_loc(m->ctx, ir_block_arg(b, i))));
}

static bool remap_op(IrOp *op, void *user)
{
	LocRemap *m = user;
	op->loc = ir_ref(remap_loc(m, ir_op_loc(m->ctx, op)));
	for (unsigned r = 0; r < ir_op_nregions(op); r++)
		for (IrBlock *b = ir_region_first(&ir_op_regions(op)[r]); b; b = ir_block_next(b))
			remap_block_args(m, b);
	return true;
}

/* MLIR's remapInlinedLocations over the blocks [first, end). */
static void remap_locations(IrContext *ctx, IrBlock *first, IrBlock *end, IrAttr *caller)
{
	LocRemap m = {ctx, caller, {0}};
	for (IrBlock *b = first; b != end; b = ir_block_next(b)) {
		remap_block_args(&m, b);
		for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
			ir_walk(o, remap_op, &m);
	}
	pm_free(&m.mapped);
}

static void block_erase(IrContext *ctx, IrBlock *b)
{
	ir_block_remove(b);
	ir_block_destroy(ctx, b);
}

bool ir_inline_call(IrContext *ctx, IrOp *call, IrOp *callable, IrRegion *body, bool clone,
                    IrInlinedFn inlined, void *user)
{
	IrAttr *callee;
	unsigned first;
	IrRegion *unused;
	IrType *ft;
	if (!ir_region_first(body) || !ir_op_call(call, &callee, &first) || !ir_op_callable(callable, &unused, &ft))
		return false;
	IrBlock *entry = ir_region_first(body);
	unsigned nargs = call->noperands - first;
	/* no dialect of mica converts types at a call (materializeCallConversion) */
	if (nargs != entry->nargs || call->nresults != ft->func.nout)
		return false;
	for (unsigned i = 0; i < nargs; i++)
		if (ir_value_type(ir_op_operand(call, first + i)) != ir_value_type(ir_block_arg(entry, i)))
			return false;
	for (unsigned i = 0; i < call->nresults; i++)
		if (ir_value_type(&ir_op_results(call)[i]) != ft->func.types[ft->func.nin + i])
			return false;
	const IrInliner *in = inliner_of(call);
	if (in->legal_call && !in->legal_call(call, callable))
		return false;
	IrRegion *dest = ir_block_parent(ir_op_block(call));
	if (!region_legal(dest, body) || !ops_legal(body, dest))
		return false;
	for (IrBlock *b = ir_region_first(body); b; b = ir_block_next(b))
		if (!ir_block_last(b) || !inliner_of(ir_block_last(b))->terminator)
			return false;

	IrOp *copy = NULL;
	if (clone) {
		copy = ir_op_clone(ctx, callable);
		IrRegion *b;
		ir_op_callable(copy, &b, &ft);
		body = b;
		entry = ir_region_first(body);
	}
	IrBlock *block = ir_op_block(call), *post;
	if (call->next) {
		post = ir_block_split(ctx, ir_op_next(call));
	} else {
		post = ir_block_create(ctx);
		if (ir_block_next(block))
			ir_block_move_before(post, ir_block_next(block));
		else
			ir_block_move_to_end(post, dest);
	}
	ir_region_inline_before(body, dest, post);
	if (copy)
		ir_op_destroy(ctx, copy);
	IrAttr *loc = ir_op_loc(ctx, call);
	if (loc->kind != IR_ATTR_LOC_UNKNOWN)
		remap_locations(ctx, entry, post, loc);
	for (unsigned i = 0; i < nargs; i++)
		ir_value_replace_all_uses(ir_block_arg(entry, i), ir_op_operand(call, first + i));
	if (inlined)
		inlined(user, entry, post);

	if (ir_block_next(entry) == post) {
		IrOp *term = ir_block_last(entry);
		IrValue **results = xmalloc((call->nresults + 1) * sizeof *results);
		for (unsigned i = 0; i < call->nresults; i++)
			results[i] = &ir_op_results(call)[i];
		inliner_of(term)->terminator(ctx, term, NULL, results);
		free(results);
		ir_op_erase(ctx, term);
		while (ir_block_first(post))
			ir_op_move_to_end(ir_block_first(post), entry);
		block_erase(ctx, post);
	} else {
		for (unsigned i = 0; i < call->nresults; i++) {
			IrValue *r = &ir_op_results(call)[i];
			ir_value_replace_all_uses(r, ir_block_add_arg(ctx, post, ir_value_type(r), loc));
		}
		for (IrBlock *b = entry; b != post; b = ir_block_next(b))
			inliner_of(ir_block_last(b))->terminator(ctx, ir_block_last(b), post, NULL);
	}
	while (ir_block_first(entry))
		ir_op_move_to_end(ir_block_first(entry), block);
	block_erase(ctx, entry);
	return true;
}
