// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// The verifiers of TOSA's block-scaled casts and matmul.
// Each case's message is mlir-opt 22's on the same input.

func.func @from_output(%d: tensor<4x32xf4E2M1FN>, %s: tensor<4x1xf8E8M0FNU>) -> tensor<2x32xf32> {
  // expected-error @+1 {{'tosa.cast_from_block_scaled' op require compatible shapes for input_data ('tensor<4x32xf4E2M1FN>') and output_data ('tensor<2x32xf32>')}}
  %0 = tosa.cast_from_block_scaled %d, %s {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x32xf4E2M1FN>, tensor<4x1xf8E8M0FNU>) -> tensor<2x32xf32>
  return %0 : tensor<2x32xf32>
}

// -----

func.func @from_blocks(%d: tensor<4x48xf4E2M1FN>, %s: tensor<4x1xf8E8M0FNU>) -> tensor<4x48xf32> {
  // expected-error @+1 {{'tosa.cast_from_block_scaled' op expect last dimension of input_data (48) to be divisible by block_size (32)}}
  %0 = tosa.cast_from_block_scaled %d, %s {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x48xf4E2M1FN>, tensor<4x1xf8E8M0FNU>) -> tensor<4x48xf32>
  return %0 : tensor<4x48xf32>
}

// -----

func.func @from_data_type(%d: tensor<4x32xf32>, %s: tensor<4x1xf8E8M0FNU>) -> tensor<4x32xf32> {
  // expected-error @+1 {{'tosa.cast_from_block_scaled' op operand #0 must be tosa-conformant tensor of at least rank 1, but got 'tensor<4x32xf32>'}}
  %0 = tosa.cast_from_block_scaled %d, %s {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x32xf32>, tensor<4x1xf8E8M0FNU>) -> tensor<4x32xf32>
  return %0 : tensor<4x32xf32>
}

// -----

func.func @to_scale_shape(%a: tensor<4x64xf32>) -> (tensor<4x64xf8E5M2>, tensor<3x2xf8E8M0FNU>) {
  // expected-error @+1 {{'tosa.cast_to_block_scaled' op require compatible shapes for output_data ('tensor<4x64xf8E5M2>') and output_scale ('tensor<3x2xf8E8M0FNU>') except for the last dimension}}
  %0:2 = tosa.cast_to_block_scaled %a {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x64xf32>) -> (tensor<4x64xf8E5M2>, tensor<3x2xf8E8M0FNU>)
  return %0#0, %0#1 : tensor<4x64xf8E5M2>, tensor<3x2xf8E8M0FNU>
}

// -----

func.func @to_scale_count(%a: tensor<4x64xf32>) -> (tensor<4x64xf8E5M2>, tensor<4x1xf8E8M0FNU>) {
  // expected-error @+1 {{'tosa.cast_to_block_scaled' op expect last dimension of output_scale (1) to be equal to last dimension of output_data / block_size (2)}}
  %0:2 = tosa.cast_to_block_scaled %a {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x64xf32>) -> (tensor<4x64xf8E5M2>, tensor<4x1xf8E8M0FNU>)
  return %0#0, %0#1 : tensor<4x64xf8E5M2>, tensor<4x1xf8E8M0FNU>
}

// -----

func.func @matmul_batch(%a: tensor<4x8x64xf8E4M3FN>, %as: tensor<4x8x2xf8E8M0FNU>, %b: tensor<2x16x64xf8E4M3FN>, %bs: tensor<2x16x2xf8E8M0FNU>) -> tensor<4x8x16xf32> {
  // expected-error @+1 {{'tosa.matmul_t_block_scaled' op expect B matrix batch size to be broadcast compatible with A, got D=2 vs N=4}}
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x8x64xf8E4M3FN>, tensor<4x8x2xf8E8M0FNU>, tensor<2x16x64xf8E4M3FN>, tensor<2x16x2xf8E8M0FNU>) -> tensor<4x8x16xf32>
  return %0 : tensor<4x8x16xf32>
}

// -----

func.func @matmul_scale_height(%a: tensor<4x8x64xf8E4M3FN>, %as: tensor<4x7x2xf8E8M0FNU>, %b: tensor<4x16x64xf8E4M3FN>, %bs: tensor<4x16x2xf8E8M0FNU>) -> tensor<4x8x16xf32> {
  // expected-error @+1 {{'tosa.matmul_t_block_scaled' op expected height of a_scale to match size 8, got 7}}
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x8x64xf8E4M3FN>, tensor<4x7x2xf8E8M0FNU>, tensor<4x16x64xf8E4M3FN>, tensor<4x16x2xf8E8M0FNU>) -> tensor<4x8x16xf32>
  return %0 : tensor<4x8x16xf32>
}

// -----

func.func @matmul_blocks(%a: tensor<4x8x64xf8E4M3FN>, %as: tensor<4x8x3xf8E8M0FNU>, %b: tensor<*xf8E4M3FN>, %bs: tensor<*xf8E8M0FNU>) -> tensor<4x8x16xf32> {
  // expected-error @+1 {{'tosa.matmul_t_block_scaled' op expect scale operands dimension 2 to equal C/block_size (64/32), got 3}}
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x8x64xf8E4M3FN>, tensor<4x8x3xf8E8M0FNU>, tensor<*xf8E4M3FN>, tensor<*xf8E8M0FNU>) -> tensor<4x8x16xf32>
  return %0 : tensor<4x8x16xf32>
}

// -----

func.func @matmul_output(%a: tensor<*xf8E4M3FN>, %as: tensor<*xf8E8M0FNU>, %b: tensor<2x16x64xf8E4M3FN>, %bs: tensor<*xf8E8M0FNU>) -> tensor<3x8x16xf32> {
  // expected-error @+1 {{'tosa.matmul_t_block_scaled' op expected output shape 3, 8, 16 to be compatible with expected output shape 2, ?, 16}}
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<*xf8E4M3FN>, tensor<*xf8E8M0FNU>, tensor<2x16x64xf8E4M3FN>, tensor<*xf8E8M0FNU>) -> tensor<3x8x16xf32>
  return %0 : tensor<3x8x16xf32>
}

// -----

func.func @mm_elem(%a: tensor<4x8x64xf8E4M3FN>, %as: tensor<4x8x2xf8E8M0FNU>, %b: tensor<4x16x64xf8E5M2>, %bs: tensor<4x16x2xf8E8M0FNU>) -> tensor<4x8x16xf32> {
  // expected-error @+1 {{'tosa.matmul_t_block_scaled' op expect A_data and B_data to have same element type, got 'f8E4M3FN' and 'f8E5M2'}}
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x8x64xf8E4M3FN>, tensor<4x8x2xf8E8M0FNU>, tensor<4x16x64xf8E5M2>, tensor<4x16x2xf8E8M0FNU>) -> tensor<4x8x16xf32>
  return %0 : tensor<4x8x16xf32>
}

// -----

func.func @mm_multiple(%a: tensor<4x8x48xf8E4M3FN>, %as: tensor<4x8x?xf8E8M0FNU>, %b: tensor<4x16x48xf8E4M3FN>, %bs: tensor<4x16x?xf8E8M0FNU>) -> tensor<4x8x16xf32> {
  // expected-error @+1 {{'tosa.matmul_t_block_scaled' op expect C to be a multiple of block size, got C=48, block_size=32}}
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x8x48xf8E4M3FN>, tensor<4x8x?xf8E8M0FNU>, tensor<4x16x48xf8E4M3FN>, tensor<4x16x?xf8E8M0FNU>) -> tensor<4x8x16xf32>
  return %0 : tensor<4x8x16xf32>
}

// -----

func.func @mm_ok(%a: tensor<4x8x64xf8E4M3FN>, %as: tensor<4x8x2xf8E8M0FNU>, %b: tensor<4x16x64xf8E4M3FN>, %bs: tensor<4x16x2xf8E8M0FNU>) -> tensor<*xf32> {
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x8x64xf8E4M3FN>, tensor<4x8x2xf8E8M0FNU>, tensor<4x16x64xf8E4M3FN>, tensor<4x16x2xf8E8M0FNU>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
