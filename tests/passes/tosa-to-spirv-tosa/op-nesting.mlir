// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --tosa-to-spirv-tosa --verify-diagnostics %s | FileCheck %s

// Upstream MLIR's mlir/test/Conversion/TosaToSPIRVTosa/op-nesting.mlir: a
// function nested in other ops becomes a module in the same place. mica
// has no gpu dialect, so its gpu.module is written generically, and is
// checked so; the rest are upstream's expectations.

// CHECK: "gpu.module"() ({
// CHECK-NEXT: spirv.module @_spirv_tosa_nested Logical Vulkan attributes {spirv.target_env = #spirv.target_env<
// CHECK-NEXT: spirv.ARM.Graph @nested(%[[ARG0:.*]]: !spirv.arm.tensor<1xi8> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}) -> (!spirv.arm.tensor<1xi8> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}) attributes {entry_point = true} {
// CHECK-NEXT: spirv.ARM.GraphOutputs %[[ARG0]] : !spirv.arm.tensor<1xi8>
"gpu.module"() ({
  func.func @nested(%arg0: tensor<1xi8>) -> tensor<1xi8> {
    return %arg0 : tensor<1xi8>
  }
}) {sym_name = "random_container"} : () -> ()

// -----

// CHECK: module @random_container {
// CHECK-NEXT: module @yet_anther_random_container {
// CHECK-NEXT: "gpu.module"() ({
// CHECK-NEXT: spirv.module @_spirv_tosa_nested Logical Vulkan attributes {spirv.target_env = #spirv.target_env<
// CHECK-NEXT: spirv.ARM.Graph @nested(%[[ARG0:.*]]: !spirv.arm.tensor<1xi8> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}) -> (!spirv.arm.tensor<1xi8> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}) attributes {entry_point = true} {
// CHECK-NEXT: spirv.ARM.GraphOutputs %[[ARG0]] : !spirv.arm.tensor<1xi8>
module @random_container {
  module @yet_anther_random_container {
    "gpu.module"() ({
      func.func @nested(%arg0: tensor<1xi8>) -> tensor<1xi8> {
        return %arg0 : tensor<1xi8>
      }
    }) {sym_name = "another_random_container"} : () -> ()
  }
}
