// RUN: %mica-opt --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --canonicalize`.

// CHECK-LABEL: func.func @identities(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
// CHECK-NEXT:  %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
// CHECK-NEXT:  return %arg0, %arg0, %arg1, %arg0, %arg0, %arg0, %0 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @shapes(%arg0: tensor<2x3xf32>, %arg1: tensor<1x3xf32>) -> (tensor<2x3xf32>, tensor<6xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<1x3xf32>, tensor<2x3xf32>) {
// CHECK-NEXT:  %0 = tosa.const_shape  {values = dense<6> : tensor<1xindex>} : () -> !tosa.shape<1>
// CHECK-NEXT:  %1 = tosa.reshape %arg0, %0 : (tensor<2x3xf32>, !tosa.shape<1>) -> tensor<6xf32>
// CHECK-NEXT:  return %arg0, %1, %arg0, %arg0, %arg1, %arg0 : tensor<2x3xf32>, tensor<6xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<1x3xf32>, tensor<2x3xf32>
// CHECK-NEXT:  }

func.func @identities(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %zero = "tosa.const"() <{values = dense<0.0> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %izero = "tosa.const"() <{values = dense<0> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %one = "tosa.const"() <{values = dense<1.0> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.add %zero, %arg0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.sub %arg0, %zero : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = tosa.add %arg1, %izero : (tensor<2x3xi32>, tensor<1x1xi32>) -> tensor<2x3xi32>
  %3 = tosa.mul %arg0, %one, %shift : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
  %4 = tosa.cast %arg0 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %5 = tosa.transpose %arg0 {perms = array<i32: 0, 1>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %6 = tosa.mul %arg0, %zero, %shift : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}
func.func @shapes(%arg0: tensor<2x3xf32>, %arg1: tensor<1x3xf32>) -> (tensor<2x3xf32>, tensor<6xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<1x3xf32>, tensor<2x3xf32>) {
  %s23 = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %s6 = tosa.const_shape {values = dense<6> : tensor<1xindex>} : () -> !tosa.shape<1>
  %s3 = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %zeros = tosa.const_shape {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
  %ones = tosa.const_shape {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
  %starts = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %pad_const = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.reshape %arg0, %s23 : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<2x3xf32>
  %r = tosa.reshape %arg0, %s3 : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<3x2xf32>
  %1 = tosa.reshape %r, %s6 : (tensor<3x2xf32>, !tosa.shape<1>) -> tensor<6xf32>
  %2 = tosa.pad %arg0, %zeros, %pad_const : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<2x3xf32>
  %3 = tosa.tile %arg0, %ones : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<2x3xf32>
  %4 = tosa.reduce_sum %arg1 {axis = 0 : i32} : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %5 = tosa.slice %arg0, %starts, %s23 : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<2x3xf32>, tensor<6xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<1x3xf32>, tensor<2x3xf32>
}
