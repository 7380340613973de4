// Found by the roundtrip fuzz target on the seed LangRef's bounded maps
// `... size (...)`: the sizes were kept in the map but are never printed, so
// an identity memref layout with sizes was not elided, and a map with sizes
// and the same map without them were two attributes printed as two identical
// aliases; either way the print did not read back to itself. The sizes are
// now dropped when the map is built, as MLIR dropped them.

// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic %s > %t.1.mlir
// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic %t.1.mlir > %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir
// RUN: FileCheck %s --input-file %t.1.mlir

// CHECK:      #map = affine_map<(d0, d1, d2)[s0] -> (d2, d1, d0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   %0:2 = "foo.op"() : () -> (memref<16x32xf32, "memspace0">, memref<16x4x?xf32, #map, "memspace0">)
// CHECK-NEXT:   "foo.op2"() {a = #map, b = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
#imapA = (d0, d1) -> (d0, d1) size (16, 32)
#imapB = (d0, d1, d2) [s0] -> (d2, d1, d0) size (s0, 4, 16)
"foo.op"() : () -> (memref<16x32xf32, #imapA, memspace0>, memref<16x4x?xf32, #imapB, memspace0>)
"foo.op2"() {a = #imapB, b = affine_map<(d0, d1, d2)[s0] -> (d2, d1, d0)>} : () -> ()
