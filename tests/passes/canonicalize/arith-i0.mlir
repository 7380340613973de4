// RUN: %mica-opt --canonicalize %s | FileCheck %s
// Folds on i0, whose one value is 0, and trunci(shrsi) keeping the exact flag.
// Expected text from `mlir-opt-22 --canonicalize`.

// CHECK-LABEL: func.func @zero_width(%arg0: i0) -> (i16, i32, i0, i0, i0, i0, i0) {
// CHECK-NEXT:  %c0_i0 = arith.constant 0 : i0
// CHECK-NEXT:  %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  %0 = arith.shrsi %c0_i0, %arg0 : i0
// CHECK-NEXT:  return %c0_i16, %c0_i32, %c0_i0, %arg0, %c0_i0, %0, %c0_i0 : i16, i32, i0, i0, i0, i0, i0
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @exact_shift(%arg0: i64) -> (i32, i16) {
// CHECK-NEXT:  %c48_i64 = arith.constant 48 : i64
// CHECK-NEXT:  %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT:  %0 = arith.shrui %arg0, %c32_i64 exact : i64
// CHECK-NEXT:  %1 = arith.trunci %0 : i64 to i32
// CHECK-NEXT:  %2 = arith.shrui %arg0, %c48_i64 : i64
// CHECK-NEXT:  %3 = arith.trunci %2 : i64 to i16
// CHECK-NEXT:  return %1, %3 : i32, i16
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @zero_width(%x: i0) -> (i16, i32, i0, i0, i0, i0, i0) {
  %z = arith.constant 0 : i0
  %big = arith.constant 0x7F : i8
  %0 = arith.extui %z : i0 to i16
  %1 = arith.extsi %z : i0 to i32
  %2 = arith.trunci %big : i8 to i0
  %3 = arith.shli %x, %z : i0
  %4 = arith.shrui %z, %z : i0
  %5 = arith.shrsi %z, %x : i0
  %6 = arith.addi %z, %z : i0
  return %0, %1, %2, %3, %4, %5, %6 : i16, i32, i0, i0, i0, i0, i0
}
func.func @exact_shift(%a: i64) -> (i32, i16) {
  %c32 = arith.constant 32 : i64
  %c48 = arith.constant 48 : i64
  %0 = arith.shrsi %a, %c32 exact : i64
  %1 = arith.trunci %0 : i64 to i32
  %2 = arith.shrsi %a, %c48 : i64
  %3 = arith.trunci %2 : i64 to i16
  return %1, %3 : i32, i16
}
