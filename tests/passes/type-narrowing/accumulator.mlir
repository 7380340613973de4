// RUN: %mica-opt --type-narrowing=mode=partial %s | FileCheck %s --check-prefix=PARTIAL
// RUN: %mica-opt --type-narrowing %s | FileCheck %s --check-prefix=FULL
// RUN: %mica-opt --type-narrowing=mode=full_preserve_io %s | FileCheck %s --check-prefix=IO
// mode=partial keeps the accumulator type of the convolutions and pools;
// the default mode (full) narrows it with everything else, and so does
// full_preserve_io, inside casts at the function's boundary.

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

// PARTIAL-LABEL: func.func @conv3d(%arg0: tensor<1x2x2x2x1xf16>) -> tensor<1x1x1x1x1xf16>
// PARTIAL: tosa.conv3d {{.*}} {acc_type = f32, {{.*}} -> tensor<1x1x1x1x1xf16>
// FULL-LABEL: func.func @conv3d(%arg0: tensor<1x2x2x2x1xf16>) -> tensor<1x1x1x1x1xf16>
// FULL: tosa.conv3d {{.*}} {acc_type = f16, {{.*}} -> tensor<1x1x1x1x1xf16>
// IO-LABEL: func.func @conv3d(%arg0: tensor<1x2x2x2x1xf32>) -> tensor<1x1x1x1x1xf32>
// IO-NEXT: %0 = tosa.cast %arg0 : (tensor<1x2x2x2x1xf32>) -> tensor<1x2x2x2x1xf16>
// IO-NEXT: %1 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x2x2x2x1xf16>}> : () -> tensor<1x2x2x2x1xf16>
// IO-NEXT: %2 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf16>}> : () -> tensor<1xf16>
// IO-NEXT: %3 = tosa.conv3d %0, %1, %2, %2, %2 {acc_type = f16, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x2x2x2x1xf16>, tensor<1x2x2x2x1xf16>, tensor<1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x1x1x1x1xf16>
// IO-NEXT: %4 = tosa.cast %3 : (tensor<1x1x1x1x1xf16>) -> tensor<1x1x1x1x1xf32>
// IO-NEXT: return %4 : tensor<1x1x1x1x1xf32>

func.func @conv3d(%arg0: tensor<1x2x2x2x1xf32>) -> tensor<1x1x1x1x1xf32> {
  %w = "tosa.const"() <{values = dense<0.25> : tensor<1x2x2x2x1xf32>}> : () -> tensor<1x2x2x2x1xf32>
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv3d %arg0, %w, %z, %z, %z {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x2x2x2x1xf32>, tensor<1x2x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x1x1xf32>
  return %0 : tensor<1x1x1x1x1xf32>
}
