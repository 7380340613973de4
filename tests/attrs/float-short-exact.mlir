// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

// Floats whose exact decimal expansion has at most six digits print in the
// 6-digit exponential form without being read back; those with seven (2^20,
// 2^-9, 3 * 2^-8) are on the other side of that boundary and take the longer
// forms. Zeros of every IEEE kind keep their sign. Expected text from
// `mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic` on this file.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.six"() {a = 9.999990e+05 : f32, b = 5.242880e+05 : f32, c = 3.906250e-03 : f32, d = -4.375000e-01 : f64, e = 9.600000e+01 : f16, f = 5.000000e-01 : bf16, g = 9.999990e+05 : f64, h = 2.500000e-08 : f64} : () -> ()
// CHECK-NEXT:   "foo.seven"() {a = 0x49742410 : f32, b = 0x49800000 : f32, c = 0.001953125 : f32, d = 0.01171875 : f64, e = 0x4130000000000000 : f64, f = 0x416312CFE0000000 : f64} : () -> ()
// CHECK-NEXT:   "foo.zero"() {a = 0.000000e+00 : f32, b = -0.000000e+00 : f32, c = -0.000000e+00 : f16, d = -0.000000e+00 : bf16, e = 0.000000e+00 : f8E4M3, f = -0.000000e+00 : f8E5M2} : () -> ()
// CHECK-NEXT:   "foo.small"() {a = 5.960460e-08 : f16, b = 1.953130e-03 : f8E4M3, c = 1.562500e-02 : f8E5M2, d = 1.250000e-01 : f8E3M4, e = 6.550400e+04 : f16} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.six"() {a = 999999.0 : f32, b = 524288.0 : f32, c = 0.00390625 : f32, d = -0.4375 : f64, e = 96.0 : f16, f = 0.5 : bf16, g = 999999.0 : f64, h = 2.5e-8 : f64} : () -> ()
"foo.seven"() {a = 1000001.0 : f32, b = 1048576.0 : f32, c = 0.001953125 : f32, d = 0.01171875 : f64, e = 1048576.0 : f64, f = 9999999.0 : f64} : () -> ()
"foo.zero"() {a = 0.0 : f32, b = -0.0 : f32, c = -0.0 : f16, d = -0.0 : bf16, e = 0.0 : f8E4M3, f = -0.0 : f8E5M2} : () -> ()
"foo.small"() {a = 5.9604644775390625e-8 : f16, b = 0.001953125 : f8E4M3, c = 0.015625 : f8E5M2, d = 0.125 : f8E3M4, e = 65504.0 : f16} : () -> ()
