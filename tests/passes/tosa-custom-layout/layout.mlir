// RUN: %mica-opt --tosa-custom-layout %s | FileCheck %s
// Payloads that keep the contract pass unchanged; an op marked NCHW gets
// its 4-d tensors transposed to NHWC and back (TOSA 1.0 transposes, the
// output as mlir-opt-22 prints it: checked with
// `mica-opt --tosa-custom-layout layout.mlir | mlir-opt-22`).

// Three channels are fine in a buffer; unknown keys (is_vkshader),
// push_constants and indices past the operands (input_7) are ignored.
// CHECK-LABEL: func.func @buffer_three_channels
// CHECK-NEXT: %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{{.*}}", operator_name = "buf"} : (tensor<1x8x8x3xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %0
func.func @buffer_three_channels(%arg0: tensor<1x8x8x3xf32>) -> tensor<4xf32> {
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_type\22: \22Buffer\22, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22input_7_binding\22: 9, \22is_vkshader\22: true, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22push_constants\22: \22\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "buf"} : (tensor<1x8x8x3xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @image_nhwc
// CHECK-NEXT: %0 = tosa.custom %arg0 {{.*}} : (tensor<1x8x8x4xf32>) -> tensor<8x8x4xf32>
// CHECK-NEXT: return %0
func.func @image_nhwc(%arg0: tensor<1x8x8x4xf32>) -> tensor<8x8x4xf32> {
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_sampler\22: {\22address_mode_u\22: \22VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE\22, \22address_mode_v\22: \22VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE\22, \22border_color\22: \22VK_BORDER_COLOR_FLOAT_OPAQUE_BLACK\22, \22mag_filter\22: \22VK_FILTER_LINEAR\22, \22min_filter\22: \22VK_FILTER_LINEAR\22}, \22input_0_type\22: \22Image\22, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_IMAGE\22, \22input_0_vkformat\22: \22VK_FORMAT_R32G32B32A32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_type\22: \22Image\22, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_IMAGE\22, \22output_0_vkformat\22: \22VK_FORMAT_R32G32B32A32_SFLOAT\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "img"} : (tensor<1x8x8x4xf32>) -> tensor<8x8x4xf32>
  return %0 : tensor<8x8x4xf32>
}

// The image rules apply to the NHWC tensors the shader sees.
// CHECK-LABEL: func.func @image_nchw
// CHECK-NEXT: %0 = tosa.transpose %arg0 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x4x16x8xf32>) -> tensor<1x16x8x4xf32>
// CHECK-NEXT: %1 = tosa.custom %0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{{.*}}", operator_name = "img"} : (tensor<1x16x8x4xf32>) -> tensor<1x16x8x4xf32>
// CHECK-NEXT: %2 = tosa.transpose %1 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x16x8x4xf32>) -> tensor<1x4x16x8xf32>
// CHECK-NEXT: %3 = tosa.add %2, %arg0
// CHECK-NEXT: return %3
func.func @image_nchw(%arg0: tensor<1x4x16x8xf32>) -> tensor<1x4x16x8xf32> {
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", graph_layout = "NCHW", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_sampler\22: {\22address_mode_u\22: \22VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE\22, \22address_mode_v\22: \22VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE\22, \22border_color\22: \22VK_BORDER_COLOR_FLOAT_OPAQUE_BLACK\22, \22mag_filter\22: \22VK_FILTER_LINEAR\22, \22min_filter\22: \22VK_FILTER_LINEAR\22}, \22input_0_type\22: \22Image\22, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_IMAGE\22, \22input_0_vkformat\22: \22VK_FORMAT_R32G32B32A32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_type\22: \22Image\22, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_IMAGE\22, \22output_0_vkformat\22: \22VK_FORMAT_R32G32B32A32_SFLOAT\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "img"} : (tensor<1x4x16x8xf32>) -> tensor<1x4x16x8xf32>
  %1 = tosa.add %0, %arg0 : (tensor<1x4x16x8xf32>, tensor<1x4x16x8xf32>) -> tensor<1x4x16x8xf32>
  return %1 : tensor<1x4x16x8xf32>
}

// NHWC is the shaders' layout already: only the mark goes. Tensors of
// other ranks are not transposed.
// CHECK-LABEL: func.func @marked_nhwc_and_rank_1
// CHECK-NEXT: %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{{.*}}", operator_name = "p"} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %1 = tosa.custom %0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{{.*}}", operator_name = "p"} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %1
func.func @marked_nhwc_and_rank_1(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", graph_layout = "NHWC", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "p"} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.custom %0 {domain_name = "com.arm.VulkanCustomShader", graph_layout = "NCHW", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "p"} : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// Custom ops of other domains are not shaders: their payload is theirs.
// CHECK-LABEL: func.func @other_domain
// CHECK-NEXT: tosa.custom %arg0 {domain_name = "com.example.Other", implementation_attrs = "not JSON", operator_name = "x"}
func.func @other_domain(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.custom %arg0 {domain_name = "com.example.Other", implementation_attrs = "not JSON", operator_name = "x"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
