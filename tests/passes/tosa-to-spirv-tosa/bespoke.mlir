// RUN: %mica-opt --tosa-to-spirv-tosa=enable-bespoke %s | FileCheck %s

// enable-bespoke (mica's option, the converter's --enable-bespoke, which adds
// the mapping com.arm.bespoke:0): a custom op of that domain becomes a
// spirv.ExperimentalML.Call of opcode 0; its several results are the
// members of a struct (TosaToSPIRVTosaCustom.cpp of the converter's patch).

// CHECK-LABEL: spirv.ARM.Graph @bespoke
// CHECK: %[[NAME:.*]] = spirv.Constant [79 : i8, 112 : i8] : !spirv.array<2 x i8>
// CHECK-NEXT: %[[ATTRS:.*]] = spirv.Constant [123 : i8, 125 : i8] : !spirv.array<2 x i8>
// CHECK-NEXT: %[[CALL:.*]] = spirv.ExperimentalML.Call opcode = 0, %[[NAME]], %[[ATTRS]], %arg0 : (!spirv.array<2 x i8>, !spirv.array<2 x i8>, !spirv.arm.tensor<4xi8>) -> !spirv.struct<(!spirv.arm.tensor<4xi8>, !spirv.arm.tensor<2xi32>)>
// CHECK-NEXT: %[[A:.*]] = spirv.CompositeExtract %[[CALL]][0 : i32] : !spirv.struct<(!spirv.arm.tensor<4xi8>, !spirv.arm.tensor<2xi32>)>
// CHECK-NEXT: %[[B:.*]] = spirv.CompositeExtract %[[CALL]][1 : i32] : !spirv.struct<(!spirv.arm.tensor<4xi8>, !spirv.arm.tensor<2xi32>)>
// CHECK-NEXT: spirv.ARM.GraphOutputs %[[A]], %[[B]] : !spirv.arm.tensor<4xi8>, !spirv.arm.tensor<2xi32>
func.func @bespoke(%arg0: tensor<4xi8>) -> (tensor<4xi8>, tensor<2xi32>) {
  %0:2 = tosa.custom %arg0 {domain_name = "com.arm.bespoke", implementation_attrs = "{}", operator_name = "Op"} : (tensor<4xi8>) -> (tensor<4xi8>, tensor<2xi32>)
  return %0#0, %0#1 : tensor<4xi8>, tensor<2xi32>
}
