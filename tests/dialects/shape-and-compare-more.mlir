// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// Each case's message is mlir-opt 22's on the same input.

func.func @shape_ops_ok(%a: tensor<2x3xf32>, %t: tensor<1xi32>) {
  %s = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.concat_shape %s, %s : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<4>
  %1 = tosa.dim %a {axis = 1 : i32} : (tensor<2x3xf32>) -> !tosa.shape<1>
  %2 = tosa.slice_shape %s, %t, %t : (!tosa.shape<2>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<1>
  return
}

// -----

func.func @cmpi_unranked_ok(%a: tensor<*xi32>) -> tensor<*xi1> {
  %0 = arith.cmpi eq, %a, %a : tensor<*xi32>
  %1 = arith.select %0, %a, %a : tensor<*xi1>, tensor<*xi32>
  return %0 : tensor<*xi1>
}

// -----

func.func @select_unranked_cond(%c: tensor<*xi8>, %a: tensor<*xi32>) {
  // expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'tensor<*xi8>'}}
  %1 = "arith.select"(%c, %a, %a) : (tensor<*xi8>, tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
  return
}

// -----

func.func @cmpi_shapes(%a: tensor<4xi32>, %b: tensor<5xi32>) {
  // expected-error @+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%a, %b) <{predicate = 0 : i64}> : (tensor<4xi32>, tensor<5xi32>) -> tensor<4xi1>
  return
}

// -----

func.func @addi_vector_tensor(%a: vector<4xi32>, %b: tensor<4xi32>) {
  // expected-error @+1 {{'arith.addi' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.addi"(%a, %b) : (vector<4xi32>, tensor<4xi32>) -> vector<4xi32>
  return
}
