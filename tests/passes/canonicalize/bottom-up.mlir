// RUN: %mica-opt --canonicalize=top-down=false %s | FileCheck %s
// Expected text from `mlir-opt-22 --canonicalize=top-down=false`.

// CHECK-LABEL: func.func @order(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT:  %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:  %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:  %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:  return %c10_i32, %c3_i32, %c4_i32 : i32, i32, i32

func.func @order(%x: i32) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.muli %c2, %c5 : i32
  %b = arith.addi %c1, %c2 : i32
  %y = arith.addi %x, %x : i32
  %c = arith.subi %c5, %c1 : i32
  return %a, %b, %c : i32, i32, i32
}
