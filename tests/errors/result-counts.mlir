// RUN: %mica-opt --verify-diagnostics --split-input-file %s

// OneResult of the single-result memref, tensor and func ops, and
// extract_strided_metadata's AtLeastNResults<2>, in the generic form (an
// alloc without results used to crash the verifier).

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op requires one result}}
  "tensor.cast"(%a) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op requires one result}}
  %0:2 = "memref.load"(%a, %i) : (memref<4xf32>, index) -> (f32, f32)
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'memref.alloc' op requires one result}}
  "memref.alloc"() {operandSegmentSizes = array<i32: 0, 0>} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'tensor.empty' op requires one result}}
  %0:2 = "tensor.empty"() : () -> (tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.dim' op requires one result}}
  "tensor.dim"(%a, %i) : (tensor<4xf32>, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.subview' op requires one result}}
  "memref.subview"(%a) {operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} : (memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'tensor.from_elements' op requires one result}}
  "tensor.from_elements"(%a) : (f32) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op requires one result}}
  "memref.cast"(%a) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.rank' op requires one result}}
  %0:2 = "memref.rank"(%a) : (memref<4xf32>) -> (index, index)
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'memref.get_global' op requires one result}}
  "memref.get_global"() {name = @g} : () -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op requires one result}}
  "memref.atomic_rmw"(%v, %a, %i) {kind = 0 : i64} : (f32, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.transpose' op requires one result}}
  "memref.transpose"(%a) {permutation = affine_map<(d0) -> (d0)>} : (memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.extract_aligned_pointer_as_index' op requires one result}}
  "memref.extract_aligned_pointer_as_index"(%a) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %s: memref<1xi32>) {
  // expected-error @+1 {{'memref.reshape' op requires one result}}
  "memref.reshape"(%a, %s) : (memref<4xf32>, memref<1xi32>) -> ()
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.rank' op requires one result}}
  "tensor.rank"(%a) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op requires one result}}
  "tensor.extract"(%a, %i) : (tensor<4xf32>, index) -> ()
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.bitcast' op requires one result}}
  "tensor.bitcast"(%a) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.concat' op requires one result}}
  "tensor.concat"(%a) {dim = 0 : i64} : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op requires one result}}
  "memref.memory_space_cast"(%a) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op requires one result}}
  "memref.assume_alignment"(%a) {alignment = 16 : i32} : (memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%a: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op requires one result}}
  "memref.collapse_shape"(%a) {reassociation = [[0, 1]]} : (memref<4x4xf32>) -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.constant' op requires one result}}
  "func.constant"() {value = @f} : () -> ()
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'tensor.insert' op requires one result}}
  "tensor.insert"(%v, %a, %i) : (f32, tensor<4xf32>, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index'}}
  // expected-error @+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %0, %1 = "memref.extract_strided_metadata"(%a) : (memref<4xf32>) -> (memref<f32>, index)
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op expected 2 or more results}}
  "memref.extract_strided_metadata"(%a) : (memref<4xf32>) -> ()
  return
}
