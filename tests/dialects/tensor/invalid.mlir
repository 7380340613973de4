// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// Each case's message is mlir-opt 22's on the same input.

func.func @empty_sizes(%n: index) {
  // expected-error @+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = tensor.empty(%n) : tensor<?x?xf32>
  return
}

// -----

func.func @splat_sizes(%v: f32, %n: index) {
  // expected-error @+1 {{'tensor.splat' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.splat %v[%n] : tensor<4xf32>
  return
}

// -----

func.func @extract_indices(%t: tensor<4x4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = tensor.extract %t[%i] : tensor<4x4xf32>
  return
}

// -----

func.func @insert_indices(%t: tensor<4x4xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{'tensor.insert' op incorrect number of indices}}
  %0 = tensor.insert %v into %t[%i] : tensor<4x4xf32>
  return
}

// -----

func.func @dim_of_scalar(%t: tensor<f32>, %i: index) {
  // expected-error @+1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  %0 = tensor.dim %t, %i : tensor<f32>
  return
}

// -----

func.func @cast(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4xf16>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4xf32> to tensor<4xf16>
  return
}

// -----

func.func @concat_dim(%t: tensor<3x4xf32>) {
  // expected-error @+1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %0 = tensor.concat dim(2) %t, %t : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<6x4xf32>
  return
}

// -----

func.func @concat_size(%t: tensor<3x4xf32>) {
  // expected-error @+1 {{'tensor.concat' op result type 'tensor<6x5xf32>'does not match inferred shape 'tensor<6x4xf32>' static sizes}}
  %0 = tensor.concat dim(0) %t, %t : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<6x5xf32>
  return
}

// -----

func.func @concat_other_dim(%a: tensor<3x4xf32>, %b: tensor<3x5xf32>) {
  // expected-error @+1 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<3x4xf32>, tensor<3x5xf32>) -> tensor<6x?xf32>
  return
}

// -----

func.func @reshape_elements(%t: tensor<6xf32>, %s: tensor<2xindex>) {
  // expected-error @+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %0 = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<2xindex>) -> tensor<2x4xf32>
  return
}

// -----

func.func @generate_args(%n: index) {
  // expected-error @+1 {{all body arguments must be index}}
  %0 = tensor.generate %n {
  ^bb0(%i: i32):
    %c = arith.constant 1.0 : f32
    tensor.yield %c : f32
  } : tensor<?xf32>
  return
}

// -----

func.func @pad_type(%t: tensor<4xf32>, %v: f32) {
  // expected-error @+1 {{specified type 'tensor<8xf32>' does not match the inferred type 'tensor<7xf32>'}}
  %0 = tensor.pad %t low[1] high[2] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<8xf32>
  return
}

// -----

func.func @collapse_dynamic(%t: tensor<?x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<?x4xf32> into tensor<8xf32>
  return
}

// -----

func.func @collapse_contiguous(%t: tensor<2x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected reassociation map #0 to be valid and contiguous.}}
  %0 = tensor.collapse_shape %t [[1, 0]] : tensor<2x4xf32> into tensor<8xf32>
  return
}

// -----

func.func @collapse_element(%t: tensor<2x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected collapsed type to be 'tensor<8xf32>', but got 'tensor<8xi32>'}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x4xf32> into tensor<8xi32>
  return
}

// -----

func.func @expand_rank(%t: tensor<2x4xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected the expanded type, 'tensor<8xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<2x4xf32>'.}}
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [8] : tensor<2x4xf32> into tensor<8xf32>
  return
}

// -----

func.func @extract_slice_sizes(%t: tensor<8x8xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<4x4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0, 0][4, 4][1, 1] : tensor<8x8xf32> to tensor<4x2xf32>
  return
}

// -----

func.func @insert_slice_element(%s: tensor<4xf16>, %t: tensor<8xf32>) {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %0 = tensor.insert_slice %s into %t[0][4][1] : tensor<4xf16> into tensor<8xf32>
  return
}

// -----

func.func @insert_slice_bounds(%s: tensor<4xf32>, %t: tensor<8xf32>) {
  // expected-error @+1 {{offset 0 is out-of-bounds: 8 >= 8}}
  %0 = tensor.insert_slice %s into %t[8][4][1] : tensor<4xf32> into tensor<8xf32>
  return
}

// -----

func.func @gather_dims_order(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims values must be strictly increasing}}
  %0 = tensor.gather %s[%i] gather_dims([2, 0]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x5x1xf32>
  return
}

// -----

func.func @gather_dims_rank(%s: tensor<4x5x6xf32>, %i: tensor<1x2x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims value must be smaller than source rank}}
  %0 = tensor.gather %s[%i] gather_dims([3]) : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1x5x1xf32>
  return
}

// -----

func.func @gather_result(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op result type mismatch: expected 'tensor<1x2x1x5x1xf32>' or its rank-reduced variant 'tensor<1x2x5xf32>' (got: 'tensor<1x2x5x1xf32>')}}
  %0 = tensor.gather %s[%i] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x5x1xf32>
  return
}

// -----

func.func @scatter_unique(%v: tensor<1x2x5xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error @+1 {{'tensor.scatter' op requires 'unique' attribute to be set}}
  %0 = tensor.scatter %v into %d[%i] scatter_dims([0, 2]) : (tensor<1x2x5xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  return
}

// -----

func.func @scatter_dims_rank(%v: tensor<1x2x5xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x4xindex>) {
  // expected-error @+1 {{'tensor.scatter' op scatter_dims overflow dest rank}}
  %0 = tensor.scatter %v into %d[%i] scatter_dims([0, 1, 2, 3]) unique : (tensor<1x2x5xf32>, tensor<4x5x6xf32>, tensor<1x2x4xindex>) -> tensor<4x5x6xf32>
  return
}

// -----

func.func @bitcast_width(%t: tensor<4xi64>) {
  // expected-error @+1 {{'tensor.bitcast' op operand type 'tensor<4xi64>' and result type 'tensor<4xf32>' are cast incompatible}}
  %0 = tensor.bitcast %t : tensor<4xi64> to tensor<4xf32>
  return
}

// -----

func.func @bitcast_index(%t: tensor<4xi64>) {
  // expected-error @+1 {{'tensor.bitcast' op result #0 must be tensor of signless integer or unsigned integer or signed integer or floating-point values, but got 'tensor<4xindex>'}}
  %0 = tensor.bitcast %t : tensor<4xi64> to tensor<4xindex>
  return
}

// -----

func.func @generate_nested_first(%n: index) {
  // the ops inside verify before the region rules of tensor.generate
  %0 = tensor.generate %n {
  ^bb0(%i: index):
    // expected-error @+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0}}
    %e = tensor.empty(%i) : tensor<4xf32>
    tensor.yield %i : index
  } : tensor<?xf32>
  return
}

// -----

func.func @extract_slice_of_memref(%m: memref<4xf32>) {
  // expected-error @+1 {{'tensor.extract_slice' op operand #0 must be ranked tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "tensor.extract_slice"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<4xf32>) -> memref<1xf32>
  return
}

// -----

func.func @splat_of_memref(%v: f32) {
  // expected-error @+1 {{custom op 'tensor.splat' invalid kind of type specified: expected builtin.tensor, but found 'memref<8xf32>'}}
  %0 = tensor.splat %v : memref<8xf32>
  return
}

// -----

func.func @from_elements_unranked(%v: i32) {
  // expected-error @+1 {{custom op 'tensor.from_elements' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xi32>'}}
  %0 = tensor.from_elements %v : tensor<*xi32>
  return
}

// -----

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
