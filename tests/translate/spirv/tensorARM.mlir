// Tensor types of SPV_ARM_tensors (shaped, unshaped, unranked; integer
// and float elements; constants) to SPIR-V and back: the cases and CHECK
// lines of upstream MLIR's test/Target/SPIRV/tensorARM.mlir (one module;
// its `// -----` lines are comments there too), which mlir-translate passes.
// RUN: mica-translate -no-implicit-module -test-spirv-roundtrip %s | FileCheck %s
// RUN: rm -rf %t && mkdir %t
// RUN: mica-translate --no-implicit-module --serialize-spirv --spirv-save-validation-files-with-prefix=%t/module %s -o %t/all.spv
// RUN: cmp %t/all.spv %t/module0.spv
// RUN: %if spirv-val %{ %spirv-val %t/module0.spv %}
// Binary to dialect to binary gives the same words.
// RUN: mica-translate --serialize-spirv %s -o %t.first.spv
// RUN: mica-translate --deserialize-spirv %t.first.spv -o %t.mlir
// RUN: mica-translate --serialize-spirv %t.mlir -o %t.again.spv
// RUN: cmp %t.first.spv %t.again.spv

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Linkage, TensorsARM, Int64], [SPV_ARM_tensors]> {
  // CHECK: spirv.func @shaped_int_arm_tensor(%arg0: !spirv.arm.tensor<2xi32>) "None" {
  spirv.func @shaped_int_arm_tensor(%arg0 : !spirv.arm.tensor<2xi32>) "None" {
    spirv.Return
  }

// -----

  // CHECK: spirv.func @shaped_rank2_int_arm_tensor(%arg0: !spirv.arm.tensor<2x3xi32>) "None" {
  spirv.func @shaped_rank2_int_arm_tensor(%arg0 : !spirv.arm.tensor<2x3xi32>) "None" {
    spirv.Return
  }

// -----

  // CHECK: spirv.func @ui64_arm_tensor_const() -> !spirv.arm.tensor<3xi64> "None" {
  spirv.func @ui64_arm_tensor_const() -> !spirv.arm.tensor<3xui64> "None" {
    // CHECK: spirv.Constant dense<[5, 6, 7]> : !spirv.arm.tensor<3xi64>
    %0 = spirv.Constant dense<[5, 6, 7]> : !spirv.arm.tensor<3xui64>

    spirv.ReturnValue %0: !spirv.arm.tensor<3xui64>
  }

// -----

  // CHECK: spirv.func @si32_arm_tensor_const() -> !spirv.arm.tensor<3xsi32> "None" {
  spirv.func @si32_arm_tensor_const() -> !spirv.arm.tensor<3xsi32> "None" {
    // CHECK: spirv.Constant dense<[5, 6, 7]> : !spirv.arm.tensor<3xsi32>
    %0 = spirv.Constant dense<[5, 6, 7]> : !spirv.arm.tensor<3xsi32>

    spirv.ReturnValue %0 : !spirv.arm.tensor<3xsi32>
  }

// -----

  // CHECK: spirv.func @float_arm_tensor_const() -> !spirv.arm.tensor<3xf32> "None" {
  spirv.func @float_arm_tensor_const() -> !spirv.arm.tensor<3xf32> "None" {
    // CHECK: spirv.Constant dense<[3.000000e+00, 4.000000e+00, 5.000000e+00]> : !spirv.arm.tensor<3xf32>
    %0 = spirv.Constant dense<[3., 4., 5.]> : !spirv.arm.tensor<3xf32>

    spirv.ReturnValue %0 : !spirv.arm.tensor<3xf32>
  }

// -----

  // CHECK: spirv.func @unranked_int_arm_tensor(%arg0: !spirv.arm.tensor<*xi32>) "None" {
  spirv.func @unranked_int_arm_tensor(%arg0 : !spirv.arm.tensor<*xi32>) "None" {
    spirv.Return
  }

// -----

  // CHECK: spirv.func @unshaped_int_arm_tensor(%arg0: !spirv.arm.tensor<?xi32>) "None" {
  spirv.func @unshaped_int_arm_tensor(%arg0 : !spirv.arm.tensor<?xi32>) "None" {
    spirv.Return
  }

// -----

  // CHECK: spirv.func @unshaped_int_arm_tensor_2(%arg0: !spirv.arm.tensor<?x?xi32>) "None" {
  spirv.func @unshaped_int_arm_tensor_2(%arg0 : !spirv.arm.tensor<?x?xi32>) "None" {
    spirv.Return
  }
}
