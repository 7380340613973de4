// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// The result type of a reduction and of tosa.concat against the type
// inferred for it: its element type and a compatible shape, dynamic and
// unranked sizes fitting any. Messages and locations as
// `mlir-opt-22 --split-input-file --verify-diagnostics %s` accepts them.

func.func @reduce_shape(%arg0: tensor<2x3xf32>) -> tensor<3x1xf32> {
  // expected-error @+2 {{'tosa.reduce_sum' op inferred type(s) 'tensor<2x1xf32>' are incompatible with return type(s) of operation 'tensor<3x1xf32>'}}
  // expected-error @+1 {{'tosa.reduce_sum' op failed to infer returned types}}
  %0 = tosa.reduce_sum %arg0 {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<3x1xf32>
  return %0 : tensor<3x1xf32>
}

// -----

func.func @reduce_element(%arg0: tensor<2x3xf32>) -> tensor<2x1xf16> {
  // expected-error @+2 {{'tosa.reduce_sum' op inferred type(s) 'tensor<2x1xf32>' are incompatible with return type(s) of operation 'tensor<2x1xf16>'}}
  // expected-error @+1 {{'tosa.reduce_sum' op failed to infer returned types}}
  %0 = tosa.reduce_sum %arg0 {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf16>
  return %0 : tensor<2x1xf16>
}

// -----

func.func @reduce_unranked_element(%arg0: tensor<*xf32>) -> tensor<2x1xf16> {
  // expected-error @+2 {{'tosa.reduce_max' op inferred type(s) 'tensor<*xf32>' are incompatible with return type(s) of operation 'tensor<2x1xf16>'}}
  // expected-error @+1 {{'tosa.reduce_max' op failed to infer returned types}}
  %0 = tosa.reduce_max %arg0 {axis = 1 : i32} : (tensor<*xf32>) -> tensor<2x1xf16>
  return %0 : tensor<2x1xf16>
}

// -----

func.func @reduce_fits(%arg0: tensor<*xf32>, %arg1: tensor<?x3xf32>, %arg2: tensor<2x3xf32>) -> (tensor<2x1xf32>, tensor<2x1xf32>, tensor<*xf32>) {
  %0 = tosa.reduce_sum %arg0 {axis = 1 : i32} : (tensor<*xf32>) -> tensor<2x1xf32>
  %1 = tosa.reduce_sum %arg1 {axis = 1 : i32} : (tensor<?x3xf32>) -> tensor<2x1xf32>
  %2 = tosa.reduce_sum %arg2 {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<*xf32>
  return %0, %1, %2 : tensor<2x1xf32>, tensor<2x1xf32>, tensor<*xf32>
}

// -----

func.func @concat_dimension(%arg0: tensor<*xf32>, %arg1: tensor<4x3xf32>) -> tensor<5x2xf32> {
  // expected-error @+2 {{'tosa.concat' op inferred type(s) 'tensor<?x3xf32>' are incompatible with return type(s) of operation 'tensor<5x2xf32>'}}
  // expected-error @+1 {{'tosa.concat' op failed to infer returned types}}
  %0 = tosa.concat %arg0, %arg1 {axis = 0 : i32} : (tensor<*xf32>, tensor<4x3xf32>) -> tensor<5x2xf32>
  return %0 : tensor<5x2xf32>
}

// -----

func.func @concat_rank(%arg0: tensor<*xf32>, %arg1: tensor<4x3xf32>) -> tensor<5x3x2xf32> {
  // expected-error @+2 {{'tosa.concat' op inferred type(s) 'tensor<?x3xf32>' are incompatible with return type(s) of operation 'tensor<5x3x2xf32>'}}
  // expected-error @+1 {{'tosa.concat' op failed to infer returned types}}
  %0 = tosa.concat %arg0, %arg1 {axis = 0 : i32} : (tensor<*xf32>, tensor<4x3xf32>) -> tensor<5x3x2xf32>
  return %0 : tensor<5x3x2xf32>
}

// -----

func.func @concat_fits(%arg0: tensor<?x3xf32>, %arg1: tensor<4x3xf32>, %arg2: tensor<*xf32>) -> (tensor<5x3xf32>, tensor<5x3xf32>) {
  %0 = tosa.concat %arg0, %arg1 {axis = 0 : i32} : (tensor<?x3xf32>, tensor<4x3xf32>) -> tensor<5x3xf32>
  %1 = tosa.concat %arg2, %arg2 {axis = 0 : i32} : (tensor<*xf32>, tensor<*xf32>) -> tensor<5x3xf32>
  return %0, %1 : tensor<5x3xf32>, tensor<5x3xf32>
}
