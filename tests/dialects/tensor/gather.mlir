// tensor.gather and tensor.scatter: their dims are DenseI64ArrayAttrs that
// the format writes as `[0, 2]`. Expected output is mlir-opt 22's.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s

func.func @f(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>, %d: tensor<1x2x1x5x1xf32>) {
  %0 = tensor.gather %s[%i] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x5x1xf32>
  %1 = tensor.gather %s[%i] gather_dims([0, 2]) unique {foo} : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x5xf32>
  %2 = tensor.scatter %d into %s[%i] scatter_dims([0, 2]) unique : (tensor<1x2x1x5x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  return
}
// CHECK: %gather = tensor.gather %arg0[%arg1] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x5x1xf32>
// CHECK: %gather_0 = tensor.gather %arg0[%arg1] gather_dims([0, 2]) unique {foo} : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x5xf32>
// CHECK: %scatter = tensor.scatter %arg2 into %arg0[%arg1] scatter_dims([0, 2]) unique : (tensor<1x2x1x5x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
// GENERIC: %0 = "tensor.gather"(%arg0, %arg1) <{gather_dims = array<i64: 0, 2>}> : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x5x1xf32>
// GENERIC: %1 = "tensor.gather"(%arg0, %arg1) <{gather_dims = array<i64: 0, 2>, unique}> {foo} : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x5xf32>
// GENERIC: %2 = "tensor.scatter"(%arg2, %arg0, %arg1) <{scatter_dims = array<i64: 0, 2>, unique}> : (tensor<1x2x1x5x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>

