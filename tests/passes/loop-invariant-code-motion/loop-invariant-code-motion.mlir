// Expected text from `mlir-opt-22 --allow-unregistered-dialect --loop-invariant-code-motion`.
// RUN: %mica-opt --allow-unregistered-dialect --loop-invariant-code-motion %s | FileCheck %s --match-full-lines
// CHECK: module {
// CHECK-LABEL: func.func @nested(%arg0: memref<10xf32>) {
// CHECK-NEXT: %cst = arith.constant 7.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 8.000000e+00 : f32
// CHECK-NEXT: %0 = arith.addf %cst, %cst_0 : f32
// CHECK-NEXT: %1 = arith.addf %0, %cst_0 : f32
// CHECK-NEXT: %2 = arith.mulf %1, %1 : f32
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: affine.store %2, %arg0[%arg1] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @divisions(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %cst = arith.constant dense<4> : vector<2xi32>
// CHECK-NEXT: %0 = vector.broadcast %arg3 : i32 to vector<2xi32>
// CHECK-NEXT: %1 = arith.remsi %arg3, %arg4 : i32
// CHECK-NEXT: %2 = arith.remui %arg3, %arg4 : i32
// CHECK-NEXT: %3 = arith.floordivsi %arg3, %arg4 : i32
// CHECK-NEXT: %4 = arith.divsi %arg3, %c3_i32 : i32
// CHECK-NEXT: %5 = arith.divui %arg3, %c-1_i32 : i32
// CHECK-NEXT: %6 = arith.divsi %0, %cst : vector<2xi32>
// CHECK-NEXT: scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %7 = arith.divsi %arg3, %arg4 : i32
// CHECK-NEXT: %8 = arith.divui %arg3, %arg4 : i32
// CHECK-NEXT: %9 = arith.ceildivsi %arg3, %arg4 : i32
// CHECK-NEXT: %10 = arith.ceildivui %arg3, %arg4 : i32
// CHECK-NEXT: %11 = arith.divsi %arg3, %c-1_i32 : i32
// CHECK-NEXT: %12 = arith.ceildivui %arg3, %c0_i32 : i32
// CHECK-NEXT: "test.use"(%7, %8, %9, %10, %1, %2, %3, %4, %11, %5, %12, %6) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nests(%arg0: index, %arg1: index, %arg2: i1, %arg3: i32, %arg4: tensor<?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = scf.if %arg2 -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.for %arg5 = %arg0 to %arg1 step %c1 iter_args(%arg6 = %arg3) -> (i32) {
// CHECK-NEXT: %2 = arith.muli %arg6, %arg3 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %dim = tensor.dim %arg4, %c0 : tensor<?xf32>
// CHECK-NEXT: scf.for %arg5 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT: %2 = scf.for %arg6 = %arg0 to %arg1 step %c2 iter_args(%arg7 = %arg3) -> (i32) {
// CHECK-NEXT: %4 = arith.muli %arg7, %arg3 : i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %dim_0 = tensor.dim %arg4, %arg5 : tensor<?xf32>
// CHECK-NEXT: %3 = scf.if %arg2 -> (i32) {
// CHECK-NEXT: %4 = arith.divsi %arg3, %arg3 : i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%0, %1, %2, %dim, %dim_0, %3) : (i32, i32, i32, index, index, i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @stays(%arg0: memref<10xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) {
// CHECK-NEXT: %0 = arith.addf %arg4, %arg4 : f32
// CHECK-NEXT: %1 = arith.mulf %0, %0 : f32
// CHECK-NEXT: scf.for %arg5 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT: %2 = memref.load %arg0[%arg1] : memref<10xf32>
// CHECK-NEXT: %3 = arith.index_cast %arg5 : index to i32
// CHECK-NEXT: %4 = arith.addi %3, %3 : i32
// CHECK-NEXT: %5 = arith.addf %0, %2 : f32
// CHECK-NEXT: memref.store %1, %arg0[%arg1] : memref<10xf32>
// CHECK-NEXT: "test.use"(%4, %5) : (i32, f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loops(%arg0: i32, %arg1: i32, %arg2: index, %arg3: tensor<4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: scf.parallel (%arg4) = (%c0) to (%arg2) step (%c1) {
// CHECK-NEXT: "test.use"(%0) : (i32) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %3 = scf.while (%arg4 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %9 = arith.cmpi slt, %arg4, %1 : i32
// CHECK-NEXT: scf.condition(%9) %arg4 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg4: i32):
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %4 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT: affine.parallel (%arg4) = (0) to (10) {
// CHECK-NEXT: "test.use"(%4) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %5 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT: %6 = scf.forall (%arg4) in (4) shared_outs(%arg5 = %arg3) -> (tensor<4xf32>) {
// CHECK-NEXT: "test.use"(%5) : (i32) -> ()
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %7 = arith.andi %arg1, %arg0 : i32
// CHECK-NEXT: %8 = tosa.while_loop (%arg4 = %arg3) : (tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %9 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: "test.use"(%9) : (i32) -> ()
// CHECK-NEXT: %10 = "tosa.const"() <{values = dense<true> : tensor<i1>}> : () -> tensor<i1>
// CHECK-NEXT: tosa.yield %10 : tensor<i1>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg4: tensor<4xf32>):
// CHECK-NEXT: "test.use"(%7) : (i32) -> ()
// CHECK-NEXT: tosa.yield %arg4 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// Nested loops: the inner loop first, then what it left in the outer one.
func.func @nested(%m: memref<10xf32>) {
  %c7 = arith.constant 7.0 : f32
  %c8 = arith.constant 8.0 : f32
  affine.for %i = 0 to 10 {
    %0 = arith.addf %c7, %c8 : f32
    affine.for %j = 0 to 10 {
      %1 = arith.addf %0, %c8 : f32
      %2 = arith.mulf %1, %1 : f32
      affine.store %2, %m[%i] : memref<10xf32>
    }
  }
  return
}

// Divisions move only when their divisor makes them defined; remainders
// and floordivsi always do.
func.func @divisions(%lb: index, %ub: index, %s: index, %a: i32, %b: i32) {
  %c3 = arith.constant 3 : i32
  %cm1 = arith.constant -1 : i32
  %c0 = arith.constant 0 : i32
  %v = arith.constant dense<4> : vector<2xi32>
  %va = vector.broadcast %a : i32 to vector<2xi32>
  scf.for %i = %lb to %ub step %s {
    %0 = arith.divsi %a, %b : i32
    %1 = arith.divui %a, %b : i32
    %2 = arith.ceildivsi %a, %b : i32
    %3 = arith.ceildivui %a, %b : i32
    %4 = arith.remsi %a, %b : i32
    %5 = arith.remui %a, %b : i32
    %6 = arith.floordivsi %a, %b : i32
    %7 = arith.divsi %a, %c3 : i32
    %8 = arith.divsi %a, %cm1 : i32
    %9 = arith.divui %a, %cm1 : i32
    %10 = arith.ceildivui %a, %c0 : i32
    %11 = arith.divsi %va, %v : vector<2xi32>
    "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>) -> ()
  }
  return
}

// Whole pure nests move: scf.if, and loops stepping by 1.
func.func @nests(%lb: index, %ub: index, %c: i1, %a: i32, %t: tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %lb to %ub step %c1 {
    %0 = scf.if %c -> i32 {
      %x = arith.addi %a, %a : i32
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    %1 = scf.for %j = %lb to %ub step %c1 iter_args(%s = %a) -> i32 {
      %y = arith.muli %s, %a : i32
      scf.yield %y : i32
    }
    %2 = scf.for %j = %lb to %ub step %c2 iter_args(%s = %a) -> i32 {
      %y = arith.muli %s, %a : i32
      scf.yield %y : i32
    }
    %3 = tensor.dim %t, %c0 : tensor<?xf32>
    %4 = tensor.dim %t, %i : tensor<?xf32>
    %5 = scf.if %c -> i32 {
      %z = arith.divsi %a, %a : i32
      scf.yield %z : i32
    } else {
      scf.yield %a : i32
    }
    "test.use"(%0, %1, %2, %3, %4, %5) : (i32, i32, i32, index, index, i32) -> ()
  }
  return
}

// Ops with memory effects or using values of the loop stay.
func.func @stays(%m: memref<10xf32>, %lb: index, %ub: index, %s: index, %v: f32) {
  scf.for %i = %lb to %ub step %s {
    %0 = memref.load %m[%lb] : memref<10xf32>
    %1 = arith.index_cast %i : index to i32
    %2 = arith.addi %1, %1 : i32
    %3 = arith.addf %v, %v : f32
    %4 = arith.addf %3, %0 : f32
    %5 = arith.mulf %3, %3 : f32
    memref.store %5, %m[%lb] : memref<10xf32>
    "test.use"(%2, %4) : (i32, f32) -> ()
  }
  return
}

// Which regions are loop bodies: both of scf.while's, the body of
// tosa.while_loop only; scf.parallel, scf.forall and affine.parallel too.
func.func @loops(%a: i32, %b: i32, %n: index, %t: tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %0 = arith.addi %a, %b : i32
    "test.use"(%0) : (i32) -> ()
  }
  %w = scf.while (%v = %a) : (i32) -> i32 {
    %1 = arith.muli %a, %b : i32
    %cc = arith.cmpi slt, %v, %1 : i32
    scf.condition(%cc) %v : i32
  } do {
  ^bb0(%v: i32):
    %2 = arith.subi %a, %b : i32
    scf.yield %2 : i32
  }
  affine.parallel (%i) = (0) to (10) {
    %3 = arith.xori %a, %b : i32
    "test.use"(%3) : (i32) -> ()
  }
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<4xf32> {
    %4 = arith.ori %a, %b : i32
    "test.use"(%4) : (i32) -> ()
    scf.forall.in_parallel {}
  }
  %tw = tosa.while_loop (%v = %t) : (tensor<4xf32>) -> tensor<4xf32> {
    %5 = arith.andi %a, %b : i32
    "test.use"(%5) : (i32) -> ()
    %c = "tosa.const"() {values = dense<true> : tensor<i1>} : () -> tensor<i1>
    tosa.yield %c : tensor<i1>
  } do {
  ^bb0(%v: tensor<4xf32>):
    %6 = arith.andi %b, %a : i32
    "test.use"(%6) : (i32) -> ()
    tosa.yield %v : tensor<4xf32>
  }
  return
}
