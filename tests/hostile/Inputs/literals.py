#!/usr/bin/env python3
"""literals.py: writes inputs with very long number literals, and checks what
mica-opt prints for the integer ones against Python's own arithmetic.

usage: literals.py ints            integer attributes of 10^5 digits and more
       literals.py ints-range      literals just outside their types, with expected-error lines
       literals.py widest          one full-width literal of i16777215 (the widest type), in hex
       literals.py floats FAR      float literals whose rounding depends on a digit FAR places out
       literals.py check-ints IN OUT
       literals.py check-widest IN OUT

check-ints reads every `name = <literal> : <type>` of IN (elements of
dense<[...]> too) and expects OUT to hold the same attribute as mlir-opt
prints it: the value modulo 2^width, in decimal, signed unless the type is
unsigned.  check-widest does the same for the widest literal without
Python's decimal conversion (quadratic in the Pythons we meet): it compares
the printed decimal with the hex input modulo several primes, which a wrong
conversion passes with probability below 2^-200.  Both print one `ok:` line
or exit with the first difference.
"""
import random
import re
import sys

if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)

OP = '"foo.op"'


def digits(rng, n):
    return str(rng.randint(1, 9)) + "".join(rng.choice("0123456789") for _ in range(n - 1))


def ints():
    rng = random.Random(1)
    d = digits(rng, 120000)
    bits = int(d).bit_length() + 1
    h = "f" + "".join(rng.choice("0123456789abcdef") for _ in range(29999))
    attrs = [
        "dec = %s : i%d" % (d, bits),  # every digit read and written back
        "neg = -%s : si%d" % (digits(rng, 100000), 340000),
        "hex_signless = 0x%s : i120000" % h,  # top bit set: prints negative
        "hex_unsigned = 0x%s : ui120000" % h,
        "nines = %s : ui%d" % ("9" * 50000, (10 ** 50000 - 1).bit_length()),
        "power = 1%s : i%d" % ("0" * 50000, 166100),
        "leading_zeros = %s%s : i%d" % ("0" * 100000, d[:50000], 170000),
        "dense = dense<[%s, -%s]> : tensor<2xi%d>" % (d, d, bits),
    ]
    print("%s() {%s} : () -> ()" % (OP, ", ".join(attrs)))


def ints_range():
    rng = random.Random(2)
    w = 200000
    cases = [
        "%d : ui%d" % (2 ** w, w),  # one past the largest
        "%d : si%d" % (2 ** (w - 1), w),
        "-%d : si%d" % (2 ** (w - 1) + 1, w),
        "%s : i%d" % (digits(rng, 70000), w),  # 70000 digits need more than 200000 bits
        "%s : i64" % digits(rng, 1000000),
    ]
    for c in cases:
        print("// expected-error @+1 {{integer constant out of range for attribute}}")
        print("%s() {a = %s} : () -> ()" % (OP, c))
        print("// -----")
    print("// expected-error @+1 {{integer constant out of range for type}}")
    print("%s() {a = dense<[1, %d]> : tensor<2xui%d>} : () -> ()" % (OP, 2 ** w, w))


def widest():
    rng = random.Random(3)
    w = 16777215
    v = rng.getrandbits(w) | 1 << (w - 1) | 1 << (w - 2)
    print("%s() {a = 0x%x : i%d} : () -> ()" % (OP, v, w))


# Literals are f64 first (as in MLIR), so the cases are about f64: a value
# exactly half-way between two doubles, or a hair above or below one.


def exact(num, den_pow2):
    """num / 2^den_pow2 as an exact decimal string."""
    if den_pow2 <= 0:
        return str(num << -den_pow2) + ".0"
    s = str(num * 5 ** den_pow2).rjust(den_pow2 + 1, "0")
    return s[:-den_pow2] + "." + s[-den_pow2:]


def floats(far):
    mid53 = exact(2 ** 53 + 1, 0)  # between 2^53 and 2^53 + 2
    tiny = exact(1, 1075)  # half the smallest subnormal
    longest = exact(2 ** 54 - 3, 1075)  # 767 significant digits
    top = exact(2 ** 1024 - 2 ** 970, 0)  # half-way from the largest double to 2^1024
    # A hair below that: the largest double.  (mlir-opt-22 gives inf from 16538
    # nines on, where APFloat's working exponent overflows; 10000 are enough.)
    below_top = exact(2 ** 1024 - 2 ** 970 - 1, 0)[:-2] + "." + "9" * 10000
    cases = [
        ("mid53_tie", mid53 + "0" * far),  # ties to even: 2^53
        ("mid53_up", mid53 + "0" * far + "1"),  # 2^53 + 2
        ("mid53_neg_up", "-" + mid53 + "0" * far + "1"),
        ("tiny_tie", tiny + "0" * far),  # 0
        ("tiny_up", tiny + "0" * far + "1"),  # the smallest subnormal
        ("longest_tie", longest + "0" * far),
        ("longest_up", longest + "0" * far + "1"),
        ("top_tie", top + "0" * far),  # to 2^1024: inf
        ("below_top", below_top),  # the largest double
        ("exponent", mid53[:15] + "." + mid53[15] + "0" * far + "1e1"),  # 2^53 + 2
        ("f32", mid53 + "0" * far + "1 : f32"),  # rounded to f64 first, then to f32
        ("f16", "1.00048828125" + "0" * far + "1 : f16"),  # f64 loses the 1, f16 ties to even
        ("f80", mid53 + "0" * far + "1 : f80"),
        ("f128", longest + "0" * far + "1 : f128"),
        ("hex", "0x" + "0" * far + "3FF0000000000000"),  # leading zeros are free
    ]
    for name, lit in cases:
        if " : " not in lit:
            lit += " : f64"
        print('%s() {a = %s, name = "%s"} : () -> ()' % (OP, lit, name))
    print('%s() {a = dense<[%s, %s]> : tensor<2xf64>, name = "dense"} : () -> ()'
          % (OP, mid53 + "0" * far + "1", tiny + "0" * far + "1"))


ATTR = re.compile(r"(\w+) = (dense<\[[^\]]*\]>|-?(?:0x[0-9a-fA-F]+|[0-9]+)) : (tensor<\d+x)?([isu]+)(\d+)")
ELEM = re.compile(r"-?(?:0x[0-9a-fA-F]+|[0-9]+)")


def expected(lit, sign, width):
    v = int(lit, 16 if "0x" in lit else 10) % 2 ** width
    if sign != "ui" and v >> (width - 1):
        v -= 2 ** width
    return v


def attrs_of(path):
    with open(path) as f:
        return {m.group(1): m for m in ATTR.finditer(f.read())}


def check_ints(inp, out):
    want, got = attrs_of(inp), attrs_of(out)
    for name, m in want.items():
        if name not in got:
            sys.exit("literals.py: %s is missing from the output" % name)
        lits, printed = ELEM.findall(m.group(2)), ELEM.findall(got[name].group(2))
        sign, width = m.group(4), int(m.group(5))
        exp = [str(expected(l, sign, width)) for l in lits]
        if printed != exp:
            sys.exit("literals.py: %s prints differently from its value" % name)
    print("ok: %d attributes" % len(want))


def check_widest(inp, out):
    with open(inp) as f:
        m = re.search(r"= (0x[0-9a-f]+) : i(\d+)", f.read())
    with open(out) as f:
        d = re.search(r"= (-?)([0-9]+) : i(\d+)", f.read())
    width = int(m.group(2))
    v = expected(m.group(1), "i", width)
    if d is None or int(d.group(3)) != width or (d.group(1) == "-") != (v < 0) or d.group(2)[0] == "0":
        sys.exit("literals.py: the widest literal prints in the wrong form")
    text = d.group(2)
    for p in (2 ** 61 - 1, 2 ** 89 - 1, 29 * 2 ** 57 + 1, 10 ** 9 + 7):
        r = 0
        for i in range(0, len(text), 1000):
            chunk = text[i:i + 1000]
            r = (r * pow(10, len(chunk), p) + int(chunk)) % p
        if (-r if v < 0 else r) % p != v % p:
            sys.exit("literals.py: the widest literal prints a different value (mod %d)" % p)
    print("ok: %d digits" % len(text))


def main():
    kind = sys.argv[1]
    if kind == "check-ints":
        check_ints(sys.argv[2], sys.argv[3])
    elif kind == "check-widest":
        check_widest(sys.argv[2], sys.argv[3])
    elif kind == "floats":
        floats(int(sys.argv[2]))
    elif kind in ("ints", "ints-range", "widest"):
        {"ints": ints, "ints-range": ints_range, "widest": widest}[kind]()
    else:
        sys.exit("literals.py: unknown kind " + kind)


if __name__ == "__main__":
    main()
