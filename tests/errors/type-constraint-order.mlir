// RUN: %mica-opt --verify-diagnostics --split-input-file %s

// The order of ODS's checks: structural traits (zero results, attributes)
// first, then the operand and result type constraints, then the regions'
// block counts (SizedRegion), in the generic form.

func.func @f(%a: memref<4xf32>, %i: i32, %v: f32) {
  // expected-error @+1 {{'memref.store' op requires zero results}}
  %0 = "memref.store"(%v, %a, %i) : (f32, memref<4xf32>, i32) -> (f32)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'tensor.empty' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "tensor.empty"(%a) : (i32) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: i32) {
  // expected-error @+1 {{'memref.load' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "memref.load"(%a, %i, %i) : (memref<4xf32>, i32, i32) -> f32
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %i: i32) {
  // expected-error @+1 {{'tensor.extract' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "tensor.extract"(%a, %i) : (tensor<4xf32>, i32) -> f64
  return
}

// -----

func.func @f(%a: i32, %t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "scf.forall"(%a, %t) ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) {operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>} : (i32, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.parallel' op operand #0 must be variadic of index, but got 'i32'}}
  "scf.parallel"(%a, %a, %a) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (i32, i32, i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.parallel' op operand #0 must be variadic of index, but got 'i32'}}
  "scf.parallel"(%a, %a, %a) ({
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (i32, i32, i32) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: i32) {
  // expected-error @+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  "memref.prefetch"(%a, %i) {isDataCache = true, isWrite = false, localityHint = 5 : i32} : (memref<4xf32>, i32) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: i32) {
  // expected-error @+1 {{'memref.prefetch' op requires attribute 'localityHint'}}
  "memref.prefetch"(%a, %i) {isDataCache = true, isWrite = false} : (memref<4xf32>, i32) -> ()
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %i: i32) {
  // expected-error @+1 {{'tensor.pad' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "tensor.pad"(%a, %i) ({
  }) {operandSegmentSizes = array<i32: 1, 1, 0>, static_low = array<i64: -9223372036854775808>, static_high = array<i64: 0>} : (tensor<4xf32>, i32) -> tensor<?xf32>
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'tensor.generate' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "tensor.generate"(%a) ({
  }) : (i32) -> tensor<?xf32>
  return
}

// -----

func.func @f(%c: i32) {
  // expected-error @+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "scf.if"(%c) ({
  }, {
  }) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.index_switch' op operand #0 must be index, but got 'i32'}}
  "scf.index_switch"(%a) ({
  }) {cases = array<i64>} : (i32) -> ()
  return
}

// -----

func.func @f(%a: memref<4xi32>, %i: i32) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "memref.generic_atomic_rmw"(%a, %i) ({
  }) : (memref<4xi32>, i32) -> i32
  return
}
