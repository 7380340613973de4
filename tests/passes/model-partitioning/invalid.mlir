// RUN: %mica-opt --model-partitioning --verify-diagnostics --split-input-file %s
// What partitioning refuses, with the converter's words where it has them.

// expected-error @+1 {{model partitioning requires function definitions}}
func.func private @declared(%arg0: tensor<4xi8>) -> tensor<4xi8>

// -----

func.func @unmarked(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{model partitioning requires 'graph_partition_id' and 'graph_partition_leaf_node' on every op (run --model-partition-marking first)}}
  %0 = tosa.abs %arg0 : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @partition_out_of_range(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{'graph_partition_id' must be a partition number from 0 to 1}}
  %0 = tosa.abs %arg0 {graph_partition_id = 7 : i32, graph_partition_leaf_node = true} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// Marks written by hand that do not hold together: the value partition 1
// needs is no output of partition 0.
func.func @result_not_given(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{a result of this op is used by partition 1 but partition 0 does not give it (run --model-partition-marking first)}}
  %0 = tosa.abs %arg0 {graph_partition_id = 0 : i32, graph_partition_leaf_node = false} : (tensor<4xi8>) -> tensor<4xi8>
  %1 = tosa.custom %0 {domain_name = "com.arm.VulkanCustomShader", implementation_attrs = "{}", operator_name = "s", graph_partition_id = 1 : i32, graph_partition_leaf_node = false} : (tensor<4xi8>) -> tensor<4xi8>
  return %1 : tensor<4xi8>
}
