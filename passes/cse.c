/* cse.c: cse, MLIR's common subexpression elimination. An op equivalent to
   one that dominates it (same name, attributes, properties, result types
   and operands, regions alike in structure) gives way to it: walked block
   by block down the dominator tree, with a table of the ops seen along the
   path. Ops with only read effects give way only to one earlier in their
   block with no possible write in between; ops already dead when the walk
   reaches them are erased, after the walk, as the others. */
#include "internal.h"

/* ---- OperationEquivalence, locations ignored ---- */

/* The values (and blocks) of the lhs op's regions taken as those of the
   rhs op's while two ops are compared. */
typedef struct {
	PtrMap values, blocks;
	bool nested; /* comparing ops inside the regions */
} Equiv;

static bool ops_equivalent(Equiv *eq, IrOp *l, IrOp *r);

static IrValue *mapped(Equiv *eq, IrValue *v)
{
	IrValue *m = eq->values.n ? pm_get(&eq->values, v) : NULL;
	return m ? m : v;
}

static int compare_ptrs(const void *a, const void *b)
{
	uintptr_t x = (uintptr_t) * (void *const *)a, y = (uintptr_t) * (void *const *)b;
	return x < y ? -1 : x > y;
}

/* The operands of a commutative op compare as a multiset (only those of
   the two ops compared, as in MLIR 22, not of the ops in their regions). */
static bool commutative_operands_equivalent(Equiv *eq, IrOp *l, IrOp *r)
{
	unsigned n = l->noperands;
	IrValue **lv = xmalloc(2 * n * sizeof *lv), **rv = lv + n;
	for (unsigned i = 0; i < n; i++) {
		lv[i] = mapped(eq, ir_op_operand(l, i));
		rv[i] = ir_op_operand(r, i);
	}
	qsort(lv, n, sizeof *lv, compare_ptrs);
	qsort(rv, n, sizeof *rv, compare_ptrs);
	bool same = !memcmp(lv, rv, n * sizeof *lv);
	free(lv);
	return same;
}

/* Pairs block l with r, as MLIR's region comparison does: false if l is
   already paired with another block. */
static bool pair_blocks(Equiv *eq, IrBlock *l, IrBlock *r)
{
	IrBlock *seen = pm_get(&eq->blocks, l);
	if (seen)
		return seen == r;
	pm_put(&eq->blocks, l, r);
	return true;
}

static bool blocks_equivalent(Equiv *eq, IrBlock *l, IrBlock *r)
{
	if (l->nargs != r->nargs || !pair_blocks(eq, l, r))
		return false;
	for (unsigned i = 0; i < l->nargs; i++) {
		if (ir_value_type(ir_block_arg(l, i)) != ir_value_type(ir_block_arg(r, i)))
			return false;
		pm_put(&eq->values, ir_block_arg(l, i), ir_block_arg(r, i));
	}
	IrOp *lo = ir_block_first(l), *ro = ir_block_first(r);
	for (; lo && ro; lo = ir_op_next(lo), ro = ir_op_next(ro)) {
		if (!ops_equivalent(eq, lo, ro))
			return false;
		for (unsigned i = 0; i < ir_op_nsuccs(lo); i++)
			if (!pair_blocks(eq, ir_op_succ(lo, i), ir_op_succ(ro, i)))
				return false;
	}
	return !lo && !ro;
}

static bool ops_equivalent(Equiv *eq, IrOp *l, IrOp *r)
{
	if (l == r)
		return true;
	if (l->attrs != r->attrs || ir_op_name(l) != ir_op_name(r) || ir_op_nregions(l) != ir_op_nregions(r) ||
	    ir_op_nsuccs(l) != ir_op_nsuccs(r) || l->noperands != r->noperands || l->nresults != r->nresults ||
	    l->props != r->props)
		return false;
	if (!eq->nested && ir_def(l) && (ir_def(l)->traits & IR_TRAIT_COMMUTATIVE)) {
		if (!commutative_operands_equivalent(eq, l, r))
			return false;
	} else {
		for (unsigned i = 0; i < l->noperands; i++) {
			IrValue *lv = ir_op_operand(l, i), *rv = ir_op_operand(r, i);
			if (lv != rv && (ir_value_type(lv) != ir_value_type(rv) || mapped(eq, lv) != rv))
				return false;
		}
	}
	for (unsigned i = 0; i < l->nresults; i++) {
		if (ir_value_type(&ir_op_results(l)[i]) != ir_value_type(&ir_op_results(r)[i]))
			return false;
		pm_put(&eq->values, &ir_op_results(l)[i], &ir_op_results(r)[i]);
	}
	eq->nested = true;
	for (unsigned i = 0; i < ir_op_nregions(l); i++) {
		IrBlock *lb = ir_region_first(&ir_op_regions(l)[i]), *rb = ir_region_first(&ir_op_regions(r)[i]);
		for (; lb && rb; lb = ir_block_next(lb), rb = ir_block_next(rb))
			if (!blocks_equivalent(eq, lb, rb))
				return false;
		if (lb || rb)
			return false;
	}
	return true;
}

static bool equivalent(IrOp *l, IrOp *r)
{
	Equiv eq = {0};
	bool same = ops_equivalent(&eq, l, r);
	pm_free(&eq.values);
	pm_free(&eq.blocks);
	return same;
}

static uint64_t mix(uint64_t h, const void *p)
{
	h ^= (uint64_t)(uintptr_t)p + 0x9e3779b97f4a7c15u + (h << 6) + (h >> 2);
	return h * 0xff51afd7ed558ccdu;
}

/* The hash of what equivalent ops share: name, attributes, properties,
   result types, operands (in any order for a commutative op). */
static uint64_t op_hash(const IrOp *op)
{
	uint64_t h = mix(mix(mix(0, ir_op_name(op)), ir_op_attrs(op)), ir_op_props(op));
	for (unsigned i = 0; i < op->nresults; i++)
		h = mix(h, ir_value_type(&ir_op_results(op)[i]));
	if (ir_def(op) && (ir_def(op)->traits & IR_TRAIT_COMMUTATIVE)) {
		uint64_t sum = 0;
		for (unsigned i = 0; i < op->noperands; i++)
			sum += mix(0, ir_op_operand(op, i));
		return mix(h, (void *)(uintptr_t)sum);
	}
	for (unsigned i = 0; i < op->noperands; i++)
		h = mix(h, ir_op_operand(op, i));
	return h;
}

/* ---- the scoped table of known ops ---- */

/* Entries form a stack: a scope is a position in it, and leaving the scope
   drops the entries above. Each bucket chains its entries newest first, so
   a lookup finds the innermost equivalent op. */
typedef struct {
	IrOp *op;
	uint64_t hash;
	size_t next; /* older entry of the bucket, or NONE */
} Known;
enum { NONE = (size_t)-1 };

typedef struct {
	Known *v;
	size_t n, cap;
	size_t *buckets;
	size_t nbuckets; /* a power of two */
} KnownTable;

static void table_rehash(KnownTable *t)
{
	t->nbuckets = t->nbuckets ? t->nbuckets * 2 : 64;
	free(t->buckets);
	t->buckets = xmalloc(t->nbuckets * sizeof *t->buckets);
	for (size_t i = 0; i < t->nbuckets; i++)
		t->buckets[i] = NONE;
	for (size_t i = 0; i < t->n; i++) {
		size_t *b = &t->buckets[t->v[i].hash & (t->nbuckets - 1)];
		t->v[i].next = *b;
		*b = i;
	}
}

static void table_insert(KnownTable *t, IrOp *op, uint64_t hash)
{
	if (t->n == t->cap) {
		t->cap = t->cap ? t->cap * 2 : 64;
		t->v = xrealloc(t->v, t->cap * sizeof *t->v);
	}
	t->v[t->n++] = (Known){op, hash, NONE};
	if (t->n > t->nbuckets) {
		table_rehash(t);
		return;
	}
	size_t *b = &t->buckets[hash & (t->nbuckets - 1)];
	t->v[t->n - 1].next = *b;
	*b = t->n - 1;
}

static IrOp *table_lookup(const KnownTable *t, IrOp *op, uint64_t hash)
{
	if (!t->nbuckets)
		return NULL;
	for (size_t i = t->buckets[hash & (t->nbuckets - 1)]; i != NONE; i = t->v[i].next)
		if (t->v[i].hash == hash && equivalent(op, t->v[i].op))
			return t->v[i].op;
	return NULL;
}

static void table_leave(KnownTable *t, size_t scope)
{
	while (t->n > scope) {
		Known *k = &t->v[--t->n];
		t->buckets[k->hash & (t->nbuckets - 1)] = k->next;
	}
}

static void table_free(KnownTable *t)
{
	free(t->v);
	free(t->buckets);
}

/* ---- the walk ---- */

typedef struct {
	IrContext *ctx;
	IrDominance *dom;
	PtrVec erase; /* ops to erase once the walk is over, in this order */
	uint64_t num_cse, num_dce;
} Cse;

static void simplify_region(Cse *c, KnownTable *known, IrRegion *r);

/* Is the op an op of known could be a user that the walk has passed (a key
   of the table, as MLIR asks it in graph regions)? */
static bool is_known(const KnownTable *known, IrOp *op)
{
	return table_lookup(known, op, op_hash(op)) != NULL;
}

static void replace_and_erase(Cse *c, KnownTable *known, IrOp *op, IrOp *existing, bool ssa)
{
	bool used = false;
	for (unsigned i = 0; i < op->nresults; i++) {
		IrValue *from = &ir_op_results(op)[i], *to = &ir_op_results(existing)[i];
		if (ssa) {
			ir_value_replace_all_uses(from, to);
			continue;
		}
		/* without dominance a use may have been passed already: it stays */
		for (IrUse *u = ir_value_uses(from), *next; u; u = next) {
			next = ir_use_next(u);
			if (!is_known(known, ir_use_owner(u)))
				ir_op_set_operand(ir_use_owner(u), (unsigned)(u - ir_op_operands(ir_use_owner(u))), to);
		}
		used |= ir_value_uses(from) != NULL;
	}
	if (!used)
		pv_push(&c->erase, op);
	if (ir_op_loc(c->ctx, existing)->kind == IR_ATTR_LOC_UNKNOWN &&
	    ir_op_loc(c->ctx, op)->kind != IR_ATTR_LOC_UNKNOWN)
		existing->loc = ir_ref(ir_op_loc(c->ctx, op));
	c->num_cse++;
}

/* Might an op between from (a reader) and to, in one block, write? An op
   without MemoryEffectOpInterface might. */
static bool write_between(IrOp *from, IrOp *to)
{
	for (IrOp *o = from; o && o != to; o = ir_op_next(o)) {
		unsigned effects;
		if (!ir_op_effects(o, &effects) || (effects & IR_EFFECT_WRITE))
			return true;
	}
	return false;
}

/* MLIR's simplifyOperation: true if op gave way or was dead. */
static bool simplify_op(Cse *c, KnownTable *known, IrOp *op, bool ssa)
{
	if (ir_def(op) && (ir_def(op)->traits & IR_TRAIT_TERMINATOR))
		return false;
	if (ir_op_is_trivially_dead(op)) {
		pv_push(&c->erase, op);
		c->num_dce++;
		return true;
	}
	for (unsigned i = 0; i < ir_op_nregions(op); i++) {
		IrRegion *r = &ir_op_regions(op)[i];
		if (ir_region_first(r) && ir_region_first(r) != ir_region_last(r))
			return false;
	}
	uint64_t hash = op_hash(op);
	IrOp *existing;
	if (!ir_op_is_memory_effect_free(op)) {
		unsigned effects;
		if (!ir_op_effects(op, &effects) || effects != IR_EFFECT_READ)
			return false;
		existing = table_lookup(known, op, hash);
		if (existing && existing->block == op->block && !write_between(existing, op)) {
			replace_and_erase(c, known, op, existing, ssa);
			return true;
		}
		table_insert(known, op, hash);
		return false;
	}
	existing = table_lookup(known, op, hash);
	if (existing) {
		replace_and_erase(c, known, op, existing, ssa);
		c->num_cse++; /* counted twice, as MLIR 22 does */
		return true;
	}
	table_insert(known, op, hash);
	return false;
}

static void simplify_block(Cse *c, KnownTable *known, IrBlock *b, bool ssa)
{
	for (IrOp *op = ir_block_first(b); op; op = ir_op_next(op)) {
		if (ir_op_nregions(op)) {
			/* an unregistered op might be isolated from above: its
			   regions start afresh, as MLIR's mightHaveTrait has it */
			if (!ir_def(op) || (ir_def(op)->traits & IR_TRAIT_ISOLATED)) {
				KnownTable nested = {0};
				for (unsigned i = 0; i < ir_op_nregions(op); i++)
					simplify_region(c, &nested, &ir_op_regions(op)[i]);
				table_free(&nested);
			} else {
				for (unsigned i = 0; i < ir_op_nregions(op); i++)
					simplify_region(c, known, &ir_op_regions(op)[i]);
			}
		}
		simplify_op(c, known, op, ssa);
	}
}

/* The successors of b, from its last op. */
static unsigned block_succs(IrBlock *b, IrBlockOperand **succs)
{
	*succs = ir_block_last(b) ? ir_op_succs(ir_block_last(b)) : NULL;
	return ir_block_last(b) ? ir_op_nsuccs(ir_block_last(b)) : 0;
}

/* Walks the dominator tree of a region of several blocks: each block's
   children are taken in the order a depth-first walk of the CFG from the
   entry (successors in order) first reaches them, as LLVM's dominator tree
   lists them; each block sees the ops of the blocks above it. */
static void simplify_dom_tree(Cse *c, KnownTable *known, IrRegion *r)
{
	PtrMap order = {0}; /* block -> preorder number + 1 */
	PtrVec preorder = {0}, stack = {0};
	pv_push(&stack, ir_region_first(r));
	while (stack.n) {
		IrBlock *b = stack.v[--stack.n];
		if (pm_get(&order, b))
			continue;
		pv_push(&preorder, b);
		pm_put(&order, b, (void *)(uintptr_t)preorder.n);
		IrBlockOperand *succs;
		for (unsigned i = block_succs(b, &succs); i-- > 0;)
			if (!pm_get(&order, ir_succ_block(&succs[i])))
				pv_push(&stack, ir_succ_block(&succs[i]));
	}
	/* children by parent, in preorder: each block's children follow it */
	PtrMap first_child = {0}, next_sibling = {0}, last_child = {0};
	for (size_t i = 1; i < preorder.n; i++) {
		IrBlock *b = preorder.v[i], *p = ir_dominance_idom(c->dom, b);
		IrBlock *last = pm_get(&last_child, p);
		pm_put(last ? &next_sibling : &first_child, last ? (void *)last : (void *)p, b);
		pm_put(&last_child, p, b);
	}
	/* the path from the entry, each with the scope it opened */
	typedef struct {
		IrBlock *block, *next_child;
		size_t scope;
	} Frame;
	Frame *path = xmalloc((preorder.n + 1) * sizeof *path);
	size_t depth = 0;
	path[depth++] = (Frame){ir_region_first(r), NULL, known->n};
	simplify_block(c, known, ir_region_first(r), true);
	path[0].next_child = pm_get(&first_child, ir_region_first(r));
	while (depth) {
		Frame *f = &path[depth - 1];
		IrBlock *child = f->next_child;
		if (!child) {
			table_leave(known, f->scope);
			depth--;
			continue;
		}
		f->next_child = pm_get(&next_sibling, child);
		path[depth++] = (Frame){child, pm_get(&first_child, child), known->n};
		simplify_block(c, known, child, true);
	}
	free(path);
	pm_free(&first_child);
	pm_free(&next_sibling);
	pm_free(&last_child);
	pm_free(&order);
	pv_free(&preorder);
	pv_free(&stack);
}

static void simplify_region(Cse *c, KnownTable *known, IrRegion *r)
{
	if (!ir_region_first(r))
		return;
	bool ssa = !(ir_def(ir_region_parent(r)) && (ir_def(ir_region_parent(r))->traits & IR_TRAIT_GRAPH_REGION));
	if (ir_region_first(r) == ir_region_last(r)) {
		size_t scope = known->n;
		simplify_block(c, known, ir_region_first(r), ssa);
		table_leave(known, scope);
		return;
	}
	if (ssa)
		simplify_dom_tree(c, known, r);
}

static bool run(PassRun *r, IrOp *op)
{
	Cse c = {.ctx = r->ctx, .dom = ir_dominance_create()};
	KnownTable known = {0};
	for (unsigned i = 0; i < ir_op_nregions(op); i++)
		simplify_region(&c, &known, &ir_op_regions(op)[i]);
	table_free(&known);
	for (size_t i = 0; i < c.erase.n; i++)
		ir_op_erase(r->ctx, c.erase.v[i]);
	pv_free(&c.erase);
	ir_dominance_destroy(c.dom);
	r->stats[0] += c.num_cse;
	r->stats[1] += c.num_dce;
	/* as MLIR's CSE: nothing replaced nor erased, nothing changed */
	r->preserved_all = !c.num_cse && !c.num_dce;
	return true;
}

static const PassStatDef stats[] = {
	{"num-cse'd", "Number of operations CSE'd"},
	{"num-dce'd", "Number of operations DCE'd"},
	{NULL, NULL},
};

const PassDef pass_cse = {
	.arg = "cse",
	.name = "CSE",
	.summary = "Eliminate common sub-expressions",
	.stats = stats,
	.run = run,
	.op_local = true,
};
