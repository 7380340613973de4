#!/usr/bin/env python3
# Times mica-opt against mlir-opt-16/-22 on bench/gen.py's files and reports throughput, peak memory and ratios.
"""Benchmark mica-opt against the mlir-opt references.

Every tool runs `TOOL --allow-unregistered-dialect --mlir-print-op-generic
FILE -o /dev/null` --repeat times per input; on the custom-form families
(FAMILY-custom) it runs the default print instead, without
--mlir-print-op-generic.  The best (lowest) wall time and peak RSS are kept.
mica-opt and mlir-opt-22 read FAMILY-SIZEmb.mlir, mlir-opt-16 reads
FAMILY-SIZEmb.v16.mlir (LLVM 16 spelling), so throughput (MB/s, MB = 10^6
bytes of input) is the comparable figure.

With --passes (make bench: `--canonicalize --cse`), the generated
arith-memref-affine and tosa files are also run through those passes by
mica-opt and mlir-opt-22, printed in custom form: `TOOL
--allow-unregistered-dialect PASSES FILE -o /dev/null`; these rows are a
table of their own, and a failure there (a pass mica lacks) is reported
without failing the run.

Tools: mica-opt = --mica, else $MICA_OPT, else build/bin/mica-opt;
mlir-opt-16 = $MLIR_OPT_16, else `mlir-opt-16` on PATH; likewise for 22.
A missing tool is skipped with a message.  Writes build/bench/report.md and
the raw numbers beside it (report.json).  Exit status 1 if mica-opt failed on any input.
"""

import argparse
import json
import math
import os
import platform
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

MB = 1_000_000
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH_DIR = os.path.dirname(os.path.abspath(__file__))
DEFAULT_DATA = os.path.join(REPO, "build", "bench")
# FAMILY-custom is FAMILY in custom (pretty) form; the tools print it back in
# custom form, all other families in generic form.
CUSTOM_SUFFIX = "-custom"
FAMILIES = ("unregistered", "arith-memref-affine", "tosa",
            "arith-memref-affine" + CUSTOM_SUFFIX, "tosa" + CUSTOM_SUFFIX)
TARGET_SPEEDUP, LONG_TERM_SPEEDUP = 5.0, 10.0
TARGET_MEMORY, LONG_TERM_MEMORY = 0.5, 0.25
LINEAR, MILDLY_SUPERLINEAR = 1.15, 1.4  # growth exponent thresholds (cache effects vs. quadratic work)
# The families the pass rows run on (the generated generic files), and the
# references they are compared with: the passes are mlir-opt 22's.
PASS_FAMILIES = ("arith-memref-affine", "tosa")
PASS_REFERENCE = "mlir22"
EMPTY_MODULE = '"builtin.module"() ({\n^bb0:\n}) : () -> ()\n'


# ------------------------------------------------------------------ tools --

class Tool:
    """A program under test and the input variant it reads."""

    def __init__(self, key, label, path, variant):
        self.key, self.label, self.path, self.variant = key, label, path, variant

    def command(self, input_path, print_form="generic", passes=()):
        return [self.path] + print_flags(print_form) + list(passes) + [input_path, "-o", os.devnull]


def print_form(family):
    """'custom' for the custom-form families, else 'generic'."""
    return "custom" if family.endswith(CUSTOM_SUFFIX) else "generic"


def print_flags(form):
    return ["--allow-unregistered-dialect"] + (["--mlir-print-op-generic"] if form == "generic" else [])


def command_text(form):
    """The job of a print form, as the report shows it."""
    return "TOOL %s FILE -o /dev/null" % " ".join(print_flags(form))


def resolve(explicit, env, default_name, default_path=None):
    """(path or None, name asked for): option, else environment variable, else
    default_path if given, else default_name looked up on PATH."""
    for cand in (explicit, os.environ.get(env), default_path):
        if cand:
            return shutil.which(cand), cand
    return shutil.which(default_name), default_name


def find_tools(args):
    tools = []
    mica, wanted = resolve(args.mica, "MICA_OPT", "mica-opt",
                           os.path.join(REPO, "build", "bin", "mica-opt"))
    if mica:
        tools.append(Tool("mica", "mica", mica, "v22"))
    else:
        shown = os.path.relpath(wanted, REPO) if wanted.startswith(REPO + os.sep) else wanted
        print("run: mica-opt not found at %s -- skipping mica (build it, or pass --mica PATH)" % shown)
    for ver in ("16", "22"):
        path, wanted = resolve(None, "MLIR_OPT_" + ver, "mlir-opt-" + ver)
        if path:
            tools.append(Tool("mlir" + ver, "mlir-opt-" + ver, path, "v16" if ver == "16" else "v22"))
        else:
            print("run: %s not found (set MLIR_OPT_%s or put it on PATH) -- skipping it" % (wanted, ver))
    return tools


def tool_version(tool, timeout=10):
    """First line of `TOOL --version` mentioning a version; the whole process
    group is killed if it hangs."""
    with tempfile.TemporaryFile() as out:
        try:
            proc = subprocess.Popen([tool.path, "--version"], stdin=subprocess.DEVNULL, stdout=out,
                                    stderr=subprocess.DEVNULL, start_new_session=True)
        except OSError:
            return "?"
        try:
            proc.wait(timeout)
        except subprocess.TimeoutExpired:
            kill_group(proc.pid, threading.Event())
            proc.wait()
            return "? (--version hung)"
        out.seek(0)
        out = out.read().decode("utf-8", "replace")
    for line in out.splitlines():
        if "version" in line.lower():
            return line.strip()
    return out.strip().splitlines()[0] if out.strip() else "?"


# ------------------------------------------------------------ measurement --

def build_helper(data_dir):
    """Compile bench/runstat.c into the data dir; None if no C compiler."""
    src = os.path.join(BENCH_DIR, "runstat.c")
    exe = os.path.join(data_dir, "runstat")
    if os.path.exists(exe) and os.path.getmtime(exe) >= os.path.getmtime(src):
        return exe
    cc = shlex.split(os.environ.get("CC", "")) or [shutil.which("cc") or shutil.which("gcc")
                                                   or shutil.which("clang") or ""]
    if not cc[0]:
        print("run: no C compiler for runstat.c; measuring from Python")
        return None
    try:
        p = subprocess.run(cc + ["-O2", "-std=c11", "-o", exe, src], capture_output=True, text=True)
    except OSError as e:
        p = subprocess.CompletedProcess(cc, 1, "", str(e))
    if p.returncode != 0:
        print("run: could not compile runstat.c (%s); measuring from Python" % p.stderr.strip()[:200])
        return None
    return exe


class Runner:
    """Runs one command and measures wall time, CPU time and the child's peak RSS."""

    def __init__(self, helper, timeout, scratch):
        self.helper = helper
        self.timeout = timeout
        self.scratch = scratch

    def run(self, cmd):
        """Dict with status ('ok'|'fail'|'timeout'), wall, cpu, rss_kb, error."""
        if self.helper:
            result_file = os.path.join(self.scratch, "runstat.out")
            if os.path.exists(result_file):
                os.remove(result_file)
            res = self.spawn([self.helper, result_file] + cmd)
            if res["status"] == "timeout":
                return res
            stats = read_result(result_file)
            if stats is None:
                res.update(status="fail", error=res["error"] or "runstat produced no result")
                return res
            res.update(wall=stats["wall"], cpu=stats["user"] + stats["sys"], rss_kb=stats["maxrss_kb"])
            code = int(stats["status"])
            if code != 0:
                res.update(status="fail", error=("exit %d: " % code if code > 0 else "signal %d: " % -code)
                           + res["error"])
            return res
        return self.spawn(cmd)

    def spawn(self, cmd):
        """Run cmd in its own session; os.wait4 gives its rusage; kill on timeout."""
        with tempfile.TemporaryFile(dir=self.scratch) as err:
            t0 = time.perf_counter()
            try:
                proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                        stderr=err, start_new_session=True)
            except OSError as e:
                return {"status": "fail", "wall": None, "cpu": None, "rss_kb": None, "error": str(e)}
            timed_out = threading.Event()
            timer = threading.Timer(self.timeout, kill_group, (proc.pid, timed_out))
            timer.start()
            _, status, ru = os.wait4(proc.pid, 0)
            wall = time.perf_counter() - t0
            timer.cancel()
            proc.returncode = os.waitstatus_to_exitcode(status)
            err.seek(0)
            tail = err.read()[-2000:].decode("utf-8", "replace").strip()
        res = {"status": "ok", "wall": wall, "cpu": ru.ru_utime + ru.ru_stime,
               "rss_kb": ru.ru_maxrss, "error": first_error_line(tail)}
        if timed_out.is_set():
            res.update(status="timeout", error="killed after %g s" % self.timeout)
        elif proc.returncode != 0:
            code = proc.returncode
            res.update(status="fail", error=("exit %d: " % code if code > 0 else "signal %d: " % -code)
                       + res["error"])
        return res


def kill_group(pid, flag):
    flag.set()
    try:
        os.killpg(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def read_result(path):
    try:
        with open(path) as f:
            return {k: float(v) for k, v in (kv.split("=") for kv in f.read().split())}
    except (OSError, ValueError):
        return None


def first_error_line(text):
    for line in text.splitlines():
        if line.strip():
            return line.strip()[:300]
    return ""


def warm(path):
    """Read the file once so every tool starts with it in the page cache."""
    with open(path, "rb") as f:
        while f.read(1 << 20):
            pass


def measure_all(runner, jobs, repeat):
    """Best of `repeat` runs per (key, command) job, rounds interleaved across
    tools so that background load hits all of them alike; a tool that fails
    is not run again."""
    runs = {key: [] for key, _ in jobs}
    for _ in range(repeat):
        for key, cmd in jobs:
            if all(r["status"] == "ok" for r in runs[key]):
                runs[key].append(runner.run(cmd))
    return {key: summarize(rs) for key, rs in runs.items()}


def summarize(runs):
    bad = [r for r in runs if r["status"] != "ok"]
    if bad:
        return {"status": bad[0]["status"], "error": bad[0]["error"], "runs": runs}
    return {"status": "ok", "wall": min(r["wall"] for r in runs), "cpu": min(r["cpu"] for r in runs),
            "rss_kb": min(r["rss_kb"] for r in runs), "runs": runs}


# -------------------------------------------------------------- inputs --

def input_path(data_dir, family, size, variant):
    name = "%s-%smb%s.mlir" % (family, ("%g" % size).replace(".", "p"), ".v16" if variant == "v16" else "")
    return os.path.join(data_dir, name)


def empty_input(data_dir):
    path = os.path.join(data_dir, "empty.mlir")
    if not os.path.exists(path):
        with open(path, "w") as f:
            f.write(EMPTY_MODULE)
    return path


# ---------------------------------------------------------------- report --

def mbps(res, nbytes):
    if res.get("status") != "ok" or not res.get("wall"):
        return None
    return nbytes / MB / res["wall"]


def cell_rate(res, nbytes):
    if res is None:
        return "n/a"
    if res["status"] != "ok":
        return res["status"]
    return "%.1f" % mbps(res, nbytes)


def cell_rss(res, floor_kb):
    if res is None or res["status"] != "ok":
        return "-"
    mark = "<=" if floor_kb and res["rss_kb"] <= floor_kb * 1.1 else ""
    return "%s%.1f" % (mark, res["rss_kb"] / 1024)


def mark(value, target, long_term, higher_is_better):
    good = (lambda v, t: v >= t) if higher_is_better else (lambda v, t: v <= t)
    return "**" if good(value, long_term) else "*" if good(value, target) else ""


def ratios(row, tools):
    """(speedup text, memory text) of mica vs the faster reference, or ('-', '-')."""
    mica = row["results"].get("mica")
    if not mica or mica["status"] != "ok":
        return "-", "-"
    refs = [(mbps(row["results"][t.key], row["bytes"][t.variant]), t) for t in tools
            if t.key != "mica" and row["results"].get(t.key)]
    refs = [(rate, t) for rate, t in refs if rate]
    if not refs:
        return "-", "-"
    rate, ref = max(refs, key=lambda x: x[0])
    speedup = mbps(mica, row["bytes"]["v22"]) / rate
    mem = mica["rss_kb"] / row["results"][ref.key]["rss_kb"]
    return ("%.2fx vs %s%s" % (speedup, ref.label[-2:], mark(speedup, TARGET_SPEEDUP, LONG_TERM_SPEEDUP, True)),
            "%.2f vs %s%s" % (mem, ref.label[-2:], mark(mem, TARGET_MEMORY, LONG_TERM_MEMORY, False)))


def markdown_table(header, rows):
    widths = [max(len(str(r[i])) for r in [header] + rows) for i in range(len(header))]
    fmt = lambda r: "| " + " | ".join(str(c).ljust(w) for c, w in zip(r, widths)) + " |"
    return "\n".join([fmt(header), "|" + "|".join("-" * (w + 2) for w in widths) + "|"]
                     + [fmt(r) for r in rows])


def results_table(rows, tools, floor_kb):
    header = ["family", "MB"]
    for t in tools:
        header += ["%s MB/s" % t.label, "%s MiB" % t.label]
    header += ["speedup", "memory"]
    body = []
    for row in rows:
        line = [row["family"], "%g" % row["size"]]
        for t in tools:
            res = row["results"].get(t.key)
            line += [cell_rate(res, row["bytes"].get(t.variant, 0)), cell_rss(res, floor_kb)]
        line += list(ratios(row, tools))
        body.append(line)
    return markdown_table(header, body)


def linearity(rows, tools, startup):
    """Per tool and family: ms per MB at each size and the growth exponent."""
    sizes = sorted({r["size"] for r in rows})
    header = ["tool", "family"] + ["ms/MB @%gMB" % s for s in sizes] + ["exponent", "verdict"]
    body = []
    for t in tools:
        for fam in dict.fromkeys(r["family"] for r in rows):
            pts = []
            cells = []
            for s in sizes:
                row = next((r for r in rows if r["family"] == fam and r["size"] == s), None)
                res = row["results"].get(t.key) if row else None
                if res and res["status"] == "ok":
                    mbytes = row["bytes"][t.variant] / MB
                    pts.append((mbytes, res["wall"]))
                    cells.append("%.1f" % (1000 * res["wall"] / mbytes))
                else:
                    cells.append("-" if res is None else res["status"])
            base = startup[t.key]["wall"] if startup[t.key]["status"] == "ok" else 0.0
            body.append([t.label, fam] + cells + list(growth(pts, base)))
    return markdown_table(header, body)


def growth(points, base):
    """Exponent k of (time - start-up) ~ size^k between the two largest sizes."""
    if len(points) < 2:
        return "-", "-"
    (s1, t1), (s2, t2) = points[-2], points[-1]
    if t1 - base > 0.005 and t2 - base > 0.005:
        t1, t2 = t1 - base, t2 - base
    k = math.log(t2 / t1) / math.log(s2 / s1)
    verdict = "linear" if k <= LINEAR else "mildly superlinear" if k <= MILDLY_SUPERLINEAR else "SUPERLINEAR"
    return "%.2f" % k, verdict


def startup_table(startup, tools, floor_kb):
    body = [[t.label, "%.1f" % (1000 * startup[t.key]["wall"]) if startup[t.key]["status"] == "ok"
             else startup[t.key]["status"], cell_rss(startup[t.key], floor_kb)] for t in tools]
    return markdown_table(["tool", "empty module ms", "MiB"], body)


def machine():
    cpu = platform.processor() or "?"
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next(l.split(":", 1)[1].strip() for l in f if l.startswith("model name"))
    except (OSError, StopIteration):
        pass
    return "%s, %d CPUs, %s" % (cpu, os.cpu_count() or 0, platform.platform())


def report(rows, tools, startup, args, floor_kb, helper):
    lines = ["# mica benchmark", "",
             "Command: `%s` (generic form), on the `-custom` families `%s` (custom form); "
             "best of %d; MB = 10^6 bytes of input; MiB = peak RSS."
             % (command_text("generic"), command_text("custom"), args.repeat), "",
             "Machine: " + machine(), ""]
    lines += ["- %s: `%s` (%s)" % (t.label, t.path, t.version) for t in tools]
    if not any(t.key == "mica" for t in tools):
        lines.append("- mica: not found -- skipped (build build/bin/mica-opt or pass --mica PATH)")
    lines += ["", results_table(rows, tools, floor_kb), "",
              "speedup = mica MB/s / MB/s of the faster reference (= ref time / mica time on equal "
              "input); memory = mica peak RSS / that reference's peak RSS.  "
              "`*` meets the target (>= %gx, <= %g), `**` the long-term goal (>= %gx, <= %g).  "
              "mlir-opt-16 reads the .v16 spelling of each file (sizes below)."
              % (TARGET_SPEEDUP, TARGET_MEMORY, LONG_TERM_SPEEDUP, LONG_TERM_MEMORY), "",
              "## Time per MB (linearity)", "", linearity(rows, tools, startup), "",
              "exponent k: (time - empty-module time) ~ size^k between the two largest sizes; "
              "1.0 = linear; up to %.2f counts as linear, up to %.2f as mildly superlinear "
              "(typically cache/allocator effects), above that SUPERLINEAR (look for quadratic work)."
              % (LINEAR, MILDLY_SUPERLINEAR), "",
              "## Start-up", "", startup_table(startup, tools, floor_kb), "",
              "## Inputs", ""]
    lines.append(markdown_table(["family", "MB", "print", "v22 bytes", "v16 bytes"],
                                [[r["family"], "%g" % r["size"], r["print"], r["bytes"].get("v22", "-"),
                                  r["bytes"].get("v16", "n/a")] for r in rows]))
    if any(r["print"] == "custom" for r in rows):
        lines += ["", "A `-custom` file of size N is mlir-opt's custom-form print of the generic "
                      "N MB file, so it holds the same program in fewer bytes."]
    how = ("bench/runstat.c (fork + wait4)" if helper else
           "os.wait4 from Python (no C compiler or --no-helper); values within 10% of the floor "
           "are marked <= and are upper bounds")
    lines += ["", "Peak RSS measured with %s. Floor (RSS reported for `true`): %.1f MiB."
              % (how, floor_kb / 1024)]
    failures = failure_lines(rows, tools)
    if failures:
        lines += ["", "## Failures", ""] + failures
    return "\n".join(lines) + "\n"


def failure_lines(rows, tools):
    return ["- %s %s %gMB: %s -- %s" % (t.label, r["family"], r["size"], r["results"][t.key]["status"],
                                        r["results"][t.key].get("error", ""))
            for r in rows for t in tools
            if r["results"].get(t.key) and r["results"][t.key]["status"] != "ok"]


def passes_report(rows, tools, args, floor_kb):
    """The pass rows: their own table, ratios against mlir-opt-22 alone."""
    lines = ["", "## Passes", "",
             "Command: `TOOL --allow-unregistered-dialect %s FILE -o /dev/null` on the generic "
             "files; the output is the custom form.  Ratios against mlir-opt-22 (the passes are "
             "its passes); the same marks as above." % " ".join(args.passes), "",
             results_table(rows, tools, floor_kb)]
    failures = failure_lines(rows, tools)
    if failures:
        lines += ["", "Failures (they do not fail the run):", ""] + failures
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------ main --

def parse_args(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="1,10,100", help="sizes in MB, comma separated (default 1,10,100)")
    ap.add_argument("--families", default=",".join(FAMILIES), help="comma-separated families")
    ap.add_argument("--repeat", type=int, default=3, help="runs per tool and input; best is kept")
    ap.add_argument("--mica", help="mica-opt executable (default $MICA_OPT or build/bin/mica-opt)")
    ap.add_argument("--data", default=DEFAULT_DATA, help="directory of gen.py's files (default build/bench)")
    ap.add_argument("--report", help="markdown report path (default DATA/report.md)")
    ap.add_argument("--timeout", type=float, default=600, help="seconds before a run is killed")
    ap.add_argument("--no-helper", action="store_true", help="measure with os.wait4 from Python only")
    ap.add_argument("--passes", default="", help="pass flags for the pass rows, e.g. "
                    "--passes='--canonicalize --cse' (default: no pass rows)")
    args = ap.parse_args(argv)
    args.sizes = [float(s) if "." in s else int(s) for s in args.sizes.split(",") if s]
    args.families = [f for f in args.families.split(",") if f]
    args.passes = args.passes.split()
    if args.repeat < 1:
        ap.error("--repeat must be at least 1")
    return args


def main(argv=None):
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # quiet exit when piped into head
    args = parse_args(argv)
    os.makedirs(args.data, exist_ok=True)
    tools = find_tools(args)
    if not tools:
        print("run: no tool to measure")
        return 1
    for t in tools:
        t.version = tool_version(t)
    helper = None if args.no_helper else build_helper(args.data)
    runner = Runner(helper, args.timeout, args.data)
    floor = runner.run([shutil.which("true") or "/bin/true"])
    floor_kb = floor["rss_kb"] or 0
    startup = measure_all(runner, [(t.key, t.command(empty_input(args.data))) for t in tools], args.repeat)
    rows = []
    for family in args.families:
        for size in sorted(args.sizes):
            row = bench_input(runner, tools, args, family, size)
            if row:
                rows.append(row)
    if not rows:
        print("run: no inputs found in %s; generate them with: python3 bench/gen.py --sizes %s"
              % (args.data, ",".join("%g" % s for s in args.sizes)))
        return 1
    pass_tools = [t for t in tools if t.key in ("mica", PASS_REFERENCE)]
    pass_rows = []
    if args.passes:
        for family in (f for f in args.families if f in PASS_FAMILIES):
            for size in sorted(args.sizes):
                row = bench_input(runner, pass_tools, args, family, size, args.passes)
                if row:
                    pass_rows.append(row)
    text = report(rows, tools, startup, args, floor_kb, helper)
    if pass_rows:
        text += passes_report(pass_rows, pass_tools, args, floor_kb)
    print()
    print(text)
    report_path = args.report or os.path.join(args.data, "report.md")
    with open(report_path, "w") as f:
        f.write(text)
    with open(os.path.splitext(report_path)[0] + ".json", "w") as f:
        json.dump({"tools": {t.key: {"path": t.path, "version": t.version} for t in tools},
                   "commands": {form: command_text(form) for form in ("generic", "custom")},
                   "floor_kb": floor_kb, "startup": startup, "rows": rows,
                   "passes": args.passes, "pass_rows": pass_rows}, f, indent=1)
    print("run: report written to %s" % os.path.relpath(report_path))
    mica_failed = any(r["results"].get("mica", {}).get("status", "ok") != "ok" for r in rows)
    return 1 if mica_failed else 0


def bench_input(runner, tools, args, family, size, passes=()):
    """Measure every tool on one family/size (through the passes, printed in
    custom form, if any are given); None if the input is missing."""
    main_path = input_path(args.data, family, size, "v22")
    form = "custom" if passes else print_form(family)
    if not os.path.exists(main_path):
        made_by = " (printed by mlir-opt-22)" if form == "custom" else ""
        print("run: missing %s -- run: python3 bench/gen.py --sizes %g --families %s%s"
              % (os.path.relpath(main_path), size, family, made_by))
        return None
    row = {"family": family, "size": size, "print": form, "passes": list(passes), "bytes": {}, "results": {}}
    jobs = []
    for t in tools:
        path = input_path(args.data, family, size, t.variant)
        if not os.path.exists(path):
            print("run: %s: no %s input (%s) -- n/a" % (t.label, t.variant, os.path.basename(path)))
            continue
        row["bytes"][t.variant] = os.path.getsize(path)
        warm(path)
        jobs.append((t.key, t.command(path, form, passes)))
    row["results"] = measure_all(runner, jobs, args.repeat)
    for t in tools:
        if t.key in row["results"]:
            print("  %-26s %5gMB  %-12s %s" % (family + (" " + " ".join(passes) if passes else ""), size, t.label,
                                               describe(row["results"][t.key], row["bytes"][t.variant])),
                  flush=True)
    return row


def describe(res, nbytes):
    if res["status"] != "ok":
        return "%s: %s" % (res["status"].upper(), res.get("error", ""))
    return "%.3f s  %.1f MB/s  %.1f MiB" % (res["wall"], nbytes / MB / res["wall"], res["rss_kb"] / 1024)


if __name__ == "__main__":
    sys.exit(main())
