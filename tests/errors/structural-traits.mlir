// RUN: %mica-opt --verify-diagnostics --split-input-file %s

// ODS's structural traits, checked before the type constraints: result,
// successor, region and operand counts (NResults, ZeroSuccessors,
// NSuccessors, AtLeastNSuccessors, AtLeastNRegions, AtLeastNOperands before
// the operand segments, Optional groups), HasParent and ParentOneOf, and
// IsTerminator, in the generic form.

func.func @f(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.addui_extended' op expected 2 results}}
  %0 = "arith.addui_extended"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'cf.cond_br' op requires 2 successors but found 0}}
  "cf.cond_br"(%a) {operandSegmentSizes = array<i32: 1, 0, 0>} : (i32) -> ()
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'cf.br' op requires 1 successor but found 0}}
  "cf.br"() : () -> ()
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'cf.switch' op requires at least 1 successors but found 0}}
  "cf.switch"(%a) {case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>} : (i32) -> ()
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{'scf.index_switch' op expected 1 or more regions}}
  "scf.index_switch"(%a) {cases = array<i64>} : (index) -> ()
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks}}
  "scf.index_switch"(%a) ({
    "scf.yield"() : () -> ()
  }, {
  }) {cases = array<i64: 1>} : (index) -> ()
  return
}

// -----

func.func @f(%a: memref<?xf32>, %b: index) {
  // expected-error @+1 {{'memref.realloc' op operand group starting at #1 requires 0 or 1 element, but found 2}}
  %0 = "memref.realloc"(%a, %b, %b) : (memref<?xf32>, index, index) -> memref<?xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.insert_slice' op expected 2 or more operands, but found 1}}
  %0 = "tensor.insert_slice"(%t) {operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.subview' op expected 1 or more operands, but found 0}}
  %0 = "memref.subview"() {operandSegmentSizes = array<i32: 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} : () -> memref<4xf32>
  return
}

// -----

func.func @f(%a: index) {
  "scf.parallel"(%a, %a, %a) ({
  ^bb0(%i: index):
    // expected-error @+1 {{'scf.reduce' op must be the last operation in the parent block}}
    "scf.reduce"() : () -> ()
    "scf.reduce"() : () -> ()
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (index, index, index) -> ()
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'scf.reduce.return' op expects parent op 'scf.reduce'}}
  "scf.reduce.return"(%x) : (f32) -> ()
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
  "memref.atomic_yield"(%x) : (f32) -> ()
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
  "memref.alloca_scope.return"(%x) : (f32) -> ()
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  "tensor.yield"(%x) : (f32) -> ()
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  "scf.reduce"() : () -> ()
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  "cf.br"()[^bb1] : () -> ()
  %x = arith.constant 1 : i32
^bb1:
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.condition' op expects parent op 'scf.while'}}
  "scf.condition"(%a) : (i32) -> ()
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.condition' op expects parent op 'scf.while'}}
  "scf.condition"(%a) : (i32) -> ()
  %c = arith.constant 1 : i32
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'func.return' op must be the last operation in the parent block}}
  "func.return"() : () -> ()
  "func.return"() : () -> ()
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  "scf.yield"() : () -> ()
  "func.return"() : () -> ()
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  %0 = "scf.while"(%x) ({
  ^bb0(%y: i32):
    "scf.condition"(%y, %y) : (i32, i32) -> ()
    // expected-note @+1 {{terminator here}}
    %c = arith.constant 1 : i32
  }, {
  ^bb0(%y: i32):
    "scf.yield"(%y) : (i32) -> ()
  }) : (i32) -> i32
  return
}

// -----

func.func @f(%x: i32) {
  "scf.execute_region"() ({
    // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
    "func.return"() : () -> ()
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f(%x: i32) {
  "scf.execute_region"() ({
    // expected-error @+1 {{'memref.atomic_yield' op requires zero results}}
    %0 = "memref.atomic_yield"(%x) : (i32) -> (i32)
  }) : () -> ()
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
  "scf.forall.in_parallel"() ({
  ^bb0:
  }) : () -> ()
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{successors in non-terminator}}
  %0 = "memref.load"(%m, %i)[^bb1] : (memref<4xf32>, index) -> f32
^bb1:
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'func.return' op requires 0 successors but found 1}}
  "func.return"()[^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'scf.yield' op requires 0 successors but found 1}}
  "scf.yield"()[^bb1] : () -> ()
^bb1:
  return
}
