/* target_env.c: the target environment in force at an op, as MLIR's
   spirv::lookupTargetEnv, which the SPIR-V module passes and the
   serializer read. */
#include "spirv.h"

IrAttr *spirv_target_env(IrOp *op)
{
	for (; op; op = ir_op_parent(op)) {
		IrAttr *env = ir_op_get_attr(op, "spirv.target_env");
		if (env && ir_def(op) && (ir_def(op)->traits & IR_TRAIT_SYMBOL_TABLE))
			return env;
	}
	return NULL;
}

/* The dialect keeps #spirv.target_env as text: its first parameter, the
   `#spirv.vce<...>` up to its balanced `>`, is read as an attribute of its
   own. */
const SpirvVce *spirv_target_env_vce(IrContext *ctx, const IrAttr *env)
{
	if (!env || env->kind != IR_ATTR_DIALECT)
		return NULL;
	const char *body = env->dialect.body->s, *start = strstr(body, "#spirv.vce<");
	if (!start)
		return NULL;
	start += strlen("#spirv.");
	const char *p = start + strlen("vce");
	int depth = 0;
	for (; *p; p++)
		if (*p == '<')
			depth++;
		else if (*p == '>' && !--depth)
			break;
	if (!*p)
		return NULL;
	p++;
	StrBuf err = {0};
	IrAttr *vce = ir_attr_dialect(ctx, ir_ident_cstr(ctx, "spirv"), ir_ident(ctx, start, (size_t)(p - start)), true,
	                              NULL, &err);
	sb_free(&err);
	return spirv_vce(vce);
}
