// Two custom compute shaders in parallel and a constant shared across
// partitions: both shaders (shaders/relu6.comp, shaders/scale.comp) read
// the sum of the input and %offset; their results are added and %offset
// is taken away again. Partition marking gives the first add graph
// partition 0, the shaders compute partitions 1 and 2, and the last two
// ops graph partition 3; partitioning re-materializes %offset in graph
// partitions 0 and 3.
func.func @main(%input: tensor<1x16xf32>) -> tensor<1x16xf32> {
  %offset = "tosa.const"() <{values = dense<0.25> : tensor<1x16xf32>}> : () -> tensor<1x16xf32>
  %shifted = tosa.add %input, %offset : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
  %relu6 = tosa.custom %shifted {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22workgroup_sizes\22: [64, 1, 1], \22shader_language\22: \22GLSL\22, \22shader_code\22: \22#version 450\\n// Clamps each element of a float tensor to [0, 6], one invocation per element.\\nlayout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;\\n\\nlayout(set = 0, binding = 0) readonly buffer Input { float x[]; } src;\\nlayout(set = 0, binding = 1) writeonly buffer Output { float y[]; } dst;\\n\\nvoid main()\\n{\\n\\tuint i = gl_GlobalInvocationID.x;\\n\\tif (i < src.x.length())\\n\\t\\tdst.y[i] = clamp(src.x[i], 0.0, 6.0);\\n}\\n\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22}", operator_name = "relu6"} : (tensor<1x16xf32>) -> tensor<1x16xf32>
  %scaled = tosa.custom %shifted {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22workgroup_sizes\22: [64, 1, 1], \22shader_language\22: \22GLSL\22, \22shader_code\22: \22#version 450\\n// Doubles each element of a float tensor, one invocation per element.\\nlayout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;\\n\\nlayout(set = 0, binding = 0) readonly buffer Input { float x[]; } src;\\nlayout(set = 0, binding = 1) writeonly buffer Output { float y[]; } dst;\\n\\nvoid main()\\n{\\n\\tuint i = gl_GlobalInvocationID.x;\\n\\tif (i < src.x.length())\\n\\t\\tdst.y[i] = 2.0 * src.x[i];\\n}\\n\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22}", operator_name = "scale"} : (tensor<1x16xf32>) -> tensor<1x16xf32>
  %sum = tosa.add %relu6, %scaled : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
  %result = tosa.sub %sum, %offset : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
  return %result : tensor<1x16xf32>
}
