// RUN: %mica-opt --split-input-file --tosa-to-spirv-tosa-mark-graph-constants %s | FileCheck %s

// Upstream MLIR's mlir/test/Conversion/TosaToSPIRVTosa/graph-constant-mark.mlir:
// constants of more than 16 elements (shapes: 32) get ids from 0 in order.
// The last case (mica's) leaves an unused constant unmarked, as the pass's
// shouldMarkGraphConstant does.

// CHECK-LABEL: func.func @large_const
func.func @large_const() -> tensor<17xi32> {
  // CHECK: "tosa.const"() <{values = {{.*}}> {grapharm.graph_constant_id = 0 : i32} : () -> tensor<17xi32>
  %res = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]> : tensor<17xi32>}> : () -> tensor<17xi32>
  return %res : tensor<17xi32>
}

// -----

// CHECK-LABEL: func.func @small_const
// CHECK-NOT: grapharm.graph_constant_id
func.func @small_const() -> tensor<16xi32> {
  %res = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi32>}> : () -> tensor<16xi32>
  return %res : tensor<16xi32>
}

// -----

// CHECK-LABEL: func.func @large_const_shape
func.func @large_const_shape() -> !tosa.shape<33> {
  // CHECK: tosa.const_shape {grapharm.graph_constant_id = 0 : i32, values = {{.*}}} : () -> !tosa.shape<33>
  %res = "tosa.const_shape"() <{values = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33]> : tensor<33xindex>}> : () -> !tosa.shape<33>
  return %res : !tosa.shape<33>
}

// -----

// CHECK-LABEL: func.func @small_const_shape
// CHECK-NOT: grapharm.graph_constant_id
func.func @small_const_shape() -> !tosa.shape<32> {
  %res = "tosa.const_shape"() <{values = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32]> : tensor<32xindex>}> : () -> !tosa.shape<32>
  return %res : !tosa.shape<32>
}

// -----

// CHECK-LABEL: func.func @mixed_large_constants
func.func @mixed_large_constants() -> (tensor<17xi32>, tensor<18xi32>, !tosa.shape<33>) {
  // CHECK: "tosa.const"() <{values = {{.*}}> {grapharm.graph_constant_id = 0 : i32} : () -> tensor<17xi32>
  %const0 = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]> : tensor<17xi32>}> : () -> tensor<17xi32>
  // CHECK: "tosa.const"() <{values = {{.*}}> {grapharm.graph_constant_id = 1 : i32} : () -> tensor<18xi32>
  %const1 = "tosa.const"() <{values = dense<[20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37]> : tensor<18xi32>}> : () -> tensor<18xi32>
  // CHECK: tosa.const_shape {grapharm.graph_constant_id = 2 : i32, values = {{.*}}} : () -> !tosa.shape<33>
  %shape = "tosa.const_shape"() <{values = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33]> : tensor<33xindex>}> : () -> !tosa.shape<33>
  return %const0, %const1, %shape : tensor<17xi32>, tensor<18xi32>, !tosa.shape<33>
}

// -----

// CHECK-LABEL: func.func @unused_large_const
// CHECK-NOT: grapharm.graph_constant_id
func.func @unused_large_const() {
  %unused = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]> : tensor<17xi32>}> : () -> tensor<17xi32>
  return
}

// -----

// The pass runs on each function (the converter nests it in func.func, and
// its count lives in one run): every function's constants are numbered
// from 0 of their own.
// CHECK-LABEL: func.func @first
func.func @first() -> tensor<17xi32> {
  // CHECK: "tosa.const"() <{values = {{.*}}> {grapharm.graph_constant_id = 0 : i32} : () -> tensor<17xi32>
  %0 = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]> : tensor<17xi32>}> : () -> tensor<17xi32>
  return %0 : tensor<17xi32>
}
// CHECK-LABEL: func.func @second
func.func @second() -> (tensor<17xi32>, tensor<18xi32>) {
  // CHECK: "tosa.const"() <{values = {{.*}}> {grapharm.graph_constant_id = 0 : i32} : () -> tensor<17xi32>
  %0 = "tosa.const"() <{values = dense<[1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]> : tensor<17xi32>}> : () -> tensor<17xi32>
  // CHECK: "tosa.const"() <{values = {{.*}}> {grapharm.graph_constant_id = 1 : i32} : () -> tensor<18xi32>
  %1 = "tosa.const"() <{values = dense<[2, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : tensor<18xi32>}> : () -> tensor<18xi32>
  return %0, %1 : tensor<17xi32>, tensor<18xi32>
}
