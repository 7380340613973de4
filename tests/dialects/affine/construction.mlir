// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck --match-full-lines --strict-whitespace %s
// Corners of MLIR's construction-time simplification (getAffineBinaryOpExpr),
// one line per kind; the CHECK lines are mlir-opt-22's print of this file.
// 1: folds that would overflow stay as written (INT64_MIN negated prints as
//    itself, as MLIR's int64_t negation does);
// 2: like terms and constants merge with 64-bit wrap-around;
// 3: floordiv/ceildiv fold with negative divisors, never with 0; mod only
//    with divisors >= 1;
// 4: `e - (e floordiv q) * q` becomes `e mod q`, including MLIR 22's quirk
//    of taking `((e floordiv q) * q) op -1` for any op;
// 5: the mod detection retries with the last summand of a sum;
// 6: `+` and `*` order two dims or symbols by position, dims first;
// 7: mod of known multiples, nested mods;
// 8: sets are built from `lhs - rhs` with no further canonicalisation.
"t.m"() {a = affine_map<(d0) -> (9223372036854775807 + 1, 9223372036854775807 * 2, (-9223372036854775807 - 1) floordiv -1, -(-9223372036854775807 - 1), (-9223372036854775807 - 1) mod 3)>} : () -> ()
"t.m"() {a = affine_map<(d0) -> (d0 - 9223372036854775807 - 1, d0 * 9223372036854775807 * 3, d0 * -9223372036854775807 - d0 * 2, d0 + 9223372036854775807 + 1)>} : () -> ()
"t.m"() {a = affine_map<(d0) -> (5 floordiv -2, 5 ceildiv -2, (d0 * 4) floordiv -2, d0 floordiv -1, (d0 * 6 + 3) floordiv -3, d0 floordiv 0, 5 ceildiv 0, d0 mod 0, 7 mod -3, d0 mod -3)>} : () -> ()
"t.m"() {a = affine_map<(d0)[s0] -> (d0 + ((d0 floordiv s0) * s0) floordiv -1, d0 + ((d0 floordiv 4) * 4) mod -1, d0 - (d0 floordiv s0) * s0, d0 + (d0 floordiv s0) * (s0 * -1), d0 + (d0 floordiv -4) * 4)>} : () -> ()
"t.m"() {a = affine_map<(d0, d1)[s0] -> (d0 + s0 + (d1 floordiv 2) * 3, d0 + (s0 + (d0 floordiv 4) * -4), d1 + d0 + (d0 floordiv 4) * -4, (d0 + 1) + (d0 floordiv 4) * -4, d0 * 2 + d1 + (d1 floordiv 4) * -4)>} : () -> ()
"t.m"() {a = affine_map<(d0, d1, d2)[s0, s1] -> (d2 + d1 + d0, s1 * s0, d0 * s1 * s0, s1 + s0 + d0, (d0 * s1) * 2, (d0 * 2) * s1, s0 * (d1 * 3))>} : () -> ()
"t.m"() {a = affine_map<(d0)[s0] -> (s0 floordiv s0, s0 mod s0, (d0 * 6) mod 4, (d0 * 6 + d0 * 4) mod 2, (d0 mod 6) mod 3, (d0 mod 6) mod 4, ((d0 * 8) floordiv 4) mod 2)>} : () -> ()
"t.m"() {a = affine_set<(d0, d1)[s0] : (d1 + d0 >= 0, d0 - d0 == 0, s0 - d1 >= d0 * 2, d0 <= d1 floordiv 2)>, b = affine_set<(d0) : ()>} : () -> ()

// CHECK:#map = affine_map<(d0) -> (9223372036854775807 + 1, 9223372036854775807 * 2, -9223372036854775808 floordiv -1, --9223372036854775808, 1)>
// CHECK-NEXT:#map1 = affine_map<(d0) -> (d0 - -9223372036854775808, d0 * 9223372036854775805, d0 * 9223372036854775807, d0 - -9223372036854775808)>
// CHECK-NEXT:#map2 = affine_map<(d0) -> (-3, -2, d0 * -2, d0 floordiv -1, d0 * -2 - 1, d0 floordiv 0, 5 ceildiv 0, d0 mod 0, 7 mod -3, d0 mod -3)>
// CHECK-NEXT:#map3 = affine_map<(d0)[s0] -> (d0 mod s0, d0 mod 4, d0 mod s0, d0 + (d0 floordiv s0) * (-s0), d0 + (d0 floordiv -4) * 4)>
// CHECK-NEXT:#map4 = affine_map<(d0, d1)[s0] -> (d0 + (d1 floordiv 2) * 3 + s0, d0 + (d0 floordiv 4) * -4 + s0, d0 + d1 - (d0 floordiv 4) * 4, d0 mod 4 + 1, d0 * 2 + d1 mod 4)>
// CHECK-NEXT:#map5 = affine_map<(d0, d1, d2)[s0, s1] -> (d1 + d2 + d0, s0 * s1, (d0 * s1) * s0, d0 + s0 + s1, (d0 * s1) * 2, (d0 * s1) * 2, (d1 * s0) * 3)>
// CHECK-NEXT:#map6 = affine_map<(d0)[s0] -> (s0 floordiv s0, s0 mod s0, (d0 * 6) mod 4, 0, d0 mod 3, (d0 mod 6) mod 4, 0)>
// CHECK-NEXT:#set = affine_set<(d0, d1)[s0] : (d0 + d1 >= 0, 0 == 0, -d1 + s0 - d0 * 2 >= 0, d1 floordiv 2 - d0 >= 0)>
// CHECK-NEXT:#set1 = affine_set<(d0) : (0 == 0)>
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.m"() {a = #map} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map2} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map3} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map4} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map5} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map6} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #set, b = #set1} : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:
