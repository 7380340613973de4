// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Subtraction and negation: `a - b` is `a + b * -1` and prints back as
// `a - b`; a leading negated term prints as `-d0 + ...`.

// CHECK: #map = affine_map<(d0) -> (-d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0 - d1 * 2)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0 - d1 * 3)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 - 1)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (-d0 + 5)>
// CHECK-NEXT: #map5 = affine_map<(d0)[s0] -> (-(d0 + s0))>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.sub"() {c = #map, d = #map, e = #map1, f = #map2, g = #map3, h = #map3, i = #map4, j = #map5} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.sub"() {c = affine_map<(d0) -> (-d0)>, d = affine_map<(d0) -> (d0 * -1)>, e = affine_map<(d0, d1) -> (d0 - d1 * 2)>, f = affine_map<(d0, d1) -> (d0 + d1 * -3)>, g = affine_map<(d0) -> (d0 - 1)>, h = affine_map<(d0) -> (d0 + -1)>, i = affine_map<(d0) -> (-d0 + 5)>, j = affine_map<(d0)[s0] -> (-(d0 + s0))>} : () -> ()

// -----

// A constant minus a dim puts the dim first.
// CHECK: #map = affine_map<(d0) -> (-d0 + 5)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1 - d0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.const_minus"() {c = #map, d = #map1} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.const_minus"() {c = affine_map<(d0) -> (5 - d0)>, d = affine_map<(d0, d1) -> (d1 - d0)>} : () -> ()

// -----

// Negated floordiv/mod terms keep their parentheses.
// CHECK: #map = affine_map<(d0) -> (-(d0 floordiv 2))>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1 - d0 mod 3)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (-(d0 ceildiv 4) + 1)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.neg_div"() {a = #map, b = #map1, c = #map2} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.neg_div"() {a = affine_map<(d0) -> (-(d0 floordiv 2))>, b = affine_map<(d0, d1) -> (d1 - d0 mod 3)>, c = affine_map<(d0) -> (-(d0 ceildiv 4) + 1)>} : () -> ()
