// RUN: %mica-opt --split-input-file --verify-diagnostics --tosa-shape-verif %s
// The converter's TosaShapedVerificationPass (verify_shaped_tensors.cpp;
// mlir-opt-22 does not know the pass), its messages as diagnostics: the
// inputs named by tf.entry_function must have known shapes, or it fails,
// counting the ops that read a tensor of unknown shape; with static inputs
// such ops are warned about, and it succeeds.

// expected-error @+1 {{Can't identify input tensors without entry functions.}}
func.func @no_entry(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

// expected-remark @+1 {{Function has no "inputs" attribute. No shape verification is needed.}}
func.func @no_inputs(%a: tensor<?xf32>) -> tensor<?xf32> attributes {tf.entry_function = {outputs = "y"}} {
  return %a : tensor<?xf32>
}

// -----

// expected-error @+3 {{Input tensor 'x' is dynamic: tensor<?x4xf32>}}
// expected-error @+2 {{Input tensor 'z' is unranked: tensor<*xf32>}}
// expected-error @+1 {{There was found a further 2 dynamic tensors in the graph.}}
func.func @dynamic_inputs(%x: tensor<?x4xf32>, %y: tensor<2x4xf32>, %z: tensor<*xf32>) -> tensor<?x4xf32> attributes {tf.entry_function = {inputs = "x,y,z", outputs = "r"}} {
  %0 = tosa.abs %x : (tensor<?x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// expected-warning @+1 {{Dynamic shapes found in the graph, but none of the inputs were dynamic:}}
func.func @dynamic_inside(%x: tensor<2x4xf32>) -> tensor<?x4xf32> attributes {tf.entry_function = {inputs = "x", outputs = "r"}} {
  %0 = tensor.cast %x : tensor<2x4xf32> to tensor<?x4xf32>
  // expected-warning @+1 {{(dynamic) tensor<?x4xf32> in operand 0}}
  %1 = tosa.abs %0 : (tensor<?x4xf32>) -> tensor<?x4xf32>
  // expected-warning @+1 {{(dynamic) tensor<?x4xf32> in operand 0}}
  return %1 : tensor<?x4xf32>
}

// -----

func.func @static(%x: tensor<2x4xf32>) -> tensor<2x4xf32> attributes {tf.entry_function = {inputs = "x", outputs = "r"}} {
  %0 = tosa.abs %x : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
