/* verify_tosa.h: the TOSA op verifiers (verify_tosa*.c), shared by those
   files only.  Each op's checks run in MLIR's order: the ODS type
   constraints of its operands and results, its traits, then its own
   verify(). */
#ifndef MICA_VERIFY_TOSA_H
#define MICA_VERIFY_TOSA_H

#include "internal.h"

/* IrOpDef.verify of every TOSA op. */
bool ir_tosa_verify(IrContext *ctx, IrOp *op);

/* ---- helpers (verify_tosa.c) ---- */

IrType *tosa_operand_type(const IrOp *op, unsigned i);
IrType *tosa_result_type(const IrOp *op, unsigned i);
/* The element type of a shaped type, else the type itself. */
IrType *tosa_elem(IrType *t);
/* The storage type of a quantized element type (`!quant.uniform<i8:f32,
   ...>` stores i8), else the element type itself. */
IrType *tosa_storage_elem(IrContext *ctx, IrType *t);
bool tosa_ranked(const IrType *t);
/* MLIR's verifyCompatibleShape of two types. */
bool tosa_shapes_compatible(const IrType *a, const IrType *b);
/* A type as MLIR prints it, in a buffer that lives until the next call
   with the same slot (0..3). */
const char *tosa_type_str(IrType *t, int slot);
bool tosa_is_int(const IrType *t, unsigned width); /* signless or unsigned of width */
bool tosa_is_float(const IrType *t, IrFloatKind k);

/* ---- op verifiers (verify_tosa_ops.c) ---- */

/* MLIR's errorIfTypeOrShapeMismatch: same element type and compatible
   shapes, else an error naming both (na, nb). */
bool tosa_same_type_and_shape(IrContext *ctx, IrOp *op, IrType *a, const char *na, IrType *b, const char *nb);

bool tosa_verify_cond_if(IrContext *ctx, IrOp *op);
bool tosa_verify_while(IrContext *ctx, IrOp *op);

#endif
