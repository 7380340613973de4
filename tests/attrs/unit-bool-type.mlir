// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// `unit` values print as a bare name in dictionaries; `true`/`false`; types
// as attribute values.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.unit"() {a, b, c = [unit]} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.unit"() {a = unit, b, c = [unit]} : () -> ()

// -----

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.bool"() {a = true, b = false, c = [true, false]} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.bool"() {a = true, b = false, c = [true, false]} : () -> ()

// -----

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.types"() {d = i32, e = !foo.t, f = (i32) -> i64, g = tensor<4xf32>, h = none, i = index, j = vector<4xf32>, k = memref<?xf32, 1>, l = tuple<>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.types"() {d = i32, e = !foo.t, f = (i32) -> i64, g = tensor<4xf32>, h = none, i = index, j = vector<4 x f32>, k = memref<?xf32, 1>, l = tuple<>} : () -> ()
