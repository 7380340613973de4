// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s
// Operand order of commutative `+` and `*` as mlir-opt 22 builds it: dims
// before symbols, lower positions first (only between two dims/symbols),
// symbolic terms to the right of `+` (`s0 - d0` is `-d0 + s0`), so `d1 + d0`
// and `d0 + d1` are one map with one alias.

// CHECK: #map = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1)[s0] -> (d1 + s0 + d0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.add"() {a = #map, b = #map1, h = #map2, i = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.add"() {a = affine_map<(d0, d1) -> (d1 + d0)>, b = affine_map<(d0)[s0] -> (s0 + d0)>, h = affine_map<(d0, d1)[s0] -> (s0 + d1 + d0)>, i = affine_map<(d0, d1) -> (d0 + d1)>} : () -> ()

// -----

// CHECK: #map = affine_map<(d0, d1)[s0, s1] -> (d1 * s0 + d0 * s1, -s0, -d1 + s1)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 * s0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.mul"() {a = #map, c = #map1} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.mul"() {c = affine_map<(d0)[s0] -> (s0 * d0)>, a = affine_map<(d0, d1)[s0, s1] -> (s0 * d1 + s1 * d0, -s0, s1 - d1)>} : () -> ()

// -----

// CHECK: #map = affine_map<(d0)[s0] -> (-d0 + s0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.sub"() {a = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.sub"() {a = affine_map<(d0)[s0] -> (s0 - d0)>} : () -> ()

// -----

// CHECK: #map = affine_map<(d0, d1) -> (d0 + d1 + 2 + 1)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.nested_add"() {d = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.nested_add"() {d = affine_map<(d0, d1) -> ((d0 + 1) + (d1 + 2))>} : () -> ()
