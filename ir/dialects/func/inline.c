/* inline.c: the func dialect's calls and callables, and how its return
   ends an inlined body (MLIR's FuncInlinerInterface). */
#include "func.h"
#include "../../inline.h"

static bool call(const IrOp *op, IrAttr **callee, unsigned *first)
{
	if (!strcmp(ir_op_name(op)->s, "func.call")) {
		*callee = ir_op_get_attr(op, "callee");
		*first = 0;
		return true;
	}
	if (!strcmp(ir_op_name(op)->s, "func.call_indirect")) {
		*callee = NULL;
		*first = 1;
		return true;
	}
	return false;
}

static bool callable(IrOp *op, IrRegion **body, IrType **type)
{
	if (strcmp(ir_op_name(op)->s, "func.func"))
		return false;
	IrAttr *ft = ir_op_get_attr(op, "function_type");
	if (!ft || ft->kind != IR_ATTR_TYPE || ft->tval->kind != IR_TYPE_FUNCTION)
		return false;
	IrRegion *r = &ir_op_regions(op)[0];
	*body = ir_region_first(r) ? r : NULL;
	*type = ft->tval;
	return true;
}

/* Neither a call nor a function marked no_inline is inlined. */
static bool legal_call(const IrOp *c, const IrOp *f)
{
	return !ir_op_get_attr(c, "no_inline") && !ir_op_get_attr(f, "no_inline");
}

static void terminator(IrContext *ctx, IrOp *term, IrBlock *dest, IrValue *const *results)
{
	IrUse *ops = ir_op_operands(term);
	if (!dest) {
		for (unsigned i = 0; i < term->noperands; i++)
			ir_value_replace_all_uses(results[i], ir_use_value(&ops[i]));
		return;
	}
	IrValue **values = xmalloc((term->noperands + 1) * sizeof *values);
	for (unsigned i = 0; i < term->noperands; i++)
		values[i] = ir_use_value(&ops[i]);
	IrOpState st = {.name = ir_ident_cstr(ctx, "cf.br"), .noperands = term->noperands, .nsuccs = 1,
	                .operands = values, .succs = &dest, .loc = ir_op_loc(ctx, term)};
	IrOp *br = ir_op_create(ctx, &st);
	free(values);
	br->src_pos = term->src_pos;
	ir_block_insert_before(term, br);
	ir_op_erase(ctx, term);
}

const IrInliner func_inliner = {
	.call = call,
	.callable = callable,
	.legal_call = legal_call,
	.into_regions = true,
	.ops = true,
	.terminator = terminator,
};
