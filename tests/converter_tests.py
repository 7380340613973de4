#!/usr/bin/env python3
"""converter_tests.py: runs the lit tests of Arm's model converter with
mica-opt in place of model-converter-opt.

Each RUN line of the converter's test/lit/*.mlir is run as lit runs it
(bash, pipefail), with `model-converter-opt` replaced by mica-opt, and
`FileCheck`, `not` and `count` by LLVM's; a file passes when all its RUN
lines do. Prints each file's result and the totals; exits 1 if one fails.
Without a copy of the converter (--converter, the root of a checkout of
arm/ai-ml-sdk-model-converter) it says so and exits 0.

    python3 tests/converter_tests.py --mica build/bin/mica-opt --converter DIR
"""
import argparse
import glob
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from llvm_tools import find_llvm_tool  # noqa: E402
from pass_tests import run_lines  # noqa: E402


def substitute(line, path, tools):
    """The RUN line's command with lit's substitutions and the tools' paths."""
    line = line.replace("%s", path)
    for name, tool in tools.items():
        line = re.sub(r"(?<![\w./-])%s(?![\w.-])" % re.escape(name), tool, line)
    return line


def run_file(path, tools):
    """None when every RUN line passes, else the first failure's message."""
    with open(path) as f:
        text = f.read()
    runs = run_lines(text)
    if not runs:
        return "no RUN line"
    for run in runs:
        cmd = substitute(run.text, path, tools)
        r = subprocess.run(["bash", "-o", "pipefail", "-c", cmd], capture_output=True, text=True, timeout=300)
        if r.returncode != 0:
            lines = [l for l in (r.stderr or r.stdout).splitlines() if l.strip()]
            return "RUN: %s\n    %s" % (run.text, "\n    ".join(lines[:6]))
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mica", required=True, help="the mica-opt to run")
    ap.add_argument("--converter", default="", help="a checkout of arm/ai-ml-sdk-model-converter")
    args = ap.parse_args()
    tests = sorted(glob.glob(os.path.join(args.converter, "test", "lit", "*.mlir"))) if args.converter else []
    if not tests:
        print("converter-tests: skipped, no model converter checkout (CONVERTER=%s)" % (args.converter or ""))
        return 0
    tools = {"model-converter-opt": os.path.abspath(args.mica)}
    for name in ("FileCheck", "not", "count"):
        tool = find_llvm_tool(name)
        if not tool:
            print("converter-tests: skipped, %s not found (install llvm-22-tools)" % name)
            return 0
        tools[name] = tool
    failed = 0
    for path in tests:
        why = run_file(path, tools)
        print("%s %s" % ("PASS" if why is None else "FAIL", os.path.basename(path)))
        if why:
            print("    " + why)
            failed += 1
    print("converter tests: %d passed, %d failed" % (len(tests) - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
