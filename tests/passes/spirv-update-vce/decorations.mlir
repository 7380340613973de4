// A variable bound to a descriptor set needs Shader (the DescriptorSet and
// Binding decorations do; spirv-val refuses a module without it). This is
// upstream MLIR's rule since llvm-project#188743, which mlir-opt-22 does not
// have: with mlir-opt-22 the triples below lack Shader and Matrix. Shader
// is taken at the variable before its type's needs.
// RUN: %mica-opt --split-input-file --spirv-update-vce %s | FileCheck %s

// CHECK: spirv.module @graph Logical Vulkan requires #spirv.vce<v1.5, [Shader, Int8, TensorsARM, GraphARM, VulkanMemoryModel, Matrix], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]>
spirv.module @graph Logical Vulkan attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [VulkanMemoryModel, Shader, Int8, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>} {
  spirv.GlobalVariable @g_arg_0 bind(0, 0) : !spirv.ptr<!spirv.arm.tensor<2xi8>, UniformConstant>
  spirv.GlobalVariable @g_res_0 bind(0, 1) : !spirv.ptr<!spirv.arm.tensor<2xi8>, UniformConstant>
  spirv.ARM.GraphEntryPoint @g, @g_arg_0, @g_res_0
  spirv.ARM.Graph @g(%a: !spirv.arm.tensor<2xi8>) -> !spirv.arm.tensor<2xi8> attributes {entry_point = true} {
    spirv.ARM.GraphOutputs %a : !spirv.arm.tensor<2xi8>
  }
}

// -----

// An unbound variable needs only what its type needs.
// CHECK: spirv.module @unbound Logical Vulkan requires #spirv.vce<v1.5, [Int8, TensorsARM, VulkanMemoryModel], [SPV_ARM_tensors, SPV_KHR_vulkan_memory_model]>
spirv.module @unbound Logical Vulkan attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [VulkanMemoryModel, Shader, Int8, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>} {
  spirv.GlobalVariable @v : !spirv.ptr<!spirv.arm.tensor<2xi8>, UniformConstant>
}
