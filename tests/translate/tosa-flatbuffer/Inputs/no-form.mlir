// An op outside TOSA: it has no form in a .tosa file (../errors.test).
func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.abs %a : (tensor<2xf32>) -> tensor<2xf32>
  %1 = arith.addf %0, %0 : tensor<2xf32>
  return %1 : tensor<2xf32>
}

// -----

// An attribute that is not the op's own: the format has no place for it.
func.func @g(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.abs %a {note = "kept"} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
