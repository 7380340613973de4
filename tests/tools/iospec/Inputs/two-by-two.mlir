func.func @main(%lhs: tensor<8xi8>, %gain: tensor<1xi8> {iospec.latched}, %rhs: tensor<8xi8>) -> (tensor<8xi8>, tensor<8xi8>)
    attributes {tf.entry_function = {inputs = "lhs,gain,rhs", outputs = "sum,diff"}} {
  %0 = tosa.add %lhs, %rhs : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi8>
  %1 = tosa.sub %lhs, %rhs : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi8>
  return %0, %1 : tensor<8xi8>, tensor<8xi8>
}
