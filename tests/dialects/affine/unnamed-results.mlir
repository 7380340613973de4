// Ops whose single result is not named still have it; affine.min and
// affine.max take their operands as the map counts them, however they are
// split into dimensions and symbols. Expected output is mlir-opt 22's.
// RUN: %mica-opt %s | FileCheck %s

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: %0 = affine.load %arg0[%arg1] : memref<4xf32>
// CHECK: %1 = affine.apply #map(%arg1)
// CHECK: %2 = affine.min #map1(%arg1, %arg1)
func.func @f(%m: memref<4xf32>, %i: index) {
  affine.load %m[%i] : memref<4xf32>
  affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  affine.min affine_map<(d0, d1) -> (d0, d1)>(%i)[%i]
  return
}
