// Folding, constants gathered at the entry, joins at block arguments, a branch on a constant leaving a block dead, constants in a loop body.
// Expected text from `mlir-opt-22 --sccp`.
// RUN: %mica-opt --sccp %s | FileCheck %s --match-full-lines
// CHECK: module {
// CHECK-LABEL: func.func @simple(%arg0: i32) -> i32 {
// CHECK-NEXT: %c7_i64 = arith.constant 7 : i64
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.muli %c3_i32, %arg0 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %c1_i32 : i32
// CHECK-NEXT: %2 = arith.subi %0, %1 : i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @branch(%arg0: i1) -> i32 {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%c1_i32 : i32), ^bb2(%c1_i32 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%c1_i32 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%c1_i32 : i32)
// CHECK-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead() -> i32 {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: cf.cond_br %true, ^bb1(%c1_i32 : i32), ^bb2(%c5_i32 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%c1_i32 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT: %2 = arith.addi %1, %1 : i32
// CHECK-NEXT: cf.br ^bb3(%2 : i32)
// CHECK-NEXT: ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: index) -> index {
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %c0) -> (index) {
// CHECK-NEXT: scf.yield %c7 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @simple(%arg0 : i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.muli %0, %arg0 : i32
  %2 = arith.muli %arg0, %c1 : i32
  %3 = arith.subi %1, %2 : i32
  %4 = arith.constant 7 : i64
  return %3 : i32
}
func.func @branch(%cond : i1) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %cond, ^bb1(%c1 : i32), ^bb2(%c1 : i32)
^bb1(%a : i32):
  cf.br ^bb3(%a : i32)
^bb2(%b : i32):
  %c2 = arith.constant 2 : i32
  %s = arith.subi %c2, %b : i32
  cf.br ^bb3(%s : i32)
^bb3(%r : i32):
  return %r : i32
}
func.func @dead() -> i32 {
  %t = arith.constant true
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  cf.cond_br %t, ^bb1(%c1 : i32), ^bb2(%c5 : i32)
^bb1(%a : i32):
  cf.br ^bb3(%a : i32)
^bb2(%b : i32):
  %x = arith.addi %b, %b : i32
  cf.br ^bb3(%x : i32)
^bb3(%r : i32):
  return %r : i32
}
func.func @loop(%n : index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %m = arith.addi %c3, %c4 : index
    scf.yield %m : index
  }
  return %r : index
}
