// RUN: %mica-opt --tosa-layerwise-constant-fold %s | FileCheck %s
// Only TOSA's canonicalization patterns take part; other ops are folded, not canonicalized.
// Expected text from `mlir-opt-22 --tosa-layerwise-constant-fold`.

// CHECK-LABEL: func.func @only_tosa_patterns(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT:  %cst = arith.constant 4.000000e+00 : f32
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  cf.cond_br %false, ^bb1(%arg0 : f32), ^bb1(%arg1 : f32)
// CHECK-NEXT:  ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:  cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:  %1 = arith.mulf %0, %cst : f32
// CHECK-NEXT:  return %1 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @only_tosa_patterns(%a: f32, %b: f32) -> f32 {
  %false = arith.constant false
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : f32)
^bb2:
  cf.br ^bb3(%b : f32)
^bb3(%x: f32):
  %c = arith.constant 2.0 : f32
  %y = arith.addf %c, %c : f32
  %z = arith.mulf %x, %y : f32
  return %z : f32
}
