func.func @main(%arg0: tensor<2xi8>) -> tensor<2xi8> {
  %c = "tosa.const"() <{values = dense<1> : tensor<2xi8>}> : () -> tensor<2xi8>
  return %c : tensor<2xi8>
}
