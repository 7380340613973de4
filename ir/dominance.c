/* dominance.c: which blocks and ops dominate which, computed for a region on
   its first query: immediate dominators by Cooper, Harvey and Kennedy's
   iterative algorithm over a reverse post-order, then the dominator tree
   numbered once in pre-order, so that a query compares two intervals.
   Nothing here recurses: regions may hold 100k blocks in one chain. */
#include <limits.h>
#include <stdlib.h>

#include "internal.h"

/* A block of the dominator tree, by its post-order number. */
typedef struct {
	unsigned idom;  /* post-order number of the immediate dominator; the entry's own */
	unsigned first; /* its number in a pre-order walk of the dominator tree */
	unsigned last;  /* the largest such number in its subtree: it dominates exactly
	                   the blocks numbered first..last */
} DomNode;

/* Regions of up to this many blocks find a block's number by a search of
   their post-order, which costs less than a hash table's allocation. */
enum { SMALL_REGION = 8 };

/* What is known of one region: one allocation, the arrays after it. */
typedef struct {
	unsigned n;          /* blocks reachable from the entry */
	IrBlock **postorder; /* those blocks in post-order (the entry last), n of them */
	DomNode *nodes;      /* by post-order number, n of them */
	bool hashed;         /* more than SMALL_REGION blocks: number is filled */
	PtrMap number;       /* reachable IrBlock* -> 1 + its post-order number */
} RegionDom;

struct IrDominance {
	PtrMap regions;   /* IrRegion* -> RegionDom*, for the regions asked about */
	PtrMap ordered;   /* IrBlock* -> itself once the ops in it are numbered */
	PtrMap positions; /* IrOp* of a numbered block -> 1 + its position in it */
	/* records of small regions given back, for the next small region: the
	   verifier asks about each region of a file in turn */
	PtrVec spare;
};

IrDominance *ir_dominance_create(void)
{
	return xcalloc(1, sizeof(IrDominance));
}

/* A record with room for n blocks; a small region's has room for
   SMALL_REGION, so that any small region can take it over. */
static RegionDom *region_dom_alloc(IrDominance *dom, unsigned n)
{
	bool small = n <= SMALL_REGION;
	RegionDom *rd;
	if (small && dom->spare.n)
		rd = dom->spare.v[--dom->spare.n];
	else
		rd = xmalloc(sizeof *rd + (small ? SMALL_REGION : n) * (sizeof(IrBlock *) + sizeof(DomNode)));
	*rd = (RegionDom){.postorder = (IrBlock **)(rd + 1), .hashed = !small};
	rd->nodes = (DomNode *)(rd->postorder + (small ? SMALL_REGION : n));
	return rd;
}

static void region_dom_free(IrDominance *dom, RegionDom *rd)
{
	if (!rd->hashed) {
		pv_push(&dom->spare, rd);
		return;
	}
	pm_free(&rd->number);
	free(rd);
}

void ir_dominance_invalidate(IrDominance *dom, IrRegion *r)
{
	RegionDom *rd = pm_get(&dom->regions, r);
	if (!rd)
		return;
	region_dom_free(dom, rd);
	pm_remove(&dom->regions, r);
}

void ir_dominance_invalidate_order(IrDominance *dom, IrBlock *b)
{
	pm_remove(&dom->ordered, b);
}

void ir_dominance_destroy(IrDominance *dom)
{
	if (!dom)
		return;
	for (size_t i = 0; i < dom->regions.cap; i++)
		if (dom->regions.keys[i])
			region_dom_free(dom, dom->regions.vals[i]);
	for (size_t i = 0; i < dom->spare.n; i++)
		free(dom->spare.v[i]);
	pv_free(&dom->spare);
	pm_free(&dom->regions);
	pm_free(&dom->ordered);
	pm_free(&dom->positions);
	free(dom);
}

/* 1 + b's post-order number, 0 when b is unreachable (or not in the
   region). */
static unsigned block_number(const RegionDom *rd, const IrBlock *b)
{
	if (rd->hashed)
		return (unsigned)(uintptr_t)pm_get(&rd->number, b);
	for (unsigned i = 0; i < rd->n; i++)
		if (rd->postorder[i] == b)
			return i + 1;
	return 0;
}

/* A block on number_blocks' stack. */
typedef struct {
	IrBlock *block;
	unsigned next; /* the successor to look at next */
} Visit;

/* Is b on the stack or numbered? */
static bool visited(RegionDom *rd, const Visit *stack, unsigned sp, const IrBlock *b)
{
	if (rd->hashed)
		return pm_get(&rd->number, b) != NULL;
	for (unsigned i = 0; i < sp; i++)
		if (stack[i].block == b)
			return true;
	return block_number(rd, b) != 0;
}

/* Numbers the blocks reachable from the entry in post-order, by a
   depth-first walk along the successors of each block's last op, taken in
   order (successors in other regions are the verifier's error, not edges). */
static void number_blocks(RegionDom *rd, IrRegion *r, unsigned nblocks)
{
	Visit local[SMALL_REGION];
	Visit *stack = nblocks <= SMALL_REGION ? local : xmalloc(nblocks * sizeof *stack);
	void *const on_stack = (void *)UINTPTR_MAX; /* a hashed region's mark, until numbered */
	unsigned sp = 0;
	stack[sp++] = (Visit){ir_region_first(r), 0};
	if (rd->hashed)
		pm_put(&rd->number, ir_region_first(r), on_stack);
	while (sp) {
		Visit *top = &stack[sp - 1];
		IrOp *last = ir_block_last(top->block);
		if (last && top->next < ir_op_nsuccs(last)) {
			IrBlock *s = ir_op_succ(last, top->next++);
			if (s && ir_block_parent(s) == r && !visited(rd, stack, sp, s)) {
				if (rd->hashed)
					pm_put(&rd->number, s, on_stack);
				stack[sp++] = (Visit){s, 0};
			}
			continue;
		}
		rd->postorder[rd->n] = top->block;
		if (rd->hashed)
			pm_put(&rd->number, top->block, (void *)(uintptr_t)(rd->n + 1));
		rd->n++;
		sp--;
	}
	if (stack != local)
		free(stack);
}

/* Cooper, Harvey and Kennedy: each block's dominator is the meeting point
   of the dominator chains of its predecessors, those already reached in
   reverse post-order; repeat until nothing changes. A dominator always has
   a higher post-order number than the blocks it dominates, so the chains
   meet by moving the lower number up. Every successor slot that targets the
   block counts, also one of an op that is not last in its block. */
static void find_idoms(RegionDom *rd)
{
	const unsigned NONE = UINT_MAX; /* no dominator found yet */
	DomNode *nodes = rd->nodes;
	unsigned entry = rd->n - 1;
	for (unsigned i = 0; i < entry; i++)
		nodes[i].idom = NONE;
	nodes[entry].idom = entry;
	for (bool changed = true; changed;) {
		changed = false;
		for (unsigned i = entry; i-- > 0;) {
			unsigned idom = NONE;
			for (IrBlockOperand *p = ir_block_preds(rd->postorder[i]); p; p = ir_succ_next(p)) {
				unsigned q = ir_op_block(ir_succ_owner(p)) ? block_number(rd, ir_op_block(ir_succ_owner(p))) : 0;
				if (!q || nodes[q - 1].idom == NONE)
					continue;
				unsigned x = q - 1, y = idom;
				if (idom != NONE)
					while (x != y) {
						while (x < y)
							x = nodes[x].idom;
						while (y < x)
							y = nodes[y].idom;
					}
				idom = x;
			}
			if (idom != NONE && nodes[i].idom != idom) {
				nodes[i].idom = idom;
				changed = true;
			}
		}
	}
}

/* Numbers the dominator tree in pre-order without walking it: subtree
   sizes come from the children up (children have lower post-order
   numbers), then each block, parents first, takes the next free number
   inside its parent's interval. */
static void number_tree(RegionDom *rd)
{
	DomNode *nodes = rd->nodes;
	unsigned entry = rd->n - 1;
	unsigned local[SMALL_REGION]; /* size, then: the next free number inside */
	unsigned *size = rd->n <= SMALL_REGION ? local : xmalloc(rd->n * sizeof *size);
	for (unsigned i = 0; i <= entry; i++)
		size[i] = 1;
	for (unsigned i = 0; i < entry; i++) {
		if (nodes[i].idom <= i)
			die("dominator tree out of order");
		size[nodes[i].idom] += size[i];
	}
	nodes[entry].first = 0;
	nodes[entry].last = entry;
	size[entry] = 1;
	for (unsigned i = entry; i-- > 0;) {
		unsigned *free_in_parent = &size[nodes[i].idom];
		nodes[i].first = *free_in_parent;
		nodes[i].last = nodes[i].first + size[i] - 1;
		*free_in_parent += size[i];
		size[i] = nodes[i].first + 1;
	}
	if (size != local)
		free(size);
}

static RegionDom *region_dom(IrDominance *dom, IrRegion *r)
{
	RegionDom *rd = pm_get(&dom->regions, r);
	if (rd)
		return rd;
	unsigned nblocks = 0;
	for (IrBlock *b = ir_region_first(r); b; b = ir_block_next(b))
		nblocks++;
	rd = region_dom_alloc(dom, nblocks);
	if (nblocks) {
		number_blocks(rd, r, nblocks);
		find_idoms(rd);
		number_tree(rd);
	}
	pm_put(&dom->regions, r, rd);
	return rd;
}

bool ir_dominance_reachable(IrDominance *dom, IrBlock *b)
{
	if (!ir_block_parent(b))
		return false;
	return b == ir_region_first(ir_block_parent(b)) || block_number(region_dom(dom, ir_block_parent(b)), b);
}

/* a dominates b, two blocks of region r: b unreachable is dominated by
   everything, a unreachable dominates nothing else. */
static bool tree_dominates(IrDominance *dom, IrRegion *r, IrBlock *a, IrBlock *b)
{
	if (a == b)
		return true;
	RegionDom *rd = region_dom(dom, r);
	unsigned qb = block_number(rd, b), qa = block_number(rd, a);
	if (!qb)
		return true;
	if (!qa)
		return false;
	const DomNode *na = &rd->nodes[qa - 1], *nb = &rd->nodes[qb - 1];
	return na->first <= nb->first && nb->first <= na->last;
}

/* op, or the op that holds it, whose block is in r; NULL if none. */
static IrOp *ancestor_in(const IrRegion *r, IrOp *op)
{
	while (op && ir_op_block(op) && ir_block_parent(ir_op_block(op)) != r)
		op = ir_op_parent(op);
	return op && op->block ? op : NULL;
}

bool ir_dominance_block_dominates(IrDominance *dom, IrBlock *a, IrBlock *b)
{
	IrRegion *r = ir_block_parent(a);
	if (!r) /* a block of no region */
		return a == b;
	while (b && ir_block_parent(b) != r) {
		IrOp *holder = ir_block_parent(b) ? ir_region_parent(ir_block_parent(b)) : NULL;
		b = holder ? ir_op_block(holder) : NULL;
	}
	return b && (a == b || tree_dominates(dom, r, a, b));
}

/* Is a before b, two ops of one block? Numbers the block's ops on the
   first question about it. */
static bool is_before(IrDominance *dom, IrOp *a, IrOp *b)
{
	IrBlock *block = ir_op_block(a);
	if (!pm_get(&dom->ordered, block)) {
		uintptr_t i = 0;
		for (IrOp *o = ir_block_first(block); o; o = ir_op_next(o))
			pm_put(&dom->positions, o, (void *)++i);
		pm_put(&dom->ordered, block, block);
	}
	return (uintptr_t)pm_get(&dom->positions, a) < (uintptr_t)pm_get(&dom->positions, b);
}

/* Does a come before b, or hold it (when enclosing)? */
static bool op_dominates(IrDominance *dom, IrOp *a, IrOp *b, bool enclosing)
{
	if (a == b || !a->block)
		return false;
	IrOp *anc = ancestor_in(ir_block_parent(ir_op_block(a)), b);
	if (!anc)
		return false;
	if (anc == a)
		return enclosing;
	if (anc->block == a->block)
		return is_before(dom, a, anc);
	return tree_dominates(dom, ir_block_parent(ir_op_block(a)), ir_op_block(a), ir_op_block(anc));
}

bool ir_dominance_op_dominates(IrDominance *dom, IrOp *a, IrOp *b)
{
	return op_dominates(dom, a, b, true);
}

bool ir_dominance_value_dominates(IrDominance *dom, IrValue *v, IrOp *user)
{
	IrOp *def = ir_value_def(v);
	if (def)
		return op_dominates(dom, def, user, false);
	IrBlock *b = ir_value_block(v);
	return b && ir_op_block(user) && ir_dominance_block_dominates(dom, b, ir_op_block(user));
}

IrBlock *ir_dominance_idom(IrDominance *dom, IrBlock *b)
{
	if (!ir_block_parent(b) || b == ir_region_first(ir_block_parent(b)))
		return NULL;
	RegionDom *rd = region_dom(dom, ir_block_parent(b));
	unsigned q = block_number(rd, b);
	return q ? rd->postorder[rd->nodes[q - 1].idom] : NULL;
}

unsigned ir_dominance_postorder(IrDominance *dom, IrRegion *r, IrBlock *const **blocks)
{
	RegionDom *rd = region_dom(dom, r);
	*blocks = rd->postorder;
	return rd->n;
}
