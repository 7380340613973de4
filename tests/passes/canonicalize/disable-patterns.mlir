// RUN: %mica-opt '--pass-pipeline=builtin.module(canonicalize{disable-patterns={(anonymous namespace)::AddIAddConstant}})' %s | FileCheck %s
// Expected text from `mlir-opt-22 '--pass-pipeline=builtin.module(canonicalize{disable-patterns={(anonymous namespace)::AddIAddConstant}})'`: the pattern's
// debug name is MLIR's, and the pattern does not apply.

// CHECK-LABEL: func.func @add_add(%arg0: i32) -> i32 {
// CHECK-NEXT:  %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:  %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:  %0 = arith.addi %arg0, %c1_i32 overflow<nsw> : i32
// CHECK-NEXT:  %1 = arith.addi %0, %c2_i32 overflow<nsw> : i32
// CHECK-NEXT:  return %1 : i32

func.func @add_add(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %x, %c1 overflow<nsw> : i32
  %1 = arith.addi %0, %c2 overflow<nsw> : i32
  return %1 : i32
}
