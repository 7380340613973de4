// An extension an op's element types need works only with its profile:
// int16 with pro_int, bf16, fp8 and fft with pro_fp.
// Errors as `mlir-opt-22 --split-input-file --verify-diagnostics --tosa-attach-target="profiles=pro_int extensions=int16,bf16,fp8e4m3,fft" --tosa-validate=strict-op-spec-alignment` gives them.
// RUN: %mica-opt --split-input-file --verify-diagnostics --tosa-attach-target="profiles=pro_int extensions=int16,bf16,fp8e4m3,fft" --tosa-validate=strict-op-spec-alignment %s

func.func @int16_concat(%a: tensor<2x3xi16>, %b: tensor<2x3xi16>) -> tensor<4x3xi16> {
  %0 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<4x3xi16>
  return %0 : tensor<4x3xi16>
}

// -----

func.func @bf16_concat(%a: tensor<2x3xbf16>, %b: tensor<2x3xbf16>) -> tensor<4x3xbf16> {
  // expected-error@+1 {{'tosa.concat' op illegal: requires [pro_fp] to work with but not enabled in target}}
  %0 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<2x3xbf16>, tensor<2x3xbf16>) -> tensor<4x3xbf16>
  return %0 : tensor<4x3xbf16>
}

// -----

func.func @fp8_reshape(%a: tensor<2x3xf8E4M3FN>) -> tensor<6xf8E4M3FN> {
  %s = tosa.const_shape {values = dense<[6]> : tensor<1xindex>} : () -> !tosa.shape<1>
  // expected-error@+1 {{'tosa.reshape' op illegal: requires [pro_fp] to work with but not enabled in target}}
  %0 = tosa.reshape %a, %s : (tensor<2x3xf8E4M3FN>, !tosa.shape<1>) -> tensor<6xf8E4M3FN>
  return %0 : tensor<6xf8E4M3FN>
}

// -----

func.func @fft(%re: tensor<1x8x16xf32>, %im: tensor<1x8x16xf32>) -> (tensor<1x8x16xf32>, tensor<1x8x16xf32>) {
  // expected-error@+1 {{'tosa.fft2d' op illegal: requires [pro_fp] to work with but not enabled in target}}
  %0, %1 = tosa.fft2d %re, %im {inverse = false} : (tensor<1x8x16xf32>, tensor<1x8x16xf32>) -> (tensor<1x8x16xf32>, tensor<1x8x16xf32>)
  return %0, %1 : tensor<1x8x16xf32>, tensor<1x8x16xf32>
}
