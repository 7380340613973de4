// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// Former discrepancy, since fixed in mica: mlir-opt 22 verifies these structural rules of the core IR
// and of builtin.module; mica accepts the inputs.

// An entry block cannot be a branch target.
// expected-error @+1 {{entry block of region may not have predecessors}}
"foo.loop"() ({
^bb0:
  "foo.br"()[^bb0] : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{entry block of region may not have predecessors}}
func.func @f() {
^bb0:
  "func.return"() : () -> ()
^bb1:
  "cf.br"()[^bb0] : () -> ()
}

// -----

// Discardable attributes of a module need a dialect prefix.
// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'x'}}
module attributes {x} {
}
