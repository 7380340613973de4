// tensor.bitcast. Expected output is mlir-opt 22's, custom and generic.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

func.func @bitcast(%a: tensor<?xi64>) {
  %0 = tensor.bitcast %a : tensor<?xi64> to tensor<?xf64>
  return
}
// CHECK: %0 = tensor.bitcast %arg0 : tensor<?xi64> to tensor<?xf64>
// GENERIC: "tensor.bitcast"(%arg0) : (tensor<?xi64>) -> tensor<?xf64>
