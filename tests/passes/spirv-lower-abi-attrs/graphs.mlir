// Expected text from `mlir-opt-22 --split-input-file --spirv-lower-abi-attrs`
// (and, for the generic form, with --mlir-print-op-generic): every entry
// point graph gets a variable per argument, then per result, and an entry
// point naming them; the ABI attributes go, and with them arg_attrs and
// res_attrs once empty.
// RUN: %mica-opt --split-input-file --spirv-lower-abi-attrs %s | FileCheck %s
// RUN: %mica-opt --split-input-file --spirv-lower-abi-attrs --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: spirv.module @m Logical Vulkan {
// CHECK-NEXT:    spirv.GlobalVariable @g_arg_0 bind(0, 0) : !spirv.ptr<!spirv.arm.tensor<1xi8>, UniformConstant>
// CHECK-NEXT:    spirv.GlobalVariable @g_arg_1 bind(1, 2) : !spirv.ptr<!spirv.arm.tensor<2xi16>, UniformConstant>
// CHECK-NEXT:    spirv.GlobalVariable @g_res_0 bind(0, 1) : !spirv.ptr<!spirv.arm.tensor<1xi8>, UniformConstant>
// CHECK-NEXT:    spirv.ARM.GraphEntryPoint @g, @g_arg_0, @g_arg_1, @g_res_0
// CHECK-NEXT:    spirv.ARM.Graph @g(%arg0: !spirv.arm.tensor<1xi8>, %arg1: !spirv.arm.tensor<2xi16>) -> !spirv.arm.tensor<1xi8> attributes {entry_point = true} {
// CHECK-NEXT:      spirv.ARM.GraphOutputs %arg0 : !spirv.arm.tensor<1xi8>
// CHECK-NEXT:    }
// CHECK-NEXT:    spirv.GlobalVariable @h_arg_0 bind(0, 3) : !spirv.ptr<!spirv.arm.tensor<1xi8>, UniformConstant>
// CHECK-NEXT:    spirv.GlobalVariable @h_res_0 bind(0, 4) : !spirv.ptr<!spirv.arm.tensor<1xi8>, UniformConstant>
// CHECK-NEXT:    spirv.ARM.GraphEntryPoint @h, @h_arg_0, @h_res_0
// CHECK-NEXT:    spirv.ARM.Graph @h(%arg0: !spirv.arm.tensor<1xi8>) -> !spirv.arm.tensor<1xi8> attributes {entry_point = true} {

// GENERIC:      "spirv.GlobalVariable"() <{binding = 0 : i32, descriptor_set = 0 : i32, sym_name = "g_arg_0", type = !spirv.ptr<!spirv.arm.tensor<1xi8>, UniformConstant>}> : () -> ()
// GENERIC-NEXT: "spirv.GlobalVariable"() <{binding = 2 : i32, descriptor_set = 1 : i32, sym_name = "g_arg_1", type = !spirv.ptr<!spirv.arm.tensor<2xi16>, UniformConstant>}> : () -> ()
// GENERIC-NEXT: "spirv.GlobalVariable"() <{binding = 1 : i32, descriptor_set = 0 : i32, sym_name = "g_res_0", type = !spirv.ptr<!spirv.arm.tensor<1xi8>, UniformConstant>}> : () -> ()
// GENERIC-NEXT: "spirv.ARM.GraphEntryPoint"() <{fn = @g, interface = [@g_arg_0, @g_arg_1, @g_res_0]}> : () -> ()
// GENERIC-NEXT: "spirv.ARM.Graph"() <{entry_point = true, function_type = (!spirv.arm.tensor<1xi8>, !spirv.arm.tensor<2xi16>) -> !spirv.arm.tensor<1xi8>, sym_name = "g"}> ({

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [VulkanMemoryModel, Shader, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>} {
  spirv.module @m Logical Vulkan {
    spirv.ARM.Graph @g(%arg0: !spirv.arm.tensor<1xi8> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}, %arg1: !spirv.arm.tensor<2xi16> {spirv.interface_var_abi = #spirv.interface_var_abi<(1, 2)>}) -> (!spirv.arm.tensor<1xi8> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}) attributes {entry_point = true} {
      spirv.ARM.GraphOutputs %arg0 : !spirv.arm.tensor<1xi8>
    }
    spirv.ARM.Graph @h(%arg0: !spirv.arm.tensor<1xi8> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 3)>}) -> (!spirv.arm.tensor<1xi8> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 4)>}) attributes {entry_point = true} {
      spirv.ARM.GraphOutputs %arg0 : !spirv.arm.tensor<1xi8>
    }
  }
}

// -----

// A graph without ABI attributes is left as it is. The target environment
// is found on the spirv.module itself.
// CHECK-LABEL: spirv.module @plain Logical Vulkan attributes
// CHECK-NEXT:    spirv.ARM.Graph @g(%arg0: !spirv.arm.tensor<1xi8>) -> !spirv.arm.tensor<1xi8> attributes {entry_point = true} {
// CHECK-NEXT:      spirv.ARM.GraphOutputs %arg0 : !spirv.arm.tensor<1xi8>
// CHECK-NEXT:    }
// CHECK-NEXT:  }
spirv.module @plain Logical Vulkan attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [VulkanMemoryModel, Shader, Int8, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>} {
  spirv.ARM.Graph @g(%arg0: !spirv.arm.tensor<1xi8>) -> (!spirv.arm.tensor<1xi8>) attributes {entry_point = true} {
    spirv.ARM.GraphOutputs %arg0 : !spirv.arm.tensor<1xi8>
  }
}
