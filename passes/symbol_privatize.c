/* symbol_privatize.c: symbol-privatize, MLIR's SymbolPrivatize: every
   symbol directly in the op's regions becomes private, but those the
   `exclude` option names. */
#include "internal.h"

/* Is name one of the comma-separated words of list? */
static bool listed(const char *list, const IrIdent *name)
{
	for (const char *p = list; *p;) {
		const char *end = strchr(p, ',');
		size_t n = end ? (size_t)(end - p) : strlen(p);
		if (n == name->n && !memcmp(p, name->s, n))
			return true;
		p += n + (end != NULL);
	}
	return false;
}

static bool run(PassRun *r, IrOp *op)
{
	const char *exclude = pass_option_string(r, "exclude");
	IrIdent *visibility = ir_ident_cstr(r->ctx, "sym_visibility");
	IrAttr *private_ = ir_attr_string(r->ctx, "private", 7, NULL);
	for (unsigned i = 0; i < ir_op_nregions(op); i++)
		for (IrBlock *b = ir_region_first(&ir_op_regions(op)[i]); b; b = ir_block_next(b))
			for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o)) {
				/* a module without a name is no symbol */
				IrIdent *name = ir_def(o) && (ir_def(o)->traits & IR_TRAIT_SYMBOL) ? ir_op_symbol_name(r->ctx, o) : NULL;
				if (name && !listed(exclude, name))
					ir_op_set_attr(r->ctx, o, visibility, private_);
			}
	return true;
}

static const PassOptionDef options[] = {
	{"exclude", PASS_OPT_LIST, NULL, "Comma separated list of symbols that should not be marked private", NULL, NULL},
	{0},
};

const PassDef pass_symbol_privatize = {
	.arg = "symbol-privatize",
	.name = "SymbolPrivatize",
	.summary = "Mark symbols private",
	.options = options,
	.run = run,
};
