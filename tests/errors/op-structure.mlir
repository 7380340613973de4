// Registered ops in the generic form are checked against their definition
// before anything prints them: operand counts and segments, required
// attributes, regions, results. Messages are mlir-opt 22's.
// RUN: %mica-opt --split-input-file --verify-diagnostics %s

// expected-error @+1 {{'arith.constant' op requires attribute 'value'}}
"arith.constant"() : () -> i32

// -----

// expected-error @+1 {{'arith.addi' op expected 2 operands, but found 0}}
"arith.addi"() : () -> i32

// -----

// expected-error @+1 {{'func.call' op requires attribute 'callee'}}
"func.call"() : () -> ()

// -----

// expected-error @+1 {{'affine.for' op requires one region}}
"affine.for"() : () -> ()

// -----

// expected-error @+1 {{'scf.if' op expected 2 regions}}
"scf.if"() : () -> ()

// -----

// expected-error @+1 {{'affine.load' op expected 1 or more operands, but found 0}}
"affine.load"() : () -> f32

// -----

// expected-error @+1 {{'affine.parallel' op requires one region}}
"affine.parallel"() : () -> ()

// -----

// expected-error @+1 {{'tosa.cond_if' op expected 2 regions}}
"tosa.cond_if"() : () -> ()

// -----

// expected-error @+1 {{'affine.prefetch' op expected 1 or more operands, but found 0}}
"affine.prefetch"() : () -> ()

// -----

// expected-error @+1 {{'scf.for' op requires one region}}
"scf.for"() : () -> ()

// -----

func.func @kinds() {
  // expected-error @+1 {{'affine.for' op attribute 'lowerBoundMap' failed to satisfy constraint: AffineMap attribute}}
  "affine.for"() ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) {lowerBoundMap = 1, upperBoundMap = 2, step = 1 : index, operandSegmentSizes = array<i32: 0, 0, 0>} : () -> ()
  return
}

// -----

func.func @empty_body(%b: index) {
  // expected-error @+1 {{'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.for"(%b, %b, %b) ({}) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_groups() {
  // expected-error @+1 {{'affine.parallel' op expected lower bounds map to have 5 results}}
  "affine.parallel"() <{lowerBoundsGroups = dense<5> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (1)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @parallel_counts() {
  // expected-error @+1 {{'affine.parallel' op the number of region arguments (0) and the number of map groups for lower (1) and upper bound (1), and the number of steps (1) must all match}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (1)>}> ({
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @enum_kind(%a: f32) {
  // expected-error @+1 {{'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.addf"(%a, %a) {fastmath = #foo.bar<afn>} : (f32, f32) -> f32
  return
}

// -----

func.func @unknown_flag(%a: f32) {
  // mlir-opt 22 rejects the unknown flag while reading it: "custom op
  // 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: ...".
  // expected-error @+1 {{'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = arith.addf %a, %a fastmath<nnan,bogus> : f32
  return
}
