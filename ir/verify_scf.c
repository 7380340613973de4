/* verify_scf.c: the scf dialect's own op checks, in MLIR's words (SCF.cpp,
   the ODS constraints of SCFOps.td, and the LoopLikeOpInterface and
   RegionBranchOpInterface checks). */
#include "verify_shaped.h"
#include "verify_ops.h"

static bool is_signless_int_or_index(const IrType *t)
{
	return t->kind == IR_TYPE_INDEX || (t->kind == IR_TYPE_INTEGER && t->integer.sign == IR_SIGNLESS);
}

static bool operand_must_be(IrContext *ctx, IrOp *op, unsigned i, const char *what)
{
	char prefix[200];
	snprintf(prefix, sizeof prefix, "operand #%u must be %s, but got ", i, what);
	return vs_error_type(ctx, op, true, prefix, vs_operand_type(op, i), "");
}

/* ODS's SizedRegion<1>, for regions the definition lets be empty so that
   the operand constraints are checked first, as ODS orders them. */
static bool region_has_one_block(IrContext *ctx, IrOp *op, unsigned i, const char *name)
{
	if (op->regions[i].first)
		return true;
	ir_emit_op_error(ctx, op, "region #%u ('%s') failed to verify constraint: region with 1 blocks", i, name);
	return false;
}

/* The region's terminator if it is an scf.yield, else NULL. */
static IrOp *yield_of(const IrRegion *r)
{
	IrOp *t = r->first ? r->first->last : NULL;
	return t && !strcmp(t->name->s, "scf.yield") ? t : NULL;
}

static bool type_pair_error(IrContext *ctx, IrOp *op, const char *fmt, unsigned i, IrType *a, IrType *b)
{
	char prefix[200];
	snprintf(prefix, sizeof prefix, fmt, i, i);
	return vs_error_types(ctx, op, true, prefix, a, " != ", b, "");
}

/* ---- scf.for ---- */

bool ir_verify_scf_for(IrContext *ctx, IrOp *op)
{
	for (unsigned i = 0; i < 3; i++)
		if (!is_signless_int_or_index(vs_operand_type(op, i)))
			return operand_must_be(ctx, op, i, "signless integer or index");
	IrType *bound = vs_operand_type(op, 0);
	if (vs_operand_type(op, 1) != bound || vs_operand_type(op, 2) != bound) {
		ir_emit_op_error(ctx, op, "failed to verify that all of {lowerBound, upperBound, step} have same type");
		return false;
	}
	if (!region_has_one_block(ctx, op, 0, "region"))
		return false;
	if (op->noperands - 3 != op->nresults) {
		ir_emit_op_error(ctx, op, "mismatch in number of loop-carried values and defined values");
		return false;
	}
	return true;
}

static bool count_mismatch(IrContext *ctx, IrOp *op, const char *what, unsigned a, unsigned b)
{
	ir_emit_op_error(ctx, op, "different number of %s: %u != %u", what, a, b);
	return false;
}

/* LoopLikeOpInterface's checks of inits, region iter_args, yielded values
   and results, then ForOp::verifyRegions. */
bool ir_verify_scf_for_regions(IrContext *ctx, IrOp *op)
{
	IrBlock *body = op->regions[0].first;
	IrOp *yield = yield_of(&op->regions[0]);
	unsigned ninit = op->noperands - 3, niter = body->nargs ? body->nargs - 1 : 0;
	unsigned nyield = yield ? yield->noperands : 0;
	IrValue **iter = body->args + 1;
	if (ninit != niter)
		return count_mismatch(ctx, op, "inits and region iter_args", ninit, niter);
	if (nyield && niter != nyield)
		return count_mismatch(ctx, op, "region iter_args and yielded values", niter, nyield);
	if (op->nresults != niter)
		return count_mismatch(ctx, op, "loop results and region iter_args", op->nresults, niter);
	for (unsigned i = 0; i < niter; i++) {
		if (vs_operand_type(op, 3 + i) != iter[i]->type)
			return type_pair_error(ctx, op, "%u-th init and %u-th region iter_arg have different type: ", i,
			                       vs_operand_type(op, 3 + i), iter[i]->type);
		if (nyield && iter[i]->type != vs_operand_type(yield, i))
			return type_pair_error(ctx, op, "%u-th region iter_arg and %u-th yielded value have different type: ",
			                       i, iter[i]->type, vs_operand_type(yield, i));
	}
	/* MLIR's loop over the results never moves its counter: always 0-th */
	for (unsigned i = 0; i < niter; i++)
		if (iter[i]->type != op->results[i].type)
			return type_pair_error(ctx, op, "%u-th region iter_arg and %u-th loop result have different type: ", 0,
			                       iter[i]->type, op->results[i].type);
	if (!body->nargs || body->args[0]->type != vs_operand_type(op, 0)) {
		ir_emit_op_error(ctx, op, "expected induction variable to be same type as bounds");
		return false;
	}
	return true;
}

/* ---- scf.if ---- */

bool ir_verify_scf_if(IrContext *ctx, IrOp *op)
{
	IrType *cond = vs_operand_type(op, 0);
	if (cond->kind != IR_TYPE_INTEGER || cond->integer.width != 1 || cond->integer.sign != IR_SIGNLESS)
		return operand_must_be(ctx, op, 0, "1-bit signless integer");
	if (!region_has_one_block(ctx, op, 0, "thenRegion"))
		return false;
	for (unsigned i = 0; i < op->nregions; i++) {
		if (op->regions[i].first && op->regions[i].first->nargs) {
			ir_emit_op_error(ctx, op, "region #%u should have no arguments", i);
			return false;
		}
	}
	if (op->nresults && !op->regions[1].first) {
		ir_emit_op_error(ctx, op, "must have an else block if defining values");
		return false;
	}
	return true;
}

/* RegionBranchOpInterface: what each region's scf.yield passes to the
   parent matches its results. */
static bool yields_match_results(IrContext *ctx, IrOp *op)
{
	for (unsigned r = 0; r < op->nregions; r++) {
		IrOp *yield = yield_of(&op->regions[r]);
		if (!yield)
			continue;
		if (yield->noperands != op->nresults) {
			ir_emit_op_error(ctx, op, "along control flow edge from Operation scf.yield to parent: region branch point "
			                 "has %u operands, but region successor needs %u inputs", yield->noperands, op->nresults);
			ir_diag(ctx, IR_DIAG_NOTE, yield->src, yield->src_offset, "region branch point");
			return false;
		}
		for (unsigned i = 0; i < op->nresults; i++) {
			if (vs_operand_type(yield, i) != op->results[i].type) {
				char a[120], b[120];
				snprintf(a, sizeof a, "along control flow edge from Operation scf.yield to parent: successor operand "
				         "type #%u ", i);
				snprintf(b, sizeof b, " should match successor input type #%u ", i);
				vs_error_types(ctx, op, true, a, vs_operand_type(yield, i), b, op->results[i].type, "");
				ir_diag(ctx, IR_DIAG_NOTE, yield->src, yield->src_offset, "region branch point");
				return false;
			}
		}
	}
	return true;
}

bool ir_verify_scf_if_regions(IrContext *ctx, IrOp *op)
{
	return yields_match_results(ctx, op);
}

/* ---- terminators ---- */

bool ir_verify_scf_yield(IrContext *ctx, IrOp *op)
{
	static const char *const parents[] = {"scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while",
	                                      NULL};
	IrOp *parent = ir_op_parent(op);
	for (int i = 0; parent && parents[i]; i++)
		if (!strcmp(parent->name->s, parents[i]))
			return true;
	ir_emit_op_error(ctx, op, "expects parent op to be one of 'scf.execute_region, scf.for, scf.if, "
	                 "scf.index_switch, scf.while'");
	return false;
}

/* ---- scf.execute_region ---- */

bool ir_verify_scf_execute_region(IrContext *ctx, IrOp *op)
{
	IrBlock *entry = op->regions[0].first;
	if (!entry) {
		ir_emit_op_error(ctx, op, "region needs to have at least one block");
		return false;
	}
	if (entry->nargs) {
		ir_emit_op_error(ctx, op, "region cannot have any arguments");
		return false;
	}
	return true;
}
