/* func.h: the func dialect's parts, shared by the files of its folder. */
#ifndef MICA_DIALECT_FUNC_H
#define MICA_DIALECT_FUNC_H

#include "../../internal.h"
#include "../../dialect.h"
#include "../../verify_types.h"
#include "../../pattern.h"

extern const IrDialect ir_dialect_func;

/* inline.c: its calls, callables and inliner interface (IrDialect.inliner) */
extern const IrInliner func_inliner;

/* canonicalize.c: folders, constants and canonicalization patterns */
IrFoldStatus func_fold_constant(IrContext *ctx, IrOp *op, IrAttr *const *constants, IrFoldResult *results);
IrOp *func_materialize_constant(IrContext *ctx, IrAttr *value, IrType *type, IrAttr *loc);
extern const IrPattern func_call_indirect_patterns[];

/* parse.c: hand-written custom forms (IrOpDef.parse) */
IrOp *func_read_func(ParseState *ps, Parsed *r);
bool func_constant_declines(ParseState *ps); /* IrOpDef.declines of func.constant */

/* verify.c: the op verifiers (IrOpDef.verify, verify_regions) */
bool ir_verify_func(IrContext *ctx, IrOp *op); /* return, call, call_indirect, constant */
bool func_check_func(IrContext *ctx, const IrOp *op, char *msg, size_t size); /* IrOpDef.check */
bool ir_verify_func_func(IrContext *ctx, IrOp *op);

#endif
