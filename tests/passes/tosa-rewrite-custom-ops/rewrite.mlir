// RUN: %mica-opt --allow-unregistered-dialect --tosa-rewrite-custom-ops=config=%S/Inputs/scale_add.json %s | FileCheck %s
// Library ops become shader tosa.custom ops as the config maps them. The
// payload has the keys of the shader payload schema (input_<i>_<prop>,
// output_<i>_<prop>, entry_point, workgroup_sizes, shader_language,
// shader_code, push_constants), sorted as ExecuTorch's Arm backend writes
// them with json.dumps(sort_keys=True); mlir-opt-22 knows no such pass, so
// the expected text is written from those rules.

// CHECK-LABEL: func.func @inline_glsl
// CHECK-NEXT: %[[C:.*]] = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_type\22: \22Buffer\22, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_type\22: \22Buffer\22, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\22, \22output_0_vkformat\22: \22VK_FORMAT_R32_SFLOAT\22, \22push_constants\22: \22scale: 4\22, \22shader_code\22: \22void main() {}\22, \22shader_language\22: \22GLSL\22, \22workgroup_sizes\22: [64, 1, 1]}", note = 7 : i32, operator_name = "mylib.scale_add"} : (tensor<1x4xf32>) -> tensor<1x4xf32>
// CHECK-NEXT: %[[A:.*]] = tosa.add %[[C]], %arg0
// CHECK-NEXT: return %[[A]]
func.func @inline_glsl(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %0 = "mylib.scale_add"(%x) {note = 7 : i32} : (tensor<1x4xf32>) -> tensor<1x4xf32>
  %1 = tosa.add %0, %x : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
  return %1 : tensor<1x4xf32>
}

// The SPIR-V file's 8 bytes (03 02 23 07 00 00 01 00) in base64 are
// AwIjBwAAAQA= (`base64 Inputs/shaders/blur.spv`); the config's layout
// becomes the op's graph_layout mark.
// CHECK-LABEL: func.func @spirv_file_and_sampler
// CHECK-NEXT: tosa.custom %arg0 {domain_name = "com.example.Other", graph_layout = "NCHW", implementation_attrs = "{\22entry_point\22: \22blur\22, \22input_0_binding\22: 0, \22input_0_descriptorset\22: 0, \22input_0_sampler\22: {\22address_mode_u\22: \22VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_BORDER\22, \22address_mode_v\22: \22VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_BORDER\22, \22border_color\22: \22VK_BORDER_COLOR_FLOAT_TRANSPARENT_BLACK\22, \22mag_filter\22: \22VK_FILTER_LINEAR\22, \22min_filter\22: \22VK_FILTER_LINEAR\22}, \22input_0_type\22: \22Image\22, \22input_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER\22, \22input_0_vkformat\22: \22VK_FORMAT_R32G32B32A32_SFLOAT\22, \22output_0_binding\22: 1, \22output_0_descriptorset\22: 0, \22output_0_type\22: \22Image\22, \22output_0_vkdescriptortype\22: \22VK_DESCRIPTOR_TYPE_STORAGE_IMAGE\22, \22output_0_vkformat\22: \22VK_FORMAT_R32G32B32A32_SFLOAT\22, \22shader_code\22: \22AwIjBwAAAQA=\22, \22shader_language\22: \22SPIR-V\22, \22workgroup_sizes\22: [8, 8, 1]}", operator_name = "mylib.blur"} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
func.func @spirv_file_and_sampler(%x: tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32> {
  %0 = "mylib.blur"(%x) : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  return %0 : tensor<1x4x8x8xf32>
}

// A GLSL file is kept as text; ops the config does not name stay.
// CHECK-LABEL: func.func @glsl_file
// CHECK-NEXT: tosa.custom {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22: \22main\22, \22shader_code\22: \22#version 450\\nvoid main() {}\\n\22, \22shader_language\22: \22GLSL\22, \22workgroup_sizes\22: [16, 16, 1]}", operator_name = "mylib.tint"} : () -> ()
// CHECK-NEXT: "mylib.other"() : () -> ()
func.func @glsl_file() {
  "mylib.tint"() : () -> ()
  "mylib.other"() : () -> ()
  return
}
