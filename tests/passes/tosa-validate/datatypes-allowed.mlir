// allow-invalid-op-datatype-combinations lets element types no row of the
// spec's tables allows pass.
// Expected text from `mlir-opt-22 --tosa-validate=allow-invalid-op-datatype-combinations`.
// RUN: %mica-opt --tosa-validate=allow-invalid-op-datatype-combinations %s | FileCheck %s

// CHECK-LABEL: func.func @add_i1
// CHECK-NEXT:    %0 = tosa.add %arg0, %arg0 : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
// CHECK-NEXT:    return %0 : tensor<2xi1>
func.func @add_i1(%a: tensor<2xi1>) -> tensor<2xi1> {
  %0 = tosa.add %a, %a : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}
