/* affine.h: the affine dialect's parts, shared by the files of its folder. */
#ifndef MICA_DIALECT_AFFINE_H
#define MICA_DIALECT_AFFINE_H

#include "../../internal.h"
#include "../../dialect.h"
#include "../../verify_types.h"
#include "../arith/arith.h" /* AtomicRMWKind */
#include "../shaped.h"       /* operand groups */

extern const IrDialect ir_dialect_affine;

/* parse.c: hand-written custom forms (IrOpDef.parse) */
IrOp *affine_read_apply(ParseState *ps, Parsed *r);
IrOp *affine_read_dma_start(ParseState *ps, Parsed *r);
IrOp *affine_read_dma_wait(ParseState *ps, Parsed *r);
IrOp *affine_read_for(ParseState *ps, Parsed *r);
IrOp *affine_read_if(ParseState *ps, Parsed *r);
IrOp *affine_read_load(ParseState *ps, Parsed *r);
IrOp *affine_read_parallel(ParseState *ps, Parsed *r);
IrOp *affine_read_prefetch(ParseState *ps, Parsed *r);
IrOp *affine_read_store(ParseState *ps, Parsed *r);

/* print.c: their printers (IrOpDef.print) */
void affine_print_apply(Printer *p, IrOp *op);
void affine_print_dma_start(Printer *p, IrOp *op);
void affine_print_dma_wait(Printer *p, IrOp *op);
void affine_print_for(Printer *p, IrOp *op);
void affine_print_if(Printer *p, IrOp *op);
void affine_print_load(Printer *p, IrOp *op);
void affine_print_parallel(Printer *p, IrOp *op);
void affine_print_prefetch(Printer *p, IrOp *op);
void affine_print_store(Printer *p, IrOp *op);

/* verify.c: the op verifiers (IrOpDef.verify, verify_regions) */
bool ir_verify_affine(IrContext *ctx, IrOp *op); /* verify_affine.c */

#endif
