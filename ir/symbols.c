/* symbols.c: attribute lookup on ops and symbol tables. */
#include "internal.h"

IrAttr *ir_op_get_attr_n(const IrOp *op, const char *name, size_t n)
{
	const IrAttr *dicts[2] = {op->props, op->attrs};
	for (int d = 0; d < 2; d++) {
		const IrAttr *dict = dicts[d];
		if (!dict || dict->kind != IR_ATTR_DICT)
			continue;
		for (unsigned i = 0; i < dict->dict.n; i++) {
			IrIdent *key = dict->dict.entries[i].name;
			if (key->n == n && !memcmp(key->s, name, n))
				return dict->dict.entries[i].value;
		}
	}
	return NULL;
}

IrAttr *ir_op_get_attr_id(const IrOp *op, const IrIdent *name)
{
	const IrAttr *dicts[2] = {op->props, op->attrs};
	for (int d = 0; d < 2; d++) {
		const IrAttr *dict = dicts[d];
		for (unsigned i = 0; dict && dict->kind == IR_ATTR_DICT && i < dict->dict.n; i++)
			if (dict->dict.entries[i].name == name)
				return dict->dict.entries[i].value;
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
	for (IrBlock *b = ir_op_regions(table_op)[0].first; b; b = b->next)
		for (IrOp *o = b->first; o; o = o->next)
			if (ir_op_symbol_name(ctx, o) == name)
				return o;
	return NULL;
}

/* While ir_verify runs (ir_symbol_index_begin to _end): symbol table op ->
   PtrMap* of its symbols' names -> the first op of that name, built on
   first lookup. One per thread: threads verify sibling ops at once. */
static _Thread_local PtrMap *symbol_index;

/* The names of the ops directly inside table_op, the first op of each name. */
static PtrMap *symbol_table_index(IrContext *ctx, IrOp *table_op)
{
	PtrMap *index = pm_get(symbol_index, table_op);
	if (index)
		return index;
	index = xcalloc(1, sizeof *index);
	for (IrBlock *b = ir_op_regions(table_op)[0].first; b; b = b->next)
		for (IrOp *o = b->first; o; o = o->next) {
			IrIdent *name = ir_op_symbol_name(ctx, o);
			if (name && !pm_get(index, name))
				pm_put(index, name, o);
		}
	pm_put(symbol_index, table_op, index);
	return index;
}

/* Looks name up among the ops directly inside table_op, as MLIR's
   SymbolTable::lookupSymbolIn does: through the index while one is kept
   (calls in a module of many functions stay linear), else by a scan. */
IrOp *ir_symbol_lookup(IrContext *ctx, IrOp *table_op, IrIdent *name)
{
	if (!table_op->nregions)
		return NULL;
	if (!symbol_index)
		return symbol_scan(ctx, table_op, name);
	return pm_get(symbol_table_index(ctx, table_op), name);
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

void ir_symbol_index_begin(IrContext *ctx)
{
	ir_symbol_index_end(ctx);
	symbol_index = xcalloc(1, sizeof *symbol_index);
}

void ir_symbol_index_end(IrContext *ctx)
{
	PtrMap *tables = symbol_index;
	if (!tables)
		return;
	for (size_t i = 0; i < tables->cap; i++)
		if (tables->keys[i]) {
			pm_free(tables->vals[i]);
			free(tables->vals[i]);
		}
	pm_free(tables);
	free(tables);
	symbol_index = NULL;
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
	while (table && !(ir_def(table) && (ir_def(table)->traits & IR_TRAIT_SYMBOL_TABLE) && table->nregions == 1))
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
			ir_attr_each_symbol_ref(a->dict.entries[i].value, fn, user);
	}
}
