/* builtin.h: the builtin dialect's parts, shared by the files of its folder. */
#ifndef MICA_DIALECT_BUILTIN_H
#define MICA_DIALECT_BUILTIN_H

#include "../../internal.h"
#include "../../dialect.h"
#include "../../verify_types.h"

extern const IrDialect ir_dialect_builtin;

/* print.c: their printers (IrOpDef.print) */
void builtin_print_module(Printer *p, IrOp *op);

/* verify.c: builtin.module's structure (IrOpDef.check) and its verifier,
   and the cast's */
bool builtin_check_module(IrContext *ctx, const IrOp *op, char *msg, size_t size);
bool ir_verify_builtin_module(IrContext *ctx, IrOp *op);
bool ir_verify_builtin_cast(IrContext *ctx, IrOp *op);

#endif
