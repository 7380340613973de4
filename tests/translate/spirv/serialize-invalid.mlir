// What --serialize-spirv refuses, at the op that would write it: a module
// the validator rejects (the rule named as the validator names it), an op
// the serializer cannot write yet; input without a spirv.module
// (serialize-no-module.mlir). Nothing is written.
// RUN: mica-translate --split-input-file --verify-diagnostics --serialize-spirv %s -o /dev/null
// RUN: rm -f %t.spv
// RUN: not mica-translate --split-input-file --serialize-spirv %s -o %t.spv 2>&1 | FileCheck %s
// RUN: not test -e %t.spv

// (a constant is written where it is first used: %0 before %1)
// CHECK: serialize-invalid.mlir:[[@LINE+9]]:10: error: 'spirv.ARM.GraphConstant' op two OpGraphConstantARM have the same GraphConstantID
spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Shader, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]> {
  spirv.GlobalVariable @in bind(0, 0) : !spirv.ptr<!spirv.arm.tensor<2xf32>, UniformConstant>
  spirv.GlobalVariable @out bind(0, 1) : !spirv.ptr<!spirv.arm.tensor<2xf32>, UniformConstant>
  spirv.GlobalVariable @out2 bind(0, 2) : !spirv.ptr<!spirv.arm.tensor<2xf32>, UniformConstant>
  spirv.ARM.GraphEntryPoint @g, @in, @out, @out2
  spirv.ARM.Graph @g(%arg0: !spirv.arm.tensor<2xf32>) -> (!spirv.arm.tensor<2xf32>, !spirv.arm.tensor<2xf32>) {
    %0 = spirv.ARM.GraphConstant {graph_constant_id = 1 : i32} : !spirv.arm.tensor<2xf32>
    // expected-error @+1 {{two OpGraphConstantARM have the same GraphConstantID}}
    %1 = spirv.ARM.GraphConstant {graph_constant_id = 1 : i32} : !spirv.arm.tensor<2xf32>
    spirv.ARM.GraphOutputs %0, %1 : !spirv.arm.tensor<2xf32>, !spirv.arm.tensor<2xf32>
  }
}

// -----

// CHECK: serialize-invalid.mlir:[[@LINE+4]]:10: error: 'spirv.IAdd' op the SPIR-V serializer cannot write 'spirv.IAdd' yet
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Linkage], []> {
  spirv.func @add(%arg0: i32) -> i32 "None" {
    // expected-error @+1 {{the SPIR-V serializer cannot write 'spirv.IAdd' yet}}
    %0 = "spirv.IAdd"(%arg0, %arg0) : (i32, i32) -> i32
    spirv.ReturnValue %0 : i32
  }
}
