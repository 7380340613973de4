// RUN: %mica-opt --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --canonicalize`.

// CHECK-LABEL: func.func @add_add(%arg0: i32) -> i32 {
// CHECK-NEXT:  %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:  %0 = arith.addi %arg0, %c3_i32 overflow<nsw> : i32
// CHECK-NEXT:  return %0 : i32
// CHECK-LABEL: func.func @sub_sub(%arg0: index) -> (index, index) {
// CHECK-NEXT:  %c12 = arith.constant 12 : index
// CHECK-NEXT:  %c2 = arith.constant 2 : index
// CHECK-NEXT:  %0 = arith.addi %arg0, %c2 : index
// CHECK-NEXT:  %1 = arith.subi %arg0, %c12 : index
// CHECK-NEXT:  return %0, %1 : index, index
// CHECK-LABEL: func.func @mul_mul(%arg0: i64) -> i64 {
// CHECK-NEXT:  %c-12_i64 = arith.constant -12 : i64
// CHECK-NEXT:  %0 = arith.muli %arg0, %c-12_i64 : i64
// CHECK-NEXT:  return %0 : i64

func.func @add_add(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %x, %c1 overflow<nsw> : i32
  %1 = arith.addi %0, %c2 overflow<nsw> : i32
  return %1 : i32
}
func.func @sub_sub(%x: index) -> (index, index) {
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %0 = arith.subi %c5, %x : index
  %1 = arith.subi %c7, %0 : index
  %2 = arith.subi %x, %c5 : index
  %3 = arith.subi %2, %c7 : index
  return %1, %3 : index, index
}
func.func @mul_mul(%x: i64) -> i64 {
  %c3 = arith.constant 3 : i64
  %c-4 = arith.constant -4 : i64
  %0 = arith.muli %c3, %x : i64
  %1 = arith.muli %0, %c-4 : i64
  return %1 : i64
}
