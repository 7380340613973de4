// RUN: %mica-opt --split-input-file --model-partition-marking %s | FileCheck %s
// Partition marking as Arm's model converter does it (model_partition_marking.cpp):
// a constant first used by a shader gets a graph partition inserted before it,
// a constant of graph users only is rematerialized (no leaf), graph ops with no
// producers after a shader open a graph partition, stale marks are replaced, a
// non-shader tosa.custom is a graph op, and a constant only returned joins the
// trailing graph partition.

// CHECK-LABEL: func.func @constant_before_first_shader(%arg0: tensor<4xi8>) -> tensor<4xi8> {
// CHECK-NEXT:  %0 = "tosa.const"() <{values = dense<2> : tensor<4xi8>}> {graph_partition_id = 0 : i32, graph_partition_leaf_node = true} : () -> tensor<4xi8>
// CHECK-NEXT:  %1 = tosa.custom %arg0, %0 {domain_name = "com.arm.VulkanCustomShader", graph_partition_id = 1 : i32, graph_partition_leaf_node = true, implementation_attrs = "{}", operator_name = "scale"} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT:  %2 = tosa.abs %1 {graph_partition_id = 2 : i32, graph_partition_leaf_node = true, graph_partition_sequence_output_indices = array<i64: 0>} : (tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT:  return %2 : tensor<4xi8>
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-EMPTY:
// CHECK-LABEL: func.func @graph_shader_graph(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> (tensor<4xi8>, tensor<4xi8>) {
// CHECK-NEXT:  %0 = "tosa.const"() <{values = dense<1> : tensor<4xi8>}> {graph_partition_id = 0 : i32, graph_partition_leaf_node = false} : () -> tensor<4xi8>
// CHECK-NEXT:  %1 = tosa.add %arg0, %0 {graph_partition_id = 0 : i32, graph_partition_leaf_node = true} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT:  %2 = tosa.custom %1 {domain_name = "com.arm.VulkanCustomShader", graph_partition_id = 1 : i32, graph_partition_leaf_node = true, implementation_attrs = "{}", operator_name = "s"} : (tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT:  %3 = tosa.abs %arg1 {graph_partition_id = 2 : i32, graph_partition_leaf_node = true, graph_partition_sequence_output_indices = array<i64: 1>} : (tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT:  %4 = tosa.add %2, %0 {graph_partition_id = 2 : i32, graph_partition_leaf_node = true, graph_partition_sequence_output_indices = array<i64: 0>} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT:  return %4, %3 : tensor<4xi8>, tensor<4xi8>
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-EMPTY:
// CHECK-LABEL: func.func @two_results_one_returned(%arg0: tensor<4xi8>) -> tensor<4xi8> {
// CHECK-NEXT:  %0:2 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", graph_partition_id = 0 : i32, graph_partition_leaf_node = true, graph_partition_sequence_output_indices = array<i64: -1, 0>, implementation_attrs = "{}", operator_name = "split"} : (tensor<4xi8>) -> (tensor<4xi8>, tensor<4xi8>)
// CHECK-NEXT:  %1 = tosa.abs %arg0 {graph_partition_id = 1 : i32, graph_partition_leaf_node = false} : (tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT:  return %0#1 : tensor<4xi8>
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-EMPTY:
// CHECK-LABEL: func.func @non_shader_custom_is_graph(%arg0: tensor<4xi8>) -> tensor<4xi8> {
// CHECK-NEXT:  %0 = "tosa.const"() <{values = dense<3> : tensor<4xi8>}> {graph_partition_id = 0 : i32, graph_partition_leaf_node = true, graph_partition_sequence_output_indices = array<i64: 0>} : () -> tensor<4xi8>
// CHECK-NEXT:  %1 = tosa.custom %arg0 {domain_name = "com.example.Other", graph_partition_id = 0 : i32, graph_partition_leaf_node = false, implementation_attrs = "", operator_name = "op"} : (tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT:  return %0 : tensor<4xi8>
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @constant_before_first_shader(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  %c = "tosa.const"() {values = dense<2> : tensor<4xi8>} : () -> tensor<4xi8>
  %0 = tosa.custom %arg0, %c {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{}", operator_name = "scale"} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %1 = tosa.abs %0 : (tensor<4xi8>) -> tensor<4xi8>
  return %1 : tensor<4xi8>
}
// -----
func.func @graph_shader_graph(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> (tensor<4xi8>, tensor<4xi8>) {
  %c = "tosa.const"() {values = dense<1> : tensor<4xi8>} : () -> tensor<4xi8>
  %0 = tosa.add %arg0, %c : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %1 = tosa.custom %0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{}", operator_name = "s"} : (tensor<4xi8>) -> tensor<4xi8>
  %2 = tosa.abs %arg1 : (tensor<4xi8>) -> tensor<4xi8>
  %3 = tosa.add %1, %c : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %3, %2 : tensor<4xi8>, tensor<4xi8>
}
// -----
func.func @two_results_one_returned(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  %0:2 = tosa.custom %arg0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{}", operator_name = "split"} : (tensor<4xi8>) -> (tensor<4xi8>, tensor<4xi8>)
  %1 = tosa.abs %arg0 {graph_partition_id = 9 : i32, graph_partition_leaf_node = true, graph_partition_sequence_output_indices = array<i64: 3>} : (tensor<4xi8>) -> tensor<4xi8>
  return %0#1 : tensor<4xi8>
}
// -----
func.func @non_shader_custom_is_graph(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  %c = "tosa.const"() {values = dense<3> : tensor<4xi8>} : () -> tensor<4xi8>
  %0 = tosa.custom %arg0 {domain_name = "com.example.Other", implementation_attrs = "", operator_name = "op"} : (tensor<4xi8>) -> tensor<4xi8>
  return %c : tensor<4xi8>
}
