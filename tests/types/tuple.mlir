// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:3 = "foo.tuple"() : () -> (tuple<>, tuple<f32>, tuple<i32, f32, tensor<i1>, i5>)
// CHECK-NEXT: }) : () -> ()
"foo.tuple"() : () -> (tuple<>, tuple<f32>, tuple<i32, f32, tensor<i1>, i5>)

// -----

// Nested tuples, tuples of function types and of shaped types.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.nested"() {t = tuple<tuple<>, tuple<i1, tuple<i2>>>} : () -> tuple<(i32) -> i64, memref<4xf32>, vector<[4]xi8>>
// CHECK-NEXT: }) : () -> ()
"foo.nested"() {t = tuple<tuple<>, tuple<i1, tuple<i2>>>} : () -> tuple<(i32) -> i64, memref<4xf32>, vector<[4]xi8>>

// -----

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.spaces"() : () -> tuple<i32, f32>
// CHECK-NEXT: }) : () -> ()
"foo.spaces"() : () -> tuple< i32 ,  f32 >
