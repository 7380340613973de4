/* hex.c: hex digits to bytes and back, for the megabytes of weights that
   `dense<"0x...">` literals hold.  Sixteen bytes at a time with GCC's
   vector extensions where they compile to SIMD instructions (SSE2 on
   x86-64, NEON on Arm) and the host is little-endian, since the digit
   pairs are handled as 16-bit lanes; byte by byte elsewhere and for the
   tail. */
#include "ir.h"

#if defined(__has_builtin) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ && (defined(__SSE2__) || defined(__ARM_NEON))
#if __has_builtin(__builtin_convertvector) && __has_builtin(__builtin_shufflevector)
#define HEX_VECTORS 1
#endif
#endif

#ifdef HEX_VECTORS
typedef unsigned char Bytes16 __attribute__((vector_size(16)));
typedef signed char Signed16 __attribute__((vector_size(16)));
typedef unsigned char Bytes8 __attribute__((vector_size(8)));
typedef unsigned short Lanes8 __attribute__((vector_size(16)));

/* The value of each hex digit in c; a byte that is none clears its lane
   of *good. */
static inline Bytes16 digit_values(Bytes16 c, Bytes16 *good)
{
	Bytes16 is_dec = (Bytes16)((Bytes16)(c - '0') < 10);
	Bytes16 is_alpha = (Bytes16)((Bytes16)((c | 0x20) - 'a') < 6); /* a-f, A-F */
	*good &= is_dec | is_alpha;
	return (c & 15) + (is_alpha & 9); /* 'A' and 'a' end in 1 */
}

/* Eight bytes from the values of sixteen digits: each 16-bit lane holds a
   pair, the high digit in its low byte. */
static inline Bytes8 pair_bytes(Bytes16 values)
{
	Lanes8 pairs = (Lanes8)values;
	return __builtin_convertvector((pairs << 4 | pairs >> 8) & 0xff, Bytes8);
}

/* The upper-case digit of each nibble (0..15) in n. */
static inline Bytes16 nibble_digits(Bytes16 n)
{
	Signed16 s = (Signed16)n;
	return (Bytes16)(s + '0' + ((s > 9) & ('A' - '0' - 10)));
}
#endif

bool ir_hex_to_bytes(const char *digits, size_t n, unsigned char *out)
{
	/* The table gives 0x10 | the digit, 0 for a character that is none, so
	   `valid` loses 0x10 at a bad one: one check at the end. */
	static const unsigned char hex_digit[256] = {
		['0'] = 0x10, ['1'] = 0x11, ['2'] = 0x12, ['3'] = 0x13, ['4'] = 0x14, ['5'] = 0x15, ['6'] = 0x16,
		['7'] = 0x17, ['8'] = 0x18, ['9'] = 0x19, ['a'] = 0x1A, ['b'] = 0x1B, ['c'] = 0x1C, ['d'] = 0x1D,
		['e'] = 0x1E, ['f'] = 0x1F, ['A'] = 0x1A, ['B'] = 0x1B, ['C'] = 0x1C, ['D'] = 0x1D, ['E'] = 0x1E,
		['F'] = 0x1F,
	};
	const unsigned char *d = (const unsigned char *)digits;
	size_t i = 0;
	bool valid = true;
#ifdef HEX_VECTORS
	Bytes16 good = ~(Bytes16){0};
	for (; i + 16 <= n; i += 16) {
		Bytes16 first, second;
		memcpy(&first, d + 2 * i, 16);
		memcpy(&second, d + 2 * i + 16, 16);
		Bytes8 lo = pair_bytes(digit_values(first, &good)), hi = pair_bytes(digit_values(second, &good));
		memcpy(out + i, &lo, 8);
		memcpy(out + i + 8, &hi, 8);
	}
	uint64_t lanes[2];
	memcpy(lanes, &good, 16);
	valid = (lanes[0] & lanes[1]) == UINT64_MAX;
#endif
	unsigned tail_valid = 0x10;
	for (; i < n; i++) {
		unsigned hi = hex_digit[d[2 * i]], lo = hex_digit[d[2 * i + 1]];
		tail_valid &= hi & lo;
		out[i] = (unsigned char)(hi << 4 | (lo & 15));
	}
	return valid && tail_valid;
}

void ir_bytes_to_hex(const unsigned char *bytes, size_t n, char *out)
{
	static const char digit[] = "0123456789ABCDEF";
	size_t i = 0;
#ifdef HEX_VECTORS
	for (; i + 16 <= n; i += 16) {
		Bytes16 b;
		memcpy(&b, bytes + i, 16);
		Bytes16 hi = nibble_digits(b >> 4), lo = nibble_digits(b & 15);
		Bytes16 first = __builtin_shufflevector(hi, lo, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
		Bytes16 second = __builtin_shufflevector(hi, lo, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
		memcpy(out + 2 * i, &first, 16);
		memcpy(out + 2 * i + 16, &second, 16);
	}
#endif
	for (; i < n; i++) {
		out[2 * i] = digit[bytes[i] >> 4];
		out[2 * i + 1] = digit[bytes[i] & 15];
	}
}
