// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// The verifiers of TOSA's data-layout, gather/scatter and reduction ops.

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
