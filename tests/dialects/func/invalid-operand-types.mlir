// RUN: %mica-opt --verify-diagnostics --split-input-file %s

// Type constraints of the func and builtin ops (call, call_indirect,
// constant, return, unrealized_conversion_cast, func.func's attributes), in
// the generic form.

func.func private @g(i32) -> i32
func.func @f(%a: f32) {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0}}
  %0 = "func.call"(%a) {callee = @g} : (f32) -> i32
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) {
  // expected-error @+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note @+2 {{      op result types: 'f32'}}
  // expected-note @+1 {{function result types: 'i32'}}
  %0 = "func.call"(%a) {callee = @g} : (i32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  %0 = "func.call_indirect"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: (i32) -> i32, %b: f32) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%a, %b) : ((i32) -> i32, f32) -> i32
  return
}

// -----

func.func @f(%a: (i32) -> i32, %b: i32) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %0 = "func.call_indirect"(%a, %b) : ((i32) -> i32, i32) -> f32
  return
}

// -----

func.func @f(%a: (i32) -> i32, %b: i32) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %0, %1 = "func.call_indirect"(%a, %b) : ((i32) -> i32, i32) -> (i32, i32)
  return
}

// -----

func.func @f(%a: (i32) -> i32) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%a) : ((i32) -> i32) -> i32
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f() {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = "func.constant"() {value = @g} : () -> i32
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f() {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = "func.constant"() {value = @g} : () -> ((i64) -> i32)
  return
}

// -----

func.func @f(%a: f32) -> i32 {
  // expected-error @+1 {{type of return operand 0 ('f32') doesn't match function result type ('i32') in function @f}}
  "func.return"(%a) : (f32) -> ()
}

// -----

func.func @f(%a: i32) -> (i32, i32) {
  // expected-error @+1 {{'func.return' op has 1 operands, but enclosing function (@f) returns 2}}
  "func.return"(%a) : (i32) -> ()
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
  "builtin.unrealized_conversion_cast"() : () -> ()
  return
}

// -----

// expected-error @+1 {{'func.func' op type of entry block argument #0('f32') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() ({
^bb0(%a: f32):
  "func.return"() : () -> ()
}) {function_type = (i32) -> (), sym_name = "f"} : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) {function_type = i32, sym_name = "f"} : () -> ()

// -----

// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() ({
^bb0(%a: i32, %b: i32):
  "func.return"() : () -> ()
}) {function_type = (i32) -> (), sym_name = "f"} : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'sym_visibility' failed to satisfy constraint: string attribute}}
"func.func"() ({
}) {function_type = (i32) -> (), sym_name = "f", sym_visibility = 3} : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"builtin.module"() ({
}) {sym_name = 3} : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"func.func"() ({
}) {function_type = (i32) -> (), sym_name = @f} : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"func.func"() ({
}) {function_type = (i32) -> (), sym_name = "f", arg_attrs = [1]} : () -> ()

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) {
  // expected-error @+1 {{'func.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute}}
  %0 = "func.call"(%a) {callee = "g"} : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'func.call_indirect' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
  %0 = "func.call_indirect"(%a) {arg_attrs = 1} : (i32) -> i32
  return
}

// -----

memref.global "private" @g : memref<4xf32>
func.func @f() {
  // expected-error @+1 {{'func.call' op 'g' does not reference a valid function}}
  "func.call"() {callee = @g} : () -> ()
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  "func.call"(%a) {callee = @g} : (i32) -> ()
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  %0 = "func.call"(%a, %a) {callee = @g} : (i32, i32) -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'nope'}}
  %0 = "func.constant"() {value = @nope} : () -> (() -> ())
  return
}

// -----

"func.func"() ({
^bb0(%a: i32):
  // expected-error @+1 {{type of return operand 0 ('i32') doesn't match function result type ('f32') in function @f}}
  "func.return"(%a) : (i32) -> ()
}) {function_type = (i32) -> f32, sym_name = "f"} : () -> ()
