// RUN: %mica-opt --verify-diagnostics --split-input-file %s

// ZeroResults of the ops with hand-written forms (module, func.func,
// memref.global, the DMA ops, prefetch, cf.switch, scf.reduce,
// scf.forall.in_parallel), in the generic form.

func.func @f(%a: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_wait' op requires zero results}}
  %0 = "memref.dma_wait"(%t, %i, %i) : (memref<1xi32>, index, index) -> i32
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op requires zero results}}
  %0 = "memref.prefetch"(%a, %i) {isDataCache = true, isWrite = false, localityHint = 1 : i32} : (memref<4xf32>, index) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'cf.switch' op requires zero results}}
  %0 = "cf.switch"(%a)[^bb1] {case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>} : (i32) -> i32
^bb1:
  return
}

// -----

func.func @f(%a: index) {
  "scf.parallel"(%a, %a, %a) ({
  ^bb0(%i: index):
    // expected-error @+1 {{'scf.reduce' op requires zero results}}
    %0 = "scf.reduce"() : () -> i32
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (index, index, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{'memref.store' op requires zero results}}
  %0 = "memref.store"(%v, %a, %i) : (f32, memref<4xf32>, index) -> i32
  return
}

// -----

// expected-error @+1 {{'memref.global' op requires zero results}}
"memref.global"() {sym_name = "g", type = memref<4xf32>, sym_visibility = "private"} : () -> i32

// -----

// expected-error @+1 {{'func.func' op requires zero results}}
%0 = "func.func"() ({
}) {function_type = () -> (), sym_name = "f", sym_visibility = "private"} : () -> i32

// -----

func.func @f() {
  // expected-error @+1 {{cannot name an operation with no results}}
  %0 = "memref.alloca_scope"() ({
    "memref.alloca_scope.return"() : () -> ()
  }) : () -> ()
  return
}

// -----

// expected-error @+1 {{'builtin.module' op requires zero results}}
%0 = "builtin.module"() ({
}) : () -> i32

// -----

func.func @f(%t: tensor<4xf32>) {
  %0 = "scf.forall"(%t) ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    // expected-error @+1 {{'scf.forall.in_parallel' op requires zero results}}
    %1 = "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> i32
  }) {operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op requires zero results}}
  %0 = "memref.dma_start"(%a, %i, %b, %i, %i, %t, %i) : (memref<4xf32>, index, memref<4xf32, 1>, index, index, memref<1xi32>, index) -> (i32)
  return
}
