// Across calls: a public callee's returns reach its callers, a private one's arguments are what its calls pass, one never called is left alone, a declaration's results are unknown.
// Expected text from `mlir-opt-22 --sccp`.
// RUN: %mica-opt --sccp %s | FileCheck %s --match-full-lines
// CHECK: module {
// CHECK-LABEL: func.func @pub_ret() -> i32 {
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: return %c4_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @priv(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: return %c3_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @uncalled(%arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %0 = arith.addi %c1_i32, %c2_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @ext(i32) -> i32
// CHECK-LABEL: func.func private @two(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @caller(%arg0: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = call @pub_ret() : () -> i32
// CHECK-NEXT: %1 = call @priv(%c1_i32, %c2_i32) : (i32, i32) -> i32
// CHECK-NEXT: %2 = call @ext(%c1_i32) : (i32) -> i32
// CHECK-NEXT: %3 = call @two(%c1_i32) : (i32) -> i32
// CHECK-NEXT: %4 = call @two(%arg0) : (i32) -> i32
// CHECK-NEXT: return %c4_i32, %c3_i32, %2, %3 : i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @pub_ret() -> i32 {
  %c = arith.constant 4 : i32
  return %c : i32
}
func.func private @priv(%a : i32, %b : i32) -> i32 {
  %s = arith.addi %a, %b : i32
  return %s : i32
}
func.func private @uncalled(%a : i32) -> i32 {
  %c = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c, %c2 : i32
  return %s : i32
}
func.func private @ext(i32) -> i32
func.func private @two(%a : i32) -> i32 {
  return %a : i32
}
func.func @caller(%x : i32) -> (i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r0 = call @pub_ret() : () -> i32
  %r1 = call @priv(%c1, %c2) : (i32, i32) -> i32
  %r2 = call @ext(%c1) : (i32) -> i32
  %r3 = call @two(%c1) : (i32) -> i32
  %r4 = call @two(%x) : (i32) -> i32
  return %r0, %r1, %r2, %r3 : i32, i32, i32, i32
}
