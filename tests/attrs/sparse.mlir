// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Sparse elements: indices and values are dense elements themselves and are
// printed the same way (splats, empty lists).

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.sparse"() {a = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<0, 1.500000e+00> : tensor<2x2xf32>, c = sparse<> : tensor<4xi32>, d = sparse<0, 7> : tensor<4xi32>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.sparse"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<[[0, 0]], [1.5]> : tensor<2x2xf32>, c = sparse<[], []> : tensor<4xi32>, d = sparse<0, 7> : tensor<4xi32>} : () -> ()

// -----

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.sparse_kinds"() {e = sparse<[0, 1], [true, false]> : tensor<4xi1>, f = sparse<{{\[\[}}1], [2]], ["a", "b"]> : tensor<4x!foo.t>, g = sparse<1, (1.000000e+00,2.000000e+00)> : tensor<2x2xcomplex<f32>>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.sparse_kinds"() {e = sparse<[0, 1], [true, false]> : tensor<4xi1>, f = sparse<[[1], [2]], ["a", "b"]> : tensor<4x!foo.t>, g = sparse<[[1, 1]], [(1.0, 2.0)]> : tensor<2x2xcomplex<f32>>} : () -> ()

// -----

// The LangRef example.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.langref"() {a = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.langref"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>} : () -> ()
