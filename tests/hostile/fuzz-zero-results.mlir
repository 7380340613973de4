// RUN: %mica-opt --verify-diagnostics --split-input-file %s

// Found by the roundtrip fuzz target: a registered op whose form writes no
// result type and infers none was accepted with results (`%1 = cf.br ^bb1`
// in the custom form), which did not read back. The messages are
// mlir-opt 22's (ZeroResults).

func.func @branch() {
  // expected-error @+1 {{'cf.br' op requires zero results}}
  %1 = "cf.br"()[^bb1] : () -> index
^bb1:
  return
}

// -----

func.func @store(%a: f32, %m: memref<f32>) {
  // expected-error @+1 {{'memref.store' op requires zero results}}
  %1 = "memref.store"(%a, %m) : (f32, memref<f32>) -> index
  return
}

// -----

func.func @ret() {
  // expected-error @+1 {{'func.return' op requires zero results}}
  %1 = "func.return"() : () -> index
}
