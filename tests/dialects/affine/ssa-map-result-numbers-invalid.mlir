// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Two results of one op are two dims of an affine map, so their product
// is not affine. Expected diagnostics: mlir-opt-22
// --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// passes (it reads each product as `d0 * d0`, with the same message).

func.func @multiply(%m: memref<100xf32>) {
  %b:2 = "test.op"() : () -> (index, index)
  // expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  %v = affine.load %m[%b#1 * %b#0] : memref<100xf32>
  return
}

// -----

func.func @multiply_unnumbered(%m: memref<100xf32>) {
  %b:2 = "test.op"() : () -> (index, index)
  // expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  %v = affine.load %m[%b * %b#1] : memref<100xf32>
  return
}
