// The IOSpec of a model's entry: names from tf.entry_function, from
// tf_saved_model.index_path, or input_<i>/output_<i>; lengths padded to 16
// elements and whole 64-bit words of the element's precision.
// RUN: %mica-translate --emit-iospec --split-input-file %s | FileCheck %s

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
// CHECK-NEXT:    C:
// CHECK-NEXT:      type: input
// CHECK-NEXT:      varname: C
// CHECK-NEXT:      length: 60
// CHECK-NEXT:      padded_length: 64
// CHECK-NEXT:      length_64b_words: 16
// CHECK-NEXT:      precision: 16
// CHECK-NEXT:      quantization:
// CHECK-NEXT:        scale: 1.0
// CHECK-NEXT:        zero_pt: 0.0
// CHECK-NEXT:      comments:
// CHECK-NEXT:        latched: false
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
// CHECK-NEXT:      - C
// CHECK-NEXT:  complex_sequences: {}
func.func @main(%b: tensor<60xi16>, %c: tensor<60xi16>) -> tensor<60xi16>
    attributes {tf.entry_function = {inputs = "B,C", outputs = "A"}} {
  %a = tosa.add %b, %c : (tensor<60xi16>, tensor<60xi16>) -> tensor<60xi16>
  return %a : tensor<60xi16>
}

// -----

// Without names: input_<i> and output_<i>; a scalar has length 1; i1 is
// stored a byte each; f32 packs two to a word.
// CHECK-LABEL: {{^}}inputs:
// CHECK-NEXT:    input_0:
// CHECK-NEXT:      type: input
// CHECK-NEXT:      varname: input_0
// CHECK-NEXT:      length: 1
// CHECK-NEXT:      padded_length: 16
// CHECK-NEXT:      length_64b_words: 8
// CHECK-NEXT:      precision: 32
// CHECK-NEXT:      quantization:
// CHECK-NEXT:        scale: 1.0
// CHECK-NEXT:        zero_pt: 0.0
// CHECK-NEXT:      comments:
// CHECK-NEXT:        latched: false
// CHECK-NEXT:    input_1:
// CHECK-NEXT:      type: input
// CHECK-NEXT:      varname: input_1
// CHECK-NEXT:      length: 17
// CHECK-NEXT:      padded_length: 32
// CHECK-NEXT:      length_64b_words: 4
// CHECK-NEXT:      precision: 8
// CHECK-NEXT:      quantization:
// CHECK-NEXT:        scale: 1.0
// CHECK-NEXT:        zero_pt: 0.0
// CHECK-NEXT:      comments:
// CHECK-NEXT:        latched: false
// CHECK-NEXT:  outputs:
// CHECK-NEXT:    output_0:
// CHECK-NEXT:      type: output
// CHECK-NEXT:      varname: output_0
// CHECK-NEXT:      length: 6
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
// CHECK-NEXT:      - output_0
// CHECK-NEXT:      inputs:
// CHECK-NEXT:      - input_0
// CHECK-NEXT:      - input_1
// CHECK-NEXT:  complex_sequences: {}
func.func @model(%s: f32, %m: tensor<17xi1>) -> tensor<2x3xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  return %z : tensor<2x3xf32>
}

// -----

// tf_saved_model.index_path names each argument and result; a private
// function is not the entry.
// CHECK-LABEL: {{^}}inputs:
// CHECK-NEXT:    serving_x:
// CHECK-NEXT:      type: input
// CHECK-NEXT:      varname: serving_x
// CHECK-NEXT:      length: 4
// CHECK-NEXT:      padded_length: 16
// CHECK-NEXT:      length_64b_words: 2
// CHECK-NEXT:      precision: 8
// CHECK-NEXT:      quantization:
// CHECK-NEXT:        scale: 1.0
// CHECK-NEXT:        zero_pt: 0.0
// CHECK-NEXT:      comments:
// CHECK-NEXT:        latched: false
// CHECK-NEXT:  outputs:
// CHECK-NEXT:    result.0:
// CHECK-NEXT:      type: output
// CHECK-NEXT:      varname: result.0
// CHECK-NEXT:      length: 4
// CHECK-NEXT:      padded_length: 16
// CHECK-NEXT:      length_64b_words: 2
// CHECK-NEXT:      precision: 8
// CHECK-NEXT:      quantization:
// CHECK-NEXT:        scale: 1.0
// CHECK-NEXT:        zero_pt: 0.0
// CHECK-NEXT:  simple_sequences:
// CHECK-NEXT:    main_seq:
// CHECK-NEXT:      type: simple_sequence
// CHECK-NEXT:      outputs:
// CHECK-NEXT:      - result.0
// CHECK-NEXT:      inputs:
// CHECK-NEXT:      - serving_x
// CHECK-NEXT:  complex_sequences: {}
func.func private @helper(%x: tensor<4xi8>) -> tensor<4xi8> {
  return %x : tensor<4xi8>
}
func.func @serve(%x: tensor<4xi8> {tf_saved_model.index_path = ["serving_x"]})
    -> (tensor<4xi8> {tf_saved_model.index_path = ["result", 0]}) {
  return %x : tensor<4xi8>
}

// -----

// Names YAML would read as something else are quoted.
// CHECK-LABEL: {{^}}inputs:
// CHECK-NEXT:    "yes":
// CHECK-NEXT:      type: input
// CHECK-NEXT:      varname: "yes"
// CHECK-NEXT:      length: 4
// CHECK-NEXT:      padded_length: 16
// CHECK-NEXT:      length_64b_words: 2
// CHECK-NEXT:      precision: 8
// CHECK-NEXT:      quantization:
// CHECK-NEXT:        scale: 1.0
// CHECK-NEXT:        zero_pt: 0.0
// CHECK-NEXT:      comments:
// CHECK-NEXT:        latched: false
// CHECK-NEXT:  outputs:
// CHECK-NEXT:    "1st out":
// CHECK-NEXT:      type: output
// CHECK-NEXT:      varname: "1st out"
// CHECK-NEXT:      length: 4
// CHECK-NEXT:      padded_length: 16
// CHECK-NEXT:      length_64b_words: 2
// CHECK-NEXT:      precision: 8
// CHECK-NEXT:      quantization:
// CHECK-NEXT:        scale: 1.0
// CHECK-NEXT:        zero_pt: 0.0
// CHECK-NEXT:  simple_sequences:
// CHECK-NEXT:    main_seq:
// CHECK-NEXT:      type: simple_sequence
// CHECK-NEXT:      outputs:
// CHECK-NEXT:      - "1st out"
// CHECK-NEXT:      inputs:
// CHECK-NEXT:      - "yes"
// CHECK-NEXT:  complex_sequences: {}
func.func @main(%x: tensor<4xi8>) -> tensor<4xi8>
    attributes {tf.entry_function = {inputs = "yes", outputs = "1st out"}} {
  return %x : tensor<4xi8>
}
