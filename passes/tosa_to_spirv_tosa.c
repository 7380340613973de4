/* tosa_to_spirv_tosa.c: tosa-to-spirv-tosa, MLIR's TosaToSPIRVTosa with
   Arm's model converter's custom-op mapping: each func.func becomes a
   `spirv.module @_spirv_tosa_<name> Logical Vulkan` holding the graph
   `spirv.ARM.Graph @<name>` (an entry point), its return
   spirv.ARM.GraphOutputs and its TOSA ops the spirv.Tosa ops of the
   TOSA.001000.1 instruction set (tosa_to_spirv.c). Arguments and results
   take `spirv.interface_var_abi` from `grapharm.interface_var_abi`
   (assign-grapharm-interface-var-abi), else keep theirs, else get
   descriptor set 0 and their position as binding. The module carries the
   target environment in scope of the op the pass runs on, else the
   defaults of MLIR's pass; the global variables, the entry point and the trimmed
   capabilities come later from the ABI and VCE passes, as in the
   converter. An op without a lowering is an error at the op. */
#include <ctype.h>

#include "tosa_to_spirv.h"

#define ABI_ATTR "spirv.interface_var_abi"
#define GRAPHARM_ABI_ATTR "grapharm.interface_var_abi"
#define TARGET_ENV_ATTR "spirv.target_env"

/* MLIR's getDefaultVerCapExtAttr with the default resource limits. */
static const char default_target_env[] =
	"target_env<#spirv.vce<v1.5, [VulkanMemoryModel, Shader, Int8, Int16, Int64, Float16, BFloat16TypeKHR, "
	"Float8EXT, TensorsARM, GraphARM, ReplicatedCompositesEXT], [SPV_ARM_tensors, SPV_ARM_graph, "
	"SPV_KHR_vulkan_memory_model, SPV_EXT_replicated_composites, SPV_KHR_bfloat16, SPV_EXT_float8, "
	"SPV_KHR_non_semantic_info]>, #spirv.resource_limits<>>";

static const PassOptionDef options[] = {
	{"custom-op-domain-to-opcode", PASS_OPT_LIST, "",
	 "Map TOSA custom op domains to spirv.ExperimentalML.Call opcodes. Entries use <domain>:<opcode> and can "
	 "be specified multiple times.",
	 NULL, "domain:opcode"},
	{"enable-bespoke", PASS_OPT_BOOL, "false",
	 "Lower com.arm.bespoke custom ops as an Arm.ExperimentalMLOperations CALL with opcode 0 (the model "
	 "converter's --enable-bespoke)",
	 NULL, NULL},
	{NULL, 0, NULL, NULL, NULL, NULL},
};

/* The domain:opcode entries of the option; false after LLVM's option
   error. A domain may itself hold ':' (the opcode follows the last). */
static bool read_mapping(PassRun *r, TosaSpirv *ts, char **text)
{
	const char *list = pass_option_string(r, "custom-op-domain-to-opcode");
	bool bespoke = pass_option_bool(r, "enable-bespoke");
	*text = xmalloc(strlen(list) + 1);
	strcpy(*text, list);
	unsigned n = bespoke + (*list != 0);
	for (const char *c = list; *c; c++)
		n += *c == ',';
	const char **domains = xmalloc((n + 1) * sizeof *domains);
	int32_t *opcodes = xmalloc((n + 1) * sizeof *opcodes);
	ts->domains = domains;
	ts->opcodes = opcodes;
	ts->ndomains = 0;
	if (bespoke) {
		domains[ts->ndomains] = "com.arm.bespoke";
		opcodes[ts->ndomains++] = 0;
	}
	for (char *e = **text ? *text : NULL; e;) {
		char *comma = strchr(e, ',');
		if (comma)
			*comma = 0;
		char *colon = strrchr(e, ':');
		if (!colon || colon == e || !colon[1]) {
			ir_error_bare(r->ctx, "for the --custom-op-domain-to-opcode option: expected <domain>:<opcode>");
			return false;
		}
		*colon = 0;
		char *end;
		long long v = strtoll(colon + 1, &end, 0);
		if (*end || v < INT32_MIN || v > INT32_MAX) {
			ir_error_bare(r->ctx, "for the --custom-op-domain-to-opcode option: invalid opcode in custom op "
			                      "domain mapping");
			return false;
		}
		domains[ts->ndomains] = e;
		opcodes[ts->ndomains++] = (int32_t)v;
		e = comma ? comma + 1 : NULL;
	}
	return true;
}

/* ---- checks before anything changes (MLIR's pass runs them first) ---- */

/* Does the target environment's text name `word` as a whole word? */
static bool names(const char *text, const char *word)
{
	size_t n = strlen(word);
	for (const char *p = strstr(text, word); p; p = strstr(p + 1, word))
		if ((p == text || !(isalnum((unsigned char)p[-1]) || p[-1] == '_')) &&
		    !(isalnum((unsigned char)p[n]) || p[n] == '_'))
			return true;
	return false;
}

/* The spirv.target_env in scope of op (on it or an ancestor), or NULL:
   the one of the op the pass runs on serves every function, as in MLIR. */
static IrAttr *target_env_of(IrOp *op)
{
	for (; op; op = ir_op_parent(op)) {
		IrAttr *a = ir_op_get_attr(op, TARGET_ENV_ATTR);
		if (a)
			return a;
	}
	return NULL;
}

static bool check_target_env(IrContext *ctx, IrOp *root, IrAttr *env)
{
	StrBuf b = {0};
	print_attr_str(&b, env);
	bool ok = names(b.s, "GraphARM") && names(b.s, "SPV_ARM_graph") && names(b.s, "SPV_ARM_tensors");
	sb_free(&b);
	if (!ok)
		ir_emit_op_error(ctx, root,
		                 "requires GraphARM capability and SPV_ARM_graph/SPV_ARM_tensors extensions in "
		                 "spirv.target_env");
	return ok;
}

typedef struct {
	IrContext *ctx;
	bool failed;
	PtrVec funcs; /* the func.func ops, in walk order */
} Scan;

static bool is_func(const IrOp *op)
{
	return !strcmp(ir_op_name(op)->s, "func.func");
}

static bool inside_func(const IrOp *op)
{
	for (IrOp *p = ir_op_parent(op); p; p = ir_op_parent(p))
		if (is_func(p))
			return true;
	return false;
}

/* Calls and nested functions are not lowered: MLIR's pass stops at the
   first. */
static bool scan_funcs(IrOp *op, void *user)
{
	Scan *s = user;
	const char *name = ir_op_name(op)->s;
	if (!strcmp(name, "func.call") || !strcmp(name, "func.call_indirect")) {
		ir_emit_op_error(s->ctx, op,
		                 "is not supported in TOSA to SPIR-V Graph conversion; inline calls before running "
		                 "this pass");
		s->failed = true;
		return false;
	}
	if (is_func(op)) {
		if (inside_func(op)) {
			ir_emit_op_error(s->ctx, op, "nesting is not supported in TOSA to SPIR-V Graph conversion");
			s->failed = true;
			return false;
		}
		pv_push(&s->funcs, op);
	}
	return true;
}

/* A graph constant's id must be an i32 (the VGF writer reads it so). */
static bool scan_constant_ids(IrOp *op, void *user)
{
	Scan *s = user;
	if (strcmp(ir_op_name(op)->s, "tosa.const") && strcmp(ir_op_name(op)->s, "tosa.const_shape"))
		return true;
	IrAttr *id = ir_op_get_attr(op, TOSA_SPIRV_GRAPH_CONSTANT_ID);
	if (!id || (id->kind == IR_ATTR_INTEGER && ir_attr_type_of(id)->kind == IR_TYPE_INTEGER &&
	            ir_attr_type_of(id)->integer.width == 32 && ir_attr_type_of(id)->integer.sign == IR_SIGNLESS))
		return true;
	ir_emit_op_error(s->ctx, op, "requires `%s` to be a signless i32 integer attribute",
	                 TOSA_SPIRV_GRAPH_CONSTANT_ID);
	s->failed = true;
	return false;
}

/* ---- a function to a module holding its graph ---- */

/* The ABI of argument or result i (a dictionary of attributes, or NULL):
   grapharm's first, then SPIR-V's own, else set 0 and binding `binding`;
   given back as the dictionary with spirv.interface_var_abi and without
   grapharm's. */
static IrAttr *normalized_abi(IrContext *ctx, IrAttr *dict, uint32_t binding)
{
	IrIdent *grapharm = ir_ident_cstr(ctx, GRAPHARM_ABI_ATTR), *spirv = ir_ident_cstr(ctx, ABI_ATTR);
	IrAttr *abi = NULL;
	for (unsigned pass = 0; pass < 2 && !abi && dict; pass++)
		for (unsigned i = 0; i < dict->dict.n; i++)
			if (ir_dict_name(dict, i) == (pass ? spirv : grapharm))
				abi = ir_dict_value(dict, i);
	if (!abi) {
		char body[48];
		snprintf(body, sizeof body, "interface_var_abi<(0, %u)>", binding);
		abi = tosa_spirv_dialect_attr(ctx, body);
	}
	dict = ir_dict_remove(ctx, dict, grapharm);
	return ir_dict_set(ctx, dict, spirv, abi);
}

/* arg_attrs or res_attrs of the graph: every entry normalized. */
static IrAttr *graph_io_attrs(IrContext *ctx, IrAttr *attrs, unsigned n, uint32_t first_binding)
{
	if (!n)
		return attrs;
	IrAttr **dicts = xmalloc(n * sizeof *dicts);
	for (unsigned i = 0; i < n; i++)
		dicts[i] = normalized_abi(ctx, attrs && i < attrs->array.n ? attrs->array.elems[i] : NULL,
		                          first_binding + i);
	IrAttr *r = ir_attr_array(ctx, n, dicts);
	free(dicts);
	return r;
}

/* The function's type with every type converted; NULL, after the error
   MLIR gives, when one has none. */
static IrType *graph_type(IrContext *ctx, IrOp *func, IrType *fty)
{
	unsigned n = fty->func.nin + fty->func.nout;
	IrType **types = xmalloc((n + 1) * sizeof *types);
	for (unsigned i = 0; i < n; i++) {
		types[i] = tosa_spirv_type(ctx, fty->func.types[i]);
		if (!types[i]) {
			ir_diag_op(ctx, IR_DIAG_ERROR, func, "failed to convert function %s types",
			           i < fty->func.nin ? "argument" : "result");
			free(types);
			return NULL;
		}
	}
	IrType *t = ir_type_function(ctx, fty->func.nin, types, fty->func.nout, types + fty->func.nin);
	free(types);
	return t;
}

/* The inherent attributes of func.func that the graph has its own way of
   holding; the others (sym_visibility, discardable ones) move to it. */
static bool graph_holds(const char *name)
{
	static const char *const held[] = {"sym_name", "function_type", "arg_attrs", "res_attrs", "entry_point"};
	for (unsigned i = 0; i < sizeof held / sizeof *held; i++)
		if (!strcmp(name, held[i]))
			return true;
	return false;
}

static void copy_attrs(IrContext *ctx, IrAttr *dict, IrOp *graph)
{
	for (unsigned i = 0; dict && i < dict->dict.n; i++)
		if (!graph_holds(ir_dict_name(dict, i)->s))
			ir_op_set_attr(ctx, graph, ir_dict_name(dict, i), ir_dict_value(dict, i));
}

/* An op with one region of one (empty) block, before `before`. */
static IrOp *op_with_body(IrContext *ctx, IrOp *before, const char *name, IrAttr *props)
{
	IrOpState st = {.name = ir_ident_cstr(ctx, name), .nregions = 1, .props = props, .loc = ir_op_loc(ctx, before)};
	IrOp *op = ir_op_create(ctx, &st);
	ir_block_insert_before(before, op);
	return op;
}

static bool lower_body(TosaSpirv *ts, IrRegion *body)
{
	for (IrBlock *b = ir_region_first(body); b; b = ir_block_next(b))
		for (IrOp *op = ir_block_first(b), *next; op; op = next) {
			next = ir_op_next(op);
			if (!strcmp(ir_op_name(op)->s, "func.return")) {
				IrValue **v = xmalloc((op->noperands + 1) * sizeof *v);
				for (unsigned i = 0; i < op->noperands; i++)
					v[i] = ir_op_operand(op, i);
				tosa_spirv_op_before(ts->ctx, op, "spirv.ARM.GraphOutputs", 0, NULL, op->noperands, v, NULL);
				free(v);
				ir_op_erase(ts->ctx, op);
			} else if (!tosa_spirv_lower_op(ts, op)) {
				return false;
			}
		}
	return true;
}

static bool lower_func(TosaSpirv *ts, IrOp *func, IrAttr *target_env)
{
	IrContext *ctx = ts->ctx;
	IrType *fty = ir_op_get_attr(func, "function_type")->tval;
	IrType *gty = graph_type(ctx, func, fty);
	if (!gty)
		return false;
	IrAttr *name = ir_op_get_attr(func, "sym_name");
	StrBuf module_name = {0};
	sb_printf(&module_name, "_spirv_tosa_%.*s", (int)name->str->n, name->str->s);
	IrNamedAttr mp[] = {
		{ir_ident_cstr(ctx, "addressing_model"), tosa_spirv_dialect_attr(ctx, "addressing_model<Logical>")},
		{ir_ident_cstr(ctx, "memory_model"), tosa_spirv_dialect_attr(ctx, "memory_model<Vulkan>")},
		{ir_ident_cstr(ctx, "sym_name"), ir_attr_string(ctx, module_name.s, module_name.len, NULL)},
	};
	sb_free(&module_name);
	IrOp *module = op_with_body(ctx, func, "spirv.module", ir_attr_dict(ctx, 3, mp, NULL));
	ir_op_set_attr(ctx, module, ir_ident_cstr(ctx, TARGET_ENV_ATTR), target_env);
	IrBlock *mbody = ir_block_create(ctx);
	ir_region_append(&ir_op_regions(module)[0], mbody);

	IrNamedAttr gp[5];
	unsigned ngp = 0;
	IrAttr *args = graph_io_attrs(ctx, ir_op_get_attr(func, "arg_attrs"), fty->func.nin, 0);
	IrAttr *results = graph_io_attrs(ctx, ir_op_get_attr(func, "res_attrs"), fty->func.nout, fty->func.nin);
	if (args)
		gp[ngp++] = (IrNamedAttr){ir_ident_cstr(ctx, "arg_attrs"), args};
	gp[ngp++] = (IrNamedAttr){ir_ident_cstr(ctx, "entry_point"), ir_attr_bool(ctx, true)};
	gp[ngp++] = (IrNamedAttr){ir_ident_cstr(ctx, "function_type"), ir_attr_type(ctx, gty)};
	if (results)
		gp[ngp++] = (IrNamedAttr){ir_ident_cstr(ctx, "res_attrs"), results};
	gp[ngp++] = (IrNamedAttr){ir_ident_cstr(ctx, "sym_name"), name};
	IrOpState st = {.name = ir_ident_cstr(ctx, "spirv.ARM.Graph"), .nregions = 1,
	                .props = ir_attr_dict(ctx, ngp, gp, NULL), .loc = ir_op_loc(ctx, func)};
	IrOp *graph = ir_op_create(ctx, &st);
	ir_block_append(mbody, graph);
	copy_attrs(ctx, ir_op_props(func), graph);
	copy_attrs(ctx, ir_op_attrs(func), graph);

	IrRegion *body = &ir_op_regions(graph)[0];
	ir_region_inline_before(&ir_op_regions(func)[0], body, NULL);
	if (ir_region_first(body))
		for (unsigned i = 0; i < ir_region_first(body)->nargs; i++)
			ir_value_set_type(ir_block_arg(ir_region_first(body), i), gty->func.types[i]);
	ir_op_erase(ctx, func);
	return lower_body(ts, body);
}

static bool run(PassRun *r, IrOp *root)
{
	IrContext *ctx = r->ctx;
	TosaSpirv ts = {.ctx = ctx};
	char *text = NULL;
	bool ok = read_mapping(r, &ts, &text);
	IrAttr *env = target_env_of(root);
	if (!env)
		env = tosa_spirv_dialect_attr(ctx, default_target_env);
	Scan s = {.ctx = ctx};
	ok = ok && check_target_env(ctx, root, env);
	if (ok)
		ir_walk(root, scan_funcs, &s);
	if (ok && !s.failed)
		ir_walk(root, scan_constant_ids, &s);
	ok = ok && !s.failed;
	for (size_t i = 0; ok && i < s.funcs.n; i++)
		ok = lower_func(&ts, s.funcs.v[i], env);
	pv_free(&s.funcs);
	free(text);
	free((void *)ts.domains);
	free((void *)ts.opcodes);
	pm_free(&ts.types);
	pm_free(&ts.patterns);
	return ok;
}

const PassDef pass_tosa_to_spirv_tosa = {
	.arg = "tosa-to-spirv-tosa",
	.name = "TosaToSPIRVTosa",
	.summary = "Lower TOSA IR to SPIR-V Graph/TOSA",
	.options = options,
	.run = run,
};
