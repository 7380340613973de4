// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// Each case's message is mlir-opt 22's on the same input.

func.func @transpose_ranks(%a: tensor<2x3xf32>) -> tensor<6xf32> {
  // expected-error @+1 {{'tosa.transpose' op expected input tensor rank to equal result tensor rank}}
  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

func.func @transpose_out_size(%a: tensor<*xf32>) -> tensor<6xf32> {
  // expected-error @+1 {{'tosa.transpose' op expected perms attribute to have size 1 (output rank) but got size 2}}
  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<*xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

func.func @transpose_count(%a: tensor<2x3xf32>) -> tensor<3x3xf32> {
  // expected-error @+1 {{'tosa.transpose' op expected input1 and output to have same numbers of elements, got 6 and 9}}
  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

func.func @transpose_ok(%a: tensor<2x?xf32>, %b: tensor<*xf32>) -> tensor<?x2xf32> {
  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x?xf32>) -> tensor<?x2xf32>
  %1 = tosa.transpose %b {perms = array<i32: 1, 0>} : (tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<?x2xf32>
}

// -----

func.func @reshape_rank(%a: tensor<2x3xf32>) -> tensor<6xf32> {
  %s = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.reshape' op new shape does not match result rank}}
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

func.func @reshape_inconsistent(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %s = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.reshape' op new shape is inconsistent with result shape}}
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @reshape_invalid(%a: tensor<2x3xf32>) -> tensor<?x2xf32> {
  %s = tosa.const_shape {values = dense<[-3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.reshape' op new shape has invalid tensor dimension size -3}}
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}

// -----

func.func @reshape_product(%a: tensor<2x3xf32>) -> tensor<?x4xf32> {
  %s = tosa.const_shape {values = dense<[-1, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

func.func @reshape_static_product(%a: tensor<2x3xf32>) -> tensor<?x4xf32> {
  %s = tosa.const_shape {values = dense<[2, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.reshape' op cannot reshape 6 elements into 8}}
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

func.func @reshape_ok(%a: tensor<2x3xf32>, %b: tensor<?x3xf32>) -> tensor<?x2xf32> {
  %s = tosa.const_shape {values = dense<[-1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<?x2xf32>
  %1 = tosa.reshape %b, %s : (tensor<?x3xf32>, !tosa.shape<2>) -> tensor<?x2xf32>
  %2 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<*xf32>
  return %0 : tensor<?x2xf32>
}

// -----

func.func @reduce_out_rank(%a: tensor<2x3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.reduce_sum' op expect output tensor rank to be equal to input tensor rank}}
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @reduce_out_axis(%a: tensor<*xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.reduce_sum' op expect output tensor rank (1) to be larger than reduce axis (1)}}
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<*xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @reduce_negative(%a: tensor<2x3xf32>) -> tensor<2x1xf32> {
  // expected-error @+1 {{'tosa.reduce_sum' op reduce axis must not be negative}}
  %0 = tosa.reduce_sum %a {axis = -1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

// -----

func.func @reduce_unranked_ok(%a: tensor<*xf32>) -> tensor<*xf32> {
  %0 = tosa.reduce_max %a {axis = 1 : i32} : (tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @reverse_negative(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.reverse' op expected non-negative reverse axis}}
  %0 = tosa.reverse %a {axis = -1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @concat_rank(%a: tensor<2x3xf32>, %b: tensor<2xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{'tosa.concat' op expect all operands to have the same rank, but got 2 vs 1 on operands 0 and 1}}
  %0 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @concat_sizes(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{'tosa.concat' op expect all operand shapes to have the same sizes on non-axis dimensions, but got 4 vs 3 at index 1 on operands 0 and 1}}
  %0 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @concat_dynamic_ok(%a: tensor<?x3xf32>, %b: tensor<2x3xf32>, %u: tensor<*xf32>) -> tensor<?x3xf32> {
  %0 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<?x3xf32>
  %1 = tosa.concat %u, %b {axis = 0 : i32} : (tensor<*xf32>, tensor<2x3xf32>) -> tensor<?x3xf32>
  %2 = tosa.concat %u, %u {axis = 0 : i32} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<?x3xf32>
}

// -----

func.func @concat_none() -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.concat' op expect at least one input}}
  %0 = "tosa.concat"() {axis = 0 : i32} : () -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @pad_rank(%a: tensor<2x3xf32>) -> tensor<6xf32> {
  %p = tosa.const_shape {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.pad' op expect same input and output tensor rank, but got inputRank: 2, outputRank: 1}}
  %0 = tosa.pad %a, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

func.func @pad_count(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %p = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %c = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.pad' op padding tensor must have 2 * 2 = 4 elements, but got 2}}
  %0 = tosa.pad %a, %p, %c : (tensor<2x3xf32>, !tosa.shape<2>, tensor<1xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @pad_ok(%a: tensor<2x3xf32>, %u: tensor<*xf32>) -> tensor<3x?xf32> {
  %p = tosa.const_shape {values = dense<[1, 0, -1, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.pad %a, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<3x?xf32>
  %1 = tosa.pad %u, %p, %c : (tensor<*xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<*xf32>
  return %0 : tensor<3x?xf32>
}

// -----

func.func @slice_ranks(%a: tensor<2x3xf32>) -> tensor<1xf32> {
  %s = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.slice' op expect input1 and output to have the same ranks, got 2 and 1}}
  %0 = tosa.slice %a, %s, %s : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

func.func @slice_size_len(%a: tensor<2x3xf32>) -> tensor<1x1xf32> {
  %s = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<1> : tensor<1xindex>} : () -> !tosa.shape<1>
  // expected-error @+1 {{'tosa.slice' op length of size is not equal to rank of input shape}}
  %0 = tosa.slice %a, %s, %z : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<1>) -> tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}

// -----

func.func @tile_out_rank(%a: tensor<2x3xf32>) -> tensor<4xf32> {
  %m = tosa.const_shape {values = dense<2> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.tile' op expect same input and output tensor rank.}}
  %0 = tosa.tile %a, %m : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @tile_unranked_in(%a: tensor<*xf32>) -> tensor<4xf32> {
  %m = tosa.const_shape {values = dense<2> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.tile' op expect 'multiples' array to have length 1 but got 2.}}
  %0 = tosa.tile %a, %m : (tensor<*xf32>, !tosa.shape<2>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @tile_ok(%a: tensor<2x3xf32>, %u: tensor<*xf32>) -> tensor<4x?xf32> {
  %m = tosa.const_shape {values = dense<[2, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.tile %a, %m : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4x?xf32>
  %1 = tosa.tile %u, %m : (tensor<*xf32>, !tosa.shape<2>) -> tensor<*xf32>
  return %0 : tensor<4x?xf32>
}

// -----

func.func @resize_divisible(%a: tensor<1x8x8x3xf32>) -> tensor<1x9x8x3xf32> {
  %scale = tosa.const_shape {values = dense<[3, 2, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.resize' op expected (input_height - 1) * scale_y_n - offset_y + border_y to be wholly divisible by scale_y_d, got ((8 - 1) * 3 - 0 + 0) / 2}}
  %0 = tosa.resize %a, %scale, %offset, %offset {mode = BILINEAR} : (tensor<1x8x8x3xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x9x8x3xf32>
  return %0 : tensor<1x9x8x3xf32>
}

// -----

func.func @resize_scale_zero(%a: tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32> {
  %scale = tosa.const_shape {values = dense<[1, 1, 0, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.resize' op expect all scale values to be > 0, got 1, 1, 0, 1}}
  %0 = tosa.resize %a, %scale, %offset, %offset {mode = BILINEAR} : (tensor<1x8x8x3xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8x8x3xf32>
  return %0 : tensor<1x8x8x3xf32>
}

// -----

func.func @resize_ok(%a: tensor<1x8x8x3xf32>, %u: tensor<*xf32>) -> tensor<1x15x8x3xf32> {
  %scale = tosa.const_shape {values = dense<[2, 1, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.resize %a, %scale, %offset, %offset {mode = BILINEAR} : (tensor<1x8x8x3xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x15x8x3xf32>
  %1 = tosa.resize %u, %scale, %offset, %offset {mode = BILINEAR} : (tensor<*xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<*xf32>
  %2 = tosa.resize %a, %scale, %offset, %offset {mode = BILINEAR} : (tensor<1x8x8x3xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x?x?x3xf32>
  return %0 : tensor<1x15x8x3xf32>
}

// -----

func.func @const_shape_mismatch() -> tensor<3xf32> {
  // expected-error @+1 {{'tosa.const' op failed to verify that all of {values, output} have same shape}}
  %0 = "tosa.const"() <{values = dense<0.0> : tensor<2xf32>}> : () -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @const_elem() -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.const' op expected same attr/result element types}}
  %0 = "tosa.const"() <{values = dense<0.0> : tensor<2xf32>}> : () -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
