// With debug information SPV_KHR_non_semantic_info joins the module's
// extensions; five or more are written, as mlir-translate-22 writes them, in
// the order of MLIR's Extension enum, not the triple's (its output for this
// file: mlir-translate-22 --no-implicit-module --test-spirv-roundtrip-debug
// debug-info-extensions.mlir).
// RUN: mica-translate --no-implicit-module --test-spirv-roundtrip-debug %s | FileCheck %s
// RUN: %if mlir-translate-22 %{ %mlir-translate --no-implicit-module --test-spirv-roundtrip-debug %s | FileCheck %s %}


// CHECK-LABEL: spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Shader, Int8, Int16, TensorsARM, GraphARM], [SPV_KHR_vulkan_memory_model, SPV_KHR_non_semantic_info, SPV_EXT_replicated_composites, SPV_ARM_tensors, SPV_ARM_graph]> {
spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Shader, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model, SPV_EXT_replicated_composites]>
    attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader], [SPV_KHR_non_semantic_info]>, #spirv.resource_limits<>>} {
  spirv.GlobalVariable @main_arg_0 bind(0, 0) : !spirv.ptr<!spirv.arm.tensor<14x19xi16>, UniformConstant>
  spirv.GlobalVariable @main_res_0 bind(0, 1) : !spirv.ptr<!spirv.arm.tensor<14x19xi16>, UniformConstant>
  spirv.ARM.GraphEntryPoint @main, @main_arg_0, @main_res_0
  spirv.ARM.Graph @main(%arg0 : !spirv.arm.tensor<14x19xi16>) -> !spirv.arm.tensor<14x19xi16> attributes {entry_point = true} {
    spirv.ARM.GraphOutputs %arg0 : !spirv.arm.tensor<14x19xi16>
  }
}
