// RUN: %mica-opt --split-input-file --check-constant-sparsity %s | FileCheck %s
// The converter's 2:4 sparsity check (check_sparsity.cpp; mlir-opt-22 does
// not know the pass): a conv2d's or transpose_conv2d's constant weight with
// at least two zeros in every group of four input channels (its last
// dimension) is marked with that dimension; one group of fewer zeros, a
// 1x1 kernel, or an element type it does not look at leaves it unmarked.

// CHECK-LABEL: func.func @sparse_f32
// CHECK: "tosa.const"() <{values = dense<{{.*}}> : tensor<2x1x2x4xf32>}> {constant_2_4_sparse_on_dimension = 3 : i32}
func.func @sparse_f32(%x: tensor<1x4x4x4xf32>) -> tensor<1x4x3x2xf32> {
  %w = "tosa.const"() <{values = dense<[[[[1.0, 0.0, 2.0, 0.0], [0.0, 0.0, 3.0, 4.0]]], [[[0.0, 5.0, 0.0, 6.0], [7.0, 0.0, 0.0, 8.0]]]]> : tensor<2x1x2x4xf32>}> : () -> tensor<2x1x2x4xf32>
  %b = "tosa.const"() <{values = dense<0.0> : tensor<2xf32>}> : () -> tensor<2xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>, tensor<2x1x2x4xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x3x2xf32>
  return %0 : tensor<1x4x3x2xf32>
}

// -----

// CHECK-LABEL: func.func @one_group_dense
// CHECK: "tosa.const"() <{values = dense<{{.*}}> : tensor<2x1x2x4xf32>}> : () -> tensor<2x1x2x4xf32>
func.func @one_group_dense(%x: tensor<1x4x4x4xf32>) -> tensor<1x4x3x2xf32> {
  %w = "tosa.const"() <{values = dense<[[[[1.0, 0.0, 2.0, 0.0], [0.0, 0.0, 3.0, 4.0]]], [[[0.0, 5.0, 0.0, 6.0], [7.0, 9.0, 0.0, 8.0]]]]> : tensor<2x1x2x4xf32>}> : () -> tensor<2x1x2x4xf32>
  %b = "tosa.const"() <{values = dense<0.0> : tensor<2xf32>}> : () -> tensor<2xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>, tensor<2x1x2x4xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x3x2xf32>
  return %0 : tensor<1x4x3x2xf32>
}

// -----

// CHECK-LABEL: func.func @one_by_one_kernel
// CHECK-NOT: constant_2_4_sparse_on_dimension
func.func @one_by_one_kernel(%x: tensor<1x4x4x4xf32>) -> tensor<1x4x4x2xf32> {
  %w = "tosa.const"() <{values = dense<0.0> : tensor<2x1x1x4xf32>}> : () -> tensor<2x1x1x4xf32>
  %b = "tosa.const"() <{values = dense<0.0> : tensor<2xf32>}> : () -> tensor<2xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>, tensor<2x1x1x4xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  return %0 : tensor<1x4x4x2xf32>
}

// -----

// An i8 splat of zeros is sparse everywhere.
// CHECK-LABEL: func.func @splat_i8
// CHECK: "tosa.const"() <{values = dense<0> : tensor<2x2x2x8xi8>}> {constant_2_4_sparse_on_dimension = 3 : i32}
func.func @splat_i8(%x: tensor<1x4x4x8xi8>) -> tensor<1x3x3x2xi32> {
  %w = "tosa.const"() <{values = dense<0> : tensor<2x2x2x8xi8>}> : () -> tensor<2x2x2x8xi8>
  %b = "tosa.const"() <{values = dense<0> : tensor<2xi32>}> : () -> tensor<2xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x8xi8>, tensor<2x2x2x8xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x3x2xi32>
  return %0 : tensor<1x3x3x2xi32>
}

// -----

// A bf16 weight is not looked at.
// CHECK-LABEL: func.func @bf16_weight
// CHECK-NOT: constant_2_4_sparse_on_dimension
func.func @bf16_weight(%x: tensor<1x4x4x8xbf16>) -> tensor<1x3x3x2xbf16> {
  %w = "tosa.const"() <{values = dense<0.0> : tensor<2x2x2x8xbf16>}> : () -> tensor<2x2x2x8xbf16>
  %b = "tosa.const"() <{values = dense<0.0> : tensor<2xbf16>}> : () -> tensor<2xbf16>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x8xbf16>, tensor<2x2x2x8xbf16>, tensor<2xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x3x3x2xbf16>
  return %0 : tensor<1x3x3x2xbf16>
}
