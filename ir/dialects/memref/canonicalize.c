/* canonicalize.c: the memref dialect's folders and canonicalization
   patterns, those of MLIR 22's MemRefOps.cpp: memref.cast folded into the
   ops that use it (foldMemRefCast) and into itself, identity casts,
   memref.dim of a static size or of the size an allocation, view or
   subview was given (not a reinterpret cast's, as MLIR 22 has it), memref.rank, allocations whose sizes are constants made
   static, allocations only stored into and freed removed, copies that do
   nothing removed, transposes composed, reinterpret casts of casts and
   views, and identity reshapes. */
#include "memref.h"

static IrValue *operand(const IrOp *op, unsigned i)
{
	return ir_op_operand(op, i);
}

static IrType *result_type(const IrOp *op)
{
	return ir_value_type(&ir_op_results(op)[0]);
}

static bool is_op(const IrOp *op, const char *name)
{
	return op && !strcmp(ir_op_name(op)->s, name);
}

static IrOp *def_of(const IrValue *v, const char *name)
{
	IrOp *def = ir_value_def(v);
	return is_op(def, name) ? def : NULL;
}

/* The constant integer v holds (m_ConstantInt). */
static bool constant_int(IrContext *ctx, IrValue *v, int64_t *out)
{
	IrAttr *c = ir_value_constant(ctx, v);
	if (!c || c->kind != IR_ATTR_INTEGER)
		return false;
	*out = (int64_t)c->words[0];
	return true;
}

bool memref_fold_casts(IrOp *op, IrValue *inner)
{
	bool folded = false;
	for (unsigned i = 0; i < op->noperands; i++) {
		IrValue *v = operand(op, i);
		IrOp *cast = def_of(v, "memref.cast");
		if (!cast || v == inner || ir_value_type(operand(cast, 0))->kind == IR_TYPE_UNRANKED_MEMREF)
			continue;
		ir_op_set_operand(op, i, operand(cast, 0));
		folded = true;
	}
	return folded;
}

IrFoldStatus memref_fold_cast_operands(IrContext *ctx, IrOp *op, IrAttr *const *constants, IrFoldResult *results)
{
	(void)ctx, (void)constants, (void)results;
	bool stores = is_op(op, "memref.store") || is_op(op, "memref.atomic_rmw");
	return memref_fold_casts(op, stores ? operand(op, 0) : NULL) ? IR_FOLD_IN_PLACE : IR_FOLD_FAILED;
}

/* CastOpInterface's folder: a cast to the type it casts from is its source. */
static IrFoldStatus fold_identity_cast(IrOp *op, IrFoldStatus st, IrFoldResult *results)
{
	if (ir_value_type(operand(op, 0)) != result_type(op))
		return st;
	results[0].value = operand(op, 0);
	return IR_FOLD_RESULTS;
}

/* memref.cast of a cast casts the first one's source (then perhaps to its
   own type). */
IrFoldStatus memref_fold_cast(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	(void)ctx, (void)c;
	return fold_identity_cast(op, memref_fold_casts(op, NULL) ? IR_FOLD_IN_PLACE : IR_FOLD_FAILED, results);
}

/* memory_space_cast(memory_space_cast(v)) casts v. */
IrFoldStatus memref_fold_memory_space_cast(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	(void)ctx, (void)c;
	IrOp *inner = def_of(operand(op, 0), "memref.memory_space_cast");
	if (inner)
		ir_op_set_operand(op, 0, operand(inner, 0));
	return fold_identity_cast(op, inner ? IR_FOLD_IN_PLACE : IR_FOLD_FAILED, results);
}

static IrFoldStatus fold_to_value(IrFoldResult *results, IrValue *v)
{
	results[0].value = v;
	return v ? IR_FOLD_RESULTS : IR_FOLD_FAILED;
}

/* MLIR's DimOp::fold. */
IrFoldStatus memref_fold_dim(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	IrType *t = ir_value_type(operand(op, 0));
	int64_t i;
	IrFoldStatus st = vs_fold_dim_static(ctx, op, c, IR_TYPE_MEMREF, &i, results);
	if (i < 0)
		return st;
	IrOp *def = ir_value_def(operand(op, 0));
	if (is_op(def, "memref.alloc") || is_op(def, "memref.alloca"))
		return fold_to_value(results, vs_dynamic_size(def, t, (unsigned)i, 0));
	if (is_op(def, "memref.view"))
		return fold_to_value(results, vs_dynamic_size(def, t, (unsigned)i, 2));
	if (is_op(def, "memref.subview")) {
		/* the source dimension that result dimension i is */
		IrType *src = ir_value_type(operand(def, 0));
		unsigned n;
		const int64_t *sizes = vs_i64s(ir_op_get_attr(def, "static_sizes"), &n);
		bool dropped[VS_MAX_RANK] = {false};
		if (src->shaped.rank > VS_MAX_RANK || n != src->shaped.rank ||
		    (t->shaped.rank != n && !vs_rank_reduction_mask(sizes, n, t->shaped.dims, t->shaped.rank, dropped)))
			return IR_FOLD_FAILED;
		unsigned k = 0, s = 0;
		for (; s < n; s++)
			if (!dropped[s] && k++ == (unsigned)i)
				break;
		return fold_to_value(results, vs_dynamic_entry(def, "static_sizes", 2, s));
	}
	return memref_fold_casts(op, NULL) ? IR_FOLD_IN_PLACE : IR_FOLD_FAILED;
}

IrFoldStatus memref_fold_rank(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	(void)c;
	IrType *t = ir_value_type(operand(op, 0));
	if (t->kind != IR_TYPE_MEMREF)
		return IR_FOLD_FAILED;
	results[0].attr = ir_attr_int(ctx, ir_type_index(ctx), t->shaped.rank);
	return IR_FOLD_RESULTS;
}

/* MLIR's TransposeOp::fold: an identity permutation that keeps the type
   goes; a transpose of a transpose is one transpose. */
IrFoldStatus memref_fold_transpose(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	(void)c;
	IrAffineMap *perm = ir_op_get_attr(op, "permutation")->map;
	if (ir_affine_map_is_identity(perm) && !perm->nsyms && result_type(op) == ir_value_type(operand(op, 0)))
		return fold_to_value(results, operand(op, 0));
	IrOp *inner = def_of(operand(op, 0), "memref.transpose");
	IrAffineMap *composed = inner ? ir_affine_map_compose(ctx, perm, ir_op_get_attr(inner, "permutation")->map) : NULL;
	if (!composed)
		return IR_FOLD_FAILED;
	ir_op_set_operand(op, 0, operand(inner, 0));
	ir_op_set_attr(ctx, op, ir_ident_cstr(ctx, "permutation"), ir_attr_affine_map(ctx, composed));
	return IR_FOLD_IN_PLACE;
}

/* MLIR's ReinterpretCastOp::fold: a reinterpret cast of a reinterpret
   cast, a cast or a subview at offset 0 reinterprets their source; one
   that changes nothing is its source. */
IrFoldStatus memref_fold_reinterpret_cast(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	(void)ctx, (void)c;
	IrValue *src = operand(op, 0);
	IrOp *def = ir_value_def(src);
	IrValue *prev = NULL;
	if (is_op(def, "memref.reinterpret_cast") || is_op(def, "memref.cast")) {
		prev = operand(def, 0);
	} else if (is_op(def, "memref.subview")) {
		unsigned n;
		const int64_t *offsets = vs_i64s(ir_op_get_attr(def, "static_offsets"), &n);
		bool zero = true;
		for (unsigned i = 0; i < n; i++) {
			int64_t v = offsets[i];
			zero &= v == 0 || (v == IR_DYNAMIC && constant_int(ctx, vs_dynamic_entry(def, "static_offsets", 1, i), &v) && v == 0);
		}
		prev = zero ? operand(def, 0) : NULL;
	}
	if (prev) {
		ir_op_set_operand(op, 0, prev);
		return IR_FOLD_IN_PLACE;
	}
	IrType *t = result_type(op);
	unsigned n;
	const int64_t *offsets = vs_i64s(ir_op_get_attr(op, "static_offsets"), &n);
	if (ir_type_num_elements(t) < 0 || ir_value_type(src) != t || !n || offsets[0] != 0)
		return IR_FOLD_FAILED;
	return fold_to_value(results, src);
}

/* MLIR's AssumeAlignmentOp::fold: assuming the same alignment twice. */
IrFoldStatus memref_fold_assume_alignment(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	(void)ctx, (void)c;
	IrOp *inner = def_of(operand(op, 0), "memref.assume_alignment");
	if (!inner || ir_op_get_attr(inner, "alignment") != ir_op_get_attr(op, "alignment"))
		return IR_FOLD_FAILED;
	return fold_to_value(results, operand(op, 0));
}

/* ---- patterns ---- */

/* SimplifyAllocConst: constant non-negative sizes of an allocation become
   static dimensions, and a cast gives back the type it had. */
static bool alloc_const(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	IrType *t = result_type(op);
	VsGroup sizes = vs_group(op, 0), syms = vs_group(op, 1);
	int64_t *dims = xmalloc((t->shaped.rank + 1) * sizeof *dims);
	IrValue **ops = xmalloc((op->noperands + 1) * sizeof *ops);
	unsigned k = 0, n = 0;
	bool folded = false;
	for (unsigned d = 0; d < t->shaped.rank; d++) {
		dims[d] = t->shaped.dims[d];
		if (dims[d] != IR_DYNAMIC || k >= sizes.n)
			continue;
		IrValue *v = operand(op, sizes.start + k++);
		int64_t c;
		if (constant_int(ctx, v, &c) && c >= 0) {
			dims[d] = c;
			folded = true;
		} else {
			ops[n++] = v;
		}
	}
	if (folded) {
		for (unsigned i = 0; i < syms.n; i++)
			ops[n + i] = operand(op, syms.start + i);
		IrType *static_type = ir_type_memref(ctx, t->shaped.rank, dims, t->shaped.elem, t->shaped.layout, t->shaped.space);
		uint64_t segments[2] = {n, syms.n};
		IrAttr *props = ir_dict_set(ctx, ir_op_props(op), ir_ident_cstr(ctx, "operandSegmentSizes"),
		                            ir_attr_dense_array(ctx, ir_type_int(ctx, 32, IR_SIGNLESS), 2, segments));
		IrOpState st = {.name = ir_op_name(op), .nresults = 1, .result_types = &static_type, .noperands = n + syms.n,
		                .operands = ops, .props = props, .loc = ir_op_loc(ctx, op)};
		IrValue *alloc = &ir_op_results(ir_rewriter_create(rw, &st))[0];
		IrOpState cast = {.name = ir_ident_cstr(ctx, "memref.cast"), .nresults = 1, .result_types = &t,
		                  .noperands = 1, .operands = &alloc, .loc = ir_op_loc(ctx, op)};
		ir_rewriter_replace_op_with(rw, op, &ir_op_results(ir_rewriter_create(rw, &cast))[0]);
	}
	free(dims);
	free(ops);
	return folded;
}

/* SimplifyDeadAlloc: an allocation only stored into and freed goes with
   those stores and frees. */
static bool dead_alloc(IrRewriter *rw, IrOp *op)
{
	IrValue *mem = &ir_op_results(op)[0];
	for (IrUse *u = ir_value_uses(mem); u; u = ir_use_next(u)) {
		IrOp *user = ir_use_owner(u);
		if (is_op(user, "memref.store") ? operand(user, 0) == mem : !is_op(user, "memref.dealloc"))
			return false;
	}
	while (mem->uses)
		ir_rewriter_erase_op(rw, ir_use_owner(ir_value_uses(mem)));
	ir_rewriter_erase_op(rw, op);
	return true;
}

/* FoldSelfCopy: a copy of a buffer onto itself. */
static bool self_copy(IrRewriter *rw, IrOp *op)
{
	if (operand(op, 0) != operand(op, 1))
		return false;
	ir_rewriter_erase_op(rw, op);
	return true;
}

static bool has_zero_dim(const IrType *t)
{
	for (unsigned i = 0; t->kind == IR_TYPE_MEMREF && i < t->shaped.rank; i++)
		if (t->shaped.dims[i] == 0)
			return true;
	return false;
}

/* FoldEmptyCopy: a copy from or to a buffer of no element. */
static bool empty_copy(IrRewriter *rw, IrOp *op)
{
	if (!has_zero_dim(ir_value_type(operand(op, 0))) && !has_zero_dim(ir_value_type(operand(op, 1))))
		return false;
	ir_rewriter_erase_op(rw, op);
	return true;
}

bool memref_cast_loses_only(const IrOp *cast)
{
	IrType *from = ir_value_type(operand(cast, 0)), *to = result_type(cast);
	if (from->kind != IR_TYPE_MEMREF || to->kind != IR_TYPE_MEMREF || from->shaped.elem != to->shaped.elem ||
	    from->shaped.rank != to->shaped.rank || from->shaped.rank > VS_MAX_RANK)
		return false;
	int64_t fs[VS_MAX_RANK], ts[VS_MAX_RANK], fo, to_off;
	if (!vs_strides_and_offset(from, fs, &fo) || !vs_strides_and_offset(to, ts, &to_off))
		return false;
	bool ok = fo == to_off || fo != IR_DYNAMIC || to_off == IR_DYNAMIC;
	for (unsigned i = 0; i < from->shaped.rank; i++) {
		int64_t a = from->shaped.dims[i], b = to->shaped.dims[i];
		ok &= a == b || a != IR_DYNAMIC || b == IR_DYNAMIC;
		ok &= fs[i] == ts[i] || fs[i] != IR_DYNAMIC || ts[i] == IR_DYNAMIC;
	}
	return ok;
}

/* CopyOp::fold: casts that only lose static information fold into it. */
IrFoldStatus memref_fold_copy(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	(void)ctx, (void)c, (void)results;
	bool folded = false;
	for (unsigned i = 0; i < op->noperands; i++) {
		IrOp *cast = def_of(operand(op, i), "memref.cast");
		if (cast && memref_cast_loses_only(cast)) {
			ir_op_set_operand(op, i, operand(cast, 0));
			folded = true;
		}
	}
	return folded ? IR_FOLD_IN_PLACE : IR_FOLD_FAILED;
}

/* Is region `outer` a proper ancestor of region `inner`? */
static bool encloses(const IrRegion *outer, const IrRegion *inner)
{
	while (inner && ir_region_parent(inner) && ir_region_parent(inner)->block) {
		inner = ir_block_parent(ir_op_block(ir_region_parent(inner)));
		if (inner == outer)
			return true;
	}
	return false;
}

/* DimOfMemRefReshape: the size of dimension i of a memref.reshape is
   element i of its shape operand, loaded right after the reshape (before
   anything may change the shape), when the index is known to be defined
   before the reshape: in its block before it, or in a region around it. */
static bool dim_of_reshape(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	IrOp *reshape = def_of(operand(op, 0), "memref.reshape");
	if (!reshape)
		return false;
	IrValue *index = operand(op, 1), *shape = operand(reshape, 1);
	IrOp *def = ir_value_def(index);
	if (ir_value_block(index) == ir_op_block(reshape)) {
		for (IrOp *o = ir_op_next(reshape); def && o; o = ir_op_next(o))
			if (o == def)
				return false;
	} else if (ir_op_block(op) != ir_op_block(reshape) &&
	           !encloses(ir_block_parent(ir_value_block(index)), ir_block_parent(ir_op_block(reshape)))) {
		return false;
	}
	if (reshape->next)
		ir_rewriter_set_insertion_before(rw, ir_op_next(reshape));
	else
		*rw = (IrRewriter){rw->ctx, NULL, ir_op_block(reshape), rw->listener};
	IrType *elem = ir_value_type(shape)->shaped.elem, *index_type = ir_type_index(ctx);
	IrValue *load_ops[2] = {shape, index};
	IrOpState load = {.name = ir_ident_cstr(ctx, "memref.load"), .nresults = 1, .result_types = &elem,
	                  .noperands = 2, .operands = load_ops, .loc = ir_op_loc(ctx, op)};
	IrValue *v = &ir_op_results(ir_rewriter_create(rw, &load))[0];
	if (elem != index_type) {
		IrOpState cast = {.name = ir_ident_cstr(ctx, "arith.index_cast"), .nresults = 1,
		                  .result_types = &index_type, .noperands = 1, .operands = &v, .loc = ir_op_loc(ctx, op)};
		v = &ir_op_results(ir_rewriter_create(rw, &cast))[0];
	}
	ir_rewriter_replace_op_with(rw, op, v);
	return true;
}

#define END {NULL, 0, NULL}
#define ALLOC(op) \
	{"(anonymous namespace)::SimplifyAllocConst<mlir::memref::" op ">", 1, alloc_const}, \
	{"(anonymous namespace)::SimplifyDeadAlloc<mlir::memref::" op ">", 1, dead_alloc}, END

const IrPattern memref_alloc_patterns[] = {ALLOC("AllocOp")};
const IrPattern memref_alloca_patterns[] = {ALLOC("AllocaOp")};
const IrPattern memref_realloc_patterns[] = {
	{"(anonymous namespace)::SimplifyDeadAlloc<mlir::memref::ReallocOp>", 1, dead_alloc}, END};
const IrPattern memref_copy_patterns[] = {
	{"(anonymous namespace)::FoldEmptyCopy", 1, empty_copy},
	{"(anonymous namespace)::FoldSelfCopy", 1, self_copy}, END};
const IrPattern memref_dim_patterns[] = {{"(anonymous namespace)::DimOfMemRefReshape", 1, dim_of_reshape}, END};
/* CollapseShapeOpMemRefCastFolder (memrefs of the identity layout only). */
static bool collapse_of_cast(IrRewriter *rw, IrOp *op)
{
	return vs_collapse_of_cast(rw, op, memref_cast_loses_only);
}

const IrPattern memref_collapse_shape_patterns[] = {
	VS_COLLAPSE_SHAPE_PATTERNS, {"CollapseShapeOpMemRefCastFolder", 1, collapse_of_cast}, END};
const IrPattern memref_expand_shape_patterns[] = {VS_EXPAND_SHAPE_PATTERNS, END};
