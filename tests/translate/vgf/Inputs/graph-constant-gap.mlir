// Graph constant ids 0 and 2: id 1 is missing.
func.func @main(%a: tensor<20xf32>) -> tensor<20xf32> {
  %c0 = "tosa.const"() <{values = dense<1.0> : tensor<20xf32>}> {grapharm.graph_constant_id = 0 : i32} : () -> tensor<20xf32>
  %c2 = "tosa.const"() <{values = dense<2.0> : tensor<20xf32>}> {grapharm.graph_constant_id = 2 : i32} : () -> tensor<20xf32>
  %0 = tosa.add %a, %c0 : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
  %1 = tosa.add %0, %c2 : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
  return %1 : tensor<20xf32>
}
