/* symbols.c: attribute lookup on ops and symbol tables. */
#include "internal.h"

IrAttr *ir_op_get_attr_n(const IrOp *op, const char *name, size_t n)
{
	const IrAttr *dicts[2] = {ir_op_props(op), ir_op_attrs(op)};
	for (int d = 0; d < 2; d++) {
		const IrAttr *dict = dicts[d];
		if (!dict || dict->kind != IR_ATTR_DICT)
			continue;
		for (unsigned i = 0; i < dict->dict.n; i++) {
			IrIdent *key = ir_dict_name(dict, i);
			if (key->n == n && !memcmp(key->s, name, n))
				return ir_dict_value(dict, i);
		}
	}
	return NULL;
}

IrAttr *ir_op_get_attr_id(const IrOp *op, const IrIdent *name)
{
	const IrAttr *dicts[2] = {ir_op_props(op), ir_op_attrs(op)};
	for (int d = 0; d < 2; d++) {
		const IrAttr *dict = dicts[d];
		for (unsigned i = 0; dict && dict->kind == IR_ATTR_DICT && i < dict->dict.n; i++)
			if (ir_dict_name(dict, i) == name)
				return ir_dict_value(dict, i);
	}
	return NULL;
}

IrIdent *ir_op_symbol_name(IrContext *ctx, const IrOp *op)
{
	(void)ctx;
	IrAttr *a = ir_op_get_attr(op, "sym_name");
	return a && a->kind == IR_ATTR_STRING ? a->str : NULL;
}

static IrOp *symbol_scan(IrContext *ctx, IrOp *table_op, IrIdent *name)
{
	for (IrBlock *b = ir_region_first(&ir_op_regions(table_op)[0]); b; b = ir_block_next(b))
		for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
			if (ir_op_symbol_name(ctx, o) == name)
				return o;
	return NULL;
}

/* While ir_verify runs (ir_symbol_index_begin to _end): symbol table op ->
   PtrMap* of its symbols' names -> the first op of that name, built on
   first lookup. One per thread: threads verify sibling ops at once. */
static _Thread_local PtrMap *symbol_index;
static _Thread_local unsigned index_depth; /* begun and not yet ended */

/* An index kept while the IR changes (a rewrite driver's run) is good
   while no symbol table has changed since it was built: the changes are
   counted (ir_symbol_table_changed), for every thread, while any such
   index is kept. */
static unsigned long table_changes;
static unsigned indexes_across_changes;
static _Thread_local bool index_across_changes;
static _Thread_local unsigned long index_stamp; /* table_changes when the index was last emptied */
static _Thread_local unsigned lookups_since_change;
enum { SCANS_AFTER_CHANGE = 2 };

static bool is_symbol_table(const IrOp *op)
{
	return op && ir_def(op) && (ir_def(op)->traits & IR_TRAIT_SYMBOL_TABLE);
}

void ir_symbol_table_changed(const IrOp *table)
{
	if (__atomic_load_n(&indexes_across_changes, __ATOMIC_RELAXED) && is_symbol_table(table))
		__atomic_fetch_add(&table_changes, 1, __ATOMIC_RELAXED);
}

/* Forgets every table's index (the tables themselves stay keys of none). */
static void forget_tables(PtrMap *tables)
{
	for (size_t i = 0; i < tables->cap; i++)
		if (tables->keys[i]) {
			pm_free(tables->vals[i]);
			free(tables->vals[i]);
		}
	pm_free(tables);
}

/* The names of the ops directly inside table_op, the first op of each name. */
static PtrMap *symbol_table_index(IrContext *ctx, IrOp *table_op)
{
	PtrMap *index = pm_get(symbol_index, table_op);
	if (index)
		return index;
	index = xcalloc(1, sizeof *index);
	for (IrBlock *b = ir_region_first(&ir_op_regions(table_op)[0]); b; b = ir_block_next(b))
		for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o)) {
			IrIdent *name = ir_op_symbol_name(ctx, o);
			if (name && !pm_get(index, name))
				pm_put(index, name, o);
		}
	pm_put(symbol_index, table_op, index);
	return index;
}

/* Looks name up among the ops directly inside table_op, as MLIR's
   SymbolTable::lookupSymbolIn does: through the index while one is kept
   (calls in a module of many functions, or folds of loads from its
   globals, stay linear), else by a scan. */
IrOp *ir_symbol_lookup(IrContext *ctx, IrOp *table_op, IrIdent *name)
{
	if (!ir_op_nregions(table_op))
		return NULL;
	if (!symbol_index)
		return symbol_scan(ctx, table_op, name);
	if (index_across_changes) {
		unsigned long now = __atomic_load_n(&table_changes, __ATOMIC_RELAXED);
		if (now != index_stamp) {
			forget_tables(symbol_index);
			index_stamp = now;
			lookups_since_change = 0;
		}
		/* where changes and lookups take turns (a lowering that adds
		   symbols as it looks others up), building the index for each
		   lookup would cost more than the scan it saves: the first
		   lookups after a change scan, and only those that come in
		   numbers build it */
		if (!pm_get(symbol_index, table_op) && lookups_since_change++ < SCANS_AFTER_CHANGE)
			return symbol_scan(ctx, table_op, name);
	}
	IrOp *found = pm_get(symbol_table_index(ctx, table_op), name);
	/* an attribute written around ir_op_set_attr (a pass's own dictionary)
	   is not counted: what the index finds must still be that symbol */
	if (found && index_across_changes &&
	    (ir_op_parent(found) != table_op || ir_op_symbol_name(ctx, found) != name)) {
		forget_tables(symbol_index);
		return symbol_scan(ctx, table_op, name);
	}
	return found;
}

/* The op ir_verify runs on, on this thread (NULL: none). */
static _Thread_local const IrOp *verify_root;

void ir_symbol_verify_root(const IrOp *root)
{
	verify_root = root;
}

bool ir_symbol_uses_verified(const IrOp *table)
{
	if (!verify_root || table == verify_root)
		return true;
	for (const IrOp *p = ir_op_parent(verify_root); p; p = ir_op_parent(p))
		if (p == table)
			return false; /* table is around the op verified */
	return true;
}

void ir_symbol_index_begin(IrContext *ctx, bool ir_changes)
{
	(void)ctx;
	if (!index_depth++)
		symbol_index = xcalloc(1, sizeof *symbol_index);
	/* one kept across changes serves the checks nested in it; one begun
	   inside an index that was not is kept across changes from now on */
	if (ir_changes && !index_across_changes) {
		index_across_changes = true;
		__atomic_fetch_add(&indexes_across_changes, 1, __ATOMIC_RELAXED);
		index_stamp = __atomic_load_n(&table_changes, __ATOMIC_RELAXED);
		lookups_since_change = 0;
	}
}

void ir_symbol_index_end(IrContext *ctx)
{
	(void)ctx;
	if (!symbol_index || --index_depth)
		return;
	forget_tables(symbol_index);
	free(symbol_index);
	symbol_index = NULL;
	if (index_across_changes)
		__atomic_fetch_sub(&indexes_across_changes, 1, __ATOMIC_RELAXED);
	index_across_changes = false;
}

/* A symbol lives in a symbol table, unless its parent is unregistered. */
static bool parent_is_symbol_table(const IrOp *op)
{
	const IrOp *parent = ir_op_parent(op);
	return !parent || !ir_def(parent) || (ir_def(parent)->traits & IR_TRAIT_SYMBOL_TABLE);
}

bool ir_symbol_check(const IrOp *op, bool named, char *msg, size_t size)
{
	IrAttr *name = ir_op_get_attr(op, "sym_name"), *vis = ir_op_get_attr(op, "sym_visibility");
	const char *bad = NULL;
	if (name && name->kind != IR_ATTR_STRING)
		bad = "attribute 'sym_name' failed to satisfy constraint: string attribute";
	else if (vis && vis->kind != IR_ATTR_STRING)
		bad = "attribute 'sym_visibility' failed to satisfy constraint: string attribute";
	else if (vis && !ir_word_in_list("public private nested", vis->str->s, vis->str->n)) {
		/* found by the roundtrip fuzz target: the custom form prints the
		   visibility as a keyword, which must be one of these */
		StrBuf b = {0};
		print_attr_str(&b, vis);
		snprintf(msg, size, "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got %s",
		         b.s);
		sb_free(&b);
		return false;
	} else if ((named || name) && !parent_is_symbol_table(op))
		bad = "symbol's parent must have the SymbolTable trait";
	if (bad)
		snprintf(msg, size, "%s", bad);
	return !bad;
}

IrOp *ir_symbol_resolve(IrContext *ctx, IrOp *from, const IrAttr *ref)
{
	if (!ref || ref->kind != IR_ATTR_SYMBOL_REF || ref->symref.n != 1)
		return NULL;
	IrOp *table = ir_op_parent(from);
	while (table && !(is_symbol_table(table) && ir_op_nregions(table) == 1))
		table = ir_op_parent(table);
	return table ? ir_symbol_lookup(ctx, table, ref->symref.names[0]) : NULL;
}

void ir_attr_each_symbol_ref(const IrAttr *a, void (*fn)(const IrAttr *ref, void *user), void *user)
{
	if (!a)
		return;
	if (a->kind == IR_ATTR_SYMBOL_REF) {
		fn(a, user);
	} else if (a->kind == IR_ATTR_ARRAY) {
		for (unsigned i = 0; i < a->array.n; i++)
			ir_attr_each_symbol_ref(a->array.elems[i], fn, user);
	} else if (a->kind == IR_ATTR_DICT) {
		for (unsigned i = 0; i < a->dict.n; i++)
			ir_attr_each_symbol_ref(ir_dict_value(a, i), fn, user);
	}
}
