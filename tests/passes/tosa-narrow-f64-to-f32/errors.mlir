// Errors as `mlir-opt-22 --split-input-file --verify-diagnostics --tosa-narrow-f64-to-f32` gives them:
// a constant that f32 does not hold exactly, ops that only aggressive-rewrite
// converts (clamp included), and any op outside TOSA.
// RUN: %mica-opt --split-input-file --verify-diagnostics --tosa-narrow-f64-to-f32 %s

func.func @const_inexact() -> tensor<2xf64> {
  // expected-error @+1 {{failed to legalize operation 'tosa.const'}}
  %0 = "tosa.const"() <{values = dense<[0.5, 0.1]> : tensor<2xf64>}> : () -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// -----

func.func @const_overflow() -> tensor<f64> {
  // expected-error @+1 {{failed to legalize operation 'tosa.const'}}
  %0 = "tosa.const"() <{values = dense<1.0e300> : tensor<f64>}> : () -> tensor<f64>
  return %0 : tensor<f64>
}

// -----

func.func @clamp(%arg0: tensor<2xf64>) -> tensor<2xf64> {
  // expected-error @+1 {{failed to legalize operation 'tosa.clamp'}}
  %0 = tosa.clamp %arg0 {min_val = 0.5 : f64, max_val = 2.0 : f64} : (tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// -----

func.func @second_of_two(%arg0: tensor<2xf64>) -> tensor<2xf64> {
  %0 = tosa.identity %arg0 : (tensor<2xf64>) -> tensor<2xf64>
  // expected-error @+1 {{failed to legalize operation 'tosa.exp'}}
  %1 = tosa.exp %0 : (tensor<2xf64>) -> tensor<2xf64>
  %2 = tosa.log %1 : (tensor<2xf64>) -> tensor<2xf64>
  return %2 : tensor<2xf64>
}

// -----

func.func @outside_tosa(%arg0: tensor<2xf32>) -> f32 {
  // expected-error @+1 {{failed to legalize operation 'arith.constant'}}
  %0 = arith.constant 1.0 : f32
  return %0 : f32
}
