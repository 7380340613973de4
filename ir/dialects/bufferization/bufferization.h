/* bufferization.h: the bufferization dialect's parts, shared by the files of its folder. */
#ifndef MICA_DIALECT_BUFFERIZATION_H
#define MICA_DIALECT_BUFFERIZATION_H

#include "../../internal.h"
#include "../../dialect.h"
#include "../../verify_types.h"
#include "../memref/memref.h" /* memref.cast folded into a clone */

extern const IrDialect ir_dialect_bufferization;

/* verify.c: the op verifiers (IrOpDef.verify) */
bool ir_verify_bufferization_to_tensor(IrContext *ctx, IrOp *op);
bool ir_verify_bufferization_materialize(IrContext *ctx, IrOp *op);

/* canonicalize.c: folders (IrOpDef.fold) and canonicalization patterns */
IrFoldStatus bufferization_fold_clone(IrContext *ctx, IrOp *op, IrAttr *const *constants, IrFoldResult *results);
extern const IrPattern bufferization_clone_patterns[];

#endif
