// Expected text from `mlir-opt-22 --split-input-file --mlir-very-unsafe-disable-verifier-on-parsing --tosa-make-broadcastable`.
// RUN: %mica-opt --split-input-file --mlir-very-unsafe-disable-verifier-on-parsing --tosa-make-broadcastable %s | FileCheck %s

// CHECK-LABEL: func.func @two_users(%arg0: tensor<1xf32>, %arg1: tensor<2x1xf32>) -> tensor<2x1xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
// CHECK-NEXT: %1 = tosa.reshape %arg0, %0 : (tensor<1xf32>, !tosa.shape<2>) -> tensor<1x1xf32>
// CHECK-NEXT: %2 = tosa.add %1, %arg1 : (tensor<1x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
// CHECK-NEXT: %3 = tosa.reshape %arg0, %0 : (tensor<1xf32>, !tosa.shape<2>) -> tensor<1x1xf32>
// CHECK-NEXT: %4 = tosa.sub %3, %2 : (tensor<1x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
// CHECK-NEXT: return %4 : tensor<2x1xf32>
// CHECK-NEXT: }
// Two users of one lower-ranked value: a reshape each, one shape.
func.func @two_users(%arg0: tensor<1xf32>, %arg1: tensor<2x1xf32>) -> tensor<2x1xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  %1 = tosa.sub %arg0, %0 : (tensor<1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  return %1 : tensor<2x1xf32>
}

// -----

// CHECK-LABEL: func.func @attrs(%arg0: tensor<15x14xi32>, %arg1: tensor<17x16x15x14xi32>) -> tensor<17x16x15x14xi32> {
// CHECK-NEXT: %0 = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %1 = tosa.const_shape  {values = dense<[1, 1, 15, 14]> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %2 = tosa.reshape %arg0, %1 : (tensor<15x14xi32>, !tosa.shape<4>) -> tensor<1x1x15x14xi32>
// CHECK-NEXT: %3 = tosa.mul %2, %arg1, %0 : (tensor<1x1x15x14xi32>, tensor<17x16x15x14xi32>, tensor<1xi8>) -> tensor<17x16x15x14xi32>
// CHECK-NEXT: %4 = tosa.reshape %arg0, %1 : (tensor<15x14xi32>, !tosa.shape<4>) -> tensor<1x1x15x14xi32>
// CHECK-NEXT: %5 = tosa.maximum %3, %4 : (tensor<17x16x15x14xi32>, tensor<1x1x15x14xi32>) -> tensor<17x16x15x14xi32>
// CHECK-NEXT: return %5 : tensor<17x16x15x14xi32>
// CHECK-NEXT: }
// The rewritten op keeps its properties, not its discardable attributes.
func.func @attrs(%arg0: tensor<15x14xi32>, %arg1: tensor<17x16x15x14xi32>) -> tensor<17x16x15x14xi32> {
  %s = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %arg0, %arg1, %s {note = 1} : (tensor<15x14xi32>, tensor<17x16x15x14xi32>, tensor<1xi8>) -> tensor<17x16x15x14xi32>
  %1 = tosa.maximum %0, %arg0 {nan_mode = #tosa.nan_mode<IGNORE>, note = 2} : (tensor<17x16x15x14xi32>, tensor<15x14xi32>) -> tensor<17x16x15x14xi32>
  return %1 : tensor<17x16x15x14xi32>
}

// -----

// CHECK-LABEL: func.func @dynamic(%arg0: tensor<?x14xi32>, %arg1: tensor<17x16x?x14xi32>, %arg2: tensor<*xi32>) -> (tensor<17x16x?x14xi32>, tensor<*xi32>) {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<[1, 1, -1, 14]> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %1 = tosa.reshape %arg0, %0 : (tensor<?x14xi32>, !tosa.shape<4>) -> tensor<1x1x?x14xi32>
// CHECK-NEXT: %2 = tosa.add %1, %arg1 : (tensor<1x1x?x14xi32>, tensor<17x16x?x14xi32>) -> tensor<17x16x?x14xi32>
// CHECK-NEXT: %3 = tosa.add %arg2, %arg1 : (tensor<*xi32>, tensor<17x16x?x14xi32>) -> tensor<*xi32>
// CHECK-NEXT: return %2, %3 : tensor<17x16x?x14xi32>, tensor<*xi32>
// CHECK-NEXT: }
// Dynamic dimensions are kept (-1 in the shape); an unranked operand or
// result is left alone.
func.func @dynamic(%arg0: tensor<?x14xi32>, %arg1: tensor<17x16x?x14xi32>, %arg2: tensor<*xi32>) -> (tensor<17x16x?x14xi32>, tensor<*xi32>) {
  %0 = tosa.add %arg0, %arg1 : (tensor<?x14xi32>, tensor<17x16x?x14xi32>) -> tensor<17x16x?x14xi32>
  %1 = tosa.add %arg2, %arg1 : (tensor<*xi32>, tensor<17x16x?x14xi32>) -> tensor<*xi32>
  return %0, %1 : tensor<17x16x?x14xi32>, tensor<*xi32>
}

// -----

// CHECK-LABEL: func.func @fold(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
// CHECK-NEXT: %1 = "tosa.const"() <{values = dense<[4.000000e+00, 5.000000e+00, 6.000000e+00]> : tensor<3xf32>}> : () -> tensor<3xf32>
// CHECK-NEXT: %2 = "tosa.const"() <{values = dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00]]> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
// CHECK-NEXT: %3 = tosa.maximum %arg0, %2 : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %4 = tosa.reshape %1, %0 : (tensor<3xf32>, !tosa.shape<2>) -> tensor<1x3xf32>
// CHECK-NEXT: %5 = tosa.minimum %3, %4 : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %6 = tosa.reshape %1, %0 : (tensor<3xf32>, !tosa.shape<2>) -> tensor<1x3xf32>
// CHECK-NEXT: %7 = tosa.pow %5, %6 : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %7 : tensor<2x3xf32>
// CHECK-NEXT: }
// Every op is folded: adding zero goes, a reshaped constant becomes a
// constant when it is the constant's one use.
func.func @fold(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<3xf32>}> : () -> tensor<3xf32>
  %c = "tosa.const"() <{values = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %d = "tosa.const"() <{values = dense<[4.0, 5.0, 6.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %0 = tosa.add %arg0, %z : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %1 = tosa.maximum %0, %c : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %2 = tosa.minimum %1, %d : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %3 = tosa.pow %2, %d : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %3 : tensor<2x3xf32>
}
