// spirv.EXT.ConstantCompositeReplicate, custom and generic, and the round
// trip from the generic form.  Expected text from `mlir-opt-22 %s` and
// `mlir-opt-22 --mlir-print-op-generic %s`.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s

// CHECK-LABEL: spirv.func @f() "None" {
// CHECK-NEXT: %0 = spirv.EXT.ConstantCompositeReplicate [1.000000e+00 : f32] : vector<2xf32>
// CHECK-NEXT: %1 = spirv.EXT.ConstantCompositeReplicate {{\[}}[1 : i32, 2 : i32]] : !spirv.array<3 x !spirv.array<2 x i32>>
// CHECK-NEXT: %2 = spirv.EXT.ConstantCompositeReplicate [dense<[1, 2]> : vector<2xi32>] : !spirv.array<3 x vector<2xi32>>
// CHECK-NEXT: %3 = spirv.EXT.ConstantCompositeReplicate [1 : i32] : !spirv.array<3 x vector<2xi32>>
// CHECK-NEXT: %4 = spirv.EXT.ConstantCompositeReplicate [true] : !spirv.arm.tensor<2x3xi1> {foo = 1 : i64}
// CHECK-NEXT: spirv.Return

// GENERIC: %0 = "spirv.EXT.ConstantCompositeReplicate"() <{value = 1.000000e+00 : f32}> : () -> vector<2xf32>
// GENERIC-NEXT: %1 = "spirv.EXT.ConstantCompositeReplicate"() <{value = [1 : i32, 2 : i32]}> : () -> !spirv.array<3 x !spirv.array<2 x i32>>
// GENERIC-NEXT: %2 = "spirv.EXT.ConstantCompositeReplicate"() <{value = dense<[1, 2]> : vector<2xi32>}> : () -> !spirv.array<3 x vector<2xi32>>
// GENERIC-NEXT: %3 = "spirv.EXT.ConstantCompositeReplicate"() <{value = 1 : i32}> : () -> !spirv.array<3 x vector<2xi32>>
// GENERIC-NEXT: %4 = "spirv.EXT.ConstantCompositeReplicate"() <{value = true}> {foo = 1 : i64} : () -> !spirv.arm.tensor<2x3xi1>
spirv.module Logical Vulkan requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @f() "None" {
    %0 = spirv.EXT.ConstantCompositeReplicate [1.0 : f32] : vector<2xf32>
    %1 = spirv.EXT.ConstantCompositeReplicate [[1 : i32, 2 : i32]] : !spirv.array<3 x !spirv.array<2 x i32>>
    %2 = spirv.EXT.ConstantCompositeReplicate [dense<[1, 2]> : vector<2xi32>] : !spirv.array<3 x vector<2xi32>>
    %3 = spirv.EXT.ConstantCompositeReplicate [1 : i32] : !spirv.array<3 x vector<2xi32>>
    %4 = spirv.EXT.ConstantCompositeReplicate [true] : !spirv.arm.tensor<2x3xi1> {foo = 1}
    spirv.Return
  }
}
