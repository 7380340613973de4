/* assign_grapharm_interface_var_abi.c: assign-grapharm-interface-var-abi,
   Arm's model converter's numbering of the tensors a vgf.sequence passes
   between its segments, as SPIR-V bindings of descriptor set 0: the
   sequence's inputs first (binding k for argument k), then, run by run,
   each value a run takes or gives that is neither an input nor an output
   of the sequence, then the sequence's outputs. Each graph segment's
   func.func gets its run's bindings as
   `grapharm.interface_var_abi = #spirv.interface_var_abi<(0, N)>` on its
   arguments and results. */
#include "internal.h"

#define ABI_ATTR "grapharm.interface_var_abi"

typedef struct {
	IrContext *ctx;
	PtrMap binding; /* value -> its binding + 1 */
	uint32_t next;
} Numbering;

static void assign(Numbering *n, IrValue *v, uint32_t b)
{
	if (!pm_get(&n->binding, v))
		pm_put(&n->binding, v, (void *)(uintptr_t)(b + 1));
}

static void assign_next(Numbering *n, IrValue *v)
{
	if (!pm_get(&n->binding, v))
		pm_put(&n->binding, v, (void *)(uintptr_t)(n->next++ + 1));
}

static bool is_segment(const IrOp *op)
{
	return !strcmp(ir_op_name(op)->s, "vgf.segment");
}

/* The run after a segment (the converter's getNextNode), or NULL. */
static IrOp *run_of(const IrOp *segment)
{
	return ir_op_next(segment);
}

static bool is_operand_of(const IrOp *op, const IrValue *v)
{
	for (unsigned i = 0; i < op->noperands; i++)
		if (ir_op_operand(op, i) == v)
			return true;
	return false;
}

static IrAttr *abi(IrContext *ctx, uint32_t binding)
{
	char body[64];
	snprintf(body, sizeof body, "interface_var_abi<(0, %u)>", binding);
	return ir_attr_dialect(ctx, ir_ident_cstr(ctx, "spirv"), ir_ident_cstr(ctx, body), true, NULL, NULL);
}

/* The bindings of a graph segment's run on its func.func. */
static bool annotate(Numbering *n, IrOp *segment)
{
	IrContext *ctx = n->ctx;
	IrOp *run = run_of(segment);
	if (!run) {
		ir_diag_op(ctx, IR_DIAG_ERROR, segment, "expected graph segment to be followed by a segment run op");
		return false;
	}
	IrOp *func = NULL;
	IrBlock *body = ir_region_first(&ir_op_regions(segment)[0]);
	for (IrOp *op = body ? ir_block_first(body) : NULL; op; op = ir_op_next(op)) {
		if (strcmp(ir_op_name(op)->s, "func.func"))
			continue;
		if (func) {
			ir_diag_op(ctx, IR_DIAG_ERROR, segment, "expected graph segment to contain a single func.func");
			return false;
		}
		func = op;
	}
	if (!func) {
		ir_diag_op(ctx, IR_DIAG_ERROR, segment, "expected graph segment to contain a func.func");
		return false;
	}
	IrType *fty = ir_op_get_attr(func, "function_type")->tval;
	if (run->noperands != fty->func.nin) {
		ir_diag_op(ctx, IR_DIAG_ERROR, func, "segment run operand count does not match graph function arguments");
		return false;
	}
	if (run->nresults != fty->func.nout) {
		ir_diag_op(ctx, IR_DIAG_ERROR, func, "segment run result count does not match graph function results");
		return false;
	}
	IrIdent *name = ir_ident_cstr(ctx, ABI_ATTR);
	for (unsigned r = 0; r < 2; r++) {
		unsigned count = r ? run->nresults : run->noperands;
		for (unsigned i = 0; i < count; i++) {
			IrValue *v = r ? &ir_op_results(run)[i] : ir_op_operand(run, i);
			uintptr_t b = (uintptr_t)pm_get(&n->binding, v);
			if (!b) {
				ir_diag_op(ctx, IR_DIAG_ERROR, run, "%s %u of the run is no value of the sequence's runs",
				           r ? "result" : "operand", i);
				return false;
			}
			ir_function_set_io_attr(ctx, func, r, i, name, abi(ctx, (uint32_t)(b - 1)));
		}
	}
	return true;
}

static bool run(PassRun *r, IrOp *seq)
{
	IrBlock *body = ir_region_first(&ir_op_regions(seq)[0]);
	if (!body)
		return true;
	Numbering n = {.ctx = r->ctx, .next = body->nargs};
	IrOp *output = ir_block_last(body);
	/* the sequence's inputs that a run takes */
	for (IrOp *op = ir_block_first(body); op; op = ir_op_next(op))
		if (is_segment(op) && run_of(op))
			for (unsigned i = 0; i < run_of(op)->noperands; i++) {
				IrValue *v = ir_op_operand(run_of(op), i);
				if (v->is_arg && ir_arg_block((IrBlockArg *)v) == body)
					assign(&n, v, v->index);
			}
	/* what the runs pass between them */
	for (IrOp *op = ir_block_first(body); op; op = ir_op_next(op)) {
		IrOp *run_op = is_segment(op) ? run_of(op) : NULL;
		if (!run_op)
			continue;
		for (unsigned i = 0; i < run_op->noperands; i++) {
			IrValue *v = ir_op_operand(run_op, i);
			if (!(v->is_arg && ir_arg_block((IrBlockArg *)v) == body))
				assign_next(&n, v);
		}
		for (unsigned i = 0; i < run_op->nresults; i++)
			if (!is_operand_of(output, &ir_op_results(run_op)[i]))
				assign_next(&n, &ir_op_results(run_op)[i]);
	}
	/* the sequence's outputs */
	for (unsigned i = 0; i < output->noperands; i++) {
		IrValue *v = ir_op_operand(output, i);
		IrOp *def = ir_value_def(v);
		if (def && ir_op_block(def) == body && ir_op_prev(def) && is_segment(ir_op_prev(def)) && run_of(ir_op_prev(def)) == def)
			assign_next(&n, v);
	}
	bool ok = true;
	for (IrOp *op = ir_block_first(body); ok && op; op = ir_op_next(op)) {
		IrAttr *type = is_segment(op) ? ir_op_get_attr(op, "segment_type") : NULL;
		if (type && type->kind == IR_ATTR_INTEGER && type->words[0] == 0)
			ok = annotate(&n, op);
	}
	pm_free(&n.binding);
	return ok;
}

const PassDef pass_assign_grapharm_interface_var_abi = {
	.arg = "assign-grapharm-interface-var-abi",
	.name = "AssignGraphARMInterfaceVarABIPass",
	.summary = "Assign GraphARM ABI carrier attrs to graph segment signatures",
	.anchor = "vgf.sequence",
	.run = run,
};
