// RUN: %mica-opt --verify-diagnostics --split-input-file %s

// ODS type constraints of the tensor ops (operands, results, TypesMatchWith
// predicates, HasParent of tensor.yield), in the generic form.

func.func @f(%a: i32) {
  // expected-error @+1 {{'tensor.empty' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "tensor.empty"(%a) : (i32) -> tensor<?xf32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'tensor.empty' op result #0 must be ranked tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "tensor.empty"() : () -> memref<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %i: i32) {
  // expected-error @+1 {{'tensor.dim' op operand #1 must be index, but got 'i32'}}
  %0 = "tensor.dim"(%a, %i) : (tensor<4xf32>, i32) -> index
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.dim' op result #0 must be index, but got 'i64'}}
  %0 = "tensor.dim"(%a, %i) : (tensor<4xf32>, index) -> i64
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'memref<4xf32>'}}
  %0 = "tensor.dim"(%a, %i) : (memref<4xf32>, index) -> index
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %i: i32) {
  // expected-error @+1 {{'tensor.extract' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "tensor.extract"(%a, %i) : (tensor<4xf32>, i32) -> f32
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op failed to verify that result type matches element type of tensor}}
  %0 = "tensor.extract"(%a, %i) : (tensor<4xf32>, index) -> f64
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op operand #0 must be ranked tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "tensor.extract"(%a, %i) : (memref<4xf32>, index) -> f32
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %i: index, %v: f64) {
  // expected-error @+1 {{'tensor.insert' op failed to verify that scalar type matches element type of dest}}
  %0 = "tensor.insert"(%v, %a, %i) : (f64, tensor<4xf32>, index) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'tensor.insert' op failed to verify that result type matches type of dest}}
  %0 = "tensor.insert"(%v, %a, %i) : (f32, tensor<4xf32>, index) -> tensor<4xf64>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %i: i32, %v: f32) {
  // expected-error @+1 {{'tensor.insert' op operand #2 must be variadic of index, but got 'i32'}}
  %0 = "tensor.insert"(%v, %a, %i) : (f32, tensor<4xf32>, i32) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op result #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "tensor.cast"(%a) : (tensor<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "tensor.cast"(%a) : (memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  %0 = "tensor.from_elements"(%a) : (f32) -> tensor<2xf32>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  %0 = "tensor.from_elements"(%a) : (f32) -> tensor<1xf64>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'tensor.from_elements' op result #0 must be statically shaped tensor of any type values, but got 'memref<1xf32>'}}
  %0 = "tensor.from_elements"(%a) : (f32) -> memref<1xf32>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'tensor.from_elements' op result #0 must be statically shaped tensor of any type values, but got 'tensor<?xf32>'}}
  %0 = "tensor.from_elements"(%a) : (f32) -> tensor<?xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %s: tensor<1xf32>) {
  // expected-error @+1 {{'tensor.reshape' op operand #1 must be 1D tensor of signless integer or index values, but got 'tensor<1xf32>'}}
  %0 = "tensor.reshape"(%a, %s) : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %s: tensor<1xindex>) {
  // expected-error @+1 {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
  %0 = "tensor.reshape"(%a, %s) : (tensor<4xf32>, tensor<1xindex>) -> tensor<4xf64>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %s: tensor<1xindex>) {
  // expected-error @+1 {{'tensor.reshape' op operand #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "tensor.reshape"(%a, %s) : (memref<4xf32>, tensor<1xindex>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected collapsed type to be 'tensor<16xf32>', but got 'tensor<16xf64>'}}
  %0 = "tensor.collapse_shape"(%a) {reassociation = [[0, 1]]} : (tensor<4x4xf32>) -> tensor<16xf64>
  return
}

// -----

func.func @f(%a: memref<4x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op operand #0 must be tensor of any type values, but got 'memref<4x4xf32>'}}
  %0 = "tensor.collapse_shape"(%a) {reassociation = [[0, 1]]} : (memref<4x4xf32>) -> tensor<16xf32>
  return
}

// -----

func.func @f(%a: tensor<?xf32>, %s: i32) {
  // expected-error @+1 {{'tensor.expand_shape' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "tensor.expand_shape"(%a, %s) {reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 4>} : (tensor<?xf32>, i32) -> tensor<?x4xf32>
  return
}

// -----

func.func @f(%a: tensor<16xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op result #0 must be tensor of any type values, but got 'memref<4x4xf32>'}}
  %0 = "tensor.expand_shape"(%a) {reassociation = [[0, 1]], static_output_shape = array<i64: 4, 4>} : (tensor<16xf32>) -> memref<4x4xf32>
  return
}

// -----

func.func @f(%a: tensor<8xf32>, %i: i32) {
  // expected-error @+1 {{'tensor.extract_slice' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "tensor.extract_slice"(%a, %i) {operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} : (tensor<8xf32>, i32) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<8xf32>) {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %0 = "tensor.extract_slice"(%a) {operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} : (tensor<8xf32>) -> tensor<4xf64>
  return
}

// -----

func.func @f(%a: memref<8xf32>) {
  // expected-error @+1 {{'tensor.extract_slice' op operand #0 must be ranked tensor of any type values, but got 'memref<8xf32>'}}
  %0 = "tensor.extract_slice"(%a) {operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} : (memref<8xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %b: tensor<8xf32>, %i: i32) {
  // expected-error @+1 {{'tensor.insert_slice' op operand #2 must be variadic of index, but got 'i32'}}
  %0 = "tensor.insert_slice"(%a, %b, %i) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} : (tensor<4xf32>, tensor<8xf32>, i32) -> tensor<8xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %b: tensor<8xf32>) {
  // expected-error @+1 {{'tensor.insert_slice' op failed to verify that expected result type to match dest type}}
  %0 = "tensor.insert_slice"(%a, %b) {operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} : (tensor<4xf32>, tensor<8xf32>) -> tensor<8xf64>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %b: tensor<8xf64>) {
  // expected-error @+1 {{expected element type to be 'f64'}}
  %0 = "tensor.insert_slice"(%a, %b) {operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} : (tensor<4xf32>, tensor<8xf64>) -> tensor<8xf64>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %i: i32) {
  // expected-error @+1 {{'tensor.pad' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "tensor.pad"(%a, %i) ({
  ^bb0(%x: index):
    %c = arith.constant 0.0 : f32
    "tensor.yield"(%c) : (f32) -> ()
  }) {operandSegmentSizes = array<i32: 1, 1, 0>, static_low = array<i64: -9223372036854775808>, static_high = array<i64: 0>} : (tensor<4xf32>, i32) -> tensor<?xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.pad' op expected yield type to match shape element type}}
  %0 = "tensor.pad"(%a) ({
  ^bb0(%x: index):
    %c = arith.constant 0.0 : f32
    "tensor.yield"(%c) : (f32) -> ()
  }) {operandSegmentSizes = array<i32: 1, 0, 0>, static_low = array<i64: 1>, static_high = array<i64: 0>} : (tensor<4xf32>) -> tensor<5xf64>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'tensor.splat' op failed to verify that operand type matches element type of result}}
  %0 = "tensor.splat"(%a) : (f32) -> tensor<4xf64>
  return
}

// -----

func.func @f(%a: f32, %i: i32) {
  // expected-error @+1 {{'tensor.splat' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "tensor.splat"(%a, %i) : (f32, i32) -> tensor<?xf32>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'tensor.splat' op result #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = "tensor.splat"(%a) : (f32) -> tensor<*xf32>
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'tensor.generate' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "tensor.generate"(%a) ({
  ^bb0(%x: index):
    %c = arith.constant 0.0 : f32
    "tensor.yield"(%c) : (f32) -> ()
  }) : (i32) -> tensor<?xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.rank' op result #0 must be index, but got 'i32'}}
  %0 = "tensor.rank"(%a) : (tensor<4xf32>) -> i32
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'tensor.rank' op operand #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "tensor.rank"(%a) : (memref<4xf32>) -> index
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<4xf64>' are cast incompatible}}
  %0 = "tensor.bitcast"(%a) : (tensor<4xf32>) -> tensor<4xf64>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %b: tensor<4xf64>) {
  // expected-error @+1 {{'tensor.concat' op inputs and result element type must match}}
  %0 = "tensor.concat"(%a, %b) {dim = 0 : i64} : (tensor<4xf32>, tensor<4xf64>) -> tensor<8xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'tensor.concat' op operand #0 must be variadic of ranked tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "tensor.concat"(%a) {dim = 0 : i64} : (memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %i: tensor<1x1xf32>) {
  // expected-error @+1 {{'tensor.gather' op operand #1 must be ranked tensor of signless integer or index values, but got 'tensor<1x1xf32>'}}
  %0 = "tensor.gather"(%a, %i) {gather_dims = array<i64: 0>} : (tensor<4xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<1x1xf32>) {
  // expected-error @+1 {{'tensor.scatter' op operand #2 must be ranked tensor of signless integer or index values, but got 'tensor<1x1xf32>'}}
  %0 = "tensor.scatter"(%a, %b, %i) {scatter_dims = array<i64: 0>, unique} : (tensor<4xf32>, tensor<4xf32>, tensor<1x1xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  "tensor.yield"(%a) : (f32) -> ()
}

// -----

func.func @f(%a: tensor<4xf32>, %i: index, %v: f64) {
  // expected-error @+1 {{'tensor.insert' op failed to verify that result type matches type of dest}}
  %0 = "tensor.insert"(%v, %a, %i) : (f64, tensor<4xf32>, index) -> tensor<4xf64>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'tensor.insert' op operand #1 must be ranked tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "tensor.insert"(%v, %a, %i) : (f32, memref<4xf32>, index) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'tensor.insert' op result #0 must be ranked tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "tensor.insert"(%v, %a, %i) : (f32, tensor<4xf32>, index) -> memref<4xf32>
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{'tensor.generate' op result #0 must be ranked tensor of any type values, but got 'memref<?xf32>'}}
  %0 = "tensor.generate"(%a) ({
  ^bb0(%x: index):
    %c = arith.constant 0.0 : f32
    "tensor.yield"(%c) : (f32) -> ()
  }) : (index) -> memref<?xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'tensor.pad' op operand #0 must be ranked tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "tensor.pad"(%a) ({
  ^bb0(%x: index):
    %c = arith.constant 0.0 : f32
    "tensor.yield"(%c) : (f32) -> ()
  }) {operandSegmentSizes = array<i32: 1, 0, 0>, static_low = array<i64: 1>, static_high = array<i64: 0>} : (memref<4xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.pad' op result #0 must be ranked tensor of any type values, but got 'memref<5xf32>'}}
  %0 = "tensor.pad"(%a) ({
  ^bb0(%x: index):
    %c = arith.constant 0.0 : f32
    "tensor.yield"(%c) : (f32) -> ()
  }) {operandSegmentSizes = array<i32: 1, 0, 0>, static_low = array<i64: 1>, static_high = array<i64: 0>} : (tensor<4xf32>) -> memref<5xf32>
  return
}

// -----

func.func @f(%a: tensor<8xf32>) {
  // expected-error @+1 {{'tensor.extract_slice' op result #0 must be ranked tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "tensor.extract_slice"(%a) {operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} : (tensor<8xf32>) -> memref<4xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %b: tensor<8xf32>) {
  // expected-error @+1 {{'tensor.insert_slice' op operand #0 must be ranked tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "tensor.insert_slice"(%a, %b) {operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} : (memref<4xf32>, tensor<8xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %b: memref<8xf32>) {
  // expected-error @+1 {{'tensor.insert_slice' op operand #1 must be ranked tensor of any type values, but got 'memref<8xf32>'}}
  %0 = "tensor.insert_slice"(%a, %b) {operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} : (tensor<4xf32>, memref<8xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %s: tensor<1xindex>) {
  // expected-error @+1 {{'tensor.reshape' op result #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "tensor.reshape"(%a, %s) : (tensor<4xf32>, tensor<1xindex>) -> memref<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %s: tensor<2x1xindex>) {
  // expected-error @+1 {{'tensor.reshape' op operand #1 must be 1D tensor of signless integer or index values, but got 'tensor<2x1xindex>'}}
  %0 = "tensor.reshape"(%a, %s) : (tensor<4xf32>, tensor<2x1xindex>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: tensor<1x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op operand #0 must be ranked tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "tensor.gather"(%a, %i) {gather_dims = array<i64: 0>} : (memref<4xf32>, tensor<1x1xindex>) -> tensor<1x1xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %i: tensor<1x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op result #0 must be ranked tensor of any type values, but got 'memref<1x1xf32>'}}
  %0 = "tensor.gather"(%a, %i) {gather_dims = array<i64: 0>} : (tensor<4xf32>, tensor<1x1xindex>) -> memref<1x1xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %b: memref<4xf32>, %i: tensor<1x1xindex>) {
  // expected-error @+1 {{'tensor.scatter' op operand #1 must be ranked tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "tensor.scatter"(%a, %b, %i) {scatter_dims = array<i64: 0>, unique} : (tensor<4xf32>, memref<4xf32>, tensor<1x1xindex>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<1xf32>, %b: tensor<4xf32>, %i: tensor<1x1xindex>) {
  // expected-error @+1 {{'tensor.scatter' op result #0 must be ranked tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "tensor.scatter"(%a, %b, %i) {scatter_dims = array<i64: 0>, unique} : (tensor<1xf32>, tensor<4xf32>, tensor<1x1xindex>) -> memref<4xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'tensor.bitcast' op operand #0 must be tensor of signless integer or unsigned integer or signed integer or floating-point values, but got 'memref<4xf32>'}}
  %0 = "tensor.bitcast"(%a) : (memref<4xf32>) -> tensor<4xi32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.bitcast' op result #0 must be tensor of signless integer or unsigned integer or signed integer or floating-point values, but got 'memref<4xi32>'}}
  %0 = "tensor.bitcast"(%a) : (tensor<4xf32>) -> memref<4xi32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.concat' op result #0 must be ranked tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "tensor.concat"(%a) {dim = 0 : i64} : (tensor<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op failed to verify that result type matches element type of tensor}}
  %0 = "tensor.extract"(%a, %i) : (tensor<4xf32>, index) -> tensor<f32>
  return
}

// -----

func.func @f(%a: tensor<*xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op operand #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = "tensor.extract"(%a, %i) : (tensor<*xf32>, index) -> f32
  return
}

// -----

func.func @f(%a: tensor<f32>, %i: index) {
  // expected-error @+1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  %0 = "tensor.dim"(%a, %i) : (tensor<f32>, index) -> index
  return
}

// -----

func.func @f(%a: f32, %b: f64) {
  // expected-error @+1 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  %0 = "tensor.from_elements"(%a, %b) : (f32, f64) -> tensor<2xf32>
  return
}

// -----

func.func @f(%a: f32, %i: index) {
  // expected-error @+1 {{'tensor.splat' op result #0 must be ranked tensor of any type values, but got 'memref<?xf32>'}}
  %0 = "tensor.splat"(%a, %i) : (f32, index) -> memref<?xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %b: tensor<8xf32>) {
  // expected-error @+1 {{'tensor.parallel_insert_slice' op operand #0 must be ranked tensor of any type values, but got 'memref<4xf32>'}}
  "tensor.parallel_insert_slice"(%a, %b) {operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} : (memref<4xf32>, tensor<8xf32>) -> ()
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %b: tensor<8xf32>, %i: i32) {
  // expected-error @+1 {{'tensor.parallel_insert_slice' op operand #2 must be variadic of index, but got 'i32'}}
  "tensor.parallel_insert_slice"(%a, %b, %i) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} : (tensor<4xf32>, tensor<8xf32>, i32) -> ()
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %b: memref<8xf32>) {
  // expected-error @+1 {{'tensor.parallel_insert_slice' op operand #1 must be ranked tensor of any type values, but got 'memref<8xf32>'}}
  "tensor.parallel_insert_slice"(%a, %b) {operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} : (tensor<4xf32>, memref<8xf32>) -> ()
  return
}
