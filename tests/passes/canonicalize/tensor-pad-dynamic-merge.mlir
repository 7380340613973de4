// RUN: %mica-opt --canonicalize %s | FileCheck %s
// A pad of a pad by the same value whose paddings are not all constants
// (FoldConsecutiveConstantPadding): each sum is an affine.apply of
// d0 + d1, composed with the applies feeding it and folded where it can
// be (to a constant, or to one operand); the high ones are built first.
// Expected text from `mlir-opt-22 --canonicalize`.

// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 * 3)>
// CHECK-LABEL: func.func @dyn_both(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: f32) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg2, %arg1]
// CHECK-NEXT: %2 = affine.apply #map1()[%arg2, %arg1]
// CHECK-NEXT: %padded = tensor.pad %arg0 low[%2, %arg2] high[%0, %1] {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: tensor.yield %arg3 : f32
// CHECK-NEXT: } : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %padded : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @applied(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32) -> tensor<?xf32> {
// CHECK-NEXT: %0 = affine.apply #map2()[%arg1]
// CHECK-NEXT: %padded = tensor.pad %arg0 low[%0] high[8] {
// CHECK-NEXT: ^bb0(%arg3: index):
// CHECK-NEXT: tensor.yield %arg2 : f32
// CHECK-NEXT: } : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT: return %padded : tensor<?xf32>
// CHECK-NEXT: }

func.func @dyn_both(%arg0: tensor<?x?xf32>, %i: index, %j: index, %pad: f32) -> tensor<?x?xf32> {
  %p0 = tensor.pad %arg0 low[%i, %j] high[1, %i] {
  ^bb0(%b0: index, %b1: index):
    tensor.yield %pad : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %p1 = tensor.pad %p0 low[%j, 0] high[%i, %j] {
  ^bb0(%b0: index, %b1: index):
    tensor.yield %pad : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %p1 : tensor<?x?xf32>
}
func.func @applied(%arg0: tensor<?xf32>, %i: index, %pad: f32) -> tensor<?xf32> {
  %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
  %c4 = arith.constant 4 : index
  %p0 = tensor.pad %arg0 low[%a] high[%c4] {
  ^bb0(%b0: index):
    tensor.yield %pad : f32
  } : tensor<?xf32> to tensor<?xf32>
  %p1 = tensor.pad %p0 low[%i] high[%c4] {
  ^bb0(%b0: index):
    tensor.yield %pad : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %p1 : tensor<?xf32>
}
