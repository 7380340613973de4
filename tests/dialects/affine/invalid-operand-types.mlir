// RUN: %mica-opt --verify-diagnostics --split-input-file %s

// The index constraints of affine.delinearize_index and
// affine.linearize_index on operands and results, in the generic form.

func.func @f(%a: i32, %b: index) {
  // expected-error @+1 {{'affine.delinearize_index' op operand #0 must be index, but got 'i32'}}
  %0:2 = "affine.delinearize_index"(%a, %b) {static_basis = array<i64: -9223372036854775808, 4>} : (i32, index) -> (index, index)
  return
}

// -----

func.func @f(%a: index, %b: i32) {
  // expected-error @+1 {{'affine.delinearize_index' op operand #1 must be variadic of index, but got 'i32'}}
  %0:2 = "affine.delinearize_index"(%a, %b) {static_basis = array<i64: -9223372036854775808, 4>} : (index, i32) -> (index, index)
  return
}

// -----

func.func @f(%a: i32, %b: index) {
  // expected-error @+1 {{'affine.linearize_index' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "affine.linearize_index"(%a, %b, %b) {operandSegmentSizes = array<i32: 2, 1>, static_basis = array<i64: -9223372036854775808, 4>} : (i32, index, index) -> index
  return
}

// -----

func.func @f(%a: index, %b: index) {
  // expected-error @+1 {{'affine.delinearize_index' op result #1 must be variadic of index, but got 'i32'}}
  %0:2 = "affine.delinearize_index"(%a, %b) {static_basis = array<i64: -9223372036854775808, 4>} : (index, index) -> (index, i32)
  return
}

// -----

func.func @f(%a: index, %b: index) {
  // expected-error @+1 {{'affine.linearize_index' op result #0 must be index, but got 'i64'}}
  %0 = "affine.linearize_index"(%a, %b, %b) {operandSegmentSizes = array<i32: 2, 1>, static_basis = array<i64: -9223372036854775808, 4>} : (index, index, index) -> i64
  return
}
