// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// `0xf32` in a shape is `0 x f32`, not a hexadecimal literal; `0x1xf32` is
// `0 x 1 x f32`.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:10 = "foo.zero"() : () -> (tensor<0xf32>, tensor<0xi8>, tensor<0xbf16>, tensor<0x0xf32>, tensor<0x1xf32>, tensor<1x0x?xf32>, memref<0xf32>, memref<0x4xi1>, tensor<0xindex>, tensor<0xcomplex<f32>>)
// CHECK-NEXT: }) : () -> ()
"foo.zero"() : () -> (tensor<0xf32>, tensor<0xi8>, tensor<0xbf16>, tensor<0x0xf32>, tensor<0x1xf32>, tensor<1x0x?xf32>, memref<0xf32>, memref<0x4xi1>, tensor<0xindex>, tensor<0xcomplex<f32>>)

// -----

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:5 = "foo.zero_other"() : () -> (tensor<0xf8E4M3FN>, tensor<0xf4E2M1FN>, tensor<0x!foo.t>, tensor<0x?xf32>, tensor<0x42xi32>)
// CHECK-NEXT: }) : () -> ()
"foo.zero_other"() : () -> (tensor<0xf8E4M3FN>, tensor<0xf4E2M1FN>, tensor<0x!foo.t>, tensor<0x?xf32>, tensor<0x42xi32>)

// -----

// Spaces around `x` and the brackets are allowed and not printed.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:8 = "foo.spaces"() : () -> (tensor<4xf32>, tensor<4x?xf32>, tensor<4x8xf32>, tensor<?x?xf32>, tensor<*xf32>, vector<4x[8]xf32>, tensor<4xf32>, tensor<4xf32>)
// CHECK-NEXT: }) : () -> ()
"foo.spaces"() : () -> (tensor<4 x f32>, tensor<4 x?xf32>, tensor<  4x  8  x f32  >, tensor<?x?xf32>, tensor< * x f32>, vector<4x[8] x f32>, tensor<4xf32 >, tensor<4 xf32>)

// -----

// Leading zeros in sizes are decimal.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:2 = "foo.leading_zero"() : () -> (tensor<0xf32>, tensor<7xf32>)
// CHECK-NEXT: }) : () -> ()
"foo.leading_zero"() : () -> (tensor<00xf32>, tensor<007xf32>)
