// The spirv.Tosa.* ops' verifier, one case per kind of rule, in the words of
// upstream MLIR's SPIRVTosaOps.td / SPIRVTosaOps.cpp (mlir-opt 22 has no
// spirv.Tosa ops to compare with): InGraphScope, attribute constraints, the
// operand and result type constraints, the traits that tie operands and
// results together, and the pooling and SELECT shape checks. The cases
// marked "upstream" are upstream's mlir/test/Dialect/SPIRV/IR/
// tosa-ops-verification.mlir ones whose message is still main's.
// RUN: %mica-opt --split-input-file --verify-diagnostics %s

spirv.func @f(%arg0: !spirv.arm.tensor<2x3xf32>) -> !spirv.arm.tensor<2x3xf32> "None" {
  // expected-error @+1 {{'spirv.Tosa.Abs' op failed to verify that op must appear in a spirv.ARM.Graph op's block}}
  %0 = spirv.Tosa.Abs %arg0 : !spirv.arm.tensor<2x3xf32> -> !spirv.arm.tensor<2x3xf32>
  spirv.ReturnValue %0 : !spirv.arm.tensor<2x3xf32>
}

// -----

spirv.ARM.Graph @unary(%arg0: !spirv.arm.tensor<2x3xf32>) -> !spirv.arm.tensor<2x3xf16> {
  // expected-error @+1 {{'spirv.Tosa.Abs' op failed to verify that all of {input1, output} have same type}}
  %0 = spirv.Tosa.Abs %arg0 : !spirv.arm.tensor<2x3xf32> -> !spirv.arm.tensor<2x3xf16>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<2x3xf16>
}

// -----

spirv.ARM.Graph @binary(%arg0: !spirv.arm.tensor<2x3xi32>, %arg1: !spirv.arm.tensor<2x3xf32>) -> !spirv.arm.tensor<2x3xi32> {
  // expected-error @+1 {{'spirv.Tosa.Add' op failed to verify that all of {input1, input2} have same element type}}
  %0 = spirv.Tosa.Add %arg0, %arg1 : !spirv.arm.tensor<2x3xi32>, !spirv.arm.tensor<2x3xf32> -> !spirv.arm.tensor<2x3xi32>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<2x3xi32>
}

// -----

spirv.ARM.Graph @matmul(%a: !spirv.arm.tensor<8x2x3xi8>, %b: !spirv.arm.tensor<8x3x8xi8>) -> !spirv.arm.tensor<8x2x8xi32> {
  %a_zp = spirv.Constant dense<0> : !spirv.arm.tensor<1xi16>
  %b_zp = spirv.Constant dense<0> : !spirv.arm.tensor<1xi8>
  // expected-error @+1 {{'spirv.Tosa.MatMul' op failed to verify that all of {A, A_zp, B, B_zp} have same element type}}
  %0 = spirv.Tosa.MatMul %a, %b, %a_zp, %b_zp : !spirv.arm.tensor<8x2x3xi8>, !spirv.arm.tensor<8x3x8xi8>, !spirv.arm.tensor<1xi16>, !spirv.arm.tensor<1xi8> -> !spirv.arm.tensor<8x2x8xi32>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<8x2x8xi32>
}

// -----

spirv.ARM.Graph @enum(%arg0: !spirv.arm.tensor<2x3xf32>) -> !spirv.arm.tensor<2xi32> {
  // expected-error @+1 {{expected ::mlir::spirv::TosaExtNaNPropagationModeType to be one of: Propagate, Ignore}}
  %0 = spirv.Tosa.ArgMax axis = 1, nan_mode = <Sometimes>, %arg0 : !spirv.arm.tensor<2x3xf32> -> !spirv.arm.tensor<2xi32>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<2xi32>
}

// -----

spirv.ARM.Graph @binary_output(%arg0: !spirv.arm.tensor<2x3xi32>, %arg1: !spirv.arm.tensor<2x3xi32>) -> !spirv.arm.tensor<2x3xf32> {
  // expected-error @+1 {{'spirv.Tosa.Sub' op failed to verify that all of {input1, output} have same element type}}
  %0 = spirv.Tosa.Sub %arg0, %arg1 : !spirv.arm.tensor<2x3xi32>, !spirv.arm.tensor<2x3xi32> -> !spirv.arm.tensor<2x3xf32>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<2x3xf32>
}

// -----

spirv.ARM.Graph @binary_rank(%arg0: !spirv.arm.tensor<2x3xf32>, %arg1: !spirv.arm.tensor<3xf32>) -> !spirv.arm.tensor<2x3xf32> {
  // expected-error @+1 {{'spirv.Tosa.Add' op failed to verify that all of {input1, input2, output} have same rank}}
  %0 = spirv.Tosa.Add %arg0, %arg1 : !spirv.arm.tensor<2x3xf32>, !spirv.arm.tensor<3xf32> -> !spirv.arm.tensor<2x3xf32>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<2x3xf32>
}

// -----

spirv.ARM.Graph @binary_broadcast(%arg0: !spirv.arm.tensor<2x3xf32>, %arg1: !spirv.arm.tensor<3x3xf32>) -> !spirv.arm.tensor<2x3xf32> {
  // expected-error @+1 {{'spirv.Tosa.Maximum' op failed to verify that the shape of input1 and input2 are compatible for broadcasting and the broadcast shape is equal to the output shape}}
  %0 = spirv.Tosa.Maximum nan_mode = <Propagate>, %arg0, %arg1 : !spirv.arm.tensor<2x3xf32>, !spirv.arm.tensor<3x3xf32> -> !spirv.arm.tensor<2x3xf32>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<2x3xf32>
}

// -----

spirv.ARM.Graph @compare_broadcast(%arg0: !spirv.arm.tensor<2x1xf32>, %arg1: !spirv.arm.tensor<1x3xf32>) -> !spirv.arm.tensor<2x2xi1> {
  // expected-error @+1 {{'spirv.Tosa.Equal' op failed to verify that the shape of input1 and input2 are compatible for broadcasting and the broadcast shape is equal to the output shape}}
  %0 = spirv.Tosa.Equal %arg0, %arg1 : !spirv.arm.tensor<2x1xf32>, !spirv.arm.tensor<1x3xf32> -> !spirv.arm.tensor<2x2xi1>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<2x2xi1>
}

// -----

// An element type no profile gives the operand: the ODS type constraint.
spirv.ARM.Graph @operand_type(%arg0: !spirv.arm.tensor<3x4xi32>) -> !spirv.arm.tensor<4xi32> {
  // expected-error @+1 {{'spirv.Tosa.ArgMax' op operand #0 must be 1D/2D/3D/4D/5D/6D tensorArm of 8/16-bit integer or Float16 or Float32 or BFloat16 values, but got '!spirv.arm.tensor<3x4xi32>'}}
  %0 = spirv.Tosa.ArgMax axis = 0, nan_mode = <Propagate>, %arg0 : !spirv.arm.tensor<3x4xi32> -> !spirv.arm.tensor<4xi32>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<4xi32>
}

// -----

// upstream: argmax_non_i32_result_element_type
spirv.ARM.Graph @argmax_non_i32_result_element_type(%arg0: !spirv.arm.tensor<3x28x17x17xi8>) -> (!spirv.arm.tensor<3x28x17xi16>) {
  // expected-error @+1 {{op result #0 must be 1D/2D/3D/4D/5D tensorArm of Int32 values}}
  %2 = spirv.Tosa.ArgMax axis = 3, nan_mode = <Propagate>, %arg0 : !spirv.arm.tensor<3x28x17x17xi8> -> !spirv.arm.tensor<3x28x17xi16>
  spirv.ARM.GraphOutputs %2 : !spirv.arm.tensor<3x28x17xi16>
}

// -----

spirv.ARM.Graph @argmax_incorrect_output_rank(%arg0: !spirv.arm.tensor<3x28x17x17xi8>) -> (!spirv.arm.tensor<3x28xi32>) {
  // expected-error @+1 {{'spirv.Tosa.ArgMax' op failed to verify that output rank must be equal to max(1, rank(input))}}
  %2 = spirv.Tosa.ArgMax axis = 2, nan_mode = <Propagate>, %arg0 : !spirv.arm.tensor<3x28x17x17xi8> -> !spirv.arm.tensor<3x28xi32>
  spirv.ARM.GraphOutputs %2 : !spirv.arm.tensor<3x28xi32>
}

// -----

spirv.ARM.Graph @argmax_axis_value_not_in_input_rank_range(%arg0: !spirv.arm.tensor<3x28x17xi8>) -> (!spirv.arm.tensor<3x28xi32>) {
  // expected-error @+1 {{'spirv.Tosa.ArgMax' op failed to verify that axis attribute value should be lower than rank(input)}}
  %2 = spirv.Tosa.ArgMax axis = 3, nan_mode = <Propagate>, %arg0 : !spirv.arm.tensor<3x28x17xi8> -> !spirv.arm.tensor<3x28xi32>
  spirv.ARM.GraphOutputs %2 : !spirv.arm.tensor<3x28xi32>
}

// -----

spirv.ARM.Graph @axis_range(%arg0: !spirv.arm.tensor<3x28x17xi8>) -> (!spirv.arm.tensor<3x28xi32>) {
  // expected-error @+1 {{'spirv.Tosa.ArgMax' op attribute 'axis' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative whose maximum value is 5}}
  %2 = spirv.Tosa.ArgMax axis = -1, nan_mode = <Propagate>, %arg0 : !spirv.arm.tensor<3x28x17xi8> -> !spirv.arm.tensor<3x28xi32>
  spirv.ARM.GraphOutputs %2 : !spirv.arm.tensor<3x28xi32>
}

// -----

spirv.ARM.Graph @reduce_rank(%arg0: !spirv.arm.tensor<3x4xi32>) -> (!spirv.arm.tensor<3xi32>) {
  // expected-error @+1 {{'spirv.Tosa.ReduceSum' op failed to verify that all of {input, output} have same rank}}
  %0 = spirv.Tosa.ReduceSum axis = 1, %arg0 : !spirv.arm.tensor<3x4xi32> -> !spirv.arm.tensor<3xi32>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<3xi32>
}

// -----

spirv.ARM.Graph @attribute_length(%arg0: !spirv.arm.tensor<1x4x4x1xi8>) -> (!spirv.arm.tensor<1x4x4x1xi8>) {
  // expected-error @+1 {{'spirv.Tosa.MaxPool2D' op attribute 'pad' failed to satisfy constraint: 32-bit signless integer elements attribute of shape [4] Attr with type = spirv::TensorArmType}}
  %0 = spirv.Tosa.MaxPool2D kernel = [1, 1], stride = [1, 1], pad = [0, 0, 0], nan_mode = <Propagate>, %arg0 : !spirv.arm.tensor<1x4x4x1xi8> -> !spirv.arm.tensor<1x4x4x1xi8>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<1x4x4x1xi8>
}

// -----

// A shape is dense elements of an arm.tensor, upstream's storage: an
// array<i32> in the generic form is not one.
spirv.ARM.Graph @attribute_storage(%arg0: !spirv.arm.tensor<14x28x1x61xi16>) -> (!spirv.arm.tensor<1x14x28x61xi16>) {
  // expected-error @+1 {{invalid properties {perms = array<i32: 2, 0, 1, 3>} for op spirv.Tosa.Transpose: Invalid attribute `perms` in property conversion: array<i32: 2, 0, 1, 3>}}
  %0 = "spirv.Tosa.Transpose"(%arg0) <{perms = array<i32: 2, 0, 1, 3>}> : (!spirv.arm.tensor<14x28x1x61xi16>) -> !spirv.arm.tensor<1x14x28x61xi16>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<1x14x28x61xi16>
}

// -----

// A zero point is a rank-1 tensor of length 1.
spirv.ARM.Graph @zero_point_shape(%arg0: !spirv.arm.tensor<1x4x4x1xi8>, %arg1: !spirv.arm.tensor<2x3x3x1xi8>, %arg2: !spirv.arm.tensor<2xi32>) -> !spirv.arm.tensor<1x2x2x2xi32> {
  %izp = spirv.Constant dense<0> : !spirv.arm.tensor<2xi8>
  %wzp = spirv.Constant dense<0> : !spirv.arm.tensor<1xi8>
  // expected-error @+1 {{'spirv.Tosa.Conv2D' op operand #3 must be rank 1 tensorArm of length 1 of 8/16-bit integer or Float16 or Float32 or BFloat16 values, but got '!spirv.arm.tensor<2xi8>'}}
  %0 = spirv.Tosa.Conv2D pad = [0, 0, 0, 0], stride = [1, 1], dilation = [1, 1], acc_type = <INT32>, local_bound = false, %arg0, %arg1, %arg2, %izp, %wzp : !spirv.arm.tensor<1x4x4x1xi8>, !spirv.arm.tensor<2x3x3x1xi8>, !spirv.arm.tensor<2xi32>, !spirv.arm.tensor<2xi8>, !spirv.arm.tensor<1xi8> -> !spirv.arm.tensor<1x2x2x2xi32>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<1x2x2x2xi32>
}

// -----

spirv.ARM.Graph @conv_result_element(%arg0: !spirv.arm.tensor<1x4x4x1xi8>, %arg1: !spirv.arm.tensor<2x3x3x1xi8>, %arg2: !spirv.arm.tensor<2xi64>) -> !spirv.arm.tensor<1x2x2x2xi64> {
  %izp = spirv.Constant dense<0> : !spirv.arm.tensor<1xi8>
  %wzp = spirv.Constant dense<0> : !spirv.arm.tensor<1xi8>
  // expected-error @+1 {{'spirv.Tosa.Conv2D' op failed to verify that if input has type 8-bit signless integer then output must have a type in [32-bit signless integer]}}
  %0 = spirv.Tosa.Conv2D pad = [0, 0, 0, 0], stride = [1, 1], dilation = [1, 1], acc_type = <INT32>, local_bound = false, %arg0, %arg1, %arg2, %izp, %wzp : !spirv.arm.tensor<1x4x4x1xi8>, !spirv.arm.tensor<2x3x3x1xi8>, !spirv.arm.tensor<2xi64>, !spirv.arm.tensor<1xi8>, !spirv.arm.tensor<1xi8> -> !spirv.arm.tensor<1x2x2x2xi64>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<1x2x2x2xi64>
}

// -----

spirv.ARM.Graph @conv_acc_type(%arg0: !spirv.arm.tensor<1x4x4x1xi8>, %arg1: !spirv.arm.tensor<2x3x3x1xi8>, %arg2: !spirv.arm.tensor<2xi32>) -> !spirv.arm.tensor<1x2x2x2xi32> {
  %izp = spirv.Constant dense<0> : !spirv.arm.tensor<1xi8>
  %wzp = spirv.Constant dense<0> : !spirv.arm.tensor<1xi8>
  // expected-error @+1 {{'spirv.Tosa.Conv2D' op failed to verify that acc_type must be one in [INT32] when type has value 8-bit signless integer}}
  %0 = spirv.Tosa.Conv2D pad = [0, 0, 0, 0], stride = [1, 1], dilation = [1, 1], acc_type = <INT48>, local_bound = false, %arg0, %arg1, %arg2, %izp, %wzp : !spirv.arm.tensor<1x4x4x1xi8>, !spirv.arm.tensor<2x3x3x1xi8>, !spirv.arm.tensor<2xi32>, !spirv.arm.tensor<1xi8>, !spirv.arm.tensor<1xi8> -> !spirv.arm.tensor<1x2x2x2xi32>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<1x2x2x2xi32>
}

// -----

// upstream: conv2d_bias_element_type_must_be_same_as_result_element_type
spirv.ARM.Graph @conv2d_bias_element_type_must_be_same_as_result_element_type(%arg0: !spirv.arm.tensor<1x65535x3x1xi8>, %arg1: !spirv.arm.tensor<7x1x1x1xi8>, %arg2: !spirv.arm.tensor<1xi64>) -> (!spirv.arm.tensor<1x65536x2x7xi32>) {
  %5 = spirv.Constant dense<35> : !spirv.arm.tensor<1xi8>
  %6 = spirv.Constant dense<57> : !spirv.arm.tensor<1xi8>
  // expected-error @+1 {{op failed to verify that all of {bias, output} have same element type}}
  %7 = spirv.Tosa.Conv2D pad = [1, 0, 0, 0], stride = [1, 2], dilation = [7, 1], acc_type = <INT32>, local_bound = false, %arg0, %arg1, %arg2, %5, %6 : !spirv.arm.tensor<1x65535x3x1xi8>, !spirv.arm.tensor<7x1x1x1xi8>, !spirv.arm.tensor<1xi64>, !spirv.arm.tensor<1xi8>, !spirv.arm.tensor<1xi8> -> !spirv.arm.tensor<1x65536x2x7xi32>
  spirv.ARM.GraphOutputs %7 : !spirv.arm.tensor<1x65536x2x7xi32>
}

// -----

spirv.ARM.Graph @matmul_result(%a: !spirv.arm.tensor<8x2x3xf16>, %b: !spirv.arm.tensor<8x3x8xf16>) -> !spirv.arm.tensor<8x2x8xi32> {
  %a_zp = spirv.Constant dense<0.0> : !spirv.arm.tensor<1xf16>
  %b_zp = spirv.Constant dense<0.0> : !spirv.arm.tensor<1xf16>
  // expected-error @+1 {{'spirv.Tosa.MatMul' op failed to verify that if A has type 16-bit float then output must have a type in [16-bit float,32-bit float]}}
  %0 = spirv.Tosa.MatMul %a, %b, %a_zp, %b_zp : !spirv.arm.tensor<8x2x3xf16>, !spirv.arm.tensor<8x3x8xf16>, !spirv.arm.tensor<1xf16>, !spirv.arm.tensor<1xf16> -> !spirv.arm.tensor<8x2x8xi32>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<8x2x8xi32>
}

// -----

spirv.ARM.Graph @avg_pool_acc_type(%arg0: !spirv.arm.tensor<1x4x4x1xf16>) -> !spirv.arm.tensor<1x4x4x1xf16> {
  %zp = spirv.Constant dense<0.0> : !spirv.arm.tensor<1xf16>
  // expected-error @+1 {{'spirv.Tosa.AvgPool2D' op failed to verify that acc_type must be one in [FP16,FP32] when type has value 16-bit float}}
  %0 = spirv.Tosa.AvgPool2D kernel = [1, 1], stride = [1, 1], pad = [0, 0, 0, 0], acc_type = <INT32>, %arg0, %zp, %zp : !spirv.arm.tensor<1x4x4x1xf16>, !spirv.arm.tensor<1xf16>, !spirv.arm.tensor<1xf16> -> !spirv.arm.tensor<1x4x4x1xf16>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<1x4x4x1xf16>
}

// -----

spirv.ARM.Graph @pool_stride(%arg0: !spirv.arm.tensor<1x4x4x1xi8>) -> !spirv.arm.tensor<1x1x1x1xi8> {
  // expected-error @+1 {{'spirv.Tosa.MaxPool2D' op expected input_height + pad_top + pad_bottom - kernel_y to be wholly divisible by stride_y, got (4 + 0 + 0 - 3) / 2}}
  %0 = spirv.Tosa.MaxPool2D kernel = [3, 3], stride = [2, 2], pad = [0, 0, 0, 0], nan_mode = <Propagate>, %arg0 : !spirv.arm.tensor<1x4x4x1xi8> -> !spirv.arm.tensor<1x1x1x1xi8>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<1x1x1x1xi8>
}

// -----

spirv.ARM.Graph @pool_output(%arg0: !spirv.arm.tensor<1x4x5x1xi8>) -> !spirv.arm.tensor<1x2x2x1xi8> {
  // expected-error @+1 {{'spirv.Tosa.MaxPool2D' op failed to verify that shapes of input and output must satisfy [N,IH,IW,C] and [N,OH,OW,C], with OH = ((IH + pad_top + pad_bottom - kernel_y) / stride_y) + 1 and OW = ((IW + pad_left + pad_right - kernel_x) / stride_x) + 1}}
  %0 = spirv.Tosa.MaxPool2D kernel = [2, 1], stride = [2, 2], pad = [0, 0, 0, 0], nan_mode = <Propagate>, %arg0 : !spirv.arm.tensor<1x4x5x1xi8> -> !spirv.arm.tensor<1x2x2x1xi8>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<1x2x2x1xi8>
}

// -----

spirv.ARM.Graph @table_size(%arg0: !spirv.arm.tensor<2x3xi8>) -> !spirv.arm.tensor<2x3xi8> {
  %t = spirv.Constant dense<0> : !spirv.arm.tensor<255xi8>
  // expected-error @+1 {{'spirv.Tosa.Table' op failed to verify that table must have size 256 if input1 has element type 8-bit signless integer}}
  %0 = spirv.Tosa.Table %arg0, %t : !spirv.arm.tensor<2x3xi8>, !spirv.arm.tensor<255xi8> -> !spirv.arm.tensor<2x3xi8>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<2x3xi8>
}

// -----

spirv.ARM.Graph @clamp_bounds(%arg0: !spirv.arm.tensor<2x3xi8>) -> !spirv.arm.tensor<2x3xi8> {
  // expected-error @+1 {{'spirv.Tosa.Clamp' op failed to verify that all of {input, output, min_val, max_val} have same element type}}
  %0 = spirv.Tosa.Clamp min_val = -1 : i16, max_val = 1 : i8, nan_mode = <Propagate>, %arg0 : !spirv.arm.tensor<2x3xi8> -> !spirv.arm.tensor<2x3xi8>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<2x3xi8>
}

// -----

spirv.ARM.Graph @select_broadcast(%c: !spirv.arm.tensor<2x3xi1>, %a: !spirv.arm.tensor<2x3xf32>, %b: !spirv.arm.tensor<4x3xf32>) -> !spirv.arm.tensor<2x3xf32> {
  // expected-error @+1 {{'spirv.Tosa.Select' op failed to verify that the shape of inputs: condition, true_value, and false_value are compatible for broadcasting}}
  %0 = spirv.Tosa.Select %c, %a, %b : !spirv.arm.tensor<2x3xi1>, !spirv.arm.tensor<2x3xf32>, !spirv.arm.tensor<4x3xf32> -> !spirv.arm.tensor<2x3xf32>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<2x3xf32>
}

// -----

spirv.ARM.Graph @select_output(%c: !spirv.arm.tensor<1x3xi1>, %a: !spirv.arm.tensor<2x3xf32>, %b: !spirv.arm.tensor<2x1xf32>) -> !spirv.arm.tensor<2x1xf32> {
  // expected-error @+1 {{'spirv.Tosa.Select' op failed to verify that the broadcast shape of inputs: condition, true_value, and false_value is equal to the output shape}}
  %0 = spirv.Tosa.Select %c, %a, %b : !spirv.arm.tensor<1x3xi1>, !spirv.arm.tensor<2x3xf32>, !spirv.arm.tensor<2x1xf32> -> !spirv.arm.tensor<2x1xf32>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<2x1xf32>
}

// -----

spirv.ARM.Graph @fft_result(%re: !spirv.arm.tensor<1x4x4xf32>, %im: !spirv.arm.tensor<1x4x4xf32>) -> !spirv.arm.tensor<1x4x4xf32> {
  // expected-error @+1 {{'spirv.Tosa.FFT2D' op result #0 must be Struct with any combination of 3D tensorArm of Float32 values values, but got '!spirv.arm.tensor<1x4x4xf32>'}}
  %0 = spirv.Tosa.FFT2D inverse = false, local_bound = false, %re, %im : !spirv.arm.tensor<1x4x4xf32>, !spirv.arm.tensor<1x4x4xf32> -> !spirv.arm.tensor<1x4x4xf32>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<1x4x4xf32>
}
