// RUN: %mica-opt --tosa-fold-transposes --split-input-file %s | FileCheck %s
// Transpose pairs whose permutations compose to the identity go; other
// transposes stay. mlir-opt-22 has no such pass: the expected text is the
// input without the cancelling pair, printed as mlir-opt-22 prints it.

// CHECK-LABEL: func.func @cancel
// CHECK-NEXT: return %arg0 : tensor<1x4x8x16xf32>
func.func @cancel(%arg0: tensor<1x4x8x16xf32>) -> tensor<1x4x8x16xf32> {
  %0 = tosa.transpose %arg0 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x4x8x16xf32>) -> tensor<1x8x16x4xf32>
  %1 = tosa.transpose %0 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x8x16x4xf32>) -> tensor<1x4x8x16xf32>
  return %1 : tensor<1x4x8x16xf32>
}

// -----

// The inner transpose stays while something else uses it.
// CHECK-LABEL: func.func @inner_used
// CHECK-NEXT: %0 = tosa.transpose %arg0 {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: %1 = tosa.abs %arg0 : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0, %1
func.func @inner_used(%arg0: tensor<2x3xf32>) -> (tensor<3x2xf32>, tensor<2x3xf32>) {
  %0 = tosa.transpose %arg0 {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<3x2xf32>) -> tensor<2x3xf32>
  %2 = tosa.abs %1 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0, %2 : tensor<3x2xf32>, tensor<2x3xf32>
}

// -----

// Permutations that do not cancel are left alone.
// CHECK-LABEL: func.func @no_cancel
// CHECK-NEXT: %0 = tosa.transpose %arg0 {perms = array<i32: 1, 2, 0>}
// CHECK-NEXT: %1 = tosa.transpose %0 {perms = array<i32: 1, 2, 0>}
// CHECK-NEXT: return %1
func.func @no_cancel(%arg0: tensor<2x3x4xf32>) -> tensor<4x2x3xf32> {
  %0 = tosa.transpose %arg0 {perms = array<i32: 1, 2, 0>} : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
  %1 = tosa.transpose %0 {perms = array<i32: 1, 2, 0>} : (tensor<3x4x2xf32>) -> tensor<4x2x3xf32>
  return %1 : tensor<4x2x3xf32>
}

// -----

// A chain of three: the first two cancel, the third stays on the input.
// CHECK-LABEL: func.func @chain
// CHECK-NEXT: %0 = tosa.transpose %arg0 {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: return %0
func.func @chain(%arg0: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = tosa.transpose %arg0 {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<3x2xf32>) -> tensor<2x3xf32>
  %2 = tosa.transpose %1 {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %2 : tensor<3x2xf32>
}
