// Several outputs, in result order, in the main sequence; after
// model-partitioning the entry is the vgf.sequence, its names kept.
// RUN: %mica-translate --emit-iospec %s | FileCheck %s
// RUN: %mica-opt --model-partition-marking --model-partitioning %s | %mica-translate --emit-iospec | FileCheck %s

// CHECK-LABEL: {{^}}inputs:
// CHECK-NEXT:    lhs:
// CHECK-NEXT:      type: input
// CHECK-NEXT:      varname: lhs
// CHECK-NEXT:      length: 16
// CHECK-NEXT:      padded_length: 16
// CHECK-NEXT:      length_64b_words: 8
// CHECK-NEXT:      precision: 32
// CHECK-NEXT:      quantization:
// CHECK-NEXT:        scale: 1.0
// CHECK-NEXT:        zero_pt: 0.0
// CHECK-NEXT:      comments:
// CHECK-NEXT:        latched: false
// CHECK-NEXT:    rhs:
// CHECK-NEXT:      type: input
// CHECK-NEXT:      varname: rhs
// CHECK-NEXT:      length: 16
// CHECK-NEXT:      padded_length: 16
// CHECK-NEXT:      length_64b_words: 8
// CHECK-NEXT:      precision: 32
// CHECK-NEXT:      quantization:
// CHECK-NEXT:        scale: 1.0
// CHECK-NEXT:        zero_pt: 0.0
// CHECK-NEXT:      comments:
// CHECK-NEXT:        latched: false
// CHECK-NEXT:  outputs:
// CHECK-NEXT:    sum:
// CHECK-NEXT:      type: output
// CHECK-NEXT:      varname: sum
// CHECK-NEXT:      length: 16
// CHECK-NEXT:      padded_length: 16
// CHECK-NEXT:      length_64b_words: 8
// CHECK-NEXT:      precision: 32
// CHECK-NEXT:      quantization:
// CHECK-NEXT:        scale: 1.0
// CHECK-NEXT:        zero_pt: 0.0
// CHECK-NEXT:    diff:
// CHECK-NEXT:      type: output
// CHECK-NEXT:      varname: diff
// CHECK-NEXT:      length: 16
// CHECK-NEXT:      padded_length: 16
// CHECK-NEXT:      length_64b_words: 8
// CHECK-NEXT:      precision: 32
// CHECK-NEXT:      quantization:
// CHECK-NEXT:        scale: 1.0
// CHECK-NEXT:        zero_pt: 0.0
// CHECK-NEXT:    index:
// CHECK-NEXT:      type: output
// CHECK-NEXT:      varname: index
// CHECK-NEXT:      length: 16
// CHECK-NEXT:      padded_length: 16
// CHECK-NEXT:      length_64b_words: 8
// CHECK-NEXT:      precision: 32
// CHECK-NEXT:      quantization:
// CHECK-NEXT:        scale: 1.0
// CHECK-NEXT:        zero_pt: 0.0
// CHECK-NEXT:  simple_sequences:
// CHECK-NEXT:    main_seq:
// CHECK-NEXT:      type: simple_sequence
// CHECK-NEXT:      outputs:
// CHECK-NEXT:      - sum
// CHECK-NEXT:      - diff
// CHECK-NEXT:      - index
// CHECK-NEXT:      inputs:
// CHECK-NEXT:      - lhs
// CHECK-NEXT:      - rhs
// CHECK-NEXT:  complex_sequences: {}
func.func @main(%arg0: tensor<2x8xf32>, %arg1: tensor<2x8xf32>) -> (tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xi32>)
    attributes {tf.entry_function = {inputs = "lhs,rhs", outputs = "sum,diff,index"}} {
  %0 = tosa.add %arg0, %arg1 : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
  %1 = tosa.sub %arg0, %arg1 : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
  %2 = tosa.cast %0 : (tensor<2x8xf32>) -> tensor<2x8xi32>
  return %0, %1, %2 : tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xi32>
}
