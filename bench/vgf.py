#!/usr/bin/env python3
"""Times the whole model-to-VGF job on a generated TOSA model.

Writes build/bench/vgf-N.mlir: one function of N ops (--ops, default
100,000) over tensor<1x32xf32>, a chain of elementwise TOSA ops (add, sub,
maximum, abs, each also reading a value a few ops back), every 10th op a
constant of 32 distinct values that the next op reads, so that each
becomes a graph constant of the VGF file, and every 50th op a Vulkan
shader tosa.custom whose payload carries SPIR-V (examples/shaders/scale.comp
compiled once by glslangValidator), so that the model is cut into a graph
and a shader segment per 50 ops. Then times

    mica-translate --to-vgf FILE -o build/bench/vgf-N.vgf

at N and at N/4, --repeat times each, and reports the best wall seconds,
the peak resident memory and the size of the VGF file; the ratio of the two
sizes' times is about 4 when the job is linear in the number of ops. A
benchmark, not a test: it fails only if mica-translate does.

Python 3 standard library only; the model depends only on --ops.
"""

import base64
import os
import resource
import subprocess
import sys
import tempfile
import time

import benchlib

REPO = benchlib.REPO
T = "tensor<1x32xf32>"
WIDTH = 32
SHADER_EVERY = 50
SHADER = os.path.join(REPO, "examples", "shaders", "scale.comp")


def shader_base64():
    """The base64 SPIR-V of the bundled scale shader, compiled by glslangValidator."""
    with tempfile.TemporaryDirectory() as tmp:
        spv = os.path.join(tmp, "scale.spv")
        r = subprocess.run(["glslangValidator", "-V", "-S", "comp", SHADER, "-o", spv], capture_output=True,
                           text=True)
        if r.returncode != 0:
            sys.exit("bench-vgf: glslangValidator failed on %s:\n%s" % (SHADER, r.stdout + r.stderr))
        with open(spv, "rb") as f:
            return base64.b64encode(f.read()).decode("ascii")


def model(nops, code):
    """The text of a model of nops ops (the return not counted)."""
    lines = ["func.func @main(%%arg0: %s) -> %s {" % (T, T)]
    last = "%arg0"
    values = ["%arg0"]  # the values defined so far, for reads a few ops back
    constant = None
    for i in range(nops):
        v = "%%v%d" % i
        if i % SHADER_EVERY == SHADER_EVERY - 1:
            lines.append('  %s = tosa.custom %s {domain_name = "com.arm.VulkanCustomShader", '
                         'implementation_attrs = "%s", operator_name = "s%d"} : (%s) -> %s'
                         % (v, last, benchlib.shader_payload(64, code), i, T, T))
            last = v
            values.append(v)
            continue
        if i % 10 == 0:
            data = ", ".join("%d.0" % (i * WIDTH + k) for k in range(WIDTH))
            lines.append('  %s = "tosa.const"() <{values = dense<[[%s]]> : %s}> : () -> %s' % (v, data, T, T))
            constant = v
            continue  # a constant does not extend the chain
        if i % 10 == 1:
            other = constant
        else:
            other = values[max(0, len(values) - 2 - i % 5)]
        if i % 4 == 3 and other is not constant:
            lines.append("  %s = tosa.abs %s : (%s) -> %s" % (v, last, T, T))
        else:
            op = ("tosa.add", "tosa.sub", "tosa.maximum", "tosa.add")[i % 4]
            lines.append("  %s = %s %s, %s : (%s, %s) -> %s" % (v, op, last, other, T, T, T))
        last = v
        values.append(v)
    lines.append("  return %s : %s" % (last, T))
    lines.append("}")
    return "\n".join(lines) + "\n"


def run_once(mica, path, out):
    """(wall seconds, peak RSS in KB of the child)."""
    start = time.perf_counter()
    r = subprocess.run([mica, "--to-vgf", path, "-o", out], capture_output=True, text=True)
    wall = time.perf_counter() - start
    if r.returncode != 0:
        sys.exit("bench-vgf: mica-translate failed on %s:\n%s" % (path, r.stderr[:2000]))
    return wall, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss


def main():
    args = benchlib.arguments(__doc__, "mica-translate")
    os.makedirs(args.out, exist_ok=True)
    rows = []
    code = shader_base64()
    for nops in (args.ops // 4, args.ops):
        path = os.path.join(args.out, "vgf-%d.mlir" % nops)
        out = os.path.join(args.out, "vgf-%d.vgf" % nops)
        benchlib.write_if_changed(path, model(nops, code))
        runs = [run_once(args.mica, path, out) for _ in range(args.repeat)]
        rows.append((nops, min(w for w, _ in runs), max(m for _, m in runs), os.path.getsize(out)))
    print("mica-translate --to-vgf, a graph constant every 10 ops, a shader every %d (best of %d):"
          % (SHADER_EVERY, args.repeat))
    print("  %9s  %12s  %14s  %12s" % ("ops", "wall (s)", "peak RSS (MB)", "VGF (bytes)"))
    for nops, wall, rss, size in rows:
        print("  %9d  %12.3f  %14.1f  %12d" % (nops, wall, rss / 1024.0, size))
    small, large = rows
    print("  time at 4x the ops: x%.2f (linear: about x4)" % (large[1] / small[1] if small[1] else 0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
