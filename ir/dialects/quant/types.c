/* types.c: the quant dialect's types, kept in the spelling mlir-opt
   prints (TOSA models carry them on their tensors): numbers as MLIR prints
   them, default storage ranges left out, spaces where MLIR puts them, so
   `!quant.uniform<i8:f32, 0.01>` is `!quant.uniform<i8:f32, 1.000000e-02>`
   and `!quant.calibrated<f32<-1.0:1.0>>` is
   `!quant.calibrated<f32<-1.000000e+00:1.000000e+00>>`. */
#include <inttypes.h>

#include "quant.h"

/* Deepest nesting of a sub-channel type's scales, a tensor literal. */
#define QUANT_MAX_RANK 16

/* The body being read, and its canonical spelling so far. */
typedef struct {
	const char *p, *end;
	StrBuf *out;
} QuantReader;

static void skip_space(QuantReader *r)
{
	while (r->p < r->end && (*r->p == ' ' || *r->p == '\t' || *r->p == '\n' || *r->p == '\r'))
		r->p++;
}

static bool peek(QuantReader *r, char c)
{
	skip_space(r);
	return r->p < r->end && *r->p == c;
}

static bool eat(QuantReader *r, char c)
{
	if (!peek(r, c))
		return false;
	r->p++;
	return true;
}

static size_t run_of(const QuantReader *r, const char *from, const char *set)
{
	size_t n = 0;
	while (from + n < r->end && from[n] && strchr(set, from[n]))
		n++;
	return n;
}

#define DIGITS "0123456789"
#define HEX_DIGITS "0123456789abcdefABCDEF"
#define WORD_CHARS "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$."

/* A type keyword: the storage or the expressed type. */
static bool read_word(QuantReader *r, const char **w, size_t *n)
{
	skip_space(r);
	*w = r->p;
	*n = run_of(r, r->p, WORD_CHARS);
	r->p += *n;
	return *n > 0;
}

/* An integer literal, decimal or hex, with an optional `-`, that fits int64. */
static bool read_int(QuantReader *r, int64_t *v)
{
	skip_space(r);
	bool neg = r->p < r->end && *r->p == '-';
	const char *digits = r->p + neg;
	bool hex = r->end - digits > 2 && digits[0] == '0' && digits[1] == 'x';
	size_t n = hex ? 2 + run_of(r, digits + 2, HEX_DIGITS) : run_of(r, digits, DIGITS);
	uint64_t word;
	if (n == (hex ? 2u : 0u) || apint_from_literal(digits, n, neg, 64, IR_SIGNED, &word) != APNUM_OK)
		return false;
	*v = (int64_t)word;
	r->p = digits + n;
	return true;
}

/* A float literal as MLIR reads one into a double (v, when not NULL):
   decimal with a `.`, or the hex bits of a double; written as MLIR prints a
   double. */
static bool copy_float(QuantReader *r, double *v)
{
	skip_space(r);
	const char *s = r->p;
	ApBits bits;
	size_t n;
	if (r->end - s > 2 && s[0] == '0' && s[1] == 'x') {
		n = 2 + run_of(r, s + 2, HEX_DIGITS);
		if (n == 2 || apfloat_from_hex_bits(IR_F64, s, n, &bits) != APNUM_OK)
			return false;
	} else {
		n = s < r->end && *s == '-';
		size_t whole = run_of(r, s + n, DIGITS);
		if (!whole || s + n + whole >= r->end || s[n + whole] != '.')
			return false;
		n += whole + 1;
		n += run_of(r, s + n, DIGITS);
		if (s + n < r->end && (s[n] == 'e' || s[n] == 'E')) {
			size_t sign = s + n + 1 < r->end && (s[n + 1] == '+' || s[n + 1] == '-');
			size_t exp = run_of(r, s + n + 1 + sign, DIGITS);
			n += exp ? 1 + sign + exp : 0;
		}
		if (apfloat_from_decimal(IR_F64, s, n, &bits) != APNUM_OK)
			return false;
	}
	char text[APFLOAT_FMT_MAX];
	apfloat_format(IR_F64, bits, text);
	sb_puts(r->out, text);
	if (v)
		*v = apfloat_to_double(IR_F64, bits);
	r->p = s + n;
	return true;
}

/* `i8`, `si8`, `ui8` or `u8`, and `<min:max>`: written `i8` or `u8`, the
   range only when it is not the full range of the storage. */
static bool copy_storage(QuantReader *r)
{
	const char *w;
	size_t n;
	if (!read_word(r, &w, &n))
		return false;
	bool is_signed = w[0] != 'u';
	size_t prefix = (w[0] == 's' || w[0] == 'u') && n > 1 && w[1] == 'i' ? 2 : w[0] == 'i' || w[0] == 'u' ? 1 : 0;
	if (!prefix || prefix == n || run_of(r, w + prefix, DIGITS) != n - prefix || n - prefix > 2)
		return false;
	unsigned width = (unsigned)strtoul(w + prefix, NULL, 10);
	if (width == 0 || width > 32)
		return false;
	int64_t lo = is_signed ? -(INT64_C(1) << (width - 1)) : 0;
	int64_t hi = is_signed ? (INT64_C(1) << (width - 1)) - 1 : (INT64_C(1) << width) - 1;
	int64_t min = lo, max = hi;
	if (eat(r, '<') && !(read_int(r, &min) && eat(r, ':') && read_int(r, &max) && eat(r, '>')))
		return false;
	if (min < lo || max > hi || min >= max)
		return false;
	sb_printf(r->out, "%c%u", is_signed ? 'i' : 'u', width);
	if (min != lo || max != hi)
		sb_printf(r->out, "<%" PRId64 ":%" PRId64 ">", min, max);
	return true;
}

/* The expressed type, a float type. */
static bool copy_expressed(QuantReader *r)
{
	const char *w;
	size_t n;
	IrFloatKind kind;
	if (!read_word(r, &w, &n) || !apfloat_kind_from_name(w, n, &kind))
		return false;
	sb_putn(r->out, w, n);
	return true;
}

/* `scale[:zero_point]`, the zero point written when it is not 0. */
static bool copy_scale_zero(QuantReader *r)
{
	int64_t zero = 0;
	if (!copy_float(r, NULL) || (eat(r, ':') && !read_int(r, &zero)))
		return false;
	if (zero)
		sb_printf(r->out, ":%" PRId64, zero);
	return true;
}

/* The scales of a per-axis or sub-channel type: a tensor literal of
   `scale[:zero_point]`, whose elements at each level have one shape (rank
   and dims get the shape of this level). Per axis (flat), it is written as
   one flat list without spaces; sub-channel, with its nesting. */
static bool copy_scales(QuantReader *r, bool flat, unsigned depth, unsigned *rank, int64_t *dims)
{
	if (depth == QUANT_MAX_RANK || !eat(r, '{'))
		return false;
	if (!flat || !depth)
		sb_putc(r->out, '{');
	unsigned n = 0, elem_rank = 0;
	int64_t elem_dims[QUANT_MAX_RANK];
	do {
		if (n)
			sb_puts(r->out, flat ? "," : ", ");
		unsigned er = 0;
		int64_t ed[QUANT_MAX_RANK];
		if (peek(r, '{') ? !copy_scales(r, flat, depth + 1, &er, ed) : !copy_scale_zero(r))
			return false;
		if (n && (er != elem_rank || memcmp(ed, elem_dims, er * sizeof *ed)))
			return false; /* MLIR: "ranks are not consistent between elements" */
		elem_rank = er;
		memcpy(elem_dims, ed, er * sizeof *ed);
		n++;
	} while (eat(r, ','));
	if (!eat(r, '}'))
		return false;
	if (!flat || !depth)
		sb_putc(r->out, '}');
	*rank = elem_rank + 1;
	dims[0] = n;
	memcpy(dims + 1, elem_dims, elem_rank * sizeof *dims);
	return true;
}

/* uniform<storage:expressed, scale[:zero]>, per axis
   uniform<storage:expressed:axis, {scale[:zero],...}>, sub-channel
   uniform<storage:expressed:{dim:block_size, ...}, {{...}, ...}>. */
static bool copy_uniform(QuantReader *r)
{
	sb_puts(r->out, "uniform<");
	if (!copy_storage(r) || !eat(r, ':'))
		return false;
	sb_putc(r->out, ':');
	if (!copy_expressed(r))
		return false;
	bool per_axis = false, sub_channel = false;
	int64_t v;
	if (eat(r, ':')) {
		sub_channel = eat(r, '{');
		per_axis = !sub_channel;
		if (per_axis && (!read_int(r, &v) || v < 0))
			return false;
		if (per_axis)
			sb_printf(r->out, ":%" PRId64, v);
		if (sub_channel) {
			sb_puts(r->out, ":{");
			for (unsigned i = 0; !peek(r, '}'); i++) {
				int64_t size;
				if ((i && !eat(r, ',')) || !read_int(r, &v) || !eat(r, ':') || !read_int(r, &size) || v < 0 ||
				    size <= 0)
					return false;
				sb_printf(r->out, "%s%" PRId64 ":%" PRId64, i ? ", " : "", v, size);
			}
			eat(r, '}');
			sb_putc(r->out, '}');
		}
	}
	if (!eat(r, ','))
		return false;
	sb_puts(r->out, ", ");
	unsigned rank;
	int64_t dims[QUANT_MAX_RANK];
	return per_axis || sub_channel ? copy_scales(r, per_axis, 0, &rank, dims) : copy_scale_zero(r);
}

/* calibrated<expressed<min:max>>, min not at or above max. */
static bool copy_calibrated(QuantReader *r)
{
	double min, max;
	sb_puts(r->out, "calibrated<");
	if (!copy_expressed(r) || !eat(r, '<'))
		return false;
	sb_putc(r->out, '<');
	if (!copy_float(r, &min) || !eat(r, ':'))
		return false;
	sb_putc(r->out, ':');
	if (!copy_float(r, &max) || !eat(r, '>'))
		return false;
	sb_putc(r->out, '>');
	return !(min >= max);
}

/* any<storage[:expressed]>. */
static bool copy_any(QuantReader *r)
{
	sb_puts(r->out, "any<");
	if (!copy_storage(r))
		return false;
	if (eat(r, ':')) {
		sb_putc(r->out, ':');
		return copy_expressed(r);
	}
	return true;
}

static IrIdent *canonical_body(IrContext *ctx, IrIdent *body)
{
	StrBuf b = {0};
	QuantReader r = {body->s, body->s + body->n, &b};
	const char *w;
	size_t n;
	bool ok = read_word(&r, &w, &n) && eat(&r, '<');
	if (ok && n == 7 && !memcmp(w, "uniform", 7))
		ok = copy_uniform(&r);
	else if (ok && n == 10 && !memcmp(w, "calibrated", 10))
		ok = copy_calibrated(&r);
	else if (ok && n == 3 && !memcmp(w, "any", 3))
		ok = copy_any(&r);
	else
		ok = false;
	ok = ok && eat(&r, '>');
	sb_putc(&b, '>');
	IrIdent *canon = ok && r.p == r.end ? ir_ident(ctx, b.s, b.len) : NULL;
	sb_free(&b);
	return canon;
}

static int parse_type(IrContext *ctx, const char *body, size_t n, void *params, size_t *size, StrBuf *err)
{
	(void)err;
	IrIdent *canon = canonical_body(ctx, ir_ident(ctx, body, n));
	if (!canon)
		return 0;
	memcpy(params, &canon, sizeof canon);
	*size = sizeof canon;
	return 1;
}

static void write_type(StrBuf *out, const void *params)
{
	IrIdent *canon;
	memcpy(&canon, params, sizeof canon);
	sb_putn(out, canon->s, canon->n);
}

static const IrDialectSymbols types = {parse_type, write_type};

const IrDialect ir_dialect_quant = {
	.name = "quant",
	.undefined_ops = "dcast qcast scast",
	.types = &types,
};
