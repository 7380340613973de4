/* verify_types.h: type questions the op verifiers (verify_*.c) ask, in
   MLIR's terms, and types printed into their messages. */
#ifndef MICA_VERIFY_TYPES_H
#define MICA_VERIFY_TYPES_H

#include "ir.h"

/* The type as mlir-opt prints it in a diagnostic; the caller frees it. */
char *vt_type_text(IrType *t);
/* Emits "'name' op " + text, where each `%T` in text takes the next type
   of the arguments (quoted, as MLIR's diagnostics print types) and `%s`/`%u`/`%d`/`%%`
   their usual values.  Returns false, for the verifiers' convenience. */
bool vt_op_error(IrContext *ctx, IrOp *op, const char *text, ...);
/* InferTypeOpInterface's two errors when the declared result types are not
   the n inferred ones; returns false. */
bool vt_inferred_types_error(IrContext *ctx, IrOp *op, IrType *const *inferred, unsigned n);

bool vt_is_signless_int(const IrType *t, unsigned width); /* width 0: any width */
bool vt_is_tensor(const IrType *t);      /* ranked or unranked */
bool vt_is_vector_or_tensor(const IrType *t);
bool vt_is_scalable_vector(const IrType *t);
/* MLIR's getElementTypeOrSelf: the element of a vector, tensor or memref. */
IrType *vt_elem_or_self(IrType *t);
/* MLIR's verifyCompatibleShape(Type, Type): both shaped or neither; ranks
   and static sizes agree where both are known (scalability is ignored). */
bool vt_compatible_shape(const IrType *a, const IrType *b);
/* MLIR's verifyCompatibleShapes(TypeRange): the same for all of them, and
   either all or none are scalable vectors. */
bool vt_compatible_shapes(IrType *const *types, unsigned n);
/* Do a and b, when both are ranked tensors, have one encoding? */
bool vt_same_encoding(const IrType *a, const IrType *b);
/* SameOperandsAndResultType (op has a result): element types equal, shapes
   compatible and ranked tensors of one encoding; emits MLIR's error and
   returns false otherwise. */
bool vt_check_same_type(IrContext *ctx, IrOp *op);
/* InferTypeOpInterface, which ODS gives the SameOperandsAndResultType ops
   (with one result): the result type is the first operand's, exactly. */
bool vt_check_inferred_same_type(IrContext *ctx, IrOp *op);
/* MLIR's getI1SameShape: i1, or the vector/tensor/memref shaped like t with
   element i1. */
IrType *vt_i1_same_shape(IrContext *ctx, const IrType *t);

/* ODS's SizedRegion<1> of region i, for the regions a definition lets be
   empty (`name?` in IrOpDef.regions) because the op's predicates
   (AllTypesMatch, TypesMatchWith), which ODS checks before the region
   constraints, are in its own verifier; the SingleBlock trait has ruled
   out more blocks.  Emits MLIR's error and returns false if it is empty. */
bool vt_region_has_one_block(IrContext *ctx, IrOp *op, unsigned i, const char *name);

/* Is op one of a dialect that mlir-opt 22 registers but mica does not
   model, so that its traits (AffineScope, SymbolTable, ...) are unknown
   here?  Ops of other dialects are unregistered in MLIR too, without
   traits. */
bool vt_traits_unknown(IrContext *ctx, const IrOp *op);

#endif
