/* vector.h: the vector dialect's parts, shared by the files of its folder. */
#ifndef MICA_DIALECT_VECTOR_H
#define MICA_DIALECT_VECTOR_H

#include "../../internal.h"
#include "../../dialect.h"
#include "../../verify_types.h"
#include "../../pattern.h"
#include "../shaped.h"
#include "../arith/arith.h" /* constants are arith.constant, as in MLIR */

extern const IrDialect ir_dialect_vector;

/* parse.c, print.c: the hand-written forms (IrOpDef.parse, .print) */
IrOp *vector_read_extract(ParseState *ps, Parsed *r);
IrOp *vector_read_insert(ParseState *ps, Parsed *r);
void vector_print_extract(Printer *p, IrOp *op);
void vector_print_insert(Printer *p, IrOp *op);

/* transfer.c: transfer_read and transfer_write (forms, effects, speculation,
   the mask type their verifier expects) */
IrOp *vector_read_transfer_read(ParseState *ps, Parsed *r);
IrOp *vector_read_transfer_write(ParseState *ps, Parsed *r);
void vector_print_transfer_read(Printer *p, IrOp *op);
void vector_print_transfer_write(Printer *p, IrOp *op);
unsigned vector_transfer_effects(const IrOp *op);
IrSpeculation vector_transfer_speculation(const IrOp *op);
IrType *vector_transfer_mask_type(IrContext *ctx, const IrType *vec, const IrAffineMap *map);

/* fold.c: IrOpDef.fold */
IrFoldStatus vector_fold_broadcast(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results);

/* verify.c: IrOpDef.verify */
bool ir_verify_vector_extract(IrContext *ctx, IrOp *op);
bool ir_verify_vector_insert(IrContext *ctx, IrOp *op);
bool ir_verify_vector_transfer(IrContext *ctx, IrOp *op);

#endif
