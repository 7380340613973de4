#!/usr/bin/env python3
"""gen.py: writes the large hostile inputs of tests/hostile to stdout.

usage: gen.py KIND [N]
       gen.py corpus DIR          (every .mlir file under DIR, split by `// -----`)
       gen.py occurs FILE TEXT N  (checks that FILE holds TEXT exactly N times)
"""
import os
import sys


def out(s):
    sys.stdout.write(s)


def main():
    kind = sys.argv[1]
    if kind == "occurs":  # occurs FILE TEXT N: FILE holds TEXT exactly N times
        with open(sys.argv[2], "rb") as f:
            got = f.read().count(sys.argv[3].encode())
        if got != int(sys.argv[4]):
            sys.exit("gen.py: %r occurs %d times, not %s" % (sys.argv[3], got, sys.argv[4]))
        return
    if kind == "corpus":  # corpus DIR: every .mlir file under DIR, as --split-input-file chunks
        chunks = []
        for dirpath, dirnames, filenames in sorted(os.walk(sys.argv[2])):
            dirnames.sort()
            for name in sorted(filenames):
                if name.endswith(".mlir"):
                    with open(os.path.join(dirpath, name), "rb") as f:
                        chunks.append(f.read())
        sys.stdout.buffer.write(b"\n// -----\n".join(chunks))
        return
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    op = '"foo.op"'
    if kind == "string":  # an N-byte string attribute
        out('%s() {a = "%s"} : () -> ()\n' % (op, "x" * n))
    elif kind == "string-escapes":  # N escaped bytes, printed back as \XX
        out('%s() {a = "%s"} : () -> ()\n' % (op, "\\ff" * n))
    elif kind == "string-open":  # a string that never ends
        out('%s() {a = "%s' % (op, "x" * n))
    elif kind == "identifier":  # an N-byte op name, value name and symbol
        w = "a" * n
        out('%%%s = "foo.%s"() {sym_name = @%s} : () -> i32\n' % (w, w, w))
    elif kind == "dialect-body":
        out('%s() : () -> !foo.t<%s>\n' % (op, "x" * n))
    elif kind == "page-exact":  # exactly N bytes, the last one the op's ')'
        tail = "%s() : () -> ()" % op
        out("// %s\n%s" % ("p" * (n - len(tail) - 4), tail))
    elif kind == "late-verify-error":  # a verifier error on line 3, then N bytes of ops
        out("func.func @bad() -> i32 {\n  %0 = arith.constant 1 : i64\n  return %0 : i64\n}\n")
        line = '%s() {a = 1 : i32} : () -> ()\n' % op
        out(line * (n // len(line)))
    elif kind == "comment":
        out("// %s\n%s() : () -> ()\n" % ("c" * n, op))
    elif kind == "line-error":  # an error at the end of an N-byte line
        out('%s() {a = "%s"} : () -> (' % (op, "x" * n) + "\n")
    elif kind == "results":
        out("%%0:%d = %s() : () -> (%s)\n" % (n, op, ", ".join(["i32"] * n)))
    elif kind == "operands":
        out("%%0:%d = %s() : () -> (%s)\n" % (n, op, ", ".join(["i32"] * n)))
        out('"foo.use"(%s) : (%s) -> ()\n' % (", ".join("%%0#%d" % i for i in range(n)),
                                               ", ".join(["i32"] * n)))
    elif kind == "arguments":
        out('%s() ({\n^bb0(%s):\n  "foo.t"() : () -> ()\n}) : () -> ()\n'
            % (op, ", ".join("%%a%d: i32" % i for i in range(n))))
    elif kind == "successors":
        out('%s() ({\n^bb0:\n  "foo.br"() [%s] : () -> ()\n^bb1:\n  "foo.t"() : () -> ()\n}) : () -> ()\n'
            % (op, ", ".join(["^bb1"] * n)))
    elif kind == "region-list":  # one op with N empty regions
        out('%s() (%s) : () -> ()\n' % (op, ", ".join(["{\n}"] * n)))
    elif kind == "predecessors":  # N blocks that all branch to the last one
        out("%s() ({\n" % op)
        for i in range(n):
            out('^bb%d:\n  "foo.br"() [^bb%d, ^bb%d] : () -> ()\n' % (i, n, i + 1))
        out('^bb%d:\n  "foo.t"() : () -> ()\n}) : () -> ()\n' % n)
    elif kind == "blocks":
        out("%s() ({\n" % op)
        for i in range(n):
            out('^bb%d:\n  "foo.br"() [^bb%d] : () -> ()\n' % (i, i + 1))
        out('^bb%d:\n  "foo.t"() : () -> ()\n}) : () -> ()\n' % n)
    elif kind == "ops":
        for i in range(n):
            out('%%v%d = %s() : () -> i32\n' % (i, op))
    elif kind == "attributes":
        out("%s() {%s} : () -> ()\n" % (op, ", ".join("a%d = %d" % (i, i) for i in range(n))))
    elif kind == "dense":
        out("%s() {a = dense<[%s]> : tensor<%dxi32>} : () -> ()\n"
            % (op, ", ".join(str(i) for i in range(n)), n))
    elif kind == "aliases":
        for i in range(n):
            out("#a%d = affine_map<(d0) -> (d0 + %d)>\n" % (i, i))
        out("%s() {%s} : () -> ()\n" % (op, ", ".join("a%d = #a%d" % (i, i) for i in range(n))))
    # nesting, N levels deep
    elif kind == "regions":
        out('"foo.op"() ({' * n + '}) : () -> ()' * n + "\n")
    elif kind == "blocks-nested":  # each region with an entry block header
        out('"foo.op"() ({\n^bb0:\n' * n + '}) : () -> ()\n' * n)
    elif kind == "tuples":
        out("%s() : () -> %s\n" % (op, "tuple<" * n + "i32" + ">" * n))
    elif kind == "function-types":
        out("%s() {a = %s} : () -> ()\n" % (op, "() -> (" * n + "i32" + ")" * n))
    elif kind == "arrays":
        out("%s() {a = %s} : () -> ()\n" % (op, "[" * n + "]" * n))
    elif kind == "dicts":
        out("%s() {a = %s} : () -> ()\n" % (op, "{b = " * n + "1" + "}" * n))
    elif kind == "dense-nested":  # a dense literal N lists deep, twice in one op
        lit = "[" * n + "1" + "]" * n
        ty = "tensor<" + "1x" * n + "i32>"
        out("%s() {a = dense<%s> : %s, b = dense<%s> : %s} : () -> ()\n" % (op, lit, ty, lit, ty))
    elif kind == "locations":
        out("%s() : () -> () loc(%s)\n" % (op, "callsite(" * n + '"a"' + ' at "b")' * n))
    elif kind == "affine-parens":
        out("%s() {a = affine_map<(d0) -> (%s)>} : () -> ()\n" % (op, "(" * n + "d0" + ")" * n))
    elif kind == "affine-chain":  # d0 + d0 * 2 + ... : no brackets, N terms
        out("%s() {a = affine_map<(d0)[s0] -> (%s)>} : () -> ()\n"
            % (op, " + ".join("d0 floordiv %d" % (i + 2) for i in range(n))))
    elif kind == "affine-nested-ops":  # ((d0 + 1) * 2 + 1) * 2 ...: depth grows without brackets
        e = "d0"
        for i in range(n):
            e = "(%s + s0) * 2" % e if i % 2 else "%s floordiv 3" % e
        out("%s() {a = affine_map<(d0)[s0] -> (%s)>} : () -> ()\n" % (op, e))
    elif kind == "affine-names":  # N dims and N symbols, named otherwise than d0, s0
        out("%s() {a = affine_map<(%s)[%s] -> (a%d, b0, a0, b%d)>} : () -> ()\n"
            % (op, ", ".join("a%d" % i for i in range(n)), ", ".join("b%d" % i for i in range(n)),
               n - 1, n - 1))
    elif kind == "affine-sum":  # d0 + d1 + ... : a flat sum of N dims
        out("%s() {a = affine_map<(%s) -> (%s)>} : () -> ()\n"
            % (op, ", ".join("d%d" % i for i in range(n)), " + ".join("d%d" % i for i in range(n))))
    elif kind == "affine-product":  # s0 * s1 * s0 * ...: N factors, printed ((s0 * s1) * s0) ...
        out("%s() {a = affine_map<()[s0, s1] -> (%s)>} : () -> ()\n"
            % (op, " * ".join("s%d" % (i % 2) for i in range(n))))
    elif kind == "affine-simplify":  # long sums for MLIR's simplifyAffineMap, in a function
        out('func.func @f() {\n  "t.m"() {a = affine_map<(d0, d1) -> (%s)>, '
            'b = affine_map<(d0) -> (%s + (d0 + 3) mod 5 - (d0 floordiv 2) * 7)>, '
            'c = affine_map<(%s) -> (%s)>} : () -> ()\n  return\n}\n'
            % (" + ".join("d%d" % (i % 2) for i in range(n)),
               " + ".join("d0 floordiv %d" % (i + 2) for i in range(n // 2)),
               ", ".join("d%d" % i for i in range(n)), " + ".join("d%d" % i for i in range(n))))
    elif kind == "affine-minus":
        out("%s() {a = affine_map<(d0) -> (%s)>} : () -> ()\n" % (op, "-" * n + "d0"))
    elif kind == "result-groups":  # N groups of 2^24 results
        out(", ".join("%%a%d:16777216" % i for i in range(n)) + ' = "foo.op"() : () -> i32\n')
    else:
        sys.exit("gen.py: unknown kind " + kind)


if __name__ == "__main__":
    main()
