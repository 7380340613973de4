// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Float attributes: the default type is f64; values print with the shortest
// form MLIR chooses (`%e` with 6 digits when that round-trips, otherwise more
// digits or the hexadecimal bit pattern).

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.decimal"() {a = 1.000000e+00 : f64, b = -1.000000e+00 : f64, c = 0.000000e+00 : f64, d = -0.000000e+00 : f64, e = 1.500000e+00 : f32, f = 1.000000e-01 : f32, g = 1.000000e-01 : f64, h = 9.997550e-02 : f16, i = 1.000980e-01 : bf16, s = 9.997550e-02 : tf32} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.decimal"() {a = 1.0, b = -1.0, c = 0.0, d = -0.0, e = 1.5 : f32, f = 0.1 : f32, g = 0.1 : f64, h = 0.1 : f16, i = 0.1 : bf16, s = 0.1 : tf32} : () -> ()

// -----

// Exponent forms.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.exponent"() {j = 1.000000e+10 : f64, k = 1.000000e-10 : f32, l = 1.000000e+05 : f64, m = 3.000000e+02 : f64, p = 1.401300e-45 : f32} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.exponent"() {j = 1.0e10, k = 1.0E-10 : f32, l = 1.e5, m = 3.0e+2 : f64, p = 1.0e-45 : f32} : () -> ()

// -----

// Values that need more digits or are out of range.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.precision"() {f = 1.2345678899999999E-7 : f64, g = 1.2345678901234567E+19 : f64, h = 9.9999999999999995E-7 : f64, i = 3.1415926535897931 : f64, n = 0x7FF0000000000000 : f64, o = 0x4CEB79A3 : f32, x = 0x7F800000 : f32} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.precision"() {n = 1.0e400 : f64, o = 123456789.0 : f32, f = 1.23456789e-7, g = 12345678901234567890.0, h = 0.000001, i = 3.14159265358979323846, x = 1.0e39 : f32} : () -> ()

// -----

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.f32"() {a = 1.000000e+05 : f32, b = 1.000000e+06 : f32, c = 1.000000e+07 : f32, d = 9.99999974E-5 : f32, e = 9.99999974E-6 : f32, f = 0x4B800000 : f32, g = 3.40282347E+38 : f32, h = 1.17549435E-38 : f32} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.f32"() {a = 1.0e5 : f32, b = 1.0e6 : f32, c = 1.0e7 : f32, d = 0.0001 : f32, e = 0.00001 : f32, f = 16777217.0 : f32, g = 3.4028235e38 : f32, h = 1.17549435e-38 : f32} : () -> ()

// -----

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.half"() {a = 9.997550e-02 : f16, b = 6.550400e+04 : f16, c = 0x7C00 : f16, d = 5.960460e-08 : f16, e = 0.000000e+00 : f16, f = 3.004060e+38 : bf16, g = 9.994500e-04 : bf16} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.half"() {a = 0.1 : f16, b = 65504.0 : f16, c = 65520.0 : f16, d = 6.0e-8 : f16, e = 1.0e-8 : f16, f = 3.0e38 : bf16, g = 1.0e-3 : bf16} : () -> ()

// -----

// Extended precision types print all significant digits.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.extended"() {q = 0.100000000000000005551 : f80, r = 0.100000000000000005551115123125782702 : f128} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.extended"() {q = 0.1 : f80, r = 0.1 : f128} : () -> ()

// -----

// Hexadecimal bit patterns: NaNs and infinities stay hexadecimal, other
// values print as decimals.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.hex"() {a = 0x7FC00000 : f32, b = 0x7F800000 : f32, c = 0xFF800000 : f32, d = -0.000000e+00 : f32, e = 1.000000e+00 : f16, f = 0x7FF8000000000000 : f64, g = 5.960460e-08 : f16, h = 0x7E00 : f16, i = 0x7FC00001 : f32, j = 1.000000e+00 : f32, k = 1.401300e-45 : f32, l = 3.40282347E+38 : f32} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.hex"() {a = 0x7FC00000 : f32, b = 0x7F800000 : f32, c = 0xFF800000 : f32, d = 0x80000000 : f32, e = 0x3C00 : f16, f = 0x7FF8000000000000 : f64, g = 0x0001 : f16, h = 0x7E00 : f16, i = 0x7FC00001 : f32, j = 0x3F800000 : f32, k = 0x00000001 : f32, l = 0x7F7FFFFF : f32} : () -> ()

// -----

// Small float formats.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.small"() {a = 1.000000e+00 : f8E5M2, b = 5.000000e-01 : f8E4M3FN, c = 4.480000e+02 : f8E4M3FN, d = 1.000000e+00 : f8E8M0FNU, e = 5.000000e-01 : f4E2M1FN, f = 6.000000e+00 : f4E2M1FN, g = 1.000000e+00 : f6E2M3FN, h = 1.000000e+00 : f6E3M2FN, i = 2.000000e+00 : f8E4M3, j = 1.000000e+00 : f8E3M4, k = 1.000000e+00 : f8E5M2FNUZ, l = 1.000000e+00 : f8E4M3FNUZ, m = 1.000000e+00 : f8E4M3B11FNUZ} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.small"() {a = 1.0 : f8E5M2, b = 0.5 : f8E4M3FN, c = 448.0 : f8E4M3FN, d = 1.0 : f8E8M0FNU, e = 0.5 : f4E2M1FN, f = 6.0 : f4E2M1FN, g = 1.0 : f6E2M3FN, h = 1.0 : f6E3M2FN, i = 2.0 : f8E4M3, j = 1.0 : f8E3M4, k = 1.0 : f8E5M2FNUZ, l = 1.0 : f8E4M3FNUZ, m = 1.0 : f8E4M3B11FNUZ} : () -> ()

// -----

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.small_hex"() {a = 0x7F : f8E4M3FN, b = 0.000000e+00 : f8E5M2, c = 0x80 : f8E5M2FNUZ, d = 0xFF : f8E8M0FNU, e = 6.000000e+00 : f4E2M1FN, f = 0x7F : f8E4M3FN} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.small_hex"() {a = 0x7F : f8E4M3FN, b = 0x00 : f8E5M2, c = 0x80 : f8E5M2FNUZ, d = 0xFF : f8E8M0FNU, e = 0x7 : f4E2M1FN, f = 1000.0 : f8E4M3FN} : () -> ()
