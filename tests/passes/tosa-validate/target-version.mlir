// A target of version 1.0 naming an extension of version 1.1 is refused,
// the first such extension at the module, and nothing else is validated.
// Errors as `mlir-opt-22 --split-input-file --verify-diagnostics --tosa-validate` gives them.
// RUN: %mica-opt --split-input-file --verify-diagnostics --tosa-validate %s

// expected-error@+1 {{extension 'mxfp' is not compatible with the target version 1.0, minimum required version is 1.1}}
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = "8k", profiles = [pro_int], extensions = [int16, mxfp, int64]>} {
  func.func @f(%a: tensor<2xi16>) -> tensor<2xi16> {
    %0 = tosa.abs %a : (tensor<2xi16>) -> tensor<2xi16>
    return %0 : tensor<2xi16>
  }
}

// -----

// expected-error@+1 {{extension 'shape' is not compatible with the target version 1.0, minimum required version is 1.1}}
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = "8k", profiles = [pro_fp], extensions = [shape]>} {
}

// -----

module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.1.draft", level = "8k", profiles = [pro_int], extensions = [int64, mxfp, shape]>} {
}
