#!/usr/bin/env python3
# Times mica-opt on inputs of size N and 4N, one family per kind of long input, and fails on growth faster than linear.
"""Complexity benchmark: is mica-opt's work linear in the size of its input?

For each family below, the script writes an input of size N and one of size
4N (build/complexity/FAMILY-N.mlir), runs mica-opt on both --repeat times,
keeps the least CPU time (user + system) of each, subtracts the start-up time
(mica-opt on an empty input) and reports t(4N) / t(N). Linear work gives 4;
the run fails (exit status 1) if any family exceeds --limit (5).

A family between 5 and 10 times (borderline: 4 is linear, 16 quadratic) is
decided by the instructions mica-opt executes, as valgrind's callgrind
counts them (unless --no-instructions, or without valgrind): linear work
whose larger input misses the caches more often, or shares them with other
processes, can take more than 5 times as long, but it cannot execute more
than about 4 times the instructions.

CPU time, not wall time: the machine may be shared, and a process that waits
for a core is not working. The least of several runs is the one least
disturbed. A family whose t(N) is below --floor seconds once the start-up
time is taken away is too small to time: its N is doubled (or, where N is
bounded by a limit of mica's, as the nesting depth is, the number of copies
of the input is) until it is not.

    python3 bench/complexity.py [--scale S] [--repeat R] [--families a,b]

--scale multiplies every family's N (CI runs a fraction, so that the whole
benchmark takes seconds). The default sizes take about a minute on a
2-core machine when every family is linear.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
UNREGISTERED = ["--allow-unregistered-dialect"]


# ----------------------------------------------------------- the families --
# Each generator takes the size n and a number of copies (only the nesting
# family uses more than one) and returns the input text.

def dominance(n, copies):
    """A function argument used in each of n chained blocks."""
    out = ["func.func @f(%a: i32) {\n  cf.br ^bb1\n"]
    for i in range(1, n + 1):
        out.append("^bb%d:\n  %%v%d = arith.addi %%a, %%a : i32\n  cf.br ^bb%d\n" % (i, i, i + 1))
    out.append("^bb%d:\n  return\n}\n" % (n + 1))
    return "".join(out)


def predecessors(n, copies):
    """A block with n predecessors (and each of them with one)."""
    out = ['"foo.op"() ({\n']
    for i in range(n):
        out.append('^bb%d:\n  "foo.br"() [^bb%d, ^bb%d] : () -> ()\n' % (i, n, i + 1))
    out.append('^bb%d:\n  "foo.t"() : () -> ()\n}) : () -> ()\n' % n)
    return "".join(out)


def affine_dims(n, copies):
    """An affine map with n dims, each a result."""
    dims = ", ".join("d%d" % i for i in range(n))
    return '"foo.op"() {a = affine_map<(%s) -> (%s)>} : () -> ()\n' % (dims, dims)


def affine_sum(n, copies):
    """A flat affine sum of n terms."""
    return '"foo.op"() {a = affine_map<(%s) -> (%s)>} : () -> ()\n' % (
        ", ".join("d%d" % i for i in range(n)), " + ".join("d%d" % i for i in range(n)))


def int_decimal(n, copies):
    """A decimal integer literal of n digits in a type just wide enough."""
    digits = "".join(str((i * 7 + 3) % 10) for i in range(n)).lstrip("0") or "0"
    return '"foo.op"() {a = %s : i%d} : () -> ()\n' % (digits, 4 * n + 8)


def int_hex(n, copies):
    """A hex literal of n digits in a wide integer type, printed in decimal."""
    digits = "".join("0123456789ABCDEF"[(i * 7 + 3) % 16] for i in range(n))
    return '"foo.op"() {a = 0x%s : i%d} : () -> ()\n' % (digits, 4 * n + 8)


def f64_long(n, copies):
    """An f64 literal of n significant digits."""
    digits = "".join(str((i * 7 + 3) % 10) for i in range(n))
    return '"foo.op"() {a = 1.%se-5 : f64} : () -> ()\n' % digits


def split_chunks(n, copies):
    """n chunks for --split-input-file."""
    return '"foo.op"() {a = 1 : i32} : () -> ()\n// -----\n' * n


def one_line_functions(n, copies):
    """n functions on one line each, at the top of the file: each body's
    search for where it ends and for a place to split it (grammar/split.c)
    must not scan the rest of the file."""
    return "".join("func.func @f%d() { return }\n" % i for i in range(n))


def function_pipeline(n, copies):
    """n functions, each calling the one before, through a function pass:
    the verification after the pass on each function must not look at the
    whole module."""
    return "".join("func.func @f%d(%%a: i32) -> i32 {\n  %%c0 = arith.constant 0 : i32\n"
                   "  %%x = arith.addi %%a, %%c0 : i32\n  %%r = func.call @f%d(%%x) : (i32) -> i32\n"
                   "  return %%r : i32\n}\n" % (i, max(i - 1, 0)) for i in range(n))


def module_canonicalize(n, copies):
    """n functions holding the same constants, canonicalized as one module
    (mlir-opt's --canonicalize): the folder keeps each function's constants
    apart, and a value common to all of them must not make it walk the
    other functions' copies."""
    return "".join("func.func @f%d(%%a: i32) -> i32 {\n  %%c0 = arith.constant 0 : i32\n"
                   "  %%c1 = arith.constant 1 : i32\n  %%s = arith.addi %%c1, %%c1 : i32\n"
                   "  %%x = arith.addi %%a, %%s : i32\n  return %%x : i32\n}\n" % i for i in range(n))


def module_calls(n, copies):
    """n functions, each calling the one before and folding the same
    constant, through a pass on the whole module (sccp,
    remove-dead-values): each call's callee must be found without a scan
    of the module, and a constant made in every function without a walk
    over the other functions' ones."""
    return "".join("func.func @f%d(%%a: i32) -> i32 {\n  %%c1 = arith.constant 1 : i32\n"
                   "  %%s = arith.addi %%c1, %%c1 : i32\n  %%x = arith.addi %%a, %%s : i32\n"
                   "  %%r = func.call @f%d(%%x) : (i32) -> i32\n  return %%r : i32\n}\n"
                   % (i, max(i - 1, 0)) for i in range(n))


def module_global_loads(n, copies):
    """n functions, each loading an element of a constant global that the
    module defines after them, canonicalized as one module: each load's
    fold looks the global up, which must not scan the module."""
    return "".join("func.func @f%d() -> i32 {\n  %%g = memref.get_global @gv : memref<4xi32>\n"
                   "  %%v = affine.load %%g[2] : memref<4xi32>\n  return %%v : i32\n}\n" % i for i in range(n)) + \
        'memref.global "private" constant @gv : memref<4xi32> = dense<[1, 2, 3, 4]>\n'


NESTING_LIMIT = 9988  # MICA_MAX_DEPTH (10000) less the brackets around each construct


def nesting(n, copies):
    """Arrays, dictionaries, a dense literal, affine parentheses, an affine
    product (each factor a level), a tuple type and a location, each nested
    n deep; `copies` such ops, each a chunk of its own for --split-input-file, so
    that the copies that make the input long enough to time do not make the
    memory it works in larger. Regions are left out: their print indents
    each level by two more spaces, so it grows with the square of the depth
    (as mlir-opt's does), whatever the work behind it."""
    one = ('"foo.op"() {a = %s, b = %s, c = dense<%s> : tensor<%si32>, d = affine_map<(d0) -> (%s)>, '
           'e = affine_map<()[s0, s1] -> (%s)>} : () -> %s loc(%s)\n'
           % ("[" * n + "]" * n, "{b = " * n + "1" + "}" * n, "[" * n + "1" + "]" * n, "1x" * n,
              "(" * n + "d0" + ")" * n, " * ".join("s%d" % (i % 2) for i in range(n)),
              "tuple<" * n + "i32" + ">" * n, "callsite(" * n + '"a"' + ' at "b")' * n))
    return "// -----\n".join([one] * copies)


# name, generator, mica-opt options, base N, largest 4N (None: unbounded),
# and whether the input may be repeated to make it longer to time
FAMILIES = [
    ("dominance", dominance, [], 20000, None, False),
    ("predecessors", predecessors, UNREGISTERED, 20000, None, False),
    ("affine-dims", affine_dims, UNREGISTERED, 40000, None, False),
    ("affine-sum", affine_sum, UNREGISTERED, 40000, None, False),
    ("int-decimal", int_decimal, UNREGISTERED, 20000, None, False),
    ("int-hex", int_hex, UNREGISTERED, 20000, None, False),
    ("f64-long", f64_long, UNREGISTERED, 100000, None, False),
    ("split", split_chunks, UNREGISTERED + ["--split-input-file"], 10000, None, False),
    ("one-line-functions", one_line_functions, UNREGISTERED, 40000, None, False),
    ("function-pipeline", function_pipeline, ["--pass-pipeline=builtin.module(func.func(canonicalize))"],
     20000, None, False),
    ("module-canonicalize", module_canonicalize, ["--canonicalize"], 20000, None, False),
    ("module-sccp", module_calls, ["--sccp"], 20000, None, False),
    ("module-remove-dead-values", module_calls, ["--remove-dead-values"], 20000, None, False),
    ("module-global-loads", module_global_loads, ["--canonicalize"], 20000, None, False),
    ("nesting", nesting, UNREGISTERED + ["--mlir-print-debuginfo", "--split-input-file"],
     NESTING_LIMIT // 4, NESTING_LIMIT, True),
]


# ----------------------------------------------------------------- timing --

def cpu_time(argv, timeout):
    """CPU seconds (user + system) of one run; None on a timeout. Exits on a failed run."""
    with tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=err)
        deadline = time.monotonic() + timeout
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() > deadline:
                proc.kill()
                os.wait4(proc.pid, 0)
                return None
            time.sleep(0.005)
        if status:
            err.seek(0)
            lines = err.read().decode(errors="replace").strip().splitlines()
            sys.exit("complexity: %s failed (status %d): %s"
                     % (" ".join(argv), status, lines[0] if lines else ""))
    return usage.ru_utime + usage.ru_stime


def least_times(argvs, repeat, timeout):
    """The least CPU time of each command over `repeat` rounds (None: timed out)."""
    best = [float("inf")] * len(argvs)
    for _ in range(repeat):
        for i, argv in enumerate(argvs):
            if best[i] is None:
                continue
            t = cpu_time(argv, timeout)
            best[i] = None if t is None else min(best[i], t)
    return best


def instructions(argv, timeout):
    """Instructions executed by one run, as callgrind counts them; None without valgrind."""
    if not shutil.which("valgrind"):
        return None
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        try:
            run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out] + argv,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=timeout)
        except subprocess.TimeoutExpired:
            return None
        m = re.search(rb"I\s+refs:\s+([\d,]+)", run.stderr)
        return int(m.group(1).replace(b",", b"")) if run.returncode == 0 and m else None


def growth(t_n, t_4n, startup):
    """t(4N) / t(N), both less the start-up time; infinite after a timeout."""
    if t_n is None or t_4n is None:
        return float("inf")
    return max(t_4n - startup, 0.0) / max(t_n - startup, 1e-6)


def write(path, text):
    """Writes path unless it already holds text."""
    data = text.encode()
    try:
        with open(path, "rb") as f:
            if f.read() == data:
                return
    except OSError:
        pass
    with open(path, "wb") as f:
        f.write(data)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mica", default=os.path.join(REPO, "build", "bin", "mica-opt"))
    ap.add_argument("--out", default=os.path.join(REPO, "build", "complexity"))
    ap.add_argument("--scale", type=float, default=1.0, help="multiplies every family's N")
    ap.add_argument("--repeat", type=int, default=3, help="runs per input; the least time counts")
    ap.add_argument("--limit", type=float, default=5.0, help="largest t(4N) / t(N) accepted")
    ap.add_argument("--floor", type=float, default=0.05,
                    help="least t(N) in seconds above start-up; smaller inputs grow")
    ap.add_argument("--timeout", type=float, default=120.0, help="seconds per run")
    ap.add_argument("--families", help="comma-separated subset")
    ap.add_argument("--no-instructions", dest="instructions", action="store_false",
                    help="decide borderline families (up to twice the limit) by time alone")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    chosen = args.families.split(",") if args.families else [f[0] for f in FAMILIES]
    unknown = set(chosen) - {f[0] for f in FAMILIES}
    if unknown:
        sys.exit("complexity: unknown families: %s" % ", ".join(sorted(unknown)))

    empty = os.path.join(args.out, "empty.mlir")
    write(empty, "")
    startup = least_times([[args.mica, empty, "-o", "/dev/null"]], max(args.repeat, 5), args.timeout)[0]
    print("start-up: %.4f s (subtracted from every time below)" % startup)
    print("%-13s %8s %8s %6s %9s %9s %7s" % ("family", "N", "4N", "copies", "t(N) s", "t(4N) s", "ratio"))
    beyond = []
    for name, gen, opts, base, largest, repeatable in FAMILIES:
        if name not in chosen:
            continue
        n, copies = max(1, int(base * args.scale)), 1
        if largest:
            n = min(n, largest // 4)

        def argv(size):
            path = os.path.join(args.out, "%s-%d-%d.mlir" % (name, size, copies))
            write(path, gen(size, copies))
            return [args.mica] + opts + [path, "-o", "/dev/null"]

        # grow the input until t(N) is worth timing, by single runs
        while True:
            t = cpu_time(argv(n), args.timeout)
            if t is None or t - startup >= args.floor:
                break
            if largest is None or 8 * n <= largest:
                n *= 2
            elif repeatable:
                copies *= 2
            else:
                break
        runs = [argv(n), argv(4 * n)]
        t_n, t_4n = least_times(runs, args.repeat, args.timeout)
        ratio = growth(t_n, t_4n, startup)
        if args.limit < ratio < float("inf"):
            # timed again before it counts: one slow run is not a trend
            again = least_times(runs, 2 * args.repeat, args.timeout)
            t_n, t_4n = (None if a is None or b is None else min(a, b) for a, b in zip((t_n, t_4n), again))
            ratio = growth(t_n, t_4n, startup)
        note = ""
        if args.limit < ratio <= 2 * args.limit and args.instructions:
            # Borderline: linear work whose larger input misses the caches
            # more often (or shares them with other processes) can take more
            # than 5 times as long. The instructions it executes cannot:
            # counted by callgrind, they decide.
            counts = [instructions(r, args.timeout * 50) for r in runs]
            if None not in counts:
                ratio = counts[1] / counts[0]
                note = "  (instructions: %d, %d)" % tuple(counts)
        fmt = lambda t: "timeout" if t is None else "%.3f" % t
        verdict = "" if ratio <= args.limit else "  beyond %gx" % args.limit
        print("%-13s %8d %8d %6d %9s %9s %7.2f%s%s" % (name, n, 4 * n, copies, fmt(t_n), fmt(t_4n),
                                                       ratio, verdict, note))
        sys.stdout.flush()
        if ratio > args.limit:
            beyond.append(name)
    print("complexity: %d families within %gx from N to 4N, %d beyond%s"
          % (len(chosen) - len(beyond), args.limit, len(beyond),
             ": " + ", ".join(beyond) if beyond else ""))
    return 1 if beyond else 0


if __name__ == "__main__":
    sys.exit(main())
