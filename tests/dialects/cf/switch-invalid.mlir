// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// Each case's message is mlir-opt 22's on the same input.

func.func @switch_flag(%f: f32) {
  // expected-error @+1 {{'cf.switch' op operand #0 must be integer, but got 'f32'}}
  "cf.switch"(%f)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
^bb1:
  return
}

// -----

func.func @switch_no_succ(%f: i32) {
  // expected-error @+1 {{'cf.switch' op requires at least 1 successors but found 0}}
  "cf.switch"(%f) <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
}

// -----

func.func @switch_total(%f: i32) {
  // expected-error @+1 {{'cf.switch' op caseOperands count (1) does not match with the total size (0) specified in attribute 'case_operand_segments'}}
  "cf.switch"(%f, %f)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_value_type(%f: i32) {
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i8')}}
  "cf.switch"(%f)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_value_count(%f: i32) {
  // expected-error @+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%f)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_tensor_values_ok(%f: i32) {
  "cf.switch"(%f)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : tensor<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_unsigned_ok(%f: ui32) {
  "cf.switch"(%f)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xui32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (ui32) -> ()
^bb1:
  return
}
