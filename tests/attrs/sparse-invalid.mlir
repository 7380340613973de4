// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// Former discrepancy, since fixed in mica: mlir-opt 22 checks that indices and values of a sparse
// attribute agree with each other and with the type; mica accepts both of
// these (printing `sparse<0, [1, 2]>` and `sparse<[[5, 0]], 1>`).

// expected-error @+1 {{expected shape ([3, 4]); inferred shape of indices literal ([1, 2]); inferred shape of values literal ([2])}}
"foo.op"() {a = sparse<[[0, 0]], [1, 2]> : tensor<3x4xi32>} : () -> ()

// -----

// expected-error @+1 {{sparse index #0 is not contained within the value shape, with index=[5, 0], and type='tensor<3x4xi32>'}}
"foo.op"() {a = sparse<[[5, 0]], [1]> : tensor<3x4xi32>} : () -> ()
