/* tosa_to_spirv_tosa_mark_graph_constants.c:
   tosa-to-spirv-tosa-mark-graph-constants, MLIR's
   TosaToSPIRVTosaMarkGraphConstants: every used tosa.const of more than 16
   elements, and tosa.const_shape of more than 32, gets
   `grapharm.graph_constant_id`, numbered from 0 in walk order, so that
   tosa-to-spirv-tosa makes it a spirv.ARM.GraphConstant (its data kept
   out of the module) rather than a spirv.Constant. A constant marked
   already is an error: the ids are this pass's alone. */
#include "tosa_to_spirv.h"

/* The most elements a constant of each kind keeps inline. */
#define MAX_INLINE_CONST 16
#define MAX_INLINE_CONST_SHAPE 32

typedef struct {
	IrContext *ctx;
	uint32_t next_id;
	bool failed;
} Marking;

static bool has_uses(const IrOp *op)
{
	for (unsigned i = 0; i < op->nresults; i++)
		if (ir_value_has_uses(&ir_op_results(op)[i]))
			return true;
	return false;
}

static bool mark(IrOp *op, void *user)
{
	Marking *m = user;
	bool shape = !strcmp(ir_op_name(op)->s, "tosa.const_shape");
	if (!shape && strcmp(ir_op_name(op)->s, "tosa.const"))
		return true;
	if (ir_op_get_attr(op, TOSA_SPIRV_GRAPH_CONSTANT_ID)) {
		ir_emit_op_error(m->ctx, op,
		                 "already has `%s`; this pass assigns graph constant IDs automatically and does not "
		                 "support pre-marked constants",
		                 TOSA_SPIRV_GRAPH_CONSTANT_ID);
		m->failed = true;
		return false;
	}
	IrAttr *values = ir_op_get_attr(op, "values");
	int64_t n = values && ir_type_is_shaped(ir_attr_type_of(values)) ? ir_type_num_elements(ir_attr_type_of(values)) : -1;
	if (has_uses(op) && n > (shape ? MAX_INLINE_CONST_SHAPE : MAX_INLINE_CONST))
		ir_op_set_attr(m->ctx, op, ir_ident_cstr(m->ctx, TOSA_SPIRV_GRAPH_CONSTANT_ID),
		               ir_attr_int(m->ctx, ir_type_int(m->ctx, 32, IR_SIGNLESS), m->next_id++));
	return true;
}

static bool run(PassRun *r, IrOp *func)
{
	Marking m = {.ctx = r->ctx};
	ir_walk(func, mark, &m);
	return !m.failed;
}

const PassDef pass_tosa_to_spirv_tosa_mark_graph_constants = {
	.arg = "tosa-to-spirv-tosa-mark-graph-constants",
	.name = "TosaToSPIRVTosaMarkGraphConstants",
	.summary = "Mark large TOSA constants to be lowered as SPIR-V graph constants",
	.anchor = "func.func",
	.run = run,
};
