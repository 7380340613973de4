// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --tosa-to-spirv-tosa --verify-diagnostics --mlir-print-op-generic %s | FileCheck %s

// Upstream MLIR's mlir/test/Conversion/TosaToSPIRVTosa/op-nesting.mlir: a
// function nested in other ops becomes a module in the same place. mica
// has no gpu dialect, so its gpu.module is written generically (the
// expectations are upstream's, in the generic form).

// CHECK: "gpu.module"() ({
// CHECK-NEXT: "spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<Vulkan>, sym_name = "_spirv_tosa_nested"}> ({
// CHECK-NEXT: "spirv.ARM.Graph"() <{arg_attrs = [{spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}], entry_point = true, function_type = (!spirv.arm.tensor<1xi8>) -> !spirv.arm.tensor<1xi8>, res_attrs = [{spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}], sym_name = "nested"}> ({
// CHECK-NEXT: ^bb0(%[[ARG0:.*]]: !spirv.arm.tensor<1xi8>):
// CHECK-NEXT: "spirv.ARM.GraphOutputs"(%[[ARG0]]) : (!spirv.arm.tensor<1xi8>) -> ()
// CHECK: }) {spirv.target_env = #spirv.target_env<
// CHECK-NEXT: }) {sym_name = "random_container"} : () -> ()
"gpu.module"() ({
  func.func @nested(%arg0: tensor<1xi8>) -> tensor<1xi8> {
    return %arg0 : tensor<1xi8>
  }
}) {sym_name = "random_container"} : () -> ()

// -----

// CHECK: "builtin.module"() <{sym_name = "random_container"}> ({
// CHECK-NEXT: "builtin.module"() <{sym_name = "yet_anther_random_container"}> ({
// CHECK-NEXT: "gpu.module"() ({
// CHECK-NEXT: "spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<Vulkan>, sym_name = "_spirv_tosa_nested"}> ({
// CHECK-NEXT: "spirv.ARM.Graph"() <{arg_attrs = [{spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}], entry_point = true, function_type = (!spirv.arm.tensor<1xi8>) -> !spirv.arm.tensor<1xi8>, res_attrs = [{spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}], sym_name = "nested"}> ({
// CHECK-NEXT: ^bb0(%[[ARG0:.*]]: !spirv.arm.tensor<1xi8>):
// CHECK-NEXT: "spirv.ARM.GraphOutputs"(%[[ARG0]]) : (!spirv.arm.tensor<1xi8>) -> ()
module @random_container {
  module @yet_anther_random_container {
    "gpu.module"() ({
      func.func @nested(%arg0: tensor<1xi8>) -> tensor<1xi8> {
        return %arg0 : tensor<1xi8>
      }
    }) {sym_name = "another_random_container"} : () -> ()
  }
}
