func.func @f(%arg0: tensor<2x3xi8>, %perms: tensor<2xi32>) -> tensor<3x2xi8> {
  // a permutation that is not a constant cannot become the perms attribute
  %1 = "tosa.transpose"(%arg0, %perms) : (tensor<2x3xi8>, tensor<2xi32>) -> tensor<3x2xi8>
  return %1 : tensor<3x2xi8>
}
