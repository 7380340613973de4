// mlir-opt-22 gives these errors (and a note with the op in generic form):
// `mlir-opt-22 --split-input-file --spirv-update-vce`.
// RUN: %mica-opt --split-input-file --verify-diagnostics --spirv-update-vce %s

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [VulkanMemoryModel, Shader, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>} {
  spirv.module Physical64 OpenCL {
    spirv.func @f() "None" {
      spirv.Return
    }
    // expected-error @+1 {{'spirv.EntryPoint' requires at least one capability in [Kernel] but none allowed in target environment}}
    spirv.EntryPoint "Kernel" @f
  }
}

// -----

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [VulkanMemoryModel, Shader, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    // expected-error @+1 {{'spirv.GlobalVariable' requires at least one capability in [StorageInputOutput16] but none allowed in target environment}}
    spirv.GlobalVariable @a : !spirv.ptr<i16, Input>
  }
}

// -----

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [VulkanMemoryModel, Shader, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>} {
  spirv.module Logical Vulkan {
    spirv.ARM.Graph @g(%arg0: !spirv.arm.tensor<1xi64>) -> !spirv.arm.tensor<1xi64> {
      // expected-error @+1 {{'spirv.ARM.GraphOutputs' requires at least one capability in [Int64] but none allowed in target environment}}
      spirv.ARM.GraphOutputs %arg0 : !spirv.arm.tensor<1xi64>
    }
  }
}

// -----

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [VulkanMemoryModel], [SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>} {
  // expected-error @+1 {{Capability 'VulkanMemoryModel' requires min version v1.5 but target environment allows up to v1.0}}
  spirv.module Logical Vulkan {
  }
}

// -----

// Below v1.5 the target must name the extension; from v1.5 on it is core.
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [VulkanMemoryModel], []>, #spirv.resource_limits<>>} {
  // expected-error @+1 {{'spirv.module' requires at least one extension in [SPV_KHR_vulkan_memory_model] but none allowed in target environment}}
  spirv.module Logical Vulkan {
  }
}

// -----

// expected-error @+1 {{missing 'spirv.target_env' attribute}}
spirv.module Logical Vulkan {
}
