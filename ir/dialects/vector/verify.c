/* verify.c: the checks of vector.extract and vector.insert, in MLIR 22's
   words and order: the element types (ODS), the positions (the ops'
   verify()), then for extract the result type inferred from the
   positions (InferTypeOpInterface). */
#include "vector.h"

/* ODS's AnyVectorOfAnyRank of what (`operand #0`) */
static bool is_vector(IrContext *ctx, IrOp *op, const char *what, IrType *t)
{
	return t->kind == IR_TYPE_VECTOR || vt_op_error(ctx, op, "%s must be vector of any type values, but got %T", what, t);
}

/* The static positions, and whether each IR_DYNAMIC one has its operand. */
static const IrAttr *positions(IrContext *ctx, IrOp *op, unsigned ndynamic)
{
	const IrAttr *st = ir_op_get_attr(op, "static_position");
	unsigned markers = 0;
	for (unsigned i = 0; i < st->darray.n; i++)
		markers += (int64_t)st->darray.elems[i] == IR_DYNAMIC;
	if (markers == ndynamic)
		return st;
	vt_op_error(ctx, op, "mismatch between dynamic and static positions (kDynamic marker but no corresponding "
	            "dynamic position) -- this can only happen due to an incorrect fold/rewrite");
	return NULL;
}

/* Each constant position within its dimension, or poison (-1) where
   `poison` says so. */
static bool positions_in_range(IrContext *ctx, IrOp *op, const IrAttr *st, const IrType *vec, const char *what)
{
	for (unsigned i = 0; i < st->darray.n; i++) {
		int64_t pos = (int64_t)st->darray.elems[i];
		if (pos == IR_DYNAMIC || pos == -1 || (pos >= 0 && pos < vec->shaped.dims[i]))
			continue;
		return vt_op_error(ctx, op, "expected position attribute #%u to be a non-negative integer smaller than the "
		                   "corresponding %s", i + 1, what);
	}
	return true;
}

/* ExtractOp::isCompatibleReturnTypes: equal, or a scalar for a vector of
   one element. */
static bool one_element_of(const IrType *v, const IrType *s)
{
	return v->kind == IR_TYPE_VECTOR && v->shaped.rank == 1 && v->shaped.dims[0] == 1 && v->shaped.elem == s;
}

bool ir_verify_vector_extract(IrContext *ctx, IrOp *op)
{
	IrType *src = ir_value_type(ir_op_operand(op, 0)), *res = ir_value_type(&ir_op_results(op)[0]);
	if (!is_vector(ctx, op, "operand #0", src))
		return false;
	if (vt_elem_or_self(res) != src->shaped.elem)
		return vt_op_error(ctx, op, "failed to verify that operand and result have same element type");
	if (res->kind == IR_TYPE_VECTOR && res->shaped.rank == 0) {
		ir_diag_op(ctx, IR_DIAG_ERROR, op, "expected a scalar instead of a 0-d vector as the result type");
		return false;
	}
	const IrAttr *st = positions(ctx, op, op->noperands - 1);
	if (!st)
		return false;
	if (st->darray.n > src->shaped.rank)
		return vt_op_error(ctx, op, "expected position attribute of rank no greater than vector rank");
	if (!positions_in_range(ctx, op, st, src, "vector dimension or poison (-1)"))
		return false;
	unsigned n = st->darray.n;
	IrType *inferred = n == src->shaped.rank
	                       ? src->shaped.elem
	                       : ir_type_vector(ctx, src->shaped.rank - n, src->shaped.dims + n,
	                                        src->shaped.scalable ? src->shaped.scalable + n : NULL, src->shaped.elem);
	if (inferred == res || one_element_of(inferred, res) || one_element_of(res, inferred))
		return true;
	return vt_inferred_types_error(ctx, op, &inferred, 1);
}

bool ir_verify_vector_insert(IrContext *ctx, IrOp *op)
{
	IrType *value = ir_value_type(ir_op_operand(op, 0)), *dest = ir_value_type(ir_op_operand(op, 1));
	if (!is_vector(ctx, op, "operand #1", dest) || !is_vector(ctx, op, "result #0", ir_value_type(&ir_op_results(op)[0])))
		return false;
	if (vt_elem_or_self(value) != dest->shaped.elem)
		return vt_op_error(ctx, op, "failed to verify that source operand and result have same element type");
	if (value->kind == IR_TYPE_VECTOR && value->shaped.rank == 0) {
		ir_diag_op(ctx, IR_DIAG_ERROR, op, "expected a scalar instead of a 0-d vector as the source operand");
		return false;
	}
	const IrAttr *st = positions(ctx, op, op->noperands - 2);
	if (!st)
		return false;
	unsigned n = st->darray.n, value_rank = value->kind == IR_TYPE_VECTOR ? value->shaped.rank : 0;
	if (n > dest->shaped.rank)
		return vt_op_error(ctx, op, "expected position attribute of rank no greater than dest vector rank");
	if (value->kind == IR_TYPE_VECTOR && value_rank + n != dest->shaped.rank)
		return vt_op_error(ctx, op, "expected position attribute rank + source rank to match dest vector rank");
	if (value->kind != IR_TYPE_VECTOR && n != dest->shaped.rank)
		return vt_op_error(ctx, op, "expected position attribute rank to match the dest vector rank");
	return positions_in_range(ctx, op, st, dest, "dest vector dimension");
}
