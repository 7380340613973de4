// RUN: %mica-opt --tosa-custom-layout --verify-diagnostics --split-input-file %s
// One chunk per rule of the shader payload contract: the schema's rules,
// the stricter ones Arm's model converter applies, and the packed-image
// rules. Every rejection names the op's operator_name and the key.
// (mlir-opt-22 has no such pass: the messages are mica's own.)

// The payload must parse as JSON.
func.func @invalid_json(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'invalid_json': key 'implementation_attrs': invalid JSON at 1:16}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: ", operator_name = "invalid_json"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// The payload is a JSON object.
func.func @not_object(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'not_object': key 'implementation_attrs': the payload must be a JSON object}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "[1, 2]", operator_name = "not_object"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// entry_point is required.
func.func @entry_point_missing(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'entry_point_missing': key 'entry_point': missing}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "entry_point_missing"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// entry_point is a string.
func.func @entry_point_type(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'entry_point_type': key 'entry_point': expected a string}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: 1, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "entry_point_type"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// workgroup_sizes holds exactly 3 integers.
func.func @workgroup_count(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'workgroup_count': key 'workgroup_sizes': expected an array of 3 integers}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22workgroup_sizes\22: [8, 8]}", operator_name = "workgroup_count"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Each workgroup size is at least 1 (the schema's rule).
func.func @workgroup_range(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'workgroup_range': key 'workgroup_sizes': each size is an integer of at least 1}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22workgroup_sizes\22: [8, 0, 1]}", operator_name = "workgroup_range"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// shader_language is one of the schema's names.
func.func @language_name(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'language_name': key 'shader_language': expected "", "SPIR-V", "GLSL" or "HLSL"}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22shader_code\22: \22x\22, \22shader_language\22: \22CUDA\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "language_name"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// shader_code without shader_language.
func.func @code_alone(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'code_alone': key 'shader_code': shader_language and shader_code must both be set or both be unset}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22shader_code\22: \22void main() {}\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "code_alone"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// shader_language without shader_code.
func.func @language_alone(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'language_alone': key 'shader_language': shader_language and shader_code must both be set or both be unset}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22shader_language\22: \22GLSL\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "language_alone"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Code with an empty language.
func.func @empty_language(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'empty_language': key 'shader_language': shader code needs a language: SPIR-V, GLSL or HLSL}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22shader_code\22: \22void main() {}\22, \22shader_language\22: \22\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "empty_language"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// SPIR-V code is base64.
func.func @spirv_not_base64(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'spirv_not_base64': key 'shader_code': SPIR-V code is not base64}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22shader_code\22: \22not base64!\22, \22shader_language\22: \22SPIR-V\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "spirv_not_base64"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Decoded SPIR-V is whole 32-bit words: AQID is 3 bytes.
func.func @spirv_words(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'spirv_words': key 'shader_code': SPIR-V code decodes to 3 bytes, not a non-zero multiple of 4}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22shader_code\22: \22AQID\22, \22shader_language\22: \22SPIR-V\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "spirv_words"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// push_constants is a string.
func.func @push_constants_type(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'push_constants_type': key 'push_constants': expected a string}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22push_constants\22: 4, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "push_constants_type"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Resource indices have no leading zeros (input_01 is not input_1).
func.func @leading_zero(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'leading_zero': key 'input_01_binding': the index has a leading zero}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_01_binding\22: 0, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "leading_zero"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Every operand needs a binding.
func.func @binding_missing(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'binding_missing': key 'input_0_binding': missing (every input needs one)}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "binding_missing"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A JSON null counts as absent.
func.func @null_is_absent(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'null_is_absent': key 'input_0_descriptorset': missing (every input needs one)}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: null, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "null_is_absent"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A binding is an integer.
func.func @binding_type(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'binding_type': key 'input_0_binding': expected an integer}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: \220\22, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "binding_type"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A binding is not negative.
func.func @binding_range(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'binding_range': key 'output_0_binding': -1 is not from 0 to 4294967295}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: -1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "binding_range"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Every result needs its resource too.
func.func @output_missing(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'output_missing': key 'output_0_vkformat': missing (every output needs one)}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "output_missing"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Descriptor types are Vulkan's names.
func.func @descriptor_type(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'descriptor_type': key 'input_0_vkdescriptortype': 'VK_DESCRIPTOR_TYPE_TEXTURE' is not a Vulkan descriptor type}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_TEXTURE\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "descriptor_type"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Formats are Vulkan's names.
func.func @format_name(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'format_name': key 'input_0_vkformat': 'R32_SFLOAT' is not a Vulkan format}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "format_name"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// The resource kind is Tensor, Image or Buffer.
func.func @resource_kind(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'resource_kind': key 'input_0_type': 'Texture' is not Tensor, Image or Buffer}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_type\22: \22Texture\22, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "resource_kind"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A sampler gives all five fields.
func.func @sampler_incomplete(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'sampler_incomplete': key 'input_0_sampler': the sampler needs a string 'border_color'}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_sampler\22: {\22address_mode_u\22: \22VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE\22, \22address_mode_v\22: \22VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE\22, \22mag_filter\22: \22VK_FILTER_LINEAR\22, \22min_filter\22: \22VK_FILTER_LINEAR\22}, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "sampler_incomplete"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A sampler has no other fields.
func.func @sampler_extra(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'sampler_extra': key 'input_0_sampler': a sampler has no field 'lod'}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_sampler\22: {\22address_mode_u\22: \22VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE\22, \22address_mode_v\22: \22VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE\22, \22border_color\22: \22VK_BORDER_COLOR_FLOAT_OPAQUE_BLACK\22, \22lod\22: \220\22, \22mag_filter\22: \22VK_FILTER_LINEAR\22, \22min_filter\22: \22VK_FILTER_LINEAR\22}, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "sampler_extra"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Sampler fields take Vulkan's names.
func.func @sampler_value(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'sampler_value': key 'input_0_sampler': 'VK_FILTER_BOX' is not a value of the sampler's 'min_filter'}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_sampler\22: {\22address_mode_u\22: \22VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE\22, \22address_mode_v\22: \22VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE\22, \22border_color\22: \22VK_BORDER_COLOR_FLOAT_OPAQUE_BLACK\22, \22mag_filter\22: \22VK_FILTER_LINEAR\22, \22min_filter\22: \22VK_FILTER_BOX\22}, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "sampler_value"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// An image resource has rank 3 or 4.
func.func @image_rank(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'image_rank': key 'input_0_vkformat': an image resource has rank 3 or 4, not 1}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_type\22: \22Image\22, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_IMAGE\22, \22input_0_vkformat\22: \22VK_FORMAT_R32G32B32A32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "image_rank"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A rank-4 image resource has batch 1.
func.func @image_batch(%arg0: tensor<2x8x8x4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'image_batch': key 'input_0_vkformat': an image resource of rank 4 has batch 1, not 2}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_type\22: \22Image\22, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_IMAGE\22, \22input_0_vkformat\22: \22VK_FORMAT_R32G32B32A32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "image_batch"} : (tensor<2x8x8x4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// An image resource is statically shaped.
func.func @image_dynamic(%arg0: tensor<1x?x8x4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'image_dynamic': key 'input_0_vkformat': an image resource needs a statically shaped tensor}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_type\22: \22Image\22, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_IMAGE\22, \22input_0_vkformat\22: \22VK_FORMAT_R32G32B32A32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "image_dynamic"} : (tensor<1x?x8x4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Three channels are no packed image format (seed 002).
func.func @image_three_channels(%arg0: tensor<4xf32>) -> tensor<1x8x8x3xf32> {
  // expected-error @+1 {{'tosa.custom' op 'image_three_channels': key 'output_0_vkformat': an image resource cannot have 3 channels: pad them to 4 or use a buffer or tensor}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_type\22: \22Image\22, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_IMAGE\22, \22output_0_vkformat\22: \22VK_FORMAT_R32G32B32A32_SFLOAT\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "image_three_channels"} : (tensor<4xf32>) -> tensor<1x8x8x3xf32>
  return %0 : tensor<1x8x8x3xf32>
}

// -----

// C equals the format's component count.
func.func @image_channels(%arg0: tensor<8x8x2xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'image_channels': key 'input_0_vkformat': channel dimension C = 2 does not match VK_FORMAT_R32G32B32A32_SFLOAT's 4 components}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_type\22: \22Image\22, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_IMAGE\22, \22input_0_vkformat\22: \22VK_FORMAT_R32G32B32A32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "image_channels"} : (tensor<8x8x2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Image formats have 1, 2 or 4 components.
func.func @image_format(%arg0: tensor<8x8x4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'image_format': key 'input_0_vkformat': VK_FORMAT_R32G32B32_SFLOAT has 3 components: an image format has 1, 2 or 4}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_type\22: \22Image\22, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_IMAGE\22, \22input_0_vkformat\22: \22VK_FORMAT_R32G32B32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "image_format"} : (tensor<8x8x4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
