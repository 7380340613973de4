/* model_partition.c: the ops the model converter's partitioning passes
   tell apart (model_partition.h). */
#include "model_partition.h"

static bool named(const IrOp *op, const char *name)
{
	return !strcmp(op->name->s, name);
}

bool mp_is_constant(const IrOp *op)
{
	return named(op, "tosa.const") || named(op, "tosa.const_shape");
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
