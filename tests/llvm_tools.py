"""llvm_tools.py: finds LLVM's test tools (FileCheck, not, count), newest first,
for lit.cfg.py and the scripts beside it."""
import os
import shutil

VERSIONS = ("22", "19", "18", "17", "16", "15", "14")


def find_llvm_tool(name):
    """The tool from llvm-NN-tools: name-NN on the PATH or in its prefix; None if absent."""
    for suffix in ["-" + v for v in VERSIONS] + [""]:
        path = shutil.which(name + suffix)
        if path:
            return path
    for version in VERSIONS:
        path = os.path.join("/usr/lib/llvm-" + version, "bin", name)
        if os.path.exists(path):
            return path
    return None
