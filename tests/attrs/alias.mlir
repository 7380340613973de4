// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Attribute aliases `#name = value` are substituted where used; only
// affine maps and sets get printed aliases (named #map/#set, not the user's
// names).

// CHECK-NOT: #alias
// CHECK-NOT: #unused
// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.op"() {a = 42 : i32, b = [42 : i32, "x"], c = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
#alias = 42 : i32
#alias2 = [#alias, "x"]
#unused = "u"
#m = affine_map<(d0) -> (d0 + 1)>
"foo.op"() {a = #alias, b = #alias2, c = #m} : () -> ()

// -----

// An alias for a dialect attribute and for a type attribute.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.op"() {a = #foo.attr<1>, b = tensor<4xi32>} : () -> ()
// CHECK-NEXT: }) : () -> ()
#d = #foo.attr<1>
#t = tensor<4xi32>
"foo.op"() {a = #d, b = #t} : () -> ()

// -----

// Alias names may contain `$`, `_`, `-` and digits.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.op"() {a = 7 : i64} : () -> ()
// CHECK-NEXT: }) : () -> ()
#a_b$c-1 = 7
"foo.op"() {a = #a_b$c-1} : () -> ()
