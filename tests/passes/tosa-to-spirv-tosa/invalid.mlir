// RUN: %mica-opt --split-input-file --tosa-to-spirv-tosa --verify-diagnostics %s

// An op the lowering does not know is an error at the op, never dropped:
// TOSA ops are illegal after the pass (MLIR's words for an op no pattern
// converts); mica reports any other op in a graph too, where MLIR would
// leave it behind casts the SPIR-V serializer cannot write.

func.func @cond_if(%arg0: tensor<i1>, %arg1: tensor<1xi8>) -> tensor<1xi8> {
  // expected-error@below {{failed to legalize operation 'tosa.cond_if' that was explicitly marked illegal}}
  %0 = tosa.cond_if %arg0 (%a = %arg1) : tensor<i1> (tensor<1xi8>) -> tensor<1xi8> {
  ^bb0(%a: tensor<1xi8>):
    tosa.yield %a : tensor<1xi8>
  } else {
  ^bb0(%a: tensor<1xi8>):
    tosa.yield %a : tensor<1xi8>
  }
  return %0 : tensor<1xi8>
}

// -----

func.func @other_dialect() -> tensor<1xi8> {
  // expected-error@below {{failed to legalize operation 'arith.constant'}}
  %0 = arith.constant dense<1> : tensor<1xi8>
  return %0 : tensor<1xi8>
}

