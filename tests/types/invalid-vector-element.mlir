// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Vector element types must be integer, index or float. mlir-opt 22 says
// "failed to verify 'elementType': VectorElementTypeInterface instance" at the
// `vector` keyword; mica says "vector elements must be int/index/float type"
// at the element type. Both on the same line.

// expected-error @+1 {{vector elements must be int/index/float type}}
"foo.op"() : () -> (vector<2xcomplex<f64>>)

// -----

// expected-error @+1 {{vector elements must be int/index/float type}}
"foo.op"() : () -> (vector<4xvector<4xf32>>)

// -----

// Dynamic and unranked shapes do not exist for vectors.
// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> (vector<?xf32>)

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> (vector<*xf32>)
