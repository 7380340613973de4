// Malformed #spirv.interface_var_abi: mlir-opt 22's messages (`mlir-opt-22
// %s`), reported at the attribute.
// RUN: %mica-opt --split-input-file --verify-diagnostics %s

// expected-error @+1 {{unknown storage class: Bogus}}
func.func @storage(%a: i32 {x.abi = #spirv.interface_var_abi<(0, 1), Bogus>}) {
  return
}

// -----

// expected-error @+1 {{expected ','}}
func.func @one_number(%a: i32 {x.abi = #spirv.interface_var_abi<(0)>}) {
  return
}
