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

/* The names of the ops directly inside table_op, the first op of each name. */
static PtrMap *symbol_table_index(IrContext *ctx, IrOp *table_op)
{
	PtrMap *index = pm_get(ctx->symbol_index, table_op);
	if (index)
		return index;
	index = xcalloc(1, sizeof *index);
	for (IrBlock *b = ir_op_regions(table_op)[0].first; b; b = b->next)
		for (IrOp *o = b->first; o; o = o->next) {
			IrIdent *name = ir_op_symbol_name(ctx, o);
			if (name && !pm_get(index, name))
				pm_put(index, name, o);
		}
	pm_put(ctx->symbol_index, table_op, index);
	return index;
}

/* Looks name up among the ops directly inside table_op, as MLIR's
   SymbolTable::lookupSymbolIn does: through the index while one is kept
   (calls in a module of many functions stay linear), else by a scan. */
IrOp *ir_symbol_lookup(IrContext *ctx, IrOp *table_op, IrIdent *name)
{
	if (!table_op->nregions)
		return NULL;
	if (!ctx->symbol_index)
		return symbol_scan(ctx, table_op, name);
	return pm_get(symbol_table_index(ctx, table_op), name);
}

void ir_symbol_index_begin(IrContext *ctx)
{
	ir_symbol_index_end(ctx);
	ctx->symbol_index = xcalloc(1, sizeof *ctx->symbol_index);
}

void ir_symbol_index_end(IrContext *ctx)
{
	PtrMap *tables = ctx->symbol_index;
	if (!tables)
		return;
	for (size_t i = 0; i < tables->cap; i++)
		if (tables->keys[i]) {
			pm_free(tables->vals[i]);
			free(tables->vals[i]);
		}
	pm_free(tables);
	free(tables);
	ctx->symbol_index = NULL;
}
