/* math.h: the math dialect's parts, shared by the files of its folder. */
#ifndef MICA_DIALECT_MATH_H
#define MICA_DIALECT_MATH_H

#include "../../internal.h"
#include "../../dialect.h"
#include "../../verify_types.h"
#include "../arith/arith.h" /* math.fpowi follows arith's rules */

extern const IrDialect ir_dialect_math;

/* fold.c: the folder of its ops (IrOpDef.fold); ops it knows no fold of
   (cbrt, rsqrt, fma, fpowi) are left as they are */
IrFoldStatus math_fold(IrContext *ctx, IrOp *op, IrAttr *const *constants, IrFoldResult *results);

#endif
