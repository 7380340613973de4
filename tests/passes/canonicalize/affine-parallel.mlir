// RUN: %mica-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --canonicalize`.

// CHECK-LABEL: func.func @parallel_bounds(%arg0: index, %arg1: index) {
// CHECK-NEXT: affine.parallel (%arg2, %arg3) = (0, symbol(%arg0)) to (symbol(%arg0) + 8, min(symbol(%arg0) * 2, symbol(%arg1))) {
// CHECK-NEXT: affine.parallel (%arg4) = (%arg2 + 3) to (8) step (2) {
// CHECK-NEXT: "test.use"(%arg4) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @parallel_same(%arg0: index) {
// CHECK-NEXT: affine.parallel (%arg1) = (0) to (symbol(%arg0)) {
// CHECK-NEXT: "test.use"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @parallel_bounds(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%n)
  affine.parallel (%i, %j) = (%c0, %n) to (%c8 + %n, min(%0, %m)) {
    %1 = affine.apply affine_map<(d0) -> (d0 + 3)>(%i)
    affine.parallel (%k) = (%1) to (%c8) step (2) {
      "test.use"(%k) : (index) -> ()
    }
  }
  return
}

func.func @parallel_same(%n: index) {
  affine.parallel (%i) = (0) to (symbol(%n)) {
    "test.use"(%i) : (index) -> ()
  }
  return
}
