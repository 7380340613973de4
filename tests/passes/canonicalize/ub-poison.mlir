// RUN: %mica-opt --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --canonicalize`.

// CHECK-LABEL: func.func @poison(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT:  %0 = ub.poison : i32
// CHECK-NEXT:  %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:  return %0, %0, %c1_i32 : i32, i32, i32

func.func @poison(%x: i32) -> (i32, i32, i32) {
  %p = ub.poison : i32
  %c1 = arith.constant 1 : i32
  %q = ub.poison : i32
  
  return %p, %q, %c1 : i32, i32, i32
}
