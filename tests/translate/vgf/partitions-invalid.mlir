// RUN: %mica-translate --partitions-to-vgf --verify-diagnostics --split-input-file %s

// A tensor whose elements have no VkFormat has no VGF resource.
vgf.sequence @main(%arg0: tensor<2xf64>) -> tensor<2xf64> {
  vgf.segment @graph_partition_0(%arg1: tensor<2xf64>) -> tensor<2xf64> attributes {segment_id = 0 : ui32, segment_type = 0 : i32} {
    func.func @graph_partition_0(%arg2: tensor<2xf64>) -> tensor<2xf64> attributes {segment_id = 0 : ui32} {
      %1 = tosa.abs %arg2 : (tensor<2xf64>) -> tensor<2xf64>
      return %1 : tensor<2xf64>
    }
    vgf.segment_output
  }
  // expected-error @+1 {{no VkFormat for the elements of tensor<2xf64>}}
  %0 = vgf.run_segment @graph_partition_0 : (%arg0) (tensor<2xf64>) -> tensor<2xf64> {segment_id = 0 : ui32}
  vgf.sequence_output %0 : tensor<2xf64>
}

// -----

// A model that was not partitioned has nothing to write.
// expected-error @+1 {{no vgf.sequence to write (run --model-partitioning first)}}
func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  return %arg0 : tensor<2xf32>
}
