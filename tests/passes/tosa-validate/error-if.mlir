// The spec's ERROR_IF conditions that strict-op-spec-alignment checks.
// Errors as `mlir-opt-22 --split-input-file --verify-diagnostics --tosa-attach-target="level=none profiles=pro_int,pro_fp extensions=int16,controlflow,dynamic" --tosa-validate=strict-op-spec-alignment` gives them.
// RUN: %mica-opt --split-input-file --verify-diagnostics --tosa-attach-target="level=none profiles=pro_int,pro_fp extensions=int16,controlflow,dynamic" --tosa-validate=strict-op-spec-alignment %s

func.func @mul_shift(%arg0: tensor<4xi8>) -> tensor<4xi32> {
  %shift = "tosa.const"() {values = dense<3> : tensor<1xi8>} : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.mul' op requires shift = 0 for all input data types that are not int32_t, but got: 3}}
  %0 = tosa.mul %arg0, %arg0, %shift : (tensor<4xi8>, tensor<4xi8>, tensor<1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @table_size(%arg0: tensor<4xi16>, %arg1: tensor<512xi16>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.table' op requires table size of 513, got 512}}
  %0 = tosa.table %arg0, %arg1 : (tensor<4xi16>, tensor<512xi16>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @pad_negative(%arg0: tensor<13x21xf32>) -> tensor<13x21xf32> {
  %padding = tosa.const_shape {values = dense<[0, 0, -1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %pad_const = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.pad' op padding value must all be non-negative, got -1}}
  %0 = tosa.pad %arg0, %padding, %pad_const : (tensor<13x21xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<13x21xf32>
  return %0 : tensor<13x21xf32>
}

// -----

func.func @resize_output(%arg0: tensor<1x8x8x1xf32>) -> tensor<1x15x16x1xf32> {
  %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.resize' op calculated output height did not match expected: calculated=16, expected=15}}
  %0 = tosa.resize %arg0, %scale, %offset, %border {mode = NEAREST_NEIGHBOR} : (tensor<1x8x8x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x15x16x1xf32>
  return %0 : tensor<1x15x16x1xf32>
}

// -----

func.func @scatter_duplicates(%arg0: tensor<1x8x2xf32>, %arg1: tensor<1x3x2xf32>) -> tensor<1x8x2xf32> {
  %indices = "tosa.const"() {values = dense<[[1, 5, 1]]> : tensor<1x3xi32>} : () -> tensor<1x3xi32>
  // expected-error @+1 {{'tosa.scatter' op indices values contain duplicates}}
  %0 = tosa.scatter %arg0, %indices, %arg1 : (tensor<1x8x2xf32>, tensor<1x3xi32>, tensor<1x3x2xf32>) -> tensor<1x8x2xf32>
  return %0 : tensor<1x8x2xf32>
}

// -----

func.func @cond_if_not_isolated(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i1>) -> tensor<f32> {
  // expected-error @+1 {{'tosa.cond_if' op is not conformant to the TOSA specification. It requires the 'else' region is isolated from above.}}
  %0 = tosa.cond_if %arg2 (%a = %arg0) : tensor<i1> (tensor<f32>) -> tensor<f32> {
  ^bb0(%x: tensor<f32>):
    tosa.yield %x : tensor<f32>
  } else {
  ^bb0(%x: tensor<f32>):
    tosa.yield %arg1 : tensor<f32>
  }
  return %0 : tensor<f32>
}
