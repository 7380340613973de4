#!/usr/bin/env python3
"""Times model-partition-marking and model-partitioning on a generated TOSA model.

Writes build/bench/partitions-N.mlir: one function of N ops (--ops,
default 100,000) over tensor<1x16xf32>, a chain of elementwise TOSA ops
(add, sub, maximum, abs, each also reading a value a few ops back, and
every 10th op a constant), with a Vulkan shader tosa.custom every 50 ops
(a placeholder: a valid implementation_attrs payload without code). Then
times

    mica-opt --mlir-timing --model-partition-marking --model-partitioning FILE -o /dev/null

at N and at N/4, --repeat times each, and reports the best seconds of the
two passes (from --mlir-timing) and of the whole run; the ratio of the
two sizes' pass times is about 4 when the passes are linear in the number
of ops. A benchmark, not a test: it fails only if mica-opt does. Without
the passes (mica-opt --help does not list them) it says so and exits 0.

Python 3 standard library only; the model depends only on --ops.
"""

import os
import re
import subprocess
import sys
import time

import benchlib

PASSES = ("model-partition-marking", "model-partitioning")
TIMED = ("ModelPartitionMarkingPass", "ModelPartitioningPass")
T = "tensor<1x16xf32>"
SHADER_EVERY = 50
PAYLOAD = benchlib.shader_payload(16)


def model(nops):
    """The text of a model of nops ops (the return not counted)."""
    lines = ["func.func @main(%%arg0: %s) -> %s {" % (T, T)]
    last = "%arg0"
    values = ["%arg0"]  # the values defined so far, for reads a few ops back
    for i in range(nops):
        v = "%%v%d" % i
        back = values[max(0, len(values) - 2 - i % 5)]
        if i % SHADER_EVERY == SHADER_EVERY - 1:
            lines.append('  %s = tosa.custom %s {domain_name = "com.arm.VulkanCustomShader", '
                         'implementation_attrs = "%s", operator_name = "s%d"} : (%s) -> %s'
                         % (v, last, PAYLOAD, i, T, T))
        elif i % 10 == 0:
            lines.append('  %s = "tosa.const"() <{values = dense<%d.0> : %s}> : () -> %s' % (v, i % 7, T, T))
            values.append(v)
            continue  # a constant does not extend the chain
        elif i % 4 == 3:
            lines.append("  %s = tosa.abs %s : (%s) -> %s" % (v, last, T, T))
        else:
            op = ("tosa.add", "tosa.sub", "tosa.maximum")[i % 4]
            lines.append("  %s = %s %s, %s : (%s, %s) -> %s" % (v, op, last, back, T, T, T))
        last = v
        values.append(v)
    lines.append("  return %s : %s" % (last, T))
    lines.append("}")
    return "\n".join(lines) + "\n"


def registered(mica):
    """Whether mica-opt lists both passes in --help."""
    out = subprocess.run([mica, "--help"], capture_output=True, text=True).stdout
    return all(re.search(r"--%s\b" % p, out) for p in PASSES)


def run_once(mica, path):
    """(seconds of the two passes, seconds of the whole run)."""
    start = time.perf_counter()
    r = subprocess.run([mica, "--mlir-timing", "--model-partition-marking", "--model-partitioning", path,
                        "-o", os.devnull], capture_output=True, text=True)
    wall = time.perf_counter() - start
    if r.returncode != 0:
        sys.exit("bench-partitions: mica-opt failed on %s:\n%s" % (path, r.stderr[:2000]))
    passes = 0.0
    for name in TIMED:
        # the wall time, the column next to the name (a User Time column
        # comes first when the parse ran on two threads)
        m = re.search(r"([0-9.]+) \(\s*[0-9.]+%\)\s+" + name + r"$", r.stderr, re.M)
        if not m:
            sys.exit("bench-partitions: no time of %s in --mlir-timing's report" % name)
        passes += float(m.group(1))
    return passes, wall


def main():
    args = benchlib.arguments(__doc__, "mica-opt")
    if not registered(args.mica):
        print("bench-partitions: skipped, %s does not list --%s and --%s" % ((args.mica,) + PASSES))
        return 0
    os.makedirs(args.out, exist_ok=True)
    rows = []
    for nops in (args.ops // 4, args.ops):
        path = os.path.join(args.out, "partitions-%d.mlir" % nops)
        benchlib.write_if_changed(path, model(nops))
        runs = [run_once(args.mica, path) for _ in range(args.repeat)]
        rows.append((nops, min(p for p, _ in runs), min(w for _, w in runs)))
    print("model-partition-marking + model-partitioning, a shader op every %d ops (best of %d):"
          % (SHADER_EVERY, args.repeat))
    print("  %9s  %12s  %12s" % ("ops", "passes (s)", "whole run (s)"))
    for nops, passes, wall in rows:
        print("  %9d  %12.3f  %12.3f" % (nops, passes, wall))
    small, large = rows
    print("  passes' time at 4x the ops: x%.2f (linear: about x4)" % (large[1] / small[1] if small[1] else 0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
