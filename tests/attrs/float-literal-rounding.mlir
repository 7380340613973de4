// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

// Decimal literals are read as MLIR reads them: rounded once to a double,
// then to the attribute's type. Short literals with small exponents take a
// fast path (one exact double operation); the others the general one. The
// cases sit at both sides of the fast path's limits: 15 significant digits,
// and powers of ten up to 10^22.

// CHECK-LABEL: "test.op"()
// CHECK-SAME: a = 1.000000e-01 : f64
// CHECK-SAME: b = 1.000000e+22 : f64
// CHECK-SAME: c = 1.23456789012345E-8 : f64
// CHECK-SAME: d = 0x4340000000000000 : f64
// CHECK-SAME: e = 1.000000e+00 : f32
// CHECK-SAME: f = 3.40282347E+38 : f32
// CHECK-SAME: g = 0.30000000000000004 : f64
// CHECK-SAME: h = -0.000000e+00 : f32
// CHECK-SAME: i = 9.9999999999999991E+22 : f64
// CHECK-SAME: j = 4.940660e-324 : f64
// CHECK-SAME: k = 1.000000e-01 : f32
// CHECK-SAME: l = 0x4B800000 : f32
// CHECK-SAME: m = 0x42DC12218377DE40 : f64
// CHECK-SAME: n = 0.000000e+00 : f16
// CHECK-SAME: o = 6.550400e+04 : f16
// CHECK-SAME: p = 3.007810e-01 : bf16
"test.op"() {a = 0.1 : f64, b = 1.0e22 : f64, c = 1.23456789012345e-8 : f64, d = 9007199254740993.0 : f64, e = 1.000000059604644775390625 : f32, f = 3.4028235e38 : f32, g = 0.30000000000000004 : f64, h = -0.0 : f32, i = 1.0e23 : f64, j = 4.9406564584124654e-324 : f64, k = 0.1 : f32, l = 16777217.0 : f32, m = 123456789012345.0 : f64, n = 1.5e-22 : f16, o = 6.5504e4 : f16, p = 3.0e-1 : bf16} : () -> ()
