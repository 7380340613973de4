// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// Each case's message is mlir-opt 22's on the same input.

func.func @rank_operand(%m: memref<4xf32>) {
  // expected-error @+1 {{'tensor.rank' op operand #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "tensor.rank"(%m) : (memref<4xf32>) -> index
  return
}

// -----

func.func @concat_none() {
  // expected-error @+1 {{'tensor.concat' op requires at least one input}}
  %0 = "tensor.concat"() {dim = 0 : i64} : () -> tensor<2xf32>
  return
}

// -----

func.func @concat_rank(%a: tensor<3x4xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.concat' op rank of concatenated inputs must match result rank}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<6x4xf32>
  return
}

// -----

func.func @concat_elem(%a: tensor<3x4xf32>, %b: tensor<3x4xf16>) {
  // expected-error @+1 {{'tensor.concat' op inputs and result element type must match}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<3x4xf32>, tensor<3x4xf16>) -> tensor<6x4xf32>
  return
}

// -----

func.func @concat_unranked_operand(%a: tensor<3x4xf32>, %u: tensor<*xf32>) {
  // expected-error @+1 {{'tensor.concat' op operand #1 must be variadic of ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = tensor.concat dim(0) %a, %u : (tensor<3x4xf32>, tensor<*xf32>) -> tensor<?x4xf32>
  return
}

// -----

func.func @concat_unranked_result(%a: tensor<3x4xf32>) {
  // expected-error @+1 {{'tensor.concat' op result #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %1 = tensor.concat dim(0) %a, %a : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @generate_args(%n: index) {
  // expected-error @+1 {{must have one body argument per input dimension}}
  %0 = tensor.generate %n {
  ^bb0(%i: index):
    %c = arith.constant 0.0 : f32
    tensor.yield %c : f32
  } : tensor<?x4xf32>
  return
}

// -----

func.func @generate_yield(%n: index) {
  // expected-error @+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %0 = tensor.generate %n {
  ^bb0(%i: index):
    %c = arith.constant 0 : i32
    tensor.yield %c : i32
  } : tensor<?xf32>
  return
}

// -----

func.func @pad_count(%t: tensor<4x4xf32>) {
  %c = arith.constant 0.0 : f32
  // expected-error @+1 {{failed to infer expectedType from sourceType 'tensor<4x4xf32>', specified resultType is 'tensor<6x6xf32>'}}
  %0 = "tensor.pad"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_low = array<i64: 1>, static_high = array<i64: 1>}> ({
  ^bb0(%i: index, %j: index):
    tensor.yield %c : f32
  }) : (tensor<4x4xf32>) -> tensor<6x6xf32>
  return
}

// -----

func.func @pad_block_args(%t: tensor<4xf32>) {
  %c = arith.constant 0.0 : f32
  // expected-error @+1 {{expected the block to have 1 arguments}}
  %0 = tensor.pad %t low[1] high[2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : f32
  } : tensor<4xf32> to tensor<7xf32>
  return
}

// -----

func.func @pad_block_type(%t: tensor<4xf32>) {
  %c = arith.constant 0.0 : f32
  // expected-error @+1 {{'tensor.pad' op expected block argument 1 to be an index}}
  %0 = tensor.pad %t low[1] high[2] {
  ^bb0(%i: i32):
    tensor.yield %c : f32
  } : tensor<4xf32> to tensor<7xf32>
  return
}

// -----

func.func @pad_yield_type(%t: tensor<4xf32>) {
  %c = arith.constant 0 : i32
  // expected-error @+1 {{'tensor.pad' op expected yield type to match shape element type}}
  %0 = tensor.pad %t low[1] high[2] {
  ^bb0(%i: index):
    tensor.yield %c : i32
  } : tensor<4xf32> to tensor<7xf32>
  return
}

// -----

func.func @collapse_groups(%t: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op reassociation indices must not be empty}}
  %0 = "tensor.collapse_shape"(%t) <{reassociation = [[0, 1], [2], []]}> : (tensor<2x3x4xf32>) -> tensor<6x4x1xf32>
  return
}

// -----

func.func @collapse_count(%t: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected collapsed rank (2) to equal the number of reassociation maps (1).}}
  %0 = tensor.collapse_shape %t [[0, 1, 2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  return
}

// -----

func.func @collapse_map_size(%t: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (3), but it is  2.}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x3x4xf32> into tensor<6xf32>
  return
}

// -----

func.func @collapse_static(%t: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 6}}
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<5x4xf32>
  return
}

// -----

func.func @collapse_gap(%t: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected reassociation map #1 to be valid and contiguous.}}
  %0 = tensor.collapse_shape %t [[0], [2]] : tensor<2x3x4xf32> into tensor<2x4xf32>
  return
}

// -----

func.func @expand_output(%t: tensor<6xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (2) but found 1 inputs instead}}
  %0 = "tensor.expand_shape"(%t) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2>}> : (tensor<6xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @expand_dyn_count(%t: tensor<6xf32>, %n: index) {
  // expected-error @+1 {{'tensor.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 0 dynamic dims while output_shape has 1 values}}
  %0 = "tensor.expand_shape"(%t, %n) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 3>}> : (tensor<6xf32>, index) -> tensor<2x3xf32>
  return
}

// -----

func.func @extract_rank(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{expected rank to be smaller or equal to the other rank. }}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>) -> tensor<2x2x1xf32>
  return
}

// -----

func.func @extract_elem(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %0 = tensor.extract_slice %t[0, 0] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf16>
  return
}

// -----

func.func @extract_offsets_len(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @extract_sizes_len(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<4x4xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @extract_dyn_count(%t: tensor<4x4xf32>, %i: index) {
  // expected-error @+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
  %0 = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, index) -> tensor<2x2xf32>
  return
}

// -----

func.func @extract_negative(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{expected offsets to be non-negative, but got -2}}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, -2>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @reshape_elem(%t: tensor<6xf32>, %s: tensor<2xindex>) {
  // expected-error @+1 {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
  %0 = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<2xindex>) -> tensor<2x3xi32>
  return
}

// -----

func.func @reshape_dyn_len(%t: tensor<6xf32>, %s: tensor<?xindex>) {
  // expected-error @+1 {{'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
  %0 = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<?xindex>) -> tensor<2x3xf32>
  return
}

// -----

func.func @reshape_len(%t: tensor<6xf32>, %s: tensor<3xindex>) {
  // expected-error @+1 {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  %0 = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<3xindex>) -> tensor<2x3xf32>
  return
}

// -----

func.func @reshape_ok(%t: tensor<6xf32>, %s: tensor<?xindex>) {
  %0 = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<?xindex>) -> tensor<*xf32>
  return
}

// -----

func.func @cast_shape(%t: tensor<4x?xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4x?xf32>' and result type 'tensor<5x?xf32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4x?xf32> to tensor<5x?xf32>
  return
}

// -----

func.func @gather_empty(%s: tensor<4x5x6xf32>, %i: tensor<1x2x0xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims must be non-empty}}
  %0 = "tensor.gather"(%s, %i) <{gather_dims = array<i64>}> : (tensor<4x5x6xf32>, tensor<1x2x0xindex>) -> tensor<1x2x4x5x6xf32>
  return
}

// -----

func.func @gather_len(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x5x6xf32>
  return
}

// -----

func.func @gather_negative(%s: tensor<4x5x6xf32>, %i: tensor<1x2x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims value must be non-negative}}
  %0 = tensor.gather %s[%i] gather_dims([-1]) : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x4x5x1xf32>
  return
}

// -----

func.func @from_elements_count() {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{number of operands and types do not match: got 1 operands and 2 types}}
  %0 = tensor.from_elements %c0 : tensor<2xindex>
  return
}
