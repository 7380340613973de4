// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Every builtin floating-point type.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:7 = "foo.ieee"() : () -> (f16, bf16, f32, f64, f80, f128, tf32)
// CHECK-NEXT: }) : () -> ()
"foo.ieee"() : () -> (f16, bf16, f32, f64, f80, f128, tf32)

// -----

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:8 = "foo.f8"() : () -> (f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU)
// CHECK-NEXT: }) : () -> ()
"foo.f8"() : () -> (f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU)

// -----

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:3 = "foo.f6f4"() : () -> (f6E2M3FN, f6E3M2FN, f4E2M1FN)
// CHECK-NEXT: }) : () -> ()
"foo.f6f4"() : () -> (f6E2M3FN, f6E3M2FN, f4E2M1FN)

// -----

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.attrs"() {t = [f16, bf16, f32, f64, f80, f128, tf32, f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU, f6E2M3FN, f6E3M2FN, f4E2M1FN]} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.attrs"() {t = [f16, bf16, f32, f64, f80, f128, tf32, f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU, f6E2M3FN, f6E3M2FN, f4E2M1FN]} : () -> ()

// -----

// Float types as element types of shaped types.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:4 = "foo.shaped"() : () -> (tensor<4xbf16>, vector<2xf8E4M3FN>, memref<8xf4E2M1FN>, complex<f80>)
// CHECK-NEXT: }) : () -> ()
"foo.shaped"() : () -> (tensor<4xbf16>, vector<2xf8E4M3FN>, memref<8xf4E2M1FN>, complex<f80>)
