// The pass's rejections, in the converter's words
// (src/conversion/assign_grapharm_interface_var_abi.cpp).
// RUN: %mica-opt --split-input-file --verify-diagnostics --assign-grapharm-interface-var-abi %s

vgf.sequence @no_function(%a: tensor<2xi8>) -> tensor<2xi8> {
  // expected-error @+1 {{expected graph segment to contain a func.func}}
  vgf.segment @g0(%x: tensor<2xi8>) -> tensor<2xi8> attributes {segment_type = 0 : i32} {
    vgf.segment_output
  }
  %0 = vgf.run_segment @g0 : (%a) (tensor<2xi8>) -> tensor<2xi8>
  vgf.sequence_output %0 : tensor<2xi8>
}

// -----

vgf.sequence @argument_count(%a: tensor<2xi8>) -> tensor<2xi8> {
  vgf.segment @g0(%x: tensor<2xi8>) -> tensor<2xi8> attributes {segment_type = 0 : i32} {
    // expected-error @+1 {{segment run operand count does not match graph function arguments}}
    func.func @g0() -> tensor<2xi8> {
      %c = "tosa.const"() <{values = dense<1> : tensor<2xi8>}> : () -> tensor<2xi8>
      return %c : tensor<2xi8>
    }
    vgf.segment_output
  }
  %0 = vgf.run_segment @g0 : (%a) (tensor<2xi8>) -> tensor<2xi8>
  vgf.sequence_output %0 : tensor<2xi8>
}
