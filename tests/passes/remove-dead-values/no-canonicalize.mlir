// canonicalize=false: the dead forwarded operands become ub.poison, the region-branch ops keep their shape.
// Expected text from `mlir-opt-22 --remove-dead-values=canonicalize=false`.
// RUN: %mica-opt --remove-dead-values=canonicalize=false %s | FileCheck %s --match-full-lines
// CHECK: module {
// CHECK-LABEL: func.func @while(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1:2 = scf.while (%arg3 = %arg1, %arg4 = %0) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %2 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: %3 = ub.poison : i32
// CHECK-NEXT: scf.condition(%arg0) %2, %3 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT: %2 = ub.poison : i32
// CHECK-NEXT: scf.yield %arg3, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1#0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if(%arg0: i1, %arg1: i32, %arg2: memref<i32>) {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: memref.store %arg1, %arg2[] : memref<i32>
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @while(%c: i1, %a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %x1 = arith.addi %x, %x : i32
    scf.condition(%c) %x1, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %q1 = arith.muli %q, %q : i32
    scf.yield %p, %q1 : i32, i32
  }
  return %r#0 : i32
}
func.func @if(%c: i1, %a: i32, %m: memref<i32>) {
  %t = arith.constant true
  %r = scf.if %c -> i32 {
    memref.store %a, %m[] : memref<i32>
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  return
}
