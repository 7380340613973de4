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

// -----

// A negative number wraps only with at most 8 digits (mlir-opt 22 accepts
// -99999999 and -000000001).  mlir-opt 22 follows this error with a second,
// "missing binding"; mica reports the first only.
// expected-error @+1 {{integer value too large}}
func.func @negative(%a: i32 {x.abi = #spirv.interface_var_abi<(0, -100000000)>}) {
  return
}
