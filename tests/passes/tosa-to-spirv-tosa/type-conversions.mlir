// RUN: %mica-opt --split-input-file --tosa-to-spirv-tosa --verify-diagnostics --mlir-print-op-generic %s | FileCheck %s

// Upstream MLIR's mlir/test/Conversion/TosaToSPIRVTosa/type-conversions.mlir,
// its expectations written in the generic form (the spirv dialect's ops are
// not mica's yet; mlir-opt-22 --mlir-print-op-generic prints spirv.module and
// spirv.ARM.Graph so): i48 and i4 elements widen, rank 0 is shape [1], a
// partly dynamic shape is fully dynamic, a zero-sized dimension has no
// SPIR-V type, and the target environment must allow graphs.

// CHECK: "spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<Vulkan>, sym_name = "_spirv_tosa_i48_to_i64"}> ({
// CHECK-NEXT: "spirv.ARM.Graph"() <{arg_attrs = [{spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}], entry_point = true, function_type = (!spirv.arm.tensor<1x2x3x4xi64>) -> !spirv.arm.tensor<1x2x3x4xi64>, res_attrs = [{spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}], sym_name = "i48_to_i64"}> ({
// CHECK-NEXT: ^bb0(%[[ARG0:.*]]: !spirv.arm.tensor<1x2x3x4xi64>):
// CHECK: "spirv.ARM.GraphOutputs"(%[[ARG0]]) : (!spirv.arm.tensor<1x2x3x4xi64>) -> ()
// CHECK: }) {spirv.target_env = #spirv.target_env<
func.func @i48_to_i64(%arg0: tensor<1x2x3x4xi48>) -> tensor<1x2x3x4xi48> {
  return %arg0 : tensor<1x2x3x4xi48>
}

// -----

// CHECK: "spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<Vulkan>, sym_name = "_spirv_tosa_i4_to_i8"}> ({
// CHECK-NEXT: "spirv.ARM.Graph"() <{arg_attrs = [{spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}], entry_point = true, function_type = (!spirv.arm.tensor<1xi8>) -> !spirv.arm.tensor<1xi8>, res_attrs = [{spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}], sym_name = "i4_to_i8"}> ({
// CHECK-NEXT: ^bb0(%[[ARG0:.*]]: !spirv.arm.tensor<1xi8>):
// CHECK: "spirv.ARM.GraphOutputs"(%[[ARG0]]) : (!spirv.arm.tensor<1xi8>) -> ()
// CHECK: }) {spirv.target_env = #spirv.target_env<
func.func @i4_to_i8(%arg0: tensor<1xi4>) -> tensor<1xi4> {
  return %arg0 : tensor<1xi4>
}

// -----

// CHECK: "spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<Vulkan>, sym_name = "_spirv_tosa_scalar_tensor_to_rank1_tensor"}> ({
// CHECK-NEXT: "spirv.ARM.Graph"() <{arg_attrs = [{spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}], entry_point = true, function_type = (!spirv.arm.tensor<1xi8>) -> !spirv.arm.tensor<1xi8>, res_attrs = [{spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}], sym_name = "scalar_tensor_to_rank1_tensor"}> ({
// CHECK-NEXT: ^bb0(%[[ARG0:.*]]: !spirv.arm.tensor<1xi8>):
// CHECK: "spirv.ARM.GraphOutputs"(%[[ARG0]]) : (!spirv.arm.tensor<1xi8>) -> ()
// CHECK: }) {spirv.target_env = #spirv.target_env<
func.func @scalar_tensor_to_rank1_tensor(%arg0: tensor<i8>) -> tensor<i8> {
  return %arg0 : tensor<i8>
}

// -----

// CHECK: "spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<Vulkan>, sym_name = "_spirv_tosa_partially_shaped_tensor_to_unshaped_tensor"}> ({
// CHECK-NEXT: "spirv.ARM.Graph"() <{arg_attrs = [{spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}], entry_point = true, function_type = (!spirv.arm.tensor<?x?xi8>) -> !spirv.arm.tensor<?x?xi8>, res_attrs = [{spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}], sym_name = "partially_shaped_tensor_to_unshaped_tensor"}> ({
// CHECK-NEXT: ^bb0(%[[ARG0:.*]]: !spirv.arm.tensor<?x?xi8>):
// CHECK: "spirv.ARM.GraphOutputs"(%[[ARG0]]) : (!spirv.arm.tensor<?x?xi8>) -> ()
// CHECK: }) {spirv.target_env = #spirv.target_env<
func.func @partially_shaped_tensor_to_unshaped_tensor(%arg0: tensor<1x?xi8>) -> tensor<1x?xi8> {
  return %arg0 : tensor<1x?xi8>
}

// -----

// CHECK: "spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<Vulkan>, sym_name = "_spirv_tosa_unranked_tensor"}> ({
// CHECK-NEXT: "spirv.ARM.Graph"() <{arg_attrs = [{spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}], entry_point = true, function_type = (!spirv.arm.tensor<*xi8>) -> !spirv.arm.tensor<*xi8>, res_attrs = [{spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}], sym_name = "unranked_tensor"}> ({
// CHECK-NEXT: ^bb0(%[[ARG0:.*]]: !spirv.arm.tensor<*xi8>):
// CHECK: "spirv.ARM.GraphOutputs"(%[[ARG0]]) : (!spirv.arm.tensor<*xi8>) -> ()
// CHECK: }) {spirv.target_env = #spirv.target_env<
func.func @unranked_tensor(%arg0: tensor<*xi8>) -> tensor<*xi8> {
  return %arg0 : tensor<*xi8>
}

// -----

// expected-error@below {{failed to convert function argument types}}
func.func @zero_sized_tensor(%arg0: tensor<0xi8>) -> tensor<0xi8> {
  return %arg0 : tensor<0xi8>
}

// -----

// expected-error@below {{failed to convert function argument types}}
func.func @mixed_zero_sized_tensor(%arg0: tensor<1x0x2xi8>) -> tensor<1x0x2xi8> {
  return %arg0 : tensor<1x0x2xi8>
}

// -----

// expected-error@below {{'builtin.module' op requires GraphARM capability and SPV_ARM_graph/SPV_ARM_tensors extensions in spirv.target_env}}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>} {
  func.func @unsupported_target_env(%arg0: tensor<1xi8>) -> tensor<1xi8> {
    return %arg0 : tensor<1xi8>
  }
}
