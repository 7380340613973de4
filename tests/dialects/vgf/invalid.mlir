// RUN: %mica-opt --verify-diagnostics --split-input-file %s
// The vgf dialect's verifiers: the converter's rules (parents, segment type,
// shader code and language) and the references a sequence needs to run.

// expected-error @+1 {{'vgf.segment' op expects parent op 'vgf.sequence'}}
vgf.segment @alone() attributes {segment_type = 0 : i32} {
  vgf.segment_output
}

// -----

vgf.sequence @seq() {
  // expected-error @+1 {{'vgf.segment' op attribute 'segment_type' failed to satisfy constraint: Type of segment}}
  vgf.segment @s() attributes {segment_type = 2 : i32} {
    vgf.segment_output
  }
  vgf.sequence_output
}

// -----

vgf.sequence @seq(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{'vgf.run_segment' op '@missing' does not reference a segment of its sequence}}
  %0 = vgf.run_segment @missing : (%arg0) (tensor<4xi8>) -> tensor<4xi8>
  vgf.sequence_output %0 : tensor<4xi8>
}

// -----

vgf.sequence @seq(%arg0: tensor<4xi8>, %c: tensor<4xi16>) -> tensor<4xi8> {
  vgf.segment @s(%arg1: tensor<4xi8>) -> tensor<4xi8> attributes {segment_type = 0 : i32} {
    func.func @s(%arg2: tensor<4xi8>) -> tensor<4xi8> {
      return %arg2 : tensor<4xi8>
    }
    vgf.segment_output
  }
  // expected-error @+1 {{'vgf.run_segment' op operand 0 has type tensor<4xi16> but segment '@s' expects tensor<4xi8>}}
  %0 = vgf.run_segment @s : (%c) (tensor<4xi16>) -> tensor<4xi8>
  vgf.sequence_output %0 : tensor<4xi8>
}

// -----

vgf.sequence @seq(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  vgf.segment @s(%arg1: tensor<4xi8>) -> tensor<4xi8> attributes {segment_type = 0 : i32} {
    func.func @s(%arg2: tensor<4xi8>) -> tensor<4xi8> {
      return %arg2 : tensor<4xi8>
    }
    vgf.segment_output
  }
  // expected-error @+1 {{'vgf.run_segment' op has 2 results but segment '@s' takes 1}}
  %0:2 = vgf.run_segment @s : (%arg0) (tensor<4xi8>) -> (tensor<4xi8>, tensor<4xi8>)
  vgf.sequence_output %0#0 : tensor<4xi8>
}

// -----

vgf.sequence @seq(%arg0: tensor<4xi8>) -> tensor<4xi16> {
  // expected-error @+1 {{'vgf.sequence_output' op operand 0 has type tensor<4xi8> but vgf.sequence expects tensor<4xi16>}}
  vgf.sequence_output %arg0 : tensor<4xi8>
}

// -----

vgf.sequence @seq(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  vgf.segment @s(%arg1: tensor<4xi8>) -> tensor<4xi8> attributes {segment_type = 1 : i32} {
    // expected-error @+1 {{'vgf.shader_placeholder' op failed to verify that shader_language and shader_code must both be set or both be unset}}
    %1 = vgf.shader_placeholder(%arg1) {entry_point = "main", input_bindings = array<i64: 0>, input_descriptor_sets = array<i64: 0>, input_vk_descriptor_types = ["T"], input_vk_formats = ["F"], output_bindings = array<i64: 1>, output_descriptor_sets = array<i64: 0>, output_vk_descriptor_types = ["T"], output_vk_formats = ["F"], shader_language = "GLSL", shader_name = "d::o", workgroup_sizes = array<i64: 1, 1, 1>} : (tensor<4xi8>) -> tensor<4xi8>
    vgf.segment_output %1 : tensor<4xi8>
  }
  %0 = vgf.run_segment @s : (%arg0) (tensor<4xi8>) -> tensor<4xi8>
  vgf.sequence_output %0 : tensor<4xi8>
}

// -----

vgf.sequence @seq(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  vgf.segment @s(%arg1: tensor<4xi8>) -> tensor<4xi8> attributes {segment_type = 1 : i32} {
    // expected-error @+1 {{'vgf.shader_placeholder' op failed to verify that shader_code type must match shader_language}}
    %1 = vgf.shader_placeholder(%arg1) {entry_point = "main", input_bindings = array<i64: 0>, input_descriptor_sets = array<i64: 0>, input_vk_descriptor_types = ["T"], input_vk_formats = ["F"], output_bindings = array<i64: 1>, output_descriptor_sets = array<i64: 0>, output_vk_descriptor_types = ["T"], output_vk_formats = ["F"], shader_code = "void main() {}", shader_language = "SPIR-V", shader_name = "d::o", workgroup_sizes = array<i64: 1, 1, 1>} : (tensor<4xi8>) -> tensor<4xi8>
    vgf.segment_output %1 : tensor<4xi8>
  }
  %0 = vgf.run_segment @s : (%arg0) (tensor<4xi8>) -> tensor<4xi8>
  vgf.sequence_output %0 : tensor<4xi8>
}

// -----

vgf.sequence @seq(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  vgf.segment @s(%arg1: tensor<4xi8>) -> tensor<4xi8> attributes {segment_type = 1 : i32} {
    // expected-error @+1 {{'vgf.shader_placeholder' op requires attribute 'entry_point'}}
    %1 = vgf.shader_placeholder(%arg1) {input_bindings = array<i64: 0>, input_descriptor_sets = array<i64: 0>, input_vk_descriptor_types = ["T"], input_vk_formats = ["F"], output_bindings = array<i64: 1>, output_descriptor_sets = array<i64: 0>, output_vk_descriptor_types = ["T"], output_vk_formats = ["F"], shader_name = "d::o", workgroup_sizes = array<i64: 1, 1, 1>} : (tensor<4xi8>) -> tensor<4xi8>
    vgf.segment_output %1 : tensor<4xi8>
  }
  %0 = vgf.run_segment @s : (%arg0) (tensor<4xi8>) -> tensor<4xi8>
  vgf.sequence_output %0 : tensor<4xi8>
}
