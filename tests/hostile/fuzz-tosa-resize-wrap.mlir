// Fuzzing finding (tosa_flatbuffer, UBSan): a resize scale near 2^62 made
// the verifier's output size overflow int64 (undefined behaviour in C).
// MLIR computes it in two's complement and reports the wrapped size; so
// does mica. Expected text from `mlir-opt-22 --verify-diagnostics %s`.
// RUN: %mica-opt --verify-diagnostics %s

func.func @resize_wrap(%arg0: tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32> {
  %scale = tosa.const_shape {values = dense<[4760023331153903618, 1, 2, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.resize' op calculated output height did not match expected: calculated=-4166674080247840761, expected=4}}
  %0 = tosa.resize %arg0, %scale, %offset, %border {mode = NEAREST_NEIGHBOR} : (tensor<1x4x4x8xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x4x4x8xf32>
  return %0 : tensor<1x4x4x8xf32>
}
