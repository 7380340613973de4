// Calls within a nested module, whose private function takes what its one call passes; folds to an operand.
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --sccp`.
// RUN: %mica-opt --allow-unregistered-dialect --sccp %s | FileCheck %s --match-full-lines
// CHECK: module {
// CHECK-NEXT: module @inner {
// CHECK-LABEL: func.func private @f(%arg0: i32) -> i32 {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: return %c3_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g() -> i32 {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = call @f(%c3_i32) : (i32) -> i32
// CHECK-NEXT: return %c3_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: func.func @h(%arg0: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c0_i32 : i32
// CHECK-NEXT: return %c0_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

module {
  module @inner {
    func.func private @f(%a : i32) -> i32 {
      return %a : i32
    }
    func.func @g() -> i32 {
      %c = arith.constant 3 : i32
      %r = call @f(%c) : (i32) -> i32
      return %r : i32
    }
  }
  func.func @h(%x : i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %y = arith.addi %x, %c0 : i32
    %z = arith.muli %y, %c0 : i32
    return %z : i32
  }
}
