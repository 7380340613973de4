// RUN: %mica-opt --verify-diagnostics --split-input-file %s

// Region counts: ZeroRegions of the ops that hold none, OneRegion and
// NRegions, and scf.reduce's variadic reductions of one block each, in the
// generic form.

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op requires zero regions}}
  %0 = "memref.load"(%m, %i) ({
  }) : (memref<4xf32>, index) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.addi' op requires zero regions}}
  %0 = "arith.addi"(%a, %a) ({
  }) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'func.return' op requires zero regions}}
  "func.return"() ({
  }) : () -> ()
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.execute_region' op requires one region}}
  "scf.execute_region"() : () -> ()
  return
}

// -----

func.func @f(%a: i1) {
  // expected-error @+1 {{'scf.if' op expected 2 regions}}
  "scf.if"(%a) ({
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'memref.alloca_scope' op requires one region}}
  "memref.alloca_scope"() : () -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'cf.br' op requires zero regions}}
  "cf.br"()[^bb1] ({
  }) : () -> ()
^bb1:
  return
}

// -----

// expected-error @+1 {{'memref.global' op requires zero regions}}
"memref.global"() ({
}) {sym_name = "g", type = memref<4xf32>, sym_visibility = "private"} : () -> ()

// -----

func.func @f(%a: index, %x: f32) {
  %0 = "scf.parallel"(%a, %a, %a, %x) ({
  ^bb0(%i: index):
    // expected-error @+1 {{'scf.reduce' op region #0 ('reductions') failed to verify constraint: region with 1 blocks}}
    "scf.reduce"(%x) ({
    }) : (f32) -> ()
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 1>} : (index, index, index, f32) -> f32
  return
}

// -----

func.func @f(%a: index, %x: f32) {
  %0 = "scf.parallel"(%a, %a, %a, %x) ({
  ^bb0(%i: index):
    // expected-error @+1 {{empty block: expect at least a terminator}}
    "scf.reduce"(%x) ({
    ^bb0(%l: f32, %r: f32):
    }) : (f32) -> ()
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 1>} : (index, index, index, f32) -> f32
  return
}
