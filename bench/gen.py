#!/usr/bin/env python3
# Generates large, deterministic MLIR benchmark inputs in generic form (see bench/README.md).
"""Write FAMILY-SIZEmb.mlir (and FAMILY-SIZEmb.v16.mlir) files for bench/run.py.

Families:
  unregistered         unregistered ops, nested regions, blocks, branches, many
                       attribute and type kinds
  arith-memref-affine  func/arith/memref/affine (+ a little cf) functions
  tosa                 small TOSA networks with dense weights
  arith-memref-affine-custom, tosa-custom
                       the same programs in custom (pretty) form: the
                       references' default print of the generic files

FILE.mlir is spelled the way `mlir-opt-22 --mlir-print-op-generic` prints it
(inherent attributes as properties `<{...}>`).  FILE.v16.mlir holds the same
ops (same random choices) spelled for mlir-opt-16: no properties, inherent
attributes in the attribute dictionary, LLVM 16 attribute names, and the
LLVM 16 TOSA op definitions.  The spellings were learned by running
bench/templates/*.mlir through mlir-opt-22 / mlir-opt-16.

Python 3 standard library only; the output depends only on --seed.
"""

import argparse
import hashlib
import itertools
import json
import multiprocessing
import os
import random
import re
import shutil
import subprocess
import sys
import time

MB = 1_000_000
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUT = os.path.join(REPO, "build", "bench")
INDENT = "  "


# ------------------------------------------------------------- randomness --
# Thin wrappers over Random.random(): several times faster than choice/randint.

def below(rng, n):
    return int(rng.random() * n)


def pick(rng, seq):
    return seq[int(rng.random() * len(seq))]


def randint(rng, lo, hi):
    return lo + int(rng.random() * (hi - lo + 1))


# ---------------------------------------------------------------- printing --

def dict_body(pairs):
    """Attribute-dictionary body, sorted by name as MLIR prints it; None = unit."""
    return ", ".join(k if v is None else k + " = " + v for k, v in sorted(pairs))


def fn_type(ins, outs):
    """Function type `(a, b) -> c` / `(a) -> (b, c)` / `() -> ()`."""
    res = outs[0] if len(outs) == 1 else "(" + ", ".join(outs) + ")"
    return "(" + ", ".join(ins) + ") -> " + res


def fmt_float(v):
    """MLIR's float spelling for short dyadic values (exact in %e form)."""
    return "%e" % v


def tensor(shape, elt):
    return "tensor<" + "".join("%sx" % d for d in shape) + elt + ">"


def nest(items, shape):
    """Nested-list literal of `items` (strings) for a dense attribute of `shape`."""
    if len(shape) <= 1:
        return "[" + ", ".join(items) + "]"
    step = len(items) // shape[0]
    return "[" + ", ".join(nest(items[i:i + step], shape[1:])
                           for i in range(0, len(items), step)) + "]"


def dense_literal(items, shape):
    """`dense<...>` body: splat when all elements agree, else nested list."""
    if all(x == items[0] for x in items):
        return "dense<" + items[0] + ">"
    return "dense<" + nest(items, shape) + ">"


class Emitter:
    """Collects the lines of one top-level op; `v16` selects mlir-opt-16 spelling."""

    def __init__(self, v16):
        self.v16 = v16
        self.lines = []
        self.values = 0
        self.args = 0

    def text(self):
        return "\n".join(self.lines) + "\n"

    def value(self):
        self.values += 1
        return "%" + str(self.values - 1)

    def arg(self):
        self.args += 1
        return "%arg" + str(self.args - 1)

    def results(self, count):
        """Left-hand side text and the names of `count` results."""
        if count == 0:
            return "", []
        base = self.value()
        if count == 1:
            return base + " = ", [base]
        return "%s:%d = " % (base, count), ["%s#%d" % (base, i) for i in range(count)]

    def suffixes(self, props, attrs):
        """(text after operands, text after regions) for properties/attributes."""
        if self.v16:
            merged = list(props) + list(attrs)
            return "", (" {" + dict_body(merged) + "}") if merged else ""
        p = (" <{" + dict_body(props) + "}>") if props else ""
        a = (" {" + dict_body(attrs) + "}") if attrs else ""
        return p, a

    def op(self, ind, name, operands=(), in_types=(), out_types=(), props=(),
           attrs=(), succ=(), loc=""):
        """Append a region-less op and return its result names."""
        lhs, res = self.results(len(out_types))
        p, a = self.suffixes(props, attrs)
        s = "[" + ", ".join(succ) + "]" if succ else ""
        self.lines.append('%s%s"%s"(%s)%s%s%s : %s%s' % (
            ind, lhs, name, ", ".join(operands), s, p, a,
            fn_type(in_types, out_types), loc))
        return res

    def open(self, ind, name, operands=(), props=(), nresults=0):
        """Start an op with regions (`... ({`); close with close()."""
        lhs, res = self.results(nresults)
        p, _ = self.suffixes(props, ())
        self.lines.append('%s%s"%s"(%s)%s ({' % (ind, lhs, name, ", ".join(operands), p))
        return res

    def next_region(self, ind):
        self.lines.append(ind + "}, {")

    def close(self, ind, in_types=(), out_types=(), props=(), attrs=(), loc=""):
        _, a = self.suffixes(props, attrs)
        self.lines.append("%s})%s : %s%s" % (ind, a, fn_type(in_types, out_types), loc))

    def label(self, ind, name, args):
        """Block label; `ind` is the indentation of the block's ops."""
        body = "(" + ", ".join("%s: %s" % a for a in args) + ")" if args else ""
        self.lines.append("%s%s%s:" % (ind[:-2], name, body))


class Scope:
    """Values visible at the current point, by type key; nestable via mark/reset."""

    def __init__(self):
        self.pools = {}

    def add(self, key, name):
        self.pools.setdefault(key, []).append(name)

    def has(self, key):
        return bool(self.pools.get(key))

    def pick(self, rng, key):
        pool = self.pools[key]
        if len(pool) > 8 and rng.random() < 0.75:
            return pool[len(pool) - 8 + below(rng, 8)]
        return pool[below(rng, len(pool))]

    def mark(self):
        return {k: len(v) for k, v in self.pools.items()}

    def reset(self, mark):
        for k in list(self.pools):
            del self.pools[k][mark.get(k, 0):]


# ------------------------------------------------------- family: unregistered --

DIALECTS = ("foo", "bar", "toy", "acme", "hw", "my_dialect")
VERBS = ("add", "mul", "load", "store", "compute", "cast", "call", "pack",
         "unpack", "select", "reduce", "splat", "extract", "insert",
         "transform", "emit", "probe", "sink", "source", "op")
OP_NAMES = tuple(d + "." + v for d in DIALECTS for v in VERBS)
SCALAR_TYPES = ("i1", "i8", "i16", "i32", "i64", "index", "f16", "bf16", "f32", "f64")
SHAPED_TYPES = (
    "tensor<4x8xf32>", "tensor<?x16xi32>", "tensor<*xf32>", "tensor<2x?x4xbf16>",
    "tensor<128xi8>", "memref<16x16xf32>", "memref<?xi64>", "memref<8x8xf32, 1>",
    "memref<4x4xf32, strided<[4, 1], offset: ?>>", "vector<4xf32>",
    "vector<2x[4]xi32>", "complex<f32>", "tuple<i32, f32>", "!foo.buffer",
    "!acme.handle<\"dev\", 3>", "none")
WORDS = ("alpha", "beta", "gamma", "delta", "kernel", "tile", "lane", "warp",
         "block", "grid", "main", "entry", "exit", "loop", "body", "cond")
LOCS = ('loc("%s.mlir":%d:%d)', 'loc("%s"("gen.py":%d:%d))',
        'loc(fused["%s.mlir":%d:%d, unknown])')


def rand_string(rng):
    parts = [pick(rng, WORDS) for _ in range(randint(rng, 1, 4))]
    s = "_".join(parts)
    r = rng.random()
    if r < 0.1:
        s += "\\0A" + pick(rng, WORDS)
    elif r < 0.15:
        s = "\\22" + s + "\\22"
    elif r < 0.2:
        s += "\\09" + str(randint(rng, 0, 99))
    return '"' + s + '"'


def rand_dense(rng):
    r = below(rng, 6)
    if r == 0:
        n = pick(rng, (2, 4, 8))
        vals = [str(randint(rng, -100, 100)) for _ in range(n)]
        return "dense<[%s]> : tensor<%dxi32>" % (", ".join(vals), n)
    if r == 1:
        vals = [fmt_float(randint(rng, -32, 32) / 8) for _ in range(6)]
        return dense_literal(vals, [2, 3]) + " : tensor<2x3xf32>"
    if r == 2:
        return "dense<%d> : tensor<%dx%dxi8>" % (randint(rng, -9, 9), pick(rng, (4, 8)), 16)
    if r == 3:
        vals = [pick(rng, ("true", "false")) for _ in range(4)]
        return dense_literal(vals, [4]) + " : vector<4xi1>"
    if r == 4:
        vals = [fmt_float(randint(rng, -8, 8) / 4) for _ in range(4)]
        return dense_literal(vals, [2, 2]) + " : tensor<2x2xf64>"
    n = pick(rng, (128, 256))
    return 'dense<"0x%s"> : tensor<%dxi16>' % (rng.randbytes(2 * n).hex().upper(), n)


def rand_attr(rng, depth=0, in_array=False):
    """A random attribute value (not unit); i64/f64 types are elided in arrays."""
    k = below(rng, 16)
    if k == 0:
        return "%d : i32" % randint(rng, -1000, 1000)
    if k == 1:
        return "%d" % randint(rng, 0, 1 << 40) + ("" if in_array else " : i64")
    if k == 2:
        return pick(rng, ("true", "false"))
    if k == 3:
        return fmt_float(randint(rng, -64, 64) / 16) + " : f32"
    if k == 4:
        return fmt_float(randint(rng, -64, 64) / 8) + ("" if in_array else " : f64")
    if k == 5:
        return rand_string(rng)
    if k == 6 and depth < 2:
        return "[" + ", ".join(rand_array_elt(rng, depth) for _ in range(randint(rng, 0, 4))) + "]"
    if k == 7 and depth < 2:
        return "{" + dict_body(rand_attr_pairs(rng, randint(rng, 0, 3), depth + 1)) + "}"
    if k == 8:
        return rand_dense(rng)
    if k == 9:
        n = randint(rng, 1, 6)
        return "array<i64: %s>" % ", ".join(str(randint(rng, -4, 64)) for _ in range(n))
    if k == 10:
        return pick(rng, SCALAR_TYPES + SHAPED_TYPES)
    if k == 11:
        return "@" + pick(rng, WORDS) + ("::@" + pick(rng, WORDS) if rng.random() < 0.3 else "")
    if k == 12:
        return pick(rng, ("affine_map<(d0, d1) -> (d1, d0)>", "affine_map<(d0)[s0] -> (d0 + s0)>",
                           "affine_map<(d0) -> (d0 * 4 + 1)>"))
    if k == 13:
        return pick(rng, ('#foo.tag<"%s">' % pick(rng, WORDS), "#acme.layout<%d, %d>" % (
            randint(rng, 1, 8), randint(rng, 1, 8)), "#bar.mode<fast>"))
    if k == 14:
        return "%d : index" % randint(rng, 0, 4096)
    return "%d : i8" % randint(rng, -128, 127)


def rand_array_elt(rng, depth):
    r = below(rng, 4)
    if r == 0:
        return str(randint(rng, -50, 50))
    if r == 1:
        return rand_string(rng)
    return rand_attr(rng, depth + 1, in_array=True)


def rand_attr_pairs(rng, count, depth=0):
    """`count` (name, value) pairs with distinct names; some unit attributes."""
    start = below(rng, len(WORDS))
    names = (WORDS * 2)[start:start + count]
    return [(n, None if rng.random() < 0.1 else rand_attr(rng, depth)) for n in names]


class Unregistered:
    """Unregistered ops in generic form: regions, blocks, branches, rich attrs."""

    name = "unregistered"
    has_v16 = True

    def header(self, v16):
        return ""

    def chunk(self, rng, index, v16):
        if rng.random() < 0.1:
            return self.global_op(rng, index, v16)
        e = Emitter(v16)
        scope = []
        ind = INDENT
        args = [(e.arg(), self.rand_type(rng)) for _ in range(randint(rng, 1, 4))]
        scope.extend(args)
        props = [("sym_name", '"fn%d"' % index)]
        attrs = [("function_type", fn_type([t for _, t in args], [args[0][1]]))]
        if rng.random() < 0.5:
            attrs.append(("visibility", '"private"'))
        e.open(ind, pick(rng, DIALECTS) + ".func", (), props)
        e.label(ind + INDENT, "^bb0", args)
        self.ops(e, rng, ind + INDENT, scope, randint(rng, 20, 60), 0)
        e.op(ind + INDENT, pick(rng, DIALECTS) + ".return", [args[0][0]], [args[0][1]])
        e.close(ind, (), (), props, attrs)
        return e.text()

    def global_op(self, rng, index, v16):
        e = Emitter(v16)
        props = [("sym_name", '"g%d"' % index)]
        attrs = rand_attr_pairs(rng, randint(rng, 1, 4)) + [("value", rand_dense(rng))]
        e.op(INDENT, pick(rng, DIALECTS) + ".global", props=props, attrs=attrs)
        return e.text()

    @staticmethod
    def rand_type(rng):
        return pick(rng, SCALAR_TYPES) if rng.random() < 0.6 else pick(rng, SHAPED_TYPES)

    @staticmethod
    def operands(rng, scope, count):
        recent = scope[-12:]
        return [pick(rng, recent if rng.random() < 0.8 else scope) for _ in range(count)]

    @staticmethod
    def loc(rng):
        if rng.random() >= 0.1:
            return ""
        return " " + pick(rng, LOCS) % (pick(rng, WORDS), randint(rng, 1, 9999), randint(rng, 1, 120))

    def ops(self, e, rng, ind, scope, count, depth):
        for _ in range(count):
            if depth < 3 and rng.random() < 0.08:
                self.region_op(e, rng, ind, scope, depth)
            else:
                self.plain_op(e, rng, ind, scope)

    def plain_op(self, e, rng, ind, scope):
        opnds = self.operands(rng, scope, pick(rng, (0, 1, 1, 2, 2, 2, 3)))
        nres = pick(rng, (0, 1, 1, 1, 1, 2))
        rtypes = [self.rand_type(rng) for _ in range(nres)]
        r = rng.random()
        props = rand_attr_pairs(rng, randint(rng, 1, 2)) if r < 0.2 else []
        attrs = [p for p in rand_attr_pairs(rng, pick(rng, (0, 0, 1, 1, 2, 3)))
                 if p[0] not in dict(props)]
        res = e.op(ind, pick(rng, OP_NAMES), [n for n, _ in opnds], [t for _, t in opnds],
                   rtypes, props, attrs, loc=self.loc(rng))
        scope.extend(zip(res, rtypes))

    def region_op(self, e, rng, ind, scope, depth):
        opnds = self.operands(rng, scope, randint(rng, 0, 2))
        nres = pick(rng, (0, 1, 1, 2))
        rtypes = [self.rand_type(rng) for _ in range(nres)]
        props = rand_attr_pairs(rng, 1) if rng.random() < 0.3 else []
        attrs = [p for p in rand_attr_pairs(rng, randint(rng, 0, 2)) if p[0] not in dict(props)]
        res = e.open(ind, pick(rng, OP_NAMES), [n for n, _ in opnds], props, nres)
        for r in range(pick(rng, (1, 1, 1, 2))):
            if r:
                e.next_region(ind)
            self.region(e, rng, ind + INDENT, scope, depth + 1)
        e.close(ind, [t for _, t in opnds], rtypes, props, attrs, self.loc(rng))
        scope.extend(zip(res, rtypes))

    def region(self, e, rng, ind, scope, depth):
        """A region of 1-3 blocks chained by forward branches.

        Non-entry blocks only use values of the entry block and enclosing
        scopes (the entry block dominates every block of the chain)."""
        outer = len(scope)
        nblocks = pick(rng, (1, 1, 2, 3))
        entry_args = [(e.arg(), self.rand_type(rng)) for _ in range(pick(rng, (0, 0, 1, 2)))]
        if entry_args:
            e.label(ind, "^bb0", entry_args)
        scope.extend(entry_args)
        self.ops(e, rng, ind, scope, randint(rng, 1, 8), depth)
        entry_end = len(scope)
        for b in range(1, nblocks):
            self.branch(e, rng, ind, scope, b, nblocks)
            del scope[entry_end:]
            bargs = [(e.value(), self.rand_type(rng)) for _ in range(randint(rng, 0, 2))]
            e.label(ind, "^bb%d" % b, bargs)
            scope.extend(bargs)
            self.ops(e, rng, ind, scope, randint(rng, 1, 6), depth)
        if rng.random() < 0.6:
            vals = self.operands(rng, scope, randint(rng, 0, 2))
            e.op(ind, pick(rng, DIALECTS) + ".yield", [n for n, _ in vals], [t for _, t in vals])
        del scope[outer:]

    def branch(self, e, rng, ind, scope, target, nblocks):
        vals = self.operands(rng, scope, randint(rng, 0, 2))
        succ = ["^bb%d" % target]
        if target + 1 < nblocks and rng.random() < 0.5:
            succ.append("^bb%d" % randint(rng, target + 1, nblocks - 1))
        e.op(ind, pick(rng, DIALECTS) + (".cond_br" if len(succ) > 1 else ".br"),
             [n for n, _ in vals], [t for _, t in vals], succ=succ)


# ------------------------------------------------ family: arith-memref-affine --

AFFINE_ALIASES = (
    ("id1", "#map", "affine_map<(d0) -> (d0)>"),
    ("id2", "#map1", "affine_map<(d0, d1) -> (d0, d1)>"),
    ("id3", "#map2", "affine_map<(d0, d1, d2) -> (d0, d1, d2)>"),
    ("swap", "#map3", "affine_map<(d0, d1) -> (d1, d0)>"),
    ("half", "#map4", "affine_map<(d0, d1) -> (d0, d1 floordiv 2)>"),
    ("lin", "#map5", "affine_map<(d0) -> (d0 * 2 + 1)>"),
    ("plus", "#map6", "affine_map<(d0)[s0] -> (d0 + s0)>"),
    ("sum", "#map7", "affine_map<(d0, d1) -> (d0 + d1)>"),
    ("quarter", "#map8", "affine_map<(d0) -> (d0 floordiv 4)>"),
    ("min", "#map9", "affine_map<(d0)[s0] -> (d0 + 4, s0)>"),
    ("max", "#map10", "affine_map<(d0) -> (d0 - 4, 0)>"),
    ("c0", "#map11", "affine_map<() -> (0)>"),
    ("c16", "#map12", "affine_map<() -> (16)>"),
    ("c32", "#map13", "affine_map<() -> (32)>"),
    ("c64", "#map14", "affine_map<() -> (64)>"),
    ("c128", "#map15", "affine_map<() -> (128)>"),
    ("sym", "#map16", "affine_map<()[s0] -> (s0)>"),
    ("tri", "#set", "affine_set<(d0, d1) : (d0 - d1 >= 0)>"),
    ("band", "#set1", "affine_set<(d0) : (d0 - 10 >= 0, -d0 + 50 >= 0)>"),
)
AM = {role: alias for role, alias, _ in AFFINE_ALIASES}

# (op, has overflowFlags in LLVM 22)
INT_BINOPS = (("arith.addi", True), ("arith.subi", True), ("arith.muli", True),
              ("arith.divsi", False), ("arith.divui", False), ("arith.remsi", False),
              ("arith.remui", False), ("arith.andi", False), ("arith.ori", False),
              ("arith.xori", False), ("arith.shli", True), ("arith.shrsi", False),
              ("arith.shrui", False), ("arith.maxsi", False), ("arith.minsi", False),
              ("arith.maxui", False), ("arith.minui", False), ("arith.ceildivsi", False),
              ("arith.floordivsi", False))
FLOAT_BINOPS = ("arith.addf", "arith.subf", "arith.mulf", "arith.divf", "arith.remf")
OVERFLOW = ("none",) * 6 + ("nsw", "nuw", "nsw, nuw")
FASTMATH = ("none",) * 6 + ("fast", "nnan,ninf", "contract")
# (op, from, to, has overflowFlags in LLVM 22)
CASTS = (("arith.index_cast", "i32", "index", False), ("arith.extsi", "i32", "i64", False),
         ("arith.extui", "i32", "i64", False), ("arith.trunci", "i64", "i32", True),
         ("arith.sitofp", "i32", "f32", False), ("arith.fptosi", "f32", "i32", False),
         ("arith.extf", "f32", "f64", False), ("arith.truncf", "f64", "f32", False),
         ("arith.bitcast", "f32", "i32", False), ("arith.uitofp", "i64", "f64", False))
# function memref arguments: (type, static dims or None for dynamic)
MEMREF_ARGS = (("memref<64x64xf32>", (64, 64)), ("memref<128xf32>", (128,)),
               ("memref<16x16x16xf32>", (16, 16, 16)), ("memref<?x32xf32>", (None, 32)))


class ArithMemrefAffine:
    """Functions of func/arith/memref/affine ops as mlir-opt prints them generically."""

    name = "arith-memref-affine"
    has_v16 = True

    def header(self, v16):
        return "".join("%s = %s\n" % (alias, text) for _, alias, text in AFFINE_ALIASES)

    def chunk(self, rng, index, v16):
        self.e = e = Emitter(v16)
        self.rng = rng
        self.scope = Scope()
        ind = INDENT
        ext = self.external_decl(ind, index)
        glob = self.global_decl(ind, index) if rng.random() < 0.3 else None
        args, memrefs = self.signature(rng)
        rtypes = ["i32", "f32"]
        props = [("function_type", fn_type([t for _, t in args], rtypes)),
                 ("sym_name", '"fn%d"' % index)]
        e.open(ind, "func.func", (), props)
        body = ind + INDENT
        e.label(body, "^bb0", args)
        for name, t in args:
            self.scope.add(t, name)
        self.types = dict(args)
        self.memrefs = memrefs
        self.constants(body)
        for _ in range(randint(rng, 15, 40)):
            self.statement(body, ext, glob)
        if rng.random() < 0.3:
            self.branch_tail(body, rtypes)
        else:
            self.ret(body, rtypes)
        e.close(ind, (), (), props)
        return e.text()

    # -- module-level ops
    def external_decl(self, ind, index):
        ins = ["i32", "f32"]
        self.ext = ("@ext%d" % index, ins, ["f32"])
        props = [("function_type", fn_type(ins, ["f32"])), ("sym_name", '"ext%d"' % index),
                 ("sym_visibility", '"private"')]
        self.e.open(ind, "func.func", (), props)
        self.e.close(ind, (), (), props)
        return self.ext

    def global_decl(self, ind, index):
        vals = [str(randint(self.rng, -50, 50)) for _ in range(8)]
        props = [("constant", None),
                 ("initial_value", dense_literal(vals, [8]) + " : tensor<8xi32>"),
                 ("sym_name", '"g%d"' % index), ("sym_visibility", '"private"'),
                 ("type", "memref<8xi32>")]
        self.e.op(ind, "memref.global", props=props)
        return "@g%d" % index

    def signature(self, rng):
        e = self.e
        args = []
        for t in ("i32", "i64", "f32", "f64"):
            args += [(e.arg(), t) for _ in range(randint(rng, 1, 2))]
        args.append((e.arg(), "index"))
        memrefs = []
        for t, dims in MEMREF_ARGS:
            name = e.arg()
            args.append((name, t))
            memrefs.append((name, t, dims))
        return args, memrefs

    # -- helpers
    def emit(self, ind, name, operands, out_type, props=()):
        """Op with one result of `out_type`; the result joins the scope."""
        in_types = [self.types[o] for o in operands]
        (res,) = self.e.op(ind, name, operands, in_types, [out_type], props)
        self.scope.add(out_type, res)
        self.types[res] = out_type
        return res

    def constants(self, ind):
        self.c0 = self.const(ind, "index", "0 : index")
        self.const(ind, "index", "%d : index" % pick(self.rng, (1, 3, 7, 15)))
        self.const(ind, "i32", "%d : i32" % randint(self.rng, -100, 100))
        self.const(ind, "f32", fmt_float(randint(self.rng, -40, 40) / 8) + " : f32")
        self.const(ind, "i1", "true")

    def const(self, ind, t, value):
        return self.emit(ind, "arith.constant", [], t, [("value", value)])

    def flags(self, has_overflow):
        """overflowFlags property (LLVM 22 only); draws the same randomness either way."""
        kind = pick(self.rng, OVERFLOW)
        if self.e.v16 or not has_overflow:
            return []
        return [("overflowFlags", "#arith.overflow<%s>" % kind)]

    def fastmath(self):
        return [("fastmath", "#arith.fastmath<%s>" % pick(self.rng, FASTMATH))]

    # -- statements
    def statement(self, ind, ext, glob):
        rng = self.rng
        r = rng.random()
        if r < 0.22:
            self.int_op(ind)
        elif r < 0.40:
            self.float_op(ind)
        elif r < 0.48:
            self.compare_select(ind)
        elif r < 0.58:
            self.cast(ind)
        elif r < 0.64:
            self.random_const(ind)
        elif r < 0.70:
            self.memref_access(ind)
        elif r < 0.88:
            self.loop_nest(ind)
        elif r < 0.93:
            self.affine_apply(ind)
        elif r < 0.97:
            self.call(ind)
        else:
            self.misc_memref(ind, glob)

    def random_const(self, ind):
        rng = self.rng
        t = pick(rng, ("i32", "i64", "f32", "f64", "index"))
        if t in ("f32", "f64"):
            return self.const(ind, t, fmt_float(randint(rng, -200, 200) / 16) + " : " + t)
        return self.const(ind, t, "%d : %s" % (randint(rng, -999, 999) if t != "index"
                                              else randint(rng, 0, 64), t))

    def int_op(self, ind):
        rng = self.rng
        t = "i32" if rng.random() < 0.7 else "i64"
        name, ovf = pick(rng, INT_BINOPS)
        a, b = self.scope.pick(rng, t), self.scope.pick(rng, t)
        return self.emit(ind, name, [a, b], t, self.flags(ovf))

    def float_op(self, ind):
        rng = self.rng
        t = "f32" if rng.random() < 0.75 else "f64"
        if rng.random() < 0.1:
            return self.emit(ind, "arith.negf", [self.scope.pick(rng, t)], t, self.fastmath())
        name = pick(rng, FLOAT_BINOPS)
        a, b = self.scope.pick(rng, t), self.scope.pick(rng, t)
        return self.emit(ind, name, [a, b], t, self.fastmath())

    def compare_select(self, ind):
        rng = self.rng
        if rng.random() < 0.5:
            t = pick(rng, ("i32", "i64", "index"))
            a, b = self.scope.pick(rng, t), self.scope.pick(rng, t)
            c = self.emit(ind, "arith.cmpi", [a, b], "i1", [("predicate", "%d : i64" % randint(rng, 0, 9))])
        else:
            t = pick(rng, ("f32", "f64"))
            a, b = self.scope.pick(rng, t), self.scope.pick(rng, t)
            pred = [("predicate", "%d : i64" % randint(rng, 0, 15))]
            fm = self.fastmath()
            c = self.emit(ind, "arith.cmpf", [a, b], "i1", pred if self.e.v16 else pred + fm)
        t2 = pick(rng, ("i32", "f32", "i64"))
        x, y = self.scope.pick(rng, t2), self.scope.pick(rng, t2)
        return self.emit(ind, "arith.select", [c, x, y], t2)

    def cast(self, ind):
        rng = self.rng
        name, src, dst, ovf = pick(rng, CASTS)
        flags = self.flags(ovf)
        if not self.scope.has(src):
            return None
        return self.emit(ind, name, [self.scope.pick(rng, src)], dst, flags)

    def memref_access(self, ind):
        """memref.load/store on a function memref with arbitrary index values."""
        rng = self.rng
        name, t, dims = pick(rng, self.memrefs)
        idx = [self.scope.pick(rng, "index") for _ in dims]
        v = self.emit(ind, "memref.load", [name] + idx, "f32")
        if rng.random() < 0.5:
            w = self.emit(ind, "arith.mulf", [v, self.scope.pick(rng, "f32")], "f32", self.fastmath())
            self.e.op(ind, "memref.store", [w, name] + idx, ["f32", t] + ["index"] * len(dims))

    def affine_apply(self, ind):
        rng = self.rng
        i = self.scope.pick(rng, "index")
        r = rng.random()
        if r < 0.3:
            return self.emit(ind, "affine.apply", [i], "index", [("map", AM["lin"])])
        if r < 0.45:
            return self.emit(ind, "affine.apply", [i], "index", [("map", AM["quarter"])])
        if r < 0.7:
            return self.emit(ind, "affine.apply", [i, self.scope.pick(rng, "index")], "index",
                             [("map", AM["plus"])])
        return self.emit(ind, "affine.apply", [i, self.scope.pick(rng, "index")], "index",
                         [("map", AM["sum"])])

    def call(self, ind):
        callee, ins, outs = self.ext
        ops = [self.scope.pick(self.rng, t) for t in ins]
        return self.emit(ind, "func.call", ops, outs[0], [("callee", callee)])

    def segments(self, *counts):
        key = "operand_segment_sizes" if self.e.v16 else "operandSegmentSizes"
        return (key, "array<i32: %s>" % ", ".join(map(str, counts)))

    def misc_memref(self, ind, glob):
        rng = self.rng
        r = rng.random()
        if r < 0.35 and glob:
            g = self.emit(ind, "memref.get_global", [], "memref<8xi32>", [("name", glob)])
            self.emit(ind, "memref.load", [g, self.scope.pick(rng, "index")], "i32")
        elif r < 0.7:
            name, t, dims = self.memrefs[3]
            self.emit(ind, "memref.dim", [name, self.c0], "index")
        else:
            name, t, dims = self.memrefs[0]
            self.emit(ind, "memref.cast", [name], "memref<?x64xf32>")

    # -- affine loop nests
    def loop_nest(self, ind):
        """A perfect affine.for nest over a memref (function argument or alloc)."""
        rng = self.rng
        e = self.e
        alloc = rng.random() < 0.3
        if alloc:
            n = pick(rng, (16, 32, 64))
            t = "memref<%dx%dxf32>" % (n, n)
            kind = "memref.alloc" if rng.random() < 0.7 else "memref.alloca"
            props = [self.segments(0, 0)]
            if rng.random() < 0.3:
                props.append(("alignment", "64 : i64"))
            buf = self.emit(ind, kind, [], t, props)
            target = (buf, t, (n, n))
        else:
            target = pick(rng, self.memrefs)
        mark = self.scope.mark()
        result = self.loops(ind, target, 0, [])
        self.scope.reset(mark)
        if result:
            self.scope.add("f32", result)
            self.types[result] = "f32"
        if alloc and kind == "memref.alloc":
            e.op(ind, "memref.dealloc", [target[0]], [target[1]])

    def loops(self, ind, target, level, ivs):
        rng = self.rng
        e = self.e
        name, t, dims = target
        mark = self.scope.mark()
        dim = dims[level]
        innermost = level == len(dims) - 1
        lb_ops, ub_ops = [], []
        lb = AM["c0"]
        if level and dims[level] == dims[level - 1] and rng.random() < 0.2:
            lb, lb_ops = AM["id1"], [ivs[-1]]
        if dim is None:
            ub, ub_ops = AM["sym"], [self.n_arg()]
        else:
            ub = AM["c%d" % dim]
        step = 2 if rng.random() < 0.15 else 1
        iters = []
        if innermost and rng.random() < 0.3:
            iters = [self.scope.pick(rng, "f32")]
        props = [("lowerBoundMap" if not e.v16 else "lower_bound", lb),
                 ("step", "%d : index" % step),
                 ("upperBoundMap" if not e.v16 else "upper_bound", ub)]
        if not e.v16:
            props.append(self.segments(len(lb_ops), len(ub_ops), len(iters)))
        operands = lb_ops + ub_ops + iters
        res = e.open(ind, "affine.for", operands, props, len(iters))
        body = ind + INDENT
        iv = e.arg()
        acc = e.arg() if iters else None
        e.label(body, "^bb0", [(iv, "index")] + ([(acc, "f32")] if acc else []))
        self.scope.add("index", iv)
        self.types[iv] = "index"
        ivs = ivs + [iv]
        yielded = []
        if innermost:
            if acc:
                self.types[acc] = "f32"
            yielded = self.loop_body(body, target, ivs, acc)
        else:
            inner = self.loops(body, target, level + 1, ivs)
            if inner:
                self.scope.add("f32", inner)
                self.types[inner] = "f32"
                w = self.emit(body, "arith.addf", [inner, self.scope.pick(rng, "f32")], "f32",
                              self.fastmath())
                e.op(body, "affine.store", [w, name] + self.pad_ivs(ivs, len(dims)),
                     ["f32", t] + ["index"] * len(dims), (), [("map", AM["id%d" % len(dims)])])
        e.op(body, "affine.yield", yielded, ["f32"] * len(yielded))
        self.scope.reset(mark)
        e.close(ind, [self.types.get(o, "index") for o in operands], ["f32"] * len(iters),
                props)
        return res[0] if res else None

    @staticmethod
    def pad_ivs(ivs, rank):
        return (ivs + [ivs[-1]] * rank)[:rank]

    def n_arg(self):
        return self.scope.pools["index"][0]

    def loop_body(self, ind, target, ivs, acc):
        """Innermost body: load, arithmetic, optional affine.if, store; returns yields."""
        rng = self.rng
        e = self.e
        name, t, dims = target
        rank = len(dims)
        idmap = AM["id%d" % rank]
        v = self.emit(ind, "affine.load", [name] + ivs, "f32", [("map", idmap)])
        for _ in range(randint(rng, 1, 4)):
            v = self.emit(ind, pick(rng, FLOAT_BINOPS[:3]), [v, self.scope.pick(rng, "f32")],
                          "f32", self.fastmath())
        if rng.random() < 0.3:
            self.affine_if(ind, target, ivs, v)
        if rng.random() < 0.2:
            self.emit(ind, "affine.apply", [ivs[-1]], "index", [("map", AM["lin"])])
        store_map = idmap
        if rank == 2 and dims[0] == dims[1] and rng.random() < 0.3:
            store_map = AM["swap"]
        elif rank == 2 and rng.random() < 0.2:
            store_map = AM["half"]
        e.op(ind, "affine.store", [v, name] + ivs, ["f32", t] + ["index"] * rank,
             (), [("map", store_map)])
        if acc:
            s = self.emit(ind, "arith.addf", [acc, v], "f32", self.fastmath())
            return [s]
        return []

    def affine_if(self, ind, target, ivs, v):
        rng = self.rng
        e = self.e
        name, t, dims = target
        if len(ivs) >= 2:
            ops, cond = ivs[-2:], AM["tri"]
        else:
            ops, cond = ivs[-1:], AM["band"]
        props = [("condition", cond)]
        e.open(ind, "affine.if", ops, props)
        body = ind + INDENT
        mark = self.scope.mark()
        lo = self.emit(body, "affine.min", [ivs[-1], self.n_arg()], "index", [("map", AM["min"])])
        hi = self.emit(body, "affine.max", [ivs[0]], "index", [("map", AM["max"])])
        idx = ([lo, hi] * len(dims))[:len(dims)]
        e.op(body, "memref.store", [v, name] + idx, ["f32", t] + ["index"] * len(dims))
        e.op(body, "affine.yield")
        self.scope.reset(mark)
        e.next_region(ind)
        if rng.random() < 0.5:
            e.op(body, "affine.store", [v, name] + ivs, ["f32", t] + ["index"] * len(dims),
                 (), [("map", AM["id%d" % len(dims)])])
            e.op(body, "affine.yield")
        e.close(ind, ["index"] * len(ops), [], props)

    # -- function end
    def ret(self, ind, rtypes):
        vals = [self.scope.pick(self.rng, t) for t in rtypes]
        self.e.op(ind, "func.return", vals, rtypes)

    def branch_tail(self, ind, rtypes):
        """cf.cond_br into two blocks that both return."""
        rng = self.rng
        e = self.e
        c = self.scope.pick(rng, "i1")
        x = self.scope.pick(rng, "i32")
        e.op(ind, "cf.cond_br", [c, x], ["i1", "i32"], props=[self.segments(1, 1, 0)],
             succ=["^bb1", "^bb2"])
        k = e.value()
        e.label(ind, "^bb1", [(k, "i32")])
        self.types[k] = "i32"
        mark = self.scope.mark()
        self.scope.add("i32", k)
        s = self.emit(ind, "arith.addi", [k, self.scope.pick(rng, "i32")], "i32", self.flags(True))
        e.op(ind, "func.return", [s, self.scope.pick(rng, "f32")], rtypes)
        self.scope.reset(mark)
        e.label(ind, "^bb2", [])
        self.ret(ind, rtypes)


# ------------------------------------------------------------- family: tosa --

class TosaWriter:
    """Prints TOSA ops in LLVM 22 or LLVM 16 spelling (no randomness here)."""

    def __init__(self, e, ind):
        self.e = e
        self.v16 = e.v16
        self.ind = ind
        self.cache = {}

    def op(self, name, operands, in_types, out_type, props=()):
        return self.e.op(self.ind, name, operands, in_types, [out_type], props)[0]

    def const(self, literal, ttype):
        key = "value" if self.v16 else "values"
        return self.op("tosa.const", [], [], ttype, [(key, literal + " : " + ttype)])

    def cached_const(self, literal, ttype):
        """A constant shared within the function (zero points, shifts)."""
        if (literal, ttype) not in self.cache:
            self.cache[(literal, ttype)] = self.const(literal, ttype)
        return self.cache[(literal, ttype)]

    def zp(self, elt):
        lit = "dense<0.000000e+00>" if elt.startswith("f") else "dense<0>"
        return self.cached_const(lit, tensor([1], elt))

    def const_shape(self, dims):
        t = "!tosa.shape<%d>" % len(dims)
        lit = dense_literal([str(d) for d in dims], [len(dims)])
        return self.op("tosa.const_shape", [], [], t, [("values", lit + " : tensor<%dxindex>" % len(dims))])

    def conv(self, name, x, xt, w, wt, b, bt, out_t, pad, stride=(1, 1), dil=(1, 1)):
        props = [("dilation", "array<i64: %d, %d>" % dil),
                 ("pad", "array<i64: %s>" % ", ".join(map(str, pad))),
                 ("stride", "array<i64: %d, %d>" % stride)]
        if self.v16:
            return self.op(name, [x, w, b], [xt, wt, bt], out_t, props)
        z = self.zp("f32")
        zt = tensor([1], "f32")
        return self.op(name, [x, w, b, z, z], [xt, wt, bt, zt, zt], out_t,
                       props + [("acc_type", "f32")])

    def binary(self, name, a, at, b, bt, out_t):
        props = [] if self.v16 or name != "tosa.maximum" else [("nan_mode", "#tosa.nan_mode<PROPAGATE>")]
        if name == "tosa.mul":
            if self.v16:
                return self.op(name, [a, b], [at, bt], out_t, [("shift", "0 : i32")])
            s = self.cached_const("dense<0>", tensor([1], "i8"))
            return self.op(name, [a, b, s], [at, bt, tensor([1], "i8")], out_t)
        return self.op(name, [a, b], [at, bt], out_t, props)

    def clamp(self, x, t, lo, hi):
        if self.v16:
            props = [("min_int", "%d : i64" % lo), ("max_int", "%d : i64" % hi),
                     ("min_fp", fmt_float(lo) + " : f32"), ("max_fp", fmt_float(hi) + " : f32")]
        else:
            props = [("min_val", fmt_float(lo) + " : f32"), ("max_val", fmt_float(hi) + " : f32"),
                     ("nan_mode", "#tosa.nan_mode<PROPAGATE>")]
        return self.op("tosa.clamp", [x], [t], t, props)

    def pool(self, name, x, xt, out_t):
        props = [("kernel", "array<i64: 2, 2>"), ("pad", "array<i64: 0, 0, 0, 0>"),
                 ("stride", "array<i64: 2, 2>")]
        if name == "tosa.max_pool2d":
            if not self.v16:
                props.append(("nan_mode", "#tosa.nan_mode<PROPAGATE>"))
            return self.op(name, [x], [xt], out_t, props)
        props.append(("acc_type", "f32"))
        if self.v16:
            return self.op(name, [x], [xt], out_t, props)
        z = self.zp("f32")
        zt = tensor([1], "f32")
        return self.op(name, [x, z, z], [xt, zt, zt], out_t, props)

    def axis_op(self, name, xs, ts, out_t, axis):
        props = [("axis", "%d : %s" % (axis, "i64" if self.v16 else "i32"))]
        return self.op(name, xs, ts, out_t, props)

    def transpose(self, x, xt, perms, out_t):
        if self.v16:
            p = self.const(dense_literal([str(d) for d in perms], [len(perms)]), tensor([len(perms)], "i32"))
            return self.op("tosa.transpose", [x, p], [xt, tensor([len(perms)], "i32")], out_t)
        return self.op("tosa.transpose", [x], [xt], out_t,
                       [("perms", "array<i32: %s>" % ", ".join(map(str, perms)))])

    def reshape(self, x, xt, shape):
        out_t = tensor(shape, xt[xt.rindex("x") + 1:-1])
        if self.v16:
            return self.op("tosa.reshape", [x], [xt], out_t,
                           [("new_shape", "array<i64: %s>" % ", ".join(map(str, shape)))])
        s = self.const_shape(shape)
        return self.op("tosa.reshape", [x, s], [xt, "!tosa.shape<%d>" % len(shape)], out_t)

    def matmul(self, a, at, b, bt, out_t):
        if self.v16:
            return self.op("tosa.matmul", [a, b], [at, bt], out_t)
        z = self.zp("f32")
        zt = tensor([1], "f32")
        return self.op("tosa.matmul", [a, b, z, z], [at, bt, zt, zt], out_t)

    def pad(self, x, xt, pads, out_t):
        rank = len(pads)
        if self.v16:
            lit = dense_literal([str(v) for pr in pads for v in pr], [rank, 2])
            p = self.const(lit, tensor([rank, 2], "i32"))
            return self.op("tosa.pad", [x, p], [xt, tensor([rank, 2], "i32")], out_t)
        s = self.const_shape([v for pr in pads for v in pr])
        c = self.cached_const("dense<0.000000e+00>", tensor([1], "f32"))
        return self.op("tosa.pad", [x, s, c], [xt, "!tosa.shape<%d>" % (2 * rank), tensor([1], "f32")], out_t)

    def slice(self, x, xt, start, size, out_t):
        if self.v16:
            return self.op("tosa.slice", [x], [xt], out_t,
                           [("size", "array<i64: %s>" % ", ".join(map(str, size))),
                            ("start", "array<i64: %s>" % ", ".join(map(str, start)))])
        a, b = self.const_shape(start), self.const_shape(size)
        st = "!tosa.shape<%d>" % len(start)
        return self.op("tosa.slice", [x, a, b], [xt, st, st], out_t)

    def rescale(self, x, xt, in_elt, out_elt, mult, shift, double_round, out_t):
        if self.v16:
            props = [("double_round", "true" if double_round else "false"),
                     ("input_zp", "0 : i32"), ("multiplier", "array<i32: %d>" % mult),
                     ("output_zp", "0 : i32"), ("per_channel", "false"),
                     ("scale32", "true"), ("shift", "array<i32: %d>" % shift)]
            return self.op("tosa.rescale", [x], [xt], out_t, props)
        m = self.const("dense<%d>" % mult, tensor([1], "i32"))
        s = self.const("dense<%d>" % shift, tensor([1], "i8"))
        zi, zo = self.zp(in_elt), self.zp(out_elt)
        props = [("input_unsigned", "false"), ("output_unsigned", "false"),
                 ("per_channel", "false"), ("scale32", "true"),
                 ("rounding_mode", "#tosa.rounding_mode<%s>" % (
                     "DOUBLE_ROUND" if double_round else "SINGLE_ROUND"))]
        return self.op("tosa.rescale", [x, m, s, zi, zo],
                       [xt, tensor([1], "i32"), tensor([1], "i8"), tensor([1], in_elt),
                        tensor([1], out_elt)], out_t, props)


def weight_literal(rng, shape, elt):
    """Dense weights: hex blob above 100 elements (as MLIR prints), else a list."""
    n = 1
    for d in shape:
        n *= d
    if n > 100:
        size = {"f32": 4, "i32": 4, "i8": 1}[elt]
        return 'dense<"0x%s">' % rng.randbytes(n * size).hex().upper()
    if elt == "f32":
        items = [fmt_float(randint(rng, -32, 32) / 16) for _ in range(n)]
    else:
        items = [str(randint(rng, -128, 127)) for _ in range(n)]
    return dense_literal(items, shape)


class Tosa:
    """Small convolutional TOSA networks, one function per chunk."""

    name = "tosa"
    has_v16 = True

    def header(self, v16):
        return ""

    def chunk(self, rng, index, v16):
        e = Emitter(v16)
        ind = INDENT
        hw = pick(rng, (8, 16))
        shape = [1, hw, hw, pick(rng, (4, 8, 16))]
        units = pick(rng, (8, 16))
        arg = e.arg()
        in_t, out_t = tensor(shape, "f32"), tensor([1, units], "f32")
        props = [("function_type", fn_type([in_t], [out_t])), ("sym_name", '"net%d"' % index)]
        e.open(ind, "func.func", (), props)
        body = ind + INDENT
        e.label(body, "^bb0", [(arg, in_t)])
        self.w = TosaWriter(e, body)
        self.rng = rng
        cur = (arg, shape)
        history = [cur]
        for _ in range(randint(rng, 6, 14)):
            layer = rng.choices(self.LAYERS, self.WEIGHTS)[0]
            cur = getattr(self, layer)(cur, history)
            history.append(cur)
        result = self.head(cur, units)
        e.op(body, "func.return", [result], [out_t])
        e.close(ind, (), (), props)
        return e.text()

    LAYERS = ("conv", "dwconv", "eltwise", "unary", "pool", "transpose", "concat",
              "quant", "pad_slice", "reshape_matmul")
    WEIGHTS = (5, 2, 4, 4, 1, 1, 1, 1, 1, 1)

    def conv(self, cur, history):
        rng = self.rng
        x, (n, h, w, c) = cur
        k = pick(rng, (1, 3, 3))
        oc = pick(rng, (4, 8, 16))
        wt, bt = tensor([oc, k, k, c], "f32"), tensor([oc], "f32")
        wv = self.w.const(weight_literal(rng, [oc, k, k, c], "f32"), wt)
        bv = self.w.const(weight_literal(rng, [oc], "f32"), bt)
        out = [n, h, w, oc]
        p = k // 2
        return self.w.conv("tosa.conv2d", x, tensor(cur[1], "f32"), wv, wt, bv, bt,
                           tensor(out, "f32"), (p, p, p, p)), out

    def dwconv(self, cur, history):
        rng = self.rng
        x, (n, h, w, c) = cur
        wt, bt = tensor([3, 3, c, 1], "f32"), tensor([c], "f32")
        wv = self.w.const(weight_literal(rng, [3, 3, c, 1], "f32"), wt)
        bv = self.w.const(weight_literal(rng, [c], "f32"), bt)
        t = tensor(cur[1], "f32")
        return self.w.conv("tosa.depthwise_conv2d", x, t, wv, wt, bv, bt, t, (1, 1, 1, 1)), cur[1]

    def eltwise(self, cur, history):
        rng = self.rng
        x, shape = cur
        t = tensor(shape, "f32")
        name = pick(rng, ("tosa.add", "tosa.add", "tosa.sub", "tosa.mul", "tosa.maximum"))
        same = [v for v, s in history if s == shape and v != x]
        if same and rng.random() < 0.7:
            other, ot = pick(rng, same), t
        else:
            bshape = [1, 1, 1, shape[3]]
            ot = tensor(bshape, "f32")
            other = self.w.const(weight_literal(rng, bshape, "f32"), ot)
        return self.w.binary(name, x, t, other, ot, t), shape

    def unary(self, cur, history):
        x, shape = cur
        t = tensor(shape, "f32")
        kind = pick(self.rng, ("clamp", "clamp", "tosa.sigmoid", "tosa.tanh", "tosa.exp", "tosa.abs"))
        if kind == "clamp":
            return self.w.clamp(x, t, 0, pick(self.rng, (6, 1))), shape
        return self.w.op(kind, [x], [t], t), shape

    def pool(self, cur, history):
        x, (n, h, w, c) = cur
        name = pick(self.rng, ("tosa.max_pool2d", "tosa.avg_pool2d"))
        if h < 4 or w < 4:
            return self.unary(cur, history)
        out = [n, h // 2, w // 2, c]
        return self.w.pool(name, x, tensor(cur[1], "f32"), tensor(out, "f32")), out

    def transpose(self, cur, history):
        x, (n, h, w, c) = cur
        out = [n, w, h, c]
        return self.w.transpose(x, tensor(cur[1], "f32"), (0, 2, 1, 3), tensor(out, "f32")), out

    def concat(self, cur, history):
        x, (n, h, w, c) = cur
        if c > 16:
            return self.unary(cur, history)
        same = [v for v, s in history if s == cur[1]]
        other = pick(self.rng, same)
        out = [n, h, w, 2 * c]
        t = tensor(cur[1], "f32")
        return self.w.axis_op("tosa.concat", [x, other], [t, t], tensor(out, "f32"), 3), out

    def quant(self, cur, history):
        """f32 -> i8 -> rescale to i32 -> rescale to i8 -> f32."""
        rng = self.rng
        x, shape = cur
        mult1, shift1 = randint(rng, 1 << 29, 1 << 30), randint(rng, 20, 40)
        mult2, shift2 = randint(rng, 1 << 29, 1 << 30), randint(rng, 20, 40)
        t8, t32, tf = tensor(shape, "i8"), tensor(shape, "i32"), tensor(shape, "f32")
        q = self.w.op("tosa.cast", [x], [tf], t8)
        r = self.w.rescale(q, t8, "i8", "i32", mult1, shift1, True, t32)
        r = self.w.rescale(r, t32, "i32", "i8", mult2, shift2, False, t8)
        return self.w.op("tosa.cast", [r], [t8], tf), shape

    def pad_slice(self, cur, history):
        x, (n, h, w, c) = cur
        padded = [n, h + 2, w + 2, c]
        p = self.w.pad(x, tensor(cur[1], "f32"), [(0, 0), (1, 1), (1, 1), (0, 0)], tensor(padded, "f32"))
        return self.w.slice(p, tensor(padded, "f32"), [0, 1, 1, 0], cur[1], tensor(cur[1], "f32")), cur[1]

    def reshape_matmul(self, cur, history):
        """[1,H,W,C] -> [1,H*W,C] x [1,C,C2] -> [1,H,W,C2]."""
        rng = self.rng
        x, (n, h, w, c) = cur
        c2 = pick(rng, (4, 8, 16))
        flat = self.w.reshape(x, tensor(cur[1], "f32"), [1, h * w, c])
        wt = tensor([1, c, c2], "f32")
        wv = self.w.const(weight_literal(rng, [1, c, c2], "f32"), wt)
        m = self.w.matmul(flat, tensor([1, h * w, c], "f32"), wv, wt, tensor([1, h * w, c2], "f32"))
        out = [n, h, w, c2]
        return self.w.reshape(m, tensor([1, h * w, c2], "f32"), out), out

    def head(self, cur, units):
        """reduce_sum over H and W, then a dense layer to [1, units]."""
        rng = self.rng
        x, (n, h, w, c) = cur
        s1 = [n, 1, w, c]
        x = self.w.axis_op("tosa.reduce_sum", [x], [tensor(cur[1], "f32")], tensor(s1, "f32"), 1)
        s2 = [n, 1, 1, c]
        x = self.w.axis_op("tosa.reduce_sum", [x], [tensor(s1, "f32")], tensor(s2, "f32"), 2)
        x = self.w.reshape(x, tensor(s2, "f32"), [1, 1, c])
        wt = tensor([1, c, units], "f32")
        wv = self.w.const(weight_literal(rng, [1, c, units], "f32"), wt)
        m = self.w.matmul(x, tensor([1, 1, c], "f32"), wv, wt, tensor([1, 1, units], "f32"))
        return self.w.reshape(m, tensor([1, 1, units], "f32"), [1, units])


FAMILIES = {f.name: f for f in (Unregistered(), ArithMemrefAffine(), Tosa())}

# FAMILY-custom holds the custom (pretty) form of FAMILY.  It is not generated
# but printed by a reference from the generic file (see make_custom).
CUSTOM = {base + "-custom": base for base in ("arith-memref-affine", "tosa")}
ALL_FAMILIES = tuple(FAMILIES) + tuple(CUSTOM)

# The reference that reads (and, for the custom families, prints) each
# variant: False = FILE.mlir, True = FILE.v16.mlir.
REFERENCES = {False: ("MLIR_OPT_22", "mlir-opt-22"), True: ("MLIR_OPT_16", "mlir-opt-16")}


def variants(family, with_v16):
    """The variants (False = FILE.mlir, True = FILE.v16.mlir) a family has."""
    base = FAMILIES[CUSTOM.get(family, family)]
    return (False, True) if with_v16 and base.has_v16 else (False,)


# ----------------------------------------------------------------- driver --

MODULE_OPEN = '"builtin.module"() ({\n'
MODULE_CLOSE = "}) : () -> ()\n\n"  # mlir-opt ends its output with an empty line


def file_name(family, size_mb, v16=False):
    return "%s-%smb%s.mlir" % (family, fmt_size(size_mb), ".v16" if v16 else "")


def fmt_size(size_mb):
    return ("%g" % size_mb).replace(".", "p")


def chunk_rng(seed, family, index):
    return random.Random("%d:%s:%d" % (seed, family, index))


def generate(family_name, size_mb, out_dir, seed, with_v16):
    """Write the file(s) of one family and size; return manifest entries."""
    family = FAMILIES[family_name]
    target = int(size_mb * MB)
    paths = {v: os.path.join(out_dir, file_name(family_name, size_mb, v))
             for v in variants(family_name, with_v16)}
    files = {v: open(p + ".tmp", "w", encoding="utf-8") for v, p in paths.items()}
    written = {v: 0 for v in files}
    bufs = {v: [] for v in files}
    buffered = {v: 0 for v in files}
    for v, f in files.items():
        bufs[v].append(family.header(v) + MODULE_OPEN)
    index = 0
    t0 = time.time()
    while written[False] + buffered[False] + len(MODULE_CLOSE) < target:
        for v in files:
            text = family.chunk(chunk_rng(seed, family_name, index), index, v)
            bufs[v].append(text)
            buffered[v] += len(text)
            if buffered[v] > (1 << 20):
                written[v] += flush(files[v], bufs[v])
                buffered[v] = 0
        index += 1
    entries = []
    for v, f in files.items():
        bufs[v].append(MODULE_CLOSE)
        written[v] += flush(f, bufs[v])
        f.close()
        os.replace(paths[v] + ".tmp", paths[v])
        entries.append({"file": os.path.basename(paths[v]), "family": family_name,
                        "size_mb": size_mb, "variant": "v16" if v else "v22",
                        "bytes": os.path.getsize(paths[v]), "chunks": index})
    print("  %-22s %6s MB  %6d chunks  %5.1f s" % (family_name, fmt_size(size_mb), index,
                                                   time.time() - t0), flush=True)
    return entries


def flush(f, buf):
    text = "".join(buf)
    buf.clear()
    f.write(text)
    return len(text.encode("utf-8")) if not text.isascii() else len(text)


def generator_hash():
    with open(os.path.abspath(__file__), "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()[:16]


def load_manifest(out_dir):
    try:
        with open(os.path.join(out_dir, "manifest.json")) as f:
            return json.load(f)
    except (OSError, ValueError):
        return {"files": {}}


def file_current(manifest, out_dir, name, stamp):
    """True if `name` is in the manifest with `stamp` and still has its size."""
    entry = manifest["files"].get(name)
    path = os.path.join(out_dir, name)
    return bool(entry) and entry.get("stamp") == stamp and os.path.exists(path) \
        and os.path.getsize(path) == entry.get("bytes")


def up_to_date(manifest, out_dir, family, size_mb, stamp, with_v16):
    return all(file_current(manifest, out_dir, file_name(family, size_mb, v), stamp)
               for v in variants(family, with_v16))


def save_manifest(out_dir, manifest):
    with open(os.path.join(out_dir, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1, sort_keys=True)


def _generate_job(job):
    return generate(*job)


# -------------------------------------------------------- reference tools --

def find_tool(env, name):
    path = os.environ.get(env) or shutil.which(name)
    return path if path and os.path.exists(path) else None


def run_tool(tool, path, out="/dev/null", generic=True):
    """Run `tool` on `path`, printing to `out` in generic form or, with
    generic=False, in its default (custom) form; (exit code, stderr)."""
    cmd = [tool, "--allow-unregistered-dialect"] + (["--mlir-print-op-generic"] if generic else [])
    p = subprocess.run(cmd + [path, "-o", out], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    return p.returncode, p.stderr


def tool_version(tool):
    """The `LLVM version ...` line of `tool --version` (part of the custom files' stamp)."""
    p = subprocess.run([tool, "--version"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines = [l.strip() for l in p.stdout.splitlines() if "version" in l.lower()]
    return lines[0] if lines else tool


def error_lines(err, count=6):
    return "    " + "\n    ".join(err.strip().splitlines()[:count])


# ---------------------------------------------------- custom-form families --

def make_custom(manifest, out_dir, family, size_mb, v16, force, versions):
    """Print one custom-form file, the reference's default print of the generic
    file of that variant, unless it is up to date.  Returns "current", its new
    manifest entry, or None if it was left out (the reference is missing or
    cannot print the file; run.py then shows that reference as n/a).
    `versions` caches tool_version per tool."""
    env, ref = REFERENCES[v16]
    source, name = file_name(CUSTOM[family], size_mb, v16), file_name(family, size_mb, v16)
    tool = find_tool(env, ref)
    if not tool:
        print("  custom %-41s skipped: %s not found (set %s)" % (name, ref, env))
        return None
    if tool not in versions:
        versions[tool] = tool_version(tool)
    # The same generic source and the same reference version give the same print.
    stamp = "%s|%s" % (manifest["files"][source]["stamp"], versions[tool])
    if not force and file_current(manifest, out_dir, name, stamp):
        return "current"
    path = os.path.join(out_dir, name)
    t0 = time.time()
    rc, err = run_tool(tool, os.path.join(out_dir, source), path + ".tmp", generic=False)
    if rc != 0:
        print("  custom %-41s %s cannot print %s (exit %d): leaving %s out of %s"
              % (name, ref, source, rc, ref, family))
        if err.strip():
            print(error_lines(err, 3))
        for stale in (path + ".tmp", path):
            if os.path.exists(stale):
                os.remove(stale)
        manifest["files"].pop(name, None)
        return None
    os.replace(path + ".tmp", path)
    print("  custom %-41s by %-12s %5.1f s" % (name, ref, time.time() - t0), flush=True)
    return {"file": name, "family": family, "size_mb": size_mb, "variant": "v16" if v16 else "v22",
            "bytes": os.path.getsize(path), "source": source, "stamp": stamp}


def first_difference(path_a, path_b, context=3):
    """None if the files are byte-identical, else (line number, lines of a,
    lines of b): up to `context` lines of each from the first that differs."""
    with open(path_a, "rb") as fa, open(path_b, "rb") as fb:
        for number, (la, lb) in enumerate(itertools.zip_longest(fa, fb), 1):
            if la != lb:
                return number, following(la, fa, context), following(lb, fb, context)
    return None


def following(first, f, count):
    """`first` (None at the end of the file) and up to count-1 more lines of f."""
    return [] if first is None else [first] + list(itertools.islice(f, count - 1))


def first_column(a, b):
    """1-based column of the first byte where lines a and b differ."""
    n = min(len(a), len(b))
    return next((i for i in range(n) if a[i] != b[i]), n) + 1


def quote(tag, lines, start):
    """The lines, from byte `start` on and cut to 200 bytes, for a report."""
    if not lines:
        return "    %s <end of file>" % tag
    cut = "..." if start else ""
    text = [l[start:start + 200].decode("utf-8", "replace").rstrip("\n") for l in lines]
    return "\n".join("    %s %s" % (tag, cut + t if t else "<empty line>") for t in text)


def check_reprint(tool, path):
    """Print `path` in default form with `tool` and compare it with `path`;
    a status text and, on a difference, the lines that show it."""
    out = path + ".reprint"
    rc, err = run_tool(tool, path, out, generic=False)
    diff = first_difference(path, out) if rc == 0 else None
    if os.path.exists(out):
        os.remove(out)
    if rc != 0:
        return "FAILED (exit %d)" % rc, error_lines(err)
    if diff is None:
        return "ok, its print is byte-identical", ""
    number, ours, theirs = diff
    column = first_column(ours[0], theirs[0]) if ours and theirs else 1
    start = max(0, column - 80)  # long lines (hex blobs): show where they part
    return ("read, but its print DIFFERS from line %d, column %d" % (number, column),
            quote("file: ", ours, start) + "\n" + quote("print:", theirs, start))


def check_mica(out_dir, families, sizes, mica):
    """mica-opt must read every custom-form file and print it back byte for
    byte, as mlir-opt-22 does.  Only reported: the benchmark still runs."""
    for family in families:
        if family not in CUSTOM:
            continue
        for size_mb in sorted(sizes):
            path = os.path.join(out_dir, file_name(family, size_mb))
            if os.path.exists(path):
                report_check("mica", path, *check_reprint(mica, path))


def report_check(who, path, status, detail):
    print("  %-6s %-41s %s" % (who, os.path.basename(path), status))
    if detail:
        print(detail)


def verify(out_dir, families, size_mb, with_v16):
    """Check that mlir-opt-22 (and mlir-opt-16 on .v16 files) accept the files;
    a custom-form file must also be a fixed point of its reference's print."""
    ok = True
    for family in families:
        for v in variants(family, with_v16):
            env, ref = REFERENCES[v]
            tool = find_tool(env, ref)
            path = os.path.join(out_dir, file_name(family, size_mb, v))
            if not tool or not os.path.exists(path):
                print("  verify %-41s skipped (%s)" % (os.path.basename(path),
                                                        "not written" if tool else ref + " not found"))
                continue
            if family in CUSTOM:
                status, detail = check_reprint(tool, path)
            else:
                rc, err = run_tool(tool, path)
                status, detail = ("ok", "") if rc == 0 else ("FAILED (exit %d)" % rc, error_lines(err))
            ok = ok and not status.startswith("FAILED")
            report_check("verify", path, "with %-12s %s" % (ref, status), detail)
    return ok


_NORMALIZE = (
    (re.compile(r" loc\(.*\)$"), ""),
    (re.compile(r"  // (\d+ )?preds?: .*$"), ""),
    (re.compile(r"%[A-Za-z0-9_]+"), "%v"),
    (re.compile(r"\^bb\d+"), "^bb"),
    (re.compile(r"affine_map<\([^)]*\)(\[[^\]]*\])? -> \([^)]*\)>"), "#map"),
    (re.compile(r"#map\d*"), "#map"),
    (re.compile(r"#set\d*"), "#set"),
)


def normalize(line):
    for rx, sub in _NORMALIZE:
        line = rx.sub(sub, line)
    return line.rstrip()


def check_spelling(out_dir, families, size_mb, with_v16):
    """Re-print each file with its mlir-opt and count lines that differ after
    normalizing value/block/alias names (0 = the generator's spelling is exactly
    the reference's generic print).  The custom-form files are the references'
    own print; verify() compares them byte for byte."""
    for family in families:
        if family in CUSTOM:
            continue
        for v in variants(family, with_v16):
            tool = find_tool(*REFERENCES[v])
            path = os.path.join(out_dir, file_name(family, size_mb, v))
            if not tool:
                continue
            reprint = path + ".reprint"
            rc, err = run_tool(tool, path, reprint)
            if rc != 0:
                print("  spelling %-30s reprint failed: %s" % (os.path.basename(path), err.strip()[:200]))
                continue
            with open(path) as f:
                mine = [normalize(l) for l in f if not l.startswith("#")]
            with open(reprint) as f:
                theirs = [normalize(l) for l in f if not l.startswith("#")]
            os.remove(reprint)
            diffs = [(a, b) for a, b in zip(mine, theirs) if a != b]
            print("  spelling %-30s %d lines, %d differ%s" % (
                os.path.basename(path), len(mine), len(diffs) + abs(len(mine) - len(theirs)),
                "" if len(mine) == len(theirs) else " (line counts %d vs %d)" % (len(mine), len(theirs))))
            for a, b in diffs[:3]:
                print("    gen: " + a[:200] + "\n    ref: " + b[:200])


# ------------------------------------------------------------------- main --

def parse_args(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=DEFAULT_OUT, help="output directory (default: build/bench)")
    ap.add_argument("--sizes", default="1,10,100", help="target sizes in MB (10^6 bytes), comma separated")
    ap.add_argument("--families", default=",".join(ALL_FAMILIES), help="comma-separated families")
    ap.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="parallel generator processes")
    ap.add_argument("--force", action="store_true", help="regenerate (and re-print) even if up to date")
    ap.add_argument("--no-v16", action="store_true", help="skip the mlir-opt-16 variants")
    ap.add_argument("--verify", action="store_true",
                    help="check the smallest size of each family with mlir-opt-22/-16")
    ap.add_argument("--mica", metavar="PATH",
                    help="with --verify: check that this mica-opt prints every custom-form file "
                         "back byte for byte (reported only)")
    ap.add_argument("--check-spelling", action="store_true",
                    help="compare the smallest files with the references' own generic print")
    args = ap.parse_args(argv)
    args.sizes = [float(s) if "." in s else int(s) for s in args.sizes.split(",") if s]
    args.families = [f for f in args.families.split(",") if f]
    for f in args.families:
        if f not in ALL_FAMILIES:
            ap.error("unknown family %r (known: %s)" % (f, ", ".join(ALL_FAMILIES)))
    return args


def main(argv=None):
    args = parse_args(argv)
    with_v16 = not args.no_v16
    os.makedirs(args.out, exist_ok=True)
    manifest = load_manifest(args.out)
    generate_all(args, manifest, with_v16)
    custom_all(args, manifest, with_v16)
    ok = True
    smallest = min(args.sizes)
    if args.verify:
        ok = verify(args.out, args.families, smallest, with_v16)
        if args.mica:
            check_mica(args.out, args.families, args.sizes, args.mica)
    if args.check_spelling:
        check_spelling(args.out, args.families, smallest, with_v16)
    return 0 if ok else 1


def generate_all(args, manifest, with_v16):
    """Generate the generic files that are out of date, including those a
    requested custom family is printed from."""
    families = list(dict.fromkeys(CUSTOM.get(f, f) for f in args.families))
    stamp = "%s:%d" % (generator_hash(), args.seed)
    jobs = [(f, s, args.out, args.seed, with_v16) for s in sorted(args.sizes, reverse=True)
            for f in families
            if args.force or not up_to_date(manifest, args.out, f, s, stamp, with_v16)]
    skipped = len(args.sizes) * len(families) - len(jobs)
    if skipped:
        print("gen: %d file set(s) up to date in %s" % (skipped, args.out))
    if not jobs:
        return
    print("gen: writing %d file set(s) to %s" % (len(jobs), args.out), flush=True)
    t0 = time.time()
    if args.jobs > 1 and len(jobs) > 1:
        with multiprocessing.Pool(min(args.jobs, len(jobs))) as pool:
            results = pool.map(_generate_job, jobs, chunksize=1)
    else:
        results = [_generate_job(j) for j in jobs]
    for entries in results:
        for entry in entries:
            entry["stamp"] = stamp
            manifest["files"][entry["file"]] = entry
    save_manifest(args.out, manifest)
    print("gen: done in %.1f s" % (time.time() - t0))


def custom_all(args, manifest, with_v16):
    """Print the custom-form files that are out of date from the generic ones."""
    versions = {}
    current = 0
    for s in sorted(args.sizes, reverse=True):
        for f in args.families:
            for v in (variants(f, with_v16) if f in CUSTOM else ()):
                entry = make_custom(manifest, args.out, f, s, v, args.force, versions)
                if entry == "current":
                    current += 1
                elif entry:
                    manifest["files"][entry["file"]] = entry
    if current:
        print("gen: %d custom-form file(s) up to date in %s" % (current, args.out))
    save_manifest(args.out, manifest)


if __name__ == "__main__":
    sys.exit(main())
