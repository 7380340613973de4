/* verifiers.h: the dialects' op verifiers (IrOpDef.verify), one file each. */
#ifndef MICA_VERIFIERS_H
#define MICA_VERIFIERS_H

#include "ir.h"

bool ir_verify_arith(IrContext *ctx, IrOp *op); /* verify_arith.c */
bool ir_verify_affine(IrContext *ctx, IrOp *op); /* verify_affine.c */
bool ir_verify_func(IrContext *ctx, IrOp *op); /* verify_func.c, also builtin ops */
bool ir_verify_cf(IrContext *ctx, IrOp *op);   /* verify_cf.c */

#endif
