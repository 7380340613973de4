// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// The ODS constraints of TOSA ops' attributes, checked by name in
// alphabetical order.

func.func @missing(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.reverse' op requires attribute 'axis'}}
  %0 = "tosa.reverse"(%a) : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @axis_width(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.reverse' op attribute 'axis' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = "tosa.reverse"(%a) {axis = 0 : i64} : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @array_size(%a: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op attribute 'kernel' failed to satisfy constraint: i64 dense array attribute with exactly 2 elements}}
  %0 = "tosa.max_pool2d"(%a) {kernel = array<i64: 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}

// -----

func.func @alphabetical(%in: tensor<1x4x4x4xf32>, %w: tensor<8x1x1x4xf32>, %b: tensor<8xf32>) -> tensor<1x4x4x8xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op attribute 'acc_type' failed to satisfy constraint: type attribute of 32-bit signless integer or 48-bit signless integer or 16-bit float or 32-bit float}}
  %0 = "tosa.conv2d"(%in, %w, %b, %zp, %zp) {acc_type = i8, stride = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x4x4x4xf32>, tensor<8x1x1x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
  return %0 : tensor<1x4x4x8xf32>
}

// -----

func.func @bool(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.arithmetic_right_shift' op attribute 'round' failed to satisfy constraint: bool attribute}}
  %0 = "tosa.arithmetic_right_shift"(%a, %a) {round = 1 : i32} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @string(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.custom' op attribute 'domain_name' failed to satisfy constraint: string attribute}}
  %0 = "tosa.custom"(%a) {domain_name = 1 : i32, implementation_attrs = "b", operator_name = "c"} : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @perms(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'tosa.transpose' op attribute 'perms' failed to satisfy constraint: i32 dense array attribute}}
  %0 = "tosa.transpose"(%a) {perms = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @const_values() -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.const' op attribute 'values' failed to satisfy constraint: constant vector/tensor attribute}}
  %0 = "tosa.const"() {values = 5 : i32} : () -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @enum_kind(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.maximum' op attribute 'nan_mode' failed to satisfy constraint: Supported NaN propagation strategies}}
  %0 = "tosa.maximum"(%a, %a) {nan_mode = 1 : i32} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
