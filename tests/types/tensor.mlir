// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Ranked tensors with static, dynamic and zero sizes; the LangRef examples.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:5 = "foo.ranked"() : () -> (tensor<17x4x13x4xf32>, tensor<?x?x?x?xf32>, tensor<?x?x13x?xf32>, tensor<0x42xf32>, tensor<1x0xi32>)
// CHECK-NEXT: }) : () -> ()
"foo.ranked"() : () -> (tensor<17 x 4 x 13 x 4 x f32>, tensor<? x ? x ? x ? x f32>, tensor<? x ? x 13 x ? x f32>, tensor<0 x 42 x f32>, tensor<1x0xi32>)

// -----

// 0-d tensors.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:3 = "foo.zero_d"() : () -> (tensor<f32>, tensor<i1>, tensor<index>)
// CHECK-NEXT: }) : () -> ()
"foo.zero_d"() : () -> (tensor<f32>, tensor<i1>, tensor<index>)

// -----

// Unranked tensors.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:4 = "foo.unranked"() : () -> (tensor<*xf32>, tensor<*xf32>, tensor<*xcomplex<f64>>, tensor<*xvector<4xi8>>)
// CHECK-NEXT: }) : () -> ()
"foo.unranked"() : () -> (tensor<*xf32>, tensor<* x f32>, tensor<*xcomplex<f64>>, tensor<*xvector<4xi8>>)

// -----

// Encodings: any attribute after the element type.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:4 = "foo.encoding"() : () -> (tensor<4xi32, "enc">, tensor<4x?xf32, #foo.enc<1>>, tensor<?xf32, {a = 1 : i64}>, tensor<8xf32, 42 : i32>)
// CHECK-NEXT: }) : () -> ()
"foo.encoding"() : () -> (tensor<4xi32, "enc">, tensor<4x?xf32, #foo.enc<1>>, tensor<?xf32, {a = 1 : i64}>, tensor<8xf32, 42 : i32>)

// -----

// Nested element types.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:2 = "foo.nested"() : () -> (tensor<4xvector<4xf32>>, tensor<1x!foo.opaque>)
// CHECK-NEXT: }) : () -> ()
"foo.nested"() : () -> (tensor<4xvector<4xf32>>, tensor<1x!foo.opaque>)

// -----

// Large sizes.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.big"() : () -> tensor<9223372036854775807xi8>
// CHECK-NEXT: }) : () -> ()
"foo.big"() : () -> tensor<9223372036854775807xi8>
