// A target without profiles: what needs one of them is refused.
// Errors as `mlir-opt-22 --verify-diagnostics --tosa-attach-target="extensions=int16" --tosa-validate=strict-op-spec-alignment` gives them.
// RUN: %mica-opt --verify-diagnostics --tosa-attach-target="extensions=int16" --tosa-validate=strict-op-spec-alignment %s

func.func @no_profile(%b: tensor<3xi1>) -> tensor<3xi1> {
  // expected-error@+1 {{'tosa.logical_not' op illegal: requires any of [pro_int, pro_fp] but not enabled in target}}
  %0 = tosa.logical_not %b : (tensor<3xi1>) -> tensor<3xi1>
  // expected-error@+1 {{'tosa.const_shape' op illegal: requires any of [pro_int, pro_fp] but not enabled in target}}
  %1 = tosa.const_shape {values = dense<3> : tensor<1xindex>} : () -> !tosa.shape<1>
  return %0 : tensor<3xi1>
}
