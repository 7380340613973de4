// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt %s | %mica-opt | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s
// Expected output as printed by: mlir-opt-22 ops.mlir (and --mlir-print-op-generic)

// CHECK-LABEL: func.func @extract_insert
// CHECK-NEXT: %0 = vector.extract %arg0[1, %arg1] : f32 from vector<4x8xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[2] : vector<8xf32> from vector<4x8xf32>
// CHECK-NEXT: %2 = vector.insert %arg2, %arg0 [0, 3] : f32 into vector<4x8xf32>
// CHECK-NEXT: %3 = vector.insert %arg3, %arg0 [%arg1] : vector<8xf32> into vector<4x8xf32>
// CHECK-NEXT: %4 = vector.extract %arg0[-1, 0] : f32 from vector<4x8xf32>
// CHECK-NEXT: %5 = vector.extract %arg0[] : vector<4x8xf32> from vector<4x8xf32>
// CHECK-NEXT: %6 = vector.extract %arg4[1] : f32 from vector<4x1xf32>
// CHECK-NEXT: %7 = vector.extract %arg0[1, 2] : vector<1xf32> from vector<4x8xf32>
// CHECK-NEXT: %8 = vector.extract %arg5[1] : vector<[8]xf32> from vector<4x[8]xf32>
// CHECK-NEXT: %9 = vector.insert %arg2, %arg0 [%arg1, %arg1] {tag} : f32 into vector<4x8xf32>
// GENERIC-LABEL: "func.func"
// GENERIC: %0 = "vector.extract"(%arg0, %arg1) <{static_position = array<i64: 1, -9223372036854775808>}> : (vector<4x8xf32>, index) -> f32
// GENERIC: %2 = "vector.insert"(%arg2, %arg0) <{static_position = array<i64: 0, 3>}> : (f32, vector<4x8xf32>) -> vector<4x8xf32>
// GENERIC: %9 = "vector.insert"(%arg2, %arg0, %arg1, %arg1) <{static_position = array<i64: -9223372036854775808, -9223372036854775808>}> {tag} : (f32, vector<4x8xf32>, index, index) -> vector<4x8xf32>
func.func @extract_insert(%v: vector<4x8xf32>, %i: index, %s: f32, %w: vector<8xf32>, %u: vector<4x1xf32>, %x: vector<4x[8]xf32>) {
  %0 = vector.extract %v[1, %i] : f32 from vector<4x8xf32>
  %1 = vector.extract %v[2] : vector<8xf32> from vector<4x8xf32>
  %2 = vector.insert %s, %v[0, 3] : f32 into vector<4x8xf32>
  %3 = vector.insert %w, %v[%i] : vector<8xf32> into vector<4x8xf32>
  %4 = vector.extract %v[-1, 0] : f32 from vector<4x8xf32>
  %5 = vector.extract %v[] : vector<4x8xf32> from vector<4x8xf32>
  %6 = vector.extract %u[1] : f32 from vector<4x1xf32>
  %7 = vector.extract %v[1, 2] : vector<1xf32> from vector<4x8xf32>
  %8 = vector.extract %x[1] : vector<[8]xf32> from vector<4x[8]xf32>
  %9 = vector.insert %s, %v [%i, %i] {tag} : f32 into vector<4x8xf32>
  return
}
