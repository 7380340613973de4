// cf.switch (a case per line, values printed unsigned in the flag's width),
// cf.cond_br with branch weights and cf.assert, custom and generic.
// Expected output is mlir-opt 22's.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @f(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:     cf.cond_br %arg0 weights([3, 5]), ^bb1, ^bb2(%arg2 : i32)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.switch %arg1 : i32, [
// CHECK-NEXT:       default: ^bb2(%arg2 : i32),
// CHECK-NEXT:       42: ^bb2(%arg1 : i32),
// CHECK-NEXT:       4294967289: ^bb3
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb2(%0: i32):  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT:     cf.assert %arg0, "boom"
// CHECK-NEXT:     cf.switch %arg1 : i32, [
// CHECK-NEXT:       default: ^bb3]
// CHECK-NEXT:   ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return

// GENERIC: "cf.cond_br"(%arg0, %arg2)[^bb1, ^bb2] <{branch_weights = array<i32: 3, 5>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
// GENERIC: "cf.switch"(%arg1, %arg2, %arg1)[^bb2, ^bb2, ^bb3] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[42, -7]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
// GENERIC: "cf.assert"(%arg0) <{msg = "boom"}> : (i1) -> ()
// GENERIC: "cf.switch"(%arg1)[^bb3] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
func.func @f(%c: i1, %flag: i32, %x: i32) {
  cf.cond_br %c weights([3, 5]), ^bb1, ^bb2(%x : i32)
^bb1:
  cf.switch %flag : i32, [
    default: ^bb2(%x : i32),
    42: ^bb2(%flag : i32),
    -7: ^bb3
  ]
^bb2(%a: i32):
  cf.assert %c, "boom"
  cf.switch %flag : i32, [
    default: ^bb3
  ]
^bb3:
  return
}
