// Expected text from `mlir-opt-22 --split-input-file --spirv-update-vce`:
// the least version, then the capabilities and the extensions in the order
// the ops (post-order, the module last) first need them (the op's own,
// then its operand, result, global variable and function types'), the
// implied capabilities (Shader's Matrix, TensorsARM's Int8) last. The
// variables are unbound here: bound ones need Shader (decorations.mlir).
// RUN: %mica-opt --split-input-file --spirv-update-vce %s | FileCheck %s

// CHECK: spirv.module Logical Vulkan requires #spirv.vce<v1.5, [VulkanMemoryModel], [SPV_KHR_vulkan_memory_model]> {
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [VulkanMemoryModel, Shader, Int8, Int16, Int64, Float16, Float64, Linkage, TensorsARM, GraphARM, StorageBuffer16BitAccess, BFloat16TypeKHR,StoragePushConstant8, StorageBuffer8BitAccess], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model,SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_KHR_8bit_storage, SPV_KHR_bfloat16]>, #spirv.resource_limits<>>} {
spirv.module Logical Vulkan { }
}

// -----

// CHECK: spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], []> {
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [VulkanMemoryModel, Shader, Int8, Int16, Int64, Float16, Float64, Linkage, TensorsARM, GraphARM, StorageBuffer16BitAccess, BFloat16TypeKHR,StoragePushConstant8, StorageBuffer8BitAccess], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model,SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_KHR_8bit_storage, SPV_KHR_bfloat16]>, #spirv.resource_limits<>>} {
spirv.module Logical GLSL450 { }
}

// -----

// CHECK: spirv.module Logical Vulkan requires #spirv.vce<v1.5, [Shader, Int8, TensorsARM, VulkanMemoryModel, Matrix], [SPV_KHR_storage_buffer_storage_class, SPV_ARM_tensors, SPV_KHR_vulkan_memory_model]> {
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [VulkanMemoryModel, Shader, Int8, Int16, Int64, Float16, Float64, Linkage, TensorsARM, GraphARM, StorageBuffer16BitAccess, BFloat16TypeKHR,StoragePushConstant8, StorageBuffer8BitAccess], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model,SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_KHR_8bit_storage, SPV_KHR_bfloat16]>, #spirv.resource_limits<>>} {
spirv.module Logical Vulkan { spirv.GlobalVariable @a : !spirv.ptr<!spirv.struct<(f32 [0])>, StorageBuffer>
spirv.GlobalVariable @b : !spirv.ptr<!spirv.arm.tensor<1xi8>, UniformConstant> }
}

// -----

// CHECK: spirv.module Logical Vulkan requires #spirv.vce<v1.5, [Int8, TensorsARM, StorageBuffer8BitAccess, Shader, VulkanMemoryModel, Matrix], [SPV_ARM_tensors, SPV_KHR_8bit_storage, SPV_KHR_storage_buffer_storage_class, SPV_KHR_vulkan_memory_model]> {
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [VulkanMemoryModel, Shader, Int8, Int16, Int64, Float16, Float64, Linkage, TensorsARM, GraphARM, StorageBuffer16BitAccess, BFloat16TypeKHR,StoragePushConstant8, StorageBuffer8BitAccess], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model,SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_KHR_8bit_storage, SPV_KHR_bfloat16]>, #spirv.resource_limits<>>} {
spirv.module Logical Vulkan { spirv.GlobalVariable @b : !spirv.ptr<!spirv.arm.tensor<1xi8>, UniformConstant>
spirv.GlobalVariable @a : !spirv.ptr<!spirv.struct<(i8 [0])>, StorageBuffer> }
}

// -----

// CHECK: spirv.module Logical Vulkan requires #spirv.vce<v1.5, [BFloat16TypeKHR, TensorsARM, VulkanMemoryModel, Int8], [SPV_KHR_bfloat16, SPV_ARM_tensors, SPV_KHR_vulkan_memory_model]> {
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [VulkanMemoryModel, Shader, Int8, Int16, Int64, Float16, Float64, Linkage, TensorsARM, GraphARM, StorageBuffer16BitAccess, BFloat16TypeKHR,StoragePushConstant8, StorageBuffer8BitAccess], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model,SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_KHR_8bit_storage, SPV_KHR_bfloat16]>, #spirv.resource_limits<>>} {
spirv.module Logical Vulkan { spirv.GlobalVariable @b : !spirv.ptr<!spirv.arm.tensor<1xbf16>, UniformConstant> }
}

// -----

// CHECK: spirv.module Logical Vulkan requires #spirv.vce<v1.5, [TensorsARM, Float64, VulkanMemoryModel, Int8], [SPV_ARM_tensors, SPV_KHR_vulkan_memory_model]> {
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [VulkanMemoryModel, Shader, Int8, Int16, Int64, Float16, Float64, Linkage, TensorsARM, GraphARM, StorageBuffer16BitAccess, BFloat16TypeKHR,StoragePushConstant8, StorageBuffer8BitAccess], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model,SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_KHR_8bit_storage, SPV_KHR_bfloat16]>, #spirv.resource_limits<>>} {
spirv.module Logical Vulkan { spirv.GlobalVariable @b : !spirv.ptr<!spirv.arm.tensor<1xi1>, UniformConstant>
spirv.GlobalVariable @c : !spirv.ptr<!spirv.arm.tensor<1xf32>, UniformConstant>
spirv.GlobalVariable @d : !spirv.ptr<!spirv.arm.tensor<1xf64>, UniformConstant> }
}

// -----

// CHECK: spirv.module Logical Vulkan requires #spirv.vce<v1.5, [GraphARM, Float16, TensorsARM, Int16, VulkanMemoryModel, Int8], [SPV_ARM_graph, SPV_ARM_tensors, SPV_KHR_vulkan_memory_model]> {
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [VulkanMemoryModel, Shader, Int8, Int16, Int64, Float16, Float64, Linkage, TensorsARM, GraphARM, StorageBuffer16BitAccess, BFloat16TypeKHR,StoragePushConstant8, StorageBuffer8BitAccess], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model,SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_KHR_8bit_storage, SPV_KHR_bfloat16]>, #spirv.resource_limits<>>} {
spirv.module Logical Vulkan { spirv.ARM.Graph @g(%arg0: !spirv.arm.tensor<1xi16>) -> !spirv.arm.tensor<1xf16> {
  %0 = spirv.ARM.GraphConstant {graph_constant_id = 0 : i32} : !spirv.arm.tensor<1xf16>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<1xf16> } }
}

// -----

// CHECK: spirv.module Logical Vulkan requires #spirv.vce<v1.5, [Int16, TensorsARM, GraphARM, Float16, VulkanMemoryModel, Int8], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]> {
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [VulkanMemoryModel, Shader, Int8, Int16, Int64, Float16, Float64, Linkage, TensorsARM, GraphARM, StorageBuffer16BitAccess, BFloat16TypeKHR,StoragePushConstant8, StorageBuffer8BitAccess], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model,SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_KHR_8bit_storage, SPV_KHR_bfloat16]>, #spirv.resource_limits<>>} {
spirv.module Logical Vulkan { spirv.ARM.Graph @g(%arg0: !spirv.arm.tensor<1xf16>) -> !spirv.arm.tensor<1xi16> {
  %0 = spirv.Constant dense<1> : !spirv.arm.tensor<1xi16>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<1xi16> } }
}

// -----

// CHECK: spirv.module Logical Vulkan requires #spirv.vce<v1.5, [GraphARM, Int16, TensorsARM, VulkanMemoryModel, Int8], [SPV_ARM_graph, SPV_ARM_tensors, SPV_KHR_vulkan_memory_model]> {
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [VulkanMemoryModel, Shader, Int8, Int16, Int64, Float16, Float64, Linkage, TensorsARM, GraphARM, StorageBuffer16BitAccess, BFloat16TypeKHR,StoragePushConstant8, StorageBuffer8BitAccess], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model,SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_KHR_8bit_storage, SPV_KHR_bfloat16]>, #spirv.resource_limits<>>} {
spirv.module Logical Vulkan { 
spirv.ARM.GraphEntryPoint @g
spirv.ARM.Graph @g(%arg0: !spirv.arm.tensor<1xi16>) -> !spirv.arm.tensor<1xi16> {
  spirv.ARM.GraphOutputs %arg0 : !spirv.arm.tensor<1xi16> } }
}

// -----

// CHECK: spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Int16, Shader, Matrix], []> {
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [VulkanMemoryModel, Shader, Int8, Int16, Int64, Float16, Float64, Linkage, TensorsARM, GraphARM, StorageBuffer16BitAccess, BFloat16TypeKHR,StoragePushConstant8, StorageBuffer8BitAccess], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model,SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_KHR_8bit_storage, SPV_KHR_bfloat16]>, #spirv.resource_limits<>>} {
spirv.module Logical GLSL450 { spirv.func @f(%a: i16) "None" { spirv.Return } 
spirv.EntryPoint "GLCompute" @f }
}

// -----

// CHECK: spirv.module Logical Vulkan requires #spirv.vce<v1.5, [StorageBuffer16BitAccess, Shader, VulkanMemoryModel, Matrix], [SPV_KHR_16bit_storage, SPV_KHR_storage_buffer_storage_class, SPV_KHR_vulkan_memory_model]> {
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [VulkanMemoryModel, Shader, Int8, Int16, Int64, Float16, Float64, Linkage, TensorsARM, GraphARM, StorageBuffer16BitAccess, BFloat16TypeKHR,StoragePushConstant8, StorageBuffer8BitAccess], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model,SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_KHR_8bit_storage, SPV_KHR_bfloat16]>, #spirv.resource_limits<>>} {
spirv.module Logical Vulkan { spirv.GlobalVariable @a : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i16, stride=2> [0])>, StorageBuffer> }
}

// -----

// CHECK: spirv.module Logical Vulkan requires #spirv.vce<v1.5, [StorageBuffer16BitAccess, Shader, VulkanMemoryModel, Matrix], [SPV_KHR_bfloat16, SPV_KHR_16bit_storage, SPV_KHR_storage_buffer_storage_class, SPV_KHR_vulkan_memory_model]> {
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [VulkanMemoryModel, Shader, Int8, Int16, Int64, Float16, Float64, Linkage, TensorsARM, GraphARM, StorageBuffer16BitAccess, BFloat16TypeKHR,StoragePushConstant8, StorageBuffer8BitAccess], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model,SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_KHR_8bit_storage, SPV_KHR_bfloat16]>, #spirv.resource_limits<>>} {
spirv.module Logical Vulkan { spirv.GlobalVariable @a : !spirv.ptr<!spirv.struct<(!spirv.array<4 x bf16, stride=2> [0])>, StorageBuffer> }
}

// -----

// CHECK: spirv.module Logical Vulkan requires #spirv.vce<v1.5, [StoragePushConstant8, Shader, VulkanMemoryModel, Matrix], [SPV_KHR_8bit_storage, SPV_KHR_vulkan_memory_model]> {
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [VulkanMemoryModel, Shader, Int8, Int16, Int64, Float16, Float64, Linkage, TensorsARM, GraphARM, StorageBuffer16BitAccess, BFloat16TypeKHR,StoragePushConstant8, StorageBuffer8BitAccess], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model,SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_KHR_8bit_storage, SPV_KHR_bfloat16]>, #spirv.resource_limits<>>} {
spirv.module Logical Vulkan { spirv.GlobalVariable @a : !spirv.ptr<!spirv.struct<(i8 [0])>, PushConstant> }
}

// -----

// CHECK: spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Int64, Shader, Matrix], []> {
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [VulkanMemoryModel, Shader, Int8, Int16, Int64, Float16, Float64, Linkage, TensorsARM, GraphARM, StorageBuffer16BitAccess, BFloat16TypeKHR,StoragePushConstant8, StorageBuffer8BitAccess], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model,SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_KHR_8bit_storage, SPV_KHR_bfloat16]>, #spirv.resource_limits<>>} {
spirv.module Logical GLSL450 { spirv.GlobalVariable @a : !spirv.ptr<vector<4xi64>, Private> }
}

// -----

// CHECK: spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [BFloat16TypeKHR, Shader, Matrix], [SPV_KHR_bfloat16]> {
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [VulkanMemoryModel, Shader, Int8, Int16, Int64, Float16, Float64, Linkage, TensorsARM, GraphARM, StorageBuffer16BitAccess, BFloat16TypeKHR,StoragePushConstant8, StorageBuffer8BitAccess], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model,SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_KHR_8bit_storage, SPV_KHR_bfloat16]>, #spirv.resource_limits<>>} {
spirv.module Logical GLSL450 { spirv.func @f(%a: bf16) -> i1 "None" { %0 = spirv.Constant true
spirv.ReturnValue %0 : i1 } }
}

// -----

// Extensions a version took into its core are allowed from it on.
// CHECK: spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [StorageBuffer8BitAccess, Shader, Matrix], [SPV_KHR_8bit_storage, SPV_KHR_storage_buffer_storage_class]> {
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, StorageBuffer8BitAccess], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
spirv.module Logical GLSL450 { spirv.GlobalVariable @a : !spirv.ptr<!spirv.struct<(i8 [0])>, StorageBuffer> }
}

// -----

// CHECK: spirv.module Logical Vulkan requires #spirv.vce<v1.5, [VulkanMemoryModel], [SPV_KHR_vulkan_memory_model]> {
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [VulkanMemoryModel], []>, #spirv.resource_limits<>>} {
spirv.module Logical Vulkan { }
}

// -----

// CHECK: spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [StorageInputOutput16, Shader, Matrix], [SPV_KHR_16bit_storage]> {
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, Int16, StorageInputOutput16], []>, #spirv.resource_limits<>>} {
spirv.module Logical GLSL450 { spirv.GlobalVariable @a : !spirv.ptr<i16, Input> }
}
