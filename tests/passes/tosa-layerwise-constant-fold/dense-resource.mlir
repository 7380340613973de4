// RUN: %mica-opt --tosa-layerwise-constant-fold %s | FileCheck %s
// Transposes of dense_resource constants read the blob (integers of 8 to 64
// bits and f32; a blob of one element is a splat). f16 and i1 blobs, blobs
// of another size, missing blobs and shared constants stay; blobs no longer
// used are not printed.
// Expected text from `mlir-opt-22 --tosa-layerwise-constant-fold`.

func.func @i8_rows() -> tensor<3x2xi8> {
  %0 = "tosa.const"() <{values = dense_resource<bytes> : tensor<2x3xi8>}> : () -> tensor<2x3xi8>
  %1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<2x3xi8>) -> tensor<3x2xi8>
  return %1 : tensor<3x2xi8>
}
func.func @i16_one_element_blob() -> tensor<2x2xi16> {
  %0 = "tosa.const"() <{values = dense_resource<halves> : tensor<2x2xi16>}> : () -> tensor<2x2xi16>
  %1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<2x2xi16>) -> tensor<2x2xi16>
  return %1 : tensor<2x2xi16>
}
func.func @i64_unsigned() -> tensor<2x1xui64> {
  %0 = "tosa.const"() <{values = dense_resource<wide> : tensor<1x2xui64>}> : () -> tensor<1x2xui64>
  %1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<1x2xui64>) -> tensor<2x1xui64>
  return %1 : tensor<2x1xui64>
}
func.func @f16_kept() -> tensor<2x2xf16> {
  %0 = "tosa.const"() <{values = dense_resource<halffloats> : tensor<2x2xf16>}> : () -> tensor<2x2xf16>
  %1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<2x2xf16>) -> tensor<2x2xf16>
  return %1 : tensor<2x2xf16>
}
func.func @i1_kept() -> tensor<2x2xi1> {
  %0 = "tosa.const"() <{values = dense_resource<flags> : tensor<2x2xi1>}> : () -> tensor<2x2xi1>
  %1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<2x2xi1>) -> tensor<2x2xi1>
  return %1 : tensor<2x2xi1>
}
func.func @one_element_blob_splat() -> tensor<2x1xi32> {
  %0 = "tosa.const"() <{values = dense_resource<short> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
  %1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<1x2xi32>) -> tensor<2x1xi32>
  return %1 : tensor<2x1xi32>
}
func.func @shared_kept() -> (tensor<2x2xf32>, tensor<2x2xf32>) {
  %0 = "tosa.const"() <{values = dense_resource<floats> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  %1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  return %1, %0 : tensor<2x2xf32>, tensor<2x2xf32>
}
func.func @wrong_size_kept() -> tensor<2x2xi32> {
  %0 = "tosa.const"() <{values = dense_resource<three> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<2x2xi32>) -> tensor<2x2xi32>
  return %1 : tensor<2x2xi32>
}
func.func @missing_blob_2x2_kept() -> tensor<2x2xi32> {
  %0 = "tosa.const"() <{values = dense_resource<nowhere> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<2x2xi32>) -> tensor<2x2xi32>
  return %1 : tensor<2x2xi32>
}
// CHECK-LABEL: func.func @i8_rows() -> tensor<3x2xi8> {
// CHECK-NEXT: %0 = "tosa.const"() <{values = dense<{{\[\[}}1, -1], [2, -128], [3, -127]]> : tensor<3x2xi8>}> : () -> tensor<3x2xi8>
// CHECK-NEXT: return %0 : tensor<3x2xi8>
// CHECK-LABEL: func.func @i16_one_element_blob() -> tensor<2x2xi16> {
// CHECK-NEXT: %0 = "tosa.const"() <{values = dense<-204> : tensor<2x2xi16>}> : () -> tensor<2x2xi16>
// CHECK-NEXT: return %0 : tensor<2x2xi16>
// CHECK-LABEL: func.func @i64_unsigned() -> tensor<2x1xui64> {
// CHECK-NEXT: %0 = "tosa.const"() <{values = dense<{{\[\[}}9223372036854775809], [2]]> : tensor<2x1xui64>}> : () -> tensor<2x1xui64>
// CHECK-NEXT: return %0 : tensor<2x1xui64>
// CHECK-LABEL: func.func @f16_kept() -> tensor<2x2xf16> {
// CHECK-NEXT: %0 = "tosa.const"() <{values = dense_resource<halffloats> : tensor<2x2xf16>}> : () -> tensor<2x2xf16>
// CHECK-NEXT: %1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<2x2xf16>) -> tensor<2x2xf16>
// CHECK-NEXT: return %1 : tensor<2x2xf16>
// CHECK-LABEL: func.func @i1_kept() -> tensor<2x2xi1> {
// CHECK-NEXT: %0 = "tosa.const"() <{values = dense_resource<flags> : tensor<2x2xi1>}> : () -> tensor<2x2xi1>
// CHECK-NEXT: %1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<2x2xi1>) -> tensor<2x2xi1>
// CHECK-NEXT: return %1 : tensor<2x2xi1>
// CHECK-LABEL: func.func @one_element_blob_splat() -> tensor<2x1xi32> {
// CHECK-NEXT: %0 = "tosa.const"() <{values = dense<1> : tensor<2x1xi32>}> : () -> tensor<2x1xi32>
// CHECK-NEXT: return %0 : tensor<2x1xi32>
// CHECK-LABEL: func.func @shared_kept() -> (tensor<2x2xf32>, tensor<2x2xf32>) {
// CHECK-NEXT: %0 = "tosa.const"() <{values = dense_resource<floats> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
// CHECK-NEXT: %1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: return %1, %0 : tensor<2x2xf32>, tensor<2x2xf32>
// CHECK-LABEL: func.func @wrong_size_kept() -> tensor<2x2xi32> {
// CHECK-NEXT: %0 = "tosa.const"() <{values = dense_resource<three> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
// CHECK-NEXT: %1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<2x2xi32>) -> tensor<2x2xi32>
// CHECK-NEXT: return %1 : tensor<2x2xi32>
// CHECK-LABEL: func.func @missing_blob_2x2_kept() -> tensor<2x2xi32> {
// CHECK-NEXT: %0 = "tosa.const"() <{values = dense_resource<nowhere> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
// CHECK-NEXT: %1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<2x2xi32>) -> tensor<2x2xi32>
// CHECK-NEXT: return %1 : tensor<2x2xi32>
// CHECK-NOT: bytes:
// CHECK: {-#
// CHECK-NEXT: dialect_resources: {
// CHECK-NEXT: builtin: {
// CHECK-NEXT: halffloats: "0x02000000003C004000420044",
// CHECK-NEXT: flags: "0x0100000001000101",
// CHECK-NEXT: floats: "0x040000000000803F000000400000404000008040",
// CHECK-NEXT: three: "0x04000000010000000200000003000000"
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: #-}
{-#
  dialect_resources: {
    builtin: {
      bytes: "0x01000000010203FF8081",
      halves: "0x0200000034FF",
      wide: "0x0800000001000000000000800200000000000000",
      halffloats: "0x02000000003C004000420044",
      flags: "0x0100000001000101",
      short: "0x0400000001000000",
      three: "0x04000000010000000200000003000000",
      floats: "0x040000000000803F000000400000404000008040"
    }
  }
#-}
