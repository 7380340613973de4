// RUN: %mica-opt --split-input-file %s | FileCheck %s
// RUN: %mica-opt --split-input-file %s | %mica-opt --split-input-file | FileCheck %s
// RUN: not %mica-opt --split-input-file %S/Inputs/transpose-variable-perms.mlir 2>&1 | FileCheck %s --check-prefix=ERROR

// Older TOSA spellings found in real files (MLIR 16's tests among them) are
// read as today's TOSA 1.0 ops and print as such; mlir-opt 22 reads the
// output back unchanged.

// CHECK-LABEL: func.func @custom
// CHECK-NEXT: tosa.custom %arg0 {domain_name = "tosa_mlir_test", implementation_attrs = "", operator_name = "custom_test"} : (tensor<10xi32>) -> tensor<10xi32>
func.func @custom(%arg0: tensor<10xi32>) -> tensor<10xi32> {
  %0 = "tosa.custom"(%arg0) {identifier = "custom_test", config = "tosa_mlir_test", implementation_attrs = ""} : (tensor<10xi32>) -> (tensor<10xi32>)
  return %0 : tensor<10xi32>
}

// -----

// The older names among the properties too; today's names as they were.
// CHECK-LABEL: func.func @custom_properties
// CHECK-NEXT: tosa.custom %arg0 {domain_name = "d", implementation_attrs = "x", operator_name = "op"} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: tosa.custom %arg0 {domain_name = "d2", implementation_attrs = "", operator_name = "op2"} : (tensor<4xf32>) -> tensor<4xf32>
func.func @custom_properties(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.custom"(%arg0) <{identifier = "op", config = "d", implementation_attrs = "x"}> : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.custom %arg0 {operator_name = "op2", domain_name = "d2", implementation_attrs = ""} : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @const_value
// CHECK-NEXT: "tosa.const"() <{values = dense<3.140000e+00> : tensor<f32>}> : () -> tensor<f32>
func.func @const_value() -> tensor<f32> {
  %0 = "tosa.const"() {value = dense<3.14> : tensor<f32>} : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// CHECK-LABEL: func.func @transpose_operand
// CHECK-NEXT: "tosa.const"() <{values = dense<[2, 0, 1]> : tensor<3xi32>}> : () -> tensor<3xi32>
// CHECK-NEXT: tosa.transpose %arg0 {perms = array<i32: 2, 0, 1>} : (tensor<13x21x3xf32>) -> tensor<3x13x21xf32>
func.func @transpose_operand(%arg0: tensor<13x21x3xf32>) -> tensor<3x13x21xf32> {
  %0 = "tosa.const"() {value = dense<[2, 0, 1]> : tensor<3xi32>} : () -> tensor<3xi32>
  %1 = "tosa.transpose"(%arg0, %0) : (tensor<13x21x3xf32>, tensor<3xi32>) -> tensor<3x13x21xf32>
  return %1 : tensor<3x13x21xf32>
}

// -----

// A permutation from arith.constant, 64-bit.
// CHECK-LABEL: func.func @transpose_arith_constant
// CHECK: tosa.transpose %arg0 {perms = array<i32: 1, 0>} : (tensor<2x3xi8>) -> tensor<3x2xi8>
func.func @transpose_arith_constant(%arg0: tensor<2x3xi8>) -> tensor<3x2xi8> {
  %perms = arith.constant dense<[1, 0]> : tensor<2xi64>
  %1 = "tosa.transpose"(%arg0, %perms) : (tensor<2x3xi8>, tensor<2xi64>) -> tensor<3x2xi8>
  return %1 : tensor<3x2xi8>
}

// ERROR: transpose-variable-perms.mlir:3:8: error: the permutation operand of tosa.transpose (an older spelling) must be a constant 1-D tensor of integers
