/* memref.h: the memref dialect's parts, shared by the files of its folder. */
#ifndef MICA_DIALECT_MEMREF_H
#define MICA_DIALECT_MEMREF_H

#include "../../internal.h"
#include "../../dialect.h"
#include "../../verify_types.h"
#include "../arith/arith.h" /* AtomicRMWKind */
#include "../shaped.h"
#include "../scf/scf.h" /* memref.alloca_scope returns to its parent as scf.execute_region does */

extern const IrDialect ir_dialect_memref;

/* parse.c: hand-written custom forms (IrOpDef.parse) */
IrOp *memref_read_alloca_scope(ParseState *ps, Parsed *r);
IrOp *memref_read_dma_start(ParseState *ps, Parsed *r);
IrOp *memref_read_dma_wait(ParseState *ps, Parsed *r);
IrOp *memref_read_generic_atomic_rmw(ParseState *ps, Parsed *r);
IrOp *memref_read_global(ParseState *ps, Parsed *r);
IrOp *memref_read_prefetch(ParseState *ps, Parsed *r);
IrOp *memref_read_transpose(ParseState *ps, Parsed *r);

/* print.c: their printers (IrOpDef.print) */
void memref_print_alloca_scope(Printer *p, IrOp *op);
void memref_print_dma_start(Printer *p, IrOp *op);
void memref_print_dma_wait(Printer *p, IrOp *op);
void memref_print_generic_atomic_rmw(Printer *p, IrOp *op);
void memref_print_global(Printer *p, IrOp *op);
void memref_print_prefetch(Printer *p, IrOp *op);
void memref_print_transpose(Printer *p, IrOp *op);

/* verify.c: the op verifiers (IrOpDef.verify, verify_regions) */
bool ir_verify_memref_alloc(IrContext *ctx, IrOp *op);
bool ir_verify_memref_alloca(IrContext *ctx, IrOp *op);
bool ir_verify_memref_realloc(IrContext *ctx, IrOp *op);
bool ir_verify_memref_view(IrContext *ctx, IrOp *op);
bool ir_verify_memref_load(IrContext *ctx, IrOp *op);
bool ir_verify_memref_store(IrContext *ctx, IrOp *op);
bool ir_verify_memref_atomic_rmw(IrContext *ctx, IrOp *op);
bool ir_verify_memref_cast(IrContext *ctx, IrOp *op);
bool ir_verify_memref_copy(IrContext *ctx, IrOp *op);
bool ir_verify_memref_memory_space_cast(IrContext *ctx, IrOp *op);
bool ir_verify_memref_distinct_objects(IrContext *ctx, IrOp *op);
bool ir_verify_memref_dma_start(IrContext *ctx, IrOp *op);
bool ir_verify_memref_dma_wait(IrContext *ctx, IrOp *op);
bool ir_verify_memref_global(IrContext *ctx, IrOp *op);
bool ir_verify_memref_get_global(IrContext *ctx, IrOp *op);
bool ir_verify_memref_expand_shape(IrContext *ctx, IrOp *op);
bool ir_verify_memref_collapse_shape(IrContext *ctx, IrOp *op);
bool ir_verify_memref_subview(IrContext *ctx, IrOp *op);
bool ir_verify_memref_reinterpret_cast(IrContext *ctx, IrOp *op);
bool ir_verify_memref_extract_strided_metadata(IrContext *ctx, IrOp *op);
bool ir_verify_memref_reshape(IrContext *ctx, IrOp *op);
bool ir_verify_memref_generic_atomic_rmw(IrContext *ctx, IrOp *op);
bool ir_verify_memref_atomic_yield(IrContext *ctx, IrOp *op);
bool ir_verify_memref_prefetch(IrContext *ctx, IrOp *op);
bool ir_verify_memref_transpose(IrContext *ctx, IrOp *op);
bool ir_verify_memref_assume_alignment(IrContext *ctx, IrOp *op);
/* MLIR's SubViewOp::inferResultType: the static sizes, and the source's
   offset and strides moved by the static offsets and scaled by the static
   strides. */
IrType *memref_infer_subview_type(IrContext *ctx, const IrType *src, const int64_t *offsets, const int64_t *sizes,
                                  const int64_t *strides);
/* MLIR's computeMemRefRankReductionMask: the dims of expected (a subview's
   type before rank reduction, or its source) that res drops, by the static
   sizes of 1 (IR_DYNAMIC for the others), told apart by their strides when
   there are more; false when res is no rank reduction of it. */
bool memref_dropped_dims(const IrType *expected, const IrType *res, const int64_t *sizes, bool *dropped);

/* verify.c: MLIR's CastOp::areCastCompatible, for a memref.cast from a
   to b. */
bool memref_cast_compatible(const IrType *a, const IrType *b);

/* canonicalize.c: folders (IrOpDef.fold) and canonicalization patterns */
/* MLIR's foldMemRefCast: operands (but inner) cast by memref.cast from a
   ranked memref take the cast's source; true if any did. */
bool memref_fold_casts(IrOp *op, IrValue *inner);
/* MLIR's CastOp::canFoldIntoConsumerOp: the memref.cast only loses static
   information (sizes, offset, strides) between strided memrefs. */
bool memref_cast_loses_only(const IrOp *cast);
#define MEMREF_FOLDER(name) \
	IrFoldStatus name(IrContext *ctx, IrOp *op, IrAttr *const *constants, IrFoldResult *results)
MEMREF_FOLDER(memref_fold_cast_operands); /* foldMemRefCast, but the value stored */
MEMREF_FOLDER(memref_fold_copy);
MEMREF_FOLDER(memref_fold_dim);
MEMREF_FOLDER(memref_fold_rank);
MEMREF_FOLDER(memref_fold_cast);
MEMREF_FOLDER(memref_fold_memory_space_cast);
MEMREF_FOLDER(memref_fold_transpose);
MEMREF_FOLDER(memref_fold_reinterpret_cast);
MEMREF_FOLDER(memref_fold_assume_alignment);
/* slices.c: memref.subview and memref.reinterpret_cast */
MEMREF_FOLDER(memref_fold_subview);
extern const IrPattern memref_subview_patterns[], memref_reinterpret_cast_patterns[];
/* strided_metadata.c: memref.extract_strided_metadata, and whether the
   reinterpret cast op rebuilds what ex extracted (MLIR's
   getConstifiedMixed* lists equal) */
MEMREF_FOLDER(memref_fold_extract_strided_metadata);
bool memref_rebuilds_extracted(IrContext *ctx, const IrOp *op, const IrOp *ex);
/* view.c: memref.view */
MEMREF_FOLDER(memref_fold_view);
extern const IrPattern memref_view_patterns[];
extern const IrPattern memref_alloc_patterns[], memref_alloca_patterns[], memref_realloc_patterns[],
	memref_copy_patterns[], memref_dim_patterns[];
extern const IrPattern memref_collapse_shape_patterns[], memref_expand_shape_patterns[];

#endif
