// The job replicates splat constants as the converter does by default
// (spirv-promote-to-replicated-constants before spirv-lower-abi-attrs, so
// spirv-update-vce asks for SPV_EXT_replicated_composites), and writes them
// in full with --disable-replicated-composites.
// RUN: rm -rf %t.on %t.off && mkdir %t.on %t.off
// RUN: %mica-translate --to-spirv %s -o %t.on
// RUN: %mica-translate --spirv-to-asm %t.on/graph_partition_0.spv | FileCheck %s --check-prefix=ON
// RUN: %if spirv-val %{ %spirv-val --target-env vulkan1.3 %t.on/graph_partition_0.spv %}
// RUN: %mica-translate --to-spirv --disable-replicated-composites %s -o %t.off
// RUN: %mica-translate --spirv-to-asm %t.off/graph_partition_0.spv | FileCheck %s --check-prefix=OFF
// RUN: %if spirv-val %{ %spirv-val --target-env vulkan1.3 %t.off/graph_partition_0.spv %}
// RUN: %mica-translate --help | FileCheck %s --check-prefix=HELP

// ON:      OpCapability ReplicatedCompositesEXT
// ON:      OpExtension "SPV_EXT_replicated_composites"
// ON:      [[HALF:%float_0_5]] = OpConstant %float 0.5
// ON-NEXT: [[SPLAT:%[0-9]+]] = OpConstantCompositeReplicateEXT %{{[0-9]+}} [[HALF]]
// ON:      OpExtInst %{{[0-9]+}} %{{[0-9]+}} ADD %{{[0-9]+}} [[SPLAT]]
// ON-NOT:  OpConstantComposite %{{[0-9]+}} %float_0_5

// OFF-NOT: ReplicatedCompositesEXT
// OFF-NOT: SPV_EXT_replicated_composites
// OFF:     OpConstantComposite %{{[0-9]+}} %float_0_5 %float_0_5 %float_0_5 %float_0_5
// OFF-NOT: OpConstantCompositeReplicateEXT

// HELP: --disable-replicated-composites

func.func @main(%input: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %half = "tosa.const"() <{values = dense<0.5> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
  %sum = tosa.add %input, %half : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
  return %sum : tensor<1x4xf32>
}
