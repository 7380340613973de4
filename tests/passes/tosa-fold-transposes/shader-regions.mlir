// RUN: %mica-opt --tosa-custom-layout --tosa-fold-transposes %s | FileCheck %s
// Two adjacent shader ops of an NCHW graph: tosa-custom-layout puts NHWC to
// NCHW after the first and NCHW to NHWC before the second; folded, the
// first shader's NHWC result goes straight to the second.

// CHECK-LABEL: func.func @adjacent
// CHECK-NEXT: %0 = tosa.transpose %arg0 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x4x2x2xf32>) -> tensor<1x2x2x4xf32>
// CHECK-NEXT: %1 = tosa.custom %0 {{.*}} operator_name = "a"} : (tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32>
// CHECK-NEXT: %2 = tosa.custom %1 {{.*}} operator_name = "b"} : (tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32>
// CHECK-NEXT: %3 = tosa.transpose %2 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x2x4xf32>) -> tensor<1x4x2x2xf32>
// CHECK-NEXT: return %3
// CHECK-NOT: graph_layout
func.func @adjacent(%arg0: tensor<1x4x2x2xf32>) -> tensor<1x4x2x2xf32> {
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", graph_layout = "NCHW", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "a"} : (tensor<1x4x2x2xf32>) -> tensor<1x4x2x2xf32>
  %1 = tosa.custom %0 {domain_name = "com.arm.VulkanCustomShader", graph_layout = "NCHW", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "b"} : (tensor<1x4x2x2xf32>) -> tensor<1x4x2x2xf32>
  return %1 : tensor<1x4x2x2xf32>
}
