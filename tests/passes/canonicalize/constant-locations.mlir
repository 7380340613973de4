// Locations of folded constants, as `mlir-opt-22 --canonicalize
// --mlir-print-debuginfo` gives them: a constant made by folding an op is
// located at that op; one that stands for constants of several places is
// located nowhere (even when they were all written at one place).
// RUN: %mica-opt --split-input-file --canonicalize --mlir-print-debuginfo %s | FileCheck %s

// CHECK-LABEL: func.func @merged
// CHECK:       %c3_i32 = arith.constant 3 : i32 loc(#[[UNKNOWN:loc[0-9]*]])
// CHECK:       #[[UNKNOWN]] = loc(unknown)
func.func @merged(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.addi %a, %0 : i32
  %c3 = arith.constant 3 : i32
  %2 = arith.muli %1, %c3 : i32
  return %2 : i32
}

// -----

// CHECK-LABEL: func.func @folded
// CHECK:       %c7_i32 = arith.constant 7 : i32 loc(#[[SEVEN:loc[0-9]*]])
// CHECK:       %c3_i32 = arith.constant 3 : i32 loc(#[[ADD:loc[0-9]*]])
// CHECK-DAG:   #[[SEVEN]] = loc("{{.*}}constant-locations.mlir":[[@LINE+7]]:9)
// CHECK-DAG:   #[[ADD]] = loc("{{.*}}constant-locations.mlir":[[@LINE+4]]:8)
func.func @folded(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.addi %a, %0 : i32
  %c7 = arith.constant 7 : i32
  %2 = arith.muli %1, %c7 : i32
  return %2 : i32
}

// -----

// Duplicates written at one place are merged into a constant located
// nowhere all the same.
// CHECK-LABEL: func.func @same_place
// CHECK-NEXT:  %c1_i32 = arith.constant 1 : i32 loc(#[[NOWHERE:loc[0-9]*]])
// CHECK-NEXT:  return %c1_i32, %c1_i32 : i32, i32
// CHECK:       #[[NOWHERE]] = loc(unknown)
func.func @same_place() -> (i32, i32) {
  %a = arith.constant 1 : i32 loc("x":1:1)
  %b = arith.constant 1 : i32 loc("x":1:1)
  return %a, %b : i32, i32
}
