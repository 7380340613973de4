// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Affine maps and integer sets of the seed LangRef that have no `size`
// (see bounded-maps.mlir for those). The expected output is mlir-opt 22's
// for the same definitions inside `affine_map<>`/`affine_set<>`.

// "Memref Type", symbol capture example.
// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.op"() {map = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
#imapA = (d0, d1) [s0] -> (d0 + s0, d1)
"foo.op"() {map = #imapA} : () -> ()

// -----

// "Integer Sets".
// CHECK: #set = affine_set<(d0, d1)[s0, s1] : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.op"() {set = #set} : () -> ()
// CHECK-NEXT: }) : () -> ()
#set42 = (d0, d1)[s0, s1]
  : d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0
"foo.op"() {set = #set42} : () -> ()

// -----

// "Affine Expressions": the affine functions listed in the context note,
// (i+j+1, j), (j, i/4, i mod 4), (2i+1, j); for (i mod 2, j+i) see
// polyhedral-commutative.mlir.
// CHECK: #map = affine_map<(d0, d1) -> (d0 + d1 + 1, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0 floordiv 4, d0 mod 4)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0 * 2 + 1, d1)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.op"() {a = #map, c = #map1, d = #map2} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() {a = affine_map<(i, j) -> (i + j + 1, j)>, c = affine_map<(i, j) -> (j, i floordiv 4, i mod 4)>, d = affine_map<(i, j) -> (2 * i + 1, j)>} : () -> ()

// -----

// "'load' operation": the affine.apply maps.
// CHECK: #map = affine_map<(d0, d1) -> (d0 * 3)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1 + 1)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 * 2 + 1)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.op"() {a = #map, b = #map1, c = #map2} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() {a = affine_map<(d0, d1) -> (3*d0)>, b = affine_map<(d0, d1) -> (d1+1)>, c = affine_map<(d0) -> (2*d0 + 1)>} : () -> ()
