/* apfloat.c - float literal parsing and printing that reproduce MLIR 22 (LLVM APFloat) bit for bit. */
#include "apnum.h"
#include "internal.h"

#include <assert.h>
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- Kind table --------------------------------------------------------- */

enum { NF_IEEE, NF_NAN_ONLY, NF_FINITE_ONLY };   /* which non-finite values exist */
enum { NAN_IEEE, NAN_ALL_ONES, NAN_NEG_ZERO };   /* where NaN lives in the encoding */

typedef struct {
  const char *name;
  unsigned width, prec;   /* prec counts the integer bit, like APFloat's precision */
  int max_exp, min_exp;   /* unbiased exponents of the largest and smallest normal binades */
  unsigned char nonfinite, nan_enc, has_zero, is_signed;
} Sem;

static const Sem kSems[IR_FLOAT_KIND_COUNT] = {
  [IR_F16] = {"f16", 16, 11, 15, -14, NF_IEEE, NAN_IEEE, 1, 1},
  [IR_BF16] = {"bf16", 16, 8, 127, -126, NF_IEEE, NAN_IEEE, 1, 1},
  [IR_F32] = {"f32", 32, 24, 127, -126, NF_IEEE, NAN_IEEE, 1, 1},
  [IR_F64] = {"f64", 64, 53, 1023, -1022, NF_IEEE, NAN_IEEE, 1, 1},
  [IR_F80] = {"f80", 80, 64, 16383, -16382, NF_IEEE, NAN_IEEE, 1, 1},
  [IR_F128] = {"f128", 128, 113, 16383, -16382, NF_IEEE, NAN_IEEE, 1, 1},
  [IR_TF32] = {"tf32", 19, 11, 127, -126, NF_IEEE, NAN_IEEE, 1, 1},
  [IR_F8E5M2] = {"f8E5M2", 8, 3, 15, -14, NF_IEEE, NAN_IEEE, 1, 1},
  [IR_F8E4M3] = {"f8E4M3", 8, 4, 7, -6, NF_IEEE, NAN_IEEE, 1, 1},
  [IR_F8E4M3FN] = {"f8E4M3FN", 8, 4, 8, -6, NF_NAN_ONLY, NAN_ALL_ONES, 1, 1},
  [IR_F8E5M2FNUZ] = {"f8E5M2FNUZ", 8, 3, 15, -15, NF_NAN_ONLY, NAN_NEG_ZERO, 1, 1},
  [IR_F8E4M3FNUZ] = {"f8E4M3FNUZ", 8, 4, 7, -7, NF_NAN_ONLY, NAN_NEG_ZERO, 1, 1},
  [IR_F8E4M3B11FNUZ] = {"f8E4M3B11FNUZ", 8, 4, 4, -10, NF_NAN_ONLY, NAN_NEG_ZERO, 1, 1},
  [IR_F8E3M4] = {"f8E3M4", 8, 5, 3, -2, NF_IEEE, NAN_IEEE, 1, 1},
  [IR_F8E8M0FNU] = {"f8E8M0FNU", 8, 1, 127, -127, NF_NAN_ONLY, NAN_ALL_ONES, 0, 0},
  [IR_F6E2M3FN] = {"f6E2M3FN", 6, 4, 2, 0, NF_FINITE_ONLY, NAN_IEEE, 1, 1},
  [IR_F6E3M2FN] = {"f6E3M2FN", 6, 3, 4, -2, NF_FINITE_ONLY, NAN_IEEE, 1, 1},
  [IR_F4E2M1FN] = {"f4E2M1FN", 4, 2, 2, 0, NF_FINITE_ONLY, NAN_IEEE, 1, 1},
};

const char *apfloat_kind_name(IrFloatKind k) {
  assert(k < IR_FLOAT_KIND_COUNT);
  return kSems[k].name;
}

int apfloat_kind_from_name(const char *s, size_t n, IrFloatKind *out) {
  for (int k = 0; k < IR_FLOAT_KIND_COUNT; k++)
    if (strlen(kSems[k].name) == n && memcmp(kSems[k].name, s, n) == 0) {
      *out = (IrFloatKind)k;
      return 1;
    }
  return 0;
}

unsigned apfloat_width(IrFloatKind k) {
  assert(k < IR_FLOAT_KIND_COUNT);
  return kSems[k].width;
}

/* ---- Minimal unsigned bignum (32-bit limbs keep every product in uint64_t) */

typedef struct { uint32_t *d; size_t n, cap; } Big;   /* n excludes leading zero limbs */

static void big_reserve(Big *b, size_t cap) {
  if (cap <= b->cap) return;
  size_t nc = b->cap ? b->cap : 8;
  while (nc < cap) nc *= 2;
  b->d = xrealloc(b->d, nc * sizeof *b->d);
  b->cap = nc;
}

static void big_free(Big *b) { free(b->d); }

static void big_trim(Big *b) {
  while (b->n && !b->d[b->n - 1]) b->n--;
}

static void big_set_u128(Big *b, const uint64_t v[2]) {
  big_reserve(b, 4);
  b->d[0] = (uint32_t)v[0];
  b->d[1] = (uint32_t)(v[0] >> 32);
  b->d[2] = (uint32_t)v[1];
  b->d[3] = (uint32_t)(v[1] >> 32);
  b->n = 4;
  big_trim(b);
}

static void big_get_u128(const Big *b, uint64_t v[2]) {
  assert(b->n <= 4);
  uint32_t w[4] = {0, 0, 0, 0};
  memcpy(w, b->d, b->n * sizeof *w);
  v[0] = w[0] | (uint64_t)w[1] << 32;
  v[1] = w[2] | (uint64_t)w[3] << 32;
}

static void big_copy(Big *dst, const Big *src) {
  big_reserve(dst, src->n);
  memcpy(dst->d, src->d, src->n * sizeof *src->d);
  dst->n = src->n;
}

static size_t big_bitlen(const Big *b) {
  if (!b->n) return 0;
  size_t bits = (b->n - 1) * 32;
  for (uint32_t top = b->d[b->n - 1]; top; top >>= 1) bits++;
  return bits;
}

static int big_bit(const Big *b, size_t i) {
  return i / 32 < b->n ? (int)(b->d[i / 32] >> (i % 32)) & 1 : 0;
}

static size_t big_ctz(const Big *b) {
  assert(b->n);
  size_t i = 0, z;
  while (!b->d[i]) i++;
  z = i * 32;
  for (uint32_t w = b->d[i]; !(w & 1); w >>= 1) z++;
  return z;
}

static void big_shl(Big *b, size_t s) {
  if (!b->n || !s) return;
  size_t ws = s / 32, bs = s % 32;
  big_reserve(b, b->n + ws + 1);
  b->d[b->n + ws] = 0;
  /* Walk downwards so every source limb is read before its slot is overwritten. */
  for (size_t i = b->n; i-- > 0;) {
    uint32_t w = b->d[i];
    if (bs) b->d[i + ws + 1] |= w >> (32 - bs);
    b->d[i + ws] = bs ? w << bs : w;
  }
  memset(b->d, 0, ws * sizeof *b->d);
  b->n += ws + 1;
  big_trim(b);
}

/* Returns 1 if any of the bits shifted out was set (APFloat's "lost fraction" != zero). */
static int big_shr(Big *b, size_t s) {
  if (!b->n || !s) return 0;
  size_t ws = s / 32, bs = s % 32;
  if (ws >= b->n) {
    b->n = 0;
    return 1;
  }
  int lost = 0;
  for (size_t i = 0; i < ws; i++) lost |= b->d[i] != 0;
  if (bs && (b->d[ws] & ((1u << bs) - 1))) lost = 1;
  for (size_t i = 0; i + ws < b->n; i++) {
    uint32_t w = b->d[i + ws] >> bs;
    if (bs && i + ws + 1 < b->n) w |= b->d[i + ws + 1] << (32 - bs);
    b->d[i] = w;
  }
  b->n -= ws;
  big_trim(b);
  return lost;
}

static void big_mul_add(Big *b, uint32_t m, uint32_t a) {
  uint64_t carry = a;
  for (size_t i = 0; i < b->n; i++) {
    uint64_t t = (uint64_t)b->d[i] * m + carry;
    b->d[i] = (uint32_t)t;
    carry = t >> 32;
  }
  if (carry) {
    big_reserve(b, b->n + 1);
    b->d[b->n++] = (uint32_t)carry;
  }
  big_trim(b);
}

static uint32_t big_divmod_small(Big *b, uint32_t m) {
  uint64_t r = 0;
  for (size_t i = b->n; i-- > 0;) {
    uint64_t cur = r << 32 | b->d[i];
    b->d[i] = (uint32_t)(cur / m);
    r = cur % m;
  }
  big_trim(b);
  return (uint32_t)r;
}

static int big_cmp(const Big *a, const Big *b) {
  if (a->n != b->n) return a->n < b->n ? -1 : 1;
  for (size_t i = a->n; i-- > 0;)
    if (a->d[i] != b->d[i]) return a->d[i] < b->d[i] ? -1 : 1;
  return 0;
}

static void big_sub(Big *a, const Big *b) {
  assert(big_cmp(a, b) >= 0);
  uint64_t borrow = 0;
  for (size_t i = 0; i < a->n; i++) {
    uint64_t t = (uint64_t)a->d[i] - (i < b->n ? b->d[i] : 0) - borrow;
    a->d[i] = (uint32_t)t;
    borrow = t >> 63;
  }
  big_trim(a);
}

static void big_add1(Big *b) {
  for (size_t i = 0; i < b->n; i++)
    if (++b->d[i]) return;
  big_reserve(b, b->n + 1);
  b->d[b->n++] = 1;
}

static void big_mul_pow5(Big *b, size_t k) {
  static const uint32_t pow5[14] = {1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125,
                                    9765625, 48828125, 244140625, 1220703125};
  for (; k >= 13; k -= 13) big_mul_add(b, pow5[13], 0);
  big_mul_add(b, pow5[k], 0);
}

/* q = r / d and r = r % d, by shift-and-subtract: our quotients are never longer than ~130
   bits, so this is cheap even when r and d are thousands of bits. */
static void big_div(Big *q, Big *r, const Big *d) {
  size_t lr = big_bitlen(r), ld = big_bitlen(d);
  assert(ld);
  q->n = 0;
  if (lr < ld) return;
  size_t qb = lr - ld + 1;
  big_reserve(q, qb / 32 + 1);
  memset(q->d, 0, (qb / 32 + 1) * sizeof *q->d);
  q->n = qb / 32 + 1;
  Big t = {0};
  big_copy(&t, d);
  big_shl(&t, qb - 1);
  for (size_t i = qb; i-- > 0;) {
    if (big_cmp(r, &t) >= 0) {
      big_sub(r, &t);
      q->d[i / 32] |= 1u << (i % 32);
    }
    big_shr(&t, 1);
  }
  big_trim(q);
  big_free(&t);
}

/* ---- Unpacked values, mirroring APFloat's (category, sign, exponent, significand) */

enum { CAT_ZERO, CAT_NORMAL, CAT_INF, CAT_NAN };

typedef struct {
  int cat, sign;
  long exp;          /* exponent of significand bit prec-1 */
  uint64_t sig[2];   /* integer bit at prec-1 for normals; NaN payload for NaNs */
} Fp;

static void set_bit128(uint64_t v[2], unsigned i) { v[i / 64] |= (uint64_t)1 << (i % 64); }
static int get_bit128(const uint64_t v[2], unsigned i) { return (int)(v[i / 64] >> (i % 64)) & 1; }

static void mask128(uint64_t v[2], unsigned bits) {
  if (bits >= 128) return;
  if (bits >= 64) {
    v[1] &= bits == 64 ? 0 : ~(uint64_t)0 >> (128 - bits);
  } else {
    v[0] &= bits ? ~(uint64_t)0 >> (64 - bits) : 0;
    v[1] = 0;
  }
}

static void shift128(uint64_t v[2], int s) {   /* s > 0 shifts left */
  if (s >= 128 || s <= -128) {
    v[0] = v[1] = 0;
  } else if (s >= 64) {
    v[1] = v[0] << (s - 64);
    v[0] = 0;
  } else if (s > 0) {
    v[1] = v[1] << s | v[0] >> (64 - s);
    v[0] <<= s;
  } else if (s <= -64) {
    v[0] = v[1] >> (-s - 64);
    v[1] = 0;
  } else if (s < 0) {
    v[0] = v[0] >> -s | v[1] << (64 + s);
    v[1] >>= -s;
  }
}

static uint64_t get_field(ApBits v, unsigned pos, unsigned len) {
  uint64_t x;
  if (pos >= 64) {
    x = v.hi >> (pos - 64);
  } else {
    x = v.lo >> pos;
    if (pos) x |= v.hi << (64 - pos);
  }
  return len >= 64 ? x : x & (((uint64_t)1 << len) - 1);
}

static void put_field(ApBits *v, unsigned pos, uint64_t x) {
  if (pos >= 64) {
    v->hi |= x << (pos - 64);
  } else {
    v->lo |= x << pos;
    if (pos) v->hi |= x >> (64 - pos);
  }
}

/* APFloat's exponentNaN(): where a NaN's exponent sits, which the encoders then bias. */
static long exp_nan(const Sem *s) {
  if (s->nonfinite == NF_NAN_ONLY) {
    if (s->nan_enc == NAN_NEG_ZERO) return s->min_exp - 1;
    if (s->is_signed) return s->max_exp;
  }
  return s->max_exp + 1;
}

static Fp make_zero(const Sem *s, int sign) {
  Fp r = {CAT_ZERO, sign, 0, {0, 0}};
  if (s->nan_enc == NAN_NEG_ZERO) r.sign = 0;   /* -0 would be the NaN pattern */
  if (!s->has_zero) {                           /* f8E8M0FNU: APFloat picks the smallest value */
    r.cat = CAT_NORMAL;
    r.sign = 0;
    r.exp = s->min_exp;
    set_bit128(r.sig, s->prec - 1);
  }
  return r;
}

/* makeNaN(false, sign) for the kinds that have only NaN and no infinity. */
static Fp make_nan(const Sem *s, int sign) {
  Fp r = {CAT_NAN, sign, exp_nan(s), {0, 0}};
  if (s->nan_enc == NAN_NEG_ZERO) {
    r.sign = 1;
  } else {
    r.sig[0] = r.sig[1] = ~(uint64_t)0;
    mask128(r.sig, s->prec - 1);
  }
  return r;
}

/* handleOverflow() under round-to-nearest. */
static Fp overflow_value(const Sem *s, int sign) {
  Fp r = {CAT_INF, sign, 0, {0, 0}};
  if (s->nonfinite == NF_NAN_ONLY) return make_nan(s, sign);
  if (s->nonfinite == NF_FINITE_ONLY) {   /* saturate */
    r.cat = CAT_NORMAL;
    r.exp = s->max_exp;
    r.sig[0] = r.sig[1] = ~(uint64_t)0;
    mask128(r.sig, s->prec);
  }
  return r;
}

/* Round (q + sticky) * 2^qexp into kind s to nearest-even, with APFloat::normalize's handling of
   subnormals, overflow and missing zeros.  sticky means "plus something below q's last bit";
   callers give q at least three bits beyond the precision so that this suffices. */
static Fp round_to_sem(const Sem *s, int sign, Big *q, long qexp, int sticky) {
  assert(q->n);
  long e_msb = qexp + (long)big_bitlen(q) - 1;
  long t = e_msb > s->min_exp ? e_msb : s->min_exp;
  long lsb = t - (long)(s->prec - 1);
  int round = 0;
  if (lsb > qexp) {
    sticky |= big_shr(q, (size_t)(lsb - qexp - 1));
    round = big_bit(q, 0);
    big_shr(q, 1);
  } else {
    assert(!sticky);
    big_shl(q, (size_t)(qexp - lsb));
  }
  if (round && (sticky || big_bit(q, 0))) big_add1(q);
  if (big_bitlen(q) > s->prec) {   /* carried into a new binade */
    big_shr(q, 1);
    t++;
  }
  if (!q->n) return make_zero(s, sign);
  Fp r = {CAT_NORMAL, sign, t, {0, 0}};
  big_get_u128(q, r.sig);
  if (t > s->max_exp) return overflow_value(s, sign);
  if (s->nan_enc == NAN_ALL_ONES && s->prec > 1 && t == s->max_exp) {
    uint64_t ones[2] = {~(uint64_t)0, ~(uint64_t)0};
    mask128(ones, s->prec);
    if (ones[0] == r.sig[0] && ones[1] == r.sig[1]) return overflow_value(s, sign);
  }
  return r;
}

/* ---- Fast exact arithmetic: 64-bit limbs on the stack ------------------------------------ */

/* Everything above is general but allocates and works a bit at a time.  The kinds of at most
   53 bits of precision (all but f80 and f128) instead go through the routines below, which do
   the same exact integer arithmetic with 64-bit limbs in fixed-size arrays and never
   approximate: each result is exactly what the general code computes.  They give up (return 0)
   when the numbers would not fit, and the caller then takes the general path. */

static unsigned clz64(uint64_t x) {
  assert(x);
#if defined(__GNUC__)
  return (unsigned)__builtin_clzll(x);
#else
  unsigned n = 0;
  for (; !(x >> 63); x <<= 1) n++;
  return n;
#endif
}

static unsigned ctz64(uint64_t x) {
  assert(x);
#if defined(__GNUC__)
  return (unsigned)__builtin_ctzll(x);
#else
  unsigned n = 0;
  for (; !(x & 1); x >>= 1) n++;
  return n;
#endif
}

static unsigned bitlen64(uint64_t x) { return x ? 64 - clz64(x) : 0; }

/* bitlen(5^e) = ceil(e * log2(5)) for e >= 1; this integer form (Ryu's pow5bits) is exact for
   every e <= 3528, checked against exact powers. */
static size_t bitlen_pow5(size_t e) { return (size_t)(((uint64_t)e * 1217359) >> 19) + 1; }

static const uint64_t kPow5[28] = {
  1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125, 9765625, 48828125, 244140625,
  1220703125, 6103515625, 30517578125, 152587890625, 762939453125, 3814697265625,
  19073486328125, 95367431640625, 476837158203125, 2384185791015625, 11920928955078125,
  59604644775390625, 298023223876953125, 1490116119384765625, 7450580596923828125u};

static const uint64_t kPow10[20] = {
  1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000, 1000000000, 10000000000,
  100000000000, 1000000000000, 10000000000000, 100000000000000, 1000000000000000,
  10000000000000000, 100000000000000000, 1000000000000000000, 10000000000000000000u};

/* 3072 bits: the largest number needed is an f64 subnormal's exact decimal significand,
   sig * 5^1074, about 2550 bits. */
enum { FL_MAX = 48, FL_MAX_POW5 = 3000 };

/* Limb arrays are little-endian with no leading zero limb; n == 0 is zero. */
static size_t fl_bitlen(const uint64_t *a, size_t n) {
  return n ? (n - 1) * 64 + bitlen64(a[n - 1]) : 0;
}

/* a = a * m + add; returns the new length.  a needs room for one more limb. */
static size_t fl_mul_add(uint64_t *a, size_t n, uint64_t m, uint64_t add) {
  uint64_t carry = add;
  for (size_t i = 0; i < n; i++) {
    uint64_t hi, lo = mul_wide(a[i], m, &hi);
    lo += carry;
    carry = hi + (lo < carry);   /* hi <= 2^64 - 2, so this cannot wrap */
    a[i] = lo;
  }
  if (carry) a[n++] = carry;
  return n;
}

/* a *= 5^e; the caller has checked that bitlen(a) + bitlen_pow5(e) fits FL_MAX limbs. */
static size_t fl_mul_pow5(uint64_t *a, size_t n, size_t e) {
  for (; e >= 27; e -= 27) n = fl_mul_add(a, n, kPow5[27], 0);
  return e ? fl_mul_add(a, n, kPow5[e], 0) : n;
}

/* Bits [pos, pos + 64) of a. */
static uint64_t fl_bits_at(const uint64_t *a, size_t n, size_t pos) {
  size_t w = pos / 64;
  unsigned b = pos % 64;
  uint64_t lo = w < n ? a[w] : 0, hi = w + 1 < n ? a[w + 1] : 0;
  return b ? lo >> b | hi << (64 - b) : lo;
}

/* Is any bit below pos set? */
static int fl_any_below(const uint64_t *a, size_t n, size_t pos) {
  size_t w = pos / 64;
  for (size_t i = 0; i < w && i < n; i++)
    if (a[i]) return 1;
  return w < n && pos % 64 && (a[w] << (64 - pos % 64)) != 0;
}

/* dst = src * 2^sh (sh >= 0) or floor(src / 2^-sh); returns dst's length. */
static size_t fl_shift(uint64_t *dst, const uint64_t *src, size_t n, long sh) {
  if (!n) return 0;
  if (sh >= 0) {
    size_t ws = (size_t)sh / 64, bs = (size_t)sh % 64;
    for (size_t i = 0; i < ws; i++) dst[i] = 0;
    uint64_t carry = 0;
    for (size_t i = 0; i < n; i++) {
      dst[i + ws] = src[i] << bs | carry;
      carry = bs ? src[i] >> (64 - bs) : 0;
    }
    n += ws;
    if (carry) dst[n++] = carry;
    return n;
  }
  size_t bits = fl_bitlen(src, n), r = (size_t)-sh;
  if (r >= bits) return 0;
  size_t m = (bits - r + 63) / 64;
  for (size_t i = 0; i < m; i++) dst[i] = fl_bits_at(src, n, r + 64 * i);
  while (m && !dst[m - 1]) m--;
  return m;
}

/* floor(u / v) for u < v * 2^64, so that the quotient fits a limb (Knuth's algorithm D for a
   single quotient digit); *inexact tells whether the remainder is nonzero.  v[vn-1] != 0 and
   un <= vn + 1. */
static uint64_t fl_div_q1(const uint64_t *u, size_t un, const uint64_t *v, size_t vn,
                          int *inexact) {
  uint64_t nv[FL_MAX], nu[FL_MAX + 1], rem;
  assert(vn && vn <= FL_MAX && un <= vn + 1);
  /* Normalise so that the divisor's top bit is set: the estimate below is then at most 2 high. */
  unsigned s = clz64(v[vn - 1]);
  for (size_t i = 0; i < vn; i++) nv[i] = s ? v[i] << s | (i ? v[i - 1] >> (64 - s) : 0) : v[i];
  for (size_t i = 0; i <= vn; i++) {
    uint64_t cur = i < un ? u[i] : 0, prev = i && i - 1 < un ? u[i - 1] : 0;
    nu[i] = s ? cur << s | prev >> (64 - s) : cur;
  }
  uint64_t qhat = ~(uint64_t)0;
  if (nu[vn] < nv[vn - 1]) qhat = div_wide(nu[vn], nu[vn - 1], nv[vn - 1], &rem);
  /* nu -= qhat * nv over vn + 1 limbs; a borrow out of the top means qhat was too high. */
  uint64_t mc = 0, br = 0;
  for (size_t i = 0; i < vn; i++) {
    uint64_t hi, lo = mul_wide(qhat, nv[i], &hi);
    lo += mc;
    mc = hi + (lo < mc);
    uint64_t d1 = nu[i] - lo, d2 = d1 - br;
    br = (uint64_t)(nu[i] < lo) + (d1 < br);   /* at most one of the two borrows happens */
    nu[i] = d2;
  }
  uint64_t d1 = nu[vn] - mc, d2 = d1 - br;
  int neg = nu[vn] < mc || d1 < br;
  nu[vn] = d2;
  while (neg) {   /* add the divisor back; a carry out of the top makes it nonnegative again */
    qhat--;
    uint64_t c = 0;
    for (size_t i = 0; i < vn; i++) {
      uint64_t sum = nu[i] + nv[i], sum2 = sum + c;
      c = (uint64_t)(sum < nu[i]) + (sum2 < sum);
      nu[i] = sum2;
    }
    uint64_t top = nu[vn] + c;
    if (top < nu[vn]) neg = 0;
    nu[vn] = top;
  }
  int nz = 0;
  for (size_t i = 0; i <= vn; i++) nz |= nu[i] != 0;
  *inexact = nz;
  return qhat;
}

/* round_to_sem for a significand that fits a limb, for kinds of at most 62 bits of precision. */
static Fp round_u64(const Sem *s, int sign, uint64_t q, long qexp, int sticky) {
  assert(q && s->prec <= 62);
  long e_msb = qexp + (long)bitlen64(q) - 1;
  long t = e_msb > s->min_exp ? e_msb : s->min_exp;
  long lsb = t - (long)(s->prec - 1);
  int round = 0;
  if (lsb > qexp) {
    long sh = lsb - qexp;
    if (sh > 64) {   /* even the round bit lies above q */
      sticky = 1;
      q = 0;
    } else {
      round = (int)(q >> (sh - 1)) & 1;
      if (sh > 1 && q << (65 - sh)) sticky = 1;
      q = sh == 64 ? 0 : q >> sh;
    }
  } else {
    assert(!sticky);
    q <<= qexp - lsb;
  }
  if (round && (sticky || (q & 1))) q++;
  if (q >> s->prec) {   /* carried into a new binade */
    q >>= 1;
    t++;
  }
  if (!q) return make_zero(s, sign);
  Fp r = {CAT_NORMAL, sign, t, {q, 0}};
  if (t > s->max_exp) return overflow_value(s, sign);
  if (s->nan_enc == NAN_ALL_ONES && s->prec > 1 && t == s->max_exp &&
      q == ((uint64_t)1 << s->prec) - 1)
    return overflow_value(s, sign);
  return r;
}

/* d * 10^q rounded into kind s exactly as dec_to_fp does it (d nonzero, at most two limbs),
   past dec_to_fp's early outs.  0 if the numbers would not fit. */
static int round_decimal(const Sem *s, int neg, const uint64_t *d, size_t dn, long q, Fp *out) {
  uint64_t a[FL_MAX + 1], p[FL_MAX + 1];
  uint64_t quot;
  long qexp;
  int sticky = 0;
  size_t dbits = fl_bitlen(d, dn);
  assert(dn && dn <= 2 && s->prec <= 53);
  if (q >= 0) {
    /* An integer: the top 64 bits of d * 5^q, the rest as sticky, times 2^q. */
    if (q > FL_MAX_POW5 || dbits + bitlen_pow5((size_t)q) > 64 * FL_MAX) return 0;
    memcpy(a, d, dn * sizeof *d);
    size_t n = fl_mul_pow5(a, dn, (size_t)q), bits = fl_bitlen(a, n);
    if (bits <= 64) {
      quot = a[0];
      qexp = q;
    } else {
      quot = fl_bits_at(a, n, bits - 64);
      sticky = fl_any_below(a, n, bits - 64);
      qexp = q + (long)(bits - 64);
    }
  } else {
    /* d / 5^k * 2^-k: scale d by 2^sh so that the quotient has 63 or 64 bits, at least three
       beyond any precision here, and let the remainder be the sticky bit. */
    size_t k = (size_t)-q;
    if (k <= 27 && dn == 1) {
      /* The common case: one 128-by-64-bit division, with 5^k shifted up to a full limb and
         d to 127 bits, which gives the same quotient and shift as below. */
      size_t pbits = bitlen_pow5(k), t = 127 - dbits;   /* 63 <= t <= 126 */
      uint64_t hi = t >= 64 ? d[0] << (t - 64) : d[0] >> 1, lo = t >= 64 ? 0 : d[0] << 63, rem;
      quot = div_wide(hi, lo, kPow5[k] << (64 - pbits), &rem);
      *out = round_u64(s, neg, quot, q - (63 + (long)pbits - (long)dbits), rem != 0);
      return 1;
    }
    if (k > FL_MAX_POW5 || bitlen_pow5(k) > 64 * (FL_MAX - 1)) return 0;
    p[0] = 1;
    size_t pn = fl_mul_pow5(p, 1, k);
    long sh = 63 + (long)fl_bitlen(p, pn) - (long)dbits;
    if (sh < 0) sticky = fl_any_below(d, dn, (size_t)-sh);
    size_t an = fl_shift(a, d, dn, sh);
    int inexact;
    quot = fl_div_q1(a, an, p, pn, &inexact);
    sticky |= inexact;
    qexp = q - sh;
  }
  *out = round_u64(s, neg, quot, qexp, sticky);
  return 1;
}

/* bitlen(sig * 5^k) without the whole product: 5^k's leading 128 bits are built by k / 27
   multiplications, each truncated, so that x * 2^e2 <= 5^k < x * 2^e2 * (1 + 2^-120) (each
   truncation loses under 2^-127 relatively, and there are at most 112 of them).  Then
   bitlen(sig * 5^k) = bitlen(sig * x) + e2 unless sig * x is within that factor of the next
   power of two, when this returns 0 and the caller computes the product exactly. */
static size_t bitlen_sig_pow5(uint64_t sig, size_t k) {
  assert(sig && k <= FL_MAX_POW5);
  uint64_t xh = (uint64_t)1 << 63, xl = 0, h0, h1, l0, l1;
  long e2 = -127;
  while (k) {
    size_t c = k >= 27 ? 27 : k;
    k -= c;
    l0 = mul_wide(xl, kPow5[c], &h0);
    l1 = mul_wide(xh, kPow5[c], &h1);
    uint64_t r1 = l1 + h0, r2 = h1 + (r1 < h0);   /* r2:r1:l0 = x * 5^c, r2 >= 2 */
    unsigned s = clz64(r2);
    xh = s ? r2 << s | r1 >> (64 - s) : r2;
    xl = s ? r1 << s | l0 >> (64 - s) : r1;
    e2 += 64 - (long)s;
  }
  uint64_t p[3];
  p[0] = mul_wide(xl, sig, &h0);
  l1 = mul_wide(xh, sig, &h1);
  p[1] = l1 + h0;
  p[2] = h1 + (p[1] < h0);
  size_t n = p[2] ? 3 : 2, bl = fl_bitlen(p, n);   /* bl >= 128 */
  if (fl_bits_at(p, n, bl - 64) == ~(uint64_t)0 &&
      (fl_bits_at(p, n, bl - 120) & (((uint64_t)1 << 56) - 1)) == ((uint64_t)1 << 56) - 1)
    return 0;
  return (size_t)((long)bl + e2);
}

/* ---- Exact decimal significands for printing (APFloat::toString's first half) ------------ */

typedef struct { uint64_t v; long exp; } DecSig;   /* the value v * 10^exp */

/* AdjustToPrecision(APInt)'s bit budget for fprec digits (196/59 overestimates log2(10)). */
static size_t need_bits(unsigned fprec) { return ((size_t)fprec * 196 + 58) / 59; }
static size_t tens_removable(size_t bits, size_t need) {
  return bits <= need ? 0 : (bits - need) * 59 / 196;
}

/* toString turns the value sig * 2^e into the exact decimal integer D = sig * 2^e (e >= 0) or
   sig * 5^-e (times 10^e), then AdjustToPrecision drops t = tens_removable(bitlen(D)) digits by
   truncating division.  This computes floor(D / 10^t) for two precisions at once (the short
   and the default form), using floor(floor(x / a) / b) == floor(x / ab) to get the digits for
   the coarser one from the finer.  Only for normal values of kinds with prec <= 53, where no
   budget exceeds 57 bits and so every floor(D / 10^t) fits 62 bits. */
static int fast_adjust(const Sem *s, const Fp *f, unsigned fprec_a, unsigned fprec_b, DecSig *a,
                       DecSig *b) {
  uint64_t buf[FL_MAX + 1], p[FL_MAX + 1];
  size_t na = need_bits(fprec_a), nb = need_bits(fprec_b), nmax = na > nb ? na : nb;
  assert(f->cat == CAT_NORMAL && s->prec <= 53 && !f->sig[1] && nmax <= 57);
  uint64_t sig = f->sig[0], v0;
  long e = f->exp - (long)(s->prec - 1);
  unsigned tz = ctz64(sig);
  sig >>= tz;
  e += tz;
  size_t bs = bitlen64(sig), bits, tlo;
  long exp0;
  if (e >= 0) {   /* D = sig * 2^e, whose length is known outright */
    bits = bs + (size_t)e;
    tlo = tens_removable(bits, nmax);
    exp0 = 0;
    if (!tlo) {
      v0 = sig << e;   /* bits <= nmax + 3 */
    } else if ((long)tlo > e) {   /* only for e < 15, when tlo <= 14 */
      if (tlo > 27) return 0;   /* cannot happen */
      v0 = (sig >> (tlo - (size_t)e)) / kPow5[tlo];
    } else {   /* floor(sig * 2^(e - tlo) / 5^tlo) */
      if (bits > 64 * FL_MAX || tlo > FL_MAX_POW5) return 0;
      p[0] = 1;
      size_t pn = fl_mul_pow5(p, 1, tlo), un = fl_shift(buf, &sig, 1, e - (long)tlo);
      if (fl_bitlen(buf, un) > fl_bitlen(p, pn) + 63) return 0;   /* cannot happen: v0 < 2^62 */
      int inexact;
      v0 = fl_div_q1(buf, un, p, pn, &inexact);
    }
  } else {   /* D = sig * 5^k, k = -e */
    size_t k = (size_t)-e;
    if (k > FL_MAX_POW5 || bs + bitlen_pow5(k) > 64 * FL_MAX) return 0;
    /* bitlen(D) is b0 or b0 + 1, and it only matters when the two give different t for
       either precision; bitlen_sig_pow5 then tells which, and failing that D itself. */
    size_t b0 = bs + bitlen_pow5(k) - 1;
    int exact = tens_removable(b0, na) != tens_removable(b0 + 1, na) ||
                tens_removable(b0, nb) != tens_removable(b0 + 1, nb);
    tlo = tens_removable(b0, nmax);
    exp0 = e;
    bits = b0;
    buf[0] = sig;
    if (tlo <= k) {   /* floor(sig * 5^(k - tlo) / 2^tlo); then on to D if its length counts */
      size_t n = fl_mul_pow5(buf, 1, k - tlo);
      if (fl_bitlen(buf, n) > tlo + 64) return 0;   /* cannot happen: v0 < 2^62 */
      v0 = fl_bits_at(buf, n, tlo);
      if (exact && !(bits = bitlen_sig_pow5(sig, k)))
        bits = fl_bitlen(buf, fl_mul_pow5(buf, n, tlo));
    } else {   /* floor(floor(sig / 2^tlo) / 5^(tlo - k)), small numbers: tlo < 33 here */
      if (tlo >= 64 || tlo - k > 27) return 0;   /* cannot happen */
      v0 = (sig >> tlo) / kPow5[tlo - k];
      if (exact && !(bits = bitlen_sig_pow5(sig, k)))
        bits = fl_bitlen(buf, fl_mul_pow5(buf, 1, k));
    }
  }
  size_t ta = tens_removable(bits, na), tb = tens_removable(bits, nb);
  if (ta - tlo > 19 || tb - tlo > 19) return 0;   /* cannot happen: about 12 at most */
  a->v = v0 / kPow10[ta - tlo];
  a->exp = exp0 + (long)ta;
  b->v = v0 / kPow10[tb - tlo];
  b->exp = exp0 + (long)tb;
  return a->v && b->v;
}

/* ---- Encoding ----------------------------------------------------------- */

static Fp decode(IrFloatKind k, ApBits v) {
  const Sem *s = &kSems[k];
  Fp f = {CAT_NORMAL, 0, 0, {0, 0}};
  if (k == IR_F8E8M0FNU) {   /* exponent only, bias 127, 0xFF is NaN */
    uint64_t e = v.lo & 0xFF;
    if (e == 0xFF) return (Fp){CAT_NAN, 0, exp_nan(s), {0, 0}};
    f.sign = (v.hi & APBITS_NEG_UNSIGNED) != 0;
    f.exp = (long)e - 127;
    f.sig[0] = 1;
    return f;
  }
  if (k == IR_F80) {   /* explicit integer bit; APFloat reads malformed patterns as NaN */
    uint64_t e = v.hi & 0x7FFF, m = v.lo;
    f.sign = (int)(v.hi >> 15) & 1;
    f.sig[0] = m;
    if (e == 0 && m == 0) {
      f.cat = CAT_ZERO;
    } else if (e == 0x7FFF && m == (uint64_t)1 << 63) {
      f.cat = CAT_INF;
      f.sig[0] = 0;
    } else if (e == 0x7FFF || (e != 0 && !(m >> 63))) {
      f.cat = CAT_NAN;
      f.exp = exp_nan(s);
    } else {
      f.exp = e ? (long)e - 16383 : -16382;   /* pseudo-denormals keep their integer bit */
    }
    return f;
  }
  unsigned fb = s->prec - 1, eb = s->width - 1 - fb;
  long bias = 1 - s->min_exp;
  uint64_t e = get_field(v, fb, eb);
  f.sign = (int)get_field(v, s->width - 1, 1);
  f.sig[0] = v.lo;
  f.sig[1] = v.hi;
  mask128(f.sig, fb);
  int frac_zero = !f.sig[0] && !f.sig[1];
  if (s->nonfinite == NF_FINITE_ONLY && (v.hi & APBITS_INF_NO_INF)) {
    f.cat = CAT_INF;
    return f;
  }
  if (s->nonfinite == NF_IEEE && (long)e - bias == s->max_exp + 1 && frac_zero) {
    f.cat = CAT_INF;
    return f;
  }
  int is_nan;
  if (s->nan_enc == NAN_IEEE) {
    is_nan = (long)e - bias == exp_nan(s) && !frac_zero;
  } else if (s->nan_enc == NAN_ALL_ONES) {
    uint64_t ones[2] = {~(uint64_t)0, ~(uint64_t)0};
    mask128(ones, fb);
    is_nan = (long)e - bias == exp_nan(s) && f.sig[0] == ones[0] && f.sig[1] == ones[1];
  } else {
    is_nan = e == 0 && frac_zero && f.sign;
  }
  if (is_nan) {
    f.cat = CAT_NAN;
    f.exp = exp_nan(s);
  } else if (e == 0 && frac_zero) {
    f.cat = CAT_ZERO;
  } else if (e == 0) {
    f.exp = s->min_exp;
  } else {
    f.exp = (long)e - bias;
    set_bit128(f.sig, fb);
  }
  return f;
}

/* decode for the plain IEEE layouts of at most 64 bits (f16, bf16, f32, f64, tf32, f8E5M2,
   f8E4M3, f8E3M4): 0 for an infinity or a NaN, which decode's general path takes. */
static int decode_ieee(const Sem *s, uint64_t bits, Fp *f) {
  assert(s->width <= 64 && s->nonfinite == NF_IEEE && s->nan_enc == NAN_IEEE);
  unsigned fb = s->prec - 1, eb = s->width - 1 - fb;
  uint64_t m = bits & (((uint64_t)1 << fb) - 1), e = bits >> fb & (((uint64_t)1 << eb) - 1);
  if (e == ((uint64_t)1 << eb) - 1) return 0;
  f->sign = (int)(bits >> (s->width - 1)) & 1;
  f->sig[1] = 0;
  if (!e) {
    f->cat = m ? CAT_NORMAL : CAT_ZERO;
    f->exp = m ? s->min_exp : 0;
    f->sig[0] = m;
  } else {
    f->cat = CAT_NORMAL;
    f->exp = (long)e + s->min_exp - 1;
    f->sig[0] = m | (uint64_t)1 << fb;
  }
  return 1;
}

/* bitcastToAPInt(), including what it yields for states the encoding lacks. */
static ApBits encode(IrFloatKind k, const Fp *f) {
  const Sem *s = &kSems[k];
  ApBits b = {0, 0};
  if (k == IR_F8E8M0FNU) {
    assert(f->cat == CAT_NORMAL || f->cat == CAT_NAN);
    if (f->cat == CAT_NAN) {
      b.lo = 0xFF;
    } else {
      b.lo = (uint64_t)(f->exp + 127);
      if (f->sign) b.hi = APBITS_NEG_UNSIGNED;
    }
    return b;
  }
  if (k == IR_F80) {
    uint64_t e = 0x7FFF, m = f->sig[0];
    if (f->cat == CAT_NORMAL) {
      e = (uint64_t)(f->exp + 16383);
      if (e == 1 && !(m >> 63)) e = 0;
    } else if (f->cat == CAT_ZERO) {
      e = m = 0;
    } else if (f->cat == CAT_INF) {
      m = (uint64_t)1 << 63;
    }
    b.lo = m;
    b.hi = e | (uint64_t)(f->sign != 0) << 15;
    return b;
  }
  unsigned fb = s->prec - 1, eb = s->width - 1 - fb;
  long bias = 1 - s->min_exp, e;
  uint64_t frac[2] = {f->sig[0], f->sig[1]};
  switch (f->cat) {
  case CAT_NORMAL:
    e = f->exp + bias;
    if (e == 1 && !get_bit128(f->sig, fb)) e = 0;
    break;
  case CAT_ZERO:
    e = 0;
    frac[0] = frac[1] = 0;
    break;
  case CAT_INF:   /* f6/f4 have none; APFloat then emits this same (meaningless) exponent */
    e = s->max_exp + 1 + bias;
    frac[0] = frac[1] = 0;
    break;
  default:
    e = exp_nan(s) + bias;
    break;
  }
  mask128(frac, fb);
  b.lo = frac[0];
  b.hi = frac[1];
  put_field(&b, fb, (uint64_t)e & (((uint64_t)1 << eb) - 1));
  if (f->sign) put_field(&b, s->width - 1, 1);
  if (f->cat == CAT_INF && s->nonfinite == NF_FINITE_ONLY) b.hi |= APBITS_INF_NO_INF;
  return b;
}

/* encode for the plain IEEE layouts of at most 64 bits and a zero, normal or infinite f. */
static uint64_t encode_ieee(const Sem *s, const Fp *f) {
  unsigned fb = s->prec - 1;
  uint64_t e = 0, m = 0;
  if (f->cat == CAT_INF) {
    e = ((uint64_t)1 << (s->width - 1 - fb)) - 1;
  } else if (f->cat == CAT_NORMAL) {
    m = f->sig[0] & (((uint64_t)1 << fb) - 1);
    if (f->sig[0] >> fb) e = (uint64_t)(f->exp - s->min_exp + 1);   /* else subnormal */
  }
  return (uint64_t)f->sign << (s->width - 1) | e << fb | m;
}

/* ---- Conversion between kinds (APFloat::convert, round-to-nearest-even) -- */

static int is_signaling(const Sem *s, const Fp *f) {
  return f->cat == CAT_NAN && s->nonfinite == NF_IEEE && !get_bit128(f->sig, s->prec - 2);
}

static Fp convert_fp(IrFloatKind to_k, IrFloatKind from_k, const Fp *f) {
  const Sem *to = &kSems[to_k], *from = &kSems[from_k];
  Fp r = *f;
  switch (f->cat) {
  case CAT_NORMAL: {
    if (from->prec <= 64 && to->prec <= 53 && !f->sig[1])
      return round_u64(to, f->sign, f->sig[0], f->exp - (long)(from->prec - 1), 0);
    Big q = {0};
    big_set_u128(&q, f->sig);
    r = round_to_sem(to, f->sign, &q, f->exp - (long)(from->prec - 1), 0);
    big_free(&q);
    return r;
  }
  case CAT_ZERO:
    return make_zero(to, f->sign);
  case CAT_INF:   /* a kind without infinity but with NaN gets NaN; f6/f4 keep the infinity */
    return to->nonfinite == NF_NAN_ONLY ? make_nan(to, f->sign) : r;
  default:
    break;
  }
  if (to->nonfinite == NF_NAN_ONLY) return make_nan(to, f->sign);
  r.exp = exp_nan(to);
  if (from->nan_enc == NAN_NEG_ZERO && to->nan_enc != NAN_NEG_ZERO) {
    r.sign = 0;
    r.sig[0] = r.sig[1] = 0;
    set_bit128(r.sig, to->prec - 2);
  } else {
    shift128(r.sig, (int)to->prec - (int)from->prec);
  }
  int x87_special = from_k == IR_F80 && to_k != IR_F80 && (f->sig[0] >> 62) != 3;
  if (to_k == IR_F80 && !x87_special) set_bit128(r.sig, 63);
  if (is_signaling(from, f)) set_bit128(r.sig, to->prec - 2);
  /* A payload shifted out entirely (f8E8M0FNU has none) must not turn the NaN into an infinity. */
  uint64_t payload[2] = {r.sig[0], r.sig[1]};
  mask128(payload, to->prec - 1);
  if (!payload[0] && !payload[1] && to->nonfinite == NF_IEEE) set_bit128(r.sig, to->prec - 2);
  return r;
}

static Fp fp_from_double(double d) {
  uint64_t u;
  memcpy(&u, &d, sizeof u);
  return decode(IR_F64, (ApBits){u, 0});
}

ApBits apfloat_from_double(IrFloatKind k, double d) {
  const Sem *s = &kSems[k];
  uint64_t u;
  memcpy(&u, &d, sizeof u);
  /* A finite double into a plain IEEE kind: itself into f64, the hardware's rounding (to
     nearest-even, as convert_fp's) into f32, and convert_fp's rounding without the general
     decoding and encoding into the others; a NaN or an infinity takes the general path. */
  if (s->width <= 64 && s->nonfinite == NF_IEEE && isfinite(d)) {
    if (k == IR_F64) return (ApBits){u, 0};
    if (k == IR_F32) {
      float narrow = (float)d;
      uint32_t b;
      memcpy(&b, &narrow, sizeof b);
      return (ApBits){b, 0};
    }
    Fp f;
    decode_ieee(&kSems[IR_F64], u, &f);
    Fp r = f.cat == CAT_ZERO ? make_zero(s, f.sign) : round_u64(s, f.sign, f.sig[0], f.exp - 52, 0);
    return (ApBits){encode_ieee(s, &r), 0};
  }
  Fp f = fp_from_double(d);
  Fp r = convert_fp(k, IR_F64, &f);
  return encode(k, &r);
}

int apfloat_from_int(IrFloatKind k, int neg, uint64_t magnitude, ApBits *out) {
  assert(k < IR_FLOAT_KIND_COUNT);
  const Sem *s = &kSems[k];
  if (s->prec > 62) return 0;
  Fp r = magnitude ? round_u64(s, neg, magnitude, 0, 0) : make_zero(s, 0);
  *out = encode(k, &r);
  return 1;
}

double apfloat_to_double(IrFloatKind k, ApBits v) {
  Fp f = decode(k, v);
  Fp r = convert_fp(IR_F64, k, &f);
  ApBits b = encode(IR_F64, &r);
  double d;
  memcpy(&d, &b.lo, sizeof d);
  return d;
}

ApBits apfloat_convert(IrFloatKind to, IrFloatKind from, ApBits v) {
  Fp f = decode(from, v);
  Fp r = convert_fp(to, from, &f);
  return encode(to, &r);
}

int apfloat_is_nan(IrFloatKind k, ApBits v) { return decode(k, v).cat == CAT_NAN; }
int apfloat_is_inf(IrFloatKind k, ApBits v) { return decode(k, v).cat == CAT_INF; }

/* ---- Decimal text to value (APFloat::convertFromString) ------------------ */

typedef struct {
  const char *s;
  size_t first, last;   /* text positions of the first and last non-zero digits, if any */
  long dexp;            /* value = (digits first..last, dot skipped) * 10^dexp */
  size_t nsig;          /* how many digits first..last are, the dot not counted */
  long ne;              /* decimal exponent of the leading digit */
  int neg, zero;
} Dec;

static int is_digit(char c) { return c >= '0' && c <= '9'; }

/* Checks -?[0-9]+(.[0-9]*)?([eE][-+]?[0-9]+)?, the shape of an MLIR float literal, and locates
   its significant digits without converting anything yet. */
static int parse_decimal(const char *s, size_t n, Dec *d) {
  size_t i = 0;
  long ndigits = 0, nint = -1, jf = -1, jl = -1, e = 0;
  memset(d, 0, sizeof *d);
  d->s = s;
  if (i < n && s[i] == '-') d->neg = 1, i++;
  for (; i < n; i++) {
    if (s[i] == '.' && nint < 0 && ndigits) {
      nint = ndigits;
      continue;
    }
    if (!is_digit(s[i])) break;
    if (s[i] != '0') {
      if (jf < 0) jf = ndigits, d->first = i;
      jl = ndigits, d->last = i;
    }
    ndigits++;
  }
  if (!ndigits) return APNUM_EMALFORMED;
  if (nint < 0) nint = ndigits;
  if (i < n && (s[i] == 'e' || s[i] == 'E')) {
    int eneg = 0;
    if (++i < n && (s[i] == '-' || s[i] == '+')) eneg = s[i++] == '-';
    if (i == n || !is_digit(s[i])) return APNUM_EMALFORMED;
    for (; i < n && is_digit(s[i]); i++) {
      /* APFloat's readExponent saturates here; matching it keeps absurd inputs identical. */
      e = e * 10 + (s[i] - '0');
      if (e >= 24000) {
        e = 24000;
        while (i + 1 < n && is_digit(s[i + 1])) i++;
      }
    }
    if (eneg) e = -e;
  }
  d->zero = jf < 0;
  d->ne = nint - 1 - jf + e;
  d->dexp = nint - 1 - jl + e;
  d->nsig = d->zero ? 0 : (size_t)(jl - jf + 1);
  return i == n ? APNUM_OK : APNUM_EMALFORMED;
}

/* APFloat's early outs, with its integer bounds on log2(10) so results agree at the edges; they
   also spare us building huge numbers for absurd exponents.  ne is the decimal exponent of the
   leading digit.  Returns 1 and sets *out if one applies. */
static int dec_early_out(const Sem *s, long ne, int neg, Fp *out) {
  if (((long long)ne - 1) * 42039 >= 12655LL * s->max_exp) {
    *out = overflow_value(s, neg);
    return 1;
  }
  if (((long long)ne + 1) * 28738 <= 8651LL * (s->min_exp - (long long)s->prec)) {
    *out = make_zero(s, neg);
    return 1;
  }
  return 0;
}

/* The significant digits of d as an integer in out[0..1] (room for 3); returns its length, or 0
   if there are more than 38 digits (which might not fit two limbs). */
static size_t dec_digits(const Dec *d, uint64_t out[3]) {
  size_t n = 0, count = 0;
  uint64_t chunk = 0;
  unsigned cn = 0;
  for (size_t i = d->first; i <= d->last; i++) {
    if (d->s[i] == '.') continue;
    if (++count > 38) return 0;
    chunk = chunk * 10 + (uint64_t)(d->s[i] - '0');
    if (++cn == 19 || i == d->last) {
      n = fl_mul_add(out, n, kPow10[cn], chunk);
      chunk = 0;
      cn = 0;
    }
  }
  return n;
}

/* How many significant digits of a decimal literal decide its rounding into s: rounding changes
   only at the midpoints between neighbouring values of s (and half an ulp past the largest),
   each M 2^e with M < 2^(prec+1) and e >= min_exp - prec.  For e < 0 that is M 5^-e / 10^-e,
   of at most (prec+1) log10(2) + (prec - min_exp) log10(5) + 1 significant digits; for e >= 0
   an integer below 2^(max_exp+1).  Cut after more digits than either, a literal lies strictly
   between the same two midpoints as its cut, or just above its cut if that is one, so the cut
   plus a sticky bit for what follows rounds the same.  768 digits for f64, 11564 for f128. */
static size_t dec_digits_needed(const Sem *s) {
  /* 30103 / 10^5 and 69898 / 10^5 are just above log10(2) and log10(5). */
  long mid = ((long)(s->prec + 1) * 30103 + (long)(s->prec - s->min_exp) * 69898) / 100000 + 1;
  long top = (long)(s->max_exp + 1) * 30103 / 100000 + 1;
  return (size_t)(mid > top ? mid : top);
}

/* Correctly rounded conversion of d into kind s. */
static Fp dec_to_fp(const Sem *s, const Dec *d) {
  if (d->zero) return make_zero(s, d->neg);
  Fp r;
  if (dec_early_out(s, d->ne, d->neg, &r)) return r;
  uint64_t dig[3];
  size_t dn;
  if (s->prec <= 53 && (dn = dec_digits(d, dig)) && round_decimal(s, d->neg, dig, dn, d->dexp, &r))
    return r;
  /* A long literal is cut (dec_digits_needed); the last digit, beyond the cut, is not zero. */
  size_t keep = d->nsig, needed = dec_digits_needed(s);
  long dexp = d->dexp;
  int cut = keep > needed;
  if (cut) {
    dexp += (long)(keep - needed);
    keep = needed;
  }
  Big num = {0}, den = {0}, q = {0};
  uint32_t chunk = 0, scale = 1;
  for (size_t i = d->first; keep; i++) {
    if (d->s[i] == '.') continue;
    chunk = chunk * 10 + (uint32_t)(d->s[i] - '0');
    scale *= 10;
    if (--keep == 0 || scale == 1000000000) {
      big_mul_add(&num, scale, chunk);
      chunk = 0;
      scale = 1;
    }
  }
  big_mul_add(&den, 1, 1);
  if (dexp >= 0)
    big_mul_pow5(&num, (size_t)dexp);
  else
    big_mul_pow5(&den, (size_t)-dexp);
  /* digits * 10^dexp = num / den * 2^dexp; scale so the quotient carries prec + 3 bits. */
  long sh = (long)s->prec + 3 - ((long)big_bitlen(&num) - (long)big_bitlen(&den));
  if (sh > 0)
    big_shl(&num, (size_t)sh);
  else
    big_shl(&den, (size_t)-sh);
  big_div(&q, &num, &den);
  r = round_to_sem(s, d->neg, &q, dexp - sh, num.n != 0 || cut);
  big_free(&num);
  big_free(&den);
  big_free(&q);
  return r;
}

/* Appends the digits at *p to m, counting them in *nd; 0 past 19 digits
   in all, which m might not hold (leading zeros count: such a literal
   takes the general path). */
static int read_digits(const char **p, const char *end, uint64_t *m, size_t *nd) {
  const char *q = *p;
  for (; q < end && is_digit(*q); q++) *m = *m * 10 + (uint64_t)(*q - '0');
  *nd += (size_t)(q - *p);
  *p = q;
  return *nd <= 19;
}

/* Clinger's fast path, read straight from the text: a literal of at most 19 digits,
   whose significand m is at most 2^53 and whose decimal exponent q is at most 22 in magnitude,
   is m * 10^q or m / 10^-q of two exact doubles, which one operation rounds once, correctly:
   the double strtod gives.  0 for any other literal, malformed ones included, which
   parse_decimal then reads. */
static int short_decimal_to_double(const char *s, size_t n, double *out) {
  static const double p10[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                               1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
#if FLT_EVAL_METHOD != 0 /* wider intermediates would round twice */
  return 0;
#endif
  const char *p = s, *end = s + n, *start;
  uint64_t m = 0;
  size_t nd = 0;
  long q = 0;
  int neg = p < end && *p == '-';
  p += neg;
  /* -?[0-9]+(.[0-9]*)?([eE][-+]?[0-9]+)?, the exponent of at most four digits here. */
  start = p;
  if (!read_digits(&p, end, &m, &nd) || p == start) return 0;
  if (p < end && *p == '.') {
    start = ++p;
    if (!read_digits(&p, end, &m, &nd)) return 0;
    q = -(long)(p - start);
  }
  if (p < end && (*p == 'e' || *p == 'E')) {
    int eneg = 0;
    long e = 0;
    if (++p < end && (*p == '-' || *p == '+')) eneg = *p++ == '-';
    for (start = p; p < end && is_digit(*p) && p - start < 4; p++) e = e * 10 + (*p - '0');
    if (p == start) return 0;
    q += eneg ? -e : e;
  }
  if (p != end) return 0;   /* malformed, or an exponent of five digits or more */
  double v = 0.0;
  if (m) {
    if (m > (uint64_t)1 << 53 || q < -22 || q > 22) return 0;
    v = q < 0 ? (double)m / p10[-q] : (double)m * p10[q];
  }
  *out = neg ? -v : v;
  return 1;
}

int apfloat_from_decimal(IrFloatKind k, const char *s, size_t n, ApBits *out) {
  assert(k < IR_FLOAT_KIND_COUNT);
  double fast;
  if (short_decimal_to_double(s, n, &fast)) {
    *out = apfloat_from_double(k, fast);
    return APNUM_OK;
  }
  Dec d;
  int rc = parse_decimal(s, n, &d);
  if (rc != APNUM_OK) return rc;
  /* MLIR reads the literal as a double and only then converts it to the
     attribute's type.  The C library's strtod rounds to double correctly
     and fast; the exact path below serves literals too long to copy. */
  char buf[64];
  if (n < sizeof buf) {
    memcpy(buf, s, n);
    buf[n] = 0;
    *out = apfloat_from_double(k, strtod(buf, NULL));
    return APNUM_OK;
  }
  Fp dbl = dec_to_fp(&kSems[IR_F64], &d);
  Fp r = convert_fp(k, IR_F64, &dbl);
  *out = encode(k, &r);
  return APNUM_OK;
}

int apfloat_from_hex_bits(IrFloatKind k, const char *s, size_t n, ApBits *out) {
  assert(k < IR_FLOAT_KIND_COUNT);
  ApBits b = {0, 0};
  size_t i = n >= 2 && s[0] == '0' && s[1] == 'x' ? 2 : 0;
  if (i == n) return APNUM_EMALFORMED;
  int too_wide = 0;
  for (; i < n; i++) {
    char c = s[i];
    unsigned v;
    if (c >= '0' && c <= '9') v = (unsigned)(c - '0');
    else if (c >= 'a' && c <= 'f') v = (unsigned)(c - 'a' + 10);
    else if (c >= 'A' && c <= 'F') v = (unsigned)(c - 'A' + 10);
    else return APNUM_EMALFORMED;
    if (b.hi >> 60) too_wide = 1;
    b.hi = b.hi << 4 | b.lo >> 60;
    b.lo = b.lo << 4 | v;
  }
  unsigned w = kSems[k].width;
  if (too_wide || (w < 128 && get_field(b, w, 128 - w > 64 ? 64 : 128 - w)) ||
      (w < 64 && b.hi))
    return APNUM_ERANGE;
  *out = b;
  return APNUM_OK;
}

/* ---- Value to text (APFloat::toString and MLIR's printFloatValue) -------- */

/* The decimal digits toString works from, for the general path: the exact decimal significand
   of f after AdjustToPrecision(APInt), least significant digit first, trailing zeros folded
   into *exp.  dig has room for 160 digits. */
static size_t fp_digits(const Sem *s, const Fp *f, unsigned fprec, char *dig, long *exp_out) {
  /* value = sig * 2^exp, rewritten as sig' * 10^exp with an exact integer sig'. */
  Big sig = {0}, q = {0};
  big_set_u128(&sig, f->sig);
  long exp = f->exp - (long)(s->prec - 1);
  size_t tz = big_ctz(&sig);
  big_shr(&sig, tz);
  exp += (long)tz;
  if (exp > 0) {
    big_shl(&sig, (size_t)exp);
    exp = 0;
  } else if (exp < 0) {
    big_mul_pow5(&sig, (size_t)-exp);
  }

  /* APFloat first drops the decimal digits it deems surplus by truncating division, so any
     digits lost here never take part in the rounding below. */
  size_t bits = big_bitlen(&sig), tens = tens_removable(bits, need_bits(fprec));
  if (tens) {
    Big pow = {0};
    big_mul_add(&pow, 1, 1);
    big_mul_pow5(&pow, tens);
    big_shl(&pow, tens);
    big_div(&q, &sig, &pow);
    big_copy(&sig, &q);
    big_free(&pow);
    exp += (long)tens;
  }

  size_t nd = 0;
  while (sig.n) {
    uint32_t dv = big_divmod_small(&sig, 10);
    if (!nd && !dv) {
      exp++;
    } else {
      assert(nd < 160);
      dig[nd++] = (char)('0' + dv);
    }
  }
  big_free(&sig);
  big_free(&q);
  assert(nd);
  *exp_out = exp;
  return nd;
}

/* The same from fast_adjust's result (v != 0). */
static size_t u64_digits(uint64_t v, char *dig, long *exp) {
  size_t nd = 0;
  for (; v % 10 == 0; v /= 10) ++*exp;
  for (; v; v /= 10) dig[nd++] = (char)('0' + v % 10);
  return nd;
}

/* AdjustToPrecision on the digit buffer: cut to fprec digits, rounding half up on the first
   dropped digit alone. */
static void cut_digits(char *dig, size_t *nd_io, long *exp, unsigned fprec) {
  size_t nd = *nd_io;
  if (nd <= fprec) return;
  size_t first = nd - fprec;
  if (dig[first - 1] < '5') {
    while (first < nd && dig[first] == '0') first++;
  } else {
    for (size_t i = first; i != nd; i++) {
      if (dig[i] != '9') {
        dig[i]++;
        break;
      }
      first++;
    }
  }
  *exp += (long)first;
  if (first == nd) {
    dig[0] = '1';
    *nd_io = 1;
  } else {
    memmove(dig, dig + first, nd - first);
    *nd_io = nd - first;
  }
}

/* toString's second half: lays out the digits (most significant last) of value dig * 10^exp. */
static size_t layout_digits(const char *dig, size_t nd, long exp, unsigned fprec, unsigned maxpad,
                            int trunc0, int sign, char *out) {
  char *p = out;
  if (sign) *p++ = '-';
  int sci;
  if (!maxpad) {
    sci = 1;
  } else if (exp >= 0) {
    sci = exp > (long)maxpad || nd + (size_t)exp > fprec;
  } else {
    long msd = exp + (long)nd - 1;
    sci = msd < 0 && -msd > (long)maxpad;
  }

  if (sci) {
    long e10 = exp + (long)nd - 1;
    *p++ = dig[nd - 1];
    *p++ = '.';
    if (nd == 1 && trunc0) *p++ = '0';
    for (size_t i = 1; i < nd; i++) *p++ = dig[nd - 1 - i];
    if (!trunc0 && fprec + 1 > nd)
      for (size_t i = nd; i <= fprec; i++) *p++ = '0';
    *p++ = trunc0 ? 'E' : 'e';
    *p++ = e10 >= 0 ? '+' : '-';
    if (e10 < 0) e10 = -e10;
    char eb[24];
    size_t ne = 0;
    do eb[ne++] = (char)('0' + e10 % 10);
    while (e10 /= 10);
    if (!trunc0 && ne < 2) eb[ne++] = '0';
    while (ne) *p++ = eb[--ne];
  } else if (exp >= 0) {
    for (size_t i = nd; i-- > 0;) *p++ = dig[i];
    for (long i = 0; i < exp; i++) *p++ = '0';
  } else {
    long whole = exp + (long)nd;
    size_t i = 0;
    if (whole > 0) {
      for (; i < (size_t)whole; i++) *p++ = dig[nd - 1 - i];
      *p++ = '.';
    } else {
      *p++ = '0';
      *p++ = '.';
      for (long z = 0; z < -whole; z++) *p++ = '0';
    }
    for (; i < nd; i++) *p++ = dig[nd - 1 - i];
  }
  *p = 0;
  assert((size_t)(p - out) < APFLOAT_FMT_MAX);
  return (size_t)(p - out);
}

/* APFloat::toString(Str, fprec, maxpad, trunc0) for zeros and finite values. */
static size_t fp_to_string(const Sem *s, const Fp *f, unsigned fprec, unsigned maxpad, int trunc0,
                           char *out) {
  if (f->cat == CAT_ZERO) {
    char *p = out;
    if (f->sign) *p++ = '-';
    if (maxpad) {
      *p++ = '0';
    } else if (trunc0) {
      memcpy(p, "0.0E+0", 6);
      p += 6;
    } else {
      memcpy(p, "0.0", 3);
      p += 3;
      for (unsigned i = 1; i < fprec; i++) *p++ = '0';
      memcpy(p, "e+00", 4);
      p += 4;
    }
    *p = 0;
    return (size_t)(p - out);
  }
  assert(f->cat == CAT_NORMAL);
  if (!fprec) fprec = 2 + s->prec * 59 / 196;
  char dig[160];
  long exp;
  size_t nd = fp_digits(s, f, fprec, dig, &exp);
  cut_digits(dig, &nd, &exp, fprec);
  return layout_digits(dig, nd, exp, fprec, maxpad, trunc0, f->sign, out);
}

/* APFloat::bitwiseIsEqual. */
static int fp_same(const Fp *a, const Fp *b) {
  if (a->cat != b->cat || a->sign != b->sign) return 0;
  if (a->cat == CAT_ZERO || a->cat == CAT_INF) return 1;
  if (a->cat == CAT_NORMAL && a->exp != b->exp) return 0;
  return a->sig[0] == b->sig[0] && a->sig[1] == b->sig[1];
}

/* printFloatValue for a normal value of a kind with prec <= 53: both candidate forms come from
   one fast_adjust, and the short form is read back from its digits rather than its text.
   Returns 1 with the text in buf, 0 if the bits must be printed in hex, -1 if the general path
   must do it. */
static int format_fast(const Sem *s, const Fp *f, char *buf, size_t *len) {
  unsigned fdef = 2 + s->prec * 59 / 196;
  DecSig a, b;
  if (!fast_adjust(s, f, 6, fdef, &a, &b)) return -1;
  char dig[24];   /* the DecSigs have at most 62 bits, so 19 digits */
  long exp = a.exp;
  size_t nd = u64_digits(a.v, dig, &exp);
  cut_digits(dig, &nd, &exp, 6);
  *len = layout_digits(dig, nd, exp, 6, 0, 0, f->sign, buf);
  uint64_t d6 = 0;
  for (size_t i = nd; i-- > 0;) d6 = d6 * 10 + (uint64_t)(dig[i] - '0');
  Fp back;
  if (!dec_early_out(s, exp + (long)nd - 1, f->sign, &back) &&
      !round_decimal(s, f->sign, &d6, 1, exp, &back)) {
    Dec d;
    parse_decimal(buf, *len, &d);
    back = dec_to_fp(s, &d);
  }
  if (fp_same(f, &back)) return 1;
  exp = b.exp;
  nd = u64_digits(b.v, dig, &exp);
  cut_digits(dig, &nd, &exp, fdef);
  *len = layout_digits(dig, nd, exp, fdef, 3, 1, f->sign, buf);
  return memchr(buf, '.', *len) != NULL;
}

/* Infinities, NaNs and integral values too long for the default form: the bits in hex, the way
   APInt prints a C literal (upper case, no leading zeros). */
static size_t format_hex(IrFloatKind k, const Fp *f, char *buf) {
  ApBits b = encode(k, f);
  uint64_t w[2] = {b.lo, b.hi};
  mask128(w, kSems[k].width);
  char *p = buf;
  *p++ = '0';
  *p++ = 'x';
  for (int i = 31, started = 0; i >= 0; i--) {
    unsigned nib = (unsigned)(w[i / 16] >> (i % 16 * 4)) & 0xF;
    if (!nib && !started && i) continue;
    started = 1;
    *p++ = "0123456789ABCDEF"[nib];
  }
  *p = 0;
  return (size_t)(p - buf);
}

/* printFloatValue's short form of a value whose exact decimal expansion has at most six
   digits (2.5, -0.4375, 96.0: most constants written by hand): toString drops none of its
   digits (they fit AdjustToPrecision's 20-bit budget), and a text that is the value exactly
   reads back to it, so the form is right without fast_adjust and without reading it back.
   0 for any other value. */
static int format_exact6(const Sem *s, const Fp *f, char *buf, size_t *len) {
  uint64_t sig = f->sig[0];
  long e = f->exp - (long)(s->prec - 1);
  unsigned tz = ctz64(sig);
  sig >>= tz;
  e += tz;
  if (sig >= 1000000) return 0;
  uint64_t d;
  if (e >= 0) {
    if (e >= 20 || sig >= (uint64_t)1000000 >> e) return 0;
    d = sig << e;
    e = 0;
  } else {
    if (e < -8 || (d = sig * kPow5[-e]) >= 1000000) return 0;   /* 5^9 alone has 7 digits */
  }
  /* layout_digits(..., 6, 0, false, ...) of d * 10^e, written directly: d padded to seven
     digits "d.dddddd", then the exponent, which has two digits here (-8 <= e10 <= 5). */
  unsigned nd = 1;
  while (nd < 6 && d >= kPow10[nd]) nd++;
  long e10 = e + (long)nd - 1;
  uint64_t m7 = d * kPow10[7 - nd];
  char *p = buf;
  if (f->sign) *p++ = '-';
  uint32_t frac = (uint32_t)(m7 % 1000000);
  p[0] = (char)('0' + m7 / 1000000);
  p[1] = '.';
  memcpy(p + 2, ir_digit_pairs + 2 * (frac / 10000), 2);
  memcpy(p + 4, ir_digit_pairs + 2 * (frac / 100 % 100), 2);
  memcpy(p + 6, ir_digit_pairs + 2 * (frac % 100), 2);
  p += 8;
  *p++ = 'e';
  *p++ = e10 < 0 ? '-' : '+';
  if (e10 < 0) e10 = -e10;
  *p++ = (char)('0' + e10 / 10);
  *p++ = (char)('0' + e10 % 10);
  *p = 0;
  *len = (size_t)(p - buf);
  return 1;
}

size_t apfloat_format(IrFloatKind k, ApBits v, char *buf) {
  assert(k < IR_FLOAT_KIND_COUNT);
  const Sem *s = &kSems[k];
  Fp f;
  if (s->width <= 64 && s->nonfinite == NF_IEEE && decode_ieee(s, v.lo, &f)) {
    size_t len;
    if (f.cat == CAT_ZERO) {   /* toString(6, 0, false) of a zero, which reads back */
      len = f.sign ? 13 : 12;
      memcpy(buf, "-0.000000e+00" + !f.sign, len + 1);
      return len;
    }
    if (format_exact6(s, &f, buf, &len)) return len;
  } else {
    f = decode(k, v);
  }
  if (f.cat == CAT_NORMAL && s->prec <= 53) {
    size_t len;
    int rc = format_fast(s, &f, buf, &len);
    if (rc > 0) return len;
    if (rc == 0) return format_hex(k, &f, buf);
  }
  if (f.cat == CAT_ZERO || f.cat == CAT_NORMAL) {
    size_t len = fp_to_string(s, &f, 6, 0, 0, buf);
    Dec d;
    int rc = parse_decimal(buf, len, &d);
    assert(rc == APNUM_OK);
    (void)rc;
    /* The short form is used only if it reads back (directly, no double) to the same value. */
    Fp back = dec_to_fp(s, &d);
    if (fp_same(&f, &back)) return len;
    len = fp_to_string(s, &f, 0, 3, 1, buf);
    if (memchr(buf, '.', len)) return len;
  }
  return format_hex(k, &f, buf);
}
