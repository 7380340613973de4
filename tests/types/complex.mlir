// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:6 = "foo.complex"() : () -> (complex<f32>, complex<f64>, complex<bf16>, complex<i32>, complex<si8>, complex<ui64>)
// CHECK-NEXT: }) : () -> ()
"foo.complex"() : () -> (complex<f32>, complex<f64>, complex<bf16>, complex<i32>, complex<si8>, complex<ui64>)

// -----

// Inside shaped types and as a type attribute.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:2 = "foo.nested"() {t = complex<f16>} : () -> (tensor<4xcomplex<f32>>, memref<2xcomplex<f64>>)
// CHECK-NEXT: }) : () -> ()
"foo.nested"() {t = complex<f16>} : () -> (tensor<4xcomplex<f32>>, memref<2xcomplex<f64>>)
