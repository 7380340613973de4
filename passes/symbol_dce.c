/* symbol_dce.c: symbol-dce, MLIR's SymbolDCE: the private symbols of the
   op's symbol table and of those nested in it that nothing live refers
   to are erased. What is not a private symbol is live, and so is every
   symbol a live op refers to (in its attributes, or those of the ops in
   its regions short of nested symbol tables). */
#include "internal.h"

static bool has_trait(const IrOp *op, unsigned trait)
{
	return ir_def(op) && (ir_def(op)->traits & trait);
}

/* A symbol: an op of the trait that has a name (a module need not). */
static bool is_symbol(IrContext *ctx, const IrOp *op)
{
	return has_trait(op, IR_TRAIT_SYMBOL) && ir_op_symbol_name(ctx, op);
}

static bool has_visibility(const IrOp *op, const char *which)
{
	IrAttr *v = ir_op_get_attr(op, "sym_visibility");
	return v && v->kind == IR_ATTR_STRING && v->str->n == strlen(which) && !memcmp(v->str->s, which, v->str->n);
}

static bool is_private(const IrOp *op)
{
	return has_visibility(op, "private");
}

typedef struct {
	IrContext *ctx;
	PtrMap live; /* symbol op -> itself */
} SymbolDce;

/* Marks live the symbols ref names from table (each op along a nested
   reference); a reference that does not resolve is ignored. */
static void resolve(SymbolDce *d, IrOp *table, const IrAttr *ref, PtrVec *work)
{
	IrOp *found[ref->symref.n];
	for (unsigned i = 0; i < ref->symref.n; i++) {
		if (i > 0 && !has_trait(table, IR_TRAIT_SYMBOL_TABLE))
			return;
		found[i] = table = ir_symbol_lookup(d->ctx, table, ref->symref.names[i]);
		if (!table)
			return;
	}
	for (unsigned i = 0; i < ref->symref.n; i++)
		if (!pm_get(&d->live, found[i])) {
			pm_put(&d->live, found[i], found[i]);
			pv_push(work, found[i]);
		}
}

/* The symbol references in a (arrays and dictionaries looked into). */
static void attr_refs(SymbolDce *d, IrOp *table, const IrAttr *a, PtrVec *work)
{
	if (!a)
		return;
	if (a->kind == IR_ATTR_SYMBOL_REF)
		resolve(d, table, a, work);
	else if (a->kind == IR_ATTR_ARRAY)
		for (unsigned i = 0; i < a->array.n; i++)
			attr_refs(d, table, a->array.elems[i], work);
	else if (a->kind == IR_ATTR_DICT)
		for (unsigned i = 0; i < a->dict.n; i++)
			attr_refs(d, table, ir_dict_value(a, i), work);
}

/* MLIR's getSymbolUses: the references of op's attributes and, unless op
   is a symbol table, those of the ops in its regions, not looking into
   nested symbol tables. An unregistered op with one region (op or one in
   it) might be a symbol table: false then. */
static bool op_refs(SymbolDce *d, IrOp *table, IrOp *op, PtrVec *work)
{
	if (!ir_def(op) && ir_op_nregions(op) == 1)
		return false;
	attr_refs(d, table, ir_op_props(op), work);
	attr_refs(d, table, ir_op_attrs(op), work);
	if (has_trait(op, IR_TRAIT_SYMBOL_TABLE))
		return true;
	for (unsigned i = 0; i < ir_op_nregions(op); i++)
		for (IrBlock *b = ir_region_first(&ir_op_regions(op)[i]); b; b = ir_block_next(b))
			for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
				if (!op_refs(d, table, o, work))
					return false;
	return true;
}

/* MLIR's computeLiveness of the symbols of table; hidden when nothing
   outside can see table's symbols (a private symbol table, or one within). */
static bool compute_liveness(SymbolDce *d, IrOp *table, bool hidden)
{
	PtrVec work = {0};
	bool ok = true;
	for (IrBlock *b = ir_op_nregions(table) ? ir_region_first(&ir_op_regions(table)[0]) : NULL; b; b = ir_block_next(b))
		for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o)) {
			if (!is_symbol(d->ctx, o)) {
				pv_push(&work, o);
				continue;
			}
			/* a symbol that is not public (MLIR's canDiscardOnUseEmpty), and
			   a nested one only where nothing outside sees it */
			bool discardable = is_private(o) || (hidden && has_visibility(o, "nested"));
			if (!discardable && !pm_get(&d->live, o)) {
				pm_put(&d->live, o, o);
				pv_push(&work, o);
			}
		}
	while (ok && work.n) {
		IrOp *op = work.v[--work.n];
		if (has_trait(op, IR_TRAIT_SYMBOL_TABLE)) {
			ok = compute_liveness(d, op, hidden || !is_symbol(d->ctx, op) || is_private(op));
			if (!ok)
				break;
		} else {
			for (unsigned i = 0; i < ir_op_nregions(op); i++)
				for (IrBlock *b = ir_region_first(&ir_op_regions(op)[i]); b; b = ir_block_next(b))
					for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
						if (ir_op_nregions(o))
							pv_push(&work, o);
		}
		IrOp *parent = ir_op_parent(op);
		if (!parent || !has_trait(parent, IR_TRAIT_SYMBOL_TABLE))
			continue;
		if (!op_refs(d, parent, op, &work)) {
			ir_diag_op(d->ctx, IR_DIAG_ERROR, op,
			           "operation contains potentially unknown symbol table, meaning that we can't "
			           "reliable compute symbol uses");
			ok = false;
		}
	}
	pv_free(&work);
	return ok;
}

static bool collect_tables(IrOp *op, void *user)
{
	if (has_trait(op, IR_TRAIT_SYMBOL_TABLE))
		pv_push(user, op);
	return true;
}

static bool run(PassRun *r, IrOp *op)
{
	if (!has_trait(op, IR_TRAIT_SYMBOL_TABLE)) {
		ir_diag_op(r->ctx, IR_DIAG_ERROR, op,
		           "'%s' op  was scheduled to run under SymbolDCE, but does not define a symbol table",
		           ir_op_name(op)->s);
		return false;
	}
	SymbolDce d = {.ctx = r->ctx};
	ir_symbol_index_begin(r->ctx, false); /* the IR does not change until the liveness is known */
	bool ok = compute_liveness(&d, op, !ir_op_parent(op) || !is_symbol(r->ctx, op) || is_private(op));
	ir_symbol_index_end(r->ctx);
	if (ok) {
		/* nested tables first, as MLIR's post-order walk erases */
		PtrVec tables = {0};
		ir_walk(op, collect_tables, &tables);
		for (size_t i = tables.n; i-- > 0;) {
			IrOp *t = tables.v[i];
			for (IrBlock *b = ir_op_nregions(t) ? ir_region_first(&ir_op_regions(t)[0]) : NULL; b; b = ir_block_next(b))
				for (IrOp *o = ir_block_first(b), *next; o; o = next) {
					next = ir_op_next(o);
					if (is_symbol(r->ctx, o) && !pm_get(&d.live, o)) {
						ir_op_erase(r->ctx, o);
						r->stats[0]++;
					}
				}
		}
		pv_free(&tables);
	}
	pm_free(&d.live);
	return ok;
}

static const PassStatDef stats[] = {
	{"num-dce'd", "Number of symbols DCE'd"},
	{NULL, NULL},
};

const PassDef pass_symbol_dce = {
	.arg = "symbol-dce",
	.name = "SymbolDCE",
	.summary = "Eliminate dead symbols",
	.stats = stats,
	.run = run,
	.op_local = true,
};
