// RUN: %mica-opt --split-input-file --signless-integer-marking %s | FileCheck %s
// Cases of the converter's marking (signless_integer_marking.cpp; mlir-opt-22
// does not know the pass): a mark already there is overwritten with false,
// a declaration's arguments and results are marked from its type, one
// unsigned reader among several marks the argument, and every result that
// returns an unsigned rescale output is marked, however often it is returned.

// CHECK-LABEL: func.func @stale_mark(%arg0: tensor<2xi8> {mlsdk.unsigned_input_output = false}) -> (tensor<2xi8> {mlsdk.unsigned_input_output = false}) {
// CHECK-NEXT: return %arg0 : tensor<2xi8>
func.func @stale_mark(%arg0: tensor<2xi8> {mlsdk.unsigned_input_output = true}) -> (tensor<2xi8> {mlsdk.unsigned_input_output = true}) {
  return %arg0 : tensor<2xi8>
}

// -----

// CHECK-LABEL: func.func private @declaration(tensor<2xi8> {mlsdk.unsigned_input_output = false}) -> (tensor<2xi16> {mlsdk.unsigned_input_output = false})
func.func private @declaration(tensor<2xi8>) -> tensor<2xi16>

// -----

// CHECK-LABEL: func.func @two_readers(%arg0: tensor<2xi8> {mlsdk.unsigned_input_output = true}) -> (tensor<2xi16> {mlsdk.unsigned_input_output = false}, tensor<2xi16> {mlsdk.unsigned_input_output = true}, tensor<2xi16> {mlsdk.unsigned_input_output = true}) {
func.func @two_readers(%arg0: tensor<2xi8>) -> (tensor<2xi16>, tensor<2xi16>, tensor<2xi16>) {
  %m = "tosa.const"() <{values = dense<[3]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<[5]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z8 = "tosa.const"() <{values = dense<[0]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z16 = "tosa.const"() <{values = dense<[0]> : tensor<1xi16>}> : () -> tensor<1xi16>
  %0 = tosa.rescale %arg0, %m, %s, %z8, %z16 {rounding_mode = SINGLE_ROUND, per_channel = false, scale32 = true, input_unsigned = false, output_unsigned = false} : (tensor<2xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi16>) -> tensor<2xi16>
  %1 = tosa.rescale %arg0, %m, %s, %z8, %z16 {rounding_mode = SINGLE_ROUND, per_channel = false, scale32 = true, input_unsigned = true, output_unsigned = true} : (tensor<2xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi16>) -> tensor<2xi16>
  return %0, %1, %1 : tensor<2xi16>, tensor<2xi16>, tensor<2xi16>
}

// -----

// CHECK-LABEL: func.func @no_io() {
// CHECK-NOT: mlsdk
func.func @no_io() {
  return
}
