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
