// An input named as the writer names the model's unnamed tensors: the
// result of tosa.abs, the third tensor, would be `t2` too.
func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> attributes {tf.entry_function = {inputs = "t2,y", outputs = "z"}} {
  %0 = tosa.abs %arg0 : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.add %0, %arg1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
