// A shader given as HLSL is compiled by glslangValidator (-D, -e with the
// payload's entry point) and its SPIR-V goes into the VGF file.
// REQUIRES: glslang
// RUN: %mica-translate --to-vgf %s -o %t.vgf
// RUN: %mica-translate --vgf-dump %t.vgf | FileCheck %s

// CHECK:      "modules": [
// CHECK-NEXT:   {
// CHECK-NEXT:     "entry_point": "scale",
// CHECK-NEXT:     "index": 0,
// CHECK-NEXT:     "name": "graph_partition_0",
// CHECK-NEXT:     "shader_code_available": true,
// CHECK-NEXT:     "shader_type": "SPIR-V",
// CHECK-NEXT:     "type": "COMPUTE"
func.func @main(%input: tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32> {
  %scaled = tosa.custom %input {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22scale\22, \22workgroup_sizes\22: [64, 1, 1], \22shader_language\22: \22HLSL\22, \22shader_code\22: \22// Doubles each element, one invocation per element.\\nRWStructuredBuffer<float> src : register(u0, space0);\\nRWStructuredBuffer<float> dst : register(u1, space0);\\n\\n[numthreads(64, 1, 1)]\\nvoid scale(uint3 id : SV_DispatchThreadID)\\n{\\n\\tdst[id.x] = 2.0 * src[id.x];\\n}\\n\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22}", operator_name = "scale"} : (tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  return %scaled : tensor<1x6x6x4xf32>
}
