// Quantization in the IOSpec: scale and zero point of a per-layer
// !quant.uniform element type (the precision is its storage width), or of
// an iospec.quantization attribute, which takes precedence.
// RUN: %mica-translate --emit-iospec --allow-unregistered-dialect --split-input-file %s | FileCheck %s

// CHECK-LABEL: {{^}}inputs:
// CHECK-NEXT:    input_0:
// CHECK-NEXT:      type: input
// CHECK-NEXT:      varname: input_0
// CHECK-NEXT:      length: 10
// CHECK-NEXT:      padded_length: 16
// CHECK-NEXT:      length_64b_words: 2
// CHECK-NEXT:      precision: 8
// CHECK-NEXT:      quantization:
// CHECK-NEXT:        scale: 0.0078125
// CHECK-NEXT:        zero_pt: -128.0
// CHECK-NEXT:      comments:
// CHECK-NEXT:        latched: false
// CHECK-NEXT:    input_1:
// CHECK-NEXT:      type: input
// CHECK-NEXT:      varname: input_1
// CHECK-NEXT:      length: 3
// CHECK-NEXT:      padded_length: 16
// CHECK-NEXT:      length_64b_words: 4
// CHECK-NEXT:      precision: 16
// CHECK-NEXT:      quantization:
// CHECK-NEXT:        scale: 2.5e-05
// CHECK-NEXT:        zero_pt: 0.0
// CHECK-NEXT:      comments:
// CHECK-NEXT:        latched: false
// CHECK-NEXT:  outputs:
// CHECK-NEXT:    output_0:
// CHECK-NEXT:      type: output
// CHECK-NEXT:      varname: output_0
// CHECK-NEXT:      length: 10
// CHECK-NEXT:      padded_length: 16
// CHECK-NEXT:      length_64b_words: 2
// CHECK-NEXT:      precision: 8
// CHECK-NEXT:      quantization:
// CHECK-NEXT:        scale: 0.1
// CHECK-NEXT:        zero_pt: 7.0
// CHECK-NEXT:  simple_sequences:
// CHECK-NEXT:    main_seq:
// CHECK-NEXT:      type: simple_sequence
// CHECK-NEXT:      outputs:
// CHECK-NEXT:      - output_0
// CHECK-NEXT:      inputs:
// CHECK-NEXT:      - input_0
// CHECK-NEXT:      - input_1
// CHECK-NEXT:  complex_sequences: {}
func.func @main(%x: tensor<1x10x!quant.uniform<i8:f32, 0.0078125:-128>>,
                %y: tensor<3x!quant.uniform<i16:f32, 2.5e-05>>)
    -> tensor<1x10x!quant.uniform<u8:f32, 0.1:7>> {
  %r = "test.requant"(%x, %y) : (tensor<1x10x!quant.uniform<i8:f32, 0.0078125:-128>>, tensor<3x!quant.uniform<i16:f32, 2.5e-05>>) -> tensor<1x10x!quant.uniform<u8:f32, 0.1:7>>
  return %r : tensor<1x10x!quant.uniform<u8:f32, 0.1:7>>
}

// -----

// CHECK-LABEL: {{^}}inputs:
// CHECK-NEXT:    input_0:
// CHECK-NEXT:      type: input
// CHECK-NEXT:      varname: input_0
// CHECK-NEXT:      length: 8
// CHECK-NEXT:      padded_length: 16
// CHECK-NEXT:      length_64b_words: 2
// CHECK-NEXT:      precision: 8
// CHECK-NEXT:      quantization:
// CHECK-NEXT:        scale: 0.5
// CHECK-NEXT:        zero_pt: -3.0
// CHECK-NEXT:      comments:
// CHECK-NEXT:        latched: false
// CHECK-NEXT:    input_1:
// CHECK-NEXT:      type: input
// CHECK-NEXT:      varname: input_1
// CHECK-NEXT:      length: 8
// CHECK-NEXT:      padded_length: 16
// CHECK-NEXT:      length_64b_words: 2
// CHECK-NEXT:      precision: 8
// CHECK-NEXT:      quantization:
// CHECK-NEXT:        scale: 4.0
// CHECK-NEXT:        zero_pt: 0.0
// CHECK-NEXT:      comments:
// CHECK-NEXT:        latched: false
// CHECK-NEXT:  outputs:
// CHECK-NEXT:    output_0:
// CHECK-NEXT:      type: output
// CHECK-NEXT:      varname: output_0
// CHECK-NEXT:      length: 8
// CHECK-NEXT:      padded_length: 16
// CHECK-NEXT:      length_64b_words: 4
// CHECK-NEXT:      precision: 16
// CHECK-NEXT:      quantization:
// CHECK-NEXT:        scale: 1.0e+10
// CHECK-NEXT:        zero_pt: 0.5
// CHECK-NEXT:  simple_sequences:
// CHECK-NEXT:    main_seq:
// CHECK-NEXT:      type: simple_sequence
// CHECK-NEXT:      outputs:
// CHECK-NEXT:      - output_0
// CHECK-NEXT:      inputs:
// CHECK-NEXT:      - input_0
// CHECK-NEXT:      - input_1
// CHECK-NEXT:  complex_sequences: {}
func.func @main(%x: tensor<8xi8> {iospec.quantization = {scale = 0.5 : f32, zero_pt = -3 : i32}},
                %y: tensor<8x!quant.uniform<i8:f32, 0.25:1>> {iospec.quantization = {scale = 4.0 : f64}})
    -> (tensor<8xi16> {iospec.quantization = {scale = 1.0e+10 : f64, zero_pt = 0.5 : f32}}) {
  %r = "test.op"(%x, %y) : (tensor<8xi8>, tensor<8x!quant.uniform<i8:f32, 0.25:1>>) -> tensor<8xi16>
  return %r : tensor<8xi16>
}
