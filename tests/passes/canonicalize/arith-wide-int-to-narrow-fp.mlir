// 64-bit integers beyond 2^53 converted to f32, f16 and bf16 fold too,
// rounded once from the integer (APFloat::convertFromAPInt), not through
// an f64; too large for f16, the value is its infinity.
// Expected text from `mlir-opt-22 --canonicalize`.
// RUN: %mica-opt --canonicalize %s | FileCheck %s --match-full-lines
// CHECK-LABEL: func.func @wide_int_to_narrow_fp() -> (f32, f32, f32, f16, bf16, f32) {
// CHECK-NEXT: %cst = arith.constant 1.84467441E+19 : f32
// CHECK-NEXT: %cst_0 = arith.constant 9.00719925E+15 : f32
// CHECK-NEXT: %cst_1 = arith.constant 1.801440e+16 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0x7C00 : f16
// CHECK-NEXT: %cst_3 = arith.constant -9.223370e+18 : bf16
// CHECK-NEXT: %cst_4 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4 : f32, f32, f32, f16, bf16, f32

func.func @wide_int_to_narrow_fp() -> (f32, f32, f32, f16, bf16, f32) {
  %m1 = arith.constant -1 : i64
  %big = arith.constant 9007199254740993 : i64
  // 2^54 + 2^30 + 1: just above halfway between two f32 values, which
  // a double (2^54 + 2^30, halfway) would then round to even, down
  %odd = arith.constant 18014399583223809 : i64
  %min = arith.constant -9223372036854775808 : i64
  %zero = arith.constant 0 : i64
  %a = arith.uitofp %m1 : i64 to f32
  %b = arith.sitofp %big : i64 to f32
  %c = arith.uitofp %odd : i64 to f32
  %d = arith.uitofp %m1 : i64 to f16
  %e = arith.sitofp %min : i64 to bf16
  %f = arith.sitofp %zero : i64 to f32
  return %a, %b, %c, %d, %e, %f : f32, f32, f32, f16, bf16, f32
}
