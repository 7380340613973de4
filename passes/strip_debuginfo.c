/* strip_debuginfo.c: strip-debuginfo, every location of ops and block
   arguments made unknown, as MLIR's StripDebugInfo does. */
#include "internal.h"

static bool strip(IrOp *op, void *user)
{
	IrContext *ctx = user;
	IrAttr *unknown = ir_loc_unknown(ctx);
	op->loc = ir_ref(unknown);
	IrRegion *regions = ir_op_regions(op);
	for (unsigned r = 0; r < ir_op_nregions(op); r++)
		for (IrBlock *b = ir_region_first(&regions[r]); b; b = ir_block_next(b))
			for (unsigned i = 0; i < b->nargs; i++)
				ir_arg_set_loc(ir_value_arg(ir_block_arg(b, i)), unknown);
	return true;
}

static bool run(PassRun *r, IrOp *op)
{
	ir_walk(op, strip, r->ctx);
	return true;
}

const PassDef pass_strip_debuginfo = {
	.arg = "strip-debuginfo",
	.name = "StripDebugInfo",
	.summary = "Strip debug info from all operations",
	.run = run,
	.op_local = true,
};
