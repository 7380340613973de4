// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s

// Found by the roundtrip fuzz target (CI's fixed run): arith.truncf's
// optional rounding mode group took the `{` of a following attribute
// dictionary for its start, and the custom form did not read back. As in
// MLIR, the group starts only with one of the enum's keywords. Expected
// output: mlir-opt 22's.

// CHECK-LABEL: func.func @rounding_mode(
// CHECK-NEXT: %0 = arith.truncf %arg0 {other = 2 : i64} : f32 to f16
// CHECK-NEXT: %1 = arith.truncf %arg0 downward {other = 2 : i64} : f32 to f16
func.func @rounding_mode(%x: f32) {
  %0 = arith.truncf %x {other = 2 : i64} : f32 to f16
  %1 = arith.truncf %x downward {other = 2 : i64} : f32 to f16
  return
}
