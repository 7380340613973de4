// RUN: %mica-opt  %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s
// vector.transfer_read and vector.transfer_write: defaults left out, masks, vector elements, 0-d.
// Expected text from `mlir-opt-22` (default print).

// CHECK-LABEL: func.func @t(%arg0: tensor<128x128xf32>, %arg1: memref<?x?xf32>, %arg2: index, %arg3: index, %arg4: vector<4x4xf32>, %arg5: vector<4x4xi1>) -> (vector<4x4xf32>, tensor<128x128xf32>, vector<4xf32>, vector<4x4xf32>) {
// CHECK-NEXT:  %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %0 = vector.transfer_read %arg0[%arg2, %arg3], %cst : tensor<128x128xf32>, vector<4x4xf32>
// CHECK-NEXT:  %1 = vector.transfer_read %arg1[%arg2, %arg3], %cst {in_bounds = [true, false]} : memref<?x?xf32>, vector<4x4xf32>
// CHECK-NEXT:  %2 = vector.transfer_read %arg1[%arg2, %arg3], %cst {permutation_map = #map} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:  %3 = vector.transfer_read %arg1[%arg2, %arg3], %cst, %arg5 : memref<?x?xf32>, vector<4x4xf32>
// CHECK-NEXT:  %4 = vector.transfer_write %arg4, %arg0[%arg2, %arg3] : vector<4x4xf32>, tensor<128x128xf32>
// CHECK-NEXT:  vector.transfer_write %arg4, %arg1[%arg2, %arg3] {in_bounds = [true, true]} : vector<4x4xf32>, memref<?x?xf32>
// CHECK-NEXT:  vector.transfer_write %arg4, %arg1[%arg2, %arg3], %arg5 : vector<4x4xf32>, memref<?x?xf32>
// CHECK-NEXT:  %5 = vector.transfer_read %arg1[%arg2, %arg3], %cst {permutation_map = #map1} : memref<?x?xf32>, vector<4x4xf32>
// CHECK-NEXT:  return %0, %4, %2, %5 : vector<4x4xf32>, tensor<128x128xf32>, vector<4xf32>, vector<4x4xf32>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @more(%arg0: memref<?x?x?xf32>, %arg1: memref<?xvector<2xf32>>, %arg2: memref<f32>, %arg3: index, %arg4: vector<2xf32>, %arg5: vector<3x4xi1>) -> (vector<4x2xf32>, vector<f32>, vector<4x3xf32>) {
// CHECK-NEXT:  %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %0 = vector.transfer_read %arg1[%arg3], %arg4 : memref<?xvector<2xf32>>, vector<4x2xf32>
// CHECK-NEXT:  %1 = vector.transfer_read %arg2[], %cst : memref<f32>, vector<f32>
// CHECK-NEXT:  %2 = vector.transfer_read %arg0[%arg3, %arg3, %arg3], %cst, %arg5 {in_bounds = [false, true], permutation_map = #map2} : memref<?x?x?xf32>, vector<4x3xf32>
// CHECK-NEXT:  %3 = vector.transfer_read %arg0[%arg3, %arg3, %arg3], %cst {permutation_map = #map3} : memref<?x?x?xf32>, vector<5x3xf32>
// CHECK-NEXT:  return %0, %1, %2 : vector<4x2xf32>, vector<f32>, vector<4x3xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @t(%a: tensor<128x128xf32>, %m: memref<?x?xf32>, %i: index, %j: index, %v: vector<4x4xf32>, %mask: vector<4x4xi1>) -> (vector<4x4xf32>, tensor<128x128xf32>, vector<4xf32>, vector<4x4xf32>) {
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %a[%i, %j], %p : tensor<128x128xf32>, vector<4x4xf32>
  %1 = vector.transfer_read %m[%i, %j], %p {in_bounds = [true, false]} : memref<?x?xf32>, vector<4x4xf32>
  %2 = vector.transfer_read %m[%i, %j], %p {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  %3 = vector.transfer_read %m[%i, %j], %p, %mask : memref<?x?xf32>, vector<4x4xf32>
  %4 = vector.transfer_write %v, %a[%i, %j] : vector<4x4xf32>, tensor<128x128xf32>
  vector.transfer_write %v, %m[%i, %j] {in_bounds = [true, true]} : vector<4x4xf32>, memref<?x?xf32>
  vector.transfer_write %v, %m[%i, %j], %mask : vector<4x4xf32>, memref<?x?xf32>
  %5 = vector.transfer_read %m[%i, %j], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x4xf32>
  return %0, %4, %2, %5 : vector<4x4xf32>, tensor<128x128xf32>, vector<4xf32>, vector<4x4xf32>
}
func.func @more(%m: memref<?x?x?xf32>, %e: memref<?xvector<2xf32>>, %z: memref<f32>, %i: index, %pv: vector<2xf32>, %k: vector<3x4xi1>) -> (vector<4x2xf32>, vector<f32>, vector<4x3xf32>) {
  %p = arith.constant 1.0 : f32
  %0 = vector.transfer_read %e[%i], %pv : memref<?xvector<2xf32>>, vector<4x2xf32>
  %1 = vector.transfer_read %z[], %p : memref<f32>, vector<f32>
  %2 = vector.transfer_read %m[%i, %i, %i], %p, %k {permutation_map = affine_map<(d0, d1, d2) -> (d2, d0)>, in_bounds = [false, true]} : memref<?x?x?xf32>, vector<4x3xf32>
  %3 = vector.transfer_read %m[%i, %i, %i], %p {permutation_map = affine_map<(d0, d1, d2) -> (0, d1)>} : memref<?x?x?xf32>, vector<5x3xf32>
  return %0, %1, %2 : vector<4x2xf32>, vector<f32>, vector<4x3xf32>
}
