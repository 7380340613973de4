// RUN: %mica-opt --allow-unregistered-dialect --verify-diagnostics --split-input-file %s

// Found by the roundtrip fuzz target: a select whose result type differs
// from its values' was accepted, and its custom form (one type, the
// result's) did not read back. The messages are mlir-opt 22's.

func.func @result_type(%c: i1, %a: i32, %b: i32) {
  // expected-error @+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %x = "arith.select"(%c, %a, %b) : (i1, i32, i32) -> i16
  return
}

// -----

func.func @condition_shape(%c: vector<3xi1>, %a: vector<4xi32>, %b: vector<4xi32>) {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %x = "arith.select"(%c, %a, %b) : (vector<3xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  return
}

// -----

func.func @condition_type(%c: i32, %a: i32, %b: i32) {
  // expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %x = "arith.select"(%c, %a, %b) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @scalar_condition_of_vectors(%c: i1, %a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %x = arith.select %c, %a, %b : vector<4xi32>
  %y = arith.select %c, %x, %b : vector<4xi32>
  return %y : vector<4xi32>
}

// -----

// The seed's select has the same rule.
%cond = "foo.def"() : () -> i1
%t = "foo.def"() : () -> i32
// expected-error @+1 {{'std.select' op failed to verify that all of {true_value, false_value, result} have same type}}
%x = "std.select"(%cond, %t, %t) : (i1, i32, i32) -> i16

// -----

// So do the seed's binary ops, which are arith's under older names.
%a = "foo.def"() : () -> i32
%b = "foo.def"() : () -> i64
// expected-error @+1 {{'std.addi' op requires the same type for all operands and results}}
%x = "std.addi"(%a, %b) : (i32, i64) -> i16
