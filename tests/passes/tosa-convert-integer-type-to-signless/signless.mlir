// Expected text from `mlir-opt-22 --split-input-file --allow-unregistered-dialect --tosa-convert-integer-type-to-signless`.
// RUN: %mica-opt --split-input-file --allow-unregistered-dialect --tosa-convert-integer-type-to-signless %s | FileCheck %s

// CHECK-LABEL: func.func @nested(%arg0: tensor<i1>, %arg1: tensor<2xi8>, %arg2: ui8) -> tensor<2xi8> {
// CHECK-NEXT: %0 = tosa.cond_if %arg0 (%arg3 = %arg1) : tensor<i1> (tensor<2xi8>) -> tensor<2xi8> {
// CHECK-NEXT: ^bb0(%arg3: tensor<2xi8>):
// CHECK-NEXT: %3 = tosa.bitwise_not %arg3 : (tensor<2xi8>) -> tensor<2xi8>
// CHECK-NEXT: tosa.yield %3 : tensor<2xi8>
// CHECK-NEXT: } else {
// CHECK-NEXT: ^bb0(%arg3: tensor<2xi8>):
// CHECK-NEXT: tosa.yield %arg3 : tensor<2xi8>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = "test.op"(%0, %arg2) : (tensor<2xi8>, ui8) -> tensor<*xi16>
// CHECK-NEXT: %2 = "tosa.const"() <{values = dense<[1, 3]> : tensor<2xi32>}> : () -> tensor<2xi32>
// CHECK-NEXT: return %0 : tensor<2xi8>
// CHECK-NEXT: }
func.func @nested(%c: tensor<i1>, %arg0: tensor<2xui8>, %arg1: ui8) -> tensor<2xui8> {
  %0 = tosa.cond_if %c (%a = %arg0) : tensor<i1> (tensor<2xui8>) -> tensor<2xui8> {
  ^bb0(%a: tensor<2xui8>):
    %1 = tosa.bitwise_not %a : (tensor<2xui8>) -> tensor<2xui8>
    tosa.yield %1 : tensor<2xui8>
  } else {
  ^bb0(%a: tensor<2xui8>):
    tosa.yield %a : tensor<2xui8>
  }
  %2 = "test.op"(%0, %arg1) : (tensor<2xui8>, ui8) -> tensor<*xsi16>
  %3 = "tosa.const"() <{values = dense<[1, 3]> : tensor<2xui32>}> : () -> tensor<2xui32>
  return %0 : tensor<2xui8>
}

// -----

// CHECK-LABEL: func.func @rescale_unsigned_zp(%arg0: tensor<1x1xi8>) -> tensor<1x1xi8> {
// CHECK-NEXT: %0 = "tosa.const"() <{values = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %1 = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %2 = "tosa.const"() <{values = dense<-2> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %3 = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %4 = tosa.rescale %arg0, %0, %1, %2, %3 {input_unsigned = true, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1xi8>
// CHECK-NEXT: return %4 : tensor<1x1xi8>
// CHECK-NEXT: }
func.func @rescale_unsigned_zp(%arg0: tensor<1x1xui8>) -> tensor<1x1xi8> {
  %0 = "tosa.const"() <{values = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
  %1 = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %2 = "tosa.const"() <{values = dense<254> : tensor<1xui8>}> : () -> tensor<1xui8>
  %3 = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r = tosa.rescale %arg0, %0, %1, %2, %3 {input_unsigned = true, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x1xui8>, tensor<1xi32>, tensor<1xi8>, tensor<1xui8>, tensor<1xi8>) -> tensor<1x1xi8>
  return %r : tensor<1x1xi8>
}
