// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// `array<T: ...>` dense arrays of integers, floats and booleans, empty ones.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.arrays"() {a = array<i64: 1, 2, 3>, b = array<i32>, c = array<f32: 1.000000e+00, 2.500000e+00>, d = array<i1: true, false>, e = array<i8: -1, 127>, f = array<f64: 1.000000e+10>, g = array<i16: 1>, h = array<i64>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.arrays"() {a = array<i64: 1, 2, 3>, b = array<i32>, c = array<f32: 1.0, 2.5>, d = array<i1: true, false>, e = array<i8: -1, 127>, f = array<f64: 1.0e10>, g = array<i16: 1>, h = array<i64>} : () -> ()

// -----

// As properties (where today's ops keep them).
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.props"() <{operandSegmentSizes = array<i32: 0, 0>, sizes = array<i64: 4, -1>}> : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.props"() <{operandSegmentSizes = array<i32: 0, 0>, sizes = array<i64: 4, -1>}> : () -> ()

// -----

// Hex floats and large values.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.values"() {a = array<f32: 0x7FC00000, -0.000000e+00>, b = array<i64: 9223372036854775807, -9223372036854775808>, c = array<i8: -1>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.values"() {a = array<f32: 0x7FC00000, -0.0>, b = array<i64: 9223372036854775807, -9223372036854775808>, c = array<i8: 255>} : () -> ()
