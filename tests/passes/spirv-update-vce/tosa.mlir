// The spirv.Tosa.* ops are upstream MLIR's (mlir-opt-22 has not got them):
// each needs v1.5, SPV_ARM_graph and GraphARM before its types' needs
// (SPIRVTosaOps.td's availability); spirv.ExperimentalML.Call needs only
// what its types need (SPIRVExperimentalMLOps.td). The expected triples
// follow from those rules and the pass's order, which the mlir-opt-22
// cases of vce.mlir check.
// RUN: %mica-opt --split-input-file --spirv-update-vce --verify-diagnostics %s | FileCheck %s

// CHECK: spirv.module @add Logical Vulkan requires #spirv.vce<v1.5, [GraphARM, Float16, TensorsARM, VulkanMemoryModel, Int8], [SPV_ARM_graph, SPV_ARM_tensors, SPV_KHR_vulkan_memory_model]>
spirv.module @add Logical Vulkan attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [VulkanMemoryModel, Shader, Int8, Float16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>} {
  spirv.ARM.Graph @g(%a: !spirv.arm.tensor<2xf16>, %b: !spirv.arm.tensor<2xf16>) -> !spirv.arm.tensor<2xf16> {
    %0 = spirv.Tosa.Add %a, %b : !spirv.arm.tensor<2xf16>, !spirv.arm.tensor<2xf16> -> !spirv.arm.tensor<2xf16>
    spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<2xf16>
  }
}

// -----

// The TOSA op alone asks for v1.5 in a GLSL450 module.
// CHECK: spirv.module @glsl Logical GLSL450 requires #spirv.vce<v1.5, [GraphARM, Int8, TensorsARM, Shader, Matrix], [SPV_ARM_graph, SPV_ARM_tensors]>
spirv.module @glsl Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, Int8, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]>, #spirv.resource_limits<>>} {
  spirv.ARM.Graph @g(%a: !spirv.arm.tensor<2xi8>, %b: !spirv.arm.tensor<2xi8>) -> !spirv.arm.tensor<2xi8> {
    %0 = spirv.Tosa.BitwiseAnd %a, %b : !spirv.arm.tensor<2xi8>, !spirv.arm.tensor<2xi8> -> !spirv.arm.tensor<2xi8>
    spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<2xi8>
  }
}

// -----

// CHECK: spirv.module @call Logical Vulkan requires #spirv.vce<v1.5, [Int16, TensorsARM, GraphARM, VulkanMemoryModel, Int8], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]>
spirv.module @call Logical Vulkan attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [VulkanMemoryModel, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>} {
  spirv.ARM.Graph @g(%a: !spirv.arm.tensor<2xi16>) -> !spirv.arm.tensor<2xi16> {
    %0 = spirv.ExperimentalML.Call opcode = 0, %a : (!spirv.arm.tensor<2xi16>) -> !spirv.arm.tensor<2xi16>
    spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<2xi16>
  }
}

// -----

spirv.module @old Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Shader, Int8, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]>, #spirv.resource_limits<>>} {
  spirv.ARM.Graph @g(%a: !spirv.arm.tensor<2xi8>, %b: !spirv.arm.tensor<2xi8>) -> !spirv.arm.tensor<2xi8> {
    // expected-error @+1 {{'spirv.Tosa.BitwiseAnd' requires min version v1.5 but target environment allows up to v1.4}}
    %0 = spirv.Tosa.BitwiseAnd %a, %b : !spirv.arm.tensor<2xi8>, !spirv.arm.tensor<2xi8> -> !spirv.arm.tensor<2xi8>
    spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<2xi8>
  }
}
