/* inline.c: inline, MLIR's InlinerPass (Transforms/InlinerPass.cpp and the
   SCC inliner of Transforms/Utils/Inliner.cpp): the call graph's strongly
   connected components are visited bottom-up; in each, the callables are
   simplified by the default pipeline, then the calls in them to visible,
   non-recursive callables are inlined (ir/inline.h), again while
   something was inlined, up to max-iterations; private callables left
   without a use are erased at the end. */
#include <limits.h>

#include "internal.h"
#include "../ir/inline.h"

typedef struct Node Node;
typedef enum { EDGE_ABSTRACT, EDGE_CALL, EDGE_CHILD } EdgeKind;
typedef struct {
	Node *to;
	EdgeKind kind;
} Edge;

/* A use count of a node held by another (MLIR's CGUser.innerUses). */
typedef struct {
	Node *node;
	int count;
} UseCount;

/* A callable with a body (MLIR's CallGraphNode), and what MLIR's
   CGUseList keeps of it. */
struct Node {
	IrRegion *region; /* its body; NULL for the external node */
	Edge *edges;      /* each (target, kind) once, in insertion order */
	size_t nedges, cap;
	unsigned visit;   /* Tarjan's visit number, 0 unvisited, UINT_MAX done */
	bool discardable; /* has an entry in MLIR's discardableSymNodeUses */
	int uses;         /* that entry: uses of this node, if discardable */
	Node **top;       /* nodes referenced by the callable op's own attributes */
	size_t ntop;
	UseCount *inner;  /* nodes referenced by ops inside it, with counts */
	size_t ninner;
};

/* A call to inline (MLIR's ResolvedCall), and the inline history that led
   to it. */
typedef struct {
	IrOp *call;
	Node *source, *target;
	long history; /* index into Inliner.history, -1 for none */
} Call;

typedef struct {
	Node *node;
	long parent;
} HistoryEntry;

typedef struct {
	IrContext *ctx;
	IrOp *top;
	PtrMap nodes;      /* IrRegion* -> Node* */
	PtrVec all;        /* every Node, external first */
	Node external;
	PtrMap tables;     /* symbol table op -> PtrMap* of its symbols' names */
	Call *calls;
	size_t ncalls, ccap;
	HistoryEntry *history;
	size_t nhistory, hcap;
	PtrVec dead;       /* nodes whose callables are erased at the end */
	/* the pipelines */
	PassPipeline *defaults;  /* NULL: none */
	PtrMap op_pipelines;     /* op name IrIdent* -> PassPipeline* */
	PtrVec owned;            /* every pipeline above, to destroy */
	unsigned threshold;
	uint64_t max_iterations;
	bool failed;
} Inliner;

/* ---- symbols ---- */

static IrOp *table_lookup(Inliner *in, IrOp *table, IrIdent *name)
{
	PtrMap *index = pm_get(&in->tables, table);
	if (!index) {
		index = xcalloc(1, sizeof *index);
		for (IrBlock *b = ir_region_first(&ir_op_regions(table)[0]); b; b = ir_block_next(b))
			for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o)) {
				IrIdent *n = ir_op_symbol_name(in->ctx, o);
				if (n && !pm_get(index, n))
					pm_put(index, n, o);
			}
		pm_put(&in->tables, table, index);
	}
	return pm_get(index, name);
}

static bool is_symbol_table(const IrOp *op)
{
	return ir_def(op) && (ir_def(op)->traits & IR_TRAIT_SYMBOL_TABLE) && ir_op_nregions(op);
}

/* MLIR's lookupNearestSymbolFrom: ref resolved in the closest symbol table
   that holds from or is from. */
static IrOp *lookup_nearest(Inliner *in, IrOp *from, IrAttr *ref)
{
	while (from && !is_symbol_table(from))
		from = ir_op_parent(from);
	IrOp *op = from;
	for (unsigned i = 0; op && i < ref->symref.n; i++) {
		if (i && !is_symbol_table(op))
			return NULL;
		op = table_lookup(in, op, ref->symref.names[i]);
	}
	return op;
}

static Node *node_of(Inliner *in, IrOp *callable)
{
	IrRegion *body;
	IrType *type;
	if (!callable || !ir_op_callable(callable, &body, &type) || !body)
		return NULL;
	return pm_get(&in->nodes, body);
}

/* The node a call calls (MLIR's resolveCallable), NULL for an unknown
   callee. */
static Node *resolve_call(Inliner *in, IrOp *call)
{
	IrAttr *callee;
	unsigned first;
	ir_op_call(call, &callee, &first);
	return callee && callee->kind == IR_ATTR_SYMBOL_REF ? node_of(in, lookup_nearest(in, call, callee)) : NULL;
}

typedef void (*SymbolUseFn)(Inliner *in, Node *node, IrOp *user, void *arg);

typedef struct {
	Inliner *in;
	IrOp *table;   /* where references are resolved from */
	PtrMap cache;  /* reference -> Node* (or the context, for none) */
	PtrVec uses;   /* (Node*, user IrOp*) pairs */
	bool unknown;  /* an op that may be a symbol table of its own was met */
} SymbolWalk;

static void attr_refs(SymbolWalk *w, IrAttr *a, IrOp *user)
{
	if (!a)
		return;
	if (a->kind == IR_ATTR_ARRAY) {
		for (unsigned i = 0; i < a->array.n; i++)
			attr_refs(w, a->array.elems[i], user);
	} else if (a->kind == IR_ATTR_DICT) {
		for (unsigned i = 0; i < a->dict.n; i++)
			attr_refs(w, ir_dict_value(a, i), user);
	} else if (a->kind == IR_ATTR_SYMBOL_REF) {
		void *hit = pm_get(&w->cache, a);
		if (!hit) {
			Node *n = node_of(w->in, lookup_nearest(w->in, w->table, a));
			hit = n ? (void *)n : (void *)w->in->ctx;
			pm_put(&w->cache, a, hit);
		}
		if (hit != (void *)w->in->ctx) {
			pv_push(&w->uses, hit);
			pv_push(&w->uses, user);
		}
	}
}

/* MLIR's getSymbolUses: the references in op's attributes and, unless op
   is a symbol table, in those of the ops inside it. */
static void op_refs(SymbolWalk *w, IrOp *op)
{
	if (!ir_def(op) && ir_op_nregions(op) == 1) {
		w->unknown = true;
		return;
	}
	attr_refs(w, ir_op_props(op), op);
	attr_refs(w, ir_op_attrs(op), op);
	if (is_symbol_table(op))
		return;
	for (unsigned r = 0; r < ir_op_nregions(op); r++)
		for (IrBlock *b = ir_region_first(&ir_op_regions(op)[r]); b; b = ir_block_next(b))
			for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
				op_refs(w, o);
}

/* MLIR's walkReferencedSymbolNodes. As in MLIR, an unregistered op with
   one region inside op (which may be a symbol table mica cannot see into)
   leaves op with no uses at all. */
static void walk_referenced(Inliner *in, IrOp *op, SymbolUseFn fn, void *arg)
{
	SymbolWalk w = {in, ir_op_parent(op), {0}, {0}, false};
	op_refs(&w, op);
	for (size_t i = 0; !w.unknown && i < w.uses.n; i += 2)
		fn(in, w.uses.v[i], w.uses.v[i + 1], arg);
	pv_free(&w.uses);
	pm_free(&w.cache);
}

/* ---- the call graph (MLIR's CallGraph) ---- */

static void add_edge(Node *from, Node *to, EdgeKind kind)
{
	for (size_t i = 0; i < from->nedges; i++)
		if (from->edges[i].to == to && from->edges[i].kind == kind)
			return;
	if (from->nedges == from->cap) {
		from->cap = from->cap ? 2 * from->cap : 4;
		from->edges = xrealloc(from->edges, from->cap * sizeof *from->edges);
	}
	from->edges[from->nedges++] = (Edge){to, kind};
}

static void build_graph(Inliner *in, IrOp *op, Node *parent, bool resolve)
{
	IrAttr *callee;
	unsigned first;
	if (ir_op_call(op, &callee, &first)) {
		Node *target = resolve && parent ? resolve_call(in, op) : NULL;
		if (target)
			add_edge(parent, target, EDGE_CALL);
		return;
	}
	IrRegion *body;
	IrType *type;
	if (ir_op_callable(op, &body, &type)) {
		if (!body)
			return;
		Node *n = pm_get(&in->nodes, body);
		if (!n) {
			n = xcalloc(1, sizeof *n);
			n->region = body;
			pm_put(&in->nodes, body, n);
			pv_push(&in->all, n);
			add_edge(parent ? parent : &in->external, n, parent ? EDGE_CHILD : EDGE_ABSTRACT);
		}
		parent = n;
	}
	for (unsigned r = 0; r < ir_op_nregions(op); r++)
		for (IrBlock *b = ir_region_first(&ir_op_regions(op)[r]); b; b = ir_block_next(b))
			for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
				build_graph(in, o, parent, resolve);
}

static bool has_children(const Node *n)
{
	for (size_t i = 0; i < n->nedges; i++)
		if (n->edges[i].kind == EDGE_CHILD)
			return true;
	return false;
}

static IrOp *node_op(const Node *n)
{
	return ir_region_parent(n->region);
}

/* The strongly connected components in the order LLVM's scc_iterator
   gives them from the external node (bottom-up), as NULL-separated runs
   of nodes in *out. */
static void compute_sccs(Inliner *in, PtrVec *out)
{
	typedef struct {
		Node *node;
		size_t next;
		unsigned min;
	} Frame;
	Frame *stack = xmalloc((in->all.n + 2) * sizeof *stack);
	Node **scc = xmalloc((in->all.n + 2) * sizeof *scc);
	size_t depth = 0, nscc = 0;
	unsigned visits = 0;
	Node *root = &in->external;
	root->visit = ++visits;
	scc[nscc++] = root;
	stack[depth++] = (Frame){root, 0, root->visit};
	while (depth) {
		Frame *f = &stack[depth - 1];
		if (f->next < f->node->nedges) {
			Node *c = f->node->edges[f->next++].to;
			if (!c->visit) {
				c->visit = ++visits;
				scc[nscc++] = c;
				stack[depth++] = (Frame){c, 0, c->visit};
			} else if (c->visit < f->min) {
				f->min = c->visit;
			}
			continue;
		}
		Node *n = f->node;
		unsigned min = f->min;
		depth--;
		if (depth && stack[depth - 1].min > min)
			stack[depth - 1].min = min;
		if (min != n->visit)
			continue;
		Node *m;
		do {
			m = scc[--nscc];
			m->visit = UINT_MAX;
			pv_push(out, m);
		} while (m != n);
		pv_push(out, NULL);
	}
	free(stack);
	free(scc);
}

/* ---- symbol uses (MLIR's CGUseList) ---- */

static void count_add(Node *n, int d)
{
	n->discardable = true; /* as MLIR's DenseMap::operator[] */
	n->uses += d;
}

static void drop_uses_held(Node *n)
{
	for (size_t i = 0; i < n->ntop; i++)
		count_add(n->top[i], -1);
	for (size_t i = 0; i < n->ninner; i++)
		count_add(n->inner[i].node, -n->inner[i].count);
}

static UseCount *inner_use(Node *n, Node *of, bool add)
{
	for (size_t i = 0; i < n->ninner; i++)
		if (n->inner[i].node == of)
			return &n->inner[i];
	if (!add)
		return NULL;
	n->inner = xrealloc(n->inner, (n->ninner + 1) * sizeof *n->inner);
	n->inner[n->ninner] = (UseCount){of, 0};
	return &n->inner[n->ninner++];
}

static void count_use(Inliner *in, Node *ref, IrOp *user, void *arg)
{
	(void)in;
	Node *holder = arg;
	if (!ref->discardable)
		return;
	if (user != node_op(holder)) {
		inner_use(holder, ref, true)->count++;
	} else {
		for (size_t i = 0; i < holder->ntop; i++)
			if (holder->top[i] == ref)
				return;
		holder->top = xrealloc(holder->top, (holder->ntop + 1) * sizeof *holder->top);
		holder->top[holder->ntop++] = ref;
	}
	ref->uses++;
}

static void recompute_uses(Inliner *in, Node *n)
{
	drop_uses_held(n);
	n->ntop = n->ninner = 0;
	walk_referenced(in, node_op(n), count_use, n);
}

static void mark_live(Inliner *in, Node *ref, IrOp *user, void *arg)
{
	(void)in, (void)user, (void)arg;
	ref->discardable = false;
	ref->uses = 0;
}

static bool is_symbol(const IrOp *op)
{
	return ir_def(op) && (ir_def(op)->traits & IR_TRAIT_SYMBOL);
}

static bool is_private(const IrOp *op)
{
	IrAttr *v = ir_op_get_attr(op, "sym_visibility");
	return v && v->kind == IR_ATTR_STRING && v->str->n == 7 && !memcmp(v->str->s, "private", 7);
}

/* The symbol tables in op, nested ones first (MLIR's walkSymbolTables):
   private callables are discardable, anything else's references keep
   what they name alive. */
static void find_discardable(Inliner *in, IrOp *op, PtrVec *live_refs)
{
	for (unsigned r = 0; r < ir_op_nregions(op); r++)
		for (IrBlock *b = ir_region_first(&ir_op_regions(op)[r]); b; b = ir_block_next(b))
			for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
				find_discardable(in, o, live_refs);
	if (!is_symbol_table(op))
		return;
	for (IrBlock *b = ir_region_first(&ir_op_regions(op)[0]); b; b = ir_block_next(b))
		for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o)) {
			Node *n = node_of(in, o);
			if (n) {
				if (is_symbol(o) && is_private(o))
					n->discardable = true;
				continue;
			}
			pv_push(live_refs, o);
		}
}

static void uses_init(Inliner *in)
{
	PtrVec live = {0};
	find_discardable(in, in->top, &live);
	for (size_t i = 0; i < live.n; i++)
		walk_referenced(in, live.v[i], mark_live, NULL);
	pv_free(&live);
	for (size_t i = 1; i < in->all.n; i++)
		recompute_uses(in, in->all.v[i]);
}

static bool results_unused(const IrOp *op)
{
	for (unsigned i = 0; i < op->nresults; i++)
		if (ir_op_results(op)[i].uses)
			return false;
	return true;
}

static bool is_dead(const Node *n)
{
	IrOp *op = node_op(n);
	if (!is_symbol(op))
		return ir_op_is_memory_effect_free(op) && results_unused(op);
	return n->discardable && n->uses == 0;
}

static bool one_use_discardable(const Node *n)
{
	IrOp *op = node_op(n);
	if (!is_symbol(op))
		return ir_op_is_memory_effect_free(op) && op->nresults == 1 && ir_op_results(op)[0].uses &&
		       !ir_value_uses(&ir_op_results(op)[0])->next;
	return n->discardable && n->uses == 1;
}

static void drop_call_use(Inliner *in, Node *ref, IrOp *user, void *arg)
{
	(void)in, (void)user;
	UseCount *u = inner_use(arg, ref, false);
	if (u) {
		u->count--;
		count_add(ref, -1);
	}
}

static void erase_node_uses(Node *n)
{
	for (size_t i = 0; i < n->nedges; i++)
		if (n->edges[i].kind == EDGE_CHILD)
			erase_node_uses(n->edges[i].to);
	drop_uses_held(n);
	n->ntop = n->ninner = 0;
	n->discardable = false;
	n->uses = 0;
}

/* ---- inlining ---- */

static void push_call(Inliner *in, IrOp *call, Node *source, Node *target)
{
	if (in->ncalls == in->ccap) {
		in->ccap = in->ccap ? 2 * in->ccap : 16;
		in->calls = xrealloc(in->calls, in->ccap * sizeof *in->calls);
	}
	in->calls[in->ncalls++] = (Call){call, source, target, -1};
}

/* MLIR's collectCallOps over the blocks [first, end), taken from a stack
   as MLIR's worklist takes them (the last block first). */
static void collect_calls(Inliner *in, IrBlock *first, IrBlock *end, Node *source, bool nested)
{
	typedef struct {
		IrBlock *block;
		Node *node;
	} Item;
	Item *work = NULL;
	size_t n = 0, cap = 0;
#define PUSH_BLOCKS(from, to, nd) \
	for (IrBlock *b_ = (from); b_ != (to); b_ = ir_block_next(b_)) { \
		if (n == cap) \
			work = xrealloc(work, (cap = cap ? 2 * cap : 16) * sizeof *work); \
		work[n++] = (Item){b_, (nd)}; \
	}
	PUSH_BLOCKS(first, end, source)
	while (n) {
		Item it = work[--n];
		for (IrOp *o = ir_block_first(it.block); o; o = ir_op_next(o)) {
			IrAttr *callee;
			unsigned a;
			if (ir_op_call(o, &callee, &a)) {
				if (callee && callee->kind == IR_ATTR_SYMBOL_REF && callee->symref.n > 1)
					continue;
				Node *target = resolve_call(in, o);
				if (target)
					push_call(in, o, it.node, target);
				continue;
			}
			for (unsigned r = 0; r < ir_op_nregions(o); r++) {
				IrRegion *region = &ir_op_regions(o)[r];
				Node *nn = pm_get(&in->nodes, region);
				if (nested || !nn)
					PUSH_BLOCKS(ir_region_first(region), NULL, nn ? nn : it.node)
			}
		}
	}
#undef PUSH_BLOCKS
	free(work);
}

/* MLIR's processInlinedBlocks: the calls in the blocks just inlined, to
   the closest node around them. */
static void inlined_blocks(void *user, IrBlock *first, IrBlock *end)
{
	Inliner *in = user;
	Node *node = NULL;
	for (IrRegion *r = ir_block_parent(first); !(node = pm_get(&in->nodes, r));)
		r = ir_block_parent(ir_op_block(ir_region_parent(r)));
	collect_calls(in, first, end, node, true);
}

static bool history_includes(const Inliner *in, const Node *n, long h)
{
	for (; h >= 0; h = in->history[h].parent)
		if (in->history[h].node == n)
			return true;
	return false;
}

static unsigned count_ops(IrRegion *r)
{
	unsigned n = 0;
	for (IrBlock *b = ir_region_first(r); b; b = ir_block_next(b))
		for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o)) {
			n++;
			for (unsigned i = 0; i < ir_op_nregions(o); i++)
				n += count_ops(&ir_op_regions(o)[i]);
		}
	return n;
}

/* Is r, or a region nested in it, where op is? */
static bool region_holds(const IrRegion *r, const IrOp *op)
{
	for (const IrOp *o = op; o; o = ir_op_parent(o))
		if (ir_op_block(o) && ir_block_parent(ir_op_block(o)) == r)
			return true;
	return false;
}

/* MLIR's Inliner::shouldInline, with the pass's profitability test. */
static bool should_inline(Inliner *in, const Call *c)
{
	if (ir_def(c->call) && (ir_def(c->call)->traits & IR_TRAIT_TERMINATOR))
		return false;
	for (size_t i = 0; i < c->target->nedges; i++)
		if (c->target->edges[i].to == c->target || c->target->edges[i].to == c->source)
			return false;
	IrRegion *body = c->target->region;
	if (region_holds(body, c->call))
		return false;
	IrOp *caller = ir_op_parent(c->call);
	if (ir_region_first(body) && ir_block_next(ir_region_first(body)) && ir_op_name(caller) != ir_op_name(node_op(c->target)) &&
	    (!ir_def(caller) || (ir_def(caller)->traits & IR_TRAIT_SINGLE_BLOCK)))
		return false;
	if (in->threshold == 0)
		return false;
	if (in->threshold == UINT_MAX)
		return true;
	unsigned caller_ops = count_ops(c->source->region);
	return caller_ops == 0 || count_ops(body) * 100 / caller_ops <= in->threshold;
}

static bool scc_has(PtrVec *scc, Node *n)
{
	for (size_t i = 0; i < scc->n; i++)
		if (scc->v[i] == n)
			return true;
	return false;
}

static void scc_remove(PtrVec *scc, Node *n)
{
	for (size_t i = 0; i < scc->n; i++)
		if (scc->v[i] == n) {
			memmove(&scc->v[i], &scc->v[i + 1], (scc->n - i - 1) * sizeof *scc->v);
			scc->n--;
			return;
		}
}

/* MLIR's inlineCallsInSCC: true if any call was inlined. */
static bool inline_calls(Inliner *in, PtrVec *scc)
{
	PtrVec dead = {0};
	for (size_t i = 0; i < scc->n; i++) {
		Node *n = scc->v[i];
		if (is_dead(n))
			pv_push(&dead, n);
		else
			collect_calls(in, ir_region_first(n->region), NULL, n, false);
	}
	in->nhistory = 0;
	bool any = false;
	for (size_t i = 0; i < in->ncalls; i++) {
		Call c = in->calls[i];
		if (scc_has(&dead, c.source))
			continue;
		if (history_includes(in, c.target, c.history) || !should_inline(in, &c))
			continue;
		size_t before = in->ncalls;
		bool in_place = one_use_discardable(c.target);
		IrOp *callable = node_op(c.target);
		if (!ir_inline_call(in->ctx, c.call, callable, c.target->region, !in_place, inlined_blocks, in))
			continue;
		any = true;
		if (in->nhistory == in->hcap) {
			in->hcap = in->hcap ? 2 * in->hcap : 8;
			in->history = xrealloc(in->history, in->hcap * sizeof *in->history);
		}
		long id = (long)in->nhistory;
		in->history[in->nhistory++] = (HistoryEntry){c.target, c.history};
		for (size_t k = before; k < in->ncalls; k++)
			in->calls[k].history = id;
		walk_referenced(in, c.call, drop_call_use, c.source);
		for (size_t k = 0; k < c.target->ninner; k++) {
			inner_use(c.source, c.target->inner[k].node, true)->count += c.target->inner[k].count;
			count_add(c.target->inner[k].node, c.target->inner[k].count);
		}
		ir_op_erase(in->ctx, c.call);
		if (in_place) {
			erase_node_uses(c.target);
			if (!scc_has(&dead, c.target))
				pv_push(&dead, c.target);
		}
	}
	for (size_t i = 0; i < dead.n; i++) {
		scc_remove(scc, dead.v[i]);
		if (!scc_has(&in->dead, dead.v[i]))
			pv_push(&in->dead, dead.v[i]);
	}
	pv_free(&dead);
	in->ncalls = 0;
	return any;
}

/* MLIR's optimizeSCC: each callable of the SCC without nested callables
   and isolated from above simplified by its pipeline. */
static bool optimize(Inliner *in, PtrVec *scc)
{
	for (size_t i = 0; i < scc->n; i++) {
		Node *n = scc->v[i];
		IrOp *op = node_op(n);
		if (has_children(n) || !ir_def(op) || !(ir_def(op)->traits & IR_TRAIT_ISOLATED))
			continue;
		PassPipeline *pm = pm_get(&in->op_pipelines, ir_op_name(op));
		if (!pm)
			pm = in->defaults;
		if (pm && !pass_pipeline_run(pm, in->ctx, op, true))
			return false;
	}
	for (size_t i = 0; i < scc->n; i++) {
		Node *n = scc->v[i];
		IrOp *op = node_op(n);
		if (!has_children(n) && ir_def(op) && (ir_def(op)->traits & IR_TRAIT_ISOLATED))
			recompute_uses(in, n);
	}
	return true;
}

/* ---- options ---- */

static bool report(IrContext *ctx, IrOp *op, PassError *err)
{
	ir_emit_op_error(ctx, op, "%s%s", err->tool.s ? err->tool.s : "", err->diag.s ? err->diag.s : "");
	pass_error_free(err);
	return false;
}

/* The op-pipelines option: `anchor(passes)` pipelines separated by commas. */
static bool read_op_pipelines(Inliner *in, const char *text, IrOp *op)
{
	const char *s = text;
	while (*s) {
		const char *e = s;
		int depth = 0;
		for (; *e && (depth || *e != ','); e++)
			depth += *e == '(' || *e == '{' ? 1 : *e == ')' || *e == '}' ? -1 : 0;
		char *one = xstrndup(s, (size_t)(e - s));
		PassError err = {{0}, {0}};
		PassPipeline *pm = pass_pipeline_parse(one, &err);
		free(one);
		if (!pm)
			return report(in->ctx, op, &err);
		pv_push(&in->owned, pm);
		IrIdent *anchor = ir_ident_cstr(in->ctx, pm->anchor);
		if (pm->n && !pm_get(&in->op_pipelines, anchor))
			pm_put(&in->op_pipelines, anchor, pm);
		s = *e ? e + 1 : e;
	}
	return true;
}

static void inliner_free(Inliner *in)
{
	for (size_t i = 0; i < in->all.n; i++) {
		Node *n = in->all.v[i];
		free(n->edges);
		free(n->top);
		free(n->inner);
		if (n != &in->external)
			free(n);
	}
	pv_free(&in->all);
	pm_free(&in->nodes);
	for (size_t i = 0; i < in->tables.cap; i++)
		if (in->tables.keys && in->tables.keys[i]) {
			pm_free(in->tables.vals[i]);
			free(in->tables.vals[i]);
		}
	pm_free(&in->tables);
	free(in->calls);
	free(in->history);
	pv_free(&in->dead);
	for (size_t i = 0; i < in->owned.n; i++)
		pass_pipeline_destroy(in->owned.v[i]);
	pv_free(&in->owned);
	pm_free(&in->op_pipelines);
}

static bool run(PassRun *r, IrOp *op)
{
	IrContext *ctx = r->ctx;
	if (!is_symbol_table(op)) {
		ir_emit_op_error(ctx, op, " was scheduled to run under the inliner, but does not define a symbol table");
		return false;
	}
	Inliner in = {.ctx = ctx, .top = op};
	uint64_t threshold = pass_option_uint(r, "inlining-threshold");
	in.threshold = threshold > UINT_MAX ? UINT_MAX : (unsigned)threshold;
	in.max_iterations = pass_option_uint(r, "max-iterations");
	bool ok = true;
	const char *text = pass_option_string(r, "default-pipeline");
	if (*text) {
		PassError err = {{0}, {0}};
		in.defaults = pass_pipeline_create("any");
		pv_push(&in.owned, in.defaults);
		if (!pass_pipeline_append(in.defaults, text, &err))
			ok = report(ctx, op, &err);
	}
	ok = ok && read_op_pipelines(&in, pass_option_string(r, "op-pipelines"), op);
	if (!ok) {
		inliner_free(&in);
		return false;
	}
	pv_push(&in.all, &in.external);
	build_graph(&in, op, NULL, false);
	build_graph(&in, op, NULL, true);
	uses_init(&in);
	PtrVec order = {0};
	compute_sccs(&in, &order);
	PtrVec scc = {0};
	for (size_t i = 0; ok && i < order.n; i++) {
		if (order.v[i]) {
			if (order.v[i] != &in.external)
				pv_push(&scc, order.v[i]);
			continue;
		}
		uint64_t iterations = 0;
		do {
			if (!optimize(&in, &scc)) {
				ok = false;
				break;
			}
			if (!inline_calls(&in, &scc))
				break;
		} while (++iterations < in.max_iterations);
		scc.n = 0;
	}
	pv_free(&scc);
	pv_free(&order);
	if (ok)
		for (size_t i = 0; i < in.dead.n; i++) {
			IrOp *callable = node_op(in.dead.v[i]);
			ir_op_remove(callable);
			ir_op_destroy(ctx, callable);
		}
	inliner_free(&in);
	return ok;
}

static const PassOptionDef options[] = {
	{"default-pipeline", PASS_OPT_PIPELINE, "canonicalize",
	 "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList",
	 .type_name = "string"},
	{"inlining-threshold", PASS_OPT_UINT, "4294967295",
	 "If the ratio between the number of the operations in the callee and the number of the operations in the "
	 "caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it",
	 NULL, NULL},
	{"max-iterations", PASS_OPT_UINT, "4", "Maximum number of iterations when inlining within an SCC", NULL, NULL},
	{"op-pipelines", PASS_OPT_STRING, "",
	 "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)",
	 .type_name = "pass-manager"},
	{0},
};

const PassDef pass_inline = {
	.arg = "inline",
	.name = "Inliner",
	.summary = "Inline function calls",
	.options = options,
	.run = run,
};
