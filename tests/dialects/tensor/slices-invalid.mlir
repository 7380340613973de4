// RUN: %mica-opt --split-input-file --verify-diagnostics %s

func.func @unclosed(%t: tensor<8xf32>, %i: index) {
  // mlir-opt 22 says the same here.
  // expected-error @+1 {{expected ']' in dynamic index list}}
  %a = tensor.extract_slice %t[%i] [4 [1] : tensor<8xf32> to tensor<4xf32>
  return
}
