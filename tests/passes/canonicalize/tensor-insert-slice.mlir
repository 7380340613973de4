// RUN: %mica-opt --canonicalize %s | FileCheck %s
// tensor.insert_slice: constant offsets, sizes and strides made static, casts of the source and destination folded, the source cast to the slice's constant sizes, inserts over inserts and of extracted slices folded.
// Expected text from `mlir-opt-22 --canonicalize`.

// CHECK-LABEL: func.func @inserts(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: index, %arg3: index, %arg4: tensor<16x32xi8>, %arg5: tensor<4x6x16x32xi8>, %arg6: tensor<1x?xf32>, %arg7: tensor<?x?xf32>, %arg8: tensor<?x5x?xf32>) -> (tensor<?x?x?xf32>, tensor<4x6x16x32xi8>, tensor<?x?xf32>, tensor<?x?x?xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x?x?xf32> to tensor<4x1x?xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %cast into %arg1[0, %arg2, 1] [4, 1, %arg3] [1, 1, 1] : tensor<4x1x?xf32> into tensor<?x?x?xf32>
// CHECK-NEXT: %inserted_slice_0 = tensor.insert_slice %arg4 into %arg5[0, 1, 0, 0] [1, 1, 16, 32] [1, 1, 1, 1] : tensor<16x32xi8> into tensor<4x6x16x32xi8>
// CHECK-NEXT: %inserted_slice_1 = tensor.insert_slice %arg6 into %arg7[%arg2, %arg3] [1, %arg3] [%arg3, %arg2] : tensor<1x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: %cast_2 = tensor.cast %arg8 : tensor<?x5x?xf32> to tensor<64x5x64xf32>
// CHECK-NEXT: %inserted_slice_3 = tensor.insert_slice %cast_2 into %arg1[0, 1, 2] [64, 5, 64] [1, 1, 1] : tensor<64x5x64xf32> into tensor<?x?x?xf32>
// CHECK-NEXT: return %inserted_slice, %inserted_slice_0, %inserted_slice_1, %inserted_slice_3 : tensor<?x?x?xf32>, tensor<4x6x16x32xi8>, tensor<?x?xf32>, tensor<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_folds(%arg0: tensor<1x2x2x4xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<4x?x8xf32>, %arg3: tensor<4x?x8xf32>, %arg4: index, %arg5: index, %arg6: tensor<0x2xi8>, %arg7: tensor<3x3xi8>) -> (tensor<1x2x2x4xf32>, tensor<?x?x?xf32>, tensor<3x3xi8>) {
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg3 into %arg1[0, %arg4, 0] [4, %arg5, 8] [1, 1, 1] : tensor<4x?x8xf32> into tensor<?x?x?xf32>
// CHECK-NEXT: return %arg0, %inserted_slice, %arg7 : tensor<1x2x2x4xf32>, tensor<?x?x?xf32>, tensor<3x3xi8>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @inserts(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>, %i: index, %j: index, %s: tensor<16x32xi8>, %d: tensor<4x6x16x32xi8>, %e: tensor<1x?xf32>, %f: tensor<?x?xf32>, %a5: tensor<?x5x?xf32>) -> (tensor<?x?x?xf32>, tensor<4x6x16x32xi8>, tensor<?x?xf32>, tensor<?x?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.insert_slice %a into %b[%c0, %i, %c1] [%c4, %c1, %j] [%c1, %c1, %c1] : tensor<?x?x?xf32> into tensor<?x?x?xf32>
  %cast = tensor.cast %s : tensor<16x32xi8> to tensor<?x32xi8>
  %sz = tensor.dim %cast, %c0 : tensor<?x32xi8>
  %1 = tensor.insert_slice %cast into %d[0, 1, 0, 0] [1, 1, %sz, 32] [1, 1, 1, 1] : tensor<?x32xi8> into tensor<4x6x16x32xi8>
  %ec = tensor.cast %e : tensor<1x?xf32> to tensor<?x?xf32>
  %2 = tensor.insert_slice %ec into %f[%i, %j] [%i, %j] [%j, %i] : tensor<?x?xf32> into tensor<?x?xf32>
  %c64 = arith.constant 64 : index
  %3 = tensor.insert_slice %a5 into %b[0, 1, 2] [%c64, 5, %c64] [1, 1, 1] : tensor<?x5x?xf32> into tensor<?x?x?xf32>
  return %0, %1, %2, %3 : tensor<?x?x?xf32>, tensor<4x6x16x32xi8>, tensor<?x?xf32>, tensor<?x?x?xf32>
}
func.func @insert_folds(%t: tensor<1x2x2x4xf32>, %u: tensor<?x?x?xf32>, %p: tensor<4x?x8xf32>, %q: tensor<4x?x8xf32>, %i: index, %n: index, %z: tensor<0x2xi8>, %w: tensor<3x3xi8>) -> (tensor<1x2x2x4xf32>, tensor<?x?x?xf32>, tensor<3x3xi8>) {
  %0 = tensor.extract_slice %t[0, 0, 0, 0] [1, 1, 2, 4] [1, 1, 1, 1] : tensor<1x2x2x4xf32> to tensor<1x2x4xf32>
  %1 = tensor.insert_slice %0 into %t[0, 0, 0, 0] [1, 1, 2, 4] [1, 1, 1, 1] : tensor<1x2x4xf32> into tensor<1x2x2x4xf32>
  %2 = tensor.insert_slice %p into %u[0, %i, 0] [4, %n, 8] [1, 1, 1] : tensor<4x?x8xf32> into tensor<?x?x?xf32>
  %3 = tensor.insert_slice %q into %2[0, %i, 0] [4, %n, 8] [1, 1, 1] : tensor<4x?x8xf32> into tensor<?x?x?xf32>
  %4 = tensor.insert_slice %z into %w[0, 0] [0, 2] [1, 1] : tensor<0x2xi8> into tensor<3x3xi8>
  return %1, %3, %4 : tensor<1x2x2x4xf32>, tensor<?x?x?xf32>, tensor<3x3xi8>
}
