// Debug information (the serializer's emitDebugInfo) to SPIR-V and back, as
// mlir-translate-22 --test-spirv-roundtrip-debug: SPV_KHR_non_semantic_info
// joins the extensions (more than four: debug-info-extensions.mlir), an
// OpLine of each op's file:line:col goes before its instruction (none in a
// graph definition) and the deserializer gives the ops after it that
// location; ops without one are loc(unknown). The CHECK lines are
// mlir-translate-22's output for this file:
//   mlir-translate-22 --no-implicit-module --test-spirv-roundtrip-debug --mlir-print-debuginfo debug-info.mlir
// RUN: mica-translate --no-implicit-module --test-spirv-roundtrip-debug --mlir-print-debuginfo %s | FileCheck %s
// RUN: %if mlir-translate-22 %{ %mlir-translate --no-implicit-module --test-spirv-roundtrip-debug --mlir-print-debuginfo %s | FileCheck %s %}

// CHECK: [[$UNKNOWN:#loc[0-9]*]] = loc(unknown)
// CHECK-LABEL: spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Shader, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model, SPV_KHR_non_semantic_info]> {
// CHECK-NEXT: spirv.GlobalVariable @main_arg_0 bind(0, 0) : !spirv.ptr<!spirv.arm.tensor<14x19xi16>, UniformConstant> loc([[ARG:#loc[0-9]+]])
// CHECK-NEXT: spirv.GlobalVariable @main_res_0 bind(0, 1) : !spirv.ptr<!spirv.arm.tensor<14x19xi16>, UniformConstant> loc([[RES:#loc[0-9]+]])
// CHECK-NEXT: spirv.func @f(%arg0: !spirv.array<2 x f32> loc(unknown)) -> f32 "None" {
// CHECK-NEXT: %0 = spirv.CompositeExtract %arg0[1 : i32] : !spirv.array<2 x f32> loc([[EXTRACT:#loc[0-9]+]])
// CHECK-NEXT: spirv.ReturnValue %0 : f32 loc([[RETURN_VALUE:#loc[0-9]+]])
// CHECK-NEXT: } loc([[$UNKNOWN]])
// CHECK-NEXT: spirv.func @g() "None" {
// CHECK-NEXT: spirv.Return loc([[RETURN:#loc[0-9]+]])
// CHECK-NEXT: } loc([[$UNKNOWN]])
// CHECK-NEXT: spirv.ARM.GraphEntryPoint @main, @main_arg_0, @main_res_0 loc([[$UNKNOWN]])
// CHECK-NEXT: spirv.ARM.Graph @main(%arg0: !spirv.arm.tensor<14x19xi16> loc(unknown)) -> !spirv.arm.tensor<14x19xi16> attributes {entry_point = true} {
// CHECK-NEXT: %0 = spirv.ARM.GraphConstant {graph_constant_id = 42 : i32} : !spirv.arm.tensor<14x19xi16> loc([[$UNKNOWN]])
// CHECK-NEXT: spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<14x19xi16> loc([[$UNKNOWN]])
// CHECK-NEXT: } loc([[$UNKNOWN]])
// CHECK-NEXT: } loc([[$UNKNOWN]])
// CHECK-DAG: [[ARG]] = loc("{{.*}}debug-info.mlir":[[#@LINE+7]]:3)
// CHECK-DAG: [[RES]] = loc("{{.*}}debug-info.mlir":[[#@LINE+7]]:3)
// CHECK-DAG: [[EXTRACT]] = loc("{{.*}}debug-info.mlir":[[#@LINE+8]]:10)
// CHECK-DAG: [[RETURN_VALUE]] = loc("{{.*}}debug-info.mlir":[[#@LINE+8]]:5)
// CHECK-DAG: [[RETURN]] = loc("{{.*}}debug-info.mlir":[[#@LINE+10]]:5)
spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Shader, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]>
    attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader], [SPV_KHR_non_semantic_info]>, #spirv.resource_limits<>>} {
  spirv.GlobalVariable @main_arg_0 bind(0, 0) : !spirv.ptr<!spirv.arm.tensor<14x19xi16>, UniformConstant>
  spirv.GlobalVariable @main_res_0 bind(0, 1) : !spirv.ptr<!spirv.arm.tensor<14x19xi16>, UniformConstant>
  spirv.func @f(%v: !spirv.array<2 x f32>) -> f32 "None" {
    %e = spirv.CompositeExtract %v[1 : i32] : !spirv.array<2 x f32>
    spirv.ReturnValue %e : f32
  }
  spirv.func @g() "None" {
    spirv.Return
  }
  spirv.ARM.GraphEntryPoint @main, @main_arg_0, @main_res_0
  spirv.ARM.Graph @main(%arg0 : !spirv.arm.tensor<14x19xi16>) -> !spirv.arm.tensor<14x19xi16> attributes {entry_point = true} {
    %0 = spirv.ARM.GraphConstant { graph_constant_id = 42 : i32 } : !spirv.arm.tensor<14x19xi16>
    spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<14x19xi16>
  }
}

