// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Invalid builtin types.

// expected-error @+1 {{invalid element type for complex}}
"foo.op"() : () -> (complex<index>)

// -----

// expected-error @+1 {{invalid element type for complex}}
"foo.op"() : () -> (complex<complex<f32>>)

// -----

// expected-error @+1 {{invalid tensor element type}}
"foo.op"() : () -> (tensor<2xnone>)

// -----

// expected-error @+1 {{invalid tensor element type}}
"foo.op"() : () -> (tensor<2x(i32)->i32>)

// -----

// expected-error @+1 {{invalid memref element type}}
"foo.op"() : () -> (memref<2xtensor<3xi8>>)

// -----

// expected-error @+1 {{vector types must have positive constant sizes}}
"foo.op"() : () -> (vector<0xf32>)

// -----

// The LangRef's note: `0x42` in a vector shape is `0 x 42`, and 0 is invalid.
// expected-error @+1 {{vector types must have positive constant sizes}}
"foo.op"() : () -> (vector<0x42xi32>)

// -----

// expected-error @+1 {{vector types must have positive constant sizes}}
"foo.op"() : () -> (vector<[4]x[0]xf32>)

// -----

// expected-error @+1 {{expected the number of strides to match the rank}}
"foo.op"() : () -> (memref<4xf32, strided<[1, 2]>>)

// -----

// expected-error @+1 {{memref layout mismatch between rank and affine map: 1 != 2}}
"foo.op"() : () -> (memref<4xf32, affine_map<(d0, d1) -> (d0)>>)

// -----

// expected-error @+1 {{expected 'x'}}
"foo.op"() : () -> (tensor<4x4>)

// -----

// expected-error @+1 {{integer bitwidth is limited to 16777215 bits}}
"foo.op"() : () -> (i16777216)
