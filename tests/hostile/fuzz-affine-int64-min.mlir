// Found by the affine fuzz target; mica shares it with mlir-opt 22: an
// affine constant INT64_MIN prints as -9223372036854775808, which does not
// read back, as the literal 9223372036854775808 is too large before its
// minus applies. The fuzz targets accept this (docs/RELIABILITY.md).

// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic %s > %t.1.mlir
// RUN: FileCheck %s --input-file %t.1.mlir
// RUN: not %mica-opt --allow-unregistered-dialect --mlir-print-op-generic %t.1.mlir 2>&1 | FileCheck %s --check-prefix=AGAIN
// CHECK: #map = affine_map<(d0) -> (-9223372036854775808 floordiv -1, d0 - -9223372036854775808)>
// AGAIN: 1.mlir:1:{{[0-9]+}}: error:
"f.o"() {a = affine_map<(d0) -> ((-9223372036854775807 - 1) floordiv -1, d0 - 9223372036854775807 - 1)>} : () -> ()
