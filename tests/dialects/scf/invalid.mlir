// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// Each case's message is mlir-opt 22's on the same input.

func.func @results(%lb: index, %a: i32) {
  // expected-error @+1 {{operation defines 1 results but was provided 2 to bind}}
  %r:2 = scf.for %i = %lb to %lb step %lb iter_args(%x = %a) -> (i32) {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @no_step(%lb: index) {
  // expected-error @+1 {{custom op 'scf.for' expected 'step'}}
  scf.for %i = %lb to %lb {
  }
  return
}

// -----

func.func @for_inits_iter_args(%lb: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, index, index, f32) -> ()
  return
}

// -----

func.func @for_results_iter_args(%lb: index) {
  // expected-error @+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  %0 = "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, index, index) -> f32
  return
}

// -----

func.func @for_yield_type(%lb: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %0 = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (f32) {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  return
}

// -----

func.func @execute_region_args() {
  // expected-error @+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%a: i32):
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @parallel_empty() {
  // expected-error @+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  "scf.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
    scf.reduce
  }) : () -> ()
  return
}

// -----

func.func @parallel_ivs(%lb: index) {
  // expected-error @+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_iv_type(%lb: index) {
  // expected-error @+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: i32):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_inits(%lb: index, %x: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of initial values: 0}}
  %0 = "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  }) : (index, index, index) -> f32
  return
}

// -----

func.func @parallel_reduce_type(%lb: index, %x: f32, %y: i32) {
  %0 = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'i32' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%y : i32) {
    ^bb0(%a: i32, %b: i32):
      scf.reduce.return %a : i32
    }
  }
  return
}

// -----

func.func @reduce_regions(%lb: index, %x: f32) {
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
    // expected-error @+1 {{'scf.reduce' op expects number of reduction regions: 0 to be the same as number of reduction operands: 1}}
    "scf.reduce"(%x) : (f32) -> ()
  }
  return
}

// -----

func.func @reduce_empty_body(%lb: index, %x: f32) {
  %0 = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    // expected-error @+1 {{empty block: expect at least a terminator}}
    "scf.reduce"(%x) ({
    ^bb0(%a: f32, %b: f32):
    }) : (f32) -> ()
  }
  return
}

// -----

func.func @reduce_terminator(%lb: index, %x: f32) {
  %0 = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    "scf.reduce"(%x) ({
    ^bb0(%a: f32, %b: f32):
      // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
      scf.yield
    }) : (f32) -> ()
  }
  return
}
