// RUN: %mica-opt --canonicalize %s | FileCheck %s
// tosa.custom is not Pure: unused, it stays; unused TOSA ops that are go.
// Expected text from `mlir-opt-22 --canonicalize`.

// CHECK-LABEL: func.func @unused(%arg0: tensor<1x4x4xf32>, %arg1: tensor<4xi32>) {
// CHECK-NEXT:   %0 = tosa.custom %arg1 {domain_name = "a", implementation_attrs = "", operator_name = "b"} : (tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT:   return
// CHECK-NEXT: }

func.func @unused(%x: tensor<1x4x4xf32>, %i: tensor<4xi32>) {
  %0:2 = tosa.rfft2d %x : (tensor<1x4x4xf32>) -> (tensor<1x4x3xf32>, tensor<1x4x3xf32>)
  %1 = tosa.custom %i {domain_name = "a", implementation_attrs = "", operator_name = "b"} : (tensor<4xi32>) -> tensor<4xi32>
  %2 = tosa.clz %i : (tensor<4xi32>) -> tensor<4xi32>
  return
}
