/* verify_tosa_ops.c: the verify() methods of TOSA ops, in MLIR 22's words
   and order. */
#include "verify_tosa.h"

/* ---- control flow ---- */

/* A list of values: a block's arguments, a terminator's operands or an
   op's operands or results from `first` on. */
typedef struct {
	const char *name;
	unsigned n;
	IrValue **args;     /* block arguments, or */
	IrUse *uses;        /* operands, or */
	IrValue *results;   /* results */
} ValueList;

static IrType *list_type(const ValueList *l, unsigned i)
{
	if (l->args)
		return l->args[i]->type;
	if (l->uses)
		return l->uses[i].value->type;
	return l->results[i].type;
}

static ValueList block_args(const char *name, const IrRegion *r)
{
	IrBlock *b = r->first;
	return (ValueList){name, b ? b->nargs : 0, b ? b->args : NULL, NULL, NULL};
}

/* The region's tosa.yield, NULL when its block ends otherwise (the
   terminator's own checks report that). */
static IrOp *yield_of(const IrRegion *r)
{
	IrOp *t = r->first ? r->first->last : NULL;
	return t && !strcmp(t->name->s, "tosa.yield") ? t : NULL;
}

static ValueList yielded(const char *name, IrOp *yield)
{
	return (ValueList){name, yield->noperands, NULL, yield->operands, NULL};
}

static ValueList operands_from(const char *name, IrOp *op, unsigned first)
{
	return (ValueList){name, op->noperands - first, NULL, op->operands + first, NULL};
}

static ValueList results_of(const char *name, IrOp *op)
{
	return (ValueList){name, op->nresults, NULL, NULL, op->results};
}

/* MLIR's errorIfTypeOrShapeMismatch for two types; false without a
   message when either is not shaped, as MLIR does. */
bool tosa_same_type_and_shape(IrContext *ctx, IrOp *op, IrType *a, const char *na, IrType *b, const char *nb)
{
	if (!ir_type_is_shaped(a) || !ir_type_is_shaped(b))
		return false;
	if (tosa_elem(a) != tosa_elem(b)) {
		ir_emit_op_error(ctx, op, "require same element type for %s ('%s') and %s ('%s')", na,
		                 tosa_type_str(tosa_elem(a), 0), nb, tosa_type_str(tosa_elem(b), 1));
		return false;
	}
	if (!tosa_shapes_compatible(a, b)) {
		ir_emit_op_error(ctx, op, "require same shapes for %s ('%s') and %s ('%s')", na, tosa_type_str(a, 0), nb,
		                 tosa_type_str(b, 1));
		return false;
	}
	return true;
}

static bool lists_match(IrContext *ctx, IrOp *op, ValueList a, ValueList b)
{
	if (a.n != b.n) {
		ir_emit_op_error(ctx, op, "require same number of values in %s (%u) and %s (%u)", a.name, a.n, b.name, b.n);
		return false;
	}
	for (unsigned i = 0; i < a.n; i++)
		if (!tosa_same_type_and_shape(ctx, op, list_type(&a, i), a.name, list_type(&b, i), b.name))
			return false;
	return true;
}

/* A statically shaped type of more than one element (MLIR's
   errorIfShapeNotSizeOne). */
static bool not_size_one(const IrType *t)
{
	int64_t n = tosa_ranked(t) ? ir_type_num_elements(t) : -1;
	return n >= 0 && n != 1;
}

bool tosa_verify_cond_if(IrContext *ctx, IrOp *op)
{
	if (op->nregions < 2 || !op->noperands)
		return true;
	ValueList inputs = operands_from("'input_list'", op, 1), outputs = results_of("'output_list'", op);
	IrOp *then_yield = yield_of(&op->regions[0]), *else_yield = yield_of(&op->regions[1]);
	if (!lists_match(ctx, op, block_args("'then_graph' arguments", &op->regions[0]), inputs) ||
	    !lists_match(ctx, op, block_args("'else_graph' arguments", &op->regions[1]), inputs) ||
	    (then_yield && !lists_match(ctx, op, yielded("'then_graph' results", then_yield), outputs)) ||
	    (else_yield && !lists_match(ctx, op, yielded("'else_graph' results", else_yield), outputs)))
		return false;
	IrType *cond = tosa_operand_type(op, 0);
	if (not_size_one(cond)) {
		ir_emit_op_error(ctx, op, "'condition' must be a size 1 tensor, got '%s'", tosa_type_str(cond, 0));
		return false;
	}
	return true;
}

bool tosa_verify_while(IrContext *ctx, IrOp *op)
{
	if (op->nregions < 2)
		return true;
	ValueList inputs = operands_from("'input_list'", op, 0);
	IrOp *cond_yield = yield_of(&op->regions[0]), *body_yield = yield_of(&op->regions[1]);
	if (!lists_match(ctx, op, inputs, results_of("'output_list'", op)) ||
	    !lists_match(ctx, op, block_args("'cond_graph' arguments", &op->regions[0]), inputs) ||
	    !lists_match(ctx, op, block_args("'body_graph' arguments", &op->regions[1]), inputs) ||
	    (body_yield && !lists_match(ctx, op, yielded("'body_graph' results", body_yield), inputs)))
		return false;
	if (!cond_yield)
		return true;
	ValueList cond = yielded("'cond_graph' results", cond_yield);
	if (cond.n != 1) {
		ir_emit_op_error(ctx, op, "require 'cond_graph' only have one result");
		return false;
	}
	IrType *t = list_type(&cond, 0);
	if (not_size_one(t)) {
		ir_emit_op_error(ctx, op, "'cond_graph' result must be a size 1 tensor, got '%s'", tosa_type_str(t, 0));
		return false;
	}
	IrType *e = tosa_elem(t);
	if (e->kind != IR_TYPE_INTEGER || e->integer.width != 1) {
		ir_emit_op_error(ctx, op, "'cond_graph' result must be a boolean tensor, got '%s'", tosa_type_str(t, 0));
		return false;
	}
	return true;
}
