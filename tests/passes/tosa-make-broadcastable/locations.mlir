// Locations: the reshapes, their shapes and the rewritten op are at the op's
// location; a shape made twice and merged by the folder is located nowhere.
// Expected text (after the input) from `mlir-opt-22 --mlir-very-unsafe-disable-verifier-on-parsing --tosa-make-broadcastable --mlir-print-debuginfo`.
// RUN: %mica-opt --mlir-very-unsafe-disable-verifier-on-parsing --tosa-make-broadcastable --mlir-print-debuginfo %s | FileCheck %s

func.func @select_both(%arg0: tensor<1x16x16xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x16x16xf32> {
  %0 = tosa.select %arg0, %arg1, %arg2 : (tensor<1x16x16xi1>, tensor<f32>, tensor<f32>) -> tensor<1x16x16xf32>
  return %0 : tensor<1x16x16xf32>
}
func.func @add(%arg0: tensor<1xf32>, %arg1: tensor<2x1xf32>) -> tensor<2x1xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32> loc("here":1:2)
  return %0 : tensor<2x1xf32>
}

// CHECK: #loc2 = loc("{{.*}}locations.mlir":6:24)
// CHECK-NEXT: #loc3 = loc("{{.*}}locations.mlir":6:51)
// CHECK-NEXT: #loc4 = loc("{{.*}}locations.mlir":6:71)
// CHECK-NEXT: #loc9 = loc("{{.*}}locations.mlir":10:16)
// CHECK-NEXT: #loc10 = loc("{{.*}}locations.mlir":10:38)
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @select_both(%arg0: tensor<1x16x16xi1> loc("{{.*}}locations.mlir":6:24), %arg1: tensor<f32> loc("{{.*}}locations.mlir":6:51), %arg2: tensor<f32> loc("{{.*}}locations.mlir":6:71)) -> tensor<1x16x16xf32> {
// CHECK-NEXT:     %0 = tosa.const_shape  {values = dense<1> : tensor<3xindex>} : () -> !tosa.shape<3> loc(#loc5)
// CHECK-NEXT:     %1 = tosa.reshape %arg1, %0 : (tensor<f32>, !tosa.shape<3>) -> tensor<1x1x1xf32> loc(#loc6)
// CHECK-NEXT:     %2 = tosa.reshape %arg2, %0 : (tensor<f32>, !tosa.shape<3>) -> tensor<1x1x1xf32> loc(#loc6)
// CHECK-NEXT:     %3 = tosa.select %arg0, %1, %2 : (tensor<1x16x16xi1>, tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x16xf32> loc(#loc6)
// CHECK-NEXT:     return %3 : tensor<1x16x16xf32> loc(#loc7)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT:   func.func @add(%arg0: tensor<1xf32> loc("{{.*}}locations.mlir":10:16), %arg1: tensor<2x1xf32> loc("{{.*}}locations.mlir":10:38)) -> tensor<2x1xf32> {
// CHECK-NEXT:     %0 = tosa.const_shape  {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2> loc(#loc11)
// CHECK-NEXT:     %1 = tosa.reshape %arg0, %0 : (tensor<1xf32>, !tosa.shape<2>) -> tensor<1x1xf32> loc(#loc11)
// CHECK-NEXT:     %2 = tosa.add %1, %arg1 : (tensor<1x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32> loc(#loc11)
// CHECK-NEXT:     return %2 : tensor<2x1xf32> loc(#loc12)
// CHECK-NEXT:   } loc(#loc8)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}locations.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}locations.mlir":6:1)
// CHECK-NEXT: #loc5 = loc(unknown)
// CHECK-NEXT: #loc6 = loc("{{.*}}locations.mlir":7:8)
// CHECK-NEXT: #loc7 = loc("{{.*}}locations.mlir":8:3)
// CHECK-NEXT: #loc8 = loc("{{.*}}locations.mlir":10:1)
// CHECK-NEXT: #loc11 = loc("here":1:2)
// CHECK-NEXT: #loc12 = loc("{{.*}}locations.mlir":12:3)
