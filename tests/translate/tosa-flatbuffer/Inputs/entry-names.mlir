// A model whose inputs and outputs are named by tf.entry_function, as a
// TensorFlow Lite import names them; an output is also the argument of an op.
func.func @main(%arg0: tensor<1x4xf32>, %arg1: tensor<1x4xf32>) -> (tensor<1x4xf32>, tensor<1x4xf32>) attributes {tf.entry_function = {inputs = "serving_default_x:0,y", outputs = "StatefulPartitionedCall:0,abs_out"}} {
  %0 = tosa.abs %arg0 : (tensor<1x4xf32>) -> tensor<1x4xf32>
  %1 = tosa.add %0, %arg1 : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
  return %1, %0 : tensor<1x4xf32>, tensor<1x4xf32>
}
