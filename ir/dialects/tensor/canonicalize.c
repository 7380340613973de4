/* canonicalize.c: the tensor dialect's folders and canonicalization
   patterns, those of MLIR 22's TensorOps.cpp: identity casts and chains of
   casts, tensor.cast folded into the ops that use it (foldTensorCast),
   tensor.dim of static sizes and of the sizes producers were given
   (tensor.empty, tensor.generate, extract_slice, reshape, ops writing into
   a destination), tensor.extract of constants, from_elements, generate and
   arith.index_cast, from_elements of constants, insertion of a splat's own
   value, rank, splat and gather of constants, tensor.empty and
   tensor.generate of constant sizes made static, bitcast chains,
   single-input concats. */
#include "tensor.h"

static IrValue *operand(const IrOp *op, unsigned i)
{
	return ir_op_operand(op, i);
}

static IrType *result_type(const IrOp *op)
{
	return ir_value_type(&ir_op_results(op)[0]);
}

static IrOp *def_of(const IrValue *v, const char *name)
{
	IrOp *def = ir_value_def(v);
	return def && !strcmp(ir_op_name(def)->s, name) ? def : NULL;
}

static IrFoldStatus fold_to_value(IrFoldResult *results, IrValue *v)
{
	results[0].value = v;
	return v ? IR_FOLD_RESULTS : IR_FOLD_FAILED;
}

static IrFoldStatus fold_to_attr(IrFoldResult *results, IrAttr *a)
{
	results[0].attr = a;
	return a ? IR_FOLD_RESULTS : IR_FOLD_FAILED;
}

/* The constant integer v holds. */
static bool constant_int(IrContext *ctx, IrValue *v, int64_t *out)
{
	IrAttr *c = ir_value_constant(ctx, v);
	if (!c || c->kind != IR_ATTR_INTEGER)
		return false;
	*out = (int64_t)c->words[0];
	return true;
}

/* MLIR's preservesStaticInformation(source, target): ranked tensors of the
   same element type, rank and encoding, target static where source is. */
bool tensor_preserves_static(const IrType *source, const IrType *target)
{
	if (source->kind != IR_TYPE_TENSOR || target->kind != IR_TYPE_TENSOR ||
	    source->shaped.elem != target->shaped.elem || source->shaped.rank != target->shaped.rank ||
	    source->shaped.encoding != target->shaped.encoding)
		return false;
	for (unsigned i = 0; i < source->shaped.rank; i++)
		if (source->shaped.dims[i] != IR_DYNAMIC && target->shaped.dims[i] == IR_DYNAMIC)
			return false;
	return true;
}

bool tensor_cast_loses_only(const IrOp *cast)
{
	return tensor_preserves_static(result_type(cast), ir_value_type(operand(cast, 0)));
}

/* MLIR's reshapeConstantSource: a splat constant at the static type t,
   else NULL. */
IrAttr *tensor_reshape_splat(IrContext *ctx, const IrAttr *c, IrType *t)
{
	if (!c || c->kind != IR_ATTR_DENSE || !c->dense.splat || ir_type_num_elements(t) < 0)
		return NULL;
	return ir_attr_dense(ctx, t, true, ir_dense_data(c), c->dense.nbytes);
}

/* MLIR's foldTensorCast: operands cast from a type with at least as much
   static information take the cast's source. */
static bool fold_tensor_casts(IrOp *op)
{
	bool folded = false;
	for (unsigned i = 0; i < op->noperands; i++) {
		IrOp *cast = def_of(operand(op, i), "tensor.cast");
		if (cast && tensor_cast_loses_only(cast)) {
			ir_op_set_operand(op, i, operand(cast, 0));
			folded = true;
		}
	}
	return folded;
}

/* ---- folders ---- */

/* CastOpInterface's folder: a cast to its source's type. */
IrFoldStatus tensor_fold_cast(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	(void)ctx, (void)c;
	return ir_value_type(operand(op, 0)) == result_type(op) ? fold_to_value(results, operand(op, 0)) : IR_FOLD_FAILED;
}

/* MLIR's tensor DimOp::fold. */
IrFoldStatus tensor_fold_dim(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	IrType *t = ir_value_type(operand(op, 0));
	int64_t i;
	IrFoldStatus st = vs_fold_dim_static(ctx, op, c, IR_TYPE_TENSOR, &i, results);
	if (i < 0)
		return st;
	IrOp *def = ir_value_def(operand(op, 0));
	if (def_of(operand(op, 0), "tensor.generate"))
		return fold_to_value(results, vs_dynamic_size(def, t, (unsigned)i, 0));
	if (def_of(operand(op, 0), "tensor.extract_slice") && ir_value_type(operand(def, 0))->shaped.rank == t->shaped.rank &&
	    vs_dynamic_entry(def, "static_sizes", 2, (unsigned)i))
		return fold_to_value(results, vs_dynamic_entry(def, "static_sizes", 2, (unsigned)i));
	return fold_tensor_casts(op) ? IR_FOLD_IN_PLACE : IR_FOLD_FAILED;
}

/* MLIR's ExtractOp::fold: an element of a splat, of constant elements, or
   of from_elements at constant indices. */
IrFoldStatus tensor_fold_extract(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	IrAttr *t = c[0];
	if (t && t->kind == IR_ATTR_DENSE && t->dense.splat)
		return fold_to_attr(results, vs_dense_element(ctx, t, 0));
	IrType *type = ir_value_type(operand(op, 0));
	unsigned rank = op->noperands - 1;
	if (type->kind != IR_TYPE_TENSOR || type->shaped.rank != rank)
		return IR_FOLD_FAILED;
	int64_t flat = 0, stride = 1;
	for (unsigned i = rank; i-- > 0;) {
		IrAttr *idx = c[1 + i];
		if (!idx || idx->kind != IR_ATTR_INTEGER)
			return IR_FOLD_FAILED;
		int64_t v = (int64_t)idx->words[0];
		if (v < 0 || (type->shaped.dims[i] != IR_DYNAMIC && v >= type->shaped.dims[i]))
			return IR_FOLD_FAILED;
		flat += v * stride;
		stride *= type->shaped.dims[i];
	}
	IrOp *from = def_of(operand(op, 0), "tensor.from_elements");
	if (from)
		return flat < (int64_t)from->noperands ? fold_to_value(results, operand(from, (unsigned)flat)) : IR_FOLD_FAILED;
	if (t && t->kind == IR_ATTR_DENSE && ir_type_num_elements(type) >= 0)
		return fold_to_attr(results, vs_dense_element(ctx, t, (size_t)flat));
	if (t && t->kind == IR_ATTR_SPARSE && ir_type_num_elements(type) >= 0)
		return fold_to_attr(results, vs_sparse_element(ctx, t, (size_t)flat));
	return IR_FOLD_FAILED;
}

/* MLIR's InsertOp::fold: inserting a splat's own value. */
IrFoldStatus tensor_fold_insert(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	(void)op;
	uint64_t a, b;
	if (!c[1] || c[1]->kind != IR_ATTR_DENSE || !c[1]->dense.splat || !vs_scalar_bits(c[0], &a) ||
	    !vs_scalar_bits(vs_dense_element(ctx, c[1], 0), &b) || a != b)
		return IR_FOLD_FAILED;
	return fold_to_attr(results, c[1]);
}

/* MLIR's FromElementsOp::fold: of constant elements, those elements. */
IrFoldStatus tensor_fold_from_elements(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	for (unsigned i = 0; i < op->noperands; i++)
		if (!c[i])
			return IR_FOLD_FAILED;
	return fold_to_attr(results, op->noperands ? vs_dense_of_scalars(ctx, result_type(op), c, op->noperands) : NULL);
}

/* MLIR's SplatOp::fold: a static splat of a constant. */
IrFoldStatus tensor_fold_splat(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	if (!c[0] || ir_type_num_elements(result_type(op)) < 0)
		return IR_FOLD_FAILED;
	return fold_to_attr(results, vs_dense_of_scalars(ctx, result_type(op), c, 1));
}

IrFoldStatus tensor_fold_rank(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	(void)c;
	IrType *t = ir_value_type(operand(op, 0));
	return t->kind == IR_TYPE_TENSOR ? fold_to_attr(results, ir_attr_int(ctx, ir_type_index(ctx), t->shaped.rank))
	                                 : IR_FOLD_FAILED;
}

/* MLIR's ConcatOp::fold: one input of the result's type. */
IrFoldStatus tensor_fold_concat(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	(void)ctx, (void)c;
	if (op->noperands != 1 || ir_value_type(operand(op, 0)) != result_type(op))
		return IR_FOLD_FAILED;
	return fold_to_value(results, operand(op, 0));
}

/* MLIR's BitcastOp folds: to its own type, and of a bitcast back to the
   type it started from. */
IrFoldStatus tensor_fold_bitcast(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	(void)ctx, (void)c;
	if (ir_value_type(operand(op, 0)) == result_type(op))
		return fold_to_value(results, operand(op, 0));
	return IR_FOLD_FAILED;
}

/* Is v (of a from_elements building the shape of a reshape of source)
   size i of source: that constant, or a dim of source at constant i? */
static bool is_own_size(IrContext *ctx, IrValue *v, IrValue *source, unsigned i)
{
	int64_t c;
	if (constant_int(ctx, v, &c))
		return c == ir_value_type(source)->shaped.dims[i];
	IrOp *dim = def_of(v, "tensor.dim");
	return dim && operand(dim, 0) == source && constant_int(ctx, operand(dim, 1), &c) && c == (int64_t)i;
}

/* MLIR's ReshapeOp::fold: a static reshape of a splat is a splat; a
   reshape of a reshape reshapes the first one's source; a reshape to the
   source's own ranked type is the source when it is 1-D or when its shape
   lists the source's own sizes. */
IrFoldStatus tensor_fold_reshape(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	IrType *t = result_type(op);
	IrAttr *splat = tensor_reshape_splat(ctx, c[0], t);
	if (splat)
		return fold_to_attr(results, splat);
	IrOp *inner = def_of(operand(op, 0), "tensor.reshape");
	if (inner) {
		ir_op_set_operand(op, 0, operand(inner, 0));
		return IR_FOLD_IN_PLACE;
	}
	IrValue *src = operand(op, 0);
	if (ir_value_type(src) != t || t->kind != IR_TYPE_TENSOR)
		return IR_FOLD_FAILED;
	if (t->shaped.rank == 1)
		return fold_to_value(results, src);
	IrOp *from = def_of(operand(op, 1), "tensor.from_elements");
	if (!from || from->noperands != t->shaped.rank)
		return IR_FOLD_FAILED;
	for (unsigned i = 0; i < from->noperands; i++)
		if (!is_own_size(ctx, operand(from, i), src, i))
			return IR_FOLD_FAILED;
	return fold_to_value(results, src);
}

/* MLIR's GatherOp::fold: a gather of a splat constant. */
IrFoldStatus tensor_fold_gather(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	return fold_to_attr(results, tensor_reshape_splat(ctx, c[0], result_type(op)));
}

/* ---- patterns ---- */

/* A new op `name` before op, of one result of type t. */
static IrValue *create(IrRewriter *rw, IrOp *op, const char *name, IrType *t, unsigned n, IrValue *const *operands)
{
	IrOpState st = {.name = ir_ident_cstr(rw->ctx, name), .nresults = 1, .result_types = &t, .noperands = n,
	                .operands = (IrValue **)operands, .loc = ir_op_loc(rw->ctx, op)};
	return &ir_op_results(ir_rewriter_create(rw, &st))[0];
}

/* A copy of op (one result, of type t) whose first operand is src. */
static IrValue *rebuilt_on(IrRewriter *rw, IrOp *op, IrValue *src, IrType *t)
{
	IrValue **ops = xmalloc((op->noperands + 1) * sizeof *ops);
	ops[0] = src;
	for (unsigned i = 1; i < op->noperands; i++)
		ops[i] = operand(op, i);
	IrValue *v = create(rw, op, ir_op_name(op)->s, t, op->noperands, ops);
	free(ops);
	return v;
}

/* op rebuilt (same name and type) on the source of `inner`, the op that
   defines its first operand: the patterns that look through a cast. */
static bool rebuild_on_source(IrRewriter *rw, IrOp *op, IrOp *inner)
{
	ir_rewriter_replace_op_with(rw, op, rebuilt_on(rw, op, operand(inner, 0), result_type(op)));
	return true;
}

/* MLIR's joinShapes: the shape both types may have, NULL when they cannot
   agree. */
static IrType *join_shapes(IrContext *ctx, IrType *a, IrType *b)
{
	if (a == b)
		return a;
	if (a->kind == IR_TYPE_UNRANKED_TENSOR)
		return b;
	if (b->kind == IR_TYPE_UNRANKED_TENSOR)
		return a;
	if (a->shaped.rank != b->shaped.rank)
		return NULL;
	int64_t *dims = xmalloc((a->shaped.rank + 1) * sizeof *dims);
	bool ok = true;
	for (unsigned i = 0; i < a->shaped.rank && ok; i++) {
		int64_t x = a->shaped.dims[i], y = b->shaped.dims[i];
		dims[i] = x == IR_DYNAMIC ? y : x;
		ok = x == IR_DYNAMIC || y == IR_DYNAMIC || x == y;
	}
	IrType *t = ok ? ir_type_tensor(ctx, a->shaped.rank, dims, a->shaped.elem, NULL) : NULL;
	free(dims);
	return t;
}

/* ChainedTensorCast: a cast of a cast casts the first one's source, when
   the middle type tells nothing the two others do not. */
static bool chained_cast(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	IrOp *inner = def_of(operand(op, 0), "tensor.cast");
	if (!inner)
		return false;
	IrType *src = ir_value_type(operand(inner, 0)), *mid = result_type(inner), *res = result_type(op);
	IrType *first = join_shapes(ctx, src, mid);
	first = first ? join_shapes(ctx, first, res) : NULL;
	return first && first == join_shapes(ctx, src, res) && rebuild_on_source(rw, op, inner);
}

/* FoldEmptyTensorWithCastOp: a cast of a tensor.empty to a more static
   type is an empty tensor of that type. */
static bool empty_of_cast(IrRewriter *rw, IrOp *op)
{
	IrOp *empty = def_of(operand(op, 0), "tensor.empty");
	IrType *from = ir_value_type(operand(op, 0)), *to = result_type(op);
	if (!empty || !tensor_preserves_static(from, to))
		return false;
	IrValue **sizes = xmalloc((empty->noperands + 1) * sizeof *sizes);
	unsigned n = 0, k = 0;
	for (unsigned i = 0; i < to->shaped.rank; i++) {
		if (from->shaped.dims[i] != IR_DYNAMIC)
			continue;
		IrValue *v = operand(empty, k++);
		if (to->shaped.dims[i] == IR_DYNAMIC)
			sizes[n++] = v;
	}
	IrType *t = ir_type_tensor(rw->ctx, to->shaped.rank, to->shaped.dims, to->shaped.elem, NULL);
	ir_rewriter_replace_op_with(rw, op, create(rw, op, "tensor.empty", t, n, sizes));
	free(sizes);
	return true;
}

/* DimOfCastOp: the dim of a cast is the dim of its source. */
static bool dim_of_cast(IrRewriter *rw, IrOp *op)
{
	IrOp *cast = def_of(operand(op, 0), "tensor.cast");
	return cast && rebuild_on_source(rw, op, cast);
}

/* The destination that an op of MLIR's DestinationStyleOpInterface
   (tensor.insert, tensor.insert_slice, scf.forall) ties to its result v,
   or NULL. */
static IrValue *tied_destination(IrValue *v)
{
	IrOp *def = ir_value_def(v);
	if (!def)
		return NULL;
	if (!strcmp(ir_op_name(def)->s, "tensor.insert") || !strcmp(ir_op_name(def)->s, "tensor.insert_slice"))
		return operand(def, 1);
	if (!strcmp(ir_op_name(def)->s, "scf.forall")) /* its shared outputs, operand group 3 */
		return operand(def, vs_group(def, 3).start + v->index);
	return NULL;
}

/* DimOfDestStyleOp: the dim of what an op writes into a destination is
   the dim of that destination. */
static bool dim_of_dest(IrRewriter *rw, IrOp *op)
{
	IrValue *dest = tied_destination(operand(op, 0));
	if (!dest)
		return false;
	ir_op_set_operand(op, 0, dest);
	ir_rewriter_modified(rw, op);
	return true;
}

/* DimOfReshapeOp: the dim of a reshape is an element of its shape. */
static bool dim_of_reshape(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	IrOp *reshape = def_of(operand(op, 0), "tensor.reshape");
	if (!reshape)
		return false;
	if (op->next)
		ir_rewriter_set_insertion_before(rw, ir_op_next(op));
	else
		*rw = (IrRewriter){ctx, NULL, ir_op_block(op), rw->listener};
	IrValue *shape = operand(reshape, 1), *ops[2] = {shape, operand(op, 1)};
	IrType *index = ir_type_index(ctx);
	IrValue *v = create(rw, op, "tensor.extract", ir_value_type(shape)->shaped.elem, 2, ops);
	if (ir_value_type(v) != index)
		v = create(rw, op, "arith.index_cast", index, 1, &v);
	ir_rewriter_replace_op_with(rw, op, v);
	return true;
}

/* FoldEmptyTensorWithDimOp: the dim of a tensor.empty at a dynamic
   dimension is the size it was given. */
static bool dim_of_empty(IrRewriter *rw, IrOp *op)
{
	IrOp *empty = def_of(operand(op, 0), "tensor.empty");
	int64_t i;
	if (!empty || !constant_int(rw->ctx, operand(op, 1), &i))
		return false;
	IrType *t = result_type(empty);
	if (i < 0 || i >= (int64_t)t->shaped.rank || t->shaped.dims[i] != IR_DYNAMIC)
		return false;
	ir_rewriter_replace_op_with(rw, op, vs_dynamic_size(empty, t, (unsigned)i, 0));
	return true;
}

/* The type of an op of shape t whose dynamic sizes (operands from first
   on) that are constants of at least 0 become static; the others in
   *kept (n of them). */
static IrType *static_sizes(IrContext *ctx, const IrOp *op, const IrType *t, unsigned first, IrValue **kept,
                            unsigned *n)
{
	int64_t *dims = xmalloc((t->shaped.rank + 1) * sizeof *dims);
	unsigned k = first;
	*n = 0;
	for (unsigned i = 0; i < t->shaped.rank; i++) {
		dims[i] = t->shaped.dims[i];
		if (dims[i] != IR_DYNAMIC || k >= op->noperands)
			continue;
		IrValue *v = operand(op, k++);
		int64_t c;
		if (constant_int(ctx, v, &c) && c >= 0)
			dims[i] = c;
		else
			kept[(*n)++] = v;
	}
	IrType *s = ir_type_tensor(ctx, t->shaped.rank, dims, t->shaped.elem, t->shaped.encoding);
	free(dims);
	return s;
}

/* A cast of v back to op's type replaces op. */
static void replace_by_cast(IrRewriter *rw, IrOp *op, IrValue *v)
{
	ir_rewriter_replace_op_with(rw, op, create(rw, op, "tensor.cast", result_type(op), 1, &v));
}

/* ReplaceEmptyTensorStaticShapeDims: constant sizes of a tensor.empty made
   static, and a cast back. */
static bool empty_static_sizes(IrRewriter *rw, IrOp *op)
{
	IrValue **kept = xmalloc((op->noperands + 1) * sizeof *kept);
	unsigned n;
	IrType *t = static_sizes(rw->ctx, op, result_type(op), 0, kept, &n);
	bool changed = t != result_type(op);
	if (changed)
		replace_by_cast(rw, op, create(rw, op, "tensor.empty", t, n, kept));
	free(kept);
	return changed;
}

/* StaticTensorGenerate: likewise for tensor.generate, its body moved. */
static bool generate_static_sizes(IrRewriter *rw, IrOp *op)
{
	IrValue **kept = xmalloc((op->noperands + 1) * sizeof *kept);
	unsigned n;
	IrType *t = static_sizes(rw->ctx, op, result_type(op), 0, kept, &n);
	bool changed = t != result_type(op);
	if (changed) {
		IrOpState st = {.name = ir_op_name(op), .nresults = 1, .result_types = &t, .noperands = n, .operands = kept,
		                .nregions = 1, .loc = ir_op_loc(rw->ctx, op)};
		IrOp *gen = ir_op_create(rw->ctx, &st);
		ir_region_take_body(rw->ctx, &ir_op_regions(gen)[0], &ir_op_regions(op)[0]);
		ir_rewriter_insert(rw, gen);
		replace_by_cast(rw, op, &ir_op_results(gen)[0]);
	}
	free(kept);
	return changed;
}

/* ExtractFromTensorCast: extracting from a cast of a ranked tensor
   extracts from its source. */
static bool extract_of_cast(IrRewriter *rw, IrOp *op)
{
	IrOp *cast = def_of(operand(op, 0), "tensor.cast");
	return cast && ir_value_type(operand(cast, 0))->kind == IR_TYPE_TENSOR && rebuild_on_source(rw, op, cast);
}

/* ExtractElementFromIndexCast: an extract of an arith.index_cast of a
   tensor is the index_cast of the extract of its input. */
static bool extract_of_index_cast(IrRewriter *rw, IrOp *op)
{
	IrOp *cast = def_of(operand(op, 0), "arith.index_cast");
	if (!cast)
		return false;
	IrValue *v = rebuilt_on(rw, op, operand(cast, 0), ir_value_type(operand(cast, 0))->shaped.elem);
	ir_rewriter_replace_op_with(rw, op, create(rw, op, "arith.index_cast", result_type(op), 1, &v));
	return true;
}

/* ExtractFromTensorGenerate: the element a tensor.generate without side
   effects makes at the extract's indices, its body computed before the
   extract.  The body of a copy of the generate is moved there, so that
   what its ops nest is copied too. */
static bool extract_of_generate(IrRewriter *rw, IrOp *op)
{
	IrOp *gen = def_of(operand(op, 0), "tensor.generate");
	if (!gen || !ir_op_would_be_trivially_dead(gen))
		return false;
	IrOp *copy = ir_op_clone(rw->ctx, gen);
	IrBlock *body = ir_region_first(&ir_op_regions(copy)[0]);
	IrOp *yield = ir_block_last(body);
	IrValue **indices = xmalloc(op->noperands * sizeof *indices);
	for (unsigned i = 1; i < op->noperands; i++)
		indices[i - 1] = operand(op, i);
	ir_rewriter_inline_block_before(rw, body, op, indices);
	free(indices);
	ir_rewriter_replace_op_with(rw, op, operand(yield, 0));
	ir_rewriter_erase_op(rw, yield);
	ir_op_destroy(rw->ctx, copy);
	return true;
}

/* ChainedTensorBitcast: a bitcast of a bitcast casts the first one's source. */
static bool chained_bitcast(IrRewriter *rw, IrOp *op)
{
	IrOp *inner = def_of(operand(op, 0), "tensor.bitcast");
	return inner && rebuild_on_source(rw, op, inner);
}

/* SingleInputConcatOp: a concat of one input is a cast of it. */
static bool single_input_concat(IrRewriter *rw, IrOp *op)
{
	if (op->noperands != 1)
		return false;
	replace_by_cast(rw, op, operand(op, 0));
	return true;
}

#define END {NULL, 0, NULL}
const IrPattern tensor_cast_patterns[] = {
	{"ChainedTensorCast", 1, chained_cast}, {"TensorCastExtractSlice", 1, tensor_cast_of_extract_slice},
	{"FoldEmptyTensorWithCastOp", 1, empty_of_cast}, END};
const IrPattern tensor_dim_patterns[] = {
	{"DimOfCastOp", 1, dim_of_cast}, {"DimOfDestStyleOp", 1, dim_of_dest},
	{"DimOfReshapeOp", 1, dim_of_reshape}, {"FoldEmptyTensorWithDimOp", 1, dim_of_empty}, END};
const IrPattern tensor_empty_patterns[] = {{"ReplaceEmptyTensorStaticShapeDims", 1, empty_static_sizes}, END};
const IrPattern tensor_generate_patterns[] = {{"StaticTensorGenerate", 1, generate_static_sizes}, END};
/* MLIR registers the last two on from_elements and generate; they match extracts. */
const IrPattern tensor_extract_patterns[] = {
	{"ExtractFromTensorCast", 1, extract_of_cast},
	{"(anonymous namespace)::ExtractElementFromIndexCast", 1, extract_of_index_cast},
	{"(anonymous namespace)::ExtractFromTensorGenerate", 1, extract_of_generate}, END};
const IrPattern tensor_bitcast_patterns[] = {{"ChainedTensorBitcast", 1, chained_bitcast}, END};
const IrPattern tensor_concat_patterns[] = {{"SingleInputConcatOp", 1, single_input_concat}, END};
