// RUN: %mica-opt --split-input-file --verify-diagnostics %s

// func.constant's value and func.call's callee are read as flat symbol
// references; anything else is the wrong kind (mlir-opt 22). Inside
// func.func a bare `constant` is func.constant.

func.func @string_value() {
  // expected-error @+1 {{custom op 'func.constant' invalid kind of attribute specified}}
  %0 = constant "" : index
  return
}

// -----

func.func @nested_symbol() {
  // expected-error @+1 {{custom op 'func.constant' invalid kind of attribute specified}}
  %0 = func.constant @a::@b : () -> ()
  return
}

// -----

func.func @generic_form() {
  // expected-error @+1 {{'func.constant' op attribute 'value' failed to satisfy constraint: flat symbol reference attribute}}
  %0 = "func.constant"() {value = 1 : i32} : () -> i32
  return
}

// -----

func.func @integer_value() {
  // expected-error @+1 {{integer literal not valid for specified type}}
  %0 = func.constant -4 : i32
  return
}

// -----

func.func @float_value() {
  // expected-error @+1 {{floating point value not valid for specified type}}
  %0 = func.constant 1.5 : f32
  return
}

// -----

func.func @call_string_callee() {
  // expected-error @+1 {{custom op 'func.call' invalid kind of attribute specified}}
  call "x"() : () -> ()
  return
}

// -----

func.func @call_nested_callee() {
  // expected-error @+1 {{custom op 'func.call' invalid kind of attribute specified}}
  call @a::@b() : () -> ()
  return
}
