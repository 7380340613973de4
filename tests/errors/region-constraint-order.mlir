// RUN: %mica-opt --verify-diagnostics --split-input-file %s

// The counts first, then NoRegionArguments and SingleBlock (structural),
// then the type constraints, the predicates (AllTypesMatch, TypesMatchWith)
// and last the regions' block counts, as ODS orders them; in the generic
// form.

func.func @f() {
  // expected-error @+1 {{'memref.alloca_scope' op region should have no arguments}}
  "memref.alloca_scope"() ({
  ^bb0(%x: index):
    "memref.alloca_scope.return"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f(%c: i32) {
  // expected-error @+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%x: index):
    "scf.yield"() : () -> ()
  }, {
  }) : (i32) -> ()
  return
}

// -----

func.func @f(%c: i32) {
  // expected-error @+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%x: index):
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f(%c: i32) {
  // expected-error @+1 {{'scf.execute_region' op region cannot have any arguments}}
  %0 = "scf.execute_region"() ({
  ^bb0(%x: index):
    "scf.yield"() : () -> ()
  }) : () -> i32
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'memref.alloca_scope' op requires zero operands}}
  "memref.alloca_scope"(%i) ({
  ^bb0(%x: index):
    "memref.alloca_scope.return"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f(%i: i1) {
  // expected-error @+1 {{'scf.if' op expects region #0 to have 0 or 1 blocks}}
  "scf.if"(%i) ({
    "scf.yield"() : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> (i32)
  return
}

// -----

func.func @f(%a: i32, %b: index) {
  // expected-error @+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%a, %b, %b) ({
  }) : (i32, index, index) -> ()
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'scf.if' op region #1 should have no arguments}}
  "scf.if"(%c) ({
  }, {
  ^bb0(%x: index):
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
  return
}

// -----

func.func @f(%a: f32, %b: f32) {
  // expected-error @+1 {{'memref.load' op operand #0 must be memref of any type values, but got 'f32'}}
  %0 = "memref.load"(%a, %b) : (f32, f32) -> f64
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op failed to verify that result type matches element type of memref}}
  %0 = "memref.generic_atomic_rmw"(%a, %i) ({
  }) : (memref<4xf32>, index) -> f64
  return
}
