/* apint_arith.c: two's complement arithmetic on integers of any width (the
   words of apnum.h), what constant folding needs beyond 64 bits: MLIR's
   APInt operations, every result wrapped to the width. */
#include "apnum.h"
#include "internal.h"

#include <string.h>

static size_t nwords(unsigned width)
{
	return ((size_t)width + 63) / 64;
}

/* Clears the bits at and above width in the top word. */
static void wrap(uint64_t *r, unsigned width)
{
	if (width % 64)
		r[nwords(width) - 1] &= ((uint64_t)1 << (width % 64)) - 1;
}

bool apint_sign(const uint64_t *a, unsigned width)
{
	return width && (a[(width - 1) / 64] >> ((width - 1) % 64) & 1);
}

bool apint_is_zero(const uint64_t *a, unsigned width)
{
	for (size_t i = 0; i < nwords(width); i++)
		if (a[i])
			return false;
	return true;
}

void apint_add(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned width)
{
	uint64_t carry = 0;
	for (size_t i = 0; i < nwords(width); i++) {
		uint64_t s = a[i] + b[i];
		uint64_t c = s < a[i];
		r[i] = s + carry;
		carry = c | (r[i] < s);
	}
	wrap(r, width);
}

void apint_sub(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned width)
{
	uint64_t borrow = 0;
	for (size_t i = 0; i < nwords(width); i++) {
		uint64_t d = a[i] - b[i];
		uint64_t c = a[i] < b[i];
		r[i] = d - borrow;
		borrow = c | (d < borrow);
	}
	wrap(r, width);
}

void apint_negate(uint64_t *r, const uint64_t *a, unsigned width)
{
	size_t n = nwords(width);
	uint64_t *zero = xcalloc(n + 1, sizeof *zero);
	apint_sub(r, zero, a, width);
	free(zero);
}

/* Schoolbook product, low width bits. */
void apint_mul(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned width)
{
	size_t n = nwords(width);
	uint64_t *acc = xcalloc(n + 1, sizeof *acc);
	for (size_t i = 0; i < n; i++) {
		unsigned __int128 carry = 0;
		for (size_t j = 0; i + j < n; j++) {
			unsigned __int128 t = (unsigned __int128)a[i] * b[j] + acc[i + j] + carry;
			acc[i + j] = (uint64_t)t;
			carry = t >> 64;
		}
	}
	memcpy(r, acc, n * sizeof *r);
	free(acc);
	wrap(r, width);
}

/* Bit i of a (0 past the width's words). */
static unsigned bit(const uint64_t *a, size_t i, unsigned width)
{
	return i < width ? (unsigned)(a[i / 64] >> (i % 64) & 1) : 0;
}

/* Shifts by sh < width bits: left, or right filling with fill (0 or 1). */
static void shift(uint64_t *r, const uint64_t *a, unsigned sh, unsigned width, bool left, unsigned fill)
{
	size_t n = nwords(width);
	uint64_t *out = xcalloc(n + 1, sizeof *out);
	for (unsigned i = 0; i < width; i++) {
		unsigned v = left ? (i >= sh ? bit(a, i - sh, width) : 0) : (i + sh < width ? bit(a, i + sh, width) : fill);
		out[i / 64] |= (uint64_t)v << (i % 64);
	}
	memcpy(r, out, n * sizeof *r);
	free(out);
}

void apint_shl(uint64_t *r, const uint64_t *a, unsigned sh, unsigned width)
{
	shift(r, a, sh, width, true, 0);
}

void apint_lshr(uint64_t *r, const uint64_t *a, unsigned sh, unsigned width)
{
	shift(r, a, sh, width, false, 0);
}

void apint_ashr(uint64_t *r, const uint64_t *a, unsigned sh, unsigned width)
{
	shift(r, a, sh, width, false, apint_sign(a, width));
}

int apint_cmp(const uint64_t *a, const uint64_t *b, unsigned width, bool is_signed)
{
	if (is_signed && apint_sign(a, width) != apint_sign(b, width))
		return apint_sign(a, width) ? -1 : 1;
	for (size_t i = nwords(width); i-- > 0;)
		if (a[i] != b[i])
			return a[i] < b[i] ? -1 : 1;
	return 0;
}

/* Unsigned long division, a bit at a time: width steps of width bits. */
bool apint_udivrem(uint64_t *q, uint64_t *rem, const uint64_t *a, const uint64_t *b, unsigned width)
{
	if (apint_is_zero(b, width))
		return false;
	size_t n = nwords(width);
	uint64_t *quot = xcalloc(n + 1, sizeof *quot), *r = xcalloc(n + 1, sizeof *r);
	for (unsigned i = width; i-- > 0;) {
		bool top = apint_sign(r, width); /* the bit the shift pushes out */
		shift(r, r, 1, width, true, 0);
		r[0] |= bit(a, i, width);
		if (top || apint_cmp(r, b, width, false) >= 0) {
			apint_sub(r, r, b, width);
			quot[i / 64] |= (uint64_t)1 << (i % 64);
		}
	}
	if (q)
		memcpy(q, quot, n * sizeof *q);
	if (rem)
		memcpy(rem, r, n * sizeof *rem);
	free(quot);
	free(r);
	return true;
}

bool apint_sdivrem(uint64_t *q, uint64_t *rem, const uint64_t *a, const uint64_t *b, unsigned width)
{
	size_t n = nwords(width);
	bool na = apint_sign(a, width), nb = apint_sign(b, width);
	uint64_t *ma = xcalloc(n + 1, sizeof *ma), *mb = xcalloc(n + 1, sizeof *mb);
	memcpy(ma, a, n * sizeof *ma);
	memcpy(mb, b, n * sizeof *mb);
	if (na)
		apint_negate(ma, ma, width);
	if (nb)
		apint_negate(mb, mb, width);
	bool ok = apint_udivrem(q, rem, ma, mb, width);
	if (ok && q && na != nb) /* truncated division: the quotient's sign from both */
		apint_negate(q, q, width);
	if (ok && rem && na) /* the remainder takes the dividend's sign */
		apint_negate(rem, rem, width);
	free(ma);
	free(mb);
	return ok;
}

void apint_resize(uint64_t *r, unsigned rwidth, const uint64_t *a, unsigned width, bool sign_extend)
{
	size_t rn = nwords(rwidth), n = nwords(width);
	uint64_t fill = sign_extend && apint_sign(a, width) ? ~(uint64_t)0 : 0;
	for (size_t i = 0; i < rn; i++)
		r[i] = i < n ? a[i] : fill;
	if (rwidth > width && width % 64 && n <= rn && fill)
		r[n - 1] |= ~(uint64_t)0 << (width % 64);
	wrap(r, rwidth);
}
