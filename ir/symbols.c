/* symbols.c: attribute lookup on ops and symbol tables. */
#include "internal.h"

IrAttr *ir_op_get_attr(const IrOp *op, const char *name)
{
	size_t n = strlen(name);
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

/* Looks name up among the ops directly inside table_op's first region, as MLIR's
   SymbolTable::lookupSymbolIn does. */
IrOp *ir_symbol_lookup(IrContext *ctx, IrOp *table_op, IrIdent *name)
{
	if (!table_op->nregions)
		return NULL;
	for (IrBlock *b = table_op->regions[0].first; b; b = b->next)
		for (IrOp *o = b->first; o; o = o->next)
			if (ir_op_symbol_name(ctx, o) == name)
				return o;
	return NULL;
}
