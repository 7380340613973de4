/* signless_integer_marking.c: signless-integer-marking, Arm's model
   converter's note of which of a function's integer inputs and outputs
   are unsigned, which TOSA's signless integers cannot say: every argument
   and result gets `mlsdk.unsigned_input_output`, true for an argument a
   tosa.rescale reads as unsigned (input_unsigned) and a result a
   tosa.rescale writes as unsigned (output_unsigned), false otherwise. */
#include "internal.h"

#define MARK "mlsdk.unsigned_input_output"

typedef struct {
	IrContext *ctx;
	IrOp *func;
	unsigned nin, nout;
} Marking;

static bool flag(const IrOp *op, const char *name)
{
	IrAttr *a = ir_op_get_attr(op, name);
	return a && a->kind == IR_ATTR_BOOL && a->b;
}

static void mark(Marking *m, bool result, unsigned i, bool value)
{
	ir_function_set_io_attr(m->ctx, m->func, result, i, ir_ident_cstr(m->ctx, MARK), ir_attr_bool(m->ctx, value));
}

/* A rescale that reads a block argument as unsigned marks the argument of
   that number (as the converter does, whatever block it belongs to); a
   return of a rescale's unsigned output marks that result. */
static bool visit(IrOp *op, void *user)
{
	Marking *m = user;
	if (!strcmp(ir_op_name(op)->s, "tosa.rescale") && flag(op, "input_unsigned")) {
		for (unsigned i = 0; i < op->noperands; i++) {
			IrValue *v = ir_op_operand(op, i);
			if (v->is_arg && v->index < m->nin)
				mark(m, false, v->index, true);
		}
	}
	if (!strcmp(ir_op_name(op)->s, "func.return")) {
		for (unsigned i = 0; i < op->noperands && i < m->nout; i++) {
			IrOp *def = ir_value_def(ir_op_operand(op, i));
			if (def && !strcmp(ir_op_name(def)->s, "tosa.rescale") && flag(def, "output_unsigned"))
				mark(m, true, i, true);
		}
	}
	return true;
}

static bool run(PassRun *r, IrOp *func)
{
	IrType *fty = ir_op_get_attr(func, "function_type")->tval;
	Marking m = {r->ctx, func, fty->func.nin, fty->func.nout};
	for (unsigned i = 0; i < m.nin; i++)
		mark(&m, false, i, false);
	for (unsigned i = 0; i < m.nout; i++)
		mark(&m, true, i, false);
	for (unsigned i = 0; i < ir_op_nregions(func); i++)
		for (IrBlock *b = ir_region_first(&ir_op_regions(func)[i]); b; b = ir_block_next(b))
			for (IrOp *op = ir_block_first(b); op; op = ir_op_next(op))
				ir_walk(op, visit, &m);
	return true;
}

const PassDef pass_signless_integer_marking = {
	.arg = "signless-integer-marking",
	.name = "SignlessIntegerMarkingPass",
	.summary = "Mark signless integers as signed or unsigned",
	.anchor = "func.func",
	.run = run,
};
