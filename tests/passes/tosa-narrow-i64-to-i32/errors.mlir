// Errors as `mlir-opt-22 --split-input-file --verify-diagnostics --tosa-narrow-i64-to-i32` gives them.
// RUN: %mica-opt --split-input-file --verify-diagnostics --tosa-narrow-i64-to-i32 %s

func.func @argmax_axis_too_large(%arg0: tensor<2x2147483650xi8>) -> tensor<2xi64> {
  // expected-error @+1 {{failed to legalize operation 'tosa.argmax'}}
  %0 = tosa.argmax %arg0 {axis = 1 : i32} : (tensor<2x2147483650xi8>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

func.func @argmax_dynamic_axis(%arg0: tensor<2x?xi8>) -> tensor<2xi64> {
  // expected-error @+1 {{failed to legalize operation 'tosa.argmax'}}
  %0 = tosa.argmax %arg0 {axis = 1 : i32} : (tensor<2x?xi8>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

func.func @arithmetic(%arg0: tensor<4xi64>) -> tensor<4xi64> {
  // expected-error @+1 {{failed to legalize operation 'tosa.add'}}
  %0 = tosa.add %arg0, %arg0 : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @const_out_of_range() -> tensor<2xi64> {
  // expected-error @+1 {{failed to legalize operation 'tosa.const'}}
  %0 = "tosa.const"() <{values = dense<[1, 5000000000]> : tensor<2xi64>}> : () -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

func.func @clamp_out_of_range(%arg0: tensor<4xi64>) -> tensor<4xi64> {
  // expected-error @+1 {{failed to legalize operation 'tosa.clamp'}}
  %0 = tosa.clamp %arg0 {max_val = 2147483648 : i64, min_val = 0 : i64} : (tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @narrowing_cast(%arg0: tensor<4xi64>) -> tensor<4xi8> {
  // expected-error @+1 {{failed to legalize operation 'tosa.cast'}}
  %0 = tosa.cast %arg0 : (tensor<4xi64>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
