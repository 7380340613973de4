/* build.c: affine.apply ops that other dialects' patterns build, as
   MLIR's makeComposedFoldedAffineApply (AffineOps.cpp) builds them. */
#include "affine.h"

/* MLIR's foldAttributesIntoMap: the constant operands written into the
   expressions, the others (values[i] set) kept as dims and symbols in
   their order. */
static AffineOperands fold_constants_into_map(IrContext *ctx, const IrAffineMap *m, const int64_t *consts,
                                              IrValue *const *values)
{
	unsigned total = m->ndims + m->nsyms;
	IrAffineExpr **repl = xmalloc((total + 1) * sizeof *repl);
	AffineOperands a = affine_operands_new(ctx, m->nresults, total);
	for (unsigned i = 0; i < total; i++) {
		bool dim = i < m->ndims;
		if (!values[i])
			repl[i] = ir_affine_const(ctx, consts[i]);
		else
			repl[i] = dim ? ir_affine_dim(ctx, a.ndims) : ir_affine_symbol(ctx, a.nsyms);
		if (values[i])
			a.operands[dim ? a.ndims++ : a.ndims + a.nsyms++] = values[i];
	}
	for (unsigned r = 0; r < m->nresults; r++) {
		a.exprs[r] = ir_affine_substitute(ctx, m->results[r], repl, m->ndims, repl + m->ndims, m->nsyms);
		a.failed |= !a.exprs[r];
	}
	free(repl);
	return a;
}

bool affine_build_folded_apply(IrRewriter *rw, IrOp *at, const IrAffineMap *m, const int64_t *consts,
                               IrValue *const *values, IrValue **value, int64_t *constant)
{
	IrContext *ctx = rw->ctx;
	AffineOperands a = fold_constants_into_map(ctx, m, consts, values);
	affine_compose(&a);
	if (a.failed) {
		affine_operands_free(&a);
		return false;
	}
	IrType *index = ir_type_index(ctx);
	IrOpState st = {
		.name = ir_ident_cstr(ctx, "affine.apply"),
		.nresults = 1,
		.result_types = &index,
		.noperands = a.ndims + a.nsyms,
		.operands = a.operands,
		.props = ir_dict_set(ctx, NULL, ir_ident_cstr(ctx, "map"), ir_attr_affine_map(ctx, affine_operands_map(&a))),
		.loc = ir_op_loc(ctx, at),
	};
	IrOp *apply = ir_op_create(ctx, &st);
	affine_operands_free(&a);
	/* MLIR folds the op before anyone hears of it */
	IrFoldResult folded = {0};
	bool folds = ir_op_fold(ctx, apply, &folded) == IR_FOLD_RESULTS &&
	             (folded.value || folded.attr->kind == IR_ATTR_INTEGER);
	*value = folds ? folded.value : ir_op_results(ir_rewriter_insert(rw, apply));
	if (folds && !folded.value)
		*constant = (int64_t)folded.attr->words[0];
	if (folds)
		ir_op_destroy(ctx, apply);
	return true;
}
