/* text.h: reading a spirv type's or attribute's body (types.c, attrs.c):
   a cursor over the body, with MLIR's messages located where they arise
   (dialect_error_at). */
#ifndef MICA_DIALECT_SPIRV_TEXT_H
#define MICA_DIALECT_SPIRV_TEXT_H

#include "spirv.h"

typedef struct {
	IrContext *ctx;
	const char *start, *p, *end; /* the body, and how far it is read */
	StrBuf *err;
} SpirvCursor;

void spirv_skip_ws(SpirvCursor *c);
/* An error at the cursor (after blanks). Returns false. */
bool spirv_error(SpirvCursor *c, const char *fmt, ...);
bool spirv_peek(SpirvCursor *c, char ch);
bool spirv_accept(SpirvCursor *c, char ch);
bool spirv_expect(SpirvCursor *c, char ch); /* "expected 'ch'" */
/* A bare word (letters, digits, `_`, `.`), possibly empty. */
Slice spirv_word(SpirvCursor *c);
/* A keyword naming one of e's values: its index, or -1 after MLIR's
   error ("expected valid keyword", or `unknown`, a format whose `%.*s`
   takes the word, at the word). */
int spirv_enum_keyword(SpirvCursor *c, const SpirvEnum *e, const char *unknown);
/* An unsigned 32-bit integer ("expected integer value" when none). */
bool spirv_u32(SpirvCursor *c, uint32_t *out);
/* A type with the full grammar. */
IrType *spirv_read_type(SpirvCursor *c);
/* The body must end here ("expected '>'"). */
bool spirv_end(SpirvCursor *c);

#endif
