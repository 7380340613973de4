// Diagnostics as `mlir-opt-22 --tosa-infer-shapes --verify-diagnostics` gives them:
// an inferred shape that cannot be is reported and the op left as it was.
// RUN: %mica-opt --split-input-file --tosa-infer-shapes --verify-diagnostics %s

func.func @resize_negative(%arg0: tensor<1x3x1x1xi8>) {
  %scale = tosa.const_shape {values = dense<[1, 3, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[6, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[-15, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{calculated output height and width must be non-negative, got height = -5, width = 0}}
  %0 = tosa.resize %arg0, %scale, %offset, %border {mode = NEAREST_NEIGHBOR} : (tensor<1x3x1x1xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<*xi8>
  return
}
