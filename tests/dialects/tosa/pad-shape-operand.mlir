// tosa.pad's padding must come from a TOSA shape operator: an op that only
// looks like one (an unknown `tosa.cost_shape`, met first in a graph region)
// or a block argument is not compile time resolvable. Messages and locations as
// `mlir-opt-22 --allow-unregistered-dialect --split-input-file --verify-diagnostics %s`
// accepts them.
// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @unknown_op_later_in_graph_region(%x: tensor<2xf32>) {
  "test.graph"() ({
    %c = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
    // expected-error @+1 {{'tosa.pad' op shape operand is not compile time resolvable}}
    %0 = tosa.pad %x, %p, %c : (tensor<2xf32>, !tosa.shape<2>, tensor<1xf32>) -> tensor<4xf32>
    %p = "tosa.cost_shape"() : () -> !tosa.shape<2>
  }) : () -> ()
  return
}

// -----

func.func @block_argument(%x: tensor<2xf32>, %p: !tosa.shape<2>) -> tensor<4xf32> {
  %c = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.pad' op shape operand is not compile time resolvable}}
  %0 = tosa.pad %x, %p, %c : (tensor<2xf32>, !tosa.shape<2>, tensor<1xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
