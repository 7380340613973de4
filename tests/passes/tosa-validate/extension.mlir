// The extensions an op's element types need, which strict-op-spec-alignment
// checks against the target.
// Errors as `mlir-opt-22 --split-input-file --verify-diagnostics --tosa-attach-target="profiles=pro_int,pro_fp extensions=fp8e4m3" --tosa-validate=strict-op-spec-alignment` gives them.
// RUN: %mica-opt --split-input-file --verify-diagnostics --tosa-attach-target="profiles=pro_int,pro_fp extensions=fp8e4m3" --tosa-validate=strict-op-spec-alignment %s

func.func @bf16_floor(%x: tensor<6xbf16>) -> tensor<6xbf16> {
  // expected-error@+1 {{'tosa.floor' op illegal: requires [bf16] but not enabled in target}}
  %0 = tosa.floor %x : (tensor<6xbf16>) -> tensor<6xbf16>
  return %0 : tensor<6xbf16>
}

// -----

func.func @int16_reverse_ok(%x: tensor<2x5xi16>) -> tensor<2x5xi16> {
  %0 = tosa.reverse %x {axis = 1 : i32} : (tensor<2x5xi16>) -> tensor<2x5xi16>
  return %0 : tensor<2x5xi16>
}

// -----

func.func @fp8_to_bf16(%x: tensor<3xf8E4M3FN>) -> tensor<3xbf16> {
  // expected-error@+1 {{'tosa.cast' op illegal: requires all of [bf16, fp8e4m3] but not enabled in target}}
  %0 = tosa.cast %x : (tensor<3xf8E4M3FN>) -> tensor<3xbf16>
  return %0 : tensor<3xbf16>
}

// -----

func.func @fp8_max_pool_ok(%x: tensor<1x4x4x2xf8E4M3FN>) -> tensor<1x4x4x2xf8E4M3FN> {
  %0 = tosa.max_pool2d %x {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf8E4M3FN>) -> tensor<1x4x4x2xf8E4M3FN>
  return %0 : tensor<1x4x4x2xf8E4M3FN>
}

// -----

func.func @int16_matmul(%a: tensor<1x2x3xi16>, %b: tensor<1x3x4xi16>) -> tensor<1x2x4xi48> {
  %zp = "tosa.const"() {values = dense<0> : tensor<1xi16>} : () -> tensor<1xi16>
  // expected-error@+1 {{'tosa.matmul' op illegal: requires [int16] but not enabled in target}}
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x2x3xi16>, tensor<1x3x4xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x2x4xi48>
  return %0 : tensor<1x2x4xi48>
}

// -----

func.func @shape_arith() -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error@+1 {{'tosa.sub_shape' op illegal: requires [shape] but not enabled in target}}
  %b = tosa.sub_shape %a, %a : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  return %b : !tosa.shape<2>
}
