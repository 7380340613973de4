#!/usr/bin/env python3
"""conformance.py: round-trips MLIR's own generic prints through mica-opt and
reports how many come back byte for byte, per area; and runs the chunks that
mlir-opt rejects with exactly their annotated diagnostics through
mica-opt --verify-diagnostics.

Reads the upstream corpus beside the checkout (../shared/corpus/mlir22); when
it is absent the report says so and exits 0.
"""
import argparse
import collections
import concurrent.futures
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_CORPUS = os.path.join(HERE, "..", "..", "shared", "corpus", "mlir22", "accepted")


def area_of(rel):
    parts = rel.split(os.sep)
    # mlir/test/<Area>/<Sub>/... -> Area/Sub for dialects, Area otherwise
    if len(parts) > 3 and parts[2] in ("Dialect", "Target"):
        return parts[2] + "/" + parts[3]
    return parts[2] if len(parts) > 2 else rel


# What each mode reads and what it must reproduce:
#   generic: the generic print, printed generically again (round trip);
#   pretty:  the generic print, printed in custom form (the printer alone);
#   input:   the original chunk, printed in custom form (parser and printer);
#   input-generic: the original chunk, printed in generic form;
#   diagnostics: a rejected chunk whose expected-* annotations mlir-opt
#            matches exactly, run with --verify-diagnostics (exit 0 = same).
MODES = {
    "generic": (".generic.mlir", ".generic.mlir", ["--mlir-print-op-generic"]),
    "pretty": (".generic.mlir", ".pretty.mlir", []),
    "input": (".mlir", ".pretty.mlir", []),
    "input-generic": (".mlir", ".generic.mlir", ["--mlir-print-op-generic"]),
    "diagnostics": (".mlir", None, ["--verify-diagnostics"]),
}


def round_trip(mica, path, mode):
    source_suffix, golden_suffix, flags = MODES[mode]
    if golden_suffix is None:
        return verify_diagnostics(mica, path, flags)
    base = path[: -len(".generic.mlir")]
    with open(base + golden_suffix, "rb") as f:
        golden = f.read()
    try:
        r = subprocess.run([mica, "--allow-unregistered-dialect"] + flags + [base + source_suffix],
                           capture_output=True, timeout=60)
    except subprocess.TimeoutExpired:
        return "timeout", b""
    if r.returncode != 0:
        return "rejected", r.stderr
    return ("same" if r.stdout == golden else "different"), r.stdout


def verify_diagnostics(mica, path, flags):
    try:
        r = subprocess.run([mica, "--allow-unregistered-dialect"] + flags + [path],
                           capture_output=True, timeout=60)
    except subprocess.TimeoutExpired:
        return "timeout", b""
    return ("same" if r.returncode == 0 else "different"), r.stderr


def diagnostic_chunks(accepted, filt):
    """The rejected chunks that mlir-opt --verify-diagnostics passes."""
    rejected = os.path.join(os.path.dirname(os.path.abspath(accepted)), "rejected")
    chunks = []
    with open(os.path.join(accepted, "results.tsv")) as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            row = dict(zip(header, line.rstrip("\n").split("\t")))
            if row["status"] == "rejected-expected" and row["verify_diag_rc"] == "0":
                p = os.path.join(rejected, row["chunk"])
                if filt in p and os.path.exists(p):
                    chunks.append(p)
    return sorted(chunks)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--mica", required=True)
    ap.add_argument("--corpus", default=DEFAULT_CORPUS)
    ap.add_argument("--show", type=int, default=0, help="list this many failing chunks")
    ap.add_argument("--filter", default="", help="only chunks whose path contains this")
    ap.add_argument("--mode", choices=sorted(MODES), action="append",
                    help="generic (default), pretty, input, input-generic, diagnostics; may be repeated")
    args = ap.parse_args()
    if not os.path.isdir(args.corpus):
        print("conformance: corpus not found (%s); skipped" % args.corpus)
        return 0
    files = []
    for root, _, names in os.walk(args.corpus):
        for n in sorted(names):
            if n.endswith(".generic.mlir"):
                p = os.path.join(root, n)
                if args.filter in p:
                    files.append(p)
    files.sort()
    for mode in args.mode or ["generic"]:
        if mode == "diagnostics":
            report(args, diagnostic_chunks(args.corpus, args.filter), mode,
                   os.path.join(os.path.dirname(os.path.abspath(args.corpus)), "rejected"))
        else:
            report(args, files, mode, args.corpus)
    return 0


def report(args, files, mode, root):
    per_area = collections.defaultdict(collections.Counter)
    failures = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
        results = ex.map(lambda p: round_trip(args.mica, p, mode), files)
        for path, (status, _) in zip(files, results):
            rel = os.path.relpath(path, root)
            per_area[area_of(rel)][status] += 1
            if status != "same":
                failures.append((status, rel))
    total = collections.Counter()
    print("== %s mode" % mode)
    print("%-28s %8s %8s %8s" % ("area", "chunks", "same", "percent"))
    for area in sorted(per_area):
        c = per_area[area]
        n = sum(c.values())
        total.update(c)
        print("%-28s %8d %8d %7.1f%%" % (area, n, c["same"], 100.0 * c["same"] / n))
    n = sum(total.values())
    print("%-28s %8d %8d %7.1f%%" % ("total", n, total["same"], 100.0 * total["same"] / max(n, 1)))
    print("%s: %d of %d chunks identical (%d rejected, %d different, %d timed out)"
          % (mode, total["same"], n, total["rejected"], total["different"], total["timeout"]))
    for status, rel in failures[:args.show]:
        print("  %s: %s" % (status, rel))


if __name__ == "__main__":
    sys.exit(main())
