// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// The verifiers of TOSA's convolutions and pooling ops.
// Each case's message is mlir-opt 22's on the same input.

func.func @float_and_int(%in: tensor<1x4x4x4xf32>, %w: tensor<8x1x1x4xi8>, %b: tensor<8xf32>) -> tensor<1x4x4x8xf32> {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.conv2d' op expect both input and weight to be float or not together, got 'f32' and 'i8'}}
  %0 = tosa.conv2d %in, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>, tensor<8x1x1x4xi8>, tensor<8xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<1x4x4x8xf32>
  return %0 : tensor<1x4x4x8xf32>
}

// -----

func.func @zero_point_type(%in: tensor<1x4x4x4xf32>, %w: tensor<8x1x1x4xf32>, %b: tensor<8xf32>) -> tensor<1x4x4x8xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  // expected-error @+1 {{'tosa.conv2d' op expect both weight and its zero point are the same element type, got 'f32' and 'f16'}}
  %0 = tosa.conv2d %in, %w, %b, %zp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>, tensor<8x1x1x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf16>) -> tensor<1x4x4x8xf32>
  return %0 : tensor<1x4x4x8xf32>
}

// -----

func.func @zero_point_value(%in: tensor<1x4x4x4xi16>, %w: tensor<8x1x1x4xi8>, %b: tensor<8xi48>) -> tensor<1x4x4x8xi48> {
  %izp = "tosa.const"() <{values = dense<3> : tensor<1xi16>}> : () -> tensor<1xi16>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.conv2d' op input zero point must be zero for non-int8 integer types}}
  %0 = tosa.conv2d %in, %w, %b, %izp, %wzp {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xi16>, tensor<8x1x1x4xi8>, tensor<8xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x4x4x8xi48>
  return %0 : tensor<1x4x4x8xi48>
}

// -----

func.func @accumulator(%in: tensor<1x4x4x4xbf16>, %w: tensor<8x1x1x4xbf16>, %b: tensor<8xbf16>) -> tensor<1x4x4x8xbf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op accumulator type for bf16 tensor is not f32}}
  %0 = tosa.depthwise_conv2d %in, %w, %b, %zp, %zp {acc_type = f16, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xbf16>, tensor<8x1x1x4xbf16>, tensor<8xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x4x4x8xbf16>
  return %0 : tensor<1x4x4x8xbf16>
}

// -----

func.func @dilation(%in: tensor<1x4x4x4xf32>, %w: tensor<8x1x1x4xf32>, %b: tensor<8xf32>) -> tensor<1x4x4x8xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op expect all dilation values to be >= 1, got 0, 1}}
  %0 = tosa.conv2d %in, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 0, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>, tensor<8x1x1x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
  return %0 : tensor<1x4x4x8xf32>
}

// -----

func.func @not_divisible(%in: tensor<1x5x4x4x4xf32>, %w: tensor<8x1x1x1x4xf32>, %b: tensor<8xf32>) -> tensor<1x3x4x4x8xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op expected input_depth - 1 + pad_front + pad_back - (kernel_depth - 1) * dilation_d to be wholly divisible by stride_d, got (5 - 1 + 1 + 0 - (1 - 1) * 1) / 2}}
  %0 = tosa.conv3d %in, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 1, 0, 0, 0, 0, 0>, stride = array<i64: 2, 1, 1>} : (tensor<1x5x4x4x4xf32>, tensor<8x1x1x1x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x4x4x8xf32>
  return %0 : tensor<1x3x4x4x8xf32>
}

// -----

func.func @output_width(%in: tensor<1x4x4x4xf32>, %w: tensor<8x1x2x4xf32>, %b: tensor<1xf32>) -> tensor<1x4x4x8xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op calculated output width did not match expected: calculated=3, expected=4}}
  %0 = tosa.conv2d %in, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>, tensor<8x1x2x4xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
  return %0 : tensor<1x4x4x8xf32>
}

// -----

func.func @bias(%in: tensor<1x4x4x4xf32>, %w: tensor<8x1x1x4xf32>, %b: tensor<3xf32>) -> tensor<1x4x4x8xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op bias channels expected to be equal to output channels (8) or 1, got 3}}
  %0 = tosa.conv2d %in, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>, tensor<8x1x1x4xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
  return %0 : tensor<1x4x4x8xf32>
}

// -----

func.func @transpose_pad(%in: tensor<1x4x4x4xf32>, %w: tensor<8x2x1x4xf32>, %b: tensor<8xf32>) -> tensor<1x4x4x8xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.transpose_conv2d' op expected out_pad_bottom > -KH, but got: out_pad_bottom=-2 and KH=2}}
  %0 = tosa.transpose_conv2d %in, %w, %b, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, -2, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>, tensor<8x2x1x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
  return %0 : tensor<1x4x4x8xf32>
}

// -----

func.func @transpose_size(%in: tensor<1x4x4x4xf32>, %w: tensor<8x1x1x4xf32>, %b: tensor<8xf32>) -> tensor<1x4x5x8xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.transpose_conv2d' op dimension mismatch: expected OW == (IW - 1) * stride_x + out_pad_left + out_pad_right + KW, but got 5 != (4 - 1) * 1 + 0 + 0 + 1}}
  %0 = tosa.transpose_conv2d %in, %w, %b, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>, tensor<8x1x1x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x5x8xf32>
  return %0 : tensor<1x4x5x8xf32>
}

// -----

func.func @transpose_stride(%in: tensor<1x4x4x4xf32>, %w: tensor<8x1x1x4xf32>, %b: tensor<8xf32>) -> tensor<1x4x4x8xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.transpose_conv2d' op expect all stride values to be >= 1, got [1, 0]}}
  %0 = tosa.transpose_conv2d %in, %w, %b, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 0>} : (tensor<1x4x4x4xf32>, tensor<8x1x1x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
  return %0 : tensor<1x4x4x8xf32>
}

// -----

func.func @pool_padding(%in: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op expected left/right padding to be less than the width of the kernel, got pad_left=1, pad_right=0, kernel_x=1}}
  %0 = tosa.max_pool2d %in {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}

// -----

func.func @pool_element(%in: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf16> {
  // expected-error @+1 {{'tosa.max_pool2d' op expect input and output to have same element type, got 'f32' and 'f16'}}
  %0 = tosa.max_pool2d %in {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf16>
  return %0 : tensor<1x4x4x4xf16>
}

// -----

func.func @pool_height(%in: tensor<1x5x4x4xf32>) -> tensor<1x4x4x4xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.avg_pool2d' op calculated output height did not match expected: calculated=5, expected=4}}
  %0 = tosa.avg_pool2d %in, %zp, %zp {acc_type = f32, kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x5x4x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}

// -----

func.func @pool_accumulator(%in: tensor<1x4x4x4xi8>) -> tensor<1x4x4x4xi8> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.avg_pool2d' op accumulator type for integer tensor is not i32}}
  %0 = tosa.avg_pool2d %in, %zp, %zp {acc_type = f32, kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x4xi8>
  return %0 : tensor<1x4x4x4xi8>
}

// -----

func.func @pool_output_zero_point(%in: tensor<1x4x4x4xi16>) -> tensor<1x4x4x4xi16> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %ozp = "tosa.const"() <{values = dense<-1> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.avg_pool2d' op output zero point must be zero for non-int8 integer types}}
  %0 = tosa.avg_pool2d %in, %zp, %ozp {acc_type = i32, kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x4x4x4xi16>
  return %0 : tensor<1x4x4x4xi16>
}

// -----

func.func @conv_bias_type(%in: tensor<1x4x4x4xf32>, %w: tensor<8x1x1x4xf32>, %b: tensor<8xf16>, %zp: tensor<1xf32>) -> tensor<1x4x4x8xf32> {
  // expected-error @+1 {{'tosa.conv2d' op expect both bias and result to have same element type, got 'f16' and 'f32'}}
  %0 = tosa.conv2d %in, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>, tensor<8x1x1x4xf32>, tensor<8xf16>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
  return %0 : tensor<1x4x4x8xf32>
}

// -----

func.func @conv_f8_mixed(%in: tensor<1x4x4x4xf8E5M2>, %w: tensor<8x1x1x4xf8E4M3>, %b: tensor<8xf16>, %izp: tensor<1xf8E5M2>, %wzp: tensor<1xf8E4M3>) -> tensor<1x4x4x8xf16> {
  // expected-error @+1 {{'tosa.conv2d' op expect both input and weight to have same element type, got 'f8E5M2' and 'f8E4M3'}}
  %0 = tosa.conv2d %in, %w, %b, %izp, %wzp {acc_type = f16, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf8E5M2>, tensor<8x1x1x4xf8E4M3>, tensor<8xf16>, tensor<1xf8E5M2>, tensor<1xf8E4M3>) -> tensor<1x4x4x8xf16>
  return %0 : tensor<1x4x4x8xf16>
}

// -----

func.func @conv_acc_f16(%in: tensor<1x4x4x4xf16>, %w: tensor<8x1x1x4xf16>, %b: tensor<8xf16>, %zp: tensor<1xf16>) -> tensor<1x4x4x8xf16> {
  // expected-error @+1 {{'tosa.conv2d' op accumulator type for f16 tensor is not f16/f32}}
  %0 = tosa.conv2d %in, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf16>, tensor<8x1x1x4xf16>, tensor<8xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x4x4x8xf16>
  return %0 : tensor<1x4x4x8xf16>
}

// -----

func.func @conv_acc_f32(%in: tensor<1x4x4x4xf32>, %w: tensor<8x1x1x4xf32>, %b: tensor<8xf32>, %zp: tensor<1xf32>) -> tensor<1x4x4x8xf32> {
  // expected-error @+1 {{'tosa.conv2d' op accumulator type for f32 tensor is not f32}}
  %0 = tosa.conv2d %in, %w, %b, %zp, %zp {acc_type = f16, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>, tensor<8x1x1x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
  return %0 : tensor<1x4x4x8xf32>
}

// -----

func.func @conv_acc_i8(%in: tensor<1x4x4x4xi8>, %w: tensor<8x1x1x4xi8>, %b: tensor<8xi32>, %zp: tensor<1xi8>) -> tensor<1x4x4x8xi32> {
  // expected-error @+1 {{'tosa.conv2d' op accumulator type for i8 tensor is not i32}}
  %0 = tosa.conv2d %in, %w, %b, %zp, %zp {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xi8>, tensor<8x1x1x4xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x8xi32>
  return %0 : tensor<1x4x4x8xi32>
}

// -----

func.func @conv_acc_i16(%in: tensor<1x4x4x4xi16>, %w: tensor<8x1x1x4xi8>, %b: tensor<8xi48>, %zp: tensor<1xi16>, %wzp: tensor<1xi8>) -> tensor<1x4x4x8xi48> {
  // expected-error @+1 {{'tosa.conv2d' op accumulator type for i16 tensor is not i48}}
  %0 = tosa.conv2d %in, %w, %b, %zp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xi16>, tensor<8x1x1x4xi8>, tensor<8xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x4x4x8xi48>
  return %0 : tensor<1x4x4x8xi48>
}

// -----

func.func @conv_acc_f8(%in: tensor<1x4x4x4xf8E5M2>, %w: tensor<8x1x1x4xf8E5M2>, %b: tensor<8xf16>, %zp: tensor<1xf8E5M2>) -> tensor<1x4x4x8xf16> {
  // expected-error @+1 {{'tosa.conv2d' op accumulator type for f8 tensor is not f16}}
  %0 = tosa.conv2d %in, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf8E5M2>, tensor<8x1x1x4xf8E5M2>, tensor<8xf16>, tensor<1xf8E5M2>, tensor<1xf8E5M2>) -> tensor<1x4x4x8xf16>
  return %0 : tensor<1x4x4x8xf16>
}

// -----

func.func @pool_divisible(%a: tensor<1x5x4x4xf32>) -> tensor<1x2x4x4xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op expected input_height + pad_top + pad_bottom - kernel_y to be wholly divisible by stride_y, got (5 + 0 + 0 - 2) / 2}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 2, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 1>} : (tensor<1x5x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %0 : tensor<1x2x4x4xf32>
}

// -----

func.func @pool_pad_height(%a: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op expected top/bottom padding to be less than the height of the kernel, got pad_top=1, pad_bottom=0, kernel_y=1}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 1, 1>, pad = array<i64: 1, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}

// -----

func.func @pool_ok(%a: tensor<1x?x4x4xf32>, %u: tensor<*xf32>) -> tensor<1x?x4x4xf32> {
  %0 = tosa.max_pool2d %a {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x?x4x4xf32>) -> tensor<1x?x4x4xf32>
  %1 = tosa.max_pool2d %u {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<1x?x4x4xf32>
}
