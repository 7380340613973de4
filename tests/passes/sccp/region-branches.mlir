// Region branches (MLIR's RegionBranchOpInterface): scf.if, scf.for, scf.while, scf.index_switch,
// scf.execute_region and affine.for with constant trip counts; a constant an affine fold makes
// shares the arith.constant made before. Expected text from `mlir-opt-22 --sccp`.
// RUN: %mica-opt --sccp %s | FileCheck %s --match-full-lines
// CHECK: module {
// CHECK-LABEL: func.func @if_true(%arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_unknown(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %c1_i32 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_carried(%arg0: index, %arg1: index, %arg2: index) -> (i32, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0:2 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %c0_i32, %arg5 = %c0) -> (i32, index) {
// CHECK-NEXT: scf.yield %c0_i32, %arg3 : i32, index
// CHECK-NEXT: }
// CHECK-NEXT: return %c0_i32, %0#1 : i32, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @while_false(%arg0: index) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %c0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_const() -> i32 {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: return %c5_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @execute_region() -> i32 {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: return %c3_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @affine_trips() -> (i32, i32, i32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = affine.for %arg0 = 0 to 2 iter_args(%arg1 = %c0_i32) -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT: affine.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %c1_i32, %c1_i32, %0 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @affine_fold_shares_constant() -> index {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %c0 : index
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @if_true(%arg0: i32) -> i32 {
  %true = arith.constant true
  %r = scf.if %true -> (i32) {
    %c1 = arith.constant 1 : i32
    scf.yield %c1 : i32
  } else {
    scf.yield %arg0 : i32
  }
  return %r : i32
}
func.func @if_unknown(%c: i1, %arg0: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %c1 = arith.constant 1 : i32
    scf.yield %c1 : i32
  } else {
    scf.yield %arg0 : i32
  }
  return %r : i32
}
func.func @for_carried(%lb: index, %ub: index, %st: index) -> (i32, index) {
  %c0 = arith.constant 0 : i32
  %c0i = arith.constant 0 : index
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %c0, %b = %c0i) -> (i32, index) {
    %s = arith.muli %a, %a : i32
    scf.yield %s, %i : i32, index
  }
  return %r#0, %r#1 : i32, index
}
func.func @while_false(%arg0: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.muli %arg0, %c0 : index
  %w = scf.while (%x = %z) : (index) -> index {
    %c = arith.cmpi slt, %x, %c0 : index
    scf.condition(%c) %x : index
  } do {
  ^bb0(%y: index):
    %n = arith.addi %y, %c1 : index
    scf.yield %n : index
  }
  return %w : index
}
func.func @switch_const() -> i32 {
  %c2 = arith.constant 2 : index
  %r = scf.index_switch %c2 -> i32
  case 1 {
    %a = arith.constant 4 : i32
    scf.yield %a : i32
  }
  case 2 {
    %b = arith.constant 5 : i32
    scf.yield %b : i32
  }
  default {
    %d = arith.constant 9 : i32
    scf.yield %d : i32
  }
  return %r : i32
}
func.func @execute_region() -> i32 {
  %r = scf.execute_region -> i32 {
    %c = arith.constant 3 : i32
    cf.br ^bb1(%c : i32)
  ^bb1(%x: i32):
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @affine_trips() -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %one = affine.for %i = 0 to 1 iter_args(%a = %c0) -> (i32) {
    %n = arith.addi %a, %c1 : i32
    affine.yield %n : i32
  }
  %none = affine.for %i = 5 to 2 iter_args(%a = %c1) -> (i32) {
    %n = arith.addi %a, %a : i32
    affine.yield %n : i32
  }
  %two = affine.for %i = 0 to 2 iter_args(%a = %c0) -> (i32) {
    %n = arith.addi %a, %c1 : i32
    affine.yield %n : i32
  }
  return %one, %none, %two : i32, i32, i32
}
func.func @affine_fold_shares_constant() -> index {
  %c0 = arith.constant 0 : index
  %a = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%c0)[%c0]
  %t = arith.constant true
  %r = scf.if %t -> (index) {
    scf.yield %a : index
  } else {
    scf.yield %c0 : index
  }
  return %r : index
}
