// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// Each case's message is mlir-opt 22's on the same input.

func.func @addi_rank(%a: tensor<4xi32>) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %a) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4x1xi32>
  return
}

// -----

func.func @addi_size(%a: tensor<4xi32>) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %a) : (tensor<4xi32>, tensor<4xi32>) -> tensor<5xi32>
  return
}

// -----

func.func @addi_dynamic_result(%a: tensor<4xi32>) {
  // expected-error @+2 {{'arith.addi' op inferred type(s) 'tensor<4xi32>' are incompatible with return type(s) of operation 'tensor<?xi32>'}}
  // expected-error @+1 {{'arith.addi' op failed to infer returned types}}
  %0 = "arith.addi"(%a, %a) : (tensor<4xi32>, tensor<4xi32>) -> tensor<?xi32>
  return
}

// -----

func.func @addi_unranked_operand(%a: tensor<4xi32>, %u: tensor<*xi32>) {
  // expected-error @+1 {{'arith.addi' op all non-scalar operands/results must have the same shape and base type}}
  %1 = "arith.addi"(%a, %u) : (tensor<4xi32>, tensor<*xi32>) -> tensor<4xi32>
  return
}

// -----

func.func @negf_dynamic_result(%a: tensor<4xf32>) {
  // expected-error @+2 {{'arith.negf' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<?xf32>'}}
  // expected-error @+1 {{'arith.negf' op failed to infer returned types}}
  %0 = "arith.negf"(%a) : (tensor<4xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @addf_first_operand_dynamic_ok(%a: tensor<?xf32>, %b: tensor<4xf32>) {
  %0 = "arith.addf"(%a, %b) : (tensor<?xf32>, tensor<4xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @addf_second_operand_dynamic(%a: tensor<?xf32>, %b: tensor<4xf32>) {
  // expected-error @+2 {{'arith.addf' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<?xf32>'}}
  // expected-error @+1 {{'arith.addf' op failed to infer returned types}}
  %0 = "arith.addf"(%b, %a) : (tensor<4xf32>, tensor<?xf32>) -> tensor<?xf32>
  return
}
