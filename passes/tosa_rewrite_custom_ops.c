/* tosa_rewrite_custom_ops.c: tosa-rewrite-custom-ops, what ExecuTorch's
   Arm backend does to a library op (`mylib.scale_add`) before the model
   converter sees it: the op becomes a tosa.custom with the operator and
   domain names and the implementation_attrs payload that the config file
   (shader_config.h) gives for its name, same operands, results and
   location. With strict, every unregistered op must be in the config. */
#include "internal.h"
#include "shader_config.h"

/* The discardable attribute saying which layout the graph gives a shader
   op's tensors in (tosa-custom-layout reads it). */
#define GRAPH_LAYOUT_ATTR "graph_layout"

static IrAttr *str_attr(IrContext *ctx, const char *s)
{
	return ir_attr_string(ctx, s, strlen(s), NULL);
}

static bool rewrite(IrContext *ctx, IrOp *op, const ShaderOpConfig *c)
{
	if (ir_op_nregions(op) || ir_op_nsuccs(op)) {
		ir_emit_op_error(ctx, op, "has regions or successors: a tosa.custom has neither");
		return false;
	}
	if (op->noperands != c->ninputs || op->nresults != c->noutputs) {
		ir_emit_op_error(ctx, op, "has %u operands and %u results, its config entry gives %u inputs and %u outputs",
		                 op->noperands, op->nresults, c->ninputs, c->noutputs);
		return false;
	}
	IrValue **operands = xmalloc((op->noperands + 1) * sizeof *operands);
	IrType **types = xmalloc((op->nresults + 1) * sizeof *types);
	IrValue **results = xmalloc((op->nresults + 1) * sizeof *results);
	for (unsigned i = 0; i < op->noperands; i++)
		operands[i] = ir_op_operand(op, i);
	for (unsigned i = 0; i < op->nresults; i++)
		types[i] = ir_value_type(&ir_op_results(op)[i]);
	IrOpState st = {ir_ident_cstr(ctx, "tosa.custom"), op->nresults, op->noperands, 0, 0, types, operands, NULL,
	                NULL, ir_op_attrs(op), ir_op_loc(ctx, op)};
	IrOp *custom = ir_op_create(ctx, &st);
	ir_op_set_attr(ctx, custom, ir_ident_cstr(ctx, "operator_name"), str_attr(ctx, c->operator_name));
	ir_op_set_attr(ctx, custom, ir_ident_cstr(ctx, "domain_name"), str_attr(ctx, c->domain_name));
	ir_op_set_attr(ctx, custom, ir_ident_cstr(ctx, "implementation_attrs"), str_attr(ctx, c->payload));
	if (c->graph_layout)
		ir_op_set_attr(ctx, custom, ir_ident_cstr(ctx, GRAPH_LAYOUT_ATTR), str_attr(ctx, c->graph_layout));
	ir_block_insert_before(op, custom);
	for (unsigned i = 0; i < op->nresults; i++)
		results[i] = &ir_op_results(custom)[i];
	ir_op_replace(ctx, op, results);
	free(operands);
	free(types);
	free(results);
	return true;
}

typedef struct {
	IrContext *ctx;
	const ShaderConfig *config;
	bool strict;
	PtrVec todo;
	bool failed;
} Walk;

static bool collect(IrOp *op, void *user)
{
	Walk *w = user;
	const ShaderOpConfig *c = shader_config_find(w->config, ir_op_name(op)->s);
	if (c)
		pv_push(&w->todo, op);
	else if (w->strict && !ir_def(op)) {
		ir_emit_op_error(w->ctx, op, "is not in the config file of tosa-rewrite-custom-ops");
		w->failed = true;
		return false;
	}
	return true;
}

static bool run(PassRun *r, IrOp *module)
{
	const char *path = pass_option_string(r, "config");
	if (!*path) {
		ir_error_bare(r->ctx, "tosa-rewrite-custom-ops: error: no config file given (config=FILE.json)");
		return false;
	}
	ShaderConfig config;
	StrBuf err = {0};
	if (!shader_config_load(&config, path, &err)) {
		ir_error_bare(r->ctx, "%s", err.s);
		sb_free(&err);
		return false;
	}
	Walk w = {r->ctx, &config, pass_option_bool(r, "strict"), {0}, false};
	ir_walk(module, collect, &w);
	for (size_t i = 0; i < w.todo.n && !w.failed; i++)
		w.failed = !rewrite(r->ctx, w.todo.v[i], shader_config_find(&config, ir_op_name(((IrOp *)w.todo.v[i]))->s));
	pv_free(&w.todo);
	shader_config_free(&config);
	return !w.failed;
}

static const PassOptionDef options[] = {
	{"config", PASS_OPT_STRING, "", "The JSON file mapping library ops to shader tosa.custom ops", NULL, NULL},
	{"strict", PASS_OPT_BOOL, "false", "Reject unregistered ops that the config does not name", NULL, NULL},
	{NULL, 0, NULL, NULL, NULL, NULL},
};

const PassDef pass_tosa_rewrite_custom_ops = {
	.arg = "tosa-rewrite-custom-ops",
	.name = "TosaRewriteCustomOps",
	.summary = "Rewrite library ops into Vulkan shader tosa.custom ops, as a JSON config maps them",
	.anchor = "builtin.module",
	.options = options,
	.run = run,
};
