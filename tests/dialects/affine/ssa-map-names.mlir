// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// The SSA values of an affine op's map become its dims and symbols in the
// order they first appear; a value written again keeps its place, a dim
// written as `symbol(%i)` stays a dim (as in MLIR), and each map starts
// afresh. Expected text: mlir-opt-22 %s and mlir-opt-22 --mlir-print-op-generic %s.

// CHECK-LABEL: func.func @f(%arg0: memref<4x4xf32>, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT:    %0 = affine.load %arg0[%arg1 + %arg2 + %arg1, %arg2 + symbol(%arg3) + %arg1] : memref<4x4xf32>
// CHECK-NEXT:    %1 = affine.load %arg0[%arg2, %arg1] : memref<4x4xf32>
// CHECK-NEXT:    %2 = affine.load %arg0[%arg1 + symbol(%arg2), %arg3] : memref<4x4xf32>
// CHECK-NEXT:    return

// GENERIC: #map = affine_map<(d0, d1)[s0] -> (d0 + d1 + d0, d1 + s0 + d0)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
// GENERIC: %0 = "affine.load"(%arg0, %arg1, %arg2, %arg3) <{map = #map}> : (memref<4x4xf32>, index, index, index) -> f32
// GENERIC-NEXT: %1 = "affine.load"(%arg0, %arg2, %arg1) <{map = #map1}> : (memref<4x4xf32>, index, index) -> f32
// GENERIC-NEXT: %2 = "affine.load"(%arg0, %arg1, %arg3, %arg2) <{map = #map2}> : (memref<4x4xf32>, index, index, index) -> f32
func.func @f(%m: memref<4x4xf32>, %i: index, %j: index, %n: index) {
  %a = affine.load %m[%i + %j + %i, symbol(%n) + %j + symbol(%i)] : memref<4x4xf32>
  %b = affine.load %m[%j, %i] : memref<4x4xf32>
  %c = affine.load %m[symbol(%j) + %i, %n] : memref<4x4xf32>
  return
}
