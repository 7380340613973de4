/* shaped.h: checks shared by the memref and tensor verifiers, as
   MLIR's ViewLikeInterface, ReshapeOpsUtils and the builtin shaped-type
   utilities do them.  Private to ir/. */
#ifndef MICA_IR_DIALECTS_SHAPED_H
#define MICA_IR_DIALECTS_SHAPED_H

#include "../internal.h"
#include "../verify_types.h"
#include "arith/arith.h" /* constant dimension indices */

/* The largest rank handled; beyond it the shape checks are skipped. */
#define VS_MAX_RANK 64

/* Emits "<prefix>'<type>'<suffix>" as an op error (op_prefix) or a plain
   error at the op (MLIR's emitError), and returns false. */
bool vs_error_type(IrContext *ctx, IrOp *op, bool op_prefix, const char *prefix, IrType *t,
                   const char *suffix);
/* Like vs_error_type with two types: "<a_pre>'<a>'<b_pre>'<b>'<suffix>". */
bool vs_error_types(IrContext *ctx, IrOp *op, bool op_prefix, const char *a_pre, IrType *a,
                    const char *b_pre, IrType *b, const char *suffix);

/* Operand group `index` of an op whose groups are given by
   operandSegmentSizes: its first operand and its size. */
typedef struct {
	unsigned start, n;
} VsGroup;
VsGroup vs_group(const IrOp *op, unsigned index);
IrType *vs_operand_type(const IrOp *op, unsigned i);

/* IrOpDef.speculation of tensor.dim and memref.dim: speculatable with a
   constant index below the rank of a ranked source. */
IrSpeculation vs_dim_speculation(const IrOp *op);

/* The `?` dimensions of a ranked shaped type. */
unsigned vs_num_dynamic(const IrType *t);
/* MLIR's check that as many size operands as `?` dimensions are given. */
bool vs_check_dynamic_sizes(IrContext *ctx, IrOp *op, unsigned has, const IrType *t);

/* The elements of an i64 dense array attribute (NULL and 0 if a is not one). */
const int64_t *vs_i64s(const IrAttr *a, unsigned *n);

/* MLIR's saturated arithmetic on sizes, strides and offsets: a dynamic
   operand or an overflow makes the result dynamic, except that 0 times
   anything is 0. */
int64_t vs_sat_mul(int64_t a, int64_t b);
int64_t vs_sat_add(int64_t a, int64_t b);
/* Is the memref's layout the identity (none, or one that means none)? */
bool vs_layout_is_identity(const IrType *memref);

/* MLIR's MemRefType::getStridesAndOffset: false when the layout is not
   strided. strides has room for the type's rank. */
bool vs_strides_and_offset(const IrType *memref, int64_t *strides, int64_t *offset);

/* Reassociation indices (`[[0, 1], [2]]`) read from an attribute. */
typedef struct {
	unsigned ngroups;
	unsigned start[VS_MAX_RANK + 1]; /* group g is idx[start[g] .. start[g+1]) */
	int64_t idx[VS_MAX_RANK * 4];
} VsReassoc;
bool vs_read_reassoc(const IrAttr *a, VsReassoc *r);

/* ViewLikeInterface's check of the static and dynamic offsets, sizes and
   strides (operand groups 1, 2, 3 after the source, or after source and
   dest for insertions): offsets_rank is 1 for a single offset. */
bool vs_check_offsets_sizes_strides(IrContext *ctx, IrOp *op, unsigned first_group,
                                    unsigned offsets_rank, unsigned rank);
/* MLIR's verifyInBoundsSlice of a slice of shape (rank entries). */
bool vs_check_in_bounds(IrContext *ctx, IrOp *op, const IrType *shaped);
/* The same on static offsets, sizes and strides (lists[0..2], n entries
   each, IR_DYNAMIC where unknown): the first dimension out of bounds, with
   the offset (*at_offset) or last index (*bad) that is, or -1. */
int vs_slice_out_of_bounds(const IrType *shaped, const int64_t *const lists[3], unsigned n, int64_t *bad,
                           bool *at_offset);

/* expand_shape's static_output_shape: one entry per result dimension
   ("expected number of static shape <noun> ..."), and one output_shape
   operand per dynamic entry. */
bool vs_check_output_shape(IrContext *ctx, IrOp *op, const IrType *res, const char *noun);

/* MLIR's verifyCompatibleShape: an unranked type, or the same rank with
   sizes that are equal or dynamic. */
bool vs_compatible_shapes(const IrType *a, const IrType *b);

/* MLIR's isRankReducedType. */
typedef enum { VS_SLICE_OK, VS_SLICE_RANK_TOO_LARGE, VS_SLICE_SIZE_MISMATCH, VS_SLICE_ELEM_MISMATCH } VsSliceResult;
VsSliceResult vs_rank_reduced(const IrType *original, const IrType *reduced);
/* MLIR's computeRankReductionMask: marks dropped dims of original in
   dropped[], false if reduced is not original with some 1s left out. */
bool vs_rank_reduction_mask(const int64_t *orig, unsigned orig_rank, const int64_t *red,
                            unsigned red_rank, bool *dropped);
/* The same where a dynamic size matches any (matchDynamic). */
bool vs_rank_reduction_mask_dynamic(const int64_t *orig, unsigned orig_rank, const int64_t *red,
                                    unsigned red_rank, bool *dropped);

/* The operand giving dynamic dimension i of shape t of an op's result
   (its sizes are operands from first on), NULL if there is none. */
IrValue *vs_dynamic_size(const IrOp *op, const IrType *t, unsigned i, unsigned first);
/* The operand giving dynamic entry i of the static list `attr` of an op
   (static_sizes, ...) whose dynamic entries are operand group `group`;
   NULL for a static entry. */
IrValue *vs_dynamic_entry(const IrOp *op, const char *attr, unsigned group, unsigned i);
/* The start of MLIR's DimOp folders (memref.dim, tensor.dim): with a
   constant index within the rank of a source of kind, a static size folds
   to a constant; a dynamic one sets *i to the index (else -1) for the
   caller to go on. */
IrFoldStatus vs_fold_dim_static(IrContext *ctx, IrOp *op, IrAttr *const *c, IrTypeKind kind, int64_t *i,
                                IrFoldResult *results);

/* Element i of dense elements of integers (of at most 64 bits), index or
   floats, as a scalar attribute (a bool one for i1), or of complex numbers
   of those, as MLIR's [real, imaginary] array; NULL for others. */
IrAttr *vs_dense_element(IrContext *ctx, const IrAttr *a, size_t i);
/* Element i (in row-major order) of sparse elements of a static shape, as
   vs_dense_element gives it: the value of the first index naming it, else
   zero. */
IrAttr *vs_sparse_element(IrContext *ctx, const IrAttr *a, size_t i);
/* The bits of a scalar integer (of at most 64 bits), bool or float
   constant, or of a [real, imaginary] pair of such of at most 32 bits;
   false for anything else. */
bool vs_scalar_bits(const IrAttr *a, uint64_t *bits);
/* The reverse of vs_dense_element: dense elements of the static shaped type holding the n
   scalar constants c (integers of at most 64 bits, bools, floats), a splat
   when n is 1; NULL if one is not such a scalar. */
IrAttr *vs_dense_of_scalars(IrContext *ctx, IrType *type, IrAttr *const *c, size_t n);

/* A slice's offsets, sizes and strides (lists 0, 1, 2) of memref.subview,
   memref.reinterpret_cast, tensor.extract_slice or insert_slice (operand
   groups first, first + 1, first + 2): static values, IR_DYNAMIC where an
   operand gives them. */
typedef struct {
	unsigned n[3];
	int64_t *vals[3];  /* malloc'ed */
	IrValue **dyn[3];  /* the operand of each dynamic entry, NULL for static ones */
} VsSlice;
void vs_slice_read(const IrOp *op, unsigned first, VsSlice *s);
/* The same of any three static lists named by lists (scf.forall's bounds
   and steps). */
void vs_lists_read(const IrOp *op, unsigned first, const char *const lists[3], VsSlice *s);
void vs_slice_free(VsSlice *s);
/* Entry i of list k as a constant (static, or a constant operand). */
bool vs_slice_constant(IrContext *ctx, const VsSlice *s, int k, unsigned i, int64_t *v);
/* MLIR's foldDynamicIndexList as its constant argument folders use it:
   constant offsets and sizes that are not negative, constant strides but
   0, made static; true if any was. */
bool vs_slice_fold_constants(IrContext *ctx, VsSlice *s);
/* Does the slice take all of shaped: offsets 0, strides 1, the static
   sizes (MLIR's foldIdentityOffsetSizeAndStrideOpInterface)? */
bool vs_slice_is_identity(IrContext *ctx, const VsSlice *s, const IrType *shaped);
/* Is an operand of op an index constant (MLIR's matchConstantIndex)? */
bool vs_constant_index_operand(IrContext *ctx, const IrOp *op);
/* An op of op's kind slicing source as s says, of type t, before op (its
   discardable attributes not kept, as MLIR's builders do). */
IrValue *vs_slice_create(IrRewriter *rw, IrOp *op, IrType *t, IrValue *source, const VsSlice *s);
/* The same with nheads operands before the lists (source and dest of an
   insertion); no result when t is NULL. */
IrValue *vs_slice_create_with(IrRewriter *rw, IrOp *op, IrType *t, unsigned nheads, IrValue *const *heads,
                              const VsSlice *s);

/* The folder of collapse_shape and expand_shape (IrOpDef.fold). */
IrFoldStatus vs_fold_reshape(IrContext *ctx, IrOp *op, IrAttr *const *constants, IrFoldResult *results);
/* reshapes.c: the canonicalization patterns tensor and memref share for
   collapse_shape and expand_shape (IrPattern.match_and_rewrite). */
bool vs_compose_reshapes(IrRewriter *rw, IrOp *op);
bool vs_collapse_of_expand(IrRewriter *rw, IrOp *op);
bool vs_expand_of_collapse(IrRewriter *rw, IrOp *op);
/* A collapse_shape of a cast that foldable accepts collapses the cast's
   source (and casts the result back when its type changes). */
bool vs_collapse_of_cast(IrRewriter *rw, IrOp *op, bool (*foldable)(const IrOp *cast));
#define VS_COLLAPSE_SHAPE_PATTERNS                                                                         \
	{"mlir::ComposeReassociativeReshapeOps<CollapseShapeOp, mlir::ReshapeOpKind::kCollapse>", 1,         \
	 vs_compose_reshapes},                                                                               \
	{"mlir::ComposeCollapseOfExpandOp<CollapseShapeOp, ExpandShapeOp>", 1, vs_collapse_of_expand}
#define VS_EXPAND_SHAPE_PATTERNS                                                                           \
	{"mlir::ComposeReassociativeReshapeOps<ExpandShapeOp, mlir::ReshapeOpKind::kExpand>", 1,             \
	 vs_compose_reshapes},                                                                               \
	{"mlir::ComposeExpandOfCollapseOp<ExpandShapeOp, CollapseShapeOp>", 1, vs_expand_of_collapse}

/* Definitions shared by memref and tensor ops (IrOpDef fields). */
/* Offsets, sizes and strides of slices and views: ODS's
   custom<DynamicIndexList> in `[...]`, three times. */
#define SLICE_LISTS                                                                             \
	"dynamic-index-list-square($offsets, $static_offsets) "                                 \
	"dynamic-index-list-square($sizes, $static_sizes) "                                     \
	"dynamic-index-list-square($strides, $static_strides)"
#define SLICE_OPERANDS "offsets* sizes* strides*"
#define SLICE_TYPES "offsets=index;sizes=index;strides=index"
/* collapse_shape and expand_shape, alike in memref and tensor */
#define COLLAPSE_SHAPE(dialect, hint, types_, check, patterns_)                                                            \
	{.name = dialect ".collapse_shape", \
	 .format = "$src $reassociation attr-dict `:` type($src) `into` type($result)", .operands = "src", \
	 .inherent = "reassociation", .attr_kinds = "reassociation:array", .result_names = hint,        \
	 .types = types_, .traits = IR_TRAIT_PURE, .one_result = true, .verify = check,           \
	 .fold = vs_fold_reshape, .patterns = patterns_}
#define EXPAND_SHAPE(dialect, hint, types_, check, patterns_)                                                              \
	{.name = dialect ".expand_shape", \
	 .format = "$src $reassociation `output_shape` "                                             \
	           "dynamic-index-list-square($output_shape, $static_output_shape) attr-dict `:` "   \
	           "type($src) `into` type($result)",                                                \
	 .operands = "src output_shape*", .operand_types = "output_shape=index",                     \
	 .inherent = "reassociation static_output_shape",                                             \
	 .attr_kinds = "reassociation:array static_output_shape:darray", .result_names = hint,        \
	 .types = types_, .traits = IR_TRAIT_PURE, .one_result = true, .verify = check,           \
	 .fold = vs_fold_reshape, .patterns = patterns_}
#define SLICE_ATTRS "operandSegmentSizes static_offsets static_sizes static_strides"
#define SLICE_KINDS "static_offsets:darray static_sizes:darray static_strides:darray"

#endif
