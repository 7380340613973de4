// The vgf ops' custom forms read and printed back, and the generic form
// read back into them.  The expected text follows facts 8 and the forms the
// model converter's own tests check (vgf.sequence and vgf.segment printed as
// func.func is; run_segment as `@seg : (operands) functional-type`).
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: vgf.sequence @model(%arg0: tensor<4xi8> {tf_saved_model.index_path = ["x"]}) -> tensor<4xi8> attributes {tf.entry_function = {inputs = "x"}} {
// CHECK-NEXT:    vgf.segment @graph_partition_0(%arg1: tensor<4xi8>) -> tensor<4xi8> attributes {segment_type = 0 : i32} {
// CHECK-NEXT:      func.func @graph_partition_0(%arg2: tensor<4xi8>) -> tensor<4xi8> {
// CHECK-NEXT:        return %arg2 : tensor<4xi8>
// CHECK-NEXT:      }
// CHECK-NEXT:      vgf.segment_output
// CHECK-NEXT:    }
// CHECK-NEXT:    %0 = vgf.run_segment @graph_partition_0 : (%arg0) (tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT:    vgf.segment @graph_partition_1(%arg1: tensor<4xi8>) -> tensor<4xi8> attributes {segment_type = 1 : i32} {
// CHECK-NEXT:      %[[S:[0-9]+]] = vgf.shader_placeholder(%arg1) {entry_point = "main", input_bindings = array<i64: 0>, input_descriptor_sets = array<i64: 0>, input_vk_descriptor_types = ["VK_DESCRIPTOR_TYPE_STORAGE_BUFFER"], input_vk_formats = ["VK_FORMAT_R8_SINT"], output_bindings = array<i64: 1>, output_descriptor_sets = array<i64: 0>, output_vk_descriptor_types = ["VK_DESCRIPTOR_TYPE_STORAGE_BUFFER"], output_vk_formats = ["VK_FORMAT_R8_SINT"], shader_code = "void main() {}", shader_language = "GLSL", shader_name = "scale", workgroup_sizes = array<i64: 1, 1, 1>} : (tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT:      vgf.segment_output %[[S]] : tensor<4xi8>
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = vgf.run_segment @graph_partition_1 : (%0) (tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT:    vgf.segment @graph_partition_2() -> tensor<4xi8> attributes {segment_type = 0 : i32} {
// CHECK:         %2 = vgf.run_segment @graph_partition_2 () -> tensor<4xi8>
// CHECK-NEXT:    vgf.sequence_output %1 : tensor<4xi8>
// CHECK-NEXT:  }

// GENERIC: "vgf.run_segment"(%{{.*}}) <{segment = @graph_partition_0}> : (tensor<4xi8>) -> tensor<4xi8>
// GENERIC: "vgf.segment"() <{function_type = (tensor<4xi8>) -> tensor<4xi8>, segment_type = 1 : i32, sym_name = "graph_partition_1"}>
// GENERIC: "vgf.sequence_output"(%{{.*}}) : (tensor<4xi8>) -> ()
vgf.sequence @model(%arg0: tensor<4xi8> {tf_saved_model.index_path = ["x"]}) -> tensor<4xi8> attributes {tf.entry_function = {inputs = "x"}} {
  vgf.segment @graph_partition_0(%arg1: tensor<4xi8>) -> tensor<4xi8> attributes {segment_type = 0 : i32} {
    func.func @graph_partition_0(%arg2: tensor<4xi8>) -> tensor<4xi8> {
      return %arg2 : tensor<4xi8>
    }
    vgf.segment_output
  }
  %0 = vgf.run_segment @graph_partition_0 :(%arg0) (tensor<4xi8>) -> tensor<4xi8>
  vgf.segment @graph_partition_1(%arg1: tensor<4xi8>) -> tensor<4xi8> attributes {segment_type = 1 : i32} {
    %s = vgf.shader_placeholder(%arg1) {entry_point = "main", input_bindings = array<i64: 0>, input_descriptor_sets = array<i64: 0>, input_vk_descriptor_types = ["VK_DESCRIPTOR_TYPE_STORAGE_BUFFER"], input_vk_formats = ["VK_FORMAT_R8_SINT"], output_bindings = array<i64: 1>, output_descriptor_sets = array<i64: 0>, output_vk_descriptor_types = ["VK_DESCRIPTOR_TYPE_STORAGE_BUFFER"], output_vk_formats = ["VK_FORMAT_R8_SINT"], shader_code = "void main() {}", shader_language = "GLSL", shader_name = "scale", workgroup_sizes = array<i64: 1, 1, 1>} : (tensor<4xi8>) -> tensor<4xi8>
    vgf.segment_output %s : tensor<4xi8>
  }
  %1 = vgf.run_segment @graph_partition_1 : (%0) (tensor<4xi8>) -> tensor<4xi8>
  vgf.segment @graph_partition_2() -> tensor<4xi8> attributes {segment_type = 0 : i32} {
    func.func @graph_partition_2() -> tensor<4xi8> {
      %c = "tosa.const"() <{values = dense<1> : tensor<4xi8>}> : () -> tensor<4xi8>
      return %c : tensor<4xi8>
    }
    vgf.segment_output
  }
  %2 = vgf.run_segment @graph_partition_2 () -> tensor<4xi8>
  vgf.sequence_output %1 : tensor<4xi8>
}
