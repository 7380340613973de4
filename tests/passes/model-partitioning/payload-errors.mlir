// RUN: not %mica-opt --split-input-file --model-partition-marking --model-partitioning %s 2>&1 | FileCheck %s
// A shader payload the converter cannot lower: its line naming the problem and
// the op's location, then the conversion's error at the op.

// CHECK: Invalid JSON implementation_attrs in tosa.custom op at loc("{{.*}}payload-errors.mlir":[[@LINE+3]]:8)
// CHECK-NEXT: payload-errors.mlir:[[@LINE+2]]:8: error: failed to legalize operation 'tosa.custom' that was explicitly marked illegal
func.func @not_json(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{", operator_name = "s"} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: implementation_attrs must be a JSON object in tosa.custom op
func.func @not_an_object(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "[1]", operator_name = "s"} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: Missing attribute or invalid value for entry_point in tosa.custom op
func.func @no_entry_point(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{}", operator_name = "s"} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: Missing input attribute(s) or invalid value in tosa.custom op
func.func @binding_not_a_number(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22:\22main\22,\22input_0_binding\22:\220\22}", operator_name = "s"} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: Missing attribute or invalid value for workgroup_sizes in tosa.custom op
func.func @two_workgroup_sizes(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22:\22main\22,\22workgroup_sizes\22:[1,1],\22input_0_binding\22:0,\22input_0_descriptorset\22:0,\22input_0_vkdescriptortype\22:\22VK_DESCRIPTOR_TYPE_TENSOR_ARM\22,\22input_0_vkformat\22:\22VK_FORMAT_R8_SINT\22,\22output_0_binding\22:1,\22output_0_descriptorset\22:0,\22output_0_vkdescriptortype\22:\22VK_DESCRIPTOR_TYPE_TENSOR_ARM\22,\22output_0_vkformat\22:\22VK_FORMAT_R8_SINT\22}", operator_name = "s"} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: Invalid value for shader_code attribute in tosa.custom op
func.func @spirv_not_base64(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22:\22main\22,\22workgroup_sizes\22:[1,1,1],\22shader_language\22:\22SPIR-V\22,\22shader_code\22:\22AwIjBw=A\22,\22input_0_binding\22:0,\22input_0_descriptorset\22:0,\22input_0_vkdescriptortype\22:\22VK_DESCRIPTOR_TYPE_TENSOR_ARM\22,\22input_0_vkformat\22:\22VK_FORMAT_R8_SINT\22,\22output_0_binding\22:1,\22output_0_descriptorset\22:0,\22output_0_vkdescriptortype\22:\22VK_DESCRIPTOR_TYPE_TENSOR_ARM\22,\22output_0_vkformat\22:\22VK_FORMAT_R8_SINT\22}", operator_name = "s"} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: shader_language and shader_code must both be set or both be unset in tosa.custom op
func.func @language_without_code(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22:\22main\22,\22workgroup_sizes\22:[1,1,1],\22shader_language\22:\22GLSL\22,\22input_0_binding\22:0,\22input_0_descriptorset\22:0,\22input_0_vkdescriptortype\22:\22VK_DESCRIPTOR_TYPE_TENSOR_ARM\22,\22input_0_vkformat\22:\22VK_FORMAT_R8_SINT\22,\22output_0_binding\22:1,\22output_0_descriptorset\22:0,\22output_0_vkdescriptortype\22:\22VK_DESCRIPTOR_TYPE_TENSOR_ARM\22,\22output_0_vkformat\22:\22VK_FORMAT_R8_SINT\22}", operator_name = "s"} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
