// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Integer sets: `>=`, `<=` and `==` constraints are normalized to `e >= 0`
// and `e == 0`; the empty set `()` prints as `(0 == 0)`.

// CHECK: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0) : (-d0 + 10 >= 0)>
// CHECK-NEXT: #set2 = affine_set<(d0, d1)[s0] : (d0 - d1 == 0, d0 + s0 - 1 >= 0, d1 + 5 >= 0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.sets"() {a = #set, b = #set1, c = #set2} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.sets"() {a = affine_set<(d0) : (d0 >= 0)>, b = affine_set<(d0) : (d0 <= 10)>, c = affine_set<(d0, d1)[s0] : (d0 == d1, d0 + s0 >= 1, -d1 <= 5)>} : () -> ()

// -----

// CHECK: #set = affine_set<() : (0 == 0)>
// CHECK-NEXT: #set1 = affine_set<(d0) : (0 == 0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.empty"() {d = #set, e = #set1} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.empty"() {d = affine_set<() : ()>, e = affine_set<(d0) : ()>} : () -> ()

// -----

// The LangRef example #set42.
// CHECK: #set = affine_set<(d0, d1)[s0, s1] : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.langref"() {f = #set} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.langref"() {f = affine_set<(d0, d1)[s0, s1] : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)>} : () -> ()

// -----

// CHECK: #set = affine_set<(d0) : (d0 - 5 >= 0, d0 - 3 == 0)>
// CHECK-NEXT: #set1 = affine_set<(d0) : (-d0 + 5 >= 0)>
// CHECK-NEXT: #set2 = affine_set<(d0) : (d0 - 3 == 0)>
// CHECK-NEXT: #set3 = affine_set<(d0)[s0] : (d0 mod 2 == 0, d0 floordiv s0 >= 0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.more"() {g = #set, h = #set1, i = #set2, j = #set3} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.more"() {g = affine_set<(d0) : (d0 >= 5, d0 - 3 == 0)>, h = affine_set<(d0) : (5 >= d0)>, i = affine_set<(d0) : (d0 == 1 + 2)>, j = affine_set<(d0)[s0] : (d0 mod 2 == 0, d0 floordiv s0 >= 0)>} : () -> ()
