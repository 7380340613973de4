// RUN: %mica-opt --allow-unregistered-dialect --tosa-rewrite-custom-ops="config=%S/Inputs/one-op.json strict=true" %s | FileCheck %s
// strict asks only about unregistered ops: TOSA and func ops stay.

// CHECK-LABEL: func.func @f
// CHECK-NEXT: tosa.custom {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "mylib.x"} : () -> ()
// CHECK-NEXT: tosa.abs %arg0
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  "mylib.x"() : () -> ()
  %0 = tosa.abs %a : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
