// The VGF file of a partitioned model (a graph segment with a graph
// constant, a GLSL shader segment, a second graph segment): bindings
// numbered across the sequence, a resource per view (the shader's storage
// buffers alias the graphs' tensors), the constant's bytes (its resource
// first, as the converter's vgf-constants adds it before the others), and
// files that Arm's vgf_dump reads as mica reads them.
// RUN: %mica-opt --tosa-to-spirv-tosa-mark-graph-constants --model-partition-marking --model-partitioning %s -o %t.mlir
// RUN: %mica-translate --partitions-to-vgf %t.mlir -o %t.vgf
// RUN: %mica-translate --vgf-dump %t.vgf | FileCheck %s
// RUN: %mica-translate --test-vgf-roundtrip %t.vgf -o %t.again.vgf
// RUN: cmp %t.vgf %t.again.vgf
// RUN: not %mica-translate --partitions-to-vgf %s 2>&1 | FileCheck %s --check-prefix=UNPARTITIONED

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

// CHECK:      "constants": [
// CHECK-NEXT:     {
// CHECK-NEXT:         "index": 0,
// CHECK-NEXT:         "mrt_index": 0,
// CHECK-NEXT:         "sparsity_dimension": -1
// CHECK:      "inputs": [
// CHECK-NEXT:     {
// CHECK-NEXT:         "binding": 0,
// CHECK-NEXT:         "index": 0,
// CHECK-NEXT:         "mrt_index": 1,
// CHECK-NEXT:         "name": "input_0"
// CHECK:      "outputs": [
// CHECK-NEXT:     {
// CHECK-NEXT:         "binding": 3,
// CHECK-NEXT:         "index": 0,
// CHECK-NEXT:         "mrt_index": 6,
// CHECK-NEXT:         "name": "output_0"
// CHECK:      "name": "graph_segment_0",
// CHECK:      "type": "GRAPH"
// CHECK:      "dispatch_shape": [
// CHECK-NEXT:     64,
// CHECK-NEXT:     1,
// CHECK-NEXT:     1
// CHECK-NEXT: ],
// CHECK:      "name": "compute_segment_0",
// CHECK:      "type": "COMPUTE"
// CHECK:      "name": "graph_segment_1",
// CHECK:      "modules": [
// CHECK:          "name": "graph_partition_0",
// CHECK-NEXT:     "shader_code_available": false,
// CHECK-NEXT:     "shader_type": "None",
// CHECK-NEXT:     "type": "GRAPH"
// CHECK:          "entry_point": "main",
// CHECK-NEXT:     "index": 1,
// CHECK-NEXT:     "name": "graph_partition_1",
// CHECK-NEXT:     "shader_code_available": true,
// CHECK-NEXT:     "shader_type": "GLSL",
// CHECK-NEXT:     "type": "COMPUTE"
// CHECK:      "resources": [
// CHECK:          "category": "CONSTANT",
// CHECK-NEXT:     "index": 0,
// CHECK:          "vk_descriptor_type": "none",
// CHECK-NEXT:     "vk_format": "VK_FORMAT_R32_SFLOAT"
// CHECK:          "category": "INPUT",
// CHECK-NEXT:     "index": 1,
// CHECK:          "alias_group_id": 0,
// CHECK-NEXT:     "category": "INTERMEDIATE",
// CHECK-NEXT:     "index": 2,
// CHECK:          "vk_descriptor_type": "VK_DESCRIPTOR_TYPE_TENSOR_ARM",
// CHECK:          "alias_group_id": 0,
// CHECK-NEXT:     "category": "INTERMEDIATE",
// CHECK-NEXT:     "index": 3,
// CHECK:          "vk_descriptor_type": "VK_DESCRIPTOR_TYPE_STORAGE_BUFFER",
// CHECK:          "category": "OUTPUT",
// CHECK-NEXT:     "index": 6,

// UNPARTITIONED: error: no vgf.sequence to write (run --model-partitioning first)
