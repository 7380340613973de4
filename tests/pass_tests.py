#!/usr/bin/env python3
"""pass_tests.py: runs upstream MLIR's pass tests with mica-opt in place of
mlir-opt and reports, per file, how many CHECK-LABEL sections pass.

Each file's RUN lines are read as lit would (`%s`, `not`, pipes into
`mlir-opt` and `FileCheck` with its prefixes and options) and run chunk by
chunk: with `-split-input-file` every `// -----` chunk is run on its own
(padded with empty lines so that line numbers stay those of the file, as
mlir-opt's split keeps them); without it, the whole file is one chunk.  A
section is a CHECK-LABEL and the directives after it, up to the next
label; a chunk without labels but with checks (or with expected-*
diagnostics under -verify-diagnostics) is one section.  A section counts as
"supported" when every op written in its part of the input (from its label
to the next, the first one from the chunk's start) belongs to a dialect
mica registers (ir/dialects/dialects.c), so that a file without `// -----`
that mixes test ops into some functions is still measured in the others
(but for a section that names a function only an unsupported part
defines: left out, that part would fail it in both tools).
It passes when FileCheck accepts the part of mica's output between its
label's match and the next label's match, as FileCheck itself partitions
the input at labels.

The test files are read from two roots: the corpus beside the checkout
(which holds some of them) and a folder of fetched ones (--tests); a file
in neither is reported as absent, and an absent root is skipped.
"""
import argparse
import collections
import concurrent.futures
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

from llvm_tools import find_llvm_tool

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# The files measured, by their path under upstream's mlir/test/.
FILES = [
    "Transforms/cse.mlir",
    "Transforms/canonicalize.mlir",
    "Transforms/canonicalize-dce.mlir",
    "Transforms/canonicalize-block-merge.mlir",
    "Transforms/inlining.mlir",
    "Transforms/sccp.mlir",
    "Transforms/sccp-structured.mlir",
    "Transforms/sccp-callgraph.mlir",
    "Transforms/test-symbol-dce.mlir",
    "Transforms/loop-invariant-code-motion.mlir",
    "Transforms/remove-dead-values.mlir",
    "Dialect/Arith/canonicalize.mlir",
    "Dialect/Affine/canonicalize.mlir",
    "Dialect/SCF/canonicalize.mlir",
    "Dialect/MemRef/canonicalize.mlir",
    "Dialect/Tensor/canonicalize.mlir",
    "Dialect/ControlFlow/canonicalize.mlir",
    "Dialect/Math/canonicalize.mlir",
    "Dialect/UB/canonicalize.mlir",
    "Dialect/Tosa/canonicalize.mlir",
    "Dialect/Tosa/fold_concats.mlir",
    "Dialect/Tosa/transpose-fold.mlir",
    "Dialect/Tosa/inlining.mlir",
    "Dialect/Tosa/constant-op-fold.mlir",
    "Dialect/Tosa/constant-reciprocal-fold.mlir",
    "Dialect/Tosa/tosa-narrow-i64-to-i32.mlir",
    "Dialect/Tosa/tosa-narrow-i64-to-i32-aggressive.mlir",
    "Dialect/Tosa/tosa-narrow-f64-to-f32.mlir",
    "Dialect/Tosa/tosa-narrow-f64-to-f32-aggressive.mlir",
    "Dialect/Tosa/tosa-attach-target.mlir",
    "Dialect/Tosa/level_check.mlir",
    "Dialect/Tosa/error_if_check.mlir",
    "Dialect/Tosa/invalid.mlir",
    "Dialect/Tosa/invalid_extension.mlir",
    "Dialect/Tosa/availability.mlir",
    "Dialect/Tosa/dynamic_extension.mlir",
    "Dialect/Tosa/profile_all_unsupported.mlir",
    "Dialect/Tosa/profile_pro_fp_unsupported.mlir",
    "Dialect/Tosa/profile_pro_int_unsupported.mlir",
    "Dialect/Tosa/tosa-validation-valid.mlir",
    "Dialect/Tosa/tosa-validation-valid-strict.mlir",
    "Dialect/Tosa/tosa-validation-version-1p0-invalid.mlir",
    "Dialect/Tosa/tosa-validation-version-1p1-valid.mlir",
    "IR/attribute-roundtrip.mlir",
]

SPLIT_MARKER = "// -----"
# FileCheck options whose value may be the next word
VALUE_OPTIONS = {"check-prefix", "check-prefixes", "implicit-check-not", "dump-input",
                 "dump-input-context", "dump-input-filter", "comment-prefixes", "input-file"}
DIRECTIVE_SUFFIXES = r"(-NEXT|-SAME|-NOT|-DAG|-LABEL|-EMPTY|-COUNT-\d+)?(?:\{LITERAL\})?"


def mica_dialects():
    """The namespaces of the dialects mica registers, from the one list of them."""
    with open(os.path.join(ROOT, "ir", "dialects", "dialects.c")) as f:
        text = f.read()
    table = text[text.index("ir_dialects[]"):]
    table = table[:table.index("NULL")]
    return set(re.findall(r"&ir_dialect_(\w+)", table))


def oracle_dialects(oracle):
    """The namespaces of the dialects mlir-opt-22 registers (empty without it)."""
    if not oracle:
        return set()
    r = subprocess.run([oracle, "--show-dialects"], capture_output=True, text=True, timeout=60)
    m = re.search(r"Available Dialects:\s*(\S+)", r.stdout)
    return set(m.group(1).split(",")) if m else set()


# ---- RUN lines ---------------------------------------------------------------

class Run:
    """One RUN line: the tool stages of its pipe and its FileCheck stage."""

    def __init__(self, text):
        self.text = text
        self.stages = []        # [(negated, args after the tool name)] for each mlir-opt
        self.filecheck = None   # FileCheck's arguments, or None
        self.prefixes = ["CHECK"]
        self.unsupported = None  # why this RUN line cannot be run, or None
        self.split = False
        self.verify_diagnostics = False
        self.allow_unregistered = False
        self.merge_stderr = False
        self._parse()

    def _parse(self):
        try:
            words = shlex.split(self.text)
        except ValueError as e:
            self.unsupported = "cannot read the RUN line (%s)" % e
            return
        stages, cur = [], []
        for w in words:
            if w == "|":
                stages.append(cur)
                cur = []
            else:
                cur.append(w)
        stages.append(cur)
        for st in stages:
            negated = bool(st) and st[0] == "not"
            if negated:
                st = st[1:]
            if not st:
                self.unsupported = "empty pipe stage"
                return
            tool, args = st[0], st[1:]
            if tool == "mlir-opt":
                if "2>&1" in args:
                    self.merge_stderr = True
                    args = [a for a in args if a != "2>&1"]
                if any(a in ("-split-input-file", "--split-input-file") for a in args):
                    self.split = True
                if any(a in ("-verify-diagnostics", "--verify-diagnostics") for a in args):
                    self.verify_diagnostics = True
                if any(a in ("-allow-unregistered-dialect", "--allow-unregistered-dialect") for a in args):
                    self.allow_unregistered = True
                args = [a for a in args if a not in ("-split-input-file", "--split-input-file")]
                self.stages.append((negated, args))
            elif tool == "FileCheck" and not negated and self.filecheck is None:
                self.filecheck = self._filecheck_args(args)
            else:
                self.unsupported = "runs %s" % tool
                return
        if not self.stages:
            self.unsupported = "runs no mlir-opt"

    def _filecheck_args(self, args):
        """FileCheck's options but the check file, the prefixes (kept apart)
        and the input dump (always off here)."""
        out, i = [], 0
        prefixes = []
        while i < len(args):
            a = args[i]
            m = re.match(r"--?([\w-]+)(=(.*))?$", a)
            name = m.group(1) if m else None
            value = m.group(3) if m else None
            if name in VALUE_OPTIONS and value is None and i + 1 < len(args):
                i += 1
                value = args[i]
            if name in ("check-prefix", "check-prefixes"):
                prefixes += value.split(",")
            elif name and name.startswith("dump-input"):
                pass
            elif a != "%s":
                out.append(a if value is None else "--%s=%s" % (name, value))
            i += 1
        if prefixes:
            self.prefixes = prefixes
        return out


def run_lines(text):
    """The RUN lines of a test file, continuation lines joined."""
    runs, pending = [], ""
    for line in text.splitlines():
        m = re.search(r"\bRUN:(.*)$", line)
        if not m:
            continue
        part = m.group(1).strip()
        if part.endswith("\\"):
            pending += part[:-1] + " "
            continue
        runs.append(Run(pending + part))
        pending = ""
    return runs


# ---- chunks and sections -----------------------------------------------------

def split_chunks(text, split):
    """(first line index, text) of each chunk, cut as mlir-opt 22 cuts them."""
    if not split:
        return [(0, text)]
    chunks, line = [], 0
    parts = text.split(SPLIT_MARKER)
    for part in parts:
        chunks.append((line, part))
        line += part.count("\n")
    return chunks


def directive_re(prefixes):
    alt = "|".join(re.escape(p) for p in prefixes)
    return re.compile(r"(?<![\w-])(%s)%s:(.*)$" % (alt, DIRECTIVE_SUFFIXES))


class Section:
    def __init__(self, label, line, literal=False):
        self.start = line - 1  # the first line (0-based) of its part of the input
        self.label = label   # the label's pattern, or None for a chunk without labels
        self.literal = literal  # whether the label is CHECK-LABEL{LITERAL}
        self.line = line     # its line in the file (1-based), or the chunk's first
        self.lines = []      # the file lines (0-based) of its directives


def sections_of(lines, first, count, prefixes):
    """The sections of a chunk's lines [first, first+count)."""
    rx = directive_re(prefixes)
    sections, pre = [], []
    for i in range(first, first + count):
        m = rx.search(lines[i])
        if not m:
            continue
        if m.group(2) == "-LABEL":
            sections.append(Section(m.group(3).strip(), i + 1, "{LITERAL}" in m.group(0)))
            sections[-1].lines.append(i)
        elif sections:
            sections[-1].lines.append(i)
        else:
            pre.append(i)
    if not sections and pre:
        sections.append(Section(None, first + 1))
    if sections:
        # directives before the first label belong to the block before it,
        # which this measure gives to the first section
        sections[0].lines[:0] = pre
        sections[0].start = first
    # a label written inside an op's parentheses (between `func.func @f(`
    # and its arguments) belongs with the line that opened them
    depth, depths = 0, []
    for i in range(first, first + count):
        depths.append(depth)
        code = lines[i].split("//", 1)[0]
        depth = max(0, depth + code.count("(") - code.count(")"))
    for t in sections[1:]:
        while t.start > first and depths[t.start - first] > 0:
            t.start -= 1
    return sections


def pattern_regex(pattern):
    """A Python regex for a FileCheck pattern, close enough to find labels."""
    out, i = [], 0
    while i < len(pattern):
        if pattern.startswith("{{", i):
            j = pattern.find("}}", i + 2)
            if j < 0:
                break
            out.append("(?:%s)" % pattern[i + 2:j])
            i = j + 2
        elif pattern.startswith("[[", i):
            j = pattern.find("]]", i + 2)
            if j < 0:
                break
            body = pattern[i + 2:j]
            out.append("(?:%s)" % body.split(":", 1)[1] if ":" in body and not body.startswith("#")
                       else ".*?")
            i = j + 2
        elif pattern[i] in " \t":
            while i < len(pattern) and pattern[i] in " \t":
                i += 1
            out.append(r"[ \t]+")
        else:
            out.append(re.escape(pattern[i]))
            i += 1
    try:
        return re.compile("".join(out))
    except re.error:
        return re.compile(re.escape(pattern))


def slice_output(output, sections):
    """The part of the output each section is checked against."""
    starts, pos = [], 0
    for s in sections:
        if s.label is None:
            starts.append(0)
            continue
        rx = re.compile(re.escape(s.label)) if s.literal else pattern_regex(s.label)
        m = rx.search(output, pos)
        if m:
            start = output.rfind("\n", 0, m.start()) + 1
            starts.append(start)
            pos = m.end()
        else:
            starts.append(None)
    slices = []
    for k, start in enumerate(starts):
        if start is None:
            slices.append(None)
            continue
        if k == 0:
            start = 0
        end = next((e for e in starts[k + 1:] if e is not None), len(output))
        slices.append(output[start:end])
    return slices


# ---- running -----------------------------------------------------------------

def symbols_of_source(text):
    """The symbols the text defines (`func.func @f(`, `func.func private
    @g(`) and the ones it names anywhere."""
    code = "\n".join(line.split("//", 1)[0] for line in text.splitlines())
    defined = set(re.findall(r"\bfunc\.func\s+(?:\w+\s+)*@([\w$.]+)", code))
    return defined, set(re.findall(r"@([\w$.]+)", code))


def without_orphans(lines, sections, ends, measured):
    """measured, less the sections that name a function defined only in the
    part of a section left out (left out, it would fail them in both tools)."""
    measured = list(measured)
    parts = [symbols_of_source("\n".join(lines[t.start:end])) for t, end in zip(sections, ends)]
    changed = True
    while changed:
        changed = False
        kept = set().union(*(d for (d, _), m in zip(parts, measured) if m))
        dropped = set().union(*(d for (d, _), m in zip(parts, measured) if not m)) - kept
        for i, (_, named) in enumerate(parts):
            if measured[i] and named & dropped:
                measured[i] = False
                changed = True
    return measured


def ops_of_source(text):
    ops = set()
    for line in text.splitlines():
        line = line.split("//", 1)[0]
        m = re.match(r'\s*(?:%[\w#:, %]*=\s*)?"?([A-Za-z_][\w$]*\.[\w$.]+)"?', line)
        if m:
            ops.add(m.group(1))
    return ops


class Runner:
    def __init__(self, mica, workdir, oracle_dialects):
        self.mica = mica
        self.workdir = workdir
        self.dialects = mica_dialects()
        self.oracle_dialects = oracle_dialects
        self.filecheck = find_llvm_tool("FileCheck")
        self._probe = {}

    def supported(self, lines, section, end, allow_unregistered):
        """Whether the ops written in the section's part of the input are all
        mica's, or, under -allow-unregistered-dialect, of dialects neither
        tool registers (unregistered ops to both, as a test's `foo.op`)."""
        ops = ops_of_source("\n".join(lines[section.start:end]))
        return all(op.split(".", 1)[0] in self.dialects or
                   (allow_unregistered and op.split(".", 1)[0] not in self.oracle_dialects) for op in ops)

    def probe(self, args):
        """Why mica refuses these options before reading any input, or None."""
        key = tuple(args)
        if key not in self._probe:
            path = os.path.join(self.workdir, "empty.mlir")
            with open(path, "w") as f:
                f.write("")
            opts = [a for a in args if a != "%s" and a not in ("-verify-diagnostics", "--verify-diagnostics")]
            r = subprocess.run([self.mica] + opts + [path], capture_output=True, text=True, timeout=60)
            why = None
            if r.returncode != 0:
                line = next((l for l in r.stderr.splitlines() if l.strip()), "exit %d" % r.returncode)
                why = shorten(re.sub(r"^<unknown>:0: error: ", "", line), path)
            self._probe[key] = why
        return self._probe[key]

    def pipeline(self, run, chunk_path):
        """mica's output for a chunk, or (None, why) when the pipe fails."""
        data = None
        for negated, args in run.stages:
            argv = [self.mica] + [chunk_path if a == "%s" else a for a in args]
            if "%s" not in args and data is None:
                argv.append(chunk_path)
            try:
                r = subprocess.run(argv, input=data, capture_output=True, timeout=120)
            except subprocess.TimeoutExpired:
                return None, "mica-opt timed out"
            if r.returncode < 0:
                return None, "mica-opt died by signal %d" % -r.returncode
            if (r.returncode == 0) == negated:
                first = next((l for l in r.stderr.decode(errors="replace").splitlines() if l.strip()),
                             "exit %d" % r.returncode)
                return None, "mica-opt exit %d: %s" % (r.returncode, shorten(first, chunk_path))
            data = r.stdout + (r.stderr if run.merge_stderr else b"")
        return data.decode(errors="replace"), None

    def check(self, run, lines, section, output, globals_):
        """None when FileCheck accepts the output for the section, else why not.

        A global variable ([[$X]]) the section uses but another defines is
        defined here by that other section's directive, matched in that
        section's output put before this one's: the value lit's single
        FileCheck run would have carried over."""
        keep = set(section.lines)
        used = set(re.findall(r"\[\[(\$\w+)\]\]", "\n".join(lines[i] for i in keep)))
        for name in sorted(used):
            if name in globals_ and globals_[name][0] not in keep:
                line, part = globals_[name]
                keep.add(line)
                output = part + output
        rx = directive_re(run.prefixes)
        text = "\n".join(l if i in keep or not rx.search(l) else "" for i, l in enumerate(lines)) + "\n"
        check_path = os.path.join(self.workdir, "check-%d.mlir" % section.line)
        with open(check_path, "w") as f:
            f.write(text)
        argv = [self.filecheck, check_path, "--enable-var-scope"] + \
            ["--check-prefixes=" + ",".join(run.prefixes)] + \
            run.filecheck + \
            ["--allow-unused-prefixes", "--dump-input=never"]
        r = subprocess.run(argv, input=output, capture_output=True, text=True, timeout=60)
        if r.returncode == 0:
            return None
        m = re.search(r"check-\d+\.mlir:(\d+):\d+: error: (.*)", r.stderr)
        if not m:
            return shorten(r.stderr.strip(), check_path)
        directive = re.sub(r"^\s*//\s*", "", lines[int(m.group(1)) - 1])
        return "line %s `%s`: %s" % (m.group(1), directive.replace("`", "'"), m.group(2))


def shorten(message, path):
    return message.replace(path, "input")[:200]


class Result:
    def __init__(self):
        self.total = 0
        self.supported = 0
        self.passing = 0
        self.failures = []   # (run index, line, label, why) of supported sections that fail
        self.skipped_runs = []  # (run index, why)


def measure_file(runner, rel, path):
    with open(path) as f:
        text = f.read()
    lines = text.split("\n")
    res = Result()
    for k, run in enumerate(run_lines(text), 1):
        if run.unsupported:
            res.skipped_runs.append((k, run.unsupported))
            continue
        if run.filecheck is None and not run.verify_diagnostics:
            res.skipped_runs.append((k, "checks nothing"))
            continue
        refused = next((w for w in (runner.probe(a) for _, a in run.stages[:1]) if w), None)
        globals_ = {}  # global variable -> (line defining it, output part it matched in)
        for first, chunk in split_chunks(text, run.split):
            count = chunk.count("\n") + 1
            sections = sections_of(lines, first, count, run.prefixes) if run.filecheck is not None else []
            if run.verify_diagnostics and not sections and re.search(r"expected-(error|warning|remark|note)", chunk):
                sections = [Section(None, first + 1)]
            if not sections:
                continue
            res.total += len(sections)
            ends = [t.start for t in sections[1:]] + [first + count]
            measured = [runner.supported(lines, t, end, run.allow_unregistered) for t, end in zip(sections, ends)]
            measured = without_orphans(lines, sections, ends, measured)
            if not any(measured):
                continue
            res.supported += sum(measured)
            chunk_path = os.path.join(runner.workdir, "chunk.mlir")
            # the parts of unsupported sections are left out (their lines
            # kept empty), so that an op mica does not know there does not
            # fail the others
            padded = ("\n" * first + chunk).split("\n")
            for t, end, m in zip(sections, ends, measured):
                if not m:
                    padded[t.start:end] = [""] * (end - t.start)
            with open(chunk_path, "w") as f:
                f.write("\n".join(padded))
            why = "mica-opt refuses the options: " + refused if refused else None
            output = None
            if not why:
                output, why = runner.pipeline(run, chunk_path)
            parts = slice_output(output, sections) if output is not None and run.filecheck is not None \
                else [output] * len(sections)
            for s, part, m in zip(sections, parts, measured):
                if not m:
                    continue
                if part is not None:
                    for i in s.lines:
                        for name in re.findall(r"\[\[(\$\w+):", lines[i]):
                            globals_[name] = (i, part)
                if why is None:
                    s_why = "label not found in mica's output" if part is None else \
                        runner.check(run, lines, s, part, globals_) if run.filecheck is not None else None
                else:
                    s_why = why
                if s_why is None:
                    res.passing += 1
                else:
                    res.failures.append((k, s.line, s.label, s_why))
    return res


# ---- report ------------------------------------------------------------------

def totals(results):
    tot = collections.Counter()
    for _, res, base in results:
        tot.update(total=res.total, supported=res.supported, passing=res.passing,
                   baseline=base.passing if base else 0)
    return tot


def report(results, absent, out):
    row = "%-44s %8s %10s %8s %12s\n"
    out.write(row % ("file", "sections", "supported", "passing", "mlir-opt-22"))
    for rel, res, base in results:
        out.write(row % (rel, res.total, res.supported, res.passing, base.passing if base else "-"))
    tot = totals(results)
    out.write(row % ("total", tot["total"], tot["supported"], tot["passing"],
                     tot["baseline"] if results and results[0][2] else "-"))
    for rel in absent:
        out.write("%-44s absent\n" % rel)
    for rel, res, _ in results:
        for k, why in res.skipped_runs:
            out.write("  %s: RUN line %d not run: %s\n" % (rel, k, why))


def markdown(results, absent, out):
    """docs/PASSES.md: the table and, per file, why each supported section fails."""
    out.write("# Upstream pass tests\n\n"
              "Generated by `make conformance` (`tests/pass_tests.py --markdown`; `make conformance\n"
              "PASSES_MD=docs/PASSES.md` refreshes this file): upstream MLIR's pass tests run with\n"
              "mica-opt in place of mlir-opt, per CHECK-LABEL section.  *supported*: the sections whose\n"
              "part of the input has only ops of dialects mica registers; *passing*: those FileCheck\n"
              "accepts mica's output for; *mlir-opt-22*: those it accepts mlir-opt-22's output for, run\n"
              "the same way: the measure of the harness, and of the test file's version (a file\n"
              "that is not in the corpus may come from another llvm-project revision than 22.1.8).\n\n")
    out.write("| file | sections | supported | passing | mlir-opt-22 |\n|---|---:|---:|---:|---:|\n")
    for rel, res, base in results:
        out.write("| `%s` | %d | %d | %d | %s |\n" % (rel, res.total, res.supported, res.passing,
                                                     base.passing if base else "-"))
    tot = totals(results)
    out.write("| total | %d | %d | %d | %s |\n" % (tot["total"], tot["supported"], tot["passing"],
                                                   tot["baseline"] if results and results[0][2] else "-"))
    if absent:
        out.write("\nNot measured (the test file was not available): %s.\n"
                  % ", ".join("`%s`" % a for a in absent))
    out.write("\n## Sections that differ, and why\n\n"
              "Each line: the RUN line, the section's line, its label, and the first check that\n"
              "failed (or why mica-opt gave no output); *(mlir-opt-22 too)* marks a section that\n"
              "mlir-opt-22 fails as well.\n")
    for rel, res, base in results:
        if not res.failures and not res.skipped_runs:
            continue
        both = {(k, line) for k, line, _, _ in base.failures} if base else set()
        out.write("\n### `%s`\n\n" % rel)
        for k, why in res.skipped_runs:
            out.write("- RUN line %d is not run: %s\n" % (k, why))
        grouped = collections.OrderedDict()
        for k, line, label, why in res.failures:
            grouped.setdefault((k, why if why.startswith("mica-opt refuses") else None), []).append(
                (line, label, why))
        for (k, common), items in grouped.items():
            if common:
                out.write("- RUN line %d, all %d supported sections: %s\n" % (k, len(items), common))
                continue
            for line, label, why in items:
                out.write("- RUN line %d, line %d%s: %s%s\n" % (
                    k, line, " (`%s`)" % label.replace("`", "'") if label else "", why.replace("\n", " "),
                    " *(mlir-opt-22 too)*" if (k, line) in both else ""))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mica", required=True)
    ap.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpus"),
                    help="the corpus folder; its mlir22/upstream/mlir/test holds some of the files")
    ap.add_argument("--tests", default=os.path.join(ROOT, "..", "upstream-tests"),
                    help="a folder of fetched upstream tests, laid out as mlir/test/...")
    ap.add_argument("--oracle", default=shutil.which("mlir-opt-22"),
                    help="mlir-opt-22, run the same way for the baseline column (default: from PATH)")
    ap.add_argument("--filter", default="", help="only files whose path contains this")
    ap.add_argument("--markdown", help="also write the report as Markdown to this file")
    args = ap.parse_args()
    roots = [os.path.join(args.corpus, "mlir22", "upstream", "mlir", "test"),
             os.path.join(args.tests, "mlir", "test")]
    roots = [r for r in roots if os.path.isdir(r)]
    if not roots:
        print("pass tests: neither %s nor %s found; skipped" % (args.corpus, args.tests))
        return 0
    if not find_llvm_tool("FileCheck"):
        print("pass tests: FileCheck not found (install llvm-22-tools); skipped")
        return 0
    found, absent = [], []
    for rel in FILES:
        if args.filter not in rel:
            continue
        path = next((os.path.join(r, rel) for r in roots if os.path.exists(os.path.join(r, rel))), None)
        (found.append((rel, path)) if path else absent.append(rel))
    known = oracle_dialects(args.oracle)
    with tempfile.TemporaryDirectory(prefix="mica-pass-tests-") as tmp:
        def one(item):
            rel, path = item
            work = os.path.join(tmp, rel.replace("/", "_"))
            os.makedirs(os.path.join(work, "oracle"))
            base = measure_file(Runner(args.oracle, os.path.join(work, "oracle"), known), rel, path) \
                if args.oracle else None
            return rel, measure_file(Runner(args.mica, work, known), rel, path), base
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as ex:
            results = list(ex.map(one, found))
    print("== upstream pass tests (sections per CHECK-LABEL)")
    report(results, absent, sys.stdout)
    if args.markdown:
        with open(args.markdown, "w") as f:
            markdown(results, absent, f)
    return 0


if __name__ == "__main__":
    sys.exit(main())
