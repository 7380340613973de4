// tosa.variable: the type is written as a tensor, stored as var_shape (with
// -1 for `?`) and the element type; a one-element shape is a splat. Expected
// output is mlir-opt 22's, custom and generic.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   tosa.variable @stored_var : tensor<2x?x8xi32>
// CHECK-NEXT:   tosa.variable @init_var = dense<[1, 2]> : tensor<2xi8>
// CHECK-NEXT:   func.func @rw(%arg0: tensor<2x4x8xi32>) {
// CHECK-NEXT:     tosa.variable_write @stored_var, %arg0 : tensor<2x4x8xi32>
// CHECK-NEXT:     %0 = tosa.variable_read @stored_var : tensor<2x4x8xi32>
// CHECK-NEXT:     return

// GENERIC: "tosa.variable"() <{sym_name = "stored_var", type = i32, var_shape = dense<[2, -1, 8]> : tensor<3xindex>}> : () -> ()
// GENERIC-NEXT: "tosa.variable"() <{initial_value = dense<[1, 2]> : tensor<2xi8>, sym_name = "init_var", type = i8, var_shape = dense<2> : tensor<1xindex>}> : () -> ()
// GENERIC: "tosa.variable_write"(%arg0) <{name = "stored_var"}> : (tensor<2x4x8xi32>) -> ()
// GENERIC-NEXT: %0 = "tosa.variable_read"() <{name = "stored_var"}> : () -> tensor<2x4x8xi32>

module {
  tosa.variable @stored_var : tensor<2x?x8xi32>
  tosa.variable @init_var = dense<[1, 2]> : tensor<2xi8>
  func.func @rw(%arg0: tensor<2x4x8xi32>) {
    tosa.variable_write @stored_var, %arg0 : tensor<2x4x8xi32>
    %0 = tosa.variable_read @stored_var : tensor<2x4x8xi32>
    return
  }
}
