// RUN: %mica-opt --verify-diagnostics --split-input-file %s

// Type constraints of the cf ops' operands (an i1 condition, an integer
// flag, successor operands), in the generic form.

func.func @f(%a: i32) {
  // expected-error @+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%a)[^bb1, ^bb1] {operandSegmentSizes = array<i32: 1, 0, 0>} : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%a: vector<2xi1>) {
  // expected-error @+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'vector<2xi1>'}}
  "cf.cond_br"(%a)[^bb1, ^bb1] {operandSegmentSizes = array<i32: 1, 0, 0>} : (vector<2xi1>) -> ()
^bb1:
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%a) {msg = "x"} : (i32) -> ()
  return
}

// -----

func.func @f(%a: i1) {
  // expected-error @+1 {{'cf.assert' op attribute 'msg' failed to satisfy constraint: string attribute}}
  "cf.assert"(%a) {msg = 1} : (i1) -> ()
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'cf.switch' op operand #0 must be integer, but got 'f32'}}
  "cf.switch"(%a)[^bb1] {case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>} : (f32) -> ()
^bb1:
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{'cf.switch' op operand #0 must be integer, but got 'index'}}
  "cf.switch"(%a)[^bb1] {case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>} : (index) -> ()
^bb1:
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  "cf.br"(%a)[^bb1] : (i32) -> ()
^bb1(%b: f32):
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%a)[^bb1, ^bb1] {case_values = dense<[1]> : vector<1xi64>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>} : (i32) -> ()
^bb1:
  return
}
