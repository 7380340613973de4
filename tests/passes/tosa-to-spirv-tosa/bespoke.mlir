// RUN: %mica-opt --tosa-to-spirv-tosa=enable-bespoke --mlir-print-op-generic %s | FileCheck %s

// enable-bespoke (mica's option, the converter's --enable-bespoke, which adds
// the mapping com.arm.bespoke:0): a custom op of that domain becomes a
// spirv.ExperimentalML.Call of opcode 0; its several results are the
// members of a struct (TosaToSPIRVTosaCustom.cpp of the converter's patch).

// CHECK-LABEL: sym_name = "_spirv_tosa_bespoke"
// CHECK: %[[NAME:.*]] = "spirv.Constant"() <{value = [79 : i8, 112 : i8]}> : () -> !spirv.array<2 x i8>
// CHECK-NEXT: %[[ATTRS:.*]] = "spirv.Constant"() <{value = [123 : i8, 125 : i8]}> : () -> !spirv.array<2 x i8>
// CHECK-NEXT: %[[CALL:.*]] = "spirv.ExperimentalML.Call"(%[[NAME]], %[[ATTRS]], %arg0) <{opcode = 0 : i32}> : (!spirv.array<2 x i8>, !spirv.array<2 x i8>, !spirv.arm.tensor<4xi8>) -> !spirv.struct<(!spirv.arm.tensor<4xi8>, !spirv.arm.tensor<2xi32>)>
// CHECK-NEXT: %[[A:.*]] = "spirv.CompositeExtract"(%[[CALL]]) <{indices = [0 : i32]}> : (!spirv.struct<(!spirv.arm.tensor<4xi8>, !spirv.arm.tensor<2xi32>)>) -> !spirv.arm.tensor<4xi8>
// CHECK-NEXT: %[[B:.*]] = "spirv.CompositeExtract"(%[[CALL]]) <{indices = [1 : i32]}> : (!spirv.struct<(!spirv.arm.tensor<4xi8>, !spirv.arm.tensor<2xi32>)>) -> !spirv.arm.tensor<2xi32>
// CHECK-NEXT: "spirv.ARM.GraphOutputs"(%[[A]], %[[B]])
func.func @bespoke(%arg0: tensor<4xi8>) -> (tensor<4xi8>, tensor<2xi32>) {
  %0:2 = tosa.custom %arg0 {domain_name = "com.arm.bespoke", implementation_attrs = "{}", operator_name = "Op"} : (tensor<4xi8>) -> (tensor<4xi8>, tensor<2xi32>)
  return %0#0, %0#1 : tensor<4xi8>, tensor<2xi32>
}
