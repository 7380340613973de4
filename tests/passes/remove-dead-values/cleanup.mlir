// The cleanup after the pass is a greedy run from the region-branch ops with every op's
// canonicalization patterns (MLIR 22's, AnyOp, folding on): an op a change touches is
// simplified too, such as the branch using an scf.for's result, or an addi chain.
// Expected text from `mlir-opt-22 --remove-dead-values`.
// RUN: %mica-opt --remove-dead-values %s | FileCheck %s --match-full-lines
// CHECK: module {
// CHECK-LABEL: func.func @constant_branch(%arg0: i8, %arg1: i8) -> i8 {
// CHECK-NEXT: cf.br ^bb2(%arg0 : i8)
// CHECK-NEXT: ^bb1:  // no predecessors
// CHECK-NEXT: cf.br ^bb2(%arg0 : i8)
// CHECK-NEXT: ^bb2(%0: i8):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %0 : i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pass_through(%arg0: i8, %arg1: i8, %arg2: i1) -> i8 {
// CHECK-NEXT: cf.br ^bb3(%arg0 : i8)
// CHECK-NEXT: ^bb1:  // no predecessors
// CHECK-NEXT: cf.br ^bb3(%arg0 : i8)
// CHECK-NEXT: ^bb2(%0: i8):  // no predecessors
// CHECK-NEXT: cf.br ^bb3(%0 : i8)
// CHECK-NEXT: ^bb3(%1: i8):  // 3 preds: ^bb0, ^bb1, ^bb2
// CHECK-NEXT: return %1 : i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @add_chain(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @constant_branch(%a: i8, %b: i8) -> i8 {
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %r = scf.for %i = %c0 to %c7 step %c7 iter_args(%x = %false) -> (i1) {
    scf.yield %false : i1
  }
  cf.cond_br %r, ^bb1, ^bb2(%a : i8)
^bb1:
  cf.br ^bb3(%a : i8)
^bb2(%x: i8):
  cf.br ^bb3(%x : i8)
^bb3(%y: i8):
  return %y : i8
}
func.func @pass_through(%a: i8, %b: i8, %c: i1) -> i8 {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %r = scf.for %i = %c0 to %c7 step %c7 iter_args(%x = %c) -> (i1) {
    scf.yield %c : i1
  }
  cf.cond_br %r, ^bb1, ^bb2(%a : i8)
^bb1:
  cf.br ^bb3(%a : i8)
^bb2(%x: i8):
  cf.br ^bb3(%x : i8)
^bb3(%y: i8):
  return %y : i8
}
func.func @add_chain(%a: i32, %c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %k1 = arith.constant 1 : i32
  %k2 = arith.constant 2 : i32
  %s = arith.addi %a, %k1 : i32
  %r = scf.for %i = %c0 to %c7 step %c7 iter_args(%x = %s) -> (i32) {
    scf.yield %s : i32
  }
  %t = arith.addi %r, %k2 : i32
  return %t : i32
}
