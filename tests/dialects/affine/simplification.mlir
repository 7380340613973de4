// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s
// mlir-opt 22 simplifies these expressions when it builds them (besides
// constant folding, `d0 mod 1`, `(d0 * 2) * 3`):
//   e - (e floordiv c) * c        -> e mod c
//   (d0 * 4) floordiv 2           -> d0 * 2
//   d0 * 2 floordiv 2             -> d0
//   (d0 * 4 + 8) floordiv 4       -> d0 + 2
//   (d0 * 4) mod 2                -> 0
//   d0 mod 4 mod 2                -> d0 mod 2
//   d0 * 3 + d0 * 2               -> d0 * 5
//   d0 * 2 - d0 * 2               -> 0
//   d0 + 3 + d0                   -> d0 * 2 + 3
//   d0 + s0 * 2 + 3 + d0          -> d0 + s0 * 2 + d0 + 3 (constant last)

// CHECK: #map = affine_map<(d0) -> (d0 mod 4)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.mod"() {d = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.mod"() {d = affine_map<(d0) -> (d0 - (d0 floordiv 4) * 4)>} : () -> ()

// -----

// CHECK: #map = affine_map<(d0) -> ((d0 * 4) mod 8)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 mod 3)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.mod_mul"() {a = #map, b = #map1} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.mod_mul"() {a = affine_map<(d0) -> (d0 * 4 - (d0 * 4) floordiv 8 * 8)>, b = affine_map<(d0) -> (d0 - d0 floordiv 3 * 3)>} : () -> ()

// -----

// CHECK: #map = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.floordiv_multiple"() {a = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.floordiv_multiple"() {a = affine_map<(d0) -> ((d0 * 4) floordiv 2)>} : () -> ()

// -----

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.floordiv_same"() {a = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.floordiv_same"() {a = affine_map<(d0) -> (d0 * 2 floordiv 2)>} : () -> ()

// -----

// CHECK: #map = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.floordiv_sum"() {a = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.floordiv_sum"() {a = affine_map<(d0) -> ((d0 * 4 + 8) floordiv 4)>} : () -> ()

// -----

// CHECK: #map = affine_map<(d0) -> (0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.mod_multiple"() {a = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.mod_multiple"() {a = affine_map<(d0) -> ((d0 * 4) mod 2)>} : () -> ()

// -----

// CHECK: #map = affine_map<(d0) -> (d0 mod 2)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.mod_mod"() {a = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.mod_mod"() {a = affine_map<(d0) -> (d0 mod 4 mod 2)>} : () -> ()

// -----

// CHECK: #map = affine_map<(d0) -> (d0 * 5)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (0)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 * 2 + 3)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.like_terms"() {a = #map, b = #map1, c = #map2} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.like_terms"() {a = affine_map<(d0) -> (d0 * 3 + d0 * 2)>, b = affine_map<(d0) -> (d0 * 2 - d0 * 2)>, c = affine_map<(d0) -> (d0 + 3 + d0)>} : () -> ()

// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0 * 2 + d0 + 3)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.constant_last"() {b = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.constant_last"() {b = affine_map<(d0)[s0] -> (d0 + s0 * 2 + 3 + d0)>} : () -> ()
