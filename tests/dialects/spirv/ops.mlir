// The spirv ops of a graph module and their types, custom and generic,
// and the round trip from the generic form.  Expected text from
// `mlir-opt-22 %s` and `mlir-opt-22 --mlir-print-op-generic %s`.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s

// CHECK-LABEL: spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Shader, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]> {
// CHECK-NEXT: spirv.GlobalVariable @main_arg_0 bind(0, 0) : !spirv.ptr<!spirv.arm.tensor<14x19xi16>, UniformConstant>
// CHECK-NEXT: spirv.GlobalVariable @main_res_0 bind(0, 1) : !spirv.ptr<!spirv.arm.tensor<2x3xi16>, UniformConstant>
// CHECK-NEXT: spirv.ARM.GraphEntryPoint @main, @main_arg_0, @main_res_0
// CHECK-NEXT: spirv.ARM.Graph @main(%arg0: !spirv.arm.tensor<14x19xi16>) -> !spirv.arm.tensor<2x3xi16> attributes {entry_point = true} {
// CHECK-NEXT: %0 = spirv.ARM.GraphConstant {graph_constant_id = 42 : i32} : !spirv.arm.tensor<2x3xi16>
// CHECK-NEXT: spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<2x3xi16>
// CHECK-NEXT: }
// CHECK-NEXT: spirv.ARM.Graph @two(%arg0: !spirv.arm.tensor<1x16xi8>, %arg1: !spirv.arm.tensor<?x?xf32>) -> (!spirv.arm.tensor<1x16xi8>, !spirv.arm.tensor<?x?xf32>) {
// CHECK-NEXT: spirv.ARM.GraphOutputs %arg0, %arg1 : !spirv.arm.tensor<1x16xi8>, !spirv.arm.tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: spirv.module @named Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Linkage, TensorsARM, Int64], [SPV_ARM_tensors]> attributes {x.note} {
// CHECK-NEXT: spirv.GlobalVariable @plain : !spirv.ptr<i32, Private>
// CHECK-NEXT: spirv.GlobalVariable @tagged bind(1, 2) {x.tag} : !spirv.ptr<!spirv.struct<(f32 [0], vector<4xf32> [16, NonWritable])>, StorageBuffer>
// CHECK-NEXT: spirv.func @f(%arg0: !spirv.arm.tensor<2xi32>, %arg1: !spirv.arm.tensor<*xf16>) -> !spirv.arm.tensor<3xui64> "None" {
// CHECK-NEXT: %cst1_i32 = spirv.Constant 1 : i32
// CHECK-NEXT: %cst-3_si8 = spirv.Constant -3 : si8
// CHECK-NEXT: %true = spirv.Constant true
// CHECK-NEXT: %cst_f32 = spirv.Constant 2.000000e+00 : f32
// CHECK-NEXT: %cst = spirv.Constant [1 : i32, 2 : i32] : !spirv.array<2 x i32>
// CHECK-NEXT: %0 = spirv.CompositeExtract %cst[1 : i32] : !spirv.array<2 x i32>
// CHECK-NEXT: %cst_0 = spirv.Constant dense<{{\[}}[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : !spirv.arm.tensor<2x3xf32>
// CHECK-NEXT: %cst_1 = spirv.Constant dense<[5, 6, 7]> : !spirv.arm.tensor<3xui64>
// CHECK-NEXT: spirv.ReturnValue %cst_1 : !spirv.arm.tensor<3xui64>
// CHECK-NEXT: }
// CHECK-NEXT: spirv.func @g() "Inline|Pure" {
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: spirv.EntryPoint "GLCompute" @g
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @types(!spirv.array<4 x f32, stride=4>, !spirv.rtarray<i32, stride=4>, !spirv.struct<()>, !spirv.struct<(!spirv.array<4 x f32> [0, ArrayStride=16], i32 [64])>, !spirv.ptr<bf16, Function>)
// CHECK-NEXT: }
// GENERIC-LABEL: "spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<Vulkan>, vce_triple = #spirv.vce<v1.3, [VulkanMemoryModel, Shader, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]>}> ({
// GENERIC-NEXT: "spirv.GlobalVariable"() <{binding = 0 : i32, descriptor_set = 0 : i32, sym_name = "main_arg_0", type = !spirv.ptr<!spirv.arm.tensor<14x19xi16>, UniformConstant>}> : () -> ()
// GENERIC-NEXT: "spirv.GlobalVariable"() <{binding = 1 : i32, descriptor_set = 0 : i32, sym_name = "main_res_0", type = !spirv.ptr<!spirv.arm.tensor<2x3xi16>, UniformConstant>}> : () -> ()
// GENERIC-NEXT: "spirv.ARM.GraphEntryPoint"() <{fn = @main, interface = [@main_arg_0, @main_res_0]}> : () -> ()
// GENERIC-NEXT: "spirv.ARM.Graph"() <{entry_point = true, function_type = (!spirv.arm.tensor<14x19xi16>) -> !spirv.arm.tensor<2x3xi16>, sym_name = "main"}> ({
// GENERIC-NEXT: ^bb0(%arg4: !spirv.arm.tensor<14x19xi16>):
// GENERIC-NEXT: %8 = "spirv.ARM.GraphConstant"() <{graph_constant_id = 42 : i32}> : () -> !spirv.arm.tensor<2x3xi16>
// GENERIC-NEXT: "spirv.ARM.GraphOutputs"(%8) : (!spirv.arm.tensor<2x3xi16>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "spirv.ARM.Graph"() <{function_type = (!spirv.arm.tensor<1x16xi8>, !spirv.arm.tensor<?x?xf32>) -> (!spirv.arm.tensor<1x16xi8>, !spirv.arm.tensor<?x?xf32>), sym_name = "two"}> ({
// GENERIC-NEXT: ^bb0(%arg2: !spirv.arm.tensor<1x16xi8>, %arg3: !spirv.arm.tensor<?x?xf32>):
// GENERIC-NEXT: "spirv.ARM.GraphOutputs"(%arg2, %arg3) : (!spirv.arm.tensor<1x16xi8>, !spirv.arm.tensor<?x?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-LABEL: "spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<GLSL450>, sym_name = "named", vce_triple = #spirv.vce<v1.0, [Shader, Linkage, TensorsARM, Int64], [SPV_ARM_tensors]>}> ({
// GENERIC-NEXT: "spirv.GlobalVariable"() <{sym_name = "plain", type = !spirv.ptr<i32, Private>}> : () -> ()
// GENERIC-NEXT: "spirv.GlobalVariable"() <{binding = 2 : i32, descriptor_set = 1 : i32, sym_name = "tagged", type = !spirv.ptr<!spirv.struct<(f32 [0], vector<4xf32> [16, NonWritable])>, StorageBuffer>}> {x.tag} : () -> ()
// GENERIC-NEXT: "spirv.func"() <{function_control = #spirv.function_control<None>, function_type = (!spirv.arm.tensor<2xi32>, !spirv.arm.tensor<*xf16>) -> !spirv.arm.tensor<3xui64>, sym_name = "f"}> ({
// GENERIC-NEXT: ^bb0(%arg0: !spirv.arm.tensor<2xi32>, %arg1: !spirv.arm.tensor<*xf16>):
// GENERIC-NEXT: %0 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
// GENERIC-NEXT: %1 = "spirv.Constant"() <{value = -3 : si8}> : () -> si8
// GENERIC-NEXT: %2 = "spirv.Constant"() <{value = true}> : () -> i1
// GENERIC-NEXT: %3 = "spirv.Constant"() <{value = 2.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT: %4 = "spirv.Constant"() <{value = [1 : i32, 2 : i32]}> : () -> !spirv.array<2 x i32>
// GENERIC-NEXT: %5 = "spirv.CompositeExtract"(%4) <{indices = [1 : i32]}> : (!spirv.array<2 x i32>) -> i32
// GENERIC-NEXT: %6 = "spirv.Constant"() <{value = dense<{{\[}}[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : !spirv.arm.tensor<2x3xf32>}> : () -> !spirv.arm.tensor<2x3xf32>
// GENERIC-NEXT: %7 = "spirv.Constant"() <{value = dense<[5, 6, 7]> : !spirv.arm.tensor<3xui64>}> : () -> !spirv.arm.tensor<3xui64>
// GENERIC-NEXT: "spirv.ReturnValue"(%7) : (!spirv.arm.tensor<3xui64>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "spirv.func"() <{function_control = #spirv.function_control<Inline|Pure>, function_type = () -> (), sym_name = "g"}> ({
// GENERIC-NEXT: "spirv.Return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "spirv.EntryPoint"() <{execution_model = #spirv.execution_model<GLCompute>, fn = @g, interface = []}> : () -> ()
// GENERIC-NEXT: }) {x.note} : () -> ()
// GENERIC-LABEL: "func.func"() <{function_type = (!spirv.array<4 x f32, stride=4>, !spirv.rtarray<i32, stride=4>, !spirv.struct<()>, !spirv.struct<(!spirv.array<4 x f32> [0, ArrayStride=16], i32 [64])>, !spirv.ptr<bf16, Function>) -> (), sym_name = "types", sym_visibility = "private"}> ({
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Shader, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]> {
  spirv.GlobalVariable @main_arg_0 bind(0, 0) : !spirv.ptr<!spirv.arm.tensor<14x19xi16>, UniformConstant>
  spirv.GlobalVariable @main_res_0 bind(0, 1) : !spirv.ptr<!spirv.arm.tensor<2x3xi16>, UniformConstant>
  spirv.ARM.GraphEntryPoint @main, @main_arg_0, @main_res_0
  spirv.ARM.Graph @main(%arg0 : !spirv.arm.tensor<14x19xi16>) -> !spirv.arm.tensor<2x3xi16> attributes {entry_point = true} {
    %0 = spirv.ARM.GraphConstant { graph_constant_id = 42 : i32 } : !spirv.arm.tensor<2x3xi16>
    spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<2x3xi16>
  }
  spirv.ARM.Graph @two(%arg0: !spirv.arm.tensor<1x16xi8>, %arg1: !spirv.arm.tensor<?x?xf32>) -> (!spirv.arm.tensor<1x16xi8>, !spirv.arm.tensor<?x?xf32>) {
    spirv.ARM.GraphOutputs %arg0, %arg1 : !spirv.arm.tensor<1x16xi8>, !spirv.arm.tensor<?x?xf32>
  }
}

spirv.module @named Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Linkage, TensorsARM, Int64], [SPV_ARM_tensors]> attributes {x.note} {
  spirv.GlobalVariable @plain : !spirv.ptr<i32, Private>
  spirv.GlobalVariable @tagged bind(1, 2) {x.tag} : !spirv.ptr<!spirv.struct<(f32 [0], vector<4xf32> [16, NonWritable])>, StorageBuffer>
  spirv.func @f(%arg0 : !spirv.arm.tensor<2xi32>, %arg1 : !spirv.arm.tensor<*xf16>) -> !spirv.arm.tensor<3xui64> "None" {
    %0 = spirv.Constant 1 : i32
    %1 = spirv.Constant -3 : si8
    %2 = spirv.Constant true
    %3 = spirv.Constant 2.0 : f32
    %4 = spirv.Constant [1 : i32, 2 : i32] : !spirv.array<2 x i32>
    %5 = spirv.CompositeExtract %4[1 : i32] : !spirv.array<2 x i32>
    %6 = spirv.Constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : !spirv.arm.tensor<2x3xf32>
    %7 = spirv.Constant dense<[5, 6, 7]> : !spirv.arm.tensor<3xui64>
    spirv.ReturnValue %7 : !spirv.arm.tensor<3xui64>
  }
  spirv.func @g() "Inline|Pure" {
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @g
}

func.func private @types(!spirv.array<4 x f32, stride=4>, !spirv.rtarray<i32, stride = 4>, !spirv.struct<()>, !spirv.struct<(!spirv.array<4 x f32> [0, ArrayStride=16], i32 [64])>, !spirv.ptr<bf16, Function>)
