// Splat composite constants become spirv.EXT.ConstantCompositeReplicate of
// their innermost repeated constituent; one-element and non-splat ones
// stay. Expected text from
// `mlir-opt-22 --spirv-promote-to-replicated-constants %s`.
// RUN: %mica-opt --spirv-promote-to-replicated-constants %s | FileCheck %s

// CHECK-LABEL: spirv.func @f() "None" {
// CHECK-NEXT: %0 = spirv.EXT.ConstantCompositeReplicate [1.000000e+00 : f32] : vector<2xf32>
// CHECK-NEXT: %1 = spirv.EXT.ConstantCompositeReplicate [1 : i32] : !spirv.array<3 x i32>
// CHECK-NEXT: %cst = spirv.Constant [1 : i32] : !spirv.array<1 x i32>
// CHECK-NEXT: %cst_vec_2xi32 = spirv.Constant dense<[1, 2]> : vector<2xi32>
// CHECK-NEXT: %2 = spirv.EXT.ConstantCompositeReplicate [3 : i32] : !spirv.arm.tensor<2x2xi32>
// CHECK-NEXT: %3 = spirv.EXT.ConstantCompositeReplicate [1 : i32] : !spirv.array<2 x !spirv.array<2 x i32>>
// CHECK-NEXT: %4 = spirv.EXT.ConstantCompositeReplicate [1.000000e+00 : f32] : !spirv.arm.tensor<1x2xf32>
// CHECK-NEXT: %cst_0 = spirv.Constant dense<5> : !spirv.arm.tensor<1xi32>
// CHECK-NEXT: %5 = spirv.EXT.ConstantCompositeReplicate {{\[}}[1 : i32, 2 : i32]] : !spirv.array<2 x !spirv.array<2 x i32>>
// CHECK-NEXT: %6 = spirv.EXT.ConstantCompositeReplicate [1 : i32] : !spirv.array<2 x !spirv.array<1 x i32>>
// CHECK-NEXT: %7 = spirv.EXT.ConstantCompositeReplicate [1 : i32] : !spirv.array<1 x !spirv.array<2 x i32>>
// CHECK-NEXT: %8 = spirv.EXT.ConstantCompositeReplicate [1 : i8] : !spirv.array<4 x i8>
// CHECK-NEXT: %9 = spirv.EXT.ConstantCompositeReplicate [true] : vector<3xi1>
// CHECK-NEXT: %cst_1 = spirv.Constant dense<[1, 2, 3]> : !spirv.arm.tensor<3xi32>
// CHECK-NEXT: %10 = spirv.EXT.ConstantCompositeReplicate [dense<[1, 2]> : vector<2xi32>] : !spirv.array<2 x vector<2xi32>>
// CHECK-NEXT: %11 = spirv.EXT.ConstantCompositeReplicate [7 : i32] : !spirv.array<2 x vector<2xi32>>
// CHECK-NEXT: %cst4_i32 = spirv.Constant 4 : i32
// CHECK-NEXT: %12 = spirv.EXT.ConstantCompositeReplicate [0.000000e+00 : f16] : !spirv.arm.tensor<2x3xf16>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }

spirv.module Logical Vulkan requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @f() "None" {
    %0 = spirv.Constant dense<1.0> : vector<2xf32>
    %1 = spirv.Constant [1 : i32, 1 : i32, 1 : i32] : !spirv.array<3 x i32>
    %2 = spirv.Constant [1 : i32] : !spirv.array<1 x i32>
    %3 = spirv.Constant dense<[1, 2]> : vector<2xi32>
    %5 = spirv.Constant dense<3> : !spirv.arm.tensor<2x2xi32>
    %6 = spirv.Constant [[1 : i32, 1 : i32], [1 : i32, 1 : i32]] : !spirv.array<2 x !spirv.array<2 x i32>>
    %7 = spirv.Constant dense<[[1.0, 1.0]]> : !spirv.arm.tensor<1x2xf32>
    %8 = spirv.Constant dense<5> : !spirv.arm.tensor<1xi32>
    %9 = spirv.Constant [[1 : i32, 2 : i32], [1 : i32, 2 : i32]] : !spirv.array<2 x !spirv.array<2 x i32>>
    %10 = spirv.Constant [[1 : i32], [1 : i32]] : !spirv.array<2 x !spirv.array<1 x i32>>
    %11 = spirv.Constant [[1 : i32, 1 : i32]] : !spirv.array<1 x !spirv.array<2 x i32>>
    %12 = spirv.Constant dense<[1, 1, 1, 1]> : tensor<4xi8> : !spirv.array<4 x i8>
    %13 = spirv.Constant dense<true> : vector<3xi1>
    %14 = spirv.Constant dense<[1, 2, 3]> : !spirv.arm.tensor<3xi32>
    %15 = spirv.Constant [dense<[1, 2]> : vector<2xi32>, dense<[1, 2]> : vector<2xi32>] : !spirv.array<2 x vector<2xi32>>
    %16 = spirv.Constant [dense<7> : vector<2xi32>, dense<7> : vector<2xi32>] : !spirv.array<2 x vector<2xi32>>
    %17 = spirv.Constant 4 : i32
    %18 = spirv.Constant dense<0.0> : !spirv.arm.tensor<2x3xf16>
    spirv.Return
  }
}
