// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// Each case's message is mlir-opt 22's on the same input
// (mlir-opt-22 --split-input-file --verify-diagnostics invalid.mlir).

func.func @extract_position_rank(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %v[1, 2, 3] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @extract_position_range(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %v[7, 2] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @extract_negative(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #2 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %v[1, -3] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @extract_inferred(%v: vector<4x8xf32>) {
  // expected-error @+2 {{'vector.extract' op inferred type(s) 'vector<8xf32>' are incompatible with return type(s) of operation 'f32'}}
  // expected-error @+1 {{'vector.extract' op failed to infer returned types}}
  %0 = vector.extract %v[1] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @extract_one_element(%v: vector<4x8xf32>) {
  // expected-error @+2 {{'vector.extract' op inferred type(s) 'f32' are incompatible with return type(s) of operation 'vector<1x1xf32>'}}
  // expected-error @+1 {{'vector.extract' op failed to infer returned types}}
  %0 = vector.extract %v[1, 2] : vector<1x1xf32> from vector<4x8xf32>
  return
}

// -----

func.func @extract_element_type(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op failed to verify that operand and result have same element type}}
  %0 = vector.extract %v[1, 2] : f64 from vector<4x8xf32>
  return
}

// -----

func.func @extract_zero_d(%v: vector<4x8xf32>) {
  // expected-error @+1 {{expected a scalar instead of a 0-d vector as the result type}}
  %0 = vector.extract %v[1, 2] : vector<f32> from vector<4x8xf32>
  return
}

// -----

func.func @extract_dynamic_marker(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite}}
  %0 = "vector.extract"(%v) <{static_position = array<i64: -9223372036854775808>}> : (vector<4x8xf32>) -> vector<8xf32>
  return
}

// -----

func.func @extract_not_vector(%v: f32) {
  // expected-error @+1 {{custom op 'vector.extract' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = vector.extract %v[] : f32 from f32
  return
}

// -----

func.func @extract_generic_not_vector(%v: f32) {
  // expected-error @+1 {{'vector.extract' op operand #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.extract"(%v) <{static_position = array<i64>}> : (f32) -> f32
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @extract_index_type(%v: vector<4x8xf32>, %i: i32) {
  // expected-error @+1 {{use of value '%i' expects different type than prior uses: 'index' vs 'i32'}}
  %0 = vector.extract %v[1, %i] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @insert_position_range(%v: vector<4x8xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute #2 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %s, %v[1, 9] : f32 into vector<4x8xf32>
  return
}

// -----

func.func @insert_scalar_rank(%v: vector<4x8xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %s, %v[1] : f32 into vector<4x8xf32>
  return
}

// -----

func.func @insert_position_too_long(%v: vector<4x8xf32>, %s: vector<8xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute of rank no greater than dest vector rank}}
  %0 = vector.insert %s, %v[1, 2, 3] : vector<8xf32> into vector<4x8xf32>
  return
}

// -----

func.func @insert_vector_rank(%v: vector<4x8xf32>, %s: vector<8xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %0 = vector.insert %s, %v[] : vector<8xf32> into vector<4x8xf32>
  return
}

// -----

func.func @insert_element_type(%v: vector<4x8xf32>, %s: f64) {
  // expected-error @+1 {{'vector.insert' op failed to verify that source operand and result have same element type}}
  %0 = vector.insert %s, %v[1, 2] : f64 into vector<4x8xf32>
  return
}

// -----

func.func @insert_zero_d(%v: vector<4x8xf32>, %s: vector<f32>) {
  // expected-error @+1 {{expected a scalar instead of a 0-d vector as the source operand}}
  %0 = vector.insert %s, %v[1, 2] : vector<f32> into vector<4x8xf32>
  return
}

// -----

func.func @insert_missing_into(%v: vector<4x8xf32>, %s: f32) {
  // expected-error @+1 {{expected 'into'}}
  %0 = vector.insert %s, %v[1, 2] : f32 to vector<4x8xf32>
  return
}
