// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// The checks of TOSA ops: ODS type constraints, traits and verifiers.
// Each case's message is mlir-opt 22's on the same input.

func.func @unary_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'tosa.exp' op requires the same shape for all operands and results}}
  %0 = tosa.exp %a : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @unary_element(%a: tensor<2xf32>) -> tensor<2xf16> {
  // expected-error @+1 {{'tosa.floor' op requires the same element type for all operands and results}}
  %0 = tosa.floor %a : (tensor<2xf32>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// -----

func.func @binary_element(%a: tensor<2xi32>, %b: tensor<2xi16>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.sub' op requires the same element type for all operands and results}}
  %0 = tosa.sub %a, %b : (tensor<2xi32>, tensor<2xi16>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @comparison_element(%a: tensor<2xi32>, %b: tensor<2xi16>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.greater' op requires the same element type for all operands}}
  %0 = tosa.greater %a, %b : (tensor<2xi32>, tensor<2xi16>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @not_broadcastable(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.maximum' op operands don't have broadcast-compatible shapes}}
  %0 = tosa.maximum %a, %b : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @result_not_broadcast(%a: tensor<2x3xf32>, %b: tensor<1x?xf32>) -> tensor<5x3xf32> {
  // expected-error @+1 {{'tosa.add' op result type '5x3' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<1x?xf32>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}

// -----

func.func @ranks(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.pow' op operands don't have matching ranks}}
  %0 = tosa.pow %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @result_rank(%a: tensor<*xi1>, %b: tensor<3xi1>) -> tensor<1x3xi1> {
  // expected-error @+1 {{'tosa.logical_or' op result type has different rank than operands}}
  %0 = tosa.logical_or %a, %b : (tensor<*xi1>, tensor<3xi1>) -> tensor<1x3xi1>
  return %0 : tensor<1x3xi1>
}

// -----

func.func @operand_type(%a: tensor<2xi1>, %b: tensor<2xi8>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.logical_and' op operand #1 must be tosa-conformant tensor of 1-bit signless integer values, but got 'tensor<2xi8>'}}
  %0 = tosa.logical_and %a, %b : (tensor<2xi1>, tensor<2xi8>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @zero_dimension(%a: tensor<2x0xf32>) -> tensor<2x0xf32> {
  // expected-error @+1 {{'tosa.abs' op operand #0 must be tosa-conformant tensor of number values, but got 'tensor<2x0xf32>'}}
  %0 = tosa.abs %a : (tensor<2x0xf32>) -> tensor<2x0xf32>
  return %0 : tensor<2x0xf32>
}

// -----

func.func @float_only(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.sin' op operand #0 must be tosa-conformant tensor of floating-point values, but got 'tensor<2xi32>'}}
  %0 = tosa.sin %a : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @mul_shift(%a: tensor<2xi32>, %s: tensor<2xi8>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.mul' op operand #2 must be tosa-conformant unranked tensor of 8-bit signless integer values or tosa-conformant scalar tensor of 8-bit signless integer values, but got 'tensor<2xi8>'}}
  %0 = tosa.mul %a, %a, %s : (tensor<2xi32>, tensor<2xi32>, tensor<2xi8>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @cast_shape(%a: tensor<2xi32>) -> tensor<3xf32> {
  // expected-error @+1 {{'tosa.cast' op requires the same shape for all operands and results}}
  %0 = tosa.cast %a : (tensor<2xi32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @if_arguments(%c: tensor<i1>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'tosa.cond_if' op require same number of values in 'then_graph' arguments (0) and 'input_list' (1)}}
  %0 = "tosa.cond_if"(%c, %a) ({
    tosa.yield %a : tensor<f32>
  }, {
  ^bb0(%x: tensor<f32>):
    tosa.yield %x : tensor<f32>
  }) : (tensor<i1>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @if_results(%c: tensor<i1>, %a: tensor<f32>, %b: tensor<i32>) -> tensor<f32> {
  // expected-error @+1 {{'tosa.cond_if' op require same element type for 'else_graph' results ('i32') and 'output_list' ('f32')}}
  %0 = tosa.cond_if %c : tensor<i1> -> tensor<f32> {
    tosa.yield %a : tensor<f32>
  } else {
    tosa.yield %b : tensor<i32>
  }
  return %0 : tensor<f32>
}

// -----

func.func @if_condition(%c: tensor<2xi1>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'tosa.cond_if' op 'condition' must be a size 1 tensor, got 'tensor<2xi1>'}}
  %0 = tosa.cond_if %c : tensor<2xi1> -> tensor<f32> {
    tosa.yield %a : tensor<f32>
  } else {
    tosa.yield %a : tensor<f32>
  }
  return %0 : tensor<f32>
}

// -----

func.func @while_shapes(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.while_loop' op require same shapes for 'cond_graph' arguments ('tensor<3xi32>') and 'input_list' ('tensor<2xi32>')}}
  %0 = "tosa.while_loop"(%a) ({
  ^bb0(%x: tensor<3xi32>):
    %c = "tosa.const"() <{values = dense<true> : tensor<i1>}> : () -> tensor<i1>
    tosa.yield %c : tensor<i1>
  }, {
  ^bb0(%x: tensor<2xi32>):
    tosa.yield %x : tensor<2xi32>
  }) : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @while_condition(%a: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{'tosa.while_loop' op 'cond_graph' result must be a boolean tensor, got 'tensor<i32>'}}
  %0 = tosa.while_loop (%x = %a) : (tensor<i32>) -> tensor<i32> {
    tosa.yield %x : tensor<i32>
  } do {
  ^bb0(%y: tensor<i32>):
    tosa.yield %y : tensor<i32>
  }
  return %0 : tensor<i32>
}

// -----

func.func @while_one_condition(%a: tensor<i1>) -> tensor<i1> {
  // expected-error @+1 {{'tosa.while_loop' op require 'cond_graph' only have one result}}
  %0 = tosa.while_loop (%x = %a) : (tensor<i1>) -> tensor<i1> {
    tosa.yield %x, %x : tensor<i1>, tensor<i1>
  } do {
  ^bb0(%y: tensor<i1>):
    tosa.yield %y : tensor<i1>
  }
  return %0 : tensor<i1>
}

// -----

// An op that fails is not looked into: the add inside is not reported.
func.func @failed_op_not_entered(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.while_loop' op 'cond_graph' result must be a size 1 tensor, got 'tensor<2xi1>'}}
  %0 = tosa.while_loop (%x = %a) : (tensor<2xi32>) -> tensor<2xi32> {
    %c = tosa.equal %x, %x : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    tosa.yield %c : tensor<2xi1>
  } do {
  ^bb0(%y: tensor<2xi32>):
    %s = tosa.add %y, %y : (tensor<2xi32>, tensor<2xi32>) -> tensor<3xi32>
    tosa.yield %y : tensor<2xi32>
  }
  return %0 : tensor<2xi32>
}

// -----

func.func @negate_shape(%a: tensor<2x3xf32>) -> tensor<2xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.negate' op requires the same shape for input1 and output}}
  %0 = tosa.negate %a, %z, %z : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @negate_zero_point(%a: tensor<2xi16>) -> tensor<2xi16> {
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %o = "tosa.const"() <{values = dense<5> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.negate' op output zero point must be zero for non-int8 integer types}}
  %0 = tosa.negate %a, %z, %o : (tensor<2xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// -----

func.func @mul_shift(%a: tensor<2xf32>) -> tensor<2xf32> {
  %s = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.mul' op require shift to be 0 for float type}}
  %0 = tosa.mul %a, %a, %s : (tensor<2xf32>, tensor<2xf32>, tensor<1xi8>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @mul_ranks(%a: tensor<2xi32>, %b: tensor<1x2xi32>, %s: tensor<1xi8>) -> tensor<1x2xi32> {
  // expected-error @+1 {{'tosa.mul' op a and b operands don't have matching ranks, got 1 and 2}}
  %0 = tosa.mul %a, %b, %s : (tensor<2xi32>, tensor<1x2xi32>, tensor<1xi8>) -> tensor<1x2xi32>
  return %0 : tensor<1x2xi32>
}

// -----

func.func @clamp_order(%a: tensor<2xi8>) -> tensor<2xi8> {
  // expected-error @+1 {{'tosa.clamp' op expected min_val <= max_val, got min_val=5 : i8, max_val=-5 : i8}}
  %0 = tosa.clamp %a {min_val = 5 : i8, max_val = -5 : i8} : (tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

func.func @clamp_types(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.clamp' op min/max attributes types are incompatible with input/output element types.}}
  %0 = tosa.clamp %a {min_val = 0.0 : f16, max_val = 1.0 : f16} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @matmul_zero_point(%a: tensor<1x2x2xf32>) -> tensor<1x2x2xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %h = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  // expected-error @+1 {{'tosa.matmul' op expect input b and b_zp have the same element type, got 'f32' and 'f16'}}
  %0 = tosa.matmul %a, %a, %z, %h : (tensor<1x2x2xf32>, tensor<1x2x2xf32>, tensor<1xf32>, tensor<1xf16>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}

// -----

func.func @table_dims(%a: tensor<2x3xi8>, %t: tensor<256xi8>) -> tensor<2x4xi8> {
  // expected-error @+1 {{'tosa.table' op dim(result, 1) = 4 doesn't match dim(input, 1) = 3}}
  %0 = tosa.table %a, %t : (tensor<2x3xi8>, tensor<256xi8>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}

// -----

func.func @argmax_shape(%a: tensor<2x3xf32>) -> tensor<3xi32> {
  // expected-error @+1 {{'tosa.argmax' op expected output shape '2', got '3'}}
  %0 = tosa.argmax %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

func.func @operand_count(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.mul' op expected 3 operands, but found 2}}
  %0 = "tosa.mul"(%a, %a) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @shape_not_resolvable(%a: tensor<2x3xf32>, %s: !tosa.shape<1>) -> tensor<6xf32> {
  // expected-error @+1 {{'tosa.reshape' op shape operand is not compile time resolvable}}
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<1>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

func.func @rescale_input_zero_point(%a: tensor<2xi16>) -> tensor<2xi8> {
  %m = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<7> : tensor<1xi16>}> : () -> tensor<1xi16>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.rescale' op expect input_zp of 0, got 7}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

func.func @rescale_multiplier(%a: tensor<2xi8>) -> tensor<2xi8> {
  %m = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.rescale' op expect i16 element type for multiplier for scale32=false, got 'i32'}}
  %0 = tosa.rescale %a, %m, %s, %z, %z {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<2xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

func.func @rescale_per_channel(%a: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %m = "tosa.const"() <{values = dense<1> : tensor<3xi32>}> : () -> tensor<3xi32>
  %s = "tosa.const"() <{values = dense<1> : tensor<2xi8>}> : () -> tensor<2xi8>
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.rescale' op expect shape of { 3 } for shift input, got { 2 }}}
  %0 = tosa.rescale %a, %m, %s, %z, %z {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi8>, tensor<3xi32>, tensor<2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

func.func @resize_output(%a: tensor<1x8x8x3xf32>) -> tensor<1x9x8x3xf32> {
  %scale = tosa.const_shape {values = dense<[2, 1, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.resize' op calculated output height did not match expected: calculated=15, expected=9}}
  %0 = tosa.resize %a, %scale, %offset, %offset {mode = BILINEAR} : (tensor<1x8x8x3xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x9x8x3xf32>
  return %0 : tensor<1x9x8x3xf32>
}

// -----

func.func @fft_power_of_two(%a: tensor<1x6x8xf32>) -> (tensor<1x6x8xf32>, tensor<1x6x8xf32>) {
  // expected-error @+1 {{'tosa.fft2d' op expected height to be a power of two, got 6}}
  %0, %1 = tosa.fft2d %a, %a {inverse = false} : (tensor<1x6x8xf32>, tensor<1x6x8xf32>) -> (tensor<1x6x8xf32>, tensor<1x6x8xf32>)
  return %0, %1 : tensor<1x6x8xf32>, tensor<1x6x8xf32>
}

// -----

func.func @rfft_float(%a: tensor<1x4x8xi32>) -> (tensor<1x4x5xi32>, tensor<1x4x5xi32>) {
  // expected-error @+1 {{'tosa.rfft2d' op requires a floating point type}}
  %0, %1 = tosa.rfft2d %a : (tensor<1x4x8xi32>) -> (tensor<1x4x5xi32>, tensor<1x4x5xi32>)
  return %0, %1 : tensor<1x4x5xi32>, tensor<1x4x5xi32>
}

// -----

func.func @rfft_width(%a: tensor<1x4x8xf32>) -> (tensor<1x4x4xf32>, tensor<1x4x4xf32>) {
  // expected-error @+1 {{'tosa.rfft2d' op expected output width to be equal to input_width / 2 + 1, got 4}}
  %0, %1 = tosa.rfft2d %a : (tensor<1x4x8xf32>) -> (tensor<1x4x4xf32>, tensor<1x4x4xf32>)
  return %0, %1 : tensor<1x4x4xf32>, tensor<1x4x4xf32>
}

// -----

func.func @const_elements() -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.const' op expected same attr/result element types}}
  %0 = "tosa.const"() <{values = dense<1> : tensor<2xi32>}> : () -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @variable_undeclared() -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.variable_read' op 'missing' has not been declared by 'tosa.variable'}}
  %0 = tosa.variable_read @missing : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

module {
  tosa.variable @v : tensor<2x3xi8>
  func.func @variable_shape(%a: tensor<3x2xi8>) {
    // expected-error @+1 {{'tosa.variable_write' op require same shapes for 'input1' ('tensor<3x2xi8>') and the input tensor ('tensor<2x3xi8>')}}
    tosa.variable_write @v, %a : tensor<3x2xi8>
    return
  }
}

// -----

// A variable is looked up in the symbol table: it may come after its use.
module {
  func.func @variable_declared_later() -> tensor<2xi8> {
    // expected-error @+1 {{'tosa.variable_read' op require same element type for 'output1' ('i8') and the input tensor ('f32')}}
    %0 = tosa.variable_read @late : tensor<2xi8>
    return %0 : tensor<2xi8>
  }
  tosa.variable @late : tensor<2xf32>
}

// -----

func.func @no_terminator(%c: tensor<i1>, %a: tensor<f32>) -> tensor<f32> {
  %0 = "tosa.cond_if"(%c) ({
    tosa.yield %a : tensor<f32>
  }, {
    // expected-error @+1 {{block with no terminator}}
    %1 = tosa.abs %a : (tensor<f32>) -> tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// The missing terminator is not reported when an op of the block fails.
func.func @no_terminator_after_error(%a: tensor<2xf32>) {
  // expected-error @+1 {{'tosa.exp' op requires the same shape for all operands and results}}
  %0 = tosa.exp %a : (tensor<2xf32>) -> tensor<3xf32>
}

// -----

func.func @if_no_colon(%c: tensor<i1>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+2 {{expected ':'}}
  // expected-error @+1 {{custom op 'tosa.cond_if' expected type for condition operand}}
  %0 = tosa.cond_if %c -> (tensor<f32>) {
    tosa.yield %a : tensor<f32>
  } else {
    tosa.yield %a : tensor<f32>
  }
  return %0 : tensor<f32>
}

// -----

func.func @if_input_types(%c: tensor<i1>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{custom op 'tosa.cond_if' expected as many input types as operands (expected 1 got 2)}}
  %0 = tosa.cond_if %c (%x = %a) : tensor<i1> (tensor<f32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%y: tensor<f32>):
    tosa.yield %y : tensor<f32>
  } else {
  ^bb0(%y: tensor<f32>):
    tosa.yield %y : tensor<f32>
  }
  return %0 : tensor<f32>
}

// -----

module {
  tosa.variable @unranked : tensor<*xf32>
  // expected-error @+1 {{custom op 'tosa.variable' expected ranked type}}
}

// -----

module {
  // expected-error @+1 {{elements literal type must have static shape}}
  tosa.variable @dynamic = dense<1> : tensor<*xi32>
  // expected-error @+1 {{custom op 'tosa.variable' expected attribute}}
}

// -----

func.func @result_count(%a: tensor<1x4x8xf32>) -> tensor<1x4x5xf32> {
  // expected-error @+1 {{'tosa.rfft2d' op expected 2 results}}
  %0 = "tosa.rfft2d"(%a) : (tensor<1x4x8xf32>) -> tensor<1x4x5xf32>
  return %0 : tensor<1x4x5xf32>
}

// -----

func.func @single_operand(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.abs' op requires a single operand}}
  %0 = "tosa.abs"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @select_element(%p: tensor<2xi1>, %a: tensor<2xf32>, %b: tensor<2xf16>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.select' op expect input and output to have same element type, got 'f16' and 'f32'}}
  %0 = tosa.select %p, %a, %b : (tensor<2xi1>, tensor<2xf32>, tensor<2xf16>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @custom_operand(%a: tensor<2xsi8>) -> tensor<2xi8> {
  // expected-error @+1 {{'tosa.custom' op operand #0 must be variadic of tosa-conformant tensor of number values, but got 'tensor<2xsi8>'}}
  %0 = tosa.custom %a {domain_name = "a", implementation_attrs = "b", operator_name = "c"} : (tensor<2xsi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

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

// -----

// tosa.while_loop's initial values are used before its body is read, so
// none of them can be one of the body's arguments.

func.func @tosa_while_init() {
  // expected-error @+2 {{region entry argument '%a' is already in use}}
  // expected-note @+1 {{previously referenced here}}
  %r = tosa.while_loop (%a = %a) : (tensor<i32>) -> tensor<i32> {
    %c = "tosa.const"() <{values = dense<true> : tensor<i1>}> : () -> tensor<i1>
    tosa.yield %c : tensor<i1>
  } do {
  ^bb0(%b: tensor<i32>):
    tosa.yield %b : tensor<i32>
  }
  return
}
