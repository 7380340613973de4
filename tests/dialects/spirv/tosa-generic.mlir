// The spirv.Tosa ops' attributes in the generic form, stored as upstream
// MLIR stores them: the shapes (kernel, stride, pad, dilation, out_pad,
// perms) as dense i32 elements of a rank-1 !spirv.arm.tensor, the axis an
// i32, the enums `#spirv.tosa_ext_*`, CLAMP's bounds numbers of their
// type.  mlir-opt 22 has no spirv.Tosa ops: the expected attribute
// dictionaries are those upstream's Target/SPIRV/tosa-ops.mlir checked
// when its ops were written in the generic attribute form.
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt --mlir-print-op-generic | FileCheck %s

// CHECK-LABEL: sym_name = "argmax"
spirv.ARM.Graph @argmax(%arg0: !spirv.arm.tensor<3x28x17x17xi8>) -> (!spirv.arm.tensor<3x28x17xi32>) {
  // CHECK: "spirv.Tosa.ArgMax"(%{{.*}}) <{axis = 3 : i32, nan_mode = #spirv.tosa_ext_nan_propagation_mode_type<Propagate>}>
  %0 = spirv.Tosa.ArgMax axis = 3, nan_mode = <Propagate>, %arg0 : !spirv.arm.tensor<3x28x17x17xi8> -> !spirv.arm.tensor<3x28x17xi32>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<3x28x17xi32>
}

// A splat shape prints as a splat, as MLIR's dense elements do.
// CHECK-LABEL: sym_name = "avgpool2d"
spirv.ARM.Graph @avgpool2d(%arg0: !spirv.arm.tensor<1x3x65537x1xi8>) -> (!spirv.arm.tensor<1x2x32768x1xi8>) {
  %0 = spirv.Constant dense<125> : !spirv.arm.tensor<1xi8>
  %1 = spirv.Constant dense<-90> : !spirv.arm.tensor<1xi8>
  // CHECK: "spirv.Tosa.AvgPool2D"(%{{.*}}, %{{.*}}, %{{.*}}) <{acc_type = #spirv.tosa_ext_acc_type<INT32>, kernel = dense<3> : !spirv.arm.tensor<2xi32>, pad = dense<[0, 1, 0, 0]> : !spirv.arm.tensor<4xi32>, stride = dense<[1, 2]> : !spirv.arm.tensor<2xi32>}>
  %2 = spirv.Tosa.AvgPool2D kernel = [3, 3], stride = [1, 2], pad = [0, 1, 0, 0], acc_type = <INT32>, %arg0, %0, %1 : !spirv.arm.tensor<1x3x65537x1xi8>, !spirv.arm.tensor<1xi8>, !spirv.arm.tensor<1xi8> -> !spirv.arm.tensor<1x2x32768x1xi8>
  spirv.ARM.GraphOutputs %2 : !spirv.arm.tensor<1x2x32768x1xi8>
}

// CHECK-LABEL: sym_name = "conv2d"
spirv.ARM.Graph @conv2d(%arg0: !spirv.arm.tensor<1x65535x3x1xi8>, %arg1: !spirv.arm.tensor<7x1x1x1xi8>, %arg2: !spirv.arm.tensor<1xi32>) -> (!spirv.arm.tensor<1x65536x2x7xi32>) {
  %0 = spirv.Constant dense<0> : !spirv.arm.tensor<1xi8>
  // CHECK: "spirv.Tosa.Conv2D"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{acc_type = #spirv.tosa_ext_acc_type<INT32>, dilation = dense<[7, 1]> : !spirv.arm.tensor<2xi32>, local_bound = false, pad = dense<[1, 0, 0, 0]> : !spirv.arm.tensor<4xi32>, stride = dense<[1, 2]> : !spirv.arm.tensor<2xi32>}>
  %1 = spirv.Tosa.Conv2D pad = [1, 0, 0, 0], stride = [1, 2], dilation = [7, 1], acc_type = <INT32>, local_bound = false, %arg0, %arg1, %arg2, %0, %0 : !spirv.arm.tensor<1x65535x3x1xi8>, !spirv.arm.tensor<7x1x1x1xi8>, !spirv.arm.tensor<1xi32>, !spirv.arm.tensor<1xi8>, !spirv.arm.tensor<1xi8> -> !spirv.arm.tensor<1x65536x2x7xi32>
  spirv.ARM.GraphOutputs %1 : !spirv.arm.tensor<1x65536x2x7xi32>
}

// CHECK-LABEL: sym_name = "transpose_conv2d"
spirv.ARM.Graph @transpose_conv2d(%arg0: !spirv.arm.tensor<1x13x33x3xi16>, %arg1: !spirv.arm.tensor<11x1x3x3xi8>, %arg2: !spirv.arm.tensor<1xi64>) -> (!spirv.arm.tensor<1x13x35x11xi64>) {
  %0 = spirv.Constant dense<0> : !spirv.arm.tensor<1xi16>
  %1 = spirv.Constant dense<0> : !spirv.arm.tensor<1xi8>
  // CHECK: "spirv.Tosa.TransposeConv2D"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{acc_type = #spirv.tosa_ext_acc_type<INT48>, local_bound = false, out_pad = dense<0> : !spirv.arm.tensor<4xi32>, stride = dense<1> : !spirv.arm.tensor<2xi32>}>
  %2 = spirv.Tosa.TransposeConv2D out_pad = [0, 0, 0, 0], stride = [1, 1], acc_type = <INT48>, local_bound = false, %arg0, %arg1, %arg2, %0, %1 : !spirv.arm.tensor<1x13x33x3xi16>, !spirv.arm.tensor<11x1x3x3xi8>, !spirv.arm.tensor<1xi64>, !spirv.arm.tensor<1xi16>, !spirv.arm.tensor<1xi8> -> !spirv.arm.tensor<1x13x35x11xi64>
  spirv.ARM.GraphOutputs %2 : !spirv.arm.tensor<1x13x35x11xi64>
}

// CHECK-LABEL: sym_name = "clamp"
spirv.ARM.Graph @clamp(%arg0: !spirv.arm.tensor<27x44x55xi8>) -> (!spirv.arm.tensor<27x44x55xi8>) {
  // CHECK: "spirv.Tosa.Clamp"(%{{.*}}) <{max_val = -100 : i8, min_val = -102 : i8, nan_mode = #spirv.tosa_ext_nan_propagation_mode_type<Propagate>}>
  %0 = spirv.Tosa.Clamp min_val = -102 : i8, max_val = -100 : i8, nan_mode = <Propagate>, %arg0 : !spirv.arm.tensor<27x44x55xi8> -> !spirv.arm.tensor<27x44x55xi8>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<27x44x55xi8>
}

// CHECK-LABEL: sym_name = "transpose"
spirv.ARM.Graph @transpose(%arg0: !spirv.arm.tensor<14x28x1x61xi16>) -> (!spirv.arm.tensor<1x14x28x61xi16>) {
  // CHECK: "spirv.Tosa.Transpose"(%{{.*}}) <{perms = dense<[2, 0, 1, 3]> : !spirv.arm.tensor<4xi32>}>
  %0 = spirv.Tosa.Transpose perms = [2, 0, 1, 3], %arg0 : !spirv.arm.tensor<14x28x1x61xi16> -> !spirv.arm.tensor<1x14x28x61xi16>
  spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<1x14x28x61xi16>
}

// CHECK-LABEL: sym_name = "resize"
spirv.ARM.Graph @resize(%arg0: !spirv.arm.tensor<1x1x31x55xi8>) -> (!spirv.arm.tensor<1x1x278x55xi8>) {
  %0 = spirv.Constant dense<[16, 1, 9, 1]> : !spirv.arm.tensor<4xi32>
  %1 = spirv.Constant dense<0> : !spirv.arm.tensor<2xi32>
  %2 = spirv.Constant dense<[0, 7]> : !spirv.arm.tensor<2xi32>
  // CHECK: "spirv.Tosa.Resize"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{mode = #spirv.tosa_ext_resize_mode_type<NearestNeighbor>}>
  %3 = spirv.Tosa.Resize mode = <NearestNeighbor>, %arg0, %0, %1, %2 : !spirv.arm.tensor<1x1x31x55xi8>, !spirv.arm.tensor<4xi32>, !spirv.arm.tensor<2xi32>, !spirv.arm.tensor<2xi32> -> !spirv.arm.tensor<1x1x278x55xi8>
  spirv.ARM.GraphOutputs %3 : !spirv.arm.tensor<1x1x278x55xi8>
}

// CHECK-LABEL: sym_name = "rescale"
spirv.ARM.Graph @rescale(%arg0: !spirv.arm.tensor<17x29x19xi16>) -> (!spirv.arm.tensor<17x29x19xi16>) {
  %0 = spirv.Constant dense<1073741824> : !spirv.arm.tensor<1xi32>
  %1 = spirv.Constant dense<30> : !spirv.arm.tensor<1xi8>
  %2 = spirv.Constant dense<0> : !spirv.arm.tensor<1xi16>
  // CHECK: "spirv.Tosa.Rescale"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{input_unsigned = false, output_unsigned = true, per_channel = false, rounding_mode = #spirv.tosa_ext_rounding_mode_type<DoubleRound>, scale32 = true}>
  %3 = spirv.Tosa.Rescale scale32 = true, rounding_mode = <DoubleRound>, per_channel = false, input_unsigned = false, output_unsigned = true, %arg0, %0, %1, %2, %2 : !spirv.arm.tensor<17x29x19xi16>, !spirv.arm.tensor<1xi32>, !spirv.arm.tensor<1xi8>, !spirv.arm.tensor<1xi16>, !spirv.arm.tensor<1xi16> -> !spirv.arm.tensor<17x29x19xi16>
  spirv.ARM.GraphOutputs %3 : !spirv.arm.tensor<17x29x19xi16>
}
