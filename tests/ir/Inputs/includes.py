"""includes.py ROOT FOLDER...: every #include "..." of the C files under
ROOT/FOLDER resolves to a file inside ROOT/FOLDER; prints each one that
does not (the file, the line, where it leads) and exits 1 if any."""
import os
import re
import sys

root = sys.argv[1]
bad = 0
for folder in sys.argv[2:]:
    top = os.path.realpath(os.path.join(root, folder))
    for base, _, files in os.walk(top):
        for name in sorted(files):
            if not name.endswith((".c", ".h")):
                continue
            path = os.path.join(base, name)
            with open(path, encoding="utf-8") as f:
                for number, line in enumerate(f, 1):
                    m = re.match(r'\s*#\s*include\s+"([^"]+)"', line)
                    if not m:
                        continue
                    target = os.path.realpath(os.path.join(base, m.group(1)))
                    if os.path.commonpath([top, target]) != top:
                        print("%s:%d: includes %s, outside %s/" % (os.path.relpath(path, root), number,
                                                                  os.path.relpath(target, root), folder))
                        bad += 1
print("%d includes leave their folder" % bad)
sys.exit(1 if bad else 0)
