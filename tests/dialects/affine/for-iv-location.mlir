// RUN: %mica-opt --mlir-print-debuginfo %s | FileCheck %s
// RUN: %mica-opt --mlir-print-debuginfo %s | %mica-opt --mlir-print-debuginfo | FileCheck %s
// RUN: %mica-opt --mlir-print-debuginfo --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt %s | FileCheck %s --check-prefix=PLAIN

// affine.for's induction variable may carry a location, the block
// argument's, printed after it with debug info (mlir-opt 22).

// CHECK: #loc3 = loc("IVlocation")
// CHECK: affine.for %arg0 loc("IVlocation") = 0 to 8 {
// CHECK-NEXT: } loc(#loc2)
// GENERIC: ^bb0(%arg0: index loc("IVlocation")):
// PLAIN: affine.for %arg0 = 0 to 8 {
func.func @iv_location() {
  affine.for %i loc("IVlocation") = 0 to 8 {
  } loc("forloc")
  return loc("ret")
} loc("func")
