// RUN: %mica-opt %s | FileCheck %s

// A functional type gives an op its results, whether or not they are named.

// CHECK: %reshape = tensor.reshape %arg0(%arg1) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?xf32>
func.func @f(%buf: tensor<*xf32>, %shape: tensor<1xi32>) {
  tensor.reshape %buf(%shape) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?xf32>
  return
}
