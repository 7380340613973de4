// RUN: %mica-opt --assign-grapharm-interface-var-abi %s | FileCheck %s
// The converter's sequence-wide bindings (assign_grapharm_interface_var_abi.cpp):
// inputs by argument number (0, 1), then per run the values it takes and gives
// that are no input or output of the sequence (%0 -> 2, %1 -> 3, %2#1 -> 4), then
// the outputs not numbered yet (%2#0 -> 5). A compute segment gets none.

// CHECK: vgf.segment @graph_partition_0(%arg2: tensor<2xf32>) -> tensor<2xf32> attributes {segment_type = 0 : i32} {
// CHECK: func.func @graph_partition_0(%arg3: tensor<2xf32> {grapharm.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}) -> (tensor<2xf32> {grapharm.interface_var_abi = #spirv.interface_var_abi<(0, 2)>}) {
// CHECK: vgf.segment @graph_partition_1(%arg2: tensor<2xf32>) -> tensor<2xf32> attributes {segment_type = 1 : i32} {
// CHECK: vgf.segment @graph_partition_2(%arg2: tensor<2xf32>, %arg3: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) attributes {segment_type = 0 : i32} {
// CHECK: func.func @graph_partition_2(%arg4: tensor<2xf32> {grapharm.interface_var_abi = #spirv.interface_var_abi<(0, 3)>}, %arg5: tensor<2xf32> {grapharm.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}) -> (tensor<2xf32> {grapharm.interface_var_abi = #spirv.interface_var_abi<(0, 5)>}, tensor<2xf32> {grapharm.interface_var_abi = #spirv.interface_var_abi<(0, 4)>}) {
// CHECK-NOT: grapharm

vgf.sequence @shared_values(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  vgf.segment @graph_partition_0(%arg2: tensor<2xf32>) -> tensor<2xf32> attributes {segment_type = 0 : i32} {
    func.func @graph_partition_0(%arg3: tensor<2xf32>) -> tensor<2xf32> {
      %0 = tosa.abs %arg3 : (tensor<2xf32>) -> tensor<2xf32>
      return %0 : tensor<2xf32>
    }
    vgf.segment_output
  }
  %0 = vgf.run_segment @graph_partition_0 : (%arg0) (tensor<2xf32>) -> tensor<2xf32>
  vgf.segment @graph_partition_1(%arg2: tensor<2xf32>) -> tensor<2xf32> attributes {segment_type = 1 : i32} {
    %1 = vgf.shader_placeholder(%arg2) {entry_point = "main", input_bindings = array<i64: 0>, input_descriptor_sets = array<i64: 0>, input_vk_descriptor_types = ["VK_DESCRIPTOR_TYPE_TENSOR_ARM"], input_vk_formats = ["VK_FORMAT_R32_SFLOAT"], output_bindings = array<i64: 1>, output_descriptor_sets = array<i64: 0>, output_vk_descriptor_types = ["VK_DESCRIPTOR_TYPE_TENSOR_ARM"], output_vk_formats = ["VK_FORMAT_R32_SFLOAT"], shader_name = "com.arm.VulkanCustomShader::s", workgroup_sizes = array<i64: 1, 1, 1>} : (tensor<2xf32>) -> tensor<2xf32>
    vgf.segment_output %1 : tensor<2xf32>
  }
  %1 = vgf.run_segment @graph_partition_1 : (%0) (tensor<2xf32>) -> tensor<2xf32>
  vgf.segment @graph_partition_2(%arg2: tensor<2xf32>, %arg3: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) attributes {segment_type = 0 : i32} {
    func.func @graph_partition_2(%arg4: tensor<2xf32>, %arg5: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
      %2 = tosa.add %arg4, %arg5 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      %3 = tosa.abs %2 : (tensor<2xf32>) -> tensor<2xf32>
      return %2, %3 : tensor<2xf32>, tensor<2xf32>
    }
    vgf.segment_output
  }
  %2:2 = vgf.run_segment @graph_partition_2 : (%1, %arg1) (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  vgf.sequence_output %2#0, %0 : tensor<2xf32>, tensor<2xf32>
}
