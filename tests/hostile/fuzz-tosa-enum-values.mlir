// RUN: %mica-opt --verify-diagnostics --split-input-file %s

// Found by the roundtrip fuzz target: a TOSA enum attribute with a value
// that is none of its enum's (`#tosa.block_size<BLOCK_SIZE_32q>`) was
// accepted, and its custom form, a bare keyword, did not read back. MLIR's
// parser rejects the value with this message (at the value, followed by
// "failed to parse Tosa_NanPropagationModeAttr parameter 'value' ..."); mica
// gives the first of the two, at the op.

func.func @nan_mode(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected ::mlir::tosa::NanPropagationMode to be one of: PROPAGATE, IGNORE}}
  %0 = "tosa.maximum"(%a, %a) <{nan_mode = #tosa.nan_mode<PROPAGATEX>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @ignore(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.maximum"(%a, %a) <{nan_mode = #tosa.nan_mode<IGNORE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
