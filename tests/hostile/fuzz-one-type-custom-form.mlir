// RUN: %mica-opt %s > %t.mlir
// RUN: FileCheck %s --input-file %t.mlir
// RUN: not %mica-opt %t.mlir 2>&1 | FileCheck %s --check-prefix=REREAD

// Found by the roundtrip fuzz target, and mlir-opt 22's own behaviour: an op
// with SameOperandsAndResultType accepts operands of compatible but unequal
// types, and its custom form, which writes one type, does not read back.
// mica prints and rejects what mlir-opt 22 prints and rejects; the fuzz
// target does not check the custom form of such inputs.

// CHECK: %0 = arith.addf %arg0, %arg1 : tensor<?xf32>
// REREAD: error: use of value '%arg1' expects different type than prior uses: 'tensor<?xf32>' vs 'tensor<4xf32>'
func.func @f(%arg0: tensor<?xf32>, %arg1: tensor<4xf32>) {
  %0 = "arith.addf"(%arg0, %arg1) : (tensor<?xf32>, tensor<4xf32>) -> tensor<?xf32>
  return
}
