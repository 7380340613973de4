// The spirv.Tosa.* ops' verifier: InGraphScope and the ODS rules that tie
// operand and result types together (AllTypesMatch, AllElementTypesMatch),
// in ODS's words (mlir-opt 22 has no spirv.Tosa ops to compare with).
// RUN: %mica-opt --split-input-file --verify-diagnostics %s

spirv.func @f(%arg0: !spirv.arm.tensor<2x3xf32>) -> !spirv.arm.tensor<2x3xf32> "None" {
  // expected-error @+1 {{'spirv.Tosa.Abs' op failed to verify that op must appear in a spirv.ARM.Graph op's block}}
  %0 = spirv.Tosa.Abs %arg0 : !spirv.arm.tensor<2x3xf32> -> !spirv.arm.tensor<2x3xf32>
  spirv.ReturnValue %0 : !spirv.arm.tensor<2x3xf32>
}

// -----

spirv.ARM.Graph @unary(%arg0: !spirv.arm.tensor<2x3xf32>) -> !spirv.arm.tensor<2x3xf16> {
  // expected-error @+1 {{'spirv.Tosa.Abs' op failed to verify that all of {input1, output} have same type}}
  %0 = spirv.Tosa.Abs %arg0 : !spirv.arm.tensor<2x3xf32> -> !spirv.arm.tensor<2x3xf16>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<2x3xf16>
}

// -----

spirv.ARM.Graph @binary(%arg0: !spirv.arm.tensor<2x3xi32>, %arg1: !spirv.arm.tensor<2x3xi16>) -> !spirv.arm.tensor<2x3xi32> {
  // expected-error @+1 {{'spirv.Tosa.Add' op failed to verify that all of {input1, input2, output} have same element type}}
  %0 = spirv.Tosa.Add %arg0, %arg1 : !spirv.arm.tensor<2x3xi32>, !spirv.arm.tensor<2x3xi16> -> !spirv.arm.tensor<2x3xi32>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<2x3xi32>
}

// -----

spirv.ARM.Graph @matmul(%a: !spirv.arm.tensor<8x2x3xi8>, %b: !spirv.arm.tensor<8x3x8xi8>) -> !spirv.arm.tensor<8x2x8xi32> {
  %a_zp = spirv.Constant dense<0> : !spirv.arm.tensor<1xi16>
  %b_zp = spirv.Constant dense<0> : !spirv.arm.tensor<1xi8>
  // expected-error @+1 {{'spirv.Tosa.MatMul' op failed to verify that all of {A, A_zp, B, B_zp} have same element type}}
  %0 = spirv.Tosa.MatMul %a, %b, %a_zp, %b_zp : !spirv.arm.tensor<8x2x3xi8>, !spirv.arm.tensor<8x3x8xi8>, !spirv.arm.tensor<1xi16>, !spirv.arm.tensor<1xi8> -> !spirv.arm.tensor<8x2x8xi32>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<8x2x8xi32>
}

// -----

spirv.ARM.Graph @enum(%arg0: !spirv.arm.tensor<2x3xf32>) -> !spirv.arm.tensor<2xi32> {
  // expected-error @+1 {{expected ::mlir::spirv::TosaExtNaNPropagationModeType to be one of: Propagate, Ignore}}
  %0 = spirv.Tosa.ArgMax axis = 1, nan_mode = <Sometimes>, %arg0 : !spirv.arm.tensor<2x3xf32> -> !spirv.arm.tensor<2xi32>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<2xi32>
}
