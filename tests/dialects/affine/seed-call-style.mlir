// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// The seed LangRef's affine map definitions at the top of the file
// (`#map = (d0) -> (...)` without `affine_map<>`, "Named affine mappings")
// and its call style `floordiv(e, c)` / `ceildiv(e, c)` ("Semi-affine maps").
// The expected output is mlir-opt 22's for the same maps written as
// `affine_map<...>` with infix `floordiv`/`ceildiv`.

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0, d0 + d1 + s0 floordiv 2)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.op"() {a = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
#affine_map42 = (d0, d1)[s0] -> (d0, d0 + d1 + floordiv(s0,2))
"foo.op"() {a = #affine_map42} : () -> ()

// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 ceildiv 4, (d0 + s0) floordiv s0, d0 mod 4)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.op"() {a = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
#m = (d0)[s0] -> (ceildiv(d0, 4), floordiv(d0 + s0, s0), d0 mod 4)
"foo.op"() {a = #m} : () -> ()

// -----

// The definition may span lines.
// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0, d1 + s0, d1 - s0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.op"() {a = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
#affine_map2to3 =
  (d0, d1)[s0] -> (d0, d1 + s0, d1 - s0)
"foo.op"() {a = #affine_map2to3} : () -> ()

// -----

// Inline in a memref type.
// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0, d0 + d1 + s0 floordiv 2)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   %0 = "foo.op"() : () -> memref<4x4xf32, #map>
// CHECK-NEXT: }) : () -> ()
"foo.op"() : () -> memref<4x4xf32, (d0, d1)[s0] -> (d0, d0 + d1 + floordiv(s0,2))>

// -----

// Integer set definitions in the seed form.
// CHECK: #set = affine_set<(d0)[s0] : (d0 >= 0, d0 - s0 == 0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.op"() {a = #set} : () -> ()
// CHECK-NEXT: }) : () -> ()
#set = (d0)[s0] : (d0 >= 0, d0 - s0 == 0)
"foo.op"() {a = #set} : () -> ()

// -----

// "Integer Sets": the LangRef's #set42, whose constraints have no parentheses.
// CHECK: #set = affine_set<(d0, d1)[s0, s1] : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.op"() {a = #set} : () -> ()
// CHECK-NEXT: }) : () -> ()
#set42 = (d0, d1)[s0, s1]
  : d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0
"foo.op"() {a = #set42} : () -> ()
