// The VGF constants are the graph constants of the converter's numbering:
// one per grapharm.graph_constant_id (tosa-to-spirv-tosa-mark-graph-constants
// on the whole model, before partitioning), in id order, their resources
// first; each graph segment lists the ids it uses, and a weight that
// check-constant-sparsity found 2:4 sparse has its sparsity dimension.
// Ids with a gap are an error at the constant after it.
// RUN: %mica-opt --tosa-to-spirv-tosa-mark-graph-constants --model-partition-marking --model-partitioning --check-constant-sparsity %s -o %t.mlir
// RUN: %mica-translate --partitions-to-vgf %t.mlir -o %t.vgf
// RUN: %mica-translate --vgf-dump %t.vgf | FileCheck %s
// RUN: %mica-opt --model-partition-marking --model-partitioning %S/Inputs/graph-constant-gap.mlir -o %t.gap.mlir
// RUN: not %mica-translate --partitions-to-vgf %t.gap.mlir 2>&1 | FileCheck %s --check-prefix=GAP
// GAP: error: missing TOSA graph constant id 1; VGF constants must be serialized in global graph constant id order

func.func @main(%input: tensor<1x8x4x4xf32>) -> tensor<1x8x2x2xf32> {
  %w = "tosa.const"() <{values = dense<[[[[1.0, 0.0, 2.0, 0.0], [0.0, 0.0, 3.0, 4.0], [0.0, 9.0, 9.0, 0.0]]], [[[0.0, 5.0, 0.0, 6.0], [7.0, 0.0, 0.0, 8.0], [0.0, 0.0, 0.0, 0.0]]]]> : tensor<2x1x3x4xf32>}> : () -> tensor<2x1x3x4xf32>
  %b = "tosa.const"() <{values = dense<0.0> : tensor<2xf32>}> : () -> tensor<2xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %conv = tosa.conv2d %input, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x4x4xf32>, tensor<2x1x3x4xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x2x2xf32>
  %scaled = tosa.custom %conv {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22workgroup_sizes\22: [64, 1, 1], \22shader_language\22: \22GLSL\22, \22shader_code\22: \22#version 450\\n// Doubles each element of a float tensor, one invocation per element.\\nlayout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;\\n\\nlayout(set = 0, binding = 0) readonly buffer Input { float x[]; } src;\\nlayout(set = 0, binding = 1) writeonly buffer Output { float y[]; } dst;\\n\\nvoid main()\\n{\\n\\tuint i = gl_GlobalInvocationID.x;\\n\\tif (i < src.x.length())\\n\\t\\tdst.y[i] = 2.0 * src.x[i];\\n}\\n\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22}", operator_name = "scale"} : (tensor<1x8x2x2xf32>) -> tensor<1x8x2x2xf32>
  %bias = "tosa.const"() <{values = dense<0.25> : tensor<1x8x2x2xf32>}> : () -> tensor<1x8x2x2xf32>
  %sum = tosa.add %scaled, %bias : (tensor<1x8x2x2xf32>, tensor<1x8x2x2xf32>) -> tensor<1x8x2x2xf32>
  return %sum : tensor<1x8x2x2xf32>
}

// CHECK:      "constants": [
// CHECK-NEXT:     {
// CHECK-NEXT:         "index": 0,
// CHECK-NEXT:         "mrt_index": 0,
// CHECK-NEXT:         "sparsity_dimension": 3
// CHECK-NEXT:     },
// CHECK-NEXT:     {
// CHECK-NEXT:         "index": 1,
// CHECK-NEXT:         "mrt_index": 1,
// CHECK-NEXT:         "sparsity_dimension": -1
// CHECK-NEXT:     }
// CHECK-NEXT: ],
// CHECK:      "segments": [
// CHECK-NEXT:     {
// CHECK-NEXT:         "constants": [
// CHECK-NEXT:             0
// CHECK-NEXT:         ],
// CHECK:              "name": "graph_segment_0",
// CHECK:              "constants": [],
// CHECK:              "name": "compute_segment_0",
// CHECK:              "constants": [
// CHECK-NEXT:             1
// CHECK-NEXT:         ],
// CHECK:              "name": "graph_segment_1",
// CHECK:      "resources": [
// CHECK-NEXT:     {
// CHECK-NEXT:         "category": "CONSTANT",
// CHECK-NEXT:         "index": 0,
// CHECK-NEXT:         "shape": [
// CHECK-NEXT:             2,
// CHECK-NEXT:             1,
// CHECK-NEXT:             3,
// CHECK-NEXT:             4
// CHECK-NEXT:         ],
// CHECK:              "category": "CONSTANT",
// CHECK-NEXT:         "index": 1,
// CHECK:              "category": "INPUT",
// CHECK-NEXT:         "index": 2,
