// The quant dialect's types printed as mlir-opt 22 prints them: scales and
// calibrated bounds as MLIR prints a double, zero points of 0 and default
// storage ranges left out, `si8`/`ui8` as `i8`/`u8`, spaces where MLIR puts
// them (none in a per-axis list, ", " in a sub-channel one, which keeps its
// nesting; a per-axis list is flattened). Expected output from
// `mlir-opt-22 %s` and `mlir-opt-22 --mlir-print-op-generic %s`.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s

// CHECK-LABEL: func.func private @per_layer(!quant.uniform<i8:f32, 1.000000e-02>, !quant.uniform<i8:f32, 1.000000e+00>, !quant.uniform<u8:f32, 2.500000e-01:128>, !quant.uniform<i8:f16, 1.000000e+00>, !quant.uniform<u8:bf16, 1.000000e+02>, !quant.uniform<i8:f32, 0.12345678910000001>, !quant.uniform<i8:f64, 1.000000e+00>, !quant.uniform<i8:f32, 1.000000e+00:-16>, !quant.uniform<i8:f32, 5.000000e-01:-3>)
// CHECK-NEXT: func.func private @storage_ranges(!quant.uniform<i8<-8:7>:f32, 5.000000e-01>, !quant.uniform<i8:f32, 5.000000e-01>, !quant.uniform<u4:f16, 3.000000e+00>, !quant.uniform<i8<-127:127>:f32, 1.000000e+00>, !quant.uniform<u16:f32, 1.000000e+00>, !quant.uniform<i32:f32, 1.000000e+00:2147483648>, !quant.uniform<i1:f32, 1.000000e+00>)
// CHECK-NEXT: func.func private @per_axis(!quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00:3,1.250000e-01:-1}>, !quant.uniform<i8<-127:127>:f32:0, {1.000000e-01,2.000000e-01}>, !quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00}>, !quant.uniform<i8:f32:1, {1.000000e+00:1,2.000000e+00,3.000000e+00,4.000000e+00:-1}>)
// CHECK-NEXT: func.func private @sub_channel(!quant.uniform<i4:f32:{1:2}, {2.500000e-01, 5.000000e-01}>, !quant.uniform<i4:f32:{0:1, 1:2}, {{[{][{]}}2.500000e-01:1, 5.000000e-01}, {1.000000e+00, 2.000000e+00:-2}}>, !quant.uniform<u8<1:200>:bf16:{1:4, 0:2}, {{[{][{]}}2.000000e+00, 3.000000e+00}}>, !quant.uniform<i8:f32:{1:2}, {{[{][{]}}2.500000e-01, 5.000000e-01:16}}>, !quant.uniform<i4<-7:7>:f32:{0:1, 1:32, 2:8}, {{[{][{][{]}}1.000000e+00:-3}}, {{[{][{]}}2.000000e+00}}}>, !quant.uniform<i8:f32:{}, {1.000000e+00}>)
// CHECK-NEXT: func.func private @calibrated(!quant.calibrated<f32<-1.000000e+00:1.000000e+00>>, !quant.calibrated<f16<-5.000000e-01:2.500000e+01>>, !quant.calibrated<f64<1.000000e+00:2.000000e+00>>)
// CHECK-NEXT: func.func private @any(!quant.any<i8:f32>, !quant.any<i8<-8:7>:f32>, !quant.any<u8>, !quant.any<i8>, !quant.any<i8<16:32>:f64>)
// CHECK-NEXT: func.func private @nested(tensor<2x!quant.uniform<i8:f32, 1.500000e-03>>, tensor<*x!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00}>>) attributes {q = !quant.calibrated<f32<-2.000000e+00:2.000000e+00>>}
// CHECK-NEXT: func.func private @opaque(!quant.uniform<i8:f32, 1.000000e+00>, !quant.calibrated<f32<-1.000000e+00:1.000000e+00>>, !quant.any<i8>)

// GENERIC: "func.func"() <{function_type = (!quant.uniform<i8:f32, 1.000000e-02>, !quant.uniform<i8:f32, 1.000000e+00>, !quant.uniform<u8:f32, 2.500000e-01:128>, !quant.uniform<i8:f16, 1.000000e+00>, !quant.uniform<u8:bf16, 1.000000e+02>, !quant.uniform<i8:f32, 0.12345678910000001>, !quant.uniform<i8:f64, 1.000000e+00>, !quant.uniform<i8:f32, 1.000000e+00:-16>, !quant.uniform<i8:f32, 5.000000e-01:-3>) -> (), sym_name = "per_layer", sym_visibility = "private"}> ({
// GENERIC: "func.func"() <{function_type = (!quant.uniform<i8<-8:7>:f32, 5.000000e-01>, !quant.uniform<i8:f32, 5.000000e-01>, !quant.uniform<u4:f16, 3.000000e+00>, !quant.uniform<i8<-127:127>:f32, 1.000000e+00>, !quant.uniform<u16:f32, 1.000000e+00>, !quant.uniform<i32:f32, 1.000000e+00:2147483648>, !quant.uniform<i1:f32, 1.000000e+00>) -> (), sym_name = "storage_ranges", sym_visibility = "private"}> ({
// GENERIC: "func.func"() <{function_type = (!quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00:3,1.250000e-01:-1}>, !quant.uniform<i8<-127:127>:f32:0, {1.000000e-01,2.000000e-01}>, !quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00}>, !quant.uniform<i8:f32:1, {1.000000e+00:1,2.000000e+00,3.000000e+00,4.000000e+00:-1}>) -> (), sym_name = "per_axis", sym_visibility = "private"}> ({
// GENERIC: "func.func"() <{function_type = (!quant.uniform<i4:f32:{1:2}, {2.500000e-01, 5.000000e-01}>, !quant.uniform<i4:f32:{0:1, 1:2}, {{[{][{]}}2.500000e-01:1, 5.000000e-01}, {1.000000e+00, 2.000000e+00:-2}}>, !quant.uniform<u8<1:200>:bf16:{1:4, 0:2}, {{[{][{]}}2.000000e+00, 3.000000e+00}}>, !quant.uniform<i8:f32:{1:2}, {{[{][{]}}2.500000e-01, 5.000000e-01:16}}>, !quant.uniform<i4<-7:7>:f32:{0:1, 1:32, 2:8}, {{[{][{][{]}}1.000000e+00:-3}}, {{[{][{]}}2.000000e+00}}}>, !quant.uniform<i8:f32:{}, {1.000000e+00}>) -> (), sym_name = "sub_channel", sym_visibility = "private"}> ({
// GENERIC: "func.func"() <{function_type = (!quant.calibrated<f32<-1.000000e+00:1.000000e+00>>, !quant.calibrated<f16<-5.000000e-01:2.500000e+01>>, !quant.calibrated<f64<1.000000e+00:2.000000e+00>>) -> (), sym_name = "calibrated", sym_visibility = "private"}> ({
// GENERIC: "func.func"() <{function_type = (!quant.any<i8:f32>, !quant.any<i8<-8:7>:f32>, !quant.any<u8>, !quant.any<i8>, !quant.any<i8<16:32>:f64>) -> (), sym_name = "any", sym_visibility = "private"}> ({
// GENERIC: "func.func"() <{function_type = (tensor<2x!quant.uniform<i8:f32, 1.500000e-03>>, tensor<*x!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00}>>) -> (), sym_name = "nested", sym_visibility = "private"}> ({
// GENERIC: "func.func"() <{function_type = (!quant.uniform<i8:f32, 1.000000e+00>, !quant.calibrated<f32<-1.000000e+00:1.000000e+00>>, !quant.any<i8>) -> (), sym_name = "opaque", sym_visibility = "private"}> ({

!alias = !quant.uniform<i8 : f32 , 0.5 : -3>

func.func private @per_layer(!quant.uniform<i8:f32, 0.01>, !quant.uniform<i8:f32, 1.0:0>, !quant.uniform<u8:f32, 2.5e-1:128>, !quant.uniform<si8:f16, 1.>, !quant.uniform<ui8:bf16, 1.0E2>, !quant.uniform<i8:f32, 0.1234567891>, !quant.uniform<i8:f64, 0x3FF0000000000000>, !quant.uniform<i8:f32, 1.0:-0x10>, !alias)
func.func private @storage_ranges(!quant.uniform<i8<-8:7>:f32, 0.5>, !quant.uniform<i8<-128:127>:f32, 0.5>, !quant.uniform<u4<0:15>:f16, 3.0>, !quant.uniform<i8< -127 : 127 >:f32, 1.0>, !quant.uniform<u16<0:65535>:f32, 1.0>, !quant.uniform<i32<-2147483648:2147483647>:f32, 1.0:2147483648>, !quant.uniform<i1:f32, 1.0>)
func.func private @per_axis(!quant.uniform<i8:f32:1, {1.0, 2.0:3, 0.125 : -1}>, !quant.uniform<i8<-127:127>:f32:0, {0.1,0.2}>, !quant.uniform<i8:f32:0x1, {1.0:0, 2.0}>, !quant.uniform<i8:f32:1, {{1.0:1,2.0},{3.0,4.0:-1}}>)
func.func private @sub_channel(!quant.uniform<i4:f32:{1:2}, {0.25, 0.5}>, !quant.uniform<i4:f32:{0:1, 1:2}, {{0.25:1, 0.5}, {1.0, 2.0:-2}}>, !quant.uniform<u8<1:200>:bf16:{1:4,0:2}, {{2.0,3.0}}>, !quant.uniform<i8 : f32 : { 1 : 2 } , { { 0.25 : 0 , 0.5:0x10 } }>, !quant.uniform<i4<-7:7>:f32:{0:1,1:32,2:8}, {{{1.0:-3}}, {{2.0}}}>, !quant.uniform<i8:f32:{}, {1.0}>)
func.func private @calibrated(!quant.calibrated<f32<-1.0:1.0>>, !quant.calibrated< f16 < -0.5 : 2.5e1 > >, !quant.calibrated<f64<0x3FF0000000000000:0x4000000000000000>>)
func.func private @any(!quant.any<i8:f32>, !quant.any<i8<-8:7>:f32>, !quant.any<u8>, !quant.any<i8<-128:127>>, !quant.any<si8<0x10:0x20> : f64>)
func.func private @nested(tensor<2x!quant.uniform<i8:f32, 1.5e-3>>, tensor<*x!quant.uniform<i8:f32:0, {1.0, 2.0}>>) attributes {q = !quant.calibrated<f32<-2.0:2.0>>}
// The dialect-namespace spelling reads as the same types.
func.func private @opaque(!quant<uniform<i8:f32, 1.0>>, !quant<calibrated<f32<-1.0:1.0>>>, !quant<any<i8<-128:127>>>)
