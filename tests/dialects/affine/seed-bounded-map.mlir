// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s
// The seed LangRef's bounded affine maps `... size (10, s0)` ("Affine Maps",
// "Index Map", "Layout Map"). MLIR dropped sizes, so there is no mlir-opt 22
// spelling of them; the expected output is mlir-opt 22's for the maps without
// `size (...)`.
// Former discrepancy, since fixed in mica: mica keeps the size and prints
// `affine_map<(d0, d1)[s0] -> (...) size (10, 20, 30)>`, which mlir-opt 22
// cannot read.

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0, d1 + s0, d1 - s0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.op"() {a = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
#affine_map2to3 = (d0, d1)[s0] -> (d0, d1 + s0, d1 - s0) size (10, 20, 30)
"foo.op"() {a = #affine_map2to3} : () -> ()

// -----

// CHECK: #map = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d0 * 128 + d2, d1 * 128 + d3)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.op"() {a = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
#imap_tiled = (d0, d1, d2, d3) [M, N] -> (128 * d0 + d2, 128 * d1 + d3)
size (M, N)
"foo.op"() {a = #imap_tiled} : () -> ()

// -----

// CHECK: #map = affine_map<(d0, d1, d2)[s0] -> (d2, d1, d0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   %0 = "foo.op"() : () -> memref<16x4x?xf32, #map>
// CHECK-NEXT: }) : () -> ()
#imapB = (d0, d1, d2) [s0] -> (d2, d1, d0) size (s0, 4, 16)
"foo.op"() : () -> memref<16x4x?xf32, #imapB>
