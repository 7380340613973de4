// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Type examples of the seed LangRef, each as the result type of an op. The
// expected output is mlir-opt 22's for the same fragment (seed-only syntax
// translated: `!t = type T` -> `!t = T`, `memspace0` -> `"memspace0"`).

// "Tensor Type".
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   %0:7 = "foo.tensors"() : () -> (tensor<*xf32>, tensor<?x?x?x?xf32>, tensor<?x?x13x?xf32>, tensor<17x4x13x4xf32>, tensor<f32>, tensor<0x42xf32>, tensor<0xf32>)
// CHECK-NEXT: }) : () -> ()
"foo.tensors"() : () -> (tensor<* x f32>, tensor<? x ? x ? x ? x f32>, tensor<? x ? x 13 x ? x f32>, tensor<17 x 4 x 13 x 4 x f32>, tensor<f32>, tensor<0 x 42 x f32>, tensor<0xf32>)

// -----

// "Tensor Type": zero sizes make different types.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   %0:2 = "foo.zeros"() : () -> (tensor<0x1xi32>, tensor<1x0xi32>)
// CHECK-NEXT: }) : () -> ()
"foo.zeros"() : () -> (tensor<0 x 1 x i32>, tensor<1 x 0 x i32>)

// -----

// "Memref Type": the different types of the note.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   %0:4 = "foo.memrefs"() : () -> (memref<f32>, memref<0xf32>, memref<1x0xf32>, memref<0x1xf32>)
// CHECK-NEXT: }) : () -> ()
"foo.memrefs"() : () -> (memref<f32>, memref<0 x f32>, memref<1 x 0 x f32>, memref<0 x 1 x f32>)

// -----

// "Memref Type": a bare-identifier memory space.
// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   %0 = "foo.memspace"() : () -> memref<16x32xf32, #map, "memspace0">
// CHECK-NEXT: }) : () -> ()
#imapA = (d0, d1) [s0] -> (d0 + s0, d1)
"foo.memspace"() : () -> memref<16x32xf32, #imapA, memspace0>

// -----

// "Vector Type".
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   %0:3 = "foo.vectors"() : () -> (vector<16xf32>, vector<4xf32>, vector<4xf32>)
// CHECK-NEXT: }) : () -> ()
"foo.vectors"() : () -> (vector<16 x f32>, vector<4xf32>, vector<4 x f32>)

// -----

// "Complex Type".
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   %0:2 = "foo.complex"() : () -> (complex<f32>, complex<i32>)
// CHECK-NEXT: }) : () -> ()
"foo.complex"() : () -> (complex<f32>, complex<i32>)

// -----

// "Tuple Type".
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   %0:3 = "foo.tuples"() : () -> (tuple<>, tuple<f32>, tuple<i32, f32, tensor<i1>, i5>)
// CHECK-NEXT: }) : () -> ()
"foo.tuples"() : () -> (tuple<>, tuple<f32>, tuple<i32, f32, tensor<i1>, i5>)

// -----

// "None Type", "Index Type", "Integer Type", "Floating Point Types".
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   %0:11 = "foo.scalars"() : () -> (none, index, i1, i4, i8, i16, i32, f16, bf16, f32, f64)
// CHECK-NEXT: }) : () -> ()
"foo.scalars"() : () -> (none, index, i1, i4, i8, i16, i32, f16, bf16, f32, f64)

// -----

// "Type Aliases".
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.alias"() : () -> vector<4xf32>
// CHECK-NEXT: }) : () -> ()
!avx_m128 = type vector<4 x f32>
"foo.alias"() : () -> !avx_m128
