/* greedy.c: MLIR's greedy pattern rewrite driver (applyPatternsGreedily):
   a worklist of ops, each folded or rewritten by the first pattern that
   applies, the ops a change touches queued again, until nothing changes.

   The order is MLIR's, since it decides the output (which constant is
   kept, where constants end up): the worklist is seeded by a walk of the
   region (post-order, or pre-order reversed for top-down), constants met
   on the walk are deduplicated and hoisted as MLIR's OperationFolder does,
   ops are popped last-in first-out, and a change queues the ops MLIR's
   listener queues, in the same order. */
#include "dialect.h"
#include "internal.h"
#include "pattern.h"

/* ---- the worklist: last-in first-out, each op at most once ---- */

typedef struct {
	PtrVec list; /* ops; NULL where one was removed */
	PtrMap pos;  /* op -> its index in list, plus one */
} Worklist;

static void wl_clear(Worklist *w)
{
	w->list.n = 0;
	/* a round that ran to its end left the map empty: it keeps its room
	   for the next one, which queues about as many ops */
	if (w->pos.n)
		pm_free(&w->pos);
}

static void wl_push(Worklist *w, IrOp *op)
{
	if (pm_get(&w->pos, op))
		return;
	pv_push(&w->list, op);
	pm_put(&w->pos, op, (void *)(uintptr_t)w->list.n);
}

static void wl_trim(Worklist *w)
{
	while (w->list.n && !w->list.v[w->list.n - 1])
		w->list.n--;
}

static IrOp *wl_pop(Worklist *w)
{
	wl_trim(w);
	if (!w->list.n)
		return NULL;
	IrOp *op = w->list.v[--w->list.n];
	pm_remove(&w->pos, op);
	wl_trim(w);
	return op;
}

static void wl_remove(Worklist *w, IrOp *op)
{
	uintptr_t i = (uintptr_t)pm_get(&w->pos, op);
	if (!i)
		return;
	w->list.v[i - 1] = NULL;
	pm_remove(&w->pos, op);
}

static void wl_reverse(Worklist *w)
{
	for (size_t i = 0, j = w->list.n; i + 1 < j; i++, j--) {
		void *t = w->list.v[i];
		w->list.v[i] = w->list.v[j - 1];
		w->list.v[j - 1] = t;
	}
	for (size_t i = 0; i < w->list.n; i++)
		if (w->list.v[i])
			pm_put(&w->pos, w->list.v[i], (void *)(uintptr_t)(i + 1));
}

/* ---- the constant folder (MLIR's OperationFolder) ---- */

/* A constant the folder keeps: one per insertion region, dialect, value
   and type. */
typedef struct FolderConstant {
	const void *dialect;
	IrType *type;
	IrOp *op;
	struct FolderConstant *next; /* of the same value */
} FolderConstant;

/* The constants are kept per region first, so that a value common to
   many functions (a zero, say) never makes a long chain to walk. */
typedef struct {
	PtrMap by_region; /* IrRegion* -> PtrMap*: IrAttr* -> FolderConstant* chain */
	PtrMap owned;     /* op -> its FolderConstant */
	PtrVec all;       /* the constants, to free */
	PtrVec maps;      /* the per-region maps, to free */
} Folder;

/* Where folded constants of block go: the nearest region whose op is
   isolated from above (or unregistered, which may be), or is the top. */
static IrRegion *insertion_region(IrBlock *block)
{
	for (;;) {
		IrRegion *region = ir_block_parent(block);
		IrOp *parent = ir_region_parent(region);
		if (!ir_def(parent) || ir_def(parent)->traits & IR_TRAIT_ISOLATED || !parent->block)
			return region;
		block = ir_op_block(parent);
	}
}

static void folder_free(Folder *f)
{
	for (size_t i = 0; i < f->all.n; i++)
		free(f->all.v[i]);
	pv_free(&f->all);
	for (size_t i = 0; i < f->maps.n; i++) {
		pm_free(f->maps.v[i]);
		free(f->maps.v[i]);
	}
	pv_free(&f->maps);
	pm_free(&f->by_region);
	pm_free(&f->owned);
}

static PtrMap *folder_region(Folder *f, IrRegion *region)
{
	PtrMap *by_value = pm_get(&f->by_region, region);
	if (!by_value) {
		by_value = xcalloc(1, sizeof *by_value);
		pv_push(&f->maps, by_value);
		pm_put(&f->by_region, region, by_value);
	}
	return by_value;
}

static bool folder_owns(const Folder *f, IrOp *op)
{
	return op && pm_get(&f->owned, op);
}

/* MLIR's insertKnownConstant: false when op duplicated a constant already
   kept and was replaced by it (and erased); else op is kept, at the start
   of its insertion region's entry block. */
static bool folder_insert(Folder *f, IrRewriter *rw, IrOp *op, IrAttr *value)
{
	IrBlock *block = ir_op_block(op);
	if (folder_owns(f, op)) {
		if (ir_block_first(block) != op && !folder_owns(f, ir_op_prev(op)))
			ir_op_move_before(op, ir_block_first(block));
		return true;
	}
	IrRegion *region = insertion_region(block);
	const void *dialect = ir_op_name(op)->dialect;
	IrType *type = ir_value_type(&ir_op_results(op)[0]);
	PtrMap *by_value = folder_region(f, region);
	FolderConstant *chain = pm_get(by_value, value);
	for (FolderConstant *c = chain; c; c = c->next)
		if (c->dialect == dialect && c->type == type) {
			/* as MLIR's folder, a constant standing for others is
			   located nowhere, even when they were at one place */
			c->op->loc = ir_ref(ir_loc_unknown(rw->ctx));
			ir_rewriter_replace_op_with(rw, op, &ir_op_results(c->op)[0]);
			return false;
		}
	IrBlock *entry = ir_region_first(region);
	if (block != entry || (ir_block_first(entry) != op && !folder_owns(f, ir_op_prev(op))))
		ir_op_move_before(op, ir_block_first(entry));
	FolderConstant *c = xmalloc(sizeof *c);
	*c = (FolderConstant){dialect, type, op, chain};
	pv_push(&f->all, c);
	pm_put(by_value, value, c);
	pm_put(&f->owned, op, c);
	return true;
}

/* ---- the driver ---- */

typedef struct {
	IrContext *ctx;
	const IrGreedyConfig *cfg;
	IrRegion *scope;    /* ops are queued only when nested in it */
	PtrMap *only;       /* NULL, or the only ops queued (and those made on the way) */
	Worklist wl;
	IrRewriter rw;
	IrRewriteListener listener;
	/* IrOpDef* -> its fold written as a pattern or NULL, then its enabled
	   patterns by benefit, NULL-terminated (pattern_list) */
	PtrMap patterns;
	PtrVec pattern_lists; /* to free */
} Driver;

/* op and its ancestors up to the scope, op first (MLIR's addToWorklist);
   nothing when op is not in the scope. */
static void queue(Driver *d, IrOp *op)
{
	IrOp *chain[64], **ancestors = chain;
	size_t n = 0, cap = 64;
	for (;;) {
		if (n == cap) {
			IrOp **more = xmalloc(2 * cap * sizeof *more);
			memcpy(more, ancestors, n * sizeof *more);
			if (ancestors != chain)
				free(ancestors);
			ancestors = more;
			cap *= 2;
		}
		ancestors[n++] = op;
		IrRegion *region = ir_op_block(op) ? ir_block_parent(ir_op_block(op)) : NULL;
		if (region == d->scope) {
			for (size_t i = 0; i < n; i++)
				if (!d->only || pm_get(d->only, ancestors[i]))
					wl_push(&d->wl, ancestors[i]);
			break;
		}
		if (!region || !(op = ir_region_parent(region)))
			break;
	}
	if (ancestors != chain)
		free(ancestors);
}

static void on_changed(void *user, IrOp *op)
{
	queue(user, op);
}

/* An op made or moved: with a list of ops, one made joins it (MLIR's
   GreedyRewriteStrictness::ExistingAndNewOps). */
static void on_inserted(void *user, IrOp *op)
{
	Driver *d = user;
	if (d->only)
		pm_put(d->only, op, op);
	queue(d, op);
}

/* The ops defining op's operands that would be left with at most one
   other user once op is gone: they may become dead or simpler. */
static void queue_operand_defs(Driver *d, IrOp *op)
{
	for (unsigned i = 0; i < op->noperands; i++) {
		IrValue *v = ir_op_operand(op, i);
		IrOp *def = v ? ir_value_def(v) : NULL;
		if (!def)
			continue;
		IrOp *other = NULL;
		bool more = false;
		for (IrUse *u = ir_value_uses(v); u && !more; u = ir_use_next(u)) {
			if (ir_use_owner(u) == op || ir_use_owner(u) == other)
				continue;
			if (other)
				more = true;
			other = ir_use_owner(u);
		}
		if (!more)
			queue(d, def);
	}
}

static void on_erased(void *user, IrOp *op)
{
	Driver *d = user;
	queue_operand_defs(d, op);
	wl_remove(&d->wl, op);
}

/* op rebuilt in place as fresh: fresh takes op's place in the worklist,
   or is queued as a modified op is. */
static void on_rebuilt(void *user, IrOp *op, IrOp *fresh)
{
	Driver *d = user;
	uintptr_t i = (uintptr_t)pm_get(&d->wl.pos, op);
	if (i) {
		pm_remove(&d->wl.pos, op);
		d->wl.list.v[i - 1] = fresh;
		pm_put(&d->wl.pos, fresh, (void *)i);
	}
	if (d->only && pm_get(d->only, op)) {
		pm_remove(d->only, op);
		pm_put(d->only, fresh, fresh);
	}
	queue(d, fresh);
}

/* Is p the op's fold, written as a pattern because it rebuilds the op
   (named `<Op>::fold`)? MLIR runs an op's fold in every driver that
   folds, before its patterns and whichever patterns it was given, and
   not as a rewrite of those counted. */
static bool is_fold_pattern(const IrPattern *p)
{
	size_t n = strlen(p->name);
	return n > 6 && !strcmp(p->name + n - 6, "::fold");
}

/* The op's fold pattern or NULL, then its patterns to try, built once. */
static const IrPattern **pattern_list(Driver *d, const IrOpDef *def)
{
	const IrPattern **list = pm_get(&d->patterns, def);
	if (list)
		return list;
	const IrPattern *all = d->cfg->patterns_of ? d->cfg->patterns_of(def) : def->patterns;
	size_t n = 0;
	for (const IrPattern *p = all; p && p->match_and_rewrite; p++)
		n++;
	list = xcalloc(n + 2, sizeof *list);
	for (const IrPattern *p = def->patterns; p && p->match_and_rewrite && !list[0]; p++)
		if (is_fold_pattern(p))
			list[0] = p;
	size_t k = 1;
	for (const IrPattern *p = all; p && p->match_and_rewrite; p++) {
		if (is_fold_pattern(p) || (d->cfg->pattern_enabled && !d->cfg->pattern_enabled(p, d->cfg->filter_user)))
			continue;
		size_t j = k++;
		while (j > 1 && list[j - 1]->benefit < p->benefit) {
			list[j] = list[j - 1];
			j--;
		}
		list[j] = p;
	}
	pv_push(&d->pattern_lists, list);
	pm_put(&d->patterns, def, list);
	return list;
}

/* def's patterns that the configuration allows, by decreasing benefit
   (ties in their order), NULL-terminated. */
static const IrPattern *const *patterns_of(Driver *d, const IrOpDef *def)
{
	return pattern_list(d, def) + 1;
}

/* Replaces op by its fold results, materializing constants before it;
   false (and nothing changed) when a constant cannot be built. */
static bool replace_by_fold(Driver *d, IrOp *op, IrFoldResult *results)
{
	IrValue **values = xmalloc((op->nresults ? op->nresults : 1) * sizeof *values);
	const IrDialect *dialect = ir_op_name(op)->dialect;
	ir_rewriter_set_insertion_before(&d->rw, op);
	unsigned i = 0;
	for (; i < op->nresults; i++) {
		if (results[i].value) {
			values[i] = results[i].value;
			continue;
		}
		IrType *type = ir_value_type(&ir_op_results(op)[i]);
		IrOp *c = dialect && dialect->materialize_constant
		                  ? dialect->materialize_constant(d->ctx, results[i].attr, type, ir_op_loc(d->ctx, op))
		                  : NULL;
		if (!c)
			break;
		values[i] = &ir_op_results(ir_rewriter_insert(&d->rw, c))[0];
	}
	bool ok = i == op->nresults;
	if (ok)
		ir_rewriter_replace_op(&d->rw, op, values);
	else
		for (unsigned j = i; j-- > 0;) /* the constants made for the results before */
			if (!results[j].value)
				ir_rewriter_erase_op(&d->rw, ir_value_def(values[j]));
	free(values);
	return ok;
}

/* The op's fold written as a pattern (is_fold_pattern), if it has one. */
static bool try_fold_pattern(Driver *d, IrOp *op)
{
	const IrPattern *fold = pattern_list(d, ir_def(op))[0];
	if (!fold)
		return false;
	ir_rewriter_set_insertion_before(&d->rw, op);
	return fold->match_and_rewrite(&d->rw, op);
}

static bool try_fold(Driver *d, IrOp *op)
{
	if (d->cfg->no_folding || !ir_def(op) || ir_def(op)->traits & IR_TRAIT_CONSTANT_LIKE)
		return false;
	if (!ir_def(op)->fold)
		return try_fold_pattern(d, op);
	IrFoldResult small[4], *results = op->nresults <= 4 ? small : xmalloc(op->nresults * sizeof *results);
	IrFoldStatus st = ir_op_fold(d->ctx, op, results);
	bool done = false;
	if (st == IR_FOLD_IN_PLACE) {
		queue(d, op);
		done = true;
	} else if (st == IR_FOLD_RESULTS) {
		done = replace_by_fold(d, op, results);
	}
	if (results != small)
		free(results);
	return done || try_fold_pattern(d, op);
}

static bool try_patterns(Driver *d, IrOp *op)
{
	if (!ir_def(op) || (!d->cfg->patterns_of && !ir_def(op)->patterns))
		return false;
	for (const IrPattern *const *p = patterns_of(d, ir_def(op)); *p; p++) {
		ir_rewriter_set_insertion_before(&d->rw, op);
		if ((*p)->match_and_rewrite(&d->rw, op))
			return true;
	}
	return false;
}

/* MLIR's processWorklist: true if anything changed. */
static bool process(Driver *d)
{
	bool changed = false;
	int64_t rewrites = 0;
	int64_t max = d->cfg->max_num_rewrites;
	IrOp *op;
	while ((max < 0 || rewrites < max) && (op = wl_pop(&d->wl))) {
		if (ir_op_is_trivially_dead(op)) {
			ir_rewriter_erase_op(&d->rw, op);
			changed = true;
			continue;
		}
		if (try_fold(d, op)) {
			changed = true;
			continue;
		}
		if (try_patterns(d, op)) {
			changed = true;
			rewrites++;
		}
	}
	return changed;
}

typedef struct {
	Driver *d;
	Folder *folder;
} Seed;

/* A constant met while seeding goes to the folder: false when it
   duplicated one already kept and is gone. */
static bool seed_constant(Seed *s, IrOp *op)
{
	if (!ir_def(op) || !(ir_def(op)->traits & IR_TRAIT_CONSTANT_LIKE))
		return true;
	IrAttr *value = ir_value_constant(s->d->ctx, &ir_op_results(op)[0]);
	return !value || folder_insert(s->folder, &s->d->rw, op, value);
}

/* The walks over a block's ops take the next op before visiting one, as
   MLIR's do, since visiting may move or erase it. */
static void seed_post_order(Seed *s, IrOp *op)
{
	for (unsigned r = 0; r < ir_op_nregions(op); r++)
		for (IrBlock *b = ir_region_first(&ir_op_regions(op)[r]); b; b = ir_block_next(b))
			for (IrOp *o = ir_block_first(b), *next; o; o = next) {
				next = ir_op_next(o);
				seed_post_order(s, o);
			}
	if (seed_constant(s, op))
		queue(s->d, op);
}

/* In pre-order an op's ancestors are in the worklist before it, so that
   pushing the op alone is what queueing it with them (MLIR's
   addToWorklist) comes to, without the walk up to the scope. */
static void seed_pre_order(Seed *s, IrOp *op)
{
	if (!seed_constant(s, op))
		return;
	wl_push(&s->d->wl, op);
	for (unsigned r = 0; r < ir_op_nregions(op); r++)
		for (IrBlock *b = ir_region_first(&ir_op_regions(op)[r]); b; b = ir_block_next(b))
			for (IrOp *o = ir_block_first(b), *next; o; o = next) {
				next = ir_op_next(o);
				seed_pre_order(s, o);
			}
}

/* MLIR's RegionPatternRewriteDriver::simplify on one region. */
static bool simplify_region(Driver *d, IrRegion *region, bool *changed)
{
	const IrGreedyConfig *cfg = d->cfg;
	bool more = false;
	int64_t iteration = 0;
	do {
		if (++iteration > cfg->max_iterations && cfg->max_iterations >= 0)
			break;
		wl_clear(&d->wl);
		Folder folder = {0};
		Seed seed = {d, &folder};
		for (IrBlock *b = ir_region_first(region); b; b = ir_block_next(b))
			for (IrOp *o = ir_block_first(b), *next; o; o = next) {
				next = ir_op_next(o);
				if (cfg->top_down)
					seed_pre_order(&seed, o);
				else
					seed_post_order(&seed, o);
			}
		if (cfg->top_down)
			wl_reverse(&d->wl);
		folder_free(&folder);

		more = ir_erase_unreachable_blocks(&d->rw, region);
		more |= process(d);
		if (cfg->region_simplify != IR_SIMPLIFY_DISABLED)
			more |= ir_simplify_regions(&d->rw, region, cfg->region_simplify == IR_SIMPLIFY_AGGRESSIVE);
	} while (more);
	*changed = iteration > 1;
	return !more;
}

IrGreedyConfig ir_greedy_config_default(void)
{
	return (IrGreedyConfig){
		.top_down = false,
		.max_iterations = 10,
		.max_num_rewrites = -1,
		.region_simplify = IR_SIMPLIFY_AGGRESSIVE,
	};
}

static void driver_init(Driver *d, IrContext *ctx, const IrGreedyConfig *cfg)
{
	*d = (Driver){.ctx = ctx, .cfg = cfg};
	d->listener = (IrRewriteListener){.inserted = on_inserted, .modified = on_changed, .erased = on_erased,
	                                  .rebuilt = on_rebuilt, .user = d};
	d->rw = (IrRewriter){.ctx = ctx, .listener = &d->listener};
}

static void driver_free(Driver *d)
{
	pv_free(&d->wl.list);
	pm_free(&d->wl.pos);
	for (size_t i = 0; i < d->pattern_lists.n; i++)
		free(d->pattern_lists.v[i]);
	pv_free(&d->pattern_lists);
	pm_free(&d->patterns);
}

bool ir_apply_patterns_greedily(IrContext *ctx, IrOp *op, const IrGreedyConfig *cfg, bool *changed)
{
	Driver d;
	driver_init(&d, ctx, cfg);
	bool converged = true, any = false;
	for (unsigned r = 0; r < ir_op_nregions(op); r++) {
		bool region_changed;
		d.scope = &ir_op_regions(op)[r];
		converged &= simplify_region(&d, d.scope, &region_changed);
		any |= region_changed;
	}
	if (changed)
		*changed = any;
	driver_free(&d);
	return converged;
}

/* Is op in region, or nested in an op that is? */
static bool within_region(const IrOp *op, const IrRegion *region)
{
	for (const IrRegion *r; op && ir_op_block(op) && (r = ir_block_parent(ir_op_block(op))); op = ir_region_parent(r))
		if (r == region)
			return true;
	return false;
}

/* The innermost region holding every op (MLIR's findCommonAncestor);
   NULL when one of them is a top-level op. */
static IrRegion *common_region(IrOp *const *ops, size_t n)
{
	IrRegion *region = ir_op_block(ops[0]) ? ir_block_parent(ir_op_block(ops[0])) : NULL;
	for (size_t i = 1; i < n && region; i++)
		while (region && !within_region(ops[i], region))
			region = ir_op_block(ir_region_parent(region)) ? ir_block_parent(ir_op_block(ir_region_parent(region))) : NULL;
	return region;
}

bool ir_apply_patterns_to_ops(IrContext *ctx, IrOp *const *ops, size_t n, const IrGreedyConfig *cfg)
{
	if (!n)
		return false;
	Driver d;
	driver_init(&d, ctx, cfg);
	PtrMap only = {0};
	if (cfg->any_op) {
		d.scope = common_region(ops, n);
	} else {
		for (size_t i = 0; i < n; i++)
			pm_put(&only, ops[i], ops[i]);
		d.only = &only;
	}
	/* pushed in their order, as MLIR's driver does: the last is taken first */
	for (size_t i = 0; i < n; i++)
		wl_push(&d.wl, ops[i]);
	bool changed = process(&d);
	pm_free(&only);
	driver_free(&d);
	return changed;
}
