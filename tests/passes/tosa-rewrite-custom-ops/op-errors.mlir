// RUN: %mica-opt --allow-unregistered-dialect --tosa-rewrite-custom-ops="config=%S/Inputs/one-op.json strict=true" --verify-diagnostics --split-input-file %s
// Ops that cannot become the config's tosa.custom, located at the op.

func.func @not_in_config() {
  // expected-error @+1 {{'mylib.unknown' op is not in the config file of tosa-rewrite-custom-ops}}
  "mylib.unknown"() : () -> ()
  return
}

// -----

func.func @counts(%x: tensor<4xf32>) {
  // expected-error @+1 {{'mylib.x' op has 1 operands and 0 results, its config entry gives 0 inputs and 0 outputs}}
  "mylib.x"(%x) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @regions() {
  // expected-error @+1 {{'mylib.x' op has regions or successors: a tosa.custom has neither}}
  "mylib.x"() ({
  }) : () -> ()
  return
}
