// RUN: %mica-opt --split-input-file --tosa-to-spirv-tosa --verify-diagnostics --mlir-print-op-generic %s | FileCheck %s

// Upstream MLIR's mlir/test/Conversion/TosaToSPIRVTosa/descriptor-set-and-bindings.mlir
// in the generic form: descriptor set 0 and the position as binding by
// default, grapharm.interface_var_abi taken over as spirv.interface_var_abi.
// The third case (mica's) keeps a spirv.interface_var_abi already there, as
// the pass's normalizeInterfaceVarABIAttr does.

// CHECK-NOT: grapharm.interface_var_abi

// CHECK: "spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<Vulkan>, sym_name = "_spirv_tosa_default_interface_var_abi"}> ({
// CHECK-NEXT: "spirv.ARM.Graph"() <{arg_attrs = [{spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}], entry_point = true, function_type = (!spirv.arm.tensor<1xi8>) -> !spirv.arm.tensor<1xi8>, res_attrs = [{spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}], sym_name = "default_interface_var_abi"}> ({
// CHECK-NEXT: ^bb0(%[[ARG0:.*]]: !spirv.arm.tensor<1xi8>):
// CHECK: "spirv.ARM.GraphOutputs"(%[[ARG0]]) : (!spirv.arm.tensor<1xi8>) -> ()
// CHECK: }) {spirv.target_env = #spirv.target_env<
func.func @default_interface_var_abi(%arg0: tensor<1xi8>) -> tensor<1xi8> {
  return %arg0 : tensor<1xi8>
}

// -----

// CHECK: "spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<Vulkan>, sym_name = "_spirv_tosa_custom_grapharm_abi"}> ({
// CHECK-NEXT: "spirv.ARM.Graph"() <{arg_attrs = [{spirv.interface_var_abi = #spirv.interface_var_abi<(3, 9)>}], entry_point = true, function_type = (!spirv.arm.tensor<1xi8>) -> !spirv.arm.tensor<1xi8>, res_attrs = [{spirv.interface_var_abi = #spirv.interface_var_abi<(7, 11)>}], sym_name = "custom_grapharm_abi"}> ({
// CHECK-NEXT: ^bb0(%[[ARG0:.*]]: !spirv.arm.tensor<1xi8>):
// CHECK: "spirv.ARM.GraphOutputs"(%[[ARG0]]) : (!spirv.arm.tensor<1xi8>) -> ()
// CHECK: }) {spirv.target_env = #spirv.target_env<
func.func @custom_grapharm_abi(%arg0: tensor<1xi8> {grapharm.interface_var_abi = #spirv.interface_var_abi<(3, 9)>}) -> (tensor<1xi8> {grapharm.interface_var_abi = #spirv.interface_var_abi<(7, 11)>}) {
  return %arg0 : tensor<1xi8>
}

// -----

// CHECK: "spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<Vulkan>, sym_name = "_spirv_tosa_kept_spirv_abi"}> ({
// CHECK-NEXT: "spirv.ARM.Graph"() <{arg_attrs = [{spirv.interface_var_abi = #spirv.interface_var_abi<(1, 2)>}, {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}], entry_point = true, function_type = (!spirv.arm.tensor<1xi8>, !spirv.arm.tensor<1xi8>) -> !spirv.arm.tensor<1xi8>, res_attrs = [{spirv.interface_var_abi = #spirv.interface_var_abi<(0, 2)>}], sym_name = "kept_spirv_abi"}> ({
// CHECK-NEXT: ^bb0(%[[ARG0:.*]]: !spirv.arm.tensor<1xi8>, %{{.*}}: !spirv.arm.tensor<1xi8>):
// CHECK: "spirv.ARM.GraphOutputs"(%[[ARG0]]) : (!spirv.arm.tensor<1xi8>) -> ()
// CHECK: }) {spirv.target_env = #spirv.target_env<
func.func @kept_spirv_abi(%arg0: tensor<1xi8> {spirv.interface_var_abi = #spirv.interface_var_abi<(1, 2)>}, %arg1: tensor<1xi8>) -> tensor<1xi8> {
  return %arg0 : tensor<1xi8>
}
