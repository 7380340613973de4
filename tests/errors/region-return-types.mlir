// RUN: %mica-opt --verify-diagnostics --split-input-file %s

// RegionBranchOpInterface of ops whose regions return to them
// (memref.alloca_scope, scf.execute_region): the terminators' operands
// against the results, in the generic form.

func.func @f() {
  // expected-error @+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %0 = "memref.alloca_scope"() ({
    %c = arith.constant 1 : i32
    // expected-note @+1 {{region branch point}}
    "memref.alloca_scope.return"(%c) : (i32) -> ()
  }) : () -> f32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
  %0 = "memref.alloca_scope"() ({
    %c = arith.constant 1 : i32
    // expected-note @+1 {{region branch point}}
    "memref.alloca_scope.return"(%c, %c) : (i32, i32) -> ()
  }) : () -> i32
  return
}

// -----

func.func @f(%x: f32, %y: f64) {
  // expected-error @+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f64' should match successor input type #0 'f32'}}
  %0 = "scf.execute_region"() ({
    "cf.br"()[^bb1] : () -> ()
  ^bb1:
    // expected-note @+1 {{region branch point}}
    "scf.yield"(%y) : (f64) -> ()
  }) : () -> f32
  return
}
