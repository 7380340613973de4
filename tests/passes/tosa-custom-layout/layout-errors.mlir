// RUN: %mica-opt --tosa-custom-layout --verify-diagnostics --split-input-file %s
// The layout mark and the payload attribute themselves.

func.func @layout_name(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.custom' op 'p': key 'graph_layout': the layout is "NCHW" or "NHWC"}}
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", graph_layout = "NWHC", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22workgroup_sizes\22: [1, 1, 1]}", operator_name = "p"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
