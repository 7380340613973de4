// arith's flag enums are kept in the spelling MLIR prints: flags in their
// declared order, `fast` for all fastmath flags, `none` left out. Expected
// output is mlir-opt 22's, custom and generic.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @f(%arg0: f32, %arg1: i32) {
// CHECK-NEXT:     %0 = arith.mulf %arg0, %arg0 fastmath<fast> : f32
// CHECK-NEXT:     %1 = arith.mulf %arg0, %arg0 fastmath<nnan,nsz> : f32
// CHECK-NEXT:     %2 = arith.addi %arg1, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT:     %3 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT:     %4 = arith.addf %arg0, %arg0 fastmath<reassoc,afn> : f32
// CHECK-NEXT:     return

// GENERIC: %0 = "arith.mulf"(%arg0, %arg0) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-NEXT: %1 = "arith.mulf"(%arg0, %arg0) <{fastmath = #arith.fastmath<nnan,nsz>}> : (f32, f32) -> f32
// GENERIC-NEXT: %2 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
// GENERIC-NEXT: %3 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %4 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<reassoc,afn>}> : (f32, f32) -> f32

func.func @f(%a: f32, %i: i32) {
  %0 = arith.mulf %a, %a fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %1 = arith.mulf %a, %a fastmath<nsz,nnan> : f32
  %2 = arith.addi %i, %i overflow<nuw,nsw> : i32
  %3 = arith.addf %a, %a fastmath<none> : f32
  %4 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<afn,reassoc>}> : (f32, f32) -> f32
  return
}
