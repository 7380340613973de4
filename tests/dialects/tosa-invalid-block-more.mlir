// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// Each case's message is mlir-opt 22's on the same input.

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
