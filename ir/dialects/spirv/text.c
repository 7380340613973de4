/* text.c: the cursor over a spirv type's or attribute's body. */
#include <ctype.h>
#include <stdarg.h>

#include "text.h"

void spirv_skip_ws(SpirvCursor *c)
{
	while (c->p < c->end && isspace((unsigned char)*c->p))
		c->p++;
}

bool spirv_error(SpirvCursor *c, const char *fmt, ...)
{
	spirv_skip_ws(c);
	va_list ap;
	va_start(ap, fmt);
	char msg[512];
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	sb_puts(c->err, msg);
	dialect_error_at(c->ctx, c->p);
	return false;
}

bool spirv_peek(SpirvCursor *c, char ch)
{
	spirv_skip_ws(c);
	return c->p < c->end && *c->p == ch;
}

bool spirv_accept(SpirvCursor *c, char ch)
{
	if (!spirv_peek(c, ch))
		return false;
	c->p++;
	return true;
}

/* A missing token is reported just after what precedes it, as MLIR's
   emitWrongTokenError does. */
bool spirv_expect(SpirvCursor *c, char ch)
{
	if (spirv_accept(c, ch))
		return true;
	const char *at = c->p;
	while (at > c->start && isspace((unsigned char)at[-1]))
		at--;
	sb_printf(c->err, "expected '%c'", ch);
	dialect_error_at(c->ctx, at);
	return false;
}

Slice spirv_word(SpirvCursor *c)
{
	spirv_skip_ws(c);
	Slice w = {c->p, 0};
	if (c->p < c->end && (isalpha((unsigned char)*c->p) || *c->p == '_'))
		while (c->p < c->end && (isalnum((unsigned char)*c->p) || *c->p == '_' || *c->p == '.' || *c->p == '$'))
			c->p++;
	w.n = (size_t)(c->p - w.p);
	return w;
}

int spirv_enum_keyword(SpirvCursor *c, const SpirvEnum *e, const char *unknown)
{
	spirv_skip_ws(c);
	const char *at = c->p;
	Slice w = spirv_word(c);
	if (!w.n)
		return spirv_error(c, "expected valid keyword") - 1;
	int i = spirv_enum_find(e, w.p, w.n);
	if (i < 0) {
		c->p = at;
		spirv_error(c, unknown, (int)w.n, w.p);
	}
	return i;
}

bool spirv_u32(SpirvCursor *c, uint32_t *out)
{
	spirv_skip_ws(c);
	if (c->p >= c->end || !isdigit((unsigned char)*c->p))
		return spirv_error(c, "expected integer value");
	const char *at = c->p;
	uint64_t v = 0;
	while (c->p < c->end && isdigit((unsigned char)*c->p)) {
		v = v * 10 + (uint64_t)(*c->p++ - '0');
		if (v > UINT32_MAX) {
			c->p = at;
			return spirv_error(c, "integer value too large");
		}
	}
	*out = (uint32_t)v;
	return true;
}

IrType *spirv_read_type(SpirvCursor *c)
{
	spirv_skip_ws(c);
	size_t used = 0;
	IrType *t = dialect_read_type(c->ctx, c->p, (size_t)(c->end - c->p), &used, c->err);
	c->p += used;
	return t;
}

bool spirv_end(SpirvCursor *c)
{
	if (!spirv_expect(c, '>'))
		return false;
	spirv_skip_ws(c);
	return c->p == c->end || spirv_error(c, "expected '>'");
}
