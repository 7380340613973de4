// RUN: %mica-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --canonicalize`.

// CHECK-LABEL: func.func @delinearize(%arg0: index) -> (index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c-2 = arith.constant -2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (3, 4) : index, index
// CHECK-NEXT: return %c1, %c1, %c2, %c-2, %c1, %c3, %arg0, %0#0, %0#1 : index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @linearize(%arg0: index, %arg1: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c22 = arith.constant 22 : index
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg1] by (2, 5) : index
// CHECK-NEXT: return %c22, %c22, %arg0, %0, %c0 : index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @drop_unit_basis(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (%arg1, %arg2) : index, index
// CHECK-NEXT: return %c0, %0#0, %c0, %0#1, %c0, %c0, %arg0, %c0 : index, index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @linearize_units(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg2] by (3, %arg3) : index
// CHECK-NEXT: %1 = affine.linearize_index [%arg0, %arg2] by (3, %arg3) : index
// CHECK-NEXT: %2 = affine.linearize_index [%arg1, %arg2] by (3, %arg3) : index
// CHECK-NEXT: return %0, %1, %c0, %2 : index, index, index, index
// CHECK-NEXT: }

func.func @delinearize(%i: index) -> (index, index, index, index, index, index, index, index, index) {
  %c22 = arith.constant 22 : index
  %cm = arith.constant -22 : index
  %c3 = arith.constant 3 : index
  %a:3 = affine.delinearize_index %c22 into (2, 3, 5) : index, index, index
  %b:3 = affine.delinearize_index %cm into (3, 5) : index, index, index
  %c = affine.delinearize_index %i into () : index
  %d:2 = affine.delinearize_index %i into (%c3, 4) : index, index
  return %a#0, %a#1, %a#2, %b#0, %b#1, %b#2, %c, %d#0, %d#1 : index, index, index, index, index, index, index, index, index
}

func.func @linearize(%i: index, %j: index) -> (index, index, index, index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %a = affine.linearize_index [%c1, %c1, %c2] by (2, 3, 5) : index
  %b = affine.linearize_index [%c1, %c1, %c2] by (3, 5) : index
  %c = affine.linearize_index [%i] by (2) : index
  %d = affine.linearize_index disjoint [%i, %j] by (%c2, %c5) : index
  %e = affine.linearize_index [] by () : index
  return %a, %b, %c, %d, %e : index, index, index, index, index
}

func.func @drop_unit_basis(%i: index, %a: index, %b: index) -> (index, index, index, index, index, index, index, index) {
  %c1 = arith.constant 1 : index
  %0:4 = affine.delinearize_index %i into (1, %a, %c1, %b) : index, index, index, index
  %1:2 = affine.delinearize_index %i into (1, 1) : index, index
  %2:2 = affine.delinearize_index %i into (1) : index, index
  return %0#0, %0#1, %0#2, %0#3, %1#0, %1#1, %2#0, %2#1 : index, index, index, index, index, index, index, index
}

func.func @linearize_units(%i: index, %j: index, %k: index, %n: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %a = affine.linearize_index disjoint [%i, %j, %k] by (3, 1, %n) : index
  %b = affine.linearize_index [%i, %c0, %k] by (3, 1, %n) : index
  %c = affine.linearize_index [%c0, %c0] by (1, 1) : index
  %d = affine.linearize_index [%c0, %j, %k] by (2, 3, %n) : index
  return %a, %b, %c, %d : index, index, index, index
}
