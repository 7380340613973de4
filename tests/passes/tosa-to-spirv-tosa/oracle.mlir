// mlir-opt 22 reads the modules mica lowers, where it knows every op (no
// spirv.Tosa op: these are upstream main's) and capability (the target
// environment here leaves out Float8EXT, which mlir-opt 22 does not know),
// and prints them as mica does: graph constants, inline constants (nested,
// i4 widened, a shape as i32), an identity as a direct connection, the ABI
// of a binding taken over and the defaults after it.
// REQUIRES: mlir-opt-22
// RUN: %mica-opt --tosa-to-spirv-tosa-mark-graph-constants --tosa-to-spirv-tosa %s > %t.mlir
// RUN: %mlir-opt %t.mlir | diff %t.mlir -
// RUN: FileCheck %s --input-file %t.mlir
// CHECK: spirv.module @_spirv_tosa_graph Logical Vulkan
// CHECK: spirv.ARM.GraphConstant {graph_constant_id = 0 : i32} : !spirv.arm.tensor<17xi32>
// CHECK: spirv.Constant dense<{{\[\[}}1, 2, 3], [4, 5, 6]]> : !spirv.arm.tensor<2x3xi8>
// CHECK: spirv.Constant dense<[1, 2, 3, 3]> : !spirv.arm.tensor<4xi32>
// CHECK: spirv.Constant dense<-8> : !spirv.arm.tensor<1xi8>
// CHECK: spirv.ARM.GraphOutputs %arg0,
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [VulkanMemoryModel, Shader, Int8, Int16, Int64, Float16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>} {
  func.func @graph(%arg0: tensor<2x3xi8> {grapharm.interface_var_abi = #spirv.interface_var_abi<(0, 4)>}, %arg1: tensor<i4>) -> (tensor<2x3xi8>, tensor<17xi32>, tensor<2x3xi8>, !tosa.shape<4>, tensor<1xi4>) {
    %large = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]> : tensor<17xi32>}> : () -> tensor<17xi32>
    %small = "tosa.const"() <{values = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi8>}> : () -> tensor<2x3xi8>
    %shape = "tosa.const_shape"() <{values = dense<[1, 2, 3, 3]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %i4 = "tosa.const"() <{values = dense<-8> : tensor<1xi4>}> : () -> tensor<1xi4>
    %id = tosa.identity %arg0 : (tensor<2x3xi8>) -> tensor<2x3xi8>
    return %id, %large, %small, %shape, %i4 : tensor<2x3xi8>, tensor<17xi32>, tensor<2x3xi8>, !tosa.shape<4>, tensor<1xi4>
  }
}
