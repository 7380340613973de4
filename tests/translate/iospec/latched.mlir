// Latched inputs (marked iospec.latched): each leaves the main sequence
// for a sequence of its own without outputs, latched_seq when it is the
// only one, else latched_seq_<n> in input order.
// RUN: %mica-translate --emit-iospec --split-input-file %s | FileCheck %s

// The seed's example: A = B + latchedC.
// CHECK-LABEL: {{^}}inputs:
// CHECK-NEXT:    B:
// CHECK-NEXT:      type: input
// CHECK-NEXT:      varname: B
// CHECK-NEXT:      length: 60
// CHECK-NEXT:      padded_length: 64
// CHECK-NEXT:      length_64b_words: 16
// CHECK-NEXT:      precision: 16
// CHECK-NEXT:      quantization:
// CHECK-NEXT:        scale: 1.0
// CHECK-NEXT:        zero_pt: 0.0
// CHECK-NEXT:      comments:
// CHECK-NEXT:        latched: false
// CHECK-NEXT:    latchedC:
// CHECK-NEXT:      type: input
// CHECK-NEXT:      varname: latchedC
// CHECK-NEXT:      length: 60
// CHECK-NEXT:      padded_length: 64
// CHECK-NEXT:      length_64b_words: 16
// CHECK-NEXT:      precision: 16
// CHECK-NEXT:      quantization:
// CHECK-NEXT:        scale: 1.0
// CHECK-NEXT:        zero_pt: 0.0
// CHECK-NEXT:      comments:
// CHECK-NEXT:        latched: true
// CHECK-NEXT:  outputs:
// CHECK-NEXT:    A:
// CHECK-NEXT:      type: output
// CHECK-NEXT:      varname: A
// CHECK-NEXT:      length: 60
// CHECK-NEXT:      padded_length: 64
// CHECK-NEXT:      length_64b_words: 16
// CHECK-NEXT:      precision: 16
// CHECK-NEXT:      quantization:
// CHECK-NEXT:        scale: 1.0
// CHECK-NEXT:        zero_pt: 0.0
// CHECK-NEXT:  simple_sequences:
// CHECK-NEXT:    main_seq:
// CHECK-NEXT:      type: simple_sequence
// CHECK-NEXT:      outputs:
// CHECK-NEXT:      - A
// CHECK-NEXT:      inputs:
// CHECK-NEXT:      - B
// CHECK-NEXT:    latched_seq:
// CHECK-NEXT:      type: simple_sequence
// CHECK-NEXT:      outputs: []
// CHECK-NEXT:      inputs:
// CHECK-NEXT:      - latchedC
// CHECK-NEXT:  complex_sequences: {}
func.func @main(%b: tensor<60xi16>, %c: tensor<60xi16> {iospec.latched}) -> tensor<60xi16>
    attributes {tf.entry_function = {inputs = "B,latchedC", outputs = "A"}} {
  %a = tosa.add %b, %c : (tensor<60xi16>, tensor<60xi16>) -> tensor<60xi16>
  return %a : tensor<60xi16>
}

// -----

// CHECK-LABEL: {{^}}inputs:
// CHECK-NEXT:    input_0:
// CHECK-NEXT:      type: input
// CHECK-NEXT:      varname: input_0
// CHECK-NEXT:      length: 4
// CHECK-NEXT:      padded_length: 16
// CHECK-NEXT:      length_64b_words: 4
// CHECK-NEXT:      precision: 16
// CHECK-NEXT:      quantization:
// CHECK-NEXT:        scale: 1.0
// CHECK-NEXT:        zero_pt: 0.0
// CHECK-NEXT:      comments:
// CHECK-NEXT:        latched: true
// CHECK-NEXT:    input_1:
// CHECK-NEXT:      type: input
// CHECK-NEXT:      varname: input_1
// CHECK-NEXT:      length: 4
// CHECK-NEXT:      padded_length: 16
// CHECK-NEXT:      length_64b_words: 4
// CHECK-NEXT:      precision: 16
// CHECK-NEXT:      quantization:
// CHECK-NEXT:        scale: 1.0
// CHECK-NEXT:        zero_pt: 0.0
// CHECK-NEXT:      comments:
// CHECK-NEXT:        latched: false
// CHECK-NEXT:    input_2:
// CHECK-NEXT:      type: input
// CHECK-NEXT:      varname: input_2
// CHECK-NEXT:      length: 1
// CHECK-NEXT:      padded_length: 16
// CHECK-NEXT:      length_64b_words: 4
// CHECK-NEXT:      precision: 16
// CHECK-NEXT:      quantization:
// CHECK-NEXT:        scale: 1.0
// CHECK-NEXT:        zero_pt: 0.0
// CHECK-NEXT:      comments:
// CHECK-NEXT:        latched: true
// CHECK-NEXT:  outputs:
// CHECK-NEXT:    output_0:
// CHECK-NEXT:      type: output
// CHECK-NEXT:      varname: output_0
// CHECK-NEXT:      length: 4
// CHECK-NEXT:      padded_length: 16
// CHECK-NEXT:      length_64b_words: 4
// CHECK-NEXT:      precision: 16
// CHECK-NEXT:      quantization:
// CHECK-NEXT:        scale: 1.0
// CHECK-NEXT:        zero_pt: 0.0
// CHECK-NEXT:  simple_sequences:
// CHECK-NEXT:    main_seq:
// CHECK-NEXT:      type: simple_sequence
// CHECK-NEXT:      outputs:
// CHECK-NEXT:      - output_0
// CHECK-NEXT:      inputs:
// CHECK-NEXT:      - input_1
// CHECK-NEXT:    latched_seq_0:
// CHECK-NEXT:      type: simple_sequence
// CHECK-NEXT:      outputs: []
// CHECK-NEXT:      inputs:
// CHECK-NEXT:      - input_0
// CHECK-NEXT:    latched_seq_1:
// CHECK-NEXT:      type: simple_sequence
// CHECK-NEXT:      outputs: []
// CHECK-NEXT:      inputs:
// CHECK-NEXT:      - input_2
// CHECK-NEXT:  complex_sequences: {}
func.func @main(%k: tensor<4xf16> {iospec.latched}, %x: tensor<4xf16>, %g: tensor<1xf16> {iospec.latched})
    -> tensor<4xf16> {
  return %x : tensor<4xf16>
}
