// RUN: %mica-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s
// RUN: %mica-opt --allow-unregistered-dialect --split-input-file %s | %mica-opt --allow-unregistered-dialect --split-input-file | FileCheck %s
// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --split-input-file --verify-diagnostics %S/Inputs/extract-strided-metadata-invalid.mlir

// memref.extract_strided_metadata names its results as groups: the sizes
// and the strides share what the base buffer and the offset leave, one of
// each a dimension (%sizes:2, used as %sizes#1); a group of one is a plain
// name, a group of none has no name. Expected output: mlir-opt 22's.

// CHECK-LABEL: func.func @metadata(
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<10xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1 = memref.extract_strided_metadata %arg1 : memref<f32> -> memref<f32>, index
// CHECK-NEXT: %base_buffer_2, %offset_3, %sizes_4:2, %strides_5:2 = memref.extract_strided_metadata %arg2 : memref<4x?xf32, 3> -> memref<f32, 3>, index, index, index, index, index
// CHECK-NEXT: "foo.use"(%sizes, %sizes_4#1, %strides_5#0) : (index, index, index) -> ()
// GENERIC: %2:6 = "memref.extract_strided_metadata"(%arg2) : (memref<4x?xf32, 3>) -> (memref<f32, 3>, index, index, index, index, index)
// GENERIC-NEXT: "foo.use"(%0#2, %2#3, %2#4) : (index, index, index) -> ()
func.func @metadata(%m: memref<10xf32>, %n: memref<f32>, %q: memref<4x?xf32, 3>) {
  %a, %b, %c, %d = memref.extract_strided_metadata %m : memref<10xf32> -> memref<f32>, index, index, index
  %e, %f = memref.extract_strided_metadata %n : memref<f32> -> memref<f32>, index
  %0:6 = memref.extract_strided_metadata %q : memref<4x?xf32, 3> -> memref<f32, 3>, index, index, index, index, index
  "foo.use"(%c, %0#3, %0#4) : (index, index, index) -> ()
  return
}
