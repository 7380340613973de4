// RUN: %mica-opt --verify-diagnostics --split-input-file %s

// An operandSegmentSizes in the plain attribute dictionary that is not an
// i32 array of one size per operand group is dropped, as MLIR's property
// conversion drops it: the op keeps empty segments, and its operand count is
// checked against zero.

func.func @f(%i: index) {
  // expected-error @+1 {{'memref.alloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.alloc"(%i) {operandSegmentSizes = 1 : i32} : (index) -> memref<?xf32>
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'memref.alloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.alloc"(%i) {operandSegmentSizes = array<i64: 1, 0>} : (index) -> memref<?xf32>
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'memref.alloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.alloc"(%i) {operandSegmentSizes = array<i32: 1, 0, 0>} : (index) -> memref<?xf32>
  return
}

// -----

// Without operands, the op is valid.
func.func @f() {
  %0 = "memref.alloc"() {operandSegmentSizes = array<i32: 1>} : () -> memref<4xf32>
  return
}
