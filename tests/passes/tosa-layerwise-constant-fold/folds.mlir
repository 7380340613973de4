// Constants computed through transposes, reciprocals (f16, bf16, f32, f64:
// rounding, overflow, subnormals) and integer reductions, with MLIR's
// limits: a transposed constant used twice, a reciprocal of a shared
// constant that is not a splat, a reduction of floats or of a shared
// constant (folded only with aggressive-reduce-constant) stay.
// Expected text from `mlir-opt-22 --tosa-layerwise-constant-fold` and
// `mlir-opt-22 --tosa-layerwise-constant-fold=aggressive-reduce-constant=true`.
// RUN: %mica-opt --tosa-layerwise-constant-fold %s | FileCheck %s
// RUN: %mica-opt --tosa-layerwise-constant-fold=aggressive-reduce-constant=true %s | FileCheck %s --check-prefix=AGGR

// CHECK-LABEL: func.func @transpose_3d_i8(
// CHECK-NEXT{LITERAL}: %0 = "tosa.const"() <{values = dense<[[[1, 4], [7, 10]], [[-2, 5], [8, 11]], [[3, -6], [9, 127]]]> : tensor<3x2x2xi8>}> : () -> tensor<3x2x2xi8>
// CHECK-NEXT: return %0 : tensor<3x2x2xi8>
func.func @transpose_3d_i8() -> tensor<3x2x2xi8> {
  %0 = "tosa.const"() <{values = dense<[[[1, -2, 3], [4, 5, -6]], [[7, 8, 9], [10, 11, 127]]]> : tensor<2x2x3xi8>}> : () -> tensor<2x2x3xi8>
  %1 = tosa.transpose %0 {perms = array<i32: 2, 0, 1>} : (tensor<2x2x3xi8>) -> tensor<3x2x2xi8>
  return %1 : tensor<3x2x2xi8>
}

// CHECK-LABEL: func.func @transpose_f16_i64(
// CHECK-NEXT{LITERAL}: %0 = "tosa.const"() <{values = dense<[[1.500000e+00], [-2.250000e+00]]> : tensor<2x1xf16>}> : () -> tensor<2x1xf16>
// CHECK-NEXT{LITERAL}: %1 = "tosa.const"() <{values = dense<[[7, 9]]> : tensor<1x2xi64>}> : () -> tensor<1x2xi64>
// CHECK-NEXT: return %0, %1 : tensor<2x1xf16>, tensor<1x2xi64>
func.func @transpose_f16_i64(%arg0: tensor<2xi64>) -> (tensor<2x1xf16>, tensor<1x2xi64>) {
  %0 = "tosa.const"() <{values = dense<[[1.5], [-2.25]]> : tensor<2x1xf16>}> : () -> tensor<2x1xf16>
  %1 = tosa.transpose %0 {perms = array<i32: 0, 1>} : (tensor<2x1xf16>) -> tensor<2x1xf16>
  %2 = "tosa.const"() <{values = dense<[[7], [9]]> : tensor<2x1xi64>}> : () -> tensor<2x1xi64>
  %3 = tosa.transpose %2 {perms = array<i32: 1, 0>} : (tensor<2x1xi64>) -> tensor<1x2xi64>
  return %1, %3 : tensor<2x1xf16>, tensor<1x2xi64>
}

// CHECK-LABEL: func.func @transpose_two_uses(
// CHECK-NEXT{LITERAL}: %0 = "tosa.const"() <{values = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
// CHECK-NEXT: %1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<2x2xi32>) -> tensor<2x2xi32>
// CHECK-NEXT: %2 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<2x2xi32>) -> tensor<2x2xi32>
// CHECK-NEXT: return %1, %2 : tensor<2x2xi32>, tensor<2x2xi32>
func.func @transpose_two_uses() -> (tensor<2x2xi32>, tensor<2x2xi32>) {
  %0 = "tosa.const"() <{values = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<2x2xi32>) -> tensor<2x2xi32>
  %2 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<2x2xi32>) -> tensor<2x2xi32>
  return %1, %2 : tensor<2x2xi32>, tensor<2x2xi32>
}

// CHECK-LABEL: func.func @reciprocal_kinds(
// CHECK-NEXT: %0 = "tosa.const"() <{values = dense<[3.332520e-01, -1.000000e+01, 1.525880e-05]> : tensor<3xf16>}> : () -> tensor<3xf16>
// CHECK-NEXT: %1 = "tosa.const"() <{values = dense<[3.339840e-01, 1.425780e-01]> : tensor<2xbf16>}> : () -> tensor<2xbf16>
// CHECK-NEXT: %2 = "tosa.const"() <{values = dense<[0.33333333333333331, 0x7FF0000000000000]> : tensor<2xf64>}> : () -> tensor<2xf64>
// CHECK-NEXT: return %0, %1, %2 : tensor<3xf16>, tensor<2xbf16>, tensor<2xf64>
func.func @reciprocal_kinds() -> (tensor<3xf16>, tensor<2xbf16>, tensor<2xf64>) {
  %0 = "tosa.const"() <{values = dense<[3.0, -0.1, 65504.0]> : tensor<3xf16>}> : () -> tensor<3xf16>
  %1 = tosa.reciprocal %0 : (tensor<3xf16>) -> tensor<3xf16>
  %2 = "tosa.const"() <{values = dense<[3.0, 7.0]> : tensor<2xbf16>}> : () -> tensor<2xbf16>
  %3 = tosa.reciprocal %2 : (tensor<2xbf16>) -> tensor<2xbf16>
  %4 = "tosa.const"() <{values = dense<[3.0, 1.0e-310]> : tensor<2xf64>}> : () -> tensor<2xf64>
  %5 = tosa.reciprocal %4 : (tensor<2xf64>) -> tensor<2xf64>
  return %1, %3, %5 : tensor<3xf16>, tensor<2xbf16>, tensor<2xf64>
}

// CHECK-LABEL: func.func @reciprocal_shared(
// CHECK-NEXT: %0 = "tosa.const"() <{values = dense<2.000000e-01> : tensor<2xf32>}> : () -> tensor<2xf32>
// CHECK-NEXT: %1 = "tosa.const"() <{values = dense<5.000000e+00> : tensor<2xf32>}> : () -> tensor<2xf32>
// CHECK-NEXT: %2 = "tosa.const"() <{values = dense<[2.000000e+00, 8.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
// CHECK-NEXT: %3 = tosa.reciprocal %2 : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: %4 = tosa.add %2, %1 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: return %3, %0, %4 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
func.func @reciprocal_shared(%arg0: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %0 = "tosa.const"() <{values = dense<[2.0, 8.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %1 = tosa.reciprocal %0 : (tensor<2xf32>) -> tensor<2xf32>
  %2 = "tosa.const"() <{values = dense<5.0> : tensor<2xf32>}> : () -> tensor<2xf32>
  %3 = tosa.reciprocal %2 : (tensor<2xf32>) -> tensor<2xf32>
  %4 = tosa.add %0, %2 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %1, %3, %4 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}

// CHECK-LABEL: func.func @reduce_kinds(
// CHECK-NEXT{LITERAL}: %0 = "tosa.const"() <{values = dense<[[[-128, -7]], [[0, -1]]]> : tensor<2x1x2xi8>}> : () -> tensor<2x1x2xi8>
// CHECK-NEXT{LITERAL}: %1 = "tosa.const"() <{values = dense<[[true, false]]> : tensor<1x2xi1>}> : () -> tensor<1x2xi1>
// CHECK-NEXT{LITERAL}: %2 = "tosa.const"() <{values = dense<[[false], [true]]> : tensor<2x1xi1>}> : () -> tensor<2x1xi1>
// CHECK-NEXT{LITERAL}: %3 = "tosa.const"() <{values = dense<[[44, 44, 7]]> : tensor<1x3xui8>}> : () -> tensor<1x3xui8>
// CHECK-NEXT: return %0, %1, %2, %3 : tensor<2x1x2xi8>, tensor<1x2xi1>, tensor<2x1xi1>, tensor<1x3xui8>
func.func @reduce_kinds() -> (tensor<2x1x2xi8>, tensor<1x2xi1>, tensor<2x1xi1>, tensor<1x3xui8>) {
  %0 = "tosa.const"() <{values = dense<[[[-1, 5], [-128, 3], [100, -7]], [[0, 0], [1, -1], [2, 2]]]> : tensor<2x3x2xi8>}> : () -> tensor<2x3x2xi8>
  %1 = tosa.reduce_min %0 {axis = 1 : i32} : (tensor<2x3x2xi8>) -> tensor<2x1x2xi8>
  %2 = "tosa.const"() <{values = dense<[[true, false], [true, true]]> : tensor<2x2xi1>}> : () -> tensor<2x2xi1>
  %3 = tosa.reduce_all %2 {axis = 0 : i32} : (tensor<2x2xi1>) -> tensor<1x2xi1>
  %4 = "tosa.const"() <{values = dense<[[false, false], [false, true]]> : tensor<2x2xi1>}> : () -> tensor<2x2xi1>
  %5 = tosa.reduce_any %4 {axis = 1 : i32} : (tensor<2x2xi1>) -> tensor<2x1xi1>
  %6 = "tosa.const"() <{values = dense<[[200, 100, 3], [100, 200, 4]]> : tensor<2x3xui8>}> : () -> tensor<2x3xui8>
  %7 = tosa.reduce_sum %6 {axis = 0 : i32} : (tensor<2x3xui8>) -> tensor<1x3xui8>
  return %1, %3, %5, %7 : tensor<2x1x2xi8>, tensor<1x2xi1>, tensor<2x1xi1>, tensor<1x3xui8>
}

// CHECK-LABEL: func.func @reduce_not_folded(
// CHECK-NEXT{LITERAL}: %0 = "tosa.const"() <{values = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
// CHECK-NEXT{LITERAL}: %1 = "tosa.const"() <{values = dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
// CHECK-NEXT: %2 = tosa.reduce_max %1 {axis = 0 : i32} : (tensor<2x2xf32>) -> tensor<1x2xf32>
// CHECK-NEXT: %3 = tosa.reduce_product %0 {axis = 0 : i32} : (tensor<2x2xi32>) -> tensor<1x2xi32>
// CHECK-NEXT: %4 = tosa.reduce_max %0 {axis = 0 : i32} : (tensor<2x2xi32>) -> tensor<1x2xi32>
// CHECK-NEXT: return %2, %3, %4 : tensor<1x2xf32>, tensor<1x2xi32>, tensor<1x2xi32>
// AGGR-LABEL: func.func @reduce_not_folded(
// AGGR-NEXT{LITERAL}: %0 = "tosa.const"() <{values = dense<[[3, 4]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
// AGGR-NEXT{LITERAL}: %1 = "tosa.const"() <{values = dense<[[3, 8]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
// AGGR-NEXT{LITERAL}: %2 = "tosa.const"() <{values = dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
// AGGR-NEXT: %3 = tosa.reduce_max %2 {axis = 0 : i32} : (tensor<2x2xf32>) -> tensor<1x2xf32>
// AGGR-NEXT: return %3, %1, %0 : tensor<1x2xf32>, tensor<1x2xi32>, tensor<1x2xi32>
func.func @reduce_not_folded(%arg0: tensor<2x2xi32>) -> (tensor<1x2xf32>, tensor<1x2xi32>, tensor<1x2xi32>) {
  %0 = "tosa.const"() <{values = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  %1 = tosa.reduce_max %0 {axis = 0 : i32} : (tensor<2x2xf32>) -> tensor<1x2xf32>
  %2 = "tosa.const"() <{values = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %3 = tosa.reduce_product %2 {axis = 0 : i32} : (tensor<2x2xi32>) -> tensor<1x2xi32>
  %4 = tosa.reduce_max %2 {axis = 0 : i32} : (tensor<2x2xi32>) -> tensor<1x2xi32>
  return %1, %3, %4 : tensor<1x2xf32>, tensor<1x2xi32>, tensor<1x2xi32>
}
