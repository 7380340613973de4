/* cf.h: the cf dialect's parts, shared by the files of its folder. */
#ifndef MICA_DIALECT_CF_H
#define MICA_DIALECT_CF_H

#include "../../internal.h"
#include "../../dialect.h"
#include "../../verify_types.h"
#include "../../pattern.h"

extern const IrDialect ir_dialect_cf;

/* parse.c: hand-written custom forms (IrOpDef.parse) */
IrOp *cf_read_switch(ParseState *ps, Parsed *r);
/* `^bb [(%a, %b : T, U)]`: a successor, its operands appended to
   r->all_uses and their types to *types */
bool cf_read_successor(ParseState *ps, Parsed *r, TVec **types);

/* print.c: their printers (IrOpDef.print) */
void cf_print_switch(Printer *p, IrOp *op);
/* `^bb [(%a, %b : T, U)]` with op's operands start..start+n-1 */
void cf_print_successor(Printer *p, IrOp *op, IrBlock *b, unsigned start, unsigned n);

/* branch.c: the operands each successor of a branch gets (IrOpDef.successor_operands) */
void cf_successor_operands(const IrOp *op, unsigned i, IrSuccessorOperands *so);
/* c's bits when it is an integer or boolean constant, zero-extended; false for others */
bool cf_constant_bits(const IrAttr *c, uint64_t *bits);
/* the successor a branch takes on constant operands (IrOpDef.successor_for_operands) */
int cf_successor_for_operands(const IrOp *op, IrAttr *const *operands);
/* cf.switch's case value i (case_values), zero-extended */
uint64_t cf_case_value(const IrAttr *values, unsigned i);
/* case_values for n cases of a flag of type flag: dense<...> : vector<nxflag> */
IrAttr *cf_case_values_attr(IrContext *ctx, IrType *flag, unsigned n, const uint64_t *values);

/* canonicalize.c: the ops' patterns (IrOpDef.patterns) */
extern const IrPattern cf_assert_patterns[], cf_br_patterns[], cf_cond_br_patterns[], cf_switch_patterns[];

/* verify.c: the op verifiers (IrOpDef.verify, verify_regions) */
bool ir_verify_cf(IrContext *ctx, IrOp *op);

#endif
