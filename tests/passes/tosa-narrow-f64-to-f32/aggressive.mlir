// aggressive-rewrite: every TOSA op narrowed, constants and clamp's bounds
// rounded to f32 (0.1 inexact, 1e300 to infinity).
// Expected text from `mlir-opt-22 --tosa-narrow-f64-to-f32=aggressive-rewrite=1`
// and with `convert-function-boundaries=1` added.
// RUN: %mica-opt --tosa-narrow-f64-to-f32=aggressive-rewrite=1 %s | FileCheck %s
// RUN: %mica-opt --tosa-narrow-f64-to-f32="aggressive-rewrite=1 convert-function-boundaries=1" %s | FileCheck %s --check-prefix=FUNC
// Boolean options written bare, as Arm's model converter's tests write them
// (mlir-opt-22 gives the same text for this spelling):
// RUN: %mica-opt --tosa-narrow-f64-to-f32="aggressive-rewrite convert-function-boundaries" %s | FileCheck %s --check-prefix=FUNC

// CHECK-LABEL: func.func @arith(%arg0: tensor<2xf64>) -> tensor<4xf16> {
// CHECK-NEXT: %0 = tosa.cast %arg0 : (tensor<2xf64>) -> tensor<2xf32>
// CHECK-NEXT: %1 = "tosa.const"() <{values = dense<[1.000000e-01, 0x7F800000]> : tensor<2xf32>}> : () -> tensor<2xf32>
// CHECK-NEXT: %2 = tosa.clamp %0 {max_val = 0x7F800000 : f32, min_val = 1.000000e-01 : f32} : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: %3 = tosa.abs %2 : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: %4 = tosa.concat %1, %3 {axis = 0 : i32} : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
// CHECK-NEXT: %5 = tosa.cast %4 : (tensor<4xf32>) -> tensor<4xf16>
// CHECK-NEXT: return %5 : tensor<4xf16>
// FUNC-LABEL: func.func @arith(%arg0: tensor<2xf32>) -> tensor<4xf16> {
// FUNC-NEXT: %0 = "tosa.const"() <{values = dense<[1.000000e-01, 0x7F800000]> : tensor<2xf32>}> : () -> tensor<2xf32>
// FUNC-NEXT: %1 = tosa.clamp %arg0 {max_val = 0x7F800000 : f32, min_val = 1.000000e-01 : f32} : (tensor<2xf32>) -> tensor<2xf32>
// FUNC-NEXT: %2 = tosa.abs %1 : (tensor<2xf32>) -> tensor<2xf32>
// FUNC-NEXT: %3 = tosa.concat %0, %2 {axis = 0 : i32} : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
// FUNC-NEXT: %4 = tosa.cast %3 : (tensor<4xf32>) -> tensor<4xf16>
// FUNC-NEXT: return %4 : tensor<4xf16>
func.func @arith(%arg0: tensor<2xf64>) -> tensor<4xf16> {
  %0 = "tosa.const"() <{values = dense<[0.1, 1.0e300]> : tensor<2xf64>}> : () -> tensor<2xf64>
  %1 = tosa.clamp %arg0 {min_val = 0.1 : f64, max_val = 1.0e300 : f64} : (tensor<2xf64>) -> tensor<2xf64>
  %2 = tosa.abs %1 : (tensor<2xf64>) -> tensor<2xf64>
  %3 = tosa.concat %0, %2 {axis = 0 : i32} : (tensor<2xf64>, tensor<2xf64>) -> tensor<4xf64>
  %4 = tosa.cast %3 : (tensor<4xf64>) -> tensor<4xf16>
  return %4 : tensor<4xf16>
}
