// memref.global's untyped `sparse<...>` and `dense_resource<...>` checked
// against the global's tensor type, and an explicit type refused after them
// as after `dense<...>`. Messages and locations as
// `mlir-opt-22 --split-input-file --verify-diagnostics %s` accepts them.
// RUN: %mica-opt --split-input-file --verify-diagnostics %s

// expected-error @+1 {{expected shape ([]); inferred shape of indices literal ([0]); inferred shape of values literal ([0])}}
memref.global @scalar : memref<i32> = sparse<[], []>

// -----

// expected-error @+1 {{sparse index #0 is not contained within the value shape, with index=[5], and type='tensor<4xi32>'}}
memref.global @outside : memref<4xi32> = sparse<[[5]], [1]>

// -----

// expected-error @+1 {{expected integer elements, but parsed floating-point}}
memref.global @float_value : memref<4xi32> = sparse<[[1]], [1.5]>

// -----

// expected-error @+1 {{expected shape ([2, 2]); inferred shape of indices literal ([2]); inferred shape of values literal ([1])}}
memref.global @flat_index : memref<2x2xi32> = sparse<[1, 1], [7]>

// -----

// expected-error @+1 {{expected ','}}
memref.global @no_values : memref<4xi32> = sparse<[[1]]>

// -----

// expected-error @+1 {{expected operation name in quotes}}
memref.global @typed_sparse : memref<4xi32> = sparse<[[1]], [5]> : tensor<4xi32>

// -----

// expected-error @+1 {{expected operation name in quotes}}
memref.global @typed_resource : memref<2xi32> = dense_resource<blob1> : tensor<2xi32>

// -----

// expected-error @+1 {{expected identifier key for 'resource' entry}}
memref.global @number_handle : memref<4xi32> = dense_resource<1>

// -----

// expected-error @+1 {{expected identifier key for 'resource' entry}}
memref.global @no_handle : memref<4xi32> = dense_resource<>

// -----

// expected-error @+1 {{expected identifier key for 'resource' entry}}
"test.op"() {a = dense_resource< 1> : tensor<4xi32>} : () -> ()
