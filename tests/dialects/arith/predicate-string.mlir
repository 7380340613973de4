// A comparison's predicate may be written as a string; it prints as the
// keyword. Expected output is mlir-opt 22's.
// RUN: %mica-opt %s | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK: %0 = arith.cmpi sge, %arg0, %arg0 : i8
// CHECK: %1 = arith.cmpf une, %arg1, %arg1 : f32
func.func @f(%a: i8, %b: f32) -> (i1, i1) {
  %0 = arith.cmpi "sge", %a, %a : i8
  %1 = arith.cmpf "une", %b, %b : f32
  return %0, %1 : i1, i1
}
