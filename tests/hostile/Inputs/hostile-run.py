#!/usr/bin/env python3
"""hostile-run.py: runs mica-opt on a hostile input and checks the contract
of docs/RELIABILITY.md: exit status 0 with output, or 1 with a located
diagnostic (`file:line:col: error:`), within a time limit; never a signal,
another status, or a hang.  stdout and stderr are passed through, so that
FileCheck can look at them.

usage: hostile-run.py [--timeout S] [--expect 0|1|any] [--fsize BYTES] -- COMMAND...
       hostile-run.py --each-prefix FILE -- COMMAND... @prefix@
       hostile-run.py --split-prefixes FILE -- COMMAND... @prefix@

--fsize limits the size of files COMMAND may write (RLIMIT_FSIZE, with
SIGXFSZ ignored), so that writing fails as on a full disk.
--each-prefix runs COMMAND once for every prefix of FILE (cut after each
byte), with @prefix@ standing for a file holding the prefix, and checks the
contract for each, printing only failures and a summary.  --split-prefixes
writes all prefixes into one file, separated by `// -----` lines, for a
single --split-input-file run (under valgrind, where one run per prefix
takes too long), and checks that every chunk gave output or an error.

The time limit is multiplied by MICA_TIMEOUT_SCALE (lit.cfg.py sets it for
sanitizer and valgrind runs).  Exit status: 0 when the contract holds, 2
otherwise, with the reason on stderr.
"""
import os
import re
import resource
import signal
import subprocess
import sys
import tempfile

FSIZE = None


def limit_file_size():
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (FSIZE, FSIZE))


def check(cmd, p, expect, writes_file):
    """The reason p (a CompletedProcess) breaks the contract, or None."""
    if p.returncode < 0:
        return "killed by signal %d" % -p.returncode
    if p.returncode not in (0, 1):
        return "exit status %d" % p.returncode
    if expect != "any" and str(p.returncode) != expect:
        return "exit status %d, expected %s" % (p.returncode, expect)
    if p.returncode == 1 and not re.search(rb"^[^\n]*:\d+:\d+: error: ", p.stderr, re.M) \
            and not p.stderr.startswith(b"mica-opt: "):
        return "exit status 1 without a diagnostic"
    if p.returncode == 0 and not writes_file and not p.stdout \
            and not any(a.lstrip("-") == "verify-diagnostics" for a in cmd):
        return "exit status 0 without output"
    return None


def run(cmd, timeout):
    """Runs cmd in a session of its own, so that a timeout ends all of it
    (valgrind-run's valgrind too); None on a timeout."""
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
                         preexec_fn=limit_file_size if FSIZE is not None else None)
    try:
        out, err = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        p.communicate()
        return None
    return subprocess.CompletedProcess(cmd, p.returncode, out, err)


def main():
    global FSIZE
    args = sys.argv[1:]
    timeout, expect, each, split = 20.0, "any", None, None
    while args and args[0] != "--":
        if args[0] == "--timeout":
            timeout = float(args[1])
        elif args[0] == "--expect":
            expect = args[1]
        elif args[0] == "--fsize":
            FSIZE = int(args[1])
        elif args[0] == "--each-prefix":
            each = args[1]
        elif args[0] == "--split-prefixes":
            split = args[1]
        else:
            sys.exit("hostile-run: unknown option " + args[0])
        args = args[2:]
    cmd = args[1:]
    timeout *= float(os.environ.get("MICA_TIMEOUT_SCALE", "1"))
    writes_file = "-o" in cmd or any(a.startswith("-o") and len(a) > 2 and a[2] != "-" for a in cmd)

    if each or split:
        with open(each or split, "rb") as f:
            text = f.read()
        prefix_file = os.path.join(tempfile.gettempdir(), "hostile-prefix-%d.mlir" % os.getpid())
        cmd = [prefix_file if a == "@prefix@" else a for a in cmd]
        failures = 0
        try:
            if split:
                with open(prefix_file, "wb") as f:
                    f.write(b"\n// -----\n".join(text[:i] for i in range(len(text) + 1)))
                p = run(cmd, timeout)
                problem = "no answer within %g s" % timeout if p is None else check(cmd, p, "any", False)
                if not problem:
                    chunks = p.stdout.split(b"// -----\n")
                    empty = sum(1 for c in chunks if not c.strip())
                    errors = len(re.findall(rb"^[^\n]*:\d+:\d+: error: ", p.stderr, re.M))
                    if len(chunks) != len(text) + 1:
                        problem = "%d chunks of output for %d prefixes" % (len(chunks), len(text) + 1)
                    elif empty > errors:
                        problem = "%d prefixes without output, %d errors" % (empty, errors)
                    else:
                        print("%d prefixes: %d with output, %d errors" % (len(chunks), len(chunks) - empty, errors))
                if problem:
                    failures = 1
                    sys.stderr.write("hostile-run: %s: %s\n" % (problem, " ".join(cmd)))
            else:
                counts = [0, 0]
                for i in range(len(text) + 1):
                    with open(prefix_file, "wb") as f:
                        f.write(text[:i])
                    p = run(cmd, timeout)
                    problem = "no answer within %g s" % timeout if p is None else check(cmd, p, "any", writes_file)
                    if problem:
                        failures += 1
                        sys.stderr.write("hostile-run: prefix of %d bytes: %s\n" % (i, problem))
                        if p is not None:
                            sys.stderr.buffer.write(p.stderr[-2000:])
                    else:
                        counts[p.returncode] += 1
                print("%d prefixes: %d printed (exit 0), %d diagnosed (exit 1), %d failed"
                      % (len(text) + 1, counts[0], counts[1], failures))
        finally:
            if os.path.exists(prefix_file):
                os.unlink(prefix_file)
        sys.exit(2 if failures else 0)

    p = run(cmd, timeout)
    if p is None:
        sys.stderr.write("hostile-run: no answer within %g s: %s\n" % (timeout, " ".join(cmd)))
        sys.exit(2)
    sys.stdout.buffer.write(p.stdout)
    sys.stdout.flush()
    sys.stderr.buffer.write(p.stderr)
    sys.stderr.flush()
    problem = check(cmd, p, expect, writes_file)
    if problem:
        sys.stderr.write("hostile-run: %s: %s\n" % (problem, " ".join(cmd)))
        sys.exit(2)


if __name__ == "__main__":
    main()
