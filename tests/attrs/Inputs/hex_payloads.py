"""Writes dense<"0x..."> payloads of every length from 0 to 40 bytes, so
that each length of the vectorised hex reader's blocks and tail is seen.

  valid: one op per length, its digits in mixed case, of i8 and of i1.
  bad:   one chunk per length and digit position, the digit there replaced
         by a character that is no hex digit (an escape too, and a two-byte
         UTF-8 letter in place of two digits), each expecting MLIR's error;
         and every odd number of digits up to 81.
"""
import sys

LENGTHS = range(0, 41)
ERROR = "// expected-error @+1 {{expected string containing hex digits starting with `0x`}}"
# Neighbours of the digit ranges in ASCII, a space, DEL, and an escape of 'A'
# (MLIR reads the digits as written, so an escape is no digit).
NOT_DIGITS = ["g", "/", ":", "@", "G", "`", "x", " ", "\x7f", "\\41"]


def digits(n):
    """2n hex digits of distinct neighbouring bytes, in mixed case."""
    out = []
    for i in range(n):
        pair = "%02x" % ((i * 73 + n * 29 + 0x5A) & 0xFF)
        out.append(pair if i % 2 else pair.upper())
    return "".join(out)


def op(payload, n, elem="i8"):
    return '"t.hex"() {a = dense<"0x%s"> : tensor<%dx%s>} : () -> ()' % (payload, n, elem)


def valid():
    for n in LENGTHS:
        print(op(digits(n), n))
    for n in LENGTHS:  # i1, eight to a byte
        print(op(digits(n), 8 * n, "i1"))


def bad():
    chunks = []
    k = 0
    for n in LENGTHS:
        d = digits(n)
        for pos in range(2 * n):
            c = NOT_DIGITS[k % len(NOT_DIGITS)]
            k += 1
            chunks.append(op(d[:pos] + c + d[pos + 1:], n))
            if pos % 2 == 0:
                chunks.append(op(d[:pos] + "\u00e9" + d[pos + 2:], n))
    for odd in range(1, 82, 2):
        chunks.append(op(digits(41)[:odd], 41))
    print("\n\n// -----\n\n".join(ERROR + "\n" + c for c in chunks))


{"valid": valid, "bad": bad}[sys.argv[1]]()
