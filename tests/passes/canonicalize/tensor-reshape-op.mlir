// RUN: %mica-opt --canonicalize %s | FileCheck %s
// tensor.reshape folds: of a splat, of a reshape, to its own type (1-D, or its own sizes).
// Expected text from `mlir-opt-22 --canonicalize`.

// CHECK-LABEL: func.func @reshapes(%arg0: tensor<*xf32>, %arg1: tensor<?xindex>, %arg2: tensor<?xindex>, %arg3: tensor<?xf32>, %arg4: tensor<1xindex>, %arg5: tensor<5x?x?xi32>, %arg6: tensor<?x?xi32>) -> (tensor<*xf32>, tensor<?xf32>, tensor<4xf32>, tensor<5x?x?xi32>, tensor<?x?xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%arg2) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
// CHECK-NEXT: %dim = tensor.dim %arg6, %c0 : tensor<?x?xi32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg6, %c1 : tensor<?x?xi32>
// CHECK-NEXT: %from_elements = tensor.from_elements %dim_0, %dim : tensor<2xindex>
// CHECK-NEXT: %reshape_1 = tensor.reshape %arg6(%from_elements) : (tensor<?x?xi32>, tensor<2xindex>) -> tensor<?x?xi32>
// CHECK-NEXT: return %reshape, %arg3, %cst, %arg5, %reshape_1 : tensor<*xf32>, tensor<?xf32>, tensor<4xf32>, tensor<5x?x?xi32>, tensor<?x?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @reshapes(%t: tensor<*xf32>, %s0: tensor<?xindex>, %s1: tensor<?xindex>, %v: tensor<?xf32>, %s: tensor<1xindex>, %m: tensor<5x?x?xi32>, %n: tensor<?x?xi32>) -> (tensor<*xf32>, tensor<?xf32>, tensor<4xf32>, tensor<5x?x?xi32>, tensor<?x?xi32>) {
  %0 = tensor.reshape %t(%s0) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
  %1 = tensor.reshape %0(%s1) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
  %2 = tensor.reshape %v(%s) : (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>
  %cst = arith.constant dense<1.0> : tensor<4x1xf32>
  %sh = arith.constant dense<4> : tensor<1xi32>
  %3 = tensor.reshape %cst(%sh) : (tensor<4x1xf32>, tensor<1xi32>) -> tensor<4xf32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %d1 = tensor.dim %m, %c1 : tensor<5x?x?xi32>
  %d2 = tensor.dim %m, %c2 : tensor<5x?x?xi32>
  %ds = tensor.from_elements %c5, %d1, %d2 : tensor<3xindex>
  %4 = tensor.reshape %m(%ds) : (tensor<5x?x?xi32>, tensor<3xindex>) -> tensor<5x?x?xi32>
  %c0 = arith.constant 0 : index
  %e0 = tensor.dim %n, %c0 : tensor<?x?xi32>
  %e1 = tensor.dim %n, %c1 : tensor<?x?xi32>
  %es = tensor.from_elements %e1, %e0 : tensor<2xindex>
  %5 = tensor.reshape %n(%es) : (tensor<?x?xi32>, tensor<2xindex>) -> tensor<?x?xi32>
  return %1, %2, %3, %4, %5 : tensor<*xf32>, tensor<?xf32>, tensor<4xf32>, tensor<5x?x?xi32>, tensor<?x?xi32>
}
