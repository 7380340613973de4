#!/usr/bin/env python3
"""conformance.py: round-trips MLIR's own generic prints through mica-opt and
reports how many come back byte for byte, per area.

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


def round_trip(mica, path):
    with open(path, "rb") as f:
        golden = f.read()
    try:
        r = subprocess.run([mica, "--allow-unregistered-dialect", "--mlir-print-op-generic", path],
                           capture_output=True, timeout=60)
    except subprocess.TimeoutExpired:
        return "timeout", b""
    if r.returncode != 0:
        return "rejected", r.stderr
    return ("same" if r.stdout == golden else "different"), r.stdout


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--mica", required=True)
    ap.add_argument("--corpus", default=DEFAULT_CORPUS)
    ap.add_argument("--show", type=int, default=0, help="list this many failing chunks")
    ap.add_argument("--filter", default="", help="only chunks whose path contains this")
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
    per_area = collections.defaultdict(collections.Counter)
    failures = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
        for path, (status, _) in zip(files, ex.map(lambda p: round_trip(args.mica, p), files)):
            rel = os.path.relpath(path, args.corpus)
            per_area[area_of(rel)][status] += 1
            if status != "same":
                failures.append((status, rel))
    total = collections.Counter()
    print("%-28s %8s %8s %8s" % ("area", "chunks", "same", "percent"))
    for area in sorted(per_area):
        c = per_area[area]
        n = sum(c.values())
        total.update(c)
        print("%-28s %8d %8d %7.1f%%" % (area, n, c["same"], 100.0 * c["same"] / n))
    n = sum(total.values())
    print("%-28s %8d %8d %7.1f%%" % ("total", n, total["same"], 100.0 * total["same"] / max(n, 1)))
    print("generic round trip: %d of %d chunks identical (%d rejected, %d different, %d timed out)"
          % (total["same"], n, total["rejected"], total["different"], total["timeout"]))
    for status, rel in failures[:args.show]:
        print("  %s: %s" % (status, rel))
    return 0


if __name__ == "__main__":
    sys.exit(main())
