// RUN: %mica-opt --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --canonicalize`: an scf.for init that is a
// tensor.cast losing static information iterates on the cast's source
// (not when the result has more than one use).

// CHECK-LABEL: func.func private @do(tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-LABEL: func.func @two(%arg0: tensor<32x1024xf32>, %arg1: tensor<8xf32>, %arg2: index) -> (tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (tensor<32x1024xf32>) {
// CHECK-NEXT: %cast_2 = tensor.cast %arg4 : tensor<32x1024xf32> to tensor<?x?xf32>
// CHECK-NEXT: %1 = func.call @do(%cast_2) : (tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %cast_3 = tensor.cast %1 : tensor<?x?xf32> to tensor<32x1024xf32>
// CHECK-NEXT: scf.yield %cast_3 : tensor<32x1024xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg1 : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %0 : tensor<32x1024xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast_1, %cast_0, %cast : tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unranked(%arg0: tensor<8xf32>, %arg1: index) -> tensor<*xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<8xf32> to tensor<*xf32>
// CHECK-NEXT: return %cast : tensor<*xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two_uses(%arg0: tensor<32xf32>, %arg1: index) -> (tensor<?xf32>, tensor<?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<32xf32> to tensor<?xf32>
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %cast) -> (tensor<?xf32>) {
// CHECK-NEXT: %1 = func.call @do1(%arg3) : (tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: scf.yield %1 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : tensor<?xf32>, tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @do1(tensor<?xf32>) -> tensor<?xf32>

func.func private @do(%A: tensor<?x?xf32>) -> tensor<?x?xf32>
func.func @two(%t0: tensor<32x1024xf32>, %t1: tensor<8xf32>, %n: index) -> (tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.cast %t0 : tensor<32x1024xf32> to tensor<?x?xf32>
  %1 = tensor.cast %t1 : tensor<8xf32> to tensor<?xf32>
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %0, %b = %1, %c = %1) -> (tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>) {
    %2 = func.call @do(%a) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    scf.yield %2, %c, %b : tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>
  }
  %u = tensor.cast %r#2 : tensor<?xf32> to tensor<4xf32>
  return %r#0, %r#1, %r#2 : tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>
}
func.func @unranked(%t1: tensor<8xf32>, %n: index) -> tensor<*xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %1 = tensor.cast %t1 : tensor<8xf32> to tensor<*xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%b = %1) -> (tensor<*xf32>) {
    scf.yield %b : tensor<*xf32>
  }
  return %r : tensor<*xf32>
}
func.func @two_uses(%t0: tensor<32xf32>, %n: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.cast %t0 : tensor<32xf32> to tensor<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %0) -> (tensor<?xf32>) {
    %2 = func.call @do1(%a) : (tensor<?xf32>) -> tensor<?xf32>
    scf.yield %2 : tensor<?xf32>
  }
  return %r, %r : tensor<?xf32>, tensor<?xf32>
}
func.func private @do1(%A: tensor<?xf32>) -> tensor<?xf32>
