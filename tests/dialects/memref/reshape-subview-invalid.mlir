// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// Each case's message is mlir-opt 22's on the same input.

func.func @collapse_groups(%m: memref<2x3x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 1, expected 2}}
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<2x3x4xf32> into memref<6x4xf32>
  return
}

// -----

func.func @collapse_contiguous(%m: memref<2x3x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  %0 = memref.collapse_shape %m [[0, 2], [1]] : memref<2x3x4xf32> into memref<8x3xf32>
  return
}

// -----

func.func @collapse_bounds(%m: memref<2x3xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op reassociation index 2 is out of bounds}}
  %0 = "memref.collapse_shape"(%m) <{reassociation = [[0, 1, 2]]}> : (memref<2x3xf32>) -> memref<6xf32>
  return
}

// -----

func.func @collapse_rank0(%m: memref<1x2xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op rank 0 memrefs can only be extended/collapsed with/from ones}}
  %0 = memref.collapse_shape %m [] : memref<1x2xf32> into memref<f32>
  return
}

// -----

func.func @collapse_leftover(%m: memref<2x3x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op expanded rank (3) inconsistent with number of reassociation indices (2)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x3x4xf32> into memref<6xf32>
  return
}

// -----

func.func @collapse_rank(%m: memref<6xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op has source rank 1 and result rank 2. This is not a collapse (1 < 2).}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<6xf32> into memref<2x3xf32>
  return
}

// -----

func.func @collapse_ok(%m: memref<1x1xf32>, %s: memref<2x3x4xf32, strided<[24, 4, 1], offset: 5>>, %d: memref<?x3x4xf32, strided<[?, 4, 1]>>) {
  %0 = memref.collapse_shape %m [] : memref<1x1xf32> into memref<f32>
  %1 = memref.collapse_shape %s [[0], [1, 2]] : memref<2x3x4xf32, strided<[24, 4, 1], offset: 5>> into memref<2x12xf32, strided<[24, 1], offset: 5>>
  %2 = memref.collapse_shape %d [[0, 1], [2]] : memref<?x3x4xf32, strided<[?, 4, 1]>> into memref<?x4xf32, strided<[4, 1]>>
  return
}

// -----

func.func @collapse_noncontig(%s: memref<2x3x4xf32, strided<[24, 8, 1]>>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %s [[0], [1, 2]] : memref<2x3x4xf32, strided<[24, 8, 1]>> into memref<2x12xf32, strided<[24, 1]>>
  return
}

// -----

func.func @collapse_layout(%s: memref<2x3x4xf32, strided<[24, 4, 1], offset: 5>>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<2x12xf32, strided<[24, 1], offset: 5>>' but found 'memref<2x12xf32, strided<[24, 1]>>'}}
  %0 = memref.collapse_shape %s [[0], [1, 2]] : memref<2x3x4xf32, strided<[24, 4, 1], offset: 5>> into memref<2x12xf32, strided<[24, 1]>>
  return
}

// -----

func.func @expand_ok(%s: memref<12xf32, strided<[2], offset: 3>>, %m: memref<6xf32>) {
  %0 = memref.expand_shape %s [[0, 1]] output_shape [3, 4] : memref<12xf32, strided<[2], offset: 3>> into memref<3x4xf32, strided<[8, 2], offset: 3>>
  %1 = memref.expand_shape %m [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  return
}

// -----

func.func @expand_bad_map(%s: memref<12xf32, affine_map<(d0) -> (d0 floordiv 2)>>) {
  // expected-error @+1 {{'memref.expand_shape' op operand #0 must be strided memref of any type values, but got 'memref<12xf32, affine_map<(d0) -> (d0 floordiv 2)>>'}}
  %0 = memref.expand_shape %s [[0, 1]] output_shape [3, 4] : memref<12xf32, affine_map<(d0) -> (d0 floordiv 2)>> into memref<3x4xf32>
  return
}

// -----

func.func @expand_output_pos(%m: memref<6xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op invalid output shape provided at pos 0}}
  %0 = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 3, 2>}> : (memref<6xf32>) -> memref<2x3xf32>
  return
}

// -----

func.func @expand_output_rank(%m: memref<6xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (2) but found 1 inputs instead}}
  %0 = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2>}> : (memref<6xf32>) -> memref<2x3xf32>
  return
}

// -----

func.func @subview_space(%m: memref<8xf32>) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<8xf32>' and subview memref type 'memref<4xf32, strided<[1]>, 1>'}}
  %0 = memref.subview %m[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>, 1>
  return
}

// -----

func.func @subview_not_strided(%m: memref<8xf32, affine_map<(d0) -> (d0 floordiv 2)>>) {
  // expected-error @+1 {{base type 'memref<8xf32, affine_map<(d0) -> (d0 floordiv 2)>>' is not strided}}
  %0 = memref.subview %m[0] [4] [1] : memref<8xf32, affine_map<(d0) -> (d0 floordiv 2)>> to memref<4xf32>
  return
}

// -----

func.func @subview_rank(%m: memref<8xf32>) {
  // expected-error @+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<4x1xf32>'}}
  %0 = memref.subview %m[0] [4] [1] : memref<8xf32> to memref<4x1xf32>
  return
}

// -----

func.func @subview_elem(%m: memref<8xf32>) {
  // expected-error @+1 {{expected result element type to be 'f32', but got 'memref<4xi32>'}}
  %0 = memref.subview %m[0] [4] [1] : memref<8xf32> to memref<4xi32>
  return
}

// -----

func.func @subview_offset(%m: memref<8xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4xf32, strided<[1], offset: 2>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4xf32, strided<[1], offset: 3>>'}}
  %0 = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 3>>
  return
}

// -----

func.func @subview_stride(%m: memref<8x8xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 2]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[8, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 2] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @subview_reduced_ok(%m: memref<8x8xf32>, %a: memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 2)>>, %b: memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>) {
  %0 = memref.subview %m[0, 3] [4, 1] [1, 1] : memref<8x8xf32> to memref<4xf32, strided<[8], offset: 3>>
  %1 = memref.subview %m[3, 0] [1, 1] [1, 1] : memref<8x8xf32> to memref<1xf32, strided<[1], offset: 24>>
  %2 = memref.subview %a[1, 1] [2, 2] [1, 1] : memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 2)>> to memref<2x2xf32, strided<[4, 1], offset: 7>>
  %3 = memref.subview %b[1, 1] [2, 2] [1, 1] : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  return
}

// -----

func.func @subview_reduced_bad(%m: memref<8x8xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x1xf32, strided<[8, 1], offset: 3>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4xf32, strided<[1], offset: 3>>'}}
  %0 = memref.subview %m[0, 3] [4, 1] [1, 1] : memref<8x8xf32> to memref<4xf32, strided<[1], offset: 3>>
  return
}

// -----

func.func @subview_ones(%m: memref<1x1x8xf32>) {
  %0 = memref.subview %m[0, 0, 0] [1, 1, 8] [1, 1, 1] : memref<1x1x8xf32> to memref<1x8xf32, strided<[8, 1]>>
  // expected-error @+1 {{expected result type to be 'memref<1x1x8xf32, strided<[8, 8, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<1x8xf32, strided<[1, 1]>>'}}
  %1 = memref.subview %m[0, 0, 0] [1, 1, 8] [1, 1, 1] : memref<1x1x8xf32> to memref<1x8xf32, strided<[1, 1]>>
  return
}

// -----

func.func @collapse_not_strided(%s: memref<2x3xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{'memref.collapse_shape' op operand #0 must be strided memref of any type values, but got 'memref<2x3xf32, affine_map<(d0, d1) -> (d1, d0)>>'}}
  %0 = memref.collapse_shape %s [[0, 1]] : memref<2x3xf32, affine_map<(d0, d1) -> (d1, d0)>> into memref<6xf32>
  return
}

// -----

func.func @expand_result_not_strided(%m: memref<6xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op result #0 must be strided memref of any type values, but got 'memref<2x3xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>
  return
}
