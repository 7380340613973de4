// Expected text from `mlir-opt-22 --allow-unregistered-dialect --cse`.
// RUN: %mica-opt --allow-unregistered-dialect --cse %s | FileCheck %s --match-full-lines
// CHECK: module {
// CHECK-LABEL: func.func @commutative(%arg0: i32, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT: return %0, %0, %1 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @attributes(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.addi %arg0, %arg1 {tag} : i32
// CHECK-NEXT: return %0, %0, %1, %2 : i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reads(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> (f32, f32, f32, f32, f32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: "unknown.op"() : () -> ()
// CHECK-NEXT: %2 = affine.load %arg0[0] : memref<4xf32>
// CHECK-NEXT: return %0, %0, %1, %2, %2 : f32, f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_read(%arg0: memref<4xf32>, %arg1: i1) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %arg0[%c0] : memref<4xf32>
// CHECK-NEXT: %1 = scf.if %arg1 -> (f32) {
// CHECK-NEXT: %2 = memref.load %arg0[%c0] : memref<4xf32>
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead(%arg0: i32, %arg1: memref<4xf32>) {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: "unknown.op"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @blocks(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addi %0, %arg1 : i32
// CHECK-NEXT: cf.br ^bb3(%1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %2 = arith.addi %0, %arg1 : i32
// CHECK-NEXT: cf.br ^bb3(%2 : i32)
// CHECK-NEXT: ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %4 = arith.addi %0, %arg1 : i32
// CHECK-NEXT: %5 = arith.addi %3, %4 : i32
// CHECK-NEXT: return %5 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @regions(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %3 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %3 = arith.addi %arg2, %arg1 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %3 = arith.addi %arg2, %arg1 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1, %2 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @isolated() -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: "unknown.region"() ({
// CHECK-NEXT: %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT: "unknown.use"(%c1_i32_0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "unknown.use"(%c1_i32) : (i32) -> ()
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: "unknown.module"() ({
// CHECK-NEXT: "unknown.use"(%c2_i32) : (i32) -> ()
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: "unknown.use"(%c2_i32) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: module {
// CHECK-NEXT: "unknown.use"(%c3_i32) : (i32) -> ()
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: "unknown.use"(%c3_i32, %c3_i32) : (i32, i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @commutative(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.subi %b, %a : i32
  %3 = arith.subi %a, %b : i32
  return %0, %1, %2 : i32, i32, i32
}

// Properties and attributes take part; locations do not.
func.func @attributes(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0 = arith.addi %a, %b overflow<nsw> : i32 loc("a.mlir":1:1)
  %1 = arith.addi %a, %b overflow<nsw> : i32 loc("b.mlir":2:2)
  %2 = arith.addi %a, %b : i32
  %3 = arith.addi %a, %b {tag} : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// Ops that only read give way to an earlier one in their block, unless a
// write or an op of unknown effects may come in between.
func.func @reads(%m: memref<4xf32>, %i: index, %v: f32) -> (f32, f32, f32, f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  %1 = memref.load %m[%i] : memref<4xf32>
  memref.store %v, %m[%i] : memref<4xf32>
  %2 = memref.load %m[%i] : memref<4xf32>
  %3 = affine.load %m[0] : memref<4xf32>
  "unknown.op"() : () -> ()
  %4 = affine.load %m[0] : memref<4xf32>
  %c = arith.constant 1.0 : f32
  %5 = affine.load %m[0] : memref<4xf32>
  return %0, %1, %2, %4, %5 : f32, f32, f32, f32, f32
}

// A read in a nested block does not give way to one outside.
func.func @nested_read(%m: memref<4xf32>, %c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = memref.load %m[%c0] : memref<4xf32>
  %1 = scf.if %c -> f32 {
    %c0_0 = arith.constant 0 : index
    %2 = memref.load %m[%c0_0] : memref<4xf32>
    scf.yield %2 : f32
  } else {
    scf.yield %0 : f32
  }
  return %1 : f32
}

// Dead ops are erased where the walk meets them; an operand that dies only
// then stays.
func.func @dead(%a: i32, %m: memref<4xf32>) {
  %0 = arith.muli %a, %a : i32
  %1 = arith.addi %0, %a : i32
  %2 = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %3 = memref.load %m[%c0] : memref<4xf32>
  "unknown.op"() : () -> ()
  return
}

// Across blocks, down the dominator tree.
func.func @blocks(%c: i1, %a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.muli %a, %a : i32
  %2 = arith.addi %1, %a : i32
  cf.br ^bb3(%2 : i32)
^bb2:
  %3 = arith.addi %0, %a : i32
  cf.br ^bb3(%3 : i32)
^bb3(%4: i32):
  %5 = arith.addi %0, %a : i32
  %6 = arith.addi %4, %5 : i32
  return %6 : i32
}

// Ops with regions compare by structure.
func.func @regions(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = scf.if %c -> i32 {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> i32 {
    %y = arith.addi %b, %a : i32
    scf.yield %y : i32
  } else {
    scf.yield %a : i32
  }
  %2 = scf.if %c -> i32 {
    %y = arith.addi %b, %a : i32
    scf.yield %y : i32
  } else {
    scf.yield %b : i32
  }
  return %0, %1, %2 : i32, i32, i32
}

// Isolated regions (and those of unregistered ops) start afresh.
func.func @isolated() -> i32 {
  %c1 = arith.constant 1 : i32
  "unknown.region"() ({
    %c1_0 = arith.constant 1 : i32
    "unknown.use"(%c1_0) : (i32) -> ()
  }) : () -> ()
  "unknown.use"(%c1) : (i32) -> ()
  %c1_1 = arith.constant 1 : i32
  return %c1_1 : i32
}

// A graph region: the uses already walked keep the op they use.
"unknown.module"() ({
^bb0:
  "unknown.use"(%r) : (i32) -> ()
  %r = arith.constant 2 : i32
  %s = arith.constant 2 : i32
  "unknown.use"(%s) : (i32) -> ()
}) : () -> ()

// The body of a module is a graph region.
module {
  "unknown.use"(%r) : (i32) -> ()
  %r = arith.constant 3 : i32
  %s = arith.constant 3 : i32
  "unknown.use"(%s, %r) : (i32, i32) -> ()
}
