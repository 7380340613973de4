// Block arguments that are not live go, with the operands branches forward to them.
// Expected text from `mlir-opt-22 --remove-dead-values`.
// RUN: %mica-opt --remove-dead-values %s | FileCheck %s --match-full-lines
// CHECK: module {
// CHECK-LABEL: func.func @diamond(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: memref<i32>) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%1 : i32)
// CHECK-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: memref.store %2, %arg3[] : memref<i32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: index, %arg1: memref<index>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi sge, %0, %arg0 : index
// CHECK-NEXT: cf.cond_br %1, ^bb3, ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %2 = arith.addi %0, %c1 : index
// CHECK-NEXT: cf.br ^bb1(%2 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: memref.store %0, %arg1[] : memref<index>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @diamond(%c: i1, %a: i32, %b: i32, %m: memref<i32>) {
  %k = arith.constant 7 : i32
  %j = arith.muli %a, %b : i32
  cf.cond_br %c, ^bb1(%a, %k : i32, i32), ^bb2(%b, %j : i32, i32)
^bb1(%x: i32, %dx: i32):
  %w = arith.addi %dx, %dx : i32
  cf.br ^bb3(%x, %w : i32, i32)
^bb2(%y: i32, %dy: i32):
  cf.br ^bb3(%y, %dy : i32, i32)
^bb3(%r: i32, %dr: i32):
  memref.store %r, %m[] : memref<i32>
  return
}
func.func @loop(%n: index, %m: memref<index>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  cf.br ^head(%c0, %c9 : index, index)
^head(%i: index, %acc: index):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  %next = arith.addi %i, %c1 : index
  %acc2 = arith.addi %acc, %next : index
  cf.br ^head(%next, %acc2 : index, index)
^exit:
  memref.store %i, %m[] : memref<index>
  return
}
