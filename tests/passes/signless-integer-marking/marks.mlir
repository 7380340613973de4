// RUN: %mica-opt --signless-integer-marking %s | FileCheck %s
// The converter's marks (signless_integer_marking.cpp): every argument and result
// false, then true for the argument a rescale reads unsigned and for the result
// a rescale writes unsigned; other argument attributes stay.

// CHECK-LABEL: func.func @second_in_first_out(%arg0: tensor<2xi8> {mlsdk.unsigned_input_output = false}, %arg1: tensor<2xi8> {mlsdk.unsigned_input_output = true}) -> (tensor<2xi16> {mlsdk.unsigned_input_output = true}, tensor<2xi8> {a.keep = 1 : i32, mlsdk.unsigned_input_output = false}) {

func.func @second_in_first_out(%arg0: tensor<2xi8>, %arg1: tensor<2xi8>) -> (tensor<2xi16>, tensor<2xi8> {a.keep = 1 : i32}) {
  %m = "tosa.const"() <{values = dense<[3]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<[5]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z8 = "tosa.const"() <{values = dense<[0]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z16 = "tosa.const"() <{values = dense<[0]> : tensor<1xi16>}> : () -> tensor<1xi16>
  %0 = tosa.rescale %arg1, %m, %s, %z8, %z16 {rounding_mode = SINGLE_ROUND, per_channel = false, scale32 = true, input_unsigned = true, output_unsigned = true} : (tensor<2xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi16>) -> tensor<2xi16>
  return %0, %arg0 : tensor<2xi16>, tensor<2xi8>
}
