// arith.scaling_extf and arith.scaling_truncf checked in MLIR 22's order:
// attributes, FloatLike operands and result, SameInputOutputTensorDims,
// the cast of the first operand (a message naming both operand types),
// Elementwise. The scale's type is not constrained further. Messages as
// `mlir-opt-22 --split-input-file --verify-diagnostics %s` accepts them.
// RUN: %mica-opt --split-input-file --verify-diagnostics %s

func.func @not_wider(%x: f32, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_extf' op operand types 'f32', 'f8E8M0FNU' and result type 'f16' are cast incompatible}}
  %0 = arith.scaling_extf %x, %s : f32, f8E8M0FNU to f16
  return
}

// -----

func.func @not_narrower(%x: f16, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_truncf' op operand types 'f16', 'f8E8M0FNU' and result type 'f32' are cast incompatible}}
  %0 = arith.scaling_truncf %x, %s : f16, f8E8M0FNU to f32
  return
}

// -----

func.func @same_width(%x: f32, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_truncf' op operand types 'f32', 'f8E8M0FNU' and result type 'f32' are cast incompatible}}
  %0 = arith.scaling_truncf %x, %s : f32, f8E8M0FNU to f32
  return
}

// -----

func.func @scalar_to_vector(%x: f32, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_truncf' op operand types 'f32', 'f8E8M0FNU' and result type 'vector<4xf16>' are cast incompatible}}
  %0 = arith.scaling_truncf %x, %s : f32, f8E8M0FNU to vector<4xf16>
  return
}

// -----

func.func @int_input(%x: i8, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_extf' op operand #0 must be floating-point-like, but got 'i8'}}
  %0 = "arith.scaling_extf"(%x, %s) : (i8, f8E8M0FNU) -> f32
  return
}

// -----

func.func @int_scale(%x: f8E5M2, %s: i8) {
  // expected-error @+1 {{'arith.scaling_extf' op operand #1 must be floating-point-like, but got 'i8'}}
  %0 = arith.scaling_extf %x, %s : f8E5M2, i8 to f32
  return
}

// -----

func.func @int_result(%x: f8E5M2, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_extf' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.scaling_extf"(%x, %s) : (f8E5M2, f8E8M0FNU) -> i32
  return
}

// -----

func.func @tensor_dims(%x: tensor<4xf8E5M2>, %s: tensor<4xf8E8M0FNU>) {
  // expected-error @+1 {{'arith.scaling_extf' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.scaling_extf %x, %s : tensor<4xf8E5M2>, tensor<4xf8E8M0FNU> to tensor<2xf32>
  return
}

// -----

func.func @tensor_to_vector(%x: tensor<4xf32>, %s: tensor<4xf8E8M0FNU>) {
  // expected-error @+1 {{'arith.scaling_truncf' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.scaling_truncf %x, %s : tensor<4xf32>, tensor<4xf8E8M0FNU> to vector<4xf16>
  return
}

// -----

// An unranked tensor has no dimensions to compare, even with another one;
// the other casts follow the same rule.
func.func @unranked(%x: tensor<*xf32>, %s: tensor<*xf8E8M0FNU>) {
  // expected-error @+1 {{'arith.scaling_truncf' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.scaling_truncf %x, %s : tensor<*xf32>, tensor<*xf8E8M0FNU> to tensor<*xf16>
  return
}

// -----

func.func @unranked_extf(%x: tensor<*xf16>) {
  // expected-error @+1 {{'arith.extf' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extf %x : tensor<*xf16> to tensor<*xf32>
  return
}

// -----

func.func @dynamic_dim(%x: tensor<?xf32>, %s: tensor<4xf8E8M0FNU>) {
  // expected-error @+1 {{'arith.scaling_truncf' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.scaling_truncf %x, %s : tensor<?xf32>, tensor<4xf8E8M0FNU> to tensor<4xf16>
  return
}

// -----

func.func @scale_shape(%x: vector<4xf8E5M2>, %s: vector<2xf8E8M0FNU>) {
  // expected-error @+1 {{'arith.scaling_extf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = arith.scaling_extf %x, %s : vector<4xf8E5M2>, vector<2xf8E8M0FNU> to vector<4xf32>
  return
}

// -----

func.func @rounding_mode(%x: f32, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
  %0 = "arith.scaling_truncf"(%x, %s) {roundingmode = 9 : i32} : (f32, f8E8M0FNU) -> f16
  return
}

// -----

func.func @fastmath_first(%x: f32, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_truncf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.scaling_truncf"(%x, %s) {roundingmode = 9 : i32, fastmath = 1 : i64} : (f32, f8E8M0FNU) -> f16
  return
}

// -----

func.func @one_operand(%x: f32) {
  // expected-error @+1 {{'arith.scaling_truncf' op expected 2 operands, but found 1}}
  %0 = "arith.scaling_truncf"(%x) : (f32) -> f16
  return
}

// -----

func.func @unknown_mode(%x: f32, %s: f8E8M0FNU) {
  // expected-error @+1 {{expected ':'}}
  %0 = arith.scaling_truncf %x, %s bogus : f32, f8E8M0FNU to f16
  return
}
