// Expected text from `mlir-opt-22 --split-input-file --inline`: callables
// canonicalized before their calls are inlined (the default pipeline);
// memref, vector, math, scf, tensor and ub ops inlined, calls in
// scf.execute_region, chains of private functions.
// RUN: %mica-opt --split-input-file --inline %s | FileCheck %s

func.func private @f(%a: memref<4xf32>, %i: index) -> f32 {
  %v = memref.load %a[%i] : memref<4xf32>
  return %v : f32
}
func.func @g(%a: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = call @f(%a, %c0) : (memref<4xf32>, index) -> f32
  %1 = call @f(%a, %c0) : (memref<4xf32>, index) -> f32
  %2 = arith.addf %0, %1 : f32
  return %2 : f32
}
// -----
func.func private @v(%x: vector<4xf32>) -> vector<4xf32> {
  %0 = math.sqrt %x : vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @vc(%x: vector<4xf32>) -> vector<4xf32> {
  %0 = call @v(%x) : (vector<4xf32>) -> vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func private @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    %s = arith.addi %acc, %i : index
    scf.yield %s : index
  }
  return %r : index
}
func.func @loopc(%n: index) -> index {
  %0 = call @loop(%n) : (index) -> index
  %1 = scf.execute_region -> index {
    %2 = func.call @loop(%0) : (index) -> index
    scf.yield %2 : index
  }
  return %1 : index
}
// -----
func.func private @multi2(%c: i1) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  %x = arith.constant 1 : i32
  return %x : i32
^b:
  %y = arith.constant 2 : i32
  return %y : i32
}
func.func @in_exec(%c: i1) -> i32 {
  %0 = scf.execute_region -> i32 {
    %1 = func.call @multi2(%c) : (i1) -> i32
    scf.yield %1 : i32
  }
  return %0 : i32
}
// -----
func.func private @t(%x: tensor<?xf32>, %i: index) -> f32 {
  %0 = tensor.extract %x[%i] : tensor<?xf32>
  return %0 : f32
}
func.func @tc(%x: tensor<?xf32>, %i: index) -> f32 {
  %0 = call @t(%x, %i) : (tensor<?xf32>, index) -> f32
  return %0 : f32
}
// -----
func.func private @noret() {
  return
}
func.func @last_in_block() {
  func.call @noret() : () -> ()
  cf.br ^bb1
^bb1:
  func.call @noret() : () -> ()
  return
}
// -----
func.func private @ub() -> i32 {
  %0 = ub.poison : i32
  return %0 : i32
}
func.func @ubc() -> i32 {
  %0 = call @ub() : () -> i32
  return %0 : i32
}
// -----
func.func @pub_unused() {
  return
}
func.func private @priv_chain1() {
  call @priv_chain2() : () -> ()
  return
}
func.func private @priv_chain2() {
  return
}
func.func @user() {
  call @priv_chain1() : () -> ()
  call @priv_chain1() : () -> ()
  return
}
// -----
func.func private @q(%x: f32) -> f32 {
  %0 = arith.mulf %x, %x : f32 loc("q.cc":1:1)
  return %0 : f32
}
func.func private @p(%x: f32) -> f32 {
  %0 = call @q(%x) : (f32) -> f32 loc("p.cc":2:2)
  return %0 : f32
}
func.func @o(%x: f32) -> f32 {
  %0 = call @p(%x) : (f32) -> f32 loc("o.cc":3:3)
  %1 = call @q(%0) : (f32) -> f32 loc("o.cc":4:4)
  return %1 : f32
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @g(%arg0: memref<4xf32>) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %arg0[%c0] : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%c0] : memref<4xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @vc(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: %0 = math.sqrt %arg0 : vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @loopc(%arg0: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %c0) -> (index) {
// CHECK-NEXT: %2 = arith.addi %arg2, %arg1 : index
// CHECK-NEXT: scf.yield %2 : index
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.for %arg1 = %c0 to %0 step %c1 iter_args(%arg2 = %c0) -> (index) {
// CHECK-NEXT: %2 = arith.addi %arg2, %arg1 : index
// CHECK-NEXT: scf.yield %2 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @in_exec(%arg0: i1) -> i32 {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.select %arg0, %c1_i32, %c2_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @tc(%arg0: tensor<?xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1] : tensor<?xf32>
// CHECK-NEXT: return %extracted : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @last_in_block() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @ubc() -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @pub_unused() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @user() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @o(%arg0: f32) -> f32 {
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT: %1 = arith.mulf %0, %0 : f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
