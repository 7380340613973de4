// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// Each case's message is mlir-opt 22's on the same input.

func.func @mul_int_mixed(%a: tensor<2xi32>, %b: tensor<2xi16>, %s: tensor<1xi8>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.mul' op requires the same element type for all operands}}
  %0 = tosa.mul %a, %b, %s : (tensor<2xi32>, tensor<2xi16>, tensor<1xi8>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @mul_int_wide(%a: tensor<2xi32>, %s: tensor<1xi8>) -> tensor<2xi16> {
  // expected-error @+1 {{'tosa.mul' op invalid data type size for operands or result}}
  %0 = tosa.mul %a, %a, %s : (tensor<2xi32>, tensor<2xi32>, tensor<1xi8>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// -----

func.func @mul_float_mixed(%a: tensor<2xf32>, %b: tensor<2xf16>, %s: tensor<1xi8>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.mul' op requires the same element type for all operands and results}}
  %0 = tosa.mul %a, %b, %s : (tensor<2xf32>, tensor<2xf16>, tensor<1xi8>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @mul_broadcast(%a: tensor<2x3xi32>, %b: tensor<2x4xi32>, %s: tensor<1xi8>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.mul' op a and b operands don't have broadcast-compatible shapes, got 'tensor<2x3xi32>' and 'tensor<2x4xi32>'}}
  %0 = tosa.mul %a, %b, %s : (tensor<2x3xi32>, tensor<2x4xi32>, tensor<1xi8>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

func.func @mul_result_rank(%a: tensor<2x3xi32>, %s: tensor<1xi8>) -> tensor<6xi32> {
  // expected-error @+1 {{'tosa.mul' op result type has different rank than a, got 1 vs 2}}
  %0 = tosa.mul %a, %a, %s : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<1xi8>) -> tensor<6xi32>
  return %0 : tensor<6xi32>
}

// -----

func.func @mul_ok(%a: tensor<2x1xi8>, %b: tensor<1x3xi8>, %u: tensor<*xi8>, %s: tensor<1xi8>) -> tensor<2x3xi32> {
  %0 = tosa.mul %a, %b, %s : (tensor<2x1xi8>, tensor<1x3xi8>, tensor<1xi8>) -> tensor<2x3xi32>
  %1 = tosa.mul %a, %u, %s : (tensor<2x1xi8>, tensor<*xi8>, tensor<1xi8>) -> tensor<*xi32>
  return %0 : tensor<2x3xi32>
}

// -----

func.func @clamp_elem(%a: tensor<2xf32>) -> tensor<2xf16> {
  // expected-error @+1 {{'tosa.clamp' op requires the same element type for all operands and results}}
  %0 = tosa.clamp %a {min_val = 0.0 : f32, max_val = 1.0 : f32} : (tensor<2xf32>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// -----

func.func @clamp_nan(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.clamp' op min/max attributes should not be 'NaN', got min_val=0x7FC00000 : f32, max_val=1.000000e+00 : f32}}
  %0 = tosa.clamp %a {min_val = 0x7FC00000 : f32, max_val = 1.0 : f32} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @clamp_float_inverted(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.clamp' op expected min_val <= max_val, got min_val=2.000000e+00 : f32, max_val=1.000000e+00 : f32}}
  %0 = tosa.clamp %a {min_val = 2.0 : f32, max_val = 1.0 : f32} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @clamp_bool_inverted(%a: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.clamp' op expected min_val <= max_val, got min_val=true, max_val=false}}
  %0 = tosa.clamp %a {min_val = true, max_val = false} : (tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @clamp_ok(%a: tensor<2xi1>, %b: tensor<2xui8>) -> tensor<2xi1> {
  %0 = tosa.clamp %a {min_val = false, max_val = true} : (tensor<2xi1>) -> tensor<2xi1>
  %1 = tosa.clamp %b {min_val = 1 : ui8, max_val = 200 : ui8} : (tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xi1>
}

// -----

func.func @matmul_quant_mixed(%a: tensor<1x2x2x!quant.uniform<i8:f32, 0.5>>, %b: tensor<1x2x2xi8>, %z: tensor<1xi8>) -> tensor<1x2x2xi32> {
  // expected-error @+1 {{'tosa.matmul' op expect operands to be both quantized or both not quantized, got '!quant.uniform<i8:f32, 5.000000e-01>' and 'i8'}}
  %0 = tosa.matmul %a, %b, %z, %z : (tensor<1x2x2x!quant.uniform<i8:f32, 0.5>>, tensor<1x2x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2xi32>
  return %0 : tensor<1x2x2xi32>
}

// -----

func.func @matmul_quant_widths(%a: tensor<1x2x2x!quant.uniform<i8:f32, 0.5>>, %b: tensor<1x2x2x!quant.uniform<i16:f32, 0.5>>, %z: tensor<1xi8>, %y: tensor<1xi16>) -> tensor<1x2x2xi32> {
  // expected-error @+1 {{'tosa.matmul' op expect quantized operands to have same widths, got 8 and 16}}
  %0 = tosa.matmul %a, %b, %z, %y : (tensor<1x2x2x!quant.uniform<i8:f32, 0.5>>, tensor<1x2x2x!quant.uniform<i16:f32, 0.5>>, tensor<1xi8>, tensor<1xi16>) -> tensor<1x2x2xi32>
  return %0 : tensor<1x2x2xi32>
}

// -----

func.func @table_rank(%a: tensor<2x3xi8>, %t: tensor<256xi8>) -> tensor<6xi8> {
  // expected-error @+1 {{'tosa.table' op expected input tensor rank to equal result tensor rank}}
  %0 = tosa.table %a, %t : (tensor<2x3xi8>, tensor<256xi8>) -> tensor<6xi8>
  return %0 : tensor<6xi8>
}

// -----

func.func @argmax_result(%a: tensor<2x3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'tosa.argmax' op result tensor is not of integer type}}
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @argmax_axis(%a: tensor<2x3xf32>) -> tensor<3xi32> {
  // expected-error @+1 {{'tosa.argmax' op specified axis is outside the rank of the tensor}}
  %0 = tosa.argmax %a {axis = 2 : i32} : (tensor<2x3xf32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

func.func @argmax_ok(%a: tensor<2x3xf32>) -> tensor<*xi32> {
  %0 = tosa.argmax %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<*xi32>
  return %0 : tensor<*xi32>
}

// -----

func.func @rescale_u16_zp(%a: tensor<2xi16>, %m: tensor<1xi32>, %s: tensor<1xi8>, %iz: tensor<1xi16>, %oz: tensor<1xi8>) -> tensor<2xi8> {
  %iz1 = "tosa.const"() <{values = dense<7> : tensor<1xi16>}> : () -> tensor<1xi16>
  %oz0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.rescale' op expect input_zp of 0 or 32768 for unsigned int16 input, got 7}}
  %0 = tosa.rescale %a, %m, %s, %iz1, %oz0 {input_unsigned = true, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

func.func @rescale_rank0(%a: tensor<i8>, %m: tensor<1xi32>, %s: tensor<1xi8>, %z: tensor<1xi8>) -> tensor<i8> {
  // expected-error @+1 {{'tosa.rescale' op requires input to be at least rank 1 when per_channel is true, but got rank 0}}
  %0 = tosa.rescale %a, %m, %s, %z, %z {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<i8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<i8>
  return %0 : tensor<i8>
}

// -----

func.func @rescale_ok(%a: tensor<*xi8>, %b: tensor<2x3xi8>, %m: tensor<1xi32>, %mm: tensor<?xi32>, %s: tensor<1xi8>, %ss: tensor<3xi8>, %z: tensor<1xi8>) -> tensor<*xi8> {
  %0 = tosa.rescale %a, %m, %s, %z, %z {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<*xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<*xi8>
  %1 = tosa.rescale %b, %mm, %ss, %z, %z {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi8>, tensor<?xi32>, tensor<3xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  return %0 : tensor<*xi8>
}

// -----

func.func @rfft2d_shapes(%a: tensor<1x4x8xf32>) -> tensor<1x4x5xf32> {
  // expected-error @+1 {{'tosa.rfft2d' op expected output shapes to match, got 'tensor<1x4x5xf32>', 'tensor<1x4x6xf32>'}}
  %0, %1 = tosa.rfft2d %a : (tensor<1x4x8xf32>) -> (tensor<1x4x5xf32>, tensor<1x4x6xf32>)
  return %0 : tensor<1x4x5xf32>
}

// -----

func.func @rfft2d_batch(%a: tensor<1x4x8xf32>) -> tensor<2x4x5xf32> {
  // expected-error @+1 {{'tosa.rfft2d' op expected batch and height dimensions of input/output to match, got input='tensor<1x4x8xf32>' output='tensor<2x4x5xf32>'}}
  %0, %1 = tosa.rfft2d %a : (tensor<1x4x8xf32>) -> (tensor<2x4x5xf32>, tensor<2x4x5xf32>)
  return %0 : tensor<2x4x5xf32>
}

// -----

func.func @rfft2d_ok(%a: tensor<*xf32>, %b: tensor<1x4x8xf32>) -> tensor<*xf32> {
  %0, %1 = tosa.rfft2d %a : (tensor<*xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  %2, %3 = tosa.rfft2d %b : (tensor<1x4x8xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %0 : tensor<*xf32>
}
