// RUN: %mica-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --canonicalize`.

// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1 * 2 + 1)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 12)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (4, s0 + s1)>
// CHECK-NEXT: #map3 = affine_map<()[s0, s1] -> (s1, s0 + 2, s0 * 8)>
// CHECK-NEXT: #map4 = affine_map<()[s0] -> (s0 * 3)>
// CHECK-NEXT: #map5 = affine_map<()[s0, s1] -> (32, s1 + 16, s0 + s1)>
// CHECK-LABEL: func.func @apply_of_apply(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %c13 = arith.constant 13 : index
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %arg0]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg0]
// CHECK-NEXT: return %0, %c13, %1 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @accesses(%arg0: memref<16x16xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT: affine.for %arg3 = 0 to 8 {
// CHECK-NEXT:   %0 = affine.load %arg0[%arg3 + 2, %arg3 + 4] : memref<16x16xf32>
// CHECK-NEXT:   affine.store %0, %arg0[%arg3 + 4, %arg3 + 2] : memref<16x16xf32>
// CHECK-NEXT:   affine.prefetch %arg0[%arg3 + 2, symbol(%arg1)], read, locality<3>, data : memref<16x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast_into_access(%arg0: memref<16xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: affine.store %arg1, %arg0[3] : memref<16xf32>
// CHECK-NEXT: %0 = affine.load %arg0[4] : memref<16xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @min_max(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %0 = affine.max #map2()[%arg2, %arg0]
// CHECK-NEXT: %1 = affine.min #map3()[%arg2, %arg0]
// CHECK-NEXT: %2 = affine.apply #map4()[%arg1]
// CHECK-NEXT: %3 = affine.min #map5()[%arg0, %arg1]
// CHECK-NEXT: return %c7, %0, %1, %2, %3 : index, index, index, index, index
// CHECK-NEXT: }

func.func @apply_of_apply(%i: index, %n: index) -> (index, index, index) {
  %c3 = arith.constant 3 : index
  %a = affine.apply affine_map<(d0) -> (d0 * 2 + 1)> (%i)
  %b = affine.apply affine_map<(d0)[s0] -> (d0 + s0)> (%a)[%n]
  %c = affine.apply affine_map<(d0, d1) -> (d0 - d1)> (%b, %b)
  %d = affine.apply affine_map<(d0, d1) -> (d1)> (%i, %n)
  %e = affine.apply affine_map<(d0)[s0] -> (d0 * s0 + 4)> (%c3)[%c3]
  %f = affine.apply affine_map<()[s0] -> (s0 floordiv 0)> ()[%c3]
  %g = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 4)> (%i, %c3)
  return %b, %e, %g : index, index, index
}

func.func @accesses(%m: memref<16x16xf32>, %i: index, %v: f32) {
  affine.for %k = 0 to 8 {
    %a = affine.apply affine_map<(d0) -> (d0 + 2)> (%k)
    %b = affine.apply affine_map<(d0, d1) -> (d0 * 2 - d1)> (%a, %k)
    %x = affine.load %m[%a, %b] : memref<16x16xf32>
    affine.store %x, %m[%b, %a] : memref<16x16xf32>
    affine.prefetch %m[%a, %i], read, locality<3>, data : memref<16x16xf32>
  }
  return
}

func.func @cast_into_access(%m: memref<16xf32>, %v: f32) -> f32 {
  %c = memref.cast %m : memref<16xf32> to memref<?xf32>
  affine.store %v, %c[3] : memref<?xf32>
  %x = affine.load %c[4] : memref<?xf32>
  return %x : f32
}

func.func @min_max(%i: index, %j: index, %n: index) -> (index, index, index, index, index) {
  %c7 = arith.constant 7 : index
  %a = affine.min affine_map<(d0) -> (d0, 16)> (%c7)
  %b = affine.max affine_map<(d0)[s0] -> (d0 + s0, 4, d0 + s0)> (%i)[%n]
  %c = affine.min affine_map<(d0)[s0] -> (s0 + 2, d0)> (%i)[%n]
  %d = affine.min affine_map<(d0)[s0] -> (s0 * 8, d0)> (%c)[%n]
  %e = affine.max affine_map<(d0) -> (d0 * 3)> (%j)
  %f = affine.min affine_map<(d0, d1) -> (d0 + d1, d1 + 16, 32)> (%i, %j)
  return %a, %b, %d, %e, %f : index, index, index, index, index
}
