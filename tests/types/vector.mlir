// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Fixed vectors; `vector<4 x f32>` (spaces around `x`) prints compactly.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:5 = "foo.fixed"() : () -> (vector<4xf32>, vector<4xf32>, vector<2x3x4xi8>, vector<1xindex>, vector<16x8xf16>)
// CHECK-NEXT: }) : () -> ()
"foo.fixed"() : () -> (vector<4xf32>, vector<4 x f32>, vector<2x3x4xi8>, vector<1xindex>, vector<16 x 8 x f16>)

// -----

// Scalable dimensions, alone and mixed with fixed ones.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:5 = "foo.scalable"() : () -> (vector<[4]xf32>, vector<2x[4]xf32>, vector<[2]x[4]xi8>, vector<[4]x2xi1>, vector<[4]xf32>)
// CHECK-NEXT: }) : () -> ()
"foo.scalable"() : () -> (vector<[4]xf32>, vector<2x[4]xf32>, vector<[2]x[4]xi8>, vector<[4]x2xi1>, vector<[ 4 ] x f32>)

// -----

// 0-d vectors.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:3 = "foo.zero_d"() : () -> (vector<f32>, vector<i1>, vector<index>)
// CHECK-NEXT: }) : () -> ()
"foo.zero_d"() : () -> (vector<f32>, vector<i1>, vector<index>)

// -----

// Small float element types.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:2 = "foo.elements"() : () -> (vector<2xf8E5M2>, vector<[8]xf4E2M1FN>)
// CHECK-NEXT: }) : () -> ()
"foo.elements"() : () -> (vector<2xf8E5M2>, vector<[8]xf4E2M1FN>)
