"""What the model benches (vgf.py, partitions.py) share: their arguments
and writing a generated model only when its text changed, so that a
repeated run reads the same file."""

import argparse
import os

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def arguments(doc, tool):
    """The parsed --mica (default build/bin/TOOL), --out, --ops, --repeat."""
    ap = argparse.ArgumentParser(description=doc.split("\n")[0])
    ap.add_argument("--mica", default=os.path.join(REPO, "build", "bin", tool))
    ap.add_argument("--out", default=os.path.join(REPO, "build", "bench"))
    ap.add_argument("--ops", type=int, default=100_000)
    ap.add_argument("--repeat", type=int, default=3)
    return ap.parse_args()


def write_if_changed(path, text):
    if not os.path.exists(path) or open(path).read() != text:
        with open(path, "w") as f:
            f.write(text)
