"""gen.py: random programs in the dialects mica registers, for difftest.py.

program(seed) is a module of one to three functions in custom form:
arith on i1/i8/i32/i64/index/f32/f64 (constants, identity operands, binary
ops, cmpi/cmpf, select, casts), scf.if and scf.for (constant and argument
bounds), a cf diamond, affine.apply and affine.for with simple maps,
memref alloc/load/store, tensor ops and a few tosa ops on small static
tensors.  Functions return some of the values they compute, so that what a
pass may delete and what it must keep both occur; a private function
called from another gives --inline and --symbol-dce something to do.  The
same seed always gives the same text.
"""
import random

INTS = ["i1", "i8", "i32", "i64", "index"]
FLOATS = ["f32", "f64"]
SCALARS = INTS + FLOATS
WIDTH = {"i1": 1, "i8": 8, "i32": 32, "i64": 64}
INT_BINARY = ["addi", "subi", "muli", "andi", "ori", "xori", "divsi", "divui", "remsi", "remui",
              "ceildivsi", "floordivsi", "maxsi", "maxui", "minsi", "minui", "shli", "shrsi", "shrui"]
FLOAT_BINARY = ["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf"]
CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
        "ule", "une", "uno", "true"]
# operands that canonicalization knows as identities or absorbing elements
INT_CONSTS = [0, 1, -1, 2, 3, 7, 42, -8]
FLOAT_CONSTS = ["0.000000e+00", "-0.000000e+00", "1.000000e+00", "2.500000e+00", "-3.000000e+00"]
TOSA_SHAPE = "2x3"
TOSA_TYPES = {"f32": "tensor<2x3xf32>", "i32": "tensor<2x3xi32>"}
MEMREF = "memref<4xf32>"
VECTOR = "tensor<2xf32>"
DYN = "tensor<?xf32>"


class Scope:
    """The values usable at a point: by type, and which may feed affine maps."""

    def __init__(self, parent=None, affine=False):
        self.values = {t: list(vs) for t, vs in parent.values.items()} if parent else {}
        # index values that are valid affine dims here, and those that are
        # also valid symbols (defined at the function's top level)
        self.affine = list(parent.affine) if parent else []
        self.symbols = list(parent.symbols) if parent else []
        self.top = parent is None      # the function's own region (an affine scope)
        self.in_affine_for = affine

    def add(self, name, ty, affine_ok=False):
        self.values.setdefault(ty, []).append(name)
        if ty == "index" and (self.top or affine_ok):
            self.affine.append(name)
        if ty == "index" and self.top:
            self.symbols.append(name)


class Gen:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.n = 0
        self.lines = []
        self.depth = 1

    # ---- helpers ----------------------------------------------------------

    def fresh(self):
        self.n += 1
        return "%%v%d" % self.n

    def emit(self, text):
        self.lines.append("  " * self.depth + text)

    def chance(self, p):
        return self.rng.random() < p

    def constant(self, scope, ty):
        name = self.fresh()
        if ty == "i1":
            self.emit("%s = arith.constant %s" % (name, self.rng.choice(["true", "false"])))
        elif ty in FLOATS:
            self.emit("%s = arith.constant %s : %s" % (name, self.rng.choice(FLOAT_CONSTS), ty))
        else:
            value = self.rng.choice(INT_CONSTS)
            if ty == "i8":
                value = max(-128, min(127, value))
            self.emit("%s = arith.constant %d : %s" % (name, value, ty))
        scope.add(name, ty)
        return name

    def value(self, scope, ty):
        """An existing value of the type, or a new constant (sometimes anyway)."""
        vs = scope.values.get(ty)
        if not vs or self.chance(0.25):
            return self.constant(scope, ty)
        return self.rng.choice(vs)

    def result(self, scope, ty, text, affine_ok=False):
        name = self.fresh()
        self.emit("%s = %s" % (name, text))
        scope.add(name, ty, affine_ok)
        return name

    # ---- arith ------------------------------------------------------------

    def arith_op(self, scope):
        ty = self.rng.choice(SCALARS)
        kind = self.rng.random()
        if kind < 0.45:
            a, b = self.value(scope, ty), self.value(scope, ty)
            if ty in FLOATS:
                op = self.rng.choice(FLOAT_BINARY)
                flags = " fastmath<fast>" if self.chance(0.1) else ""
            else:
                op = self.rng.choice(INT_BINARY)
                flags = " overflow<nsw>" if op in ("addi", "subi", "muli", "shli") and self.chance(0.1) else ""
            return self.result(scope, ty, "arith.%s %s, %s%s : %s" % (op, a, b, flags, ty))
        if kind < 0.6:
            a, b = self.value(scope, ty), self.value(scope, ty)
            if ty in FLOATS:
                pred = self.rng.choice(CMPF)
                return self.result(scope, "i1", "arith.cmpf %s, %s, %s : %s" % (pred, a, b, ty))
            return self.result(scope, "i1", "arith.cmpi %s, %s, %s : %s" % (self.rng.choice(CMPI), a, b, ty))
        if kind < 0.72:
            c, a, b = self.value(scope, "i1"), self.value(scope, ty), self.value(scope, ty)
            return self.result(scope, ty, "arith.select %s, %s, %s : %s" % (c, a, b, ty))
        if kind < 0.78 and ty in FLOATS:
            return self.result(scope, ty, "arith.negf %s : %s" % (self.value(scope, ty), ty))
        return self.cast(scope)

    def cast(self, scope):
        r = self.rng.random()
        ints = ["i1", "i8", "i32", "i64"]
        if r < 0.3:
            src, dst = sorted(self.rng.sample(ints, 2), key=WIDTH.get)
            op = self.rng.choice(["extsi", "extui"])
            if self.chance(0.4):
                src, dst, op = dst, src, "trunci"
        elif r < 0.45:
            src, dst = self.rng.choice(ints[1:]), "index"
            if self.chance(0.5):
                src, dst = dst, src
            op = self.rng.choice(["index_cast", "index_castui"])
        elif r < 0.65:
            src, dst = self.rng.choice(ints[1:]), self.rng.choice(FLOATS)
            op = self.rng.choice(["sitofp", "uitofp"])
            if self.chance(0.5):
                src, dst, op = dst, src, self.rng.choice(["fptosi", "fptoui"])
        elif r < 0.8:
            src, dst, op = "f32", "f64", "extf"
            if self.chance(0.5):
                src, dst, op = "f64", "f32", "truncf"
        else:
            src, dst = self.rng.choice([("i32", "f32"), ("i64", "f64"), ("f32", "i32"), ("f64", "i64")])
            op = "bitcast"
        return self.result(scope, dst, "arith.%s %s : %s to %s" % (op, self.value(scope, src), src, dst))

    # ---- structured control flow -----------------------------------------

    def body(self, scope, count):
        for _ in range(count):
            self.op(scope)

    def scf_if(self, scope):
        ty = self.rng.choice(SCALARS)
        cond = self.value(scope, "i1")
        name = self.fresh()
        self.emit("%s = scf.if %s -> (%s) {" % (name, cond, ty))
        for _ in range(2):
            self.depth += 1
            inner = Scope(scope)
            self.body(inner, self.rng.randint(0, 3))
            self.emit("scf.yield %s : %s" % (self.value(inner, ty), ty))
            self.depth -= 1
            self.emit("} else {" if _ == 0 else "}")
        scope.add(name, ty)

    def bound(self, scope, value):
        """A loop bound: a constant, or (sometimes) a value of the function."""
        if scope.values.get("index") and self.chance(0.35):
            return self.rng.choice(scope.values["index"])
        name = self.fresh()
        self.emit("%s = arith.constant %d : index" % (name, value))
        scope.add(name, "index")
        return name

    def scf_for(self, scope):
        ty = self.rng.choice(SCALARS)
        lb, ub = self.bound(scope, self.rng.randint(0, 2)), self.bound(scope, self.rng.randint(0, 8))
        step = self.bound(scope, self.rng.randint(1, 3)) if self.chance(0.8) else self.constant(scope, "index")
        init = self.value(scope, ty)
        name, iv, acc = self.fresh(), self.fresh(), self.fresh()
        self.emit("%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (%s) {"
                  % (name, iv, lb, ub, step, acc, init, ty))
        self.depth += 1
        inner = Scope(scope)
        inner.add(iv, "index")
        inner.add(acc, ty)
        self.body(inner, self.rng.randint(1, 4))
        self.emit("scf.yield %s : %s" % (self.value(inner, ty), ty))
        self.depth -= 1
        self.emit("}")
        scope.add(name, ty)

    # ---- affine -----------------------------------------------------------

    def affine_expr(self, dims, syms):
        terms = []
        for k in range(dims):
            coeff = self.rng.choice([1, 1, 2, 3, -1])
            terms.append("d%d" % k if coeff == 1 else "d%d * %d" % (k, coeff))
        for k in range(syms):
            terms.append("s%d" % k)
        expr = " + ".join(terms) if terms else "0"
        shape = self.rng.random()
        if shape < 0.2:
            expr = "(%s) floordiv %d" % (expr, self.rng.randint(2, 4))
        elif shape < 0.4:
            expr = "(%s) mod %d" % (expr, self.rng.randint(2, 4))
        elif shape < 0.6:
            expr = "%s + %d" % (expr, self.rng.randint(-2, 5))
        return expr

    def affine_apply(self, scope):
        if not scope.affine:
            self.constant(scope, "index")   # at the top, a valid symbol
            if not scope.affine:
                return
        dims, syms = self.rng.randint(1, 2), self.rng.randint(0, 1) if scope.symbols else 0
        operands = [self.rng.choice(scope.affine) for _ in range(dims)] + \
            [self.rng.choice(scope.symbols) for _ in range(syms)]
        m = "affine_map<(%s)%s -> (%s)>" % (
            ", ".join("d%d" % k for k in range(dims)),
            "[%s]" % ", ".join("s%d" % k for k in range(syms)) if syms else "",
            self.affine_expr(dims, syms))
        text = "affine.apply %s(%s)%s" % (m, ", ".join(operands[:dims]),
                                          "[%s]" % ", ".join(operands[dims:]) if syms else "")
        self.result(scope, "index", text, affine_ok=True)

    def memref(self, scope):
        mems = scope.values.get(MEMREF)
        if not mems or self.chance(0.3):
            self.result(scope, MEMREF, "memref.alloc() : %s" % MEMREF)
            return
        m = self.rng.choice(mems)
        i = self.value(scope, "index")
        if self.chance(0.5):
            self.emit("memref.store %s, %s[%s] : %s" % (self.value(scope, "f32"), m, i, MEMREF))
        else:
            self.result(scope, "f32", "memref.load %s[%s] : %s" % (m, i, MEMREF))

    def affine_for(self, scope):
        mems = scope.values.get(MEMREF)
        m = self.rng.choice(mems) if mems else self.result(scope, MEMREF, "memref.alloc() : %s" % MEMREF)
        init = self.value(scope, "f32")
        name, iv, acc = self.fresh(), self.fresh(), self.fresh()
        lo, hi = self.rng.randint(0, 1), self.rng.randint(1, 4)
        self.emit("%s = affine.for %s = %d to %d iter_args(%s = %s) -> (f32) {" % (name, iv, lo, hi, acc, init))
        self.depth += 1
        inner = Scope(scope, affine=True)
        inner.add(iv, "index", affine_ok=True)
        inner.add(acc, "f32")
        loaded = self.result(inner, "f32", "affine.load %s[%s] : %s" % (m, iv, MEMREF))
        for _ in range(self.rng.randint(0, 3)):
            self.rng.choice([self.arith_op, self.affine_apply])(inner)
        total = self.result(inner, "f32", "arith.addf %s, %s : f32" % (acc, loaded))
        if self.chance(0.5):
            self.emit("affine.store %s, %s[%s] : %s" % (self.value(inner, "f32"), m, iv, MEMREF))
        self.emit("affine.yield %s : f32" % total)
        self.depth -= 1
        self.emit("}")
        scope.add(name, "f32")

    # ---- tensors ----------------------------------------------------------

    def vector(self, scope):
        vs = scope.values.get(VECTOR)
        if vs and not self.chance(0.2):
            return self.rng.choice(vs)
        a, b = self.value(scope, "f32"), self.value(scope, "f32")
        return self.result(scope, VECTOR, "tensor.from_elements %s, %s : %s" % (a, b, VECTOR))

    def tensor(self, scope):
        kind = self.rng.choice(["extract", "insert", "dim", "cast", "empty"])
        if kind == "extract":
            t = self.vector(scope)
            self.result(scope, "f32", "tensor.extract %s[%s] : %s" % (t, self.value(scope, "index"), VECTOR))
        elif kind == "insert":
            t = self.vector(scope)
            self.result(scope, VECTOR, "tensor.insert %s into %s[%s] : %s"
                        % (self.value(scope, "f32"), t, self.value(scope, "index"), VECTOR))
        elif kind == "cast" or not scope.values.get(DYN):
            self.result(scope, DYN, "tensor.cast %s : %s to %s" % (self.vector(scope), VECTOR, DYN))
        elif kind == "dim":
            t = self.rng.choice(scope.values[DYN])
            self.result(scope, "index", "tensor.dim %s, %s : %s" % (t, self.value(scope, "index"), DYN))
        else:
            self.result(scope, TOSA_TYPES["f32"], "tensor.empty() : %s" % TOSA_TYPES["f32"])

    def tosa_value(self, scope, elt):
        ty = TOSA_TYPES[elt]
        vs = scope.values.get(ty)
        if vs and not self.chance(0.2):
            return self.rng.choice(vs)
        if elt == "f32":
            vals = "dense<%s>" % self.rng.choice(["0.000000e+00", "1.000000e+00", "[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]"])
        else:
            vals = "dense<%s>" % self.rng.choice(["0", "1", "[[1, 2, 3], [4, 5, 6]]"])
        return self.result(scope, ty, '"tosa.const"() <{values = %s : %s}> : () -> %s' % (vals, ty, ty))

    def tosa(self, scope):
        elt = self.rng.choice(["f32", "i32"])
        ty = TOSA_TYPES[elt]
        r = self.rng.random()
        a = self.tosa_value(scope, elt)
        if r < 0.5:
            b = self.tosa_value(scope, elt)
            op = self.rng.choice(["add", "sub", "maximum", "minimum"] +
                                 (["bitwise_and", "bitwise_or"] if elt == "i32" else []))
            self.result(scope, ty, "tosa.%s %s, %s : (%s, %s) -> %s" % (op, a, b, ty, ty, ty))
        elif r < 0.65:
            self.result(scope, ty, "tosa.abs %s : (%s) -> %s" % (a, ty, ty))
        elif r < 0.8:
            lo, hi = ("0.000000e+00 : f32", "6.000000e+00 : f32") if elt == "f32" else ("0 : i32", "6 : i32")
            self.result(scope, ty, "tosa.clamp %s {max_val = %s, min_val = %s} : (%s) -> %s" % (a, hi, lo, ty, ty))
        elif r < 0.9:
            out = "tensor<3x2x%s>" % elt
            self.result(scope, out, "tosa.transpose %s {perms = array<i32: 1, 0>} : (%s) -> %s" % (a, ty, out))
        else:
            other = TOSA_TYPES["i32" if elt == "f32" else "f32"]
            self.result(scope, other, "tosa.cast %s : (%s) -> %s" % (a, ty, other))

    # ---- functions --------------------------------------------------------

    def op(self, scope):
        r = self.rng.random()
        if r < 0.55 or self.depth > 3:
            self.arith_op(scope)
        elif r < 0.62:
            self.scf_if(scope)
        elif r < 0.68:
            self.scf_for(scope)
        elif r < 0.75:
            self.affine_apply(scope)
        elif r < 0.81:
            self.memref(scope)
        elif r < 0.85 and scope.top:
            self.affine_for(scope)
        elif r < 0.92:
            self.tensor(scope)
        else:
            self.tosa(scope)

    def signature(self, scope, name, visibility=""):
        args = []
        for k in range(self.rng.randint(0, 4)):
            ty = self.rng.choice(SCALARS + [DYN, TOSA_TYPES["f32"]])
            arg = "%%a%d" % k
            args.append("%s: %s" % (arg, ty))
            scope.add(arg, ty)
        results = self.rng.sample(SCALARS, self.rng.randint(1, 3))
        self.lines.append("func.func %s@%s(%s) -> (%s) {" % (
            visibility, name, ", ".join(args), ", ".join(results)))
        return results

    def ret(self, scope, results):
        vals = [self.value(scope, t) for t in results]
        self.emit("return %s : %s" % (", ".join(vals), ", ".join(results)))
        self.lines.append("}")

    def function(self, name, callee=None):
        scope = Scope()
        results = self.signature(scope, name)
        self.body(scope, self.rng.randint(3, 14))
        if callee:
            cname, cargs, cresults = callee
            operands = [self.value(scope, t) for t in cargs]
            names = [self.fresh() for _ in cresults]
            self.emit("%s = call @%s(%s) : (%s) -> (%s)" % (
                ", ".join(names), cname, ", ".join(operands), ", ".join(cargs), ", ".join(cresults)))
            for n, t in zip(names, cresults):
                scope.add(n, t)
        if self.chance(0.3):
            self.diamond(scope, results)
        else:
            self.ret(scope, results)

    def diamond(self, scope, results):
        """The function's end as a cf diamond: cond_br to two blocks that
        branch to a join block carrying one value."""
        ty = results[0]
        cond = self.value(scope, "i1")
        passed = self.value(scope, ty)
        self.emit("cf.cond_br %s, ^bb1, ^bb2(%s : %s)" % (cond, passed, ty))
        self.arm(scope, "^bb1", None, ty)
        self.arm(scope, "^bb2", self.fresh(), ty)
        joined = self.fresh()
        self.lines.append("  ^bb3(%s: %s):" % (joined, ty))
        join = Scope(scope)
        join.add(joined, ty)
        self.ret(join, results)

    def arm(self, scope, label, arg, ty):
        """A block of the diamond (with one argument, or none) that branches to the join."""
        self.lines.append("  %s%s:" % (label, "(%s: %s)" % (arg, ty) if arg else ""))
        inner = Scope(scope)
        if arg:
            inner.add(arg, ty)
        self.body(inner, self.rng.randint(0, 3))
        self.emit("cf.br ^bb3(%s : %s)" % (self.value(inner, ty), ty))

    def helper(self):
        """A small private function, called or not, with its signature."""
        scope = Scope()
        args = [self.rng.choice(SCALARS) for _ in range(self.rng.randint(0, 2))]
        for k, ty in enumerate(args):
            scope.add("%%a%d" % k, ty)
        results = [self.rng.choice(SCALARS)]
        self.lines.append("func.func private @helper(%s) -> %s {" % (
            ", ".join("%%a%d: %s" % (k, t) for k, t in enumerate(args)), results[0]))
        self.body(scope, self.rng.randint(1, 4))
        self.ret(scope, results)
        return "helper", args, results


def program(seed):
    g = Gen(seed)
    callee = g.helper() if g.chance(0.5) else None
    called = callee if callee and g.chance(0.7) else None
    for k in range(g.rng.randint(1, 2)):
        g.function("f%d" % k, called if k == 0 else None)
    return "\n".join(g.lines) + "\n"
