# lit.cfg.py: lit configuration of mica's test suite.
import os
import shutil
import sys

import lit.formats
import lit.TestRunner

sys.path.insert(0, os.path.dirname(__file__))
from llvm_tools import find_llvm_tool  # noqa: E402

config.name = "mica"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "lit.cfg.py", "conformance.py", "summary.py", "pass_tests.py", "llvm_tools.py"]
config.test_source_root = os.path.dirname(__file__)
root = os.path.dirname(config.test_source_root)
# The build under test: build/, or the one make names in MICA_BUILD
# (a sanitizer build lives in build/san-*/, see docs/RELIABILITY.md).
build = os.environ.get("MICA_BUILD") or os.path.join(root, "build")
config.test_exec_root = os.path.join(build, "tests")

config.environment["FILECHECK_OPTS"] = "-enable-var-scope"
# every context is taken apart, so that valgrind and the sanitizers check
# the teardown the tools otherwise leave to the exit (IrContext.freed_by_exit)
config.environment["MICA_FREE_AT_EXIT"] = "1"
config.environment["PATH"] = os.pathsep.join(
    [os.path.join(build, "bin"), config.environment.get("PATH", os.environ.get("PATH", ""))])


def find_tool(name):
    path = find_llvm_tool(name)
    if not path:
        lit_config.fatal("cannot find %s: install llvm-22-tools (see README.md)" % name)
    return path


# Reliability runs (docs/RELIABILITY.md): the sanitizers' reports abort, so
# that `not %mica-opt` cannot pass on them; with MICA_VALGRIND=1 (make check
# VALGRIND=1) mica's programs run under valgrind memcheck, through
# tests/hostile/valgrind-run, which dies by a signal on any error or leak.
for var in ("ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "MICA_HASH_SEED"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
valgrind = os.environ.get("MICA_VALGRIND", "") not in ("", "0")
if valgrind:
    config.available_features.add("valgrind")
    config.environment["MICA_VALGRIND_LOGS"] = os.path.join(build, "valgrind")
    os.makedirs(os.path.join(build, "valgrind"), exist_ok=True)


# A sanitizer build reserves terabytes of address space for its shadow
# memory, so it cannot run under `ulimit -v` (tests mark that UNSUPPORTED).
sanitizer = "/san-" in build
if sanitizer:
    config.available_features.add("sanitizer")

# Time limits of tests/hostile/Inputs/hostile-run.py grow with the slowdown
# of the build under test.
scale = os.environ.get("MICA_TIMEOUT_SCALE") or ("30" if valgrind else "5" if sanitizer else "1")
config.environment["MICA_TIMEOUT_SCALE"] = scale

# The internal shell's `ulimit` and `umask` (lit 22 has both; older lits
# may lack them).
for builtin in ("ulimit", "umask"):
    if hasattr(lit.TestRunner, "executeBuiltin" + builtin.capitalize()):
        config.available_features.add("lit-" + builtin)


def mica_tool(*path):
    """A program of the build, under valgrind when asked."""
    program = os.path.join(build, *path)
    if valgrind:
        return "%s %s" % (os.path.join(config.test_source_root, "hostile", "valgrind-run"), program)
    return program


for tool in ("FileCheck", "not", "count"):
    config.substitutions.append(("\\b%s\\b" % tool if tool != "not" else "(?<![-\\w])not\\b",
                                 find_tool(tool)))
config.substitutions.append(("%mica-opt", mica_tool("bin", "mica-opt")))
config.substitutions.append(("%mica-translate", mica_tool("bin", "mica-translate")))
config.substitutions.append(("%mica-flatbuffer-api", mica_tool("tests", "mica-flatbuffer-api")))
config.substitutions.append(("%mica-iospec", mica_tool("bin", "mica-iospec")))
config.substitutions.append(("%mica-ir-api", mica_tool("tests", "mica-ir-api")))
config.substitutions.append(("%mica-apfloat-sweep", mica_tool("tests", "mica-apfloat-sweep")))
config.substitutions.append(("%mica-affine-api", mica_tool("tests", "mica-affine-api")))
config.substitutions.append(("%mica-registry-check", mica_tool("tests", "mica-registry-check")))
config.substitutions.append(("%mica-dominance-api", mica_tool("tests", "mica-dominance-api")))
config.substitutions.append(("%mica-rewrite-api", mica_tool("tests", "mica-rewrite-api")))
config.substitutions.append(("%mica-driver-tool", mica_tool("tests", "mica-driver-tool")))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))
config.substitutions.append(("%hostile-run", "python3 " + os.path.join(
    config.test_source_root, "hostile", "Inputs", "hostile-run.py")))

shared = os.path.join(os.path.dirname(root), "shared")
if os.path.isdir(os.path.join(shared, "corpus")):
    config.available_features.add("corpus")
    config.substitutions.append(("%corpus", os.path.join(shared, "corpus")))

# The oracle, when installed: tests that hand mica's output to it say
# `REQUIRES: mlir-opt-22`.
mlir_opt = shutil.which("mlir-opt-22")
if mlir_opt:
    config.available_features.add("mlir-opt-22")
    config.substitutions.append(("%mlir-opt", mlir_opt))
# and its translator (`%if mlir-translate-22 %{ ... %}` where a test
# hands it what mica writes)
mlir_translate = shutil.which("mlir-translate-22")
if mlir_translate:
    config.available_features.add("mlir-translate-22")
    config.substitutions.append(("%mlir-translate", mlir_translate))

# Debian's glslang-tools, for the tests that compile the bundled shaders.
if shutil.which("glslangValidator"):
    config.available_features.add("glslang")

# Debian's flatbuffers-compiler decodes the buffers mica builds.
if shutil.which("flatc"):
    config.available_features.add("flatc")
    config.substitutions.append(("%flatc", shutil.which("flatc")))

# Reference tools built outside the project, given by lit parameter or
# environment (lit -DSPIRV_VAL=... or SPIRV_VAL=... make check): Arm's
# vgf_dump (VGF_DUMP=), and SPIRV-Tools' spirv-as, spirv-dis and spirv-val
# recent enough to know SPV_ARM_graph (SPIRV_AS=, SPIRV_DIS=, SPIRV_VAL=;
# not taken from PATH: a distribution's release may be too old to read the
# ARM extensions). Tests that need one say `REQUIRES: <feature>` and are
# UNSUPPORTED without it.
for var, feature in (("VGF_DUMP", "vgf-dump"), ("SPIRV_AS", "spirv-as"), ("SPIRV_DIS", "spirv-dis"),
                     ("SPIRV_VAL", "spirv-val")):
    path = lit_config.params.get(var) or os.environ.get(var)
    if path and os.access(path, os.X_OK):
        config.available_features.add(feature)
        config.substitutions.append(("%" + feature, path))
