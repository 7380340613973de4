// affine.parallel: bounds of SSA values with max/min groups, steps,
// reductions (arith's AtomicRMWKind), the empty nest. Expected output is
// mlir-opt 22's, custom and generic.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @par(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT:     affine.parallel (%arg4, %arg5) = (0, 0) to (symbol(%arg1), 100) step (10, 10) {
// CHECK-NEXT:       %0:2 = affine.parallel (%arg6, %arg7) = (%arg4, %arg5) to (%arg4 + 10, %arg5 + 10) reduce ("minimumf", "maximumf") -> (f32, f32) {
// CHECK-NEXT:         %1 = affine.load %arg0[%arg6, %arg7] : memref<100x100xf32>
// CHECK-NEXT:         affine.yield %1, %1 : f32, f32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.parallel (%arg4, %arg5, %arg6) = (max(%arg2, %arg3), %arg3, max(%arg2, %arg1)) to (%arg1, min(%arg1, %arg2), %arg3) {
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.parallel () = () to () {
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC: #map1 = affine_map<(d0, d1) -> (d0 + 10, d1 + 10)>
// GENERIC: #map2 = affine_map<() -> (0, 0)>
// GENERIC: #map3 = affine_map<()[s0] -> (s0, 100)>
// GENERIC: #map4 = affine_map<(d0, d1, d2) -> (d0, d1, d1, d0, d2)>
// GENERIC: #map5 = affine_map<(d0, d1, d2) -> (d0, d0, d1, d2)>
// GENERIC: #map6 = affine_map<() -> ()>
// GENERIC: "affine.parallel"(%arg1) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map2, reductions = [], steps = [10, 10], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map3}> ({
// GENERIC: %0:2 = "affine.parallel"(%arg7, %arg8, %arg7, %arg8) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map, reductions = [8, 4], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map1}> ({
// GENERIC: "affine.parallel"(%arg2, %arg3, %arg1, %arg1, %arg2, %arg3) <{lowerBoundsGroups = dense<[2, 1, 2]> : tensor<3xi32>, lowerBoundsMap = #map4, reductions = [], steps = [1, 1, 1], upperBoundsGroups = dense<[1, 2, 1]> : tensor<3xi32>, upperBoundsMap = #map5}> ({
// GENERIC: "affine.parallel"() <{lowerBoundsGroups = dense<> : tensor<0xi32>, lowerBoundsMap = #map6, reductions = [], steps = [], upperBoundsGroups = dense<> : tensor<0xi32>, upperBoundsMap = #map6}> ({

func.func @par(%m: memref<100x100xf32>, %n: index, %a: index, %b: index) {
  affine.parallel (%i, %j) = (0, 0) to (symbol(%n), 100) step (10, 10) {
    %r:2 = affine.parallel (%k, %l) = (%i, %j) to (%i + 10, %j + 10) reduce ("minimumf", "maximumf") -> (f32, f32) {
      %v = affine.load %m[%k, %l] : memref<100x100xf32>
      affine.yield %v, %v : f32, f32
    }
  }
  affine.parallel (%x, %y, %z) = (max(%a, %b), %b, max(%a, %n)) to (%n, min(%n, %a), %b) {
  }
  affine.parallel () = () to () {
  }
  return
}
