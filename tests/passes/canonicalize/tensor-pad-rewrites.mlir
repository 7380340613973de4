// RUN: %mica-opt --canonicalize %s | FileCheck %s
// tensor.pad: constant paddings made static when a size becomes static
// (FoldStaticPadding), a pad of a cast to a new static type
// (FoldSourceTensorCast), a pad cast by its one user (FoldTargetTensorCast),
// a pad of a pad by the same value (FoldConsecutiveConstantPadding) and pads
// of slices padding other dimensions (FoldOrthogonalPaddings).
// Expected text from `mlir-opt-22 --canonicalize`.

// CHECK-LABEL: func.func @static_padding(%arg0: tensor<?x8x?xf32>, %arg1: index) -> tensor<?x?x?xf32> {
// CHECK-NEXT:  %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %padded = tensor.pad %arg0 low[2, 2, 1] high[%arg1, 2, 2] {
// CHECK-NEXT:  ^bb0(%arg2: index, %arg3: index, %arg4: index):
// CHECK-NEXT:  tensor.yield %cst : f32
// CHECK-NEXT:  } : tensor<?x8x?xf32> to tensor<?x12x?xf32>
// CHECK-NEXT:  %cast = tensor.cast %padded : tensor<?x12x?xf32> to tensor<?x?x?xf32>
// CHECK-NEXT:  return %cast : tensor<?x?x?xf32>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @pad_of_cast_new_type(%arg0: tensor<4x?xf32>, %arg1: f32) -> tensor<?x?xf32> {
// CHECK-NEXT:  %padded = tensor.pad %arg0 low[1, 0] high[1, 3] {
// CHECK-NEXT:  ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT:  tensor.yield %arg1 : f32
// CHECK-NEXT:  } : tensor<4x?xf32> to tensor<6x?xf32>
// CHECK-NEXT:  %cast = tensor.cast %padded : tensor<6x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:  return %cast : tensor<?x?xf32>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @cast_of_pad(%arg0: tensor<?x?xi8>, %arg1: index, %arg2: i8) -> (tensor<10x?xi8>, tensor<?x?xi8>) {
// CHECK-NEXT:  %padded = tensor.pad %arg0 nofold low[%arg1, 0] high[0, %arg1] {
// CHECK-NEXT:  ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:  tensor.yield %arg2 : i8
// CHECK-NEXT:  } : tensor<?x?xi8> to tensor<10x?xi8>
// CHECK-NEXT:  %padded_0 = tensor.pad %arg0 low[%arg1, 0] high[0, %arg1] {
// CHECK-NEXT:  ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:  tensor.yield %arg2 : i8
// CHECK-NEXT:  } : tensor<?x?xi8> to tensor<?x?xi8>
// CHECK-NEXT:  return %padded, %padded_0 : tensor<10x?xi8>, tensor<?x?xi8>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @consecutive(%arg0: tensor<3x?xf32>, %arg1: f32, %arg2: f32) -> (tensor<6x?xf32>, tensor<6x?xf32>) {
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %padded = tensor.pad %arg0 low[1, %c1] high[0, 2] {
// CHECK-NEXT:  ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:  tensor.yield %arg1 : f32
// CHECK-NEXT:  } : tensor<3x?xf32> to tensor<4x?xf32>
// CHECK-NEXT:  %padded_0 = tensor.pad %arg0 low[1, 2] high[2, 2] {
// CHECK-NEXT:  ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:  tensor.yield %arg1 : f32
// CHECK-NEXT:  } : tensor<3x?xf32> to tensor<6x?xf32>
// CHECK-NEXT:  %padded_1 = tensor.pad %padded low[0, 1] high[2, 0] {
// CHECK-NEXT:  ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:  tensor.yield %arg2 : f32
// CHECK-NEXT:  } : tensor<4x?xf32> to tensor<6x?xf32>
// CHECK-NEXT:  return %padded_0, %padded_1 : tensor<6x?xf32>, tensor<6x?xf32>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @orthogonal(%arg0: tensor<32x16xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
// CHECK-NEXT:  %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %extracted_slice = tensor.extract_slice %arg0[0, 2] [32, %arg2] [1, 1] : tensor<32x16xf32> to tensor<32x?xf32>
// CHECK-NEXT:  %padded = tensor.pad %extracted_slice low[0, 0] high[0, %arg4] {
// CHECK-NEXT:  ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:  tensor.yield %cst : f32
// CHECK-NEXT:  } : tensor<32x?xf32> to tensor<32x8xf32>
// CHECK-NEXT:  %extracted_slice_0 = tensor.extract_slice %arg0[%arg1, 2] [%arg1, %arg2] [1, 1] : tensor<32x16xf32> to tensor<?x?xf32>
// CHECK-NEXT:  %padded_1 = tensor.pad %extracted_slice_0 low[0, 0] high[%arg3, %arg4] {
// CHECK-NEXT:  ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:  tensor.yield %cst : f32
// CHECK-NEXT:  } : tensor<?x?xf32> to tensor<4x8xf32>
// CHECK-NEXT:  %extracted_slice_2 = tensor.extract_slice %padded[%arg1, 0] [%arg1, 6] [1, 1] : tensor<32x8xf32> to tensor<?x6xf32>
// CHECK-NEXT:  %padded_3 = tensor.pad %extracted_slice_2 low[0, 0] high[%arg3, 2] {
// CHECK-NEXT:  ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:  tensor.yield %cst : f32
// CHECK-NEXT:  } : tensor<?x6xf32> to tensor<4x8xf32>
// CHECK-NEXT:  return %padded_1, %padded_3 : tensor<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @static_padding(%t: tensor<?x8x?xf32>, %h: index) -> tensor<?x?x?xf32> {
  %c2 = arith.constant 2 : index
  %cst = arith.constant 0.0 : f32
  %0 = tensor.pad %t low[%c2, %c2, 1] high[%h, %c2, %c2] {
  ^bb0(%a: index, %b: index, %c: index):
    tensor.yield %cst : f32
  } : tensor<?x8x?xf32> to tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

func.func @pad_of_cast_new_type(%t: tensor<4x?xf32>, %v: f32) -> tensor<?x?xf32> {
  %0 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %1 = tensor.pad %0 low[1, 0] high[1, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

func.func @cast_of_pad(%t: tensor<?x?xi8>, %p: index, %v: i8) -> (tensor<10x?xi8>, tensor<?x?xi8>) {
  %0 = tensor.pad %t nofold low[%p, 0] high[0, %p] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : i8
  } : tensor<?x?xi8> to tensor<?x?xi8>
  %1 = tensor.cast %0 : tensor<?x?xi8> to tensor<10x?xi8>
  %2 = tensor.pad %t low[%p, 0] high[0, %p] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : i8
  } : tensor<?x?xi8> to tensor<?x?xi8>
  %3 = tensor.cast %2 : tensor<?x?xi8> to tensor<10x?xi8>
  return %1, %2 : tensor<10x?xi8>, tensor<?x?xi8>
}

func.func @consecutive(%t: tensor<3x?xf32>, %v: f32, %w: f32) -> (tensor<6x?xf32>, tensor<6x?xf32>) {
  %c1 = arith.constant 1 : index
  %0 = tensor.pad %t low[1, %c1] high[0, 2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<3x?xf32> to tensor<4x?xf32>
  %1 = tensor.pad %0 low[0, 1] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<6x?xf32>
  %2 = tensor.pad %0 low[0, 1] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %w : f32
  } : tensor<4x?xf32> to tensor<6x?xf32>
  return %1, %2 : tensor<6x?xf32>, tensor<6x?xf32>
}

func.func @orthogonal(%t: tensor<32x16xf32>, %s0: index, %s1: index, %p0: index, %p1: index) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %z = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %t[0, 2] [32, %s1] [1, 1] : tensor<32x16xf32> to tensor<32x?xf32>
  %1 = tensor.pad %0 low[0, 0] high[0, %p1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %z : f32
  } : tensor<32x?xf32> to tensor<32x8xf32>
  %2 = tensor.extract_slice %1[%s0, 0] [%s0, 8] [1, 1] : tensor<32x8xf32> to tensor<?x8xf32>
  %3 = tensor.pad %2 low[0, 0] high[%p0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %z : f32
  } : tensor<?x8xf32> to tensor<4x8xf32>
  %4 = tensor.extract_slice %1[%s0, 0] [%s0, 6] [1, 1] : tensor<32x8xf32> to tensor<?x6xf32>
  %5 = tensor.pad %4 low[0, 0] high[%p0, 2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %z : f32
  } : tensor<?x6xf32> to tensor<4x8xf32>
  return %3, %5 : tensor<4x8xf32>, tensor<4x8xf32>
}
