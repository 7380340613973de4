// RUN: %mica-opt --canonicalize %s | FileCheck %s
// collapse_shape and expand_shape of tensors and memrefs: reshapes composed, inverse reshapes folded, reshapes of splats, from_elements and casts.
// Expected text from `mlir-opt-22 --canonicalize`.

// CHECK-LABEL: func.func @same_kind(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: index, %arg3: index, %arg4: memref<2x3x4x5xf32>) -> (tensor<?x?xf32>, tensor<?x6x4x?x5xf32>, tensor<f32>, memref<120xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[}}[0, 1, 2], [3, 4]] : tensor<?x?x?x?x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %arg1 {{\[}}[0, 1, 2], [3, 4]] output_shape [%arg2, 6, 4, %arg3, 5] : tensor<?x?xf32> into tensor<?x6x4x?x5xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg4 {{\[}}[0, 1, 2, 3]] : memref<2x3x4x5xf32> into memref<120xf32>
// CHECK-NEXT: return %collapsed, %expanded, %cst, %collapse_shape : tensor<?x?xf32>, tensor<?x6x4x?x5xf32>, tensor<f32>, memref<120xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inverse(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: tensor<?x4x?xf32>) -> (tensor<?x?xf32>, tensor<?x4x?xf32>, tensor<?x?x?xf32>) {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[}}[0, 1], [2]] output_shape [%arg1, %arg2, %arg3] : tensor<?x?xf32> into tensor<?x?x?xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %expanded {{\[}}[0], [1, 2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: %expanded_0 = tensor.expand_shape %collapsed {{\[}}[0], [1, 2]] output_shape [%arg1, %arg2, %arg3] : tensor<?x?xf32> into tensor<?x?x?xf32>
// CHECK-NEXT: return %arg0, %arg4, %expanded_0 : tensor<?x?xf32>, tensor<?x4x?xf32>, tensor<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_of_expand(%arg0: tensor<?x?x?xi64>, %arg1: index, %arg2: index, %arg3: index, %arg4: tensor<2048xf32>, %arg5: tensor<?xf32>, %arg6: memref<4x512xf32>) -> (tensor<?x?xi64>, tensor<4x512xf32>, tensor<?xf32>, tensor<?x?xf32>, memref<2048xf32>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[}}[0, 1], [2]] : tensor<?x?x?xi64> into tensor<?x?xi64>
// CHECK-NEXT: %expanded = tensor.expand_shape %arg4 {{\[}}[0, 1]] output_shape [4, 512] : tensor<2048xf32> into tensor<4x512xf32>
// CHECK-NEXT: %0 = arith.muli %arg1, %c3 : index
// CHECK-NEXT: %1 = arith.muli %arg2, %c2 : index
// CHECK-NEXT: %expanded_0 = tensor.expand_shape %arg5 {{\[}}[0, 1]] output_shape [%0, %1] : tensor<?xf32> into tensor<?x?xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg6 {{\[}}[0, 1]] : memref<4x512xf32> into memref<2048xf32>
// CHECK-NEXT: return %collapsed, %expanded, %arg5, %expanded_0, %collapse_shape : tensor<?x?xi64>, tensor<4x512xf32>, tensor<?xf32>, tensor<?x?xf32>, memref<2048xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @a(%arg0: tensor<1x1x1xf32>) -> tensor<1x1x1x1xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[}}[0], [1], [2, 3]] output_shape [1, 1, 1, 1] : tensor<1x1x1xf32> into tensor<1x1x1x1xf32>
// CHECK-NEXT: return %expanded : tensor<1x1x1x1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @b(%arg0: tensor<?x2x?xf32>, %arg1: index, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[}}[0, 1, 2]] : tensor<?x2x?xf32> into tensor<?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[}}[0, 1]] output_shape [%arg1, %arg2] : tensor<?xf32> into tensor<?x?xf32>
// CHECK-NEXT: return %expanded : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @c(%arg0: tensor<2x2x4xf32>) -> tensor<2x8xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[}}[0], [1, 2]] : tensor<2x2x4xf32> into tensor<2x8xf32>
// CHECK-NEXT: return %collapsed : tensor<2x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @d(%arg0: tensor<2x1x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[}}[0], [1, 2]] : tensor<2x1x3xf32> into tensor<2x3xf32>
// CHECK-NEXT: return %collapsed : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @e(%arg0: tensor<1x1x1x1xf32>) -> tensor<1x1xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[}}[0], [1, 2, 3]] : tensor<1x1x1x1xf32> into tensor<1x1xf32>
// CHECK-NEXT: return %collapsed : tensor<1x1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f1(%arg0: tensor<?x2x3x5xf32>, %arg1: index) -> tensor<?x15xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[}}[0, 1], [2, 3]] : tensor<?x2x3x5xf32> into tensor<?x15xf32>
// CHECK-NEXT: return %collapsed : tensor<?x15xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f2(%arg0: tensor<2x3x4x5x6x7x8xf32>) -> tensor<24x5x42x8xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[}}[0, 1, 2], [3], [4, 5], [6]] : tensor<2x3x4x5x6x7x8xf32> into tensor<24x5x42x8xf32>
// CHECK-NEXT: return %collapsed : tensor<24x5x42x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f3(%arg0: tensor<24x5x42x8xf32>) -> tensor<2x3x4x5x6x7x8xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[}}[0, 1, 2], [3], [4, 5], [6]] output_shape [2, 3, 4, 5, 6, 7, 8] : tensor<24x5x42x8xf32> into tensor<2x3x4x5x6x7x8xf32>
// CHECK-NEXT: return %expanded : tensor<2x3x4x5x6x7x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f4(%arg0: tensor<2x?x4xf32>, %arg1: index) -> tensor<2x?xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[}}[0], [1, 2]] : tensor<2x?x4xf32> into tensor<2x?xf32>
// CHECK-NEXT: return %collapsed : tensor<2x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f5(%arg0: tensor<6x4xf32>) -> tensor<2x3x2x2xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[}}[0, 1], [2, 3]] output_shape [2, 3, 2, 2] : tensor<6x4xf32> into tensor<2x3x2x2xf32>
// CHECK-NEXT: return %expanded : tensor<2x3x2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f6(%arg0: memref<3x4x5xf32>) -> memref<12x5xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[}}[0, 1], [2]] : memref<3x4x5xf32> into memref<12x5xf32>
// CHECK-NEXT: return %collapse_shape : memref<12x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @producers(%arg0: f32, %arg1: index, %arg2: i32) -> (tensor<2x2x2xf32>, tensor<2x?xf32>, tensor<i32>, tensor<1x2xi32>) {
// CHECK-NEXT: %splat = tensor.splat %arg0 : tensor<2x2x2xf32>
// CHECK-NEXT: %splat_0 = tensor.splat %arg0[%arg1] : tensor<2x2x?xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %splat_0 {{\[}}[0], [1, 2]] : tensor<2x2x?xf32> into tensor<2x?xf32>
// CHECK-NEXT: %from_elements = tensor.from_elements %arg2 : tensor<i32>
// CHECK-NEXT: %from_elements_1 = tensor.from_elements %arg2, %arg2 : tensor<1x2xi32>
// CHECK-NEXT: return %splat, %collapsed, %from_elements, %from_elements_1 : tensor<2x2x2xf32>, tensor<2x?xf32>, tensor<i32>, tensor<1x2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts(%arg0: tensor<8x12x32xf32>, %arg1: tensor<?x512x1x?xf32>, %arg2: memref<?x512x1x1xf32>, %arg3: memref<1x1x1x?xi64>) -> (tensor<?x32xf32>, tensor<?x?xf32>, memref<?x?xf32>, memref<?x?xi64>) {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[}}[0, 1], [2]] : tensor<8x12x32xf32> into tensor<96x32xf32>
// CHECK-NEXT: %cast = tensor.cast %collapsed : tensor<96x32xf32> to tensor<?x32xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg1 {{\[}}[0], [1, 2, 3]] : tensor<?x512x1x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg2 {{\[}}[0], [1, 2, 3]] : memref<?x512x1x1xf32> into memref<?x512xf32>
// CHECK-NEXT: %cast_1 = memref.cast %collapse_shape : memref<?x512xf32> to memref<?x?xf32>
// CHECK-NEXT: %collapse_shape_2 = memref.collapse_shape %arg3 {{\[}}[0, 1, 2], [3]] : memref<1x1x1x?xi64> into memref<1x?xi64>
// CHECK-NEXT: %cast_3 = memref.cast %collapse_shape_2 : memref<1x?xi64> to memref<?x?xi64>
// CHECK-NEXT: return %cast, %collapsed_0, %cast_1, %cast_3 : tensor<?x32xf32>, tensor<?x?xf32>, memref<?x?xf32>, memref<?x?xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @same_kind(%t: tensor<?x?x?x?x?xf32>, %u: tensor<?x?xf32>, %a: index, %b: index, %m: memref<2x3x4x5xf32>) -> (tensor<?x?xf32>, tensor<?x6x4x?x5xf32>, tensor<f32>, memref<120xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1], [2], [3, 4]] : tensor<?x?x?x?x?xf32> into tensor<?x?x?xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  %2 = tensor.expand_shape %u [[0, 1], [2]] output_shape [%a, 4, %b] : tensor<?x?xf32> into tensor<?x4x?xf32>
  %3 = tensor.expand_shape %2 [[0, 1], [2], [3, 4]] output_shape [%a, 6, 4, %b, 5] : tensor<?x4x?xf32> into tensor<?x6x4x?x5xf32>
  %c = arith.constant dense<1.0> : tensor<1x1xf32>
  %4 = tensor.collapse_shape %c [[0, 1]] : tensor<1x1xf32> into tensor<1xf32>
  %5 = tensor.collapse_shape %4 [] : tensor<1xf32> into tensor<f32>
  %6 = memref.collapse_shape %m [[0, 1], [2, 3]] : memref<2x3x4x5xf32> into memref<6x20xf32>
  %7 = memref.collapse_shape %6 [[0, 1]] : memref<6x20xf32> into memref<120xf32>
  return %1, %3, %5, %7 : tensor<?x?xf32>, tensor<?x6x4x?x5xf32>, tensor<f32>, memref<120xf32>
}

func.func @inverse(%t: tensor<?x?xf32>, %a: index, %b: index, %c: index, %s: tensor<?x4x?xf32>) -> (tensor<?x?xf32>, tensor<?x4x?xf32>, tensor<?x?x?xf32>) {
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [%a, %b, %c] : tensor<?x?xf32> into tensor<?x?x?xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  %2 = tensor.collapse_shape %s [[0, 1], [2]] : tensor<?x4x?xf32> into tensor<?x?xf32>
  %3 = tensor.expand_shape %2 [[0, 1], [2]] output_shape [%a, 4, %b] : tensor<?x?xf32> into tensor<?x4x?xf32>
  %4 = tensor.expand_shape %t [[0, 1], [2]] output_shape [%a, %b, %c] : tensor<?x?xf32> into tensor<?x?x?xf32>
  %5 = tensor.collapse_shape %4 [[0], [1, 2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  %6 = tensor.expand_shape %5 [[0], [1, 2]] output_shape [%a, %b, %c] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return %1, %3, %6 : tensor<?x?xf32>, tensor<?x4x?xf32>, tensor<?x?x?xf32>
}

func.func @collapse_of_expand(%t: tensor<?x?x?xi64>, %a: index, %b: index, %c: index, %d: tensor<2048xf32>, %e: tensor<?xf32>, %m: memref<4x512xf32>) -> (tensor<?x?xi64>, tensor<4x512xf32>, tensor<?xf32>, tensor<?x?xf32>, memref<2048xf32>) {
  %0 = tensor.expand_shape %t [[0], [1], [2, 3]] output_shape [%a, %b, %c, 1] : tensor<?x?x?xi64> into tensor<?x?x?x1xi64>
  %1 = tensor.collapse_shape %0 [[0, 1], [2, 3]] : tensor<?x?x?x1xi64> into tensor<?x?xi64>
  %2 = tensor.expand_shape %d [[0, 1, 2, 3]] output_shape [1, 4, 1, 512] : tensor<2048xf32> into tensor<1x4x1x512xf32>
  %3 = tensor.collapse_shape %2 [[0, 1, 2], [3]] : tensor<1x4x1x512xf32> into tensor<4x512xf32>
  %4 = tensor.expand_shape %e [[0, 1]] output_shape [1, %a] : tensor<?xf32> into tensor<1x?xf32>
  %5 = tensor.collapse_shape %4 [[0, 1]] : tensor<1x?xf32> into tensor<?xf32>
  %6 = tensor.expand_shape %e [[0, 1, 2, 3]] output_shape [%a, 3, %b, 2] : tensor<?xf32> into tensor<?x3x?x2xf32>
  %7 = tensor.collapse_shape %6 [[0, 1], [2, 3]] : tensor<?x3x?x2xf32> into tensor<?x?xf32>
  %8 = memref.expand_shape %m [[0, 1, 2], [3]] output_shape [1, 4, 1, 512] : memref<4x512xf32> into memref<1x4x1x512xf32>
  %9 = memref.collapse_shape %8 [[0, 1, 2, 3]] : memref<1x4x1x512xf32> into memref<2048xf32>
  return %1, %3, %5, %7, %9 : tensor<?x?xi64>, tensor<4x512xf32>, tensor<?xf32>, tensor<?x?xf32>, memref<2048xf32>
}
func.func @a(%t: tensor<1x1x1xf32>) -> tensor<1x1x1x1xf32> {
  %0 = tensor.collapse_shape %t [] : tensor<1x1x1xf32> into tensor<f32>
  %1 = tensor.expand_shape %0 [] output_shape [1, 1, 1, 1] : tensor<f32> into tensor<1x1x1x1xf32>
  return %1 : tensor<1x1x1x1xf32>
}
func.func @b(%t: tensor<?x2x?xf32>, %a: index, %b: index) -> tensor<?x?xf32> {
  %0 = tensor.collapse_shape %t [[0, 1, 2]] : tensor<?x2x?xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%a, %b] : tensor<?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @c(%t: tensor<2x2x4xf32>) -> tensor<2x8xf32> {
  %0 = tensor.collapse_shape %t [[0, 1, 2]] : tensor<2x2x4xf32> into tensor<16xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [2, 8] : tensor<16xf32> into tensor<2x8xf32>
  return %1 : tensor<2x8xf32>
}
func.func @d(%t: tensor<2x1x3xf32>) -> tensor<2x3xf32> {
  %0 = tensor.collapse_shape %t [[0, 1, 2]] : tensor<2x1x3xf32> into tensor<6xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}
func.func @e(%t: tensor<1x1x1x1xf32>) -> tensor<1x1xf32> {
  %0 = tensor.collapse_shape %t [] : tensor<1x1x1x1xf32> into tensor<f32>
  %1 = tensor.expand_shape %0 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  return %1 : tensor<1x1xf32>
}
func.func @f1(%t: tensor<?x2x3x5xf32>, %a: index) -> tensor<?x15xf32> {
  %0 = tensor.collapse_shape %t [[0, 1, 2, 3]] : tensor<?x2x3x5xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%a, 15] : tensor<?xf32> into tensor<?x15xf32>
  return %1 : tensor<?x15xf32>
}
func.func @f2(%t: tensor<2x3x4x5x6x7x8xf32>) -> tensor<24x5x42x8xf32> {
  %0 = tensor.collapse_shape %t [[0, 1, 2, 3, 4, 5, 6]] : tensor<2x3x4x5x6x7x8xf32> into tensor<40320xf32>
  %1 = tensor.expand_shape %0 [[0, 1, 2, 3]] output_shape [24, 5, 42, 8] : tensor<40320xf32> into tensor<24x5x42x8xf32>
  return %1 : tensor<24x5x42x8xf32>
}
func.func @f3(%t: tensor<24x5x42x8xf32>) -> tensor<2x3x4x5x6x7x8xf32> {
  %0 = tensor.collapse_shape %t [[0, 1, 2, 3]] : tensor<24x5x42x8xf32> into tensor<40320xf32>
  %1 = tensor.expand_shape %0 [[0, 1, 2, 3, 4, 5, 6]] output_shape [2, 3, 4, 5, 6, 7, 8] : tensor<40320xf32> into tensor<2x3x4x5x6x7x8xf32>
  return %1 : tensor<2x3x4x5x6x7x8xf32>
}
func.func @f4(%t: tensor<2x?x4xf32>, %a: index) -> tensor<2x?xf32> {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x?x4xf32> into tensor<?x4xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [2, %a, 4] : tensor<?x4xf32> into tensor<2x?x4xf32>
  %2 = tensor.collapse_shape %1 [[0], [1, 2]] : tensor<2x?x4xf32> into tensor<2x?xf32>
  return %2 : tensor<2x?xf32>
}
func.func @f5(%t: tensor<6x4xf32>) -> tensor<2x3x2x2xf32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<6x4xf32> into tensor<24xf32>
  %1 = tensor.expand_shape %0 [[0, 1, 2, 3]] output_shape [2, 3, 2, 2] : tensor<24xf32> into tensor<2x3x2x2xf32>
  return %1 : tensor<2x3x2x2xf32>
}
func.func @f6(%m: memref<3x4x5xf32>) -> memref<12x5xf32> {
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<3x4x5xf32> into memref<60xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [12, 5] : memref<60xf32> into memref<12x5xf32>
  return %1 : memref<12x5xf32>
}
func.func @producers(%f: f32, %m: index, %i: i32) -> (tensor<2x2x2xf32>, tensor<2x?xf32>, tensor<i32>, tensor<1x2xi32>) {
  %s = tensor.splat %f : tensor<2x4xf32>
  %0 = tensor.expand_shape %s [[0], [1, 2]] output_shape [2, 2, 2] : tensor<2x4xf32> into tensor<2x2x2xf32>
  %d = tensor.splat %f[%m] : tensor<2x2x?xf32>
  %1 = tensor.collapse_shape %d [[0], [1, 2]] : tensor<2x2x?xf32> into tensor<2x?xf32>
  %e = tensor.from_elements %i : tensor<1xi32>
  %2 = tensor.collapse_shape %e [] : tensor<1xi32> into tensor<i32>
  %g = tensor.from_elements %i, %i : tensor<2xi32>
  %3 = tensor.expand_shape %g [[0, 1]] output_shape [1, 2] : tensor<2xi32> into tensor<1x2xi32>
  return %0, %1, %2, %3 : tensor<2x2x2xf32>, tensor<2x?xf32>, tensor<i32>, tensor<1x2xi32>
}
func.func @casts(%t: tensor<8x12x32xf32>, %u: tensor<?x512x1x?xf32>, %m: memref<?x512x1x1xf32>, %n: memref<1x1x1x?xi64>) -> (tensor<?x32xf32>, tensor<?x?xf32>, memref<?x?xf32>, memref<?x?xi64>) {
  %0 = tensor.cast %t : tensor<8x12x32xf32> to tensor<?x?x?xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  %2 = tensor.cast %1 : tensor<?x?xf32> to tensor<?x32xf32>
  %3 = tensor.cast %u : tensor<?x512x1x?xf32> to tensor<?x?x?x?xf32>
  %4 = tensor.collapse_shape %3 [[0], [1, 2, 3]] : tensor<?x?x?x?xf32> into tensor<?x?xf32>
  %5 = memref.cast %m : memref<?x512x1x1xf32> to memref<?x?x?x?xf32>
  %6 = memref.collapse_shape %5 [[0], [1, 2, 3]] : memref<?x?x?x?xf32> into memref<?x?xf32>
  %7 = memref.cast %n : memref<1x1x1x?xi64> to memref<1x1x?x?xi64>
  %8 = memref.collapse_shape %7 [[0, 1, 2], [3]] : memref<1x1x?x?xi64> into memref<?x?xi64>
  return %2, %4, %6, %8 : tensor<?x32xf32>, tensor<?x?xf32>, memref<?x?xf32>, memref<?x?xi64>
}
