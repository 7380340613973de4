// The profiles an op's element types need, which strict-op-spec-alignment
// checks against the module's target (both profiles without one).
// Errors as `mlir-opt-22 --split-input-file --verify-diagnostics --tosa-validate=strict-op-spec-alignment` gives them.
// RUN: %mica-opt --split-input-file --verify-diagnostics --tosa-validate=strict-op-spec-alignment %s

module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = "8k", profiles = [pro_int], extensions = [doubleround]>} {
  func.func @float_sub(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
    // expected-error@+1 {{'tosa.sub' op illegal: requires [pro_fp] but not enabled in target}}
    %0 = tosa.sub %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}

// -----

module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = "8k", profiles = [pro_fp], extensions = [doubleround]>} {
  func.func @int8_pool(%x: tensor<1x4x4x2xi8>) -> tensor<1x4x4x2xi8> {
    // expected-error@+1 {{'tosa.max_pool2d' op illegal: requires [pro_int] but not enabled in target}}
    %0 = tosa.max_pool2d %x {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi8>) -> tensor<1x4x4x2xi8>
    return %0 : tensor<1x4x4x2xi8>
  }
  // the i32 form of mul is in either profile
  func.func @int32_mul(%a: tensor<5xi32>) -> tensor<5xi32> {
    %s = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
    %0 = tosa.mul %a, %a, %s : (tensor<5xi32>, tensor<5xi32>, tensor<1xi8>) -> tensor<5xi32>
    return %0 : tensor<5xi32>
  }
}

// -----

// Without a target both profiles are there.
func.func @default_target(%h: tensor<7xf16>, %i: tensor<7xi32>) -> tensor<7xi1> {
  %0 = tosa.greater %h, %h : (tensor<7xf16>, tensor<7xf16>) -> tensor<7xi1>
  %1 = tosa.greater %i, %i : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  return %0 : tensor<7xi1>
}
