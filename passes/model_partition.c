/* model_partition.c: the ops the model converter's partitioning passes
   tell apart (model_partition.h). */
#include "model_partition.h"

static bool named(const IrOp *op, const char *name)
{
	return !strcmp(ir_op_name(op)->s, name);
}

bool mp_is_constant(const IrOp *op)
{
	return named(op, "tosa.const") || named(op, "tosa.const_shape");
}

bool mp_only_discardable(const IrOp *op, IrIdent *const *names, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (ir_dict_get(ir_op_props(op), names[i]))
			return false;
	return ir_op_attrs(op) != NULL;
}

bool mp_is_shader(const IrOp *op)
{
	if (!named(op, "tosa.custom"))
		return false;
	IrAttr *domain = ir_op_get_attr(op, "domain_name");
	return domain && domain->kind == IR_ATTR_STRING && domain->str->n == strlen(MP_SHADER_DOMAIN) &&
	       !memcmp(domain->str->s, MP_SHADER_DOMAIN, domain->str->n);
}

bool mp_is_function(const IrOp *op)
{
	return named(op, "func.func");
}

bool mp_is_return(const IrOp *op)
{
	return named(op, "func.return");
}

IrOp *mp_holder(IrOp *op, const IrBlock *body)
{
	while (op && ir_op_block(op) != body)
		op = ir_op_parent(op);
	return op;
}

bool mp_check_body(IrContext *ctx, IrOp *func, const char *what)
{
	IrBlock *body = ir_region_first(&ir_op_regions(func)[0]);
	if (!ir_block_next(body) && ir_block_last(body) && mp_is_return(ir_block_last(body)))
		return true;
	ir_diag_op(ctx, IR_DIAG_ERROR, func, "%s requires a function body of one block ending in func.return", what);
	return false;
}
