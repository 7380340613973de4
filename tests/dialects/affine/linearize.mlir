// affine.delinearize_index and affine.linearize_index: the basis mixes
// constants and SSA values (ODS's custom<DynamicIndexList>), `disjoint` is a
// unit property. Expected output is mlir-opt 22's, custom and generic.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s

// CHECK-LABEL: func.func @lin(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index) {
// CHECK-NEXT:    %0:3 = affine.delinearize_index %arg0 into (4, 8) : index, index, index
// CHECK-NEXT:    %1:2 = affine.delinearize_index %arg0 into (%arg3, 4) : index, index
// CHECK-NEXT:    %2 = affine.linearize_index disjoint [%0#0, %0#1, %arg1] by (1, %arg3, 16) : index
// CHECK-NEXT:    %3 = affine.linearize_index [%arg0, %arg1] by (%arg3, %arg2) : index
// CHECK-NEXT:    %4 = affine.linearize_index [] by () : index
// CHECK-NEXT:    return %2, %3 : index, index

// GENERIC: %0:3 = "affine.delinearize_index"(%arg0) <{static_basis = array<i64: 4, 8>}> : (index) -> (index, index, index)
// GENERIC-NEXT: %1:2 = "affine.delinearize_index"(%arg0, %arg3) <{static_basis = array<i64: -9223372036854775808, 4>}> : (index, index) -> (index, index)
// GENERIC-NEXT: %2 = "affine.linearize_index"(%0#0, %0#1, %arg1, %arg3) <{disjoint, operandSegmentSizes = array<i32: 3, 1>, static_basis = array<i64: 1, -9223372036854775808, 16>}> : (index, index, index, index) -> index
// GENERIC-NEXT: %3 = "affine.linearize_index"(%arg0, %arg1, %arg3, %arg2) <{disjoint = false, operandSegmentSizes = array<i32: 2, 2>, static_basis = array<i64: -9223372036854775808, -9223372036854775808>}> : (index, index, index, index) -> index
// GENERIC-NEXT: %4 = "affine.linearize_index"() <{disjoint = false, operandSegmentSizes = array<i32: 0, 0>, static_basis = array<i64>}> : () -> index
func.func @lin(%i: index, %j: index, %k: index, %n: index) -> (index, index) {
  %0:3 = affine.delinearize_index %i into (4, 8) : index, index, index
  %1:2 = affine.delinearize_index %i into (%n, 4) : index, index
  %2 = affine.linearize_index disjoint [%0#0, %0#1, %j] by (1, %n, 16) : index
  %3 = affine.linearize_index [%i, %j] by (%n, %k) : index
  %4 = affine.linearize_index [] by () : index
  return %2, %3 : index, index
}
