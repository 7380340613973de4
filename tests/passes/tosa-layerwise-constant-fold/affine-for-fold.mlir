// RUN: %mica-opt --tosa-layerwise-constant-fold %s | FileCheck %s
// Expected output: mlir-opt-22 --tosa-layerwise-constant-fold %s
// The pass's greedy driver folds every op, and affine.for's fold (written
// as a pattern in mica, since it rebuilds the loop) runs with it: a loop
// with results that runs no iteration becomes its initial values, one
// with constant bounds keeps them, though the pass has none of affine's
// patterns.

// CHECK-LABEL: func.func @zero_trip(%arg0: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = affine.for %arg1 = 0 to 4 iter_args(%arg2 = %arg0) -> (f32) {
// CHECK-NEXT: %1 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT: affine.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %0 : f32, f32
func.func @zero_trip(%x: f32) -> (f32, f32) {
  %0 = affine.for %i = 1 to 1 iter_args(%acc = %x) -> (f32) {
    %1 = arith.addf %acc, %acc : f32
    affine.yield %1 : f32
  }
  %2 = affine.for %i = 0 to 4 iter_args(%acc = %x) -> (f32) {
    %3 = arith.addf %acc, %acc : f32
    affine.yield %3 : f32
  }
  return %0, %2 : f32, f32
}
