// RUN: %mica-opt --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --canonicalize`.

// CHECK: #map = affine_map<()[s0] -> (s0 * 8)>
// CHECK-LABEL: func.func @delin_of_lin(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index, index, index, index) {
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg1] by (%arg3, 4) : index
// CHECK-NEXT: %1 = affine.linearize_index [%arg0, %arg1] by (3, 4) : index
// CHECK-NEXT: return %arg0, %arg1, %arg2, %0, %arg2, %1 : index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @split(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT: %0:3 = affine.delinearize_index %arg1 into (2, 3, 4) : index, index, index
// CHECK-NEXT: return %arg0, %0#0, %0#1, %0#2 : index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @lin_of_delin(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index) {
// CHECK-NEXT: %0 = affine.apply #map()[%arg2]
// CHECK-NEXT: %1:2 = affine.delinearize_index %arg0 into (2, %0) : index, index
// CHECK-NEXT: %2 = affine.linearize_index [%arg1, %1#1] by (5, %0) : index
// CHECK-NEXT: %3 = affine.linearize_index disjoint [%arg0, %arg1] by (3, 42) : index
// CHECK-NEXT: %4 = affine.linearize_index [%arg1, %arg0] by (9) : index
// CHECK-NEXT: return %arg0, %2, %3, %4 : index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @kept_unit(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg1] by (1, 4) : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }

func.func @delin_of_lin(%a: index, %b: index, %c: index, %n: index) -> (index, index, index, index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (%n, 4, 5) : index
  %1:3 = affine.delinearize_index %0 into (%n, 4, 5) : index, index, index
  %2:2 = affine.delinearize_index %0 into (7, 5) : index, index
  %3 = affine.linearize_index [%a, %b] by (3, 4) : index
  %4 = affine.delinearize_index %3 into (4) : index
  return %1#0, %1#1, %1#2, %2#0, %2#1, %4 : index, index, index, index, index, index
}

func.func @split(%a: index, %b: index) -> (index, index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b] by (3, 24) : index
  %1:4 = affine.delinearize_index %0 into (3, 2, 3, 4) : index, index, index, index
  return %1#0, %1#1, %1#2, %1#3 : index, index, index, index
}

func.func @lin_of_delin(%x: index, %y: index, %m: index) -> (index, index, index, index) {
  %0:3 = affine.delinearize_index %x into (2, %m, 8) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2] by (2, %m, 8) : index
  %2 = affine.linearize_index [%y, %0#1, %0#2] by (5, %m, 8) : index
  %3:2 = affine.delinearize_index %y into (6) : index, index
  %4 = affine.linearize_index disjoint [%x, %3#0, %3#1] by (3, 7, 6) : index
  %5 = affine.linearize_index [%3#0, %3#1, %x] by (6, 9) : index
  return %1, %2, %4, %5 : index, index, index, index
}

func.func @kept_unit(%a: index, %b: index) -> index {
  %0 = affine.linearize_index [%a, %b] by (1, 4) : index
  return %0 : index
}
