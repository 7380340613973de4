// The ops that move data narrowed to f32 with their constants kept exact
// (2^100 survives), casts at the function's boundaries or its signature
// narrowed, a cast that would narrow f64 to f32 kept as f32 to f32.
// Expected text from `mlir-opt-22 --tosa-narrow-f64-to-f32`, with
// `=convert-function-boundaries=1` and with `=aggressive-rewrite=1`.
// RUN: %mica-opt --tosa-narrow-f64-to-f32 %s | FileCheck %s
// RUN: %mica-opt --tosa-narrow-f64-to-f32=convert-function-boundaries=1 %s | FileCheck %s --check-prefix=FUNC
// RUN: %mica-opt --tosa-narrow-f64-to-f32=aggressive-rewrite=1 %s | FileCheck %s --check-prefix=AGGR

// CHECK-LABEL: func.func @movers(%arg0: tensor<2x3xf64>, %arg1: tensor<3xf32>) -> (tensor<3x2xf64>, tensor<3xf64>) {
// CHECK-NEXT: %0 = tosa.cast %arg0 : (tensor<2x3xf64>) -> tensor<2x3xf32>
// CHECK-NEXT{LITERAL}: %1 = "tosa.const"() <{values = dense<[[5.000000e-01, -2.000000e+00, 1.2676506E+30]]> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
// CHECK-NEXT: %2 = tosa.concat %0, %1 {axis = 0 : i32} : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
// CHECK-NEXT: %3 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
// CHECK-NEXT: %4 = tosa.const_shape  {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
// CHECK-NEXT: %5 = tosa.slice %2, %3, %4 : (tensor<3x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<3x2xf32>
// CHECK-NEXT: %6 = tosa.identity %5 : (tensor<3x2xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: %7 = tosa.cast %6 : (tensor<3x2xf32>) -> tensor<3x2xf64>
// CHECK-NEXT: %8 = tosa.cast %arg1 : (tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: %9 = tosa.cast %8 : (tensor<3xf32>) -> tensor<3xf64>
// CHECK-NEXT: return %7, %9 : tensor<3x2xf64>, tensor<3xf64>
// FUNC-LABEL: func.func @movers(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> (tensor<3x2xf32>, tensor<3xf32>) {
// FUNC-NEXT{LITERAL}: %0 = "tosa.const"() <{values = dense<[[5.000000e-01, -2.000000e+00, 1.2676506E+30]]> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
// FUNC-NEXT: %1 = tosa.concat %arg0, %0 {axis = 0 : i32} : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
// FUNC-NEXT: %2 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
// FUNC-NEXT: %3 = tosa.const_shape  {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
// FUNC-NEXT: %4 = tosa.slice %1, %2, %3 : (tensor<3x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<3x2xf32>
// FUNC-NEXT: %5 = tosa.identity %4 : (tensor<3x2xf32>) -> tensor<3x2xf32>
// FUNC-NEXT: %6 = tosa.cast %arg1 : (tensor<3xf32>) -> tensor<3xf32>
// FUNC-NEXT: return %5, %6 : tensor<3x2xf32>, tensor<3xf32>
// AGGR-LABEL: func.func @movers(%arg0: tensor<2x3xf64>, %arg1: tensor<3xf32>) -> (tensor<3x2xf64>, tensor<3xf64>) {
// AGGR-NEXT: %0 = tosa.cast %arg0 : (tensor<2x3xf64>) -> tensor<2x3xf32>
// AGGR-NEXT{LITERAL}: %1 = "tosa.const"() <{values = dense<[[5.000000e-01, -2.000000e+00, 1.2676506E+30]]> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
// AGGR-NEXT: %2 = tosa.concat %0, %1 {axis = 0 : i32} : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
// AGGR-NEXT: %3 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
// AGGR-NEXT: %4 = tosa.const_shape  {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
// AGGR-NEXT: %5 = tosa.slice %2, %3, %4 : (tensor<3x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<3x2xf32>
// AGGR-NEXT: %6 = tosa.identity %5 : (tensor<3x2xf32>) -> tensor<3x2xf32>
// AGGR-NEXT: %7 = tosa.cast %6 : (tensor<3x2xf32>) -> tensor<3x2xf64>
// AGGR-NEXT: %8 = tosa.cast %arg1 : (tensor<3xf32>) -> tensor<3xf32>
// AGGR-NEXT: %9 = tosa.cast %8 : (tensor<3xf32>) -> tensor<3xf64>
// AGGR-NEXT: return %7, %9 : tensor<3x2xf64>, tensor<3xf64>
func.func @movers(%arg0: tensor<2x3xf64>, %arg1: tensor<3xf32>) -> (tensor<3x2xf64>, tensor<3xf64>) {
  %0 = "tosa.const"() <{values = dense<[[0.5, -2.0, 0x4630000000000000]]> : tensor<1x3xf64>}> : () -> tensor<1x3xf64>
  %1 = tosa.concat %arg0, %0 {axis = 0 : i32} : (tensor<2x3xf64>, tensor<1x3xf64>) -> tensor<3x3xf64>
  %s = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %2 = tosa.slice %1, %s, %z : (tensor<3x3xf64>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<3x2xf64>
  %3 = tosa.identity %2 : (tensor<3x2xf64>) -> tensor<3x2xf64>
  %4 = tosa.cast %arg1 : (tensor<3xf32>) -> tensor<3xf64>
  return %3, %4 : tensor<3x2xf64>, tensor<3xf64>
}

// CHECK-LABEL: func.func @casts(%arg0: tensor<4xf64>) -> (tensor<4xf32>, tensor<4xi32>, tensor<4xf64>) {
// CHECK-NEXT: %0 = tosa.cast %arg0 : (tensor<4xf64>) -> tensor<4xf32>
// CHECK-NEXT: %1 = tosa.cast %0 : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %2 = tosa.cast %0 : (tensor<4xf32>) -> tensor<4xi32>
// CHECK-NEXT: %3 = tosa.reverse %0 {axis = 0 : i32} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %4 = tosa.cast %3 : (tensor<4xf32>) -> tensor<4xf64>
// CHECK-NEXT: return %1, %2, %4 : tensor<4xf32>, tensor<4xi32>, tensor<4xf64>
// FUNC-LABEL: func.func @casts(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xi32>, tensor<4xf32>) {
// FUNC-NEXT: %0 = tosa.cast %arg0 : (tensor<4xf32>) -> tensor<4xf32>
// FUNC-NEXT: %1 = tosa.cast %arg0 : (tensor<4xf32>) -> tensor<4xi32>
// FUNC-NEXT: %2 = tosa.reverse %arg0 {axis = 0 : i32} : (tensor<4xf32>) -> tensor<4xf32>
// FUNC-NEXT: return %0, %1, %2 : tensor<4xf32>, tensor<4xi32>, tensor<4xf32>
// AGGR-LABEL: func.func @casts(%arg0: tensor<4xf64>) -> (tensor<4xf32>, tensor<4xi32>, tensor<4xf64>) {
// AGGR-NEXT: %0 = tosa.cast %arg0 : (tensor<4xf64>) -> tensor<4xf32>
// AGGR-NEXT: %1 = tosa.cast %0 : (tensor<4xf32>) -> tensor<4xf32>
// AGGR-NEXT: %2 = tosa.cast %0 : (tensor<4xf32>) -> tensor<4xi32>
// AGGR-NEXT: %3 = tosa.reverse %0 {axis = 0 : i32} : (tensor<4xf32>) -> tensor<4xf32>
// AGGR-NEXT: %4 = tosa.cast %3 : (tensor<4xf32>) -> tensor<4xf64>
// AGGR-NEXT: return %1, %2, %4 : tensor<4xf32>, tensor<4xi32>, tensor<4xf64>
func.func @casts(%arg0: tensor<4xf64>) -> (tensor<4xf32>, tensor<4xi32>, tensor<4xf64>) {
  %0 = tosa.cast %arg0 : (tensor<4xf64>) -> tensor<4xf32>
  %1 = tosa.cast %arg0 : (tensor<4xf64>) -> tensor<4xi32>
  %2 = tosa.reverse %arg0 {axis = 0 : i32} : (tensor<4xf64>) -> tensor<4xf64>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xi32>, tensor<4xf64>
}
