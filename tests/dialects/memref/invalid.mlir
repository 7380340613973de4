// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// Each case's message is mlir-opt 22's on the same input.

func.func @alloc_dynamic_sizes(%n: index) {
  // expected-error @+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = memref.alloc(%n) : memref<?x?xf32>
  return
}

// -----

func.func @alloca_symbols(%n: index) {
  // expected-error @+1 {{'memref.alloca' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %0 = memref.alloca() : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// -----

func.func @alloc_alignment() {
  // expected-error @+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.alloc() {alignment = 12} : memref<4xf32>
  return
}

// -----

func.func @realloc_layout(%m: memref<4xf32, strided<[2]>>) {
  // expected-error @+1 {{unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}

// -----

func.func @realloc_size(%m: memref<4xf32>) {
  // expected-error @+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}

// -----

func.func @view_space(%m: memref<64xi8, 1>, %i: index) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<64xi8, 1>' and view memref type 'memref<4xf32>'}}
  %0 = memref.view %m[%i][] : memref<64xi8, 1> to memref<4xf32>
  return
}

// -----

func.func @load_indices(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @store_indices(%m: memref<4x4xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @atomic_rmw_kind(%m: memref<4xi32>, %v: i32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'mulf' expects a floating-point type}}
  %0 = memref.atomic_rmw mulf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @cast(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @cast_strides(%m: memref<4xf32, strided<[2]>>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32, strided<[2]>>' and result type 'memref<4xf32, strided<[3], offset: ?>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32, strided<[2]>> to memref<4xf32, strided<[3], offset: ?>>
  return
}

// -----

func.func @copy_elements(%a: memref<4xf32>, %b: memref<4xf16>) {
  // expected-error @+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<4xf16>
  return
}

// -----

func.func @dim_of_scalar(%m: memref<f32>, %i: index) {
  // expected-error @+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'}}
  %0 = memref.dim %m, %i : memref<f32>
  return
}

// -----

func.func @dma_tag(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected at least 6 operands}}
  "memref.dma_start"(%a, %i, %b, %i, %i) : (memref<4xf32>, index, memref<4xf32, 1>, index, index) -> ()
  return
}

// -----

func.func @dma_stride(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %f: f32) {
  // expected-error @+1 {{'memref.dma_start' op expected stride and num elements per stride to be of type index}}
  "memref.dma_start"(%a, %i, %b, %i, %i, %t, %i, %f, %i) : (memref<4xf32>, index, memref<4xf32, 1>, index, index, memref<1xi32>, index, f32, index) -> ()
  return
}

// -----

func.func @dma_wait(%t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 0}}
  "memref.dma_wait"(%t, %i) : (memref<1xi32>, index) -> ()
  return
}

// -----

func.func @distinct_objects(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.distinct_objects' op operand types and result types must match}}
  %0 = "memref.distinct_objects"(%a) : (memref<4xf32>) -> memref<4xf16>
  return
}

// -----

// expected-error @+1 {{'memref.global' op type should be static shaped memref, but got 'memref<?xf32>'}}
"memref.global"() <{sym_name = "g", type = memref<?xf32>}> : () -> ()

// -----

"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<1.0> : tensor<2xf32>}> : () -> ()
func.func @get_global_type() {
  // expected-error @+1 {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<2xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<3xf32>
  return
}

// -----

func.func @collapse_group_size(%m: memref<4x5xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim size (21) must equal reassociation group size (20)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x5xf32> into memref<21xf32>
  return
}

// -----

func.func @collapse_strided(%m: memref<4x5xf32, strided<[10, 1]>>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x5xf32, strided<[10, 1]>> into memref<20xf32>
  return
}

// -----

func.func @expand_layout(%m: memref<20xf32, strided<[2], offset: 3>>) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<4x5xf32, strided<[10, 2], offset: 3>>' but found 'memref<4x5xf32, strided<[5, 1], offset: 3>>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 5] : memref<20xf32, strided<[2], offset: 3>> into memref<4x5xf32, strided<[5, 1], offset: 3>>
  return
}

// -----

func.func @expand_dynamic_group(%m: memref<?xf32>, %n: index) {
  // expected-error @+1 {{'memref.expand_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 5] : memref<?xf32> into memref<4x5xf32>
  return
}

// -----

func.func @subview_offsets(%m: memref<8x8xf32>) {
  // expected-error @+1 {{expected 2 offset values, got 1}}
  %0 = memref.subview %m[0][4][1] : memref<8x8xf32> to memref<4xf32>
  return
}

// -----

func.func @subview_layout(%m: memref<8x8xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1], offset: 9>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[8, 1]>>'}}
  %0 = memref.subview %m[1, 1][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @subview_rank_reduced(%m: memref<8x1x8xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x1x4xf32, strided<[8, 8, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x2xf32, strided<[8, 1]>>'}}
  %0 = memref.subview %m[0, 0, 0][4, 1, 4][1, 1, 1] : memref<8x1x8xf32> to memref<4x2xf32, strided<[8, 1]>>
  return
}

// -----

func.func @subview_bounds(%m: memref<8xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 10 >= 8}}
  %0 = memref.subview %m[2][5][2] : memref<8xf32> to memref<5xf32, strided<[2], offset: 2>>
  return
}

// -----

func.func @reshape_layout(%m: memref<4x4xf32, strided<[8, 1]>>, %s: memref<1xindex>) {
  // expected-error @+1 {{'memref.reshape' op source memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<4x4xf32, strided<[8, 1]>>, memref<1xindex>) -> memref<16xf32>
  return
}

// -----

func.func @generic_atomic_rmw_args(%m: memref<10xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a: f32, %b: f32):
    memref.atomic_yield %a : f32
  }
  return
}

// -----

func.func @generic_atomic_rmw_effects(%m: memref<10xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a: f32):
    // expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %a, %m[%i] : memref<10xf32>
    memref.atomic_yield %a : f32
  }
  return
}

// -----

func.func @atomic_yield_type(%m: memref<10xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a: f32):
    // expected-error @+1 {{'memref.atomic_yield' op types mismatch between yield op: 'index' and its parent: 'f32'}}
    memref.atomic_yield %i : index
  }
  return
}

// -----

// expected-error @+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @dynamic : memref<?xf32>

// -----

// expected-error @+1 {{custom op 'memref.global' initial value should be a unit or elements attribute}}
memref.global @string : memref<2xf32> = "text"

// -----

// expected-error @+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
memref.global @shape : memref<2xf32> = dense<[1.0, 2.0, 3.0]>

// -----

// expected-error @+1 {{expected valid '@'-identifier for symbol name}}
memref.global constant "private" @order : memref<2xf32>

// -----

// expected-error @+1 {{'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "local"}}
memref.global "local" @visibility : memref<2xf32>

// -----

// expected-error @+1 {{'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
memref.global @align : memref<2xf32> = dense<1.0> {alignment = 6}

// -----

func.func @get_global() {
  // expected-error @+1 {{'memref.get_global' op 'missing' does not reference a valid global memref}}
  %0 = memref.get_global @missing : memref<2xf32>
  return
}

// -----

func.func @prefetch_rw(%m: memref<10xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i], load, locality<0>, data : memref<10xf32>
  return
}

// -----

func.func @prefetch_locality(%m: memref<10xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i], read, locality<4>, data : memref<10xf32>
  return
}

// -----

func.func @prefetch_indices(%m: memref<10x10xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[%i], read, locality<1>, data : memref<10x10xf32>
  return
}

// -----

func.func @transpose_rank(%v: memref<?x?xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %0 = memref.transpose %v (i) -> (i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func.func @transpose_type(%v: memref<?x?xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<?x?xf32>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>>'}}
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func.func @assume_alignment(%m: memref<10xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  %0 = memref.assume_alignment %m, 24 : memref<10xf32>
  return
}

// -----

// (an op of no dialect, which is no allocation scope; one of a dialect mica
// does not know might be one in MLIR)
"no_scope"() ({
  // a result no name binds is still read and typed
  memref.alloca() : memref<1xf32>
  // expected-error @-1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
  "test.end"() : () -> ()
}) : () -> ()

// -----

func.func @store_named(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{cannot name an operation with no results}}
  %0 = memref.store %v, %m[%i] : memref<4xf32>
  return
}

// -----

func.func @transpose_identity_layout(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<4xf32>' is not equivalent to the canonical transposed input type 'memref<4xf32, strided<[1]>>'}}
  %0 = memref.transpose %m (d0) -> (d0) : memref<4xf32> to memref<4xf32>
  return
}

// -----

func.func @load_of_tensor(%t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op operand #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.load"(%t, %i) : (tensor<4xf32>, index) -> f32
  return
}

// -----

func.func @transpose_of_scalar(%x: i32) {
  // expected-error @+1 {{'memref.transpose' op operand #0 must be strided memref of any type values, but got 'i32'}}
  %0 = "memref.transpose"(%x) <{permutation = affine_map<(d0) -> (d0)>}> : (i32) -> i32
  return
}

// -----

func.func @expand_of_scalar(%x: i32) {
  // expected-error @+1 {{'memref.expand_shape' op operand #0 must be strided memref of any type values, but got 'i32'}}
  %0 = "memref.expand_shape"(%x) <{reassociation = [[0]], static_output_shape = array<i64: 1>}> : (i32) -> i32
  return
}

// -----

func.func @realloc_res_layout(%m: memref<4xf32>) {
  // expected-error @+1 {{unsupported layout for result memref type 'memref<8xf32, strided<[2]>>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, strided<[2]>>
  return
}

// -----

func.func @realloc_space(%m: memref<4xf32>) {
  // expected-error @+1 {{different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, 1>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, 1>
  return
}

// -----

func.func @realloc_elem(%m: memref<4xf32>) {
  // expected-error @+1 {{different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xi32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xi32>
  return
}

// -----

func.func @realloc_unneeded(%m: memref<4xf32>, %n: index) {
  // expected-error @+1 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
  %0 = memref.realloc %m(%n) : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @view_base_map(%m: memref<64xi8, strided<[2]>>, %o: index) {
  // expected-error @+1 {{unsupported map for base memref type 'memref<64xi8, strided<[2]>>'}}
  %0 = memref.view %m[%o][] : memref<64xi8, strided<[2]>> to memref<4xf32>
  return
}

// -----

func.func @view_res_map(%m: memref<64xi8>, %o: index) {
  // expected-error @+1 {{unsupported map for result memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.view %m[%o][] : memref<64xi8> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @store_results(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{'memref.store' op requires zero results}}
  %0 = "memref.store"(%v, %m, %i) : (f32, memref<4xf32>, index) -> f32
  return
}

// -----

func.func @rmw_value(%m: memref<4xf32>, %v: f64, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
  %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 0 : i64}> : (f64, memref<4xf32>, index) -> f64
  return
}

// -----

func.func @rmw_rank(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %0 = "memref.atomic_rmw"(%v, %m, %i, %i) <{kind = 0 : i64}> : (f32, memref<4xf32>, index, index) -> f32
  return
}

// -----

func.func @rmw_int_kind(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'ori' expects an integer type}}
  %0 = memref.atomic_rmw ori %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @cast_unranked(%m: memref<*xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @cast_unranked_elem(%m: memref<*xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  %0 = memref.cast %m : memref<*xf32> to memref<4xi32>
  return
}

// -----

func.func @cast_ok(%m: memref<*xf32>, %r: memref<4xf32, strided<[1], offset: ?>>, %s: memref<4x?xf32>) {
  %0 = memref.cast %m : memref<*xf32> to memref<4xf32>
  %1 = memref.cast %r : memref<4xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[?], offset: 3>>
  %2 = memref.cast %s : memref<4x?xf32> to memref<*xf32>
  return
}

// -----

func.func @cast_stride(%r: memref<4xf32, strided<[1], offset: ?>>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32, strided<[1], offset: ?>>' and result type 'memref<4xf32, strided<[2], offset: ?>>' are cast incompatible}}
  %0 = memref.cast %r : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[2], offset: ?>>
  return
}

// -----

func.func @cast_space(%r: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, 1>' are cast incompatible}}
  %0 = memref.cast %r : memref<4xf32> to memref<4xf32, 1>
  return
}

// -----

func.func @copy_shape(%a: memref<4xf32>, %b: memref<5xf32>) {
  // expected-error @+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @copy_ok(%a: memref<4x?xf32>, %b: memref<?x4xf32>, %u: memref<*xf32>) {
  memref.copy %a, %b : memref<4x?xf32> to memref<?x4xf32>
  memref.copy %a, %u : memref<4x?xf32> to memref<*xf32>
  return
}

// -----

func.func @rank_result(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.rank' op result #0 must be index, but got 'i32'}}
  %0 = "memref.rank"(%a) : (memref<4xf32>) -> i32
  return
}

// -----

func.func @rank_operand(%a: tensor<4xf32>) {
  // expected-error @+1 {{'memref.rank' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.rank"(%a) : (tensor<4xf32>) -> index
  return
}

// -----

func.func @distinct_none() {
  // expected-error @+1 {{'memref.distinct_objects' op expected at least one operand}}
  "memref.distinct_objects"() : () -> ()
  return
}

// -----

func.func @dma_few(%a: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected at least 4 operands}}
  "memref.dma_start"(%a, %i, %i) : (memref<4xf32>, index, index) -> ()
  return
}

// -----

func.func @dma_num(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %n: i32) {
  // expected-error @+1 {{'memref.dma_start' op expected num elements to be of index type}}
  "memref.dma_start"(%a, %i, %b, %i, %n, %t, %i) : (memref<4xf32>, index, memref<4xf32, 1>, index, i32, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @dma_count(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op incorrect number of operands}}
  "memref.dma_start"(%a, %i, %b, %i, %i, %t, %i, %i) : (memref<4xf32>, index, memref<4xf32, 1>, index, index, memref<1xi32>, index, index) -> ()
  return
}

// -----

func.func @dma_src(%a: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected source to be of memref type}}
  "memref.dma_start"(%a, %i, %i, %i) : (tensor<4xf32>, index, index, index) -> ()
  return
}

// -----

func.func @dma_idx(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %n: i32) {
  // expected-error @+1 {{'memref.dma_start' op expected source indices to be of index type}}
  "memref.dma_start"(%a, %n, %b, %i, %i, %t, %i) : (memref<4xf32>, i32, memref<4xf32, 1>, index, index, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @dma_wait_tag(%a: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_wait' op operand #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  "memref.dma_wait"(%a, %i) : (tensor<4xf32>, index) -> ()
  return
}

// -----

"memref.global"() <{sym_name = "g_dense", type = memref<2xf32>, initial_value = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> ()
"memref.global"() <{sym_name = "g_unit", sym_visibility = "private", type = memref<2xf32>, initial_value}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value should be a unit or elements attribute, but got 1 : i32}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = 1 : i32}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<[1, 2]> : tensor<2xi32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value shape expected to be 2, 3 but was 3, 2}}
"memref.global"() <{sym_name = "g", type = memref<2x3xf32>, initial_value = dense<1.0> : tensor<3x2xf32>}> : () -> ()

// -----

func.func @get_global_missing() {
  // expected-error @+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<2xf32>
  return
}

// -----

func.func @not_global() {
  return
}
func.func @get_global_func() {
  // expected-error @+1 {{'memref.get_global' op 'not_global' does not reference a valid global memref}}
  %0 = memref.get_global @not_global : memref<2xf32>
  return
}

// -----

func.func @gar_result(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op failed to verify that result type matches element type of memref}}
  %0 = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%x: f32):
    memref.atomic_yield %x : f32
  }) : (memref<4xf32>, index) -> f64
  return
}

// -----

func.func @gar_arg(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %0 = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%x: f64):
    %c = arith.constant 1.0 : f32
    memref.atomic_yield %c : f32
  }) : (memref<4xf32>, index) -> f32
  return
}

// -----

func.func @gar_nested_effect(%m: memref<4xf32>, %i: index, %b: i1) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%x: f32):
    %y = scf.if %b -> f32 {
      // expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
      %c = memref.load %m[%i] : memref<4xf32>
      scf.yield %c : f32
    } else {
      scf.yield %x : f32
    }
    memref.atomic_yield %y : f32
  }
  return
}

// -----

func.func @yield_parent(%x: f32) {
  // expected-error @+1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
  memref.atomic_yield %x : f32
}

// -----

func.func @rc_ok(%m: memref<?xf32>) -> memref<10xf32, strided<[1], offset: 2>> {
  %0 = memref.reinterpret_cast %m to offset: [2], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, strided<[1], offset: 2>>
  return %0 : memref<10xf32, strided<[1], offset: 2>>
}

// -----

func.func @rc_space(%m: memref<?xf32>) {
  // expected-error @+1 {{different memory spaces specified for source type 'memref<?xf32>' and result memref type 'memref<10xf32, 1>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, 1>
  return
}

// -----

func.func @rc_elem(%m: memref<?xf32>) {
  // expected-error @+1 {{different element types specified for source type 'memref<?xf32>' and result memref type 'memref<10xi32>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xi32>
  return
}

// -----

func.func @rc_size(%m: memref<?xf32>) {
  // expected-error @+1 {{expected result type with size = 10 instead of 12 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<12xf32>
  return
}

// -----

func.func @rc_offset(%m: memref<?xf32>) {
  // expected-error @+1 {{expected result type with offset = 0 instead of 3}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, strided<[1], offset: 3>>
  return
}

// -----

func.func @rc_stride(%m: memref<?xf32>) {
  // expected-error @+1 {{expected result type with stride = 1 instead of 2 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, strided<[2]>>
  return
}

// -----

func.func @rc_dyn(%m: memref<*xf32>, %o: index, %s: index) {
  %0 = memref.reinterpret_cast %m to offset: [%o], sizes: [10, %s], strides: [%s, 1] : memref<*xf32> to memref<10x?xf32, strided<[?, 1], offset: ?>>
  // expected-error @+1 {{expected result type with stride = dynamic instead of 4 in dim = 0}}
  %1 = memref.reinterpret_cast %m to offset: [%o], sizes: [10, 4], strides: [%s, 1] : memref<*xf32> to memref<10x4xf32, strided<[4, 1], offset: ?>>
  return
}

// -----

func.func @rc_map(%m: memref<?xf32>) {
  // expected-error @+1 {{'memref.reinterpret_cast' op result #0 must be strided memref of any type values, but got 'memref<10xf32, affine_map<(d0) -> (d0 floordiv 2)>>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, affine_map<(d0) -> (d0 floordiv 2)>>
  return
}

// -----

func.func @rc_count(%m: memref<?xf32>) {
  // expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10, 2], strides: [1] : memref<?xf32> to memref<10xf32>
  return
}

// -----

func.func @reshape_elem(%m: memref<4xf32>, %s: memref<1xindex>) {
  // expected-error @+1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xindex>) -> memref<4xi32>
  return
}

// -----

func.func @reshape_map(%m: memref<4xf32>, %s: memref<1xindex>) {
  // expected-error @+1 {{'memref.reshape' op result memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xindex>) -> memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @reshape_dynshape(%m: memref<4xf32>, %s: memref<?xindex>) {
  // expected-error @+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<?xindex>) -> memref<4xf32>
  return
}

// -----

func.func @reshape_len(%m: memref<4xf32>, %s: memref<2xindex>) {
  // expected-error @+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2xindex>) -> memref<4xf32>
  return
}

// -----

func.func @reshape_ok(%m: memref<4xf32>, %s: memref<2xindex>, %u: memref<?xindex>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2xindex>) -> memref<2x2xf32>
  %1 = memref.reshape %m(%u) : (memref<4xf32>, memref<?xindex>) -> memref<*xf32>
  return
}
