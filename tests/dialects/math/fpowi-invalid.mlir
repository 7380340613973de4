// math.fpowi's verifier in MLIR 22's order: the fastmath attribute, operand
// and result type constraints, AllTypesMatch<lhs, result>, then
// SameOperandsAndResultShape and Elementwise. Messages as
// `mlir-opt-22 --split-input-file --verify-diagnostics %s` accepts them.
// RUN: %mica-opt --split-input-file --verify-diagnostics %s

func.func @result_type(%x: f32, %i: i32) {
  // expected-error @+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%x, %i) : (f32, i32) -> f64
  return
}

// -----

func.func @int_base(%x: i32, %i: i32) {
  // expected-error @+1 {{'math.fpowi' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.fpowi"(%x, %i) : (i32, i32) -> i32
  return
}

// -----

func.func @float_power(%x: f32, %i: f32) {
  // expected-error @+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = math.fpowi %x, %i : f32, f32
  return
}

// -----

func.func @unsigned_power(%x: f32, %i: ui32) {
  // expected-error @+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'ui32'}}
  %0 = math.fpowi %x, %i : f32, ui32
  return
}

// -----

func.func @int_result(%x: f32, %i: i32) {
  // expected-error @+1 {{'math.fpowi' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.fpowi"(%x, %i) : (f32, i32) -> i32
  return
}

// -----

func.func @shapes(%x: vector<4xf32>, %i: vector<2xi32>) {
  // expected-error @+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = math.fpowi %x, %i : vector<4xf32>, vector<2xi32>
  return
}

// -----

func.func @scalar_power(%x: vector<4xf32>, %i: i32) {
  // expected-error @+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = math.fpowi %x, %i : vector<4xf32>, i32
  return
}

// -----

func.func @tensor_and_vector(%x: tensor<4xf32>, %i: vector<4xi32>) {
  // expected-error @+1 {{'math.fpowi' op all non-scalar operands/results must have the same shape and base type}}
  %0 = math.fpowi %x, %i : tensor<4xf32>, vector<4xi32>
  return
}

// -----

func.func @unranked(%x: tensor<*xf32>, %i: tensor<4xi32>) {
  // expected-error @+1 {{'math.fpowi' op all non-scalar operands/results must have the same shape and base type}}
  %0 = math.fpowi %x, %i : tensor<*xf32>, tensor<4xi32>
  return
}

// -----

func.func @fastmath_kind(%x: f32, %i: i32) {
  // expected-error @+1 {{'math.fpowi' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "math.fpowi"(%x, %i) {fastmath = 1 : i32} : (f32, i32) -> f32
  return
}

// -----

func.func @one_operand(%x: f32) {
  // expected-error @+1 {{'math.fpowi' op expected 2 operands, but found 1}}
  %0 = "math.fpowi"(%x) : (f32) -> f32
  return
}

// -----

func.func @two_results(%x: f32, %i: i32) {
  // expected-error @+1 {{'math.fpowi' op requires one result}}
  %0:2 = "math.fpowi"(%x, %i) : (f32, i32) -> (f32, f32)
  return
}

// -----

func.func @one_type(%x: f32, %i: i32) {
  // expected-error @+1 {{expected ','}}
  %0 = math.fpowi %x, %i : f32
  return
}
