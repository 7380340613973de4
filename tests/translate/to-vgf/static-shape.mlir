// --require-static-shape runs the converter's tosa-shape-verif first: a
// model input of unknown shape is an error at its function, and no VGF
// file is written; without the option the check is not made.
// RUN: %mica-translate --to-vgf --require-static-shape --verify-diagnostics --split-input-file %s
// RUN: rm -f %t.vgf
// RUN: not %mica-translate --to-vgf --require-static-shape --split-input-file %s -o %t.vgf 2>&1 | FileCheck %s
// RUN: test ! -e %t.vgf
// CHECK: static-shape.mlir:[[@LINE+4]]:1: error: Input tensor 'x' is dynamic: tensor<?x4xf32>

// expected-error @+2 {{Input tensor 'x' is dynamic: tensor<?x4xf32>}}
// expected-error @+1 {{There was found a further 2 dynamic tensors in the graph.}}
func.func @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> attributes {tf.entry_function = {inputs = "x", outputs = "y"}} {
  %0 = tosa.abs %x : (tensor<?x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// expected-error @+1 {{Can't identify input tensors without entry functions.}}
func.func @main(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = tosa.abs %x : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
