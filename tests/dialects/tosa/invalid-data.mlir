// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// The verifiers of TOSA's data-layout, gather/scatter and reduction ops.
// Each case's message is mlir-opt 22's on the same input.

func.func @transpose_perms(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'tosa.transpose' op expected valid permutation indices}}
  %0 = tosa.transpose %a {perms = array<i32: 1, 1>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @transpose_size(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'tosa.transpose' op expected perms attribute to have size 2 (input rank) but got size 3}}
  %0 = tosa.transpose %a {perms = array<i32: 1, 0, 2>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @transpose_dims(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.transpose' op expected output tensor dim 0 to match input dim 1 with value of 3}}
  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @transpose_elements(%a: tensor<2x3xf32>) -> tensor<3x2xi32> {
  // expected-error @+1 {{'tosa.transpose' op failed to verify that all of {input1, output} have same element type}}
  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}

// -----

func.func @reshape_count(%a: tensor<2x3xf32>) -> tensor<7xf32> {
  %s = tosa.const_shape {values = dense<7> : tensor<1xindex>} : () -> !tosa.shape<1>
  // expected-error @+1 {{'tosa.reshape' op cannot reshape 6 elements into 7}}
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<1>) -> tensor<7xf32>
  return %0 : tensor<7xf32>
}

// -----

func.func @reshape_two_inferred(%a: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %s = tosa.const_shape {values = dense<-1> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.reshape' op expected at most one target dimension to be -1}}
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @gather_width(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>) -> tensor<2x6x3xf32> {
  // expected-error @+1 {{'tosa.gather' op requires output dimension 1 to have size 4, got 6}}
  %0 = tosa.gather %v, %i : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x6x3xf32>
  return %0 : tensor<2x6x3xf32>
}

// -----

func.func @scatter_k_w(%v: tensor<2x3x5xf32>, %i: tensor<2x4xi32>, %in: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{'tosa.scatter' op requires dimensions K >= W, got K=3 and W=4}}
  %0 = tosa.scatter %v, %i, %in : (tensor<2x3x5xf32>, tensor<2x4xi32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

func.func @reduce_axis(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.reduce_sum' op expect input tensor rank (2) to be larger than reduce axis (2)}}
  %0 = tosa.reduce_sum %a {axis = 2 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @reduce_size(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.reduce_max' op expect reduced dimension size to be 1, got 3}}
  %0 = tosa.reduce_max %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @reverse_axis(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.reverse' op expect input tensor rank (2) to be larger than reverse axis (4)}}
  %0 = tosa.reverse %a {axis = 4 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @concat_axis_sum(%a: tensor<2x3xf32>) -> tensor<5x3xf32> {
  // expected-error @+1 {{'tosa.concat' op requires sum of axis dimensions of input1 equal to output axis dimension, got 4 and 5}}
  %0 = tosa.concat %a, %a {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}

// -----

func.func @concat_output_rank(%a: tensor<2x3xf32>) -> tensor<12xf32> {
  // expected-error @+1 {{'tosa.concat' op expect output rank to match inputs rank, got 1 vs 2}}
  %0 = tosa.concat %a, %a {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<12xf32>
  return %0 : tensor<12xf32>
}

// -----

func.func @pad_values(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %p = tosa.const_shape {values = dense<[0, 0, -3, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.pad' op invalid padding values at dimension 1: values must be non-negative or -1 for dynamic padding, got [-3, 0]}}
  %0 = tosa.pad %a, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @pad_output(%a: tensor<2x3xf32>) -> tensor<2x5xf32> {
  %p = tosa.const_shape {values = dense<[0, 0, 1, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.pad' op mismatch in output shape at dimension 1: expected 3 + 1 + 2 = 6, but got 5}}
  %0 = tosa.pad %a, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// -----

func.func @slice_start(%a: tensor<2x3xf32>) -> tensor<1x1xf32> {
  %s = tosa.const_shape {values = dense<0> : tensor<1xindex>} : () -> !tosa.shape<1>
  %z = tosa.const_shape {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.slice' op length of start is not equal to rank of input shape}}
  %0 = tosa.slice %a, %s, %z : (tensor<2x3xf32>, !tosa.shape<1>, !tosa.shape<2>) -> tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}

// -----

func.func @tile_multiples(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %m = tosa.const_shape {values = dense<[1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.tile' op expect element of 'multiples' to be positive integer or -1.}}
  %0 = tosa.tile %a, %m : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @tile_rank(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %m = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  // expected-error @+1 {{'tosa.tile' op expect 'multiples' to have rank 2 but got 3.}}
  %0 = tosa.tile %a, %m : (tensor<2x3xf32>, !tosa.shape<3>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @reduce_inferred(%a: tensor<2x3xf32>) -> tensor<2x1xi32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{'tosa.reduce_min' op inferred type(s) 'tensor<2x1xf32>' are incompatible with return type(s) of operation 'tensor<2x1xi32>'}}
  %0 = tosa.reduce_min %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xi32>
  return %0 : tensor<2x1xi32>
}

// -----

func.func @concat_axis_first_ranked(%a: tensor<*xf32>, %b: tensor<2x3xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{'tosa.concat' op expect axis to be within range 0 < axis < rank(input1[firstRankedTensorIdx]), got 2}}
  %0 = tosa.concat %a, %b {axis = 2 : i32} : (tensor<*xf32>, tensor<2x3xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @concat_inferred(%a: tensor<2x3xf32>) -> tensor<4x5xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{'tosa.concat' op inferred type(s) 'tensor<4x3xf32>' are incompatible with return type(s) of operation 'tensor<4x5xf32>'}}
  %0 = tosa.concat %a, %a {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @concat_not_inferred(%a: tensor<*xf32>, %b: tensor<2x3xf32>, %c: tensor<2x4xf32>) -> tensor<*xf32> {
  // expected-error @+2 {{Cannot concat tensors with different sizes on the non-axis dimension 1}}
  // expected-error @+1 {{'tosa.concat' op failed to infer returned types}}
  %0 = tosa.concat %a, %b, %c {axis = 0 : i32} : (tensor<*xf32>, tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

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
