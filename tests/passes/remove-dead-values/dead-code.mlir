// Only code that may run counts (MLIR's liveness runs beside its dead code analysis): what a
// block no branch takes uses is dead, so the store there goes, a branch whose condition only
// such code uses gives way to ub.unreachable, and a private function no call reaches keeps
// nothing.
// Expected text from `mlir-opt-22 --remove-dead-values`.
// RUN: %mica-opt --remove-dead-values %s | FileCheck %s --match-full-lines
// CHECK: module {
// CHECK-LABEL: func.func @untaken_branch(%arg0: i1, %arg1: i1, %arg2: memref<i32>, %arg3: i32) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.cond_br %false, ^bb1, ^bb3
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: ub.unreachable
// CHECK-NEXT: ^bb2:  // no predecessors
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @store_not_run(%arg0: f32) -> f32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: cf.cond_br %true, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @never_called() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @untaken_branch(%c: i1, %d: i1, %m: memref<i32>, %v: i32) {
  %false = arith.constant false
  cf.cond_br %false, ^bb1, ^bb3
^bb1:
  cf.cond_br %d, ^bb2, ^bb3
^bb2:
  memref.store %v, %m[] : memref<i32>
  cf.br ^bb3
^bb3:
  return
}
func.func @store_not_run(%v: f32) -> f32 {
  %true = arith.constant true
  %buf = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.cond_br %true, ^bb1, ^bb2(%c1 : index)
^bb1:
  cf.br ^bb3(%c1 : index)
^bb2(%i: index):
  memref.store %v, %buf[%c0] : memref<4xf32>
  cf.br ^bb3(%i : index)
^bb3(%j: index):
  return %v : f32
}
func.func private @never_called(%m: memref<i32>, %v: i32) {
  memref.store %v, %m[] : memref<i32>
  return
}
