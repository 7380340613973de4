// An unknown name fails the pass with MLIR's message, written without a
// location, and nothing is printed.
// Messages from `mlir-opt-22 --tosa-attach-target=...` with the options of each RUN line.
// RUN: not %mica-opt --tosa-attach-target="profiles=pro_int,,pro_fp" %s 2>&1 | FileCheck %s --check-prefix=PROFILE
// RUN: not %mica-opt --tosa-attach-target="extensions=int16,INT4" %s 2>&1 | FileCheck %s --check-prefix=EXTENSION

// PROFILE: Unknown TOSA profile name passed in '', supported profiles are: pro_int, pro_fp
// PROFILE-NOT: module
// EXTENSION: Unknown TOSA extension name passed in 'INT4', supported extensions are: int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic, mxfp, int64, shape
// EXTENSION-NOT: module
func.func @f() {
  return
}
