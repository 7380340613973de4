/* apfloat_sweep.c: reads random decimal literals with apfloat_from_decimal into every float
   kind and compares each result with MLIR's way spelled out plainly: strtod's double, then
   apfloat_convert from f64 (its general rounding), and a literal's shape checked here.  The
   literals are short decimals, doubles and floats of random bits printed as %.17g, %.9g and
   in the 6-digit exponent form, values at and between the kinds' boundaries, midpoints of
   neighbouring values of the small kinds, and malformed text; and apfloat_from_double on
   doubles of random bits and near the kinds' limits against apfloat_convert.  Prints how many
   literals, doubles and conversions it compared and the first mismatches; exits 1 on any.
   Usage: mica-apfloat-sweep [--count N] [--seed S] */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../ir/apnum.h"

enum { TEXT_MAX = 128 };

static uint64_t rng_state;

static uint64_t rnd(void)   /* xorshift64* */
{
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return rng_state * 2685821657736338717ull;
}

static unsigned below(unsigned n) { return (unsigned)(rnd() % n); }

static int is_digit(char c) { return c >= '0' && c <= '9'; }

/* -?[0-9]+(.[0-9]*)?([eE][-+]?[0-9]+)?, the literals apfloat_from_decimal reads. */
static int is_literal(const char *s)
{
	if (*s == '-')
		s++;
	if (!is_digit(*s))
		return 0;
	while (is_digit(*s))
		s++;
	if (*s == '.')
		for (s++; is_digit(*s);)
			s++;
	if (*s == 'e' || *s == 'E') {
		s++;
		if (*s == '-' || *s == '+')
			s++;
		if (!is_digit(*s))
			return 0;
		while (is_digit(*s))
			s++;
	}
	return *s == 0;
}

static int expected(IrFloatKind k, const char *s, ApBits *out)
{
	if (!is_literal(s))
		return APNUM_EMALFORMED;
	double d = strtod(s, NULL);
	ApBits b = {0, 0};
	memcpy(&b.lo, &d, sizeof d);
	*out = apfloat_convert(k, IR_F64, b);
	return APNUM_OK;
}

static unsigned long long literals, conversions, mismatches;

static void compare(const char *s)
{
	literals++;
	for (int k = 0; k < IR_FLOAT_KIND_COUNT; k++) {
		ApBits got = {0, 0}, want = {0, 0};
		int rc = apfloat_from_decimal((IrFloatKind)k, s, strlen(s), &got);
		int want_rc = expected((IrFloatKind)k, s, &want);
		conversions++;
		if (rc == want_rc && (rc != APNUM_OK || (got.lo == want.lo && got.hi == want.hi)))
			continue;
		if (++mismatches <= 10)
			printf("mismatch %s %s: status %d bits %016llx%016llx, expected %d %016llx%016llx\n",
			       apfloat_kind_name((IrFloatKind)k), s, rc, (unsigned long long)got.hi,
			       (unsigned long long)got.lo, want_rc, (unsigned long long)want.hi,
			       (unsigned long long)want.lo);
	}
}

static unsigned long long doubles;

/* apfloat_from_double, which the literals reach only with doubles that short texts give,
   against apfloat_convert from f64 on any double. */
static void compare_double(double d)
{
	ApBits b = {0, 0};
	memcpy(&b.lo, &d, sizeof d);
	doubles++;
	for (int k = 0; k < IR_FLOAT_KIND_COUNT; k++) {
		ApBits got = apfloat_from_double((IrFloatKind)k, d), want = apfloat_convert((IrFloatKind)k, IR_F64, b);
		conversions++;
		if ((got.lo != want.lo || got.hi != want.hi) && ++mismatches <= 10)
			printf("mismatch %s double %016llx: bits %016llx%016llx, expected %016llx%016llx\n",
			       apfloat_kind_name((IrFloatKind)k), (unsigned long long)b.lo,
			       (unsigned long long)got.hi, (unsigned long long)got.lo,
			       (unsigned long long)want.hi, (unsigned long long)want.lo);
	}
}

static double random_double(void)
{
	uint64_t u = rnd();
	double d;
	memcpy(&d, &u, sizeof d);
	return d;
}

static float random_float(void)
{
	uint32_t u = (uint32_t)rnd();
	float f;
	memcpy(&f, &u, sizeof f);
	return f;
}

/* Up to 20 digits, some of them leading zeros, a dot anywhere or none, an exponent or none. */
static void short_decimal(char *p)
{
	if (below(2))
		*p++ = '-';
	unsigned nd = 1 + below(20), dot = below(nd + 2), zeros = below(3) ? 0 : below(4);
	for (unsigned i = 0; i < nd; i++) {
		if (i == dot && i)
			*p++ = '.';
		*p++ = (char)(i < zeros ? '0' : '0' + below(10));
	}
	if (dot == nd)
		*p++ = '.';
	if (below(2)) {
		*p++ = below(2) ? 'e' : 'E';
		unsigned sign = below(3);
		if (sign)
			*p++ = sign == 1 ? '-' : '+';
		p += sprintf(p, "%u", below(4) ? below(40) : below(400000));
	}
	*p = 0;
}

/* A value next to a kind's limits: a power of two near the top or bottom of a kind, or the
   largest and smallest values of f64 and f32, scaled by a factor close to 1. */
static double boundary_value(void)
{
	static const double anchors[] = {DBL_MAX, DBL_MIN, DBL_TRUE_MIN, FLT_MAX, FLT_MIN, 0x1p-149,
	                                 65504.0, 0x1p-14, 0x1p-24, 0x1p53, 1e22, 1e23,
	                                 0x1.fep127, 0x1p-133, 57344.0, 448.0, 240.0, 0x1p-9};
	double d = anchors[below(sizeof anchors / sizeof anchors[0])];
	switch (below(4)) {
	case 0:
		return d;
	case 1:
		return nextafter(d, below(2) ? INFINITY : 0.0);
	case 2:
		return ldexp(d, (int)below(9) - 4);
	default:
		return d * (1.0 + ((double)below(2001) - 1000.0) * 1e-6);
	}
}

/* The double halfway between two neighbouring values of a kind of at most 24 bits of
   precision, where rounding from f64 ties. */
static double midpoint(void)
{
	static const IrFloatKind kinds[] = {IR_F32, IR_F16, IR_BF16, IR_TF32, IR_F8E5M2, IR_F8E4M3,
	                                    IR_F8E3M4, IR_F8E4M3FN};
	IrFloatKind k = kinds[below(sizeof kinds / sizeof kinds[0])];
	unsigned w = apfloat_width(k);
	ApBits a = {rnd() & ((w < 64 ? (uint64_t)1 << (w - 1) : 0) - 1), 0}, b = {a.lo + 1, 0};
	double x = apfloat_to_double(k, a), y = apfloat_to_double(k, b);
	return isfinite(x) && isfinite(y) ? (x + y) / 2 : x;
}

/* Text apfloat_from_decimal must reject, or accept exactly when it has the literal's shape. */
static void malformed(char *p)
{
	static const char alphabet[] = "0123456789.-+eEx ";
	unsigned n = below(9);
	for (unsigned i = 0; i < n; i++)
		*p++ = alphabet[below(sizeof alphabet - 1)];
	*p = 0;
}

static void random_literal(char *buf)
{
	double d;
	switch (below(8)) {
	case 0:
	case 1:
		short_decimal(buf);
		return;
	case 2:
		snprintf(buf, TEXT_MAX, "%.17g", random_double());
		return;
	case 3:
		snprintf(buf, TEXT_MAX, "%.9g", (double)random_float());
		return;
	case 4:   /* MLIR's short form, and other lengths of it */
		d = below(2) ? (double)random_float() : random_double();
		snprintf(buf, TEXT_MAX, "%.*e", below(2) ? 6 : (int)below(20), d);
		return;
	case 5:
		snprintf(buf, TEXT_MAX, below(2) ? "%.17g" : "%.6e", boundary_value());
		return;
	case 6:
		snprintf(buf, TEXT_MAX, below(2) ? "%.17g" : "%.25g", midpoint());
		return;
	default:
		malformed(buf);
		return;
	}
}

int main(int argc, char **argv)
{
	unsigned long long count = 100000, seed = 1;
	for (int i = 1; i + 1 < argc; i += 2) {
		if (!strcmp(argv[i], "--count"))
			count = strtoull(argv[i + 1], NULL, 10);
		else if (!strcmp(argv[i], "--seed"))
			seed = strtoull(argv[i + 1], NULL, 10);
	}
	rng_state = seed * 0x9E3779B97F4A7C15ull | 1;
	static const char *const fixed[] = {"0.0", "-0.0", "0e99999", "1e23", "9007199254740993.0",
	                                    "9007199254740992e22", "1e-400", "1e400",
	                                    "1.7976931348623157e308", "1.7976931348623159e308",
	                                    "4.9406564584124654e-324", "2.4703282292062328e-324",
	                                    "65520.0", "-65519.99", "1.", "-", ".5", "1e", "1e+",
	                                    "00012.5000", "0.00000000000000000000001"};
	for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
		compare(fixed[i]);
	char buf[TEXT_MAX];
	for (unsigned long long i = 0; i < count; i++) {
		random_literal(buf);
		compare(buf);
		compare_double(random_double());
		compare_double(boundary_value());
	}
	printf("literals %llu doubles %llu conversions %llu mismatches %llu\n", literals, doubles,
	       conversions, mismatches);
	return mismatches != 0;
}
