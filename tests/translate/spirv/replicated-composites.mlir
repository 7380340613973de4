// spirv.EXT.ConstantCompositeReplicate (SPV_EXT_replicated_composites) to
// SPIR-V and back, of each type the op allows that mica serializes: an
// arm.tensor (its constituent a scalar), a vector, an array of a composite
// constituent and an array of a replicated one (nested), and vector
// constants. Expected text from
// `mlir-translate-22 --no-implicit-module --test-spirv-roundtrip %s`.
// RUN: mica-translate --no-implicit-module --test-spirv-roundtrip %s | FileCheck %s
// RUN: mica-translate --serialize-spirv %s -o %t.spv
// RUN: mica-translate --spirv-to-asm %t.spv | FileCheck %s --check-prefix=ASM
// RUN: %if spirv-val %{ %spirv-val --target-env vulkan1.3 %t.spv %}
// RUN: %if mlir-translate-22 %{ %mlir-translate --deserialize-spirv %t.spv | FileCheck %s %}
// Binary to dialect to binary gives the same words.
// RUN: mica-translate --deserialize-spirv %t.spv -o %t.mlir
// RUN: mica-translate --serialize-spirv %t.mlir -o %t.again.spv
// RUN: cmp %t.spv %t.again.spv

// One instruction per value and type: @vector's and @same_again's
// replicates are written once.
// ASM-COUNT-1: OpConstantCompositeReplicateEXT %v2float %float_1
// ASM-NOT:     OpConstantCompositeReplicateEXT %v2float %float_1
// ASM:         [[INNER:%[0-9]+]] = OpConstantCompositeReplicateEXT %v2uint %uint_1
// ASM-NEXT:    OpConstantCompositeReplicateEXT %_arr_v2uint_uint_3 [[INNER]]

spirv.module Logical GLSL450 requires #spirv.vce<v1.6, [Shader, TensorsARM, GraphARM, ReplicatedCompositesEXT], [SPV_ARM_tensors, SPV_ARM_graph, SPV_EXT_replicated_composites]> {
  spirv.GlobalVariable @in bind(0, 0) : !spirv.ptr<!spirv.arm.tensor<2x3xi32>, UniformConstant>
  spirv.GlobalVariable @out bind(0, 1) : !spirv.ptr<!spirv.arm.tensor<2x3xi32>, UniformConstant>
  // CHECK-LABEL: spirv.func @vector
  // CHECK-NEXT: %0 = spirv.EXT.ConstantCompositeReplicate [1.000000e+00 : f32] : vector<2xf32>
  spirv.func @vector() -> vector<2xf32> "None" {
    %0 = spirv.EXT.ConstantCompositeReplicate [1.0 : f32] : vector<2xf32>
    spirv.ReturnValue %0 : vector<2xf32>
  }
  // CHECK-LABEL: spirv.func @same_again
  // CHECK-NEXT: %0 = spirv.EXT.ConstantCompositeReplicate [1.000000e+00 : f32] : vector<2xf32>
  spirv.func @same_again() -> vector<2xf32> "None" {
    %0 = spirv.EXT.ConstantCompositeReplicate [1.0 : f32] : vector<2xf32>
    spirv.ReturnValue %0 : vector<2xf32>
  }
  // CHECK-LABEL: spirv.func @array_of_arrays
  // CHECK-NEXT: %0 = spirv.EXT.ConstantCompositeReplicate {{\[}}[1 : i32, 2 : i32]] : !spirv.array<3 x !spirv.array<2 x i32>>
  spirv.func @array_of_arrays() -> !spirv.array<3 x !spirv.array<2 x i32>> "None" {
    %0 = spirv.EXT.ConstantCompositeReplicate [[1 : i32, 2 : i32]] : !spirv.array<3 x !spirv.array<2 x i32>>
    spirv.ReturnValue %0 : !spirv.array<3 x !spirv.array<2 x i32>>
  }
  // CHECK-LABEL: spirv.func @array_of_vectors
  // CHECK-NEXT: %0 = spirv.EXT.ConstantCompositeReplicate [dense<[1, 2]> : vector<2xi32>] : !spirv.array<3 x vector<2xi32>>
  spirv.func @array_of_vectors() -> !spirv.array<3 x vector<2xi32>> "None" {
    %0 = spirv.EXT.ConstantCompositeReplicate [dense<[1, 2]> : vector<2xi32>] : !spirv.array<3 x vector<2xi32>>
    spirv.ReturnValue %0 : !spirv.array<3 x vector<2xi32>>
  }
  // CHECK-LABEL: spirv.func @nested
  // CHECK-NEXT: %0 = spirv.EXT.ConstantCompositeReplicate [1 : i32] : !spirv.array<3 x vector<2xi32>>
  spirv.func @nested() -> !spirv.array<3 x vector<2xi32>> "None" {
    %0 = spirv.EXT.ConstantCompositeReplicate [1 : i32] : !spirv.array<3 x vector<2xi32>>
    spirv.ReturnValue %0 : !spirv.array<3 x vector<2xi32>>
  }
  // CHECK-LABEL: spirv.func @bool_tensor
  // CHECK-NEXT: %0 = spirv.EXT.ConstantCompositeReplicate [true] : !spirv.arm.tensor<2x3xi1>
  spirv.func @bool_tensor() -> !spirv.arm.tensor<2x3xi1> "None" {
    %0 = spirv.EXT.ConstantCompositeReplicate [true] : !spirv.arm.tensor<2x3xi1>
    spirv.ReturnValue %0 : !spirv.arm.tensor<2x3xi1>
  }
  // CHECK-LABEL: spirv.func @vector_constant
  // CHECK-NEXT: %cst_vec_2xf32 = spirv.Constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
  spirv.func @vector_constant() -> vector<2xf32> "None" {
    %0 = spirv.Constant dense<[1.0, 2.0]> : vector<2xf32>
    spirv.ReturnValue %0 : vector<2xf32>
  }
  // CHECK-LABEL: spirv.func @vector_splat
  // CHECK-NEXT: %cst_vec_2xf32 = spirv.Constant dense<3.000000e+00> : vector<2xf32>
  spirv.func @vector_splat() -> vector<2xf32> "None" {
    %0 = spirv.Constant dense<3.0> : vector<2xf32>
    spirv.ReturnValue %0 : vector<2xf32>
  }
  spirv.ARM.GraphEntryPoint @g, @in, @out
  // CHECK-LABEL: spirv.ARM.Graph @g
  // CHECK-NEXT: %0 = spirv.EXT.ConstantCompositeReplicate [5 : i32] : !spirv.arm.tensor<2x3xi32>
  // CHECK-NEXT: spirv.ARM.GraphOutputs %0
  spirv.ARM.Graph @g(%arg0: !spirv.arm.tensor<2x3xi32>) -> !spirv.arm.tensor<2x3xi32> {
    %0 = spirv.EXT.ConstantCompositeReplicate [5 : i32] : !spirv.arm.tensor<2x3xi32>
    spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<2x3xi32>
  }
}
