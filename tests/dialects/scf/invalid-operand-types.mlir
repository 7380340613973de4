// RUN: %mica-opt --verify-diagnostics --split-input-file %s

// Type constraints of the scf ops: bounds and conditions, loop-carried
// values, what the terminators pass to their parents and regions (in
// RegionBranchOpInterface's order), and the outputs of scf.forall against
// its results, in the generic form.

func.func @f(%a: i32, %b: index) {
  // expected-error @+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%a, %b, %b) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (i32, index, index) -> ()
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: f32):
    "scf.yield"() : () -> ()
  }) : (f32, f32, f32) -> ()
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%a, %b, %b) ({
  ^bb0(%i: i32):
    "scf.yield"() : () -> ()
  }) : (i32, i64, i64) -> ()
  return
}

// -----

func.func @f(%a: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'f32' != 'f64'}}
  %0 = "scf.for"(%a, %a, %a, %x) ({
  ^bb0(%i: index, %y: f32):
    "scf.yield"(%y) : (f32) -> ()
  }) : (index, index, index, f32) -> f64
  return
}

// -----

func.func @f(%a: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'f64'}}
  %0 = "scf.for"(%a, %a, %a, %x) ({
  ^bb0(%i: index, %y: f64):
    "scf.yield"(%y) : (f64) -> ()
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @f(%a: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'f64'}}
  %0 = "scf.for"(%a, %a, %a, %x) ({
  ^bb0(%i: index, %y: f32):
    %c = arith.constant 1.0 : f64
    "scf.yield"(%c) : (f64) -> ()
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: i32):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%c: i32) {
  // expected-error @+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (i32) -> ()
  return
}

// -----

func.func @f(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'f64'}}
  %0 = "scf.if"(%c) ({
    // expected-note @+1 {{region branch point}}
    "scf.yield"(%x) : (f32) -> ()
  }, {
    "scf.yield"(%x) : (f32) -> ()
  }) : (i1) -> f64
  return
}

// -----

func.func @f(%c: vector<2xi1>) {
  // expected-error @+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'vector<2xi1>'}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (vector<2xi1>) -> ()
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'f32' should match successor input type #0 'f64'}}
  %0 = "scf.while"(%x) ({
  ^bb0(%y: f32):
    %c = arith.constant true
    // expected-note @+1 {{region branch point}}
    "scf.condition"(%c, %y) : (i1, f32) -> ()
  }, {
  ^bb0(%y: f32):
    "scf.yield"(%y) : (f32) -> ()
  }) : (f32) -> f64
  return
}

// -----

func.func @f(%x: f32) {
  %0 = "scf.while"(%x) ({
  ^bb0(%y: f32):
    %c = arith.constant 1 : i32
    // expected-error @+1 {{'scf.condition' op operand #0 must be 1-bit signless integer, but got 'i32'}}
    "scf.condition"(%c, %y) : (i32, f32) -> ()
  }, {
  ^bb0(%y: f32):
    "scf.yield"(%y) : (f32) -> ()
  }) : (f32) -> f32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+2 {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'f32' should match successor input type #0 'f64'}}
  // expected-note @+1 {{region branch point}}
  %0 = "scf.while"(%x) ({
  ^bb0(%y: f64):
    %c = arith.constant true
    "scf.condition"(%c, %y) : (i1, f64) -> ()
  }, {
  ^bb0(%y: f64):
    "scf.yield"(%x) : (f32) -> ()
  }) : (f32) -> f64
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'f32' should match successor input type #0 'f64'}}
  %0 = "scf.while"(%x) ({
  ^bb0(%y: f32):
    %c = arith.constant true
    // expected-note @+1 {{region branch point}}
    "scf.condition"(%c, %y) : (i1, f32) -> ()
  }, {
  ^bb0(%y: f64):
    "scf.yield"(%y) : (f64) -> ()
  }) : (f32) -> f32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'f64' should match successor input type #0 'f32'}}
  %0 = "scf.while"(%x) ({
  ^bb0(%y: f32):
    %c = arith.constant true
    "scf.condition"(%c, %y) : (i1, f32) -> ()
  }, {
  ^bb0(%y: f32):
    %z = arith.constant 1.0 : f64
    // expected-note @+1 {{region branch point}}
    "scf.yield"(%z) : (f64) -> ()
  }) : (f32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.index_switch' op operand #0 must be index, but got 'i32'}}
  "scf.index_switch"(%a) ({
    "scf.yield"() : () -> ()
  }) {cases = array<i64>} : (i32) -> ()
  return
}

// -----

func.func @f(%a: index, %x: f32) {
  // expected-error @+1 {{'scf.index_switch' op expected result #0 of each region to be 'f64'}}
  %0 = "scf.index_switch"(%a) ({
    // expected-note @+1 {{default region returns 'f32' here}}
    "scf.yield"(%x) : (f32) -> ()
  }) {cases = array<i64>} : (index) -> f64
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'f64'}}
  %0 = "scf.execute_region"() ({
    // expected-note @+1 {{region branch point}}
    "scf.yield"(%x) : (f32) -> ()
  }) : () -> f64
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.parallel' op operand #0 must be variadic of index, but got 'i32'}}
  "scf.parallel"(%a, %a, %a) ({
  ^bb0(%i: index):
    "scf.reduce"() : () -> ()
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (i32, i32, i32) -> ()
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%a, %a, %a) ({
  ^bb0(%i: i32):
    "scf.reduce"() : () -> ()
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (index, index, index) -> ()
  return
}

// -----

func.func @f(%a: index, %x: f32) {
  %0 = "scf.parallel"(%a, %a, %a, %x) ({
  ^bb0(%i: index):
    // expected-error @+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'f32' to be the same as the 0-th result type: 'f64'}}
    "scf.reduce"(%x) ({
    ^bb0(%l: f32, %r: f32):
      "scf.reduce.return"(%l) : (f32) -> ()
    }) : (f32) -> ()
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 1>} : (index, index, index, f32) -> f64
  return
}

// -----

func.func @f(%a: index, %x: f32) {
  %0 = "scf.parallel"(%a, %a, %a, %x) ({
  ^bb0(%i: index):
    // expected-error @+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    "scf.reduce"(%x) ({
    ^bb0(%l: f64, %r: f64):
      "scf.reduce.return"(%l) : (f64) -> ()
    }) : (f32) -> ()
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 1>} : (index, index, index, f32) -> f32
  return
}

// -----

func.func @f(%a: index, %x: f32) {
  %0 = "scf.parallel"(%a, %a, %a, %x) ({
  ^bb0(%i: index):
    "scf.reduce"(%x) ({
    ^bb0(%l: f32, %r: f32):
      %c = arith.constant 1.0 : f64
      // expected-error @+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      "scf.reduce.return"(%c) : (f64) -> ()
    }) : (f32) -> ()
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 1>} : (index, index, index, f32) -> f32
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
  }) {operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: -9223372036854775808>, staticStep = array<i64: 1>} : (i32, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op expected type of operand #0 ('tensor<4xf32>') to match type of corresponding result ('tensor<4xf64>')}}
  %0 = "scf.forall"(%t) ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) {operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>} : (tensor<4xf32>) -> tensor<4xf64>
  return
}

// -----

func.func @f(%t: memref<4xf32>) {
  // expected-error @+1 {{'scf.forall' op operand #0 must be variadic of ranked tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "scf.forall"(%t) ({
  ^bb0(%i: index, %o: memref<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) {operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>} : (memref<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %0 = "scf.forall"(%t) ({
  ^bb0(%i: index, %o: tensor<4xf64>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) {operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  "scf.forall"() ({
  ^bb0(%i: i32):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) {operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>} : () -> ()
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  "scf.yield"(%x) : (f32) -> ()
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op produces 0 results, but has only 1 outputs}}
  "scf.forall"(%t) ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) {operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>} : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op expected type of operand #0 ('tensor<4xf32>') to match type of corresponding result ('tensor<?xf32>')}}
  %0 = "scf.forall"(%t) ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) {operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>} : (tensor<4xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %u: index) {
  // expected-error @+1 {{'scf.forall' op expected type of operand #1 ('tensor<4xf32>') to match type of corresponding result ('tensor<4xf64>')}}
  %0 = "scf.forall"(%u, %t) ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) {operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: -9223372036854775808>, staticStep = array<i64: 1>} : (index, tensor<4xf32>) -> tensor<4xf64>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  %0 = "scf.forall"(%t) ({
  ^bb0(%i: i32, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) {operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>} : (tensor<4xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %s: tensor<2xf32>) {
  %0 = "scf.forall"(%t) ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
      // expected-error @+1 {{expected type to be 'tensor<4xf32>' or a rank-reduced version. (size mismatch) }}
      "tensor.parallel_insert_slice"(%s, %o) {operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} : (tensor<2xf32>, tensor<4xf32>) -> ()
    }) : () -> ()
  }) {operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>} : (tensor<4xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @f(%a: index, %x: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %0 = "scf.parallel"(%a, %a, %a, %x) ({
  ^bb0(%i: index):
    "scf.reduce"() : () -> ()
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 1>} : (index, index, index, f32) -> f32
  return
}

// -----

func.func @f(%a: index, %x: f32) {
  %0 = "scf.parallel"(%a, %a, %a, %x) ({
  ^bb0(%i: index):
    "scf.reduce"(%x) ({
    ^bb0(%l: f32, %r: f32):
      "scf.reduce.return"(%l) : (f32) -> ()
    }) : (f32) -> ()
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 1>} : (index, index, index, f32) -> f32
  %1 = "scf.parallel"(%a, %a, %a, %x) ({
  ^bb0(%i: index):
    // expected-error @+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'f32' to be the same as the 0-th result type: 'i32'}}
    "scf.reduce"(%x) ({
    ^bb0(%l: f32, %r: f32):
      "scf.reduce.return"(%l) : (f32) -> ()
    }) : (f32) -> ()
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 1>} : (index, index, index, f32) -> i32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
  %0 = "scf.while"(%x) ({
  ^bb0(%y: f32):
    %c = arith.constant true
    // expected-note @+1 {{region branch point}}
    "scf.condition"(%c, %y, %y) : (i1, f32, f32) -> ()
  }, {
  ^bb0(%y: f32):
    "scf.yield"(%y) : (f32) -> ()
  }) : (f32) -> f32
  return
}

// -----

func.func @f(%a: index, %x: f32) {
  // expected-error @+1 {{'scf.index_switch' op expected result #0 of each region to be 'f32'}}
  %0 = "scf.index_switch"(%a) ({
    "scf.yield"(%x) : (f32) -> ()
  }, {
    %c = arith.constant 1 : i32
    // expected-note @+1 {{case region #0 returns 'i32' here}}
    "scf.yield"(%c) : (i32) -> ()
  }) {cases = array<i64: 1>} : (index) -> f32
  return
}

// -----

func.func @f(%a: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = "scf.for"(%a, %a, %a, %x) ({
  ^bb0(%i: index, %y: f32):
    // expected-note @+1 {{region branch point}}
    "scf.yield"() : () -> ()
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'f32' should match successor input type #0 'f64'}}
  %0 = "scf.while"(%x) ({
  ^bb0(%y: f32):
    %c = arith.constant true
    // expected-note @+1 {{region branch point}}
    "scf.condition"(%c, %y) : (i1, f32) -> ()
  }, {
  ^bb0(%y: f64):
    "scf.yield"(%x) : (f32) -> ()
  }) : (f32) -> f64
  return
}

// -----

func.func @f(%a: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = "scf.for"(%a, %a, %a, %x) ({
  ^bb0(%i: i32, %y: f32):
    // expected-note @+1 {{region branch point}}
    "scf.yield"() : () -> ()
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @f(%a: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = "scf.for"(%a, %a, %a, %x) ({
  ^bb0(%i: index, %y: f32):
    // expected-note @+1 {{region branch point}}
    "scf.yield"() : () -> ()
  }) : (index, index, index, f32) -> f32
  return
}
