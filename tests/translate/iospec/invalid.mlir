// What --emit-iospec cannot describe, each a located error.
// RUN: %mica-translate --emit-iospec --split-input-file --verify-diagnostics %s

// expected-error @+1 {{IOSpec: tensor<?x4xf32> has no static length (a tensor of static shape is needed)}}
func.func @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  return %x : tensor<?x4xf32>
}

// -----

// expected-error @+1 {{IOSpec: the elements of tensor<4xi48> have no precision that packs into 64-bit words}}
func.func @main(%x: tensor<4xi48>) -> tensor<4xi48> {
  return %x : tensor<4xi48>
}

// -----

// expected-error @+1 {{IOSpec: the elements of tensor<4xindex> have no precision}}
func.func @main(%x: tensor<4xindex>) -> tensor<4xi8> {
  %c = "tosa.const"() <{values = dense<0> : tensor<4xi8>}> : () -> tensor<4xi8>
  return %c : tensor<4xi8>
}

// -----

// Per-axis quantization has no single scale.
// expected-error @+1 {{IOSpec: the elements of tensor<2x!quant.uniform<i8:f32:0, {1.000000e-01,2.000000e-01}>> have no precision}}
func.func @main(%x: tensor<2x!quant.uniform<i8:f32:0, {0.1, 0.2}>>) -> tensor<2x!quant.uniform<i8:f32:0, {0.1, 0.2}>> {
  return %x : tensor<2x!quant.uniform<i8:f32:0, {0.1, 0.2}>>
}

// -----

// expected-error @+1 {{IOSpec: the name 'x' is given twice}}
func.func @main(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8>
    attributes {tf.entry_function = {inputs = "x,x", outputs = "y"}} {
  return %a : tensor<4xi8>
}

// -----

// expected-error @+1 {{IOSpec: iospec.quantization must be a dictionary {scale = <float>, zero_pt = <number>}}}
func.func @main(%a: tensor<4xi8> {iospec.quantization = {scale = 1 : i32}}) -> tensor<4xi8> {
  return %a : tensor<4xi8>
}

// -----

// expected-error @+1 {{IOSpec: 2 public functions and none is the entry: mark it with tf.entry_function or name it main}}
module {
  func.func @first(%a: tensor<4xi8>) -> tensor<4xi8> {
    return %a : tensor<4xi8>
  }
  func.func @second(%a: tensor<4xi8>) -> tensor<4xi8> {
    return %a : tensor<4xi8>
  }
}

// -----

// expected-error @+1 {{IOSpec: no public func.func or vgf.sequence with a body to describe}}
module {
  func.func private @decl(tensor<4xi8>) -> tensor<4xi8>
}
