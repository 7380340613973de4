// Found by the roundtrip fuzz target: two distinct maps may print alike.
// `d0 + (d1 + d2)` and `d0 + d1 + d2` are two trees, both printed as
// `d0 + d1 + d2`, so the print defines two aliases of one body; read back,
// both are `(d0 + d1) + d2`, one map with one alias. mlir-opt 22 prints the
// same (expected text: mlir-opt-22 --allow-unregistered-dialect
// --mlir-print-op-generic, on this file and on its print). The fuzz targets
// accept a second print that is the first with such twin aliases merged
// (docs/RELIABILITY.md); this file is one of their seeds.

// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic %s > %t.1.mlir
// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic %t.1.mlir > %t.2.mlir
// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic %t.2.mlir > %t.3.mlir
// RUN: FileCheck %s --check-prefix=FIRST --input-file %t.1.mlir
// RUN: FileCheck %s --check-prefix=SECOND --input-file %t.2.mlir
// RUN: diff %t.2.mlir %t.3.mlir

// FIRST: #map = affine_map<(d0, d1, d2) -> (d0 + d1 + d2)>
// FIRST-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d0 + d1 + d2)>
// FIRST: "foo.op"() {a = #map, b = #map1} : () -> ()
// SECOND: #map = affine_map<(d0, d1, d2) -> (d0 + d1 + d2)>
// SECOND-NOT: #map1
// SECOND: "foo.op"() {a = #map, b = #map} : () -> ()
"foo.op"() {a = affine_map<(d0, d1, d2) -> (d0 + (d1 + d2))>, b = affine_map<(d0, d1, d2) -> (d0 + d1 + d2)>} : () -> ()
