/* apint.c - arbitrary-width integer literals with MLIR 22's range rules and decimal printing. */
#include "apnum.h"
#include "internal.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

static size_t word_count(unsigned width) { return ((size_t)width + 63) / 64; }

/* Anything set at or above bit `width`? */
static int above_width(const uint64_t *words, unsigned width) {
  size_t nw = word_count(width);
  return width % 64 && nw && words[nw - 1] >> (width % 64);
}

static int sign_bit(const uint64_t *words, unsigned width) {
  return width && (int)(words[(width - 1) / 64] >> ((width - 1) % 64)) & 1;
}

static void negate(uint64_t *words, unsigned width) {
  size_t nw = word_count(width);
  uint64_t carry = 1;
  for (size_t i = 0; i < nw; i++) {
    words[i] = ~words[i] + carry;
    carry = carry && !words[i];
  }
  if (width % 64) words[nw - 1] &= ((uint64_t)1 << (width % 64)) - 1;
}

static int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

int apint_from_literal(const char *digits, size_t n, int neg, unsigned width, IrSignedness sg,
                       uint64_t *words) {
  assert(width <= 1u << 24);
  size_t nw = word_count(width);
  int hex = n > 2 && digits[0] == '0' && digits[1] == 'x';
  size_t i = hex ? 2 : 0;
  if (i == n) return APNUM_EMALFORMED;
  for (size_t j = i; j < n; j++)
    if (hex ? hex_value(digits[j]) < 0 : digits[j] < '0' || digits[j] > '9') return APNUM_EMALFORMED;
  /* MLIR reports the sign before it looks at the magnitude. */
  if (neg && sg == IR_UNSIGNED) return APNUM_ENEGUNSIGNED;

  memset(words, 0, nw * sizeof *words);
  while (i < n && digits[i] == '0') i++;   /* leading zeros never cost width */
  if (hex) {
    size_t bits = 4 * (n - i);
    if (i < n)
      for (int top = hex_value(digits[i]); top < 8; top <<= 1) bits--;
    if (bits > width) return APNUM_ERANGE;
    for (size_t j = 0; i + j < n; j++) {
      uint64_t v = (uint64_t)hex_value(digits[n - 1 - j]);
      words[j / 16] |= v << (j % 16 * 4);
    }
  } else if (nw == 1 && n - i <= 19) {
    /* Up to 19 digits fit a word outright (the usual case): no chunked multiply-add. */
    uint64_t v = 0;
    for (; i < n; i++) v = v * 10 + (uint64_t)(digits[i] - '0');
    if (above_width(&v, width)) return APNUM_ERANGE;
    words[0] = v;
  } else if (i < n) {
    /* A value of d digits is at least 10^(d-1) > 2^(3(d-1)): hopelessly long literals fail
       before any conversion, and the conversion's work stays bounded by the width. */
    if (n - i - 1 >= ((size_t)width + 2) / 3) return APNUM_ERANGE;
    if (!apnat_from_decimal(digits + i, n - i, words, nw) || above_width(words, width))
      return APNUM_ERANGE;
  }

  if (neg) {
    /* Negating must land on a negative number: this rejects -0 as well as too-small values. */
    negate(words, width);
    if (!sign_bit(words, width)) return APNUM_ERANGE;
  } else if (sg == IR_SIGNED && sign_bit(words, width)) {
    return APNUM_ERANGE;
  }
  return APNUM_OK;
}

/* Decimal of a value that fits one word (the usual case): no division loop over words. */
static char *format_u64(uint64_t mag, int minus) {
  char tmp[24], *p = tmp + sizeof tmp;
  *--p = 0;
  do *--p = (char)('0' + mag % 10);
  while (mag /= 10);
  if (minus) *--p = '-';
  size_t n = (size_t)(tmp + sizeof tmp - p);
  char *out = xmalloc(n);
  return memcpy(out, p, n);
}

char *apint_format(const uint64_t *words, unsigned width, int as_signed) {
  if (width <= 64) {
    uint64_t w = width ? words[0] : 0;
    int minus = as_signed && sign_bit(words, width);
    /* A negative value is w - 2^width, whose magnitude is -w modulo 2^width. */
    uint64_t mask = width == 64 ? ~(uint64_t)0 : ((uint64_t)1 << width) - 1;
    return format_u64(minus ? (0 - w) & mask : w, minus);
  }
  size_t nw = word_count(width);
  uint64_t *mag = xmalloc(nw * sizeof *mag);
  /* log10(2^64) < 20, plus sign and NUL */
  char *out = xmalloc(nw * 20 + 3);
  memcpy(mag, words, nw * sizeof *mag);
  int minus = as_signed && sign_bit(mag, width);
  if (minus) negate(mag, width);
  out[0] = '-';
  apnat_to_decimal(mag, nw, out + minus);
  free(mag);
  return out;
}

int apint_to_i64(const uint64_t *words, unsigned width, int as_signed, int64_t *out) {
  if (!width) {
    *out = 0;
    return APNUM_OK;
  }
  size_t nw = word_count(width);
  int neg = as_signed && sign_bit(words, width);
  /* Every bit from 63 up to width-1 must equal the sign of the result for it to fit. */
  uint64_t fill = neg ? ~(uint64_t)0 : 0;
  uint64_t w0 = words[0];
  if (width < 64) {
    if (neg) w0 |= ~(uint64_t)0 << width;
    *out = (int64_t)w0;
    return APNUM_OK;
  }
  if ((w0 >> 63) != (fill & 1)) return APNUM_ERANGE;
  for (size_t i = 1; i < nw; i++) {
    uint64_t expect = fill;
    if (i == nw - 1 && width % 64) expect &= ((uint64_t)1 << (width % 64)) - 1;
    if (words[i] != expect) return APNUM_ERANGE;
  }
  *out = (int64_t)w0;
  return APNUM_OK;
}
