/* inline.h: calls, callables and the inlining of a callable's body at a
   call, as MLIR's CallOpInterface, CallableOpInterface and InliningUtils'
   inlineCall; each dialect says what its ops are through IrDialect.inliner
   (ir/dialect.h). */
#ifndef MICA_IR_INLINE_H
#define MICA_IR_INLINE_H

#include "ir.h"

/* Is op a call? Then *callee is its callee symbol (NULL for one called
   through a value) and its arguments are its operands from *first on. */
bool ir_op_call(const IrOp *op, IrAttr **callee, unsigned *first);
/* Is op callable? Then *body is its body (NULL for a declaration) and
   *type its function type. */
bool ir_op_callable(IrOp *op, IrRegion **body, IrType **type);

/* Told of the blocks just inlined, [first, end) of their region, before
   their terminators are handled (MLIR's processInlinedBlocks). */
typedef void (*IrInlinedFn)(void *user, IrBlock *first, IrBlock *end);

/* MLIR's inlineCall: body (of callable, whose argument and result types
   must be the call's) replaces call, cloned when clone is set, else moved
   out of callable; the inlined ops' locations become call sites at the
   call's location. False, with nothing changed, when a dialect does not
   allow it. The call itself stays, its results unused, for the caller to
   erase. */
bool ir_inline_call(IrContext *ctx, IrOp *call, IrOp *callable, IrRegion *body, bool clone,
                    IrInlinedFn inlined, void *user);

#endif
