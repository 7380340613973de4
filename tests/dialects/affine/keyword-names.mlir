// RUN: %mica-opt %s | FileCheck %s

// Dimensions and symbols may be named by the keywords of affine expressions:
// as an operand `mod` is a name, between operands an operator (MLIR's
// affine parser reads it so). Expected output: mlir-opt 22's.

// CHECK: #map = affine_map<(d0, d1)[s0, s1] -> (-d0 + s0 floordiv 2, -d1 + s1 mod 3)>
// CHECK: #map1 = affine_map<(d0)[s0] -> (d0 ceildiv s0)>
// CHECK-LABEL: func.func private @keywords(memref<4x4xf32, #map>)
// CHECK-NEXT: func.func private @ceildiv(memref<4xf32, #map1>)
#named = affine_map<(d0, d1)[mod, floordiv] -> (mod floordiv 2 - d0, floordiv mod 3 - d1)>
func.func private @keywords(memref<4x4xf32, #named>)
func.func private @ceildiv(memref<4xf32, affine_map<(ceildiv)[mod] -> (ceildiv ceildiv mod)>>)
