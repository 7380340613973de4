/* types.c: the quant dialect's types (TOSA models carry them on their
   tensors), read as MLIR's parser reads them into their parameters
   (QuantType) and printed back as mlir-opt prints them: numbers as MLIR
   prints them, default storage ranges left out, spaces where MLIR puts
   them, so `!quant.uniform<i8:f32, 0.01>` is
   `!quant.uniform<i8:f32, 1.000000e-02>` and
   `!quant.calibrated<f32<-1.0:1.0>>` is
   `!quant.calibrated<f32<-1.000000e+00:1.000000e+00>>`. */
#include <inttypes.h>

#include "quant.h"

/* Deepest nesting of a sub-channel type's scales, a tensor literal. */
#define QUANT_MAX_RANK 16

/* The body being read, and its parameters so far (the QuantType, then
   the block sizes, scales and zero points as they come). */
typedef struct {
	const char *p, *end;
	QuantType t;
	StrBuf blocks, scales, zeros, dims;
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

/* A float literal as MLIR reads one into a double: decimal with a `.`,
   or the hex bits of a double. */
static bool read_float(QuantReader *r, ApBits *bits)
{
	skip_space(r);
	const char *s = r->p;
	size_t n;
	if (r->end - s > 2 && s[0] == '0' && s[1] == 'x') {
		n = 2 + run_of(r, s + 2, HEX_DIGITS);
		if (n == 2 || apfloat_from_hex_bits(IR_F64, s, n, bits) != APNUM_OK)
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
		if (apfloat_from_decimal(IR_F64, s, n, bits) != APNUM_OK)
			return false;
	}
	r->p = s + n;
	return true;
}

/* `i8`, `si8`, `ui8` or `u8`, and `<min:max>`. */
static bool read_storage(QuantReader *r)
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
	r->t.is_signed = is_signed;
	r->t.width = width;
	r->t.min = min;
	r->t.max = max;
	return true;
}

/* The expressed type, a float type. */
static bool read_expressed(QuantReader *r)
{
	const char *w;
	size_t n;
	IrFloatKind kind;
	if (!read_word(r, &w, &n) || !apfloat_kind_from_name(w, n, &kind))
		return false;
	r->t.has_expressed = true;
	r->t.expressed = kind;
	return true;
}

/* `scale[:zero_point]` */
static bool read_scale_zero(QuantReader *r)
{
	ApBits scale;
	int64_t zero = 0;
	if (!read_float(r, &scale) || (eat(r, ':') && !read_int(r, &zero)))
		return false;
	sb_putn(&r->scales, (const char *)&scale, sizeof scale);
	sb_putn(&r->zeros, (const char *)&zero, sizeof zero);
	r->t.nscales++;
	return true;
}

/* The scales of a per-axis or sub-channel type: a tensor literal of
   `scale[:zero_point]`, whose elements at each level have one shape (rank
   and dims get the shape of this level). */
static bool read_scales(QuantReader *r, unsigned depth, unsigned *rank, int64_t *dims)
{
	if (depth == QUANT_MAX_RANK || !eat(r, '{'))
		return false;
	unsigned n = 0, elem_rank = 0;
	int64_t elem_dims[QUANT_MAX_RANK];
	do {
		unsigned er = 0;
		int64_t ed[QUANT_MAX_RANK];
		if (peek(r, '{') ? !read_scales(r, depth + 1, &er, ed) : !read_scale_zero(r))
			return false;
		if (n && (er != elem_rank || memcmp(ed, elem_dims, er * sizeof *ed)))
			return false; /* MLIR: "ranks are not consistent between elements" */
		elem_rank = er;
		memcpy(elem_dims, ed, er * sizeof *ed);
		n++;
	} while (eat(r, ','));
	if (!eat(r, '}'))
		return false;
	*rank = elem_rank + 1;
	dims[0] = n;
	memcpy(dims + 1, elem_dims, elem_rank * sizeof *dims);
	return true;
}

/* uniform<storage:expressed, scale[:zero]>, per axis
   uniform<storage:expressed:axis, {scale[:zero],...}>, sub-channel
   uniform<storage:expressed:{dim:block_size, ...}, {{...}, ...}>. */
static bool read_uniform(QuantReader *r)
{
	r->t.kind = QUANT_UNIFORM;
	if (!read_storage(r) || !eat(r, ':') || !read_expressed(r))
		return false;
	int64_t v;
	if (eat(r, ':')) {
		r->t.layout = eat(r, '{') ? QUANT_SUB_CHANNEL : QUANT_PER_AXIS;
		if (r->t.layout == QUANT_PER_AXIS && (!read_int(r, &v) || v < 0 || v > INT32_MAX))
			return false;
		r->t.axis = r->t.layout == QUANT_PER_AXIS ? (int32_t)v : 0;
		for (unsigned i = 0; r->t.layout == QUANT_SUB_CHANNEL && !peek(r, '}'); i++) {
			int64_t block[2];
			if ((i && !eat(r, ',')) || !read_int(r, &block[0]) || !eat(r, ':') || !read_int(r, &block[1]) ||
			    block[0] < 0 || block[1] <= 0)
				return false;
			sb_putn(&r->blocks, (const char *)block, sizeof block);
			r->t.nblocks++;
		}
		if (r->t.layout == QUANT_SUB_CHANNEL)
			eat(r, '}');
	}
	if (!eat(r, ','))
		return false;
	if (r->t.layout == QUANT_PER_LAYER)
		return read_scale_zero(r);
	int64_t dims[QUANT_MAX_RANK];
	if (!read_scales(r, 0, &r->t.rank, dims))
		return false;
	sb_putn(&r->dims, (const char *)dims, r->t.rank * sizeof *dims);
	return true;
}

/* calibrated<expressed<min:max>>, min not at or above max. */
static bool read_calibrated(QuantReader *r)
{
	r->t.kind = QUANT_CALIBRATED;
	if (!read_expressed(r) || !eat(r, '<') || !read_float(r, &r->t.cal_min) || !eat(r, ':') ||
	    !read_float(r, &r->t.cal_max) || !eat(r, '>'))
		return false;
	return !(apfloat_to_double(IR_F64, r->t.cal_min) >= apfloat_to_double(IR_F64, r->t.cal_max));
}

/* any<storage[:expressed]>. */
static bool read_any(QuantReader *r)
{
	r->t.kind = QUANT_ANY;
	return read_storage(r) && (!eat(r, ':') || read_expressed(r));
}

/* IrDialectSymbols.parse: a body MLIR's quant parser reads, into its
   QuantType and, after it, the block sizes, scale dims, scales and zero
   points; any other kept as text. */
static int parse_type(IrContext *ctx, const char *body, size_t n, StrBuf *params, StrBuf *err)
{
	(void)ctx, (void)err;
	QuantReader r = {body, body + n, {0}, {0}, {0}, {0}, {0}};
	const char *w;
	size_t wn;
	bool ok = read_word(&r, &w, &wn) && eat(&r, '<');
	if (ok && wn == 7 && !memcmp(w, "uniform", 7))
		ok = read_uniform(&r);
	else if (ok && wn == 10 && !memcmp(w, "calibrated", 10))
		ok = read_calibrated(&r);
	else if (ok && wn == 3 && !memcmp(w, "any", 3))
		ok = read_any(&r);
	else
		ok = false;
	ok = ok && eat(&r, '>') && r.p == r.end;
	if (ok) {
		sb_putn(params, (const char *)&r.t, sizeof r.t);
		sb_putn(params, r.blocks.s, r.blocks.len);
		sb_putn(params, r.dims.s, r.dims.len);
		sb_putn(params, r.scales.s, r.scales.len);
		sb_putn(params, r.zeros.s, r.zeros.len);
	}
	sb_free(&r.blocks);
	sb_free(&r.dims);
	sb_free(&r.scales);
	sb_free(&r.zeros);
	return ok;
}

/* The arrays after a QuantType in its parameters. */
const int64_t *quant_blocks(const QuantType *t)
{
	return (const int64_t *)(t + 1);
}

static const int64_t *scale_dims(const QuantType *t)
{
	return quant_blocks(t) + 2 * t->nblocks;
}

const ApBits *quant_scales(const QuantType *t)
{
	return (const ApBits *)(scale_dims(t) + t->rank);
}

const int64_t *quant_zero_points(const QuantType *t)
{
	return (const int64_t *)(quant_scales(t) + t->nscales);
}

static void write_float(StrBuf *out, ApBits v)
{
	char text[APFLOAT_FMT_MAX];
	apfloat_format(IR_F64, v, text);
	sb_puts(out, text);
}

/* `i8` or `u8`, the range only when it is not the full range. */
static void write_storage(StrBuf *out, const QuantType *t)
{
	int64_t lo = t->is_signed ? -(INT64_C(1) << (t->width - 1)) : 0;
	int64_t hi = t->is_signed ? (INT64_C(1) << (t->width - 1)) - 1 : (INT64_C(1) << t->width) - 1;
	sb_printf(out, "%c%u", t->is_signed ? 'i' : 'u', t->width);
	if (t->min != lo || t->max != hi)
		sb_printf(out, "<%" PRId64 ":%" PRId64 ">", t->min, t->max);
}

/* `scale[:zero_point]`, the zero point when it is not 0. */
static void write_scale_zero(StrBuf *out, const QuantType *t, unsigned i)
{
	write_float(out, quant_scales(t)[i]);
	if (quant_zero_points(t)[i])
		sb_printf(out, ":%" PRId64, quant_zero_points(t)[i]);
}

/* The sub-channel scales of dims[0..], from scale *next on: nested braces,
   `, ` between elements. */
static void write_nested(StrBuf *out, const QuantType *t, const int64_t *dims, unsigned rank, unsigned *next)
{
	sb_putc(out, '{');
	for (int64_t i = 0; i < dims[0]; i++) {
		if (i)
			sb_puts(out, ", ");
		if (rank > 1)
			write_nested(out, t, dims + 1, rank - 1, next);
		else
			write_scale_zero(out, t, (*next)++);
	}
	sb_putc(out, '}');
}

/* IrDialectSymbols.print: as mlir-opt prints the type. */
static void write_type(StrBuf *out, const void *params)
{
	const QuantType *t = params;
	const char *expressed = t->has_expressed ? apfloat_kind_name(t->expressed) : NULL;
	if (t->kind == QUANT_CALIBRATED) {
		sb_printf(out, "calibrated<%s<", expressed);
		write_float(out, t->cal_min);
		sb_putc(out, ':');
		write_float(out, t->cal_max);
		sb_puts(out, ">>");
		return;
	}
	sb_puts(out, t->kind == QUANT_ANY ? "any<" : "uniform<");
	write_storage(out, t);
	if (expressed)
		sb_printf(out, ":%s", expressed);
	if (t->kind == QUANT_UNIFORM) {
		if (t->layout == QUANT_PER_AXIS)
			sb_printf(out, ":%d", t->axis);
		if (t->layout == QUANT_SUB_CHANNEL) {
			sb_puts(out, ":{");
			for (unsigned i = 0; i < t->nblocks; i++)
				sb_printf(out, "%s%" PRId64 ":%" PRId64, i ? ", " : "", quant_blocks(t)[2 * i],
				          quant_blocks(t)[2 * i + 1]);
			sb_putc(out, '}');
		}
		sb_puts(out, ", ");
		unsigned next = 0;
		if (t->layout == QUANT_PER_LAYER) {
			write_scale_zero(out, t, 0);
		} else if (t->layout == QUANT_PER_AXIS) { /* one flat list, no spaces */
			sb_putc(out, '{');
			for (unsigned i = 0; i < t->nscales; i++) {
				if (i)
					sb_putc(out, ',');
				write_scale_zero(out, t, i);
			}
			sb_putc(out, '}');
		} else {
			write_nested(out, t, scale_dims(t), t->rank, &next);
		}
	}
	sb_putc(out, '>');
}

static const IrDialectSymbols types = {parse_type, write_type, NULL};

const IrDialect ir_dialect_quant = {
	.name = "quant",
	.undefined_ops = "dcast qcast scast",
	.types = &types,
};
