/* types.c: the quant dialect's uniform quantized types, kept in the
   spelling mlir-opt prints (TOSA models carry them on their tensors):
   `!quant.uniform<i8:f32, 0.01>` is `!quant.uniform<i8:f32, 1.000000e-02>`. */
#include <inttypes.h>
#include <stdlib.h>

#include "quant.h"

/* `i8` or `u8`, and `<min:max>` when it is not the full range of the storage. */
static bool copy_storage(StrBuf *b, const char **pp)
{
	const char *p = *pp;
	if ((*p != 'i' && *p != 'u') || p[1] < '1' || p[1] > '9')
		return false;
	bool is_signed = *p == 'i';
	char *end;
	unsigned long width = strtoul(p + 1, &end, 10);
	if (width == 0 || width > 32)
		return false;
	p = end;
	int64_t lo = is_signed ? -(INT64_C(1) << (width - 1)) : 0;
	int64_t hi = is_signed ? (INT64_C(1) << (width - 1)) - 1 : (INT64_C(1) << width) - 1;
	int64_t min = lo, max = hi;
	if (*p == '<') {
		min = strtoll(p + 1, &end, 10);
		if (*end != ':')
			return false;
		max = strtoll(end + 1, &end, 10);
		if (*end != '>')
			return false;
		p = end + 1;
	}
	sb_printf(b, "%c%lu", is_signed ? 'i' : 'u', width);
	if (min != lo || max != hi)
		sb_printf(b, "<%" PRId64 ":%" PRId64 ">", min, max);
	*pp = p;
	return true;
}

/* `scale[:zero_point]`, the scale a double printed as MLIR prints float
   attributes (1.000000e-02, or all the digits it needs). */
static bool copy_params(StrBuf *b, const char **pp)
{
	char *end;
	strtod(*pp, &end); /* where the number ends */
	ApBits scale;
	if (end == *pp || apfloat_from_decimal(IR_F64, *pp, (size_t)(end - *pp), &scale) != APNUM_OK)
		return false;
	int64_t zero = 0;
	if (*end == ':') {
		const char *z = end + 1;
		zero = strtoll(z, &end, 10);
		if (end == z)
			return false;
	}
	char text[APFLOAT_FMT_MAX];
	apfloat_format(IR_F64, scale, text);
	sb_puts(b, text);
	if (zero)
		sb_printf(b, ":%" PRId64, zero);
	*pp = end;
	return true;
}

static const char *skip_spaces(const char *p)
{
	while (*p == ' ')
		p++;
	return p;
}

static IrIdent *canonical_body(IrContext *ctx, IrIdent *body)
{
	const char *p = body->s;
	if (strncmp(p, "uniform<", 8) || body->s[body->n - 1] != '>')
		return body;
	p += 8;
	StrBuf b = {0};
	sb_puts(&b, "uniform<");
	bool ok = copy_storage(&b, &p) && *p == ':';
	if (ok) { /* the expressed type, and the quantized dimension */
		size_t n = strcspn(++p, ":,");
		sb_putc(&b, ':');
		sb_putn(&b, p, n);
		p += n;
		if (*p == ':') {
			char *end;
			long dim = strtol(p + 1, &end, 10);
			ok = end != p + 1;
			sb_printf(&b, ":%ld", dim);
			p = end;
		}
	}
	ok = ok && *p == ',';
	if (ok) {
		p = skip_spaces(p + 1);
		sb_puts(&b, ", ");
		if (*p == '{') { /* per axis */
			sb_putc(&b, '{');
			p++;
			do {
				p = skip_spaces(p);
				ok = copy_params(&b, &p);
				p = skip_spaces(p);
				if (ok && *p == ',')
					sb_putc(&b, ',');
			} while (ok && *p == ',' && p++);
			ok = ok && *p == '}';
			sb_putc(&b, '}');
			p++;
		} else {
			ok = copy_params(&b, &p);
		}
	}
	ok = ok && *skip_spaces(p) == '>' && skip_spaces(p) == body->s + body->n - 1;
	sb_putc(&b, '>');
	IrIdent *canon = ok ? ir_ident(ctx, b.s, b.len) : body;
	sb_free(&b);
	return canon;
}

static int parse_type(IrContext *ctx, const char *body, size_t n, void *params, size_t *size, StrBuf *err)
{
	(void)err;
	IrIdent *b = ir_ident(ctx, body, n), *canon = canonical_body(ctx, b);
	if (canon == b && strncmp(body, "uniform<", 8))
		return 0;
	memcpy(params, &canon, sizeof canon);
	*size = sizeof canon;
	return 1;
}

static void write_params(StrBuf *out, const void *params)
{
	IrIdent *canon;
	memcpy(&canon, params, sizeof canon);
	sb_putn(out, canon->s, canon->n);
}

static const IrDialectSymbols types = {parse_type, write_params};

const IrDialect ir_dialect_quant = {
	.name = "quant",
	.types = &types,
};
