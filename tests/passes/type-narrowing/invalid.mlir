// RUN: %mica-opt --verify-diagnostics --type-narrowing %s
// A float constant whose values are a dense_resource cannot be rounded: the
// converter's RemapConstAttrsPattern takes dense elements only, and the
// dynamically illegal tosa.const fails its partial conversion with MLIR's
// message (DialectConversion.cpp); nothing else has changed.

func.func @resource() -> tensor<2xf32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.const' that was explicitly marked illegal}}
  %0 = "tosa.const"() <{values = dense_resource<blob> : tensor<2xf32>}> : () -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000000803F00000040"
    }
  }
#-}
