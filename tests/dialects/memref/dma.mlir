// memref.dma_start and memref.dma_wait, and a result the custom form does not
// bind. Expected output is mlir-opt 22's.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s

func.func @f(%a: memref<4x8xf32>, %b: memref<4x8xf32, 2>, %t: memref<1xi32>, %i: index, %n: index) {
  memref.dma_start %a[%i, %i], %b[%i, %i], %n, %t[%i] : memref<4x8xf32>, memref<4x8xf32, 2>, memref<1xi32>
  memref.dma_start %a[%i, %i], %b[%i, %i], %n, %t[%i], %n, %n : memref<4x8xf32>, memref<4x8xf32, 2>, memref<1xi32>
  memref.dma_wait %t[%i], %n : memref<1xi32>
  return
}
// CHECK: memref.dma_start %arg0[%arg3, %arg3], %arg1[%arg3, %arg3], %arg4, %arg2[%arg3] : memref<4x8xf32>, memref<4x8xf32, 2>, memref<1xi32>
// CHECK-NEXT: memref.dma_start %arg0[%arg3, %arg3], %arg1[%arg3, %arg3], %arg4, %arg2[%arg3], %arg4, %arg4 : memref<4x8xf32>, memref<4x8xf32, 2>, memref<1xi32>
// CHECK-NEXT: memref.dma_wait %arg2[%arg3], %arg4 : memref<1xi32>

func.func @unbound(%t: tensor<6xf32>, %s: tensor<2xindex>) {
  tensor.reshape %t(%s) : (tensor<6xf32>, tensor<2xindex>) -> tensor<2x3xf32>
  return
}
// CHECK: %reshape = tensor.reshape %arg0(%arg1) : (tensor<6xf32>, tensor<2xindex>) -> tensor<2x3xf32>
