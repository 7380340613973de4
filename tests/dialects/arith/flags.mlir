// Unit attributes written as keywords (`exact`), flags glued to their
// keyword (`overflow<nuw>`, `fastmath<nnan,nsz>`), casts with flags, one type
// per named result, ub.poison and vector.broadcast. Expected output is
// mlir-opt 22's, custom and generic.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s

// CHECK-LABEL: func.func @flags(%arg0: i64, %arg1: i64, %arg2: f32, %arg3: f32) -> (i32, i1) {
// CHECK-NEXT:     %0 = arith.divsi %arg0, %arg1 exact : i64
// CHECK-NEXT:     %1 = arith.shrui %arg0, %arg1 : i64
// CHECK-NEXT:     %2 = arith.shrsi %arg0, %arg1 exact : i64
// CHECK-NEXT:     %3 = arith.trunci %arg0 overflow<nsw, nuw> : i64 to i32
// CHECK-NEXT:     %4 = arith.trunci %arg0 : i64 to i32
// CHECK-NEXT:     %5 = arith.mulf %arg2, %arg3 fastmath<nnan,nsz> : f32
// CHECK-NEXT:     %6 = arith.muli %arg0, %arg1 overflow<nuw> : i64
// CHECK-NEXT:     %sum, %overflow = arith.addui_extended %arg0, %arg1 : i64, i1
// CHECK-NEXT:     %7 = ub.poison : i32
// CHECK-NEXT:     %8 = vector.broadcast %arg2 : f32 to vector<4xf32>
// CHECK-NEXT:     return %3, %overflow : i32, i1

// GENERIC: %0 = "arith.divsi"(%arg0, %arg1) <{isExact}> : (i64, i64) -> i64
// GENERIC-NEXT: %1 = "arith.shrui"(%arg0, %arg1) : (i64, i64) -> i64
// GENERIC-NEXT: %2 = "arith.shrsi"(%arg0, %arg1) <{isExact}> : (i64, i64) -> i64
// GENERIC-NEXT: %3 = "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i64) -> i32
// GENERIC-NEXT: %4 = "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// GENERIC-NEXT: %5 = "arith.mulf"(%arg2, %arg3) <{fastmath = #arith.fastmath<nnan,nsz>}> : (f32, f32) -> f32
// GENERIC-NEXT: %6 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nuw>}> : (i64, i64) -> i64
// GENERIC-NEXT: %7:2 = "arith.addui_extended"(%arg0, %arg1) : (i64, i64) -> (i64, i1)
// GENERIC-NEXT: %8 = "ub.poison"() <{value = #ub.poison}> : () -> i32
// GENERIC-NEXT: %9 = "vector.broadcast"(%arg2) : (f32) -> vector<4xf32>

func.func @flags(%a: i64, %b: i64, %x: f32, %y: f32) -> (i32, i1) {
  %0 = arith.divsi %a, %b exact : i64
  %1 = arith.shrui %a, %b : i64
  %2 = arith.shrsi %a, %b exact : i64
  %3 = arith.trunci %a overflow<nsw, nuw> : i64 to i32
  %4 = arith.trunci %a : i64 to i32
  %5 = arith.mulf %x, %y fastmath<nnan,nsz> : f32
  %6 = arith.muli %a, %b overflow<nuw> : i64
  %sum, %overflow = arith.addui_extended %a, %b : i64, i1
  %p = ub.poison : i32
  %v = vector.broadcast %x : f32 to vector<4xf32>
  return %3, %overflow : i32, i1
}
