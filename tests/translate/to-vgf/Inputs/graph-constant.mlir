// A pure TOSA model with a constant of more than 16 elements (a graph
// constant) and one of 2 (inline): the input of graph-segments.test.
func.func @main(%a: tensor<2x16xf32>) -> tensor<2x16xf32> {
  %c = "tosa.const"() <{values = dense<0.5> : tensor<2x16xf32>}> : () -> tensor<2x16xf32>
  %small = "tosa.const"() <{values = dense<2.0> : tensor<2x1xf32>}> : () -> tensor<2x1xf32>
  %0 = tosa.add %a, %c : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
  %1 = tosa.sub %0, %small : (tensor<2x16xf32>, tensor<2x1xf32>) -> tensor<2x16xf32>
  return %1 : tensor<2x16xf32>
}
