// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s
// Bounded affine maps of the seed LangRef (`... size (...)`). MLIR dropped
// sizes; the expected output is mlir-opt 22's for the maps without `size`
// (an identity layout, sizes or not, is the default layout and dropped).

// "Dimensions and Symbols".
// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0, d1 + s0, d1 - s0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.op"() {a = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
#affine_map2to3 = (d0, d1)[s0] -> (d0, d1 + s0, d1 - s0) size (10, 20, 30)
"foo.op"() {a = #affine_map2to3} : () -> ()

// -----

// "Named affine mappings".
// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0, d0 + d1 + s0 floordiv 2)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.op"() {a = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
#affine_map42 =
(d0, d1)[s0] -> (d0, d0 + d1 + floordiv(s0,2)) size (10, s0)
"foo.op"() {a = #affine_map42} : () -> ()

// -----

// "Memref Type", static examples.
// CHECK: #map = affine_map<(d0, d1, d2)[s0] -> (d2, d1, d0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   %0:2 = "foo.op"() : () -> (memref<16x32xf32, "memspace0">, memref<16x4x?xf32, #map, "memspace0">)
// CHECK-NEXT: }) : () -> ()
#imapA = (d0, d1) -> (d0, d1) size (16, 32)
#imapB = (d0, d1, d2) [s0] -> (d2, d1, d0) size (s0, 4, 16)
"foo.op"() : () -> (memref<16x32xf32, #imapA, memspace0>, memref<16x4x?xf32, #imapB, memspace0>)

// -----

// "Index Map".
// CHECK: #map = affine_map<(d0, d1)[s0, s1, s2, s3] -> (d0 + s2, d1 + s3)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d0 * 128 + d2, d1 * 128 + d3)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.op"() {a = #map, b = #map1} : () -> ()
// CHECK-NEXT: }) : () -> ()
#imap_slice = (i, j) [M, N, OI, OJ] -> (i + OI , j + OJ) size (M, N)
#imap_tiled = (d0, d1, d2, d3) [M, N] -> (128 * d0 + d2, 128 * d1 + d3)
size (M, N)
"foo.op"() {a = #imap_slice, b = #imap_tiled} : () -> ()

// -----

// "Layout Map".
// CHECK: #map = affine_map<(d0, d1)[s0, s1] -> (d0, d1)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.op"() {a = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
#layout_map_row_major = (i, j) [M, N] -> (i, j) size (M, N)
"foo.op"() {a = #layout_map_row_major} : () -> ()
