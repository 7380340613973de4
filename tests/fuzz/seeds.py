#!/usr/bin/env python3
"""seeds.py: builds the fuzz targets' seed corpora from tests/ and examples/,
or from the upstream corpus.

usage: seeds.py OUTDIR [MICA_TRANSLATE]
       seeds.py --upstream CORPUS OUTDIR

OUTDIR/mlir/    every .mlir file of tests/ and examples/, split at `// -----`
                as --split-input-file splits, without the RUN/CHECK lines;
                seeds of the parse and roundtrip targets
OUTDIR/affine/  every affine_map<...>/affine_set<...> body and every early
                `#name = (d0) -> (...)` definition found there, with the
                first byte that selects the affine target's embedding
OUTDIR/json/    every .json file of tests/ (the configs of
                tosa-rewrite-custom-ops); seeds of the shader_config target
OUTDIR/vgf/     every .vgf file of tests/; seeds of the vgf target
OUTDIR/tosa/    every .tosa file of tests/; seeds of the tosa_flatbuffer
                target
OUTDIR/yaml/    every .yaml file of tests/ (IOSpecs, good and bad); seeds
                of the iospec target
OUTDIR/spvasm/  every .spvasm file of tests/; seeds of the spirv_asm target
OUTDIR/spirv/   those assembled by MICA_TRANSLATE (--asm-to-spirv), when
                given, and the modules of tests/translate/spirv/*.mlir it
                serializes; seeds of the spirv_binary target
With --upstream, the same from the chunks that the reference mlir-opt
accepted in the corpus beside the project (CORPUS/mlir22/accepted and
CORPUS/mlir16/accepted: each input chunk and its generic and pretty
prints; spvasm/ and spirv/ are left empty); nothing if CORPUS is not
there. Those seeds depend on a folder outside the tree, so the fixed fuzz
runs (make fuzz FUZZ_RUNS=N) leave them out unless asked
(FUZZ_UPSTREAM_SEEDS=1).
Files are named by the SHA-1 of their contents, as libFuzzer names them, so
rebuilding is idempotent.
"""
import hashlib
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TEST_LINE = re.compile(rb"^\s*//\s*(RUN|CHECK|[A-Z0-9]+(-[A-Z]+)*):")


UPSTREAM_SETS = ("mlir22/accepted", "mlir16/accepted")


def mlir_files(top, skip=()):
    for dirpath, dirnames, filenames in os.walk(top):
        dirnames[:] = sorted(d for d in dirnames if d not in skip)
        for name in sorted(filenames):
            if name.endswith(".mlir"):
                yield os.path.join(dirpath, name)


def sources():
    for top in ("tests", "examples"):
        yield from mlir_files(os.path.join(ROOT, top), ("fuzz", "Inputs"))


def files_ending(suffix):
    """Every file of tests/ whose name ends with suffix, in a fixed order."""
    for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, "tests")):
        dirnames.sort()
        for name in sorted(filenames):
            if name.endswith(suffix):
                yield os.path.join(dirpath, name)


def spirv_seeds(out, translate):
    """The .spvasm seeds, and their binaries when mica-translate is given."""
    asm_dir, bin_dir = os.path.join(out, "spvasm"), os.path.join(out, "spirv")
    os.makedirs(asm_dir, exist_ok=True)
    os.makedirs(bin_dir, exist_ok=True)
    seen_asm, seen_bin = set(), set()
    for path in files_ending(".spvasm"):
        with open(path, "rb") as f:
            write(asm_dir, f.read(), seen_asm)
        if translate:
            run = subprocess.run([translate, "--asm-to-spirv", path], capture_output=True)
            if run.returncode == 0:
                write(bin_dir, run.stdout, seen_bin)
    # and the modules of the tests of the serializer, written by it (the
    # TOSA instructions with their attribute constants, array constants)
    for path in files_ending(".mlir") if translate else ():
        if os.sep + os.path.join("translate", "spirv") + os.sep not in path:
            continue
        with tempfile.TemporaryDirectory() as tmp:
            subprocess.run([translate, "--no-implicit-module", "--split-input-file", "--serialize-spirv",
                            "--spirv-save-validation-files-with-prefix=" + os.path.join(tmp, "module"), path,
                            "-o", os.devnull], capture_output=True)
            for name in sorted(os.listdir(tmp)):
                with open(os.path.join(tmp, name), "rb") as f:
                    write(bin_dir, f.read(), seen_bin)
    return len(seen_asm), len(seen_bin)


def upstream_sources(corpus):
    for sub in UPSTREAM_SETS:
        yield from mlir_files(os.path.join(corpus, sub))


def balanced(text, start):
    """The text from start (just after '<') to its matching '>'."""
    depth = 1
    for i in range(start, len(text)):
        c = text[i:i + 1]
        if c in (b"<", b"(", b"["):
            depth += 1
        elif c in (b">", b")", b"]"):
            if c == b">" and text[i - 1:i] == b"-":  # the arrow of `->`
                continue
            if c == b">" and text[i + 1:i + 2] == b"=":  # `>=`
                continue
            depth -= 1
            if depth == 0:
                return text[start:i]
    return None


def write(outdir, data, seen):
    h = hashlib.sha1(data).hexdigest()
    if h in seen:
        return
    seen.add(h)
    with open(os.path.join(outdir, h), "wb") as f:
        f.write(data)


def main():
    args = sys.argv[1:]
    if len(args) == 3 and args[0] == "--upstream":
        corpus, out = args[1], args[2]
        paths = upstream_sources(corpus) if os.path.isdir(corpus) else iter(())
    elif len(args) in (1, 2):
        out, paths = args[0], sources()
    else:
        sys.exit(__doc__)
    mlir_dir = os.path.join(out, "mlir")
    affine_dir = os.path.join(out, "affine")
    os.makedirs(mlir_dir, exist_ok=True)
    os.makedirs(affine_dir, exist_ok=True)
    seen_mlir, seen_affine = set(), set()
    seen_whole = {".json": set(), ".yaml": set(), ".vgf": set(), ".tosa": set()}  # files taken whole, by kind
    for suffix, seen in seen_whole.items():
        whole_dir = os.path.join(out, suffix[1:])
        os.makedirs(whole_dir, exist_ok=True)
        for path in files_ending(suffix) if args[0] != "--upstream" else ():
            with open(path, "rb") as f:
                write(whole_dir, f.read(), seen)
    if args[0] != "--upstream":
        nasm, nbin = spirv_seeds(out, args[1] if len(args) == 2 else None)
        print("seeds: %d spvasm, %d spirv in %s" % (nasm, nbin, out))
    else:  # none upstream, but every target is given a folder of each kind
        for kind in ("spvasm", "spirv"):
            os.makedirs(os.path.join(out, kind), exist_ok=True)
    for path in paths:
        with open(path, "rb") as f:
            text = f.read()
        for chunk in text.split(b"// -----"):
            lines = [l for l in chunk.split(b"\n") if not TEST_LINE.match(l)]
            body = b"\n".join(lines).strip(b"\n") + b"\n"
            if body.strip():
                write(mlir_dir, body, seen_mlir)
        for kw, form in ((b"affine_map<", 0), (b"affine_set<", 1)):
            for m in re.finditer(re.escape(kw), text):
                inner = balanced(text, m.end())
                if inner:
                    write(affine_dir, bytes([form]) + inner, seen_affine)
                    if form == 0:
                        write(affine_dir, bytes([3]) + inner, seen_affine)
        for m in re.finditer(rb"^#\w+\s*=\s*(\(.*)$", text, re.M):
            write(affine_dir, bytes([2]) + m.group(1), seen_affine)
    print("seeds: %d mlir, %d affine, %d json, %d yaml, %d vgf, %d tosa in %s" % (len(seen_mlir), len(seen_affine),
          len(seen_whole[".json"]), len(seen_whole[".yaml"]), len(seen_whole[".vgf"]), len(seen_whole[".tosa"]), out))


if __name__ == "__main__":
    main()
