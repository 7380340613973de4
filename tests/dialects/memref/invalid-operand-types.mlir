// RUN: %mica-opt --verify-diagnostics --split-input-file %s

// ODS type constraints of the memref ops (operands, results, TypesMatchWith,
// AllTypesMatch, SameOperandsAndResultType, CastOpInterface), written in the
// generic form so that the custom parsers' own checks do not hide them.

func.func @f(%a: f32) {
  // expected-error @+1 {{'memref.alloc' op operand #0 must be variadic of index, but got 'f32'}}
  %0 = "memref.alloc"(%a) {operandSegmentSizes = array<i32: 1, 0>} : (f32) -> memref<?xf32>
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{'memref.alloc' op result #0 must be memref of any type values, but got 'tensor<?xf32>'}}
  %0 = "memref.alloc"(%a) {operandSegmentSizes = array<i32: 1, 0>} : (index) -> tensor<?xf32>
  return
}

// -----

func.func @f(%a: i64) {
  // expected-error @+1 {{'memref.alloca' op operand #0 must be variadic of index, but got 'i64'}}
  %0 = "memref.alloca"(%a) {operandSegmentSizes = array<i32: 1, 0>} : (i64) -> memref<?xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'memref.dealloc' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  "memref.dealloc"(%a) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: i32) {
  // expected-error @+1 {{'memref.load' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "memref.load"(%a, %i) : (memref<4xf32>, i32) -> f32
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op operand #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.load"(%a, %i) : (tensor<4xf32>, index) -> f32
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%a, %i) : (memref<4xf32>, index) -> f64
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index, %v: f64) {
  // expected-error @+1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%v, %a, %i) : (f64, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: i32, %v: f32) {
  // expected-error @+1 {{'memref.store' op operand #2 must be variadic of index, but got 'i32'}}
  "memref.store"(%v, %a, %i) : (f32, memref<4xf32>, i32) -> ()
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'memref.store' op operand #1 must be memref of any type values, but got 'tensor<4xf32>'}}
  "memref.store"(%v, %a, %i) : (f32, tensor<4xf32>, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op result #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.cast"(%a) : (memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.cast"(%a) : (tensor<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: i32) {
  // expected-error @+1 {{'memref.dim' op operand #1 must be index, but got 'i32'}}
  %0 = "memref.dim"(%a, %i) : (memref<4xf32>, i32) -> index
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dim' op result #0 must be index, but got 'i32'}}
  %0 = "memref.dim"(%a, %i) : (memref<4xf32>, index) -> i32
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.dim"(%a, %i) : (tensor<4xf32>, index) -> index
  return
}

// -----

func.func @f(%a: memref<4xf32>, %b: memref<4xf64>) {
  // expected-error @+1 {{'memref.copy' op requires the same element type for all operands}}
  "memref.copy"(%a, %b) : (memref<4xf32>, memref<4xf64>) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{'memref.copy' op operand #1 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  "memref.copy"(%a, %b) : (memref<4xf32>, tensor<4xf32>) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %b: memref<5xf32>) {
  // expected-error @+1 {{'memref.copy' op requires the same shape for all operands}}
  "memref.copy"(%a, %b) : (memref<4xf32>, memref<5xf32>) -> ()
  return
}

// -----

func.func @f(%a: memref<8xf32>, %i: i32) {
  // expected-error @+1 {{'memref.subview' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "memref.subview"(%a, %i) {operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} : (memref<8xf32>, i32) -> memref<4xf32, strided<[1], offset: ?>>
  return
}

// -----

func.func @f(%a: tensor<8xf32>) {
  // expected-error @+1 {{'memref.subview' op operand #0 must be memref of any type values, but got 'tensor<8xf32>'}}
  %0 = "memref.subview"(%a) {operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} : (tensor<8xf32>) -> memref<4xf32>
  return
}

// -----

func.func @f(%a: memref<8xf32>, %i: f32) {
  // expected-error @+1 {{'memref.reinterpret_cast' op operand #1 must be variadic of index, but got 'f32'}}
  %0 = "memref.reinterpret_cast"(%a, %i) {operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} : (memref<8xf32>, f32) -> memref<4xf32, strided<[1], offset: ?>>
  return
}

// -----

func.func @f(%a: tensor<8xf32>) {
  // expected-error @+1 {{'memref.reinterpret_cast' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<8xf32>'}}
  %0 = "memref.reinterpret_cast"(%a) {operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} : (tensor<8xf32>) -> memref<4xf32>
  return
}

// -----

func.func @f(%a: memref<8xf32>) {
  // expected-error @+1 {{'memref.reinterpret_cast' op result #0 must be strided memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.reinterpret_cast"(%a) {operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} : (memref<8xf32>) -> tensor<4xf32>
  return
}

// -----

// expected-error @+1 {{'memref.global' op attribute 'type' failed to satisfy constraint: memref type attribute}}
"memref.global"() {sym_name = "g", type = tensor<4xf32>, sym_visibility = "private"} : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value element expected to be of type 'f32', but was of type 'f64'}}
"memref.global"() {sym_name = "g", type = memref<4xf32>, sym_visibility = "private", initial_value = dense<1.0> : tensor<4xf64>} : () -> ()

// -----

memref.global "private" @g : memref<4xf32>
func.func @f() {
  // expected-error @+1 {{'memref.get_global' op result #0 must be statically shaped memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.get_global"() {name = @g} : () -> tensor<4xf32>
  return
}

// -----

memref.global "private" @g : memref<4xf32>
func.func @f() {
  // expected-error @+1 {{'memref.get_global' op result type 'memref<4xf64>' does not match type 'memref<4xf32>' of the global memref @g}}
  %0 = "memref.get_global"() {name = @g} : () -> memref<4xf64>
  return
}

// -----

func.func @f(%a: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<16xf32>' but found 'memref<16xf64>'}}
  %0 = "memref.collapse_shape"(%a) {reassociation = [[0, 1]]} : (memref<4x4xf32>) -> memref<16xf64>
  return
}

// -----

func.func @f(%a: tensor<4x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op operand #0 must be strided memref of any type values, but got 'tensor<4x4xf32>'}}
  %0 = "memref.collapse_shape"(%a) {reassociation = [[0, 1]]} : (tensor<4x4xf32>) -> memref<16xf32>
  return
}

// -----

func.func @f(%a: memref<16xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<4x4xf32>' but found 'memref<4x4xf64>'}}
  %0 = "memref.expand_shape"(%a) {reassociation = [[0, 1]], static_output_shape = array<i64: 4, 4>} : (memref<16xf32>) -> memref<4x4xf64>
  return
}

// -----

func.func @f(%a: memref<?xf32>, %s: i32) {
  // expected-error @+1 {{'memref.expand_shape' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "memref.expand_shape"(%a, %s) {reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 4>} : (memref<?xf32>, i32) -> memref<?x4xf32>
  return
}

// -----

func.func @f(%a: memref<16xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op result #0 must be strided memref of any type values, but got 'tensor<4x4xf32>'}}
  %0 = "memref.expand_shape"(%a) {reassociation = [[0, 1]], static_output_shape = array<i64: 4, 4>} : (memref<16xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.rank' op result #0 must be index, but got 'i32'}}
  %0 = "memref.rank"(%a) : (memref<4xf32>) -> i32
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'memref.rank' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.rank"(%a) : (tensor<4xf32>) -> index
  return
}

// -----

func.func @f(%a: memref<4xf32>, %b: index) {
  // expected-error @+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<4xf32>'}}
  %0 = "memref.view"(%a, %b) : (memref<4xf32>, index) -> memref<1xf32>
  return
}

// -----

func.func @f(%a: memref<4xi8>, %b: i32) {
  // expected-error @+1 {{'memref.view' op operand #1 must be index, but got 'i32'}}
  %0 = "memref.view"(%a, %b) : (memref<4xi8>, i32) -> memref<1xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %b: i32) {
  // expected-error @+1 {{different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf64>'}}
  %0 = "memref.realloc"(%a) : (memref<4xf32>) -> memref<8xf64>
  return
}

// -----

func.func @f(%a: memref<?xf32>, %b: i32) {
  // expected-error @+1 {{'memref.realloc' op operand #1 must be index, but got 'i32'}}
  %0 = "memref.realloc"(%a, %b) : (memref<?xf32>, i32) -> memref<?xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %v: f32, %i: i32) {
  // expected-error @+1 {{'memref.atomic_rmw' op operand #2 must be variadic of index, but got 'i32'}}
  %0 = "memref.atomic_rmw"(%v, %a, %i) {kind = 0 : i64} : (f32, memref<4xf32>, i32) -> f32
  return
}

// -----

func.func @f(%a: memref<4xf32>, %v: f64, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
  %0 = "memref.atomic_rmw"(%v, %a, %i) {kind = 0 : i64} : (f64, memref<4xf32>, index) -> f64
  return
}

// -----

func.func @f(%a: memref<4xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op failed to verify that all of {value, result} have same type}}
  %0 = "memref.atomic_rmw"(%v, %a, %i) {kind = 0 : i64} : (f32, memref<4xf32>, index) -> f64
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.extract_aligned_pointer_as_index' op result #0 must be index, but got 'i64'}}
  %0 = "memref.extract_aligned_pointer_as_index"(%a) : (memref<4xf32>) -> i64
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'memref.extract_aligned_pointer_as_index' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.extract_aligned_pointer_as_index"(%a) : (tensor<4xf32>) -> index
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<4xf64>' are cast incompatible}}
  %0 = "memref.memory_space_cast"(%a) : (memref<4xf32>) -> memref<4xf64>
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op result #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.memory_space_cast"(%a) : (memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %s: memref<1xi32>) {
  // expected-error @+1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %0 = "memref.reshape"(%a, %s) : (memref<4xf32>, memref<1xi32>) -> memref<4xf64>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %s: memref<1xf32>) {
  // expected-error @+1 {{'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<1xf32>'}}
  %0 = "memref.reshape"(%a, %s) : (memref<4xf32>, memref<1xf32>) -> memref<4xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %s: tensor<1xindex>) {
  // expected-error @+1 {{'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'tensor<1xindex>'}}
  %0 = "memref.reshape"(%a, %s) : (memref<4xf32>, tensor<1xindex>) -> memref<4xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op requires the same type for all operands and results}}
  %0 = "memref.assume_alignment"(%a) {alignment = 16 : i32} : (memref<4xf32>) -> memref<4xf64>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: f32) {
  // expected-error @+1 {{'memref.prefetch' op operand #1 must be variadic of index, but got 'f32'}}
  "memref.prefetch"(%a, %i) {isDataCache = true, isWrite = false, localityHint = 1 : i32} : (memref<4xf32>, f32) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<4xf64>' is not equivalent to the canonical transposed input type 'memref<4xf32, strided<[1]>>'}}
  %0 = "memref.transpose"(%a) {permutation = affine_map<(d0) -> (d0)>} : (memref<4xf32>) -> memref<4xf64>
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f64>', 'index', 'index', 'index'}}
  // expected-error @+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %0, %1, %2, %3 = "memref.extract_strided_metadata"(%a) : (memref<4xf32>) -> (memref<f64>, index, index, index)
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op result #1 must be index, but got 'i32'}}
  %0, %1, %2, %3 = "memref.extract_strided_metadata"(%a) : (memref<4xf32>) -> (memref<f32>, i32, index, index)
  return
}

// -----

func.func @f(%a: memref<4xf32>, %b: memref<4xf64>) {
  // expected-error @+1 {{'memref.distinct_objects' op operand types and result types must match}}
  %0, %1 = "memref.distinct_objects"(%a, %b) : (memref<4xf32>, memref<4xf64>) -> (memref<4xf32>, memref<4xf32>)
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index, %v: f64) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op failed to verify that result type matches element type of memref}}
  %0 = "memref.generic_atomic_rmw"(%a, %i) ({
  ^bb0(%x: f32):
    "memref.atomic_yield"(%x) : (f32) -> ()
  }) : (memref<4xf32>, index) -> f64
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: i32) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "memref.generic_atomic_rmw"(%a, %i) ({
  ^bb0(%x: f32):
    "memref.atomic_yield"(%x) : (f32) -> ()
  }) : (memref<4xf32>, i32) -> f32
  return
}

// -----

func.func @f(%a: memref<4xi8>, %b: index) {
  // expected-error @+1 {{'memref.view' op result #0 must be memref of any type values, but got 'tensor<1xf32>'}}
  %0 = "memref.view"(%a, %b) : (memref<4xi8>, index) -> tensor<1xf32>
  return
}

// -----

func.func @f(%a: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.realloc' op operand #0 must be 1D memref of any type values, but got 'memref<4x4xf32>'}}
  %0 = "memref.realloc"(%a) : (memref<4x4xf32>) -> memref<8xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.realloc' op result #0 must be 1D memref of any type values, but got 'tensor<8xf32>'}}
  %0 = "memref.realloc"(%a) : (memref<4xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @f(%a: memref<4xindex>, %v: index, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op operand #0 must be signless integer or floating-point, but got 'index'}}
  %0 = "memref.atomic_rmw"(%v, %a, %i) {kind = 0 : i64} : (index, memref<4xindex>, index) -> index
  return
}

// -----

func.func @f(%a: memref<4xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op result #0 must be signless integer or floating-point, but got 'index'}}
  %0 = "memref.atomic_rmw"(%v, %a, %i) {kind = 0 : i64} : (f32, memref<4xf32>, index) -> index
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %s: memref<1xi32>) {
  // expected-error @+1 {{'memref.reshape' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.reshape"(%a, %s) : (tensor<4xf32>, memref<1xi32>) -> memref<4xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %s: memref<1xi32>) {
  // expected-error @+1 {{'memref.reshape' op result #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.reshape"(%a, %s) : (memref<4xf32>, memref<1xi32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op operand #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  "memref.prefetch"(%a, %i) {isDataCache = true, isWrite = false, localityHint = 1 : i32} : (tensor<4xf32>, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xindex>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op operand #0 must be memref of signless integer or floating-point values, but got 'memref<4xindex>'}}
  %0 = "memref.generic_atomic_rmw"(%a, %i) ({
  ^bb0(%x: index):
    "memref.atomic_yield"(%x) : (index) -> ()
  }) : (memref<4xindex>, index) -> index
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'memref.transpose' op operand #0 must be strided memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.transpose"(%a) {permutation = affine_map<(d0) -> (d0)>} : (tensor<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.transpose' op result #0 must be strided memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.transpose"(%a) {permutation = affine_map<(d0) -> (d0)>} : (memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %b: tensor<4xf64>) {
  // expected-error @+1 {{'memref.distinct_objects' op operand #1 must be variadic of memref of any type values, but got 'tensor<4xf64>'}}
  %0, %1 = "memref.distinct_objects"(%a, %b) : (memref<4xf32>, tensor<4xf64>) -> (memref<4xf32>, tensor<4xf64>)
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op operand #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.assume_alignment"(%a) {alignment = 16 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %t: memref<1xi32>, %i: f32) {
  // expected-error @+1 {{'memref.dma_wait' op operand #1 must be variadic of index, but got 'f32'}}
  "memref.dma_wait"(%t, %i, %i) : (memref<1xi32>, f32, f32) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %t: tensor<1xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_wait' op operand #0 must be memref of any type values, but got 'tensor<1xi32>'}}
  "memref.dma_wait"(%t, %i, %i) : (tensor<1xi32>, index, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %i: f32, %n: index) {
  // expected-error @+1 {{'memref.dma_start' op expected source indices to be of index type}}
  "memref.dma_start"(%a, %i, %b, %n, %n, %t, %n) : (memref<4xf32>, f32, memref<4xf32, 1>, index, index, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %n: f32) {
  // expected-error @+1 {{'memref.dma_start' op expected num elements to be of index type}}
  "memref.dma_start"(%a, %i, %b, %i, %n, %t, %i) : (memref<4xf32>, index, memref<4xf32, 1>, index, f32, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op result #0 must be strided memref of any type values of rank 0, but got 'tensor<f32>'}}
  %0, %1, %2, %3 = "memref.extract_strided_metadata"(%a) : (memref<4xf32>) -> (tensor<f32>, index, index, index)
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op result #2 must be variadic of index, but got 'i32'}}
  %0, %1, %2, %3 = "memref.extract_strided_metadata"(%a) : (memref<4xf32>) -> (memref<f32>, index, i32, index)
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.subview' op result #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.subview"(%a) {operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} : (memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: memref<4xi32>, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op operand #0 must be signless integer or floating-point, but got 'index'}}
  %0 = "memref.atomic_rmw"(%i, %a, %i) {kind = 1 : i64} : (index, memref<4xi32>, index) -> index
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<?xf32, 1>' are cast incompatible}}
  %0 = "memref.memory_space_cast"(%a) : (memref<4xf32>) -> memref<?xf32, 1>
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, strided<[1], offset: ?>, 1>' are cast incompatible}}
  %0 = "memref.memory_space_cast"(%a) : (memref<4xf32>) -> memref<4xf32, strided<[1], offset: ?>, 1>
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<*xf32, 1>' are cast incompatible}}
  %0 = "memref.memory_space_cast"(%a) : (memref<4xf32>) -> memref<*xf32, 1>
  return
}

// -----

func.func @f(%a: memref<*xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<*xf32>' and result type 'memref<*xi32, 1>' are cast incompatible}}
  %0 = "memref.memory_space_cast"(%a) : (memref<*xf32>) -> memref<*xi32, 1>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %v: f64, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op failed to verify that all of {value, result} have same type}}
  %0 = "memref.atomic_rmw"(%v, %a, %i) {kind = 0 : i64} : (f64, memref<4xf32>, index) -> f32
  return
}

// -----

// expected-error @+1 {{'memref.global' op attribute 'type' failed to satisfy constraint: memref type attribute}}
"memref.global"() {sym_name = "g", type = tensor<4xf32>, sym_visibility = "private"} : () -> ()

// -----

// expected-error @+1 {{'memref.global' op attribute 'type' failed to satisfy constraint: memref type attribute}}
"memref.global"() {sym_name = "g", type = 3, sym_visibility = "private"} : () -> ()

// -----

func.func @f(%a: memref<4xf32>, %i: index) {
  %0 = "memref.generic_atomic_rmw"(%a, %i) ({
  ^bb0(%x: f32):
    %c = arith.constant 1.0 : f64
    // expected-error @+1 {{'memref.atomic_yield' op types mismatch between yield op: 'f64' and its parent: 'f32'}}
    "memref.atomic_yield"(%c) : (f64) -> ()
  }) : (memref<4xf32>, index) -> f32
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %0 = "memref.generic_atomic_rmw"(%a, %i) ({
  ^bb0(%x: f64):
    %c = arith.constant 1.0 : f32
    "memref.atomic_yield"(%c) : (f32) -> ()
  }) : (memref<4xf32>, index) -> f32
  return
}

// -----

func.func @f(%a: memref<*xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = "memref.cast"(%a) : (memref<*xf32>) -> memref<*xf32>
  return
}

// -----

func.func @f(%a: memref<*xf32>) {
  // expected-error @+1 {{'memref.subview' op operand #0 must be memref of any type values, but got 'memref<*xf32>'}}
  %0 = "memref.subview"(%a) {operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} : (memref<*xf32>) -> memref<4xf32>
  return
}

// -----

func.func @f(%a: memref<8xf32>) {
  // expected-error @+1 {{'memref.reinterpret_cast' op result #0 must be strided memref of any type values, but got 'memref<*xf32>'}}
  %0 = "memref.reinterpret_cast"(%a) {operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} : (memref<8xf32>) -> memref<*xf32>
  return
}

// -----

func.func @f(%a: memref<8xf32>) {
  // expected-error @+1 {{'memref.reinterpret_cast' op result #0 must be strided memref of any type values, but got 'memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>'}}
  %0 = "memref.reinterpret_cast"(%a) {operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} : (memref<8xf32>) -> memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>
  return
}

// -----

func.func @f(%a: memref<*xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op operand #0 must be memref of any type values, but got 'memref<*xf32>'}}
  %0 = "memref.load"(%a, %i) : (memref<*xf32>, index) -> f32
  return
}

// -----

func.func @f(%a: memref<4xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{'memref.store' op store index operand count not equal to memref rank}}
  "memref.store"(%v, %a, %i, %i) : (f32, memref<4xf32>, index, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op operand #0 must be strided memref of any type values, but got 'memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>'}}
  %0, %1, %2, %3 = "memref.extract_strided_metadata"(%a) : (memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>) -> (memref<f32>, index, index, index)
  return
}

// -----

func.func @f(%a: memref<4x4xf32, affine_map<(d0, d1) -> (d1 floordiv 2, d0)>>) {
  // expected-error @+1 {{'memref.collapse_shape' op operand #0 must be strided memref of any type values, but got 'memref<4x4xf32, affine_map<(d0, d1) -> (d1 floordiv 2, d0)>>'}}
  %0 = "memref.collapse_shape"(%a) {reassociation = [[0, 1]]} : (memref<4x4xf32, affine_map<(d0, d1) -> (d1 floordiv 2, d0)>>) -> memref<16xf32>
  return
}

// -----

func.func @f(%a: memref<?xf32>) {
  // expected-error @+1 {{'memref.alloc' op result #0 must be memref of any type values, but got 'memref<*xf32>'}}
  %0 = "memref.alloc"() {operandSegmentSizes = array<i32: 0, 0>} : () -> memref<*xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op attribute 'nontemporal' failed to satisfy constraint: bool attribute}}
  %0 = "memref.load"(%a, %i) {nontemporal = 1 : i32} : (memref<4xf32>, index) -> f32
  return
}

// -----

func.func @f(%a: memref<4xvector<4xf32>>, %v: vector<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op operand #0 must be signless integer or floating-point, but got 'vector<4xf32>'}}
  %0 = "memref.atomic_rmw"(%v, %a, %i) {kind = 0 : i64} : (vector<4xf32>, memref<4xvector<4xf32>>, index) -> vector<4xf32>
  return
}

// -----

func.func @f(%a: memref<4xi8>, %b: index, %s: i32) {
  // expected-error @+1 {{'memref.view' op operand #2 must be variadic of index, but got 'i32'}}
  %0 = "memref.view"(%a, %b, %s) : (memref<4xi8>, index, i32) -> memref<?xf32>
  return
}

// -----

func.func @f(%a: memref<*xf32>) {
  // expected-error @+1 {{'memref.dim' op operand #1 must be index, but got 'memref<*xf32>'}}
  %0 = "memref.dim"(%a, %a) : (memref<*xf32>, memref<*xf32>) -> index
  return
}

// -----

func.func @f(%a: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  // expected-error @+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 2}}
  "memref.dma_wait"(%t, %n, %n, %n) : (memref<1xi32>, index, index, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.distinct_objects' op result #0 must be variadic of memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.distinct_objects"(%a) : (memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op result #0 must be strided memref of any type values, but got 'tensor<16xf32>'}}
  %0 = "memref.collapse_shape"(%a) {reassociation = [[0, 1]]} : (memref<4x4xf32>) -> tensor<16xf32>
  return
}

// -----

func.func @f(%a: memref<*xf32>) {
  // expected-error @+1 {{'memref.rank' op result #0 must be index, but got 'i64'}}
  %0 = "memref.rank"(%a) : (memref<*xf32>) -> i64
  return
}

// -----

func.func @f(%a: memref<4xf32>, %b: memref<*xf64>) {
  // expected-error @+1 {{'memref.copy' op requires the same element type for all operands}}
  "memref.copy"(%a, %b) : (memref<4xf32>, memref<*xf64>) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<*xf64>' are cast incompatible}}
  %0 = "memref.cast"(%a) : (memref<4xf32>) -> memref<*xf64>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op failed to verify that result type matches element type of memref}}
  %0 = "memref.generic_atomic_rmw"(%a, %i) ({
  ^bb0(%x: f32):
    "memref.atomic_yield"(%x) : (f32) -> ()
  }) : (memref<4xf32>, index) -> f64
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+2 {{'memref.assume_alignment' op inferred type(s) 'memref<4xf32>' are incompatible with return type(s) of operation 'memref<?xf32>'}}
  // expected-error @+1 {{'memref.assume_alignment' op failed to infer returned types}}
  %0 = "memref.assume_alignment"(%a) {alignment = 16 : i32} : (memref<4xf32>) -> memref<?xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op result #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.assume_alignment"(%a) {alignment = 16 : i32} : (memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

// expected-error @+1 {{'memref.global' op type should be static shaped memref, but got 'memref<?xf32>'}}
"memref.global"() {sym_name = "g", type = memref<?xf32>, sym_visibility = "private"} : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value shape expected to be 4 but was 5}}
"memref.global"() {sym_name = "g", type = memref<4xf32>, sym_visibility = "private", initial_value = dense<1.0> : tensor<5xf32>} : () -> ()

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op result #0 must be signless integer or floating-point, but got 'index'}}
  %0 = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%x: f32):
    "memref.atomic_yield"(%x) : (f32) -> ()
  }) : (memref<4xf32>, index) -> index
  return
}
