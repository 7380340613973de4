// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// The messages are mlir-opt 22's for the same input.

func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %t in %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op memref 'dest' implies zero results}}
  %r = bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op tensor 'dest' implies exactly one tensor result}}
  bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  %r = bufferization.materialize_in_destination %t in writable %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op result and 'dest' types must match}}
  %r = bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<5xf32>
  return
}
