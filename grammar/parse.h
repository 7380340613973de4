/* parse.h: the public entry point of the front end. */
#ifndef MICA_GRAMMAR_PARSE_H
#define MICA_GRAMMAR_PARSE_H

#include "../ir/ir.h"

/* Parses src (NUL-terminated) into a builtin.module op.  Top-level ops that
   are not a single module are wrapped in one, as MLIR does.  Returns NULL
   after reporting the first error through the context's diagnostic sink. */
IrOp *parse_source(IrContext *ctx, IrSource *src);

/* The longest input parse_source reads, in bytes (2 GiB - 1), so that
   offsets, columns, line lengths and counts fit 31 bits; a longer input is
   an error (docs/RELIABILITY.md). */
#define MICA_MAX_SOURCE 0x7fffffffu


#endif
