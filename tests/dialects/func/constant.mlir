// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s

// func.constant names its result %f, as mlir-opt 22 prints it.

// CHECK-LABEL: func.func @caller()
// CHECK-NEXT: %f = constant @callee : (i32) -> i32
// CHECK-NEXT: %f_0 = constant @callee : (i32) -> i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = call_indirect %f(%c1_i32) : (i32) -> i32
func.func private @callee(i32) -> i32
func.func @caller() {
  %g = constant @callee : (i32) -> i32
  %h = func.constant @callee : (i32) -> i32
  %one = arith.constant 1 : i32
  %r = call_indirect %g(%one) : (i32) -> i32
  return
}
