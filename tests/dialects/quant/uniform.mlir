// !quant.uniform types, as TOSA models carry them, are kept in the spelling
// mlir-opt 22 prints: scales as MLIR prints float attributes (the 6-digit
// exponent form when it is exact, else all the digits needed), zero points
// of 0 and full storage ranges left out, per-axis parameters. Expected
// output is mlir-opt 22's.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s

// CHECK: func.func private @q0(tensor<2x!quant.uniform<i8:f32, 1.000000e-02>>)
// CHECK-NEXT: func.func private @q1(tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>)
// CHECK-NEXT: func.func private @q2(tensor<2x!quant.uniform<i8:f32, 5.000000e-01:-3>>)
// CHECK-NEXT: func.func private @q3(tensor<2x!quant.uniform<u8:f32, 2.000000e+00:128>>)
// CHECK-NEXT: func.func private @q4(tensor<2x!quant.uniform<i8<-8:7>:f32, 1.000000e+00>>)
// CHECK-NEXT: func.func private @q5(tensor<2x!quant.uniform<i8:f32, 1.000000e+00>>)
// CHECK-NEXT: func.func private @q6(tensor<2x!quant.uniform<i8:f32:1, {2.000000e+00,3.000000e+00:1}>>)
// CHECK-NEXT: func.func private @q7(tensor<2x!quant.uniform<i16:f16, 1.500000e-03:10>>)
// CHECK-NEXT: func.func private @q8(tensor<2x!quant.uniform<i8:f32:0, {2.000000e+00,3.000000e+00:1}>>)
// CHECK-NEXT: func.func private @q20(tensor<2x!quant.uniform<u8:f32, 0.015655439347028732:127>>)
// CHECK-NEXT: func.func private @q21(tensor<2x!quant.uniform<i8:f32, 3.0517578125E-5>>)

func.func private @q0(tensor<2x!quant.uniform<i8:f32, 0.01>>)
func.func private @q1(tensor<2x!quant.uniform<i8:f32, 0.5:0>>)
func.func private @q2(tensor<2x!quant.uniform<i8:f32, 0.5:-3>>)
func.func private @q3(tensor<2x!quant.uniform<u8:f32, 2.0:128>>)
func.func private @q4(tensor<2x!quant.uniform<i8<-8:7>:f32, 1.0>>)
func.func private @q5(tensor<2x!quant.uniform<i8<-128:127>:f32, 1.0>>)
func.func private @q6(tensor<2x!quant.uniform<i8:f32:1, {2.0,3.0:1}>>)
func.func private @q7(tensor<2x!quant.uniform<i16:f16, 1.5e-3:10>>)
func.func private @q8(tensor<2x!quant.uniform<i8:f32:0, {2.0 , 3.0:1 }>>)
func.func private @q20(tensor<2x!quant.uniform<u8:f32, 0.015655439347028732:127>>)
func.func private @q21(tensor<2x!quant.uniform<i8:f32, 3.0517578125E-5>>)
