#!/usr/bin/env python3
"""difftest.py: runs random programs (gen.py) through each pass with mica-opt
and mlir-opt-22 and compares stdout byte for byte and the exit status.

The passes are a fixed list (mlir-opt's usual ones, which mica may lack:
such runs count as "mica rejects") and every pass `mica-opt --list-passes`
names.  Every program must be accepted by mlir-opt-22 without passes; one
that is not is the generator's fault, is kept in the output folder and
makes the run fail.  The first few programs that differ under each pass
are kept there with both outputs.  Deterministic given --seed.  Skips with
a message when mlir-opt-22 is absent.
"""
import argparse
import collections
import concurrent.futures
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen  # noqa: E402

PASSES = [
    ["--canonicalize"],
    ["--cse"],
    ["--canonicalize", "--cse"],
    ["--symbol-dce"],
    ["--loop-invariant-code-motion"],
    ["--sccp"],
    ["--inline"],
    ["--remove-dead-values"],
]
KINDS = ["identical", "different", "mica rejects", "mlir-opt rejects"]


def run(tool, flags, path):
    try:
        r = subprocess.run([tool] + flags + [path], capture_output=True, timeout=120)
    except subprocess.TimeoutExpired:
        return None, b"", b"timeout"
    return r.returncode, r.stdout, r.stderr


def classify(mica, oracle, flags, path):
    orc, oout, oerr = run(oracle, flags, path)
    mrc, mout, merr = run(mica, flags, path)
    if orc != 0:
        kind = "mlir-opt rejects"
    elif mrc != 0:
        kind = "mica rejects"
    else:
        kind = "identical" if mout == oout else "different"
    return kind, (mout + merr, oout + oerr)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mica", required=True)
    ap.add_argument("--oracle", default=os.environ.get("MLIR_OPT_22") or shutil.which("mlir-opt-22"))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--out", required=True, help="folder for the programs kept")
    ap.add_argument("--keep", type=int, default=3, help="differing programs kept per pass")
    args = ap.parse_args()
    if not args.oracle or not os.path.exists(args.oracle):
        print("difftest: mlir-opt-22 not found; skipped")
        return 0
    listed = subprocess.run([args.mica, "--list-passes"], capture_output=True, text=True).stdout.split()
    passes = PASSES + [["--" + p] for p in listed if ["--" + p] not in PASSES]
    shutil.rmtree(args.out, ignore_errors=True)
    os.makedirs(args.out)

    def one(i):
        path = os.path.join(args.out, "program-%d.mlir" % i)
        with open(path, "w") as f:
            f.write(gen.program("%d:%d" % (args.seed, i)))
        rc, _, err = run(args.oracle, [], path)
        if rc != 0:
            os.rename(path, os.path.join(args.out, "invalid-%d.mlir" % i))
            return i, err.decode(errors="replace"), None
        results = [classify(args.mica, args.oracle, flags, path) for flags in passes]
        return i, None, results

    counts = collections.defaultdict(collections.Counter)
    kept = collections.Counter()
    invalid = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as ex:
        for i, err, results in ex.map(one, range(args.count)):
            path = os.path.join(args.out, "program-%d.mlir" % i)
            if err is not None:
                invalid.append((i, err))
                continue
            keep_program = False
            for flags, (kind, (mout, oout)) in zip(passes, results):
                name = " ".join(flags)
                counts[name][kind] += 1
                if kind == "different" and kept[name] < args.keep:
                    kept[name] += 1
                    keep_program = True
                    stem = os.path.join(args.out, "diff%s-%d" % (name.replace("--", "-").replace(" ", ""), i))
                    with open(stem + ".mica.txt", "wb") as f:
                        f.write(mout)
                    with open(stem + ".mlir-opt.txt", "wb") as f:
                        f.write(oout)
            if not keep_program:
                os.remove(path)

    print("== difftest: %d programs, seed %d (kept in %s)" % (args.count, args.seed, args.out))
    print("%-34s %10s %10s %13s %17s" % ("pass", *KINDS))
    for flags in passes:
        name = " ".join(flags)
        c = counts[name]
        note = "" if all(f[2:] in listed for f in flags) else "   (not in mica)"
        print("%-34s %10d %10d %13d %17d%s" % (name, *(c[k] for k in KINDS), note))
    for i, err in invalid[:5]:
        print("generator error: program %d is rejected by mlir-opt-22: %s"
              % (i, err.strip().splitlines()[0] if err.strip() else "(no message)"))
    if invalid:
        print("difftest: %d of %d programs rejected by mlir-opt-22 (kept as invalid-N.mlir)"
              % (len(invalid), args.count))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
