// mlir-opt-22 gives these errors for graphs (and a note with the op in
// generic form): `mlir-opt-22 --split-input-file --spirv-lower-abi-attrs`.
// The last case is mica's: the ABI lowering of spirv.func is not built.
// RUN: %mica-opt --split-input-file --verify-diagnostics --spirv-lower-abi-attrs %s

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [VulkanMemoryModel, Shader, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>} {
  spirv.module @m Logical Vulkan {
    // expected-error @+1 {{failed to legalize operation 'spirv.ARM.Graph' that was explicitly marked illegal}}
    spirv.ARM.Graph @missing_abi(%arg0: !spirv.arm.tensor<1xi8> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}, %arg1: !spirv.arm.tensor<2xi16>) -> (!spirv.arm.tensor<1xi8> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}) attributes {entry_point = true} {
      spirv.ARM.GraphOutputs %arg0 : !spirv.arm.tensor<1xi8>
    }
  }
}

// -----

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [VulkanMemoryModel, Shader, Int8, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>} {
  spirv.module @m Logical Vulkan {
    // expected-error @+1 {{failed to legalize operation 'spirv.ARM.Graph' that was explicitly marked illegal}}
    spirv.ARM.Graph @not_an_entry_point(%arg0: !spirv.arm.tensor<1xi8> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}) -> (!spirv.arm.tensor<1xi8>) {
      spirv.ARM.GraphOutputs %arg0 : !spirv.arm.tensor<1xi8>
    }
  }
}

// -----

// expected-error @+1 {{'spirv.module' op missing SPIR-V target env attribute}}
spirv.module @m Logical Vulkan {
  spirv.ARM.Graph @g(%arg0: !spirv.arm.tensor<1xi8> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}) -> (!spirv.arm.tensor<1xi8>) {
    spirv.ARM.GraphOutputs %arg0 : !spirv.arm.tensor<1xi8>
  }
}

// -----

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    // expected-error @+1 {{the ABI lowering of spirv.func entry points is not supported}}
    spirv.func @kernel(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<12 x f32>)>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}) "None" {
      spirv.Return
    }
  }
}
