// RUN: %mica-opt --type-narrowing=mode=partial %s | FileCheck %s --check-prefix=PARTIAL
// RUN: %mica-opt --type-narrowing %s | FileCheck %s --check-prefix=FULL
// mode=partial keeps the accumulator type of the convolutions and pools;
// the default mode (full) narrows it with everything else.

// PARTIAL-LABEL: func.func @transpose_conv(%arg0: tensor<1x2x2x1xf16>) -> tensor<1x3x3x1xf16>
// PARTIAL: tosa.transpose_conv2d {{.*}} {acc_type = f32, {{.*}} : (tensor<1x2x2x1xf16>, tensor<1x2x2x1xf16>, tensor<1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x3x3x1xf16>
// FULL-LABEL: func.func @transpose_conv(%arg0: tensor<1x2x2x1xf16>) -> tensor<1x3x3x1xf16>
// FULL: tosa.transpose_conv2d {{.*}} {acc_type = f16, {{.*}} : (tensor<1x2x2x1xf16>, tensor<1x2x2x1xf16>, tensor<1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x3x3x1xf16>
func.func @transpose_conv(%arg0: tensor<1x2x2x1xf32>) -> tensor<1x3x3x1xf32> {
  %w = "tosa.const"() <{values = dense<0.5> : tensor<1x2x2x1xf32>}> : () -> tensor<1x2x2x1xf32>
  %b = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.transpose_conv2d %arg0, %w, %b, %z, %z {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x3x1xf32>
  return %0 : tensor<1x3x3x1xf32>
}
