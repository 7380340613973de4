#!/usr/bin/env python3
"""hostile-run.py: runs mica-opt on a hostile input and checks the contract
of docs/RELIABILITY.md: exit status 0 with output, or 1 with a located
diagnostic (`file:line:col: error:`), within a time limit; never a signal,
another status, or a hang.  stdout and stderr are passed through, so that
FileCheck can look at them.

usage: hostile-run.py [--timeout S] [--expect 0|1|any] -- COMMAND...

The time limit is multiplied by MICA_TIMEOUT_SCALE (lit.cfg.py sets it for
sanitizer and valgrind runs).  Exit status: 0 when the contract holds, 2
otherwise, with the reason on stderr.
"""
import os
import re
import subprocess
import sys


def main():
    args = sys.argv[1:]
    timeout, expect = 20.0, "any"
    while args and args[0] != "--":
        if args[0] == "--timeout":
            timeout = float(args[1])
            args = args[2:]
        elif args[0] == "--expect":
            expect = args[1]
            args = args[2:]
        else:
            sys.exit("hostile-run: unknown option " + args[0])
    cmd = args[1:]
    timeout *= float(os.environ.get("MICA_TIMEOUT_SCALE", "1"))
    writes_file = "-o" in cmd or any(a.startswith("-o") and len(a) > 2 and a[2] != "-" for a in cmd)
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        sys.stderr.write("hostile-run: no answer within %g s: %s\n" % (timeout, " ".join(cmd)))
        sys.exit(2)
    sys.stdout.buffer.write(p.stdout)
    sys.stdout.flush()
    sys.stderr.buffer.write(p.stderr)
    sys.stderr.flush()
    problem = None
    if p.returncode < 0:
        problem = "killed by signal %d" % -p.returncode
    elif p.returncode not in (0, 1):
        problem = "exit status %d" % p.returncode
    elif expect != "any" and str(p.returncode) != expect:
        problem = "exit status %d, expected %s" % (p.returncode, expect)
    elif p.returncode == 1 and not re.search(rb"^[^\n]*:\d+:\d+: error: ", p.stderr, re.M) \
            and not p.stderr.startswith(b"mica-opt: "):
        problem = "exit status 1 without a diagnostic"
    elif p.returncode == 0 and not writes_file and not p.stdout \
            and not any(a.lstrip("-") == "verify-diagnostics" for a in cmd):
        problem = "exit status 0 without output"
    if problem:
        sys.stderr.write("hostile-run: %s: %s\n" % (problem, " ".join(cmd)))
        sys.exit(2)


if __name__ == "__main__":
    main()
