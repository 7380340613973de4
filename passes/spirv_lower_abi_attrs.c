/* spirv_lower_abi_attrs.c: spirv-lower-abi-attrs, MLIR's
   LowerABIAttributesPass for graphs: each entry point spirv.ARM.Graph of a
   spirv.module whose arguments and results carry
   `spirv.interface_var_abi = #spirv.interface_var_abi<(set, binding)>`
   gets, before it, one spirv.GlobalVariable per argument then per result
   (`@<graph>_arg_<i>`, `@<graph>_res_<i>`, a pointer to the tensor in the
   ABI's storage class, UniformConstant by default, bound to the set and
   binding) and a spirv.ARM.GraphEntryPoint naming them in that order; the
   ABI attributes go. MLIR's rewrite of spirv.func entry points (variables
   loaded through spirv.mlir.addressof, spirv.EntryPoint and
   spirv.ExecutionMode) needs ops the spirv dialect has not got yet: such a
   function is a located error, never left half lowered. */
#include "internal.h"
#include "../ir/dialects/spirv/spirv.h"

#define ABI_ATTR "spirv.interface_var_abi"
#define ENTRY_POINT_ABI_ATTR "spirv.entry_point_abi"

/* The ABI of argument (or result) i of a function op, or NULL. */
static const SpirvInterfaceVarAbi *io_abi(IrContext *ctx, IrOp *fn, bool result, unsigned i)
{
	IrAttr *all = ir_op_get_attr(fn, result ? "res_attrs" : "arg_attrs");
	if (!all || all->kind != IR_ATTR_ARRAY || i >= all->array.n)
		return NULL;
	return spirv_interface_var_abi(ir_dict_get(all->array.elems[i], ir_ident_cstr(ctx, ABI_ATTR)));
}

/* Does any argument (or result) of fn carry an ABI? MLIR's conversion
   target holds such a function illegal. */
static bool has_abi(IrContext *ctx, IrOp *fn)
{
	IrType *fty = ir_op_get_attr(fn, "function_type")->tval;
	for (unsigned r = 0; r < 2; r++)
		for (unsigned i = 0; i < (r ? fty->func.nout : fty->func.nin); i++)
			if (io_abi(ctx, fn, r, i))
				return true;
	return false;
}

/* Can the graph be lowered: an entry point whose every argument and
   result has an ABI (else MLIR's pattern does not apply). */
static bool lowerable(IrContext *ctx, IrOp *graph)
{
	IrAttr *entry = ir_op_get_attr(graph, "entry_point");
	if (!entry || entry->kind != IR_ATTR_BOOL || !entry->b)
		return false;
	IrType *fty = ir_op_get_attr(graph, "function_type")->tval;
	for (unsigned r = 0; r < 2; r++)
		for (unsigned i = 0; i < (r ? fty->func.nout : fty->func.nin); i++)
			if (!io_abi(ctx, graph, r, i))
				return false;
	return true;
}

/* `spirv.GlobalVariable @<graph>_<arg|res>_<i> bind(set, binding)` before
   the graph; its symbol. */
static IrAttr *global_for(IrContext *ctx, IrOp *graph, bool result, unsigned i)
{
	const SpirvInterfaceVarAbi *abi = io_abi(ctx, graph, result, i);
	IrType *fty = ir_op_get_attr(graph, "function_type")->tval;
	StrBuf body = {0}, name = {0};
	sb_puts(&body, "ptr<");
	print_type_str(&body, fty->func.types[(result ? fty->func.nin : 0) + i]);
	sb_printf(&body, ", %s>",
	          abi->storage_class >= 0 ? spirv_storage_classes.values[abi->storage_class].name : "UniformConstant");
	IrAttr *graph_name = ir_op_get_attr(graph, "sym_name");
	sb_printf(&name, "%.*s_%s_%u", (int)graph_name->str->n, graph_name->str->s, result ? "res" : "arg", i);
	IrType *i32 = ir_type_int(ctx, 32, IR_SIGNLESS);
	IrType *ptr = ir_type_dialect(ctx, ir_ident_cstr(ctx, "spirv"), ir_ident_cstr(ctx, body.s), true, NULL);
	IrNamedAttr props[] = {
		{ir_ident_cstr(ctx, "binding"), ir_attr_int(ctx, i32, abi->binding)},
		{ir_ident_cstr(ctx, "descriptor_set"), ir_attr_int(ctx, i32, abi->set)},
		{ir_ident_cstr(ctx, "sym_name"), ir_attr_string(ctx, name.s, name.len, NULL)},
		{ir_ident_cstr(ctx, "type"), ir_attr_type(ctx, ptr)},
	};
	IrOpState st = {.name = ir_ident_cstr(ctx, "spirv.GlobalVariable"),
	                .props = ir_attr_dict(ctx, sizeof props / sizeof *props, props, NULL),
	                .loc = ir_op_loc(ctx, graph)};
	ir_block_insert_before(graph, ir_op_create(ctx, &st));
	IrIdent *sym = ir_ident(ctx, name.s, name.len);
	sb_free(&body);
	sb_free(&name);
	return ir_attr_symref(ctx, 1, &sym);
}

static void lower_graph(IrContext *ctx, IrOp *graph)
{
	IrType *fty = ir_op_get_attr(graph, "function_type")->tval;
	unsigned n = fty->func.nin + fty->func.nout;
	IrAttr **interface = xmalloc((n ? n : 1) * sizeof *interface);
	for (unsigned i = 0; i < n; i++) {
		bool result = i >= fty->func.nin;
		unsigned k = result ? i - fty->func.nin : i;
		interface[i] = global_for(ctx, graph, result, k);
	}
	IrIdent *abi_name = ir_ident_cstr(ctx, ABI_ATTR);
	for (unsigned i = 0; i < n; i++) {
		bool result = i >= fty->func.nin;
		ir_function_set_io_attr(ctx, graph, result, result ? i - fty->func.nin : i, abi_name, NULL);
	}
	IrIdent *graph_name = ir_op_symbol_name(ctx, graph);
	IrNamedAttr props[] = {
		{ir_ident_cstr(ctx, "fn"), ir_attr_symref(ctx, 1, &graph_name)},
		{ir_ident_cstr(ctx, "interface"), ir_attr_array(ctx, n, interface)},
	};
	IrOpState st = {.name = ir_ident_cstr(ctx, "spirv.ARM.GraphEntryPoint"),
	                .props = ir_attr_dict(ctx, 2, props, NULL), .loc = ir_op_loc(ctx, graph)};
	ir_block_insert_before(graph, ir_op_create(ctx, &st));
	free(interface);
}

static bool run(PassRun *r, IrOp *module)
{
	IrContext *ctx = r->ctx;
	if (!spirv_target_env(module)) {
		ir_emit_op_error(ctx, module, "missing SPIR-V target env attribute");
		return false;
	}
	IrBlock *body = ir_region_first(&ir_op_regions(module)[0]);
	/* MLIR's partial conversion changes nothing when one op fails: check
	   every function before lowering any */
	for (IrOp *op = body ? ir_block_first(body) : NULL; op; op = ir_op_next(op)) {
		bool graph = !strcmp(ir_op_name(op)->s, "spirv.ARM.Graph"), func = !strcmp(ir_op_name(op)->s, "spirv.func");
		if (graph && has_abi(ctx, op) && !lowerable(ctx, op)) {
			ir_diag_op(ctx, IR_DIAG_ERROR, op, "failed to legalize operation 'spirv.ARM.Graph' that was "
			           "explicitly marked illegal");
			return false;
		}
		if (func && (has_abi(ctx, op) || ir_op_get_attr(op, ENTRY_POINT_ABI_ATTR))) {
			ir_diag_op(ctx, IR_DIAG_ERROR, op, "the ABI lowering of spirv.func entry points is not supported");
			return false;
		}
	}
	for (IrOp *op = body ? ir_block_first(body) : NULL; op; op = ir_op_next(op))
		if (!strcmp(ir_op_name(op)->s, "spirv.ARM.Graph") && has_abi(ctx, op))
			lower_graph(ctx, op);
	return true;
}

const PassDef pass_spirv_lower_abi_attrs = {
	.arg = "spirv-lower-abi-attrs",
	.name = "SPIRVLowerABIAttributesPass",
	.summary = "Decorate SPIR-V composite type with layout info",
	.anchor = "spirv.module",
	.run = run,
};
