/* apnat.c - decimal text to binary words and back for numbers of any length, in n log^2 n time. */
#include "internal.h"

#include <assert.h>

/* Schoolbook conversion costs time quadratic in the length, which a literal of i16777215 (five
   million digits) makes minutes.  Here both directions are one radix conversion: the source
   digits are paired into blocks, each pair combined as high * S^m + low in the target base, and
   S^m squared for the next level, so every level is a pass of multiplications.  Products of
   many digits go through a number-theoretic transform, which makes a level cost n log n.

   Numbers are arrays of uint32_t digits, least significant first.  The decimal side uses base
   10^6, the binary side 20-bit digits when converting from decimal and 19-bit digits when
   converting to decimal: then a block of 2^k source digits takes c 2^k target digits with
   c = 6 log2(10) / 20 = 0.997 or 19 log10(2) / 6 = 0.953, just below 1, so that the product of
   two blocks fits a transform of length 2^(k+1) with almost nothing wasted.  A column of such
   a product is a sum of at most MAX_DIGITS products of digits below 2^20, plus a digit: below
   2^61 + 2^20, so exact in 64 bits and below the transform's prime.  (The widest integer,
   2^24 bits, needs blocks of 2^19 digits.) */
enum { DEC_DIGITS = 6, DEC_BASE = 1000000, BITS_IN = 20, BITS_OUT = 19 };
#define MAX_DIGITS ((size_t)1 << 21)

/* ---- Arithmetic modulo p = 29 * 2^57 + 1 ---------------------------------- */

/* p has roots of unity of every power-of-two order up to 2^57, and 4p < 2^64 leaves the room
   that lets the transform below keep values in [0, 2p) or [0, 4p) and reduce them only at the
   end (Harvey's lazy butterflies). */
#define P UINT64_C(0x3A00000000000001)
#define P_GENERATOR 3   /* generates the multiplicative group of p */

/* a b mod p for a, b < p: the remainder of 4ab by 4p, whose top bit is set as div_wide wants. */
static uint64_t mod_mul(uint64_t a, uint64_t b) {
  uint64_t hi, lo = mul_wide(a, b, &hi), rem;
  div_wide(hi << 2 | lo >> 62, lo << 2, 4 * P, &rem);
  return rem >> 2;
}

static uint64_t mod_pow(uint64_t b, uint64_t e) {
  uint64_t r = 1;
  for (; e; e >>= 1, b = mod_mul(b, b))
    if (e & 1) r = mod_mul(r, b);
  return r;
}

/* Shoup's quotient of w < p: floor(w 2^64 / p), which makes products by w cheap (mul_shoup). */
static uint64_t shoup(uint64_t w) {
  uint64_t rem;
  return div_wide(w << 2, 0, 4 * P, &rem);
}

/* x w mod p up to one p, i.e. in [0, 2p), for any x < 2^64, w < p and ws = shoup(w): the
   estimate floor(x ws / 2^64) of floor(x w / p) is at most one short. */
static uint64_t mul_shoup(uint64_t x, uint64_t w, uint64_t ws) {
  uint64_t q;
  mul_wide(x, ws, &q);
  return x * w - q * P;
}

/* The residue in [0, p) of x in [0, 4p). */
static uint64_t reduce4(uint64_t x) {
  if (x >= 2 * P) x -= 2 * P;
  return x >= P ? x - P : x;
}

/* ---- Number-theoretic transform ----------------------------------------- */

typedef struct {
  size_t n;   /* the longest transform served, a power of two; 0 before the first */
  /* The twiddle factors of the stage whose butterflies span 2h, h = n/2, n/4, ..., 1: w[h + j] =
     r^j and wi[h + j] = r^-j for j < h, r a primitive 2h-th root of 1, with their Shoup
     quotients in ws and wis.  Each stage reads its own run in order, which keeps a large
     transform in cache, and the runs serve every transform of length up to n. */
  uint64_t *w, *ws, *wi, *wis;
} Ntt;

/* Makes t serve transforms of length n. */
static void ntt_reserve(Ntt *t, size_t n) {
  assert(n >= 2 && !(n & (n - 1)) && (P - 1) % n == 0);
  if (n <= t->n) return;
  free(t->w);
  t->n = n;
  t->w = xmalloc(4 * n * sizeof *t->w);
  t->ws = t->w + n;
  t->wi = t->ws + n;
  t->wis = t->wi + n;
  /* The top stage's run is the powers of r; each run below takes every other element of the
     one above, as r^2 is the root of half the order; and r^-j = -r^(h-j) since r^h = -1, with
     Shoup quotient 2^64 - 1 - that of r^(h-j) (neither quotient is exact). */
  size_t h = n / 2;
  uint64_t r = mod_pow(P_GENERATOR, (P - 1) / n), rs = shoup(r);
  t->w[h] = 1;
  for (size_t j = 1; j < h; j++) t->w[h + j] = reduce4(mul_shoup(t->w[h + j - 1], r, rs));
  for (size_t j = 0; j < h; j++) t->ws[h + j] = shoup(t->w[h + j]);
  for (size_t g = h / 2; g; g /= 2)
    for (size_t j = 0; j < g; j++) {
      t->w[g + j] = t->w[2 * g + 2 * j];
      t->ws[g + j] = t->ws[2 * g + 2 * j];
    }
  for (size_t g = h; g; g /= 2) {
    t->wi[g] = 1;
    t->wis[g] = t->ws[g];
    for (size_t j = 1; j < g; j++) {
      t->wi[g + j] = P - t->w[2 * g - j];
      t->wis[g + j] = ~t->ws[2 * g - j];
    }
  }
}

/* Below this length a transform's data stays in cache, and it runs stage after stage. */
#define NTT_IN_CACHE 4096

/* The butterflies of the stage spanning 2h in a[0..n), decimation in frequency: values in
   [0, 2p) stay there. */
static void dif_stage(const Ntt *t, uint64_t *a, size_t n, size_t h) {
  const uint64_t *w = t->w + h, *ws = t->ws + h;
  for (size_t i = 0; i < n; i += 2 * h)
    for (size_t j = 0; j < h; j++) {
      uint64_t u = a[i + j], v = a[i + j + h], s = u + v;
      a[i + j] = s >= 2 * P ? s - 2 * P : s;
      a[i + j + h] = mul_shoup(u - v + 2 * P, w[j], ws[j]);
    }
}

/* Decimation in time: values in [0, 4p) stay there. */
static void dit_stage(const Ntt *t, uint64_t *a, size_t n, size_t h) {
  const uint64_t *w = t->wi + h, *ws = t->wis + h;
  for (size_t i = 0; i < n; i += 2 * h)
    for (size_t j = 0; j < h; j++) {
      uint64_t u = a[i + j], v = mul_shoup(a[i + j + h], w[j], ws[j]);
      if (u >= 2 * P) u -= 2 * P;
      a[i + j] = u + v;
      a[i + j + h] = u - v + 2 * P;
    }
}

/* Decimation in frequency on a[0..n), values below 2p: natural order in, bit-reversed order
   out.  The inverse below takes that order back, and products are taken point by point, so
   nothing is ever permuted.  Long transforms split into halves depth first, so that most
   stages work in cache. */
static void ntt_forward(const Ntt *t, uint64_t *a, size_t n) {
  if (n <= NTT_IN_CACHE) {
    for (size_t h = n / 2; h; h /= 2) dif_stage(t, a, n, h);
    return;
  }
  dif_stage(t, a, n, n / 2);
  ntt_forward(t, a, n / 2);
  ntt_forward(t, a + n / 2, n / 2);
}

/* Decimation in time with inverse roots, values below 4p; the 1/n comes with the factor
   (factor_init). */
static void ntt_inverse(const Ntt *t, uint64_t *a, size_t n) {
  if (n <= NTT_IN_CACHE) {
    for (size_t h = 1; h < n; h *= 2) dit_stage(t, a, n, h);
    return;
  }
  ntt_inverse(t, a, n / 2);
  ntt_inverse(t, a + n / 2, n / 2);
  dit_stage(t, a, n, n / 2);
}

/* ---- Products ----------------------------------------------------------- */

/* Below this many digits a schoolbook product is faster than the transforms. */
#define NTT_MIN_DIGITS 128

/* A factor that multiplies many numbers of its own length: its transform is made once. */
typedef struct {
  const uint32_t *d;
  size_t n;
  const Ntt *ntt;
  size_t len;      /* for a product of two n-digit numbers, when n >= NTT_MIN_DIGITS, else 0 */
  uint64_t *f;     /* its transform divided by len, in [0, p); NULL for schoolbook */
  uint64_t *fs;    /* their Shoup quotients */
} Factor;

static void factor_init(Factor *f, const uint32_t *d, size_t n, Ntt *ntt) {
  f->d = d;
  f->n = n;
  f->ntt = ntt;
  f->len = 0;
  f->f = NULL;
  if (n < NTT_MIN_DIGITS) return;
  size_t len = 2;
  while (len < 2 * n - 1) len *= 2;
  ntt_reserve(ntt, len);
  f->len = len;
  f->f = xmalloc(2 * len * sizeof *f->f);
  f->fs = f->f + len;
  uint64_t n_inv = mod_pow(len, P - 2), n_invs = shoup(n_inv);
  for (size_t i = 0; i < len; i++) f->f[i] = i < n ? mul_shoup(d[i], n_inv, n_invs) : 0;
  ntt_forward(ntt, f->f, len);
  for (size_t i = 0; i < len; i++) {
    f->f[i] = reduce4(f->f[i]);
    f->fs[i] = shoup(f->f[i]);
  }
}

static void factor_free(Factor *f) { free(f->f); }

/* The column sums of a * f, where a has f->n digits: c[0 .. 2 f->n - 1), exact since each is a
   sum of at most MAX_DIGITS products of digits.  c has room for the transform's length when f
   has one. */
static void multiply(const Factor *f, const uint32_t *a, uint64_t *c) {
  size_t n = f->n;
  if (!f->f) {
    memset(c, 0, (2 * n - 1) * sizeof *c);
    for (size_t i = 0; i < n; i++)
      for (size_t j = 0; j < n; j++) c[i + j] += (uint64_t)a[i] * f->d[j];
    return;
  }
  size_t len = f->len;
  for (size_t i = 0; i < len; i++) c[i] = i < n ? a[i] : 0;
  ntt_forward(f->ntt, c, len);
  for (size_t i = 0; i < len; i++) c[i] = mul_shoup(c[i], f->f[i], f->fs[i]);
  ntt_inverse(f->ntt, c, len);
  for (size_t i = 0; i < 2 * n - 1; i++) c[i] = reduce4(c[i]);
}

/* Writes the number whose column sums are c[0..nc) as nout digits of base; it must fit. */
static void carry(const uint64_t *c, size_t nc, uint32_t base, uint32_t *out, size_t nout) {
  uint64_t k = 0;
  for (size_t i = 0; i < nout; i++) {
    uint64_t s = (i < nc ? c[i] : 0) + k;
    /* Spelled out per base so that both divisions are by constants. */
    if (base == 1u << BITS_IN) {
      out[i] = (uint32_t)(s & ((1u << BITS_IN) - 1));
      k = s >> BITS_IN;
    } else {
      assert(base == DEC_BASE);
      out[i] = (uint32_t)(s % DEC_BASE);
      k = s / DEC_BASE;
    }
  }
  assert(!k);
  for (size_t i = nout; i < nc; i++) assert(!c[i]);
}

static size_t trim(const uint32_t *d, size_t n) {
  while (n && !d[n - 1]) n--;
  return n;
}

/* ---- Radix conversion --------------------------------------------------- */

/* The value sum src[i] sbase^i, n >= 1, as digits of tbase (malloc'ed); *nout gets their count,
   without leading zeros. */
static uint32_t *convert(const uint32_t *src, size_t n, uint32_t sbase, uint32_t tbase,
                         size_t *nout) {
  /* Level k holds blocks of 2^k source digits, each as len digits of tbase, where len is the
     length of pow = sbase^(2^k), which every block is below. */
  uint32_t *pow = xmalloc(4 * sizeof *pow);
  size_t len = 0;
  for (uint32_t v = sbase; v; v /= tbase) pow[len++] = v % tbase;
  assert(n);
  uint32_t *cur = xmalloc(n * len * sizeof *cur);
  for (size_t i = 0; i < n; i++)
    for (size_t j = 0, v = src[i]; j < len; j++, v /= tbase) cur[i * len + j] = (uint32_t)(v % tbase);

  Ntt ntt = {0};
  for (size_t blocks = n; blocks > 1; blocks = (blocks + 1) / 2) {
    assert(len <= MAX_DIGITS);
    Factor f;
    factor_init(&f, pow, len, &ntt);
    uint64_t *c = xmalloc((f.f ? f.len : 2 * len) * sizeof *c);
    /* The next level's length: that of pow^2, which it is about to become, unless this level
       makes the last block. */
    uint32_t *pow2 = NULL;
    size_t len2 = 2 * len;
    if (blocks > 2) {
      multiply(&f, pow, c);
      pow2 = xmalloc(2 * len * sizeof *pow2);
      carry(c, 2 * len - 1, tbase, pow2, 2 * len);
      len2 = trim(pow2, 2 * len);
    }

    uint32_t *next = xmalloc((blocks + 1) / 2 * len2 * sizeof *next);
    for (size_t b = 0; b + 1 < blocks; b += 2) {
      const uint32_t *lo = cur + b * len, *hi = lo + len;
      multiply(&f, hi, c);
      for (size_t i = 0; i < len; i++) c[i] += lo[i];
      carry(c, 2 * len - 1, tbase, next + b / 2 * len2, len2);
    }
    if (blocks % 2) {   /* the odd block out moves up unchanged */
      uint32_t *last = next + blocks / 2 * len2;
      memcpy(last, cur + (blocks - 1) * len, len * sizeof *last);
      memset(last + len, 0, (len2 - len) * sizeof *last);
    }
    free(c);
    factor_free(&f);
    free(cur);
    free(pow);
    cur = next;
    pow = pow2;
    len = len2;
  }
  free(pow);
  free(ntt.w);
  *nout = trim(cur, len);
  return cur;
}

/* ---- Short numbers: schoolbook on words, 19 digits at a time ------------- */

/* Up to about these many words the quadratic methods are faster than the transforms (reading
   decimal takes one product a word and digit group, writing it a longer chain of two). */
#define SCHOOLBOOK_READ_WORDS 2048
#define SCHOOLBOOK_WRITE_WORDS 160
#define POW10_19 UINT64_C(10000000000000000000)   /* its top bit is set, as div_wide wants */

static int schoolbook_from_decimal(const char *s, size_t n, uint64_t *words, size_t nw) {
  memset(words, 0, nw * sizeof *words);
  size_t used = 0;
  for (size_t i = 0, len = n % 19 ? n % 19 : 19; i < n; i += len, len = 19) {
    uint64_t carry = 0, scale = 1;
    for (size_t j = i; j < i + len; j++) {
      carry = carry * 10 + (uint64_t)(s[j] - '0');
      scale *= 10;
    }
    for (size_t j = 0; j < used; j++) {
      uint64_t hi, lo = mul_wide(words[j], scale, &hi);
      words[j] = lo + carry;
      carry = hi + (words[j] < lo);
    }
    if (carry) {
      if (used == nw) return 0;
      words[used++] = carry;
    }
  }
  return 1;
}

/* Writes v as exactly `width` digits, or without leading zeros if width is 0; returns the end. */
static char *put_digits(char *p, uint64_t v, int width) {
  char tmp[20];
  int n = 0;
  do tmp[n++] = (char)('0' + v % 10);
  while ((v /= 10) || n < width);
  while (n) *p++ = tmp[--n];
  return p;
}

/* words[nw - 1] is not zero, if nw. */
static size_t schoolbook_to_decimal(const uint64_t *words, size_t nw, char *out) {
  /* The value, then its base-10^19 digits: no more than nw + nw/64 + 2 of them, since
     2^64 < 10^19.27. */
  uint64_t *q = xmalloc((2 * nw + nw / 64 + 2) * sizeof *q), *dig = q + nw;
  memcpy(q, words, nw * sizeof *q);
  size_t used = nw, nd = 0;
  /* Division by 10^19 through its reciprocal v = floor((2^128 - 1) / 10^19) - 2^64 (Moller and
     Granlund, "Improved division by invariant integers", algorithm 4): two products a word. */
  uint64_t v_rem, v = div_wide(~POW10_19, ~(uint64_t)0, POW10_19, &v_rem);
  while (used) {
    uint64_t r = 0;
    for (size_t j = used; j-- > 0;) {
      uint64_t q1, q0 = mul_wide(v, r, &q1);
      q0 += q[j];
      q1 += r + 1 + (q0 < q[j]);
      uint64_t rem = q[j] - q1 * POW10_19;
      if (rem > q0) {
        q1--;
        rem += POW10_19;
      }
      if (rem >= POW10_19) {
        q1++;
        rem -= POW10_19;
      }
      q[j] = q1;
      r = rem;
    }
    while (used && !q[used - 1]) used--;
    dig[nd++] = r;
  }
  char *p = put_digits(out, nd ? dig[nd - 1] : 0, 0);
  for (size_t j = nd - (nd > 0); j-- > 0;) p = put_digits(p, dig[j], 19);
  *p = 0;
  free(q);
  return (size_t)(p - out);
}

int apnat_from_decimal(const char *s, size_t n, uint64_t *words, size_t nw) {
  if (n <= 19 * SCHOOLBOOK_READ_WORDS) return schoolbook_from_decimal(s, n, words, nw);
  size_t nd = (n + DEC_DIGITS - 1) / DEC_DIGITS;
  uint32_t *src = xmalloc(nd * sizeof *src);
  for (size_t i = 0; i < nd; i++) {
    size_t end = n - DEC_DIGITS * i, start = end >= DEC_DIGITS ? end - DEC_DIGITS : 0;
    uint32_t v = 0;
    for (size_t j = start; j < end; j++) v = v * 10 + (uint32_t)(s[j] - '0');
    src[i] = v;
  }
  size_t nt;
  uint32_t *t = convert(src, nd, DEC_BASE, 1u << BITS_IN, &nt);
  free(src);
  size_t bits = nt ? (nt - 1) * BITS_IN : 0;
  for (uint32_t top = nt ? t[nt - 1] : 0; top; top >>= 1) bits++;
  int fits = bits <= 64 * nw;
  if (fits) {
    memset(words, 0, nw * sizeof *words);
    for (size_t j = 0; j < nt; j++) {
      size_t pos = j * BITS_IN, w = pos / 64, b = pos % 64;
      words[w] |= (uint64_t)t[j] << b;
      if (b + BITS_IN > 64 && w + 1 < nw) words[w + 1] |= (uint64_t)t[j] >> (64 - b);
    }
  }
  free(t);
  return fits;
}

size_t apnat_to_decimal(const uint64_t *words, size_t nw, char *out) {
  while (nw && !words[nw - 1]) nw--;
  if (nw <= SCHOOLBOOK_WRITE_WORDS) return schoolbook_to_decimal(words, nw, out);
  size_t ns = (64 * nw + BITS_OUT - 1) / BITS_OUT;
  uint32_t *src = xmalloc(ns * sizeof *src);
  for (size_t j = 0; j < ns; j++) {
    size_t pos = j * BITS_OUT, w = pos / 64, b = pos % 64;
    uint64_t v = words[w] >> b;
    if (b + BITS_OUT > 64 && w + 1 < nw) v |= words[w + 1] << (64 - b);
    src[j] = (uint32_t)v & ((1u << BITS_OUT) - 1);
  }
  size_t nt;
  uint32_t *t = convert(src, trim(src, ns), 1u << BITS_OUT, DEC_BASE, &nt);
  free(src);
  char *p = put_digits(out, nt ? t[nt - 1] : 0, 0);
  for (size_t j = nt - (nt > 0); j-- > 0;) p = put_digits(p, t[j], DEC_DIGITS);
  free(t);
  *p = 0;
  return (size_t)(p - out);
}
