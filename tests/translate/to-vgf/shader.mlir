// A model of one GLSL shader (examples/conv_shader_add.mlir's) to its VGF
// file: one compute segment whose module carries the SPIR-V glslang made
// of the payload's source, its two bindings as the payload gives them.
// REQUIRES: glslang
// RUN: %mica-translate --to-vgf %s -o %t.vgf
// RUN: %mica-translate --vgf-dump %t.vgf | FileCheck %s
// The header's Vulkan header version (bytes 4-5) is 999, as in Arm's files.
// RUN: od -A n -t u2 -j 4 -N 2 %t.vgf | FileCheck %s --check-prefix=HEADER
// HEADER: 999
// RUN: %if vgf-dump %{ %vgf-dump -i %t.vgf -o %t.arm.json %}
// RUN: %if vgf-dump %{ %mica-translate --vgf-dump %t.vgf -o %t.mica.json %}
// RUN: %if vgf-dump %{ diff %t.arm.json %t.mica.json %}

// CHECK:      "constants": [],
// CHECK:      "segments": [
// CHECK:        "dispatch_shape": [
// CHECK-NEXT:     64,
// CHECK-NEXT:     1,
// CHECK-NEXT:     1
// CHECK:        "name": "compute_segment_0",
// CHECK:        "type": "COMPUTE"
// CHECK:      "modules": [
// CHECK-NEXT:   {
// CHECK-NEXT:     "entry_point": "main",
// CHECK-NEXT:     "index": 0,
// CHECK-NEXT:     "name": "graph_partition_0",
// CHECK-NEXT:     "shader_code_available": true,
// CHECK-NEXT:     "shader_type": "SPIR-V",
// CHECK-NEXT:     "type": "COMPUTE"
// CHECK:      "resources": [
// CHECK:        "category": "INPUT",
// CHECK:        "vk_descriptor_type": "VK_DESCRIPTOR_TYPE_STORAGE_BUFFER",
// CHECK:        "category": "OUTPUT",
// CHECK:        "vk_descriptor_type": "VK_DESCRIPTOR_TYPE_STORAGE_BUFFER",
// CHECK-NOT:    "category"
func.func @main(%input: tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32> {
  %scaled = tosa.custom %input {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22workgroup_sizes\22: [64, 1, 1], \22shader_language\22: \22GLSL\22, \22shader_code\22: \22#version 450\\n// Doubles each element of a float tensor, one invocation per element.\\nlayout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;\\n\\nlayout(set = 0, binding = 0) readonly buffer Input { float x[]; } src;\\nlayout(set = 0, binding = 1) writeonly buffer Output { float y[]; } dst;\\n\\nvoid main()\\n{\\n\\tuint i = gl_GlobalInvocationID.x;\\n\\tif (i < src.x.length())\\n\\t\\tdst.y[i] = 2.0 * src.x[i];\\n}\\n\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22}", operator_name = "scale"} : (tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  return %scaled : tensor<1x6x6x4xf32>
}
