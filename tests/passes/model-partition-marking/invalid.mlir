// RUN: %mica-opt --model-partition-marking --verify-diagnostics --split-input-file %s
// The converter's error for a function without a body (model_partition_marking.cpp).

// expected-error @+1 {{model partition marking requires function definitions}}
func.func private @declared(%arg0: tensor<4xi8>) -> tensor<4xi8>

// -----

// A declaration nested in another module is found too.
module {
  builtin.module {
    // expected-error @+1 {{model partition marking requires function definitions}}
    func.func private @inner(%arg0: tensor<4xi8>) -> tensor<4xi8>
  }
}

// -----

// The converter splits the one block of a function: branches are refused.
// expected-error @+1 {{model partition marking requires a function body of one block ending in func.return}}
func.func @branches(%c: i1, %a: tensor<4xi8>) -> tensor<4xi8> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : tensor<4xi8>
^bb2:
  %0 = tosa.abs %a : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
