// RUN: %mica-opt --model-partition-marking --model-partitioning %s | FileCheck %s
// A value used inside the region of another partition's op is that partition's
// input (the converter looks at an op's own operands only, which would leave the
// copy inside the segment using a value of the function).

// CHECK-LABEL: vgf.sequence @region_uses(%arg0: tensor<4xi8>, %arg1: tensor<1xi1>) -> tensor<4xi8> {
// CHECK-NEXT:  vgf.segment @graph_partition_0(%arg2: tensor<4xi8>) -> tensor<4xi8> attributes {segment_id = 0 : ui32, segment_type = 0 : i32} {
// CHECK-NEXT:  func.func @graph_partition_0(%arg3: tensor<4xi8>) -> tensor<4xi8> attributes {segment_id = 0 : ui32} {
// CHECK-NEXT:  %3 = tosa.abs %arg3 : (tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT:  return %3 : tensor<4xi8>
// CHECK-NEXT:  }
// CHECK-NEXT:  vgf.segment_output
// CHECK-NEXT:  }
// CHECK-NEXT:  %0 = vgf.run_segment @graph_partition_0 : (%arg0) (tensor<4xi8>) -> tensor<4xi8> {segment_id = 0 : ui32}
// CHECK-NEXT:  vgf.segment @graph_partition_1(%arg2: tensor<4xi8>) -> tensor<4xi8> attributes {segment_id = 1 : ui32, segment_type = 1 : i32} {
// CHECK-NEXT:  %3 = vgf.shader_placeholder(%arg2) {entry_point = "main", input_bindings = array<i64: 0>, input_descriptor_sets = array<i64: 0>, input_vk_descriptor_types = ["VK_DESCRIPTOR_TYPE_TENSOR_ARM"], input_vk_formats = ["VK_FORMAT_R8_SINT"], output_bindings = array<i64: 1>, output_descriptor_sets = array<i64: 0>, output_vk_descriptor_types = ["VK_DESCRIPTOR_TYPE_TENSOR_ARM"], output_vk_formats = ["VK_FORMAT_R8_SINT"], shader_name = "com.arm.VulkanCustomShader::s", workgroup_sizes = array<i64: 1, 1, 1>} : (tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT:  vgf.segment_output %3 : tensor<4xi8>
// CHECK-NEXT:  }
// CHECK-NEXT:  %1 = vgf.run_segment @graph_partition_1 : (%0) (tensor<4xi8>) -> tensor<4xi8> {segment_id = 1 : ui32}
// CHECK-NEXT:  vgf.segment @graph_partition_2(%arg2: tensor<1xi1>, %arg3: tensor<4xi8>, %arg4: tensor<4xi8>) -> tensor<4xi8> attributes {segment_id = 2 : ui32, segment_type = 0 : i32} {
// CHECK-NEXT:  func.func @graph_partition_2(%arg5: tensor<1xi1>, %arg6: tensor<4xi8>, %arg7: tensor<4xi8>) -> tensor<4xi8> attributes {segment_id = 2 : ui32} {
// CHECK-NEXT:  %3 = tosa.cond_if %arg5 (%arg8 = %arg6) : tensor<1xi1> (tensor<4xi8>) -> tensor<4xi8> {
// CHECK-NEXT:  ^bb0(%arg8: tensor<4xi8>):
// CHECK-NEXT:  %4 = tosa.add %arg8, %arg7 : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT:  tosa.yield %4 : tensor<4xi8>
// CHECK-NEXT:  } else {
// CHECK-NEXT:  ^bb0(%arg8: tensor<4xi8>):
// CHECK-NEXT:  tosa.yield %arg8 : tensor<4xi8>
// CHECK-NEXT:  }
// CHECK-NEXT:  return %3 : tensor<4xi8>
// CHECK-NEXT:  }
// CHECK-NEXT:  vgf.segment_output
// CHECK-NEXT:  }
// CHECK-NEXT:  %2 = vgf.run_segment @graph_partition_2 : (%arg1, %1, %0) (tensor<1xi1>, tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8> {segment_id = 2 : ui32}
// CHECK-NEXT:  vgf.sequence_output %2 : tensor<4xi8>
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @region_uses(%arg0: tensor<4xi8>, %c: tensor<1xi1>) -> tensor<4xi8> {
  %0 = tosa.abs %arg0 : (tensor<4xi8>) -> tensor<4xi8>
  %1 = tosa.custom %0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{\22entry_point\22:\22main\22,\22workgroup_sizes\22:[1,1,1],\22input_0_binding\22:0,\22input_0_descriptorset\22:0,\22input_0_vkdescriptortype\22:\22VK_DESCRIPTOR_TYPE_TENSOR_ARM\22,\22input_0_vkformat\22:\22VK_FORMAT_R8_SINT\22,\22output_0_binding\22:1,\22output_0_descriptorset\22:0,\22output_0_vkdescriptortype\22:\22VK_DESCRIPTOR_TYPE_TENSOR_ARM\22,\22output_0_vkformat\22:\22VK_FORMAT_R8_SINT\22}", operator_name = "s"} : (tensor<4xi8>) -> tensor<4xi8>
  %2 = tosa.cond_if %c (%a = %1) : tensor<1xi1> (tensor<4xi8>) -> tensor<4xi8> {
  ^bb0(%a: tensor<4xi8>):
    %3 = tosa.add %a, %0 : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
    tosa.yield %3 : tensor<4xi8>
  } else {
  ^bb0(%a: tensor<4xi8>):
    tosa.yield %a : tensor<4xi8>
  }
  return %2 : tensor<4xi8>
}
