// RUN: %mica-opt --remove-dead-values %s | FileCheck %s
// Expected text from `mlir-opt-22 --remove-dead-values` (upstream's
// section whose scf.while the canonicalization then aligns, WhileOpAlignBeforeArgs
// revisiting the ub.poison ops left unused in its before block).

// CHECK-LABEL: func.func @clean_region_branch_op_remove_last_2_results_last_2_arguments_and_last_operand(%arg0: i1) -> i32 {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %0 = ub.poison : i32
// CHECK-NEXT:   %1:2 = scf.while (%arg1 = %c0_i32, %arg2 = %c1_i32) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT:     func.call @identity() : () -> ()
// CHECK-NEXT:     scf.condition(%arg0) %arg1, %arg2 : i32, i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg1: i32, %arg2: i32):
// CHECK-NEXT:     scf.yield %arg2, %arg1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %1#1 : i32
// CHECK-NEXT: }
func.func @clean_region_branch_op_remove_last_2_results_last_2_arguments_and_last_operand(%arg2: i1) -> (i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %live, %non_live, %non_live_0, %non_live_1 = scf.while (%arg3 = %c0, %arg4 = %c1, %arg10 = %c2) : (i32, i32, i32) -> (i32, i32, i32, i32) {
    %non_live_2 = arith.addi %arg10, %arg10 : i32
    %non_live_3 = func.call @identity(%arg10) : (i32) -> (i32)
    scf.condition(%arg2) %arg4, %arg3, %non_live_2, %non_live_3 : i32, i32, i32, i32
  } do {
  ^bb0(%arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32):
    %non_live_4 = arith.addi %arg7, %arg8 :i32
    scf.yield %arg5, %arg6, %non_live_4 : i32, i32, i32
  }
  return %live : i32
}

func.func private @identity(%arg1 : i32) -> (i32) {
  return %arg1 : i32
}
