// A private function referred to otherwise than by a call takes unknown arguments; recursion; nested visibility.
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --sccp`.
// RUN: %mica-opt --allow-unregistered-dialect --sccp %s | FileCheck %s --match-full-lines
// CHECK: module {
// CHECK-LABEL: func.func private @referenced(%arg0: i32) -> i32 {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @rec(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg1, %c0_i32 : i32
// CHECK-NEXT: cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %c5_i32 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = call @rec(%c5_i32, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: return %c5_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func nested @nested_vis(%arg0: i32) -> i32 {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: return %c5_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: "test.use"() {ref = @referenced} : () -> ()
// CHECK-NEXT: %0 = call @referenced(%c5_i32) : (i32) -> i32
// CHECK-NEXT: %1 = call @rec(%c5_i32, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: %2 = call @nested_vis(%c5_i32) : (i32) -> i32
// CHECK-NEXT: return %0, %c5_i32, %c5_i32 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func private @referenced(%a : i32) -> i32 {
  %c = arith.constant 2 : i32
  %s = arith.addi %a, %c : i32
  return %s : i32
}
func.func private @rec(%a : i32, %n : i32) -> i32 {
  %z = arith.constant 0 : i32
  %c = arith.cmpi eq, %n, %z : i32
  cf.cond_br %c, ^done, ^more
^done:
  return %a : i32
^more:
  %r = call @rec(%a, %n) : (i32, i32) -> i32
  return %r : i32
}
func.func nested @nested_vis(%a : i32) -> i32 {
  return %a : i32
}
func.func @main(%n : i32) -> (i32, i32, i32) {
  %c5 = arith.constant 5 : i32
  "test.use"() {ref = @referenced} : () -> ()
  %0 = call @referenced(%c5) : (i32) -> i32
  %1 = call @rec(%c5, %n) : (i32, i32) -> i32
  %2 = call @nested_vis(%c5) : (i32) -> i32
  return %0, %1, %2 : i32, i32, i32
}
