/* tosa_cast.c: the tosa.cast that passes converting types put where a
   value of one type must reach a user of another (passes/internal.h). */
#include "internal.h"

IrValue *pass_tosa_cast_at(IrContext *ctx, IrValue *v, IrType *to)
{
	IrOp *def = ir_value_def(v);
	IrAttr *loc = def ? ir_op_loc(ctx, def) : ir_arg_loc(ctx, v);
	IrOpState st = {
		.name = ir_ident_cstr(ctx, "tosa.cast"),
		.nresults = 1, .noperands = 1, .result_types = &to, .operands = &v, .loc = loc,
	};
	IrOp *cast = ir_op_create(ctx, &st);
	IrBlock *b = ir_value_block(v);
	if (def)
		ir_block_insert_after(def, cast);
	else if (ir_block_first(b))
		ir_block_insert_before(ir_block_first(b), cast);
	else
		ir_block_append(b, cast);
	return ir_op_results(cast);
}
