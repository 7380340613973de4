// RUN: %mica-opt --split-input-file --verify-diagnostics --mlir-print-op-generic %s | FileCheck %s

// An op with operand segments that is given no operandSegmentSizes has all
// its segments empty, as mlir-opt 22's property storage starts out.

// CHECK: "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
func.func @no_operands() {
  %0 = "memref.alloc"() : () -> memref<4xf32>
  return
}

// -----

func.func @operands_left_over(%c: i1) {
  // expected-error @+1 {{'cf.cond_br' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  return
^bb2:
  return
}

// -----

func.func @empty_properties(%c: i1) {
  // expected-error @+1 {{'cf.cond_br' op operand count (2) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c, %c)[^bb1, ^bb2] <{}> : (i1, i1) -> ()
^bb1:
  return
^bb2:
  return
}
