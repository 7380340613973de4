/* std.h: the std dialect's parts, shared by the files of its folder. */
#ifndef MICA_DIALECT_STD_H
#define MICA_DIALECT_STD_H

#include "../../internal.h"
#include "../../dialect.h"
#include "../../verify_types.h"
#include "../arith/arith.h"
#include "../cf/cf.h"
#include "../memref/memref.h"

extern const IrDialect ir_dialect_std;

/* parse.c: hand-written custom forms (IrOpDef.parse) */
IrOp *std_read_br(ParseState *ps, Parsed *r);
IrOp *std_read_call_indirect(ParseState *ps, Parsed *r);
IrOp *std_read_tensor_store(ParseState *ps, Parsed *r);
IrOp *std_read_cond_br(ParseState *ps, Parsed *r);
IrOp *std_read_constant(ParseState *ps, Parsed *r);

/* print.c: their printers (IrOpDef.print) */
void std_print_br(Printer *p, IrOp *op);
void std_print_call_indirect(Printer *p, IrOp *op);
void std_print_tensor_store(Printer *p, IrOp *op);
void std_print_cond_br(Printer *p, IrOp *op);
void std_print_constant(Printer *p, IrOp *op);

#endif
