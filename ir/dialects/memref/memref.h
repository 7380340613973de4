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

#endif
