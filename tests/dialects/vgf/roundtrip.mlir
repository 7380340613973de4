// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s
// The vgf dialect's forms as Arm's model converter prints them (VGFOps.td:
// sequence and segment in the function form, declarative forms for the rest),
// read back the same from the custom and the generic form.

// CHECK-LABEL: vgf.sequence private @seq(%arg0: tensor<4xi8> {tf_saved_model.index_path = ["input_0"]}) -> (tensor<4xi8> {tf_saved_model.index_path = ["output_0"]}) attributes {tf.entry_function = {inputs = "input_0", outputs = "output_0"}} {
// CHECK-NEXT: vgf.segment @graph_partition_0(%arg1: tensor<4xi8>) -> tensor<4xi8> attributes {segment_id = 0 : ui32, segment_type = 0 : i32} {
// CHECK-NEXT: func.func @graph_partition_0(%arg2: tensor<4xi8>) -> tensor<4xi8> attributes {segment_id = 0 : ui32} {
// CHECK-NEXT: %2 = tosa.abs %arg2 : (tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT: return %2 : tensor<4xi8>
// CHECK-NEXT: }
// CHECK-NEXT: vgf.segment_output
// CHECK-NEXT: }
// CHECK-NEXT: %0 = vgf.run_segment @graph_partition_0 : (%arg0) (tensor<4xi8>) -> tensor<4xi8> {segment_id = 0 : ui32}
// CHECK-NEXT: vgf.segment @graph_partition_1(%arg1: tensor<4xi8>) -> tensor<4xi8> attributes {segment_type = 1 : i32} {
// CHECK-NEXT: %2 = vgf.shader_placeholder(%arg1) {entry_point = "main", input_bindings = array<i64: 0>, input_descriptor_sets = array<i64: 0>, input_vk_descriptor_types = ["VK_DESCRIPTOR_TYPE_TENSOR_ARM"], input_vk_formats = ["VK_FORMAT_R8_SINT"], output_bindings = array<i64: 1>, output_descriptor_sets = array<i64: 0>, output_vk_descriptor_types = ["VK_DESCRIPTOR_TYPE_TENSOR_ARM"], output_vk_formats = ["VK_FORMAT_R8_SINT"], shader_code = array<i32: 119734787>, shader_language = "SPIR-V", shader_name = "d::o", workgroup_sizes = array<i64: 1, 1, 1>} : (tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT: vgf.segment_output %2 : tensor<4xi8>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = vgf.run_segment @graph_partition_1 : (%0) (tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT: vgf.segment @graph_partition_2() attributes {segment_type = 0 : i32} {
// CHECK-NEXT: func.func @graph_partition_2() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: vgf.segment_output
// CHECK-NEXT: }
// CHECK-NEXT: vgf.run_segment @graph_partition_2 () -> ()
// CHECK-NEXT: vgf.sequence_output %1 : tensor<4xi8>
// CHECK-NEXT: }

vgf.sequence private @seq(%arg0: tensor<4xi8> {tf_saved_model.index_path = ["input_0"]}) -> (tensor<4xi8> {tf_saved_model.index_path = ["output_0"]}) attributes {tf.entry_function = {inputs = "input_0", outputs = "output_0"}} {
  vgf.segment @graph_partition_0(%arg1: tensor<4xi8>) -> tensor<4xi8> attributes {segment_id = 0 : ui32, segment_type = 0 : i32} {
    func.func @graph_partition_0(%arg2: tensor<4xi8>) -> tensor<4xi8> attributes {segment_id = 0 : ui32} {
      %0 = tosa.abs %arg2 : (tensor<4xi8>) -> tensor<4xi8>
      return %0 : tensor<4xi8>
    }
    vgf.segment_output
  }
  %0 = vgf.run_segment @graph_partition_0 :(%arg0) (tensor<4xi8>) -> tensor<4xi8> {segment_id = 0 : ui32}
  vgf.segment @graph_partition_1(%arg1: tensor<4xi8>) -> tensor<4xi8> attributes {segment_type = 1 : i32} {
    %1 = vgf.shader_placeholder(%arg1) {entry_point = "main", input_bindings = array<i64: 0>, input_descriptor_sets = array<i64: 0>, input_vk_descriptor_types = ["VK_DESCRIPTOR_TYPE_TENSOR_ARM"], input_vk_formats = ["VK_FORMAT_R8_SINT"], output_bindings = array<i64: 1>, output_descriptor_sets = array<i64: 0>, output_vk_descriptor_types = ["VK_DESCRIPTOR_TYPE_TENSOR_ARM"], output_vk_formats = ["VK_FORMAT_R8_SINT"], shader_code = array<i32: 119734787>, shader_language = "SPIR-V", shader_name = "d::o", workgroup_sizes = array<i64: 1, 1, 1>} : (tensor<4xi8>) -> tensor<4xi8>
    vgf.segment_output %1 : tensor<4xi8>
  }
  %1 = vgf.run_segment @graph_partition_1 : (%0) (tensor<4xi8>) -> tensor<4xi8>
  vgf.segment @graph_partition_2() -> () attributes {segment_type = 0 : i32} {
    func.func @graph_partition_2() {
      return
    }
    vgf.segment_output
  }
  vgf.run_segment @graph_partition_2 () -> ()
  vgf.sequence_output %1 : tensor<4xi8>
}
