// Each func.func's name, then what each TOSA op in it declares, the ops
// inside a region before the op that holds it; other dialects' ops and
// ops outside functions are not listed. The module follows.
// Expected text from `mlir-opt-22 --mlir-disable-threading --test-tosa-op-availability`
// (threads would interleave its lines).
// RUN: %mica-opt --mlir-disable-threading --test-tosa-op-availability %s | FileCheck %s

// CHECK:      nested
// CHECK-NEXT: tosa.logical_not profiles: [ [pro_int, pro_fp] ]
// CHECK-NEXT: tosa.logical_not extensions: [ ]
// CHECK-NEXT: tosa.yield profiles: [ ]
// CHECK-NEXT: tosa.yield extensions: [ ]
// CHECK-NEXT: tosa.yield profiles: [ ]
// CHECK-NEXT: tosa.yield extensions: [ ]
// CHECK-NEXT: tosa.cond_if profiles: [ ]
// CHECK-NEXT: tosa.cond_if extensions: [ [controlflow] ]
// CHECK-NEXT: tosa.variable_read profiles: [ [pro_int, pro_fp] ]
// CHECK-NEXT: tosa.variable_read extensions: [ [variable] ]
// CHECK-NEXT: shapes
// CHECK-NEXT: tosa.const_shape profiles: [ [pro_int, pro_fp] ]
// CHECK-NEXT: tosa.const_shape extensions: [ ]
// CHECK-NEXT: tosa.add_shape profiles: [ [pro_int, pro_fp] ]
// CHECK-NEXT: tosa.add_shape extensions: [ [shape] ]
// CHECK-NEXT: tosa.concat profiles: [ [pro_int, pro_fp] ]
// CHECK-NEXT: tosa.concat extensions: [ [fp8e4m3, fp8e5m2, bf16, int16, int64] ]
// CHECK-NEXT: no_tosa
// CHECK-NEXT: module {
// CHECK-NEXT:   tosa.variable @v = dense<true> : tensor<2xi1>
module {
  tosa.variable @v = dense<1> : tensor<2xi1>
  func.func @nested(%c: tensor<i1>, %x: tensor<2xi1>) -> tensor<2xi1> {
    %0 = tosa.cond_if %c (%a = %x) : tensor<i1> (tensor<2xi1>) -> tensor<2xi1> {
    ^bb0(%a: tensor<2xi1>):
      %1 = tosa.logical_not %a : (tensor<2xi1>) -> tensor<2xi1>
      tosa.yield %1 : tensor<2xi1>
    } else {
    ^bb0(%a: tensor<2xi1>):
      tosa.yield %a : tensor<2xi1>
    }
    %2 = tosa.variable_read @v : tensor<2xi1>
    return %2 : tensor<2xi1>
  }
  func.func @shapes(%x: tensor<2xf32>) -> tensor<4xf32> {
    %s = tosa.const_shape {values = dense<2> : tensor<1xindex>} : () -> !tosa.shape<1>
    %t = tosa.add_shape %s, %s : (!tosa.shape<1>, !tosa.shape<1>) -> !tosa.shape<1>
    %0 = tosa.concat %x, %x {axis = 0 : i32} : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func @no_tosa(%i: i32) -> i32 {
    %0 = arith.addi %i, %i : i32
    return %0 : i32
  }
}
