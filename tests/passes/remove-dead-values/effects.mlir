// A region-branch op with effects stays: what it forwards in vain becomes ub.poison (the
// affine.for that stores), while loops that only read go. The cleanup starts from the
// outer scf.if (a post-order list, the last taken first), whose ConditionPropagation
// leaves the shrsi alone; ReplaceIfYieldWithConditionOrValue negates the condition.
// Expected text from `mlir-opt-22 --remove-dead-values`.
// RUN: %mica-opt --remove-dead-values %s | FileCheck %s --match-full-lines
// CHECK: module {
// CHECK-LABEL: func.func @loops(%arg0: memref<4xf32>) -> i1 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = affine.for %arg1 = 0 to 4 iter_args(%arg2 = %0) -> (f32) {
// CHECK-NEXT: %2 = affine.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: affine.store %2, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: %3 = ub.poison : f32
// CHECK-NEXT: affine.yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %true : i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_ifs() -> i8 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %0 = arith.shrsi %false, %false_0 : i1
// CHECK-NEXT: %1 = scf.if %0 -> (i8) {
// CHECK-NEXT: %2 = ub.poison : i8
// CHECK-NEXT: scf.yield %2 : i8
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: scf.yield %c-1_i8 : i8
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_yields_condition(%arg0: i1, %arg1: memref<i32>, %arg2: i32) -> i1 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %1 = scf.if %arg0 -> (i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: memref.store %arg2, %arg1[] : memref<i32>
// CHECK-NEXT: scf.yield %false : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: scf.yield %true_0 : i1
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i1
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @loops(%m: memref<4xf32>) -> i1 {
  %true = arith.constant true
  %z = arith.constant -0.000000e+00 : f32
  %r1 = affine.for %i = 0 to 1 iter_args(%x = %z) -> (f32) {
    %l = affine.load %m[%i] : memref<4xf32>
    %s = arith.addf %x, %l : f32
    affine.yield %s : f32
  }
  %r2 = affine.for %i = 1 to 4 iter_args(%x = %z) -> (f32) {
    %l = affine.load %m[%i] : memref<4xf32>
    %s = arith.addf %x, %l : f32
    affine.yield %s : f32
  }
  %r3 = affine.for %i = 0 to 4 iter_args(%x = %r2) -> (f32) {
    %l = affine.load %m[%i] : memref<4xf32>
    %s = arith.addf %x, %l : f32
    affine.store %l, %m[%i] : memref<4xf32>
    affine.yield %s : f32
  }
  %t = tensor.from_elements %r1, %z : tensor<2xf32>
  return %true : i1
}
func.func @nested_ifs() -> i8 {
  %f0 = arith.constant false
  %f1 = arith.constant false
  %c = arith.shrsi %f0, %f1 : i1
  %r = scf.if %c -> (i8) {
    %inner = scf.if %c -> (f64) {
      %a = arith.constant -0.000000e+00 : f64
      scf.yield %a : f64
    } else {
      %buf = memref.alloc() : memref<4xf32>
      %b = arith.constant 2.500000e+00 : f64
      scf.yield %b : f64
    }
    %k = arith.constant 3 : i8
    scf.yield %k : i8
  } else {
    %buf = memref.alloc() : memref<4xf32>
    %k = arith.constant -1 : i8
    scf.yield %k : i8
  }
  return %r : i8
}
func.func @if_yields_condition(%c: i1, %m: memref<i32>, %v: i32) -> i1 {
  %r = scf.if %c -> (i1) {
    %false = arith.constant false
    memref.store %v, %m[] : memref<i32>
    scf.yield %false : i1
  } else {
    %true = arith.constant true
    scf.yield %true : i1
  }
  return %r : i1
}
