// RUN: %mica-opt --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --canonicalize`.

// CHECK-LABEL: func.func @constant_order(%arg0: i32) -> (i32, i32, i1, i32) {
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:  %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:  %0 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT:  return %c3_i32, %0, %true, %c3_i32 : i32, i32, i1, i32
// CHECK-LABEL: func.func @hoist_from_region(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:  %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:  %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:  %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:  %1 = arith.addi %arg1, %c9_i32 : i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %c4_i32 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : i32
// CHECK-LABEL: func.func @dead_ops(%arg0: i32, %arg1: memref<4xi32>) {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  memref.store %arg0, %arg1[%c0] : memref<4xi32>
// CHECK-NEXT:  return
// CHECK-LABEL: func.func @unreachable(%arg0: i32) -> i32 {
// CHECK-NEXT:  return %arg0 : i32

func.func @constant_order(%x: i32) -> (i32, i32, i1, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %c1, %c2 : i32
  %b = arith.addi %c2, %x : i32
  %d = arith.cmpi slt, %c1, %c2 : i32
  %dead = arith.subi %x, %x : i32
  %c3 = arith.constant 3 : i32
  %e = arith.muli %c3, %c1 : i32
  return %a, %b, %d, %e : i32, i32, i1, i32
}

func.func @hoist_from_region(%c: i1, %x: i32) -> i32 {
  %c4 = arith.constant 4 : i32
  %0 = scf.if %c -> i32 {
    %c4_0 = arith.constant 4 : i32
    %c5 = arith.constant 5 : i32
    %1 = arith.addi %c4_0, %c5 : i32
    %2 = arith.addi %x, %1 : i32
    scf.yield %2 : i32
  } else {
    scf.yield %c4 : i32
  }
  return %0 : i32
}

func.func @dead_ops(%x: i32, %m: memref<4xi32>) {
  %0 = arith.addi %x, %x : i32
  %1 = arith.muli %0, %0 : i32
  %c0 = arith.constant 0 : index
  memref.store %x, %m[%c0] : memref<4xi32>
  return
}

func.func @unreachable(%x: i32) -> i32 {
  cf.br ^bb2(%x : i32)
^bb1:
  %0 = arith.addi %x, %x : i32
  cf.br ^bb2(%0 : i32)
^bb2(%1: i32):
  return %1 : i32
}
