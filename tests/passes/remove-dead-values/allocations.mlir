// RUN: %mica-opt --remove-dead-values %s | FileCheck %s
// Expected output: mlir-opt-22 --remove-dead-values %s
// An op whose one effect allocates its results needs its operands only
// when a result is live, and an op with a dead operand goes whatever its
// effects; an unused allocation without operands stays (it allocates, and
// it is no region-branch op, the only ops canonicalized afterwards).

// CHECK-LABEL: func.func @static(%arg0: i32) -> i32 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: return %arg0 : i32
func.func @static(%a: i32) -> i32 {
  %0 = memref.alloc() : memref<4xf32>
  %1 = arith.addi %a, %a : i32
  return %a : i32
}

// CHECK-LABEL: func.func @dynamic(%arg0: i32, %arg1: index) -> i32 {
// CHECK-NEXT: return %arg0 : i32
func.func @dynamic(%a: i32, %n: index) -> i32 {
  %0 = memref.alloc(%n) : memref<?xf32>
  return %a : i32
}

// CHECK-LABEL: func.func @from_constant(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
func.func @from_constant(%a: i32) -> i32 {
  %n = arith.constant 4 : index
  %0 = memref.alloc(%n) : memref<?xf32>
  return %a : i32
}

// CHECK-LABEL: func.func @alloca(%arg0: i32) -> i32 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: return %arg0 : i32
func.func @alloca(%a: i32) -> i32 {
  %0 = memref.alloca() : memref<4xf32>
  return %a : i32
}
