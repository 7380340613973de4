// A shader that disagrees with its payload, or that glslang cannot
// compile, is an error at the custom op, and no VGF file is written.
// REQUIRES: glslang
// RUN: %mica-translate --to-vgf --verify-diagnostics --split-input-file %s
// RUN: rm -f %t.vgf
// RUN: not %mica-translate --to-vgf %s -o %t.vgf
// RUN: test ! -e %t.vgf

func.func @main(%input: tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{the shader binds descriptor set 0 binding 2, which its payload does not give}}
  %scaled = tosa.custom %input {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22workgroup_sizes\22: [64, 1, 1], \22shader_language\22: \22GLSL\22, \22shader_code\22: \22#version 450\\n// Doubles each element of a float tensor, one invocation per element.\\nlayout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;\\n\\nlayout(set = 0, binding = 0) readonly buffer Input { float x[]; } src;\\nlayout(set = 0, binding = 2) writeonly buffer Output { float y[]; } dst;\\n\\nvoid main()\\n{\\n\\tuint i = gl_GlobalInvocationID.x;\\n\\tif (i < src.x.length())\\n\\t\\tdst.y[i] = 2.0 * src.x[i];\\n}\\n\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22}", operator_name = "scale"} : (tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  return %scaled : tensor<1x6x6x4xf32>
}

// -----

func.func @main(%input: tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{the shader's workgroup size is 32 x 1 x 1, its payload's 64 x 1 x 1}}
  %scaled = tosa.custom %input {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22workgroup_sizes\22: [64, 1, 1], \22shader_language\22: \22GLSL\22, \22shader_code\22: \22#version 450\\n// Doubles each element of a float tensor, one invocation per element.\\nlayout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;\\n\\nlayout(set = 0, binding = 0) readonly buffer Input { float x[]; } src;\\nlayout(set = 0, binding = 1) writeonly buffer Output { float y[]; } dst;\\n\\nvoid main()\\n{\\n\\tuint i = gl_GlobalInvocationID.x;\\n\\tif (i < src.x.length())\\n\\t\\tdst.y[i] = 2.0 * src.x[i];\\n}\\n\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22}", operator_name = "scale"} : (tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  return %scaled : tensor<1x6x6x4xf32>
}

// -----

func.func @main(%input: tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{glslangValidator could not compile the shader}}
  %scaled = tosa.custom %input {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22workgroup_sizes\22: [64, 1, 1], \22shader_language\22: \22GLSL\22, \22shader_code\22: \22#version 450\\n// Doubles each element of a float tensor, one invocation per element.\\nlayout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;\\n\\nlayout(set = 0, binding = 0) readonly buffer Input { float x[]; } src;\\nlayout(set = 0, binding = 1) writeonly buffer Output { float y[]; } dst;\\n\\nvoid main() oops\\n{\\n\\tuint i = gl_GlobalInvocationID.x;\\n\\tif (i < src.x.length())\\n\\t\\tdst.y[i] = 2.0 * src.x[i];\\n}\\n\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22}", operator_name = "scale"} : (tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  return %scaled : tensor<1x6x6x4xf32>
}
