// RUN: %mica-opt --split-input-file --pass-pipeline='builtin.module(tosa-to-spirv-tosa{custom-op-domain-to-opcode=test:7})' --verify-diagnostics %s

// The converter's patch to upstream MLIR (its test
// custom-op-domain-to-opcode-invalid.mlir): a mapped custom op needs a
// result; one of a domain nothing maps is an op without a lowering.

func.func @zero_results(%arg0: tensor<1x16xf32>) {
  // expected-error@below {{'tosa.custom' op with mapped domain requires at least one result}}
  tosa.custom %arg0 {domain_name = "test", implementation_attrs = "{}", operator_name = "NoResult"} : (tensor<1x16xf32>) -> ()
  return
}

// -----

func.func @unmapped_domain(%arg0: tensor<1x16xf32>) -> tensor<1x16xf32> {
  // expected-error@below {{failed to legalize operation 'tosa.custom' that was explicitly marked illegal}}
  %0 = tosa.custom %arg0 {domain_name = "other", implementation_attrs = "{}", operator_name = "X"} : (tensor<1x16xf32>) -> tensor<1x16xf32>
  return %0 : tensor<1x16xf32>
}
