// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// The scf verifiers. Each case's message is mlir-opt 22's on the same input.

func.func @for_bound_type(%f: f32, %i: index) {
  // expected-error @+1 {{'scf.for' op operand #1 must be signless integer or index, but got 'f32'}}
  "scf.for"(%i, %f, %i) ({}) : (index, f32, index) -> ()
  return
}

// -----

func.func @for_bounds_differ(%a: index, %b: i32) {
  // expected-error @+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%a, %b, %a) ({}) : (index, i32, index) -> ()
  return
}

// -----

func.func @for_empty_region(%a: index) {
  // expected-error @+1 {{'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.for"(%a, %a, %a) ({}) : (index, index, index) -> ()
  return
}

// -----

func.func @for_two_blocks(%a: index) {
  // expected-error @+1 {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: index):
    scf.yield
  ^bb1:
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_results(%a: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%a, %a, %a, %f) ({
  ^bb0(%i: index, %x: f32):
    scf.yield %x : f32
  }) : (index, index, index, f32) -> ()
  return
}

// -----

func.func @for_init_type(%a: index, %f: f32, %n: i32) {
  // expected-error @+1 {{'scf.for' op 1-th init and 1-th region iter_arg have different type: 'i32' != 'f32'}}
  %r:2 = "scf.for"(%a, %a, %a, %f, %n) ({
  ^bb0(%i: index, %x: f32, %y: f32):
    scf.yield %x, %x : f32, f32
  }) : (index, index, index, f32, i32) -> (f32, i32)
  return
}

// -----

func.func @for_yield_count(%a: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op different number of region iter_args and yielded values: 2 != 1}}
  %r:2 = "scf.for"(%a, %a, %a, %f, %f) ({
  ^bb0(%i: index, %x: f32, %y: f32):
    scf.yield %x : f32
  }) : (index, index, index, f32, f32) -> (f32, f32)
  return
}

// -----

func.func @for_result_type(%a: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'f32' != 'i32'}}
  %r:2 = "scf.for"(%a, %a, %a, %f, %f) ({
  ^bb0(%i: index, %x: f32, %y: f32):
    scf.yield %x, %x : f32, f32
  }) : (index, index, index, f32, f32) -> (f32, i32)
  return
}

// -----

func.func @for_iv_type(%a: index) {
  // expected-error @+1 {{'scf.for' op expected induction variable to be same type as bounds}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_unbound_results(%a: index, %f: f32) {
  // mlir-opt 22 takes the results that no name binds
  scf.for %i = %a to %a step %a iter_args(%x = %f) -> (f32) {
    // expected-error @+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0}}
    %y = tensor.empty(%a) : tensor<4xf32>
    scf.yield %x : f32
  }
  return
}

// -----

func.func @if_condition(%a: index) {
  // expected-error @+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'index'}}
  "scf.if"(%a) ({}, {}) : (index) -> ()
  return
}

// -----

func.func @if_arguments(%c: i1) {
  // expected-error @+1 {{'scf.if' op region #1 should have no arguments}}
  "scf.if"(%c) ({
    scf.yield
  }, {
  ^bb0(%x: index):
    scf.yield
  }) : (i1) -> ()
  return
}

// -----

func.func @if_no_else(%c: i1, %f: f32) {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (f32) {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @if_yield_type(%c: i1, %f: f32, %n: i32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = scf.if %c -> (f32) {
    // expected-note @+1 {{region branch point}}
    scf.yield %n : i32
  } else {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @yield_parent() {
  "my.op"() ({
    // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @execute_region_arguments() {
  // expected-error @+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%x: i32):
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @parallel_bounds(%a: index) {
  // expected-error @+1 {{custom op 'scf.parallel' expected 1 operands}}
  scf.parallel (%i) = (%a) to (%a, %a) step (%a) {
  }
  return
}

// -----

func.func @parallel_step(%a: index) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%a) to (%a) step (%c0) {
  }
  return
}

// -----

func.func @parallel_reductions(%a: index, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 0 to be the same as number of reductions: 1}}
  scf.parallel (%i) = (%a) to (%a) step (%a) {
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }
  }
  return
}

// -----

func.func @parallel_terminator(%a: index, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  scf.parallel (%i) = (%a) to (%a) step (%a) {
    // expected-note @+1 {{terminator here}}
    scf.yield
  }
  return
}

// -----

func.func @reduce_regions(%a: index, %f: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%f : f32) {
    ^bb0(%l: f32):
      scf.reduce.return %l : f32
    }
  }
  return
}

// -----

func.func @reduce_return_type(%a: index, %f: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %m: f32):
      // expected-error @+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %a : index
    }
  }
  return
}

// -----

func.func @reduce_parent(%f: f32) {
  // expected-error @+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce(%f : f32) {
  ^bb0(%l: f32, %m: f32):
    scf.reduce.return %l : f32
  }
  return
}

// -----

func.func @while_types(%a: i32) {
  // expected-error @+1 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 0)}}
  scf.while (%x = %a) : () -> () {
    %c = arith.constant true
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @while_empty_block() {
  // expected-error @+1 {{'scf.while' op expects a non-empty block}}
  scf.while : () -> () {
  ^bb0:
  } do {
  ^bb0:
  }
  return
}

// -----

func.func @while_before_terminator() {
  // expected-error @+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  scf.while : () -> () {
    // expected-note @+1 {{terminator here}}
    "test.op"() : () -> ()
  } do {
    scf.yield
  }
  return
}

// -----

func.func @while_init_types(%a: i32) {
  // expected-error @+2 {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  // expected-note @+1 {{region branch point}}
  "scf.while"(%a) ({
  ^bb0(%z: f32):
    %c = arith.constant true
    scf.condition(%c)
  }, {
    scf.yield
  }) : (i32) -> ()
  return
}

// -----

func.func @while_condition_args(%a: i32) {
  %c = arith.constant true
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
  scf.while : () -> () {
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%x: i32):
    scf.yield
  }
  return
}

// -----

func.func @switch_cases(%a: index) {
  // expected-error @+1 {{'scf.index_switch' op has duplicate case value: 3}}
  scf.index_switch %a
  case 3 {
    scf.yield
  }
  case 3 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// -----

func.func @switch_result_type(%a: index, %b: i32) {
  // expected-error @+1 {{'scf.index_switch' op expected result #0 of each region to be 'index'}}
  %r = scf.index_switch %a -> index
  case 0 {
    // expected-note @+1 {{case region #0 returns 'i32' here}}
    scf.yield %b : i32
  }
  default {
    scf.yield %a : index
  }
  return
}

// -----

func.func @switch_region_count(%a: index) {
  // expected-error @+1 {{'scf.index_switch' op has 0 case regions but 2 case values}}
  "scf.index_switch"(%a) ({
    scf.yield
  }) {cases = array<i64: 1, 2>} : (index) -> ()
  return
}

// -----

func.func @forall_types(%out: tensor<4xf32>, %n: index) {
  // expected-error @+1 {{custom op 'scf.forall' number of operands and types do not match: got 1 operands and 2 types}}
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %out) -> (tensor<4xf32>, tensor<4xf32>) {
  }
  return
}

// -----

func.func @forall_mapping(%n: index) {
  // expected-error @+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i, %j) in (%n, %n) {
  } {mapping = [#gpu.thread<x>]}
  return
}

// -----

func.func @forall_masks(%n: index) {
  // expected-error @+1 {{'scf.forall' op "mapping" supports at most one device masking attribute}}
  scf.forall (%i) in (%n) {
  } {mapping = [#gpu.thread<x>, #gpu.mask<0x1>, #gpu.mask<0x2>]}
  return
}

// -----

func.func @forall_bounds(%n: index) {
  // expected-error @+1 {{expected 1 dynamic upper bound values}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {}
  }) : () -> ()
  return
}

// -----

func.func @in_parallel_dest(%t: tensor<4xf32>, %out: tensor<4xf32>, %n: index) {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %out) -> (tensor<4xf32>) {
    %s = tensor.extract_slice %t[%i] [1] [1] : tensor<4xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      // expected-error @+1 {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
      tensor.parallel_insert_slice %s into %out[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return
}

// -----

func.func @in_parallel_ops(%out: tensor<4xf32>, %n: index) {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %out) -> (tensor<4xf32>) {
    // expected-error @+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      %c = arith.constant 1 : index
    }
  }
  return
}

// -----

func.func @switch_no_regions(%a: index) {
  // expected-error @+1 {{'scf.index_switch' op expected 1 or more regions}}
  "scf.index_switch"(%a) <{cases = array<i64>}> : (index) -> ()
  return
}
