// The sequence-wide numbering (facts 2.4; the converter's
// src/conversion/assign_grapharm_interface_var_abi.cpp), worked by hand:
// inputs %a, %b are 0 and 1; then run by run the values not numbered yet,
// leaving out sequence inputs and outputs: %g0 (used by the compute
// segment, and an output too) 2, %c1 3; last the outputs not numbered,
// %g2 4.  Only graph segments' functions are annotated.
// RUN: %mica-opt --assign-grapharm-interface-var-abi %s | FileCheck %s

// CHECK-LABEL: vgf.segment @g0(
// CHECK-NEXT:    func.func @g0(%{{[a-z0-9]+}}: tensor<2xi8> {grapharm.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}) -> (tensor<2xi8> {grapharm.interface_var_abi = #spirv.interface_var_abi<(0, 2)>}) {
// CHECK-LABEL: vgf.segment @c1(
// CHECK-NOT:     grapharm.interface_var_abi
// CHECK-LABEL: vgf.segment @g2(
// CHECK-NEXT:    func.func @g2(%{{[a-z0-9]+}}: tensor<2xi8> {grapharm.interface_var_abi = #spirv.interface_var_abi<(0, 3)>}, %{{[a-z0-9]+}}: tensor<2xi8> {grapharm.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}) -> (tensor<2xi8> {grapharm.interface_var_abi = #spirv.interface_var_abi<(0, 4)>}) {
vgf.sequence @numbering(%a: tensor<2xi8>, %b: tensor<2xi8>) -> (tensor<2xi8>, tensor<2xi8>) {
  vgf.segment @g0(%x: tensor<2xi8>) -> tensor<2xi8> attributes {segment_type = 0 : i32} {
    func.func @g0(%y: tensor<2xi8>) -> tensor<2xi8> {
      return %y : tensor<2xi8>
    }
    vgf.segment_output
  }
  %g0 = vgf.run_segment @g0 : (%a) (tensor<2xi8>) -> tensor<2xi8>
  vgf.segment @c1(%x: tensor<2xi8>) -> tensor<2xi8> attributes {segment_type = 1 : i32} {
    %s = vgf.shader_placeholder(%x) {entry_point = "main", input_bindings = array<i64: 0>, input_descriptor_sets = array<i64: 0>, input_vk_descriptor_types = ["VK_DESCRIPTOR_TYPE_STORAGE_BUFFER"], input_vk_formats = ["VK_FORMAT_R8_SINT"], output_bindings = array<i64: 1>, output_descriptor_sets = array<i64: 0>, output_vk_descriptor_types = ["VK_DESCRIPTOR_TYPE_STORAGE_BUFFER"], output_vk_formats = ["VK_FORMAT_R8_SINT"], shader_name = "k", workgroup_sizes = array<i64: 1, 1, 1>} : (tensor<2xi8>) -> tensor<2xi8>
    vgf.segment_output %s : tensor<2xi8>
  }
  %c1 = vgf.run_segment @c1 : (%g0) (tensor<2xi8>) -> tensor<2xi8>
  vgf.segment @g2(%x: tensor<2xi8>, %z: tensor<2xi8>) -> tensor<2xi8> attributes {segment_type = 0 : i32} {
    func.func @g2(%y: tensor<2xi8>, %w: tensor<2xi8>) -> tensor<2xi8> {
      return %y : tensor<2xi8>
    }
    vgf.segment_output
  }
  %g2 = vgf.run_segment @g2 : (%c1, %b) (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  vgf.sequence_output %g2, %g0 : tensor<2xi8>, tensor<2xi8>
}
