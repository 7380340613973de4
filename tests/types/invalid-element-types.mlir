// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// Former discrepancy, since fixed in mica: mlir-opt 22 rejects these element types, mica accepts them:
// vectors of dialect types, tensors of tensors/tuples, memrefs of opaque
// dialect types. (Vectors of vectors/complex are rejected by both, with
// different wording; see invalid-vector-element.mlir.)

// expected-error @+1 {{VectorElementTypeInterface}}
"foo.op"() : () -> (vector<4x!foo.elt>)

// -----

// expected-error @+1 {{invalid tensor element type}}
"foo.op"() : () -> (tensor<2xtensor<3xi8>>)

// -----

// expected-error @+1 {{invalid tensor element type}}
"foo.op"() : () -> (tensor<2xtuple<i1>>)

// -----

// expected-error @+1 {{invalid memref element type}}
"foo.op"() : () -> (memref<2x!foo.t>)
