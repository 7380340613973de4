// RUN: %mica-opt --split-input-file --tosa-to-spirv-tosa-mark-graph-constants --tosa-to-spirv-tosa --mlir-print-op-generic %s | FileCheck %s

// Constants marked by tosa-to-spirv-tosa-mark-graph-constants (more than 16
// elements, a shape more than 32) become spirv.ARM.GraphConstant of their
// id, the others spirv.Constant: what Arm's model converter runs (the two
// passes, then its VGF writer takes the marked data out of the module).
// spirv.ARM.GraphConstant's generic form is mlir-opt-22's
// (`mlir-opt-22 --mlir-print-op-generic` on
// `spirv.ARM.GraphConstant {graph_constant_id = 0 : i32} : !spirv.arm.tensor<17xi32>`).

// CHECK-LABEL: sym_name = "_spirv_tosa_large_and_small"
// CHECK: ^bb0(%[[ARG0:.*]]: !spirv.arm.tensor<17xi32>):
// CHECK-NEXT: %[[LARGE:.*]] = "spirv.ARM.GraphConstant"() <{graph_constant_id = 0 : i32}> : () -> !spirv.arm.tensor<17xi32>
// CHECK-NEXT: %[[SMALL:.*]] = "spirv.Constant"() <{value = dense<3> : !spirv.arm.tensor<16xi32>}> : () -> !spirv.arm.tensor<16xi32>
// CHECK-NEXT: %[[SHAPE:.*]] = "spirv.ARM.GraphConstant"() <{graph_constant_id = 1 : i32}> : () -> !spirv.arm.tensor<33xi32>
// CHECK-NEXT: %[[ADD:.*]] = "spirv.Tosa.Add"(%[[ARG0]], %[[LARGE]])
// CHECK-NEXT: "spirv.ARM.GraphOutputs"(%[[ADD]], %[[SMALL]], %[[SHAPE]])
func.func @large_and_small(%arg0: tensor<17xi32>) -> (tensor<17xi32>, tensor<16xi32>, !tosa.shape<33>) {
  %large = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]> : tensor<17xi32>}> : () -> tensor<17xi32>
  %small = "tosa.const"() <{values = dense<3> : tensor<16xi32>}> : () -> tensor<16xi32>
  %shape = "tosa.const_shape"() <{values = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33]> : tensor<33xindex>}> : () -> !tosa.shape<33>
  %sum = tosa.add %arg0, %large : (tensor<17xi32>, tensor<17xi32>) -> tensor<17xi32>
  return %sum, %small, %shape : tensor<17xi32>, tensor<16xi32>, !tosa.shape<33>
}
