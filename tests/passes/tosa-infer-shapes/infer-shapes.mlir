// Expected text from `mlir-opt-22 --split-input-file --allow-unregistered-dialect --tosa-infer-shapes`.
// RUN: %mica-opt --split-input-file --allow-unregistered-dialect --tosa-infer-shapes %s | FileCheck %s

// CHECK-LABEL: func.func @broadcast(%arg0: tensor<4x1xf32>, %arg1: tensor<1x3xf32>, %arg2: tensor<?x3xf32>) -> tensor<*xf32> {
// CHECK-NEXT: %0 = tosa.add %arg0, %arg1 : (tensor<4x1xf32>, tensor<1x3xf32>) -> tensor<4x3xf32>
// CHECK-NEXT: %1 = tosa.sub %arg1, %arg2 : (tensor<1x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
// CHECK-NEXT: %2 = tosa.exp %0 : (tensor<4x3xf32>) -> tensor<4x3xf32>
// CHECK-NEXT: %cast = tensor.cast %2 : tensor<4x3xf32> to tensor<*xf32>
// CHECK-NEXT: return %cast : tensor<*xf32>
// CHECK-NEXT: }
func.func @broadcast(%arg0: tensor<4x1xf32>, %arg1: tensor<1x3xf32>, %arg2: tensor<?x3xf32>) -> tensor<*xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<4x1xf32>, tensor<1x3xf32>) -> tensor<*xf32>
  %1 = tosa.sub %arg1, %arg2 : (tensor<1x3xf32>, tensor<?x3xf32>) -> tensor<*xf32>
  %2 = tosa.exp %0 : (tensor<*xf32>) -> tensor<*xf32>
  return %2 : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @users(%arg0: tensor<4xf32>, %arg1: index) -> tensor<*xf32> {
// CHECK-NEXT: %0 = tosa.log %arg0 : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<4xf32> to tensor<*xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %cast : tensor<*xf32> to tensor<?xf32>
// CHECK-NEXT: %dim = tensor.dim %0, %arg1 : tensor<4xf32>
// CHECK-NEXT: "test.use"(%cast) : (tensor<*xf32>) -> ()
// CHECK-NEXT: return %cast : tensor<*xf32>
// CHECK-NEXT: }
func.func @users(%arg0: tensor<4xf32>, %arg1: index) -> tensor<*xf32> {
  %0 = tosa.log %arg0 : (tensor<4xf32>) -> tensor<*xf32>
  %1 = tensor.cast %0 : tensor<*xf32> to tensor<?xf32>
  %dim = tensor.dim %0, %arg1 : tensor<*xf32>
  "test.use"(%0) : (tensor<*xf32>) -> ()
  return %0 : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @conv(%arg0: tensor<2x8x9x3xf32>, %arg1: tensor<5x3x6x3xf32>, %arg2: tensor<5xf32>) -> tensor<?x?x?x?xf32> {
// CHECK-NEXT: %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
// CHECK-NEXT: %1 = tosa.conv2d %arg0, %arg1, %arg2, %0, %0 {acc_type = f32, dilation = array<i64: 2, 1>, pad = array<i64: 1, 2, 3, 4>, stride = array<i64: 1, 2>} : (tensor<2x8x9x3xf32>, tensor<5x3x6x3xf32>, tensor<5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x7x6x5xf32>
// CHECK-NEXT: %cast = tensor.cast %1 : tensor<2x7x6x5xf32> to tensor<?x?x?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?x?x?xf32>
// CHECK-NEXT: }
func.func @conv(%arg0: tensor<2x8x9x3xf32>, %arg1: tensor<5x3x6x3xf32>, %arg2: tensor<5xf32>) -> tensor<?x?x?x?xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %arg0, %arg1, %arg2, %zp, %zp {acc_type = f32, dilation = array<i64: 2, 1>, pad = array<i64: 1, 2, 3, 4>, stride = array<i64: 1, 2>} : (tensor<2x8x9x3xf32>, tensor<5x3x6x3xf32>, tensor<5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

// -----

// CHECK-LABEL: func.func @shapes(%arg0: tensor<2x3x4xi8>) -> tensor<*xi8> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<[4, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
// CHECK-NEXT: %1 = tosa.reshape %arg0, %0 : (tensor<2x3x4xi8>, !tosa.shape<2>) -> tensor<4x6xi8>
// CHECK-NEXT: %2 = tosa.const_shape  {values = dense<[2, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
// CHECK-NEXT: %3 = tosa.tile %1, %2 : (tensor<4x6xi8>, !tosa.shape<2>) -> tensor<8x6xi8>
// CHECK-NEXT: %4 = tosa.transpose %3 {perms = array<i32: 1, 0>} : (tensor<8x6xi8>) -> tensor<6x8xi8>
// CHECK-NEXT: %5 = tosa.reduce_max %4 {axis = 1 : i32} : (tensor<6x8xi8>) -> tensor<6x1xi8>
// CHECK-NEXT: %6 = tosa.const_shape  {values = dense<[1, 2, 0, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %7 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %8 = tosa.pad %5, %6, %7 : (tensor<6x1xi8>, !tosa.shape<4>, tensor<1xi8>) -> tensor<9x4xi8>
// CHECK-NEXT: %cast = tensor.cast %8 : tensor<9x4xi8> to tensor<*xi8>
// CHECK-NEXT: return %cast : tensor<*xi8>
// CHECK-NEXT: }
func.func @shapes(%arg0: tensor<2x3x4xi8>) -> tensor<*xi8> {
  %s = tosa.const_shape {values = dense<[4, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %arg0, %s : (tensor<2x3x4xi8>, !tosa.shape<2>) -> tensor<*xi8>
  %m = tosa.const_shape {values = dense<[2, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.tile %0, %m : (tensor<*xi8>, !tosa.shape<2>) -> tensor<*xi8>
  %2 = tosa.transpose %1 {perms = array<i32: 1, 0>} : (tensor<*xi8>) -> tensor<*xi8>
  %3 = tosa.reduce_max %2 {axis = 1 : i32} : (tensor<*xi8>) -> tensor<*xi8>
  %p = tosa.const_shape {values = dense<[1, 2, 0, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %pc = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %4 = tosa.pad %3, %p, %pc : (tensor<*xi8>, !tosa.shape<4>, tensor<1xi8>) -> tensor<*xi8>
  return %4 : tensor<*xi8>
}

// -----

// CHECK-LABEL: func.func @if(%arg0: tensor<i1>, %arg1: tensor<2xf32>) -> tensor<*xf32> {
// CHECK-NEXT: %0 = tosa.cond_if %arg0 (%arg2 = %arg1) : tensor<i1> (tensor<2xf32>) -> tensor<2xf32> {
// CHECK-NEXT: ^bb0(%arg2: tensor<2xf32>):
// CHECK-NEXT: %1 = tosa.exp %arg2 : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: tosa.yield %1 : tensor<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: ^bb0(%arg2: tensor<2xf32>):
// CHECK-NEXT: tosa.yield %arg2 : tensor<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<2xf32> to tensor<*xf32>
// CHECK-NEXT: return %cast : tensor<*xf32>
// CHECK-NEXT: }
func.func @if(%cond: tensor<i1>, %arg0: tensor<2xf32>) -> tensor<*xf32> {
  %0 = tosa.cond_if %cond (%a = %arg0) : tensor<i1> (tensor<2xf32>) -> tensor<*xf32> {
  ^bb0(%a: tensor<*xf32>):
    %1 = tosa.exp %a : (tensor<*xf32>) -> tensor<*xf32>
    tosa.yield %1 : tensor<*xf32>
  } else {
  ^bb0(%a: tensor<*xf32>):
    tosa.yield %a : tensor<*xf32>
  }
  return %0 : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @while(%arg0: tensor<i32>, %arg1: tensor<3xf32>) -> tensor<*xf32> {
// CHECK-NEXT: %0:2 = tosa.while_loop (%arg2 = %arg0, %arg3 = %arg1) : (tensor<i32>, tensor<3xf32>) -> (tensor<i32>, tensor<3xf32>) {
// CHECK-NEXT: %1 = tosa.greater_equal %arg2, %arg2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK-NEXT: tosa.yield %1 : tensor<i1>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: tensor<i32>, %arg3: tensor<3xf32>):
// CHECK-NEXT: %1 = tosa.const_shape  {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
// CHECK-NEXT: %2 = tosa.reshape %arg3, %1 : (tensor<3xf32>, !tosa.shape<2>) -> tensor<1x3xf32>
// CHECK-NEXT: tosa.yield %arg2, %arg3 : tensor<i32>, tensor<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %cast = tensor.cast %0#1 : tensor<3xf32> to tensor<*xf32>
// CHECK-NEXT: return %cast : tensor<*xf32>
// CHECK-NEXT: }
func.func @while(%arg0: tensor<i32>, %arg1: tensor<3xf32>) -> tensor<*xf32> {
  %0:2 = tosa.while_loop (%i = %arg0, %x = %arg1) : (tensor<i32>, tensor<3xf32>) -> (tensor<*xi32>, tensor<*xf32>) {
    %c = tosa.greater_equal %i, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %c : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %x: tensor<3xf32>):
    %s = tosa.const_shape {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %y = tosa.reshape %x, %s : (tensor<3xf32>, !tosa.shape<2>) -> tensor<*xf32>
    tosa.yield %i, %x : tensor<i32>, tensor<3xf32>
  }
  return %0#1 : tensor<*xf32>
}
