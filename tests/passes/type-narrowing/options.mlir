// An unknown mode, an option the pass does not have and a misspelt mode fail
// before any pass runs, with LLVM's option messages (mlir-opt-22 gives the
// same for an enum option of its own passes, e.g. with
// `--canonicalize=region-simplify=bad`), and nothing is printed.
// RUN: not %mica-opt --type-narrowing=mode=half %s 2>&1 | FileCheck %s --check-prefix=MODE
// RUN: not %mica-opt --type-narrowing=mode=Full %s 2>&1 | FileCheck %s --check-prefix=CASE
// RUN: not %mica-opt "--type-narrowing=mode=full target=f16" %s 2>&1 | FileCheck %s --check-prefix=OPTION

// MODE: for the --mode option: Cannot find option named 'half'!
// MODE-NOT: module
// CASE: for the --mode option: Cannot find option named 'Full'!
// CASE-NOT: module
// OPTION: <Pass-Options-Parser>: no such option target
// OPTION-NOT: module
func.func @f(%arg0: tensor<1xf32>) -> tensor<1xf32> {
  return %arg0 : tensor<1xf32>
}
