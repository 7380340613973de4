# lit.cfg.py: lit configuration of mica's test suite.
import os
import shutil

import lit.formats

config.name = "mica"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "unit", "lit.cfg.py", "conformance.py", "summary.py"]
config.test_source_root = os.path.dirname(__file__)
root = os.path.dirname(config.test_source_root)
config.test_exec_root = os.path.join(root, "build", "tests")

config.environment["FILECHECK_OPTS"] = "-enable-var-scope"
config.environment["PATH"] = os.pathsep.join(
    [os.path.join(root, "build", "bin"), config.environment.get("PATH", os.environ.get("PATH", ""))])


def find_tool(name):
    """FileCheck, not, count: from llvm-NN-tools, newest first."""
    for suffix in ("-22", "-19", "-18", "-17", "-16", "-15", "-14", ""):
        path = shutil.which(name + suffix)
        if path:
            return path
    for version in ("22", "19", "18", "17", "16", "15", "14"):
        path = os.path.join("/usr/lib/llvm-" + version, "bin", name)
        if os.path.exists(path):
            return path
    lit_config.fatal("cannot find %s: install llvm-22-tools (see README.md)" % name)


for tool in ("FileCheck", "not", "count"):
    config.substitutions.append(("\\b%s\\b" % tool if tool != "not" else "(?<![-\\w])not\\b",
                                 find_tool(tool)))
config.substitutions.append(("%mica-opt", os.path.join(root, "build", "bin", "mica-opt")))
config.substitutions.append(("%mica-ir-api", os.path.join(root, "build", "tests", "mica-ir-api")))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))

shared = os.path.join(os.path.dirname(root), "shared")
if os.path.isdir(os.path.join(shared, "corpus")):
    config.available_features.add("corpus")
    config.substitutions.append(("%corpus", os.path.join(shared, "corpus")))
