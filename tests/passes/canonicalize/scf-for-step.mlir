// An scf.for whose constant step is not positive runs no iteration, whatever its bounds
// and signedness (MLIR 22's constantTripCount): its results are its inits.
// Expected text from `mlir-opt-22 --canonicalize`.
// RUN: %mica-opt --canonicalize %s | FileCheck %s --match-full-lines
// CHECK: module {
// CHECK-LABEL: func.func @zero_step(%arg0: memref<4xf32>, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT: return %arg1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negative_step(%arg0: f32, %arg1: f32, %arg2: index, %arg3: index) -> (f32, f32) {
// CHECK-NEXT: return %arg0, %arg0 : f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @positive_step(%arg0: f32, %arg1: f32, %arg2: index, %arg3: index) -> f32 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg4 = %arg3 to %arg2 step %c1 iter_args(%arg5 = %arg0) -> (f32) {
// CHECK-NEXT: %1 = arith.addf %arg5, %arg1 : f32
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @zero_step(%m: memref<4xf32>, %v: f32, %w: f32) -> f32 {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %c2 to %c4 step %c0 iter_args(%x = %v) -> f32 {
    memref.store %v, %m[%c0] : memref<4xf32>
    scf.yield %w : f32
  }
  return %r : f32
}
func.func @negative_step(%v: f32, %w: f32, %u: index, %l: index) -> (f32, f32) {
  %cm = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %l to %u step %cm iter_args(%x = %v) -> f32 {
    scf.yield %w : f32
  }
  %r2 = scf.for unsigned %i = %l to %u step %c0 iter_args(%x = %v) -> f32 {
    scf.yield %w : f32
  }
  return %r, %r2 : f32, f32
}
func.func @positive_step(%v: f32, %w: f32, %u: index, %l: index) -> f32 {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %l to %u step %c1 iter_args(%x = %v) -> f32 {
    %y = arith.addf %x, %w : f32
    scf.yield %y : f32
  }
  return %r : f32
}
