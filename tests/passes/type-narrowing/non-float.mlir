// RUN: %mica-opt --type-narrowing %s | FileCheck %s
// What is not a float stays: an op narrows its tensors and keeps a
// !tosa.shape operand, an integer constant keeps its values however they are
// held. The converter's type converter has no conversion for !tosa.shape
// and would turn integer tensors into f16 ones, so its conversion fails on
// both ("failed to legalize operation 'tosa.const_shape' that was explicitly
// marked illegal"); mica narrows such models instead (type_narrowing.c says
// why), so this text is mica's, not the converter's.

// CHECK-LABEL: func.func @reshape(%arg0: tensor<2x3xf16>) -> tensor<6xf16> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<6> : tensor<1xindex>} : () -> !tosa.shape<1>
// CHECK-NEXT: %1 = tosa.abs %arg0 : (tensor<2x3xf16>) -> tensor<2x3xf16>
// CHECK-NEXT: %2 = tosa.reshape %1, %0 : (tensor<2x3xf16>, !tosa.shape<1>) -> tensor<6xf16>
// CHECK-NEXT: return %2 : tensor<6xf16>
func.func @reshape(%arg0: tensor<2x3xf32>) -> tensor<6xf32> {
  %s = tosa.const_shape {values = dense<6> : tensor<1xindex>} : () -> !tosa.shape<1>
  %0 = tosa.abs %arg0 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.reshape %0, %s : (tensor<2x3xf32>, !tosa.shape<1>) -> tensor<6xf32>
  return %1 : tensor<6xf32>
}

// CHECK-LABEL: func.func @int_resource() -> tensor<2xi32> {
// CHECK-NEXT: %0 = "tosa.const"() <{values = dense_resource<ints> : tensor<2xi32>}> : () -> tensor<2xi32>
func.func @int_resource() -> tensor<2xi32> {
  %0 = "tosa.const"() <{values = dense_resource<ints> : tensor<2xi32>}> : () -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

{-#
  dialect_resources: {
    builtin: {
      ints: "0x040000000100000002000000"
    }
  }
#-}
