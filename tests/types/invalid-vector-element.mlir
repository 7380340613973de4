// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Vector element types must be integer, index or float.

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"foo.op"() : () -> (vector<2xcomplex<f64>>)

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"foo.op"() : () -> (vector<4xvector<4xf32>>)

// -----

// Dynamic and unranked shapes do not exist for vectors.
// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> (vector<?xf32>)

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> (vector<*xf32>)
