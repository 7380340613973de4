#!/usr/bin/env python3
"""gen_random_maps.py: random affine maps and integer sets, canonicalised once by mlir-opt-22.

Writes two lit tests whose CHECK lines are mlir-opt-22's generic print, so the
lit tests never run mlir-opt:
  tests/dialects/affine/random-maps.mlir
      mica-opt's print of Inputs/random-maps.mlir (every expression built
      exactly as MLIR builds it while parsing);
  tests/dialects/affine/random-simplify.mlir
      `mica-affine-api --simplify` of Inputs/random-simplify.mlir against
      mlir-opt --affine-simplify-structures (ir_affine_map_simplify, MLIR's
      simplifyAffineMap).
For each test mlir-opt runs once to drop what it rejects and once for the output.

    python3 tests/dialects/affine/gen_random_maps.py        # regenerate the tests
    python3 tests/dialects/affine/gen_random_maps.py --compare build/bin/mica-opt \\
        --count 20000 --seed 7 --scratch build/maps         # differential run only
    python3 tests/dialects/affine/gen_random_maps.py --sets 0 --compare-simplify \\
        build/tests/mica-affine-api --count 5000 --seed 7   # the same for simplify
"""
import argparse
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PER_OP = 6          # maps (or sets) per op, to keep the files small
HIGH = ("*", "floordiv", "ceildiv", "mod")


class Gen:
    """Random expression trees over nd dims and ns symbols, printed as text.

    Every tree is affine by construction: a product has a constant (or, when
    semi-affine terms are allowed, symbolic) factor, and the right operand of
    floordiv, ceildiv and mod is a constant (or symbolic) expression.
    """

    def __init__(self, rng, nd, ns, semi):
        self.rng, self.nd, self.ns, self.semi = rng, nd, ns, semi

    def const(self):
        r = self.rng.random()
        if r < 0.1:
            return 0
        if r < 0.2:
            return self.rng.choice((1, -1))
        return self.rng.randint(-20, 20)

    def divisor(self):
        # mostly positive; zero and negative divisors stay unfolded in MLIR
        r = self.rng.random()
        if r < 0.06:
            return 0
        if r < 0.16:
            return -self.rng.randint(1, 20)
        return self.rng.choice((2, 2, 3, 4, 4, 8, 16, self.rng.randint(1, 20)))

    def leaf(self, symbolic):
        choices = ["c"]
        if self.ns:
            choices += ["s", "s"]
        if self.nd and not symbolic:
            choices += ["d", "d", "d"]
        kind = self.rng.choice(choices)
        if kind == "c":
            return ("c", self.const())
        if kind == "s":
            return ("s", self.rng.randrange(self.ns))
        return ("d", self.rng.randrange(self.nd))

    def tree(self, depth, symbolic=False):
        """A tree of at most `depth` levels; symbolic trees have no dims."""
        if depth <= 1 or self.rng.random() < 0.35:
            return self.leaf(symbolic)
        op = self.rng.choice(("+", "+", "-", "-", "*", "*", "floordiv", "ceildiv", "mod", "neg"))
        if op == "neg":
            return ("neg", self.tree(depth - 1, symbolic))
        if op in ("+", "-"):
            return (op, self.tree(depth - 1, symbolic), self.tree(depth - 1, symbolic))
        if op == "*":
            factor = self.factor(depth - 1)
            other = self.tree(depth - 1, symbolic)
            return ("*", other, factor) if self.rng.random() < 0.6 else ("*", factor, other)
        return (op, self.tree(depth - 1, symbolic), self.denominator(depth - 1))

    def factor(self, depth):
        r = self.rng.random()
        if self.semi and self.ns and r < 0.5:
            return self.tree(min(depth, 2), symbolic=True)
        if r < 0.85 or depth <= 1:
            return ("c", self.const())
        # a constant written as an expression, folded when built
        return (self.rng.choice(("+", "-")), ("c", self.const()), ("c", self.const()))

    def denominator(self, depth):
        if self.semi and self.ns and self.rng.random() < 0.5:
            return self.tree(min(depth, 2), symbolic=True)
        return ("c", self.divisor())


def prec(t):
    """Binding strength of a printed tree: 3 leaf or negation, 2 high, 1 low."""
    if t[0] in ("c", "s", "d", "neg"):
        return 3
    return 2 if t[0] in HIGH else 1


def text(t, rng):
    kind = t[0]
    if kind == "c":
        return str(t[1])
    if kind in ("s", "d"):
        return "%s%d" % (kind, t[1])
    if kind == "neg":
        inner = t[1]
        # `-x` binds tighter than any binary operator, so compound operands
        # (and negative constants, to avoid `--`) need parentheses
        if inner[0] in ("s", "d") or (inner[0] == "c" and inner[1] >= 0):
            return "-" + text(inner, rng)
        return "-(" + text(inner, rng) + ")"
    lhs, rhs = t[1], t[2]
    p = prec(t)
    # left associative: the right operand needs parentheses at equal strength;
    # sometimes add parentheses that are not needed
    lt, rt = text(lhs, rng), text(rhs, rng)
    if prec(lhs) < p or (prec(lhs) < 3 and rng.random() < 0.15):
        lt = "(" + lt + ")"
    if prec(rhs) <= p or (prec(rhs) < 3 and rng.random() < 0.15):
        rt = "(" + rt + ")"
    return "%s %s %s" % (lt, kind, rt)


def header(nd, ns):
    s = "(" + ", ".join("d%d" % i for i in range(nd)) + ")"
    if ns:
        s += "[" + ", ".join("s%d" % i for i in range(ns)) + "]"
    return s


def random_item(rng, semi_ratio, set_ratio):
    nd, ns = rng.randint(0, 4), rng.randint(0, 3)
    semi = rng.random() < semi_ratio
    g = Gen(rng, nd, ns, semi)
    depth = rng.choice((2, 2, 3, 3, 4, 5))
    if rng.random() < set_ratio:
        cons = []
        for _ in range(rng.choice((1, 1, 2, 3))):
            op = rng.choice((">=", "<=", "=="))
            rhs = "0" if rng.random() < 0.4 else text(g.tree(depth - 1), rng)
            cons.append("%s %s %s" % (text(g.tree(depth), rng), op, rhs))
        return "affine_set<%s : (%s)>" % (header(nd, ns), ", ".join(cons))
    results = [text(g.tree(depth), rng) for _ in range(rng.choice((1, 1, 1, 1, 2, 3)))]
    return "affine_map<%s -> (%s)>" % (header(nd, ns), ", ".join(results))


def module(items):
    lines = []
    for i in range(0, len(items), PER_OP):
        group = items[i:i + PER_OP]
        attrs = ", ".join("%s = %s" % (chr(ord("a") + j), it) for j, it in enumerate(group))
        lines.append('"t.m"() {%s} : () -> ()' % attrs)
    return "\n".join(lines) + "\n"


def run(tool, path, split=False):
    args = [tool, "--allow-unregistered-dialect", "--mlir-print-op-generic"]
    if split:
        args.append("--split-input-file")
    return subprocess.run(args + [path], capture_output=True, text=True)


def accepted(mlir_opt, items, scratch):
    """Items mlir-opt accepts, checked in one run with one item per chunk."""
    path = os.path.join(scratch, "candidates.mlir")
    with open(path, "w") as f:
        f.write("// -----\n".join('"t.m"() {a = %s} : () -> ()\n' % it for it in items))
    out = run(mlir_opt, path, split=True).stdout
    chunks = out.split("// -----\n")
    if len(chunks) != len(items):
        sys.exit("unexpected mlir-opt output: %d chunks for %d items" % (len(chunks), len(items)))
    return [it for it, c in zip(items, chunks) if '"t.m"' in c]


def resolved_ops(printed):
    """The op lines of a generic print with every #alias spelled out."""
    aliases, ops = {}, []
    for line in printed.splitlines():
        if line.startswith("#") and " = " in line:
            name, value = line.split(" = ", 1)
            aliases[name] = value
        elif '"t.m"' in line:
            ops.append(line)
    names = sorted(aliases, key=len, reverse=True)
    out = []
    for line in ops:
        for n in names:
            line = line.replace(n + ",", aliases[n] + ",").replace(n + "}", aliases[n] + "}")
        out.append(line.strip())
    return out


def compare_simplify(args, items, tool):
    """mlir-opt's -affine-simplify-structures against `tool --simplify`."""
    path = os.path.join(args.scratch, "simplify.mlir")
    with open(path, "w") as f:
        f.write("func.func @f() {\n")
        for it in items:
            f.write('  "t.m"() {a = %s} : () -> ()\n' % it)
        f.write("  return\n}\n")
    want = subprocess.run([args.mlir_opt, "--allow-unregistered-dialect", "--mlir-print-op-generic",
                           "--affine-simplify-structures", path], capture_output=True, text=True)
    got = subprocess.run([tool, "--simplify", path], capture_output=True, text=True)
    want, got = resolved_ops(want.stdout), resolved_ops(got.stdout)
    if len(want) != len(items) or len(got) != len(items):
        sys.exit("expected %d ops, mlir-opt printed %d, %s %d" % (len(items), len(want), tool,
                                                                 len(got)))
    bad = [(it, w, g) for it, w, g in zip(items, want, got) if w != g]
    for it, w, g in bad[:20]:
        print("input: %s\nmlir:  %s\nmica:  %s" % (it, w, g))
    print("%d of %d simplified identically" % (len(items) - len(bad), len(items)))
    return 1 if bad else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mlir-opt", default="/usr/bin/mlir-opt-22")
    ap.add_argument("--count", type=int, default=2250, help="candidates to generate")
    ap.add_argument("--seed", type=int, default=22)
    ap.add_argument("--semi", type=float, default=0.2, help="share of semi-affine items")
    ap.add_argument("--simplify-count", type=int, default=300,
                    help="maps of the simplification test")
    ap.add_argument("--sets", type=float, default=0.1, help="share of integer sets")
    ap.add_argument("--max-len", type=int, default=100, help="longest item text kept")
    ap.add_argument("--compare", metavar="MICA", help="only compare mica-opt with mlir-opt")
    ap.add_argument("--compare-simplify", metavar="API",
                    help="only compare `API --simplify` (build/tests/mica-affine-api) with "
                         "mlir-opt --affine-simplify-structures on maps")
    ap.add_argument("--scratch", default=os.path.join("build", "random-maps"),
                    help="directory for mlir-opt's inputs and outputs (default build/random-maps)")
    args = ap.parse_args()

    os.makedirs(args.scratch, exist_ok=True)
    rng = random.Random(args.seed)
    items = []
    while len(items) < args.count:
        it = random_item(rng, args.semi, args.sets)
        # long items add bytes more than coverage
        if len(it) <= args.max_len:
            items.append(it)
    items = accepted(args.mlir_opt, items, args.scratch)

    if args.compare_simplify:
        # the pass simplifies sets differently (simplifyIntegerSet); maps only
        return compare_simplify(args, [it for it in items if it.startswith("affine_map")],
                                args.compare_simplify)

    if args.compare:
        path = os.path.join(args.scratch, "input.mlir")
        with open(path, "w") as f:
            f.write("// -----\n".join('"t.m"() {a = %s} : () -> ()\n' % it for it in items))
        want = run(args.mlir_opt, path, split=True).stdout.split("// -----\n")
        got = run(args.compare, path, split=True).stdout.split("// -----\n")
        bad = [(it, w, g) for it, w, g in zip(items, want, got) if w != g]
        for it, w, g in bad[:20]:
            print("input: %s\nmlir:  %s\nmica:  %s" % (it, w.splitlines()[0] if w else "",
                                                     g.splitlines()[0] if g else ""))
        print("%d of %d identical" % (len(items) - len(bad), len(items)))
        return 1 if bad else 0

    write_test(args, "random-maps", items, module(items), [],
               "%mica-opt --allow-unregistered-dialect --mlir-print-op-generic",
               "random affine maps and integer sets (%d per op)" % PER_OP,
               "print")
    # ir_affine_map_simplify against MLIR's simplifyAffineMap, on maps of
    # their own (the pass treats sets with another algorithm)
    srng = random.Random(args.seed + 1)
    maps = []
    while len(maps) < args.simplify_count:
        it = random_item(srng, args.semi, 0)
        if len(it) <= args.max_len:
            maps.append(it)
    maps = accepted(args.mlir_opt, maps, args.scratch)
    body = "".join("  " + line + "\n" for line in module(maps).splitlines())
    write_test(args, "random-simplify", maps, "func.func @maps() {\n%s  return\n}\n" % body,
               ["--affine-simplify-structures"], "%mica-affine-api --simplify",
               "random affine maps (%d per op)" % PER_OP, "print after "
               "--affine-simplify-structures")
    return 0


def write_test(args, name, items, text, passes, mica, what, how):
    """Writes Inputs/<name>.mlir and the lit test <name>.mlir checking mica
    against mlir-opt-22's output for it."""
    inputs = os.path.join(HERE, "Inputs", name + ".mlir")
    os.makedirs(os.path.dirname(inputs), exist_ok=True)
    with open(inputs, "w") as f:
        f.write("// Generated by tests/dialects/affine/gen_random_maps.py --seed %d: the input of "
                "%s.mlir.\n" % (args.seed, name))
        f.write(text)
    res = subprocess.run([args.mlir_opt, "--allow-unregistered-dialect", "--mlir-print-op-generic"]
                         + passes + [inputs], capture_output=True, text=True)
    if res.returncode:
        sys.exit(res.stderr)
    test = os.path.join(HERE, name + ".mlir")
    with open(test, "w") as f:
        f.write("// RUN: %s %%S/Inputs/%s.mlir | FileCheck --match-full-lines "
                "--strict-whitespace %%s\n// %d %s, written by gen_random_maps.py --seed %d;\n"
                "// the CHECK lines are mlir-opt-22's %s of Inputs/%s.mlir.\n\n"
                % (mica, name, len(items), what, args.seed, how, name))
        for i, line in enumerate(res.stdout.splitlines()):
            if not line:
                f.write("// CHECK-EMPTY:\n")
            else:
                # with --strict-whitespace the text starts right after the colon
                f.write("// %s:%s\n" % ("CHECK" if i == 0 else "CHECK-NEXT", line))
    print("%s: %d items; Inputs/%s.mlir %d bytes, %s.mlir %d bytes" % (
        name, len(items), name, os.path.getsize(inputs), name, os.path.getsize(test)))


if __name__ == "__main__":
    sys.exit(main())
