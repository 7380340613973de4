/* canonicalize.c: the func dialect's folders and canonicalization
   patterns, as MLIR 22's FuncOps.cpp: func.constant is a constant of its
   symbol (and the dialect materializes such constants), and an indirect
   call of a constant callee becomes a direct call. */
#include "func.h"

/* ConstantOp::fold */
IrFoldStatus func_fold_constant(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	(void)ctx, (void)c;
	results[0].attr = ir_op_get_attr(op, "value");
	return results[0].attr ? IR_FOLD_RESULTS : IR_FOLD_FAILED;
}

/* FuncDialect::materializeConstant: a func.constant of a flat symbol
   reference of a function type. */
IrOp *func_materialize_constant(IrContext *ctx, IrAttr *value, IrType *type, IrAttr *loc)
{
	if (value->kind != IR_ATTR_SYMBOL_REF || value->symref.n != 1 || type->kind != IR_TYPE_FUNCTION)
		return NULL;
	IrOpState st = {
		.name = ir_ident_cstr(ctx, "func.constant"),
		.nresults = 1,
		.result_types = &type,
		.props = ir_dict_set(ctx, NULL, ir_ident_cstr(ctx, "value"), value),
		.loc = loc,
	};
	return ir_op_create(ctx, &st);
}

/* CallIndirectOp::canonicalize: a callee that is a constant symbol is
   called directly (the indirect call's attributes are not kept). */
static bool call_constant_callee(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	IrAttr *callee = ir_value_constant(ctx, ir_op_operand(op, 0));
	if (!callee || callee->kind != IR_ATTR_SYMBOL_REF)
		return false;
	IrValue **args = xmalloc(op->noperands * sizeof *args);
	for (unsigned i = 1; i < op->noperands; i++)
		args[i - 1] = ir_op_operand(op, i);
	IrType **types = xmalloc((op->nresults ? op->nresults : 1) * sizeof *types);
	for (unsigned i = 0; i < op->nresults; i++)
		types[i] = ir_value_type(&ir_op_results(op)[i]);
	IrOpState st = {
		.name = ir_ident_cstr(ctx, "func.call"),
		.nresults = op->nresults,
		.result_types = types,
		.noperands = op->noperands - 1,
		.operands = args,
		.props = ir_dict_set(ctx, NULL, ir_ident_cstr(ctx, "callee"), callee),
		.loc = ir_op_loc(ctx, op),
	};
	ir_rewriter_set_insertion_before(rw, op);
	IrOp *call = ir_rewriter_create(rw, &st);
	free(args);
	free(types);
	IrValue **results = xmalloc((op->nresults ? op->nresults : 1) * sizeof *results);
	for (unsigned i = 0; i < op->nresults; i++)
		results[i] = &ir_op_results(call)[i];
	ir_rewriter_replace_op(rw, op, results);
	free(results);
	return true;
}

/* MLIR names the patterns of a canonicalize method none. */
const IrPattern func_call_indirect_patterns[] = {
	{"", 1, call_constant_callee},
	{NULL, 0, NULL},
};
