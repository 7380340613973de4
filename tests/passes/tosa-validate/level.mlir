// The 8K level's limits and the checks that run without
// strict-op-spec-alignment, each failure reported as mlir-opt-22 reports it.
// Errors as `mlir-opt-22 --split-input-file --verify-diagnostics --tosa-attach-target --tosa-validate` gives them.
// RUN: %mica-opt --split-input-file --verify-diagnostics --tosa-attach-target --tosa-validate %s

func.func @rank(%arg0: tensor<1x1x1x1x1x1x1xf32>) -> tensor<1x1x1x1x1x1x1xf32> {
  // expected-error @+1 {{'tosa.abs' op failed level check: operand rank(shape) <= MAX_RANK}}
  %0 = tosa.abs %arg0 : (tensor<1x1x1x1x1x1x1xf32>) -> tensor<1x1x1x1x1x1x1xf32>
  return %0 : tensor<1x1x1x1x1x1x1xf32>
}

// -----

func.func @argmax_result_rank(%arg0: tensor<1x1x1x1x1x1xf32>) -> tensor<1x1x1x1x1xi32> {
  %0 = tosa.argmax %arg0 {axis = 0 : i32} : (tensor<1x1x1x1x1x1xf32>) -> tensor<1x1x1x1x1xi32>
  return %0 : tensor<1x1x1x1x1xi32>
}

// -----

func.func @size(%arg0: tensor<536870912xf32>) -> tensor<536870912xf32> {
  // expected-error @+1 {{'tosa.sigmoid' op failed level check: operand tensor size (in bytes) <= (1 << MAX_LOG2_SIZE - 1)}}
  %0 = tosa.sigmoid %arg0 : (tensor<536870912xf32>) -> tensor<536870912xf32>
  return %0 : tensor<536870912xf32>
}

// -----

func.func @dynamic(%arg0: tensor<?x2xf32>) -> tensor<?x2xf32> {
  // expected-error @+1 {{'tosa.floor' op failed level check: operand shape dimension cannot be dynamic when targeting TOSA specification version 1.0 or below}}
  %0 = tosa.floor %arg0 : (tensor<?x2xf32>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}

// -----

func.func @pad_shape(%arg0: tensor<1x2x3x4xf32>) -> tensor<1x2x3x4xf32> {
  %padding = tosa.const_shape {values = dense<0> : tensor<8xindex>} : () -> !tosa.shape<8>
  %pad_const = "tosa.const"() {values = dense<3.14> : tensor<1xf32>} : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.pad' op failed shape type level check: '!tosa.shape<8>' exceeds MAX_RANK}}
  %0 = tosa.pad %arg0, %padding, %pad_const : (tensor<1x2x3x4xf32>, !tosa.shape<8>, tensor<1xf32>) -> tensor<1x2x3x4xf32>
  return %0 : tensor<1x2x3x4xf32>
}

// -----

func.func @max_pool_kernel(%arg0: tensor<1x32x32x8xf32>) -> tensor<1x1x32x8xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op failed level check: kernel <= MAX_KERNEL}}
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 8193, 1>, pad = array<i64: 0, 8161, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x32x32x8xf32>) -> tensor<1x1x32x8xf32>
  return %0 : tensor<1x1x32x8xf32>
}

// -----

func.func @non_constant_zero_point(%arg0: tensor<1x4x4x4xf32>, %arg1: tensor<8x1x1x4xf32>, %arg2: tensor<8xf32>, %arg3: tensor<1xf32>) -> tensor<1x4x4x8xf32> {
  %w = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op expected compile time resolvable constant, but got variable value for operand #3}}
  %0 = tosa.conv2d %arg0, %arg1, %arg2, %arg3, %w {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>, tensor<8x1x1x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
  return %0 : tensor<1x4x4x8xf32>
}

// -----

func.func @element_type() -> tensor<2xf64> {
  // expected-error @+1 {{'tosa.const' op is not profile-aligned: element type 'f64' is not legal}}
  %0 = "tosa.const"() {values = dense<1.0> : tensor<2xf64>} : () -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// -----

func.func @rounding(%arg0: tensor<13x21x3xi8>) -> tensor<13x21x3xi32> {
  %multiplier = "tosa.const"() {values = dense<1073741824> : tensor<1xi32>} : () -> tensor<1xi32>
  %shift = "tosa.const"() {values = dense<30> : tensor<1xi8>} : () -> tensor<1xi8>
  %zp = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %zp32 = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error @+1 {{'tosa.rescale' op failed attribute check: rounding_mode = DOUBLE_ROUND requires extension [doubleround]}}
  %0 = tosa.rescale %arg0, %multiplier, %shift, %zp, %zp32 {rounding_mode = DOUBLE_ROUND, input_unsigned = false, output_unsigned = false, per_channel = false, scale32 = true} : (tensor<13x21x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<13x21x3xi32>
  return %0 : tensor<13x21x3xi32>
}

// -----

func.func @concat_list(%arg0: tensor<1xf32>) -> tensor<65xf32> {
  // expected-error @+1 {{'tosa.concat' op failed level check for MAX_TENSOR_LIST_SIZE: input1}}
  %0 = tosa.concat %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0 {axis = 0 : i32} : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<65xf32>
  return %0 : tensor<65xf32>
}

// -----

func.func @transpose_conv_kernel(%arg0: tensor<1x32x32x8xf32>, %arg1: tensor<16x8193x1x8xf32>, %arg2: tensor<16xf32>) -> tensor<1x8224x32x16xf32> {
  %zp = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.transpose_conv2d' op failed level check: KH <= MAX_KERNEL}}
  %0 = tosa.transpose_conv2d %arg0, %arg1, %arg2, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x32x32x8xf32>, tensor<16x8193x1x8xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8224x32x16xf32>
  return %0 : tensor<1x8224x32x16xf32>
}
