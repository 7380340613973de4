// The verifiers of the func ops and of builtin.unrealized_conversion_cast.
// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @return_count(%x: i8) -> (i8, i8) {
  // expected-error @+1 {{'func.return' op has 1 operands, but enclosing function (@return_count) returns 2}}
  return %x : i8
}

// -----

func.func @return_type(%x: i8) -> i16 {
  // expected-error @+1 {{type of return operand 0 ('i8') doesn't match function result type ('i16') in function @return_type}}
  return %x : i8
}

// -----

func.func @return_parent() {
  "unknown.region"() ({
    // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }) : () -> ()
  return
}

// -----

func.func @call_unknown() {
  // expected-error @+1 {{'func.call' op 'missing' does not reference a valid function}}
  call @missing() : () -> ()
  return
}

// -----

"unknown.symbol"() {sym_name = "not_a_function"} : () -> ()
func.func @call_not_a_function() {
  // expected-error @+1 {{'func.call' op 'not_a_function' does not reference a valid function}}
  call @not_a_function() : () -> ()
  return
}

// -----

func.func private @two(i8, i8)
func.func @call_operand_count(%x: i8) {
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  call @two(%x) : (i8) -> ()
  return
}

// -----

func.func private @two(i8, i8)
func.func @call_operand_type(%x: i8, %y: i16) {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i8', but provided 'i16' for operand number 1}}
  call @two(%x, %y) : (i8, i16) -> ()
  return
}

// -----

func.func private @one() -> i8
func.func @call_result_count() {
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  call @one() : () -> ()
  return
}

// -----

func.func private @one() -> i8
func.func @call_result_type() {
  // expected-error @+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note @+2 {{      op result types: 'i16'}}
  // expected-note @+1 {{function result types: 'i8'}}
  %0 = call @one() : () -> i16
  return
}

// -----

func.func @call_nested_reference() {
  // expected-error @+1 {{'func.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute}}
  "func.call"() {callee = @a::@b} : () -> ()
  return
}

// -----

func.func @constant_undefined() {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'nowhere'}}
  %0 = constant @nowhere : () -> ()
  return
}

// -----

func.func @constant_type() {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = constant @constant_type : (i8) -> ()
  return
}

// -----

// expected-error @+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
"builtin.unrealized_conversion_cast"() : () -> ()
