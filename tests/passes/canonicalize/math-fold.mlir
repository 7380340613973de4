// RUN: %mica-opt --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --canonicalize`: f32 folds with the C library's float functions (sinf), f64 with the double ones, f16 only where APFloat is exact.

// CHECK-LABEL: func.func @edges() -> (f32, f64, f16, f16, i32, i32, i32, i8, vector<3xi16>, f32, f32, bf16, f64) {
// CHECK-NEXT: %cst = arith.constant 1.5811388300841898 : f64
// CHECK-NEXT: %cst_0 = arith.constant -4.000000e+00 : bf16
// CHECK-NEXT: %cst_1 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_2 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_4 = arith.constant 2.000000e+00 : f64
// CHECK-NEXT: %cst_5 = arith.constant -2.500000e+00 : f16
// CHECK-NEXT: %cst_6 = arith.constant 2.000000e+00 : f16
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %cst_7 = arith.constant dense<[16, 0, 0]> : vector<3xi16>
// CHECK-NEXT: %0 = math.log %cst_2 : f32
// CHECK-NEXT: return %cst_3, %cst_4, %cst_5, %cst_6, %c32_i32, %c-2147483648_i32, %c0_i32, %c0_i8, %cst_7, %0, %cst_1, %cst_0, %cst : f32, f64, f16, f16, i32, i32, i32, i8, vector<3xi16>, f32, f32, bf16, f64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @by_type() -> (f32, f64, f16, vector<2xf32>, f32, f32, vector<2xf32>, i32, vector<2xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<[31, 28]> : vector<2xi32>
// CHECK-NEXT: %c-243_i32 = arith.constant -243 : i32
// CHECK-NEXT: %cst_0 = arith.constant dense<[0.785398185, -2.3561945]> : vector<2xf32>
// CHECK-NEXT: %cst_1 = arith.constant -0.693147182 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0.699999988 : f32
// CHECK-NEXT: %cst_3 = arith.constant 7.001950e-01 : f16
// CHECK-NEXT: %cst_4 = arith.constant dense<[5.000000e-01, -2.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %cst_5 = arith.constant 0.644217669 : f32
// CHECK-NEXT: %cst_6 = arith.constant 0xFFF8000000000000 : f64
// CHECK-NEXT: %0 = math.exp %cst_3 : f16
// CHECK-NEXT: %1 = math.log %cst_4 : vector<2xf32>
// CHECK-NEXT: %2 = math.cbrt %cst_2 : f32
// CHECK-NEXT: return %cst_5, %cst_6, %0, %1, %cst_1, %2, %cst_0, %c-243_i32, %cst : f32, f64, f16, vector<2xf32>, f32, f32, vector<2xf32>, i32, vector<2xi32>
// CHECK-NEXT: }

func.func @edges() -> (f32, f64, f16, f16, i32, i32, i32, i8, vector<3xi16>, f32, f32, bf16, f64) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %d = arith.constant 2.5 : f64
  %h = arith.constant 2.5 : f16
  %hn = arith.constant -1.5 : f16
  %i0 = arith.constant 0 : i32
  %im = arith.constant -2147483648 : i32
  %ineg = arith.constant -2 : i32
  %i8 = arith.constant -128 : i8
  %v = arith.constant dense<[0, 3, -1]> : vector<3xi16>
  %big = arith.constant 1.0e30 : f32
  %bf = arith.constant -3.5 : bf16
  %a = math.atan2 %z, %nz : f32
  %b = math.roundeven %d : f64
  %c = math.copysign %h, %hn : f16
  %e = math.roundeven %h : f16
  %f = math.ctlz %i0 : i32
  %g = math.absi %im : i32
  %k = math.ipowi %ineg, %ineg : i32
  %l = math.ipowi %i8, %i8 : i8
  %m = math.cttz %v : vector<3xi16>
  %n = math.log %nz : f32
  %o = math.exp %big : f32
  %p = math.floor %bf : bf16
  %q = math.sqrt %d : f64
  return %a, %b, %c, %e, %f, %g, %k, %l, %m, %n, %o, %p, %q : f32, f64, f16, f16, i32, i32, i32, i8, vector<3xi16>, f32, f32, bf16, f64
}

func.func @by_type() -> (f32, f64, f16, vector<2xf32>, f32, f32, vector<2xf32>, i32, vector<2xi32>) {
  %a = arith.constant 0.7 : f32
  %b = arith.constant 0.7 : f64
  %h = arith.constant 0.7 : f16
  %v = arith.constant dense<[0.5, -2.0]> : vector<2xf32>
  %n = arith.constant -0.5 : f32
  %i = arith.constant 5 : i32
  %j = arith.constant -3 : i32
  %0 = math.sin %a : f32
  %1 = math.acosh %b : f64
  %2 = math.exp %h : f16
  %3 = math.log %v : vector<2xf32>
  %4 = math.log1p %n : f32
  %5 = math.cbrt %a : f32
  %6 = math.atan2 %v, %v : vector<2xf32>
  %7 = math.ipowi %j, %i : i32
  %iv = arith.constant dense<[1, 8]> : vector<2xi32>
  %8 = math.ctlz %iv : vector<2xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f64, f16, vector<2xf32>, f32, f32, vector<2xf32>, i32, vector<2xi32>
}
