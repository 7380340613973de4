/* verify.c: the checks of the builtin dialect's ops, in MLIR's words:
   builtin.module's structure and attributes, and the cast of
   builtin.unrealized_conversion_cast. */
#include "builtin.h"

/* reliability: the ODS checks the printer relies on (found by the
   roundtrip fuzz target: a module without a region crashed it). */
bool builtin_check_module(IrContext *ctx, const IrOp *op, char *msg, size_t size)
{
	(void)ctx;
	const char *bad = NULL;
	if (ir_op_nregions(op) != 1)
		bad = "requires one region";
	else if (ir_region_first(&ir_op_regions(op)[0]) && ir_region_first(&ir_op_regions(op)[0])->nargs)
		bad = "region should have no arguments"; /* NoRegionArguments */
	else if (ir_region_first(&ir_op_regions(op)[0]) != ir_region_last(&ir_op_regions(op)[0]))
		bad = "expects region #0 to have 0 or 1 blocks"; /* SingleBlock */
	if (bad) {
		snprintf(msg, size, "%s", bad);
		return false;
	}
	return ir_symbol_check(op, false, msg, size);
}

bool ir_verify_builtin_module(IrContext *ctx, IrOp *op)
{
	for (unsigned i = 0; i < ir_op_attrs(op)->dict.n; i++) {
		IrIdent *name = ir_dict_name(ir_op_attrs(op), i);
		if (!ir_ident_has_dialect_prefix(name)) {
			ir_emit_op_error(ctx, op, "can only contain attributes with dialect-prefixed names, found: '%s'",
			                 name->s);
			return false;
		}
	}
	return true;
}

/* CastOpInterface: any types go */
bool ir_verify_builtin_cast(IrContext *ctx, IrOp *op)
{
	return op->nresults || vt_op_error(ctx, op, "expected at least one result for cast operation");
}
