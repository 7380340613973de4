// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// "Affine Expressions": the affine function (i mod 2, j+i) of the context
// note. `j + i` is built with its operands ordered: `d0 + d1` (see
// dialects/affine/canonical-order.mlir).

// CHECK: #map = affine_map<(d0, d1) -> (d0 mod 2, d0 + d1)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.op"() {b = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() {b = affine_map<(i, j) -> (i mod 2, j + i)>} : () -> ()
