/* strided_metadata.c: memref.extract_strided_metadata's folder and the
   reinterpret cast that rebuilds what it extracted (MLIR 22's
   MemRefOps.cpp): an offset, size or stride its source's type knows is
   used as a constant; and whether a reinterpret cast rebuilds what was
   extracted (its pattern is in slices.c). */
#include "memref.h"

/* One entry of MLIR's getConstifiedMixed* lists: a constant, else the
   value that gives it. */
typedef struct {
	bool is_const;
	int64_t c;
	IrValue *v;
} Mixed;

static bool mixed_eq(const Mixed *a, const Mixed *b)
{
	return a->is_const == b->is_const && (a->is_const ? a->c == b->c : a->v == b->v);
}

/* The extracted offset (entry 0), sizes, then strides of op: what the
   source's type knows as constants, else the results. NULL if the type
   has no strides. */
static Mixed *extracted(const IrOp *op)
{
	IrType *t = ir_value_type(ir_op_operand(op, 0));
	unsigned rank = t->shaped.rank;
	int64_t *strides = xmalloc((rank + 1) * sizeof *strides), offset;
	Mixed *m = NULL;
	if (vs_strides_and_offset(t, strides, &offset)) {
		m = xmalloc((2 * rank + 1) * sizeof *m);
		for (unsigned i = 0; i < 2 * rank + 1; i++) {
			int64_t s = i == 0 ? offset : i <= rank ? t->shaped.dims[i - 1] : strides[i - 1 - rank];
			m[i] = (Mixed){s != IR_DYNAMIC, s, &ir_op_results(op)[i + 1]};
		}
	}
	free(strides);
	return m;
}

/* MLIR's ExtractStridedMetadataOp::fold: the uses of a result its source's
   type knows become uses of an index constant made before op (with op's
   location, as a builder without listener makes it). */
IrFoldStatus memref_fold_extract_strided_metadata(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	(void)c, (void)results;
	Mixed *m = extracted(op);
	bool changed = false;
	for (unsigned i = 0; m && i + 1 < op->nresults; i++) {
		IrValue *r = &ir_op_results(op)[i + 1];
		if (!m[i].is_const || !r->uses)
			continue;
		IrType *index = ir_type_index(ctx);
		IrOp *k = arith_materialize_constant(ctx, ir_attr_int(ctx, index, m[i].c), index, ir_op_loc(ctx, op));
		ir_block_insert_before(op, k);
		ir_value_replace_all_uses(r, &ir_op_results(k)[0]);
		changed = true;
	}
	free(m);
	return changed ? IR_FOLD_IN_PLACE : IR_FOLD_FAILED;
}

/* The reinterpret cast's offset, sizes and strides as MLIR's
   getConstifiedMixed* gives them: what its result type knows, the static
   entries and constant operands as constants. */
static Mixed *reinterpreted(IrContext *ctx, const IrOp *op, unsigned rank)
{
	IrType *t = ir_value_type(&ir_op_results(op)[0]);
	int64_t *strides = xmalloc((rank + 1) * sizeof *strides), offset;
	Mixed *m = xmalloc((2 * rank + 1) * sizeof *m);
	bool known = vs_strides_and_offset(t, strides, &offset);
	VsSlice s;
	vs_slice_read(op, 1, &s);
	for (unsigned i = 0; i < 2 * rank + 1; i++) {
		int k = i == 0 ? 0 : i <= rank ? 1 : 2;
		unsigned j = i == 0 ? 0 : i <= rank ? i - 1 : i - 1 - rank;
		int64_t from_type = !known ? IR_DYNAMIC : k == 0 ? offset : k == 1 ? t->shaped.dims[j] : strides[j];
		m[i] = (Mixed){true, from_type, NULL};
		if (from_type == IR_DYNAMIC && !vs_slice_constant(ctx, &s, k, j, &m[i].c))
			m[i] = (Mixed){false, 0, s.dyn[k][j]};
	}
	vs_slice_free(&s);
	free(strides);
	return m;
}

bool memref_rebuilds_extracted(IrContext *ctx, const IrOp *op, const IrOp *ex)
{
	unsigned rank = ir_value_type(ir_op_operand(ex, 0))->shaped.rank;
	if (ir_value_type(&ir_op_results(op)[0])->shaped.rank != rank)
		return false;
	Mixed *a = extracted(ex), *b = a ? reinterpreted(ctx, op, rank) : NULL;
	/* strides, then sizes, then the offset, as MLIR compares them */
	bool same = a != NULL;
	for (unsigned i = 2 * rank + 1; same && i-- > 0;)
		same = mixed_eq(&a[i], &b[i]);
	free(a);
	free(b);
	return same;
}
