/* apnum.h - exact integer and floating-point literal numerics matching MLIR 22's parser and printer. */
#ifndef MICA_IR_APNUM_H
#define MICA_IR_APNUM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Status codes shared by the parsing functions below; each maps onto one MLIR diagnostic. */
enum {
  APNUM_OK = 0,
  APNUM_EMALFORMED = 1,   /* not a literal of the expected shape (the MLIR lexer would not produce it) */
  APNUM_ERANGE = 2,       /* "integer constant out of range for attribute" /
                             "hexadecimal float constant out of range for type" */
  APNUM_ENEGUNSIGNED = 3  /* "negative integer literal not valid for unsigned integer type" */
};

/* ---- Floating point ---------------------------------------------------- */

typedef enum {  /* ORDER FLOAT_KINDS: keep apfloat_kind_name() in step */
  IR_F16, IR_BF16, IR_F32, IR_F64, IR_F80, IR_F128, IR_TF32,
  IR_F8E5M2, IR_F8E4M3, IR_F8E4M3FN, IR_F8E5M2FNUZ, IR_F8E4M3FNUZ, IR_F8E4M3B11FNUZ,
  IR_F8E3M4, IR_F8E8M0FNU, IR_F6E2M3FN, IR_F6E3M2FN, IR_F4E2M1FN,
  IR_FLOAT_KIND_COUNT
} IrFloatKind;

/* Raw bit pattern, low bits in lo; width = apfloat_width(kind), bits above it are zero except:
   for kinds narrower than 64 bits, `hi` carries APBITS_* flags for the two APFloat states that
   have no encoding but that MLIR 22 can still create from a decimal literal and then prints. */
typedef struct { uint64_t lo, hi; } ApBits;
/* f8E8M0FNU has no sign bit, yet `-1.0 : f8E8M0FNU` keeps the sign and prints "-1.000000e+00". */
#define APBITS_NEG_UNSIGNED 1u
/* f6E2M3FN/f6E3M2FN/f4E2M1FN have no infinity, yet a literal that overflows f64 (`1.0e400`)
   converts to one; lo then holds the pattern MLIR prints for it in hex (0x0, 0x20, ...). */
#define APBITS_INF_NO_INF 2u

const char *apfloat_kind_name(IrFloatKind k);           /* "f16", "bf16", "f8E4M3FN", ... exactly as MLIR spells the type */
int apfloat_kind_from_name(const char *s, size_t n, IrFloatKind *out); /* 1 if s names a float type */
unsigned apfloat_width(IrFloatKind k);                  /* 16, 16, 32, 64, 80, 128, 19 (tf32), 8, ..., 6, 6, 4 */

/* Parse a decimal float literal `-?[0-9]+(\.[0-9]*)?([eE][-+]?[0-9]+)?` the way MLIR does: the
   text is rounded to nearest-even into f64 first, negated, then rounded again into kind k (so
   double rounding is intended).  Overflow never fails: it gives inf (IEEE kinds), NaN (FN/FNUZ
   kinds) or the largest finite value (f6/f4 kinds), underflow gives zero (+0 in FNUZ kinds,
   the smallest value 2^-127 in f8E8M0FNU).  Returns APNUM_OK or APNUM_EMALFORMED. */
int apfloat_from_decimal(IrFloatKind k, const char *s, size_t n, ApBits *out);
/* Bits of a float attribute written as a hex integer literal (`0x7FC00000 : f32`).  hexdigits
   may include the leading "0x"; leading zeros are fine.  APNUM_ERANGE if the value needs more
   than apfloat_width(k) bits.  (MLIR rejects a decimal integer literal or a leading '-' for a
   float type; that is the caller's business.) */
int apfloat_from_hex_bits(IrFloatKind k, const char *hexdigits, size_t n, ApBits *out);

/* Format v exactly as MLIR 22's printFloatValue does: 6-digit exponential form when it parses
   back to the same value, else APFloat's default toString if that contains a '.', else the bit
   pattern in hex (0x7FC00000, 0xFFF8000000000000).  Writes a NUL-terminated string into buf
   (cap >= APFLOAT_FMT_MAX) and returns its length. */
#define APFLOAT_FMT_MAX 128
size_t apfloat_format(IrFloatKind k, ApBits v, char *buf);

/* Value as a double (round-to-nearest-even for f80/f128), and the reverse, which converts like
   MLIR does after reading a literal (exact for f64/f80/f128). */
double apfloat_to_double(IrFloatKind k, ApBits v);
ApBits apfloat_from_double(IrFloatKind k, double d);
/* The integer -magnitude (neg) or magnitude rounded once to nearest-even into kind k, as
   APFloat::convertFromAPInt does (an integer zero is +0); 0 for kinds of more than 62 bits
   of precision (f80, f128), which it does not serve. */
int apfloat_from_int(IrFloatKind k, int neg, uint64_t magnitude, ApBits *out);
/* v of kind from as kind to, rounded to nearest-even as APFloat::convert does. */
ApBits apfloat_convert(IrFloatKind to, IrFloatKind from, ApBits v);
int apfloat_is_nan(IrFloatKind k, ApBits v);
int apfloat_is_inf(IrFloatKind k, ApBits v);

/* ---- Integers (APInt-like) --------------------------------------------- */

/* Arbitrary-width two's complement integer, width 0..(1<<24) bits, words little-endian,
   ceil(width/64) words, bits above width kept zero. */
typedef enum { IR_SIGNLESS, IR_SIGNED, IR_UNSIGNED } IrSignedness;

/* Parse a decimal or 0x-hex magnitude (no sign) into words; negate if neg.  MLIR's rules: the
   magnitude must fit in width bits (leading zeros are free); a negative value must come out
   with its sign bit set, so -0 and anything below -2^(width-1) are out of range; a positive
   IR_SIGNED value must leave the sign bit clear (index behaves like si64); a positive signless
   or unsigned value may use all width bits (255 : i8 is -1).  Any '-' with IR_UNSIGNED is
   APNUM_ENEGUNSIGNED, checked before the range.  Returns an APNUM_* code. */
int apint_from_literal(const char *digits, size_t n, int neg, unsigned width, IrSignedness sg, uint64_t *words);
/* Decimal, as MLIR prints an IntegerAttr of that type: pass as_signed for signless and signed
   types (and index), 0 for unsigned; i1 printing as true/false is the caller's business.
   Returns a malloc'ed NUL-terminated string. */
char *apint_format(const uint64_t *words, unsigned width, int as_signed);
/* APNUM_OK and *out set if the value (read as signed or unsigned) fits int64_t, else APNUM_ERANGE. */
int apint_to_i64(const uint64_t *words, unsigned width, int as_signed, int64_t *out);

/* ---- apint_arith.c: arithmetic at a width (MLIR's APInt), results wrapped ---- */

/* r may be a or b.  Words are ceil(width/64) as above. */
bool apint_sign(const uint64_t *a, unsigned width);
bool apint_is_zero(const uint64_t *a, unsigned width);
void apint_add(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned width);
void apint_sub(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned width);
void apint_negate(uint64_t *r, const uint64_t *a, unsigned width);
void apint_mul(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned width);
/* shifts by sh < width */
void apint_shl(uint64_t *r, const uint64_t *a, unsigned sh, unsigned width);
void apint_lshr(uint64_t *r, const uint64_t *a, unsigned sh, unsigned width);
void apint_ashr(uint64_t *r, const uint64_t *a, unsigned sh, unsigned width);
/* -1, 0 or 1 as a is below, equal to or above b */
int apint_cmp(const uint64_t *a, const uint64_t *b, unsigned width, bool is_signed);
/* Quotient and remainder (either may be NULL), truncated toward zero; false
   for a zero divisor. */
bool apint_udivrem(uint64_t *q, uint64_t *rem, const uint64_t *a, const uint64_t *b, unsigned width);
bool apint_sdivrem(uint64_t *q, uint64_t *rem, const uint64_t *a, const uint64_t *b, unsigned width);
/* a of width bits as rwidth bits: truncated, or extended by sign or zero */
void apint_resize(uint64_t *r, unsigned rwidth, const uint64_t *a, unsigned width, bool sign_extend);

#endif
