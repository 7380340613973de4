/* registry.c: the table of registered ops, looked up by their uniqued name. */
#include "internal.h"

/* Every dialect's op table (dialect_*.c). */
extern const IrOpDef ir_builtin_ops[], ir_func_ops[], ir_tosa_ops[];
extern const size_t ir_builtin_nops, ir_func_nops, ir_tosa_nops;

static void register_ops(IrContext *ctx, const IrOpDef *defs, size_t n)
{
	for (size_t i = 0; i < n; i++)
		pm_put(&ctx->op_defs, ir_ident_cstr(ctx, defs[i].name), (void *)&defs[i]);
}

void ir_registry_init(IrContext *ctx)
{
	register_ops(ctx, ir_builtin_ops, ir_builtin_nops);
	register_ops(ctx, ir_func_ops, ir_func_nops);
	register_ops(ctx, ir_tosa_ops, ir_tosa_nops);
}

const IrOpDef *ir_op_def(IrContext *ctx, const IrIdent *name)
{
	return pm_get(&ctx->op_defs, name);
}

bool ir_dialect_registered(IrContext *ctx, const char *ns, size_t n)
{
	(void)ctx;
	static const char *const registered[] = {"builtin", "func", "tosa", NULL};
	for (int i = 0; registered[i]; i++)
		if (strlen(registered[i]) == n && !memcmp(registered[i], ns, n))
			return true;
	return false;
}

/* Names are separated by single spaces. */
bool ir_op_def_inherent(const IrOpDef *def, const char *name, size_t n)
{
	for (const char *p = def->inherent; p && *p;) {
		const char *end = strchr(p, ' ');
		size_t len = end ? (size_t)(end - p) : strlen(p);
		if (len == n && !memcmp(p, name, n))
			return true;
		if (!end)
			break;
		p = end + 1;
	}
	return false;
}
