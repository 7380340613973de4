// The vgf ops' verifiers, one rule each.  The converter's own words where
// its definitions have them (src/vgf-dialect/VGFOps.td, VGFEnums.td); the
// run and output checks, which the converter leaves out, in func.call's
// and func.return's manner.
// RUN: %mica-opt --split-input-file --verify-diagnostics %s

vgf.sequence @missing(%a: tensor<1xi8>) -> tensor<1xi8> {
  // expected-error @+1 {{'vgf.run_segment' op '@nowhere' does not reference a valid vgf.segment}}
  %0 = vgf.run_segment @nowhere : (%a) (tensor<1xi8>) -> tensor<1xi8>
  vgf.sequence_output %0 : tensor<1xi8>
}

// -----

vgf.sequence @operand_count(%a: tensor<1xi8>) -> tensor<1xi8> {
  vgf.segment @s(%x: tensor<1xi8>, %y: tensor<1xi8>) -> tensor<1xi8> attributes {segment_type = 1 : i32} {
    vgf.segment_output %x : tensor<1xi8>
  }
  // expected-error @+1 {{'vgf.run_segment' op has 1 operands, but its signature has 2}}
  %0 = vgf.run_segment @s : (%a) (tensor<1xi8>) -> tensor<1xi8>
  vgf.sequence_output %0 : tensor<1xi8>
}

// -----

vgf.sequence @operand_type(%a: tensor<1xi8>) -> tensor<1xi16> {
  vgf.segment @s(%x: tensor<1xi16>) -> tensor<1xi16> attributes {segment_type = 1 : i32} {
    vgf.segment_output %x : tensor<1xi16>
  }
  // expected-error @+1 {{'vgf.run_segment' op operand type mismatch: expected operand type 'tensor<1xi16>', but provided 'tensor<1xi8>' for operand number 0}}
  %0 = vgf.run_segment @s : (%a) (tensor<1xi8>) -> tensor<1xi16>
  vgf.sequence_output %0 : tensor<1xi16>
}

// -----

vgf.sequence @result_type(%a: tensor<1xi8>) -> tensor<1xi16> {
  vgf.segment @s(%x: tensor<1xi8>) -> tensor<1xi8> attributes {segment_type = 1 : i32} {
    vgf.segment_output %x : tensor<1xi8>
  }
  // expected-error @+1 {{'vgf.run_segment' op result type mismatch: expected result type 'tensor<1xi8>', but provided 'tensor<1xi16>' for result number 0}}
  %0 = vgf.run_segment @s : (%a) (tensor<1xi8>) -> tensor<1xi16>
  vgf.sequence_output %0 : tensor<1xi16>
}

// -----

vgf.sequence @sequence_output_type(%a: tensor<1xi8>) -> tensor<1xi16> {
  // expected-error @+1 {{'vgf.sequence_output' op type of output operand 0 ('tensor<1xi8>') doesn't match function result type ('tensor<1xi16>') in function @sequence_output_type}}
  vgf.sequence_output %a : tensor<1xi8>
}

// -----

vgf.sequence @segment_output_count(%a: tensor<1xi8>) -> tensor<1xi8> {
  vgf.segment @s(%x: tensor<1xi8>) -> tensor<1xi8> attributes {segment_type = 1 : i32} {
    // expected-error @+1 {{'vgf.segment_output' op has 0 operands, but enclosing function (@s) returns 1}}
    vgf.segment_output
  }
  %0 = vgf.run_segment @s : (%a) (tensor<1xi8>) -> tensor<1xi8>
  vgf.sequence_output %0 : tensor<1xi8>
}

// -----

vgf.sequence @segment_type(%a: tensor<1xi8>) -> tensor<1xi8> {
  // expected-error @+1 {{'vgf.segment' op attribute 'segment_type' failed to satisfy constraint: Type of segment}}
  vgf.segment @s(%x: tensor<1xi8>) -> tensor<1xi8> attributes {segment_type = 2 : i32} {
    vgf.segment_output %x : tensor<1xi8>
  }
  vgf.sequence_output %a : tensor<1xi8>
}

// -----

// expected-error @+1 {{'vgf.segment' op expects parent op 'vgf.sequence'}}
vgf.segment @outside() -> () attributes {segment_type = 0 : i32} {
  vgf.segment_output
}

// -----

vgf.sequence @code_without_language(%a: tensor<1xi8>) -> tensor<1xi8> {
  vgf.segment @s(%x: tensor<1xi8>) -> tensor<1xi8> attributes {segment_type = 1 : i32} {
    // expected-error @+1 {{'vgf.shader_placeholder' op failed to verify that shader_language and shader_code must both be set or both be unset}}
    %0 = vgf.shader_placeholder(%x) {entry_point = "main", input_bindings = array<i64: 0>, input_descriptor_sets = array<i64: 0>, input_vk_descriptor_types = ["VK_DESCRIPTOR_TYPE_STORAGE_BUFFER"], input_vk_formats = ["VK_FORMAT_R8_SINT"], output_bindings = array<i64: 1>, output_descriptor_sets = array<i64: 0>, output_vk_descriptor_types = ["VK_DESCRIPTOR_TYPE_STORAGE_BUFFER"], output_vk_formats = ["VK_FORMAT_R8_SINT"], shader_code = "void main() {}", shader_name = "s", workgroup_sizes = array<i64: 1, 1, 1>} : (tensor<1xi8>) -> tensor<1xi8>
    vgf.segment_output %0 : tensor<1xi8>
  }
  %0 = vgf.run_segment @s : (%a) (tensor<1xi8>) -> tensor<1xi8>
  vgf.sequence_output %0 : tensor<1xi8>
}

// -----

vgf.sequence @spirv_code_as_text(%a: tensor<1xi8>) -> tensor<1xi8> {
  vgf.segment @s(%x: tensor<1xi8>) -> tensor<1xi8> attributes {segment_type = 1 : i32} {
    // expected-error @+1 {{'vgf.shader_placeholder' op failed to verify that shader_code type must match shader_language}}
    %0 = vgf.shader_placeholder(%x) {entry_point = "main", input_bindings = array<i64: 0>, input_descriptor_sets = array<i64: 0>, input_vk_descriptor_types = ["VK_DESCRIPTOR_TYPE_STORAGE_BUFFER"], input_vk_formats = ["VK_FORMAT_R8_SINT"], output_bindings = array<i64: 1>, output_descriptor_sets = array<i64: 0>, output_vk_descriptor_types = ["VK_DESCRIPTOR_TYPE_STORAGE_BUFFER"], output_vk_formats = ["VK_FORMAT_R8_SINT"], shader_code = "void main() {}", shader_language = "SPIR-V", shader_name = "s", workgroup_sizes = array<i64: 1, 1, 1>} : (tensor<1xi8>) -> tensor<1xi8>
    vgf.segment_output %0 : tensor<1xi8>
  }
  %0 = vgf.run_segment @s : (%a) (tensor<1xi8>) -> tensor<1xi8>
  vgf.sequence_output %0 : tensor<1xi8>
}

// -----

vgf.sequence @formats_not_strings(%a: tensor<1xi8>) -> tensor<1xi8> {
  vgf.segment @s(%x: tensor<1xi8>) -> tensor<1xi8> attributes {segment_type = 1 : i32} {
    // expected-error @+1 {{'vgf.shader_placeholder' op attribute 'input_vk_formats' failed to satisfy constraint: string array attribute}}
    %0 = vgf.shader_placeholder(%x) {entry_point = "main", input_bindings = array<i64: 0>, input_descriptor_sets = array<i64: 0>, input_vk_descriptor_types = ["VK_DESCRIPTOR_TYPE_STORAGE_BUFFER"], input_vk_formats = [1], output_bindings = array<i64: 1>, output_descriptor_sets = array<i64: 0>, output_vk_descriptor_types = ["VK_DESCRIPTOR_TYPE_STORAGE_BUFFER"], output_vk_formats = ["VK_FORMAT_R8_SINT"], shader_name = "s", workgroup_sizes = array<i64: 1, 1, 1>} : (tensor<1xi8>) -> tensor<1xi8>
    vgf.segment_output %0 : tensor<1xi8>
  }
  %0 = vgf.run_segment @s : (%a) (tensor<1xi8>) -> tensor<1xi8>
  vgf.sequence_output %0 : tensor<1xi8>
}
