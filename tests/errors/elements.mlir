// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Elements of dense, sparse and array attributes, in MLIR's words.

// A complex splat has two numbers, a list two per element.
// expected-error @+1 {{parsed 1 elements, but type ('complex<i64>') expected 2 elements}}
"foo.op"() {a = dense<0> : tensor<2xcomplex<i64>>} : () -> ()

// -----

// expected-error @+1 {{parsed 3 elements, but type ('tensor<2xcomplex<i64>>') expected 4 elements}}
"foo.op"() {a = dense<[0, (0, 1)]> : tensor<2xcomplex<i64>>} : () -> ()

// -----

// expected-error @+1 {{parsed zero elements, but type ('tensor<2xi8>') expected at least 1}}
"foo.op"() {a = dense<> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{expected floating point literal}}
"foo.op"() {a = dense<[1.0, true]> : tensor<2xf32>} : () -> ()

// -----

// The error is where the attribute starts.
"foo.op"() {a =
  // expected-error @+1 {{elements literal must be a shaped type}}
  sparse<[0], [1]>
  : i32} : () -> ()

// -----

// expected-error @+1 {{expected 1-d tensor for sparse element values}}
"foo.op"() {a = sparse<[[0, 0]], [[1]]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{`dense_resource` expected a shaped type}}
"foo.op"() {a = dense_resource<x> : i32} : () -> ()

// -----

// expected-error @+1 {{element type bitwidth must be a multiple of 8}}
"foo.op"() {a = array<i7>} : () -> ()

// -----

// expected-error @+1 {{expected 'true' or 'false' values for i1 type}}
"foo.op"() {a = array<i1: true, 1>} : () -> ()

// -----

// expected-error @+1 {{expected floating point literal}}
"foo.op"() {a = array<f32: true>} : () -> ()

// -----

// expected-error @+1 {{elements literal type must have static shape}}
"foo.op"() {a = dense<0> : tensor<*xi8>} : () -> ()

// -----

// expected-error @+1 {{elements literal type must have static shape}}
"foo.op"() {a = sparse<[0], [1]> : tensor<?xi8>} : () -> ()
