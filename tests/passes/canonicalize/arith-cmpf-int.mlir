// RUN: %mica-opt --canonicalize %s | FileCheck %s
// cmpf of sitofp/uitofp against a float constant becomes cmpi, or a constant (CmpFIntToFPConst).
// Expected text from `mlir-opt-22 --canonicalize`.

// CHECK-LABEL: func.func @unsigned_zero(%arg0: i32) -> (i1, i1, i1, i1) {
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  %0 = arith.cmpi ule, %arg0, %c0_i32 : i32
// CHECK-NEXT:  %1 = arith.cmpi ult, %arg0, %c0_i32 : i32
// CHECK-NEXT:  %2 = arith.cmpi uge, %arg0, %c0_i32 : i32
// CHECK-NEXT:  %3 = arith.cmpi ugt, %arg0, %c0_i32 : i32
// CHECK-NEXT:  return %0, %1, %2, %3 : i1, i1, i1, i1
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @fractions(%arg0: i32, %arg1: i8, %arg2: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:  %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:  %c2_i64 = arith.constant 2 : i64
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT:  %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:  %0 = arith.cmpi sle, %arg0, %c4_i32 : i32
// CHECK-NEXT:  %1 = arith.cmpi sge, %arg0, %c-4_i32 : i32
// CHECK-NEXT:  %2 = arith.cmpi sle, %arg2, %c2_i64 : i64
// CHECK-NEXT:  %3 = arith.cmpi ule, %arg0, %c6_i32 : i32
// CHECK-NEXT:  return %0, %1, %true, %false, %true, %false, %2, %true, %3 : i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @not_rewritten(%arg0: f32, %arg1: i32) -> (i1, i1) {
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %0 = arith.cmpf olt, %arg0, %cst : f32
// CHECK-NEXT:  return %0, %false : i1, i1
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @unsigned_zero(%a: i32) -> (i1, i1, i1, i1) {
  %zero = arith.constant 0.0 : f64
  %f = arith.uitofp %a : i32 to f64
  %0 = arith.cmpf ole, %f, %zero : f64
  %1 = arith.cmpf ult, %f, %zero : f64
  %2 = arith.cmpf oge, %f, %zero : f64
  %3 = arith.cmpf ugt, %f, %zero : f64
  return %0, %1, %2, %3 : i1, i1, i1, i1
}
func.func @fractions(%a: i32, %b: i8, %c: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c1 = arith.constant 4.4 : f32
  %c2 = arith.constant -4.4 : f32
  %c3 = arith.constant 1.0e10 : f32
  %c4 = arith.constant 300.0 : f16
  %c5 = arith.constant 2.5 : f64
  %c6 = arith.constant 6.5 : f32
  %s = arith.sitofp %a : i32 to f32
  %u = arith.uitofp %b : i8 to f16
  %l = arith.sitofp %c : i64 to f64
  %ua = arith.uitofp %a : i32 to f32
  %0 = arith.cmpf olt, %s, %c1 : f32
  %1 = arith.cmpf ugt, %s, %c2 : f32
  %2 = arith.cmpf one, %s, %c3 : f32
  %3 = arith.cmpf oeq, %u, %c4 : f16
  %4 = arith.cmpf ord, %s, %c1 : f32
  %5 = arith.cmpf uno, %u, %c4 : f16
  %6 = arith.cmpf ole, %l, %c5 : f64
  %7 = arith.cmpf oge, %ua, %c2 : f32
  %8 = arith.cmpf olt, %ua, %c6 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @not_rewritten(%a: f32, %b: i32) -> (i1, i1) {
  %c = arith.constant 1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %s = arith.sitofp %b : i32 to f32
  %0 = arith.cmpf olt, %a, %c : f32
  %1 = arith.cmpf olt, %s, %nan : f32
  return %0, %1 : i1, i1
}
