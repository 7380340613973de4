// The options: aggressive-rewrite narrows every TOSA op, saturating
// constants and clamp's bounds to i32; convert-function-boundaries narrows
// the function's signature instead of casting at it.
// Expected text from `mlir-opt-22 --tosa-narrow-i64-to-i32=aggressive-rewrite=1`
// and with `convert-function-boundaries=1` added.
// RUN: %mica-opt --tosa-narrow-i64-to-i32=aggressive-rewrite=1 %s | FileCheck %s
// RUN: %mica-opt --tosa-narrow-i64-to-i32="aggressive-rewrite=1 convert-function-boundaries=1" %s | FileCheck %s --check-prefix=FUNC
// Boolean options written bare, as Arm's model converter's tests write them
// (mlir-opt-22 gives the same text for this spelling):
// RUN: %mica-opt --tosa-narrow-i64-to-i32="aggressive-rewrite convert-function-boundaries" %s | FileCheck %s --check-prefix=FUNC

// CHECK-LABEL: func.func @movers(%arg0: tensor<2x3xi64>) -> (tensor<3x2xi64>, tensor<2xi32>) {
// CHECK-NEXT: %0 = tosa.cast %arg0 : (tensor<2x3xi64>) -> tensor<2x3xi32>
// CHECK-NEXT{LITERAL}: %1 = "tosa.const"() <{values = dense<[[5, -2, 7]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
// CHECK-NEXT: %2 = tosa.concat %0, %1 {axis = 0 : i32} : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<3x3xi32>
// CHECK-NEXT: %3 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
// CHECK-NEXT: %4 = tosa.const_shape  {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
// CHECK-NEXT: %5 = tosa.slice %2, %3, %4 : (tensor<3x3xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<3x2xi32>
// CHECK-NEXT: %6 = tosa.cast %5 : (tensor<3x2xi32>) -> tensor<3x2xi64>
// CHECK-NEXT: %7 = tosa.argmax %0 {axis = 1 : i32} : (tensor<2x3xi32>) -> tensor<2xi32>
// CHECK-NEXT: %8 = tosa.cast %7 : (tensor<2xi32>) -> tensor<2xi32>
// CHECK-NEXT: return %6, %8 : tensor<3x2xi64>, tensor<2xi32>
// FUNC-LABEL: func.func @movers(%arg0: tensor<2x3xi32>) -> (tensor<3x2xi32>, tensor<2xi32>) {
// FUNC-NEXT{LITERAL}: %0 = "tosa.const"() <{values = dense<[[5, -2, 7]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
// FUNC-NEXT: %1 = tosa.concat %arg0, %0 {axis = 0 : i32} : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<3x3xi32>
// FUNC-NEXT: %2 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
// FUNC-NEXT: %3 = tosa.const_shape  {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
// FUNC-NEXT: %4 = tosa.slice %1, %2, %3 : (tensor<3x3xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<3x2xi32>
// FUNC-NEXT: %5 = tosa.argmax %arg0 {axis = 1 : i32} : (tensor<2x3xi32>) -> tensor<2xi32>
// FUNC-NEXT: %6 = tosa.cast %5 : (tensor<2xi32>) -> tensor<2xi32>
// FUNC-NEXT: return %4, %6 : tensor<3x2xi32>, tensor<2xi32>
func.func @movers(%arg0: tensor<2x3xi64>) -> (tensor<3x2xi64>, tensor<2xi32>) {
  %0 = "tosa.const"() <{values = dense<[[5, -2, 7]]> : tensor<1x3xi64>}> : () -> tensor<1x3xi64>
  %1 = tosa.concat %arg0, %0 {axis = 0 : i32} : (tensor<2x3xi64>, tensor<1x3xi64>) -> tensor<3x3xi64>
  %s = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %2 = tosa.slice %1, %s, %z : (tensor<3x3xi64>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<3x2xi64>
  %3 = tosa.argmax %arg0 {axis = 1 : i32} : (tensor<2x3xi64>) -> tensor<2xi64>
  %4 = tosa.cast %3 : (tensor<2xi64>) -> tensor<2xi32>
  return %2, %4 : tensor<3x2xi64>, tensor<2xi32>
}

// CHECK-LABEL: func.func @saturated(%arg0: tensor<2xi64>) -> tensor<4xi64> {
// CHECK-NEXT: %0 = tosa.cast %arg0 : (tensor<2xi64>) -> tensor<2xi32>
// CHECK-NEXT: %1 = "tosa.const"() <{values = dense<[-2147483648, 2147483647]> : tensor<2xi32>}> : () -> tensor<2xi32>
// CHECK-NEXT: %2 = tosa.clamp %0 {max_val = 2147483647 : i32, min_val = -2147483648 : i32} : (tensor<2xi32>) -> tensor<2xi32>
// CHECK-NEXT: %3 = tosa.abs %2 : (tensor<2xi32>) -> tensor<2xi32>
// CHECK-NEXT: %4 = tosa.concat %1, %3 {axis = 0 : i32} : (tensor<2xi32>, tensor<2xi32>) -> tensor<4xi32>
// CHECK-NEXT: %5 = tosa.cast %4 : (tensor<4xi32>) -> tensor<4xi64>
// CHECK-NEXT: return %5 : tensor<4xi64>
// FUNC-LABEL: func.func @saturated(%arg0: tensor<2xi32>) -> tensor<4xi32> {
// FUNC-NEXT: %0 = "tosa.const"() <{values = dense<[-2147483648, 2147483647]> : tensor<2xi32>}> : () -> tensor<2xi32>
// FUNC-NEXT: %1 = tosa.clamp %arg0 {max_val = 2147483647 : i32, min_val = -2147483648 : i32} : (tensor<2xi32>) -> tensor<2xi32>
// FUNC-NEXT: %2 = tosa.abs %1 : (tensor<2xi32>) -> tensor<2xi32>
// FUNC-NEXT: %3 = tosa.concat %0, %2 {axis = 0 : i32} : (tensor<2xi32>, tensor<2xi32>) -> tensor<4xi32>
// FUNC-NEXT: return %3 : tensor<4xi32>
func.func @saturated(%arg0: tensor<2xi64>) -> tensor<4xi64> {
  %0 = "tosa.const"() <{values = dense<[-5000000000, 5000000000]> : tensor<2xi64>}> : () -> tensor<2xi64>
  %1 = tosa.clamp %arg0 {min_val = -9000000000 : i64, max_val = 5000000000 : i64} : (tensor<2xi64>) -> tensor<2xi64>
  %2 = tosa.abs %1 : (tensor<2xi64>) -> tensor<2xi64>
  %3 = tosa.concat %0, %2 {axis = 0 : i32} : (tensor<2xi64>, tensor<2xi64>) -> tensor<4xi64>
  return %3 : tensor<4xi64>
}
