// RUN: %mica-opt --split-input-file --model-partition-marking --model-partitioning %s | FileCheck %s
// Partitioning as Arm's model converter does it (model_partitioning.cpp): each
// partition a vgf.segment and its vgf.run_segment; a graph segment copies the
// constants it uses from other partitions; a constant a shader uses is an output
// of the graph segment before it; the shader becomes a vgf.shader_placeholder
// with its payload's bindings, sampler, GLSL text or SPIR-V words (base64
// "AwIjBwAAAQA=" is the words 0x07230203 and 0x00010000); a function with no
// ops gets a segment that passes its results through, each once.

// CHECK-LABEL: vgf.sequence @graph_compute_graph(%arg0: tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> attributes {tf.entry_function = {inputs = "x", outputs = "y"}} {
// CHECK-NEXT:  vgf.segment @graph_partition_0(%arg1: tensor<1x8x8x4xf32>) -> (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) attributes {segment_id = 0 : ui32, segment_type = 0 : i32} {
// CHECK-NEXT:  func.func @graph_partition_0(%arg2: tensor<1x8x8x4xf32>) -> (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) attributes {segment_id = 0 : ui32} {
// CHECK-NEXT:  %3 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x8x8x4xf32>}> : () -> tensor<1x8x8x4xf32>
// CHECK-NEXT:  %4 = tosa.add %arg2, %3 : (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
// CHECK-NEXT:  return %3, %4 : tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  vgf.segment_output
// CHECK-NEXT:  }
// CHECK-NEXT:  %0:2 = vgf.run_segment @graph_partition_0 : (%arg0) (tensor<1x8x8x4xf32>) -> (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) {segment_id = 0 : ui32}
// CHECK-NEXT:  vgf.segment @graph_partition_1(%arg1: tensor<1x8x8x4xf32>, %arg2: tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> attributes {segment_id = 1 : ui32, segment_type = 1 : i32} {
// CHECK-NEXT:  %3 = vgf.shader_placeholder(%arg1, %arg2) {entry_point = "main", input_bindings = array<i64: 0, 1>, input_descriptor_sets = array<i64: 0, 0>, input_sampler_configs = [{address_mode_u = "REPEAT", address_mode_v = "CLAMP_TO_EDGE", border_color = "FLOAT_OPAQUE_BLACK", mag_filter = "NEAREST", min_filter = "LINEAR"}, {}], input_vk_descriptor_types = ["VK_DESCRIPTOR_TYPE_STORAGE_IMAGE", "VK_DESCRIPTOR_TYPE_TENSOR_ARM"], input_vk_formats = ["VK_FORMAT_R32G32B32A32_SFLOAT", "VK_FORMAT_R32_SFLOAT"], output_bindings = array<i64: 2>, output_descriptor_sets = array<i64: 1>, output_vk_descriptor_types = ["VK_DESCRIPTOR_TYPE_TENSOR_ARM"], output_vk_formats = ["VK_FORMAT_R32_SFLOAT"], shader_code = "void main() {}", shader_language = "GLSL", shader_name = "com.arm.VulkanCustomShader::blur", workgroup_sizes = array<i64: 8, 8, 1>} : (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
// CHECK-NEXT:  vgf.segment_output %3 : tensor<1x8x8x4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  %1 = vgf.run_segment @graph_partition_1 : (%0#1, %0#0) (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> {segment_id = 1 : ui32}
// CHECK-NEXT:  vgf.segment @graph_partition_2(%arg1: tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> attributes {segment_id = 2 : ui32, segment_type = 0 : i32} {
// CHECK-NEXT:  func.func @graph_partition_2(%arg2: tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> attributes {segment_id = 2 : ui32} {
// CHECK-NEXT:  %3 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x8x8x4xf32>}> : () -> tensor<1x8x8x4xf32>
// CHECK-NEXT:  %4 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT:  %5 = tosa.mul %arg2, %3, %4 : (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>, tensor<1xi8>) -> tensor<1x8x8x4xf32>
// CHECK-NEXT:  return %5 : tensor<1x8x8x4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  vgf.segment_output
// CHECK-NEXT:  }
// CHECK-NEXT:  %2 = vgf.run_segment @graph_partition_2 : (%1) (tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> {segment_id = 2 : ui32}
// CHECK-NEXT:  vgf.sequence_output %2 : tensor<1x8x8x4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-EMPTY:
// CHECK-LABEL: vgf.sequence @spirv_shader(%arg0: tensor<4xi32>) -> tensor<4xi32> {
// CHECK-NEXT:  vgf.segment @graph_partition_0(%arg1: tensor<4xi32>) -> tensor<4xi32> attributes {segment_id = 0 : ui32, segment_type = 1 : i32} {
// CHECK-NEXT:  %1 = vgf.shader_placeholder(%arg1) {entry_point = "main", input_bindings = array<i64: 0>, input_descriptor_sets = array<i64: 0>, input_vk_descriptor_types = ["VK_DESCRIPTOR_TYPE_TENSOR_ARM"], input_vk_formats = ["VK_FORMAT_R32_SINT"], output_bindings = array<i64: 1>, output_descriptor_sets = array<i64: 0>, output_vk_descriptor_types = ["VK_DESCRIPTOR_TYPE_TENSOR_ARM"], output_vk_formats = ["VK_FORMAT_R32_SINT"], shader_code = array<i32: 119734787, 65536>, shader_language = "SPIR-V", shader_name = "com.arm.VulkanCustomShader::inc", workgroup_sizes = array<i64: 4, 1, 1>} : (tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT:  vgf.segment_output %1 : tensor<4xi32>
// CHECK-NEXT:  }
// CHECK-NEXT:  %0 = vgf.run_segment @graph_partition_0 : (%arg0) (tensor<4xi32>) -> tensor<4xi32> {segment_id = 0 : ui32}
// CHECK-NEXT:  vgf.sequence_output %0 : tensor<4xi32>
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-EMPTY:
// CHECK-LABEL: vgf.sequence @no_ops(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> (tensor<3xf32>, tensor<2xf32>, tensor<3xf32>) {
// CHECK-NEXT:  vgf.segment @graph_partition_0(%arg2: tensor<3xf32>, %arg3: tensor<2xf32>) -> (tensor<3xf32>, tensor<2xf32>) attributes {segment_id = 0 : ui32, segment_type = 0 : i32} {
// CHECK-NEXT:  func.func @graph_partition_0(%arg4: tensor<3xf32>, %arg5: tensor<2xf32>) -> (tensor<3xf32>, tensor<2xf32>) attributes {segment_id = 0 : ui32} {
// CHECK-NEXT:  return %arg4, %arg5 : tensor<3xf32>, tensor<2xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  vgf.segment_output
// CHECK-NEXT:  }
// CHECK-NEXT:  %0:2 = vgf.run_segment @graph_partition_0 : (%arg1, %arg0) (tensor<3xf32>, tensor<2xf32>) -> (tensor<3xf32>, tensor<2xf32>) {segment_id = 0 : ui32}
// CHECK-NEXT:  vgf.sequence_output %0#0, %0#1, %0#0 : tensor<3xf32>, tensor<2xf32>, tensor<3xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @graph_compute_graph(%arg0: tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> attributes {tf.entry_function = {inputs = "x", outputs = "y"}} {
  %w = "tosa.const"() {values = dense<0.5> : tensor<1x8x8x4xf32>} : () -> tensor<1x8x8x4xf32>
  %0 = tosa.add %arg0, %w : (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %1 = tosa.custom %0, %w {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22:\22main\22,\22workgroup_sizes\22:[8,8,1],\22shader_language\22:\22GLSL\22,\22shader_code\22:\22void main() {}\22,\22input_0_binding\22:0,\22input_0_descriptorset\22:0,\22input_0_vkdescriptortype\22:\22VK_DESCRIPTOR_TYPE_STORAGE_IMAGE\22,\22input_0_vkformat\22:\22VK_FORMAT_R32G32B32A32_SFLOAT\22,\22input_0_sampler\22:{\22min_filter\22:\22LINEAR\22,\22mag_filter\22:\22NEAREST\22,\22address_mode_u\22:\22REPEAT\22,\22address_mode_v\22:\22CLAMP_TO_EDGE\22,\22border_color\22:\22FLOAT_OPAQUE_BLACK\22},\22input_1_binding\22:1,\22input_1_descriptorset\22:0,\22input_1_vkdescriptortype\22:\22VK_DESCRIPTOR_TYPE_TENSOR_ARM\22,\22input_1_vkformat\22:\22VK_FORMAT_R32_SFLOAT\22,\22output_0_binding\22:2,\22output_0_descriptorset\22:1,\22output_0_vkdescriptortype\22:\22VK_DESCRIPTOR_TYPE_TENSOR_ARM\22,\22output_0_vkformat\22:\22VK_FORMAT_R32_SFLOAT\22}", operator_name = "blur"} : (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %s = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %2 = tosa.mul %1, %w, %s : (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>, tensor<1xi8>) -> tensor<1x8x8x4xf32>
  return %2 : tensor<1x8x8x4xf32>
}
// -----
func.func @spirv_shader(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22:\22main\22,\22workgroup_sizes\22:[4,1,1],\22shader_language\22:\22SPIR-V\22,\22shader_code\22:\22AwIjBwAAAQA=\22,\22input_0_binding\22:0,\22input_0_descriptorset\22:0,\22input_0_vkdescriptortype\22:\22VK_DESCRIPTOR_TYPE_TENSOR_ARM\22,\22input_0_vkformat\22:\22VK_FORMAT_R32_SINT\22,\22output_0_binding\22:1,\22output_0_descriptorset\22:0,\22output_0_vkdescriptortype\22:\22VK_DESCRIPTOR_TYPE_TENSOR_ARM\22,\22output_0_vkformat\22:\22VK_FORMAT_R32_SINT\22}", operator_name = "inc"} : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// -----
func.func @no_ops(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> (tensor<3xf32>, tensor<2xf32>, tensor<3xf32>) {
  return %arg1, %arg0, %arg1 : tensor<3xf32>, tensor<2xf32>, tensor<3xf32>
}
