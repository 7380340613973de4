// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// affine_map and affine_set attributes are printed through `#map`, `#map1`,
// ..., `#set`, `#set1`, ... aliases defined before the module, in order of
// first use; identical maps share one alias.

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0)>
// CHECK-NEXT: #map3 = affine_map<() -> ()>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.maps"() {a = #map, b = #map1, c = #map2, d = #map3, e = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.maps"() {a = affine_map<(d0) -> (d0)>, b = affine_map<(d0, d1) -> (d1, d0)>, c = affine_map<()[s0] -> (s0)>, d = affine_map<() -> ()>, e = affine_map<(d0) -> (d0)>} : () -> ()

// -----

// Maps before sets; within a kind, the order of first use (attributes are
// visited in sorted order).
// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0)[s0] : (d0 - s0 == 0, -d0 + 10 >= 0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.op"() {a = #map, s = #set, t = #set1, z = #map1} : () -> ()
// CHECK-NEXT:   "foo.op2"() {m = #map2} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() {z = affine_map<(d0) -> (d0 + 2)>, a = affine_map<(d0) -> (d0 + 1)>, s = affine_set<(d0) : (d0 >= 0)>, t = affine_set<(d0)[s0] : (d0 - s0 == 0, -d0 + 10 >= 0)>} : () -> ()
"foo.op2"() {m = affine_map<(d0) -> (d0 + 3)>} : () -> ()

// -----

// Result types are visited before attributes.
// CHECK: #map = affine_map<(d0) -> (d0 * 4)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 * 3)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   %0 = "foo.op"() {a = [#map1, #map2]} : () -> memref<4xf32, #map>
// CHECK-NEXT: }) : () -> ()
"foo.op"() {a = [affine_map<(d0) -> (d0 * 2)>, affine_map<(d0) -> (d0 * 3)>]} : () -> memref<4xf32, affine_map<(d0) -> (d0 * 4)>>

// -----

// User alias names are not kept.
// CHECK-NOT: #my_map
// CHECK: #map = affine_map<(d0) -> (d0 floordiv 2)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.op"() {a = #map, b = #set} : () -> ()
// CHECK-NEXT: }) : () -> ()
#my_map = affine_map<(d0) -> (d0 floordiv 2)>
#my_set = affine_set<(d0) : (d0 >= 0)>
"foo.op"() {a = #my_map, b = #my_set} : () -> ()

// -----

// Nested regions: outer attributes, then inner ops, then the rest.
// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.op"() {a = #map} : () -> ()
// CHECK-NEXT:   "foo.op"() ({
// CHECK-NEXT:     "foo.inner"() {b = #map1} : () -> ()
// CHECK-NEXT:   }) {c = #map2} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() {a = affine_map<(d0) -> (d0 + 1)>} : () -> ()
"foo.op"() ({
  "foo.inner"() {b = affine_map<(d0) -> (d0 + 2)>} : () -> ()
}) {c = affine_map<(d0) -> (d0 + 3)>} : () -> ()

// -----

// Long maps and empty sets.
// CHECK: #map = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11) -> (d11)>
// CHECK-NEXT: #set = affine_set<() : (0 == 0)>
// CHECK-NEXT: #set1 = affine_set<(d0) : (1 >= 0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.op"() {a = #map, b = #set, c = #set, d = #set1} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() {a = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11) -> (d11)>, b = affine_set<() : (0 == 0)>, c = affine_set<() : ()>, d = affine_set<(d0) : (1 >= 0)>} : () -> ()
