// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s
// Expected output as printed by: mlir-opt-22 ops.mlir (and with
// --mlir-print-op-generic for the GENERIC lines).

// CHECK-LABEL: func.func @clone(%arg0: memref<4x?xf32>, %arg1: memref<*xf32>) -> (memref<4x?xf32>, memref<?x?xf32>, memref<*xf32>) {
// CHECK-NEXT:    %0 = bufferization.clone %arg0 : memref<4x?xf32> to memref<4x?xf32>
// CHECK-NEXT:    %1 = bufferization.clone %arg0 {tag} : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT:    %2 = bufferization.clone %arg1 : memref<*xf32> to memref<*xf32>
// CHECK-NEXT:    return %0, %1, %2 : memref<4x?xf32>, memref<?x?xf32>, memref<*xf32>
// CHECK-NEXT:  }
// GENERIC: %4 = "bufferization.clone"(%arg3) : (memref<4x?xf32>) -> memref<4x?xf32>
// GENERIC: %5 = "bufferization.clone"(%arg3) {tag} : (memref<4x?xf32>) -> memref<?x?xf32>
// GENERIC: %6 = "bufferization.clone"(%arg4) : (memref<*xf32>) -> memref<*xf32>
func.func @clone(%m: memref<4x?xf32>, %u: memref<*xf32>) -> (memref<4x?xf32>, memref<?x?xf32>, memref<*xf32>) {
  %0 = bufferization.clone %m : memref<4x?xf32> to memref<4x?xf32>
  %1 = bufferization.clone %m {tag} : memref<4x?xf32> to memref<?x?xf32>
  %2 = bufferization.clone %u : memref<*xf32> to memref<*xf32>
  return %0, %1, %2 : memref<4x?xf32>, memref<?x?xf32>, memref<*xf32>
}

// CHECK-LABEL: func.func @f(%arg0: memref<4x?xf32>, %arg1: tensor<4x?xf32>, %arg2: memref<*xf32>) -> tensor<4x?xf32> {
// CHECK-NEXT:    %0 = bufferization.to_tensor %arg0 : memref<4x?xf32> to tensor<4x?xf32>
// CHECK-NEXT:    %1 = bufferization.to_tensor %arg0 restrict writable : memref<4x?xf32> to tensor<4x?xf32>
// CHECK-NEXT:    %2 = bufferization.to_tensor %arg2 : memref<*xf32> to tensor<*xf32>
// CHECK-NEXT:    bufferization.materialize_in_destination %arg1 in writable %arg0 : (tensor<4x?xf32>, memref<4x?xf32>) -> ()
// CHECK-NEXT:    bufferization.materialize_in_destination %arg1 in restrict writable %arg0 : (tensor<4x?xf32>, memref<4x?xf32>) -> ()
// CHECK-NEXT:    %3 = bufferization.materialize_in_destination %arg1 in %0 : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
// CHECK-NEXT:    return %0 : tensor<4x?xf32>
// GENERIC: %0 = "bufferization.to_tensor"(%arg0) : (memref<4x?xf32>) -> tensor<4x?xf32>
// GENERIC: %1 = "bufferization.to_tensor"(%arg0) <{restrict, writable}> : (memref<4x?xf32>) -> tensor<4x?xf32>
// GENERIC: "bufferization.materialize_in_destination"(%arg1, %arg0) <{writable}> : (tensor<4x?xf32>, memref<4x?xf32>) -> ()
// GENERIC: "bufferization.materialize_in_destination"(%arg1, %arg0) <{restrict, writable}> : (tensor<4x?xf32>, memref<4x?xf32>) -> ()
// GENERIC: %3 = "bufferization.materialize_in_destination"(%arg1, %0) : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
func.func @f(%m: memref<4x?xf32>, %t: tensor<4x?xf32>, %u: memref<*xf32>) -> tensor<4x?xf32> {
  %0 = bufferization.to_tensor %m : memref<4x?xf32> to tensor<4x?xf32>
  %1 = bufferization.to_tensor %m restrict writable : memref<4x?xf32> to tensor<4x?xf32>
  %2 = bufferization.to_tensor %u : memref<*xf32> to tensor<*xf32>
  bufferization.materialize_in_destination %t in writable %m : (tensor<4x?xf32>, memref<4x?xf32>) -> ()
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4x?xf32>, memref<4x?xf32>) -> ()
  %3 = bufferization.materialize_in_destination %t in %0 : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}
