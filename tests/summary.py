#!/usr/bin/env python3
"""summary.py: turns lit's closing counts into one line `N passed, N failed`."""
import re
import sys

counts = {}
with open(sys.argv[1], errors="replace") as f:
    for line in f:
        m = re.match(r"\s*(Passed|Failed|Unsupported|Expectedly Failed|Unexpectedly Passed|Skipped|Timed Out|Unresolved)\s*:\s*(\d+)", line)
        if m:
            counts[m.group(1)] = int(m.group(2))
passed = counts.get("Passed", 0) + counts.get("Expectedly Failed", 0)
# a test lit cannot run (no RUN line, a bad substitution) is a failure too
failed = (counts.get("Failed", 0) + counts.get("Unexpectedly Passed", 0) + counts.get("Timed Out", 0)
          + counts.get("Unresolved", 0))
skipped = counts.get("Unsupported", 0) + counts.get("Skipped", 0)
print("%d passed, %d failed, %d skipped" % (passed, failed, skipped))
