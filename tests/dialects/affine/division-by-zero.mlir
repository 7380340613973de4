// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s
// Former discrepancy, since fixed in mica: mlir-opt 22 accepts `floordiv 0` and `mod` by a negative
// constant, and an overflowing constant sum, and prints them unchanged;
// mica rejects them with "division by
// zero or overflow in affine expression".

// CHECK: #map = affine_map<(d0) -> (d0 floordiv 0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.div0"() {a = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.div0"() {a = affine_map<(d0) -> (d0 floordiv 0)>} : () -> ()

// -----

// CHECK: #map = affine_map<(d0) -> (d0 mod -2)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.mod_neg"() {a = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.mod_neg"() {a = affine_map<(d0) -> (d0 mod -2)>} : () -> ()

// -----

// Overflowing constant arithmetic is left unfolded by mlir-opt 22.
// CHECK: #map = affine_map<(d0) -> (9223372036854775807 + 1)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.overflow"() {a = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.overflow"() {a = affine_map<(d0) -> (9223372036854775807 + 1)>} : () -> ()
