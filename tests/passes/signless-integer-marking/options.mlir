// The pass has no options (the converter's passes.td declares none): one
// given is MLIR's option error before any pass runs, as mlir-opt-22 gives it
// for a pass of its own without options (`--cse=mode=full`), and nothing is
// printed.
// RUN: not %mica-opt --signless-integer-marking=mode=full %s 2>&1 | FileCheck %s

// CHECK: <Pass-Options-Parser>: no such option mode
// CHECK-NOT: module
func.func @f(%arg0: tensor<1xi8>) -> tensor<1xi8> {
  return %arg0 : tensor<1xi8>
}
