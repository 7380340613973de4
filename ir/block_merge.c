/* block_merge.c: the simplifications of MLIR's simplifyRegions that only
   its aggressive level runs: identical blocks merged (mergeIdenticalBlocks),
   block arguments that every predecessor passes the same value dropped
   (dropRedundantArguments). */
#include "internal.h"
#include "pattern.h"

static bool used_outside(IrValue *v, IrBlock *b)
{
	for (IrUse *u = ir_value_uses(v); u; u = ir_use_next(u))
		if (ir_op_block(ir_use_owner(u)) != b)
			return true;
	return false;
}

static bool results_used_outside(IrOp *op, IrBlock *b)
{
	for (unsigned i = 0; i < op->nresults; i++)
		if (used_outside(&ir_op_results(op)[i], b))
			return true;
	return false;
}

static bool is_branch(const IrOp *op)
{
	return op && ir_def(op) && ir_def(op)->successor_operands;
}

/* Can every branch to b take more successor operands? (MLIR's
   ableToUpdatePredOperands: each is a BranchOpInterface) */
static bool preds_are_branches(IrBlock *b)
{
	for (IrBlockOperand *p = ir_block_preds(b); p; p = ir_succ_next(p))
		if (!is_branch(ir_succ_owner(p)))
			return false;
	return true;
}

/* The distinct ops that branch to one of the n blocks, in the order met.
   Changing a branch's successor operands builds it anew, so callers take
   the list first and then rebuild each op once. */
static void branch_owners(IrBlock *const *blocks, size_t n, PtrVec *owners)
{
	PtrMap seen = {0};
	for (size_t k = 0; k < n; k++)
		for (IrBlockOperand *p = ir_block_preds(blocks[k]); p; p = ir_succ_next(p))
			if (!pm_get(&seen, ir_succ_owner(p))) {
				pm_put(&seen, ir_succ_owner(p), ir_succ_owner(p));
				pv_push(owners, ir_succ_owner(p));
			}
	pm_free(&seen);
}

/* The operands op forwards to successor i (op is a branch). */
static IrValue **forwarded(const IrOp *op, unsigned i, unsigned extra, unsigned *n)
{
	IrSuccessorOperands so;
	ir_def(op)->successor_operands(op, i, &so);
	IrValue **v = xmalloc((so.n + extra ? so.n + extra : 1) * sizeof *v);
	for (unsigned k = 0; k < so.n; k++)
		v[k] = ir_op_operand(op, so.first + k);
	*n = so.n;
	return v;
}

/* ---- identical blocks ---- */

/* Where a value defined in a block stands among the values the block
   defines: arguments first, then each op's results in order (MLIR's
   BlockEquivalenceData order). */
typedef struct {
	IrBlock *block;
	PtrMap order; /* op with results -> its first result's order + 1 */
} BlockOrder;

static void block_order_init(BlockOrder *bo, IrBlock *b)
{
	*bo = (BlockOrder){.block = b};
	uintptr_t next = b->nargs;
	for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
		if (o->nresults) {
			pm_put(&bo->order, o, (void *)(next + 1));
			next += o->nresults;
		}
}

static uintptr_t order_of(const BlockOrder *bo, IrValue *v)
{
	if (v->is_arg)
		return v->index;
	return (uintptr_t)pm_get(&bo->order, ir_value_def(v)) - 1 + v->index;
}

/* An operand (op index in its block, operand index) that differs between
   the blocks of a cluster and becomes a new argument of the leader. */
typedef struct {
	unsigned op, operand;
} OperandPos;

typedef struct {
	BlockOrder leader;
	PtrVec members;   /* blocks to merge into the leader */
	OperandPos *diff; /* sorted, no duplicates */
	size_t ndiff, cap;
} Cluster;

/* Can v, defined outside the block it is used in, be passed to that block
   (into) by its predecessors instead? Not when it is a result of the
   terminator of a predecessor of into, which does not dominate the
   branch. */
static bool passable(IrBlock *into, IrValue *v)
{
	IrOp *def = ir_value_def(v);
	if (!def || def != ir_block_last(ir_op_block(def)))
		return true;
	for (IrBlockOperand *p = ir_block_preds(into); p; p = ir_succ_next(p))
		if (ir_succ_owner(p)->block == def->block)
			return false;
	return true;
}

/* The properties OperationEquivalence compares when values are not
   compared (operand types are left to the caller); the ops' regions are
   empty here. */
static bool ops_alike(const IrOp *l, const IrOp *r)
{
	if (ir_op_name(l) != ir_op_name(r) || l->attrs != r->attrs || l->props != r->props || ir_op_nregions(l) != ir_op_nregions(r) ||
	    ir_op_nsuccs(l) != ir_op_nsuccs(r) || l->noperands != r->noperands || l->nresults != r->nresults)
		return false;
	for (unsigned i = 0; i < l->nresults; i++)
		if (ir_value_type(&ir_op_results(l)[i]) != ir_value_type(&ir_op_results(r)[i]))
			return false;
	return true;
}

static void add_diff(Cluster *c, OperandPos pos)
{
	size_t at = c->ndiff;
	while (at > 0 && (c->diff[at - 1].op > pos.op ||
	                  (c->diff[at - 1].op == pos.op && c->diff[at - 1].operand > pos.operand)))
		at--;
	if (at > 0 && c->diff[at - 1].op == pos.op && c->diff[at - 1].operand == pos.operand)
		return;
	if (c->ndiff == c->cap) {
		c->cap = c->cap ? 2 * c->cap : 8;
		c->diff = xrealloc(c->diff, c->cap * sizeof *c->diff);
	}
	memmove(c->diff + at + 1, c->diff + at, (c->ndiff - at) * sizeof *c->diff);
	c->diff[at] = pos;
	c->ndiff++;
}

/* MLIR's BlockMergeCluster::addToCluster: b joins the cluster if it holds
   the same ops as the leader, where operands may differ only when both
   are defined outside their blocks (and can be passed in). */
static bool cluster_add(Cluster *c, BlockOrder *bo)
{
	IrBlock *lb = c->leader.block, *rb = bo->block;
	if (lb->nargs != rb->nargs)
		return false;
	for (unsigned i = 0; i < lb->nargs; i++)
		if (ir_value_type(ir_block_arg(lb, i)) != ir_value_type(ir_block_arg(rb, i)))
			return false;
	PtrVec diffs = {0}; /* OperandPos packed as op << 32 | operand */
	IrOp *l = ir_block_first(lb), *r = ir_block_first(rb);
	bool same = true;
	for (unsigned opi = 0; same && l && r; l = ir_op_next(l), r = ir_op_next(r), opi++) {
		if (!ops_alike(l, r)) {
			same = false;
			break;
		}
		for (unsigned k = 0; same && k < l->noperands; k++) {
			IrValue *lv = ir_op_operand(l, k), *rv = ir_op_operand(r, k);
			if (lv == rv)
				continue;
			bool l_in = ir_value_block(lv) == lb, r_in = ir_value_block(rv) == rb;
			if (ir_value_type(lv) != ir_value_type(rv) || l_in != r_in)
				same = false;
			else if (!l_in) {
				if (!passable(lb, lv) || !passable(rb, rv))
					same = false;
				else
					pv_push(&diffs, (void *)(((uintptr_t)opi << 32) | k));
			} else if (order_of(&c->leader, lv) != order_of(bo, rv))
				same = false;
		}
		if (same && (results_used_outside(r, rb) || results_used_outside(l, lb)))
			same = false;
	}
	same = same && !l && !r;
	if (same) {
		for (size_t i = 0; i < diffs.n; i++) {
			uintptr_t packed = (uintptr_t)diffs.v[i];
			add_diff(c, (OperandPos){(unsigned)(packed >> 32), (unsigned)(packed & 0xffffffffu)});
		}
		pv_push(&c->members, rb);
	}
	pv_free(&diffs);
	return same;
}

/* MLIR's pruneRedundantArguments: of the n new arguments of leader (after
   its first `old` ones), one whose value lists (args[list][k], one list
   per block of the cluster) repeat an earlier one's in every list gives
   way to it; returns how many are left, args compacted. */
static unsigned prune_new_args(IrRewriter *rw, IrBlock *leader, unsigned old, IrValue ***args,
                               size_t lists, unsigned n)
{
	if (!n)
		return 0;
	unsigned *replacement = xmalloc(n * sizeof *replacement);
	PtrMap first = {0}; /* value of list 0 -> its first index + 1 */
	for (unsigned j = 0; j < n; j++) {
		replacement[j] = j;
		if (!pm_get(&first, args[0][j]))
			pm_put(&first, args[0][j], (void *)(uintptr_t)(j + 1));
	}
	for (unsigned j = 0; j < n; j++) {
		unsigned k = (unsigned)(uintptr_t)pm_get(&first, args[0][j]) - 1;
		bool redundant = k != j;
		for (size_t i = 1; redundant && i < lists; i++)
			redundant = args[i][k] == args[i][j];
		if (redundant)
			replacement[j] = k;
	}
	pm_free(&first);
	unsigned kept = 0;
	for (unsigned j = 0; j < n; j++)
		if (replacement[j] == j) {
			for (size_t i = 0; i < lists; i++)
				args[i][kept] = args[i][j];
			kept++;
		} else
			ir_rewriter_replace_all_uses(rw, ir_block_arg(leader, old + j), ir_block_arg(leader, old + replacement[j]));
	for (unsigned j = n; j-- > 0;)
		if (replacement[j] != j)
			ir_block_erase_arg(rw->ctx, leader, old + j);
	free(replacement);
	return kept;
}

/* Each branch to a block of the cluster (list index + 1 in `index`)
   forwards that block's new arguments after its others. */
static void append_successor_operands(IrContext *ctx, IrBlock *const *blocks, size_t nblocks,
                                      const PtrMap *index, IrValue ***args, unsigned n)
{
	PtrVec owners = {0};
	branch_owners(blocks, nblocks, &owners);
	for (size_t k = 0; k < owners.n; k++) {
		IrOp *op = owners.v[k];
		for (unsigned i = 0; i < ir_op_nsuccs(op); i++) {
			uintptr_t list = (uintptr_t)pm_get(index, ir_op_succ(op, i));
			if (!list)
				continue;
			unsigned m;
			IrValue **v = forwarded(op, i, n, &m);
			memcpy(v + m, args[list - 1], n * sizeof *v);
			op = ir_op_set_successor_operands(ctx, op, i, m + n, v);
			free(v);
		}
	}
	pv_free(&owners);
}

/* MLIR's BlockMergeCluster::merge: the operands that differ become new
   arguments of the leader, which every predecessor passes, and the other
   blocks' branches go to the leader. */
static bool cluster_merge(IrRewriter *rw, Cluster *c)
{
	if (!c->members.n)
		return false;
	IrBlock *leader = c->leader.block;
	size_t nblocks = c->members.n + 1;
	IrBlock **blocks = xmalloc(nblocks * sizeof *blocks);
	blocks[0] = leader;
	memcpy(blocks + 1, c->members.v, c->members.n * sizeof *blocks);
	if (c->ndiff) {
		for (size_t i = 0; i < nblocks; i++)
			if (!preds_are_branches(blocks[i])) {
				free(blocks);
				return false;
			}
		unsigned old = leader->nargs, n = (unsigned)c->ndiff;
		IrValue ***args = xmalloc(nblocks * sizeof *args);
		for (size_t i = 0; i < nblocks; i++) {
			args[i] = xmalloc(n * sizeof **args);
			IrOp *op = ir_block_first(blocks[i]);
			unsigned at = 0;
			for (unsigned k = 0; k < n; k++) {
				for (; at < c->diff[k].op; at++)
					op = ir_op_next(op);
				IrValue *v = ir_op_operand(op, c->diff[k].operand);
				args[i][k] = v;
				if (i == 0) {
					IrAttr *loc = v->is_arg ? ir_arg_loc(rw->ctx, v) : ir_op_loc(rw->ctx, ir_value_def(v));
					ir_op_set_operand(op, c->diff[k].operand, ir_block_add_arg(rw->ctx, leader, ir_value_type(v), loc));
				}
			}
		}
		n = prune_new_args(rw, leader, old, args, nblocks, n);
		PtrMap index = {0};
		for (size_t i = 0; i < nblocks; i++)
			pm_put(&index, blocks[i], (void *)(uintptr_t)(i + 1));
		append_successor_operands(rw->ctx, blocks, nblocks, &index, args, n);
		pm_free(&index);
		for (size_t i = 0; i < nblocks; i++)
			free(args[i]);
		free(args);
	}
	for (size_t i = 1; i < nblocks; i++) {
		for (IrBlockOperand *s; (s = ir_block_preds(blocks[i]));)
			ir_op_set_successor(ir_succ_owner(s), ir_succ_index(s), leader);
		ir_rewriter_erase_block(rw, blocks[i]);
	}
	free(blocks);
	return true;
}

static IrBlockOperand *succs_of(const IrBlock *b, unsigned *n)
{
	*n = ir_block_last(b) ? ir_op_nsuccs(ir_block_last(b)) : 0;
	return *n ? ir_op_succs(ir_block_last(b)) : NULL;
}

typedef struct {
	IrBlock *block;
	size_t position;
} Ranked;

/* Blocks ordered by their successor lists, then by position. */
static int compare_by_successors(const void *pa, const void *pb)
{
	const Ranked *a = pa, *b = pb;
	unsigned na, nb;
	IrBlockOperand *sa = succs_of(a->block, &na), *sb = succs_of(b->block, &nb);
	if (na != nb)
		return na < nb ? -1 : 1;
	for (unsigned i = 0; i < na; i++)
		if (sa[i].block != sb[i].block)
			return (uintptr_t)sa[i].block < (uintptr_t)sb[i].block ? -1 : 1;
	return a->position < b->position ? -1 : a->position > b->position;
}

static bool same_successors(const IrBlock *a, const IrBlock *b)
{
	unsigned na, nb;
	IrBlockOperand *sa = succs_of(a, &na), *sb = succs_of(b, &nb);
	if (na != nb)
		return false;
	for (unsigned i = 0; i < na; i++)
		if (sa[i].block != sb[i].block)
			return false;
	return true;
}

static int compare_by_position(const void *pa, const void *pb)
{
	const Ranked *a = *(Ranked *const *)pa, *b = *(Ranked *const *)pb;
	return a->position < b->position ? -1 : a->position > b->position;
}

static bool mergeable(IrBlock *b)
{
	for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
		for (unsigned i = 0; i < ir_op_nregions(o); i++)
			if (ir_region_first(&ir_op_regions(o)[i]))
				return false;
	for (unsigned i = 0; i < b->nargs; i++)
		if (used_outside(ir_block_arg(b, i), b))
			return false;
	return true;
}

/* The blocks of one group (same successors), clustered and merged. */
static bool merge_group(IrRewriter *rw, Ranked *group, size_t n)
{
	Cluster *clusters = xmalloc(n * sizeof *clusters);
	size_t nclusters = 0;
	for (size_t i = 0; i < n; i++) {
		if (!mergeable(group[i].block))
			continue;
		BlockOrder bo;
		block_order_init(&bo, group[i].block);
		size_t k = 0;
		while (k < nclusters && !cluster_add(&clusters[k], &bo))
			k++;
		if (k < nclusters)
			pm_free(&bo.order);
		else
			clusters[nclusters++] = (Cluster){.leader = bo};
	}
	bool merged = false;
	for (size_t k = 0; k < nclusters; k++) {
		merged |= cluster_merge(rw, &clusters[k]);
		pm_free(&clusters[k].leader.order);
		pv_free(&clusters[k].members);
		free(clusters[k].diff);
	}
	free(clusters);
	return merged;
}

/* MLIR's mergeIdenticalBlocks on one region: the blocks other than the
   entry grouped by their successors, each group clustered into identical
   blocks. Groups are taken in the order of their first block. */
static bool merge_region(IrRewriter *rw, IrRegion *r)
{
	if (!ir_region_first(r) || ir_region_first(r) == ir_region_last(r))
		return false;
	size_t n = 0;
	for (IrBlock *b = ir_block_next(ir_region_first(r)); b; b = ir_block_next(b))
		n++;
	Ranked *ranked = xmalloc(n * sizeof *ranked);
	n = 0;
	for (IrBlock *b = ir_block_next(ir_region_first(r)); b; b = ir_block_next(b), n++)
		ranked[n] = (Ranked){b, n};
	qsort(ranked, n, sizeof *ranked, compare_by_successors);
	Ranked **firsts = xmalloc(n * sizeof *firsts);
	size_t ngroups = 0;
	for (size_t i = 0; i < n; i++)
		if (!i || !same_successors(ranked[i - 1].block, ranked[i].block))
			firsts[ngroups++] = &ranked[i];
	qsort(firsts, ngroups, sizeof *firsts, compare_by_position);
	bool merged = false;
	for (size_t g = 0; g < ngroups; g++) {
		Ranked *start = firsts[g], *end = start + 1;
		while (end < ranked + n && same_successors(start->block, end->block))
			end++;
		if (end - start > 1)
			merged |= merge_group(rw, start, (size_t)(end - start));
	}
	free(firsts);
	free(ranked);
	return merged;
}

bool ir_merge_identical_blocks(IrRewriter *rw, IrRegion *root)
{
	bool changed = false;
	PtrVec regions = {0};
	pv_push(&regions, root);
	while (regions.n) {
		IrRegion *r = regions.v[--regions.n];
		if (merge_region(rw, r)) {
			changed = true;
			pv_push(&regions, r);
		}
		for (IrBlock *b = ir_region_first(r); b; b = ir_block_next(b))
			ir_block_push_regions(&regions, b);
	}
	pv_free(&regions);
	return changed;
}

/* ---- redundant block arguments ---- */

/* The value every predecessor of b passes to argument a, or NULL when
   they differ or one is not a branch. */
static IrValue *common_incoming(IrBlock *b, unsigned a)
{
	IrValue *common = NULL;
	for (IrBlockOperand *p = ir_block_preds(b); p; p = ir_succ_next(p)) {
		if (!is_branch(ir_succ_owner(p)))
			return NULL;
		IrSuccessorOperands so;
		ir_def(ir_succ_owner(p))->successor_operands(ir_succ_owner(p), ir_succ_index(p), &so);
		if (so.produced || a >= so.n)
			return NULL;
		IrValue *v = ir_op_operand(ir_succ_owner(p), so.first + a);
		if (common && v != common)
			return NULL;
		common = v;
	}
	return common;
}

/* MLIR's dropRedundantArguments on one block. */
static bool drop_block_redundant_args(IrRewriter *rw, IrBlock *b)
{
	bool *drop = xmalloc((b->nargs ? b->nargs : 1) * sizeof *drop);
	bool any = false;
	for (unsigned a = 0; a < b->nargs; a++) {
		IrValue *common = common_incoming(b, a);
		drop[a] = common && common != ir_block_arg(b, a);
		if (drop[a]) {
			ir_rewriter_replace_all_uses(rw, ir_block_arg(b, a), common);
			any = true;
		}
	}
	if (any) {
		PtrVec owners = {0};
		branch_owners(&b, 1, &owners);
		for (size_t k = 0; k < owners.n; k++) {
			IrOp *op = owners.v[k];
			for (unsigned i = 0; i < ir_op_nsuccs(op); i++) {
				if (ir_op_succ(op, i) != b)
					continue;
				unsigned n, kept = 0;
				IrValue **v = forwarded(op, i, 0, &n);
				for (unsigned a = 0; a < n; a++)
					if (!drop[a])
						v[kept++] = v[a];
				op = ir_op_set_successor_operands(rw->ctx, op, i, kept, v);
				free(v);
			}
		}
		pv_free(&owners);
		for (unsigned a = b->nargs; a-- > 0;)
			if (drop[a])
				ir_block_erase_arg(rw->ctx, b, a);
	}
	free(drop);
	return any;
}

bool ir_drop_redundant_args(IrRewriter *rw, IrRegion *root)
{
	bool changed = false;
	PtrVec regions = {0};
	pv_push(&regions, root);
	while (regions.n) {
		IrRegion *r = regions.v[--regions.n];
		for (IrBlock *b = ir_region_first(r); b; b = ir_block_next(b)) {
			changed |= drop_block_redundant_args(rw, b);
			ir_block_push_regions(&regions, b);
		}
	}
	pv_free(&regions);
	return changed;
}
