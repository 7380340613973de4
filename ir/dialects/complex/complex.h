/* complex.h: the complex dialect's parts, shared by the files of its folder. */
#ifndef MICA_DIALECT_COMPLEX_H
#define MICA_DIALECT_COMPLEX_H

#include "../../internal.h"
#include "../../dialect.h"
#include "../../verify_types.h"
#include "../../pattern.h"

extern const IrDialect ir_dialect_complex;

/* MLIR's complex::ConstantOp::isBuildableWith and its build: a
   complex.constant of value ([real, imaginary] of type's element type),
   or NULL when value is no such constant (IrDialect.materialize_constant). */
IrOp *complex_materialize_constant(IrContext *ctx, IrAttr *value, IrType *type, IrAttr *loc);

#endif
