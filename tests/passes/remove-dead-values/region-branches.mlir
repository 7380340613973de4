// Operands scf.if, scf.for and scf.index_switch forward to dead results become ub.poison and the ops' patterns drop the slots; a loop without effects and live results goes.
// Expected text from `mlir-opt-22 --remove-dead-values`.
// RUN: %mica-opt --remove-dead-values %s | FileCheck %s --match-full-lines
// CHECK: module {
// CHECK-LABEL: func.func @if_result(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: memref<i32>) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: memref.store %1, %arg3[] : memref<i32>
// CHECK-NEXT: %2 = ub.poison : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_iter_args(%arg0: index, %arg1: f32, %arg2: memref<f32>) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg1) -> (f32) {
// CHECK-NEXT: %2 = arith.addf %arg4, %arg1 : f32
// CHECK-NEXT: memref.store %arg1, %arg2[] : memref<f32>
// CHECK-NEXT: %3 = ub.poison : f32
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pure_loop_goes(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch(%arg0: index, %arg1: memref<i32>) {
// CHECK-NEXT: scf.index_switch %arg0
// CHECK-NEXT: case 0 {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: memref.store %c5_i32, %arg1[] : memref<i32>
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @if_result(%c: i1, %a: i32, %b: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %s = arith.addi %a, %b : i32
    memref.store %s, %m[] : memref<i32>
    scf.yield %a, %s : i32, i32
  } else {
    %t = arith.muli %a, %b : i32
    scf.yield %b, %t : i32, i32
  }
  return %r#0 : i32
}
func.func @for_iter_args(%n: index, %a: f32, %m: memref<f32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %a, %z = %a) -> (f32, f32, f32) {
    %x2 = arith.addf %x, %a : f32
    %y2 = arith.mulf %y, %y : f32
    memref.store %z, %m[] : memref<f32>
    scf.yield %x2, %y2, %z : f32, f32, f32
  }
  return %r#0 : f32
}
func.func @pure_loop_goes(%n: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    %x2 = arith.addi %x, %x : i32
    scf.yield %x2 : i32
  }
  return %a : i32
}
func.func @switch(%i: index, %m: memref<i32>) {
  %r = scf.index_switch %i -> i32
  case 0 {
    %c5 = arith.constant 5 : i32
    memref.store %c5, %m[] : memref<i32>
    scf.yield %c5 : i32
  }
  default {
    %c6 = arith.constant 6 : i32
    scf.yield %c6 : i32
  }
  return
}
