// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Structural checks of the core verifier, in MLIR's words.

// expected-note @+1 {{see existing symbol definition here}}
func.func private @f()
// expected-error @+1 {{redefinition of symbol named 'f'}}
func.func private @f()

// -----

func.func @outer() {
  // expected-error @+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  func.func private @inner()
  return
}

// -----

// Every op with the Symbol trait, not only functions and modules
// (mlir-opt-22 gives the same errors).
func.func @variable_in_function() {
  // expected-error @+1 {{'tosa.variable' op symbol's parent must have the SymbolTable trait}}
  tosa.variable @v = dense<0> : tensor<1xi8>
  return
}

// -----

func.func @global_in_function() {
  // expected-error @+1 {{'memref.global' op symbol's parent must have the SymbolTable trait}}
  memref.global "private" @x : memref<2xf32>
  return
}

// -----

// An unregistered parent may hold symbols.
"foo.container"() ({
  func.func private @inner()
}) : () -> ()

// -----

func.func @f() {
  // expected-error @+1 {{'builtin.module' op region should have no arguments}}
  builtin.module {
  ^bb0(%a: i32):
  }
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
  builtin.module {
  ^bb0:
    "foo.op"() : () -> ()
  ^bb1:
    "foo.op"() : () -> ()
  }
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{block with no terminator}}
  %0 = arith.constant 0 : i32
}

// -----

// An unregistered op may be a terminator.
func.func @f() {
  "foo.op"() : () -> ()
}

// -----

// expected-error @+1 {{'func.func' op type of entry block argument #0('i32') must match the type of the corresponding argument in function signature('f32')}}
func.func @f(f32) {
^bb0(%a: i32):
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{unregistered operation 'func.foo' found in dialect ('func') that does not allow unknown operations}}
  "func.foo"() : () -> ()
  return
}

// -----

// Each op isolated from above is verified on its own, up to its first error.
func.func @f() {
  // expected-error @+1 {{unregistered operation 'func.foo' found in dialect ('func') that does not allow unknown operations}}
  "func.foo"() : () -> ()
  "func.bar"() : () -> ()
  return
}

func.func @g() {
  // expected-error @+1 {{unregistered operation 'func.baz' found in dialect ('func') that does not allow unknown operations}}
  "func.baz"() : () -> ()
  return
}
