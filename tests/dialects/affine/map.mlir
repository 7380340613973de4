// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Affine map parsing: dims and symbols with any names (printed as d0.../s0...),
// `+`, `-`, `*`, `floordiv`, `ceildiv`, `mod`, parentheses.

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0, d1 + s0, d1 - s0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.basic"() {a = #map, b = #map1} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.basic"() {a = affine_map<(d0, d1)[s0] -> (d0, d1 + s0, d1 - s0)>, b = affine_map<(i, j)[N] -> (i + N, j * 2)>} : () -> ()

// -----

// CHECK: #map = affine_map<(d0) -> (d0 floordiv 4, d0 ceildiv 4, d0 mod 4)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> ((d0 + d1) floordiv 2)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (d0 floordiv s0, d0 mod s0, d0 * s0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.divmod"() {a = #map, b = #map1, c = #map2} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.divmod"() {a = affine_map<(d0) -> (d0 floordiv 4, d0 ceildiv 4, d0 mod 4)>, b = affine_map<(d0, d1) -> ((d0 + d1) floordiv 2)>, c = affine_map<(d0)[s0] -> (d0 floordiv s0, d0 mod s0, d0 * s0)>} : () -> ()

// -----

// Parentheses are printed only where needed.
// CHECK: #map = affine_map<(d0, d1) -> (-(d0 mod 4) + d1)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> ((d0 + s0) * 2)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (d0 ceildiv s0 - s0)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.parens"() {e = #map, e2 = #map1, f = #map2, g = #map3} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.parens"() {e = affine_map<(d0, d1) -> (-(d0 mod 4) + d1)>, e2 = affine_map<(d0)[s0] -> ((d0 + s0) * 2)>, f = affine_map<(d0)[s0] -> (d0 ceildiv s0 - s0)>, g = affine_map<(d0) -> ((((d0))))>} : () -> ()

// -----

// Constant folding and multiplication by constants.
// CHECK: #map = affine_map<(d0) -> (3)>
// CHECK-NEXT: #map1 = affine_map<() -> (0)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (0)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (3, 1, -3)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 * 6)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0 * 2 + 1)>
// CHECK-NEXT: #map6 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.fold"() {a = #map, b = #map1, c = #map2, d = #map, e = #map3, f = #map4, g = #map5, h = #map6} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.fold"() {a = affine_map<(d0) -> (3)>, b = affine_map<() -> (0)>, c = affine_map<(d0) -> (d0 * 0)>, d = affine_map<(d0) -> (1 + 2)>, e = affine_map<(d0) -> (7 floordiv 2, 7 mod 3, -7 ceildiv 2)>, f = affine_map<(d0) -> ((d0 * 2) * 3)>, g = affine_map<(d0) -> (2 * d0 + 1)>, h = affine_map<(d0) -> (d0 + 1 + 1)>} : () -> ()

// -----

// mod 1 is 0 and floordiv 1 is the identity; symbols multiply dims.
// CHECK: #map = affine_map<(d0) -> (0, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 * (-s0), -(d0 * s0))>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.symbolic"() {b = #map, c = #map1, d = #map2} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.symbolic"() {b = affine_map<(d0) -> (d0 mod 1, d0 floordiv 1)>, c = affine_map<(d0)[s0] -> (d0 * -s0, -(d0 * s0))>, d = affine_map<(d0) -> (-(-d0))>} : () -> ()

// -----

// Empty results, repeated results, no inputs.
// CHECK: #map = affine_map<(d0) -> ()>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0, d0)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (s1, s0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.shapes"() {a = #map, b = #map1, c = #map2} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.shapes"() {a = affine_map<(d0) -> ()>, b = affine_map<(d0) -> (d0, d0)>, c = affine_map<()[s0, s1] -> (s1, s0)>} : () -> ()

// -----

// Whitespace and newlines anywhere.
// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.spaces"() {a = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.spaces"() {a = affine_map< ( d0 , d1 ) [ s0 ]
   -> ( d0 +
        s0 , d1 ) >} : () -> ()
