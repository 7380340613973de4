// 64-bit integers beyond 2^53 converted to f64 fold (one rounding), as arith.uitofp of -8 : i64.
// Expected text from `mlir-opt-22 --canonicalize`.
// RUN: %mica-opt --canonicalize %s | FileCheck %s --match-full-lines
// CHECK: module {
// CHECK-LABEL: func.func @wide_int_to_fp() -> (f64, f64, f64) {
// CHECK-NEXT: %cst = arith.constant 1.8446744073709552E+19 : f64
// CHECK-NEXT: %cst_0 = arith.constant 0x4340000000000000 : f64
// CHECK-NEXT: %cst_1 = arith.constant -8.000000e+00 : f64
// CHECK-NEXT: return %cst, %cst_0, %cst_1 : f64, f64, f64
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @wide_int_to_fp() -> (f64, f64, f64) {
  %m8 = arith.constant -8 : i64
  %big = arith.constant 9007199254740993 : i64
  %a = arith.uitofp %m8 : i64 to f64
  %b = arith.sitofp %big : i64 to f64
  %d = arith.sitofp %m8 : i64 to f64
  return %a, %b, %d : f64, f64, f64
}
