// A small TOSA model with one custom compute shader: a convolution and a
// clamp (ML ops), a GLSL shader (shaders/scale.comp, carried in the
// payload as source text) and an add of the two. Partition marking puts
// conv2d and clamp in graph partition 0, the shader in compute partition
// 1 and the add in graph partition 2.
func.func @main(%input: tensor<1x8x8x3xf32>) -> tensor<1x6x6x4xf32> {
  %weight = "tosa.const"() <{values = dense<0.125> : tensor<4x3x3x3xf32>}> : () -> tensor<4x3x3x3xf32>
  %bias = "tosa.const"() <{values = dense<[0.0, 0.5, 1.0, 1.5]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %conv = tosa.conv2d %input, %weight, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
  %act = tosa.clamp %conv {max_val = 6.0 : f32, min_val = 0.0 : f32} : (tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %scaled = tosa.custom %act {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22workgroup_sizes\22: [64, 1, 1], \22shader_language\22: \22GLSL\22, \22shader_code\22: \22#version 450\\n// Doubles each element of a float tensor, one invocation per element.\\nlayout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;\\n\\nlayout(set = 0, binding = 0) readonly buffer Input { float x[]; } src;\\nlayout(set = 0, binding = 1) writeonly buffer Output { float y[]; } dst;\\n\\nvoid main()\\n{\\n\\tuint i = gl_GlobalInvocationID.x;\\n\\tif (i < src.x.length())\\n\\t\\tdst.y[i] = 2.0 * src.x[i];\\n}\\n\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22}", operator_name = "scale"} : (tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %sum = tosa.add %act, %scaled : (tensor<1x6x6x4xf32>, tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  return %sum : tensor<1x6x6x4xf32>
}
