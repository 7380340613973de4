// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// The seed LangRef's elements attributes with the type first ("Elements
// Attributes"): `splat<T, v>`, `dense<T, [...]>`, `sparse<T, idx, vals>`.
// mlir-opt 22 only accepts `dense<v> : T`; the expected output is mlir-opt
// 22's for the same values written that way.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.op"() {a = dense<1> : tensor<4xi32>, d = dense<1.500000e+00> : vector<4xf32>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() {a = splat<tensor<4xi32>, 1>, d = splat<vector<4xf32>, 1.5>} : () -> ()

// -----

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.op"() {b = dense<[1, 2]> : tensor<2xi32>, c = dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() {b = dense<tensor<2xi32>, [1, 2]>, c = dense<vector<2xf32>, [1.0, 2.0]>} : () -> ()

// -----

// The LangRef example of "Sparse Elements Attribute".
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.op"() {a = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() {a = sparse<tensor<3x4xi32>, [[0, 0], [1, 2]], [1, 5]>} : () -> ()

// -----

// A list of equal elements in the seed form is a splat, too.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.op"() {a = dense<7> : tensor<3xi8>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() {a = dense<tensor<3xi8>, [7, 7, 7]>} : () -> ()
